"""The solver in the browser: DDS compiled to WebAssembly, behind the same :class:`Session`.

In Pyodide there is no endplay and no ctypes library: the offline app compiles DDS's own
source to WebAssembly (``dds/build.py`` in the checkout) and registers a small JavaScript
module, ``verzaking_dds`` (``site/dds/solver.mjs``), that writes DDS's structures into the
module's memory and calls ``SolveBoard`` and ``AnalysePlayBin``.  This class hands it the
same integers :class:`~.solver.Session` writes into the ctypes structures, so the
estimate and every figure are made by the same Python in both worlds.  The line is the
same compiled one too: ``line_core.c``, which CPython runs as the extension, is built into
the module beside DDS (``dds/line_wasm.c``), and :meth:`WasmSession.solve_line` asks it
for the search and the line in one call (a call from Python into the module costs little,
but the line in Python in Pyodide cost a third of a small estimate).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

from .base import EMPTY, Session, SolverUnavailable

__all__ = ["WasmSession"]


def _module() -> Any:
    try:
        import verzaking_dds  # type: ignore[import-not-found]  # registered by the page
    except ImportError:
        raise SolverUnavailable("the double-dummy solver (WebAssembly) is not loaded in "
                                "this page") from None
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    return verzaking_dds, to_js


class WasmSession(Session):
    """The searches of one estimate, made by DDS in WebAssembly."""

    def __init__(self) -> None:
        self._js, self._to_js = _module()
        self._ints = [0] * 24  # struct deal: trump, first, the trick's 3 suits and 3 ranks,
        # then remainCards[4][4]
        self._current = self._cards = 0
        self._loaded: tuple[int, ...] = ()
        self._empty: Any = None  # EMPTY's deal, made for JavaScript once

    def forget(self) -> None:
        """As :meth:`Session.forget`, without reading the search's answer (a one-card
        ending: it is never needed)."""
        if self._empty is None:
            self.load(*EMPTY)
            self._empty = self._to_js(self._ints)
        got = self._js.solve(self._empty, -1, 3, 1)
        if isinstance(got, int):
            raise ValueError(f"the solver refused the position (DDS error {got})")
        self._loaded = ()

    def load(self, hands: Sequence[int], leader: int, trick: Sequence[int],
             trump: int | None) -> None:
        key = (*hands, leader, *trick, -1 if trump is None else trump, len(trick))
        if key == self._loaded:
            return
        self._loaded = key
        rows: list[int] = []
        for m in hands[:4]:
            rows += ((m >> 37) & 0x7FFC, (m >> 24) & 0x7FFC, (m >> 11) & 0x7FFC,
                     (m << 2) & 0x7FFC)
        pad = [0] * (3 - len(trick))
        self._ints = [4 if trump is None else 3 - trump, leader,
                      *(3 - c // 13 for c in trick), *pad, *(c % 13 + 2 for c in trick), *pad,
                      *rows]
        self._current = len(trick)
        self._cards = sum(m.bit_count() for m in hands[:4])

    def solve_line(self, hands: Sequence[int], leader: int, trick: Sequence[int], trump: int,
                   allowed: int, tuning: tuple[int, int, int],
                   ) -> tuple[list[int], list[int], list[int] | None] | None:
        # as dds/line_wasm.c reads them: card sets in 32-bit halves; a number that is not
        # one (out of range) as one the C refuses, so nothing is cut to fit
        cards = [*trick[:3], 0, 0, 0][:3]
        ints = [*_halves(hands[0]), *_halves(hands[1]), *_halves(hands[2]), *_halves(hands[3]),
                *(v if -1 << 31 <= v < 1 << 31 else -1 for v in (
                    leader, min(4, len(trick)), *cards, trump)),
                *_halves(allowed),
                *(v if -1 << 31 <= v < 1 << 31 else -1 for v in tuning)]
        got = self._js.solveLine(self._to_js(ints))
        if isinstance(got, str):
            raise ValueError(got)
        out = list(got.to_py()) if hasattr(got, "to_py") else list(got)
        count = out[0]
        line = out[29:] if out[27] >= 0 else None
        return out[1:1 + count], out[14:14 + count], line

    def _run(self, target: int, solutions: int, mode: int) -> Any:
        got = self._js.solve(self._to_js(self._ints), target, solutions, mode)
        if isinstance(got, int):
            raise ValueError(f"the solver refused the position (DDS error {got})")
        ints = list(got.to_py()) if hasattr(got, "to_py") else list(got)
        return SimpleNamespace(cards=ints[1], suit=ints[2:15], rank=ints[15:28],
                               equals=ints[28:41], score=ints[41:54])

    def analyse_play(self, cards: Sequence[int], written: int, count: int) -> Sequence[int]:
        if count > self._cards - 4:  # DDS would leave these unanalysed, and say nothing
            raise ValueError("the solver does not analyse the last trick")
        new = cards[:count]  # written or not: the whole trace is passed at each call
        got = self._js.analyse(self._to_js(self._ints), self._to_js([3 - c // 13 for c in new]),
                               self._to_js([c % 13 + 2 for c in new]), count + self._current,
                               count)
        if isinstance(got, int):
            raise ValueError(f"the solver refused the play (DDS error {got})")
        return list(got.to_py()) if hasattr(got, "to_py") else list(got)


def _halves(cards: int) -> tuple[int, int]:
    """A set of cards as ``line_wasm.c`` reads it, low 32 bits first; one that is not a
    64-bit set as all 64 bits (which the C refuses)."""
    if not 0 <= cards < 1 << 64:
        cards = (1 << 64) - 1
    return cards & 0xFFFFFFFF, cards >> 32
