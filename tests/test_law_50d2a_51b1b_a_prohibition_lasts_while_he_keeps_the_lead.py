"""Laws 50D2(a), 51B1(b) and 51B2(b): a lead prohibition lasts for as long as the leader
keeps the lead, also when declarer chooses again at the next trick because the partner
still has a penalty card (50D2 footnote: the options apply again).  A second prohibition
adds its suit to the first; it does not replace it (found by the independent oracle of
issue 29: /work/briefs/oracle29/FINDINGS.md, finding 6).

Deal, 2S by South, West leads::

            S A K Q J T
            H A 8 7
            D A 8 7
            C 6 5
    S -                 S 3 2
    H 4 3 2             H K Q J T 9
    D 4 3 2             D K Q J T 9
    C A K Q J T 9 8     C 7
            S 9 8 7 6 5 4
            H 6 5
            D 6 5
            C 4 3 2

Before the opening lead East faces HK and DK: two major penalty cards (50B) in two suits.
West may not lead before declarer chooses (50D2, 51B2): declarer forbids hearts; HK is
picked up (51B2(b)).  Trick 1: W CA, N C5, E C7, S C2: West keeps the lead.  East still has
DK: declarer chooses again and forbids diamonds (DK picked up).  The heart prohibition still
binds West (he kept the lead): he may lead neither hearts nor diamonds.  West holds clubs,
so a heart lead is a failure to obey it (61A, a revoke); a club is no revoke.
"""

from __future__ import annotations

from typing import Any

import verzaking
from verzaking.cards import Seat, Suit

DEAL = "N:AKQJT.A87.A87.65 32.KQJT9.KQJT9.7 987654.65.65.432 .432.432.AKQJT98"
TWO_OPTIONS = [{"type": "exposed", "seat": "E", "card": "HK", "choice": "deliberate"},
               {"type": "exposed", "seat": "E", "card": "DK", "choice": "deliberate"},
               {"type": "option", "choice": "forbid", "suit": "H"}, "CA C5 C7 C2",
               {"type": "option", "choice": "forbid", "suit": "D"}]


def rule(events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "2S", "declarer": "S", "vulnerable": "None",
                           "deal": DEAL, "events": events}, equity=False)


def test_what_now_names_both_prohibited_suits() -> None:
    r = rule(TWO_OPTIONS)
    [line] = [s for s in r.next_steps if s.code.startswith("next.lead_")]
    assert (line.code, line.data["seat"], set(line.data["suits"])) == (
        "next.lead_forbid_suits", Seat.WEST, {Suit.HEARTS, Suit.DIAMONDS})


def test_a_heart_lead_after_the_second_prohibition_is_a_revoke() -> None:
    r = rule([*TWO_OPTIONS, "H4"])
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind)) == (
        Seat.WEST, 2, "lead_requirement")


def test_a_club_lead_is_no_revoke() -> None:
    assert not rule([*TWO_OPTIONS, "CK"]).revokes
