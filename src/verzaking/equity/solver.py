"""The double-dummy solver at the edge: DDS (as endplay installs it, :mod:`.dds`), called
through its ctypes structures, loaded on the first solve and never before.  In the
browser (Pyodide) the same DDS is compiled to WebAssembly, and :mod:`.wasm` gives the
same :class:`Session` over it: the rest of the package does not know which it has.

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
searches of one estimate, so no other search comes between them.  Each session starts
from an empty transposition table (:meth:`Session.forget`): what DDS lists first among
cards that tie depends on what its table holds, so an estimate never depends on the
searches made before it (in a server, or in the browser's worker).
"""

from __future__ import annotations

import ctypes
import importlib.util
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

from ..cards import Card, Seat
from . import dds
from .base import Masks, Session, SolverUnavailable, ahead, check, groups, held, winner

__all__ = ["Masks", "NativeSession", "Session", "SolverUnavailable", "ahead", "groups", "held",
           "installed", "session", "solve_position", "winner"]

_solve_line: Callable[..., tuple[list[int], list[int], list[int] | None]] | None
try:  # the compiled line, line_core.c (optional: built where a C compiler was found)
    from ._fastline import solve_line as _solve_line
except ImportError:  # pragma: no cover - built where a C compiler was found
    _solve_line = None

BROWSER = sys.platform == "emscripten"
"""In Pyodide: the solver is the WebAssembly one (:mod:`.wasm`)."""

_LOCK = threading.Lock()
_LIB: list[Any] = []
"""Once loaded: DDS's SolveBoard, a deal structure, a result structure and its address;
AnalysePlayBin, a play structure, its result structure and that one's address; the
addresses of the two functions and of the deal structure, for compiled code."""


def installed() -> bool:
    """Whether a solver is here to be loaded (endplay's library, or in the browser the
    WebAssembly one the page registered); looking does not load it."""
    try:
        if BROWSER:
            return importlib.util.find_spec("verzaking_dds") is not None
        dds.library_path()
    except (ImportError, ValueError):
        return False
    return True


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


class NativeSession(Session):
    """The searches of one estimate, made by endplay's DDS through ctypes."""

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

    def solve_line(self, hands: Sequence[int], leader: int, trick: Sequence[int], trump: int,
                   allowed: int, tuning: tuple[int, int, int],
                   ) -> tuple[list[int], list[int], list[int] | None] | None:
        if _solve_line is None:
            return None
        solve, analyse = self._addresses[:2]
        return _solve_line(solve, analyse, hands[0], hands[1], hands[2], hands[3], leader,
                           tuple(trick), trump, allowed, *tuning)

    def _run(self, target: int, solutions: int, mode: int) -> Any:
        """Search the position loaded; DDS's ``futureTricks`` (its fields by name)."""
        code = self._solve(self._deal, target, solutions, mode, self._ref, 0)
        if code != 1:
            raise ValueError(f"the solver refused the position (DDS error {code})")
        return self._fut

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


_WASM: list[Session] = []
"""In the browser, once made: the WebAssembly session (made afresh for each estimate, it
cost a tenth of the estimate of a small ending in Pyodide)."""


def _open() -> Session:
    """The session of this world: endplay's library, or in the browser the WebAssembly one."""
    if BROWSER:
        if not _WASM:
            from .wasm import WasmSession

            _WASM.append(WasmSession())
        return _WASM[0]
    return NativeSession(_lib())


class _Held:
    """The context of :func:`session` (a class: a generator's context costs a few µs more,
    and one estimate of a small ending takes a few hundred)."""

    __slots__ = ()

    def __enter__(self) -> Session:
        _LOCK.acquire()
        try:
            solver = _open()
            solver.forget()
            return solver
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
    check(masks, played)
    with session() as s:
        return s.solve_all(masks, leader=leader, trump=trump, played=played)
