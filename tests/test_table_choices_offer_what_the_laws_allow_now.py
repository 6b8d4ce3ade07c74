"""Issue 30, item 1: the table says what it waits for and which events may happen now
(``Table.choices()``), from its pending record and the laws; each offer is an event the table
takes.  Every expected value below is worked by hand from the laws (2017) and the deal.

The README's deal, 4S by South (so West leads, North is dummy):
    N 9742.AQJ6.852.63   E 85.4.T963.KQ9874   S AKQJT.92.Q74.AJ5   W 63.KT8753.AKJ.T2
Tricks 1-5 as the README plays them: DA D2 D3 D4 (West), DK D5 D6 D7 (West), C2 C3 C9 CA
(South), SA S3 S4 S5 (South), SK S6 S7 S8 (South).  Before trick 6 the hands hold
    N S92 HAQJ6 D8 C6   E H4 DT9 CKQ874   S SQJT H92 DQ CJ5   W HKT8753 DJ CT
"""

from __future__ import annotations

import pytest

from verzaking import Card, Contract, Deal, Seat
from verzaking.cards import Side, Suit
from verzaking.io.caseevents import read_events
from verzaking.table import (
    DeclarerOption50D2,
    DrawAttention,
    Kind,
    Offer,
    PlayCard,
    SubstituteDue,
    Table,
    TrickWon,
    Withdraw,
)

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
FIVE = "DA D2 D3 D4 DK D5 D6 D7 C2 C3 C9 CA SA S3 S4 S5 SK S6 S7 S8".split()
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def table(cards: list[str], *, deal: bool = True) -> Table:
    t = Table(contract=Contract.parse("4S", declarer="S"),
              deal=Deal.from_pbn(DEAL) if deal else None)
    for card in cards:
        t.apply(PlayCard(card=Card.parse(card)))
    return t


def cards(*names: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in names)


def kinds(t: Table) -> list[str]:
    return [o.kind.value for o in t.choices().offers]


# -- the opening lead -----------------------------------------------------------------------

def test_at_the_opening_lead_west_leads_and_a_lead_out_of_turn_is_offered_to_the_others() -> None:
    # South declares: West, his left-hand opponent, leads (41A); Law 44 for his card.  Any
    # other player may lead out of turn: a defender's is 53 (East, with declarer's 54A option
    # to spread at the opening lead), from declarer's side it is declarer's, 55 (North's hand
    # or South's).  Nobody has failed to follow: no question (61B), no attention (62A).
    t = table([])
    chosen = t.choices()
    assert chosen.to_play == W and chosen.trick == 1 and chosen.waiting is None
    play = chosen.of(Kind.PLAY)
    assert [(o.seat, o.law, o.due) for o in play] == [(W, "44", False)]
    assert set(play[0].cards) == set(Deal.from_pbn(DEAL).hand(W))
    assert play[0].legal == play[0].cards  # leading: any card of his is legal
    assert play[0].revoke == ()  # with the deal the table finds a revoke itself
    loot = {o.seat: (o.law, o.choices) for o in chosen.of(Kind.LEAD_OUT_OF_TURN)}
    assert loot == {N: ("55", ("accept", "refuse")), E: ("53", ("accept", "refuse", "spread")),
                    S: ("55", ("accept", "refuse"))}
    assert not chosen.of(Kind.QUESTION, Kind.ATTENTION, Kind.WITHDRAW, Kind.OPTION)
    # a claim or concession by declarer or a defender (68), never by dummy; declarer's total
    # may be anything from the 0 he has to all 13
    claims = chosen.of(Kind.CLAIM)
    assert {o.seat for o in claims} == {E, S, W}
    assert claims[0].totals == tuple(range(14))


def test_a_trick_told_only_by_its_side_leaves_the_leader_unknown_so_no_card_is_offered() -> None:
    # without the deal a trick may be told by who won it; won by "EW" only, nobody knows
    # whether East or West leads next: no card, and "what now?" names nobody to play
    t = Table(contract=Contract.parse("4S", declarer="S"))
    assert kinds(t)[0] == "trick_won"
    t.apply(TrickWon(side=Side.EW))
    assert not t.choices().of(Kind.PLAY) and t.choices().to_play is None
    assert not any(s.code == "next.play" for s in t.next_steps())
    t.apply(TrickWon(side=Side.EW, winner=W))
    assert [o.seat for o in t.choices().of(Kind.PLAY)] == [W]


# -- a defender's revoke, corrected -----------------------------------------------------------

def test_a_question_to_the_defender_who_showed_out_by_those_61b_lets_ask_him() -> None:
    # trick 6: South leads C5, West plays H3 though he holds CT (61A).  61B: declarer may ask
    # a defender (61B1), West's partner may ask him (61B3); dummy may not (61B2(b)), which is
    # offered apart as irregular.  Attention may be drawn to the revoke, open: 62A.
    t = table([*FIVE, "C5", "H3"])
    asks = {(o.seat, o.to): (o.law, o.irregular, o.trick) for o in t.choices().of(Kind.QUESTION)}
    assert asks == {(S, W): ("61B1", False, 6), (E, W): ("61B3", False, 6),
                    (N, W): ("61B2(b)", True, 6)}
    att = t.choices().of(Kind.ATTENTION)
    assert [(o.seat, o.trick, o.law, o.by) for o in att] == [(W, 6, "62A", (N, E, S, W))]
    # the next card is North's (dummy's, played by declarer): clubs were led and North's only
    # club is C6, so C6 alone breaks no obligation (44C)
    play = t.choices().of(Kind.PLAY)[0]
    assert play.seat == N and play.legal == cards("C6")


def test_after_attention_west_substitutes_his_only_club_and_north_may_take_his_card_back() -> None:
    # C5 H3 C6 CK, then attention to West's revoke before his side played on: corrected
    # (62A).  West must follow with a club (62B): CT is his only one.  North played after
    # the revoke: he may take C6 back (62C1, by declarer for dummy), but only once the revoke
    # is corrected (62B first: trial F1), so not yet.  East, of the offending side, only once
    # a non-offender has (62C2).
    t = table([*FIVE, "C5", "H3", "C6", "CK"])
    t.apply(DrawAttention(seat=W, by=S))
    chosen = t.choices()
    assert isinstance(chosen.waiting, SubstituteDue) and chosen.waiting.seat == W
    play = chosen.of(Kind.PLAY)
    assert [(o.seat, o.law, o.due, o.cards) for o in play] == [(W, "62B", True, cards("CT"))]
    assert chosen.of(Kind.WITHDRAW) == ()
    assert chosen.offers[0].due  # what the table waits for comes first
    assert not chosen.of(Kind.ATTENTION, Kind.QUESTION)  # attention was drawn to it already


def test_the_trick_whole_again_declarer_chooses_first_and_north_may_still_withdraw() -> None:
    # West plays CT: C5 CT C6 CK, East's CK wins.  East leads next while West has a major
    # penalty card (H3): declarer chooses first (50D2): require or forbid hearts, or neither.
    # The trick may still come back: North may take C6 back (62C1).
    t = table([*FIVE, "C5", "H3", "C6", "CK"])
    t.apply(DrawAttention(seat=W))
    t.apply(PlayCard(card=Card.parse("CT")))
    chosen = t.choices()
    assert chosen.waiting == DeclarerOption50D2(leader=E)
    option = chosen.of(Kind.OPTION)
    assert [(o.seat, o.law, o.choices, o.suits, o.due) for o in option] == [
        (S, "50D2", ("require", "forbid", "none"), (Suit.HEARTS,), True)]
    assert [(o.seat, o.law) for o in chosen.of(Kind.WITHDRAW)] == [(N, "62C1")]
    assert not chosen.of(Kind.PLAY)  # East may not lead before declarer has chosen (50D2)


def test_once_north_withdrew_he_plays_again_and_east_may_withdraw_under_62c2() -> None:
    # North takes C6 back: the trick is on the table again, North plays to it again (his only
    # club, C6), and now East, next of the offending side, may take CK back (62C2).
    t = table([*FIVE, "C5", "H3", "C6", "CK"])
    t.apply(DrawAttention(seat=W))
    t.apply(PlayCard(card=Card.parse("CT")))
    t.apply(Withdraw(seat=N, card=Card.parse("C6")))
    chosen = t.choices()
    assert [(o.seat, o.law, o.cards) for o in chosen.of(Kind.PLAY)] == [(N, "62C", cards("C6"))]
    assert [(o.seat, o.law, o.cards) for o in chosen.of(Kind.WITHDRAW)] == [
        (E, "62C2", cards("CK"))]


def test_without_the_deal_an_off_suit_card_may_be_told_as_a_revoke() -> None:
    # without the deal nobody knows whether a player who shows out still held the suit: the
    # offer for a follower's card names the cards of another suit as ones that may be told
    # as a revoke (61A); the leader's card never is one
    t = Table(contract=Contract.parse("4S", declarer="S"))
    for winner in (W, W, S, S, S):
        t.apply(TrickWon(side=winner.side, winner=winner))
    lead = t.choices().of(Kind.PLAY)[0]
    assert lead.seat == S and lead.revoke == () and len(lead.cards) == 52
    t.apply(PlayCard(card=Card.parse("H2")))
    follow = t.choices().of(Kind.PLAY)[0]
    assert follow.seat == W and len(follow.cards) == 51 and follow.legal == ()
    assert len(follow.revoke) == 39 and all(c.suit != Suit.HEARTS for c in follow.revoke)


# -- other irregularities ---------------------------------------------------------------------

def test_a_defender_may_play_too_soon_only_before_his_partner_has_played() -> None:
    # trick 4: South leads SA; West is next.  East has still to play and so has his partner
    # West: East playing now would be too soon (57A).  West is the one to play: not him.
    t = table(FIVE[:13])
    assert [o.seat for o in t.choices().of(Kind.PREMATURE_PLAY)] == [E]
    t.apply(PlayCard(card=Card.parse("S3")))  # West plays: East's partner has played
    assert not t.choices().of(Kind.PREMATURE_PLAY)


def test_a_claim_offers_declarers_totals_then_agreement_by_the_other_side() -> None:
    # after five tricks North-South have won three: declarer can end with 3 to 11 (68);
    # South claims: only a defender agrees (69A), a defender objects (68D); dummy neither
    t = table(FIVE)
    assert t.choices().of(Kind.CLAIM)[0].totals == tuple(range(3, 12))
    t.apply(read_events([{"type": "claim", "seat": "S", "declarer_tricks": 10}])[0])
    chosen = t.choices()
    assert {o.seat for o in chosen.of(Kind.ACCEPT)} == {E, W}
    assert {o.seat for o in chosen.of(Kind.OBJECT)} == {E, W}
    assert not chosen.of(Kind.PLAY)  # play ceases (68D)


# -- every offer is an event the table takes ---------------------------------------------------

def _event(offer: Offer) -> dict[str, object]:
    """One event for ``offer``, with its first card, choice, suit or total."""
    given: dict[str, object] = {}
    if offer.cards:
        given["card"] = str(offer.cards[0])
    if offer.kind == Kind.OPTION:
        given["choice"] = "none"
    elif offer.choices and offer.kind != Kind.PLAY:
        given["choice"] = offer.choices[0]
    if offer.totals:
        given["declarer_tricks"] = offer.totals[-1]
    if offer.kind == Kind.ATTENTION:
        given["by"] = "S"
    return offer.event(**given)


STATES = [
    [], FIVE[:13], [*FIVE, "C5", "H3"], [*FIVE, "C5", "H3", "C6", "CK"],
    [*FIVE, "C5", "H3", "C6", "CK", {"type": "attention", "seat": "W"}],
    [*FIVE, "C5", "H3", "C6", "CK", {"type": "attention", "seat": "W"}, "CT"],
    [*FIVE, "C5", "H3", "C6", "CK", {"type": "attention", "seat": "W"}, "CT",
     {"type": "withdraw", "seat": "N", "card": "C6"}],
    [*FIVE, {"type": "lead_out_of_turn", "seat": "N", "card": "C6"}],
    [*FIVE, {"type": "claim", "seat": "S", "declarer_tricks": 10}],
]


@pytest.mark.parametrize("state", range(len(STATES)))
def test_every_offer_is_an_event_the_table_takes(state: int) -> None:
    events = [{"type": "play", "card": e} if isinstance(e, str) else e for e in STATES[state]]
    t = Table(contract=Contract.parse("4S", declarer="S"), deal=Deal.from_pbn(DEAL))
    t.apply_all(read_events(events))
    for offer in t.choices().offers:
        if offer.kind == Kind.TRICK_WON:
            continue
        op = read_events([_event(offer)])[0]
        assert t.can(op), (offer, op)
