"""Law 62D1 with Law 67: a revoke on trick 12 corrected while a player who left an earlier
trick without a card still has a choice at trick 13 (issue 29; it crashed in
``twelfth.play_out_last_trick``, /work/briefs/oracle29/FINDINGS.md, finding 5).

62D1: a revoke on trick 12, even if established, must be corrected while the hands are out.
The table plays trick 13 to its end first, each last card being forced, then swaps the
offender's cards of tricks 12 and 13.  A player who left a trick without a card (67) holds
one card too many: at trick 13 he has two, and which of them he plays there is his choice,
not forced.  So trick 13 is played to its end first as the players play it, and trick 12 is
corrected then.

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

Tricks (leader first): 1 E H9 S H6 W H2 N HA (North).  2 N HK E HT S H7, West plays no card
(67: the trick goes to the best of the three, North's HK; West keeps one card too many).
3 N HQ E HJ S H8 W H3.  4 N SA E S8 S S3 W S2.  5 N SK E S9 S S4 W H4.  6 N SQ E ST S S5 W H5.
7 N DA E D9 S D2 W D3.  8 N DK E DT S D6 W D4.  9 N CA E C9 S C7 W C2.  10 N CK E CT S C8
W C3.  11 N CQ E CJ S D7 W C4: North has won all eleven.  12 N DQ, East ruffs with S7
holding DJ (a revoke), S D8, W D5: East wins.  13 East leads DJ (his side plays to the next
trick: established, 63A1), South ruffs with S6; attention is drawn to East's revoke.  West
still holds C6 and C5 (no diamond): his card is his to choose; North's SJ is forced.

As played, trick 13 goes to North's SJ: North-South 12 tricks.  Corrected (62D1): East's
DJ goes to trick 12 and S7 to trick 13.  Trick 12: N DQ, E DJ, S D8, W D5: North.  Trick 13,
North leading: N SJ, E S7, S S6, W his club: North.  North-South 13 tricks; no transfer for
a trick-12 revoke (64B6).  Nobody who played after the revoke could change his card: South's
other card S6 could not have followed to the diamond lead (62C1), and West's right comes only
after a non-offender's (62C2).
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cards import Card, Seat

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.8762.87 2.5432.543.65432"
PLAY = ["H9 H6 H2 HA", "HK HT H7", {"type": "omitted", "seat": "W"}, "HQ HJ H8 H3",
        "SA S8 S3 S2", "SK S9 S4 H4", "SQ ST S5 H5", "DA D9 D2 D3", "DK DT D6 D4",
        "CA C9 C7 C2", "CK CT C8 C3", "CQ CJ D7 C4", "DQ S7 D8 D5", "DJ S6",
        {"type": "attention", "seat": "E"}]


def rule(events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "4S", "declarer": "N", "vulnerable": "None",
                           "deal": DEAL, "events": events}, equity=False)


def test_62D1_attention_during_trick_13_waits_for_the_player_who_has_a_choice() -> None:
    r = rule(PLAY)  # no crash: the correction waits for trick 13
    assert "62D1.trick_13_first" in [s.code for s in r.steps]
    [play] = [s for s in r.next_steps if s.code == "next.play"]
    assert (play.data["seat"], play.data["trick"]) == (W, 13)
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.established) == (E, 12, True)


@pytest.mark.parametrize("club", ["C5", "C6"])
def test_62D1_trick_12_corrected_once_trick_13_is_complete(club: str) -> None:
    r = rule([*PLAY, {"type": "play", "seat": "W", "card": club}, "SJ"])
    t12, t13 = r.facts.play.tricks[11], r.facts.play.tricks[12]
    assert (t12.cards[E], t12.winner) == (C("DJ"), N)
    assert (t13.leader, t13.cards[E], t13.cards[W], t13.winner) == (N, C("S7"), C(club), N)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64B6", 0)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (12, 13)
    assert "62D1.replayed" in [s.code for s in r.steps]
    # West still holds a card: the short trick 2 is found late (67B1)
    assert "next.defective" in [s.code for s in r.next_steps]
    verzaking.ruling_to_dict(r, lang="nl")  # every step has its Dutch text
