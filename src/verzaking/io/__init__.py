"""Readers: PBN hand records, BBO LIN files and our own case files, by file name or content."""

from __future__ import annotations

import gc
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..errors import InputError, VerzakingError
from ..facts import BoardFacts
from .casefile import read_cases
from .lin import iter_lin_boards
from .pbn import iter_boards
from .textio import decode_bytes, os_reason

__all__ = ["LoadedBoard", "load_path", "load_text"]


@dataclass(frozen=True, slots=True, kw_only=True)
class LoadedBoard:
    """One board from a file: its facts, or the error that stops it."""

    board: str
    """Board number (or ``#n``, its place in the file)."""
    facts: BoardFacts | None = None
    """The facts, when the board could be read and replayed."""
    error: VerzakingError | None = None
    """Why it could not."""
    laws: str | None = None
    """The laws a case file names for it."""


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a large file is read.

    Reading builds many small objects and no reference cycles; without the
    pause, repeated full collections cost about a third of the reading time.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def load_text(text: str, *, kind: str, source: str | None = None) -> list[LoadedBoard]:
    """Boards from text of ``kind`` ``pbn``, ``lin``, ``json`` or ``yaml``."""
    if kind in ("pbn", "lin"):
        out = []
        boards = iter_boards if kind == "pbn" else iter_lin_boards
        with _gc_paused():
            for item in boards(text, source=source):
                if isinstance(item, BoardFacts):
                    out.append(LoadedBoard(board=item.board, facts=item))
                else:
                    out.append(LoadedBoard(board=item.board or "?", error=item))
        return out
    try:
        cases = read_cases(text, source=source, yaml=(kind == "yaml"))
    except VerzakingError as err:
        return [LoadedBoard(board=err.board or "?", error=err)]
    return [LoadedBoard(board=f.board, facts=f, laws=laws) for f, laws in cases]


def sniff(path: Path, text: str) -> str | None:
    """The kind of a file from its name, else from its first characters."""
    ext = path.suffix.lower()
    if ext == ".pbn":
        return "pbn"
    if ext == ".lin":
        return "lin"
    if ext == ".json":
        return "json"
    if ext in (".yaml", ".yml"):
        return "yaml"
    start = text.lstrip()
    if start[:1] == "{" or (start[:1] == "[" and start[1:2] in ("{", "\n", " ", "]")):
        return "json"
    if start[:1] in ("%", "[") or "[Deal " in text[:5000]:
        return "pbn"
    if start[2:3] == "|" and start[:2].isalpha() and "md|" in text[:5000]:
        return "lin"
    return None


def load_path(path: str | Path) -> list[LoadedBoard]:
    """Boards from a file; a file that cannot be read is one entry with its error."""
    p = Path(path)
    name = str(path)
    try:
        mode = os.stat(p).st_mode
        if not stat.S_ISREG(mode):
            reason = "reason.is_dir" if stat.S_ISDIR(mode) else "reason.not_regular"
            return [LoadedBoard(board="?", error=InputError("file_unreadable", file=name,
                                                            reason=reason))]
        data = p.read_bytes()
    except FileNotFoundError:
        return [LoadedBoard(board="?", error=InputError("file_not_found", file=name))]
    except OSError as exc:
        return [LoadedBoard(board="?", error=InputError("file_unreadable", file=name,
                                                        reason=os_reason(exc)))]
    text = decode_bytes(data)
    kind = sniff(p, text)
    if kind is None:
        return [LoadedBoard(board="?", error=InputError("file_unknown_type", file=name))]
    boards = load_text(text, kind=kind, source=name)
    if not boards:
        return [LoadedBoard(board="?", error=InputError("no_boards", file=name))]
    return boards
