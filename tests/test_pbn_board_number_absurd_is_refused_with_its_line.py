"""A board number no board can have is refused with its line, like any bad tag.

A PBN ``[Board]`` of 5,000 digits ended in "an error in verzaking ... please report it":
Python refuses to turn a string of more than 4,300 digits into a number, which the reader
did to find the vulnerability from the board number.  PBN 3.4.4 has a positive number; names
("1a") are read as written, as long as a case file or the log takes one (40 characters).
Refused: a number with a sign, a number of more than nine digits (leading zeros aside), and
anything longer than 40 characters; in LIN the same for the label of ``qx|`` or ``ah|``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pbnkit import pbn
from verzaking import read_text
from verzaking.cli import main
from verzaking.io.lin import iter_lin_boards
from verzaking.scan.reading import scan_text

ROWS = ["S2 SA S8 S5"]  # trick 1 of pbnkit's deal: North wins

HUGE = "9" * 5000


def game(board: str, *, vulnerable: bool = False) -> str:
    """pbnkit's game, ``[Board]`` on line 1; without ``[Vulnerable]`` (the number gives it)."""
    text = pbn(play=ROWS, result="7", board=board)
    return text if vulnerable else text.replace('[Vulnerable "None"]\n', "")


def error_of(text: str, name: str = "t.pbn"):
    [board] = read_text(text, name=name)
    return board.error


@pytest.mark.parametrize("label", [HUGE, "1234567890", "-3", "+3", "\u22123", "a" * 41])
@pytest.mark.parametrize("vulnerable", [False, True])
def test_a_board_number_no_board_can_have_is_refused_at_the_tag(label: str,
                                                               vulnerable: bool) -> None:
    err = error_of(game(label, vulnerable=vulnerable))
    assert err is not None and err.code == "pbn_bad_value"
    assert (err.line, err.params["tag"], err.params["reason"]) == (1, "Board",
                                                                  "reason.board_number")
    assert "report it" not in err.message("en")


@pytest.mark.parametrize("label", ["123456789", "000000000001", "0", "1a", "a" * 40])
def test_numbers_of_nine_digits_and_names_are_read(label: str) -> None:
    [board] = read_text(game(label, vulnerable=True), name="t.pbn")
    assert board.error is None and board.board == label


def test_the_line_is_the_tags_own() -> None:
    text = '[Event "Club"]\n[Site "Home"]\n' + game("12345678901")  # [Board] on line 3
    err = error_of(text)
    assert err is not None and err.line == 3 and err.code == "pbn_bad_value"


def test_the_message_says_what_a_board_number_is(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.pbn"
    path.write_text(game(HUGE), encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en", "--no-equity"]) == 2
    err = capsys.readouterr().err
    assert f"{path}, line 1, board " in err and "tag [Board]: cannot read value '999" in err
    assert "(a board number: positive, at most 9 digits; or a name of at most 40 characters)" in err
    assert "report it" not in err and "Traceback" not in err
    assert len(err) < 600  # the 5,000 digits are not repeated


@pytest.mark.parametrize("plain", [True, False])
def test_the_scan_lists_it_with_its_line(plain: bool) -> None:
    text = game("-3") + "\n" + game("2")
    unit = scan_text(text, path="t.pbn", size=len(text), laws="2017", lang="en", plain=plain)
    [finding] = [f.as_dict() for f in unit.scan.findings]
    assert (finding["code"], finding["line"], finding["board"]) == ("pbn_bad_value", 1, "-3")
    assert unit.scan.counts["replayed"] == 1  # board 2 is read


def test_the_report_names_a_board_of_5000_digits_by_its_first_forty() -> None:
    text = game(HUGE)
    unit = scan_text(text, path="t.pbn", size=len(text), laws="2017", lang="en")
    [finding] = [f.as_dict() for f in unit.scan.findings]
    assert finding["board"] == "9" * 40 + "…" and finding["line"] == 1


# -- LIN: the label of qx| or ah| ----------------------------------------------------------

HANDS = "S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,"
AUCTION = "mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|"


@pytest.mark.parametrize(("text", "key", "line"), [
    (f"qx|o{HUGE}|md|3{HANDS}|sv|o|{AUCTION}pg||", "qx", 1),
    (f"qx|c12345678901|md|3{HANDS}|sv|o|{AUCTION}pg||", "qx", 1),
    # a hand record without qx: "ah|Board n|" names the board; here on line 2
    (f"pn|A,B,C,D|\nah|Board 1234567890|\nmd|3{HANDS}|{AUCTION}pg||", "ah", 2),
    (f"pn|A,B,C,D|\nah|Board -4|\nmd|3{HANDS}|{AUCTION}pg||", "ah", 2),
])
def test_a_lin_label_no_board_can_have_is_refused_at_its_line(text: str, key: str,
                                                             line: int) -> None:
    [err] = list(iter_lin_boards(text, source="t.lin"))
    assert isinstance(err, Exception) and err.code == "lin_bad_value"
    assert (err.line, err.params["key"], err.params["reason"]) == (line, key,
                                                                  "reason.board_number")
    assert err.file == "t.lin" and "report it" not in err.message("en")


def test_a_lin_board_number_of_nine_digits_is_read() -> None:
    [board] = list(iter_lin_boards(f"qx|o123456789|md|3{HANDS}|sv|o|{AUCTION}pg||"))
    assert not isinstance(board, Exception) and board.board == "o123456789"
