"""Planning the work: units (whole files, or pieces of a large PBN file) and batches of them.

A large PBN file is cut into pieces at games that stand on their own, so that
one big archive can be shared between processes; each piece knows how many
lines of the file come before it, so the lines in the findings are the file's:

>>> game = '[Board "{n}"]\\n[Deal "N:AKQJ.T98.765.432 - - -"]\\n'
>>> text = "\\n".join(game.format(n=n) for n in range(1, 5))
>>> [(piece.count("[Board"), lines) for piece, lines in pbn_pieces(text, 2)]
[(3, 0), (1, 9)]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from .reading import read_file

__all__ = ["CHUNK_MIN", "CHUNK_SIZE", "Unit", "make_batches", "pbn_pieces", "plan_units"]

CHUNK_MIN = 256 * 1024
"""PBN files from this size (bytes) are cut into pieces."""
CHUNK_SIZE = 128 * 1024
"""About the size of a piece (bytes)."""

_BLANK = re.compile(r"\n[ \t\r]*\n")
_TRIES = 200  # games looked at for one that stands on its own, from each place a cut is wanted


@dataclass(frozen=True, slots=True, kw_only=True)
class Unit:
    """One piece of work: a whole file (read by the worker) or a piece of a PBN file."""

    path: str
    """The file, as found."""
    size: int
    """Bytes (for a piece: its share of the file's)."""
    text: str | None = None
    """The piece's text; ``None`` for a whole file."""
    line_base: int = 0
    """Lines of the file before the piece."""
    piece: int = 0
    """The piece's number in its file (0 for a whole file, or its first piece)."""


def plan_units(files: Sequence[Path], *, jobs: int, cut: bool | None = None) -> list[Unit]:
    """Units of work in file order; large PBN files cut into pieces when ``cut``.

    ``cut`` defaults to "there are jobs to share"; the scan also cuts for one
    job when a progress bar is to move on inside a large file.  There are
    about ``4 × jobs`` pieces, fewer for a file under ``2 × CHUNK_SIZE``.
    """
    cut = jobs > 1 if cut is None else cut
    units: list[Unit] = []
    for path in files:
        name = str(path)
        try:
            size = path.stat().st_size
        except OSError:
            size = 0
        text = (read_file(name) if cut and size >= CHUNK_MIN and name.lower().endswith(".pbn")
                else None)
        if not isinstance(text, str):  # a whole file, or one the worker will report
            units.append(Unit(path=name, size=size))
            continue
        pieces = pbn_pieces(text, min(jobs * 4, max(2, size // CHUNK_SIZE)))
        total = max(len(text), 1)
        units += [Unit(path=name, size=size * len(piece) // total, text=piece, line_base=lines,
                       piece=k) for k, (piece, lines) in enumerate(pieces)]
    return units


def pbn_pieces(text: str, pieces: int) -> list[tuple[str, int]]:
    """Cut PBN text into about ``pieces`` pieces, each with the number of lines before it.

    A cut is made only before a game that stands on its own (see
    :func:`_stands_alone`), so nothing it holds is taken from the game before,
    and the findings are the same as for the whole file read at once.
    """
    n = len(text)
    cuts = [0]
    for k in range(1, pieces):
        cut = _next_cut(text, max(cuts[-1], n * k // pieces))
        if cut is not None and cut > cuts[-1]:
            cuts.append(cut)
    cuts.append(n)
    out = []
    lines = 0
    for a, b in pairwise(cuts):
        piece = text[a:b]
        out.append((piece, lines))
        lines += _line_breaks(piece)
    return out


def _next_cut(text: str, pos: int) -> int | None:
    """Where the first game from ``pos`` that stands on its own begins: right after the line
    break that ends the blank line(s) before it; ``None`` if none is near."""
    n = len(text)
    for _ in range(_TRIES):
        m = _BLANK.search(text, pos)
        if m is None:
            return None
        start = m.end()
        while start < n and text[start] in " \t\r\n":
            start += 1
        end_m = _BLANK.search(text, start)
        end = end_m.start() if end_m else n
        if _stands_alone(text, start, end):
            return text.rfind("\n", 0, start) + 1
        pos = end
    return None


def _stands_alone(text: str, start: int, end: int) -> bool:
    """The game ``text[start:end]`` follows a blank line outside any ``{…}`` comment and has its
    own ``Board`` and ``Deal`` and no ``#`` value (a value repeated from the game before)."""
    game = text[start:end]
    return (game.startswith("[") and '[Board "' in game and '[Deal "' in game
            and '"#"' not in game and text.rfind("{", 0, start) <= text.rfind("}", 0, start))


def _line_breaks(text: str) -> int:
    """Line breaks in ``text``, counted as the readers count them (CR, LF or CRLF)."""
    return text.count("\n") + text.count("\r") - text.count("\r\n")


def make_batches(units: list[Unit], jobs: int) -> list[list[Unit]]:
    """Consecutive units grouped into about ``4 × jobs`` batches of similar size."""
    total = sum(max(u.size, 1) for u in units)
    target = max(total // (jobs * 4), 1)
    out: list[list[Unit]] = []
    cur: list[Unit] = []
    size = 0
    for u in units:
        grow = max(u.size, 1)
        if cur and size + grow > target * 5 // 4:
            out.append(cur)
            cur, size = [], 0
        cur.append(u)
        size += grow
    if cur:
        out.append(cur)
    return out
