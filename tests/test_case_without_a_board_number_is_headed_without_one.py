"""A case that gives no board number is headed "Spel (geen nummer)", not as board "1".

The engine rules a case without a board as its place in the file; the text once headed it
"Spel 1", also above the line that says it was logged "zonder nummer".  A board given as
``null`` (YAML ``board:`` left empty) was headed "Spel None" and could be asked for with
``--board None``; a blank one printed "Spel    —".  A number with spaces around it is that
number.  A hand record without ``[Board]`` keeps its place ``#n`` in the heading, and the log
keeps it without a number, as it does a case.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verzaking.cli import main

# Example 1 of the seed: 4♠ by South, East revokes at trick 6 (won by North): +420 after.
CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}
NO_BOARD_PBN = "\n".join([
    '[Dealer "N"]', '[Vulnerable "None"]',
    '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]',
    '[Declarer "S"]', '[Contract "1NT"]', '[Result "7"]', ""])


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("board", ["absent", None, "", "   "], ids=["absent", "null", "empty",
                                                                    "blank"])
def test_the_heading_names_no_number(board: str | None, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    case = dict(CASE) if board == "absent" else {**CASE, "board": board}
    path = tmp_path / "zaak.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    code, out, err = run(capsys, "rule", str(path), "--no-equity")
    assert code == 0, err
    assert out.splitlines()[0] == "Spel (geen nummer) — 4♠ Zuid, niemand kwetsbaar"
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--lang", "en")
    assert out.splitlines()[0] == "Board (no number) — 4♠ South, nobody vulnerable"
    assert "None" not in out.splitlines()[0]


def test_a_yaml_board_left_empty_is_no_number_and_not_board_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "zaak.yaml"
    path.write_text("board:\ncontract: 4S\ndeclarer: S\n"
                    "tricks: [EW, EW, NS, NS, NS, N, NS, NS, EW, NS, NS, EW, NS]\n"
                    "revokes: [{seat: E, trick: 6}]\n", encoding="utf-8")
    code, out, _ = run(capsys, "rule", str(path), "--no-equity")
    assert code == 0 and out.startswith("Spel (geen nummer) — 4♠ Zuid")
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--board", "None")
    assert code == 2 and out == ""  # no board "None" in the file


def test_a_number_with_spaces_around_it_is_that_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "zaak.json"
    path.write_text(json.dumps({**CASE, "board": " 7 "}), encoding="utf-8")
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--board", "7")
    assert code == 0 and out.startswith("Spel 7 — 4♠ Zuid, niemand kwetsbaar\n")


def test_rule_with_log_heads_the_ruling_as_it_is_saved(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "zaak.json"
    path.write_text(json.dumps({**CASE, "board": None}), encoding="utf-8")
    db = str(tmp_path / "logboek.sqlite")
    code, out, err = run(capsys, "rule", str(path), "--no-equity", "--log", "--db", db)
    assert code == 0, err
    assert out.startswith("Spel (geen nummer) — ") and "Spel 1" not in out
    assert "(spel zonder nummer;" in err


def test_a_hand_record_without_board_tag_keeps_its_place_and_is_logged_without_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "zonder.pbn"
    path.write_text(NO_BOARD_PBN, encoding="utf-8")
    db = str(tmp_path / "logboek.sqlite")
    code, out, err = run(capsys, "rule", str(path), "--no-equity", "--log", "--db", db,
                         "--lang", "en")
    assert code == 0, err
    assert out.startswith("Board #1 — 1NT South, nobody vulnerable")
    assert "(board without a number;" in err
    code, out, _ = run(capsys, "log", "show", "1", "--db", db, "--json")
    content = json.loads(out)["versions"][0]["content"]
    assert content["board"] is None and "board" not in content["case"]


def test_the_json_makes_up_no_board_number(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "zaak.json"
    path.write_text(json.dumps(CASE), encoding="utf-8")
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--json")
    assert code == 0
    [ruled] = json.loads(out)
    assert ruled["board"] is None
    assert ruled["score_ns"] == {"played": -50, "adjusted": 420}
    path.write_text(json.dumps({**CASE, "board": "7"}), encoding="utf-8")
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--json")
    assert json.loads(out)[0]["board"] == "7"
