"""The state of the table: the deal (or only who won each trick), whose turn it is,
the cards played, penalty cards, revokes and their state, and the log.

:class:`TableCore` holds the data and answers questions about it; the laws that
change it live in the modules beside this one (play, penalty cards, correction,
claims), and :class:`~verzaking.table.Table` ties them together.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import SEATS, Card, Deal, Seat, Side, Suit
from ..contract import Contract
from ..steps import Step
from .operations import Entry, Operation
from .records import PenaltyCard, Revoke, Trick
from .rules import DEFAULT_RULES, TableRules

__all__ = ["ClaimState", "LeadOutOfTurnState", "LeadRule", "PlayRule", "Snapshot", "TableCore"]

Snapshot = tuple[int, dict[Seat, tuple[tuple[Card, bool], ...]]]
"""After a trick: its number, and the penalty cards (card, major) on the table by seat."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LeadRule:
    """Declarer required or forbade a suit of ``leader`` (50D2(a))."""

    choice: str
    """``require`` (for one lead) or ``forbid`` (while he keeps the lead)."""
    suit: Suit
    """The suit."""
    leader: Seat
    """The player it binds."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayRule:
    """Declarer's choice for the partner of a defender who played too soon (57A)."""

    choice: str
    """``highest`` or ``lowest`` of the suit led, ``require`` or ``forbid`` another suit."""
    suit: Suit | None
    """The other suit (for ``require`` and ``forbid``)."""
    seat: Seat
    """The player it binds, for his card to this trick."""
    trick: int = 0
    """The trick it binds (also when that trick is corrected after a card against it)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LeadOutOfTurnState:
    """A lead faced out of turn, not yet accepted or refused (53-56)."""

    seat: Seat
    """Who led out of turn."""
    card: Card
    """The card he faced."""


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
        "correcting",
        "deal",
        "dummy_forfeited",
        "gap",
        "hands",
        "hands_returned",
        "law52_due",
        "lead_rule",
        "leader",
        "log",
        "loot",
        "may_withdraw",
        "next_call",
        "omitted",
        "option_due",
        "over",
        "penalty",
        "pending_complete",
        "play_option_due",
        "play_rule",
        "revokes",
        "round_ended",
        "rules",
        "snapshots",
        "substitute_due",
        "tricks",
        "trump",
        "twelfth",
        "twelfth_before",
        "unmarked_marks",
        "withdrawn_by_nos",
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
        self.penalty: dict[Seat, tuple[PenaltyCard, ...]] = {
            SEATS[0]: (), SEATS[1]: (), SEATS[2]: (), SEATS[3]: ()}
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
        # -- correction (Law 62)
        self.correcting: int | None = None
        """The revoke being corrected (its index)."""
        self.substitute_due: Seat | None = None
        """Who must play a card to the corrected trick next."""
        self.pending_complete = False
        """The corrected trick is whole again; it is quitted unless someone takes back a card."""
        self.twelfth = False
        """A 62D correction after play is under way."""
        self.twelfth_before: int | None = None
        """Declarer's tricks as they lay before a 62D correction changed tricks 12 and 13."""
        self.may_withdraw: frozenset[Seat] = frozenset()
        """Who may still take back the card he played after the revoke (62C)."""
        self.withdrawn_by_nos = False
        """A non-offender took back his card (so the offenders may, 62C2)."""
        # -- penalty cards (Law 50)
        self.lead_rule: LeadRule | None = None
        """Declarer's requirement or prohibition in force (50D2)."""
        self.option_due: Seat | None = None
        """The defender about to lead while his partner has a major penalty card (50D2)."""
        self.law52_due: int | None = None
        """The revoke (a card played instead of a penalty card) declarer now accepts or
        refuses (52B)."""
        # -- leads and plays out of turn (Laws 53-57)
        self.loot: LeadOutOfTurnState | None = None
        """A lead out of turn not yet accepted or refused."""
        self.play_option_due: Seat | None = None
        """The defender whose partner played too soon: declarer chooses for his card (57A)."""
        self.play_rule: PlayRule | None = None
        """Declarer's choice in force for that defender's card to this trick (57A)."""
        # -- claims and timing (Laws 63A, 64B, 68, 69)
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
