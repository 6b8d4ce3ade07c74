"""A defective trick (Law 67): a player's turn passed without his card.

The omission itself is an operation (:class:`~verzaking.table.operations.Omitted`):
the trick is won by the best of the cards in it, and the player keeps one card
too many.  When attention is drawn to it:

- before a player of each side has played to the next trick (67A1), he supplies
  a card he can legally play; the program takes the trick back onto the table
  for it when nobody has played to the next trick yet (the card then simply is
  his card to that trick, and can be a revoke like any other);
- later (67B1), he places a card among his played cards without changing who won
  the trick: a card of the suit led if he has one; he is then deemed to have
  revoked on that trick (one trick, 64A2).  Under the 1997 Laws a player who
  could place a card of the suit led paid nothing (67B1(a)).

Without the deal only the late case is known: the trick is taken as a revoke.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat, cards_of
from ..errors import TimelineError
from .core import TableCore
from .operations import DefectiveTrick, Omitted
from .penalty import remove_penalty
from .pending import correcting
from .play import complete_trick, play_card, reopen_last_trick
from .records import How, Revoke, RevokeKind, RevokeState, Transition, Trick

__all__ = ["apply_defective", "apply_omitted", "verify_defective", "verify_omitted"]


def verify_omitted(t: TableCore, op: Omitted) -> None:
    """Only the player to play, after the lead, once per trick, in a trick not being corrected."""
    if t.hands_returned or t.over or t.claim_agreed or (t.claim is not None
                                                        and not t.claim.objected):
        raise TimelineError("timeline_play_after_end")
    if correcting(t.waiting(op)) is not None:
        raise TimelineError("timeline_omit_in_correction")
    if not t.cards:
        raise TimelineError("timeline_omit_lead", seat=t.leader)
    if t.number in t.omitted:
        raise TimelineError("timeline_omit_twice", trick=t.number, seat=t.omitted[t.number])
    seat = t.to_play()
    if op.seat is not None and op.seat != seat:
        raise TimelineError("timeline_not_turn", seat=op.seat, expected=seat)


def apply_omitted(t: TableCore, op: Omitted) -> None:
    """His turn passes; with the other three cards the trick is won by the best of them."""
    seat = t.to_play()
    number = t.number
    t.cards[seat] = None
    t.omitted[number] = seat
    t.step("67.omitted", "67", seat=seat, trick=number)
    if len(t.cards) == 4:
        complete_trick(t)


def verify_defective(t: TableCore, op: DefectiveTrick) -> None:
    """The trick was played; with the deal, the player really left it without his card, and
    the card he places is one he may place."""
    if op.trick >= t.number:
        raise TimelineError("timeline_no_trick", trick=op.trick)
    if t.hands is None:
        _verify_told(t, op)
        return
    if t.omitted.get(op.trick) != op.seat:
        raise TimelineError("timeline_not_defective", trick=op.trick, seat=op.seat)
    if not t.found_late(op.trick):
        if t.cards:
            raise TimelineError("timeline_67A_next_begun", trick=op.trick, seat=op.seat)
        if t.claim is not None or t.hands_returned:  # play has ceased: no card can be supplied
            raise TimelineError("timeline_67A_after_claim", trick=op.trick, seat=op.seat)
        if op.card is not None and not t.holds(op.seat, op.card):
            raise TimelineError("timeline_not_held", seat=op.seat, card=op.card)
        return
    choices = _placeable(t, op.seat, op.trick)
    if op.card is None:
        if len(choices) > 1:
            raise TimelineError("timeline_defective_card", trick=op.trick, seat=op.seat,
                                cards=choices)
    elif op.card not in choices:
        if not t.holds(op.seat, op.card):
            raise TimelineError("timeline_not_held", seat=op.seat, card=op.card)
        raise TimelineError("timeline_defective_suit", trick=op.trick, seat=op.seat,
                            card=op.card, suit=_led(t, op.trick).suit)


def _verify_told(t: TableCore, op: DefectiveTrick) -> None:
    """Without the deal: once per trick, not the last trick (there 67A applies: no later
    trick was played), and not a trick its offender won (he had no card in it)."""
    if op.trick == 13:
        raise TimelineError("timeline_defective_last", trick=op.trick, seat=op.seat)
    if any(rv.kind == RevokeKind.DEFECTIVE and rv.trick == op.trick for rv in t.revokes):
        raise TimelineError("timeline_defective_twice", trick=op.trick)
    if t.tricks[op.trick - 1].winner == op.seat:
        raise TimelineError("timeline_defective_winner", trick=op.trick, seat=op.seat)


def _led(t: TableCore, trick: int) -> Card:
    tr = t.tricks[trick - 1]
    assert tr.leader is not None
    card = tr.cards[tr.leader]
    assert card is not None
    return card


def _placeable(t: TableCore, seat: Seat, trick: int) -> tuple[Card, ...]:
    """67B1: a card of the suit led to the defective trick if he holds one, else any card."""
    assert t.hands is not None
    hand = t.hands[seat]
    suit = hand & SUIT_MASKS[_led(t, trick).suit]
    return cards_of(suit or hand)


def apply_defective(t: TableCore, op: DefectiveTrick) -> None:
    """67A: the trick comes back for his card.  67B1: he places a card, the trick's owner
    stays, and he is deemed to have revoked (in 1997 only if he had no card of the suit led)."""
    if t.hands is None:
        _deemed_revoke(t, op, card=op.card, held=())
        return
    if not t.found_late(op.trick):
        del t.omitted[op.trick]
        reopen_last_trick(t)
        t.over = False  # trick 13 is taken back for his card too
        t.step("67A.supply_last" if op.trick == 13 else "67A.supply", "67A1", seat=op.seat,
               trick=op.trick)
        if op.card is not None:
            play_card(t, op.seat, op.card, event=op.event)
        return
    choices = _placeable(t, op.seat, op.trick)
    card = op.card if op.card is not None else choices[0]
    suit = _led(t, op.trick).suit
    had_suit = choices[0].suit == suit
    t.take(op.seat, card)
    if any(p.card == card for p in t.penalty[op.seat]):
        remove_penalty(t, op.seat, card)  # a penalty card placed has been played
    old = t.tricks[op.trick - 1]
    cards = list(old.cards)
    cards[op.seat] = card
    t.tricks[op.trick - 1] = Trick(number=old.number, leader=old.leader,
                                   cards=(cards[0], cards[1], cards[2], cards[3]),
                                   winner=old.winner, side=old.side)
    del t.omitted[op.trick]
    t.step("67B1.placed", "67B1", seat=op.seat, trick=op.trick, card=card, winner=old.winner)
    if had_suit and t.rules.defective_held_excuses:
        t.step("67B1.no_penalty_1997", "67B1(a)", seat=op.seat, trick=op.trick, suit=suit)
        return
    _deemed_revoke(t, op, card=card, held=choices if had_suit else ())


def _deemed_revoke(t: TableCore, op: DefectiveTrick, *, card: Card | None,
                   held: tuple[Card, ...]) -> None:
    """67B1: treated as an established revoke on the defective trick (one trick, 64A2)."""
    suit = None if t.hands is None else _led(t, op.trick).suit
    rv = Revoke(seat=op.seat, trick=op.trick, kind=RevokeKind.DEFECTIVE, suit=suit, card=card,
                held=held, event=op.event)
    t.revokes.append(rv.moved(Transition(to=RevokeState.ESTABLISHED, law="67B1",
                                         how=How.DEFECTIVE, trick=t.number)))
    t.step("67B1.defective", "67B1", seat=op.seat, trick=op.trick)

