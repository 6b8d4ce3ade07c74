"""A board asked for as ``01`` is board ``1`` of the file, and ``1`` finds ``[Board "01"]``
(found at a club: ``--board 01`` said the board was not in the file).  Names that are not
numbers are found only as written."""

from __future__ import annotations

import html
import json
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from conftest import FIXTURES
from verzaking import batch, read_text, select
from verzaking.batch import RuleOptions, rule_path

VOORBEELD1 = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")
"""Example 1: 4♠ by South, East revokes at trick 6; −50 as played, +420 after (64A2)."""


def numbered(*labels: str) -> str:
    """Example 1 once for each board label, in that order."""
    assert '[Board "1"]' in VOORBEELD1
    return "\n".join(VOORBEELD1.replace('[Board "1"]', f'[Board "{label}"]')
                     for label in labels)


def chosen(text: str, asked: str) -> list[str | None]:
    """The boards ``select`` picks (their labels), or the error's code if none."""
    picked = select(read_text(text, name="t.pbn"), asked, name="t.pbn")
    return [b.board if b.error is None else b.error.code for b in picked]


@pytest.mark.parametrize(("labels", "asked", "found"), [
    (("1", "2", "10"), "01", ["1"]),
    (("1", "2", "10"), "001", ["1"]),
    (("1", "2", "10"), " 01 ", ["1"]),
    (("01", "02", "10"), "1", ["01"]),
    (("01", "02", "10"), "2", ["02"]),
    (("01", "02", "10"), "010", ["10"]),
    (("0", "1"), "00", ["0"]),
])
def test_a_number_with_leading_zeros_is_the_same_board(labels: tuple[str, ...], asked: str,
                                                        found: list[str]) -> None:
    assert chosen(numbered(*labels), asked) == found


@pytest.mark.parametrize(("labels", "asked", "found"), [
    (("1", "10"), "10", ["10"]),                  # 10 is not 1
    (("1", "10"), "100", ["board_not_found"]),    # nor is 100 10
    (("1a", "1"), "1a", ["1a"]),                  # a name, as written
    (("1a", "1"), "01a", ["board_not_found"]),    # a name is not a number: no zeros dropped
    (("A", "B"), "a", ["board_not_found"]),       # nor its case
    (("A", "B"), "B", ["B"]),
])
def test_other_board_names_are_found_only_as_written(labels: tuple[str, ...], asked: str,
                                                     found: list[str]) -> None:
    assert chosen(numbered(*labels), asked) == found


def test_the_command_line_rules_board_01(tmp_path: Path) -> None:
    path = tmp_path / "zero.pbn"
    path.write_text(numbered("01", "2"), encoding="utf-8")
    for asked in ("1", "01"):
        res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--board",
                              asked, "--json"], capture_output=True, text=True, timeout=120)
        assert res.returncode == 0, res.stderr
        [out] = json.loads(res.stdout)
        assert out["board"] == "01" and out["score_ns"] == {"played": -50, "adjusted": 420}
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule",
                          str(FIXTURES / "voorbeeld1.pbn"), "--board", "01"],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 0 and "+420" in res.stdout


def test_a_file_ruled_in_pieces_finds_board_01(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "PARALLEL_MIN", 1)
    monkeypatch.setattr(batch, "PIECE_SIZE", 2500)
    path = tmp_path / "archive.pbn"
    path.write_text(numbered(*(str(n) for n in range(1, 13))), encoding="utf-8")
    [(out, message)] = rule_path(str(path), RuleOptions(as_json=True, equity=False,
                                                        board="07"), jobs=2)
    assert message is None and json.loads(out)["board"] == "7"


def test_the_web_page_and_the_api_find_board_01() -> None:
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    from verzaking.web import create_app
    from verzaking.web.limits import Limits

    client = TestClient(create_app(Limits(processes=0)), raise_server_exceptions=False)
    text = numbered("1", "2")
    res = client.post("/record?lang=nl", data={"text": text, "board": "01"},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 200 and "+420" in html.unescape(res.text)
    res = client.post("/api/rule?lang=en&board=01", content=text.encode(),
                      headers={"content-type": "text/plain"})
    assert res.status_code == 200
    assert [r["board"] for r in res.json()] == ["1"]
