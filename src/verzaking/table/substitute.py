"""The card played to a corrected trick (62B, 62C): what it must be.

The offender puts his revoke right with a legal card (62B: following suit, 44C); where the
revoke was a failure to play a penalty card, with that card (52, 62B2); where it broke
declarer's choice after a premature play (57A) or his lead restriction (50D2, 51B), obeying
it.  A player who took his card back (62C) plays again following suit.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat
from ..errors import TimelineError
from .core import TableCore
from .penalty import play_rule_missed
from .pending import SubstituteDue
from .records import RevokeKind

__all__ = ["substitute_problem"]


def substitute_problem(t: TableCore, due: SubstituteDue, seat: Seat,
                       card: Card) -> TimelineError | None:
    """Why ``seat`` may not play ``card`` to the corrected trick, if he may not: it must follow
    suit (62B, 44C), be the penalty card the revoke failed to play (52, 62B2), and obey
    declarer's choice (57A) or lead restriction (50D2, 51B) where the revoke broke one."""
    rv = t.revokes[due.revoke]
    led = t.led_suit()
    hand = t.hands[seat] if t.hands is not None else None
    if led is not None and card.suit != led and (hand is None or hand & SUIT_MASKS[led]):
        return TimelineError("timeline_substitute_illegal", seat=seat, card=card, suit=led)
    if seat == rv.seat and rv.kind == RevokeKind.PENALTY_CARD and card not in rv.held:
        if led is None or any(c.suit == led for c in rv.held) or (
                hand is not None and not hand & SUIT_MASKS[led]):
            return TimelineError("timeline_substitute_penalty", seat=seat, card=card,
                                 penalty=rv.held[0])
    bound = t.play_rule
    if (bound is not None and seat == bound.seat and bound.trick == t.number and led is not None
            and play_rule_missed(bound, card, led, hand)):
        return TimelineError("timeline_substitute_play_rule", seat=seat, card=card)
    rule = t.lead_rule
    if seat == rv.seat and rv.kind == RevokeKind.LEAD and rule is not None:
        broken = rule.broken(card, hand)
        if broken is not None:
            return TimelineError("timeline_substitute_lead", seat=seat, card=card,
                                 suit=broken[1])
    return None
