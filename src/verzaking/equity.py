"""Law 64C by double-dummy analysis: the only module that touches the solver.

After an established revoke the director must give an adjusted score when the
automatic transfer does not make good the damage (64C1).  Here the position just
before the revoke card is solved double dummy for every card the offender could
legally have played; the card best for his own side is taken as the likely one
(the non-offending side gets no worse than that).  Repeated revokes are judged
each from the position after the earlier ones, whose transfers stand (64C2(a));
when both sides revoked, from the position before the first revoke (64C2(b)).
The estimate only ever helps the non-offending side: a transfer that gives them
more stands (12B2).

Double dummy assumes both sides see all cards, so it is an estimate of the
likely result; the judgement stays with the director.  endplay's DDS binding is
not thread-safe, so every call holds one process-wide lock.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from .cards import CARDS, Card, Deal, Seat
from .facts import BoardFacts
from .ruling import CardOutcome, Equity, RevokeRuling, Ruling, Step
from .table import Revoke, RevokeKind

if TYPE_CHECKING:
    from .laws.base import Edition

__all__ = ["CardOutcome", "Equity", "SolverUnavailable", "analyse", "solve_position"]

_LOCK = threading.Lock()


class SolverUnavailable(RuntimeError):
    """endplay (the double-dummy solver) is not installed."""


def _endplay() -> Any:
    try:
        import endplay.dds as dds
        import endplay.types as types
    except ImportError as exc:  # pragma: no cover - endplay is a dependency
        raise SolverUnavailable(str(exc)) from None
    return dds, types


def _hands_at(facts: BoardFacts, trick: int) -> tuple[int, int, int, int]:
    """The cards each seat still held when ``trick`` began."""
    assert facts.deal is not None and facts.play is not None
    masks = list(facts.deal.masks)
    for t in facts.play.tricks:
        if t.number >= trick:
            break
        for seat in range(4):
            c = t.cards[seat]
            if c is not None:
                masks[seat] &= ~(1 << c)
    return (masks[0], masks[1], masks[2], masks[3])


def solve_position(masks: tuple[int, int, int, int], *, leader: Seat, trump: int | None,
                   played: list[Card]) -> dict[Card, int]:
    """Tricks from this trick on for the side to play, for each of its legal cards.

    ``masks`` are the hands at the start of the trick, ``played`` the cards
    already played to it (from ``leader`` on).  Raises ``ValueError`` for a
    position whose hands do not have equal lengths (the solver would return
    nonsense), :class:`SolverUnavailable` without endplay.
    """
    sizes = {m.bit_count() for m in masks}
    if len(sizes) != 1 or not 0 < sizes.pop() <= 13 or len(played) > 3:
        raise ValueError("hands of unequal length")
    if any(m1 & m2 for i, m1 in enumerate(masks) for m2 in masks[i + 1:]):
        raise ValueError("a card in two hands")
    dds, types = _endplay()
    pbn = Deal(masks).to_pbn()
    with _LOCK:
        deal = types.Deal(pbn)
        deal.first = types.Player(int(leader))
        deal.trump = types.Denom.nt if trump is None else types.Denom(3 - trump)
        for card in played:
            deal.play(types.Card(str(card)))
        solved = dds.solve_board(deal)
        out = {}
        for card, tricks in solved:
            rank = int(card.rank).bit_length() - 1
            out[CARDS[(3 - int(card.suit)) * 13 + rank - 2]] = int(tricks)
    return out


def analyse(ruling: Ruling, edition: Edition) -> Ruling:
    """The ruling with an equity estimate for each established revoke, and its steps.

    ``edition`` is the one the ruling applied (its 64C articles and its score).
    Boards without the cards (a quick case) get a step that says equity needs the
    deal.  Never raises for a position it cannot solve: it says so in a step.
    """
    facts = ruling.facts
    contract = facts.contract
    established = [(i, r) for i, r in enumerate(ruling.revokes) if r.established]
    if contract is None or not established or not edition.has_equity:
        return ruling
    if facts.deal is None or facts.play is None or ruling.declarer_tricks_adjusted is None:
        return ruling.with_equity({}, [Step(code="64C.needs_deal", law="64C")])
    both_sides = len({r.offending_side for _, r in established}) == 2
    steps: list[Step] = []
    estimates: dict[int, Equity] = {}
    for i, rr in established:
        if both_sides and rr is not established[0][1]:
            continue
        basis = edition.equity_article(
            "both" if both_sides else "repeat" if rr.rule == "64B2" else "single")
        try:
            eq = _estimate(ruling, rr, basis=basis, both_sides=both_sides, edition=edition)
        except (ValueError, SolverUnavailable) as exc:
            steps.append(Step(code="64C.unsolved", law="64C",
                              data={"seat": rr.revoke.seat, "trick": rr.revoke.trick,
                                    "reason": str(exc)}))
            continue
        if eq is None:
            continue
        estimates[i] = eq
        steps += _steps(eq, contract.declarer, both_sides,
                        transferred=any(r.tricks_transferred for r in ruling.revokes))
    if not steps:
        return ruling
    steps.append(Step(code="64C.estimate_only", law="64C"))
    return ruling.with_equity(estimates, steps)


def _estimate(ruling: Ruling, rr: RevokeRuling, *, basis: str, both_sides: bool,
              edition: Edition) -> Equity | None:
    facts = ruling.facts
    contract = facts.contract
    assert contract is not None
    rv = rr.revoke
    outcomes = _outcomes(facts, rv)
    if not outcomes:
        return None
    decl_side = contract.declaring_side
    earlier = 0  # transfers of earlier revokes stand (64C2(a)); none when both sides revoked
    if not both_sides:
        for other in ruling.revokes:
            if other.revoke.trick < rv.trick and other.established:
                sign = 1 if other.offending_side != decl_side else -1
                earlier += sign * other.tricks_transferred
    if rv.seat.side == decl_side:
        best = max(outcomes, key=lambda o: o.declarer_tricks)
    else:
        best = min(outcomes, key=lambda o: o.declarer_tricks)
    likely = min(13, max(0, best.declarer_tricks + earlier))
    after = ruling.declarer_tricks_adjusted
    assert after is not None
    if both_sides:
        recommended, compensated = likely, likely == after
    elif rr.offending_side != decl_side:
        recommended, compensated = max(after, likely), after >= likely
    else:
        recommended, compensated = min(after, likely), after <= likely
    return Equity(seat=rv.seat, trick=rv.trick, basis=basis, outcomes=outcomes,
                  likely_card=best.card, likely_declarer_tricks=likely, after_transfer=after,
                  compensated=compensated, recommended_declarer_tricks=recommended,
                  recommended_score_ns=edition.score(contract, facts.vulnerability,
                                                     recommended))


def _outcomes(facts: BoardFacts, rv: Revoke) -> tuple[CardOutcome, ...]:
    """Declarer's total for each legal card the offender had, double dummy (none: not solvable).

    A failure to follow suit: the cards of the suit led he held; a penalty card not
    played (64B3, where 64C is the only redress): the penalty card itself.
    """
    contract = facts.contract
    assert contract is not None and facts.play is not None
    if (rv.kind not in (RevokeKind.FOLLOW, RevokeKind.PENALTY_CARD) or rv.card is None
            or not rv.held):
        return ()
    trick = next(t for t in facts.play.tricks if t.number == rv.trick)
    assert trick.leader is not None
    played = []
    for seat in trick.order:
        if seat == rv.seat:
            break
        card = trick.cards[seat]
        if card is None:
            return ()
        played.append(card)
    trump = contract.strain.trump
    solved = solve_position(_hands_at(facts, rv.trick), leader=trick.leader,
                            trump=None if trump is None else int(trump), played=played)
    decl_side = contract.declaring_side
    before = sum(1 for t in facts.tricks if t.number < rv.trick and t.side == decl_side)
    remaining = 14 - rv.trick
    offender_declaring = rv.seat.side == decl_side
    return tuple(
        CardOutcome(card=c, declarer_tricks=before + (n if offender_declaring else remaining - n))
        for c, n in sorted(solved.items(), key=lambda kv: -kv[0]) if c in rv.held)


def _steps(eq: Equity, declarer: Seat, both_sides: bool, transferred: bool = True) -> list[Step]:
    data = {"seat": eq.seat, "trick": eq.trick, "declarer": declarer,
            "cards": tuple((o.card, o.declarer_tricks) for o in eq.outcomes),
            "likely_card": eq.likely_card, "likely": eq.likely_declarer_tricks,
            "after": eq.after_transfer, "recommended": eq.recommended_declarer_tricks,
            "score": eq.recommended_score_ns}
    steps = [Step(code="64C.dd_cards", law=eq.basis, data=data)]
    if both_sides:
        steps.append(Step(code="64C2b.estimate", law=eq.basis, data=data))
    elif eq.compensated:
        steps.append(Step(code="64C.compensated" if transferred else "64C.compensated_as_played",
                          law="64C1", data=data))
    else:
        steps.append(Step(code="64C.not_compensated", law=eq.basis, data=data))
    return steps
