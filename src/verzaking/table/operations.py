"""What can happen at the table, as frozen records: the table's operations.

A hand record's play is a list of :class:`PlayCard`; a case told as events is a list of
any of these; the quick case (who won each trick, the revokes the director was told of)
is :class:`TrickWon` and :class:`RevokeReported`.  Every input feeds the same
:class:`~verzaking.table.Table` through them, and its log keeps each with its steps.

>>> from verzaking.cards import Card, Seat
>>> PlayCard(card=Card.parse("H4"), seat=Seat.EAST)
PlayCard(card=Card('H4'), seat=<Seat.EAST: 1>, revoke=False, marked=False, event=0)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Seat, Side, Suit
from ..steps import Step
from .records import RevokeKind, Timing

__all__ = [
    "OPERATION_TYPES", "Accept", "Claim", "ClaimRuled", "DefectiveTrick", "Designate",
    "DesignatePenalty", "Disputed", "Disturbed", "DrawAttention", "DummyForfeited", "EndOfRound",
    "Entry", "Exposed", "HandsReturned", "LeadOutOfTurn", "NextBoardCall", "Object", "Operation",
    "Option", "PlayAccepted", "PlayCard", "PlayRecord", "PrematurePlay", "Question",
    "RevokeReported", "TrickWon", "Withdraw"]


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayCard:
    """A card played; ``None`` for a card not known (a hand record's ``-``)."""

    card: Card | None
    """The card."""
    seat: Seat | None = None
    """Who plays it; ``None``: whoever is to play (after attention to a revoke, the
    offender's substitute card, 62B)."""
    revoke: bool = False
    """Without the deal: the player still held the suit led, so this is a revoke."""
    marked: bool = False
    """The record marks this card as a revoke (PBN ``^R``); detection never depends on it."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayRecord:
    """A hand record's play: one row of card numbers per trick, ``-1`` for a card not known.

    Each row is indexed by seat (``by_seat``, PBN's fixed columns) or in the order
    played from the trick's leader (LIN).  A row with no known card is no trick
    (after the play ended, or after a card that is not known).  Applying it plays
    every card in turn, as :class:`PlayCard` would.
    """

    rows: tuple[tuple[int, ...], ...]
    """The tricks, in order from trick 1."""
    by_seat: bool = False
    """Rows are indexed N, E, S, W (else in the order played)."""
    marks: frozenset[tuple[int, int]] = frozenset()
    """``(trick, seat)`` of cards the record marks as a revoke (PBN ``^R``)."""
    event: int = 0
    """Always 0: not an event."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickWon:
    """A trick known only by who won it (the quick case; tricks before a case's events)."""

    side: Side
    """The side that won it."""
    winner: Seat | None = None
    """The seat that won it, where known."""
    event: int = 0
    """Always 0: not an event."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RevokeReported:
    """A revoke the director was told of, on a trick already recorded (the quick case)."""

    seat: Seat
    """The offender."""
    trick: int
    """The revoke trick."""
    suit: Suit | None = None
    """The suit led, where known."""
    card: Card | None = None
    """The card played instead, where known."""
    kind: RevokeKind = RevokeKind.FOLLOW
    """What he failed to do."""
    established: bool | None = None
    """The director's word on establishment; ``None``: the law decides."""
    attention: Timing = Timing.DURING_PLAY
    """When attention was first drawn to it."""
    won_later_with_held: bool | None = None
    """The offender later won a trick with a card of the suit led (1997 64A2)."""
    event: int = 0
    """Always 0: not an event."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Question:
    """"Geen meer?": ``seat`` asks ``to`` whether he has a card of the suit led (61B); it
    draws attention to the revoke it asks about (on ``trick``, if given)."""

    seat: Seat
    """Who asks."""
    to: Seat
    """Whom he asks."""
    trick: int | None = None
    """The trick asked about; ``None``: the trick he last followed to, or his one earlier
    revoke (see :mod:`~verzaking.table.question`)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawAttention:
    """Attention drawn to a revoke by ``seat`` (the offender), on ``trick`` if given, by
    the player ``by`` if said."""

    seat: Seat | None = None
    """The offender named; ``None``: the most recent revoke."""
    trick: int | None = None
    """The revoke trick named, if any."""
    by: Seat | None = None
    """Who drew attention, where it matters: dummy (43A1(b) during play; with his rights
    forfeited, 43B2(b) for declarer's revoke and 43B3 for a defender's); ``None``: not
    said."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Withdraw:
    """``seat`` takes ``card`` back after a revoke (62C1, 62C2; after 62D1, his trick-12 card)."""

    seat: Seat
    """Who takes his card back."""
    card: Card
    """The card."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Designate:
    """``seat`` names or designates a card for the next trick (63A2)."""

    seat: Seat
    """Who names the card."""
    card: Card | None = None
    """The card, where known."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Claim:
    """A claim or concession: declarer's final total (Law 68); ``agreed``: it is the result."""

    seat: Seat | None
    """Who claimed or conceded; ``None`` where the record does not say."""
    declarer_tricks: int
    """Declarer's final total, the claimed tricks included."""
    concede: bool = False
    """A concession rather than a claim."""
    agreed: bool = False
    """The record gives it as the result: it was agreed (a hand record, the quick case)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Accept:
    """``seat`` agrees to the opponents' claim (69A; 63A4)."""

    seat: Seat
    """Who agrees."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Object:
    """``seat`` objects to the claim (68D); an objection in time undoes an agreement (63A4)."""

    seat: Seat
    """Who objects."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimRuled:
    """The director's ruling on a disputed claim (Law 70): declarer's final total."""

    declarer_tricks: int
    """Declarer's final total as the director rules it, the tricks played included."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Option:
    """Declarer's choice when the partner of a major penalty card's owner is to lead (50D2),
    or is to play after his partner played too soon (57A)."""

    choice: str = "none"
    """``require``, ``forbid`` or ``none`` (50D2: the penalty card's suit); after a premature
    play (57A) also ``highest`` or ``lowest`` of the suit led, and ``require``/``forbid``
    another suit."""
    suit: Suit | None = None
    """The suit required or forbidden; ``None``: the penalty card's, if it has only one."""
    more: tuple[Suit, ...] = ()
    """Further suits forbidden with ``suit`` (51B2(b): penalty cards in more than one suit)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DesignatePenalty:
    """Declarer names which of two or more penalty cards the defender plays now (51A)."""

    card: Card
    """The penalty card."""
    seat: Seat | None = None
    """Its owner; ``None``: the player to play."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class NextBoardCall:
    """``seat`` has called on the next board (63A4, 64B4)."""

    seat: Seat
    """Who called."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class EndOfRound:
    """The round has ended (63A4, 64B5)."""

    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandsReturned:
    """The four hands are back in the board (62D)."""

    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DummyForfeited:
    """Dummy lost his rights (43A2); if he then asks declarer first, 43B2(b); if he is the
    first to draw attention to a defender's revoke, 43B3."""

    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Disturbed:
    """``seat`` disturbed the order of his played cards (65D)."""

    seat: Seat
    """Who disturbed them."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Disputed:
    """After play, one side says ``seat`` revoked on ``trick``, the other denies it, and
    ``by`` mixed his cards so that the facts can no longer be found (66D, 65D)."""

    seat: Seat
    """Who is said to have revoked."""
    trick: int
    """The trick of the revoke said to have been made."""
    by: Seat
    """Who mixed or disturbed his cards."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DefectiveTrick:
    """A defective trick found after both sides played to the next trick (67B1)."""

    seat: Seat
    """The player whose card is missing or extra."""
    trick: int
    """The defective trick."""
    card: Card | None = None
    """With the deal: the card he places in it (67B1; needed where he has a choice)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Omitted:
    """A player's turn in the current trick passed without his card (a defective trick, 67)."""

    seat: Seat | None = None
    """Who played no card (default: whoever was to play)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Exposed:
    """A card exposed other than by play (50B; declarer's never a penalty card, 48A)."""

    seat: Seat
    """Whose card."""
    card: Card
    """The card."""
    deliberate: bool | None = False
    """Exposed deliberately (a major penalty card); else by accident; ``None``: not said
    (then refused where it decides between a minor and a major penalty card, 50B)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LeadOutOfTurn:
    """``seat`` faces a lead when it was another's turn to lead (Laws 53-56)."""

    seat: Seat
    """Who led out of turn."""
    card: Card
    """The card led."""
    choice: str | None = None
    """``accept`` (53A; 55A for declarer's), ``refuse`` (a defender's card a major penalty
    card, 56/54D; declarer's taken back, 55B), ``spread`` (54A: at the opening lead
    declarer spreads his hand and becomes dummy); ``None``: not said yet (a card played
    next by the hand after the offender accepts it, 53A)."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PrematurePlay:
    """A defender plays (or leads to the next trick) before his partner has played (57A)."""

    seat: Seat
    """Who played too soon."""
    card: Card
    """The card: a major penalty card."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayAccepted:
    """Declarer accepts (52B1(a)) or refuses (52B2) a defender's card played when a penalty
    card was due."""

    accept: bool = True
    """``False``: the penalty card is played instead; the other card becomes one."""
    event: int = 0
    """The event (1-based) of a case told as events; 0 otherwise."""


Operation = (PlayCard | PlayRecord | TrickWon | RevokeReported | Question | DrawAttention | Withdraw
             | Designate | Claim | ClaimRuled | Accept | Object | Option | DesignatePenalty
             | NextBoardCall | EndOfRound | HandsReturned | DummyForfeited | Disturbed
             | DefectiveTrick | Omitted | Exposed | LeadOutOfTurn | PrematurePlay | PlayAccepted
             | Disputed)
"""Any operation of the table."""

OPERATION_TYPES: dict[str, type] = {
    "play": PlayCard, "question": Question, "attention": DrawAttention, "withdraw": Withdraw,
    "designate": Designate, "claim": Claim, "concede": Claim, "accept": Accept,
    "object": Object, "claim_ruled": ClaimRuled, "option": Option, "next_board_call": NextBoardCall,
    "end_of_round": EndOfRound, "hands_returned": HandsReturned,
    "dummy_forfeited": DummyForfeited, "disturbed": Disturbed,
    "defective_trick": DefectiveTrick, "omitted": Omitted, "exposed": Exposed,
    "lead_out_of_turn": LeadOutOfTurn, "premature_play": PrematurePlay, "accept_play": PlayAccepted,
    "refuse_play": PlayAccepted, "disputed": Disputed, "result": Claim,
    "designate_penalty": DesignatePenalty}
"""The case file's event types and the operation each one is."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Entry:
    """One operation in the table's log, with what the laws required after it."""

    operation: Operation
    """The operation as applied (the player filled in where the table knew him)."""
    steps: tuple[Step, ...] = ()
    """What the laws required at this point, in order."""
