"""Scan archives of hand records (PBN and BBO LIN) for revokes: ``verzaking scan PATH…``.

Every ``*.pbn`` and ``*.lin`` file under the paths (folders recursively, any
case) is read; every board is replayed, every revoke ruled, and each board
either agrees with the file's own result (PBN ``Result``, LIN ``mc`` claim and
``rs`` list) or is listed with the reason.  A file that cannot be read is
reported and skipped; one bad board never stops the scan.

Work is spread over processes with ``jobs``; large PBN files are cut into
pieces at boards that stand on their own, so that one big archive also gains.
The findings come out in the same order whatever the number of jobs:

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "club.lin").write_text(
...     "qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|sv|o|"
...     "mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|pc|HA|pc|HT|pc|CA|pc|H2|mc|7|")
>>> result = scan_paths([folder], jobs=1)
>>> result.summary()["boards"], [(f["board"], f["seat"], f["trick"]) for f in result.findings]
(1, [('o1', 'E', 1)])
"""

from __future__ import annotations

import argparse
import csv
import gc
import json
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import pairwise
from pathlib import Path
from typing import Any, TextIO

from .cards import Card, Seat, Suit
from .errors import InputError, VerzakingError
from .facts import BoardFacts
from .io import gc_paused as _gc_paused
from .io import sniff
from .io.lin import parse_lin, record_to_facts
from .io.pbn import board_label, game_to_facts, parse_pbn
from .io.textio import decode_bytes, os_reason
from .laws import DEFAULT_EDITION, EDITIONS, find_edition
from .render.i18n import LANGUAGES, text

__all__ = [
    "REPORT_COLUMNS",
    "FileScan",
    "ScanResult",
    "add_scan_parser",
    "default_jobs",
    "find_scan_files",
    "format_summary",
    "run_scan",
    "scan_paths",
    "write_report",
]

SCAN_SUFFIXES = (".pbn", ".lin")
"""File name endings the scan picks up in folders (any case)."""

REPORT_COLUMNS = (
    "type", "file", "board", "line", "contract", "declarer", "seat", "role", "kind", "trick",
    "suit", "card", "held", "established", "rule", "tricks_transferred", "declarer_tricks_before",
    "declarer_tricks_after", "score_ns_before", "score_ns_after", "source", "file_result",
    "replay_result", "tricks_played", "code", "message",
)
"""Columns of the CSV report, and the keys of each finding in the JSON report.

``type`` is ``revoke`` (one row per revoke, with its ruling), ``not_replayed``
(a board that cannot be read or replayed: ``code``, ``message`` and the place:
``line``, ``trick``, ``seat``, ``card``), ``result`` (declarer's tricks differ
from the file's own result: ``source`` is ``Result``, ``mc`` or ``rs``) or
``file`` (a file that cannot be read).
"""

_CHUNK_MIN = 256 * 1024  # PBN files from this size are cut into pieces for several jobs
_CHUNK_SIZE = 128 * 1024  # about the size of a piece
_TICK_BOARDS = 500  # boards between progress updates inside one file
_RESULT_CODES = ("result_range", "lin_claim_range")
_RS = re.compile(r"^\s*([1-7])([CDHSN])T?([NESW])(X{0,2})\s*(=|[+-]\d{1,2})\s*$", re.IGNORECASE)


# -- results ------------------------------------------------------------------------------

@dataclass(slots=True)
class FileScan:
    """What the scan found in one file (or one piece of it); plain data, picklable."""

    file: str
    """The path as found."""
    kind: str | None = None
    """``pbn`` or ``lin``."""
    size: int = 0
    """Bytes."""
    boards: int = 0
    """Boards read (each table result counts)."""
    counts: dict[str, int] = field(default_factory=dict)
    """Counts by category (see :meth:`ScanResult.summary`)."""
    findings: list[dict[str, Any]] = field(default_factory=list)
    """Every finding, in the file's order, keyed as :data:`REPORT_COLUMNS`."""
    error: dict[str, Any] | None = None
    """Why the file could not be read, if it could not."""


@dataclass(slots=True)
class ScanResult:
    """The whole scan: one :class:`FileScan` per file, in the order found."""

    files: list[FileScan]
    laws: str
    """The edition applied."""
    seconds: float = 0.0
    """Wall-clock time of the scan."""

    @property
    def findings(self) -> list[dict[str, Any]]:
        """Every finding of every file, in order."""
        return [f for fs in self.files for f in fs.findings]

    def summary(self) -> dict[str, Any]:
        """The counts of the summary table (no timings: equal for any number of jobs)."""
        total: dict[str, int] = {}
        for fs in self.files:
            for k, v in fs.counts.items():
                total[k] = total.get(k, 0) + v

        def group(prefix: str) -> dict[str, int]:
            return {k[len(prefix):]: v for k, v in sorted(total.items()) if k.startswith(prefix)}

        def get(key: str) -> int:
            return total.get(key, 0)

        return {
            "files": len(self.files),
            "files_unreadable": sum(1 for fs in self.files if fs.error is not None),
            "boards": sum(fs.boards for fs in self.files),
            "with_play": get("with_play"),
            "replayed": get("replayed"),
            "without_play": get("passed_out") + get("auction_only") + get("no_auction"),
            "passed_out": get("passed_out"),
            "auction_only": get("auction_only"),
            "no_auction": get("no_auction"),
            "not_replayed": get("not_replayed"),
            "not_replayed_by_code": group("code:"),
            "result_mismatches": get("mismatch"),
            "result_mismatches_by_source": group("source:"),
            "revokes": get("revokes"),
            "boards_with_revokes": get("revoke_boards"),
            "revokes_established": get("established"),
            "revokes_by_kind": group("kind:"),
            "revokes_by_offender": group("role:"),
            "revokes_by_rule": group("rule:"),
            "tricks_transferred": get("transferred"),
        }


# -- finding the files --------------------------------------------------------------------

def _note_unlisted(unlisted: list[Path], exc: OSError) -> None:
    """A folder os.walk could not list: keep it, so it is reported as unreadable."""
    unlisted.append(Path(exc.filename))


def find_scan_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files to scan, in a fixed order; raises :class:`InputError` for a missing path.

    A folder gives every ``*.pbn`` and ``*.lin`` file below it (sorted by
    path); a file named directly is scanned whatever its name.  A file found
    twice is scanned once.
    """
    out: list[Path] = []
    seen: set[str] = set()
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise InputError("file_not_found", file=str(raw))
        found: list[Path] = []
        if path.is_dir():
            unlisted: list[Path] = []
            for root, dirs, files in os.walk(path, onerror=partial(_note_unlisted, unlisted)):
                dirs.sort()
                for name in sorted(files):
                    if name.lower().endswith(SCAN_SUFFIXES):
                        found.append(Path(root) / name)
            found += unlisted  # reported as unreadable, not skipped in silence
        else:
            found.append(path)
        for f in found:
            key = os.path.realpath(f)
            if key not in seen:
                seen.add(key)
                out.append(f)
    return out


# -- one file -----------------------------------------------------------------------------

@dataclass(slots=True)
class _Unit:
    """One piece of work: a whole file (read by the worker) or a piece of a PBN file."""

    path: str
    size: int
    text: str | None = None
    line_base: int = 0
    piece: int = 0


Tick = Callable[[int, int], None]
"""Progress callback: boards read and bytes done since the last call."""


def _read(path: str) -> tuple[str | None, dict[str, Any] | None]:
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # a pipe or device would block or never end
            return None, {"code": "file_unreadable", "params": {"reason": "reason.not_regular"}}
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return None, {"code": "file_not_found", "params": {}}
    except OSError as exc:
        return None, {"code": "file_unreadable", "params": {"reason": os_reason(exc)}}
    return decode_bytes(data), None


def _scan_unit(unit: _Unit, laws: str, lang: str, tick: Tick | None = None) -> FileScan:
    """Scan one unit; never raises for bad input."""
    fs = FileScan(file=unit.path, size=unit.size)
    text = unit.text
    if text is None:
        text, problem = _read(unit.path)
        if problem is not None or text is None:
            _file_error(fs, problem or {"code": "file_unreadable", "params": {"reason": "?"}}, lang)
            return fs
    kind = sniff(Path(unit.path), text)
    if kind not in ("pbn", "lin"):
        _file_error(fs, {"code": "scan_unknown_type", "params": {}}, lang)
        return fs
    fs.kind = kind
    scanner = _Findings(fs, laws, lang, unit.line_base)
    with _gc_paused():
        if kind == "pbn":
            _scan_pbn(text, unit.path, scanner, tick, unit.size)
        else:
            _scan_lin(text, unit.path, scanner, tick, unit.size)
    return fs


def _file_error(fs: FileScan, problem: dict[str, Any], lang: str) -> None:
    message = _message("error." + problem["code"], lang, problem["params"])
    fs.error = {"code": problem["code"], "message": message}
    fs.findings.append(_row("file", fs.file, None, code=problem["code"], message=message))


def _scan_pbn(text: str, path: str, scanner: _Findings, tick: Tick | None, size: int) -> None:
    games = parse_pbn(text, source=path)
    count = len(games)
    done = 0
    for n, game in enumerate(games, 1):
        label = board_label(game)
        ordinal = None if game.tags.get("Board", "").strip() else game.ordinal
        facts: BoardFacts | None = None
        err: VerzakingError | None = None
        try:
            facts = game_to_facts(game, source=path)
        except VerzakingError as exc:
            err = exc.located(file=path, board=label)
            if exc.code in _RESULT_CODES:
                try:
                    tags = {k: v for k, v in game.tags.items() if k != "Result"}
                    facts = game_to_facts(replace(game, tags=tags), source=path)
                except Exception:
                    facts = None
        except Exception as exc:  # a bug must not stop the scan: report it with the board
            err = _internal(exc, path, label, game.line)
        scanner.board(label, ordinal, "Play" in game.tags, partial(int, game.line), facts, err,
                      "Result")
        if tick is not None and n % _TICK_BOARDS == 0:
            step = size * n // count - done
            done += step
            tick(_TICK_BOARDS, step)
    if tick is not None:
        tick(count % _TICK_BOARDS, size - done)


def _scan_lin(text: str, path: str, scanner: _Findings, tick: Tick | None, size: int) -> None:
    records = parse_lin(text, source=path)
    for rec in records:
        facts: BoardFacts | None = None
        err: VerzakingError | None = None
        start = partial(rec.src.line, rec.at)  # line numbers are counted only when needed
        try:
            facts = record_to_facts(rec, source=path)
        except VerzakingError as exc:
            err = exc.located(file=path, board=rec.board, line=exc.line or start())
            if exc.code in _RESULT_CODES:
                try:
                    facts = record_to_facts(rec, source=path, use_claim=False)
                except Exception:
                    facts = None
        except Exception as exc:  # a bug must not stop the scan: report it with the board
            err = _internal(exc, path, rec.board, start())
        ordinal = None if rec.label else rec.ordinal
        scanner.board(rec.board, ordinal, bool(rec.cards), start, facts, err, "mc")
    if tick is not None:
        tick(len(records), size)


def _internal(exc: Exception, path: str, board: str, line: int | None) -> VerzakingError:
    return InputError("internal_error", file=path, board=board, line=line,
                      reason=f"{type(exc).__name__}: {exc}")


def _row(row_type: str, file: str, board: str | None, **values: Any) -> dict[str, Any]:
    row = dict.fromkeys(REPORT_COLUMNS)
    row["type"] = row_type
    row["file"] = file
    row["board"] = board
    row.update(values)
    return row


def _message(code: str, lang: str, params: dict[str, Any]) -> str:
    """A catalog message without its place (file, line and board are columns of their own)."""
    try:
        return text(code, lang, params)
    except (KeyError, IndexError, ValueError):
        return code.removeprefix("error.") + " " + ", ".join(f"{k}={v}" for k, v in params.items())


def _plain(value: Any) -> Any:
    """Seats, suits and cards as their letters (``E``, ``H``, ``HA``); numbers as they are."""
    if isinstance(value, Seat):
        return value.letter
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, Card):
        return str(value)
    return value


class _Findings:
    """Turns each board's facts or error into counts and findings of one :class:`FileScan`."""

    def __init__(self, fs: FileScan, laws: str, lang: str, line_base: int) -> None:
        self.fs = fs
        self.edition = find_edition(laws)
        self.lang = lang
        self.line_base = line_base

    def count(self, key: str, n: int = 1) -> None:
        counts = self.fs.counts
        counts[key] = counts.get(key, 0) + n

    def board(self, label: str, ordinal: int | None, has_play: bool, start: Callable[[], int],
              facts: BoardFacts | None, err: VerzakingError | None, source: str) -> None:
        """Count one board and add its findings; ``start()`` is the line it starts on."""
        fs = self.fs
        fs.boards += 1
        if has_play:
            self.count("with_play")
        base = self.line_base
        rows_before = len(fs.findings)
        if err is not None and (facts is None or err.code not in _RESULT_CODES):
            self.count("not_replayed")
            self.count("code:" + err.code)
            params = err.params
            fs.findings.append(_row(
                "not_replayed", fs.file, label, line=(err.line or start()) + base,
                trick=params.get("trick"), seat=_plain(params.get("seat")),
                card=_plain(params.get("card")), code=err.code,
                message=_message("error." + err.code, self.lang, params)))
        elif facts is not None:
            self.read(label, facts, err, source, lambda: start() + base)
        if ordinal is not None:
            for row in fs.findings[rows_before:]:
                row["_ordinal"] = ordinal

    def read(self, label: str, facts: BoardFacts, err: VerzakingError | None, source: str,
             line: Callable[[], int]) -> None:
        fs = self.fs
        contract = facts.contract
        if facts.play is not None:
            self.count("replayed")
        elif contract is None:
            # PBN writes a passed-out board as Contract "Pass"; LIN has its calls or none
            self.count("passed_out" if facts.auction or source == "Result" else "no_auction")
        else:
            self.count("auction_only")
        c_text = str(contract) if contract is not None else None
        d_text = contract.declarer.letter if contract is not None else None
        # -- the file's own result
        if err is not None:  # a claim or Result that the tricks played cannot reach
            p = err.params
            at = (err.line + self.line_base) if err.line else line()
            self._mismatch(label, at, source, c_text, d_text, p["result"], p["decl"], p["played"],
                           "scan.result_range", {**p, "source": source})
        else:
            for note in facts.notes:
                if note.code == "note_result_differs":
                    d = note.data
                    result, played = int(d["result"]), int(d["played"])  # type: ignore[call-overload]
                    self._mismatch(label, line(), source, c_text, d_text, result, played,
                                   13, "scan.result_differs",
                                   {"result": d["result"], "played": d["played"],
                                    "source": source})
            rs = facts.tags.get("rs") if source == "mc" else None
            if rs and contract is not None and facts.declarer_tricks is not None:
                tricks = _rs_tricks(rs, c_text, d_text)
                if tricks is not None and tricks != facts.declarer_tricks:
                    played = len(facts.tricks)
                    self._mismatch(label, line(), "rs", c_text, d_text, tricks,
                                   facts.declarer_tricks, played, "scan.rs_differs",
                                   {"result": tricks, "played": facts.declarer_tricks,
                                    "rs": rs.strip()})
        # -- revokes
        if not facts.revokes:
            return
        try:
            ruling = self.edition.rule(facts)
        except Exception as exc:
            if not isinstance(exc, VerzakingError):
                exc = _internal(exc, fs.file, label, line())
            self.count("not_replayed")
            self.count("code:" + exc.code)
            fs.findings.append(_row("not_replayed", fs.file, label, line=line(), code=exc.code,
                                    message=_message("error." + exc.code, self.lang, exc.params)))
            return
        assert contract is not None
        self.count("revoke_boards")
        for r in ruling.revokes:
            rv = r.revoke
            role = ("declarer" if rv.seat == contract.declarer else
                    "dummy" if rv.seat == contract.dummy else "defender")
            self.count("revokes")
            self.count("role:" + role)
            self.count("kind:" + rv.kind)
            self.count("rule:" + r.rule)
            self.count("transferred", r.tricks_transferred)
            if r.established:
                self.count("established")
            message = _message("61A.revoke", self.lang, {
                "seat": rv.seat, "trick": rv.trick, "suit": rv.suit, "card": rv.card,
                "held": rv.held})
            fs.findings.append(_row(
                "revoke", fs.file, label, line=line(), contract=c_text, declarer=d_text,
                seat=rv.seat.letter, role=role, kind=rv.kind, trick=rv.trick,
                suit=_plain(rv.suit),
                card=_plain(rv.card), held=" ".join(str(c) for c in rv.held),
                established=r.established, rule=r.rule, tricks_transferred=r.tricks_transferred,
                declarer_tricks_before=ruling.declarer_tricks_played,
                declarer_tricks_after=ruling.declarer_tricks_adjusted,
                score_ns_before=ruling.score_ns_played, score_ns_after=ruling.score_ns_adjusted,
                message=message))

    def _mismatch(self, label: str, line: int | None, source: str, contract: str | None,
                  declarer: str | None, file_result: int, replay: int, played: int,
                  code: str, data: dict[str, Any]) -> None:
        self.count("mismatch")
        self.count("source:" + source)
        self.fs.findings.append(_row(
            "result", self.fs.file, label, line=line, contract=contract, declarer=declarer,
            source=source, file_result=file_result, replay_result=replay, tricks_played=played,
            message=_message(code, self.lang, data)))


def _rs_tricks(entry: str, contract: str | None, declarer: str | None) -> int | None:
    """Declarer's tricks by a vugraph ``rs`` entry such as ``4HSx-2``, if it is this contract."""
    m = _RS.match(entry)
    if m is None or contract is None:
        return None
    level, strain, seat, dbl, res = m.groups()
    strain = strain.upper()
    written = level + ("NT" if strain == "N" else strain) + dbl.upper()
    if written != contract or seat.upper() != declarer:
        return None
    tricks = 6 + int(level) + (0 if res == "=" else int(res))
    return tricks if 0 <= tricks <= 13 else None


# -- cutting a large PBN file -------------------------------------------------------------

_BLANK = re.compile(r"\n[ \t\r]*\n")


def _pbn_pieces(text: str, pieces: int) -> list[tuple[str, int]]:
    """Cut PBN text into about ``pieces`` pieces, each with the number of lines before it.

    A cut is made only before a game that stands on its own: it follows a
    blank line outside any ``{…}`` comment and has its own ``Board`` and
    ``Deal`` and no ``#`` value, so nothing it holds is taken from the game
    before.  The findings are then the same as for the whole file read at once.
    """
    n = len(text)
    cuts = [0]
    for k in range(1, pieces):
        pos = max(cuts[-1], n * k // pieces)
        for _ in range(200):
            m = _BLANK.search(text, pos)
            if m is None:
                break
            start = m.end()
            while start < n and text[start] in " \t\r\n":
                start += 1
            end_m = _BLANK.search(text, start)
            end = end_m.start() if end_m else n
            game = text[start:end]
            pos = end
            if (game.startswith("[") and '[Board "' in game and '[Deal "' in game
                    and '"#"' not in game and text.rfind("{", 0, start) <= text.rfind("}", 0, start)):
                # cut right after the line break that ends the blank line(s)
                cut = text.rfind("\n", 0, start) + 1
                if cut > cuts[-1]:
                    cuts.append(cut)
                break
    cuts.append(n)
    out = []
    lines = 0
    for a, b in pairwise(cuts):
        out.append((text[a:b], lines))
        lines += len(text[a:b].splitlines())
    return out


# -- the scan -----------------------------------------------------------------------------

def _run_batch(units: list[_Unit], laws: str, lang: str) -> list[FileScan]:
    return [_scan_unit(u, laws, lang) for u in units]


def _plan(files: list[Path], jobs: int) -> list[_Unit]:
    """Units of work in file order; large PBN files cut into pieces when there are jobs to share."""
    units: list[_Unit] = []
    for path in files:
        name = str(path)
        try:
            size = path.stat().st_size
        except OSError:
            size = 0
        if jobs > 1 and size >= _CHUNK_MIN and name.lower().endswith(".pbn"):
            text, problem = _read(name)
            if text is not None and problem is None:
                pieces = _pbn_pieces(text, min(jobs * 4, max(2, size // _CHUNK_SIZE)))
                total = len(text)
                for k, (piece, line_base) in enumerate(pieces):
                    units.append(_Unit(path=name, size=size * len(piece) // max(total, 1),
                                       text=piece, line_base=line_base, piece=k))
                continue
        units.append(_Unit(path=name, size=size))
    return units


def _batches(units: list[_Unit], jobs: int) -> list[list[_Unit]]:
    """Consecutive units grouped into about ``4 × jobs`` batches of similar size."""
    total = sum(max(u.size, 1) for u in units)
    target = max(total // (jobs * 4), 1)
    out: list[list[_Unit]] = []
    cur: list[_Unit] = []
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


def _merge(results: list[FileScan], units: list[_Unit], lang: str) -> list[FileScan]:
    """One :class:`FileScan` per file from the units' results, board labels numbered in the file."""
    merged: list[FileScan] = []
    games_before = 0
    for unit, fs in zip(units, results, strict=True):
        if unit.piece == 0:
            merged.append(fs)
            games_before = 0
        else:
            target = merged[-1]
            target.size += fs.size
            target.boards += fs.boards
            for k, v in fs.counts.items():
                target.counts[k] = target.counts.get(k, 0) + v
            target.findings.extend(fs.findings)
        for row in fs.findings:
            ordinal = row.pop("_ordinal", None)
            if ordinal is not None:
                row["board"] = f"#{ordinal + games_before}"
        games_before += fs.boards
    for fs in merged:
        if fs.boards == 0 and fs.error is None:
            _file_error(fs, {"code": "no_boards", "params": {}}, lang)
    return merged


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def scan_paths(paths: Iterable[str | Path], *, laws: str | None = None, jobs: int | None = None,
               lang: str = "nl", progress: Callable[[int, int, int], None] | None = None
               ) -> ScanResult:
    """Scan every PBN and LIN file under ``paths``; raises :class:`InputError` for a missing path.

    ``progress(boards, bytes_done, bytes_total)`` is called as the work advances.
    """
    edition = find_edition(laws).key
    files = find_scan_files(paths)
    jobs = default_jobs() if jobs is None else max(1, jobs)
    t0 = time.perf_counter()
    units = _plan(files, jobs)
    total_bytes = sum(u.size for u in units)
    state = {"boards": 0, "bytes": 0}

    def tick(boards: int, done: int) -> None:
        state["boards"] += boards
        state["bytes"] += done
        if progress is not None:
            progress(state["boards"], state["bytes"], total_bytes)

    batches = _batches(units, jobs) if jobs > 1 else []
    if len(batches) <= 1:
        results = [_scan_unit(u, edition, lang, tick) for u in units]
    else:
        results = _parallel(batches, edition, lang, min(jobs, len(batches)), tick)
    merged = _merge(results, units, lang)
    return ScanResult(files=merged, laws=edition, seconds=time.perf_counter() - t0)


def _parallel(batches: list[list[_Unit]], laws: str, lang: str, workers: int,
              tick: Tick) -> list[FileScan]:
    """Run the batches over ``workers`` processes; the results in the batches' order.

    The objects alive now are frozen for the garbage collector first: forked
    workers then leave the pages they share with this process alone, which
    otherwise costs them a good part of their time.
    """
    out: list[list[FileScan] | None] = [None] * len(batches)
    gc.freeze()
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures: dict[Future[list[FileScan]], int] = {
                pool.submit(_run_batch, batch, laws, lang): i for i, batch in enumerate(batches)}
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    i = futures[fut]
                    res = fut.result()
                    out[i] = res
                    tick(sum(fs.boards for fs in res), sum(u.size for u in batches[i]))
    finally:
        gc.unfreeze()
    return [fs for res in out if res is not None for fs in res]


# -- output -------------------------------------------------------------------------------

def format_summary(result: ScanResult, lang: str = "nl") -> str:
    """The summary table in ``lang``."""
    s = result.summary()
    rows: list[tuple[int, str, int]] = []

    def add(depth: int, key: str, value: int, **data: Any) -> None:
        rows.append((depth, text("scan." + key, lang, data), value))

    add(0, "files", s["files"])
    add(1, "files_unreadable", s["files_unreadable"])
    add(0, "boards", s["boards"])
    add(1, "with_play", s["with_play"])
    add(1, "replayed", s["replayed"])
    add(1, "without_play", s["without_play"])
    add(2, "passed_out", s["passed_out"])
    add(2, "auction_only", s["auction_only"])
    add(2, "no_auction", s["no_auction"])
    add(1, "not_replayed", s["not_replayed"])
    for code, n in s["not_replayed_by_code"].items():
        rows.append((2, code, n))
    add(0, "mismatches", s["result_mismatches"])
    for source, n in s["result_mismatches_by_source"].items():
        add(1, "source", n, source=source)
    add(0, "revokes", s["revokes"])
    add(1, "revoke_boards", s["boards_with_revokes"])
    add(1, "established", s["revokes_established"])
    for kind, n in s["revokes_by_kind"].items():
        add(1, "kind." + kind, n)
    for role, n in s["revokes_by_offender"].items():
        add(1, "role." + role, n)
    for rule, n in s["revokes_by_rule"].items():
        add(1, "rule", n, rule=rule)
    add(1, "transferred", s["tricks_transferred"])
    width = max(len("  " * d + label) for d, label, _ in rows) + 2
    rate = s["boards"] / result.seconds if result.seconds > 0 else 0.0
    lines = [text("scan.heading", lang, {"files": s["files"], "boards": s["boards"],
                                         "seconds": f"{result.seconds:.2f}",
                                         "rate": f"{rate:,.0f}", "laws": result.laws})]
    lines += [f"{'  ' * d + label:<{width}}{value:>9}" for d, label, value in rows]
    return "\n".join(lines) + "\n"


def write_report(result: ScanResult, path: str | Path) -> None:
    """Write every finding to ``path``: CSV (``.csv``) or JSON (``.json``); raises ``OSError``."""
    path = Path(path)
    findings = result.findings
    if path.suffix.lower() == ".json":
        data = {"laws": result.laws, "summary": result.summary(),
                "files": [{"file": fs.file, "kind": fs.kind, "boards": fs.boards,
                           "error": fs.error} for fs in result.files],
                "findings": findings}
        with path.open("w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        return
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=REPORT_COLUMNS, extrasaction="ignore")
        writer.writeheader()
        for row in findings:
            writer.writerow({k: ("" if v is None else v) for k, v in row.items()})


class _Progress:
    """A one-line progress bar on stderr, redrawn at most ten times a second."""

    def __init__(self, stream: TextIO, lang: str) -> None:
        self.stream = stream
        self.lang = lang
        self.t0 = time.perf_counter()
        self.last = 0.0
        self.width = 0

    def __call__(self, boards: int, done: int, total: int) -> None:
        now = time.perf_counter()
        if now - self.last < 0.1 and done < total:
            return
        self.last = now
        frac = done / total if total else 1.0
        bar = "#" * int(24 * frac)
        rate = boards / (now - self.t0) if now > self.t0 else 0.0
        line = f"[{bar:<24}] {100 * frac:3.0f}%  " + text(
            "scan.progress", self.lang, {"boards": f"{boards:,}", "rate": f"{rate:,.0f}"})
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()

    def close(self) -> None:
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()


# -- command line -------------------------------------------------------------------------

def add_scan_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``scan`` to the command line's subcommands."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "scan", help="scan folders of PBN and LIN hand records for revokes")
    p.add_argument("paths", nargs="+", metavar="PATH", help="file or folder (searched recursively)")
    p.add_argument("--laws", help=f"edition of the laws: {', '.join(EDITIONS)} "
                                  f"(default {DEFAULT_EDITION})")
    p.add_argument("--report", metavar="FILE", help="write every finding to FILE (.csv or .json)")
    p.add_argument("--jobs", type=int, metavar="N",
                   help=f"processes to use (default: the number of cores, here {default_jobs()})")
    p.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show the progress bar (default: when stderr is a terminal)")
    p.set_defaults(func=run_scan)
    return p


def run_scan(args: argparse.Namespace) -> int:
    """Run ``verzaking scan``; 0 when the scan ran (findings included), 2 for a bad path or option."""
    lang = args.lang
    try:
        edition = find_edition(args.laws).key
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    if args.jobs is not None and args.jobs < 1:
        print(text("error.scan_jobs", lang, {"jobs": args.jobs}), file=sys.stderr)
        return 2
    report = args.report
    if report is not None and Path(report).suffix.lower() not in (".csv", ".json"):
        print(text("error.scan_report_type", lang, {"file": report}), file=sys.stderr)
        return 2
    if report is not None and not Path(report).resolve().parent.is_dir():
        print(text("error.scan_report_write", lang,
                   {"file": report, "reason": text("reason.no_folder", lang)}), file=sys.stderr)
        return 2
    show = args.progress if args.progress is not None else sys.stderr.isatty()
    bar = _Progress(sys.stderr, lang) if show else None
    try:
        result = scan_paths(args.paths, laws=edition, jobs=args.jobs, lang=lang, progress=bar)
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    finally:
        if bar is not None:
            bar.close()
    sys.stdout.write(format_summary(result, lang))
    for fs in result.files:
        if fs.error is not None:
            print(f"{fs.file}: {fs.error['message']}", file=sys.stderr)
    if report is not None:
        try:
            write_report(result, report)
        except OSError as exc:
            print(text("error.scan_report_write", lang,
                       {"file": report, "reason": exc.strerror or str(exc)}), file=sys.stderr)
            return 2
        sys.stdout.write(text("scan.report_written", lang,
                              {"file": report, "count": len(result.findings)}) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m verzaking.scan PATH…`` (the same as ``verzaking scan``)."""
    parser = argparse.ArgumentParser(prog="verzaking")
    sub = parser.add_subparsers(dest="command", required=True)
    add_scan_parser(sub)
    return run_scan(parser.parse_args(["scan", *(sys.argv[1:] if argv is None else argv)]))


if __name__ == "__main__":
    sys.exit(main())
