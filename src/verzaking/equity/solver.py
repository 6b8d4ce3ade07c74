"""The double-dummy solver at the edge: endplay's DDS library, called through its ctypes
structures, loaded on the first solve and never before.

A position is the four hands at the start of a trick (our 52-bit card sets), the
leader, the trump suit and the cards already played to the trick.  The hands go into
the solver's structure directly (no PBN text, no endplay objects), so a small ending
costs little more than the search itself.  The principal line is played on from the
solved position: a hand whose legal cards are all equivalent plays without a search;
otherwise one search with the line's known value as target, reusing the solver's
transposition table for the same deal (DDS ``mode`` 2).

DDS is not thread-safe: :func:`session` holds one process-wide lock for all the
searches of one estimate, so no other search comes between them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..cards import CARDS, SUIT_MASKS, Card, Seat

__all__ = ["Session", "SolverUnavailable", "session", "solve_position"]

_LOCK = threading.Lock()
_LIB: list[Any] = []
"""Once loaded: DDS's SolveBoard, a deal structure, a result structure and its address."""

Masks = tuple[int, int, int, int]
LineRow = tuple[int, Seat, tuple[Card, Card, Card, Card], Seat]
"""One trick of a line: number, leader, the card of each seat (N, E, S, W), winner."""


class SolverUnavailable(RuntimeError):
    """endplay (the double-dummy solver) is not installed."""


def _lib() -> list[Any]:
    if not _LIB:
        try:
            import ctypes

            import endplay._dds as dds
        except ImportError as exc:  # pragma: no cover - endplay is a dependency
            raise SolverUnavailable(str(exc)) from None
        fut = dds.futureTricks()
        _LIB.extend((dds._dll.SolveBoard, dds.deal(), fut, ctypes.byref(fut)))
    return _LIB


def _check(masks: Masks, played: Sequence[Card]) -> None:
    sizes = {m.bit_count() for m in masks}
    if len(sizes) != 1 or not 0 < sizes.pop() <= 13 or len(played) > 3:
        raise ValueError("hands of unequal length")
    if any(m1 & m2 for i, m1 in enumerate(masks) for m2 in masks[i + 1:]):
        raise ValueError("a card in two hands")


def _winner(trick: Sequence[Card], leader: int, trump: int | None) -> int:
    """The seat that wins four cards led by ``leader``."""
    best, at = trick[0], 0
    for i in range(1, 4):
        c = trick[i]
        if c // 13 == best // 13:
            if c > best:
                best, at = c, i
        elif c // 13 == trump:
            best, at = c, i
    return (leader + at) & 3


class Session:
    """The searches of one estimate, made while the solver's lock is held."""

    def __init__(self, lib: list[Any]) -> None:
        self._solve, self._deal, self._fut, self._ref = lib

    def _load(self, hands: Sequence[int], leader: int, trick: Sequence[Card],
              trump: int | None) -> None:
        dl = self._deal
        dl.trump = 4 if trump is None else 3 - trump
        dl.first = leader
        rows = dl.remainCards
        for h in range(4):
            m, row = hands[h], rows[h]
            row[0] = (m >> 37) & 0x7FFC
            row[1] = (m >> 24) & 0x7FFC
            row[2] = (m >> 11) & 0x7FFC
            row[3] = (m << 2) & 0x7FFC
        suits, ranks = dl.currentTrickSuit, dl.currentTrickRank
        for i in range(3):
            c = trick[i] if i < len(trick) else None
            suits[i] = 0 if c is None else 3 - c // 13
            ranks[i] = 0 if c is None else c % 13 + 2

    def _run(self, target: int, solutions: int, mode: int) -> None:
        code = self._solve(self._deal, target, solutions, mode, self._ref, 0)
        if code != 1:
            raise ValueError(f"the solver refused the position (DDS error {code})")

    def solve_all(self, masks: Masks, *, leader: Seat, trump: int | None,
                  played: Sequence[Card]) -> dict[Card, int]:
        """Tricks from this trick on for the side to play, for each of its legal cards."""
        _check(masks, played)
        hands = list(masks)
        for i, c in enumerate(played):
            hands[(leader + i) & 3] &= ~(1 << c)
        self._load(hands, leader, played, trump)
        self._run(-1, 3, 1)
        fut, out = self._fut, {}
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

    def line(self, masks: Masks, *, leader: Seat, trump: int | None, played: Sequence[Card],
             number: int, card: Card, value: int) -> list[LineRow]:
        """The principal line after ``card`` (worth ``value`` tricks to its side from this
        trick on) to the end of the board, one row per trick from trick ``number``."""
        hands = list(masks)
        for i, p in enumerate(played):
            hands[(leader + i) & 3] &= ~(1 << p)
        lead, trick, rows = int(leader), list(played), []
        side = (lead + len(trick)) & 1
        need = value
        next_card: int | None = card
        while True:
            seat = (lead + len(trick)) & 3
            c: int = self._choose(hands, seat, lead, trick, trump, side, need) \
                if next_card is None else next_card
            next_card = None
            hands[seat] &= ~(1 << c)
            trick.append(CARDS[c])
            if len(trick) < 4:
                continue
            win = _winner(trick, lead, trump)
            by_seat = [CARDS[0]] * 4
            for i, t in enumerate(trick):
                by_seat[(lead + i) & 3] = t
            rows.append((number, Seat(lead), (by_seat[0], by_seat[1], by_seat[2], by_seat[3]),
                         Seat(win)))
            if win & 1 == side:
                need -= 1
            number, lead, trick = number + 1, win, []
            if not hands[lead]:
                return rows

    def _choose(self, hands: list[int], seat: int, lead: int, trick: list[Card],
                trump: int | None, side: int, need: int) -> int:
        """The card ``seat`` plays on the line: forced, or found by one search."""
        hand = hands[seat]
        legal = hand & SUIT_MASKS[trick[0] // 13] if trick else 0
        legal = legal or hand
        blockers = 0
        for h in range(4):
            if h != seat:
                blockers |= hands[h]
        for t in trick:
            blockers |= 1 << t
        groups = _groups(legal, blockers)
        left = hand.bit_count()  # tricks still to play, this one included
        target = need if seat & 1 == side else left - need
        if len(groups) == 1 or target <= 0:  # forced, or no card can lose a trick more
            return groups[0][0 if trick else 1]
        self._load(hands, lead, trick, trump)
        self._run(target, 1, 2)
        if self._fut.cards == 0:  # not expected on the line; the best card all the same
            self._run(-1, 1, 2)
        c = (3 - self._fut.suit[0]) * 13 + self._fut.rank[0] - 2
        for low, high in groups:
            if low <= c <= high:
                return low if trick else high
        return c  # pragma: no cover - the solver plays a legal card


def _groups(legal: int, blockers: int) -> list[tuple[int, int]]:
    """The legal cards in runs of equivalent cards (no card of another hand, or of the
    trick, between them): (lowest, highest) of each run."""
    out: list[tuple[int, int]] = []
    for s in range(4):
        cards = legal & SUIT_MASKS[s]
        if not cards:
            continue
        low = high = -1
        for c in range(13 * s, 13 * s + 13):
            bit = 1 << c
            if cards & bit:
                if low < 0:
                    low = c
                high = c
            elif blockers & bit and low >= 0:
                out.append((low, high))
                low = -1
        if low >= 0:
            out.append((low, high))
    return out


@contextmanager
def session() -> Iterator[Session]:
    """The solver, held for a sequence of searches; raises :class:`SolverUnavailable`."""
    lib = _lib()
    with _LOCK:
        yield Session(lib)


def solve_position(masks: Masks, *, leader: Seat, trump: int | None,
                   played: list[Card]) -> dict[Card, int]:
    """Tricks from this trick on for the side to play, for each of its legal cards.

    ``masks`` are the hands at the start of the trick, ``played`` the cards
    already played to it (from ``leader`` on).  Raises ``ValueError`` for a
    position whose hands do not have equal lengths (the solver would return
    nonsense), :class:`SolverUnavailable` without endplay.
    """
    _check(masks, played)
    with session() as s:
        return s.solve_all(masks, leader=leader, trump=trump, played=played)
