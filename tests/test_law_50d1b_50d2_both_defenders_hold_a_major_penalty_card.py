"""Laws 50D1(b) and 50D2: both defenders hold a major penalty card and one of them is to
lead (issue 29, item 2), and a play restriction that comes before a penalty card.

Deal D1 (the issue's), 4♠ by South, West leads::

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

Trick 1: W C4, N C2, E CA, S C5: East wins and is to lead.  Then East exposes D9
deliberately and West HT (an honour): both are major penalty cards (50B).

Worked from the texts (2017):
- 50D2: when the partner of a major penalty card's owner is to lead, he may not lead until
  declarer has chosen; the law makes no exception for a leader who has a penalty card of
  his own.  So East waits for declarer's choice about West's HT, in either order of the
  two exposures.
- 50D2(a): "require hearts": East must lead a heart; West's HT is picked up.
- 50D1(b): a lead or play restriction comes before the obligation to play a penalty card,
  which stays on the table for the next legal opportunity.  East's D9 cannot be led under
  "require hearts" (East holds hearts), so it waits: East leads H8, no revoke, and D9 is
  still East's penalty card after the trick.  Under "forbid hearts" D9 can be led, so it
  must be (50D1(a)); under "neither" (50D2(b)) the same.
- 50D1(a) with following suit: on a diamond lead East's D9 is the first legal opportunity.
"""

from __future__ import annotations

from typing import Any

import verzaking
from verzaking.cards import Card, Seat, Suit

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
D1 = "N:KT4.AQ65.K73.862 76.KJ98.QJT9.AJ9 AQJ983.42.A54.K5 52.T73.862.QT743"
EAST_D9 = {"type": "exposed", "seat": "E", "card": "D9", "choice": "deliberate"}
WEST_HT = {"type": "exposed", "seat": "W", "card": "HT"}


def rule(events: list[Any], deal: str = D1, **kw: Any) -> verzaking.Ruling:
    case = {"contract": kw.get("contract", "4S"), "declarer": kw.get("declarer", "S"),
            "vulnerable": "None", "deal": deal, "events": events}
    return verzaking.rule(case, equity=False)


def option(choice: str, suit: str | None = None) -> dict[str, Any]:
    return {"type": "option", "choice": choice, **({"suit": suit} if suit else {})}


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def penalties(r: verzaking.Ruling, trick: int) -> dict:
    return dict(dict(r.penalty_cards).get(trick, {}))


def nxt(r: verzaking.Ruling) -> list[tuple[str, str]]:
    return [(s.code, s.law) for s in r.next_steps]


def test_50D2_east_waits_for_declarers_choice_east_exposed_first() -> None:
    # East's D9 first, then West's HT: East is to lead with his partner's HT on the table,
    # so declarer chooses first (50D2) although East has a penalty card of his own.
    r = rule(["C4 C2 CA C5", EAST_D9, WEST_HT])
    [choose] = [s for s in r.steps if s.code == "50D2.choose"]
    assert (choose.data["leader"], choose.data["owner"], choose.data["cards"]) == (
        E, W, (C("HT"),))
    [opt] = [s for s in r.next_steps if s.code == "next.option"]
    assert (opt.data["leader"], opt.data["owner"]) == (E, W)
    # East's own D9 is not "to be led now": what he leads waits for declarer's choice
    assert ("next.penalty_card", "50D1") in nxt(r)
    assert not [s for s in r.next_steps if s.code == "next.penalty_card_lead"]


def _require_hearts(first: dict[str, Any], second: dict[str, Any]) -> verzaking.Ruling:
    # T2: E H8 (a heart, as required), S H2, W H3, N HA: North wins.
    return rule(["C4 C2 CA C5", first, second, option("require", "H"), "H8 H2 H3 HA"])


def test_50D1b_require_hearts_east_leads_a_heart_his_d9_stays_in_either_order() -> None:
    for first, second in ((EAST_D9, WEST_HT), (WEST_HT, EAST_D9)):
        r = _require_hearts(first, second)
        assert "50D2a.require" in codes(r)
        assert "tl.penalty_not_played" not in codes(r)  # D9 could not be led: no revoke
        assert r.revokes == ()
        # after T2 West's HT is picked up (50D2(a)), East's D9 is still on the table
        assert penalties(r, 2) == {E: ((C("D9"), True),)}
        t2 = r.facts.play.tricks[1]
        assert (t2.leader, t2.cards[E], t2.winner) == (E, C("H8"), N)


def test_50D1b_what_now_after_require_hearts_names_the_requirement_not_the_d9() -> None:
    r = rule(["C4 C2 CA C5", WEST_HT, EAST_D9, option("require", "H")])
    [lead] = [s for s in r.next_steps if s.code == "next.lead_require"]
    assert (lead.data["seat"], lead.data["suit"]) == (E, Suit.HEARTS)
    assert not [s for s in r.next_steps if s.code == "next.penalty_card_lead"]
    assert ("next.penalty_card", "50D1") in nxt(r)


def test_50D1b_the_d9_is_played_at_the_next_legal_opportunity() -> None:
    # T3: N D3; East must follow with a diamond and D9 is one: he plays it (50D1(a)).
    # S DA, W D2: South wins.  No revoke; no penalty card left.
    r = rule(["C4 C2 CA C5", EAST_D9, WEST_HT, option("require", "H"), "H8 H2 H3 HA",
              "D3 D9 DA D2"])
    assert r.revokes == ()
    assert penalties(r, 3) == {}
    # East playing DQ there instead fails to play the penalty card (61A), Law 52
    r = rule(["C4 C2 CA C5", EAST_D9, WEST_HT, option("require", "H"), "H8 H2 H3 HA",
              "D3 DQ"])
    [pc] = r.revokes
    assert (pc.revoke.seat, pc.revoke.kind, pc.revoke.held) == (E, "penalty_card", (C("D9"),))


def test_50D1a_forbid_hearts_east_must_lead_his_d9() -> None:
    # Forbidden hearts, East may lead D9, so he must (50D1(a)); West's HT is picked up.
    r = rule(["C4 C2 CA C5", EAST_D9, WEST_HT, option("forbid", "H")])
    assert "50D2a.forbid" in codes(r)
    [lead] = [s for s in r.next_steps if s.code == "next.penalty_card_lead"]
    assert (lead.data["seat"], lead.data["card"]) == (E, C("D9"))
    # T2: E D9, S D4, W D2, N DK: North wins; nothing irregular
    r = rule(["C4 C2 CA C5", EAST_D9, WEST_HT, option("forbid", "H"), "D9 D4 D2 DK"])
    assert r.revokes == ()
    # leading DQ instead fails to play the penalty card: a revoke under Law 52
    r = rule(["C4 C2 CA C5", EAST_D9, WEST_HT, option("forbid", "H"), "DQ"])
    [pc] = r.revokes
    assert (pc.revoke.kind, pc.revoke.card, pc.revoke.held) == ("penalty_card", C("DQ"),
                                                                (C("D9"),))


def test_50D2b_neither_east_must_lead_his_d9_and_wests_ht_stays() -> None:
    r = rule(["C4 C2 CA C5", WEST_HT, EAST_D9, option("none")])
    assert "50D2b.none" in codes(r)
    [lead] = [s for s in r.next_steps if s.code == "next.penalty_card_lead"]
    assert (lead.data["seat"], lead.data["card"]) == (E, C("D9"))
    assert not [s for s in r.next_steps if s.code == "next.option"]


# -- a play restriction (57A) comes before the penalty card too ------------------------------

# D2, 3NT by North, East leads:
#   N ♠AKQJ ♥AKQJ ♦AKQ ♣AK      E ♠432 ♥432 ♦765432 ♣2
#   S ♠T98 ♥T98 ♦JT98 ♣QJT      W ♠765 ♥765 ♣9876543
D2 = "N:AKQJ.AKQJ.AKQ.AK 432.432.765432.2 T98.T98.JT98.QJT 765.765..9876543"


def test_50D1b_57A_lowest_spade_comes_before_easts_penalty_card() -> None:
    # T1: E C2, S CQ, W C3, N CA: North.  East exposes S4 (major).  T2: N SA; West plays
    # S5 before East: a major penalty card, and declarer chooses East's card (57A):
    # "lowest" spade, S2.  East's S4 is a spade but not his lowest: the play restriction
    # comes first (50D1(b)), so S2 is right and S4 stays a penalty card.
    events = ["C2 CQ C3 CA", {"type": "exposed", "seat": "E", "card": "S4",
                              "choice": "deliberate"},
              "SA", {"type": "premature_play", "seat": "W", "card": "S5"}, option("lowest")]
    r = rule(events, D2, contract="3NT", declarer="N")
    assert not [s for s in r.next_steps if s.code == "next.penalty_card_play"
                and s.data["seat"] == E]  # not "play S4 now"
    # East S2, South S8, West his penalty card S5 (following suit): North's SA wins
    r = rule([*events, "S2 S8 S5"], D2, contract="3NT", declarer="N")
    assert r.revokes == ()
    assert penalties(r, 2) == {E: ((C("S4"), True),)}
    # "highest" instead: his highest spade is S4, the penalty card, so both say S4
    r = rule([*events[:-1], option("highest"), "S4 S8 S5"], D2, contract="3NT",
             declarer="N")
    assert r.revokes == ()
    assert penalties(r, 2) == {}
