"""A ``Play`` line of five cards (a trick and one card more) is refused with its line and the row.

PBN writes one trick a line, four cards (PBN 2.1, 3.6).  A line of five whose fifth card
the play then never goes on with was read with that card as the start of the next trick,
put in the hand of whoever held it, even a seat not on lead: a trick the table never saw.
The same for a line of five followed by a line of four (the four are a trick of their own:
the fifth card is too many, not the start of text that runs on).  Text that really runs on
(a line of five, the next trick ended on the next line) is still read as written.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pbnkit import pbn
from verzaking import read_text
from verzaking.cli import main
from verzaking.scan.reading import scan_text

# pbnkit's deal: spades N AKQJ, E T98, S 765, W 432.  1NT by South, West leads; the game's
# lines: 1 Board, 2 Dealer, 3 Vulnerable, 4 Deal, 5 Declarer, 6 Contract, 7 Result, 8 Play,
# then the rows from line 9, in columns W N E S.  Trick 1 (♠2 ♠A ♠8 ♠5) is North's.
TRICK_1 = "S2 SA S8 S5"


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


@pytest.mark.parametrize(("rows", "line", "trick", "count", "extra"), [
    # the fifth card, West's ♠3, would begin trick 2, where North (who won trick 1) leads
    ([TRICK_1 + " S3"], 9, 2, 5, 1),
    # the fifth card is North's own ♠K: still one card too many, not a trick
    ([TRICK_1 + " SK"], 9, 2, 5, 1),
    # five, then a line of four: the four are trick 2 as written; the fifth card is extra
    ([TRICK_1 + " S3", "S3 SK S9 S6"], 9, 2, 5, 1),
    # six cards, then the end of the play
    ([TRICK_1 + " S3 SK"], 9, 2, 6, 2),
    # the long line is the second: its fifth card would begin trick 3
    ([TRICK_1, "S3 SK S9 S6 S4"], 10, 3, 5, 1),
])
def test_a_line_of_more_than_a_trick_that_nothing_goes_on_with_is_refused(
        rows: list[str], line: int, trick: int, count: int, extra: int) -> None:
    board = only(pbn(play=rows, result="7"))
    err = board.error
    assert err is not None and err.code == "pbn_play_long_row", err and err.message("en")
    assert (err.line, err.params["trick"], err.params["count"], err.params["extra"]) == (
        line, trick, count, extra)
    assert err.params["text"] == rows[line - 9]  # the row, as written
    assert err.file == "t.pbn" and err.board == "1"


def test_the_message_names_the_line_and_the_row_in_both_languages() -> None:
    err = only(pbn(play=[TRICK_1 + " S3"], result="7")).error
    assert err is not None
    en, nl = err.message("en"), err.message("nl")
    assert en.startswith("t.pbn, line 9, board 1: [Play]: this line has 5 cards ('S2 SA S8 S5 S3')")
    assert "one card, the start of trick 2" in en
    assert nl.startswith("t.pbn, regel 9, spel 1: [Play]: deze regel heeft 5 kaarten")
    assert "'S2 SA S8 S5 S3'" in nl and "één kaart, het begin van slag 2" in nl


def test_text_that_runs_on_into_the_next_line_is_still_read() -> None:
    # five, then three: trick 2 is West ♠3, North ♠K, East ♠9, South ♠6, over two lines;
    # North wins both tricks, declarer's side has 2 and the claim (Result 9) stands
    board = only(pbn(play=[TRICK_1 + " S3", "SK S9 S6"], result="9"))
    assert board.error is None, board.error.message("en")
    trick = board.facts.tricks[1]
    assert (trick.leader.letter, [str(c) for c in trick.cards]) == ("N", ["SK", "S9", "S6", "S3"])
    assert board.facts.declarer_tricks == 9


def test_the_command_line_refuses_it_with_exit_2(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "five.pbn"
    path.write_text(pbn(play=[TRICK_1 + " H2"], result="7"), encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en", "--no-equity"]) == 2
    err = capsys.readouterr().err
    assert f"{path}, line 9, board 1: [Play]: this line has 5 cards ('S2 SA S8 S5 H2')" in err
    assert "report it" not in err and "Traceback" not in err


@pytest.mark.parametrize("plain", [True, False])
def test_the_scan_lists_it_with_its_line(plain: bool) -> None:
    text = pbn(play=[TRICK_1 + " S3"], result="7")
    unit = scan_text(text, path="five.pbn", size=len(text), laws="2017", lang="en", plain=plain)
    [finding] = [f.as_dict() for f in unit.scan.findings]
    assert (finding["type"], finding["code"], finding["line"], finding["board"]) == (
        "not_replayed", "pbn_play_long_row", 9, "1")
