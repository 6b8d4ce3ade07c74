"""What a ruling needs to know, whether it comes from a full hand record or from the table.

A :class:`BoardFacts` holds who won each trick (a seat, or only a side where the
director did not say), how play ended, and each revoke with what is known of it.
:func:`facts_from_play` builds it from a replayed hand record; the case-file
reader builds it from what the director saw.  The law engine reads nothing else.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .cards import SIDES, Card, Deal, Seat, Side, Suit
from .contract import Contract, Vulnerability
from .play import Play

__all__ = [
    "ATTENTION_AFTER_CALL",
    "ATTENTION_AFTER_ROUND",
    "ATTENTION_DURING_PLAY",
    "KIND_FOLLOW",
    "KIND_PENALTY_CARD",
    "BoardFacts",
    "Claim",
    "Note",
    "RevokeFact",
    "TrickOutcome",
    "facts_from_play",
]

ATTENTION_DURING_PLAY = "during_play"
"""Attention drawn during play or before any later deadline."""
ATTENTION_AFTER_CALL = "after_next_call"
"""Attention first drawn after a non-offender called on the next board (64B4)."""
ATTENTION_AFTER_ROUND = "after_round"
"""Attention first drawn after the round ended (64B5)."""

KIND_FOLLOW = "follow"
"""Failure to follow suit (44C)."""
KIND_PENALTY_CARD = "penalty_card"
"""Failure to play a penalty card (50D, 61A second case)."""
KIND_LEAD = "lead_requirement"
"""Failure to obey a lead declarer required or forbade (50D2, 61A second case)."""
KIND_DEFECTIVE = "defective_trick"
"""A defective trick found after both sides played to the next trick (67B1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickOutcome:
    """Who won one trick."""

    number: int
    """1 to 13."""
    side: Side
    """The side that won it."""
    winner: Seat | None = None
    """The seat that won it, where known."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Claim:
    """Play ended before trick 13 by a claim or concession that was agreed."""

    declarer_tricks: int
    """Declarer's final total, the claimed tricks included."""
    by: Seat | None = None
    """Who claimed or conceded, where known."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RevokeFact:
    """One revoke and what is known about it."""

    seat: Seat
    """The offender."""
    trick: int
    """The revoke trick."""
    suit: Suit | None = None
    """The suit led that he failed to follow, where known."""
    card: Card | None = None
    """The card he played instead, where known."""
    held: tuple[Card, ...] = ()
    """The cards of the suit led he still held, where known."""
    kind: str = KIND_FOLLOW
    """``follow`` (44C) or ``penalty_card`` (a major penalty card not played, 61A)."""
    established: bool | None = None
    """Given by the director; ``None`` lets the law decide from the play (63A)."""
    attention: str = ATTENTION_DURING_PLAY
    """When attention was first drawn to it (64B4, 64B5)."""
    marked: bool = False
    """The record marks the card as a revoke."""
    establishment: str | None = None
    """The article that established it, when a timeline says (``63A1``..``63A4``)."""
    corrected: str | None = None
    """The article under which it was corrected (``62A``, ``62C3``, ``62D1``), if it was."""
    as_if_established: str | None = None
    """Corrected, but adjusted as if established (``43B2b``; ``63B`` in 1997)."""
    later_win_with_held: bool | None = None
    """The offender later won a trick with a card of the suit led he held (1997 64A2);
    ``None`` lets the play record tell."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One thing that happened at the table (see :mod:`verzaking.timeline`)."""

    index: int
    """1-based position in the case file's list."""
    type: str
    """``play``, ``question``, ``attention``, ``withdraw``, ``claim``... (README)."""
    seat: Seat | None = None
    """Who acted (the player, asker, claimer...)."""
    card: Card | None = None
    """The card played, withdrawn or designated."""
    to: Seat | None = None
    """Whom a question was put to."""
    suit: Suit | None = None
    """The suit of a lead requirement or prohibition."""
    choice: str | None = None
    """Declarer's choice after a penalty card: ``require``, ``forbid`` or ``none``."""
    trick: int | None = None
    """The trick an event refers to (attention, defective trick)."""
    revoke: bool = False
    """Without the deal: this play is a revoke (the player held the suit led)."""
    tricks: int | None = None
    """Declarer's final total for a claim or concession."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Note:
    """Something the reader or replay noticed that does not stop the ruling."""

    code: str
    """Catalog key."""
    data: dict[str, object] = field(default_factory=dict)
    """The facts the message names."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BoardFacts:
    """Everything the law engine needs about one board."""

    board: str
    """The board number (as written in the source)."""
    contract: Contract | None
    """The contract; ``None`` if the board was passed out."""
    vulnerability: Vulnerability
    """Who is vulnerable."""
    tricks: tuple[TrickOutcome, ...]
    """The tricks played to the end, in order."""
    claim: Claim | None = None
    """How play ended if it ended before trick 13."""
    revokes: tuple[RevokeFact, ...] = ()
    """Every revoke, in order of play."""
    deal: Deal | None = None
    """The deal, if known."""
    play: Play | None = None
    """The replayed play, if the cards are known."""
    notes: tuple[Note, ...] = ()
    """Warnings from reading and replay."""
    source: str | None = None
    """Where the board came from (file name)."""
    tags: Mapping[str, str] = field(default_factory=dict)
    """The record's own tags (PBN tag pairs, LIN fields), as read."""
    auction: tuple[str, ...] = ()
    """The calls of the auction as written in the record, if any."""
    events: tuple[Event, ...] = ()
    """What happened at the table, when a case lists it; the law engine replays it."""

    @property
    def declarer_tricks(self) -> int | None:
        """Declarer's tricks as played: the claim's total, or the tricks won."""
        if self.claim is not None:
            return self.claim.declarer_tricks
        if len(self.tricks) < 13 or self.contract is None:
            return None
        side = self.contract.declaring_side
        return sum(1 for t in self.tricks if t.side == side)

    def won_by(self, side: Side, *, start: int = 1) -> list[int]:
        """Numbers of played tricks from ``start`` on that ``side`` won."""
        return [t.number for t in self.tricks if t.number >= start and t.side == side]

    def claimed_tricks(self, side: Side) -> int:
        """Tricks ``side`` gets from the claim that ended play (0 without one)."""
        if self.claim is None or self.contract is None:
            return 0
        decl_side = self.contract.declaring_side
        counted = len(self.won_by(decl_side))
        decl_claimed = self.claim.declarer_tricks - counted
        if side == decl_side:
            return decl_claimed
        return 13 - len(self.tricks) - decl_claimed


def facts_from_play(
    *,
    board: str,
    contract: Contract,
    vulnerability: Vulnerability,
    deal: Deal,
    play: Play,
    result: int | None,
    notes: tuple[Note, ...] = (),
    source: str | None = None,
    tags: Mapping[str, str] | None = None,
    auction: tuple[str, ...] = (),
) -> BoardFacts:
    """Facts from a replayed hand record; ``result`` is declarer's total from the file."""
    outcomes = tuple(
        TrickOutcome(number=t.number, side=SIDES[t.winner & 1], winner=t.winner)
        for t in play.tricks if t.winner is not None)
    claim = None
    extra: list[Note] = []
    if len(outcomes) < 13:
        if result is not None:
            claim = Claim(declarer_tricks=result)
    elif result is not None and result != play.declarer_tricks:
        extra.append(Note(code="note_result_differs",
                          data={"result": result, "played": play.declarer_tricks}))
    for trick, seat in play.unmarked_marks:
        extra.append(Note(code="note_mark_not_revoke", data={"trick": trick, "seat": seat}))
    revokes = tuple(
        RevokeFact(seat=r.seat, trick=r.trick, suit=r.suit_led, card=r.card, held=r.held,
                   marked=r.marked)
        for r in play.revokes)
    return BoardFacts(board=board, contract=contract, vulnerability=vulnerability,
                      tricks=outcomes, claim=claim, revokes=revokes, deal=deal, play=play,
                      notes=notes + tuple(extra), source=source, tags=tags or {},
                      auction=auction)
