"""A case that gives no board number names no board in its errors either.

The heading of such a case says "Spel (geen nummer)", but an error in it said "spel 1"
(the engine's number for a board without one, which the director never gave), and its JSON
said ``"board": "1"`` where a ruled case says ``null``.  An error now names the file and the
field only; among several cases without numbers it names the case's place, ``#2``, as a
hand record names a game without a ``[Board]`` tag.  A case with a number keeps it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import verzaking
from verzaking.cli import main

# Example 1 of the seed (4♠ by South, East revokes at trick 6), and the same with the revoke
# at trick 16, which no board has.
GOOD = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}
BAD = {**GOOD, "revokes": [{"seat": "E", "trick": 16}]}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, data: object, name: str = "zaak.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_bad_case_without_a_number_names_the_file_and_field_not_board_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, BAD)
    code, out, err = run(capsys, "rule", str(path), "--no-equity")
    assert (code, out) == (2, "")
    assert err.strip() == f'{path}: veld "revokes[0].trick": 16 is niet geldig (1..13)'
    code, _, err = run(capsys, "rule", str(path), "--no-equity", "--lang", "en")
    assert code == 2
    assert err.strip() == f'{path}: field "revokes[0].trick": 16 is not valid (1..13)'
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--json")
    assert code == 2
    (entry,) = json.loads(out)
    assert entry["board"] is None and entry["error_code"] == "case_bad_value"


def test_an_error_found_while_ruling_names_no_board_either(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Laws no edition has are found when the case is ruled, not when it is read.
    path = write(tmp_path, {**GOOD, "laws": "1999"})
    code, _, err = run(capsys, "rule", str(path), "--no-equity", "--lang", "en")
    assert code == 2
    assert err.startswith(f"{path}: unknown laws '1999'")
    (problem,) = verzaking.rule_file(path, equity=False)
    assert isinstance(problem, verzaking.VerzakingError) and problem.board is None


def test_among_several_cases_without_numbers_the_bad_one_is_named_by_its_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, [GOOD, BAD])
    code, out, err = run(capsys, "rule", str(path), "--no-equity", "--lang", "en")
    assert code == 2
    assert out.startswith("Board (no number) — 4♠ South")  # the good one is ruled
    assert err.strip() == (f'{path}, board #2: field "revokes[0].trick": 16 is not valid '
                           "(1..13)")


def test_a_case_with_a_number_keeps_it_in_its_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, {**BAD, "board": 7})
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--lang", "en", "--json")
    assert code == 2
    (entry,) = json.loads(out)
    assert entry["board"] == "7"
    assert entry["error"].startswith(f"{path}, board 7: field")


def test_the_api_names_no_board_for_a_bad_case_without_one() -> None:
    from conftest import web_client
    client = web_client()
    res = client.post("/api/rule?lang=en", json=BAD)
    assert res.status_code in (200, 422), res.text
    (entry,) = res.json()
    assert entry["board"] is None
    assert "board" not in entry["error"] and "revokes[0].trick" in entry["error"]


def test_an_error_found_while_ruling_one_of_several_is_named_by_its_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Found when ruled, not when read (unknown laws), in the second of two cases without
    # numbers: it said no place at all (a review); it is "#2", as an error found reading.
    path = write(tmp_path, [GOOD, {**GOOD, "laws": "1850"}])
    code, _, err = run(capsys, "rule", str(path), "--no-equity", "--lang", "en")
    assert code == 2
    assert err.startswith(f"{path}, board #2: unknown laws '1850'")
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--json")
    assert [e["board"] for e in json.loads(out)] == [None, "#2"]


def test_compare_and_next_make_up_no_board_number(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # `rule --compare` headed such a case "Board 1 — The same case under each edition", and
    # `next` "Board 1 — What now?" with "board": "1" in its JSON (a review).
    path = write(tmp_path, GOOD)
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--compare", "--lang", "en")
    assert code == 0 and out.startswith("Board (no number) — The same case under each")
    code, out, _ = run(capsys, "next", str(path), "--lang", "en")
    assert code == 0 and out.startswith("Board (no number) — What now?")
    code, out, _ = run(capsys, "next", str(path), "--json")
    assert code == 0 and [e["board"] for e in json.loads(out)] == [None]
    numbered = write(tmp_path, {**GOOD, "board": 5}, "vijf.json")
    code, out, _ = run(capsys, "next", str(numbered), "--lang", "en")
    assert code == 0 and out.startswith("Board 5 — What now?")


def test_an_uploaded_case_without_a_number_is_headed_and_logged_without_one() -> None:
    # The hand-record page of the server headed an uploaded case without a number "Board 1"
    # and filled in its log form with board 1; a file of two such cases offered "Board 1"
    # and "Board 2" in its picker, while its errors said "#2" (a review).
    import re

    from conftest import web_client
    client = web_client()
    res = client.post("/record?lang=en", data={"text": json.dumps(GOOD)})
    assert res.status_code == 200
    assert '<h2 id="ruling-1">Ruling · Board (no number)</h2>' in res.text
    assert "Board 1" not in res.text
    log_case = re.search(r'name="case" value="([^"]*)"', res.text)
    assert log_case is not None and "&#34;board&#34;" not in log_case.group(1)
    res = client.post("/record?lang=en", data={"text": json.dumps([GOOD, GOOD])})
    assert re.findall(r'class="pick-board">([^<]*)<', res.text) == ["Board #1", "Board #2"]
    res = client.post("/record?lang=en", data={"text": json.dumps({**GOOD, "board": 4})})
    assert '<h2 id="ruling-1">Ruling · Board 4</h2>' in res.text


def test_the_offline_page_gives_the_json_the_command_line_gives(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The offline site's rule() said "board": "1" for a case without a number, where the
    # command line says null (the README promises the same JSON).
    from verzaking.site import bridge
    path = write(tmp_path, GOOD)
    code, out, _ = run(capsys, "rule", str(path), "--no-equity", "--json", "--lang", "en")
    assert code == 0
    got = json.loads(bridge.rule(path.read_text(encoding="utf-8"),
                                 json.dumps({"lang": "en", "name": str(path)})))
    assert got["json"] == json.loads(out) and got["json"][0]["board"] is None


def test_board_hash_n_picks_the_case_an_error_named(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # An error called the second of two cases without numbers "board #2", but
    # `--board '#2'` answered that there is no board #2 (a review).
    path = write(tmp_path, [GOOD, {**GOOD, "laws": "1850"}])
    code, out, err = run(capsys, "rule", str(path), "--no-equity", "--board", "#2",
                         "--lang", "en")
    assert (code, out) == (2, "") and err.startswith(f"{path}, board #2: unknown laws")
    code, out, err = run(capsys, "rule", str(path), "--no-equity", "--board", "#1",
                         "--lang", "en")
    assert (code, err) == (0, "") and out.startswith("Board (no number) — 4♠ South")


def test_a_short_list_of_tricks_counts_them_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # It said '"tricks" lists 1 tricks' (a review).
    path = write(tmp_path, {"contract": "4S", "declarer": "S", "tricks": ["NS"]})
    code, _, err = run(capsys, "rule", str(path), "--lang", "en")
    assert code == 2 and '"tricks" lists one trick: with fewer than 13' in err
    code, _, err = run(capsys, "rule", str(path))
    assert code == 2 and '"tricks" noemt één slag:' in err


@pytest.mark.parametrize("text", ["", "\n", "  \n\t\n"], ids=["empty", "newline", "blank"])
def test_an_empty_case_file_says_no_board_was_found(
        text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # An empty case file said "line 2: it is not valid JSON (column 1)"; an empty hand
    # record says no board was found, and so does it now.  A file of which nothing was read
    # has no board in its JSON (it said "?").
    path = tmp_path / "leeg.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "rule", str(path), "--lang", "en")
    assert (code, out, err.strip()) == (2, "", f"{path}: no board found")
    code, out, _ = run(capsys, "rule", str(path), "--json")
    assert code == 2
    (entry,) = json.loads(out)
    assert entry["board"] is None and entry["error_code"] == "no_boards"
    assert entry["error"] == f"{path}: geen enkel spel gevonden"
