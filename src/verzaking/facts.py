"""What a ruling needs to know about one board: the table after everything that happened.

A :class:`BoardFacts` holds the board's own facts (contract, vulnerability,
deal, the record's tags) and the :class:`~verzaking.table.Table` fed with its
operations, with what the law engine reads of it: the tricks won, the cards
played, how play ended, and each revoke with its state.  Every reader builds it
the same way, with :func:`board_from_table`.

>>> from verzaking.cards import Seat, Side
>>> from verzaking.contract import Contract, Vulnerability
>>> from verzaking.table import Table, TrickWon
>>> table = Table(contract=Contract.parse("4S", declarer="S"))
>>> _ = table.apply_all(TrickWon(side=Side.NS) for _ in range(13))
>>> facts = board_from_table(table, board="1", vulnerability=Vulnerability.NONE)
>>> facts.declarer_tricks, len(facts.tricks)
(13, 13)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .cards import Card, Deal, Seat, Side
from .contract import Contract, Vulnerability
from .steps import Step
from .table import (
    DEFAULT_RULES,
    Claim,
    Operation,
    PlayCard,
    Revoke,
    Snapshot,
    Table,
    TableRules,
    Trick,
)

__all__ = [
    "BoardFacts",
    "ClaimResult",
    "Note",
    "Play",
    "RevokeFact",
    "TrickOutcome",
    "board_from_table",
    "facts_from_play",
]

RevokeFact = Revoke
"""The revoke record (the table's :class:`~verzaking.table.Revoke`)."""
TrickOutcome = Trick
"""A trick and who won it (the table's :class:`~verzaking.table.Trick`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimResult:
    """Play ended before trick 13 by a claim or concession that was agreed, or disputed and
    ruled on by the director (70)."""

    declarer_tricks: int
    """Declarer's final total, the claimed tricks included."""
    by: Seat | None = None
    """Who claimed or conceded, where known."""
    ruled: bool = False
    """The total is the director's ruling on a disputed claim (70), not an agreed one."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Note:
    """Something the reader or replay noticed that does not stop the ruling."""

    code: str
    """Catalog key."""
    data: dict[str, object] = field(default_factory=dict)
    """The facts the message names."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Play:
    """The cards of the tricks played (every trick with at least one known card)."""

    tricks: tuple[Trick, ...]
    """The tricks in order; the last may be incomplete (its ``winner`` is ``None``)."""
    revokes: tuple[Revoke, ...]
    """Every revoke, in order of play."""
    declarer_tricks: int
    """Complete tricks won by declarer's side."""
    defender_tricks: int
    """Complete tricks won by the defenders."""
    unmarked_marks: tuple[tuple[int, Seat], ...] = ()
    """``(trick, seat)`` of cards the record marks as a revoke that are none."""
    table: Table | None = None
    """The table these cards were played on."""

    @property
    def complete_tricks(self) -> int:
        """How many tricks were played to the end."""
        return self.declarer_tricks + self.defender_tricks

    @property
    def finished(self) -> bool:
        """All thirteen tricks were played."""
        return self.complete_tricks == 13


@dataclass(frozen=True, slots=True, kw_only=True)
class BoardFacts:
    """Everything the law engine needs about one board."""

    board: str
    """The board number (as written in the source)."""
    contract: Contract | None
    """The contract; ``None`` if the board was passed out."""
    vulnerability: Vulnerability
    """Who is vulnerable."""
    tricks: tuple[Trick, ...] = ()
    """The tricks won (played to the end, or known by their winner), in order."""
    claim: ClaimResult | None = None
    """How play ended if it ended before trick 13."""
    revokes: tuple[Revoke, ...] = ()
    """Every revoke, in order of the tricks."""
    deal: Deal | None = None
    """The deal, if known."""
    play: Play | None = None
    """The cards played, if the record has them."""
    notes: tuple[Note, ...] = ()
    """Warnings from reading and replay."""
    source: str | None = None
    """Where the board came from (file name)."""
    tags: Mapping[str, str] = field(default_factory=dict)
    """The record's own tags (PBN tag pairs, LIN fields), as read."""
    auction: tuple[str, ...] = ()
    """The calls of the auction as written in the record, if any."""
    operations: tuple[Operation, ...] = ()
    """Everything that happened at the table, in order (the table's log)."""
    told: bool = False
    """Told as events: what the laws required at each event is part of the ruling."""
    narrative: tuple[Step, ...] = ()
    """For a board told as events: what the laws required at each event."""
    penalty_cards: tuple[Snapshot, ...] = ()
    """For a board told as events: after each trick, the penalty cards on the table."""
    next_steps: tuple[Step, ...] = ()
    """For a board told as events: "what now?" after the last event."""
    rules: TableRules = DEFAULT_RULES
    """The edition the table was fed under."""
    table: Table | None = None
    """The table after every operation (``None`` for a passed-out board)."""
    without_revoke: int | None = None
    """Declarer's total tricks had there been no revoke, as the director judged (a case's
    ``without_revoke``, for 64C); ``None`` if not given."""
    counted: bool = False
    """A short case (only the counts 64A asks were told): the trick winners besides the
    revoke trick's are one arrangement with those counts, so no other trick is named by
    its number (:meth:`named`)."""

    @property
    def events(self) -> tuple[Operation, ...]:
        """The operations that came from a case's events."""
        return tuple(op for op in self.operations if op.event)

    @property
    def declarer_tricks(self) -> int | None:
        """Declarer's tricks as played: the claim's total, or the tricks won."""
        if self.claim is not None:
            return self.claim.declarer_tricks
        if len(self.tricks) < 13 or self.contract is None:
            return None
        side = self.contract.declaring_side
        return sum(1 for t in self.tricks if t.side == side)

    def named(self, number: int) -> bool:
        """Whether trick ``number`` is known by its number: every trick, but in a short
        case (:attr:`counted`) only a revoke trick."""
        return not self.counted or any(r.trick == number for r in self.revokes)

    def won_by(self, side: Side, *, start: int = 1) -> list[int]:
        """Numbers of tricks won from ``start`` on by ``side``."""
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


def _play_view(table: Table, completed: list[Trick] | None = None) -> Play:
    """The cards played on ``table`` (``completed``: its tricks won, if already known)."""
    if table.gap is None and all(t.leader is not None for t in table.tricks):
        tricks = list(table.tricks)  # every closed trick has its four cards
    else:
        tricks = [t for t in table.tricks if any(c is not None for c in t.cards)]
    if any(c is not None for c in table.cards.values()):
        tricks.append(Trick(number=table.number, leader=table.leader,
                            cards=tuple(table.cards.get(s) for s in Seat)))  # type: ignore[arg-type]
    won = table.completed() if completed is None else completed
    side = table.contract.declaring_side
    decl = sum(1 for t in won if t.side == side)
    return Play(tricks=tuple(tricks), revokes=tuple(table.revokes), declarer_tricks=decl,
                defender_tricks=len(won) - decl,
                unmarked_marks=tuple(sorted(table.unmarked_marks)), table=table)


def board_from_table(table: Table, *, board: str, vulnerability: Vulnerability,
                     told: bool = False, has_play: bool | None = None,
                     notes: tuple[Note, ...] = (), source: str | None = None,
                     tags: Mapping[str, str] | None = None,
                     auction: tuple[str, ...] = (),
                     next_steps: tuple[Step, ...] | None = None) -> BoardFacts:
    """The facts of a board whose table has been fed everything that happened.

    ``has_play``: the record has cards (default: every trick's cards are known
    to the table, none known only by its winner).  ``next_steps``: "what now?" as
    :func:`finish_told` found it (default: the table's own).
    """
    cardless = bool(table.tricks) and table.tricks[0].leader is None  # known by their winners
    if has_play is None:
        has_play = not cardless and (bool(table.tricks) or bool(table.cards) or told)
    claim = None
    if table.claim is not None and table.claim_agreed:  # agreed, or ruled by the director
        claim = ClaimResult(declarer_tricks=table.claim.declarer_tricks, by=table.claim.by,
                            ruled=table.claim.ruled)
    completed = table.completed()
    revokes = table.revokes
    return BoardFacts(
        board=board, contract=table.contract, vulnerability=vulnerability,
        tricks=tuple(completed), claim=claim,
        revokes=tuple(sorted(revokes, key=lambda r: r.trick)) if revokes else (),
        deal=table.deal,
        play=_play_view(table, completed) if has_play and not cardless else None, notes=notes,
        source=source, tags=tags or {}, auction=auction,
        operations=tuple(e.operation for e in table.log), told=told,
        narrative=table.steps if told else (),
        penalty_cards=tuple(table.snapshots) if told else (),
        next_steps=(tuple(table.next_steps()) if next_steps is None else next_steps)
        if told else (),
        rules=table.rules, table=table)


def replayed(facts: BoardFacts, rules: TableRules) -> BoardFacts:
    """The same board fed to a table under ``rules`` (another edition)."""
    if facts.contract is None or facts.rules is rules or facts.table is None:
        return facts
    table = Table(contract=facts.contract, deal=facts.table.deal, rules=rules)
    table.apply_all(facts.operations)
    steps = finish_told(table) if facts.told else None
    again = board_from_table(table, board=facts.board, vulnerability=facts.vulnerability,
                             told=facts.told, has_play=facts.play is not None, notes=facts.notes,
                             source=facts.source, tags=facts.tags, auction=facts.auction,
                             next_steps=steps)
    if facts.without_revoke is None:
        return again
    return replace(again, without_revoke=facts.without_revoke)


def finish_told(table: Table) -> tuple[Step, ...]:
    """Nothing more was told: "what now?" as the table stands (a corrected trick whole
    again, whose players may still take back a card, 62C), then the trick is quitted for
    the ruling."""
    steps = tuple(table.next_steps())
    table.finish()
    return steps


def record_notes(table: Table, result: int | None) -> tuple[Note, ...]:
    """What a hand record's play says beside the revokes: a result that differs, stray marks."""
    extra: list[Note] = []
    completed = table.completed()
    if len(completed) == 13 and result is not None:
        played = table.declarer_tricks()
        if result != played:
            extra.append(Note(code="note_result_differs", data={"result": result,
                                                                 "played": played}))
    for trick, seat in sorted(table.unmarked_marks):
        extra.append(Note(code="note_mark_not_revoke", data={"trick": trick, "seat": seat}))
    return tuple(extra)


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
    """Facts from a replayed hand record (see :func:`verzaking.play.replay`); ``result``
    is declarer's total from the file, the claim when play stopped before trick 13."""
    table = play.table
    if table is None:  # a Play built by hand: feed its cards to a table
        table = Table(contract=contract, deal=deal)
        for t in play.tricks:
            assert t.leader is not None
            for seat in t.order:
                table.apply(PlayCard(card=t.cards[seat], seat=seat))
    if len(table.completed()) < 13 and result is not None:
        table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
    return board_from_table(table, board=board, vulnerability=vulnerability, has_play=True,
                            notes=notes + record_notes(table, result), source=source, tags=tags,
                            auction=auction)


__all__ += ["Card", "finish_told", "record_notes", "replayed"]
