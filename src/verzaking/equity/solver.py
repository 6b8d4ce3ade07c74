"""The double-dummy solver at the edge: DDS (as endplay installs it, :mod:`.dds`), called
through its ctypes structures, loaded on the first solve and never before.

A position is the four hands at the start of a trick (our 52-bit card sets), the
leader, the trump suit and the cards already played to the trick.  The hands go into
the solver's structure directly (no PBN text, no endplay objects), so a small ending
costs little more than the search itself.  Two calls: ``SolveBoard`` (every legal
card's tricks) and ``AnalysePlayBin`` (the value after each card of a sequence played
on from the position solved last, without a new set-up; :mod:`.line` builds the line
with it).  DDS's play analysis counts the cards already in the trick as cards of the
sequence, and never analyses the last trick; :meth:`Session.analyse_play` allows for
the first, and is not asked about the second.

DDS is not thread-safe: :func:`session` holds one process-wide lock for all the
searches of one estimate, so no other search comes between them.
"""

from __future__ import annotations

import ctypes
import threading
from collections.abc import Sequence
from typing import Any

from ..cards import CARDS, Card, Seat
from ..trick import ahead
from . import dds

__all__ = ["Session", "SolverUnavailable", "ahead", "groups", "held", "session", "solve_position",
           "winner"]

_LOCK = threading.Lock()
_LIB: list[Any] = []
"""Once loaded: DDS's SolveBoard, a deal structure, a result structure and its address;
AnalysePlayBin, a play structure, its result structure and that one's address; the
addresses of the two functions and of the deal structure, for compiled code."""

Masks = tuple[int, int, int, int]


class SolverUnavailable(RuntimeError):
    """The double-dummy solver (DDS, from the endplay package) is not installed or will
    not load."""


def _lib() -> list[Any]:
    """Load the solver once (under the lock: one loader)."""
    if not _LIB:
        try:
            lib = dds.load()
        except ImportError as exc:
            raise SolverUnavailable(str(exc)) from None
        fut, solved = dds.FutureTricks(), dds.SolvedPlay()
        _LIB.extend((lib.SolveBoard, dds.Deal(), fut, ctypes.byref(fut),
                     lib.AnalysePlayBin, dds.PlayTrace(), solved, ctypes.byref(solved)))
        solve, analyse = (ctypes.cast(f, ctypes.c_void_p).value or 0
                          for f in (lib.SolveBoard, lib.AnalysePlayBin))
        _LIB.append((solve, analyse, ctypes.addressof(_LIB[1])))
    return _LIB


def _check(masks: Masks, played: Sequence[Card]) -> None:
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
    """The searches of one estimate, made while the solver's lock is held."""

    def __init__(self, lib: list[Any]) -> None:
        (self._solve, self._deal, self._fut, self._ref, self._analyse, self._trace,
         self._solved, self._solved_ref, self._addresses) = lib
        self._current = self._cards = 0
        self._loaded: tuple[int, ...] = ()

    def load(self, hands: Sequence[int], leader: int, trick: Sequence[int],
             trump: int | None) -> None:
        """Set up a position: the hands without the cards ``trick`` played (from
        ``leader`` on); nothing to do if it is the one set up last."""
        key = (*hands, leader, *trick, -1 if trump is None else trump, len(trick))
        if key == self._loaded:
            return
        self._loaded = key
        dl = self._deal
        dl.trump = 4 if trump is None else 3 - trump
        dl.first = leader
        rows = dl.remainCards
        for h in range(4):  # a slice each: a ctypes item costs as much as a slice
            m = hands[h]
            rows[h][:] = ((m >> 37) & 0x7FFC, (m >> 24) & 0x7FFC, (m >> 11) & 0x7FFC,
                          (m << 2) & 0x7FFC)
        self._current = len(trick)
        self._cards = (hands[0].bit_count() + hands[1].bit_count() + hands[2].bit_count()
                       + hands[3].bit_count())
        dl.currentTrickSuit[:] = [3 - c // 13 for c in trick] + [0] * (3 - len(trick))
        dl.currentTrickRank[:] = [c % 13 + 2 for c in trick] + [0] * (3 - len(trick))

    def handles(self) -> tuple[int, int, int, int, int]:
        """For compiled code that calls DDS itself: the addresses of SolveBoard,
        AnalysePlayBin and the deal structure of the position loaded last, its cards in
        the trick and its cards in the hands."""
        return (*self._addresses, self._current, self._cards)

    def _run(self, target: int, solutions: int, mode: int) -> None:
        code = self._solve(self._deal, target, solutions, mode, self._ref, 0)
        if code != 1:
            raise ValueError(f"the solver refused the position (DDS error {code})")

    def best_lead(self, hands: Sequence[int], leader: int, trump: int | None) -> int:
        """A card that keeps the value for ``leader`` to lead from ``hands`` (the highest
        of its run), from one search of the same deal (its table kept: mode 2); the
        position is then the one loaded, for :meth:`analyse_play` to go on from."""
        self.load(hands, leader, (), trump)
        self._run(-1, 1, 2)
        fut = self._fut
        return (3 - fut.suit[0]) * 13 + fut.rank[0] - 2

    def analyse_play(self, cards: Sequence[int], written: int, count: int) -> Sequence[int]:
        """DDS's value before and after each of the first ``count`` of ``cards`` played on
        from the position loaded last: the tricks from its trick to the end for the side
        that did not lead it ([0] before any card).  DDS searches that position again
        first: solved last, it needs no new set-up and its table is warm.
        ``cards[:written]`` are in the play structure already.  Raises ``ValueError``
        for cards of the last trick, which DDS leaves unanalysed."""
        if count > self._cards - 4:  # DDS would leave these unanalysed, and say nothing
            raise ValueError("the solver does not analyse the last trick")
        trace = self._trace
        if count > written:  # one slice each: a ctypes item costs as much as a slice
            new = cards[written:count]
            trace.suit[written:count] = [3 - c // 13 for c in new]
            trace.rank[written:count] = [c % 13 + 2 for c in new]
        trace.number = count + self._current  # DDS counts the trick's cards in it
        code = self._analyse(self._deal, trace, self._solved_ref, 0)
        if code != 1:
            raise ValueError(f"the solver refused the play (DDS error {code})")
        return self._solved.tricks[:count + 1]

    def solve_all(self, masks: Masks, *, leader: Seat, trump: int | None,
                  played: Sequence[Card]) -> dict[Card, int]:
        """Tricks from this trick on for the side to play, for each of its legal cards."""
        _check(masks, played)
        self.load(held(masks, leader, played), leader, played, trump)
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


class _Held:
    """The context of :func:`session` (a class: a generator's context costs a few µs more,
    and one estimate of a small ending takes a few hundred)."""

    __slots__ = ()

    def __enter__(self) -> Session:
        _LOCK.acquire()
        try:
            return Session(_lib())
        except BaseException:
            _LOCK.release()
            raise

    def __exit__(self, *exc: object) -> None:
        _LOCK.release()


_HELD = _Held()


def session() -> _Held:
    """The solver, held for a sequence of searches (``with session() as solver``);
    raises :class:`SolverUnavailable`."""
    return _HELD


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
