"""The result of a ruling: steps with codes and articles, per revoke and per board."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import Card, Seat, Side
from .facts import BoardFacts, RevokeFact

if TYPE_CHECKING:
    from .equity import Equity

__all__ = ["CLAIMED", "RevokeRuling", "Ruling", "Step"]

CLAIMED = 100
"""Transferred trick numbers from ``CLAIMED`` on stand for tricks of a claim."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Step:
    """One step of the reasoning: a stable code, its article, and the facts it used."""

    code: str
    """Catalog key, e.g. ``64A2.one``."""
    law: str
    """The article, e.g. ``64A2``; empty for a step that applies no article."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts the step names (seats, tricks, cards, counts)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RevokeRuling:
    """How one revoke is ruled."""

    revoke: RevokeFact
    """The revoke as found or reported."""
    offending_side: Side
    """The offender's side."""
    established: bool
    """Whether it became established (63A)."""
    establishment: str
    """The article that established it, or the one that says it must be corrected."""
    rule: str
    """The article that decided the transfer (``64A1``, ``64A2``, a ``64B`` item, ``62A``)."""
    tricks_transferred: int
    """Tricks transferred to the non-offending side."""
    transferred: tuple[int, ...] = ()
    """Which tricks (numbers; ``CLAIMED`` and up: tricks of the claim)."""
    steps: tuple[Step, ...] = ()
    """The reasoning for this revoke, in order."""
    equity: Equity | None = None
    """The double-dummy estimate of 64C, when the deal is known and it was asked for."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Ruling:
    """The ruling on one board."""

    board: str
    """Board number."""
    edition: str
    """Key of the laws applied, e.g. ``2017``."""
    facts: BoardFacts
    """What the ruling was built on."""
    revokes: tuple[RevokeRuling, ...]
    """One entry per revoke, in order of play."""
    declarer_tricks_played: int | None
    """Declarer's tricks as played (``None`` if unknown)."""
    declarer_tricks_adjusted: int | None
    """Declarer's tricks after the transfers."""
    score_ns_played: int | None
    """North-South's score as played."""
    score_ns_adjusted: int | None
    """North-South's score after the transfers."""
    steps: tuple[Step, ...]
    """Every step of the ruling, in order."""
    penalty_cards: tuple[tuple[int, Mapping[Seat, tuple[tuple[Card, bool], ...]]], ...] = ()
    """From a timeline: after each trick, the penalty cards on the table (card, major)."""
    next_steps: tuple[Step, ...] = ()
    """From a timeline: what the director tells the table now ("what now?")."""

    def to_dict(self) -> dict[str, Any]:
        """The public JSON form (see the README); ``steps`` texts are added by the renderer."""
        from .render.jsonout import ruling_to_dict

        return ruling_to_dict(self, lang="en")
