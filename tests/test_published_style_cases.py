"""Table situations of the kind published in TD guides and rulings columns (2017 Laws).

Every case is a whole board: a real 52-card deal and the events as the director
heard them, played to the end (or to a claim) so that the trick count and the
score can be checked.  Each expected value was worked by hand from the articles
named in the test; the comments give the play trick by trick (lead first, then
the other three in rotation) and the count.  Four of them began as findings (the
program got them wrong) and stay as regression tests.

Two deals are used.

D1, 4♠ by South, West leads::

            ♠ K 10 4
            ♥ A Q 6 5
            ♦ K 7 3
            ♣ 8 6 2
    ♠ 5 2               ♠ 7 6
    ♥ 10 7 3            ♥ K J 9 8
    ♦ 8 6 2             ♦ Q J 10 9
    ♣ Q 10 7 4 3        ♣ A J 9
            ♠ A Q J 9 8 3
            ♥ 4 2
            ♦ A 5 4
            ♣ K 5

STD (the suite's pbnkit deal)::

    N ♠AKQJ ♥T98 ♦765 ♣432      E ♠T98 ♥765 ♦432 ♣AKQJ
    S ♠765 ♥432 ♦AKQJ ♣T98      W ♠432 ♥AKQJ ♦T98 ♣765

Three of these boards are also the documentation examples ``examples/tafel-*.json``;
their tests read the files, so the examples cannot drift from the rulings.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

import verzaking
from conftest import EXAMPLES
from pbnkit import DEAL as STD
from verzaking.cards import Card, Seat

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

D1 = "N:KT4.AQ65.K73.862 76.KJ98.QJT9.AJ9 AQJ983.42.A54.K5 52.T73.862.QT743"
# D1, 4S by South: West leads C4 to East's CA; East returns CJ to South's CK;
# South cashes SA.  Declarer 2 tricks, defenders 1.
D1_OPENING = ["C4 C2 CA C5", "CJ CK C3 C6", "SA S2 S4 S6"]


def q(seat: str, to: str) -> dict[str, str]:
    return {"type": "question", "seat": seat, "to": to}


def play(card: str, **extra: Any) -> dict[str, Any]:
    return {"type": "play", "card": card, **extra}


def attention(seat: str) -> dict[str, str]:
    return {"type": "attention", "seat": seat}


def withdraw(seat: str, card: str) -> dict[str, str]:
    return {"type": "withdraw", "seat": seat, "card": card}


def case(events: list, *, contract: str = "4S", declarer: str = "S", deal: str | None = D1,
         **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"contract": contract, "declarer": declarer, "vulnerable": "None",
                           "events": events, **extra}
    if deal is not None:
        out["deal"] = deal
    return out


def rule(c: dict[str, Any]) -> verzaking.Ruling:
    return verzaking.rule(c, equity=False)


def example(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def next_codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.next_steps]


def penalties(r: verzaking.Ruling, trick: int) -> dict:
    return dict(dict(r.penalty_cards).get(trick, {}))


def by_kind(r: verzaking.Ruling, kind: str) -> list:
    return [x for x in r.revokes if x.revoke.kind == kind]


def result(r: verzaking.Ruling) -> tuple:
    return (r.declarer_tricks_played, r.declarer_tricks_adjusted,
            r.score_ns_played, r.score_ns_adjusted)


# -- 1. 62B1, 50D1, 50D2(a): a corrected trump revoke, declarer requires the suit ------------


def test_62B1_50D2a_corrected_trump_revoke_declarer_requires_the_penalty_cards_suit() -> None:
    # examples/tafel-strafkaart-eisen.json (D1, 4S by South).
    # T4: S S3, W S5, N SK, E DQ -- East still holds S7: a revoke (61A).  South asks
    #     "no spades?" (61B1); East plays S7 (62B) and DQ, from a defender's unfaced
    #     hand, becomes a MAJOR penalty card (62B1, 50B).  North's SK wins.
    # T5: N C8, E C9 (following suit comes first, 50D1(b): DQ stays), S H2 (loser on
    #     loser), W CQ wins.  West has the lead, East a major penalty card: West may
    #     not lead until declarer chooses (50D2).  Declarer requires diamonds: the DQ
    #     goes back into East's hand (50D2(a)).
    # T6: W D2, N D3, E DT, S DA.  T7-T9: South draws and cashes trumps
    #     (SQ, SJ, S9; North's ST falls on T7).  T10: S D4 to N DK.  T11: N HA.
    #     T12: N HQ, E HK, S S8 ruffs.  T13: S D5, W D8, N D7, E DQ wins.
    # Declarer: T2 T3 T4 T6 T7 T8 T9 T10 T11 T12 = 10.  No revoke was established
    # (corrected under 62A): no transfer.  4S made, +420.
    c = example("tafel-strafkaart-eisen.json")
    r = rule(c)
    assert "61B1.declarer" in codes(r) and "62B1.penalty_card" in codes(r)
    assert penalties(r, 4) == {E: ((C("DQ"), True),)}
    assert penalties(r, 5) == {E: ((C("DQ"), True),)}  # still there after T5 (50D1(b))
    assert "50D2.choose" in codes(r) and "50D2a.require" in codes(r)
    assert penalties(r, 6) == {}  # picked up under 50D2(a)
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.established, rr.rule) == (E, 4, False, "62A")
    assert result(r) == (10, 10, 420, 420)

    # "What now?" just after T5: declarer's choice first, West may not lead yet.
    c_t5 = {**c, "events": c["events"][:7]}
    r5 = rule(c_t5)
    [opt] = [s for s in r5.next_steps if s.code == "next.option"]
    assert (opt.data["leader"], opt.data["owner"], opt.data["cards"]) == (W, E, (C("DQ"),))


# -- 2. 50D2(a) prohibition lasts while partner keeps the lead; a breach is a revoke -------

STD_OPENING = [
    # STD, 2D by South, West leads.
    # T1: W S2, N SA, E S8, S S5: North.
    "S2 SA S8 S5",
    # T2: N D5, E CJ -- East holds D4 D3 D2: revoke; South asks, East plays D2 and
    #     CJ becomes a major penalty card (62B1).  S DA, W D8: South wins.
    "D5 CJ DA D8", q("S", "E"), play("D2"),
    # T3: S H2, W HA, N H8, E H5: West wins and has the lead with East's CJ on the
    #     table (50D2).
    "H2 HA H8 H5",
]


def test_50D2a_prohibition_lasts_while_partner_keeps_the_lead_and_a_breach_is_a_64A2_revoke(
) -> None:
    # Declarer forbids clubs (to cut the defence off from East's clubs); CJ is picked
    # up (50D2(a)).  West cashes HK (T4) and HQ (T5), keeping the lead, so the
    # prohibition still holds; at T6 he leads C5: failing to comply with a lead
    # restriction is a revoke (61A).  East plays to T7: established (63A1).
    # T6: W C5, N C2, E CA, S C8 (East).  T7: E CK.  T8: E CQ.  T9: E CJ, S ruffs DJ.
    # T10, T11: South DK, DQ.  T12, T13: North SK, SQ.
    # Declarer: T1 T2 T9 T10 T11 T12 T13 = 7: 2D-1, -50.
    # The revoke trick (T6) was won by East, not by the offender West: 64A2, one
    # trick (not 64B3: the card was picked up, this is no penalty card).  8 tricks:
    # 2D made, +90.
    r = rule(case([*STD_OPENING, {"type": "option", "choice": "forbid", "suit": "C"},
                   "HK H9 H6 H3", "HQ HT H7 H4", "C5 C2 CA C8", "CK C9 C6 C3",
                   "CQ CT C7 C4", "CJ DJ HJ SJ", "DK D9 D6 D3", "DQ DT D7 D4",
                   "S6 S3 SK S9", "SQ ST S7 S4"], contract="2D", deal=STD))
    assert "50D2a.forbid" in codes(r) and penalties(r, 3) == {E: ((C("CJ"), True),)}
    assert penalties(r, 4) == {}
    [lead] = by_kind(r, "lead_requirement")
    assert (lead.revoke.seat, lead.revoke.trick, lead.established) == (W, 6, True)
    assert (lead.rule, lead.tricks_transferred, lead.transferred) == ("64A2", 1, (6,))
    assert result(r) == (7, 8, -50, 90)


# -- 3. 50D2(b) and 64B3: a penalty card not played when able ------------------------------


def test_50D2b_penalty_card_stays_and_64B3_not_playing_it_when_able_is_a_revoke_without_transfer(
) -> None:
    # Same start; declarer leaves the penalty card (50D2(b)): West may lead anything
    # and East's CJ stays a major penalty card.
    # T4: W C5, N C2, E CA -- East had to play the CJ: following suit with the
    #     penalty card is its first legal opportunity (50D1).  Playing CA instead is a
    #     revoke (61A); S C8; East wins.  T5: East (still owning the penalty card)
    #     leads CJ: he must (50D1) and it establishes the T4 revoke (63A1).
    # T6: E CK.  T7: E CQ, S ruffs DJ.  T8, T9: DK, DQ.  T10, T11: SK, SQ (North).
    # T12, T13: West's HK, HQ.  Declarer: T1 T2 T7 T8 T9 T10 T11 = 7, 2D-1, -50.
    # 64B3: failing to play a penalty card: no automatic adjustment; 64C1 is
    # reminded.  -50 stands.
    r = rule(case([*STD_OPENING, {"type": "option", "choice": "none"},
                   "C5 C2 CA C8", "CJ C9 C6 C3", "CK CT C7 C4", "CQ DJ HJ SJ",
                   "DK D9 D6 D3", "DQ DT D7 D4", "S6 S3 SK S9", "SQ ST S7 S4",
                   "HT H7 H4 HK", "HQ H9 H6 H3"], contract="2D", deal=STD))
    assert "50D2b.none" in codes(r)
    assert penalties(r, 4) == {E: ((C("CJ"), True),)}  # still a penalty card after T4
    assert penalties(r, 5) == {}
    [pc] = by_kind(r, "penalty_card")
    assert (pc.revoke.seat, pc.revoke.trick, pc.established) == (E, 4, True)
    assert (pc.rule, pc.tricks_transferred) == ("64B3", 0)
    assert "64C1.equity" in codes(r)
    assert result(r) == (7, 7, -50, -50)


# -- 4. 62C1 then 62C2 ----------------------------------------------------------------------


def test_62C1_declarer_takes_back_his_card_then_62C2_offenders_partner_gets_a_penalty_card(
) -> None:
    # examples/tafel-62C-terugnemen.json (D1, 4S by South).
    # T4: S S3, W S5, N SK, E S7 (trumps drawn).
    # T5: N D3, E H8 -- revoke, East holds DQJT9.  Thinking West holds all the
    #     diamonds, South ducks with D4 and West wins with D8.  Attention; East plays
    #     D9 and H8 becomes a major penalty card (62B1).  South, a non-offender who
    #     played after the revoke, takes back D4 and plays DA (62C1, no penalty).
    #     Only now may West, the offending side's next hand, change his card too
    #     (62C2); as a defender his D8 becomes a (major) penalty card, to be played at
    #     the first legal opportunity (50D1): this trick, where it follows suit.  So he
    #     plays D8 again (another diamond would be a revoke under Law 52).
    #     Corrected T5: N D3, E D9, S DA, W D8: South.
    # T6: S D5, W D2, N DK, E DT.
    # T7: N D7, E DJ, S D4, W D6: East.  T8: East leads H8 (his penalty card, 50D1),
    # S H2, W H3, N HQ.  T9: N C8, E C9, S ruffs S8.  T10, T11: SQ, SJ.
    # T12: S H4 to N HA.  T13: N H6, E HK, S S9 ruffs.
    # Declarer: T2 T3 T4 T5 T6 T8 T9 T10 T11 T12 T13 = 11.  Corrected: no transfer.
    # 4S+1, +450.
    r = rule(example("tafel-62C-terugnemen.json"))
    steps = codes(r)
    assert steps.index("62C1.withdrawn") < steps.index("62C2.withdrawn_penalty")
    # after T5 only East's H8 is left: West's D8 was played again (issue 29: the example
    # had West play D2 there, which 50D1 does not allow)
    assert penalties(r, 5) == {E: ((C("H8"), True),)}
    assert penalties(r, 6) == {E: ((C("H8"), True),)}
    assert penalties(r, 7) == {E: ((C("H8"), True),)}
    assert penalties(r, 8) == {}
    t5 = r.facts.play.tricks[4]
    assert [t5.cards[s] for s in (N, E, S, W)] == [C("D3"), C("D9"), C("DA"), C("D8")]
    assert t5.winner == S
    [rr] = r.revokes
    assert (rr.established, rr.rule) == (False, "62A")
    assert result(r) == (11, 11, 450, 450)


# -- 5 and 6. 62D: a trick-12 revoke corrected after play, with and without the deal --------


def test_62D1_twelfth_trick_revoke_corrected_after_play_with_the_deal() -> None:
    # examples/tafel-twaalfde-slag.json (D1, 4S by South).
    # T4: S S3, W S5, N SK, E S7.  T5: N HA.  T6: N H5, E H9 wins.  T7: E HK, S S8
    # ruffs.  T8-T10: South's SQ, SJ, S9 (North's ST falls).  T11: S DA.
    # T12: S D4, W D2, N DK, E C9 -- East keeps DQ: a revoke, established when East
    #      plays to T13 (63A1).
    # T13: N D7, E DQ wins.  As played declarer has 10 (4S=, +420).
    # Attention is drawn before the hands go back into the board: 62D1, the revoke
    # must be corrected although established.  East's DQ goes to T12 (won by North's
    # DK) and his C9 to T13 (North's D7 wins).  Declarer 11.  No transfer on the
    # twelfth trick (64B6).  West played to T12 before East, so 62D2 (16C) has
    # nothing to act on.  4S+1, +450.
    r = rule(example("tafel-twaalfde-slag.json"))
    [step] = [s for s in r.steps if s.code == "62D1.replayed"]
    assert (step.data["before"], step.data["after"]) == (10, 11)
    assert (step.data["winner12"], step.data["winner13"]) == (N, N)
    assert "62D2.partner" not in codes(r)
    [rr] = r.revokes
    assert (rr.revoke.trick, rr.tricks_transferred) == (12, 0)
    # the score table: as the tricks lay (10, +420), after the correction (11, +450)
    assert result(r) == (10, 11, 420, 450)
    # nobody played after East to T12, so nobody may choose again (62C); the revoke was
    # established before it was corrected, so 64C1 still applies ("after any established
    # revoke, including those not subject to trick adjustment"): no transfer (64B6), then the
    # director checks the compensation and enters the score
    assert next_codes(r) == ["next.no_transfer"]
    assert r.next_steps[0].data["laws"] == ("64B6",)


# Without the deal: the winners of tricks 1-11 (as on D1 above), then tricks 12
# and 13 card by card, East's C9 marked as the revoke.
T12_WINNERS = ["E", "S", "S", "N", "N", "E", "S", "S", "S", "S", "S"]
T12_EVENTS = [play("D4", seat="S"), play("D2"), play("DK"), play("C9", revoke=True),
              play("D7"), play("DQ"), play("D5"), play("D6")]


def test_62D1_twelfth_trick_revoke_corrected_after_play_without_the_deal() -> None:
    # The same board told from memory.  Declarer has 9 after T11, as played North
    # wins T12 and East T13: 10.  Corrected (62D1): North wins both: 11, +450.
    # If the hands had already been returned to the board, the revoke stands
    # (62D1 no longer applies), 64B6 excludes a transfer: 10, +420.
    r = rule(case([*T12_EVENTS, attention("E")], deal=None, tricks=T12_WINNERS))
    assert "62D1.replayed" in codes(r)
    [rr] = r.revokes
    assert rr.tricks_transferred == 0
    assert result(r) == (10, 11, 420, 450)

    late = rule(case([*T12_EVENTS, {"type": "hands_returned"}, attention("E")], deal=None,
                     tricks=T12_WINNERS))
    assert "62D1.replayed" not in codes(late)
    [lr] = late.revokes
    assert (lr.established, lr.rule, lr.tricks_transferred) == (True, "64B6", 0)
    assert result(late) == (10, 10, 420, 420)


def test_62D1_corrected_twelfth_trick_revoke_cites_64B6() -> None:
    r = rule(example("tafel-twaalfde-slag.json"))
    assert r.revokes[0].rule == "64B6"


def test_61A_revoke_step_without_the_deal_does_not_show_an_empty_holding() -> None:
    r = rule(case([*T12_EVENTS, attention("E")], deal=None, tricks=T12_WINNERS))
    en = verzaking.render_text(r, "en")
    nl = verzaking.render_text(r, "nl")
    assert "holding :" not in en
    assert "nog  heeft" not in nl


# -- 7. 63A3: the offending side's claim establishes the revoke ----------------------------


def test_63A3_defenders_claim_establishes_a_ruffing_revoke_64A1_two_tricks() -> None:
    # STD, 2S by North, East leads.  T1-T3: East's CA CK CQ.  T4: E CJ, S (dummy)
    # ruffs S5, W D8, N D7.  T5: S DA, W D9, N D5, E D2.
    # T6: S DK, W ruffs S2 although he still holds DT: a revoke; N D6, E D3: West
    #     wins.  West then claims: "three hearts for us, the rest is yours" (HA HK HQ
    #     win, HJ is ruffed by North).  The claim by a member of the offending side
    #     establishes the revoke (63A3); North agrees.
    # Declarer: T4 T5 + 4 of the last 7 = 6: 2S-2, -100.
    # 64A1: West won the revoke trick with the revoke card: T6 goes to North-South
    # plus one later trick of East-West (from the claim): 8, 2S made, +110.
    r = rule(case(["CA C8 C5 C2", "CK C9 C6 C3", "CQ CT C7 C4", "CJ S5 D8 D7",
                   "DA D9 D5 D2", "DK S2 D6 D3",
                   {"type": "claim", "seat": "W", "declarer_tricks": 6},
                   {"type": "accept", "seat": "N"}], contract="2S", declarer="N", deal=STD))
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.establishment) == (W, 6, "63A3")
    assert (rr.rule, rr.tricks_transferred) == ("64A1", 2)
    assert rr.transferred[0] == 6  # the revoke trick itself, plus one claimed trick
    assert result(r) == (6, 8, -100, 110)


# -- 8. 63A4: agreeing to declarer's claim establishes the revoke --------------------------

D1_T5_REVOKE = [
    *D1_OPENING,
    # T4: S S3, W S5, N SK, E S7.
    "S3 S5 SK S7",
    # T5: N C8, E H8 -- East still holds C9: a revoke.  S ruffs S8, W C7: South.
    "C8 H8 S8 C7",
]


def test_63A4_defenders_agree_to_declarers_claim_the_revoke_is_established_64A2() -> None:
    # D1.  South claims at once after T5: "trumps, HA and two top diamonds, I lose a
    # heart and a diamond": 10 in all.  East agrees (69A): agreement to an opponent's
    # claim establishes the revoke (63A4, new in 2017).  Declarer: T2-T5 + 6 = 10.
    # 64A2: South won the revoke trick; East-West win two tricks of the claim after
    # it: one trick.  11: 4S+1, +450 instead of +420.
    r = rule(case([*D1_T5_REVOKE, {"type": "claim", "seat": "S", "declarer_tricks": 10},
                   {"type": "accept", "seat": "E"}, attention("E")]))
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.establishment) == (E, 5, "63A4")
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert result(r) == (10, 11, 420, 450)


# -- 9. 43B2(b): dummy, having forfeited his rights, asks first -----------------------------

DUMMY_ASKS = [
    "C4 C2 CA C5",
    # Dummy looks at East's cards while East sorts them: 43A2, he forfeits his rights.
    {"type": "dummy_forfeited"},
    # T2: E H8, S D4 -- South holds H4 H2: a revoke.  W H3, N HQ.  Dummy is the first
    #     to ask "no hearts, partner?": South must correct (H2, 62B2 no penalty) ...
    "H8 D4 H3 HQ", q("N", "S"), play("H2", seat="S"),
    # T3: N S4, E S6, S SA, W S2.  T4: S S3, W S5, N SK, E S7.  T5: N C6, E C9, S CK.
    "S4 S6 SA S2", "S3 S5 SK S7", "C6 C9 CK C3",
    # South claims the rest but one diamond: 11 in all; West agrees.
    {"type": "claim", "seat": "S", "declarer_tricks": 11}, {"type": "accept", "seat": "W"},
]


def test_43B2b_dummy_who_forfeited_his_rights_asks_first_corrected_but_adjusted_as_established(
) -> None:
    # ... but Law 64 then applies as if the revoke had been established (43B2(b)).
    # The revoke trick (T2, corrected: E H8, S H2, W H3, N HQ) was won in dummy,
    # which is not "won by declarer" (footnote to 64A): 64A2, one trick to
    # East-West.  11 -> 10: +450 becomes +420.
    r = rule(case(DUMMY_ASKS))
    assert "43B2b.first_to_ask" in codes(r) and "62B2.no_penalty" in codes(r)
    assert r.penalty_cards[1] == (2, {})  # declarer's card is no penalty card
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.establishment) == (S, 2, "43B2b")
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert r.facts.play.tricks[1].cards[S] == C("H2")
    assert result(r) == (11, 10, 450, 420)


def test_43B2b_what_now_after_play_says_adjust_not_just_score() -> None:
    r = rule(case(DUMMY_ASKS))
    assert "next.adjust" in next_codes(r)


# -- 10. 62C3: both sides revoke on one trick, only one side has played on ----------------

BOTH_REVOKE = [
    *D1_OPENING, "S3 S5 SK S7",
    # T5: N D3, E C9 (East holds DQJT9: revoke), S ruffs S8 (South holds DA54:
    #     revoke), W D2.  South wins and leads SQ to T6: South's revoke is
    #     established (63A1); nobody of East-West has played to T6.
    "D3 C9 S8 D2", "SQ",
]


def test_62C3_both_sides_revoked_on_one_trick_both_corrected_64B8() -> None:
    # Attention now: both revokes must be corrected (62C3).  SQ goes back; East plays
    # D9 and his C9 becomes a major penalty card; South plays DA (no penalty for
    # declarer).  Corrected T5: N D3, E D9, S DA, W D2: South.
    # T6: S SQ, W C7, N ST, E C9 (the penalty card, discarding).  T7: S SJ.
    # T8: S D4 to N DK.  T9: N D7, E DJ wins.  T10: E DQ, S ruffs S8.  T11: S H2,
    # W H3, N HQ, E HK.  T12: E HJ to N HA.  T13: N C8, E H9, S S9 ruffs.
    # Declarer: T2-T8, T10, T12, T13 = 10.  No transfer for either revoke (64B8).
    # 4S made, +420.
    r = rule(case([*BOTH_REVOKE, attention("E"), play("D9"), play("DA", seat="S"),
                   "SQ C7 ST C9", "SJ CT H5 H8", "D4 D6 DK DT", "D7 DJ D5 D8",
                   "DQ S8 CQ H6", "H2 H3 HQ HK", "HJ H4 H7 HA", "C8 H9 S9 HT"]))
    assert "62C3.both" in codes(r)
    assert penalties(r, 5) == {E: ((C("C9"), True),)}
    assert penalties(r, 6) == {}
    assert sorted((x.revoke.seat, x.rule, x.tricks_transferred) for x in r.revokes) == [
        (E, "64B8", 0), (S, "64B8", 0)]
    t5 = r.facts.play.tricks[4]
    assert [t5.cards[s] for s in (N, E, S, W)] == [C("D3"), C("D9"), C("DA"), C("D2")]
    assert result(r) == (10, 10, 420, 420)


def test_62C3_question_to_the_declarer_whose_revoke_is_established_still_corrects_both() -> None:
    r = rule(case([*BOTH_REVOKE, q("W", "S")]))
    assert "tl.question_no_revoke" not in codes(r)
    assert "62C3.both" in codes(r)
    assert "next.substitute_penalty" in next_codes(r)  # East's C9 stays as a penalty card


# -- 11 and 12. 64B4: attention after a call on the next board ------------------------------

CLAIM_AFTER_T6 = [
    *D1_T5_REVOKE,
    # T6: S SQ, W CT, N ST, E C9: East-West play to T6, establishing East's T5
    #     revoke (63A1).  South claims 10 (two more tricks for East-West); East agrees.
    "SQ CT ST C9",
    {"type": "claim", "seat": "S", "declarer_tricks": 10}, {"type": "accept", "seat": "E"},
]


def test_64B4_attention_after_a_non_offender_calls_on_the_next_board_no_transfer() -> None:
    # South (non-offending side) makes a call on the next board; only then does East
    # say "I had a club on trick 5".  64B4: no automatic adjustment (64C remains).
    # 10 stands: +420.
    r = rule(case([*CLAIM_AFTER_T6, {"type": "next_board_call", "seat": "S"},
                   attention("E")]))
    [rr] = r.revokes
    assert (rr.establishment, rr.rule, rr.tricks_transferred) == ("63A1", "64B4", 0)
    assert "64C1.equity" in codes(r)
    assert result(r) == (10, 10, 420, 420)


def test_64B4_needs_a_call_by_the_non_offending_side_an_offenders_call_does_not_count() -> None:
    # Same board, but East, the offender, is dealer on the next board and has called;
    # North-South have not.  64B4 speaks of a call by the NON-offending side: the
    # normal adjustment applies.  South won T5; East-West win later tricks (two of the
    # claim): 64A2, one trick.  11: +450.
    r = rule(case([*CLAIM_AFTER_T6, {"type": "next_board_call", "seat": "E"},
                   attention("E")]))
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert result(r) == (10, 11, 420, 450)


# -- the examples through the command line, in both languages -----------------------------


@pytest.mark.parametrize("name", ["tafel-strafkaart-eisen.json", "tafel-62C-terugnemen.json",
                                  "tafel-twaalfde-slag.json"])
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_tafel_examples_through_the_command_line(name: str, lang: str) -> None:
    path = str(EXAMPLES / name)
    cli = [sys.executable, "-m", "verzaking"]
    ruled = subprocess.run([*cli, "rule", path, "--lang", lang, "--no-equity"],
                           capture_output=True, text=True, check=False)
    assert ruled.returncode == 0, ruled.stderr
    assert ("Score Noord-Zuid" if lang == "nl" else "North-South score") in ruled.stdout
    nxt = subprocess.run([*cli, "next", path, "--lang", lang],
                         capture_output=True, text=True, check=False)
    assert nxt.returncode == 0, nxt.stderr
    assert example(name)["title"]


def test_62C3_the_other_sides_card_goes_back_without_penalty_and_he_replaces_it_too() -> None:
    # South (declarer) also revoked on T5 (S8, holding DA54): under 62C3 his card comes back
    # without penalty (62B2: declarer's cards never become penalty cards) and "what now?"
    # tells South to follow with a diamond, both before and after East's substitute
    r = rule(case([*BOTH_REVOKE, attention("E")]))
    [back] = [s for s in r.steps if s.code == "62C3.other_back"]
    assert (back.data["seat"], back.data["card"], back.law) == (S, C("S8"), "62B2")
    table = r.facts.table
    assert [p.card for p in table.penalty[E]] == [C("C9")] and not table.penalty[S]
    assert "next.62c3_also" in next_codes(r)
    after = rule(case([*BOTH_REVOKE, attention("E"), play("D9")]))
    [also] = [s for s in after.next_steps if s.code == "next.62c3_also"]
    assert also.data["seat"] == S and also.data["suit"].name == "DIAMONDS"
