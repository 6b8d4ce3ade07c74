"""One way to read a file: PBN hand records, BBO LIN files and our own case files.

:func:`read` takes a path or the bytes of an upload, :func:`read_text` text
already decoded; both find the kind (by what the caller says, the file name,
then the first characters), decode bytes the same way (UTF-8, else
Windows-1252), and give each board as a :class:`ReadBoard`: its facts (the
table fed with everything that happened) or the error that stops it, with the
warnings of reading.  One bad board never stops the others.  :func:`select`
picks boards by number (``01`` is board ``1``), as ``--board`` and ``?board=`` do.

>>> boards = read_text('{"contract": "4S", "declarer": "S", "tricks": '
...                    '["NS", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "NS", "EW", "EW", "EW"]}')
>>> boards[0].board, boards[0].facts.declarer_tricks, boards[0].error
('1', 10, None)
"""

from __future__ import annotations

import gc
import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from ..errors import InputError, PlayError, VerzakingError
from ..facts import BoardFacts
from ..laws import find_edition
from ..table import TableRules
from .casefile import iter_cases
from .choosing import at_table, iter_select, select
from .lin import parse_lin, record_to_facts
from .pbn import PbnGame, board_label, game_to_facts
from .pbnparse import iter_games
from .readboard import LoadedBoard, ReadBoard
from .textio import decode_bytes, looks_binary, os_reason, without_surrogates

__all__ = ["KINDS", "LoadedBoard", "ReadBoard", "at_table", "gc_paused", "iter_read",
           "iter_read_text", "iter_select", "load_path", "load_text", "read", "read_text",
           "select", "sniff"]

KINDS = ("pbn", "lin", "json", "yaml")
"""The kinds of file the readers know."""

RESULT_CODES = frozenset({"result_range", "lin_claim_range"})
"""Errors of a board whose play replays but whose recorded result cannot be right."""
MAX_INPUT = 64 * 1024 * 1024
"""The largest file or text read, in bytes or characters (the web page's limit is lower;
the archive scanner reads larger files piece by piece)."""




@contextmanager
def gc_paused() -> Iterator[None]:
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


def sniff(name: str | Path | None, text: str, *, declared: str | None = None) -> str | None:
    """The kind of a file: what the caller declared, else its name, else its first characters."""
    if declared in KINDS:
        return declared
    ext = Path(str(name)).suffix.lower() if name else ""
    by_ext = {".pbn": "pbn", ".lin": "lin", ".json": "json", ".yaml": "yaml", ".yml": "yaml"}
    if ext in by_ext:
        return by_ext[ext]
    start = text.lstrip()
    if start[:1] == "{" or (start[:1] == "[" and start[1:2] in ("{", "\n", "\r", " ", "\t", "]")):
        return "json"
    if start[:1] in ("%", "[") or "[Deal " in text[:5000]:
        return "pbn"
    if start[2:3] == "|" and start[:2].isalpha() and "md|" in text[:5000]:
        return "lin"
    return None


def read(source: str | Path | bytes, *, name: str | None = None, kind: str | None = None,
         laws: str | None = None, strict: bool = False) -> list[ReadBoard]:
    """Every board of a file (a path) or an upload (bytes); never raises for bad input.

    A file that cannot be read, or whose kind is unknown, is one entry with its
    error.  ``laws`` names the edition the boards' tables follow (default: the
    case's own, else 2017).  ``strict``: PBN ``Play`` rows only in PBN's fixed
    columns (else a row in another seat order is read by who holds each card, with
    a warning).  :func:`iter_read` gives the same boards one at a time.
    """
    with gc_paused():
        return list(iter_read(source, name=name, kind=kind, laws=laws, strict=strict))


def read_text(text: str, *, name: str | None = None, kind: str | None = None,
              laws: str | None = None, line_base: int = 0,
              strict: bool = False) -> list[ReadBoard]:
    """Every board in ``text``; never raises for bad input.

    ``line_base`` is the number of lines before ``text`` in its file (for a piece
    of a large file), added to every line named.
    """
    with gc_paused():
        return list(iter_read_text(text, name=name, kind=kind, laws=laws, line_base=line_base,
                                   strict=strict))


def iter_read(source: str | Path | bytes, *, name: str | None = None, kind: str | None = None,
              laws: str | None = None, strict: bool = False) -> Iterator[ReadBoard]:
    """The boards of :func:`read` one at a time, each as soon as it is read: a caller that
    handles each board and lets it go holds one board at a time, however large the file."""
    if isinstance(source, bytes):
        if len(source) > MAX_INPUT:
            yield _too_large(name)
            return
        data = source
    else:
        name = str(source) if name is None else name
        loaded = _load_file(source, name)
        if isinstance(loaded, ReadBoard):
            yield loaded
            return
        data = loaded
    yield from iter_read_text(decode_bytes(data), name=name, kind=kind, laws=laws,
                              strict=strict)


def _too_large(name: str | None) -> ReadBoard:
    return _failed(InputError("file_too_large", file=name, limit=MAX_INPUT // (1024 * 1024)))


def _load_file(source: str | Path, name: str) -> bytes | ReadBoard:
    """The bytes of a file, or the entry saying why it cannot be read."""
    try:
        info = os.stat(source)
        if not stat.S_ISREG(info.st_mode):
            reason = "reason.is_dir" if stat.S_ISDIR(info.st_mode) else "reason.not_regular"
            return _failed(InputError("file_unreadable", file=name, reason=reason))
        if info.st_size > MAX_INPUT:
            return _too_large(name)
        return Path(source).read_bytes()
    except FileNotFoundError:
        return _failed(InputError("file_not_found", file=name))
    except OSError as exc:
        return _failed(InputError("file_unreadable", file=name, reason=os_reason(exc)))


def iter_read_text(text: str, *, name: str | None = None, kind: str | None = None,
                   laws: str | None = None, line_base: int = 0,
                   strict: bool = False, ordinal_base: int = 0) -> Iterator[ReadBoard]:
    """The boards of :func:`read_text` one at a time, each as soon as it is read.

    ``ordinal_base``: for a piece of a PBN file, the boards before it (a board without a
    number of its own is ``#n`` by its place in the whole file).
    """
    if len(text) > MAX_INPUT:
        yield _too_large(name)
        return
    if kind is not None and kind not in KINDS:
        yield _failed(InputError("unknown_kind", file=name, kind=str(kind)[:20],
                                 known=", ".join(KINDS)))
        return
    if looks_binary(text):  # an image, a PDF...: say so, never its bytes as text
        yield _failed(InputError("file_not_text", file=name))
        return
    found = sniff(name, text, declared=kind)
    if found is None:
        yield _failed(InputError("file_unknown_type", file=name))
        return
    text = without_surrogates(text)  # a caller's text may hold them; UTF-8 cannot
    try:
        rules = find_edition(laws)
    except VerzakingError as err:
        yield _failed(err)
        return
    count = 0
    try:
        if found == "pbn":
            boards: Iterator[ReadBoard] = _pbn(text, name, rules, line_base, strict,
                                               ordinal_base)
        elif found == "lin":
            boards = _lin(text, name, rules, line_base)
        else:
            boards = iter(_cases(text, name, found, laws))
        for board in boards:
            count += 1
            yield board
    except RecursionError:
        yield _failed(InputError("file_too_deep", file=name))
        return
    except Exception as exc:  # a bug in a reader: say so, with the file, never a traceback
        yield _failed(_internal(exc, name, "?", None))
        return
    if not count:
        yield _failed(InputError("no_boards", file=name))


def _failed(err: VerzakingError, *, board: str = "?") -> ReadBoard:
    return ReadBoard(board=err.board or board, error=_shift(err, 0))


def _shift(err: VerzakingError, base: int) -> VerzakingError:
    """The error with ``base`` lines added, kept without its traceback (a board's error
    lives as long as the board; its traceback would keep the reader's frames alive)."""
    if base and err.line:
        err.line += base
    err.__traceback__ = None
    err.__context__ = None
    return err


def _pbn(text: str, name: str | None, rules: TableRules, base: int,
         strict: bool = False, ordinal_base: int = 0) -> Iterator[ReadBoard]:
    for game in iter_games(text, source=name):
        game.ordinal += ordinal_base
        yield read_pbn_game(game, name=name, rules=rules, base=base, strict=strict)


def read_pbn_game(game: PbnGame, *, name: str | None, rules: TableRules, base: int = 0,
                  strict: bool = False) -> ReadBoard:
    """One PBN game read in full (``base``: lines before the text it came from); never
    raises for bad input: the board carries its error."""
    label = board_label(game)
    where = partial(int, game.line + base)
    common: dict[str, Any] = {
        "board": label, "ordinal": game.ordinal, "kind": "pbn", "where": where,
        "numbered": bool(game.tags.get("Board", "").strip()), "has_play": "Play" in game.tags}
    try:
        facts = game_to_facts(game, source=name, rules=rules, strict=strict)
        return ReadBoard(facts=_notes_shifted(facts, base), **common)
    except VerzakingError as exc:
        err = _shift(exc.located(file=name, board=label), base)
        return ReadBoard(error=err, partial=_without_result(
            err, partial(_pbn_without_result, game, name, rules, strict, base)), **common)
    except Exception as exc:  # a bug must not stop the other boards: say it with the place
        return ReadBoard(error=_internal(exc, name, label, where()), **common)


def _lin(text: str, name: str | None, rules: TableRules, base: int) -> Iterator[ReadBoard]:
    for rec in parse_lin(text, source=name):
        start = partial(rec.src.line, rec.at)
        common: dict[str, Any] = {
            "board": rec.board, "ordinal": rec.ordinal, "kind": "lin", "numbered": bool(rec.label),
            "has_play": bool(rec.cards), "where": lambda s=start: s() + base}
        try:
            yield ReadBoard(facts=record_to_facts(rec, source=name, rules=rules), **common)
        except VerzakingError as exc:
            err = _shift(exc.located(file=name, board=rec.board, line=exc.line or start()), base)
            without = partial(record_to_facts, rec, source=name, use_claim=False, rules=rules)
            yield ReadBoard(error=err, partial=_without_result(err, without), **common)
        except Exception as exc:  # a bug must not stop the other boards: say it with the place
            yield ReadBoard(error=_internal(exc, name, rec.board, start() + base), **common)


def _pbn_without_result(game: PbnGame, name: str | None, rules: TableRules,
                        strict: bool, base: int) -> BoardFacts:
    tags = {k: v for k, v in game.tags.items() if k != "Result"}
    return _notes_shifted(game_to_facts(replace(game, tags=tags), source=name, rules=rules,
                                        strict=strict), base)


def _notes_shifted(facts: BoardFacts, base: int) -> BoardFacts:
    """The facts with ``base`` lines added to the line each warning names (a piece of a file)."""
    if not base or not any("line" in n.data for n in facts.notes):
        return facts
    return replace(facts, notes=tuple(
        replace(n, data={**n.data, "line": line + base})
        if isinstance(line := n.data.get("line"), int) else n for n in facts.notes))


def _without_result(err: VerzakingError, again: Callable[[], BoardFacts]) -> BoardFacts | None:
    """For a board whose recorded result is impossible: its facts read without the result."""
    if err.code not in RESULT_CODES:
        return None
    try:
        return again()
    except VerzakingError:
        return None


def _internal(exc: Exception, name: str | None, board: str, line: int | None) -> InputError:
    return InputError("internal_error", file=name, board=board, line=line,
                      reason=f"{type(exc).__name__}: {exc}"[:200])


def _cases(text: str, name: str | None, kind: str, laws: str | None) -> list[ReadBoard]:
    try:
        cases = iter_cases(text, source=name, yaml=kind == "yaml", laws=laws)
    except VerzakingError as err:
        return [_failed(err)]
    out = []
    for i, (facts, case_laws, problem, numbered) in enumerate(cases, 1):
        if problem is not None or facts is None:
            assert problem is not None
            label = case_laws or str(i)  # for a bad case: its number, or its place
            out.append(ReadBoard(board=label, error=_shift(problem, 0), ordinal=i,
                                 kind=kind, numbered=numbered, several=len(cases) > 1))
        else:
            out.append(ReadBoard(board=facts.board, facts=facts, laws=case_laws, ordinal=i,
                                 kind=kind, has_play=facts.play is not None, numbered=numbered,
                                 several=len(cases) > 1))
    return out


def load_text(text: str, *, kind: str, source: str | None = None) -> list[ReadBoard]:
    """Boards from text of ``kind`` ``pbn``, ``lin``, ``json`` or ``yaml`` (see :func:`read_text`)."""
    return read_text(text, name=source, kind=kind)


def load_path(path: str | Path) -> list[ReadBoard]:
    """Boards from a file (see :func:`read`)."""
    return read(path)


__all__ += ["RESULT_CODES", "PlayError", "read_pbn_game"]
