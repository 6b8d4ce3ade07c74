"""``Play`` text that runs on over lines is read as written; only a short row is refused.

PBN writes one trick a line, but some programs run the cards on: a line of six cards ends one
trick and begins the next, which the following line ends.  The check for a row short of a card
(a line of three cards, then a line of four) once counted every card of such a line and refused
good run-on text.  A row is short only when the line that began the trick held that trick's
cards alone, fewer than four, and the line that ends it begins another.  A short last row
followed by nothing but ``-`` (cards not known) is the end of the play, not a short row.
"""

from __future__ import annotations

import pytest

from pbnkit import pbn
from verzaking import read_text

# pbnkit's deal: spades N AKQJ, E T98, S 765, W 432.  1NT by South, West leads; columns
# W N E S.  North wins the first three tricks with ♠A, ♠K and ♠Q (the cards below).
TRICK_1, TRICK_2, TRICK_3 = "S2 SA S8 S5", "S3 SK S9 S6", "S4 SQ ST S7"


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


@pytest.mark.parametrize("rows", [
    ["S2 SA S8 S5 S3 SK", "S9 S6 S4 SQ ST S7"],       # six a line: tricks 2 over two lines
    ["S2 SA S8 S5 S3", "SK S9 S6 S4 SQ", "ST S7"],    # five a line
    ["S2 SA S8 S5 S3 SK S9", "S6 " + TRICK_3],       # seven, then five
], ids=["six", "five", "seven-five"])
def test_run_on_play_text_is_read_trick_by_trick(rows: list[str]) -> None:
    board = only(pbn(play=rows, result="9"))
    assert board.error is None, board.error and board.error.message("en")
    assert [t.winner.letter for t in board.facts.tricks[:3]] == ["N", "N", "N"]
    # trick 2, led by North: ♠K, East ♠9, South ♠6, West ♠3, whichever line each stands on
    trick = board.facts.tricks[1]
    assert (trick.leader.letter, [str(c) for c in trick.cards]) == ("N", ["SK", "S9", "S6", "S3"])
    assert board.facts.declarer_tricks == 9


def test_a_short_last_row_followed_by_cards_not_known_ends_the_play() -> None:
    # trick 2 lacks South's card; the "-" row says the rest is not known: the claim (7) stands
    board = only(pbn(play=[TRICK_1, "S3 SK S9", "- - - -"], result="7"))
    assert board.error is None, board.error and board.error.message("en")
    assert [t.winner.letter for t in board.facts.tricks[:1]] == ["N"]
    assert board.facts.declarer_tricks == 7


def test_a_short_row_is_refused_when_a_known_card_follows_the_dashes() -> None:
    board = only(pbn(play=[TRICK_1, "S3 SK S9", "- - - -", TRICK_3], result="7"))
    assert board.error is not None and board.error.code == "pbn_play_short_row"
    assert (board.error.line, board.error.params["trick"], board.error.params["count"]) == (
        10, 2, 3)


def test_a_short_row_ended_with_the_next_trick_on_one_line_is_still_refused() -> None:
    board = only(pbn(play=[TRICK_1, "S3 SK S9", "S6 " + TRICK_3], result="7"))
    assert board.error is not None and board.error.code == "pbn_play_short_row"
    assert (board.error.line, board.error.params["trick"]) == (10, 2)
