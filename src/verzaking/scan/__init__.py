"""Scan archives of hand records (PBN and BBO LIN) for revokes: ``verzaking scan PATH…``.

Every ``*.pbn`` and ``*.lin`` file under the paths (folders recursively, any
case) is read with :func:`verzaking.io.read_text`; every board is replayed,
every revoke ruled, and each board either agrees with the file's own result
(PBN ``Result``, LIN ``mc`` claim and ``rs`` list) or is listed with the
reason.  A file that cannot be read is reported and skipped; one bad board
never stops the scan.

Work is spread over processes with ``jobs``; large PBN files are cut into
pieces at boards that stand on their own, so that one big archive also gains.
The findings come out in the same order whatever the number of jobs:

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "club.lin").write_text(
...     "qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|sv|o|"
...     "mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|pc|HA|pc|HT|pc|CA|pc|H2|mc|7|")
>>> from verzaking.scan import scan_paths
>>> result = scan_paths([folder], jobs=1)
>>> result.summary()["boards"], [(f.board, f.seat, f.trick) for f in result.rows]
(1, [('o1', 'E', 1)])

The package, from the bottom up: :mod:`.results` (the data), :mod:`.discovery`
(the files), :mod:`.findings` (each board's counts and findings),
:mod:`.reading` (one file or piece), :mod:`.plan` (units, pieces, batches),
:mod:`.pool` (running them, in processes), :mod:`.report` (summary, CSV and
JSON, progress bar) and :mod:`.cli` (the command line).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cli import add_scan_parser, main, run_scan
    from .discovery import default_jobs, find_scan_files
    from .pool import scan_paths
    from .report import format_summary, write_report
    from .results import REPORT_COLUMNS, FileScan, Finding, ScanResult

__all__ = [
    "REPORT_COLUMNS",
    "FileScan",
    "Finding",
    "ScanResult",
    "add_scan_parser",
    "default_jobs",
    "find_scan_files",
    "format_summary",
    "main",
    "run_scan",
    "scan_paths",
    "write_report",
]

_WHERE = {"add_scan_parser": "cli", "main": "cli", "run_scan": "cli",
          "default_jobs": "discovery", "find_scan_files": "discovery", "scan_paths": "pool",
          "format_summary": "report", "write_report": "report", "REPORT_COLUMNS": "results",
          "FileScan": "results", "Finding": "results", "ScanResult": "results"}
"""Where each name lives: loaded when first asked for, so that the command line starts
without the process pool's machinery."""


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
