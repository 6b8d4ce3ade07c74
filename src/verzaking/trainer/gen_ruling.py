"""Questions about the ruling after play: how many tricks are transferred (64A, 64B),
the score (77), the twelfth trick (62D, 64B6), the editions side by side and several
revokes (level 3).

The key is read from the engine's ruling of the board's case (:func:`rule_case`);
the wrong options are the classic mistakes, each with its explanation.

>>> import random
>>> from verzaking import find_edition
>>> q = transfer(random.Random(5), find_edition("2017"), 1)
>>> q.topic, q.law in ("64A1", "64A2", "64B1")
('transfer', True)
"""

from __future__ import annotations

import random

from ..cards import Seat
from ..laws import Edition, find_edition
from ..render.i18n import CATALOGS
from ..ruling import RevokeRuling, Ruling
from ..scoring import score_ns
from ..table import Revoke
from .board import Board
from .build import contract_said, revoke_board, rule_case, settled, trick_rows
from .model import Option, Said
from .model import Question as Q
from .myths import automatic, call_not_late, dummy_won, exempt_myth, transfer_myth

__all__ = ["editions", "score", "transfer", "twelfth"]

PLAIN = frozenset({"64A1", "64A2", "64B1"})
"""The outcomes of the seed's own rules (level 1)."""


def _not_dummy(board: Board, seat: Seat) -> bool:
    return not board.is_dummy(seat)


def _late(rng: random.Random, board: Board, rv: Revoke) -> Said:
    """Attention only after play: after a call on the next board, or after the round."""
    if rng.random() < 0.5:
        caller = rng.choice((rv.seat.lho, rv.seat.partner.lho, rv.seat.partner))
        board.timing("next_board_call", caller)
        said = Said("quiz.sit.after_call", {"seat": caller})
    else:
        board.timing("end_of_round")
        said = Said("quiz.sit.after_round")
    board.attention(rv.seat)
    return said


def _hands_back(board: Board, rv: Revoke) -> Said:
    """A revoke on trick 12 noticed only once the hands are back in the board: too late to
    correct it (62D1), so the trick stands as played."""
    board.timing("hands_returned")
    board.attention(rv.seat)
    return Said("quiz.t12.back")


def after_play(rng: random.Random, board: Board, rv: Revoke, kind: str) -> tuple[Said, ...]:
    """What is told after the board is played out: attention too late (``late``), or a
    twelfth-trick revoke noticed after the hands went back (``twelfth``); else nothing."""
    if kind == "late":
        return (_late(rng, board, rv),)
    if kind == "twelfth":
        return (_hands_back(board, rv),)
    return ()


Played = tuple[Board, Revoke, tuple[Said, ...]]


def _played_out(rng: random.Random, edition: Edition, level: int) -> Played | None:
    """A board with one established revoke, played out (level 2: dummy's, the twelfth
    trick, attention too late)."""
    kind = rng.choice(("plain", "plain", "dummy", "twelfth", "late")) if level >= 2 else "plain"
    first, last = (12, 12) if kind == "twelfth" else (9, 11) if rng.random() < 0.3 else (2, 11)
    spot = (lambda b, s: b.is_dummy(s)) if kind == "dummy" else _not_dummy
    found = revoke_board(rng, edition, first=first, last=last, spot=spot)
    if found is None:
        return None
    board, rv = found
    board.play_out()
    return board, rv, after_play(rng, board, rv, kind)


def _story(board: Board, rv: Revoke, ruling: Ruling, late: tuple[Said, ...] = (),
           laws: str | None = None) -> tuple[Said, ...]:
    data = {"seat": rv.seat, "led": rv.suit, "card": rv.card, "held": rv.held, "trick": rv.trick,
            "played": ruling.declarer_tricks_played}
    told = "quiz.sit.played_out_only" if late else "quiz.sit.played_out"  # when: the next part
    return (contract_said(board, laws), Said("quiz.sit.revoke", data), Said(told, data), *late)


def _decisive(ruling: Ruling, r: RevokeRuling, edition: Edition,
              late: tuple[Said, ...] = ()) -> tuple[Said, ...]:
    """The steps of the ruling on ``r`` that decide the transfer (64A, 64B); for a revoke on
    trick 12 first whether it was corrected (62D1); then every other 64B item that excludes
    a transfer too (the ruling names the first in the law's order); and where the story told
    of a call on the next board by the offending side, that it is no reason for 64B4."""
    said = tuple(Said.step(s) for s in r.steps if s.law.startswith("64"))
    rv = r.revoke
    if rv.trick == 12:
        said = (Said("quiz.t12.reason_correct", {"seat": rv.seat, "held": rv.held})
                if rv.corrected_by == "62D1" else Said("quiz.t12.too_late"), *said)
    call = call_not_late(late, rv)
    return (*said, *_also_exempt(ruling, r, edition), *((call,) if call else ()))


def _also_exempt(ruling: Ruling, r: RevokeRuling, edition: Edition) -> tuple[Said, ...]:
    """The other 64B items, by the edition's own tests, that exclude a transfer for ``r``
    (none after a 62D1 correction: the twelfth-trick item rules it alone)."""
    if not r.rule.startswith("64B") or r.revoke.corrected_by == "62D1":
        return ()
    established = [x.revoke for x in ruling.revokes if x.established]
    laws = [found.article for item in edition.exemptions()
            if (found := item(r.revoke, ruling.facts, established)) is not None
            and found.article != r.rule]
    return tuple(Said(f"quiz.tr.also.{law}" if f"quiz.tr.also.{law}" in CATALOGS["nl"]
                      else "quiz.tr.also", {"law": law}) for law in laws)


def _ruled(board: Board) -> Ruling | None:
    ruling = rule_case(board.case())
    if not settled(ruling) or len(ruling.revokes) != 1 or not ruling.revokes[0].established:
        return None
    return ruling


def transfer(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """How many tricks are transferred after the board (64A, 64B)?"""
    found = _played_out(rng, edition, level)
    if found is None:
        return None
    board, rv, late = found
    ruling = _ruled(board)
    if ruling is None:
        return None
    r = ruling.revokes[0]
    if (level == 1 or edition.key == "1997") and (r.rule not in PLAIN or dummy_won(board, rv)
                                                  or rv.trick == 12):
        return None
    opts = tuple(Option(text=Said("quiz.tr.opt", {"count": n}), why=() if n == r.tricks_transferred
                        else (transfer_myth(edition, ruling, r, n, board),))
                 for n in range(3))
    return Q(id="", topic="transfer", law=r.rule, level=level, laws=edition.key,
             situation=_story(board, rv, ruling, late), ask=(Said("quiz.tr.ask", {"seat": rv.seat}),),
             options=opts, answer=r.tricks_transferred,
             reason=_decisive(ruling, r, edition, late), case=board.case(), moved=tuple(r.transferred),
             tricks=trick_rows(board, mark=(rv.trick, rv.seat)),
             steps=ruling.steps)


def _wrong_scores(edition: Edition, ruling: Ruling, r: RevokeRuling,
                  board: Board) -> list[Option]:
    """A score for each classic mistake, each score once: the result as played, two tricks,
    one trick, the trick the wrong way; each says which trick count it goes with and why
    that count is wrong."""
    played = ruling.declarer_tricks_played
    assert played is not None
    toward = 1 if r.offending_side != board.contract.declaring_side else -1
    tries: list[tuple[int, Said]] = [
        (played + toward * n, Said("quiz.myth.score_played") if n == 0
         else transfer_myth(edition, ruling, r, n, board))
        for n in (0, 2, 1) if n != r.tricks_transferred]
    if r.tricks_transferred:
        tries.append((played - toward, Said("quiz.myth.direction")))
    seen = {ruling.score_ns_adjusted}
    wrong = []
    for tricks, myth in tries:
        points = score_ns(board.contract, board.vulnerability, tricks) if 0 <= tricks <= 13 else None
        if points is not None and points not in seen:
            seen.add(points)
            goes = Said("quiz.myth.sc_tricks", {"tricks": tricks})
            wrong.append(Option(text=Said("quiz.sc.opt", {"points": points}), why=(goes, myth)))
    return wrong


def score(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """What is North-South's score after the adjustment (64A, 77)?"""
    found = _played_out(rng, edition, level)
    if found is None:
        return None
    board, rv, late = found
    ruling = _ruled(board)
    if ruling is None or ruling.score_ns_adjusted is None or ruling.declarer_tricks_played is None:
        return None
    r = ruling.revokes[0]
    if edition.key == "1997" and (r.rule not in PLAIN or dummy_won(board, rv) or rv.trick == 12):
        return None
    wrong = _wrong_scores(edition, ruling, r, board)
    if len(wrong) < 2:
        return None
    opts = wrong[:3]
    at = rng.randrange(len(opts) + 1)
    opts.insert(at, Option(text=Said("quiz.sc.opt", {"points": ruling.score_ns_adjusted})))
    reason = (*_decisive(ruling, r, edition, late),
              Said("quiz.sc.reason", {"tricks": ruling.declarer_tricks_adjusted,
                                      "contract": board.contract,
                                      "points": ruling.score_ns_adjusted}))
    return Q(id="", topic="score", law="77", level=level, laws=edition.key,
             situation=_story(board, rv, ruling, late),  # the contract's line says who is vulnerable
             ask=(Said("quiz.sc.ask"),), options=tuple(opts), answer=at, reason=reason,
             case=board.case(), tricks=trick_rows(board, mark=(rv.trick, rv.seat)),
             moved=tuple(r.transferred), steps=ruling.steps)


def twelfth(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """A revoke on trick 12 noticed after trick 13: corrected (62D1) or standing (64B6)?"""
    found = revoke_board(rng, edition, first=12, last=12, spot=_not_dummy)
    if found is None:
        return None
    board, rv = found
    board.play_out()
    rows = trick_rows(board, mark=(rv.trick, rv.seat))  # as played, before any correction
    back = rng.random() < 0.35
    as_played = rule_case({**board.case(), "events": [
        *board.events, {"type": "hands_returned"}, {"type": "attention", "seat": rv.seat.letter}]})
    if back:
        board.timing("hands_returned")
    board.attention(rv.seat)
    ruling = rule_case(board.case())
    if not settled(ruling) or len(ruling.revokes) != 1 or len(as_played.revokes) != 1:
        return None
    r = ruling.revokes[0]
    if r.revoke.corrected_by == "62D1" and r.tricks_transferred == 0:
        right = "quiz.t12.correct"
    elif r.tricks_transferred == 0:
        right = "quiz.t12.stands"
    else:
        return None
    codes = ("quiz.t12.correct", "quiz.t12.stands", "quiz.t12.one", "quiz.t12.two")
    data = {"seat": rv.seat, "led": rv.suit, "card": rv.card, "held": rv.held, "trick": rv.trick}
    # a count is what 64A would give the trick as played, or not even that; 64B6 rules it out
    auto = automatic(edition, as_played, as_played.revokes[0])
    wrong = {"quiz.t12.correct": Said("quiz.why.t12_back"), "quiz.t12.stands": Said("quiz.why.t12_out"),
             "quiz.t12.one": exempt_myth(1, auto, "64B6"), "quiz.t12.two": exempt_myth(2, auto, "64B6")}
    opts = tuple(Option(text=Said(c, data), why=() if c == right else (wrong[c],)) for c in codes)
    story = Said("quiz.t12.back" if back else "quiz.t12.out", data)
    return Q(id="", topic="twelfth", law="62D1" if right.endswith("correct") else r.rule,
             level=level, laws=edition.key,
             situation=(contract_said(board), Said("quiz.sit.revoke", data), story),
             ask=(Said("quiz.t12.ask", data),), options=opts, answer=codes.index(right),
             reason=_decisive(ruling, r, edition), case=board.case(), tricks=rows,
             steps=ruling.steps)


def editions(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """The same board under 2017 and 1997: how many tricks under the older laws?"""
    found = _played_out(rng, find_edition("2017"), 1)
    if found is None:
        return None
    board, rv, _ = found
    now = _ruled(board)
    old_case = {**board.case(), "laws": "1997"}
    old = rule_case(old_case)
    if now is None or not settled(old) or len(old.revokes) != 1 or dummy_won(board, rv):
        return None
    a, b = now.revokes[0], old.revokes[0]
    if a.rule not in ("64A1", "64A2") or b.rule not in ("64A1", "64A2"):
        return None
    then = find_edition("1997")

    def why(n: int) -> Said:
        if n == a.tricks_transferred:  # the 2017 count; 1997 added the extra trick
            return Said("quiz.myth.same_2017", {"seat": rv.seat})
        if n > 2:
            return Said("quiz.myth.at_most_two")
        return transfer_myth(then, old, b, n, board)

    opts = tuple(Option(text=Said("quiz.tr.opt", {"count": n}),
                        why=() if n == b.tricks_transferred else (why(n),))
                 for n in range(4))
    return Q(id="", topic="editions", law=b.rule, level=level, laws="1997",
             situation=(*_story(board, rv, old, laws="1997"),
                        Said("quiz.ed.now", {"count": a.tricks_transferred, "law": a.rule})),
             ask=(Said("quiz.ed.ask"),), options=opts, answer=b.tricks_transferred,
             reason=_decisive(old, b, then), case=old_case,
             moved=tuple(b.transferred),
             tricks=trick_rows(board, mark=(rv.trick, rv.seat)),
             steps=old.steps)
