"""The table: one state of a board in play, fed one operation at a time.

:class:`Table` holds the deal (or only who won each trick), whose turn it is,
the cards played, penalty cards, revokes and their state; every input (a hand
record's play, a case's events, the quick case) is a list of
:mod:`~verzaking.table.operations` applied to it.  The laws that change it live
in one module each: :mod:`~.play` (44, 61A), :mod:`~.penalty` (50-52),
:mod:`~.correction` (61B, 62), :mod:`~.twelfth` (62D), :mod:`~.irregular` (52-57),
:mod:`~.establishment` (63, 66D, 67, 68, 69), :mod:`~.whatnow`.
"""

from .core import ClaimState, LeadRule, Snapshot
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
from .play import trick_winner
from .records import How, PenaltyCard, Revoke, RevokeKind, RevokeState, Timing, Transition, Trick
from .rules import DEFAULT_RULES, TableRules
from .state import Table

__all__ = [
    "DEFAULT_RULES", "OPERATION_TYPES", "Accept", "Claim", "ClaimRuled", "ClaimState", "DefectiveTrick",
    "Designate", "Disputed", "Disturbed", "DrawAttention", "DummyForfeited", "EndOfRound",
    "Entry", "Exposed", "HandsReturned", "How", "LeadOutOfTurn", "LeadRule", "NextBoardCall",
    "Object", "Omitted", "Operation", "Option", "PenaltyCard", "PlayAccepted", "PlayCard", "PlayRecord",
    "PrematurePlay", "Question", "Revoke", "RevokeKind", "RevokeReported", "RevokeState",
    "Snapshot", "Table", "TableRules", "Timing", "Transition", "Trick", "TrickWon", "Withdraw",
    "trick_winner",
]
