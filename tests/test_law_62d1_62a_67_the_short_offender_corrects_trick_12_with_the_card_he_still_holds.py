"""Laws 62D1, 62A and 67: a revoke on trick 12 corrected when the offender himself left an
earlier trick without a card and so still holds one (issue 29,
/work/briefs/oracle29/FINDINGS.md, "62D1 when the offender himself left a trick short").

62D1 corrects a trick-12 revoke while the hands are out; the correction is a card of the suit
led (62A, 44C).  Normally the offender's only other card is the one he played to trick 13, and
the two change places.  But a player who left a trick without a card (67) has one card too
many: his trick-13 card need not be of the suit led to trick 12 when the card still in his
hand is.  Then that card goes to trick 12, his trick-13 card stays where it is, and the revoke
card goes back to his hand: his extra card, which he later places in the short trick (67B1).

Deal, 4S by North, East leads::

            S A K Q J
            H A K Q
            D A K Q
            C A K Q
    S 2                 S T 9 8 7
    H 5 4 3 2           H J T 9
    D 5 4 3             D J T 9
    C 6 5 4 3 2         C J T 9
            S 6 5 4 3
            H 8 7 6
            D 8 7 6 2
            C 8 7

Tricks (leader first): 1 E H9 S H6 W H2 N HA (North).  2 N HK, East plays no card (67),
S H7 W H3: North.  3 N HQ E HJ S H8 W H4.  4 N SA E S8 S S3 W S2.  5 N SK E S9 S S4 W H5.
6 N SQ E ST S S5 W C2.  7 N DA E D9 S D2 W D3.  8 N DK E DT S D6 W D4.  9 N CA E C9 S C7
W C3.  10 N CK E CT S C8 W C4.  11 N CQ E CJ S D7 W C5: North has won all eleven.  East now
holds S7 HT DJ (one card too many), North SJ DQ, South S6 D8, West D5 C6.
12 N DQ, East ruffs with S7 holding DJ (a revoke, 61A), S D8, W D5: East wins.
13 East leads HT (his side plays to the next trick: established, 63A1), S S6, W C6, N SJ:
North.  East still holds DJ.  Attention is drawn to the revoke.

Corrected (62D1): DJ, the diamond he still holds, goes to trick 12 (not HT, which would not
follow suit either); HT stays in trick 13.  Trick 12: N DQ, E DJ, S D8, W D5: the DQ is
highest and nobody ruffed: North.  Trick 13, led by North: SJ, HT, S6, C6: SJ is the highest
trump: North.  S7 goes back to East's hand: his extra card, for the short trick 2 (67B1).
North-South 13 tricks (12 as played).
"""

from __future__ import annotations

from typing import Any

import verzaking
from verzaking.cards import Card, Seat

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.8762.87 2.5432.543.65432"
PLAY = ["H9 H6 H2 HA", "HK", {"type": "omitted", "seat": "E"}, "H7 H3", "HQ HJ H8 H4",
        "SA S8 S3 S2", "SK S9 S4 H5", "SQ ST S5 C2", "DA D9 D2 D3", "DK DT D6 D4",
        "CA C9 C7 C3", "CK CT C8 C4", "CQ CJ D7 C5", "DQ S7 D8 D5", "HT S6 C6 SJ",
        {"type": "attention", "seat": "E"}]


def rule(events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "4S", "declarer": "N", "vulnerable": "None",
                           "deal": DEAL, "events": events}, equity=False)


def test_62D1_the_diamond_still_held_goes_to_trick_12() -> None:
    r = rule(PLAY)
    t12, t13 = r.facts.play.tricks[11], r.facts.play.tricks[12]
    assert (t12.cards[E], t12.winner) == (C("DJ"), N)
    assert (t13.leader, t13.cards[E], t13.winner) == (N, C("HT"), N)
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.revoke.card) == (E, 12, C("S7"))
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (12, 13)


def test_62D1_the_revoke_card_is_his_extra_card_for_the_short_trick() -> None:
    r = rule(PLAY)
    assert "next.defective" in [s.code for s in r.next_steps]
    # 67B1: he places it in trick 2 (he holds no heart, the suit led there, so any card)
    r = rule([*PLAY, {"type": "defective_trick", "seat": "E", "trick": 2, "card": "S7"}])
    assert r.facts.play.tricks[1].cards[E] == C("S7")
    verzaking.ruling_to_dict(r, lang="nl")  # every step has its Dutch text
