"""Reading one file, or one piece of a file, for the scan: board by board, as
:func:`verzaking.io.iter_read_text` reads them (a board whose play is plain without its table).

The scan reads the bytes itself, so that a pipe or a device named among the
files is reported instead of read (it would block, or never end), and decodes
them as every reader does.  Only PBN and LIN files are scanned:

>>> unit = scan_text('{"contract": "4S", "declarer": "S"}', path="case.json", size=0,
...                  laws="2017", lang="en")
>>> unit.scan.error
{'code': 'scan_unknown_type', 'message': 'not a PBN or LIN file'}
"""

from __future__ import annotations

import gc
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import InputError
from ..io import MAX_INPUT, iter_read_text, read_pbn_game, sniff
from ..io.pbn import board_label
from ..io.pbnparse import iter_games
from ..io.pbnplain import plain_play
from ..io.textio import decode_bytes, looks_binary, os_reason, without_surrogates
from .findings import Tally, UnitScan, failed_unit

__all__ = ["SCANNED_KINDS", "read_file", "scan_file", "scan_text"]

SCANNED_KINDS = ("pbn", "lin")
"""The kinds of file the scan reads (by :func:`verzaking.io.sniff`)."""


def read_file(path: str) -> str | InputError:
    """The text of the file at ``path``, or why it cannot be read; never blocks on a pipe."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe or device would block or never end
            return InputError("file_unreadable", reason="reason.not_regular")
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return InputError("file_not_found")
    except OSError as exc:
        return InputError("file_unreadable", reason=os_reason(exc))
    return decode_bytes(data)


def scan_file(path: str, *, size: int, laws: str, lang: str, strict: bool = False) -> UnitScan:
    """Scan the whole file at ``path``; never raises for bad input."""
    text = read_file(path)
    if isinstance(text, InputError):
        return failed_unit(path, text.code, text.params, lang, size=size)
    return scan_text(text, path=path, size=size, laws=laws, lang=lang, strict=strict)


def scan_text(text: str, *, path: str, size: int, laws: str, lang: str,
              line_base: int = 0, strict: bool = False, plain: bool = True) -> UnitScan:
    """Scan ``text``, the file at ``path`` or a piece of it after ``line_base`` lines.

    A text without boards gives no findings of its own: whether the whole file
    has none is known only when its pieces are put together.  ``plain``: count a
    PBN board whose play is plain without its table (:func:`~verzaking.io.pbnplain.plain_play`;
    the same counts and findings, in less time); ``False`` reads every board in full.
    """
    if looks_binary(text):  # a photo, a PDF...: as every reader says it
        return failed_unit(path, "file_not_text", {}, lang, size=size)
    kind = sniff(Path(path), text)
    if kind not in SCANNED_KINDS:
        return failed_unit(path, "scan_unknown_type", {}, lang, size=size)
    assert kind is not None
    with _collector_paused():
        if plain and kind == "pbn" and len(text) <= MAX_INPUT:
            try:
                return _tally_pbn(text, path=path, size=size, laws=laws, lang=lang,
                                  line_base=line_base, strict=strict)
            except Exception:  # a bug in reading the text: the full reading reports it
                pass
        return _tally(text, path=path, kind=kind, size=size, laws=laws, lang=lang,
                      line_base=line_base, strict=strict)


def _tally(text: str, *, path: str, kind: str, size: int, laws: str, lang: str,
           line_base: int, strict: bool) -> UnitScan:
    """Read the boards of ``text`` and tally them (all freed when this returns)."""
    tally = Tally(file=path, kind=kind, laws=laws, lang=lang)
    try:
        for board in iter_read_text(text, name=path, kind=kind, laws=laws,
                                    line_base=line_base, strict=strict):
            if board.ordinal:
                tally.add(board)  # then the board is let go: one board at a time in memory
            elif board.error is not None and board.error.code != "no_boards":
                # not a board (it has no place in the file): the text as a whole cannot be read
                return failed_unit(path, board.error.code, board.error.params, lang, size=size,
                                   kind=kind)
    except Exception as exc:  # a bug in a reader must not stop the scan: report the file
        return failed_unit(path, "internal_error", {"reason": f"{type(exc).__name__}: {exc}"},
                           lang, size=size, kind=kind)
    return tally.result(size=size)


def _tally_pbn(text: str, *, path: str, size: int, laws: str, lang: str, line_base: int,
               strict: bool) -> UnitScan:
    """:func:`_tally` for PBN text, each board whose play is plain counted without its table.

    Raises for a bug in reading the text as a whole (where :func:`_tally` reports the file).
    """
    tally = Tally(file=path, kind="pbn", laws=laws, lang=lang)
    rules = tally.edition
    for game in iter_games(without_surrogates(text), source=path):
        quick = plain_play(game, strict=strict)
        if quick is None:
            tally.add(read_pbn_game(game, name=path, rules=rules, base=line_base, strict=strict))
        else:
            tally.add_plain(quick, board=board_label(game), ordinal=game.ordinal,
                            numbered=bool(game.tags.get("Board", "").strip()),
                            line=game.line + line_base)
    return tally.result(size=size)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while the boards of one text are read and tallied.

    Each board is freed when its findings are made, and boards make next to no
    reference cycles (a few hundred objects in an archive of thousands of boards);
    with the collector on, its passes over the objects of reading cost a good part
    of the scan's time.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
