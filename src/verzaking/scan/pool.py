"""Running the scan: the units in this process or over a pool of processes, then put together.

The findings come out in the same order whatever the number of jobs: a file's
pieces are put back in order, and a board without a number of its own (``#n``)
is numbered by its place in the whole file.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..laws import find_edition
from .discovery import default_jobs, find_scan_files
from .findings import UnitScan, file_error
from .plan import Unit, make_batches, plan_units
from .reading import scan_file, scan_text
from .results import FileScan, Finding, ScanResult

if TYPE_CHECKING:
    from concurrent.futures import Future

__all__ = ["Progress", "default_jobs", "scan_paths"]

Progress = Callable[[int, int, int], None]
"""Progress callback: boards read, bytes done and bytes in all."""


def scan_paths(paths: Iterable[str | Path], *, laws: str | None = None, jobs: int | None = None,
               lang: str = "nl", progress: Progress | None = None,
               strict: bool = False) -> ScanResult:
    """Scan every PBN and LIN file under ``paths``; raises :class:`InputError` for a missing path
    or an unknown edition.

    ``progress(boards, bytes_done, bytes_total)`` is called as the work advances;
    ``strict`` reads PBN ``Play`` rows only in PBN's fixed columns.
    """
    edition = find_edition(laws).key
    files = find_scan_files(paths)
    jobs = default_jobs() if jobs is None else max(1, jobs)
    t0 = time.perf_counter()
    units = plan_units(files, jobs=jobs, cut=jobs > 1 or progress is not None)
    tick = _Ticker(progress, sum(u.size for u in units))
    batches = make_batches(units, jobs) if jobs > 1 else []
    if len(batches) <= 1:
        results = []
        for unit in units:
            results.append(run_unit(unit, edition, lang, strict))
            tick(results[-1].scan.boards, unit.size)
    else:
        results = _parallel(batches, edition, lang, strict, min(jobs, len(batches)), tick)
    merged = merge(results, units, lang)
    return ScanResult(files=merged, laws=edition, seconds=time.perf_counter() - t0)


def run_unit(unit: Unit, laws: str, lang: str, strict: bool = False) -> UnitScan:
    """Scan one unit; never raises for bad input."""
    if unit.text is None:
        return scan_file(unit.path, size=unit.size, laws=laws, lang=lang, strict=strict)
    return scan_text(unit.text, path=unit.path, size=unit.size, laws=laws, lang=lang,
                     line_base=unit.line_base, strict=strict)


def run_batch(units: list[Unit], laws: str, lang: str, strict: bool = False) -> list[UnitScan]:
    """Scan the units of one batch, in order (in a worker process)."""
    return [run_unit(u, laws, lang, strict) for u in units]


class _Ticker:
    """Adds up the boards and bytes done and passes the totals to the progress callback."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress = progress
        self.total = total
        self.boards = 0
        self.done = 0

    def __call__(self, boards: int, done: int) -> None:
        self.boards += boards
        self.done += done
        if self.progress is not None:
            self.progress(self.boards, self.done, self.total)


def _parallel(batches: list[list[Unit]], laws: str, lang: str, strict: bool, workers: int,
              tick: Callable[[int, int], None]) -> list[UnitScan]:
    """Run the batches over ``workers`` processes; the results in the batches' order.

    The objects alive now are frozen for the garbage collector first: forked
    workers then leave the pages they share with this process alone, which
    otherwise costs them a good part of their time.  (The pool's machinery is loaded
    only here: one job never needs it.)
    """
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    out: list[list[UnitScan] | None] = [None] * len(batches)
    gc.freeze()
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures: dict[Future[list[UnitScan]], int] = {
                pool.submit(run_batch, batch, laws, lang, strict): i
                for i, batch in enumerate(batches)}
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    i = futures[fut]
                    res = out[i] = fut.result()
                    tick(sum(u.scan.boards for u in res), sum(u.size for u in batches[i]))
    finally:
        gc.unfreeze()
    return [u for res in out if res is not None for u in res]


def merge(results: list[UnitScan], units: list[Unit], lang: str) -> tuple[FileScan, ...]:
    """One :class:`FileScan` per file from the results of its units (in the units' order)."""
    files: list[list[UnitScan]] = []
    for unit, res in zip(units, results, strict=True):
        if unit.piece == 0:
            files.append([])
        files[-1].append(res)
    return tuple(_join(parts, lang) for parts in files)


def _join(parts: list[UnitScan], lang: str) -> FileScan:
    """The pieces of one file as one; a file without boards is reported as such."""
    first = parts[0].scan
    if len(parts) == 1 and (first.boards or first.error is not None):
        return first
    counts: dict[str, int] = {}
    findings: list[Finding] = []
    error = None
    before = 0  # boards in the pieces before this one
    for part in parts:
        fs = part.scan
        for k, v in fs.counts.items():
            counts[k] = counts.get(k, 0) + v
        rows = list(fs.findings)
        if before:
            for i, ordinal in part.unnumbered:
                rows[i] = replace(rows[i], board=f"#{ordinal + before}")
        findings += rows
        error = error or fs.error
        before += fs.boards
    if before == 0 and error is None:
        error, row = file_error(first.file, "no_boards", {}, lang)
        findings.append(row)
    return FileScan(file=first.file, kind=first.kind, size=sum(p.scan.size for p in parts),
                    boards=before, counts=counts, findings=tuple(findings), error=error)
