"""Law 64C in the offline app, in a real browser with the network off (Debian's Chromium via
Playwright, a phone): the estimate is made in the page's worker (Pyodide and DDS compiled to
WebAssembly) and is what ``verzaking rule --json`` gives on this machine: declarer's tricks
and North-South's score with the estimate, the likely card, the line and the weighted option
of 12C1(c); the record page shows it, the weights included.

Skipped when /usr/bin/chromium, playwright, endplay or npm (and a cached Pyodide) is missing.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from browserkit import CHROMIUM

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("jinja2")
pytest.importorskip("endplay")

from conftest import FIXTURES  # noqa: E402

# the site built, served and visited once, then offline: the fixtures of test_site_browser
from test_site_browser import browser, engine_ready, offline, site, static  # noqa: E402, F401

PATHS = [*sorted(FIXTURES.glob("equity_*.pbn")), FIXTURES / "equity_repeat_after_corrected.json"]


def command_line(path: Path) -> list[dict[str, Any]]:
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--json",
                           "--lang", "en"], capture_output=True, text=True, timeout=120)
    out: list[dict[str, Any]] = json.loads(done.stdout)
    return out


def estimate(board: dict[str, Any]) -> tuple[object, ...]:
    """What the director acts on: the tricks and score with the estimate, and of each
    revoke's estimate the likely card, the line's first row and the weighted option."""
    found = [r["equity"] for r in board.get("revokes", ()) if r.get("equity")]
    return (board["declarer_tricks"].get("equity"), board["score_ns"].get("equity"),
            [(e["likely_card"], e["line"][:1], e.get("weighted")) for e in found])


def test_offline_the_estimate_is_the_command_lines(offline: Any) -> None:  # noqa: F811
    assert offline.evaluate("window.verzaking.ready")["solver"] is True
    changed = 0
    for path in PATHS:
        expected = command_line(path)
        got = offline.evaluate(
            "([t, n]) => window.verzaking.rule(t, {lang: 'en', name: n, equity: true})",
            [path.read_text(encoding="utf-8"), str(path)])
        assert [estimate(b) for b in got] == [estimate(b) for b in expected], path.name
        assert got == expected, path.name  # and every other figure and word
        changed += sum(1 for b in expected if "equity" in b["declarer_tricks"])
    assert changed >= 5  # equity_more, _repeat, _both_sides, _weighted...: the estimate counts


def test_offline_the_record_page_shows_the_estimate_and_its_weights(
        offline: Any, static: str) -> None:  # noqa: F811
    # equity_weighted.pbn: the offender's two best cards are one trick apart (its comment),
    # so the page offers the weighted option, with the weights the director may change
    offline.goto(static + "record-en.html")
    engine_ready(offline)
    offline.set_input_files("#file", str(FIXTURES / "equity_weighted.pbn"))
    offline.get_by_role("button", name="Rule").tap()
    sync_api.expect(offline.locator("table.dd")).to_be_visible()
    weights = offline.locator("fieldset.weights input[type=number]")
    sync_api.expect(weights).to_have_count(2)
    weights.first.fill("30")
    weights.first.dispatch_event("input")
    sync_api.expect(weights.nth(1)).to_have_value("70")
    assert not offline.locator("section.offline-equity").count()
