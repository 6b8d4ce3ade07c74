"""The 64C estimate of one established revoke: the legal cards' totals, the likely card,
the line behind it, the weighted option (12C1(c)) and what the director should consider.

The likely card is the legal card best for the offending side, double dummy: the
non-offending side gets at least that (84D: doubt goes their way, and double dummy
already gives the offender his best play).  Of cards that tie, it is the one DDS lists
first (the card its search found the value with; endplay's ``solve_board`` lists the same
cards, but each with its equivalents lowest first): the line after it runs through
positions that search has already met, and costs a seventh less to find than after another
card of the same value.  The estimate only ever helps the
non-offending side: a transfer that gives them more stands (12B2).

**The weighted option** (our rule, the director's decision).  When the two best totals
for the offending side among the legal cards are exactly one trick apart, no card is
clearly the likely one: a player could well have chosen either.  The option is then
those two results, each as 64C would give it (never less for the non-offending side
than the automatic transfer); when they are the same score there is nothing to weigh.
Suggested weights: 60 % for the result better for the non-offending side, 40 % for the
other (84D); when both sides revoked (64C2(b)) neither side is favoured: 50 % each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards import Card, Seat
from ..facts import BoardFacts
from ..ruling import CardOutcome, Equity, RevokeRuling, Ruling, WeightedResult
from ..table import Revoke, RevokeKind
from .line import solve_and_line
from .solver import Session

if TYPE_CHECKING:
    from ..laws.base import Edition

__all__ = ["before_revoke", "estimate", "hands_at"]

FAVOURED, OTHER, EVEN = 60, 40, 50
"""Suggested weights in percent: the result better for the non-offending side, the other;
both sides revoked."""


def hands_at(facts: BoardFacts, trick: int) -> tuple[int, int, int, int]:
    """The cards each seat still held when ``trick`` began."""
    assert facts.deal is not None and facts.play is not None
    gone = 0  # the cards played to the tricks before
    for t in facts.play.tricks:
        if t.number >= trick:
            break
        for c in t.cards:
            if c is not None:
                gone |= 1 << c
    n, e, s, w = facts.deal.masks
    return (n & ~gone, e & ~gone, s & ~gone, w & ~gone)


def before_revoke(facts: BoardFacts, rv: Revoke) -> tuple[Seat, list[Card]] | None:
    """The leader of the revoke trick and the cards played to it before the revoke (none for
    a lead that did not obey declarer's requirement: the offender led)."""
    if (rv.kind not in (RevokeKind.FOLLOW, RevokeKind.PENALTY_CARD, RevokeKind.LEAD)
            or rv.card is None
            or not rv.held or facts.play is None):
        return None
    trick = next((t for t in facts.play.tricks if t.number == rv.trick), None)
    if trick is None or trick.leader is None:
        return None
    lead, cards = int(trick.leader), trick.cards
    played: list[Card] = []
    for i in range((rv.seat - lead) & 3):  # the cards before the offender's
        card = cards[(lead + i) & 3]
        if card is None:
            return None
        played.append(card)
    return trick.leader, played


def estimate(ruling: Ruling, rr: RevokeRuling, *, basis: str, both_sides: bool,
             edition: Edition, solver: Session) -> Equity | None:
    """The estimate for ``rr``, or ``None`` where its position cannot be set up."""
    facts, rv = ruling.facts, rr.revoke
    contract = facts.contract
    assert contract is not None
    before = before_revoke(facts, rv)
    if before is None:
        return None
    leader, played = before
    trump = contract.strain.trump
    suit = None if trump is None else int(trump)
    masks = hands_at(facts, rv.trick)
    solved, card, rows = solve_and_line(solver, masks, leader=leader, trump=suit,
                                        played=played, number=rv.trick, allowed=rv.held)
    if card is None:
        return None
    legal = sorted(((c, n) for c, n in solved if c in rv.held), key=lambda cn: -cn[0])
    value = next(n for c, n in legal if c == card)
    decl_side = contract.declaring_side
    won_before = 0
    for t in facts.tricks:
        if t.number >= rv.trick:
            break
        won_before += t.side == decl_side
    remaining = 14 - rv.trick
    declaring = rv.seat.side == decl_side
    outcomes = tuple(CardOutcome(card=c, declarer_tricks=won_before + (
        n if declaring else remaining - n)) for c, n in legal)
    earlier = 0 if both_sides else _earlier(ruling, rv, decl_side)
    likely = _clamp(won_before + (value if declaring else remaining - value) + earlier)
    after = ruling.declarer_tricks_adjusted
    assert after is not None
    nos_gain = 1 if rr.offending_side != decl_side else -1  # +1: more tricks help the NOS
    if both_sides:
        recommended, compensated = likely, likely == after
    else:
        recommended = after if (after - likely) * nos_gain >= 0 else likely
        compensated = recommended == after

    scores: dict[int, int] = {}

    def score(tricks: int) -> int:  # asked for the same tricks up to four times
        if tricks not in scores:
            scores[tricks] = edition.score(contract, facts.vulnerability, tricks)
        return scores[tricks]

    weighted = _weighted(outcomes, earlier=earlier, after=after, nos_gain=nos_gain,
                         both_sides=both_sides, score=score)
    return Equity(seat=rv.seat, trick=rv.trick, basis=basis, outcomes=outcomes,
                  likely_card=card, likely_declarer_tricks=likely, after_transfer=after,
                  compensated=compensated, recommended_declarer_tricks=recommended,
                  recommended_score_ns=score(recommended), earlier_transferred=earlier,
                  line=tuple(rows),
                  weighted=weighted)


def _clamp(tricks: int) -> int:
    return min(13, max(0, tricks))


def _earlier(ruling: Ruling, rv: Revoke, decl_side: object) -> int:
    """Declarer's tricks gained (+) or lost (−) by the transfers of earlier revokes."""
    out = 0
    for other in ruling.revokes:
        if other.revoke.trick < rv.trick and other.established:
            sign = 1 if other.offending_side != decl_side else -1
            out += sign * other.tricks_transferred
    return out


def _weighted(outcomes: tuple[CardOutcome, ...], *, earlier: int, after: int, nos_gain: int,
              both_sides: bool, score: Callable[[int], int]) -> tuple[WeightedResult, ...]:
    """The weighted option under 12C1(c) (the rule in the module's docstring), or ``()``."""
    # best for the offending side first: fewer declarer tricks when the NOS declares
    totals = sorted({_clamp(o.declarer_tricks + earlier) for o in outcomes},
                    key=lambda t: t * nos_gain)
    if len(totals) < 2 or abs(totals[0] - totals[1]) != 1:
        return ()
    first, second = totals[0], totals[1]
    results = [t if both_sides or (t - after) * nos_gain > 0 else after for t in (first, second)]
    if score(results[0]) == score(results[1]):
        return ()
    weights = (EVEN, EVEN) if both_sides else (OTHER, FAVOURED)
    return tuple(WeightedResult(
        declarer_tricks=r, score_ns=score(r), weight=w,
        cards=tuple(o.card for o in outcomes if _clamp(o.declarer_tricks + earlier) == t))
        for t, r, w in zip((first, second), results, weights, strict=True))
