"""One table's board from a club's hand record (issue 30, item 4): the library and the CLI.

A club file holds each board once per table.  ``select(..., table=)``, ``--table`` and
``?table=`` keep the records of that table: its number (``07`` is ``7``), its room
(PBN ``[Room]``, LIN's ``qx|o1|``/``qx|c1|``, in Dutch or English), or a player's name.
A record whose file does not say its table is kept (then the table is only the log's).

Expected values by hand: the record of board 2 at table 17 is the seed's example 1 (East
revokes in trick 6, which North wins; East-West win trick 9 later): 64A2, one trick to
North-South, 4♠ by South with 9 + 1 = 10 tricks, not vulnerable: +420 instead of −50.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import verzaking
from clubfile import REVOKE_BOARD, REVOKE_TABLE, TABLES, club_pbn
from conftest import EXAMPLES
from verzaking import batch
from verzaking.batch import RuleOptions, rule_path
from verzaking.cli import main
from verzaking.io import read_text, select

LIN_BOARD = ("md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|sv|o|pn|Zuid{r},"
             "West{r},Noord{r},Oost{r}|mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|pc|HA|pc|HT|pc|CA|pc|H2|"
             "mc|7|")
"""A vugraph board (the LIN reader's own example), for the open (o) and closed (c) room."""


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("club") / "clubavond.pbn"
    path.write_text(club_pbn(), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_board_at_one_table_is_that_tables_record_only(club: Path) -> None:
    boards = read_text(club.read_text(encoding="utf-8"), kind="pbn")
    assert len(boards) == 3 * TABLES
    for asked in ("17", "017", "tafel 17", "Speler17", "noord speler17"):
        [one] = select(boards, "2", table=asked)
        assert one.facts is not None and one.facts.tags["Table"] == "17", asked
    assert len(select(boards, "2")) == TABLES  # without a table: every table's record


def test_a_table_without_a_board_is_that_tables_boards_in_file_order(club: Path) -> None:
    boards = read_text(club.read_text(encoding="utf-8"), kind="pbn")
    chosen = select(boards, None, table="Oost Speler05")  # East of table 5, by name
    assert [(b.board, b.facts.tags["Table"]) for b in chosen if b.facts] == [
        ("1", "5"), ("2", "5"), ("3", "5")]


def test_the_cli_rules_the_one_table_with_table(club: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rule", str(club), "--board", str(REVOKE_BOARD), "--table",
                         str(REVOKE_TABLE), "--no-equity", "--json")
    assert code == 0, err
    [ruling] = json.loads(out)
    assert ruling["score_ns"] == {"played": -50, "adjusted": 420}  # 64A2, worked above
    assert [r["rule"] for r in ruling["revokes"]] == ["64A2"]


def test_a_table_that_did_not_play_the_board_is_said_with_the_others(
        club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rule", str(club), "--board", "2", "--table", "31",
                         "--no-equity")
    assert code == 2 and out == ""
    # thirty tables played board 2, none of them table 31
    assert "spel 2 staat in het bestand, maar niet van tafel 31: wel 30 keer" in err
    code, _, err = run(capsys, "rule", str(club), "--table", "31", "--lang", "en", "--no-equity")
    assert code == 2 and "table 31 is not in the file" in err
    code, _, err = run(capsys, "rule", str(club), "--board", "9", "--table", "3", "--no-equity")
    assert code == 2 and "spel 9 staat niet in het bestand" in err


def test_a_file_that_does_not_say_its_table_keeps_its_board_for_the_log(
        capsys: pytest.CaptureFixture[str]) -> None:
    # a case file names no table: --table 3 is the log's, the board is still ruled
    code, out, err = run(capsys, "rule", str(EXAMPLES / "voorbeeld1.json"), "--table", "3",
                         "--no-equity", "--json")
    assert code == 0, err
    assert [r["score_ns"]["adjusted"] for r in json.loads(out)] == [420]
    code, out, err = run(capsys, "next", str(EXAMPLES / "aan-tafel.json"), "--table", "3",
                         "--json")
    assert code == 0 and len(json.loads(out)) == 1, err  # "what now?" as without it


def test_the_rooms_of_one_table_in_either_language() -> None:
    pbn = "".join(f'[Board "4"]\n[Table "7"]\n[Room "{room}"]\n[Contract "Pass"]\n\n'
                  for room in ("Open", "Closed"))
    boards = read_text(pbn, kind="pbn")
    for asked, room in (("7 closed", "Closed"), ("gesloten", "Closed"), ("Open", "Open"),
                        ("7 open", "Open")):
        [one] = select(boards, "4", table=asked)
        assert one.facts is not None and one.facts.tags["Room"] == room, asked
    assert len(select(boards, "4", table="7")) == 2  # both rooms of table 7


def test_a_vugraph_boards_number_is_both_its_rooms() -> None:
    lin = "".join(f"qx|{room}1|" + LIN_BOARD.format(r=room) + "pg||\n" for room in "oc")
    boards = read_text(lin, kind="lin")
    assert [b.board for b in select(boards, "1")] == ["o1", "c1"]
    assert [b.board for b in select(boards, "1", table="gesloten")] == ["c1"]
    assert [b.board for b in select(boards, "1", table="Westc")] == ["c1"]  # c-room's West
    assert [b.board for b in select(boards, "o1")] == ["o1"]  # the label as written


def test_a_large_file_ruled_in_pieces_chooses_the_same_table(
        club: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "PARALLEL_MIN", 1)
    monkeypatch.setattr(batch, "PIECE_SIZE", 4000)
    options = RuleOptions(as_json=True, equity=False, board="2", table="17")
    [(out, message)] = rule_path(str(club), options, jobs=2)
    assert message is None and json.loads(out)["score_ns"]["adjusted"] == 420
    missing = RuleOptions(as_json=True, equity=False, board="2", table="31")
    [(out, message)] = rule_path(str(club), missing, jobs=2)
    assert json.loads(out)["error_code"] == "board_table_not_found" and message is not None
    assert "30" in message  # the thirty tables that did play it, counted over the pieces


def test_rule_file_takes_the_table(club: Path) -> None:
    [ruling] = verzaking.rule_file(club, board="2", table="17", equity=False)
    assert not isinstance(ruling, Exception)
    assert (ruling.score_ns_played, ruling.score_ns_adjusted) == (-50, 420)
