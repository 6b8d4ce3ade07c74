"""What each stage of a ruling decided, as typed values.

The law engine's stages (:mod:`verzaking.laws`) and the edition's answers to the table's
questions (:class:`verzaking.table.TableRules`) return these records: why, under which
article, and the facts the step will name.  The engine decides on them (an
:class:`Established` counts for Law 64, an :class:`Exempt` of item 64B7, a
:class:`Transferred` of two tricks), never on step codes or article text; one place,
:mod:`verzaking.said`, turns them into the numbered steps with their codes.

>>> d = Exempt(why=Exemption.TWELFTH, data={"seat": "S", "trick": 12})
>>> d.item, d.article
(<Item.B6: '64B6'>, '64B6')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Any

__all__ = [
    "Aside", "Asking", "Basis", "Choice1930", "Cost", "EquityCase", "Established", "Exempt",
    "Exemption", "Item", "MayAsk", "NotEstablished", "Penalised", "Reason", "Remark",
    "Sanction", "Settled", "Transferred", "Unsettled", "Verdict",
]


class Basis(Enum):
    """Why a revoke is established, or counts as such for Law 64 (stage 1)."""

    BOTH_SIDES = auto()
    """Corrected with the other side's revoke of the same trick (62C3): 64B8 rules it."""
    AS_IF = auto()
    """Corrected, but adjusted as if established (43B2(b); 63B in 1997)."""
    TOLD = auto()
    """A board told as events: the table established it (its step says how)."""
    TOLD_CLAIM_AGREED = auto()
    """Told as events: the agreed result of a claimer not named (63A3, 63A4)."""
    GIVEN = auto()
    """The director said so (a case's ``established``)."""
    NEXT_TRICK = auto()
    """A later trick was played (63A1)."""
    COUNTED = auto()
    """A short case (tricks only counted): the board went on after it, but how it became
    established (the next trick, a claim) was not asked (63A)."""
    PLAYED_NEXT = auto()
    """The offending side played to the next trick, still in progress (63A1)."""
    CLAIM = auto()
    """The offending side claimed (63A3)."""
    AGREEMENT = auto()
    """The offending side agreed to the opponents' claim (63A4; 63A3 before 2017)."""
    CLAIM_AGREED = auto()
    """Play ended in an agreed claim by a player not named (63A3 or 63A4)."""
    QUITTED_NEXT = auto()
    """1930 (a)(c): a later trick was begun."""
    OWN_CLAIM = auto()
    """1930 (b): the revoker claimed."""
    QUITTED = auto()
    """1930 (a): the revoke trick was complete when play ended in a claim."""


class Unsettled(Enum):
    """Why a revoke is not established (stage 1)."""

    CORRECTED = auto()
    """It was corrected (62A, 52B2)."""
    OPEN = auto()
    """Told as events: nobody drew attention to it, play not over."""
    GIVEN = auto()
    """The director said so, or the table left it so."""
    NOT_YET = auto()
    """Nothing established it (62A)."""
    NOT_YET_1930 = auto()
    """1930: the trick was not yet quitted."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Established:
    """Stage 1: the revoke is established, or counts as such for Law 64."""

    how: Basis
    """Why."""
    article: str
    """The article that established it (the ruling's ``establishment``)."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts its step names."""


@dataclass(frozen=True, slots=True, kw_only=True)
class NotEstablished:
    """Stage 1: the revoke is not established; it is, or must be, corrected."""

    why: Unsettled
    """Why not."""
    article: str
    """The article that says so (the ruling's ``establishment``)."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts its step names."""


Settled = Established | NotEstablished
"""What stage 1 decides about one revoke."""


class Item(Enum):
    """The items of Law 64B (each value its article)."""

    B1 = "64B1"
    """The offending side won no trick from the revoke trick on."""
    B2 = "64B2"
    """A later revoke by the same player in the same suit."""
    B3 = "64B3"
    """Failing to play a faced card (a penalty card, dummy's)."""
    B4 = "64B4"
    """Attention drawn after a non-offender called on the next board."""
    B5 = "64B5"
    """Attention drawn after the round ended."""
    B6 = "64B6"
    """A revoke on the twelfth trick."""
    B7 = "64B7"
    """Both sides revoked on the board."""
    B8 = "64B8"
    """Both revokes of one trick corrected under 62C3."""


class Exemption(Enum):
    """How an item of 64B excludes a transfer: the item, and which of its steps."""

    BOTH_CORRECTED = (Item.B8, "")
    """Both revokes of the trick corrected under 62C3."""
    NO_TRICK = (Item.B1, "")
    """No trick won from the revoke trick on."""
    NO_TRICK_SO_FAR = (Item.B1, "so_far")
    """The same, while play goes on."""
    SAME_SUIT = (Item.B2, "")
    """A later revoke in the same suit."""
    PENALTY_CARD = (Item.B3, "")
    """A penalty card not played."""
    DUMMY = (Item.B3, "dummy")
    """Dummy's revoke."""
    AFTER_CALL = (Item.B4, "")
    """Attention after a non-offender's call on the next board."""
    AFTER_ROUND = (Item.B5, "")
    """Attention after the round."""
    TWELFTH = (Item.B6, "")
    """The twelfth trick."""
    BOTH_SIDES = (Item.B7, "")
    """Both sides revoked (said for the first revoke)."""
    BOTH_SIDES_AGAIN = (Item.B7, "again")
    """Both sides revoked (said again for a later one)."""

    @property
    def item(self) -> Item:
        """The item of 64B."""
        item: Item = self.value[0]
        return item


@dataclass(frozen=True, slots=True, kw_only=True)
class Exempt:
    """Stage 2a: an item of 64B excludes a transfer."""

    why: Exemption
    """Which item, and how."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts its step names."""

    @property
    def item(self) -> Item:
        """The item of 64B."""
        return self.why.item

    @property
    def article(self) -> str:
        """Its article."""
        article: str = self.why.item.value
        return article


class Cost(Enum):
    """Why 64A transfers what it does (stage 2b); 64A1 for the ``OWN_*`` members."""

    CLAIM_TRICK_NOT_OFFENDER = auto()
    """The revoke trick was in progress at the claim; his card can no longer win it."""
    CLAIM_TRICK_EITHER = auto()
    """The same; his side gets fewer than two tricks of the claim: one trick either way."""
    CLAIM_TRICK_ASSUMED = auto()
    """The same; taken as not won by him (64A2), asked under "what now?"."""
    DEFECTIVE = auto()
    """A defective trick's deemed revoke: 64A2's one trick (67B1)."""
    OWN_TWO = auto()
    """He won the revoke trick, his side a later one: two tricks (64A1)."""
    OWN_ONE = auto()
    """He won the revoke trick, his side no later one: one trick (64A1)."""
    OWN_ONE_SO_FAR = auto()
    """The same while play goes on (64A1)."""
    PARTNER_WON = auto()
    """His partner won the revoke trick (64A2)."""
    DUMMY_WON = auto()
    """Dummy won declarer's revoke trick (64A2, the footnote)."""
    DUMMY_WON_1997 = auto()
    """The same under 1997, as the WBF Laws Committee ruled (2000)."""
    LATER_TRICK = auto()
    """The other side won the revoke trick, his side a later one (64A2)."""
    EXTRA_1997 = auto()
    """1997: a second trick for a later trick won with a card of the suit led (64A2)."""


class Aside(Enum):
    """What a decision had to assume, and what the director should still ask."""

    EXTRA_NO_FURTHER = auto()
    """1997: the second trick needs a further trick of his side (64A2)."""
    EXTRA_UNKNOWN = auto()
    """1997: not known whether he later won with a card of the suit led (64A2)."""
    ASK_CLAIM_TRICK_WINNER = auto()
    """Ask who wins the trick in progress at the claim (64A1)."""
    ASK_WON_LATER = auto()
    """Ask whether he later won with a card of the suit led (1997 64A2)."""
    AS_IF_1997 = auto()
    """A defender asked his partner against 61B: corrected, adjusted as if established
    (63B, 1997)."""


class Verdict(Enum):
    """The director's own 64C judgement as the laws take it (:mod:`~verzaking.laws.redress`)."""

    NO_64C = auto()
    """The edition has no 64C: not applied."""
    NONE_ESTABLISHED = auto()
    """No revoke established: nothing to make good."""
    NEEDS_END = auto()
    """Play is not over."""
    ADDS = auto()
    """Better for the non-offending side than the automatic result: it is the result."""
    STANDS = auto()
    """Not better: the automatic result stands."""
    BOTH = auto()
    """Both sides revoked: the result had neither revoked."""
    BOTH_SAME = auto()
    """Both sides revoked, and that is the automatic result."""
    PLAYERS = auto()
    """No director: the players' own agreed figure."""
    BOARD_RESULT = auto()
    """The board's result with the judgement."""
    DEFENDERS_GAIN = auto()
    """43B3: the defenders gained; their score alone is that of the judgement."""
    DEFENDERS_NO_GAIN = auto()
    """43B3: the defenders did not gain; the table score stands."""


class EquityCase(Enum):
    """Which 64C rule a board needs: one side revoked, a repeat in one suit, both sides."""

    SINGLE = auto()
    """One side (2017: 64C1)."""
    REPEAT = auto()
    """A later revoke repeating an established one in the same suit (64B2; 2017: 64C2(a))."""
    BOTH = auto()
    """Both sides revoked (2017: 64C2(b))."""


class Reminder(Enum):
    """The reminder of 64C after the automatic adjustment."""

    SINGLE = auto()
    """The director restores equity for the non-offending side (64C1)."""
    PLAYERS = auto()
    """No director: the players settle it."""
    REPEAT = auto()
    """A repeat in one suit (64C2(a))."""
    BOTH_64C2B = auto()
    """Both sides revoked: the result had neither revoked (64C2(b); 64B7 in the edition)."""
    BOTH_EQUITY = auto()
    """Both sides revoked without a 64B7: is either still damaged (64C)."""


class Asking(Enum):
    """61B: who asked whom whether he has the suit led, as the edition takes it."""

    DEFENDERS_1997 = auto()
    """A defender asked his partner, where 61B forbids it (1997): 63B follows."""
    DECLARER = auto()
    """Declarer asked a defender (61B1)."""
    DUMMY_DECLARER = auto()
    """Dummy asked declarer (61B2(a))."""
    DUMMY_DEFENDER = auto()
    """Dummy asked a defender: not allowed (61B2(b)), but it draws attention all the same."""
    DEFENDER_DECLARER = auto()
    """A defender asked declarer (61B3)."""
    DEFENDERS = auto()
    """A defender asked his partner (61B3)."""
    REFUSED = auto()
    """No such question exists (a defender asking dummy)."""


class Choice1930(Enum):
    """1930 (VII.2b): what an established revoke costs, at the non-offending side's choice."""

    TOO_LATE = auto()
    """Claimed after the cards were cut for the next deal: nothing."""
    SAME_CARD = auto()
    """The same card withheld again: counted once."""
    SECOND_REVOKE = auto()
    """A later revoke on the same deal: the points only."""
    POINTS_ONLY = auto()
    """Play not over: the points, as things stand."""
    NO_TRICK_TO_TAKE = auto()
    """No trick of the offenders to take: the points."""
    OPTIONS = auto()
    """The better of the points and two tricks."""
    OPTIONS_ONE = auto()
    """The better of the points and the one trick there is."""


Reason = Basis | Unsettled | Exemption | Cost | Aside | Verdict | Reminder | Asking | Choice1930
"""Every reason a decision gives; :data:`verzaking.said.CODES` has each one's step code."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Remark:
    """A step a decision adds: what it assumed, what to ask, a judgement, a reminder."""

    why: Aside | Verdict | Reminder
    """What it says."""
    article: str
    """Its article."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts it names."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Transferred:
    """Stage 2b: 64A transfers ``tricks`` tricks."""

    why: Cost
    """Why."""
    tricks: int
    """How many, before the cap of what the offenders won."""
    own_trick: bool = False
    """The revoke trick itself is one of them (64A1); else from the revoke trick on."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts its step names."""
    notes: tuple[Remark, ...] = ()
    """What it had to assume (a fact the case does not give)."""
    asks: tuple[Remark, ...] = ()
    """What the director should still find out ("what now?")."""

    @property
    def article(self) -> str:
        """64A1 or 64A2."""
        return "64A1" if self.own_trick else "64A2"


@dataclass(frozen=True, slots=True, kw_only=True)
class Penalised:
    """Stage 2 under the rules of 1930: points or tricks, at the non-offending side's
    choice."""

    why: Choice1930
    """What was chosen, and why."""
    article: str
    """The article (``VII.2b``)."""
    points: int = 0
    """Penalty points to the non-offending side."""
    tricks: tuple[int, ...] = ()
    """The tricks that move instead."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts its step names."""


Sanction = Exempt | Transferred | Penalised
"""What stage 2 decides about one established revoke."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MayAsk:
    """The edition's answer to a question of 61B (:meth:`~verzaking.table.TableRules.may_ask`)."""

    how: Asking
    """Who asked whom, as the edition takes it."""
    article: str
    """The article that says so."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """Who asked (``seat``) and whom (``to``)."""

    @property
    def refused(self) -> bool:
        """No such question exists: the table refuses it."""
        return self.how is Asking.REFUSED

    @property
    def irregular(self) -> bool:
        """Dummy asked a defender: not allowed, but it draws attention all the same (16B)."""
        return self.how is Asking.DUMMY_DEFENDER
