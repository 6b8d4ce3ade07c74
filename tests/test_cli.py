"""The command line: exit codes, messages in the user's language, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, FIXTURES
from pbnkit import pbn


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "verzaking", *args],
                          capture_output=True, text=True)


@pytest.fixture
def bad_pbn(tmp_path: Path) -> Path:
    path = tmp_path / "bad.pbn"
    path.write_text(pbn(play=["HA HT H7 H4", "SA H9 H6 H3"]), encoding="utf-8")
    return path


def test_exit_0_and_text_on_a_good_file() -> None:
    res = run("rule", str(EXAMPLES / "voorbeeld1.json"))
    assert res.returncode == 0
    assert "+420" in res.stdout and res.stderr == ""


def test_exit_2_with_place_and_no_traceback(bad_pbn: Path) -> None:
    res = run("rule", str(bad_pbn))
    assert res.returncode == 2
    assert "Traceback" not in res.stderr
    assert "regel 9" in res.stderr and "slag 2" in res.stderr and "♠A" in res.stderr


def test_english_message(bad_pbn: Path) -> None:
    res = run("rule", str(bad_pbn), "--lang", "en")
    assert res.returncode == 2
    assert "line 9" in res.stderr and "trick 2" in res.stderr


def test_json_board_with_error_key(bad_pbn: Path) -> None:
    res = run("rule", str(bad_pbn), str(FIXTURES / "voorbeeld1.pbn"), "--json")
    assert res.returncode == 2
    data = json.loads(res.stdout)
    assert "error" in data[0] and data[0]["board"] == "1"
    assert data[1]["score_ns"] == {"played": -50, "adjusted": 420}


def test_missing_file() -> None:
    res = run("rule", "/nonexistent/board.pbn")
    assert res.returncode == 2
    assert "niet gevonden" in res.stderr and "Traceback" not in res.stderr


def test_unknown_file_kind(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("hello", encoding="utf-8")
    res = run("rule", str(path))
    assert res.returncode == 2 and "PBN" in res.stderr


def test_board_selection() -> None:
    res = run("rule", str(FIXTURES / "voorbeeld2.pbn"), "--board", "2", "--json")
    assert res.returncode == 0 and json.loads(res.stdout)[0]["board"] == "2"
    res = run("rule", str(FIXTURES / "voorbeeld2.pbn"), "--board", "9")
    assert res.returncode == 2 and "spel 9" in res.stderr


def test_unknown_laws() -> None:
    res = run("rule", str(EXAMPLES / "voorbeeld1.json"), "--laws", "1850")
    assert res.returncode == 2 and "1850" in res.stderr


def test_broken_case_file(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text('{"contract": "4S", "declarer": "S", "tricks": "EW"}', encoding="utf-8")
    res = run("rule", str(path), "--lang", "en")
    assert res.returncode == 2 and '"tricks"' in res.stderr and "Traceback" not in res.stderr


def test_binary_garbage_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "garbage.pbn"
    path.write_bytes(bytes(range(256)) * 4)
    res = run("rule", str(path))
    assert res.returncode == 2 and "Traceback" not in res.stderr
