"""Decisions into steps: the one place that gives each decision its step code.

The engine's stages decide in :mod:`verzaking.decisions` (typed, never text); this module
turns each decision into the numbered step the ruling shows, with its stable code (the
catalogs' key, the JSON's ``code``) and its article, and gives an established revoke's
ruling its ``rule``.  Codes are output: nothing reads them back to decide.

>>> from verzaking.decisions import Exempt, Exemption
>>> step(Exempt(why=Exemption.TWELFTH, data={"trick": 12}))
Step(code='64B6.twelfth', law='64B6', data={'trick': 12})
>>> rule(Exempt(why=Exemption.TWELFTH))
'64B6'
"""

from __future__ import annotations

from typing import assert_never

from .decisions import (
    Aside,
    Asking,
    Basis,
    Choice1930,
    Cost,
    Established,
    Exempt,
    Exemption,
    MayAsk,
    NotEstablished,
    Penalised,
    Reason,
    Remark,
    Reminder,
    Sanction,
    Transferred,
    Unsettled,
    Verdict,
)
from .steps import Step

__all__ = ["CODES", "rule", "step"]

CODES: dict[Reason, str] = {
    # stage 1: established (63A) or not
    Basis.BOTH_SIDES: "62C3.corrected",
    Basis.AS_IF: "as_if.established",
    Basis.TOLD: "tl.established_by",
    Basis.TOLD_CLAIM_AGREED: "tl.established_claim_agreed",
    Basis.GIVEN: "63A.given",
    Basis.NEXT_TRICK: "63A1.next_trick",
    Basis.COUNTED: "63A.counted",
    Basis.PLAYED_NEXT: "63A1.played_next",
    Basis.CLAIM: "63A3.claim",
    Basis.AGREEMENT: "63A4.agreed",
    Basis.CLAIM_AGREED: "63A.claim_agreed",
    Basis.QUITTED_NEXT: "1930.established_next",
    Basis.OWN_CLAIM: "1930.established_claim",
    Basis.QUITTED: "1930.established_quitted",
    Unsettled.CORRECTED: "62A.corrected",
    Unsettled.OPEN: "62A.open",
    Unsettled.GIVEN: "62A.given",
    Unsettled.NOT_YET: "62A.not_established",
    Unsettled.NOT_YET_1930: "1930.not_established",
    # stage 2a: the items of 64B
    Exemption.BOTH_CORRECTED: "64B8.62c3",
    Exemption.NO_TRICK: "64B1.no_trick",
    Exemption.NO_TRICK_SO_FAR: "64B1.no_trick_so_far",
    Exemption.SAME_SUIT: "64B2.same_suit",
    Exemption.PENALTY_CARD: "64B3.penalty_card",
    Exemption.DUMMY: "64B3.dummy",
    Exemption.AFTER_CALL: "64B4.after_call",
    Exemption.AFTER_ROUND: "64B5.after_round",
    Exemption.TWELFTH: "64B6.twelfth",
    Exemption.BOTH_SIDES: "64B7.both_sides",
    Exemption.BOTH_SIDES_AGAIN: "64B7.this_one_too",
    # stage 2b: 64A
    Cost.CLAIM_TRICK_NOT_OFFENDER: "64A2.claim_trick_not_offender",
    Cost.CLAIM_TRICK_EITHER: "64A2.claim_trick_either",
    Cost.CLAIM_TRICK_ASSUMED: "64A2.claim_trick_assumed",
    Cost.DEFECTIVE: "67B1.one_trick",
    Cost.OWN_TWO: "64A1.two",
    Cost.OWN_ONE: "64A1.one",
    Cost.OWN_ONE_SO_FAR: "64A1.one_so_far",
    Cost.PARTNER_WON: "64A2.partner_won",
    Cost.DUMMY_WON: "64A2.dummy_won",
    Cost.DUMMY_WON_1997: "64A2.dummy_won_1997",
    Cost.LATER_TRICK: "64A2.later_trick",
    Cost.EXTRA_1997: "64A2.1997_extra",
    Aside.EXTRA_NO_FURTHER: "64A2.1997_extra_no_further",
    Aside.EXTRA_UNKNOWN: "64A2.1997_extra_unknown",
    Aside.ASK_CLAIM_TRICK_WINNER: "next.claim_trick_winner",
    Aside.ASK_WON_LATER: "next.1997_won_later",
    Aside.AS_IF_1997: "63B.1997_as_if",
    # stage 2 under the rules of 1930
    Choice1930.TOO_LATE: "1930.too_late",
    Choice1930.SAME_CARD: "1930.same_card",
    Choice1930.SECOND_REVOKE: "1930.second_revoke",
    Choice1930.POINTS_ONLY: "1930.points_only",
    Choice1930.NO_TRICK_TO_TAKE: "1930.no_trick_to_take",
    Choice1930.OPTIONS: "1930.options",
    Choice1930.OPTIONS_ONE: "1930.options_one",
    # 64C: the reminder, and the director's own judgement
    Reminder.SINGLE: "64C1.equity",
    Reminder.PLAYERS: "64C.players",
    Reminder.REPEAT: "64C2a.repeat",
    Reminder.BOTH_64C2B: "64C2b.both_sides",
    Reminder.BOTH_EQUITY: "64C.both_sides_equity",
    Verdict.NO_64C: "director.no_64c",
    Verdict.NONE_ESTABLISHED: "director.none_established",
    Verdict.NEEDS_END: "director.needs_end",
    Verdict.ADDS: "director.adds",
    Verdict.STANDS: "director.stands",
    Verdict.BOTH: "director.both",
    Verdict.BOTH_SAME: "director.both_same",
    Verdict.PLAYERS: "director.players",
    Verdict.BOARD_RESULT: "director.board_result",
    Verdict.DEFENDERS_GAIN: "director.defenders_gain",
    Verdict.DEFENDERS_NO_GAIN: "director.defenders_no_gain",
    # the table's questions: 61B
    Asking.DEFENDERS_1997: "61B.1997_defenders",
    Asking.DECLARER: "61B1.declarer",
    Asking.DUMMY_DECLARER: "61B2a.dummy",
    Asking.DUMMY_DEFENDER: "61B.refused_dummy",
    Asking.DEFENDER_DECLARER: "61B3.defender_declarer",
    Asking.DEFENDERS: "61B3.defenders",
    Asking.REFUSED: "61B.refused",
}
"""Each reason's step code (a key of both catalogs)."""

_1930_RULE = {Choice1930.TOO_LATE: "-late", Choice1930.SAME_CARD: "-same-card"}

Decision = Established | NotEstablished | Sanction | Remark | MayAsk


def step(decision: Decision) -> Step:
    """The step that says ``decision``: its code, its article, the facts it names."""
    match decision:
        case Established():
            return Step(code=CODES[decision.how], law=decision.article, data=decision.data)
        case Exempt():
            return Step(code=CODES[decision.why], law=decision.article, data=decision.data)
        case MayAsk():
            return Step(code=CODES[decision.how], law=decision.article, data=decision.data)
        case NotEstablished() | Transferred() | Penalised() | Remark():
            return Step(code=CODES[decision.why], law=decision.article, data=decision.data)
        case _:
            assert_never(decision)


def rule(sanction: Sanction) -> str:
    """The article that decided an established revoke's transfer (a ruling's ``rule``):
    the 64B item, 64A1 or 64A2; under the rules of 1930 the article with what was chosen
    (``-2`` two tricks, ``-150`` the points, ``-late``, ``-same-card``)."""
    match sanction:
        case Exempt() | Transferred():
            return sanction.article
        case Penalised():
            suffix = _1930_RULE.get(sanction.why) or ("-2" if sanction.tricks else "-150")
            return sanction.article + suffix
        case _:
            assert_never(sanction)
