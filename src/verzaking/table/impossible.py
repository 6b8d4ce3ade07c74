"""A revoke said where the player held no card of the suit led: refused (61A).

Failing to follow suit is a revoke only if the player could have followed (44C,
61A).  A case says so with ``revoke`` on the card (without the deal the program
cannot see it); the facts may show it cannot be so.  With the deal his hand shows
it at once.  Without it, only once his whole hand after the revoke is known: when
he plays his last card, to trick 13, every card he held after the revoke trick has
been played, and if none is of the suit led there he had none to follow with (a
hand only loses cards).  Then no correction can be made either: 62D1 would have
him play a card of that suit to trick 12, which he never held.  Nor can he revoke in
a suit he showed out of on an earlier trick where that was not given as a revoke: he
had none left then.

>>> # see verify_said_revoke
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat, Suit
from ..errors import TimelineError
from .core import TableCore
from .records import Revoke, RevokeKind, Trick

__all__ = ["shown_out_before", "suits_still_due", "verify_said_revoke"]


def verify_said_revoke(t: TableCore, seat: Seat, card: Card, *, said: bool,
                       led: Suit | None) -> None:
    """Raise where ``seat``'s ``card`` (``said``: given as a revoke; ``led``: the suit led,
    ``None`` for a lead) or an earlier revoke of his cannot have been one: he held no card
    of the suit led."""
    if said and led is not None and card.suit != led:
        if t.hands is not None and not t.hands[seat] & SUIT_MASKS[led]:
            raise TimelineError("timeline_revoke_said_void", seat=seat, card=card, suit=led,
                                trick=t.number)
        if t.hands is None:
            _shown_out(t, seat, card, led)
    if t.hands is None and t.number == 13 and seat not in t.omitted.values():
        _last_card(t, seat, card)


def shown_out_before(t: TableCore, seat: Seat, led: Suit) -> Trick | None:
    """Without the deal: the earlier trick where ``seat`` showed out of ``led`` and that was
    not given as a revoke (so he had none of it left after it), if any."""
    revoked = {rv.trick for rv in t.revokes if rv.seat == seat}
    for tr in t.tricks:
        mine = tr.cards[seat]
        first = None if tr.leader is None else tr.cards[tr.leader]
        if (mine is None or first is None or tr.leader == seat or first.suit != led
                or mine.suit == led or tr.number in revoked):
            continue
        return tr
    return None


def _shown_out(t: TableCore, seat: Seat, card: Card, led: Suit) -> None:
    """Without the deal: ``seat`` showed out of ``led`` on an earlier trick and that was not
    given as a revoke, so he had none left then, and none now."""
    tr = shown_out_before(t, seat, led)
    if tr is not None:
        raise TimelineError("timeline_revoke_said_shown_out", seat=seat, card=card,
                            trick=t.number, suit=led, earlier=tr.number, shown=tr.cards[seat])


def _unshown(t: TableCore, seat: Seat) -> list[Revoke]:
    """Without the deal: ``seat``'s revokes said and still standing (in following suit, the
    suit known) whose suit none of his cards after them has been of yet."""
    out = []
    for rv in t.revokes:
        if (rv.seat != seat or rv.kind != RevokeKind.FOLLOW or rv.suit is None
                or rv.corrected_by is not None or rv.held):
            continue  # only a revoke said without the deal, as it still stands
        later = [tr.cards[seat] for tr in t.tricks if tr.number > rv.trick]
        if all(c is not None and c.suit != rv.suit for c in later):
            out.append(rv)
    return out


def suits_still_due(t: TableCore, seat: Seat) -> frozenset[Suit]:
    """Without the deal: the suits ``seat``'s last card must be of, because he revoked in
    them holding a card of the suit led and has played none of it since (61A)."""
    return frozenset(rv.suit for rv in _unshown(t, seat) if rv.suit is not None)


def _last_card(t: TableCore, seat: Seat, card: Card) -> None:
    """Without the deal: ``card`` is ``seat``'s last, so his cards after each of his
    revokes still standing are all known; one with none of the suit led cannot have been."""
    for rv in _unshown(t, seat):
        if card.suit == rv.suit:
            continue
        later = [tr.cards[seat] for tr in t.tricks if tr.number > rv.trick] + [card]
        known = tuple(c for c in later if c is not None)
        code = "timeline_revoke_said_none_left" + ("_event" if rv.event else "")
        raise TimelineError(code, seat=seat, card=rv.card, trick=rv.trick, suit=rv.suit,
                            later=known, revoke_event=rv.event)
