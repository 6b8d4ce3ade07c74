"""Finding the files to scan: every ``*.pbn`` and ``*.lin`` below a folder, or a file named.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> for name in ("b.LIN", "a.pbn", "notes.txt"):
...     _ = (folder / name).write_text("")
>>> [p.name for p in find_scan_files([folder])]
['a.pbn', 'b.LIN']
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import partial
from pathlib import Path

from ..errors import InputError

__all__ = ["SCAN_SUFFIXES", "default_jobs", "find_scan_files"]

SCAN_SUFFIXES = (".pbn", ".lin")
"""File name endings the scan picks up in folders (any case)."""


def find_scan_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files to scan, in a fixed order; raises :class:`InputError` for a missing path.

    A folder gives every ``*.pbn`` and ``*.lin`` file below it (sorted by
    path), and every folder below it that cannot be listed (so that it is
    reported as unreadable, not skipped in silence); a file named directly is
    scanned whatever its name.  A file found twice is scanned once.
    """
    out: list[Path] = []
    seen: set[str] = set()
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise InputError("file_not_found", file=str(raw))
        for found in _below(path) if path.is_dir() else [path]:
            key = os.path.realpath(found)
            if key not in seen:
                seen.add(key)
                out.append(found)
    return out


def _below(folder: Path) -> list[Path]:
    """The scan's files below ``folder``, sorted, then the folders that could not be listed."""
    found: list[Path] = []
    unlisted: list[Path] = []
    for root, dirs, files in os.walk(folder, onerror=partial(_note_unlisted, unlisted)):
        dirs.sort()
        found += [Path(root) / name for name in sorted(files)
                  if name.lower().endswith(SCAN_SUFFIXES)]
    return found + unlisted


def _note_unlisted(unlisted: list[Path], exc: OSError) -> None:
    """A folder ``os.walk`` could not list: keep it, so it is reported as unreadable."""
    unlisted.append(Path(exc.filename))


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)
