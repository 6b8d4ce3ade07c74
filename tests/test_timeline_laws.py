"""What happened at the table (issue 3): Laws 61B, 62, 63A, 50, 43B2b, 64B4/5/8, 65D, 67B1.

Deal (pbnkit.DEAL), 1NT by South unless said otherwise, West leads:
N AKQJ.T98.765.432   E T98.765.432.AKQJ   S 765.432.AKQJ.T98   W 432.AKQJ.T98.765
Trick 1 in the scenarios: West D8, North D5, East ST (revoke: East holds D4 D3 D2),
South DA.  Expected outcomes are worked from the articles named in each test.
"""

from __future__ import annotations

import pytest

import verzaking
from pbnkit import DEAL
from verzaking.cards import Card, Seat
from verzaking.errors import TimelineError

C = Card.parse
REVOKE_T1 = "D8 D5 ST DA"


def rule(events: list, *, contract: str = "1NT", declarer: str = "S", deal: str | None = DEAL,
         laws: str | None = None, **extra) -> verzaking.Ruling:
    case = {"contract": contract, "declarer": declarer, "vulnerable": "None",
            "events": events, **extra}
    if deal is not None:
        case["deal"] = deal
    return verzaking.rule(case, laws=laws, equity=False)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def penalty_after(r: verzaking.Ruling, trick: int) -> dict:
    return dict(dict(r.penalty_cards).get(trick, {}))


def test_62B1_defenders_corrected_revoke_becomes_a_major_penalty_card() -> None:
    r = rule([REVOKE_T1, {"type": "question", "seat": "S", "to": "E"},
              {"type": "play", "card": "D2"}])
    assert "61B1.declarer" in codes(r) and "62B1.penalty_card" in codes(r)
    assert penalty_after(r, 1) == {Seat.EAST: ((C("ST"), True),)}
    [rr] = r.revokes
    assert (rr.established, rr.rule, rr.tricks_transferred) == (False, "62A", 0)
    # the corrected trick: East's D2, South's DA still wins
    assert r.facts.play.tricks[0].cards[Seat.EAST] == C("D2")
    assert r.facts.play.tricks[0].winner == Seat.SOUTH


def test_62C1_non_offender_may_take_back_his_card_and_62C2_then_offender_side() -> None:
    r = rule([REVOKE_T1, {"type": "attention", "seat": "E"},
              {"type": "play", "card": "D2"},
              {"type": "withdraw", "seat": "S", "card": "DA"},
              {"type": "play", "seat": "S", "card": "DJ"}])
    assert "62C1.withdrawn" in codes(r)
    assert r.facts.play.tricks[0].cards[Seat.SOUTH] == C("DJ")
    assert r.facts.play.tricks[0].winner == Seat.SOUTH


def test_62C2_offender_side_may_not_withdraw_first() -> None:
    with pytest.raises(TimelineError) as exc:
        rule([REVOKE_T1, {"type": "attention", "seat": "E"}, {"type": "play", "card": "D2"},
              {"type": "withdraw", "seat": "W", "card": "D8"}])
    assert exc.value.code == "timeline_withdraw_not_allowed"


def test_62B2_declarers_revoke_is_taken_back_without_penalty() -> None:
    # West leads a heart: North HT, East H7, South (declarer, holding H4 H3 H2) discards C8
    r = rule(["HA HT H7 C8", {"type": "question", "seat": "N", "to": "S"},
              {"type": "play", "card": "H2"}])
    assert "61B2a.dummy" in codes(r) and "62B2.no_penalty" in codes(r)
    assert r.penalty_cards == ((1, {}),)


def test_61B2b_dummy_may_not_ask_a_defender_but_the_revoke_is_still_corrected_62A() -> None:
    # dummy's question is irregular (61B2(b), 16B may apply), yet it brings East's revoke to
    # light before it is established: East plays D2 instead, ST is a major penalty card (62B1)
    r = rule([REVOKE_T1, {"type": "question", "seat": "N", "to": "E"},
              {"type": "play", "card": "D2"}])
    c = codes(r)
    assert c.index("61B.refused_dummy") < c.index("61B2b.attention_all_the_same")
    assert [s.law for s in r.steps if s.code == "61B.refused_dummy"] == ["61B2(b)"]
    assert "62B1.penalty_card" in c
    assert penalty_after(r, 1) == {Seat.EAST: ((C("ST"), True),)}
    [rr] = r.revokes
    assert (rr.established, rr.tricks_transferred) == (False, 0)
    assert r.facts.play.tricks[0].cards[Seat.EAST] == C("D2")


def test_61B_a_question_nobody_may_ask_is_still_refused_with_its_event() -> None:
    # 61B gives declarer the right to ask a defender, not his own dummy, whose cards he sees
    with pytest.raises(TimelineError) as exc:
        rule([REVOKE_T1, {"type": "question", "seat": "S", "to": "N"}])
    assert exc.value.code == "timeline_may_not_ask"
    assert "gebeurtenis 2" in exc.value.message("nl")


def test_61B3_defenders_may_ask_each_other_in_2017() -> None:
    r = rule([REVOKE_T1, {"type": "question", "seat": "W", "to": "E"},
              {"type": "play", "card": "D2"}])
    assert "61B3.defenders" in codes(r)


def test_63A1_play_by_the_non_offending_side_does_not_establish() -> None:
    # South wins trick 1 and leads to trick 2: still not established, still corrected
    r = rule([REVOKE_T1, "S7", {"type": "attention", "seat": "E"},
              {"type": "play", "card": "D2"}])
    assert "62C1.next_trick_back" in codes(r)
    [rr] = r.revokes
    assert not rr.established and rr.rule == "62A"


def test_63A1_play_by_the_offenders_partner_establishes_and_64A_applies() -> None:
    # South leads S7 to trick 2 and West plays: established.  Then play goes on.
    r = rule([REVOKE_T1, "S7 S2 SA S8", {"type": "attention", "seat": "E"}])
    [rr] = r.revokes
    assert rr.established and rr.establishment == "63A1"
    assert "tl.attention_established" in codes(r)


def test_63A2_designating_a_card_for_the_next_trick_establishes() -> None:
    r = rule([REVOKE_T1, "S7", {"type": "designate", "seat": "W", "card": "S2"}])
    assert r.revokes[0].establishment == "63A2"


def test_63A3_claim_by_the_offending_side_establishes() -> None:
    r = rule([REVOKE_T1, {"type": "claim", "seat": "W", "declarer_tricks": 7},
              {"type": "accept", "seat": "S"}])
    rr = r.revokes[0]
    assert (rr.established, rr.establishment) == (True, "63A3")
    # South won trick 1; East-West claim the rest except 6 more for South (7 in all)
    assert r.declarer_tricks_played == 7


def test_63A4_agreeing_to_the_opponents_claim_establishes() -> None:
    r = rule([REVOKE_T1, {"type": "claim", "seat": "S", "declarer_tricks": 9},
              {"type": "accept", "seat": "W"}])
    assert r.revokes[0].establishment == "63A4"


def test_63A4_objection_in_time_undoes_the_agreement() -> None:
    r = rule([REVOKE_T1, {"type": "claim", "seat": "S", "declarer_tricks": 9},
              {"type": "accept", "seat": "W"}, {"type": "object", "seat": "E"}])
    assert not r.revokes[0].established


def test_43B2b_dummy_who_forfeited_his_rights_asks_first() -> None:
    # Declarer revokes on trick 1 (discards C8 on a heart); dummy, who looked at a
    # defender's hand, asks first: corrected, but adjusted as if established.
    r = rule([{"type": "dummy_forfeited"}, "HA HT H7 C8",
              {"type": "question", "seat": "N", "to": "S"}, {"type": "play", "card": "H2"},
              "HK H9 H6 H3", {"type": "claim", "seat": "S", "declarer_tricks": 7},
              {"type": "accept", "seat": "W"}])
    [rr] = r.revokes
    assert rr.establishment == "43B2b"
    # West won trick 1 (HA); North-South won later tricks (claim): 64A2, one trick to EW
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (7, 6)


def test_50D1_major_penalty_card_stays_while_its_owner_must_follow_suit() -> None:
    # East keeps ST as a major penalty card; on tricks 2 and 3 (diamonds) he must
    # follow suit, which comes first (50D1): the card stays on the table.
    r = rule([REVOKE_T1, {"type": "question", "seat": "S", "to": "E"},
              {"type": "play", "card": "D2"}, "DK D9 D6 D3", "DQ DT D7 D4"])
    assert penalty_after(r, 3) == {Seat.EAST: ((C("ST"), True),)}
    assert not [x for x in r.revokes if x.revoke.kind == "penalty_card"]


def test_61A_failing_to_play_a_major_penalty_card_is_a_revoke_with_64B3() -> None:
    # Trick 4: South leads DJ; East is void in diamonds and must play ST, but
    # discards CA: a revoke (61A), with no automatic adjustment (64B3).
    r = rule([REVOKE_T1, {"type": "question", "seat": "S", "to": "E"},
              {"type": "play", "card": "D2"},
              "DK D9 D6 D3", "DQ DT D7 D4", "DJ HJ C2 CA", "S7 S2 SA ST",
              "HT H7 H3 HK"])  # trick 6: West wins, so 64B1 does not apply
    pen = [x for x in r.revokes if x.revoke.kind == "penalty_card"]
    assert len(pen) == 1 and pen[0].revoke.trick == 4
    assert (pen[0].rule, pen[0].tricks_transferred) == ("64B3", 0)
    assert penalty_after(r, 5) == {}


PENALTY_THEN_WEST_ON_LEAD = [
    REVOKE_T1, {"type": "question", "seat": "S", "to": "E"}, {"type": "play", "card": "D2"},
    "H2 HA H8 H5",  # trick 2: South leads H2, West wins with HA; East's ST is still there
]


def test_50D2_partner_of_the_penalty_card_owner_waits_for_declarers_choice() -> None:
    r = rule(PENALTY_THEN_WEST_ON_LEAD)
    assert "50D2.choose" in codes(r)
    [opt] = [s for s in r.next_steps if s.code == "next.option"]
    assert opt.data["leader"] == Seat.WEST and opt.data["owner"] == Seat.EAST


def test_50D2_lead_requirement_not_obeyed_is_a_revoke_with_normal_adjustment() -> None:
    # Declarer requires spades; ST goes back to East's hand.  West, holding S4 S3 S2,
    # leads HK instead and wins: a revoke (61A) won by the offender.  West then leads
    # S2 (establishing it); North wins; South claims 8 in all (EW get 3 of the claim).
    # 64A1: trick 3 plus one later trick of East-West: 8 -> 10.
    r = rule([*PENALTY_THEN_WEST_ON_LEAD,
              {"type": "option", "choice": "require", "suit": "S"},
              "HK H9 H7 H4", "S2 SA S8 S5",
              {"type": "claim", "seat": "S", "declarer_tricks": 8},
              {"type": "accept", "seat": "W"}])
    assert "50D2a.require" in codes(r)
    [lead] = [x for x in r.revokes if x.revoke.kind == "lead_requirement"]
    assert lead.established and (lead.rule, lead.tricks_transferred) == ("64A1", 2)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (8, 10)


def test_64B4_attention_after_a_call_on_the_next_board() -> None:
    r = rule([REVOKE_T1, "S7 S2 SA S8",
              {"type": "claim", "seat": "N", "declarer_tricks": 8}, {"type": "accept", "seat": "E"},
              {"type": "next_board_call", "seat": "S"}, {"type": "attention", "seat": "E"}])
    assert (r.revokes[0].rule, r.revokes[0].tricks_transferred) == ("64B4", 0)


def test_64B5_attention_after_the_round() -> None:
    r = rule([REVOKE_T1, "S7 S2 SA S8",
              {"type": "claim", "seat": "N", "declarer_tricks": 8}, {"type": "accept", "seat": "E"},
              {"type": "end_of_round"}, {"type": "attention", "seat": "E"}])
    assert r.revokes[0].rule == "64B5"


def test_play_after_the_hands_are_returned_is_impossible() -> None:
    with pytest.raises(TimelineError) as exc:
        rule([{"type": "hands_returned"}, REVOKE_T1])
    assert exc.value.code == "timeline_play_after_return"


def test_withdrawing_a_card_never_played_is_impossible() -> None:
    with pytest.raises(TimelineError) as exc:
        rule([REVOKE_T1, {"type": "attention", "seat": "E"},
              {"type": "withdraw", "seat": "S", "card": "DK"}])
    assert exc.value.code == "timeline_withdraw_not_played"


def test_substitute_must_follow_suit() -> None:
    with pytest.raises(TimelineError) as exc:
        rule([REVOKE_T1, {"type": "attention", "seat": "E"}, {"type": "play", "card": "CA"}])
    assert exc.value.code == "timeline_substitute_illegal"


def test_65D_disturbing_the_played_cards_jeopardises_that_sides_rights() -> None:
    r = rule([REVOKE_T1, {"type": "disturbed", "seat": "W"}])
    [step] = [s for s in r.steps if s.code == "65D.disturbed"]
    assert step.law == "65D" and step.data["side"].name == "EW"


def test_67B1_defective_trick_found_late_costs_one_trick() -> None:
    tricks = ["EW", "EW", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "EW"]
    r = rule([{"type": "defective_trick", "seat": "E", "trick": 3}], deal=None,
             contract="4S", tricks=[*tricks[:12], "E"])
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)


def test_62D1_twelfth_trick_revoke_corrected_after_play() -> None:
    # Without the deal: tricks 1-11 as winners, then trick 12 and 13 card by card.
    # 4S by South; trick 12 led by South: SJ? use a heart: South H9, West H2,
    # North HA, East discards C4 while holding H3 (revoke) and plays H3 to trick 13.
    tricks = ["EW", "EW", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "EW", "S"]
    events = [{"type": "play", "seat": "S", "card": "H9"}, {"type": "play", "card": "H2"},
              {"type": "play", "card": "HA"}, {"type": "play", "card": "C4", "revoke": True},
              # North leads trick 13: D5; East H3, South D2, West D9
              {"type": "play", "card": "D5"}, {"type": "play", "card": "H3"},
              {"type": "play", "card": "D2"}, {"type": "play", "card": "D9"},
              {"type": "attention", "seat": "E"}]
    r = rule(events, deal=None, contract="4S", tricks=tricks)
    [rr] = r.revokes
    assert rr.rule == "64B6" and rr.tricks_transferred == 0
    assert "62D1.replayed" in codes(r)
    # Corrected: trick 12 South H9, West H2, North HA, East H3: North wins; trick 13
    # North D5, East C4, South D2, West D9: West wins.  North-South had 8 tricks
    # after trick 11; as played and as corrected they win trick 12: 9 either way.
    assert r.declarer_tricks_played == 9


def test_62C3_both_sides_revoked_on_one_trick_only_one_side_played_on() -> None:
    # Trick 1: West D8, North D5, East ST (revoke), South C8 (revoke: declarer holds
    # diamonds).  West wins and leads S2 to trick 2: East's revoke is established,
    # South's is not.  Both are corrected; East's ST becomes a penalty card; no
    # tricks are transferred (64B8).
    r = rule(["D8 D5 ST C8", "S2", {"type": "attention", "seat": "S"},
              {"type": "play", "card": "DA"}, {"type": "play", "card": "D2"}])
    assert "62C3.both" in codes(r)
    assert sorted((x.revoke.seat, x.rule, x.tricks_transferred) for x in r.revokes) == [
        (Seat.EAST, "64B8", 0), (Seat.SOUTH, "64B8", 0)]
    assert penalty_after(r, 1) == {Seat.EAST: ((C("ST"), True),)}
    # corrected trick 1: South's DA wins it; West's S2 went back to his hand
    assert r.facts.play.tricks[0].winner == Seat.SOUTH


def test_62D1_then_62C1_a_non_offender_changes_his_trick_12_card() -> None:
    # Without the deal.  4S by South; North-South have 8 tricks after trick 11,
    # South won trick 11.  Trick 12: South H9, West H2, North HA, East C4 (revoke:
    # East holds H3).  Trick 13: North D5, East H3, South D2, West D9: West wins.
    # Corrected (62D1): East plays H3 to trick 12, C4 to trick 13.  Then South,
    # who played before the revoke, may not change; West played before it too;
    # North played before it as well -- so nobody may: a withdraw is refused.
    tricks = ["EW", "EW", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "EW", "S"]
    events = [{"type": "play", "seat": "S", "card": "H9"}, {"type": "play", "card": "H2"},
              {"type": "play", "card": "HA"}, {"type": "play", "card": "C4", "revoke": True},
              {"type": "play", "card": "D5"}, {"type": "play", "card": "H3"},
              {"type": "play", "card": "D2"}, {"type": "play", "card": "D9"},
              {"type": "attention", "seat": "E"}]
    with pytest.raises(TimelineError) as exc:
        rule([*events, {"type": "withdraw", "seat": "N", "card": "HA"}], deal=None,
             contract="4S", tricks=tricks)
    assert exc.value.code == "timeline_withdraw_not_allowed"


def test_62D1_then_62C1_declarer_after_the_revoke_changes_his_card() -> None:
    # 4S by South.  Trick 12: West leads H5, North H2, East discards C4 (revoke,
    # holds H3), South ruffs SA.  Trick 13: South leads D2, West D9, North D5, East
    # H3: West wins.  Corrected: East plays H3 to trick 12; South, who played after
    # the revoke, may then play D2 instead of SA (62C1): trick 12 West H5, North H2,
    # East H3, South D2 -> West wins; trick 13 West D9, North D5, East C4, South SA
    # ruffs -> South.  North-South have 7 after trick 11 (3-9); as played they win
    # trick 12 (8 in all); after the change trick 13 instead (8 in all).
    tricks = ["EW", "EW", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "EW", "W"]
    events = [{"type": "play", "seat": "W", "card": "H5"}, {"type": "play", "card": "H2"},
              {"type": "play", "card": "C4", "revoke": True}, {"type": "play", "card": "SA"},
              {"type": "play", "card": "D2"}, {"type": "play", "card": "D9"},
              {"type": "play", "card": "D5"}, {"type": "play", "card": "H3"},
              {"type": "attention", "seat": "E"},
              {"type": "withdraw", "seat": "S", "card": "SA"}]
    r = rule(events, deal=None, contract="4S", tricks=tricks)
    assert "62C.twelfth_changed" in codes(r)
    t12, t13 = r.facts.tricks[11], r.facts.tricks[12]
    assert (t12.winner, t13.winner) == (Seat.WEST, Seat.SOUTH)
    assert r.declarer_tricks_played == 8 and r.revokes[0].rule == "64B6"


def test_50B_a_small_card_dropped_by_accident_is_a_minor_penalty_card() -> None:
    # After trick 1 West drops his C5 by accident: below honour rank, a minor penalty
    # card (50C); East's corrected revoke card ST is a major one (50D1).
    r = rule([REVOKE_T1, {"type": "question", "seat": "S", "to": "E"},
              {"type": "play", "card": "D2"},
              {"type": "exposed", "seat": "W", "card": "C5", "choice": "accident"}])
    assert "50B.minor" in codes(r)
    pens = {s.data["seat"]: s for s in r.next_steps if s.code.startswith("next.penalty_card")}
    # the minor card has its own line (50C), the major one must be played at once (50D1)
    assert (pens[Seat.WEST].code, pens[Seat.WEST].law) == ("next.penalty_card_minor", "50C")
    assert (pens[Seat.EAST].code, pens[Seat.EAST].law) == ("next.penalty_card", "50D1")


def test_50B_an_honour_dropped_by_accident_is_major() -> None:
    r = rule([REVOKE_T1, {"type": "question", "seat": "S", "to": "E"},
              {"type": "play", "card": "D2"},
              {"type": "exposed", "seat": "W", "card": "HJ", "choice": "accident"}])
    assert "50B.major" in codes(r)


def test_50B_two_penalty_cards_of_one_defender_are_both_major() -> None:
    # West drops C5 (minor on its own), then C6: with two, both are major (50B).
    r = rule(["D8 D5 ST DA", {"type": "exposed", "seat": "W", "card": "C5", "choice": "accident"},
              {"type": "exposed", "seat": "W", "card": "C6"}])
    assert [s.code for s in r.steps if s.code.startswith("50B")] == ["50B.minor", "50B.major"]
    [pen] = [s for s in r.next_steps if s.code == "next.penalty_card"]
    assert pen.law == "50D1"


def test_48A_declarers_exposed_card_is_no_penalty_card() -> None:
    r = rule(["D8 D5 ST DA", {"type": "exposed", "seat": "S", "card": "C8"}])
    assert "48A.declarer_exposed" in codes(r)
    assert not [s for s in r.next_steps if s.code == "next.penalty_card" and
                s.data["seat"] == Seat.SOUTH]
