"""A line of cards outside a ``Play`` section is refused with its line, not left out.

Lines that are not PBN are left out with a warning; a line of cards was too, so a game whose
``[Play]`` tag was missing (or whose section another tag cut off) was ruled without its
play, a revoke among the cards unseen.  Other lines that are not PBN are still left out.
"""

from __future__ import annotations

from pbnkit import pbn
from verzaking import read_text

# pbnkit's lines: 1 Board ... 7 Result, 8 Play, 9 and 10 the rows, 11 "*".
ROWS = ["S2 SA S8 S5", "S3 SK S9 S6"]


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


def test_rows_without_their_play_tag_are_refused() -> None:
    err = only(pbn(play=ROWS, result="7").replace('[Play "W"]\n', "")).error  # rows on 8, 9
    assert err is not None and (err.code, err.line, err.params["text"]) == (
        "pbn_cards_outside_play", 8, "S2 SA S8 S5")
    assert "[Play]" in err.message("en") and "[Play]" in err.message("nl")


def test_rows_after_a_tag_that_ends_the_section_are_refused() -> None:
    text = pbn(play=ROWS, result="7").replace("S3 SK S9 S6", '[Room "Open"]\nS3 SK S9 S6')
    err = only(text).error
    assert err is not None and (err.code, err.line) == ("pbn_cards_outside_play", 11)


def test_other_lines_that_are_not_pbn_are_left_out_with_a_warning() -> None:
    text = pbn(play=ROWS, result="7").replace('[Play "W"]', 'Played at table 3\n[Play "W"]')
    board = only(text)
    assert board.error is None
    [note] = [n for n in board.warnings if n.code == "note_pbn_ignored_lines"]
    assert (note.data["line"], note.data["count"]) == (8, 1)
