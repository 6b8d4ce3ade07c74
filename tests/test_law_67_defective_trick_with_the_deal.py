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
