"""What the table is waiting for: at most one pending obligation, from a closed set.

In the manner of pokerkit's phases: between two operations the table waits for one
thing at most, and :attr:`~verzaking.table.core.TableCore.pending` says which, as one
of the frozen records below (``None``: nothing but the next card in turn).  Each
record says which operations answer it and what follows; every other operation is
checked as usual, and refused only where the record says so (:func:`gate`).

What lasts across tricks is not pending but state: penalty cards on the table
(:attr:`~verzaking.table.core.TableCore.penalty`), a lead or play restriction in force
(:class:`~verzaking.table.records.LeadRule`, :class:`~verzaking.table.records.PlayRule`),
declarer's designation of a penalty card (51A).

A choice can interrupt another obligation and hand back to it: declarer's 52B and 57A
choices and a lead out of turn keep what the table waited for before as ``then``.

>>> from verzaking.cards import Seat
>>> DeclarerOption50D2(leader=Seat.EAST)
DeclarerOption50D2(leader=<Seat.EAST: 1>)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, TypeVar, assert_never

from ..cards import Card, Seat
from ..errors import TimelineError
from .operations import Operation, Option, PlayAccepted, PlayCard, Withdraw
from .records import LeadRule

__all__ = ["Choice52B", "Choice57A", "Choosing", "DeclarerOption50D2", "LeadOutOfTurn53", "Pending",
           "Rights62C", "SubstituteDue", "Trick13First62D", "TwelfthCorrection62D", "Withdrawal62C",
           "chain", "correcting", "find", "gate", "interrupt", "swap"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Rights62C:
    """Who may still take back the card he played after the revoke: the non-offenders freely
    (62C1); the offender's partner once a non-offender has (62C2)."""

    may: frozenset[Seat] = frozenset()
    """Who played after the revoke and has not taken his card back yet."""
    by_nos: bool = False
    """A non-offender has taken his card back, so the offenders may too (62C2)."""

    def used(self, seat: Seat, *, nos: bool) -> Rights62C:
        """After ``seat`` took his card back (``nos``: a non-offender)."""
        return Rights62C(may=self.may - {seat}, by_nos=self.by_nos or nos)


@dataclass(frozen=True, slots=True, kw_only=True)
class SubstituteDue:
    """A revoke is being corrected: ``seat`` plays a card to the corrected trick now (the
    offender, 62B; or a player who took his card back, 62C).

    Answered by his card (:class:`~.operations.PlayCard`); a withdrawal by one who may
    (:class:`~.operations.Withdraw`) is accepted meanwhile.  Then: the next player who
    took his card back, else :class:`Withdrawal62C`.
    """

    answers: ClassVar[tuple[type, ...]] = (PlayCard, Withdraw)
    """The operations that answer it."""

    revoke: int
    """The revoke being corrected (its index)."""
    seat: Seat
    """Who plays to the corrected trick now."""
    rights: Rights62C = Rights62C()
    """Who may still take back his card."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Withdrawal62C:
    """The corrected trick has every card it had again; players who played after the revoke
    may still take theirs back (62C1, 62C2).

    ``whole``: the trick has four cards and is quitted already (a card taken back brings it
    back onto the table); any other operation ends the window, and what follows the
    trick (declarer's 50D2 option, the end of play) is said then.  Not ``whole``: the
    trick goes on in turn, and ends the window when it is won.  Answered by
    :class:`~.operations.Withdraw` (then :class:`SubstituteDue` for that player).
    """

    answers: ClassVar[tuple[type, ...]] = (Withdraw,)
    """The operations that answer it."""

    revoke: int
    """The revoke that was corrected."""
    rights: Rights62C = Rights62C()
    """Who may still take back his card."""
    whole: bool = False
    """The trick is whole and quitted (unless a card is taken back)."""
    lead_rule_before: LeadRule | None = None
    """The lead restriction as it stood before the trick was quitted (restored with it)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TwelfthCorrection62D:
    """A revoke on trick 12 was corrected after play (62D1); until the hands go back, each
    player after the revoke may still play his other card to trick 12 (62C1, then 62C2).
    Answered by :class:`~.operations.Withdraw`; ended by
    :class:`~.operations.HandsReturned`."""

    answers: ClassVar[tuple[type, ...]] = (Withdraw,)
    """The operations that answer it."""

    revoke: int
    """The revoke corrected."""
    rights: Rights62C = Rights62C()
    """Who may still play his other card to trick 12."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Trick13First62D:
    """Attention was drawn during trick 13 to a revoke on trick 12 that must be corrected
    (62D1), but a player still to play to trick 13 holds more than one card (he left an
    earlier trick without one, 67): his card is his to choose, so trick 13 is played to its
    end first, then trick 12 is corrected.  Answered by the cards of trick 13
    (:class:`~.operations.PlayCard`); then :class:`TwelfthCorrection62D`."""

    answers: ClassVar[tuple[type, ...]] = (PlayCard,)
    """The operations that answer it."""

    revoke: int
    """The revoke to correct once trick 13 is complete."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DeclarerOption50D2:
    """``leader`` is to lead while his partner has a major penalty card: he may not lead
    until declarer has chosen (50D2; two or more penalty cards, 51B).  Answered by
    :class:`~.operations.Option`; a lead before it is the option not taken."""

    answers: ClassVar[tuple[type, ...]] = (Option,)
    """The operations that answer it."""

    leader: Seat
    """The defender about to lead."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Choice57A:
    """``seat``'s partner played too soon: declarer chooses what ``seat`` plays to this trick
    (57A).  Answered by :class:`~.operations.Option`; ``seat``'s card before it is the
    option not taken; then ``then``."""

    answers: ClassVar[tuple[type, ...]] = (Option,)
    """The operations that answer it."""

    seat: Seat
    """The defender whose card declarer chooses."""
    then: Pending | None = None
    """What the table waited for before, and waits for again once declarer has chosen."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Choice52B:
    """Attention was drawn to a card a defender played when a penalty card was due, before
    declarer played on: declarer accepts it or has the penalty card played (52B).
    Answered by :class:`~.operations.PlayAccepted`, or by declarer playing on (52B1(b));
    then ``then``."""

    answers: ClassVar[tuple[type, ...]] = (PlayAccepted,)
    """The operations that answer it."""

    revoke: int
    """The revoke (the card played instead of the penalty card)."""
    then: Pending | None = None
    """What the table waited for before, and waits for again once declarer has chosen."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LeadOutOfTurn53:
    """A lead faced out of turn, not yet accepted or refused (53-56).  Answered only by a
    card: the next hand after the offender's (accepted, 53A) or the right leader's
    (refused); every other operation is refused until then."""

    answers: ClassVar[tuple[type, ...]] = (PlayCard,)
    """The operations that answer it."""

    seat: Seat
    """Who led out of turn."""
    card: Card
    """The card he faced."""
    then: Pending | None = None
    """What the table waited for before (kept if the lead is refused)."""


Pending = (SubstituteDue | Withdrawal62C | TwelfthCorrection62D | Trick13First62D
           | DeclarerOption50D2 | Choice57A | Choice52B | LeadOutOfTurn53)
"""Every obligation the table can wait for."""

Choosing = Choice57A | Choice52B | LeadOutOfTurn53
"""The choices, which come first and hand back to what the table waited for (``then``)."""


def chain(pending: Pending | None) -> list[Pending]:
    """``pending`` and what follows it, in order."""
    out: list[Pending] = []
    while pending is not None:
        out.append(pending)
        pending = pending.then if isinstance(pending, Choosing) else None
    return out


_P = TypeVar("_P", SubstituteDue, Withdrawal62C, TwelfthCorrection62D, Trick13First62D,
             DeclarerOption50D2, Choice57A, Choice52B, LeadOutOfTurn53)


def find(pending: Pending | None, kind: type[_P]) -> _P | None:
    """The obligation of ``kind`` in ``pending``: now, or after a choice that comes first."""
    return next((p for p in chain(pending) if isinstance(p, kind)), None)


def correcting(pending: Pending | None) -> SubstituteDue | Withdrawal62C | None:
    """The correction of a revoke under way (62B, 62C) before its trick is won, if any."""
    return find(pending, SubstituteDue) or find(pending, Withdrawal62C)


def interrupt(current: Pending | None, new: Choosing) -> Pending:
    """``new`` comes first; what the table waited for follows it."""
    return replace(new, then=current)


def swap(pending: Pending | None, old: Pending, new: Pending | None) -> Pending | None:
    """``pending`` with ``old`` in it replaced by ``new`` (``None``: ``old`` is done, and what
    followed it takes its place)."""
    out: Pending | None = None
    for item in reversed(chain(pending)):
        here: Pending | None = new if item is old else item
        if isinstance(here, Choosing):
            out = replace(here, then=out)
        elif here is not None:
            out = here
    return out


def gate(pending: Pending | None, op: Operation, leader: Seat) -> None:
    """Refuse ``op`` where ``pending`` allows nothing else: a lead out of turn waits for the
    next card (53A); every other obligation lets the operation's own check decide."""
    match pending:
        case LeadOutOfTurn53(seat=seat):
            if not isinstance(op, PlayCard) or op.card is None:
                raise TimelineError("timeline_loot_pending", seat=seat, leader=leader)
        case (SubstituteDue() | Withdrawal62C() | TwelfthCorrection62D() | Trick13First62D()
              | DeclarerOption50D2() | Choice57A() | Choice52B() | None):
            return
        case _:
            assert_never(pending)
