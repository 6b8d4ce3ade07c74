"""The quick case: tricks known only by who won them, and the revokes the director was told of.

Without the deal and without the cards, a board is told trick by trick (who won each)
with the revokes reported on them; everyone played to a trick that is recorded, so a
revoke before it is established (63A1).
"""

from __future__ import annotations

from ..errors import PlayError, TimelineError
from .core import TableCore
from .establishment import establish
from .operations import RevokeReported, TrickWon
from .records import How, Revoke, RevokeState, Transition, Trick

__all__ = ["apply_revoke_reported", "apply_trick_won", "verify_revoke_reported",
           "verify_trick_won"]


def verify_trick_won(t: TableCore, op: TrickWon) -> None:
    """A trick known only by its winner comes before any card (and without the deal)."""
    if t.deal is not None:
        raise TimelineError("timeline_prefix_with_deal")
    if t.cards or any(tr.leader is not None for tr in t.tricks):
        raise TimelineError("timeline_prefix_with_deal")
    if t.number > 13:
        raise PlayError("too_many_tricks", trick=t.number)


def apply_trick_won(t: TableCore, op: TrickWon) -> None:
    """Record the trick; everyone played to it, so earlier revokes are established (63A1)."""
    number = t.number
    for i, rv in enumerate(t.revokes):
        if rv.is_open and rv.settled is None and rv.trick < number:
            establish(t, i, law="63A1", how=How.NEXT_TRICK, trick=number)
    t.tricks.append(Trick(number=number, leader=None, winner=op.winner, side=op.side))
    if op.winner is not None:
        t.leader = op.winner
    if number == 13:
        t.over = True


def verify_revoke_reported(t: TableCore, op: RevokeReported) -> None:
    """A reported revoke is on a trick already recorded, and not on trick 13."""
    if not 1 <= op.trick <= len(t.tricks):
        raise TimelineError("timeline_no_trick", trick=op.trick)


def apply_revoke_reported(t: TableCore, op: RevokeReported) -> None:
    """The director's account of a revoke; if he settled it, that is how it stands."""
    rv = Revoke(seat=op.seat, trick=op.trick, suit=op.suit, card=op.card, kind=op.kind,
                settled=op.established, attention=op.attention,
                won_later_with_held=op.won_later_with_held)
    if op.established:
        rv = rv.moved(Transition(to=RevokeState.ESTABLISHED, law="63A", how=How.GIVEN))
    later = [tr for tr in t.tricks if tr.number > op.trick]
    t.revokes.append(rv)
    if later and op.established is None:
        establish(t, len(t.revokes) - 1, law="63A1", how=How.NEXT_TRICK, trick=op.trick + 1)
