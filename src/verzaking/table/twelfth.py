"""The twelfth trick (62D1): a revoke on trick 12 corrected while the hands are out.

Even when established, a revoke on trick 12 is corrected before the hands go back:
trick 13 is played to the end (each last card is forced), the offender's trick-12 card
and his last card change places, and both tricks are won again.  Then the players who
played after the revoke to trick 12 may play their other card there instead, the
non-offenders first (62C1, then 62C2) - if that card could legally have been played.
"""

from __future__ import annotations

from ..cards import SEATS, SUIT_MASKS, Card, Seat, cards_of
from ..errors import TimelineError
from .core import TableCore
from .establishment import establish
from .pending import Rights62C, Trick13First62D, TwelfthCorrection62D, find
from .play import play_card, trick_winner
from .records import How, Revoke, RevokeKind, RevokeState, Transition
from .rights import twelfth_swap_legal

__all__ = ["correct", "correct_after_trick_13", "correct_now_or_after_trick_13",
           "play_out_last_trick", "to_correct", "verify_withdraw", "withdraw"]


def verify_withdraw(t: TableCore, fixed: TwelfthCorrection62D, seat: Seat, card: Card) -> None:
    """After the correction: only a later player, non-offenders first, with a legal swap."""
    rv = t.revokes[fixed.revoke]
    if t.tricks[-2].cards[seat] != card:
        raise TimelineError("timeline_withdraw_not_played", seat=seat, card=card)
    offender_side = seat.side == rv.seat.side
    if seat not in fixed.rights.may or (offender_side and not fixed.rights.by_nos):
        raise TimelineError("timeline_withdraw_not_allowed", seat=seat, card=card)
    if not twelfth_swap_legal(t, seat):
        raise TimelineError("timeline_substitute_illegal", seat=seat,
                            card=t.tricks[-1].cards[seat], suit=t.tricks[-2].suit_led)


def to_correct(t: TableCore, rv: Revoke) -> bool:
    """62D1: a revoke on trick 12 found while the hands are out, after it was established
    (once the offenders played to trick 13; with the deal, also during trick 13)."""
    if rv.trick != 12 or rv.kind != RevokeKind.FOLLOW or t.hands_returned:
        return False
    return t.over or (t.number == 13 and not rv.is_open and t.hands is not None)


def correct_now_or_after_trick_13(t: TableCore, index: int) -> None:
    """62D1 for revoke ``index``: trick 13 is played to the end first, then trick 12 is
    corrected.  Where a player still to play to trick 13 holds more than one card (he left
    an earlier trick without one, 67), that card is his choice, not forced: the correction
    then waits until trick 13 is complete (:class:`~.pending.Trick13First62D`)."""
    hands = t.hands
    if not t.over and hands is not None and any(
            hands[s].bit_count() != 1 for s in t.rotation() if s not in t.cards):
        t.wait_for(Trick13First62D(revoke=index))
        rv = t.revokes[index]
        t.step("62D1.trick_13_first", "62D1", seat=rv.seat, trick=rv.trick)
        return
    if not t.over:
        play_out_last_trick(t)
    correct(t, index)


def correct_after_trick_13(t: TableCore) -> None:
    """Trick 13 is complete while a 62D1 correction waited for it: correct trick 12 now."""
    waiting = find(t.pending, Trick13First62D)
    if waiting is None or not t.over:
        return
    t.settle(waiting, None)
    correct(t, waiting.revoke)


def play_out_last_trick(t: TableCore) -> None:
    """Trick 13 played to the end: each player's last card is forced."""
    assert t.hands is not None
    for seat in t.rotation():
        if seat not in t.cards:
            [card] = cards_of(t.hands[seat])
            t.step("62D1.last_card", "62D1", seat=seat, card=card)
            play_card(t, seat, card)


def _swap_last_two(t: TableCore, seat: Seat) -> tuple[Seat, Seat]:
    """Swap ``seat``'s cards of tricks 12 and 13 and find both winners again (62D)."""
    t12, t13 = t.tricks[-2], t.tricks[-1]
    cards12, cards13 = list(t12.cards), list(t13.cards)
    cards12[seat], cards13[seat] = cards13[seat], cards12[seat]
    return _won_again(t, cards12, cards13)


def _won_again(t: TableCore, cards12: list[Card | None],
               cards13: list[Card | None]) -> tuple[Seat, Seat]:
    """Tricks 12 and 13 with these cards, both won again (trick 13 led by trick 12's winner)."""
    t12, t13 = t.tricks[-2], t.tricks[-1]
    trump = t.contract.strain.trump
    tr = -1 if trump is None else int(trump)
    assert t12.leader is not None
    w12 = SEATS[trick_winner([int(c) for c in cards12], int(t12.leader), tr)]  # type: ignore[arg-type]
    w13 = SEATS[trick_winner([int(c) for c in cards13], int(w12), tr)]  # type: ignore[arg-type]
    t.tricks[-2] = t12._replace(cards=tuple(cards12), winner=w12, side=w12.side)  # type: ignore[arg-type]
    t.tricks[-1] = t13._replace(cards=tuple(cards13), winner=w13, side=w13.side,  # type: ignore[arg-type]
                           leader=w12)
    return w12, w13


def _still_held(t: TableCore, seat: Seat) -> Card | None:
    """The offender left an earlier trick without a card (67) and so still holds one: if his
    trick-13 card is not of the suit led to trick 12 but a card still in his hand is, that
    card is the one that corrects the revoke (62A, 62D1: a card of the suit led)."""
    t12, t13 = t.tricks[-2], t.tricks[-1]
    led, last = t12.suit_led, t13.cards[seat]
    if t.hands is None or led is None or last is None or last.suit == led:
        return None
    held = cards_of(t.hands[seat] & SUIT_MASKS[led])
    return held[0] if held else None


def _from_hand(t: TableCore, seat: Seat, card: Card) -> tuple[Seat, Seat]:
    """``card`` from ``seat``'s hand goes to trick 12 in place of his revoke card, which goes
    back to his hand (his extra card, for the defective trick, 67B1); trick 13 keeps his card."""
    t12, t13 = t.tricks[-2], t.tricks[-1]
    cards12 = list(t12.cards)
    revoked = cards12[seat]
    assert revoked is not None
    cards12[seat] = card
    t.take(seat, card)
    t.give_back(seat, revoked)
    return _won_again(t, cards12, list(t13.cards))


def withdraw(t: TableCore, fixed: TwelfthCorrection62D, seat: Seat, card: Card) -> None:
    """62C after a 62D correction: a player who played after the revoke to trick 12
    plays his other card there instead (non-offenders first, 62C1; then 62C2)."""
    rv = t.revokes[fixed.revoke]
    offender_side = seat.side == rv.seat.side
    t.settle(fixed, TwelfthCorrection62D(revoke=fixed.revoke,
                                         rights=fixed.rights.used(seat, nos=not offender_side)))
    if offender_side and t.is_defender(seat):
        # 62C2: a defender's card so taken back is a major penalty card; it may be played to
        # trick 12 (the swap is legal only then), its first legal opportunity (50D1): it is
        # played there again and nothing changes
        t.step("62C.twelfth_penalty_again", "62C2", seat=seat, card=card)
        return
    before = t.declarer_tricks()
    w12, w13 = _swap_last_two(t, seat)
    t.step("62C.twelfth_changed", "62C2" if offender_side else "62C1", seat=seat, card=card,
           winner12=w12, winner13=w13, before=before, after=t.declarer_tricks())


def correct(t: TableCore, index: int) -> None:
    """62D1: correct a trick-12 revoke after play; replay tricks 12 and 13."""
    rv = t.revokes[index]
    t12, t13 = t.tricks[-2], t.tricks[-1]
    seat = rv.seat
    right = _still_held(t, seat)
    before = t.declarer_tricks()
    if t.twelfth_before is None:
        t.twelfth_before = before
    if right is None:
        right = t13.cards[seat]
        w12, w13 = _swap_last_two(t, seat)
    else:
        w12, w13 = _from_hand(t, seat, right)
    if rv.is_open:
        establish(t, index, law="63A1", how=How.PLAY, trick=13)
    t.update(index, t.revokes[index].moved(Transition(
        to=RevokeState.CORRECTED, law="62D1", how=How.TWELFTH, trick=13)))
    assert t12.leader is not None
    rot = t.rotation(t12.leader)
    t.wait_for(TwelfthCorrection62D(revoke=index,
                                    rights=Rights62C(may=frozenset(rot[rot.index(seat) + 1:]))))
    t.step("62D1.replayed", "62D1", seat=seat, card=right, winner12=w12, winner13=w13,
           before=before, after=t.declarer_tricks())
    partner_played_before = seat.partner in rot[:rot.index(seat)]
    if t.is_defender(seat) and not partner_played_before:
        t.step(t.rules.twelfth_partner_code, "62D2", seat=seat, partner=seat.partner)
