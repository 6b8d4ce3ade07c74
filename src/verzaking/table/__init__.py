"""The table: one state of a board in play, fed one operation at a time.

:class:`Table` holds the deal (or only who won each trick), whose turn it is,
the cards played, penalty cards, revokes and their state; every input (a hand
record's play, a case's events, the quick case) is a list of
:mod:`~verzaking.table.operations` applied to it.  The laws that change it live
in one module each: :mod:`~.play` (44, 61A), :mod:`~.penalty` (50-52),
:mod:`~.correction` (61B, 62), :mod:`~.twelfth` (62D), :mod:`~.irregular` (52-57),
:mod:`~.establishment` (63, 66D, 67, 68, 69), :mod:`~.whatnow`.  What the table waits for
between two operations is one record of :mod:`~.pending` (:attr:`Table.pending`); what may
happen next, :meth:`Table.choices` (:mod:`~.choices`).
"""

from .core import ClaimState, Snapshot
from .offers import Choices, Kind, Offer
from .operations import (
    OPERATION_TYPES,
    Accept,
    Claim,
    ClaimRuled,
    DefectiveTrick,
    Designate,
    Disputed,
    Disturbed,
    DrawAttention,
    DummyForfeited,
    EndOfRound,
    Entry,
    Exposed,
    HandsReturned,
    LeadOutOfTurn,
    NextBoardCall,
    Object,
    Omitted,
    Operation,
    Option,
    PlayAccepted,
    PlayCard,
    PlayRecord,
    PrematurePlay,
    Question,
    RevokeReported,
    TrickWon,
    Withdraw,
)
from .pending import (
    Choice52B,
    Choice57A,
    DeclarerOption50D2,
    LeadOutOfTurn53,
    Pending,
    Rights62C,
    SubstituteDue,
    Trick13First62D,
    TwelfthCorrection62D,
    Withdrawal62C,
)
from .play import trick_winner
from .records import (
    Choice,
    How,
    LeadRule,
    LootChoice,
    PenaltyCard,
    PlayRule,
    Revoke,
    RevokeKind,
    RevokeState,
    Timing,
    Transition,
    Trick,
)
from .rules import DEFAULT_RULES, TableRules
from .state import Table

__all__ = [
    "DEFAULT_RULES", "OPERATION_TYPES", "Accept", "Choice", "Choice52B", "Choice57A", "Choices",
    "Claim", "ClaimRuled", "ClaimState", "DeclarerOption50D2", "DefectiveTrick", "Designate",
    "Disputed", "Disturbed", "DrawAttention", "DummyForfeited", "EndOfRound", "Entry", "Exposed",
    "HandsReturned", "How", "Kind", "LeadOutOfTurn", "LeadOutOfTurn53", "LeadRule", "LootChoice",
    "NextBoardCall", "Object", "Offer", "Omitted", "Operation", "Option", "PenaltyCard", "Pending",
    "PlayAccepted", "PlayCard", "PlayRecord", "PlayRule", "PrematurePlay", "Question", "Revoke",
    "RevokeKind", "RevokeReported", "RevokeState", "Rights62C", "Snapshot", "SubstituteDue",
    "Table", "TableRules", "Timing", "Transition", "Trick", "Trick13First62D", "TrickWon",
    "TwelfthCorrection62D", "Withdraw", "Withdrawal62C", "trick_winner",
]
