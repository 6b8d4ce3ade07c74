"""``verzaking rule CASE --log`` on a case file that gives no board number logs it without
one, as the web page logs a quick ruling left without a number: not as board "1", the
number the engine rules a board without one as.  The line that says where it was saved,
``log show`` and ``log print`` name no board number either."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from verzaking.cli import main

# Example 1 of the seed without its board number: 4♠ by South, East revokes at trick 6
# (won by North): one trick transferred (64A2), −50 as played, +420 after.
CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}
YAML = """contract: 4S
declarer: S
vulnerable: None
tricks: [EW, EW, NS, NS, NS, N, NS, NS, EW, NS, NS, EW, NS]
revokes:
  - {seat: E, trick: 6}
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(params=["json", "yaml"])
def case_file(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    path = tmp_path / f"zonder-nummer.{request.param}"
    path.write_text(json.dumps(CASE) if request.param == "json" else YAML, encoding="utf-8")
    return path


def test_the_entry_its_case_and_its_ruling_have_no_board(
        case_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "logboek.sqlite")
    code, _, err = run(capsys, "rule", str(case_file), "--no-equity", "--log", "--db", db,
                       "--table", "3")
    assert code == 0, err
    saved = err
    code, out, _ = run(capsys, "log", "show", "1", "--db", db, "--json")
    content = json.loads(out)["versions"][0]["content"]
    assert content["board"] is None
    assert content["ruling"]["board"] is None
    assert "board" not in content["case"]
    assert content["table"] == "3"
    assert content["ruling"]["score_ns"] == {"played": -50, "adjusted": 420}  # ruled as before
    assert "als nr. 1 (spel zonder nummer;" in saved and "spel 1" not in saved


def test_the_saved_line_show_and_print_name_no_board(
        case_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "logboek.sqlite")
    code, _, err = run(capsys, "rule", str(case_file), "--no-equity", "--log", "--db", db,
                       "--lang", "en")
    assert code == 0, err
    assert "as entry 1 (board without a number;" in err and "board 1" not in err
    code, out, _ = run(capsys, "log", "show", "1", "--db", db, "--lang", "en")
    assert code == 0
    assert "Board (no number) — 4♠ South" in out and "Board 1" not in out
    page = tmp_path / "uitspraak.html"
    code, _, err = run(capsys, "log", "print", "1", "--db", db, "--out", str(page))
    assert code == 0, err
    printed = html.unescape(page.read_text(encoding="utf-8"))
    assert "Spel (geen nummer) — 4♠ Zuid" in printed and "Spel 1" not in printed
