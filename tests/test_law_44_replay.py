"""Law 44 (the play) and Law 61A (detection): replay, trick winners, revokes found.

Deal (pbnkit.DEAL): N AKQJ.T98.765.432, E T98.765.432.AKQJ,
S 765.432.AKQJ.T98, W 432.AKQJ.T98.765.
"""

from __future__ import annotations

import pytest

from pbnkit import DEAL, pbn
from verzaking.cards import Card, Deal, Seat, Suit
from verzaking.contract import Contract
from verzaking.errors import DealError, PlayError
from verzaking.io.pbn import read_boards
from verzaking.play import replay, trick_winner

C = Card.parse


def test_44E_highest_trump_wins() -> None:
    # hearts led by North; East ruffs with the 2 of spades, South over-ruffs with the 3
    cards = [C("HA"), C("S2"), C("S3"), C("HK")]
    assert trick_winner(cards, 0, int(Suit.SPADES)) == Seat.SOUTH


def test_44F_highest_card_of_suit_led_wins_at_no_trump() -> None:
    cards = [C("H5"), C("SA"), C("HK"), C("H9")]  # East's spade ace is a discard
    assert trick_winner(cards, 0, -1) == Seat.SOUTH


def test_44G_winner_leads_next_and_opening_leader_is_declarers_lho() -> None:
    deal = Deal.from_pbn(DEAL)
    play = replay(deal, Contract.parse("1NT", declarer="S"),
                  [["HA", "HT", "H7", "H4"], ["HK", "H9", "H6", "H3"]])
    assert play.tricks[0].leader == Seat.WEST
    assert play.tricks[0].winner == Seat.WEST
    assert play.tricks[1].leader == Seat.WEST
    assert play.revokes == ()


def test_61A_revoke_by_a_defender_is_recorded_not_refused() -> None:
    deal = Deal.from_pbn(DEAL)
    play = replay(deal, Contract.parse("1NT", declarer="S"), [["D8", "D5", "ST", "DA"]])
    [rv] = play.revokes
    assert (rv.seat, rv.trick, rv.suit_led, rv.card) == (Seat.EAST, 1, Suit.DIAMONDS, C("ST"))
    assert rv.held == (C("D4"), C("D3"), C("D2"))
    assert play.tricks[0].winner == Seat.SOUTH


def test_61A_revoke_by_dummy_and_by_declarer() -> None:
    deal = Deal.from_pbn(DEAL)
    # 1NT by South, West leads a heart: North (dummy) discards a spade holding hearts,
    # then South, holding hearts too, discards a club.
    play = replay(deal, Contract.parse("1NT", declarer="S"), [["HA", "SA", "H7", "C8"]])
    assert [(r.seat, r.card) for r in play.revokes] == [(Seat.NORTH, C("SA")),
                                                        (Seat.SOUTH, C("C8"))]


def test_pbn_columns_start_with_opening_leader() -> None:
    [board] = read_boards(pbn(play=["D8 D5 ST DA"]))
    assert board.play.tricks[0].cards[Seat.EAST] == C("ST")
    assert board.revokes[0].seat == Seat.EAST


def test_card_not_held_names_trick_seat_card_and_holder() -> None:
    with pytest.raises(PlayError) as exc:
        read_boards(pbn(play=["HA HT H7 H4", "SA H9 H6 H3"]))
    err = exc.value
    assert err.code == "card_not_held"
    assert (err.params["trick"], err.params["seat"], err.params["card"]) == (2, Seat.WEST, C("SA"))
    assert err.params["holder"] == Seat.NORTH
    assert err.line == 9  # the second play line


def test_card_played_twice() -> None:
    deal = Deal.from_pbn(DEAL)
    with pytest.raises(PlayError) as exc:
        replay(deal, Contract.parse("1NT", declarer="S"),
               [["HA", "HT", "H7", "H4"], ["HA", "H9", "H6", "H3"]])
    assert exc.value.code == "card_played_twice"
    assert exc.value.params["first"] == 1


def test_missing_card_in_the_middle_of_the_record() -> None:
    with pytest.raises(PlayError) as exc:
        read_boards(pbn(play=["HA HT - H4", "HK H9 H6 H3"]))
    assert exc.value.code == "trick_gap"
    assert (exc.value.params["trick"], exc.value.params["seat"]) == (1, Seat.EAST)


def test_unknown_cards_in_the_last_trick_are_allowed() -> None:
    [board] = read_boards(pbn(play=["HA HT H7 H4", "HK - H6 -"], result="7"))
    assert len(board.tricks) == 1
    assert board.claim is not None and board.claim.declarer_tricks == 7


@pytest.mark.parametrize("deal, code", [
    ("N:AKQJT.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765", "deal_hand_size"),
    ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.764", "deal_card_shared"),
    ("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98", "deal_hand_count"),
    ("AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765", "deal_start"),
    ("N:AKQJ.T98.765.43X T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765", "deal_bad_rank"),
])
def test_impossible_deals(deal: str, code: str) -> None:
    with pytest.raises(DealError) as exc:
        read_boards(pbn(play=["HA HT H7 H4"], deal=deal))
    assert exc.value.code == code
    assert exc.value.line == 4  # the [Deal] line
