"""What every double-dummy solver of ours does, whichever DDS is under it: the searches of
one estimate (:class:`Session`) on top of three calls each kind makes its own way (set up
a position, search it, analyse a played line), and the card arithmetic around them.
:mod:`.solver` has endplay's library (ctypes), :mod:`.wasm` the WebAssembly one of the
browser.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..cards import CARDS, Card, Seat
from ..trick import ahead

__all__ = ["EMPTY", "Masks", "Session", "SolverUnavailable", "ahead", "check", "groups", "held", "winner"]

Masks = tuple[int, int, int, int]

EMPTY = ((1, 2, 4, 8), 0, (), None)
"""The position :meth:`Session.forget` gives the solver: a one-card ending (each hand a
club, the two to the five; North leads, no trumps)."""


class SolverUnavailable(RuntimeError):
    """The double-dummy solver (DDS, from the endplay package) is not installed or will
    not load."""


def check(masks: Masks, played: Sequence[Card]) -> None:
    n, e, s, w = masks
    size = n.bit_count()
    if (not 0 < size <= 13 or e.bit_count() != size or s.bit_count() != size
            or w.bit_count() != size or len(played) > 3):
        raise ValueError("hands of unequal length")
    if n & (e | s | w) or e & (s | w) or s & w:
        raise ValueError("a card in two hands")


def winner(trick: Sequence[int], leader: int, trump: int | None) -> int:
    """The seat whose card wins the cards led by ``leader`` (all four, or those so far)."""
    return (leader + ahead(trick, trump)[0]) & 3


class Session:
    """The searches of one estimate, made while the solver's lock is held (the set-up,
    the search and the play analysis are each kind's own)."""

    _cards = 0
    """The cards in the hands of the position loaded last."""
    _loaded: tuple[int, ...] = ()

    def load(self, hands: Sequence[int], leader: int, trick: Sequence[int],
             trump: int | None) -> None:
        """Set up a position: the hands without the cards ``trick`` played (from
        ``leader`` on); nothing to do if it is the one set up last."""
        raise NotImplementedError

    def handles(self) -> tuple[int, int, int, int, int]:
        """For compiled code that calls DDS itself: the addresses of SolveBoard,
        AnalysePlayBin and the deal structure of the position loaded last, its cards in
        the trick and its cards in the hands."""
        raise NotImplementedError("this solver has no addresses for compiled code")

    def solve_line(self, hands: Sequence[int], leader: int, trick: Sequence[int], trump: int,
                   allowed: int, tuning: tuple[int, int, int],
                   ) -> tuple[list[int], list[int], list[int] | None] | None:
        """Every legal card's tricks and the line after the best card of ``allowed`` (a set),
        found by the compiled line (``line_core.c``) in one call: as
        :func:`~.line.solve_and_line` gives them, the line as six numbers a trick (its
        leader, its winner, the cards of North, East, South and West; ``None`` when no
        legal card is allowed).  ``hands`` without the cards ``trick`` played, ``trump``
        -1 for no trumps, ``tuning`` the line's window, whole and search_lead.  ``None``
        where this solver has no compiled line (the Python one then finds it); raises
        ``ValueError`` for a position the line cannot start from."""
        return None

    def _run(self, target: int, solutions: int, mode: int) -> Any:
        """Search the position loaded; DDS's ``futureTricks`` (its fields by name)."""
        raise NotImplementedError

    def analyse_play(self, cards: Sequence[int], written: int, count: int) -> Sequence[int]:
        """DDS's value before and after each of the first ``count`` of ``cards`` played on
        from the position loaded last: the tricks from its trick to the end for the side
        that did not lead it ([0] before any card).  DDS searches that position again
        first: solved last, it needs no new set-up and its table is warm.
        ``cards[:written]`` were given before.  Raises ``ValueError`` for cards of the
        last trick, which DDS leaves unanalysed."""
        raise NotImplementedError

    def forget(self) -> None:
        """Start the next search from an empty table: a one-card ending of other cards is
        given (DDS answers it without searching, and then takes the next position for a
        new deal, which empties its table)."""
        self.load(*EMPTY)
        self._run(-1, 3, 1)
        self._loaded = ()

    def best_lead(self, hands: Sequence[int], leader: int, trump: int | None) -> int:
        """A card that keeps the value for ``leader`` to lead from ``hands`` (the highest
        of its run), from one search of the same deal (its table kept: mode 2); the
        position is then the one loaded, for :meth:`analyse_play` to go on from."""
        self.load(hands, leader, (), trump)
        fut = self._run(-1, 1, 2)
        return (3 - fut.suit[0]) * 13 + fut.rank[0] - 2

    def solve_all(self, masks: Masks, *, leader: Seat, trump: int | None,
                  played: Sequence[Card]) -> dict[Card, int]:
        """Tricks from this trick on for the side to play, for each of its legal cards."""
        check(masks, played)
        self.load(held(masks, leader, played), leader, played, trump)
        fut, out = self._run(-1, 3, 1), {}
        for i in range(fut.cards):
            base = (3 - fut.suit[i]) * 13 - 2
            score = fut.score[i]
            out[CARDS[base + fut.rank[i]]] = score
            eq = fut.equals[i] >> 2
            r = 2
            while eq:
                if eq & 1:
                    out[CARDS[base + r]] = score
                eq >>= 1
                r += 1
        return out



def held(masks: Masks, leader: int, played: Sequence[int]) -> list[int]:
    """The cards each hand still holds: ``masks`` at the start of the trick without the
    cards ``played`` to it from ``leader`` on."""
    hands = list(masks)
    for i, c in enumerate(played):
        hands[(leader + i) & 3] &= ~(1 << c)
    return hands


def groups(legal: int, blockers: int) -> list[tuple[int, int]]:
    """The legal cards in runs of equivalent cards (no card of another hand, or of the
    trick, between them): (lowest, highest) of each run, by suit and rank."""
    out: list[tuple[int, int]] = []
    for base in (0, 13, 26, 39):
        cards = (legal >> base) & 0x1FFF
        if not cards:
            continue
        stops = (blockers >> base) & 0x1FFF
        while cards:
            low = (cards & -cards).bit_length() - 1
            above = stops >> low << low  # the other hands' cards above it
            run = cards & ((above & -above) - 1) if above else cards
            out.append((base + low, base + run.bit_length() - 1))
            cards ^= run
    return out
