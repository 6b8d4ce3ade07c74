"""Laws 61A, 62A, 62B1 with 50D1(b), 52 and 57A: a card that does not follow suit is one
revoke, corrected under Law 62 whatever else it left undone (found by the independent oracle
of issue 29: /work/briefs/oracle29/FINDINGS.md, findings 1 and 2).

A defender who holds a major penalty card of the suit led and plays a card of another suit
fails to follow suit (44C) and fails to play his penalty card (50D1) with one card.  Law 52B
lets declarer accept a card played *instead of* a penalty card, but a failure to follow suit
cannot be accepted: 62A says the revoke must be corrected when attention is drawn to it
before it is established.  So: the card comes back and becomes a major penalty card (62B1);
the card in its place must follow suit, and since the penalty card of that suit must be
played at the first legal opportunity (50D1(a); following suit comes first, 50D1(b), and
here the two coincide), it is that penalty card.  Declarer playing on first (52B1(b))
changes nothing: the failure to follow suit is still corrected (62C1 lets the non-offenders
take their cards back).  Established, it is one revoke with one trick adjustment (64A),
not two records for one card; the same where the card also disobeys declarer's choice after
a premature play (57A).

Deal (issue 29), 4S by South, West leads::

            S K T 4
            H A Q 6 5
            D K 7 3
            C 8 6 2
    S 5 2               S 7 6
    H T 7 3             H K J 9 8
    D 8 6 2             D Q J T 9
    C Q T 7 4 3         C A J 9
            S A Q J 9 8 3
            H 4 2
            D A 5 4
            C K 5
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cards import Card, Seat
from verzaking.errors import TimelineError

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = "N:KT4.AQ65.K73.862 76.KJ98.QJT9.AJ9 AQJ983.42.A54.K5 52.T73.862.QT743"

# T1: W C4, N C2, E CA, S C5: East wins.  West exposes D8 on purpose: a major penalty card
# (50B).  East is to lead while his partner has one: declarer leaves it (50D2(b)).
# T2: East leads DQ, South D4, West C3 -- West holds D8 D6 D2: he neither follows suit nor
# plays his penalty card D8.
D8_DUE = ["C4 C2 CA C5", {"type": "exposed", "seat": "W", "card": "D8", "choice": "deliberate"},
          {"type": "option", "choice": "none"}, "DQ D4 C3"]
ATTENTION = {"type": "attention", "seat": "W"}


def rule(events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "None",
                           "deal": DEAL, "events": events}, equity=False)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def penalties(r: verzaking.Ruling, trick: int) -> dict:
    return dict(dict(r.penalty_cards).get(trick, {}))


def test_62A_attention_corrects_it_and_the_penalty_card_of_the_suit_is_played() -> None:
    # No 52B choice: West takes C3 back (a major penalty card, 62B1) and plays D8, which
    # follows suit and is his penalty card (50D1).  N D3: East's DQ wins trick 2.
    r = rule([*D8_DUE, ATTENTION, {"type": "play", "seat": "W", "card": "D8"}, "D3"])
    assert "52B.choose" not in codes(r) and "tl.penalty_not_played" not in codes(r)
    assert "62B1.penalty_card" in codes(r)
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind)) == (W, 2, "follow")
    assert (rr.established, rr.rule) == (False, "62A")
    t2 = r.facts.play.tricks[1]
    assert (t2.cards[W], t2.winner) == (C("D8"), E)
    assert penalties(r, 2) == {W: ((C("C3"), True),)}


def test_62A_what_now_after_the_attention_names_the_penalty_card() -> None:
    r = rule([*D8_DUE, ATTENTION])
    assert "next.law52_choose" not in [s.code for s in r.next_steps]
    [play] = [s for s in r.next_steps if s.code == "next.penalty_card_play"]
    assert (play.data["seat"], play.data["card"]) == (W, C("D8"))


def test_52B1b_declarer_playing_on_does_not_make_a_failure_to_follow_suit_stand() -> None:
    # N D3 after West's C3 (declarer played from dummy), then attention before East leads to
    # trick 3: still corrected (62A); West plays D8, and North may take D3 back (62C1)
    r = rule([*D8_DUE, "D3", ATTENTION, {"type": "play", "seat": "W", "card": "D8"}])
    assert "52B1.accepted" not in codes(r) and "52B1.stands" not in codes(r)
    [rr] = r.revokes
    assert (rr.established, rr.rule) == (False, "62A")
    assert r.facts.play.tricks[1].cards[W] == C("D8")
    assert penalties(r, 2) == {W: ((C("C3"), True),)}
    assert "next.nos_may_withdraw_dummy" in [s.code for s in r.next_steps]  # 45B: by declarer


def test_50D1_another_card_of_the_suit_in_its_place_is_a_penalty_card_not_played() -> None:
    # West puts D6 in place of C3 while his penalty card D8 is due there: a failure to play
    # a penalty card (61A), dealt with under Law 52
    r = rule([*D8_DUE, ATTENTION, {"type": "play", "seat": "W", "card": "D6"}])
    pc = [x for x in r.revokes if x.revoke.kind == "penalty_card"]
    assert [(x.revoke.seat, x.revoke.trick, x.revoke.card, x.revoke.held) for x in pc] == [
        (W, 2, C("D6"), (C("D8"),))]
    assert "next.open_law52" in [s.code for s in r.next_steps]


def test_64A2_established_it_is_one_revoke_with_one_trick() -> None:
    # N DK wins trick 2 (DK over DQ).  T3: N S4, E S6, S SA, W S2: East-West play to the next
    # trick, so it is established (63A1).  South claims 10 in all, West agrees: East-West
    # win tricks after the revoke (two of the claim), the revoke trick was not won by the
    # offender: one trick (64A2), 10 -> 11.  One card, one revoke: no second record for the
    # penalty card it did not play.
    r = rule([*D8_DUE, "DK", "S4 S6 SA S2", {"type": "claim", "seat": "S", "declarer_tricks": 10},
              {"type": "accept", "seat": "W"}])
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind)) == (W, 2, "follow")
    assert (rr.established, rr.rule, rr.tricks_transferred) == (True, "64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)
    assert "tl.penalty_not_played" not in codes(r)


# T1 as above.  T2: E DQ, S DA, W D2, N D3: South wins.  T3: South leads H4; East plays HK
# before his partner West: a major penalty card, and declarer decides that West plays his
# highest heart (57A: HT).  West ruffs with S2 instead, holding HT H7 H3: one card that
# neither follows suit nor does what declarer decided.  N HA, E HK (his penalty card):
# West's S2 (trumps) wins trick 3.
PREMATURE = ["C4 C2 CA C5", "DQ DA D2 D3", "H4",
             {"type": "premature_play", "seat": "E", "card": "HK"},
             {"type": "option", "choice": "highest"}, "S2"]


def test_64A1_a_card_against_44C_and_57A_is_one_revoke_with_two_tricks_not_four() -> None:
    # T4: W C3 (establishing it), N C6, E C9, S CK.  South claims 7 in all, West agrees:
    # East-West win tricks 1 and 3 and four of the claim.  West won the revoke trick himself:
    # that trick and one later trick of his side (64A1), 7 -> 9.  (As two revokes it made
    # 7 -> 11.)
    r = rule([*PREMATURE, "HA HK", "C3 C6 C9 CK",
              {"type": "claim", "seat": "S", "declarer_tricks": 7}, {"type": "accept", "seat": "W"}])
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind)) == (W, 3, "follow")
    assert (rr.rule, rr.tricks_transferred) == ("64A1", 2)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (7, 9)


def test_57A_corrected_the_card_in_its_place_still_obeys_declarers_choice() -> None:
    # attention at once: S2 becomes a major penalty card (62B1); West follows suit with his
    # highest heart, HT (57A): H7 is refused, HT is played
    with pytest.raises(TimelineError) as err:
        rule([*PREMATURE, ATTENTION, {"type": "play", "seat": "W", "card": "H7"}])
    assert err.value.code == "timeline_substitute_play_rule"
    r = rule([*PREMATURE, ATTENTION, {"type": "play", "seat": "W", "card": "HT"}])
    [rr] = r.revokes
    assert (str(rr.revoke.kind), rr.established, rr.rule) == ("follow", False, "62A")
    table = r.facts.table
    assert table is not None
    assert table.cards[W] == C("HT")
    assert [(p.card, p.major) for p in table.penalty[W]] == [(C("S2"), True)]
