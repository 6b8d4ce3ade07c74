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

__all__ = ["editions", "score", "several", "transfer", "twelfth"]

PLAIN = frozenset({"64A1", "64A2", "64B1"})
"""The outcomes of the seed's own rules (level 1)."""


def _not_dummy(board: Board, seat: Seat) -> bool:
    return not board.is_dummy(seat)


def _dummy_won(board: Board, rv: Revoke) -> bool:
    """Declarer revoked and dummy won the revoke trick (the footnote to 64A)."""
    trick = board.table.tricks[rv.trick - 1]
    return rv.seat == board.contract.declarer and trick.winner == board.contract.dummy


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


def _story(board: Board, rv: Revoke, ruling: Ruling, late: tuple[Said, ...] = ()) -> tuple[Said, ...]:
    data = {"seat": rv.seat, "led": rv.suit, "card": rv.card, "held": rv.held, "trick": rv.trick,
            "played": ruling.declarer_tricks_played}
    told = "quiz.sit.played_out_only" if late else "quiz.sit.played_out"  # when: the next part
    return (contract_said(board), Said("quiz.sit.revoke", data), Said(told, data), *late)


def _decisive(ruling: Ruling, r: RevokeRuling, edition: Edition) -> tuple[Said, ...]:
    """The steps of the ruling on ``r`` that decide the transfer (64A, 64B); for a revoke on
    trick 12 first whether it was corrected (62D1); then every other 64B item that excludes
    a transfer too (the ruling names the first in the law's order)."""
    said = tuple(Said.step(s) for s in r.steps if s.law.startswith("64"))
    rv = r.revoke
    if rv.trick == 12:
        said = (Said("quiz.t12.reason_correct", {"seat": rv.seat, "led": rv.suit})
                if rv.corrected_by == "62D1" else Said("quiz.t12.too_late"), *said)
    return (*said, *_also_exempt(ruling, r, edition))


def _also_exempt(ruling: Ruling, r: RevokeRuling, edition: Edition) -> tuple[Said, ...]:
    """The other 64B items, by the edition's own tests, that exclude a transfer for ``r``
    (none after a 62D1 correction: the twelfth-trick item rules it alone)."""
    if not r.rule.startswith("64B") or r.revoke.corrected_by == "62D1":
        return ()
    established = [x.revoke for x in ruling.revokes if x.established]
    laws = [step.law for item in edition.exemptions()
            if (step := item(r.revoke, ruling.facts, established)) is not None
            and step.law != r.rule]
    return tuple(Said(f"quiz.tr.also.{law}" if f"quiz.tr.also.{law}" in CATALOGS["nl"]
                      else "quiz.tr.also", {"law": law}) for law in laws)


def _myth(r: RevokeRuling, chosen: int, board: Board) -> Said | None:
    """The classic mistake behind choosing ``chosen`` tricks where ``r`` is the ruling;
    ``None`` where the key's own reason says it (a 64B item)."""
    key = r.tricks_transferred
    if chosen > key and r.rule == "64A2" and _dummy_won(board, r.revoke):
        return Said("quiz.myth.dummy_won")
    if chosen > key and r.rule == "64B1" and r.revoke.trick != 12:
        return Said("quiz.myth.before")
    if chosen > key and r.rule.startswith("64B"):
        return None
    if chosen > key:
        return Said("quiz.myth.always_two")
    if chosen == 0:
        return Said("quiz.myth.no_damage")
    return Said("quiz.myth.one_only")


def _why(myth: Said | None) -> tuple[Said, ...]:
    return () if myth is None else (myth,)


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
    if (level == 1 or edition.key == "1997") and (r.rule not in PLAIN or _dummy_won(board, rv)
                                                  or rv.trick == 12):
        return None
    opts = tuple(Option(text=Said("quiz.tr.opt", {"count": n}),
                        why=() if n == r.tricks_transferred else _why(_myth(r, n, board)))
                 for n in range(3))
    return Q(id="", topic="transfer", law=r.rule, level=level, laws=edition.key,
             situation=_story(board, rv, ruling, late), ask=(Said("quiz.tr.ask", {"seat": rv.seat}),),
             options=opts, answer=r.tricks_transferred,
             reason=_decisive(ruling, r, edition), case=board.case(), moved=tuple(r.transferred),
             tricks=trick_rows(board, mark=(rv.trick, rv.seat)),
             steps=ruling.steps)


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
    if edition.key == "1997" and (r.rule not in PLAIN or _dummy_won(board, rv) or rv.trick == 12):
        return None
    played = ruling.declarer_tricks_played
    toward = 1 if r.offending_side != board.contract.declaring_side else -1
    tries = [(played, "quiz.myth.score_played"),
             (played + 2 * toward, "quiz.myth.always_two"),
             (played + toward, "quiz.myth.one_only"), (played - toward, "quiz.myth.direction")]
    seen = {ruling.score_ns_adjusted}
    wrong = []
    for tricks, myth in tries:
        points = score_ns(board.contract, board.vulnerability, tricks) if 0 <= tricks <= 13 else None
        if points is not None and points not in seen:
            seen.add(points)
            wrong.append(Option(text=Said("quiz.sc.opt", {"points": points}), why=(Said(myth),)))
    if len(wrong) < 2:
        return None
    opts = wrong[:3]
    at = rng.randrange(len(opts) + 1)
    opts.insert(at, Option(text=Said("quiz.sc.opt", {"points": ruling.score_ns_adjusted})))
    reason = (*_decisive(ruling, r, edition),
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
    back = rng.random() < 0.35
    if back:
        board.timing("hands_returned")
    board.attention(rv.seat)
    ruling = rule_case(board.case())
    if not settled(ruling) or len(ruling.revokes) != 1:
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
    # every mistake here is answered by the key's reason: corrected or not (62D1), and no
    # transfer for trick 12 either way (64B6)
    opts = tuple(Option(text=Said(c, data)) for c in codes)
    story = Said("quiz.t12.back" if back else "quiz.t12.out", data)
    return Q(id="", topic="twelfth", law="62D1" if right.endswith("correct") else r.rule,
             level=level, laws=edition.key,
             situation=(contract_said(board), Said("quiz.sit.revoke", data), story),
             ask=(Said("quiz.t12.ask", data),), options=opts, answer=codes.index(right),
             reason=_decisive(ruling, r, edition), case=board.case(),
             tricks=trick_rows(board, mark=(rv.trick, rv.seat)), steps=ruling.steps)


def editions(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """The same board under 2017 and 1997: how many tricks under the older laws?"""
    found = _played_out(rng, find_edition("2017"), 1)
    if found is None:
        return None
    board, rv, _ = found
    now = _ruled(board)
    old_case = {**board.case(), "laws": "1997"}
    old = rule_case(old_case)
    if now is None or not settled(old) or len(old.revokes) != 1 or _dummy_won(board, rv):
        return None
    a, b = now.revokes[0], old.revokes[0]
    if a.rule not in ("64A1", "64A2") or b.rule not in ("64A1", "64A2"):
        return None
    opts = tuple(Option(text=Said("quiz.tr.opt", {"count": n}),
                        why=() if n == b.tricks_transferred else (Said(
                            "quiz.myth.same_2017" if n == a.tricks_transferred else
                            "quiz.myth.no_damage" if n == 0 else
                            "quiz.myth.at_most_two" if n > 2 else "quiz.myth.held_later"),))
                 for n in range(4))
    return Q(id="", topic="editions", law=b.rule, level=level, laws="1997",
             situation=(*_story(board, rv, old), Said("quiz.ed.now", {"count": a.tricks_transferred,
                                                                       "law": a.rule})),
             ask=(Said("quiz.ed.ask"),), options=opts, answer=b.tricks_transferred,
             reason=_decisive(old, b, find_edition("1997")), case=old_case,
             moved=tuple(b.transferred),
             tricks=trick_rows(board, mark=(rv.trick, rv.seat)),
             steps=old.steps)


def several(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """Two established revokes on one board: declarer's tricks after the adjustment?"""
    found = revoke_board(rng, edition, first=2, last=6, spot=_not_dummy)
    if found is None:
        return None
    board, first = found
    other_side = rng.random() < 0.4
    second = board.revoke_somewhere(rng, first=first.trick + 1, last=11, ruff=rng.random() < 0.5,
                                    spot=lambda b, s: not b.is_dummy(s) and (
                                        (s.side != first.seat.side) == other_side))
    if second is None:
        return None
    board.play_out()
    ruling = rule_case(board.case())
    if (not settled(ruling) or len(ruling.revokes) != 2
            or not all(r.established for r in ruling.revokes)
            or ruling.declarer_tricks_adjusted is None or ruling.declarer_tricks_played is None):
        return None
    key, played = ruling.declarer_tricks_adjusted, ruling.declarer_tricks_played
    values = sorted({key, played, *[v for v in (key - 1, key + 1, played + 2, played - 2)
                                    if 0 <= v <= 13]})
    pick = sorted({key, played, *rng.sample([v for v in values if v not in (key, played)],
                                            k=min(2, len([v for v in values
                                                          if v not in (key, played)])))})
    myth = ("quiz.myth.several_both" if first.seat.side != second.seat.side else
            "quiz.myth.several_same_suit" if (first.seat, first.suit) == (second.seat, second.suit)
            else "quiz.myth.several")
    opts = tuple(Option(text=Said("quiz.sv.opt", {"count": v}),
                        why=() if v == key else (Said("quiz.myth.score_played" if v == played
                                                      else myth),))
                 for v in pick)
    data = [{"seat": r.seat, "led": r.suit, "card": r.card, "held": r.held, "trick": r.trick}
            for r in (first, second)]
    return Q(id="", topic="several", law=ruling.revokes[-1].rule, level=level,
             laws=edition.key,
             situation=(contract_said(board), *[Said("quiz.sit.revoke", d) for d in data],
                        Said("quiz.sit.played_out_both", {"played": played})),
             ask=(Said("quiz.sv.ask"),), options=opts, answer=pick.index(key),
             reason=(*(_each(r) for r in ruling.revokes),
                     Said("quiz.sv.total", {"played": played, "adjusted": key})),
             case=board.case(), tricks=trick_rows(board), steps=ruling.steps,
             moved=tuple(n for r in ruling.revokes for n in r.transferred))


def _each(r: RevokeRuling) -> Said:
    """What one of several revokes costs, with the article (each revoke on its own)."""
    data = {"seat": r.revoke.seat, "trick": r.revoke.trick, "count": r.tricks_transferred,
            "moved": tuple(r.transferred), "law": r.rule}
    return Said("quiz.sv.each" if r.tricks_transferred else "quiz.sv.each_none", data)
