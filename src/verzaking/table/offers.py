"""What may happen now, as records: the kinds of event, one offer of each, and the table's
whole answer (:class:`Choices`), which :func:`verzaking.table.choices.choices` gives.

>>> from verzaking.cards import Seat
>>> Offer(kind=Kind.ATTENTION, law="62A", seat=Seat.EAST, trick=6).event(by="S")
{'type': 'attention', 'seat': 'E', 'trick': 6, 'by': 'S'}
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..cards import Card, Seat, Suit
from .pending import Pending

__all__ = ["Choices", "Kind", "Offer"]


class Kind(StrEnum):
    """A kind of event: the case file's event type (``trick_won``: a trick told only by who
    won it, the case file's ``tricks`` before its events)."""

    TRICK_WON = "trick_won"
    PLAY = "play"
    QUESTION = "question"
    ATTENTION = "attention"
    WITHDRAW = "withdraw"
    OPTION = "option"
    ACCEPT_PLAY = "accept_play"
    REFUSE_PLAY = "refuse_play"
    DESIGNATE_PENALTY = "designate_penalty"
    LEAD_OUT_OF_TURN = "lead_out_of_turn"
    PREMATURE_PLAY = "premature_play"
    EXPOSED = "exposed"
    CLAIM = "claim"
    CONCEDE = "concede"
    ACCEPT = "accept"
    OBJECT = "object"
    CLAIM_RULED = "claim_ruled"
    NEXT_BOARD_CALL = "next_board_call"
    END_OF_ROUND = "end_of_round"
    HANDS_RETURNED = "hands_returned"


_NO_SEAT = frozenset({Kind.OPTION, Kind.ACCEPT_PLAY, Kind.REFUSE_PLAY, Kind.CLAIM_RULED,
                      Kind.END_OF_ROUND, Kind.HANDS_RETURNED})
"""The kinds whose event names nobody (declarer's choice, the director's ruling, timing)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Offer:
    """One event the table can take now."""

    kind: Kind
    """What happens."""
    law: str
    """The article that allows it (or that rules it)."""
    seat: Seat | None = None
    """Who does it (``None``: the director, or whoever, as the kind says)."""
    to: Seat | None = None
    """A question: whom ``seat`` asks."""
    trick: int | None = None
    """Attention: the revoke's trick; a question: the trick it is about (its event need not
    say it: the table finds the same, 61B)."""
    cards: tuple[Card, ...] = ()
    """The cards it may name (a card played: every card ``seat`` can play; without the deal,
    every card not seen yet)."""
    legal: tuple[Card, ...] = ()
    """A card played, the deal known: those that break no obligation (follow suit, 44C;
    declarer's restriction, 50D2, 51B, 57A; the penalty card due, 50D1)."""
    revoke: tuple[Card, ...] = ()
    """A card played without the deal: those that may be told as a revoke (he still held the
    suit led, 61A): the cards of another suit.  With the deal the table finds it itself."""
    by: tuple[Seat, ...] = ()
    """Attention: who may be said to have drawn it."""
    choices: tuple[str, ...] = ()
    """The choices it takes (an option: require, forbid, none...; an exposed card: deliberate
    or accident; a card after a lead out of turn: accept or refuse)."""
    suits: tuple[Suit, ...] = ()
    """An option: the suits declarer may require or forbid."""
    totals: tuple[int, ...] = ()
    """A claim or the director's ruling on one: declarer's totals it may give."""
    due: bool = False
    """The table waits for this (its pending record): say it first."""
    irregular: bool = False
    """The law says the player may not, but it is dealt with when he does (dummy asks a
    defender, 61B2(b)): offered apart."""

    def event(self, **given: object) -> dict[str, object]:
        """The event in the case file's form, with the fields ``given`` (``card``, ``by``,
        ``choice``, ``suit``, ``declarer_tricks``, ``revoke``)."""
        out: dict[str, object] = {"type": self.kind.value}
        if self.seat is not None and self.kind not in _NO_SEAT:
            out["seat"] = self.seat.letter
        if self.to is not None:
            out["to"] = self.to.letter
        if self.trick is not None and self.kind == Kind.ATTENTION:  # a question finds its own
            out["trick"] = self.trick
        out.update({k: v for k, v in given.items() if v is not None})
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class Choices:
    """What the table waits for, and every event it can take now."""

    waiting: Pending | None
    """Its pending record, as a next event other than a card taken back finds it."""
    to_play: Seat | None
    """Who plays the next card, if one is due now."""
    trick: int
    """The current trick."""
    offers: tuple[Offer, ...]
    """The events, those the table waits for first."""

    def of(self, *kinds: Kind) -> tuple[Offer, ...]:
        """The offers of these kinds."""
        return tuple(o for o in self.offers if o.kind in kinds)
