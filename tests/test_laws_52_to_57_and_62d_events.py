"""Leads and plays out of turn (53-57), a card played instead of a penalty card (52), and
the twelfth trick corrected with 62C (62D1): issue 13, items 1-3.

Deal, 3NT by South, nobody vulnerable, West leads:
    N KQJ.AKQ.AQ5.AKQ2   E AT98.JT9.JT9.JT9   S 765.876.K873.876   W 432.5432.642.543
In ``NORMAL`` North wins tricks 1-11, each player following suit; the ending is then
    N D5 C2   E DJ SA   S DK D3   W D4 H2
Scores are worked by hand from Law 77: 3NT not vulnerable is 100 + 300 for game, 30 for
each overtrick: 11 tricks +460, 12 tricks +490, 13 tricks +520.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cards import Card, Seat
from verzaking.errors import TimelineError

C = Card.parse
DEAL = "N:KQJ.AKQ.AQ5.AKQ2 AT98.JT9.JT9.JT9 765.876.K873.876 432.5432.642.543"
NORMAL = ["S2 SK S8 S5", "SQ S9 S6 S3", "SJ ST S7 S4", "HA H9 H6 H3", "HK HT H7 H4",
          "HQ HJ H8 H5", "CA C9 C6 C3", "CK CT C7 C4", "CQ CJ C8 C5", "DA D9 D7 D2",
          "DQ DT D8 D6"]
# trick 12: East discards SA although he holds DJ; North's D5 wins; North wins trick 13 too
REVOKE_12 = ["D5 SA D3 D4", "C2 DJ DK H2"]


def rule(events: list[Any], **kw: Any) -> verzaking.Ruling:
    case = {"contract": "3NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": events}
    return verzaking.rule(case, equity=False, **kw)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def attention(seat: str, trick: int | None = None) -> dict[str, Any]:
    event: dict[str, Any] = {"type": "attention", "seat": seat}
    if trick is not None:
        event["trick"] = trick
    return event


# -- 62D1 with 62C1: after the twelfth trick is corrected, a later player chooses again --------

def test_62D1_correction_alone_gives_east_both_last_tricks() -> None:
    # corrected, East's DJ wins trick 12 and his SA trick 13: declarer 13 -> 11, no transfer;
    # the score table shows the tricks as they lay (13, +520) and after the correction (11)
    r = rule([*NORMAL, *REVOKE_12, attention("E")])
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (13, 11)
    assert (r.score_ns_played, r.score_ns_adjusted) == (520, 460)
    assert "77.score_unchanged" not in codes(r)
    assert "62D1.replayed" in codes(r) and "64B6.twelfth" in codes(r)
    # South played after the revoke and holds another diamond: he may still choose (62C1)
    [nxt] = [s for s in r.next_steps if s.code == "next.twelfth_may_change"]
    assert nxt.law == "62C1" and nxt.data["seats"] == (Seat.SOUTH,)


def test_62C1_after_62D1_south_plays_his_king_to_trick_12_instead() -> None:
    # South overtakes with DK: he wins trick 12, leads D3 to trick 13, East's SA is discarded
    r = rule([*NORMAL, *REVOKE_12, attention("E"), {"type": "withdraw", "seat": "S",
                                                     "card": "D3"}])
    assert "62C.twelfth_changed" in codes(r)
    assert r.declarer_tricks_adjusted == 13 and r.score_ns_adjusted == 520
    t12, t13 = r.facts.play.tricks[11], r.facts.play.tricks[12]
    assert (t12.cards[Seat.EAST], t12.cards[Seat.SOUTH], t12.winner) == (C("DJ"), C("DK"),
                                                                         Seat.SOUTH)
    assert (t13.cards[Seat.SOUTH], t13.winner) == (C("D3"), Seat.SOUTH)
    assert not [s for s in r.next_steps if s.code == "next.twelfth_may_change"]


def test_62D1_during_trick_13_the_last_cards_are_forced_then_62C1_applies() -> None:
    # attention while trick 13 is still being played: South's DK and West's H2 are forced
    r = rule([*NORMAL, "D5 SA D3 D4", "C2 DJ", attention("E"),
              {"type": "withdraw", "seat": "S", "card": "D3"}])
    assert codes(r).count("62D1.last_card") == 2
    assert r.declarer_tricks_adjusted == 13 and r.score_ns_adjusted == 520


def test_62C_offenders_partner_may_not_choose_before_the_non_offenders() -> None:
    with pytest.raises(TimelineError) as err:
        rule([*NORMAL, *REVOKE_12, attention("E"), {"type": "withdraw", "seat": "W",
                                                     "card": "D4"}])
    assert err.value.code == "timeline_withdraw_not_allowed"
    assert err.value.params["event"] == 15


def test_62C_a_change_that_would_itself_be_a_revoke_is_refused() -> None:
    # after South's change West may choose (62C2), but his other card H2 would not follow
    # diamonds on trick 12: refused, and "what now?" does not offer it
    events = [*NORMAL, *REVOKE_12, attention("E"),
              {"type": "withdraw", "seat": "S", "card": "D3"}]
    with pytest.raises(TimelineError) as err:
        rule([*events, {"type": "withdraw", "seat": "W", "card": "D4"}])
    assert err.value.code == "timeline_substitute_illegal"
    r = rule(events)
    assert not [s for s in r.next_steps if s.code == "next.twelfth_may_change"]


def test_62C_the_leader_of_trick_12_cannot_choose_again() -> None:
    with pytest.raises(TimelineError) as err:
        rule([*NORMAL, *REVOKE_12, attention("E"), {"type": "withdraw", "seat": "N",
                                                     "card": "D5"}])
    assert err.value.code == "timeline_withdraw_not_allowed"


# -- 53-56: a lead out of turn ----------------------------------------------------------------

LOOT_REFUSED = [{"type": "lead_out_of_turn", "seat": "E", "card": "SA", "choice": "refuse"}]


def test_50D2_at_trick_1_required_lead_not_made_is_a_revoke_61A() -> None:
    # East's SA, led out of turn, is refused: a major penalty card (56); West is to lead and
    # declarer requires spades (50D2(a)); the card is picked up.  West leads H2 holding
    # spades: a revoke (61A).  North wins trick 1; East plays to trick 2: established (63A1).
    # West's side wins tricks 12 and 13 (DJ, SA), not the revoke trick: one trick (64A2).
    play = ["H2 HA H9 H6", "SK S8 S5 S2", "SQ S9 S6 S3", "SJ ST S7 S4", "HK HT H7 H3",
            "HQ HJ H8 H4", "CA C9 C6 C3", "CK CT C7 C4", "CQ CJ C8 C5", "DA D9 D7 D2",
            "DQ DT D8 D6", "D5 DJ D3 D4", "SA DK H5 C2"]
    r = rule([*LOOT_REFUSED, {"type": "option", "choice": "require", "suit": "S"}, *play,
              attention("W", 1)])
    c = codes(r)
    assert c.index("53.out_of_turn") < c.index("56.penalty_card") < c.index("50D2.choose")
    assert "50D2a.require" in c and "tl.lead_not_obeyed_require" in c
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind)) == (Seat.WEST, 1,
                                                                      "lead_requirement")
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (11, 12)
    assert (r.score_ns_played, r.score_ns_adjusted) == (460, 490)


def test_53A_next_hand_playing_accepts_the_lead_out_of_turn() -> None:
    # East leads S8 out of turn; South (next after East) plays: accepted, East led trick 1
    r = rule([{"type": "lead_out_of_turn", "seat": "E", "card": "S8"}, "S5 S2 SK"])
    assert "53A.accepted" in codes(r)
    t1 = r.facts.play.tricks[0]
    assert (t1.leader, t1.winner) == (Seat.EAST, Seat.NORTH)
    assert not r.revokes


def test_56_right_leader_leading_refuses_it_and_the_card_is_a_major_penalty_card() -> None:
    # West leads instead: the lead is refused and East's S8 is a major penalty card, which he
    # must play to the spade lead; playing S9 instead is a revoke, accepted when South plays
    # after it (52B1(b)): the S8 stays a penalty card
    r = rule([{"type": "lead_out_of_turn", "seat": "E", "card": "S8"}, "S2 SK S9 S5"])
    c = codes(r)
    assert c.index("56.penalty_card") < c.index("tl.penalty_not_played") < c.index(
        "52B1.accepted")
    assert dict(dict(r.penalty_cards)[1]) == {Seat.EAST: ((C("S8"), True),)}
    [rr] = r.revokes
    # accepting the card is no establishment (63A1): nobody of East-West played to trick 2
    assert not rr.established and rr.tricks_transferred == 0
    assert "62A.correct" not in codes(r)


def test_54A_declarer_spreads_after_opening_lead_out_of_turn_and_partner_declares() -> None:
    r = rule([{"type": "lead_out_of_turn", "seat": "E", "card": "S8", "choice": "spread"},
              "S5 S2 SK"])
    assert "54A.spread" in codes(r)
    assert r.facts.contract.declarer == Seat.NORTH


def test_54A_spreading_is_only_at_the_opening_lead() -> None:
    with pytest.raises(TimelineError) as err:
        rule([NORMAL[0], {"type": "lead_out_of_turn", "seat": "W", "card": "S3",
                          "choice": "spread"}])
    assert err.value.code == "timeline_loot_spread"


def test_55B_declarers_lead_out_of_turn_refused_goes_back_without_penalty() -> None:
    # after trick 1 North (dummy) is to lead; South leads D3 from his hand: refused, North leads
    r = rule([NORMAL[0], {"type": "lead_out_of_turn", "seat": "S", "card": "D3",
                          "choice": "refuse"}, "SQ S9 S6 S3"])
    assert "55B.retracted" in codes(r)
    assert not any(dict(dict(r.penalty_cards).get(2, {})).values())
    assert r.facts.play.tricks[1].leader == Seat.NORTH


def test_53_leading_in_turn_is_no_lead_out_of_turn_and_other_events_wait() -> None:
    with pytest.raises(TimelineError) as err:
        rule([{"type": "lead_out_of_turn", "seat": "W", "card": "S2"}])
    assert err.value.code == "timeline_loot_in_turn"
    with pytest.raises(TimelineError) as err:
        rule([{"type": "lead_out_of_turn", "seat": "E", "card": "S8"},
              {"type": "claim", "seat": "S", "declarer_tricks": 9}])
    assert err.value.code == "timeline_loot_pending"
    with pytest.raises(TimelineError) as err:  # North is neither the next hand nor the leader
        rule([{"type": "lead_out_of_turn", "seat": "E", "card": "S8"},
              {"type": "play", "seat": "N", "card": "SK"}])
    assert err.value.code == "timeline_loot_pending"


# -- 57: a defender plays before his partner ----------------------------------------------------

PREMATURE = [NORMAL[0], "HA", {"type": "premature_play", "seat": "W", "card": "H3"}]


def test_57A_premature_play_is_a_major_penalty_card_and_declarer_names_partners_card() -> None:
    # North leads HA; West plays H3 before East: a major penalty card; declarer requires
    # East's lowest heart (H9); West's H3 must then follow to the hearts (50D1)
    r = rule([*PREMATURE, {"type": "option", "choice": "lowest"}, "H9 H6 H3"])
    assert "57A.penalty_card" in codes(r) and "57A.lowest" in codes(r)
    assert not r.revokes
    assert r.facts.play.tricks[1].cards[Seat.EAST] == C("H9")


def test_61A_not_playing_the_card_declarer_named_after_57A_is_a_revoke() -> None:
    r = rule([*PREMATURE, {"type": "option", "choice": "lowest"}, "HJ H6 H3"])
    assert "tl.play_rule_not_obeyed" in codes(r)
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind)) == (
        Seat.EAST, 2, "play_requirement")


def test_57A_only_a_defender_whose_partner_has_still_to_play_plays_too_soon() -> None:
    # trick 2: North leads HA and East is to play: East's card is in turn, South is declarer
    for seat, card in (("E", "H9"), ("S", "H6")):
        with pytest.raises(TimelineError) as err:
            rule([NORMAL[0], "HA", {"type": "premature_play", "seat": seat, "card": card}])
        assert err.value.code == "timeline_premature_not"


# -- 52: a card played when a penalty card was due --------------------------------------------

PENALTY_C5 = [NORMAL[0], {"type": "exposed", "seat": "W", "card": "C5", "choice": "deliberate"},
              "CA C9 C6 C3"]  # West had to play the club penalty card C5 and played C3


def test_52B1b_declarer_playing_on_accepts_the_card_and_the_penalty_card_stays() -> None:
    r = rule([*PENALTY_C5, "CK CT C7 C5"])
    assert "52B1.accepted" in codes(r)
    assert "62A.correct_obligation" not in codes(r) and "62A.correct" not in codes(r)
    [rr] = r.revokes
    assert rr.established and rr.tricks_transferred == 0
    assert r.facts.play.tricks[1].cards[Seat.WEST] == C("C3")
    assert r.facts.play.tricks[2].cards[Seat.WEST] == C("C5")


def test_52B1b_failing_the_penalty_card_is_64B3_once_its_side_wins_a_trick() -> None:
    # North wins tricks 1-11; East wins 12 and 13: without 64B3 one trick would go (64A2)
    r = rule([*PENALTY_C5, "CK CT C7 C5", "CQ CJ C8 C4", *NORMAL[1:6], *NORMAL[9:],
              "D5 DJ D3 D4", "SA DK H2 C2"])
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64B3", 0)
    assert r.declarer_tricks_played == r.declarer_tricks_adjusted == 11


def test_52B_attention_before_declarer_plays_lets_him_choose() -> None:
    r = rule([*PENALTY_C5, attention("W")])
    assert "52B.choose" in codes(r)
    assert "62A.correct_obligation" not in codes(r)
    assert r.next_steps[0].code == "next.law52_choose"


def test_52B1a_accepted_the_card_stands() -> None:
    r = rule([*PENALTY_C5, attention("W"), {"type": "accept_play"}, "CK CT C7 C5"])
    assert "52B1.accepted" in codes(r)
    assert r.revokes[0].established and r.revokes[0].tricks_transferred == 0


def test_52B2_the_penalty_card_instead_and_the_other_card_a_penalty_card() -> None:
    r = rule([*PENALTY_C5, attention("W"), {"type": "refuse_play"}, "CK CT C7 C3"])
    assert "52B2.substituted" in codes(r)
    assert r.facts.play.tricks[1].cards[Seat.WEST] == C("C5")
    assert r.facts.play.tricks[2].cards[Seat.WEST] == C("C3")
    [rr] = r.revokes
    assert not rr.established and rr.tricks_transferred == 0


def test_52_refused_when_no_card_waits_for_declarers_choice() -> None:
    with pytest.raises(TimelineError) as err:
        rule([NORMAL[0], {"type": "refuse_play"}])
    assert err.value.code == "timeline_no_law52"


# -- 63A1 through a lead out of turn; a claim during a trick; 66D disputed facts ------------------

def test_63A1_a_lead_out_of_turn_by_the_offending_side_establishes_its_revoke() -> None:
    # trick 12: East revokes (SA, holding DJ); North wins; West then leads H2 out of turn
    # (North is to lead): a lead by the offending side to the next trick, legal or not,
    # establishes the revoke (63A1).  The lead is refused: H2 a major penalty card (56).
    r = rule([*NORMAL, REVOKE_12[0], {"type": "lead_out_of_turn", "seat": "W", "card": "H2",
                                      "choice": "refuse"}])
    [rr] = r.revokes
    assert rr.revoke.trick == 12 and rr.establishment == "63A1"
    assert "56.penalty_card" in codes(r)


def test_68_a_claim_during_a_trick_is_no_longer_refused() -> None:
    # trick 12 half played (North D5, East SA: a revoke); South claims the rest and West agrees:
    # the revoke is established by the offending side's agreement (63A4); North-South won
    # every trick, so nothing is transferred (64B1) and 3NT makes 13 tricks: +520
    r = rule([*NORMAL, "D5 SA", {"type": "claim", "seat": "S", "declarer_tricks": 13},
              {"type": "accept", "seat": "W"}])
    [rr] = r.revokes
    assert rr.establishment == "63A4" and (rr.rule, rr.tricks_transferred) == ("64B1", 0)
    assert r.declarer_tricks_adjusted == 13 and r.score_ns_adjusted == 520


QUICK_4S = {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": ["S", "S", "N", "W", "S", "E", "S", "S", "N", "W", "S", "E", "S"]}


def test_66D_offender_mixed_his_cards_the_director_rules_for_the_other_side() -> None:
    # North-South say East revoked on trick 6; East mixed his cards.  Ruled for North-South:
    # an established revoke.  East won trick 6, East-West won 10 and 12 later: two tricks
    # (64A1); declarer 9 -> 11, 4S+1 = +450 instead of -50
    r = verzaking.rule({**QUICK_4S, "events": [{"type": "disputed", "seat": "E", "trick": 6,
                                                 "by": "E"}]}, equity=False)
    assert "66D.revoke_taken" in codes(r)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A1", 2)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 450)


def test_66D_claimant_mixed_his_cards_there_is_no_revoke() -> None:
    r = verzaking.rule({**QUICK_4S, "events": [{"type": "disputed", "seat": "E", "trick": 6,
                                                 "by": "S"}]}, equity=False)
    assert "66D.no_revoke" in codes(r) and not r.revokes
    assert r.score_ns_adjusted == -50


def test_66D_with_the_deal_the_facts_can_be_found_and_during_play_it_waits() -> None:
    with pytest.raises(TimelineError) as err:
        rule([*NORMAL, *REVOKE_12, {"type": "disputed", "seat": "E", "trick": 12, "by": "E"}])
    assert err.value.code == "timeline_dispute_with_deal"
    with pytest.raises(TimelineError) as err:
        verzaking.rule({**QUICK_4S, "tricks": QUICK_4S["tricks"][:8],
                        "events": [{"type": "disputed", "seat": "E", "trick": 6, "by": "E"}]},
                       equity=False)
    assert err.value.code == "timeline_dispute_in_play"


def test_55_a_lead_from_the_wrong_hand_of_declarers_side_is_declarers() -> None:
    # after trick 1 dummy (North) is to lead; a lead from South's hand is declarer's lead out
    # of turn (55), never "South (declarer)" for a card led from dummy or "dummy led"
    r = rule([NORMAL[0], {"type": "lead_out_of_turn", "seat": "S", "card": "D3"}])
    [nxt] = [s for s in r.next_steps if s.code == "next.loot_declarer"]
    en = verzaking.render_text(r, "en")
    assert nxt.law == "55A" and "Declarer led ♦3 from South's hand out of turn" in en
