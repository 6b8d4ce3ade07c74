"""Law 64 (2017): automatic trick adjustment after an established revoke.

Every expected value below is worked by hand from Laws 64A/64B and Law 77.
Contracts are 4S by South, nobody vulnerable, unless a test says otherwise:
10 tricks = +420, 11 = +450, 9 = -50, 8 = -100 (North-South's view).
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import case
from verzaking.errors import CaseError


def rule(c: dict) -> verzaking.Ruling:
    return verzaking.rule(c)


def test_64A1_offender_won_revoke_trick_and_a_later_trick_two_tricks() -> None:
    # EW: tricks 1, 2; East ruffs trick 5 (revoke) and wins it; EW win 9 later.
    r = rule(case("EW EW NS NS E NS NS NS EW NS NS NS NS", [{"seat": "E", "trick": 5}]))
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred, rr.transferred) == ("64A1", 2, (5, 9))
    # as played NS 9 (3, 4, 6, 7, 8, 10-13), +2 = 11: 4S+1 = 450 instead of -50
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (9, 11)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 450)


def test_64A1_offender_won_revoke_trick_no_later_trick_only_that_trick() -> None:
    r = rule(case("EW EW NS NS NS NS NS NS NS NS E NS NS", [{"seat": "E", "trick": 11}]))
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred, rr.transferred) == ("64A1", 1, (11,))
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)
    assert (r.score_ns_played, r.score_ns_adjusted) == (420, 450)


def test_64A2_partner_of_offender_won_the_revoke_trick_one_trick() -> None:
    # East revokes on trick 5, West (his partner) wins it; EW win nothing later.
    r = rule(case("EW EW NS NS W NS NS NS NS NS NS NS NS", [{"seat": "E", "trick": 5}]))
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred, rr.transferred) == ("64A2", 1, (5,))
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)


def test_64A2_offending_side_won_only_a_later_trick_one_trick() -> None:
    r = rule(case("NS NS NS NS NS NS NS NS NS W EW NS NS", [{"seat": "E", "trick": 4}]))
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (11, 12)
    assert (r.score_ns_played, r.score_ns_adjusted) == (450, 480)


def test_64A_footnote_trick_won_in_dummy_is_not_won_by_declarer() -> None:
    # 3NT by South; South revokes on trick 4 and dummy (North) wins it; NS win
    # tricks 5-12 later.  Not 64A1 (dummy's trick is not declarer's): one trick.
    c = case("EW EW EW N NS NS NS NS NS NS NS NS EW", [{"seat": "S", "trick": 4}],
             contract="3NT")
    r = rule(c)
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert any(s.code == "64A2.dummy_won" for s in rr.steps)
    # 3NT made (9 tricks, +400) becomes one down (8 tricks, -50)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (9, 8)
    assert (r.score_ns_played, r.score_ns_adjusted) == (400, -50)


def test_64A1_declarer_revokes_and_wins_in_his_own_hand() -> None:
    # NS 9 tricks (4-12) as played: 3NT made, +400; two tricks go: 7, 3NT-2, -100.
    c = case("EW EW EW S NS NS NS NS NS NS NS NS EW", [{"seat": "S", "trick": 4}],
             contract="3NT")
    r = rule(c)
    assert (r.revokes[0].rule, r.revokes[0].tricks_transferred) == ("64A1", 2)
    assert (r.score_ns_played, r.declarer_tricks_adjusted, r.score_ns_adjusted) == (400, 7, -100)


def test_64B1_offending_side_won_neither_revoke_trick_nor_later_no_transfer() -> None:
    # EW's only tricks are 1-3, before the revoke on trick 9: nothing moves.
    r = rule(case("EW EW EW NS NS NS NS NS NS NS NS NS NS", [{"seat": "E", "trick": 9}]))
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred) == ("64B1", 0)
    assert r.declarer_tricks_adjusted == r.declarer_tricks_played == 10


def test_64B2_second_revoke_same_player_same_suit_no_further_transfer() -> None:
    revokes = [{"seat": "E", "trick": 4, "suit": "H"}, {"seat": "E", "trick": 7, "suit": "H"}]
    r = rule(case("EW EW NS NS NS NS NS NS EW EW NS NS NS", revokes))
    assert [(x.rule, x.tricks_transferred) for x in r.revokes] == [("64A2", 1), ("64B2", 0)]
    assert r.declarer_tricks_adjusted == r.declarer_tricks_played + 1


def test_64B2_does_not_apply_to_a_revoke_in_another_suit() -> None:
    revokes = [{"seat": "E", "trick": 4, "suit": "H"}, {"seat": "E", "trick": 7, "suit": "D"}]
    r = rule(case("EW EW NS NS NS NS NS NS EW EW NS NS NS", revokes))
    assert [(x.rule, x.tricks_transferred) for x in r.revokes] == [("64A2", 1), ("64A2", 1)]
    # EW won tricks 9 and 10 after both revokes: both are transferred
    assert sorted(r.revokes[0].transferred + r.revokes[1].transferred) == [9, 10]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (9, 11)


def test_64B2_needs_the_suits_when_one_player_revokes_twice() -> None:
    revokes = [{"seat": "E", "trick": 4}, {"seat": "E", "trick": 7}]
    with pytest.raises(CaseError) as exc:
        rule(case("EW EW NS NS NS NS NS NS EW EW NS NS NS", revokes))
    assert exc.value.code == "case_suit_needed"


def test_64B3_dummy_revoke_no_transfer() -> None:
    r = rule(case("EW EW NS N NS NS NS NS EW NS NS NS NS", [{"seat": "N", "trick": 4}]))
    assert (r.revokes[0].rule, r.revokes[0].tricks_transferred) == ("64B3", 0)
    assert r.declarer_tricks_adjusted == r.declarer_tricks_played


def test_64B3_failure_to_play_a_penalty_card_no_transfer() -> None:
    r = rule(case("EW EW NS NS NS NS NS NS EW NS NS NS NS",
                  [{"seat": "W", "trick": 6, "kind": "penalty_card"}]))
    assert (r.revokes[0].rule, r.revokes[0].tricks_transferred) == ("64B3", 0)


@pytest.mark.parametrize("attention, rule_code", [("after_next_call", "64B4"),
                                                   ("after_round", "64B5")])
def test_64B4_64B5_attention_drawn_too_late(attention: str, rule_code: str) -> None:
    r = rule(case("EW EW NS NS E NS NS NS EW NS NS NS NS",
                  [{"seat": "E", "trick": 5, "attention": attention}]))
    assert (r.revokes[0].rule, r.revokes[0].tricks_transferred) == (rule_code, 0)
    assert any(s.code == "64C1.equity" for s in r.steps)


def test_64B6_twelfth_trick_no_transfer_and_62D_correction() -> None:
    r = rule(case("EW EW NS NS NS NS NS NS NS NS NS E NS", [{"seat": "E", "trick": 12}]))
    rr = r.revokes[0]
    assert (rr.rule, rr.tricks_transferred) == ("64B6", 0)
    assert any(s.law == "62D1" for s in rr.steps)


def test_64B7_both_sides_established_revokes_no_transfer_either() -> None:
    revokes = [{"seat": "E", "trick": 4}, {"seat": "S", "trick": 8}]
    r = rule(case("EW EW NS E NS NS NS S EW NS NS NS NS", revokes))
    assert [(x.rule, x.tricks_transferred) for x in r.revokes] == [("64B7", 0), ("64B7", 0)]
    assert any(s.law == "64C2(b)" for s in r.steps)


def test_several_revokes_cannot_transfer_more_tricks_than_the_offenders_won() -> None:
    # East (trick 3, hearts) and West (trick 6, spades) both revoke; East-West
    # win only trick 10 from trick 3 on.  Each revoke alone would move one trick,
    # but there is only one trick of theirs to move (our reading, flagged).  Taken in
    # order, East's (the first) gets it; nothing is left for West's.
    revokes = [{"seat": "E", "trick": 3}, {"seat": "W", "trick": 6}]
    r = rule(case("EW EW NS NS NS NS NS NS NS EW NS NS NS", revokes))
    assert [x.tricks_transferred for x in r.revokes] == [1, 0]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)
    assert [s.code for s in r.revokes[1].steps if s.code.startswith("64A.exh")] == [
        "64A.exhausted_none"]


def test_tricks_won_before_the_revoke_are_never_transferred() -> None:
    # East-West win tricks 1-4; East revokes on trick 5 and EW win nothing after.
    r = rule(case("EW EW EW EW NS NS NS NS NS NS NS NS NS", [{"seat": "E", "trick": 5}]))
    assert r.revokes[0].tricks_transferred == 0
    assert r.revokes[0].rule == "64B1"


def test_claimed_tricks_count_as_later_tricks_of_the_offending_side() -> None:
    # 8 tricks played (EW 1, 2; NS 3-8), then South claims 10 of 13: EW get 1
    # more trick from the claim, after East's revoke on trick 5 -> 64A2.
    c = case("EW EW NS NS NS NS NS NS", [{"seat": "E", "trick": 5}],
             claim={"by": "S", "declarer_tricks": 10})
    r = rule(c)
    assert (r.revokes[0].rule, r.revokes[0].tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)


def test_64C_reminder_after_every_established_revoke() -> None:
    r = rule(case("EW EW EW NS NS NS NS NS NS NS NS NS NS", [{"seat": "E", "trick": 9}]))
    assert any(s.law == "64C1" for s in r.steps)


def test_vulnerable_doubled_contract_scores_after_adjustment() -> None:
    # 4SX by South, NS vulnerable: 9 tricks = -200, 10 tricks = 790.
    r = rule(case("EW EW NS NS NS NS N NS EW NS NS EW NS", [{"seat": "E", "trick": 7}],
                  contract="4SX", vulnerable="NS"))
    assert (r.score_ns_played, r.score_ns_adjusted) == (-200, 790)


def test_east_west_declarer_score_is_negative_for_north_south() -> None:
    # 2H by West; North revokes on trick 3 (won by East), NS win 6 later: one trick.
    r = rule(case("NS E E W EW EW NS EW EW NS EW EW NS", [{"seat": "N", "trick": 3}],
                  contract="2H", declarer="W"))
    # EW as played: 2,3,4,5,6,8,9,11,12 = 9 tricks: 2H+1 = 140 -> NS -140; +1 = -170
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (9, 10)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-140, -170)
