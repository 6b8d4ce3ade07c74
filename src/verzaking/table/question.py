"""What a question "geen meer?" is about (Law 61B): the revoke it draws attention to.

61B lets a player ask one who failed to follow suit whether he has a card of the
suit led; who may ask whom is the edition's (:meth:`TableRules.may_ask`).  Asking
is no irregularity, and the question draws attention to the revoke it asks about:
one not yet established is corrected (62A), one already established stands and is
adjusted after play (63B).  So a question asked after the offender has played on
("declarer asks East about trick 6 while trick 7 is in progress") is how attention
is drawn at the table to a revoke already established; the event may name the
``trick`` it asks about.

Without ``trick``: a revoke by the player on the trick he last played to (not yet
established) comes first; else his one earlier revoke that nobody has drawn
attention to yet.  With two or more, or with one earlier revoke while he has just
shown out legally, the question is ambiguous and refused: the event must name its
trick.

Refused, as what cannot have happened, is only a question that cannot be about a
revoke: about a trick where the player followed suit (or led), where he has no card
known, or one not yet played.  A question about a trick where he showed out and did
not revoke (he had none) is harmless: 61B allows it and it is no irregularity, so
it is answered ("none") and changes nothing.  Nor is one about a revoke to which
attention was drawn already: it is said to be known.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Seat
from ..errors import TimelineError
from .core import TableCore
from .operations import Question
from .records import Revoke, RevokeKind

__all__ = ["About", "about"]


@dataclass(frozen=True, slots=True, kw_only=True)
class About:
    """The trick a question is about, and the revoke there it draws attention to."""

    trick: int
    """The trick asked about."""
    index: int | None
    """The revoke (its index in the table's list) it draws attention to; ``None``: the
    player did not revoke there (he had none of the suit), or attention was drawn already."""
    known: bool = False
    """Attention was drawn to the revoke on that trick before: the question adds nothing."""


def _unheard(rv: Revoke) -> bool:
    """A revoke still in the trick as played that nobody has drawn attention to (a card left
    out of a trick is not what 61B asks about: that is 67)."""
    return rv.stands and not rv.attention_drawn and rv.kind != RevokeKind.DEFECTIVE


def _played(t: TableCore, seat: Seat, number: int) -> tuple[Card | None, Card | None, bool]:
    """``seat``'s card on trick ``number``, the card led to it, and whether he led it."""
    if number == t.number:
        return t.cards.get(seat), t.cards.get(t.leader), seat == t.leader
    trick = t.tricks[number - 1]
    if trick.leader is None:  # known only by its winner
        return None, None, False
    return trick.cards[seat], trick.cards[trick.leader], seat == trick.leader


def _last_trick(t: TableCore, seat: Seat) -> int | None:
    """The trick ``seat`` last followed to (or was passed over in, 67): this one if his card
    is in it and he did not lead it (a lead is never a failure to follow), else the one
    before; ``None`` before that."""
    if (seat in t.cards and seat != t.leader) or t.omitted.get(t.number) == seat:
        return t.number
    return t.number - 1 if t.tricks else None


def about(t: TableCore, op: Question) -> About:
    """What ``op`` asks about; raises :class:`TimelineError` when it cannot be about a
    revoke, or names no trick and could be about more than one."""
    to = op.to
    if op.trick is not None:
        if not 1 <= op.trick <= min(t.number, 13):
            raise TimelineError("timeline_no_trick", trick=op.trick)
        return _on_trick(t, to, op.trick)
    last = _last_trick(t, to)
    for i in range(len(t.revokes) - 1, -1, -1):  # his revoke not yet established (on the
        # trick he last played to: a card of his side to a later trick would establish it)
        rv = t.revokes[i]
        if rv.seat == to and rv.is_open and rv.kind != RevokeKind.DEFECTIVE:
            return About(trick=rv.trick, index=i)
    earlier = [i for i, rv in enumerate(t.revokes) if rv.seat == to and _unheard(rv)]
    showed_out = last is not None and _showed_out(t, to, last) and not any(
        rv.seat == to and rv.trick == last for rv in t.revokes)  # legally: he had none
    if len(earlier) > 1 or (earlier and showed_out):
        tricks = tuple(sorted({t.revokes[i].trick for i in earlier}
                              | ({last} if showed_out and last is not None else set())))
        raise TimelineError("timeline_question_which", to=to, tricks=tricks)
    if earlier:
        return About(trick=t.revokes[earlier[0]].trick, index=earlier[0])
    if last is None:
        raise TimelineError("timeline_question_nothing", to=to)
    return _on_trick(t, to, last)


def _showed_out(t: TableCore, seat: Seat, number: int) -> bool:
    """``seat`` played a card of another suit than the one led to trick ``number``."""
    card, led, leader = _played(t, seat, number)
    return card is not None and led is not None and not leader and card.suit != led.suit


def _on_trick(t: TableCore, to: Seat, number: int) -> About:
    """A question about trick ``number``: its revoke by ``to``, or why there is none."""
    mine = [i for i, rv in enumerate(t.revokes) if rv.seat == to and rv.trick == number
            and rv.kind != RevokeKind.DEFECTIVE]
    heard = [i for i in mine if _unheard(t.revokes[i]) or t.revokes[i].is_open]
    if heard:
        return About(trick=number, index=heard[-1])
    card, led, leader = _played(t, to, number)
    if card is None and t.omitted.get(number) == to:  # no card at all (67), not another suit
        raise TimelineError("timeline_question_no_card", to=to, trick=number)
    if card is None or led is None:
        raise TimelineError("timeline_question_nothing_on", to=to, trick=number)
    if leader or card.suit == led.suit:
        if mine:  # his revoke there was corrected: the card there now follows suit
            return About(trick=number, index=None, known=True)
        raise TimelineError("timeline_question_followed", to=to, card=card, trick=number)
    return About(trick=number, index=None, known=bool(mine))
