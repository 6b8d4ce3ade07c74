"""A logged ruling without a board number is printed and stored without one (found on a
phone: a quick ruling entered without a number was listed without a board, but the ruling
printed for the players said "Spel 1", and its stored ruling had ``"board": "1"``, the
number the engine rules a board without one as)."""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest

import verzaking
from verzaking.ruling_log import Meta, RulingLog, content_of, json_text, report_page, ruling_page
from verzaking.ruling_log.printed import entry_text

# Example 1 of the seed, as the quick form gives it: no board number.  4♠ by South, East
# revokes at trick 6 (won by North): one trick transferred (64A2), −50 as played, +420 after.
QUICK = {"contract": "4S", "declarer": "S", "vulnerable": "None",
         "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
         "revokes": [{"seat": "E", "trick": 6}]}


def logged(tmp_path: Path, **meta: str) -> Any:
    ruling = verzaking.rule(dict(QUICK), equity=False)
    assert ruling.board == "1"  # the engine's number for a board without one
    log = RulingLog.open(tmp_path / "log.sqlite")
    return log, log.add(content_of(ruling, Meta(**meta), lang="nl", case=dict(QUICK)))


def test_the_entry_and_its_stored_ruling_have_no_board(tmp_path: Path) -> None:
    log, entry = logged(tmp_path, table="3")
    with log:
        assert entry.content["board"] is None
        assert entry.content["ruling"]["board"] is None
        assert "board" not in entry.content["case"]
        [exported] = json.loads(json_text(log.entries()))["entries"]
    assert exported["versions"][0]["content"]["ruling"]["board"] is None
    # the ruling itself is as before: -50 -> +420 by 64A2
    assert entry.content["ruling"]["score_ns"] == {"played": -50, "adjusted": 420}


def test_its_printed_ruling_names_no_board_in_either_language(tmp_path: Path) -> None:
    log, entry = logged(tmp_path, table="3")
    with log:
        shown = entry_text(entry, "nl")
        page = html.unescape(ruling_page(entry, "en"))
        report = html.unescape(report_page([entry], "nl"))
    assert "\nSpel (geen nummer) — 4♠ Zuid, niemand kwetsbaar\n" in shown
    assert "Spel 1" not in shown
    assert "Board (no number) — 4♠ South, nobody vulnerable" in page
    assert "<h1>The director's ruling — board (no number)</h1>" in page
    assert "Board 1" not in page and "board ?" not in page
    assert "Uitspraak van de wedstrijdleider — spel (geen nummer)" in report
    assert not re.search(r"[Ss]pel 1\b", report)


def test_a_number_given_later_is_the_one_its_ruling_prints(tmp_path: Path) -> None:
    log, entry = logged(tmp_path)
    with log:
        entry = log.correct(entry.number, {"board": "8"}, reason="spelnummer nagekeken")
        shown = entry_text(entry, "nl")
    assert "\nSpel 8 — 4♠ Zuid, niemand kwetsbaar\n" in shown and "Spel 1 " not in shown
    assert "geen nummer" not in shown


def test_the_log_commands_print_no_board(tmp_path: Path) -> None:
    db = tmp_path / "log.sqlite"
    log, _entry = logged(tmp_path)
    log.close()
    show = subprocess.run([sys.executable, "-m", "verzaking", "log", "show", "1", "--db", str(db),
                           "--lang", "en"], capture_output=True, text=True, timeout=120)
    assert show.returncode == 0, show.stderr
    assert "Board (no number) — 4♠ South" in show.stdout and "Board 1" not in show.stdout
    out = tmp_path / "print.html"
    done = subprocess.run([sys.executable, "-m", "verzaking", "log", "print", "1", "--db",
                           str(db), "--out", str(out)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    printed = html.unescape(out.read_text(encoding="utf-8"))
    assert "Spel (geen nummer) — 4♠ Zuid" in printed and "Spel 1" not in printed


def test_a_quick_ruling_saved_on_the_web_page_prints_and_exports_no_board(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    from logpin import log_app, signed_in

    client = signed_in(TestClient(log_app(tmp_path / "logboek.sqlite"),
                                  raise_server_exceptions=False))
    form = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "board": "",
            **{f"t{n}": w for n, w in enumerate(QUICK["tricks"], 1)},
            "r1_seat": "E", "r1_trick": "6"}
    page = client.post("/quick?lang=nl", data=form, headers={"X-Fragment": "1"}).text
    saving = page[page.index('class="log-form"'):]
    fields = {name: html.unescape(value) for name, value in
              re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', saving)[:3]}
    res = client.post("/log/save?lang=nl", data={**fields, "table": "3"},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 201
    printed = html.unescape(client.get("/log/1/print?lang=nl").text)
    assert "Spel (geen nummer) — 4♠ Zuid" in printed and "64A2" in printed
    assert "Spel 1" not in printed
    [entry] = client.get("/log/export.json").json()["entries"]
    assert entry["versions"][0]["content"]["board"] is None
    assert entry["versions"][0]["content"]["ruling"]["board"] is None
