"""A LIN board with two claims (``mc|7|mc|8|``) or an empty one (``mc||``) is refused.

Before, the last of two claims silently won (8 tricks instead of 7, another score)
and ``mc||`` was silently dropped (play "not over", no score).  Now each is an
error that names ``mc|``, the line and the board, like ``mc|x|`` or ``mc|14|``.

The real BBO files in ../shared/data/lin have 953 ``mc`` tokens over 1015 boards:
never two in one board and never an empty one (all are 0..13).  A second ``mc``
with another value is refused; the same claim said again is read once.

The board used: North deals, 3NT by South, nobody vulnerable; trick 1 is West's ♥A,
North ♥10, East ♥5, South ♥2, won by West (declarer 0, 12 tricks left).  ``mc|7``
is 3NT-2 (-100 for North-South), ``mc|8`` 3NT-1 (-50): the two claims give
different scores.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from verzaking.errors import VerzakingError
from verzaking.io import load_text
from verzaking.io.lin import iter_lin_boards

HANDS = "S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,"
NT3 = "mb|p|mb|p|mb|1N|mb|p|mb|3N|mb|p|mb|p|mb|p|"
TRICK1 = "pc|HA|pc|HT|pc|H5|pc|H2|pg||"


def board(label: str = "o1", play: str = TRICK1) -> str:
    """One board up to (not including) its claim."""
    return f"qx|{label}|md|3{HANDS}|sv|o|{NT3}pg||{play}"


def items(text: str) -> list:
    return list(iter_lin_boards(text, source="t.lin"))


def error(text: str) -> VerzakingError:
    [item] = items(text)
    assert isinstance(item, VerzakingError), f"read as {item.declarer_tricks} tricks, not refused"
    return item


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "verzaking", *args],
                          capture_output=True, text=True)


# -- two claims ---------------------------------------------------------------------------

def test_two_different_claims_are_refused_naming_both_lines_and_the_board() -> None:
    err = error(board() + "mc|7|pg||\nmc|8|pg||\n")
    assert err.code == "lin_claim_twice"
    assert (err.file, err.board, err.line) == ("t.lin", "o1", 2)  # the line of the second mc
    assert (err.params["first"], err.params["second"], err.params["first_line"]) == ("7", "8", 1)
    en, nl = err.message("en"), err.message("nl")
    assert en.startswith("t.lin, line 2, board o1: mc| is given twice")
    assert "mc|7| (line 1)" in en and "mc|8|" in en
    assert nl.startswith("t.lin, regel 2, spel o1: mc| staat twee keer")
    assert "mc|7| (regel 1)" in nl and "mc|8|" in nl


def test_two_claims_on_one_line_as_the_review_found_them() -> None:
    err = error(board() + "mc|7|mc|8|")
    assert err.code == "lin_claim_twice" and err.line == 1 and err.board == "o1"
    assert (err.params["first"], err.params["second"]) == ("7", "8")


def test_two_claims_in_a_board_without_play_are_refused() -> None:
    # auction only: the claim would be the whole result (old code: 9 tricks, 3NT made)
    err = error(board(play="") + "mc|8|mc|9|")
    assert err.code == "lin_claim_twice" and (err.params["first"], err.params["second"]) == (
        "8", "9")


def test_an_identical_second_claim_is_read_once() -> None:
    # the same claim said twice is not in doubt (as a PBN tag given twice alike)
    [item] = items(board() + "mc|7|mc|7|")
    assert not isinstance(item, VerzakingError)
    assert item.declarer_tricks == 7


def test_the_refused_board_stops_alone_and_the_next_board_is_read() -> None:
    text = board("o1") + "mc|7|pg||\nmc|8|pg||\n" + board("c1") + "mc|9|pg||\n"
    first, second = items(text)
    assert isinstance(first, VerzakingError) and first.code == "lin_claim_twice"
    assert (first.board, first.line) == ("o1", 2)
    assert not isinstance(second, VerzakingError)
    assert second.board == "c1" and second.declarer_tricks == 9  # 3NT made: one claim, read


def test_load_text_gives_the_error_and_no_facts() -> None:
    [item] = load_text(board() + "mc|7|mc|8|", kind="lin", source="t.lin")
    assert item.facts is None and item.partial is None
    assert item.error is not None and item.error.code == "lin_claim_twice"


# -- an empty claim -----------------------------------------------------------------------

@pytest.mark.parametrize("mc", ["mc||", "mc| |"])
def test_an_empty_claim_is_refused_with_its_line_and_board(mc: str) -> None:
    err = error(board() + "\n" + mc + "pg||")
    assert err.code == "lin_claim_empty"
    assert (err.file, err.board, err.line) == ("t.lin", "o1", 2)
    assert err.message("en") == ("t.lin, line 2, board o1: mc|| is empty: a claim gives "
                                 "declarer's total of tricks (0..13)")
    assert err.message("nl") == ("t.lin, regel 2, spel o1: mc|| is leeg: een claim geeft het "
                                 "totaal aantal slagen van de leider (0..13)")


def test_an_empty_claim_in_a_board_without_play_is_refused() -> None:
    err = error(board(play="") + "mc||")
    assert err.code == "lin_claim_empty" and err.line == 1 and err.board == "o1"


def test_an_empty_claim_then_a_claim_is_two_claims() -> None:
    err = error(board() + "mc||mc|7|")
    assert err.code == "lin_claim_twice"
    assert (err.params["first"], err.params["second"]) == ("", "7")


# -- the command line ---------------------------------------------------------------------

def test_cli_refuses_two_claims_with_exit_2_and_the_place(tmp_path: Path) -> None:
    path = tmp_path / "two.lin"
    path.write_text(board() + "mc|7|pg||\nmc|8|pg||\n", encoding="ascii")
    res = run("rule", str(path), "--lang", "en")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert f"{path}, line 2, board o1: mc| is given twice in this board: mc|7| (line 1), " \
           "then mc|8|" in res.stderr
    assert "declarer ends with" not in res.stdout  # no ruling printed for it
    dutch = run("rule", str(path))
    assert dutch.returncode == 2 and "regel 2, spel o1: mc| staat twee keer" in dutch.stderr


def test_cli_refuses_an_empty_claim_with_exit_2_and_the_place(tmp_path: Path) -> None:
    path = tmp_path / "empty.lin"
    path.write_text(board() + "mc||pg||\n", encoding="ascii")
    res = run("rule", str(path), "--lang", "en")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert f"{path}, line 1, board o1: mc|| is empty" in res.stderr
    assert "play is not over" not in res.stdout
