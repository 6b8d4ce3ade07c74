"""Laws 50D2(a), 51B2(b) and 59: a lead prohibition lasts for as long as the leader keeps the
lead, also when declarer, choosing again at a later trick (50D2 footnote: the partner still
has a penalty card), *requires* another suit.  The requirement is for one lead; the
prohibition stays beside it: if the leader cannot follow the requirement he leads any
*otherwise legal* card (59), so still not the forbidden suit while he holds another; and if
he follows it and keeps the lead, the prohibition binds his next lead again.  (Seen by the
independent oracle of issue 29: /work/briefs/oracle29/FINDINGS.md, "Prohibition, then
requirement".)

Both deals are 2S by South, so West leads.  Before the opening lead East faces HK and DK:
two major penalty cards (50B) in two suits.  West may not lead before declarer chooses
(50D2, 51B2): declarer forbids hearts, and HK is picked up (51B2(b)).  Trick 1: W CA, N C5,
E C7, S C2: clubs are not trumps, CA is the highest club, West keeps the lead.  East still
has DK, a major penalty card: declarer chooses again and requires diamonds (50D2(a); DK is
picked up).

Deal A: West holds diamonds::

            S A K Q J T
            H A 8 7
            D 8 7 2
            C 6 5
    S -                 S 3 2
    H 4 3 2             H K Q J T 9
    D A 4 3             D K Q J T 9
    C A K Q J T 9 8     C 7
            S 9 8 7 6 5 4
            H 6 5
            D 6 5
            C 4 3 2

West must lead a diamond (he holds three); and hearts are still forbidden.  He leads DA,
all follow with diamonds (N D2, E D9, S D5): no trump, DA the highest, West keeps the lead.
The requirement is spent, the heart prohibition is not: a heart lead at trick 3 is a failure
to obey it (61A, a revoke); a club is none.

Deal B: West holds no diamonds::

            S A K Q J T
            H A 8 7
            D A 8 7
            C 6 5
    S 3 2               S -
    H 5 4 3 2           H K Q J T 9
    D -                 D K Q J T 9 4 3
    C A K Q J T 9 8     C 7
            S 9 8 7 6 5 4
            H 6
            D 6 5 2
            C 4 3 2

West cannot follow the requirement, so he may lead any otherwise legal card (59): spades or
clubs, not hearts, which he may not lead while he keeps the lead and holds another suit.
A heart lead is a revoke (61A), a club or a spade is not; the table offers him exactly his
spades and clubs.
"""

from __future__ import annotations

from typing import Any

import verzaking
from verzaking import Card, Contract, Deal, Seat
from verzaking.cards import Suit
from verzaking.io.caseevents import read_events
from verzaking.table import Kind, Table

DEAL_A = "N:AKQJT.A87.872.65 32.KQJT9.KQJT9.7 987654.65.65.432 .432.A43.AKQJT98"
DEAL_B = "N:AKQJT.A87.A87.65 .KQJT9.KQJT943.7 987654.6.652.432 32.5432..AKQJT98"
FORBID_THEN_REQUIRE = [{"type": "exposed", "seat": "E", "card": "HK", "choice": "deliberate"},
                       {"type": "exposed", "seat": "E", "card": "DK", "choice": "deliberate"},
                       {"type": "option", "choice": "forbid", "suit": "H"}, "CA C5 C7 C2",
                       {"type": "option", "choice": "require", "suit": "D"}]


def rule(deal: str, events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "2S", "declarer": "S", "vulnerable": "None",
                           "deal": deal, "events": events}, equity=False)


def lead_lines(r: verzaking.Ruling) -> list[tuple[str, Seat, Suit]]:
    return [(s.code, s.data["seat"], s.data["suit"]) for s in r.next_steps
            if s.code.startswith("next.lead_")]


def test_what_now_names_the_requirement_and_the_prohibition_beside_it() -> None:
    # both bind West's lead to trick 2: diamonds required (50D2(a)), hearts still forbidden
    assert lead_lines(rule(DEAL_A, FORBID_THEN_REQUIRE)) == [
        ("next.lead_require", Seat.WEST, Suit.DIAMONDS),
        ("next.lead_forbid", Seat.WEST, Suit.HEARTS)]


def test_a_diamond_lead_obeys_and_after_it_only_the_prohibition_is_left() -> None:
    r = rule(DEAL_A, [*FORBID_THEN_REQUIRE, "DA D2 D9 D5"])
    assert not r.revokes
    assert lead_lines(r) == [("next.lead_forbid", Seat.WEST, Suit.HEARTS)]


def test_a_heart_lead_after_the_required_diamond_is_a_revoke() -> None:
    r = rule(DEAL_A, [*FORBID_THEN_REQUIRE, "DA D2 D9 D5", "H4"])
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind), rr.revoke.suit) == (
        Seat.WEST, 3, "lead_requirement", Suit.HEARTS)


def test_a_club_lead_after_the_required_diamond_is_no_revoke() -> None:
    assert not rule(DEAL_A, [*FORBID_THEN_REQUIRE, "DA D2 D9 D5", "CK"]).revokes


def test_void_in_the_suit_required_a_heart_lead_is_still_a_revoke() -> None:
    # 59: any otherwise legal card; hearts are not, he holds spades and clubs
    r = rule(DEAL_B, [*FORBID_THEN_REQUIRE, "H2"])
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, str(rr.revoke.kind), rr.revoke.suit) == (
        Seat.WEST, 2, "lead_requirement", Suit.HEARTS)


def test_void_in_the_suit_required_a_club_or_a_spade_lead_is_no_revoke() -> None:
    assert not rule(DEAL_B, [*FORBID_THEN_REQUIRE, "CK"]).revokes
    assert not rule(DEAL_B, [*FORBID_THEN_REQUIRE, "S2"]).revokes


def test_the_table_offers_west_his_spades_and_clubs_not_his_hearts() -> None:
    # after trick 1 West holds S32 H5432 CKQJT98: legal now are S32 and CKQJT98 (59)
    t = Table(contract=Contract.parse("2S", declarer="S"), deal=Deal.from_pbn(DEAL_B))
    t.apply_all(read_events(FORBID_THEN_REQUIRE))
    [play] = [o for o in t.choices().of(Kind.PLAY) if o.seat == Seat.WEST]
    assert set(play.legal) == {Card.parse(c) for c in
                               ("S3", "S2", "CK", "CQ", "CJ", "CT", "C9", "C8")}
