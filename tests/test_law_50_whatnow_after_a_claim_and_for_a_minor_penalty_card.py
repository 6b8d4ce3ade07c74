""""What now?" and Law 50: no 50D2 choice once play has ended in a claim; a minor penalty
card's own rule (50C).

Round 1, file 13 (rewritten here): East revokes unnoticed on trick 6, revokes again on trick
7 and corrects it (62B1: ♦3 a major penalty card); West wins trick 7, so before West leads
declarer would choose (50D2).  Then play ends in an agreed claim: there is no lead to come
(68D: play ceases), so the 50D2 option and any lead restriction are gone from "what now?".

Law 50C (the same rule in 1997, 2007 and 2017; 1997 text read at jfr.pzbs.pl, law50): a
single card below honour rank exposed by accident is a minor penalty card (50B).  Its owner
need not play it at the first legal opportunity (that is 50D1, for a major card); he may not
play another card of its suit below honour rank before it, but may play an honour instead;
his partner has no lead restriction.  What it tells the partner is by edition: 2017 50E
(authorized while it lies face up), 2007 50E (only what it means for the owner's play),
1997 50C itself (what partner learns from seeing it is unauthorized); not said under the
rubber laws, whose text could not be read.
"""

from __future__ import annotations

import pytest

import verzaking
from pbnkit import DEAL
from verzaking.render.text import step_text

TRICKS13 = ["NS", "NS", "NS", "EW", "W"]
"""Tricks 1-5 by their winners; West won trick 5 and leads trick 6."""

EVENTS13 = ["SA S2", {"type": "play", "seat": "E", "card": "D2", "revoke": True}, "S3",
            "SK S4", {"type": "play", "seat": "E", "card": "D3", "revoke": True},
            {"type": "attention", "seat": "E", "trick": 7}, {"type": "play", "seat": "E",
                                                             "card": "S5"}, "S6"]


def ruled13(events: list) -> verzaking.Ruling:
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": TRICKS13,
            "events": events}
    return verzaking.rule(case, equity=False)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.next_steps]


def test_50d2_before_the_claim_declarer_chooses_before_west_leads() -> None:
    assert "next.option" in codes(ruled13(EVENTS13))


def test_50d2_after_an_agreed_claim_no_option_and_no_lead_is_announced() -> None:
    r = ruled13([*EVENTS13, {"type": "result", "declarer_tricks": 8}])
    said = codes(r)
    assert not {"next.option", "next.lead_require", "next.lead_forbid"} & set(said)
    assert said == ["next.adjust"]  # play is over: the established revoke of trick 6


def test_50d2_after_a_disputed_claim_no_option_either() -> None:
    r = ruled13([*EVENTS13, {"type": "claim", "seat": "S", "declarer_tricks": 9},
                 {"type": "object", "seat": "W"}])
    assert "next.option" not in codes(r) and "next.claim_objected" in codes(r)


# -- 50C: pbnkit.DEAL, 1NT by South; West leads ♥A, ♥K (all follow); East drops ♦4 -----------

def minor(laws: str) -> verzaking.Ruling:
    case = {"laws": laws, "contract": "1NT", "declarer": "S", "vulnerable": "None",
            "deal": DEAL,
            "events": ["HA H8 H5 H2", "HK H9 H6 H3",
                       {"type": "exposed", "seat": "E", "card": "D4", "choice": "accident"}]}
    return verzaking.rule(case, equity=False)


@pytest.mark.parametrize(("laws", "info", "article"), [
    ("2017", "next.minor_info_on_table", "50E"),
    ("2007", "next.minor_info_requirement", "50E"),
    ("1997", "next.minor_info_1997", "50C"),
    ("rubber", None, None)])
def test_50c_a_minor_penalty_card_has_its_own_line(laws: str, info: str | None,
                                                   article: str | None) -> None:
    r = minor(laws)
    assert "50B.minor" in [s.code for s in r.steps]
    [line] = [s for s in r.next_steps if s.code.startswith("next.penalty_card")]
    assert (line.code, line.law) == ("next.penalty_card_minor", "50C")
    en, nl = step_text(line, "en"), step_text(line, "nl")
    assert "need not play it at the first opportunity" in en
    assert "any other card of diamonds below honour rank" in en and "an honour" in en
    assert "no lead restriction" in en
    assert "niet bij de eerste gelegenheid" in nl and "geen andere kaart in ruiten" in nl
    assert "next.penalty_partner_lead" not in codes(r)  # no 50D2 for a minor card
    found = [(s.code, s.law) for s in r.next_steps if "info" in s.code]
    assert found == ([] if info is None else [(info, article)])


def test_50b_minor_says_any_other_small_card_of_the_suit_not_only_a_lower_one() -> None:
    [step] = [s for s in minor("2017").steps if s.code == "50B.minor"]
    assert "any other card of that suit below honour rank" in step_text(step, "en")
    assert "geen andere niet-honneur" in step_text(step, "nl")
