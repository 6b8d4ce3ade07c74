"""Planning the work: units (whole files, or pieces of a large PBN file) and batches of them.

A large PBN file is cut into pieces at games that stand on their own
(:func:`verzaking.io.pieces.pbn_pieces`), so that one big archive can be shared between
processes; each piece knows how many lines of the file come before it, so the lines in
the findings are the file's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..io.pieces import pbn_pieces
from .reading import read_file

__all__ = ["CHUNK_MIN", "CHUNK_SIZE", "Unit", "make_batches", "plan_units"]

CHUNK_MIN = 256 * 1024
"""PBN files from this size (bytes) are cut into pieces."""
CHUNK_SIZE = 128 * 1024
"""About the size of a piece (bytes)."""



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
