"""DDS's C interface, the edge of the edge: the library and the four structures we use.

The double-dummy solver is Bo Haglund's and Soren Hein's DDS, which the endplay package
ships compiled.  Importing endplay itself takes about 0.9 s (it loads matplotlib for its
dealer), more than a whole ruling, so the library is loaded from endplay's folder
without importing the package, and the structures are declared here after DDS's own
header (``include/dll.h``): ``deal``, ``futureTricks``, ``playTraceBin`` and
``solvedPlay``.  endplay stays the dependency that provides the library.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import sys
from typing import Any

__all__ = ["LIBRARIES", "Deal", "FutureTricks", "PlayTrace", "SolvedPlay", "library_path", "load"]


class Deal(ctypes.Structure):
    """``struct deal``: trump (0 spades .. 3 clubs, 4 no trumps), the leader of the trick,
    the cards already in it (suit and rank 2-14), and each hand's remaining cards as a
    bit set per suit (bit ``rank``)."""

    _fields_ = [("trump", ctypes.c_int), ("first", ctypes.c_int),
                ("currentTrickSuit", ctypes.c_int * 3),
                ("currentTrickRank", ctypes.c_int * 3),
                ("remainCards", (ctypes.c_uint * 4) * 4)]


class FutureTricks(ctypes.Structure):
    """``struct futureTricks``: the cards found and their tricks (``equals``: the lower
    cards of the same value, as a bit set)."""

    _fields_ = [("nodes", ctypes.c_int), ("cards", ctypes.c_int),
                ("suit", ctypes.c_int * 13), ("rank", ctypes.c_int * 13),
                ("equals", ctypes.c_int * 13), ("score", ctypes.c_int * 13)]


class PlayTrace(ctypes.Structure):
    """``struct playTraceBin``: a sequence of cards played (suit and rank 2-14)."""

    _fields_ = [("number", ctypes.c_int), ("suit", ctypes.c_int * 52),
                ("rank", ctypes.c_int * 52)]


class SolvedPlay(ctypes.Structure):
    """``struct solvedPlay``: the double-dummy tricks before and after each card."""

    _fields_ = [("number", ctypes.c_int), ("tricks", ctypes.c_int * 53)]


LIBRARIES = {"win32": "dds.dll", "darwin": "libdds.dylib"}
"""DDS's file in endplay's wheels by platform, as endplay 0.5.12's wheels name it
(``endplay/_dds/dds.dll`` in win_amd64, ``libdds.dylib`` in the macOS x86_64 and arm64
ones); ``libdds.so`` elsewhere (Linux)."""

SMALL_TABLE_MB = 30
"""The memory DDS is given (``SetResources``): with one thread it then sets up its small
transposition table (20-30 MB), as the WebAssembly build in the browser does, so both
search alike and list the cards that tie in the same order.  The large one (95-160 MB)
was no faster for an estimate (``benchmarks/bench_equity.py --cold``, each from an empty
table: 6-8- and 4-card positions were a fifth and two fifths faster with the small one,
10-12-card ones 8 % slower)."""


def library_path(platform: str | None = None) -> str:
    """Where endplay keeps DDS on ``platform`` (default: this one); ``ImportError`` without
    endplay or without the file."""
    spec = importlib.util.find_spec("endplay")
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    if not folders:
        raise ImportError("endplay (the double-dummy solver) is not installed")
    name = LIBRARIES.get(platform or sys.platform, "libdds.so")
    path = os.path.join(folders[0], "_dds", name)
    if not os.path.isfile(path):
        raise ImportError(f"endplay is installed without its double-dummy solver ({name})")
    return path


def load() -> Any:
    """The DDS library from the installed endplay package; ``ImportError`` without it
    (or when the library will not load on this machine)."""
    path = library_path()
    try:
        lib = ctypes.WinDLL(path) if sys.platform == "win32" else ctypes.CDLL(path)  # type: ignore[attr-defined,unused-ignore]
    except OSError as exc:
        raise ImportError(f"the double-dummy solver will not load: {exc}") from None
    # One thread: every search runs on DDS's thread 0 (under our lock), and with more
    # DDS sets up memory for threads never used (1 instead of 0, "one per core": 7 MB
    # less per process, and 4 ms less to load; measured with the whole `verzaking rule`).
    lib.SetResources(SMALL_TABLE_MB, 1)
    return lib
