"""Where a likely play (:mod:`.likely`) parts from double dummy: the first card that gives a
trick away, found by one analysis of the play (DDS's value after each card), and the cards
double dummy keeps the value with at that point.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .base import Session, held, winner
from .likely import Position

__all__ = ["Deviation", "best_cards", "deviation"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Deviation:
    """The first card of a play that gives away a trick against double dummy."""

    index: int
    """Its place among the play's cards (0: the first card of the position)."""
    seat: int
    """Who played it."""
    card: int
    """The card."""
    cost: int
    """Tricks it gave away, double dummy, for its player's side."""


def deviation(solver: Session, pos: Position, cards: Sequence[int]) -> Deviation | None:
    """The first of ``cards`` (played on from ``pos``) that changes the double-dummy value,
    from one analysis of the play (the last trick is never analysed: no card there can
    give a trick away)."""
    hands = held(pos.masks, pos.leader, pos.played)
    left = sum(h.bit_count() for h in hands)
    count = min(len(cards), left - 4)
    if count <= 0:
        return None
    solver.load(hands, pos.leader, pos.played, pos.trump)
    values = solver.analyse_play(cards, 0, count)
    seats = _seats(pos, cards)
    for i in range(count):
        if values[i + 1] != values[i]:
            return Deviation(index=i, seat=seats[i], card=cards[i],
                             cost=abs(values[i + 1] - values[i]))
    return None


def _seats(pos: Position, cards: Sequence[int]) -> list[int]:
    """Who played each of ``cards``, played on from ``pos``."""
    leader, trick, out = pos.leader, list(pos.played), []
    for c in cards:
        out.append((leader + len(trick)) & 3)
        trick.append(c)
        if len(trick) == 4:
            leader, trick = winner(trick, leader, pos.trump), []
    return out


def best_cards(solver: Session, pos: Position, cards: Sequence[int]) -> tuple[int, ...]:
    """The cards that keep the double-dummy value after ``cards`` were played on from
    ``pos`` (the real deal), best run first as the solver lists it."""
    hands, leader, trick = list(held(pos.masks, pos.leader, pos.played)), pos.leader, list(pos.played)
    start = list(pos.masks)
    for c in cards:
        seat = (leader + len(trick)) & 3
        hands[seat] &= ~(1 << c)
        trick.append(c)
        if len(trick) == 4:
            for i, t in enumerate(trick):
                start[(leader + i) & 3] &= ~(1 << t)
            leader, trick = winner(trick, leader, pos.trump), []
    solved = solver.solve_all((start[0], start[1], start[2], start[3]),
                              leader=leader, trump=pos.trump, played=trick)  # type: ignore[arg-type]
    top = max(solved.values())
    return tuple(int(c) for c, n in solved.items() if n == top)
