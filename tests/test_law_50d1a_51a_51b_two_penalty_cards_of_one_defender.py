"""Laws 50B, 50D1(a), 51A, 51B and 52: two or more penalty cards of one defender (issue 29,
item 2), with declarer designating which one is played (the ``designate_penalty`` event).

Deal D2, 3NT by North, East leads::

    N ♠AKQJ ♥AKQJ ♦AKQ ♣AK      E ♠432 ♥432 ♦765432 ♣2
    S ♠T98 ♥T98 ♦JT98 ♣QJT      W ♠765 ♥765 ♣9876543  (no diamonds)

Before the opening lead West exposes cards; East, his partner, is on lead.

Worked from the texts (2017):
- 50B: when one defender has two or more penalty cards, all of them are major.
- 50D2 / 51B: East may not lead until declarer has chosen.  With penalty cards in one suit
  (51B1) declarer may require or forbid that suit: every card of it is picked up.  With
  cards in more than one suit (51B2) he may require one of those suits (and B1(a)
  applies), forbid one or more of them (every penalty card in each is picked up), or do
  neither (51B2(c): all stay).  Where he required or forbade, West "makes any legal play
  to the trick": the penalty cards left need not be played to it.
- 50D1(a), 51A: a penalty card is played at the first legal opportunity, discarding
  included; if two or more can legally be played, declarer designates which.
- 52: playing another card when a penalty card had to be played is a revoke (61A) dealt
  with under 52B: declarer accepts the card, or has the penalty card played and the other
  card becomes a major penalty card (52B2).
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cards import Card, Seat, Suit
from verzaking.errors import TimelineError

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
D2 = "N:AKQJ.AKQJ.AKQ.AK 432.432.765432.2 T98.T98.JT98.QJT 765.765..9876543"


def rule(events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "3NT", "declarer": "N", "vulnerable": "None",
                           "deal": D2, "events": events}, equity=False)


def exposed(card: str, choice: str = "deliberate") -> dict[str, Any]:
    return {"type": "exposed", "seat": "W", "card": card, "choice": choice}


def option(choice: str, suit: Any = None) -> dict[str, Any]:
    return {"type": "option", "choice": choice, **({"suit": suit} if suit else {})}


def designate(card: str) -> dict[str, Any]:
    return {"type": "designate_penalty", "card": card}


def penalties(r: verzaking.Ruling, trick: int) -> dict:
    return dict(dict(r.penalty_cards).get(trick, {}))


def steps(r: verzaking.Ruling, code: str) -> list[verzaking.Step]:
    return [s for s in r.steps if s.code == code]


def now(r: verzaking.Ruling, code: str) -> list[verzaking.Step]:
    return [s for s in r.next_steps if s.code == code]


TWO_SUITS = [exposed("S7"), exposed("H7")]


def test_50B_a_second_penalty_card_makes_both_major() -> None:
    # S7 dropped by accident is a minor penalty card; H7 as well would be, but with two
    # penalty cards both are major (50B): the 50D2 choice for East names both
    r = rule([exposed("S7", "accident"), exposed("H7", "accident")])
    [second] = steps(r, "50B.major")
    assert second.data["card"] == C("H7")
    [opt] = now(r, "next.option")
    assert (opt.data["leader"], opt.data["owner"], opt.data["cards"]) == (E, W,
                                                                         (C("S7"), C("H7")))


def test_51A_declarer_designates_which_of_two_penalty_cards_is_discarded() -> None:
    # 51B2(c): neither; East leads D2, South D8: West has no diamond, both his penalty
    # cards can be discarded, so declarer designates (51A)
    before = [*TWO_SUITS, option("none"), "D2 D8"]
    r = rule(before)
    assert [(s.code, s.law) for s in steps(r, "51B.none")] == [("51B.none", "51B2(c)")]
    [which] = now(r, "next.penalty_cards_designate")
    assert (which.law, which.data["seat"], which.data["cards"]) == ("51A", W,
                                                                   (C("S7"), C("H7")))
    r = rule([*before, designate("H7")])
    [said] = steps(r, "51A.designated")
    assert (said.law, said.data["seat"], said.data["card"]) == ("51A", W, C("H7"))
    [play] = now(r, "next.penalty_card_play")
    assert (play.data["seat"], play.data["card"]) == (W, C("H7"))
    # West plays H7, North DA wins: no revoke, S7 stays
    r = rule([*before, designate("H7"), "H7 DA"])
    assert r.revokes == ()
    assert penalties(r, 1) == {W: ((C("S7"), True),)}


def test_52_the_other_penalty_card_after_a_designation_and_52B2() -> None:
    # declarer designated H7, West plays S7: he failed to play the penalty card required
    # (52A: "by Law 50 or Law 51"), a revoke (61A)
    events = [*TWO_SUITS, option("none"), "D2 D8", designate("H7"), "S7"]
    r = rule(events)
    [pc] = r.revokes
    assert (pc.revoke.seat, pc.revoke.kind, pc.revoke.card, pc.revoke.held) == (
        W, "penalty_card", C("S7"), (C("H7"),))
    # attention; declarer does not accept: H7 is played instead and S7 is a major penalty
    # card again (52B2).  North DA wins trick 1.
    r = rule([*events, {"type": "attention", "seat": "W"}, {"type": "refuse_play"}, "DA"])
    assert "52B2.substituted" in [s.code for s in r.steps]
    t1 = r.facts.play.tricks[0]
    assert (t1.cards[W], t1.winner) == (C("H7"), N)
    assert penalties(r, 1) == {W: ((C("S7"), True),)}


def test_52_a_third_card_when_one_of_two_penalty_cards_had_to_be_discarded() -> None:
    # no designation; West discards C3 although S7 or H7 had to be played: a revoke under 52
    r = rule([*TWO_SUITS, option("none"), "D2 D8 C3"])
    [pc] = r.revokes
    assert (pc.revoke.kind, pc.revoke.card) == ("penalty_card", C("C3"))
    assert pc.revoke.held[0] in (C("S7"), C("H7"))


def test_51B2b_forbid_one_suit_west_makes_any_legal_play_to_that_trick() -> None:
    # declarer forbids spades: S7 is picked up, H7 stays.  T1: E D2, S D8, W C3 (any
    # legal play, 51B2(b): not the H7), N DA.  No revoke.
    r = rule([*TWO_SUITS, option("forbid", "S"), "D2 D8 C3 DA"])
    [forbid] = steps(r, "51B.forbid")
    assert (forbid.law, forbid.data["suits"], forbid.data["cards"]) == (
        "51B2(b)", (Suit.SPADES,), (C("S7"),))
    assert r.revokes == ()
    assert penalties(r, 1) == {W: ((C("H7"), True),)}
    # at the next trick H7 binds again: T2 N HA, E H2, S H8, West must play H7
    r = rule([*TWO_SUITS, option("forbid", "S"), "D2 D8 C3 DA", "HA H2 H8"])
    [play] = now(r, "next.penalty_card_play")
    assert (play.data["seat"], play.data["card"]) == (W, C("H7"))


def test_51B2b_forbid_two_suits_both_picked_up() -> None:
    # three penalty cards S7 H7 C3; declarer forbids spades and hearts: S7 and H7 are
    # picked up, C3 stays.  East may lead neither suit while he keeps the lead.
    # T1: E D2, S D8, W S5 (any legal play), N DA.
    r = rule([*TWO_SUITS, exposed("C3"), option("forbid", ["S", "H"]), "D2 D8 S5 DA"])
    [forbid] = steps(r, "51B.forbid")
    assert forbid.data["suits"] == (Suit.SPADES, Suit.HEARTS)
    assert r.revokes == ()
    assert penalties(r, 1) == {W: ((C("C3"), True),)}
    # before trick 1, what now: East may not lead spades or hearts
    r = rule([*TWO_SUITS, exposed("C3"), option("forbid", ["S", "H"])])
    [lead] = now(r, "next.lead_forbid_suits")
    assert (lead.law, lead.data["seat"], lead.data["suits"]) == (
        "51B2(b)", E, (Suit.SPADES, Suit.HEARTS))
    # East leading a heart breaks the prohibition: a revoke (61A) on a lead restriction
    r = rule([*TWO_SUITS, exposed("C3"), option("forbid", ["S", "H"]), "H2"])
    [lead_rv] = r.revokes
    assert (lead_rv.revoke.seat, lead_rv.revoke.kind, lead_rv.revoke.suit) == (
        E, "lead_requirement", Suit.HEARTS)


def test_51B1a_require_the_one_suit_of_two_penalty_cards() -> None:
    # S7 and S6, one suit: "require spades" picks both up (51B1(a)).  T1: E S2, S S8,
    # W S5, N SA.
    r = rule([exposed("S7"), exposed("S6"), option("require"), "S2 S8 S5 SA"])
    [req] = steps(r, "51B.require")
    assert (req.law, req.data["cards"]) == ("51B1(a)", (C("S7"), C("S6")))
    assert r.revokes == ()
    assert penalties(r, 1) == {}


def test_51B2a_require_one_of_two_suits() -> None:
    # S7 and H7: "require hearts" picks up H7 (B1(a) applies), S7 stays.
    # T1: E H2, S H8, W H5, N HA.
    r = rule([*TWO_SUITS, option("require", "H"), "H2 H8 H5 HA"])
    [req] = steps(r, "51B.require")
    assert (req.law, req.data["suits"]) == ("51B2(a)", (Suit.HEARTS,))
    assert r.revokes == ()
    assert penalties(r, 1) == {W: ((C("S7"), True),)}


@pytest.mark.parametrize(("events", "code"), [
    # one penalty card that can be played: nothing to designate
    ([exposed("S7"), option("none"), "D2 D8", designate("S7")],
     "timeline_designate_penalty_not_now"),
    # West is not to play: East leads
    ([*TWO_SUITS, option("none"), designate("S7")], "timeline_designate_penalty_not_now"),
    # C3 is no penalty card of West's
    ([*TWO_SUITS, option("none"), "D2 D8", designate("C3")],
     "timeline_designate_penalty_card"),
    # two suits forbidden where the penalty cards are of one suit; "require" of two suits
    ([exposed("S7"), exposed("S6"), option("forbid", ["S", "H"])], "timeline_bad_choice"),
    ([*TWO_SUITS, option("require", ["S", "H"])], "timeline_bad_choice"),
])
def test_51A_51B_impossible_choices_are_refused_naming_the_event(events: list[Any],
                                                                 code: str) -> None:
    with pytest.raises(TimelineError) as err:
        rule(events)
    assert err.value.code == code
    assert err.value.params["event"] == len(events)
