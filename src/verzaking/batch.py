"""Ruling every board of files, as ``verzaking rule`` does: board by board, in file order.

Each board gives its output (a ruling as text, or as JSON text) or the message of
its error.  A large PBN file is cut into pieces that stand on their own
(:func:`verzaking.io.pieces.pbn_pieces`) and ruled over a pool of processes, a
few pieces at a time, so that memory stays flat however large the file; the
boards still come out in the file's order, exactly as one process gives them.

>>> from verzaking.batch import RuleOptions, rule_path
>>> [(out[:7], message) for out, message in rule_path("examples/voorbeeld1.json",
...                                                   RuleOptions(as_json=True, equity=False))]
[('{"board', None)]
"""

from __future__ import annotations

import gc
import os
import stat
import sys
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import rule
from .cards import Seat
from .errors import VerzakingError
from .io import MAX_INPUT, ReadBoard, iter_read, iter_read_text, iter_select
from .io.choosing import at_table, not_found, numbered_as
from .io.pieces import pbn_pieces
from .io.textio import decode_bytes, looks_binary
from .laws import EDITIONS
from .render.compare import compare_text
from .render.i18n import text as say
from .render.jsonout import error_to_dict, ruling_to_dict
from .render.stream import to_json
from .render.text import render_text
from .ruling import Ruling

if TYPE_CHECKING:
    from concurrent.futures import Future

    from .equity.likely import Settings

__all__ = ["PARALLEL_MIN", "PIECE_SIZE", "RuleOptions", "rule_path"]

PARALLEL_MIN = 1024 * 1024
"""PBN files from this size (bytes) are ruled over several processes, when there are cores."""
PIECE_SIZE = 512 * 1024
"""About the size of a piece of a large file (bytes)."""

Output = tuple[str | None, str | None]
"""One board: its output (text, or one JSON value as text) and its error message, if any."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleOptions:
    """What ``verzaking rule`` is asked."""

    laws: str | None = None
    """The edition (default: a case's own, else 2017)."""
    lang: str = "nl"
    """Language of texts and messages."""
    as_json: bool = False
    """JSON values instead of text."""
    indent: bool = False
    """JSON indented for reading."""
    equity: bool = True
    """The estimates of 64C (where the deal is known)."""
    equity_mode: str = "double-dummy"
    """Which: ``double-dummy``, ``likely`` or ``both`` (:data:`verzaking.equity.MODES`)."""
    likely: Settings | None = None
    """The likely play's samples, plays, budget and seed (default: its own)."""
    progress: bool = False
    """Show the likely play's progress on a terminal (standard error)."""
    compare: bool = False
    """Every edition side by side."""
    strict: bool = False
    """PBN ``Play`` rows only in PBN's fixed columns."""
    board: str | None = None
    """Only this board number."""
    table: str | None = None
    """Of a board the file holds for several tables, only this table's (:func:`.io.at_table`)."""


def rule_path(path: str, options: RuleOptions, *, jobs: int = 1) -> Iterator[Output]:
    """Every board of the file at ``path`` ruled, in order; never raises for bad input.

    With ``jobs`` over 1, a PBN file of :data:`PARALLEL_MIN` bytes or more is ruled
    over that many processes.
    """
    text = _large_pbn(path) if jobs > 1 else None
    if text is None:
        boards = iter_read(path, laws=options.laws, strict=options.strict)
        for item in iter_select(boards, options.board, name=path, table=options.table):
            yield rule_one(item, path, options)
        return
    yield from _parallel(text, path, options, jobs)


def rule_one(item: ReadBoard, path: str, options: RuleOptions) -> Output:
    """One board ruled and written, or its error's message."""
    lang = options.lang
    problem = item.error
    if problem is None:
        assert item.facts is not None
        try:
            table: dict[str, Ruling | VerzakingError] = {}
            if options.compare:
                table = _compare(item, equity=options.equity)
            ruling = rule(item.facts, laws=options.laws or item.laws,
                          equity=options.equity_mode if options.equity and not options.compare
                          else False, likely=options.likely,
                          progress=Progress(item.board, lang) if options.progress else None)
        except VerzakingError as exc:
            problem = exc.located(file=path, board=item.place)
        else:
            # a case without a board is headed so; a hand record's board keeps its "#n"
            numbered = item.shows_number
            return _written(ruling, table, options, numbered=numbered), None
    message = problem.message(lang)
    if options.as_json:
        return to_json(error_to_dict(problem, board=item.place, lang=lang, message=message),
                       indent=options.indent), message
    return None, message


class Progress:
    """The likely play's progress on standard error, where that is a terminal: one line
    rewritten after each play, from half a second of work on, and cleared at the end."""

    AFTER = 0.5
    """Seconds of work before the line is shown (short work shows nothing)."""

    def __init__(self, board: str, lang: str, stream: Any = None) -> None:
        self.board, self.lang = board, lang
        self.stream = sys.stderr if stream is None else stream
        self.start: float | None = None
        self.shown = False

    def __call__(self, seat: Seat, trick: int, made: int, asked: int) -> None:
        now = time.monotonic()
        if self.start is None or made == 1:
            self.start = now
        if not self.stream.isatty() or (now - self.start < self.AFTER and made < asked):
            return
        if made >= asked and not self.shown:
            return
        line = (say("ui.board", self.lang, {"board": self.board}) + " — "
                + say("likely.progress", self.lang,
                      {"seat": seat, "trick": trick, "made": made, "asked": asked}))
        self.stream.write("\r" + (line if made < asked else " " * len(line) + "\r"))
        self.stream.flush()
        self.shown = made < asked


def _compare(item: ReadBoard, *, equity: bool) -> dict[str, Ruling | VerzakingError]:
    """The board under every edition (with the 64C estimate if asked); an edition that
    cannot rule it gives its error, unless none can."""
    assert item.facts is not None
    table: dict[str, Ruling | VerzakingError] = {}
    for key in EDITIONS:
        try:
            table[key] = rule(item.facts, laws=key, equity=equity)
        except VerzakingError as exc:
            table[key] = exc
    if not any(isinstance(r, Ruling) for r in table.values()):
        raise next(iter(table.values()))  # type: ignore[misc]
    return table


def _written(ruling: Ruling, table: dict[str, Ruling | VerzakingError],
             options: RuleOptions, *, numbered: bool = True) -> str:
    lang = options.lang
    if not options.as_json:
        if table:
            return compare_text(table, lang, numbered=numbered)
        return render_text(ruling, lang, numbered=numbered)
    data: dict[str, Any] = ruling_to_dict(ruling, lang=lang, numbered=numbered)
    if table:
        board = data["board"]
        data = {"board": board,
                "compare": [ruling_to_dict(r, lang=lang, numbered=numbered)
                            if isinstance(r, Ruling)
                            else {"laws": key, **error_to_dict(r, board=board, lang=lang)}
                            for key, r in table.items()]}
    return to_json(data, indent=options.indent)


def _large_pbn(path: str) -> str | None:
    """The text of a large, readable PBN file; ``None`` for anything else (read as usual)."""
    try:
        info = os.stat(path)
        if (not stat.S_ISREG(info.st_mode) or not PARALLEL_MIN <= info.st_size <= MAX_INPUT
                or not path.lower().endswith(".pbn")):
            return None
        with open(path, "rb") as f:
            text = decode_bytes(f.read())
        return None if looks_binary(text) else text  # not text: the usual reading says so
    except OSError:
        return None  # the usual reading says why


def _parallel(text: str, path: str, options: RuleOptions, jobs: int) -> Iterator[Output]:
    """The pieces of ``text`` ruled over ``jobs`` processes, a few at a time, in order.

    A piece with a board that has no number of its own is numbered by its place in
    the file (``#n``), which only the pieces before it know: it is ruled again here.
    """
    pieces = pbn_pieces(text, max(2, len(text) // PIECE_SIZE))
    del text
    found = False
    before = 0  # boards in the pieces before
    elsewhere = 0  # boards of the number asked for, at another table
    gc.freeze()  # the forked workers leave the pages they share with this process alone
    try:
        from concurrent.futures import ProcessPoolExecutor  # only for a large file

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            window: deque[tuple[int, Future[Piece]]] = deque()
            for index, (piece, lines) in enumerate(pieces):
                window.append((index, pool.submit(_rule_piece, piece, lines, path, options)))
                if len(window) < 2 * jobs and index + 1 < len(pieces):
                    continue
                while window and (len(window) >= 2 * jobs or index + 1 == len(pieces)):
                    done, future = window.popleft()
                    outputs, boards, unnumbered, other = future.result()
                    if unnumbered and before:
                        outputs, boards, _, other = _rule_piece(*pieces[done], path, options,
                                                                ordinal_base=before)
                    found = found or bool(outputs)
                    elsewhere += other
                    before += boards
                    yield from outputs
    finally:
        gc.unfreeze()
    if (options.board is not None or options.table is not None) and not found:
        yield rule_one(not_found(options.board, options.table, elsewhere, path), path, options)


Piece = tuple[list[Output], int, bool, int]
"""A piece ruled: its outputs, its boards, whether one of them has no number of its own, and
how many had the number asked for at another table than the one asked for."""


def _rule_piece(text: str, line_base: int, path: str, options: RuleOptions, *,
                ordinal_base: int = 0) -> Piece:
    """Rule the boards of one piece of a file (in a worker process)."""
    outputs: list[Output] = []
    boards = other = 0
    unnumbered = False
    for item in iter_read_text(text, name=path, kind="pbn", laws=options.laws,
                               line_base=line_base, strict=options.strict,
                               ordinal_base=ordinal_base):
        boards += 1
        unnumbered = unnumbered or not item.numbered
        if item.error is not None and item.board == "?":  # as select() keeps it: its
            outputs.append(rule_one(item, path, options))  # number could not be read
        elif options.board is None or numbered_as(item, options.board.strip()):
            if options.table is None or at_table(item, options.table):
                outputs.append(rule_one(item, path, options))
            else:
                other += 1
    return outputs, boards, unnumbered, other
