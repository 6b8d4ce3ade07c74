"""What a scan gives: one :class:`Finding` per row of the report, one :class:`FileScan` per file.

All plain, frozen data that crosses between processes.  A finding becomes a
dict (keyed as :data:`REPORT_COLUMNS`) only where the report is written:

>>> row = Finding(type="revoke", file="club.pbn", board="7", seat="E", trick=2, rule="64A2")
>>> list(row.as_dict())[:4], row.as_dict()["rule"]
(['type', 'file', 'board', 'line'], '64A2')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

__all__ = ["REPORT_COLUMNS", "FileScan", "Finding", "ScanResult"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One row of the report: a revoke, a board not replayed, a result that differs, or a file."""

    type: str
    """``revoke``, ``not_replayed``, ``result`` or ``file`` (see :data:`REPORT_COLUMNS`)."""
    file: str
    """The path as found."""
    board: str | None = None
    """The board number, or ``#n`` (its place in the file); none for a file."""
    line: int | None = None
    """The line the board (or the error in it) is on."""
    contract: str | None = None
    """The contract, as ``3NT`` or ``4SX``."""
    declarer: str | None = None
    """Declarer's seat letter (``N``, ``E``, ``S``, ``W``)."""
    seat: str | None = None
    """The revoking seat, or the seat an error names."""
    role: str | None = None
    """The offender: ``declarer``, ``dummy`` or ``defender``."""
    kind: str | None = None
    """The kind of revoke: ``follow`` or ``penalty_card``."""
    trick: int | None = None
    """The trick of the revoke, or the trick an error names."""
    suit: str | None = None
    """The suit led that was not followed."""
    card: str | None = None
    """The card played to it, or the card an error names."""
    held: str | None = None
    """The cards of the suit led the offender still held, space-separated."""
    established: bool | None = None
    """Whether the revoke became established (Law 63A)."""
    rule: str | None = None
    """The article that decided the transfer (``64A1``, ``64A2``, …)."""
    tricks_transferred: int | None = None
    """Tricks transferred to the non-offending side."""
    declarer_tricks_before: int | None = None
    """Declarer's tricks as played."""
    declarer_tricks_after: int | None = None
    """Declarer's tricks after the transfer."""
    score_ns_before: int | None = None
    """North-South's score as played."""
    score_ns_after: int | None = None
    """North-South's score after the transfer."""
    source: str | None = None
    """Where the file gives its result: PBN ``Result``, LIN ``mc`` (a claim) or ``rs``."""
    file_result: int | None = None
    """Declarer's tricks by the file."""
    replay_result: int | None = None
    """Declarer's tricks by the replay."""
    tricks_played: int | None = None
    """Tricks played in the record."""
    code: str | None = None
    """The error's catalog code, for a board not replayed or a file."""
    message: str | None = None
    """What happened, in the scan's language."""

    def as_dict(self) -> dict[str, Any]:
        """The row keyed as :data:`REPORT_COLUMNS`, in that order."""
        return {name: getattr(self, name) for name in REPORT_COLUMNS}


REPORT_COLUMNS: tuple[str, ...] = tuple(f.name for f in fields(Finding))
"""Columns of the CSV report, and the keys of each finding in the JSON report.

``type`` is ``revoke`` (one row per revoke, with its ruling), ``not_replayed``
(a board that cannot be read or replayed: ``code``, ``message`` and the place:
``line``, ``trick``, ``seat``, ``card``), ``result`` (declarer's tricks differ
from the file's own result: ``source`` is ``Result``, ``mc`` or ``rs``) or
``file`` (a file that cannot be read).
"""


@dataclass(frozen=True, slots=True, kw_only=True)
class FileScan:
    """What the scan found in one file (or one piece of it)."""

    file: str
    """The path as found."""
    kind: str | None = None
    """``pbn`` or ``lin``."""
    size: int = 0
    """Bytes."""
    boards: int = 0
    """Boards read (each table result counts)."""
    counts: Mapping[str, int] = field(default_factory=dict)
    """Counts by category (see :meth:`ScanResult.summary`)."""
    findings: tuple[Finding, ...] = ()
    """Every finding, in the file's order."""
    error: dict[str, str] | None = None
    """Why the file could not be read, if it could not: its ``code`` and ``message``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ScanResult:
    """The whole scan: one :class:`FileScan` per file, in the order found."""

    files: tuple[FileScan, ...]
    """Every file scanned."""
    laws: str
    """The edition applied."""
    seconds: float = 0.0
    """Wall-clock time of the scan."""

    @property
    def rows(self) -> list[Finding]:
        """Every finding of every file, in order."""
        return [f for fs in self.files for f in fs.findings]

    @property
    def findings(self) -> list[dict[str, Any]]:
        """Every finding of every file, in order, as the report's dicts."""
        return [f.as_dict() for f in self.rows]

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
            "rows_reseated": get("rows_reseated"),
            "without_play": get("passed_out") + get("auction_only") + get("no_auction"),
            "passed_out": get("passed_out"),
            "auction_only": get("auction_only"),
            "no_auction": get("no_auction"),
            "not_replayed": get("not_replayed"),
            "not_replayed_by_code": group("code:"),
            "inadmissible_calls": get("inadmissible_calls"),
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
