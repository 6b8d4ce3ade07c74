"""Questions on Law 64C (level 3): after an established revoke, does the automatic transfer
make good the damage, or does the director adjust, and to how many tricks?

The board is generated as for the transfer questions (a revoke of any kind 64A and 64B
rule: won by the offender, by his partner, dummy's, the twelfth trick, attention too
late), played by the policy up to the revoke and double dummy after it.  The key is
the engine's own 64C estimate of the board's case
(:func:`~verzaking.trainer.build.rule_case` with the solver): declarer's tricks without
the revoke, and the better of that and the transfer for the non-offending side.  A
question is made only where that estimate is one result: the offender's no-revoke card
was forced, or every card he could legally have played gives declarer the same total.
Where the cards differ the director would weigh them (12C1(c)), and no single answer
is right.

Without a solver (no endplay; in the browser, a page without its WebAssembly solver)
:func:`solver_ready` is false and the session asks no question of this kind.

>>> import random
>>> from verzaking import find_edition
>>> q = next(q for s in range(40) if (q := equity(random.Random(s), find_edition("2017"), 3)))
>>> q.topic, q.law, len(q.options) >= 3
('equity', '64C1', True)
"""

from __future__ import annotations

import functools
import random

from ..cards import Card, Seat
from ..equity import SolverUnavailable, solve_position
from ..laws import Edition
from ..ruling import Equity, RevokeRuling, Ruling
from ..table import Revoke
from .board import Board
from .build import revoke_board, rule_case, settled, trick_rows
from .gen_ruling import Played, _decisive, _not_dummy, _story, after_play
from .model import Option, Said
from .model import Question as Q
from .myths import transfer_myth
from .policy import choose_card, legal_now, seat_to_play

__all__ = ["equity", "solver_ready"]

BALANCE = 0.2
"""The share of boards kept where the revoke cost the non-offenders nothing double dummy
(the transfer then compensates): those are about four in five of all, and both kinds
teach."""


_FAILED: list[BaseException] = []
"""The error of a solver that is installed but would not load (then no more questions)."""


@functools.cache
def _installed() -> bool:
    from ..equity.solver import installed

    return installed()


def solver_ready() -> bool:
    """Whether the double-dummy solver can be used here: endplay's, or in the browser the
    page's WebAssembly one, and it has not failed to load.  Looking does not load it."""
    return _installed() and not _FAILED


FIRST = 4
"""The first trick a revoke goes on: the later tricks are solved card by card, and from
trick 4 on a position has at most ten cards a hand."""


def _one_result(eq: Equity) -> bool:
    """Every card the offender could legally have played gives declarer the same total."""
    return len({o.declarer_tricks for o in eq.outcomes}) == 1


def _ruled(case: dict[str, object]) -> tuple[Ruling, RevokeRuling, Equity] | None:
    ruling = rule_case(case, equity=True)
    if (not settled(ruling) or len(ruling.revokes) != 1 or not ruling.revokes[0].established
            or ruling.declarer_tricks_played is None or ruling.declarer_tricks_adjusted is None):
        return None
    r = ruling.revokes[0]
    eq = r.equity
    if eq is None or not eq.outcomes or not _one_result(eq) or eq.basis != "64C1":
        return None
    return ruling, r, eq


def _position(board: Board) -> tuple[tuple[int, int, int, int], list[Card]]:
    """The hands at the start of the current trick and the cards played to it so far."""
    t = board.table
    assert t.hands is not None
    masks = list(t.hands)
    for seat, card in t.cards.items():
        assert card is not None
        masks[seat] |= 1 << card
    played = [c for s in t.rotation() if (c := t.cards.get(s)) is not None]
    return (masks[0], masks[1], masks[2], masks[3]), played


def _solve(board: Board, masks: tuple[int, int, int, int], played: list[Card]) -> dict[Card, int]:
    t = board.table
    return solve_position(masks, leader=t.leader, trump=None if t.trump < 0 else t.trump,
                          played=played)


def _declarer_total(board: Board, seat: Seat, tricks: int) -> int:
    """Declarer's total when ``seat``, to play now, and his side take ``tricks`` more."""
    t = board.table
    rest = 13 - len(t.tricks)
    return t.declarer_tricks() + (tricks if seat.side == t.contract.declaring_side else rest - tricks)


def _worth(board: Board, rv: Revoke) -> tuple[int, int] | None:
    """Declarer's total double dummy just before the revoke card (``None`` where the
    offender's legal cards give different totals) and just after it."""
    t = board.table
    assert rv.card is not None and t.hands is not None
    after = max(_solve(board, *_position(board)).values())
    after_total = _declarer_total(board, seat_to_play(t), after)
    if t.cards:  # the trick goes on
        masks, played = _position(board)
        leader, before_tricks = t.leader, t.declarer_tricks()
    else:  # the revoke card closed the trick
        trick = t.tricks[-1]
        assert trick.leader is not None
        hands = list(t.hands)
        for seat, card in enumerate(trick.cards):
            assert card is not None
            hands[seat] |= 1 << card
        masks = (hands[0], hands[1], hands[2], hands[3])
        leader = trick.leader
        played = [c for s in trick.order if (c := trick.cards[s]) is not None]
        before_tricks = t.declarer_tricks() - (trick.side == t.contract.declaring_side)
    played = played[:played.index(rv.card)]
    solved = solve_position(masks, leader=leader, trump=None if t.trump < 0 else t.trump,
                            played=played)
    totals = {solved[c] for c in rv.held if c in solved}
    if len(totals) != 1:
        return None
    rest = 14 - rv.trick
    mine = totals.pop()
    likely = before_tricks + (mine if rv.seat.side == t.contract.declaring_side else rest - mine)
    return likely, after_total


def _best_card(board: Board) -> Card:
    """A double-dummy best card for the player to play: the policy's where it is one of
    them, else the lowest of them."""
    t = board.table
    mine = choose_card(t)
    if len(legal_now(t)) == 1:
        return mine
    solved = _solve(board, *_position(board))
    best = max(solved.values())
    if solved.get(mine) == best:
        return mine
    return min((c for c, n in solved.items() if n == best), key=lambda c: (c.rank, c.suit))


def _revoke_played_on(rng: random.Random, edition: Edition) -> Played | None:
    """A board with one revoke of a kind 64A or 64B rules, played by the policy up to the
    revoke and double dummy by both sides after it: what the non-offenders end with is
    then what the position after the revoke was worth to them, and no later error of
    theirs (12C1(b)) blurs the comparison with the likely result.

    Where the offender's legal cards differ, ``None`` before the play goes on; where the
    revoke cost nothing (so that the transfer compensates), only a share of the boards
    (:data:`BALANCE`) go on."""
    kind = rng.choice(("plain", "plain", "dummy", "twelfth", "late"))
    first, last = (12, 12) if kind == "twelfth" else (FIRST, 11)
    spot = (lambda b, s: b.is_dummy(s)) if kind == "dummy" else _not_dummy
    ruff = True if kind != "plain" else None  # nothing transferred: a ruff that wins is damage
    found = revoke_board(rng, edition, first=first, last=last, spot=spot, ruff=ruff)
    if found is None:
        return None
    board, rv = found
    worth = _worth(board, rv)
    if worth is None:
        return None
    likely, played = worth
    toward = 1 if board.table.is_defender(rv.seat) else -1
    if (likely - played) * toward <= 0 and rng.random() > BALANCE:
        return None
    while not board.table.over:
        board.play(_best_card(board))
    return board, rv, after_play(rng, board, rv, kind)


def _wrong_totals(edition: Edition, board: Board, ruling: Ruling, r: RevokeRuling,
                 eq: Equity) -> list[tuple[int, Said]]:
    """Declarer's total for each classic mistake, with the mistake: in the order they are
    offered when two give the same total (the likely result, where the transfer leaves the
    non-offenders better off, is wrong for one reason first: 64C only adds, 12B2)."""
    played, after, likely = ruling.declarer_tricks_played, eq.after_transfer, eq.likely_declarer_tricks
    contract = ruling.facts.contract
    assert played is not None and contract is not None
    toward = 1 if r.offending_side != contract.declaring_side else -1
    revoke_trick = ruling.facts.tricks[r.revoke.trick - 1]
    out = [(after, Said("quiz.myth.eq_transfer_only"))]
    if eq.compensated and likely != after:
        out.append((likely, Said("quiz.myth.eq_replace", {"nos": r.offending_side.other})))
    if revoke_trick.winner == r.revoke.seat:  # the revoke card won its trick
        out.append((played + toward, Said("quiz.myth.eq_won_only")))
    out.append((played, Said("quiz.myth.eq_played")))
    if (likely - played) * toward > 0:  # the revoke cost the non-offenders tricks
        out.append((after + likely - played, Said("quiz.myth.eq_double")))
    if not r.tricks_transferred:  # 64B: one or two tricks transferred after all
        out += [(played + toward * n, transfer_myth(edition, ruling, r, n, board)) for n in (1, 2)]
    return out


def _tricks_options(edition: Edition, board: Board, ruling: Ruling, r: RevokeRuling, eq: Equity,
                    rng: random.Random) -> tuple[tuple[Option, ...], int] | None:
    """"How many tricks does declarer get?": the key and up to three mistakes, in order."""
    key = eq.recommended_declarer_tricks
    seen, wrong = {key}, []
    for total, myth in _wrong_totals(edition, board, ruling, r, eq):
        if 0 <= total <= 13 and total not in seen:
            seen.add(total)
            wrong.append((total, myth))
    if len(wrong) < 2:
        return None
    chosen = sorted([(key, None), *rng.sample(wrong, k=min(3, len(wrong)))], key=lambda p: p[0])
    opts = tuple(Option(text=Said("quiz.eq.opt", {"count": n}), why=(m,) if m else ())
                 for n, m in chosen)
    return opts, [n for n, _ in chosen].index(key)


def _enough_options(ruling: Ruling, r: RevokeRuling,
                    eq: Equity) -> tuple[tuple[Option, ...], int] | None:
    """"Is the transfer enough?": it stands, the director adjusts, he undoes it, he adds
    the damage to it (only where tricks were transferred, else the question is the other)."""
    played, after, likely = ruling.declarer_tricks_played, eq.after_transfer, eq.likely_declarer_tricks
    assert played is not None
    if not r.tricks_transferred or played == after:
        return None
    data = {"after": after, "likely": likely, "played": played,
            "double": after + likely - played}
    rows = [("quiz.eq.stands", "" if eq.compensated else "quiz.myth.eq_transfer_only")]
    if not eq.compensated:
        rows.append(("quiz.eq.adjust", ""))
    elif likely != after:
        rows.append(("quiz.eq.adjust", "quiz.myth.eq_replace"))
    rows.append(("quiz.eq.undo", "quiz.myth.eq_played"))
    if (likely - played) * (after - played) > 0 and 0 <= data["double"] <= 13:
        rows.append(("quiz.eq.double", "quiz.myth.eq_double"))
    if len(rows) < 3:
        return None
    nos = {"nos": r.offending_side.other}
    opts = tuple(Option(text=Said(code, data), why=(Said(m, nos),) if m else ()) for code, m in rows)
    return opts, [m for _, m in rows].index("")


def equity(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """After the board, the director checks 64C: how many tricks, or is the transfer enough?"""
    try:
        found = _revoke_played_on(rng, edition)
    except (SolverUnavailable, OSError) as exc:  # installed, but it would not load
        _FAILED.append(exc)
        return None
    if found is None:
        return None
    board, rv, late = found
    ruled = _ruled(board.case())
    if ruled is None:
        return None
    ruling, r, eq = ruled
    enough = rng.random() < 0.6
    made = _enough_options(ruling, r, eq) if enough else None
    if made is None:
        enough = False
        made = _tricks_options(edition, board, ruling, r, eq, rng)
    if made is None:
        return None
    opts, answer = made
    data = {"seat": rv.seat, "held": rv.held, "card": rv.held[0], "likely": eq.likely_declarer_tricks,
            "after": eq.after_transfer, "law": r.rule, "nos": r.offending_side.other}
    story = _story(board, rv, ruling, late)
    dd = Said("quiz.eq.dd_forced" if len(rv.held) == 1 else "quiz.eq.dd_same", data)
    shown = (Said("quiz.eq.sit_after", data),) if enough else ()
    ask = Said("quiz.eq.ask_enough" if enough else "quiz.eq.ask_tricks")
    why: tuple[Said, ...] = (Said("quiz.eq.reason_enough" if eq.compensated
                                  else "quiz.eq.reason_short", data),)
    if not eq.compensated and r.tricks_transferred:  # the score replaces the transfer
        why += (Said("quiz.eq.instead"),)
    return Q(id="", topic="equity", law=eq.basis, level=level, laws=edition.key,
             situation=(*story[:2], Said("quiz.eq.sit_dd_play"), *story[2:], *shown, dd),
             ask=(ask,), options=opts, answer=answer,
             reason=(*_decisive(ruling, r, edition, late), *why,
                     *(() if len(rv.held) == 1 else (Said("quiz.eq.reason_one", data),))),
             case=board.case(), moved=tuple(r.transferred),
             tricks=trick_rows(board, mark=(rv.trick, rv.seat)), steps=ruling.steps)
