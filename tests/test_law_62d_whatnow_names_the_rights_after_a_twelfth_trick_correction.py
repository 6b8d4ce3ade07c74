"""Law 62D with 62C: after a trick-12 revoke is corrected once play is over (62D1), "what
now?" names who may still play his other card to trick 12, and 62D2 for the partner of a
defender who revoked before him (issue 28, item 1).

Without the deal: 4S by South; the winners of tricks 1-11 are given (South won trick 11,
North-South have 7 of them).  Trick 12: South leads H9, West (second) discards C4 although
he holds H3 (a revoke), North H2, East (fourth) plays his card; trick 13: South leads D2,
West H3, North HA, East his last card.  West played to trick 13: the revoke is established
(63A1), and attention is drawn before the hands go back into the board: 62D1, West plays H3
to trick 12 and C4 to trick 13.

Worked from the laws:
- 62C1 (with 62D1): North played to trick 12 after the revoke; his two cards are H2 and HA,
  both of the suit led, so he may play HA there instead (trick 13 takes H2).
- 62C2: East, West's partner, played after the revoke too; he may take his card back only
  after a non-offender (North, just before him) has.  But East is a defender: the card he
  takes back is a major penalty card (62C2, 50B: exposed by deliberate play), to be played at
  its first legal opportunity (50D1), and that is trick 12 itself (his card was legal there:
  H5 follows suit; C7, void in hearts, is a legal discard).  So he plays it again and cannot
  change his card: "what now?" says so, and says nothing of 62D2, whose restriction (16C in
  2017; before, a partner holding two suits) bears only on a partner who chooses again
  (oracle check of issue 29; revoke-laws.md section 10 on 62C2 with 62D1).
- A revoke established and then corrected under 62D1 carries no transfer (64B6), but 64C1
  still applies after any established revoke: "what now?" ends with that reminder.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cards import Seat
from verzaking.render.text import step_text

WINNERS = ["EW", "EW", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "EW", "S"]
SAME_SUIT = (["H9", "C4", "H2", "H5"], ["D2", "H3", "HA", "H6"])  # East: H5, then H6
TWO_SUITS = (["H9", "C4", "H2", "C7"], ["D2", "H3", "HA", "D9"])  # East void in hearts


def events(tricks: tuple[list[str], list[str]], *extra: dict[str, Any]) -> list[dict[str, Any]]:
    t12, t13 = tricks
    out: list[dict[str, Any]] = [{"type": "play", "seat": "S", "card": t12[0]},
                                 {"type": "play", "card": t12[1], "revoke": True}]
    out += [{"type": "play", "card": c} for c in [*t12[2:], *t13]]
    return [*out, {"type": "attention", "seat": "W"}, *extra]


def nxt(tricks: tuple[list[str], list[str]], *extra: dict[str, Any],
        laws: str = "2017") -> list[verzaking.Step]:
    case = {"laws": laws, "contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": WINNERS, "events": events(tricks, *extra)}
    return list(verzaking.rule(case, equity=False).next_steps)


def test_62C1_62C2_and_62D2_after_a_62D1_correction_in_english_and_dutch() -> None:
    steps = nxt(SAME_SUIT)
    assert [(s.code, s.law) for s in steps] == [
        ("next.twelfth_may_change", "62C1"), ("next.partner_may_withdraw_if_replay", "62C2")]
    assert steps[0].data["seats"] == (Seat.NORTH,)
    assert (steps[1].data["seat"], steps[1].data["nos"]) == (Seat.EAST, Seat.NORTH)
    # North is dummy: his other card is played by declarer (45B), so the lines say what may
    # be played, not that dummy acts (a phone trial read "Noord mag ...")
    assert [step_text(s, "en") for s in steps] == [
        "What North played to trick 12 after the revoke may now be replaced there by the other "
        "card (dummy's by declarer, 45B); trick 13 changes with it. (Law 62C1)",
        "If North's card is taken back, East may then take back ♥5 too, but it then becomes "
        "a major penalty card, to be played at the first legal opportunity (50D1), and ♥5 may "
        "be played to this trick: he plays it here again, so he cannot change his card. "
        "(Law 62C2)"]
    assert [step_text(s, "nl") for s in steps] == [
        "Wat Noord na de verzaking in slag 12 speelde, mag daar nu vervangen worden door de "
        "andere kaart (die van de blinde door de leider, 45B); slag 13 verandert mee. "
        "(art. 62C1)",
        "Wordt de kaart van Noord teruggenomen, dan mag Oost daarna ook ♥5 terugnemen, maar "
        "die wordt dan een grote strafkaart, die hij bij de eerste toegestane gelegenheid moet "
        "spelen (50D1), en ♥5 mag in deze slag gespeeld worden: hij speelt haar hier opnieuw "
        "en kan zijn kaart dus niet veranderen. (art. 62C2)"]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_62C2_before_2017_the_defender_partner_replays_his_card_too(laws: str) -> None:
    # 2007 and 1997 make a withdrawn defender's card a penalty card as 2017 does: East's H5
    # (one suit) and his C7 (two suits) alike are played to trick 12 again, so the 62D2
    # restriction on a partner with two suits has no choice to bear on
    for tricks in (SAME_SUIT, TWO_SUITS):
        assert [(s.code, s.law) for s in nxt(tricks, laws=laws)] == [
            ("next.twelfth_may_change", "62C1"), ("next.partner_may_withdraw_if_replay", "62C2")]


def test_62D2_is_not_said_when_the_partner_has_no_choice() -> None:
    assert not [s for s in nxt(TWO_SUITS) if s.law == "62D2"]


def test_after_north_changed_east_may_take_back_his_card_but_plays_it_again() -> None:
    # North changed (62C1): East's right of 62C2 is open now, but his C7 would be a major
    # penalty card whose first legal opportunity is trick 12 itself (50D1): no real choice
    # is left, so "what now?" also ends with 64C after a revoke corrected under 62D1 (64B6)
    steps = nxt(TWO_SUITS, {"type": "withdraw", "seat": "N", "card": "H2"})
    assert [(s.code, s.law) for s in steps] == [
        ("next.offenders_may_withdraw_replay", "62C2"), ("next.no_transfer", "64C")]
    assert (steps[0].data["seat"], str(steps[0].data["card"])) == (Seat.EAST, "C7")


def test_once_everyone_has_chosen_or_the_hands_are_back_64C_is_what_remains() -> None:
    # North and East both changed: nobody left to choose
    done = nxt(TWO_SUITS, {"type": "withdraw", "seat": "N", "card": "H2"},
               {"type": "withdraw", "seat": "E", "card": "C7"})
    back = nxt(TWO_SUITS, {"type": "hands_returned"})
    for steps in (done, back):
        assert [(s.code, s.law, s.data["laws"]) for s in steps] == [
            ("next.no_transfer", "64C", ("64B6",))]


def test_a_non_offender_who_followed_suit_and_kept_another_suit_cannot_change() -> None:
    # North H2 to trick 12 and D5 to trick 13: D5 could not have been played to the heart
    # lead while he held H2, so North cannot change, and East, whose right comes only after
    # a non-offender's change, cannot either
    steps = nxt((["H9", "C4", "H2", "H5"], ["D2", "H3", "D5", "H6"]))
    assert [s.code for s in steps] == ["next.no_transfer"]


def test_an_established_trick_12_revoke_nobody_noticed_is_said_to_need_correcting() -> None:
    # the same play without the attention: the hands are still out, so 62D1 still applies
    evs = events(SAME_SUIT)[:-1]
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": WINNERS,
            "events": evs}
    steps = verzaking.rule(case, equity=False).next_steps
    assert (steps[0].code, steps[0].law) == ("next.open_twelfth", "62D1")
    assert (steps[0].data["seat"], steps[0].data["trick"]) == (Seat.WEST, 12)
