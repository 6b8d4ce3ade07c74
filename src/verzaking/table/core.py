"""The state of the table: the deal (or only who won each trick), whose turn it is,
the cards played, penalty cards, revokes and their state, and the log.

:class:`TableCore` holds the data and answers questions about it; the laws that
change it live in the modules beside this one (play, penalty cards, correction,
claims), and :class:`~verzaking.table.Table` ties them together.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..cards import SEATS, Card, Deal, Seat, Side, Suit
from ..contract import Contract
from ..steps import Step
from .operations import Entry, Operation, Withdraw
from .pending import (
    Choosing,
    DeclarerOption50D2,
    Pending,
    SubstituteDue,
    Withdrawal62C,
    find,
    interrupt,
    swap,
)
from .records import LeadRule, PenaltyCard, PlayRule, Revoke, Trick
from .rules import DEFAULT_RULES, TableRules

__all__ = ["ClaimState", "LeadRule", "PlayRule", "Snapshot", "TableCore"]

Snapshot = tuple[int, dict[Seat, tuple[tuple[Card, bool], ...]]]
"""After a trick: its number, and the penalty cards (card, major) on the table by seat."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClaimState:
    """A claim or concession and what became of it (Laws 68, 69)."""

    by: Seat | None
    """Who claimed or conceded, where known."""
    declarer_tricks: int
    """Declarer's final total, the claimed tricks included."""
    agreed: bool = False
    """Agreed to (69A), or given by the record as the result."""
    objected: bool = False
    """Objected to (68D)."""
    ruled: bool = False
    """Disputed, and ruled on by the director (70): ``declarer_tricks`` is his ruling."""


class TableCore:
    """The table's data and the questions it answers; see :class:`~verzaking.table.Table`."""

    __slots__ = (
        "_steps",
        "cards",
        "claim",
        "contract",
        "deal",
        "designated",
        "dummy_forfeited",
        "gap",
        "hands",
        "hands_returned",
        "lead_rule",
        "leader",
        "log",
        "next_call",
        "omitted",
        "over",
        "penalty",
        "pending",
        "play_rule",
        "revokes",
        "round_ended",
        "rules",
        "snapshots",
        "tricks",
        "trump",
        "twelfth_before",
        "unmarked_marks",
    )
    """The fields (a scan makes one table per board: no ``__dict__`` each)."""

    def __init__(self, *, contract: Contract, deal: Deal | None = None,
                 rules: TableRules = DEFAULT_RULES) -> None:
        if not isinstance(rules, TableRules):  # e.g. "1997": the table cannot look it up
            raise TypeError(f"rules must be an edition (verzaking.find_edition({rules!r})), "
                            f"not {type(rules).__name__}")
        self.contract = contract
        """The contract; declarer's left-hand opponent leads to trick 1."""
        self.rules = rules
        """The edition in force, as far as the table needs it."""
        self.deal = deal
        """The deal, if known; without it only what is said is known."""
        self.hands: list[int] | None = list(deal.masks) if deal is not None else None
        """The cards each seat still holds (bit sets), if the deal is known."""
        trump = contract.strain.trump
        self.trump = -1 if trump is None else int(trump)
        """The trump suit's number, ``-1`` at no trump."""
        self.tricks: list[Trick] = []
        """Every trick closed so far, in order (won, known only by its winner, or with a
        card not known)."""
        self.cards: dict[Seat, Card | None] = {}
        """The cards played to the current trick (``None``: a card not known)."""
        self.leader: Seat = contract.opening_leader
        """Who leads (or led) to the current trick."""
        self.penalty: dict[Seat, tuple[PenaltyCard, ...]] = {seat: () for seat in SEATS}
        """The penalty cards on the table, by seat."""
        self.revokes: list[Revoke] = []
        """Every revoke so far, in order of play."""
        self.log: list[Entry] = []
        """Every operation, with the steps it led to."""
        self.snapshots: list[Snapshot] = []
        """After each completed trick, the penalty cards on the table."""
        self.unmarked_marks: list[tuple[int, Seat]] = []
        """(trick, seat) of cards the record marks as a revoke that are none."""
        self.omitted: dict[int, Seat] = {}
        """Tricks a player left without his card (67), not yet rectified: trick -> seat."""
        self.gap: tuple[int, Seat] | None = None
        """The first trick with a card not known, and whose: no known card may follow."""
        self.pending: Pending | None = None
        """The one obligation the table waits for now, if any (:mod:`~.pending`)."""
        self.lead_rule: LeadRule | None = None
        """Declarer's lead requirement or prohibition in force (50D2(a), 51B)."""
        self.play_rule: PlayRule | None = None
        """Declarer's choice in force for a defender's card to one trick (57A)."""
        self.designated: tuple[Seat, Card] | None = None
        """The penalty card declarer designated for its owner's next card (50D1(a), 51A)."""
        self.twelfth_before: int | None = None
        """Declarer's tricks as they lay before a 62D correction changed tricks 12 and 13."""
        self.claim: ClaimState | None = None
        """The claim or concession, if any."""
        self.next_call: frozenset[Side] = frozenset()
        """The sides that have called on the next board."""
        self.round_ended = False
        """The round has ended."""
        self.hands_returned = False
        """The hands are back in the board."""
        self.dummy_forfeited = False
        """Dummy lost his rights (43A2)."""
        self.over = False
        """All thirteen tricks have been played."""
        self._steps: list[Step] = []

    # -- questions ----------------------------------------------------------------------

    @property
    def number(self) -> int:
        """The number of the current trick."""
        return len(self.tricks) + 1

    @property
    def claim_agreed(self) -> bool:
        """Play ended in a claim or concession that stands: agreed to (69A), or disputed
        and ruled on by the director (70)."""
        return self.claim is not None and (self.claim.agreed or self.claim.ruled)

    def leader_known(self) -> bool:
        """Who leads (or led) the current trick is known: not after a trick told only by the
        side that won it."""
        last = self.tricks[-1] if self.tricks else None
        return (bool(self.cards) or last is None or last.leader is not None
                or last.winner is not None)

    def to_play(self) -> Seat:
        """Whose turn it is in the current trick."""
        for i in range(4):
            seat = SEATS[(self.leader + i) & 3]
            if seat not in self.cards:
                return seat
        raise AssertionError("trick complete")

    def led_suit(self) -> Suit | None:
        """The suit led to the current trick, if a known card was led."""
        card = self.cards.get(self.leader)
        return None if card is None else card.suit

    def is_defender(self, seat: Seat) -> bool:
        """``seat`` is a defender."""
        return seat.side != self.contract.declaring_side

    def holds(self, seat: Seat, card: Card) -> bool:
        """``seat`` still holds ``card`` (always, without the deal)."""
        return self.hands is None or bool(self.hands[seat] >> card & 1)

    def rotation(self, leader: Seat | None = None) -> list[Seat]:
        """The seats in the order they play, from ``leader`` (default: the current one)."""
        lead = self.leader if leader is None else leader
        return [SEATS[(lead + i) & 3] for i in range(4)]

    def declarer_tricks(self) -> int:
        """Tricks declarer's side has won so far."""
        side = self.contract.declaring_side
        return sum(1 for t in self.tricks if t.side == side)

    def found_late(self, trick: int) -> bool:
        """Attention to a card missing from ``trick`` comes after a player of each side played
        to the next trick (67B; never for trick 13, which has no next trick)."""
        if trick >= self.number:  # the trick still being played
            return False
        if trick < self.number - 1:
            return True
        return len({s.side for s, c in self.cards.items() if c is not None}) == 2

    def next_player(self) -> Seat:
        """Who plays the next card: during a correction the player due to play to the
        corrected trick (62B, 62C), else whoever is in turn."""
        due = find(self.pending, SubstituteDue)
        return due.seat if due is not None else self.to_play()

    def option_for(self, leader: Seat) -> DeclarerOption50D2 | None:
        """Declarer's 50D2 option, if ``leader`` is a defender whose partner has a major
        penalty card (also when he has one of his own: it waits, 50D1(b))."""
        if self.is_defender(leader) and any(p.major for p in self.penalty[leader.partner]):
            return DeclarerOption50D2(leader=leader)
        return None

    def waiting(self, op: Operation | None = None) -> Pending | None:
        """What the table waits for when ``op`` comes.  A corrected trick that is whole again
        (62C) is quitted by any operation but a withdrawal: then what follows it."""
        pending = self.pending
        window = find(pending, Withdrawal62C)
        if window is not None and window.whole and not isinstance(op, Withdraw):
            return swap(pending, window, self.after_quitting())
        return pending

    def after_quitting(self) -> DeclarerOption50D2 | None:
        """What follows the trick just won: declarer's 50D2 option where the winner is a
        defender whose partner has a major penalty card that lay on the table as it was won
        (never after trick 13)."""
        if self.over or not self.snapshots or not self.snapshots[-1][1]:
            return None
        return self.option_for(self.leader)

    def wait_for(self, obligation: Pending) -> None:
        """The table waits for ``obligation`` now.  A choice (52B, 57A, a lead out of turn)
        comes first and hands back to what the table waited for.  Any other obligation
        replaces what was pending, or, while a choice is pending, what follows it (a 50D2
        option offered then does not displace a correction)."""
        current = self.pending
        if isinstance(current, Choosing) and type(current) is type(obligation):
            current = current.then  # the same choice again: declarer still chooses once
        if isinstance(obligation, Choosing):
            self.pending = interrupt(current, obligation)
        elif isinstance(current, Choosing):
            if not isinstance(obligation, DeclarerOption50D2) or current.then is None or (
                    isinstance(current.then, DeclarerOption50D2)):
                self.pending = replace(current, then=obligation)
        else:
            self.pending = obligation

    def option_due(self) -> DeclarerOption50D2 | None:
        """Declarer's 50D2 option, pending now or after a choice that comes first (52B)."""
        return find(self.pending, DeclarerOption50D2)

    def drop_option(self) -> None:
        """Declarer's 50D2 option is taken, or no longer to be taken."""
        option = self.option_due()
        if option is not None:
            self.settle(option, None)

    def settle(self, old: Pending, new: Pending | None) -> None:
        """What the table waits for: ``old`` becomes ``new`` (``None``: it is done)."""
        self.pending = swap(self.pending, old, new)

    def answered(self) -> None:
        """What the table waited for is done: what followed it, if anything."""
        pending = self.pending
        self.pending = pending.then if isinstance(pending, Choosing) else None

    def completed(self) -> list[Trick]:
        """The tricks won so far (by cards or as told)."""
        return [t for t in self.tricks if t.side is not None]

    # -- changes --------------------------------------------------------------------------

    def step(self, code: str, law: str, **data: Any) -> None:
        """Record what the laws require now (a step of the current operation)."""
        self._steps.append(Step(code=code, law=law, data=data))

    def add_step(self, step: Step) -> None:
        """Record a step made elsewhere (an edition's answer)."""
        self._steps.append(step)

    def give_back(self, seat: Seat, card: Card) -> None:
        """``card`` goes back into ``seat``'s hand."""
        if self.hands is not None:
            self.hands[seat] |= 1 << card

    def take(self, seat: Seat, card: Card) -> None:
        """``card`` leaves ``seat``'s hand."""
        if self.hands is not None:
            self.hands[seat] &= ~(1 << card)

    def update(self, index: int, revoke: Revoke) -> None:
        """Replace revoke ``index`` by its next version."""
        self.revokes[index] = revoke

    def _record(self, op: Operation) -> None:
        self.log.append(Entry(operation=op, steps=tuple(self._steps)))
        self._steps = []

