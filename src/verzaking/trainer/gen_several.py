"""Level 3: two established revokes on one board.  How many tricks has declarer after the
automatic adjustment of 64A and 64B?

The question asks for the automatic adjustment only, and says so: what the director may
assign after it is 64C (2017: 64C1; 64C2(a) after a repeated revoke in one suit by one
player; 64C2(b) when both sides revoked), which the key's explanation names.  Each wrong
option is the total of one classic mistake, worked from each revoke's own transfer (what
64A would give it alone): the result as played, one revoke's transfer only, both added
where both sides revoked (64B7), the repeat counted (64B2), the tricks the wrong way, two
tricks a revoke.

>>> import random
>>> from verzaking import find_edition
>>> q = next(q for s in range(40) if (q := several(random.Random(s), find_edition("2017"), 3)))
>>> q.topic, q.ask[0].code
('several', 'quiz.sv.ask')
"""

from __future__ import annotations

import random

from ..decisions import EquityCase
from ..laws import Edition
from ..ruling import RevokeRuling, Ruling
from .board import Board
from .build import contract_said, revoke_board, rule_case, settled, trick_rows
from .model import Option, Said
from .model import Question as Q

__all__ = ["several"]


def _alone(edition: Edition, ruling: Ruling, r: RevokeRuling) -> int:
    """What 64A gives this revoke on its own (no other revoke on the board): none where
    its side won no trick from it on (64B1)."""
    facts = ruling.facts
    if edition.b1_no_trick(r.revoke, facts, []) is not None:
        return 0
    return edition.adjustment(r.revoke, facts).tricks


def _repeat(ruling: Ruling) -> bool:
    """The later revoke repeats the first: the same player, the same suit (64B2, 64C2(a)),
    whichever 64B item the ruling names for it."""
    a, b = ruling.revokes
    return (a.revoke.seat, a.revoke.suit) == (b.revoke.seat, b.revoke.suit)


def _mistakes(edition: Edition, ruling: Ruling) -> list[tuple[int, Said]]:
    """Declarer's total for each classic mistake, with what is wrong with it, most telling
    first."""
    played, declaring = ruling.declarer_tricks_played, ruling.facts.contract
    assert played is not None and declaring is not None
    a, b = ruling.revokes
    sign = [1 if r.offending_side != declaring.declaring_side else -1 for r in (a, b)]
    alone = [_alone(edition, ruling, r) for r in (a, b)]
    key = ruling.declarer_tricks_adjusted
    assert key is not None
    law = {"both": edition.equity_article(EquityCase.BOTH),
           "repeat": edition.equity_article(EquityCase.REPEAT)}
    who = [{"seat": r.revoke.seat, "trick": r.revoke.trick, "count": n, "suit": r.revoke.suit}
           for r, n in zip((a, b), alone, strict=True)]
    out: list[tuple[int, Said]] = [(played, Said("quiz.myth.score_played"))]
    if a.offending_side != b.offending_side:  # 64B7: neither transfers
        out += [(played + sign[i] * alone[i], Said("quiz.myth.sv_one_alone", {**who[i], **law}))
                for i in (0, 1)]
        out.append((played + sign[0] * alone[0] + sign[1] * alone[1],
                    Said("quiz.myth.sv_both_added", law)))
        out += [(played + d, Said("quiz.myth.several_both", law)) for d in (1, -1)]
    elif _repeat(ruling):  # the repeat transfers nothing more
        out.append((key + sign[1] * alone[1], Said("quiz.myth.sv_repeat", {**who[1], **law})))
    else:  # each revoke on its own, the transfers added
        out += [(played + sign[i] * alone[i], Said("quiz.myth.sv_forgot", {
            **who[i], "other": who[1 - i]["seat"], "other_trick": who[1 - i]["trick"]}))
            for i in (0, 1)]
    out.append((played - (key - played), Said("quiz.myth.direction")))
    out.append((played + 2 * sign[0] + 2 * sign[1], Said("quiz.myth.always_two")))
    return out


def _options(key: int, mistakes: list[tuple[int, Said]]) -> tuple[tuple[Option, ...], int] | None:
    """The key and up to three mistakes (each total once, the first mistake that gives it),
    in order of the total."""
    seen, wrong = {key}, []
    for total, why in mistakes:
        if 0 <= total <= 13 and total not in seen:
            seen.add(total)
            wrong.append((total, why))
    if len(wrong) < 2:
        return None
    picked = sorted([(key, None), *wrong[:3]], key=lambda p: p[0])
    opts = tuple(Option(text=Said("quiz.sv.opt", {"count": n}), why=() if why is None else (why,))
                 for n, why in picked)
    return opts, [n for n, _ in picked].index(key)


def _reason(edition: Edition, ruling: Ruling) -> tuple[Said, ...]:
    """What each revoke costs, the total, and what the director may still do (64C)."""
    played, key = ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted
    a, b = ruling.revokes
    if a.offending_side != b.offending_side:
        after = Said("quiz.sv.c2b", {"law": edition.equity_article(EquityCase.BOTH)})
    elif _repeat(ruling):
        after = Said("quiz.sv.c2a", {"law": edition.equity_article(EquityCase.REPEAT),
                                     "seat": b.revoke.seat, "trick": b.revoke.trick})
    else:
        after = Said("quiz.sv.c1", {"law": edition.equity_article(EquityCase.SINGLE)})
    total = (Said("quiz.sv.same", {"played": played}) if played == key
             else Said("quiz.sv.total", {"played": played, "adjusted": key}))
    return (*(_each(r, i > 0) for i, r in enumerate(ruling.revokes)), total, after)


def _each(r: RevokeRuling, later: bool) -> Said:
    """What one of several revokes costs, with the article (each revoke on its own)."""
    data = {"seat": r.revoke.seat, "trick": r.revoke.trick, "count": r.tricks_transferred,
            "moved": tuple(r.transferred), "law": r.rule}
    if r.tricks_transferred:
        return Said("quiz.sv.each", data)
    return Said("quiz.sv.each_none_too" if later and r.rule == "64B7" else "quiz.sv.each_none", data)


def _ruled(board: Board) -> Ruling | None:
    ruling = rule_case(board.case())
    if (not settled(ruling) or len(ruling.revokes) != 2
            or not all(r.established for r in ruling.revokes)
            or ruling.declarer_tricks_adjusted is None or ruling.declarer_tricks_played is None):
        return None
    return ruling


def several(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """Two established revokes on one board: declarer's tricks after the automatic
    adjustment (64A, 64B)?"""
    found = revoke_board(rng, edition, first=2, last=6, spot=lambda b, s: not b.is_dummy(s))
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
    ruling = _ruled(board)
    if ruling is None:
        return None
    key, played = ruling.declarer_tricks_adjusted, ruling.declarer_tricks_played
    assert key is not None and played is not None
    made = _options(key, _mistakes(edition, ruling))
    if made is None:
        return None
    opts, answer = made
    data = [{"seat": r.seat, "led": r.suit, "card": r.card, "held": r.held, "trick": r.trick}
            for r in (first, second)]
    return Q(id="", topic="several", law=ruling.revokes[-1].rule, level=level,
             laws=edition.key,
             situation=(contract_said(board), *[Said("quiz.sit.revoke", d) for d in data],
                        Said("quiz.sit.played_out_both", {"played": played})),
             ask=(Said("quiz.sv.ask"),), options=opts, answer=answer,
             reason=_reason(edition, ruling), case=board.case(), tricks=trick_rows(board),
             steps=ruling.steps, moved=tuple(n for r in ruling.revokes for n in r.transferred))
