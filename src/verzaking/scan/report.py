"""The scan's output: the summary table, the CSV or JSON report, and the progress bar.

Findings become the report's dicts here, keyed as :data:`REPORT_COLUMNS`.
"""

from __future__ import annotations

import csv
import json
import time
from pathlib import Path
from typing import Any, TextIO

from ..render.i18n import text
from .results import REPORT_COLUMNS, ScanResult

__all__ = ["ProgressBar", "format_summary", "write_report"]


def format_summary(result: ScanResult, lang: str = "nl") -> str:
    """The summary table in ``lang``: a heading with the timing, then one count a line."""
    s = result.summary()
    rows: list[tuple[int, str, int]] = []

    def add(depth: int, key: str, value: int, **data: Any) -> None:
        rows.append((depth, text("scan." + key, lang, data), value))

    add(0, "files", s["files"])
    add(1, "files_unreadable", s["files_unreadable"])
    add(0, "boards", s["boards"])
    add(1, "with_play", s["with_play"])
    add(1, "replayed", s["replayed"])
    add(2, "rows_reseated", s["rows_reseated"])
    add(1, "without_play", s["without_play"])
    for key in ("passed_out", "auction_only", "no_auction"):
        add(2, key, s[key])
    add(1, "not_replayed", s["not_replayed"])
    rows += [(2, code, n) for code, n in s["not_replayed_by_code"].items()]
    add(1, "inadmissible_calls", s["inadmissible_calls"])
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
                                         "seconds": round(result.seconds, 2),
                                         "rate": round(rate), "laws": result.laws})]
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


class ProgressBar:
    """A one-line progress bar on ``stream``, redrawn at most ten times a second."""

    def __init__(self, stream: TextIO, lang: str) -> None:
        self.stream = stream
        self.lang = lang
        self.t0 = time.perf_counter()
        self.last = 0.0
        self.width = 0

    def __call__(self, boards: int, done: int, total: int) -> None:
        """Show ``boards`` read and ``done`` of ``total`` bytes."""
        now = time.perf_counter()
        if now - self.last < 0.1 and done < total:
            return
        self.last = now
        frac = done / total if total else 1.0
        bar = "#" * int(24 * frac)
        rate = boards / (now - self.t0) if now > self.t0 else 0.0
        line = f"[{bar:<24}] {100 * frac:3.0f}%  " + text(
            "scan.progress", self.lang, {"boards": boards, "rate": round(rate)})
        self.width = max(self.width, len(line))
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()

    def close(self) -> None:
        """Wipe the bar, if one was drawn."""
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
