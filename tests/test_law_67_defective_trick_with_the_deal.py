"""Law 67 with the full deal: a player's turn passes without his card (issue 13).

Deal, 1NT by South, nobody vulnerable, West leads:
    N AKQJ.T98.765.432   E T98.765.432.AKQJ   S 765.432.AKQJ.T98   W 432.AKQJ.T98.765
Trick 2 (worked by hand): West leads ♥K, North ♥9, East plays no card, South ♥3: West wins.
East keeps his two small hearts one trick longer.  In both plays below West wins tricks
1-4, South 5-8 (diamonds, then ♦Q), North 9-12 (spades, then ♠Q) and East trick 13 (♣A):
declarer 8 tricks, 1NT+1 = +120 (Law 77: 40 + 30 + 50 for a part score); with one trick
transferred 9 tricks, 1NT+2 = +150.

67B1 (2017, 2007): found late, East places a card (of the suit led if he has one) without
changing who won trick 2 and is deemed to have revoked there: one trick (64A2; West won
trick 2).  1997 67B1(a): no penalty if the card he places is of the suit led.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

import verzaking
from verzaking.cards import Card, Seat
from verzaking.errors import TimelineError
from verzaking.table import RevokeKind

C = Card.parse
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
TRICK_1 = "HA H8 H5 H2"
TRICK_2 = ["HK H9", {"type": "omitted", "seat": "E"}, "H3"]
# found after trick 3, East's last heart ♥7 is placed; East discards clubs from then on
AFTER_3 = ["HQ HT H6 H4", {"type": "defective_trick", "seat": "E", "trick": 2},
           "HJ C2 CJ C8", "D8 D5 D2 DJ", "DA D9 D6 D3", "DK DT D7 D4", "DQ C5 C3 CQ",
           "S5 S2 SJ S8", "SA S9 S6 S3", "SK ST S7 S4", "SQ CK C9 C7", "C4 CA CT C6"]
# not found until play is over: East follows with ♥7 at trick 4 and ends holding ♣K
TO_THE_END = ["HQ HT H6 H4", "HJ C2 H7 C8", "D8 D5 D2 DJ", "DA D9 D6 D3", "DK DT D7 D4",
              "DQ C5 C3 CJ", "S5 S2 SJ S8", "SA S9 S6 S3", "SK ST S7 S4", "SQ CQ C9 C7",
              "C4 CA CT C6"]
FOUND_AFTER_PLAY = {"type": "defective_trick", "seat": "E", "trick": 2}


def case(events: list[Any]) -> dict[str, Any]:
    return {"board": "67", "contract": "1NT", "declarer": "S", "vulnerable": "None",
            "deal": DEAL, "events": events}


def rule(events: list[Any], **kw: Any) -> verzaking.Ruling:
    return verzaking.rule(case(events), equity=False, **kw)


def test_67B1_found_after_the_next_trick_the_placed_card_is_of_the_suit_led_one_trick() -> None:
    r = rule([TRICK_1, *TRICK_2, *AFTER_3])
    [rv] = r.revokes
    assert (rv.revoke.seat, rv.revoke.trick, rv.rule, rv.tricks_transferred) == (
        Seat.EAST, 2, "64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (8, 9)
    assert (r.score_ns_played, r.score_ns_adjusted) == (120, 150)
    placed = next(s for s in r.steps if s.code == "67B1.placed")
    assert (placed.data["card"], placed.data["winner"]) == (C("H7"), Seat.WEST)


def test_67B1_the_placed_card_does_not_change_who_won_the_trick() -> None:
    # ♥7 placed in trick 2 would not beat ♥K anyway; the point is that West's trick stays
    # West's and trick 3 was led by West, as played.
    facts = verzaking.read_text(json.dumps(case([TRICK_1, *TRICK_2, *AFTER_3])), kind="json")
    [board] = facts
    assert board.facts is not None and board.facts.play is not None
    trick2 = board.facts.play.tricks[1]
    assert (trick2.winner, trick2.cards[Seat.EAST]) == (Seat.WEST, C("H7"))


def test_67B1_1997_a_card_of_the_suit_led_placed_costs_nothing() -> None:
    r = rule([TRICK_1, *TRICK_2, *AFTER_3], laws="1997")
    assert r.revokes == ()
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (8, 120)
    assert any(s.code == "67B1.no_penalty_1997" and s.law == "67B1(a)" for s in r.steps)


def test_67B1_found_after_play_his_last_card_is_placed_and_the_trick_is_transferred() -> None:
    # East's one card left is ♣K: no heart, so any card; deemed a revoke in 1997 too (67B1(b))
    for laws in ("2017", "2007", "1997"):
        r = rule([TRICK_1, *TRICK_2, *TO_THE_END, FOUND_AFTER_PLAY], laws=laws)
        [rv] = r.revokes
        assert rv.tricks_transferred == 1, laws
        assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (9, 150), laws
    placed = next(s for s in r.steps if s.code == "67B1.placed")
    assert placed.data["card"] == C("CK")


def test_67_not_yet_rectified_after_play_what_now_is_67B1() -> None:
    r = rule([TRICK_1, *TRICK_2, *TO_THE_END])
    assert r.revokes == ()
    # the score is not yet to be entered: the director first rectifies the trick
    assert [(s.code, s.data.get("seat"), s.data.get("trick")) for s in r.next_steps] == [
        ("next.defective", Seat.EAST, 2)]


def test_67A_noticed_before_the_next_trick_he_plays_to_it_and_must_follow_suit() -> None:
    events = [TRICK_1, *TRICK_2, {"type": "defective_trick", "seat": "E", "trick": 2}]
    r = rule(events)
    assert r.revokes == ()
    assert any(s.code == "67A.supply" and s.law == "67A1" for s in r.steps)
    assert [(s.code, s.data["seat"], s.data["trick"]) for s in r.next_steps] == [
        ("next.play", Seat.EAST, 2)]
    # he discards a club while holding ♥7 and ♥6: that is a revoke on trick 2 (61A)
    r = rule([*events, "CA"])
    [rv] = r.revokes
    assert (rv.revoke.seat, rv.revoke.trick, rv.revoke.kind) == (Seat.EAST, 2, RevokeKind.FOLLOW)
    assert not rv.established  # nobody has played to trick 3 yet: it may still be corrected
    # West (his partner) then leads to trick 3: established (63A1), one trick (64A2)
    [rv] = rule([*events, "CA", "HQ"]).revokes
    assert (rv.established, rv.establishment) == (True, "63A1")


def test_67A_after_his_card_West_still_wins_trick_2_and_leads() -> None:
    r = rule([TRICK_1, *TRICK_2, {"type": "defective_trick", "seat": "E", "trick": 2}, "H7",
              "HQ HT H6 H4"])
    assert r.revokes == ()
    assert [(s.code, s.data["seat"]) for s in r.next_steps] == [("next.play", Seat.WEST)]


def test_67A_with_the_next_trick_begun_by_one_side_only_is_not_ruled() -> None:
    with pytest.raises(TimelineError) as err:
        rule([TRICK_1, *TRICK_2, "HQ", {"type": "defective_trick", "seat": "E", "trick": 2}])
    assert err.value.code == "timeline_67A_next_begun"
    assert err.value.params["event"] == 6


def test_67B1_he_holds_two_cards_of_the_suit_led_the_director_names_which() -> None:
    # East plays no card to trick 1 (West ♥A, North ♥8, South ♥2); found after trick 2, East
    # holds ♥7 and ♥6 and must place one of them.
    start = ["HA H8", {"type": "omitted"}, "H2", "HK H9 H5 H3"]
    found = {"type": "defective_trick", "seat": "E", "trick": 1}
    with pytest.raises(TimelineError) as err:
        rule([*start, found])
    assert err.value.code == "timeline_defective_card"
    assert set(err.value.params["cards"]) == {C("H7"), C("H6")}
    with pytest.raises(TimelineError) as err:
        rule([*start, {**found, "card": "CA"}])
    assert err.value.code == "timeline_defective_suit"
    with pytest.raises(TimelineError) as err:
        rule([*start, {**found, "card": "S2"}])
    assert err.value.code == "timeline_not_held"
    r = rule([*start, {**found, "card": "H6"}])
    [rv] = r.revokes
    assert (rv.revoke.seat, rv.revoke.trick, rv.revoke.card, rv.revoke.kind) == (
        Seat.EAST, 1, C("H6"), RevokeKind.DEFECTIVE)


@pytest.mark.parametrize(("events", "code"), [
    (["HA H8 H5 H2", {"type": "omitted", "seat": "W"}], "timeline_omit_lead"),
    (["HA", {"type": "omitted"}, {"type": "omitted"}], "timeline_omit_twice"),
    (["HA", {"type": "omitted", "seat": "S"}], "timeline_not_turn"),
    (["HA H8 H5 H2", "HK H9 H7 H3", {"type": "defective_trick", "seat": "E", "trick": 2}],
     "timeline_not_defective"),
])
def test_67_impossible_omissions_are_refused_naming_the_event(events: list[Any],
                                                              code: str) -> None:
    with pytest.raises(TimelineError) as err:
        rule(events)
    assert err.value.code == code
    assert err.value.params["event"] == len(events)


def test_67_cli_refuses_a_defective_trick_that_had_his_card_with_exit_2(tmp_path: Any) -> None:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case(["HA H8 H5 H2", "HK H9 H7 H3",
                                     {"type": "defective_trick", "seat": "E", "trick": 2}])))
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--lang", "en"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "event 3" in done.stderr and "trick 2" in done.stderr


# -- found in review ---------------------------------------------------------------------------

# tricks 1-12 as in TO_THE_END but East follows everywhere; trick 13: North ♣4, East no card,
# South ♣10, West ♣6: South's ♣10 wins.  East still holds ♣A.
LAST_TRICK = ["HK H9 H6 H3", "HQ HT H7 H4", "HJ C2 D2 C8", "D8 D5 D3 DJ", "DA D9 D6 D4",
              "DK DT D7 CJ", "DQ C5 C3 CQ", "S5 S2 SJ S8", "SA S9 S6 S3", "SK ST S7 S4",
              "SQ CK C9 C7", "C4", {"type": "omitted", "seat": "E"}, "CT C6"]


def test_67A_trick_13_has_no_next_trick_so_his_card_is_supplied_and_can_win_it() -> None:
    # As played South won trick 13: 9 tricks.  Under 67A1 East plays ♣A to it, which beats
    # ♣10: the trick is East's, declarer has 8, 1NT+1 = +120; no revoke, no transfer.
    r = rule([TRICK_1, *LAST_TRICK])
    assert [s.code for s in r.next_steps] == ["next.supply"]
    told = rule([TRICK_1, *LAST_TRICK, {"type": "defective_trick", "seat": "E", "trick": 13}])
    assert "67A.supply_last" in [s.code for s in told.steps]  # "play was not over after all"
    assert [(s.code, s.data["seat"]) for s in told.next_steps] == [("next.play", Seat.EAST)]
    r = rule([TRICK_1, *LAST_TRICK, {"type": "defective_trick", "seat": "E", "trick": 13,
                                     "card": "CA"}])
    assert r.revokes == ()
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (8, 120)


def test_67B1_trick_12_found_after_trick_13_one_trick_not_64B6_and_no_62D1_replay() -> None:
    # Trick 12: North ♠Q, East no card, South ♣9, West ♣7 (North wins); trick 13: North ♣4,
    # East ♣A, South ♣10, West ♣6 (East wins).  East's last card ♣K goes into trick 12.  67B1
    # costs one trick by 64A2 (East-West won trick 13): 9 tricks, +150; 64B6 is a rule for a
    # revoke by playing a card, and 62D1 would change the trick, which 67B1 forbids.
    r = rule(["HA H8 H5 H2", "HK H9 H6 H3", "HQ HT H7 H4", "HJ C2 D2 C8", "D8 D5 D3 DJ",
              "DA D9 D6 D4", "DK DT D7 CJ", "DQ C5 C3 CQ", "S5 S2 SJ S8", "SA S9 S6 S3",
              "SK ST S7 S4", "SQ", {"type": "omitted", "seat": "E"}, "C9 C7", "C4 CA CT C6",
              {"type": "defective_trick", "seat": "E", "trick": 12}])
    [rv] = r.revokes
    assert (rv.rule, rv.tricks_transferred) == ("64A2", 1)
    assert not any(s.law == "62D1" for s in r.steps)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (8, 9)


def test_67B1_a_deemed_revoke_is_not_excused_by_64B4_after_the_next_board_call() -> None:
    r = rule([TRICK_1, *TRICK_2, *TO_THE_END, {"type": "next_board_call", "seat": "N"},
              FOUND_AFTER_PLAY])
    [rv] = r.revokes
    assert (rv.rule, rv.tricks_transferred) == ("64A2", 1)


def test_67B1_a_penalty_card_placed_in_the_defective_trick_is_no_longer_on_the_table() -> None:
    # East faces ♣A deliberately in trick 1 (a major penalty card, 50B); trick 4 is clubs
    # (West ♣5, North ♣2, East no card, South ♣8: South wins); found after trick 5, East
    # places his penalty card ♣A there.  South then leads ♣10 and East follows with ♣K.
    events = ["HA H8", {"type": "exposed", "seat": "E", "card": "CA", "choice": "deliberate"},
              "H5 H2", "HK H9 H6 H3", "HQ HT H7 H4", "C5 C2", {"type": "omitted", "seat": "E"},
              "C8", "DA D8 D5 D2", {"type": "defective_trick", "seat": "E", "trick": 4,
                                    "card": "CA"}]
    r = rule(events)
    assert not any(s.code.startswith("next.penalty") for s in r.next_steps)
    # and East may follow to clubs with ♣K afterwards without a new revoke
    r = rule([*events, "CT C6 C3 CK"])
    assert [rv.revoke.trick for rv in r.revokes] == [4]


def test_61B_a_question_to_a_player_who_played_no_card_is_refused() -> None:
    with pytest.raises(TimelineError) as err:
        rule([TRICK_1, *TRICK_2, {"type": "question", "seat": "S", "to": "E"}])
    assert err.value.code == "timeline_question_no_card"


def test_67A_after_a_claim_before_the_next_trick_is_not_ruled_as_67B1() -> None:
    with pytest.raises(TimelineError) as err:
        rule([TRICK_1, *TRICK_2, {"type": "claim", "seat": "S", "declarer_tricks": 8},
              {"type": "defective_trick", "seat": "E", "trick": 2}])
    assert err.value.code == "timeline_67A_after_claim"


def test_67A_the_card_named_in_the_event_is_his_card_to_the_trick() -> None:
    r = rule([TRICK_1, *TRICK_2, {"type": "defective_trick", "seat": "E", "trick": 2,
                                  "card": "H7"}])
    assert [(s.code, s.data["seat"], s.data["trick"]) for s in r.next_steps] == [
        ("next.play", Seat.WEST, 3)]


WINNERS = ["W", "W", "W", "W", "S", "S", "S", "S", "N", "N", "N", "N", "E"]


@pytest.mark.parametrize(("events", "code"), [
    ([{"type": "defective_trick", "seat": "E", "trick": 2},
      {"type": "defective_trick", "seat": "E", "trick": 2}], "timeline_defective_twice"),
    ([{"type": "defective_trick", "seat": "W", "trick": 2}], "timeline_defective_winner"),
    ([{"type": "defective_trick", "seat": "W", "trick": 13}], "timeline_defective_last"),
])
def test_67B1_without_the_deal_impossible_defective_tricks_are_refused(events: list[Any],
                                                                       code: str) -> None:
    with pytest.raises(TimelineError) as err:
        verzaking.rule({"contract": "1NT", "declarer": "S", "tricks": WINNERS,
                        "events": events}, equity=False)
    assert err.value.code == code


def test_67B1_what_now_once_both_sides_played_on_even_with_the_club_two() -> None:
    # West leads ♣7 to trick 3 and North plays ♣2 (the card numbered 0): both sides have
    # played to the next trick, so the missing card of trick 2 is now placed (67B1)
    r = rule([TRICK_1, *TRICK_2, "C7 C2"])
    assert ("next.defective", Seat.EAST, 2) in [
        (s.code, s.data.get("seat"), s.data.get("trick")) for s in r.next_steps]
