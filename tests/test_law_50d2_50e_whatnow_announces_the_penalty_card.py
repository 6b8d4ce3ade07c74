"""Laws 50D2 and 50E: with a new major penalty card "what now?" gives what the director
announces (issue 28, item 8): declarer's options when the owner's partner next gains the
lead (50D2), and what the card tells the partner (2017: 50E; 2007: 50E; 1997: 50D1).

The deal and trick 6 of tests/test_law_62c_whatnow_names_the_rights_after_a_correction.py:
4S by South; South leads C5, West discards H3 holding CT, North C6, East CK; attention.
West's H3 becomes a major penalty card (62B1, 50B: exposed in revoking and correcting).

Worked from the texts:
- 50D1: H3 is played at the first legal opportunity; following suit comes first (50D1(b)).
- 50D2: when East gains the lead while West has H3 on the table, he may not lead until
  declarer requires hearts, forbids hearts for as long as East keeps the lead (either way
  the card is picked up), or does neither (the card stays).
- 50E (2017): while the card is on the table its information and the duty to play it are
  authorized for all (E1); picked up under 50D2(a), its information is unauthorized for the
  partner (E2); once played, so is what its creation showed (E3).
- 50E (2007) / 50D1 (1997): only the requirement to play it is authorized for the partner;
  the rest of what seeing it tells him is not.  The rubber laws' text could not be
  retrieved: nothing is said there.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cards import Card, Seat
from verzaking.render.text import step_text

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
FIVE = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8"]
REVOKE = [*FIVE, "C5 H3 C6 CK", {"type": "attention", "seat": "W"}]
H3 = Card.parse("H3")


def nxt(events: list[Any], laws: str = "2017") -> list[verzaking.Step]:
    case = {"laws": laws, "contract": "4S", "declarer": "S", "vulnerable": "None",
            "deal": DEAL, "events": events}
    return list(verzaking.rule(case, equity=False).next_steps)


def penalty_lines(steps: list[verzaking.Step]) -> list[verzaking.Step]:
    return [s for s in steps if s.law.startswith("50")]


def test_the_announcement_after_a_defenders_corrected_revoke_in_english_and_dutch() -> None:
    steps = penalty_lines(nxt(REVOKE))
    assert [(s.code, s.law) for s in steps] == [
        ("next.penalty_card", "50D1"), ("next.penalty_partner_lead", "50D2"),
        ("next.penalty_info_on_table", "50E")]
    assert (steps[1].data["owner"], steps[1].data["partner"], steps[1].data["cards"]) == (
        Seat.WEST, Seat.EAST, (H3,))
    assert [step_text(s, "en") for s in steps[1:]] == [
        "When East next gains the lead while West has ♥3 on the table, he may not lead until "
        "declarer chooses: require hearts, forbid hearts for as long as he keeps the lead "
        "(either way the card goes back into West's hand), or neither (the card stays). "
        "(Law 50D2)",
        "For East: while ♥3 lies face up, what it shows and that it must be played are "
        "authorized for everyone. Once declarer has it picked up, what it showed is "
        "unauthorized for East; once it has been played, so is what he learns from how it "
        "became a penalty card. (Law 50E)"]
    assert [step_text(s, "nl") for s in steps[1:]] == [
        "Komt Oost aan slag terwijl West nog ♥3 op tafel heeft, dan mag hij pas voorspelen als de "
        "leider gekozen heeft: harten eisen, harten verbieden zolang hij aan slag blijft (in "
        "beide gevallen gaat de kaart terug in de hand van West), of geen van beide (de kaart "
        "blijft liggen). (art. 50D2)",
        "Voor Oost: zolang ♥3 open op tafel ligt, zijn wat die kaart laat zien en de plicht "
        "haar te spelen voor iedereen geoorloofde informatie. Laat de leider haar terugnemen, "
        "dan is wat ze liet zien voor Oost ongeoorloofd; is ze gespeeld, dan ook wat hij "
        "afleidt uit hoe ze strafkaart werd. (art. 50E)"]


@pytest.mark.parametrize(("laws", "article"), [("2007", "50E"), ("1997", "50D1")])
def test_before_2017_only_the_duty_to_play_it_is_authorized(laws: str, article: str) -> None:
    [info] = [s for s in nxt(REVOKE, laws) if s.code.startswith("next.penalty_info")]
    assert (info.code, info.law) == ("next.penalty_info_requirement", article)
    assert step_text(info, "en") == (
        f"For East: only that West must play ♥3 is authorized; anything else he learns from "
        f"seeing it is unauthorized for him. (Law {article})")
    assert step_text(info, "nl") == (
        f"Voor Oost: alleen dat West ♥3 moet spelen, is geoorloofde informatie; al het andere "
        f"dat hij uit het zien van die kaart opmaakt, is voor hem ongeoorloofd. (art. {article})")


def test_rubber_says_nothing_its_text_does_not_confirm() -> None:
    # the rubber laws' text could not be retrieved (parameters, row "source"): the duty to
    # play the card and declarer's options are the table's, as under 2007, but what the card
    # tells the partner is not said (row "50E": unconfirmed)
    steps = nxt(REVOKE, "rubber")
    assert [(s.code, s.law) for s in penalty_lines(steps)] == [
        ("next.penalty_card", "50D1"), ("next.penalty_partner_lead", "50D2")]


def test_when_the_partner_is_to_lead_now_declarer_chooses_now_instead() -> None:
    # West plays CT; nobody takes a card back; East's CK wins trick 6 and East is to lead:
    # declarer's choice is due now (next.option), so it is not announced for later
    steps = nxt([*REVOKE, {"type": "play", "card": "CT"}])
    codes = [s.code for s in steps]
    assert "next.option" in codes and "next.penalty_partner_lead" not in codes
    assert "next.penalty_info_on_table" in codes


def test_once_play_has_moved_on_only_the_duty_to_play_it_is_repeated() -> None:
    steps = nxt([*REVOKE, {"type": "play", "card": "CT"}, {"type": "option", "choice": "none"},
                 "D9"])
    assert [(s.code, s.law) for s in penalty_lines(steps)] == [("next.penalty_card", "50D1")]


def test_declarers_corrected_revoke_makes_no_penalty_card_and_nothing_is_announced() -> None:
    # dummy (North) discards S2 on the DA lead holding diamonds: 62B2, no penalty card (48A)
    steps = nxt(["DA S2 D3 D4", {"type": "attention", "seat": "N"}])
    assert not penalty_lines(steps)


# -- two penalty cards; a card taken back under 62C2 ----------------------------------------------

TWO = [*REVOKE, {"type": "play", "card": "CT"}, {"type": "withdraw", "seat": "N", "card": "C6"},
       {"type": "play", "seat": "N", "card": "C6"}, {"type": "withdraw", "seat": "E", "card": "CK"}]


def test_a_card_taken_back_under_62C2_is_due_to_the_same_trick_again() -> None:
    # East took CK back (62C2): it is a major penalty card, to be played at the first legal
    # opportunity (50D1).  Clubs were led and CK is a club: that opportunity is trick 6
    # itself, so "what now?" names CK as the card he plays there again (a phone trial read
    # only "East plays a card to this trick again"), in one line, not two.
    steps = nxt(TWO)
    assert (steps[0].code, steps[0].law) == ("next.replay_penalty_card", "50D1")
    assert (steps[0].data["seat"], steps[0].data["card"]) == (Seat.EAST, Card.parse("CK"))
    east = [s for s in steps if s.data.get("seat") == Seat.EAST and s.law.startswith("50D1")]
    assert east == [steps[0]]
    assert step_text(steps[0], "en") == (
        "East plays ♣K to this trick again: it is now a major penalty card, to be played at "
        "the first legal opportunity, and that is here. (Law 50D1)")


def test_a_leader_with_his_own_penalty_card_still_waits_for_declarers_choice() -> None:
    # East plays C4: C5 CT C6 C4, West's CT wins and West leads to trick 7.  West has H3 as a
    # penalty card and his partner East has CK: 50D2 applies whenever the leader's partner
    # has a major penalty card (no exception for a leader with one of his own), so declarer
    # chooses first; West's own H3 is not "to be led now" before that choice (50D1(b)).
    steps = nxt([*TWO, {"type": "play", "seat": "E", "card": "C4"}])
    assert (steps[0].code, steps[0].law, steps[0].data["leader"]) == (
        "next.option", "50D2", Seat.WEST)
    assert "next.penalty_card_lead" not in [s.code for s in steps]
    west = [s for s in steps if s.code == "next.penalty_card" and s.data["seat"] == Seat.WEST]
    assert west and west[0].data["cards"] == (H3,)


@pytest.mark.parametrize("choice", ["forbid", "require"])
def test_50e_said_again_when_declarer_has_the_card_picked_up(choice: str) -> None:
    # trial F15: West corrects with CT, East's CK wins and East is to lead; declarer
    # forbids (or requires) hearts (50D2(a)): H3 goes back into West's hand, so from now on
    # what it showed is unauthorized for East (2017 50E).  "What now?" says so at that
    # moment, after the lead restriction, not only when the card was made.
    steps = nxt([*REVOKE, {"type": "play", "card": "CT"},
                 {"type": "option", "choice": choice, "suit": "H"}])
    codes = [s.code for s in steps]
    assert f"next.lead_{choice}" in codes
    last = steps[codes.index(f"next.lead_{choice}") + 1]
    assert (last.code, last.law) == ("next.penalty_info_picked_up", "50E")
    assert step_text(last, "nl") == (
        "Voor Oost: de strafkaart van West (harten) is op verzoek van de leider terug in de "
        "hand; wat ze liet zien, is voor Oost nu ongeoorloofde informatie. (art. 50E)")


def test_50e_picked_up_line_is_not_said_where_the_edition_ties_nothing_to_the_table() -> None:
    # 2007 50E / 1997 50D1: only the requirement to play it was ever authorized; picking it
    # up changes nothing, so no new line
    for laws in ("2007", "1997"):
        steps = nxt([*REVOKE, {"type": "play", "card": "CT"},
                     {"type": "option", "choice": "forbid", "suit": "H"}], laws)
        assert "next.penalty_info_picked_up" not in [s.code for s in steps]
