"""The frozen records of the table: tricks, revokes and their lifecycle, penalty cards.

A revoke is one record with one lifecycle: it is *open* when it happens, and
then becomes *established* (Law 63) or *corrected* (Law 62), each time with the
article that did it.  The history keeps both when both happened (a trick-12
revoke established by play and corrected under 62D1; one of two revokes on one
trick established before both were corrected under 62C3).  "Corrected, but
adjusted as if established" (43B2b; 63B in 1997) is a separate flag with its
article.  A defender's revoke that a dummy who forfeited his rights pointed out first is
not rectified at all (43B3): another flag.

>>> from verzaking.cards import Card, Seat, Suit
>>> r = Revoke(seat=Seat.EAST, trick=6, suit=Suit.HEARTS, card=Card.parse("C4"))
>>> r.state, r.established_by
(<RevokeState.OPEN: 'open'>, None)
>>> r = r.moved(Transition(to=RevokeState.ESTABLISHED, law="63A1", how=How.PLAY, trick=7))
>>> r.state, r.established_by, r.is_established
(<RevokeState.ESTABLISHED: 'established'>, '63A1', True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import NamedTuple

from ..cards import SUIT_MASKS, Card, Seat, Side, Suit

__all__ = ["Choice", "How", "LeadRule", "LootChoice", "PenaltyCard", "PlayRule", "Revoke",
           "RevokeKind", "RevokeState", "Timing", "Transition", "Trick"]


class RevokeKind(StrEnum):
    """What the offender failed to do (Law 61A)."""

    FOLLOW = "follow"
    """Follow suit (44C)."""
    PENALTY_CARD = "penalty_card"
    """Play a major penalty card, or a minor one before a lower card of its suit (50C, 50D1)."""
    LEAD = "lead_requirement"
    """Obey a lead declarer required or forbade (50D2)."""
    PLAY_OPTION = "play_requirement"
    """Play as declarer required or forbade after the partner's premature play (57A)."""
    DEFECTIVE = "defective_trick"
    """A defective trick found after both sides played to the next trick (67B1)."""


class Timing(StrEnum):
    """When attention was first drawn to a revoke (64B4, 64B5)."""

    DURING_PLAY = "during_play"
    """During play, or before any later deadline."""
    AFTER_CALL = "after_next_call"
    """After a player of the non-offending side called on the next board (64B4)."""
    AFTER_ROUND = "after_round"
    """After the round ended (64B5)."""


class RevokeState(StrEnum):
    """Where a revoke is in its lifecycle."""

    OPEN = "open"
    """Not yet established and not corrected."""
    ESTABLISHED = "established"
    """Established (Law 63): it stands, and Law 64 applies after play."""
    CORRECTED = "corrected"
    """Corrected (Law 62)."""


class How(StrEnum):
    """What moved a revoke on: the facts behind a transition."""

    PLAY = "play"
    """The offender or his partner played to a later trick (63A1)."""
    NEXT_TRICK = "next_trick"
    """A later trick is known to have been played, though not who played what (63A1)."""
    DESIGNATION = "designation"
    """The offending side named or designated a card for the next trick (63A2)."""
    CLAIM = "claim"
    """The offending side claimed or conceded (63A3)."""
    AGREEMENT = "agreement"
    """The offending side agreed to the opponents' claim (63A4; 63A3 before 2017)."""
    CLAIM_AGREED = "claim_agreed"
    """Play ended in an agreed claim by a player not named (63A3 or 63A4)."""
    GIVEN = "given"
    """The director settled it (a case file's ``established``)."""
    END_OF_PLAY = "end_of_play"
    """Attention was drawn after play ended: the record stands (63A)."""
    DEFECTIVE = "defective"
    """A defective trick, found late (67B1)."""
    ATTENTION = "attention"
    """Attention was drawn in time: corrected (62A)."""
    CLAIM_RULED = "claim_ruled"
    """Not established when the director ruled on the disputed claim: his ruling takes it
    as corrected (62A, 70)."""
    BOTH_SIDES = "both_sides"
    """Both sides revoked on one trick and only one side played on (62C3)."""
    TWELFTH = "twelfth"
    """A trick-12 revoke, corrected before the hands were returned (62D1)."""
    SUBSTITUTED = "substituted"
    """Declarer refused it: the penalty card was played instead (52B2)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Transition:
    """One move in a revoke's lifecycle."""

    to: RevokeState
    """The state it moved to."""
    law: str
    """The article that moved it."""
    how: How
    """What happened."""
    player: Seat | None = None
    """Who did it (played, designated, claimed, agreed), where known."""
    trick: int | None = None
    """The trick at which it happened."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Revoke:
    """A revoke (Law 61A): found in the play, told as an event, or reported by the director."""

    seat: Seat
    """The offender."""
    trick: int
    """The revoke trick."""
    suit: Suit | None = None
    """The suit led that he failed to follow (for a lead requirement: the suit required or
    forbidden), where known."""
    card: Card | None = None
    """The card he played instead, where known."""
    held: tuple[Card, ...] = ()
    """The cards he could have played instead: those of the suit led he still held (a
    penalty card not played: that card; a lead requirement not obeyed: the cards he could
    have led, those of the suit required or all but the suit forbidden).  Empty where the
    deal is not known."""
    kind: RevokeKind = RevokeKind.FOLLOW
    """What he failed to do."""
    history: tuple[Transition, ...] = ()
    """How it was established or corrected, in order."""
    as_if: str | None = None
    """Corrected, but the tricks are adjusted as if it were established: the article
    (``43B2b``; ``63B`` in 1997)."""
    unrectified: str | None = None
    """A defender's revoke that dummy, having forfeited his rights (43A2), was the first to
    draw attention to: no rectification (not corrected, no transfer), play went on as
    though it had not happened, and only the defenders' gain is taken from their own score
    after play: the article (``43B3``, in the 2017 numbering)."""
    settled: bool | None = None
    """The director's word on whether it was established (a case file); ``None``: the law
    decides from what happened."""
    attention: Timing = Timing.DURING_PLAY
    """When attention was first drawn to it."""
    attention_drawn: bool = False
    """Attention has been drawn to it."""
    faced: PenaltyCard | None = None
    """The card played was already face up, as this penalty card: corrected, it is replaced
    without further rectification (62B2) and stays the penalty card it was (50A)."""
    accepted: str | None = None
    """Declarer accepted the card played instead of a penalty card: the article (``52B1(a)``,
    ``52B1(b)``).  The card stands; the revoke is established only as Law 63A says."""
    marked: bool = False
    """The record itself marks the card as a revoke (PBN ``^R``)."""
    won_later_with_held: bool | None = None
    """The offender later won a trick with a card of the suit led he held (1997 64A2), as
    the director reports it; ``None``: the play tells."""
    event: int = 0
    """The event (1-based) that made it, for a case told as events."""

    @property
    def suit_led(self) -> Suit | None:
        """The suit led (another name for :attr:`suit`)."""
        return self.suit

    @property
    def state(self) -> RevokeState:
        """Where it is now."""
        return self.history[-1].to if self.history else RevokeState.OPEN

    @property
    def is_open(self) -> bool:
        """Neither established nor corrected."""
        return not self.history

    @property
    def is_established(self) -> bool:
        """It is established now."""
        return self.state == RevokeState.ESTABLISHED

    @property
    def established_by(self) -> str | None:
        """The article that established it, even if it was corrected afterwards."""
        return next((t.law for t in self.history if t.to == RevokeState.ESTABLISHED), None)

    @property
    def establishment(self) -> Transition | None:
        """The transition that established it, if any."""
        return next((t for t in self.history if t.to == RevokeState.ESTABLISHED), None)

    @property
    def correction(self) -> Transition | None:
        """The transition that corrected it, if any."""
        return next((t for t in self.history if t.to == RevokeState.CORRECTED), None)

    @property
    def corrected_by(self) -> str | None:
        """The article under which it was corrected, if it was."""
        return next((t.law for t in self.history if t.to == RevokeState.CORRECTED), None)

    @property
    def stands(self) -> bool:
        """The revoke card is still in the trick as played (it was not corrected)."""
        return self.corrected_by is None

    def moved(self, transition: Transition) -> Revoke:
        """The revoke after ``transition``."""
        return replace(self, history=(*self.history, transition))


class Trick(NamedTuple):
    """One trick: its cards where known, who led and who won it.

    A named tuple rather than a dataclass: a scan of an archive makes one per
    trick, and a tuple is made several times faster; it is just as immutable.
    """

    number: int
    """1 to 13."""
    leader: Seat | None
    """Who led to it; ``None`` where only its winner is known."""
    cards: tuple[Card | None, Card | None, Card | None, Card | None] = (None, None, None, None)
    """The card of each seat, indexed N, E, S, W; ``None`` where none is known."""
    winner: Seat | None = None
    """Who won it; ``None`` while it is incomplete, or where only the side is known."""
    side: Side | None = None
    """The side that won it; ``None`` while it is incomplete."""

    @property
    def complete(self) -> bool:
        """Won by a side (all four cards played, or its winner known)."""
        return self.side is not None

    @property
    def order(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The seats in the order they played."""
        lead = self.leader if self.leader is not None else Seat.NORTH
        return (lead, lead.lho, lead.partner, lead.partner.lho)

    @property
    def suit_led(self) -> Suit | None:
        """The suit of the card led, if known."""
        card = self.cards[self.leader] if self.leader is not None else None
        return None if card is None else card.suit


@dataclass(frozen=True, slots=True, kw_only=True)
class PenaltyCard:
    """A card on the table as a penalty card (Law 50)."""

    card: Card
    """The card."""
    major: bool
    """A major penalty card (50B); else minor."""
    trick: int
    """The trick in which it became one."""


class Choice(StrEnum):
    """Declarer's choice for the partner of a major penalty card's owner who is to lead (50D2,
    51B), or for the partner of a defender who played too soon (57A)."""

    REQUIRE = "require"
    """Require a suit (50D2(a), 51B; 57A: another suit, if he cannot follow)."""
    FORBID = "forbid"
    """Forbid a suit (50D2(a): while he keeps the lead; 51B2(b): one or more; 57A)."""
    NONE = "none"
    """Neither (50D2(b), 51B2(c); 57A: nothing)."""
    HIGHEST = "highest"
    """The highest card of the suit led (57A)."""
    LOWEST = "lowest"
    """The lowest card of the suit led (57A)."""


class LootChoice(StrEnum):
    """What becomes of a lead out of turn (53-56)."""

    ACCEPT = "accept"
    """Accepted (53A; declarer's, 55A)."""
    REFUSE = "refuse"
    """Refused: a defender's card a major penalty card (56), declarer's taken back (55B)."""
    SPREAD = "spread"
    """At the opening lead declarer spreads his hand and becomes dummy (54A)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LeadRule:
    """Declarer required or forbade a suit of ``leader`` (50D2(a), 51B): a lead restriction in
    force, which comes before the obligation to play a penalty card of his own (50D1(b))."""

    choice: Choice
    """``require`` (for one lead) or ``forbid`` (while he keeps the lead)."""
    suit: Suit
    """The suit."""
    leader: Seat
    """The player it binds."""
    others: tuple[Suit, ...] = ()
    """Further suits forbidden with it (51B2(b): the owner has penalty cards in more than one
    suit)."""
    trick: int = 0
    """The trick it was chosen for."""
    spared: tuple[Card, ...] = ()
    """The owner's penalty cards left on the table, which he need not play to that trick
    (51B: he makes any legal play to it)."""
    kept: tuple[Suit, ...] = ()
    """With a requirement: the suits of an earlier prohibition still in force, since he kept
    the lead (50D2(a), 51B1(b), 51B2(b)); they bind this lead too when he cannot follow the
    requirement (59: any otherwise legal card), and every later lead while he keeps it."""

    @property
    def suits(self) -> tuple[Suit, ...]:
        """Every suit it names."""
        return (self.suit, *self.others)

    @property
    def forbidden(self) -> tuple[Suit, ...]:
        """The suits he may not lead now (unless he holds nothing else, 59)."""
        if self.choice == Choice.FORBID:
            return self.suits
        return tuple(s for s in self.kept if s != self.suit)

    def after_lead(self) -> LeadRule | None:
        """What still binds him at his next lead if he keeps the lead: a prohibition lasts
        (50D2(a)); a requirement is for one lead, the prohibition kept with it lasts."""
        if self.choice == Choice.FORBID:
            return self
        if not self.kept:
            return None
        return LeadRule(choice=Choice.FORBID, suit=self.kept[0], others=self.kept[1:],
                        leader=self.leader, trick=self.trick)

    def broken(self, card: Card, hand: int | None) -> tuple[Choice, Suit] | None:
        """Which restriction a lead of ``card`` breaks (require or forbid, and the suit), if
        any; ``hand`` holds his cards (``None``: not known).  He obeys as far as he can: a
        requirement if he holds the suit, then the suits forbidden if he holds another (59)."""
        if self.choice == Choice.REQUIRE and card.suit != self.suit and (
                hand is None or hand & SUIT_MASKS[self.suit]):
            return Choice.REQUIRE, self.suit
        forbidden = self.forbidden
        if card.suit not in forbidden:
            return None
        mask = 0
        for suit in forbidden:
            mask |= SUIT_MASKS[suit]
        if hand is None or hand & ~mask:
            return Choice.FORBID, card.suit
        return None


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayRule:
    """Declarer's choice for the partner of a defender who played too soon (57A): a play
    restriction in force for his card to one trick (50D1(b))."""

    choice: Choice
    """``highest`` or ``lowest`` of the suit led, ``require`` or ``forbid`` another suit."""
    suit: Suit | None
    """The other suit (for ``require`` and ``forbid``)."""
    seat: Seat
    """The player it binds, for his card to this trick."""
    trick: int = 0
    """The trick it binds (also when that trick is corrected after a card against it)."""
