"""Cards played (``pc|``) or a claim (``mc|``) after a LIN auction that has not ended is refused.

"1NT, pass, pass" and then the play: was 1NT passed out, or did the fourth player bid on?
The contract was taken from the last bid, a guess.  Every auction of the shared BBO archive
ends with its passes, so none of its boards is refused; an auction alone (a board recorded
while it was being bid) is still read.
"""

from __future__ import annotations

import pytest

from verzaking.errors import VerzakingError
from verzaking.io.lin import iter_lin_boards

HANDS = "S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,"  # North deals (3)


def item(after: str, auction: str = "mb|p|mb|p|mb|1N|mb|p|mb|p|"):
    [one] = list(iter_lin_boards(f"qx|o1|md|3{HANDS}|sv|o|{auction}pg||\n{after}",
                                 source="t.lin"))
    return one


@pytest.mark.parametrize(("after", "key"), [("pc|HA|pc|HT|", "pc"), ("mc|7|", "mc")])
def test_play_or_a_claim_after_an_auction_not_ended_is_refused_at_its_line(after: str,
                                                                           key: str) -> None:
    # North and East pass, South 1NT, West and North pass: a third pass is missing
    err = item(after)
    assert isinstance(err, VerzakingError) and err.code == "lin_auction_open"
    assert (err.line, err.params["key"], err.params["calls"]) == (2, key, 5)
    assert err.message("en").startswith(f"t.lin, line 2, board o1: {key}| comes after an "
                                        "auction that has not ended")


def test_the_auction_alone_is_read() -> None:
    board = item("")
    assert not isinstance(board, VerzakingError) and str(board.contract) == "1NT"


def test_an_ended_auction_is_played() -> None:
    board = item("pc|HA|pc|HT|pc|H5|pc|H2|mc|7|", auction="mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|")
    assert not isinstance(board, VerzakingError) and board.declarer_tricks == 7


def test_play_right_after_the_last_bid_takes_that_bid_with_a_note() -> None:
    # Some writers leave out all three closing passes: North and East pass, South bids 1NT,
    # and the play follows at once.  Nobody called after 1NT, so no call is missing between
    # the bid and the play but the passes: 1NT by South, said in a note naming the line.
    board = item("pc|HA|pc|HT|pc|H5|pc|H2|mc|7|", auction="mb|p|mb|p|mb|1N|")
    assert not isinstance(board, VerzakingError)
    assert (str(board.contract), board.contract.declarer.letter) == ("1NT", "S")
    [note] = [n for n in board.notes if n.code == "note_lin_auction_no_passes"]
    assert (note.data["line"], note.data["key"]) == (2, "pc")
