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

__all__ = ["Deal", "FutureTricks", "PlayTrace", "SolvedPlay", "load"]


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


def load() -> Any:
    """The DDS library from the installed endplay package; ``ImportError`` without it
    (or when the library will not load on this machine)."""
    spec = importlib.util.find_spec("endplay")
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    if not folders:
        raise ImportError("endplay (the double-dummy solver) is not installed")
    path = os.path.join(folders[0], "_dds", "libdds.so")
    try:
        lib = ctypes.WinDLL(path) if sys.platform == "win32" else ctypes.CDLL(path)  # type: ignore[attr-defined]
    except OSError as exc:
        raise ImportError(f"the double-dummy solver will not load: {exc}") from None
    # One thread: every search runs on DDS's thread 0 (under our lock), and with more
    # DDS sets up memory for threads never used (1 instead of 0, "one per core": 7 MB
    # less per process, and 4 ms less to load; measured with the whole `verzaking rule`).
    lib.SetMaxThreads(1)
    return lib
