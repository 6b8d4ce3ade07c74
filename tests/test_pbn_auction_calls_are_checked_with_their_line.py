"""The ``Auction`` section of a PBN game is read and its calls checked, each refusal with its line.

The auction was kept as written, whatever it held: a word that is not a call, a bid lower
than the last, calls after the auction ended.  Now a token that is not a call (nor a note,
NAG or suffix, PBN 3.5), a bid not higher than the last (unless marked ``^I``, an
insufficient bid the opponents accepted, PBN 3.9), a call after the end or after ``*`` are
refused with their line, as is an ``[Auction]`` seat that is not a seat.  A double of
nothing is read with a warning (Law 36 is the director's), as in LIN.  What the calls make
is not compared with ``[Contract]``: real archives write auctions from another seat.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pbnkit import pbn
from verzaking import read_text
from verzaking.cards import Seat
from verzaking.cli import main
from verzaking.scan.reading import scan_text

# pbnkit's game with an auction after [Result]: lines 1 Board, 2 Dealer (N), 3 Vulnerable,
# 4 Deal, 5 Declarer, 6 Contract (1NT by South), 7 Result, 8 [Auction], 9... its calls.
ROWS = ["S2 SA S8 S5"]


def game(*calls: str, seat: str = "N") -> str:
    return pbn(play=ROWS, result="7", extra="\n".join((f'[Auction "{seat}"]', *calls)))


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


@pytest.mark.parametrize(("calls", "code", "line", "params"), [
    (["Pass Foo 1NT AP"], "pbn_auction_token", 9, {"number": 2, "text": "Foo"}),
    (["8NT AP"], "pbn_auction_token", 9, {"number": 1, "text": "8NT"}),
    (["Pass - 1NT AP"], "pbn_auction_token", 9, {"number": 2, "text": "-"}),  # "-" after a call
    # North 1NT, East 1C: lower, not marked ^I
    (["1NT 1C Pass Pass", "Pass"], "pbn_insufficient_bid", 9,
     {"number": 2, "call": "1C", "last": "1NT", "seat": Seat.EAST}),
    # North 1NT and three passes end the auction; the fifth call is North's again
    (["1NT Pass Pass Pass", "2C"], "pbn_call_after_end", 10,
     {"number": 5, "call": "2C", "seat": Seat.NORTH}),
    (["Pass Pass 1NT Pass", "*", "2C"], "pbn_auction_after_end", 11, {"text": "2C", "end": "*"}),
])
def test_a_call_that_cannot_be_is_refused_with_its_line(calls: list[str], code: str, line: int,
                                                         params: dict) -> None:
    err = only(game(*calls)).error
    assert err is not None and (err.code, err.line) == (code, line), err and err.message("en")
    assert {k: err.params[k] for k in params} == params
    assert err.message("en").startswith(f"t.pbn, line {line}, board 1: [Auction]")


def test_an_auction_seat_that_is_not_a_seat_is_refused_at_the_tag() -> None:
    err = only(game("Pass Pass 1NT AP", seat="Z")).error
    assert err is not None and (err.code, err.line, err.params["tag"]) == (
        "pbn_bad_value", 8, "Auction")


@pytest.mark.parametrize(("seat", "calls", "spelled"), [
    ("N", ["Pass Pass 1NT Pass", "Pass Pass"], ("Pass", "Pass", "1NT", "Pass", "Pass", "Pass")),
    ("N", ["pass pass 1nt ap"], ("Pass", "Pass", "1NT", "Pass", "Pass", "Pass")),
    # the tag names West; "-" stands for West's turn before North, the dealer
    ("W", ["- Pass 1NT Pass", "3NT AP"], ("Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass")),
    # ^I: North's 1D, East's 1C accepted (PBN 3.9); notes, NAGs and suffixes are skipped
    ("N", ["1D ^I 1C =1= Pass $5 Pass !", "Pass"], ("1D", "1C", "Pass", "Pass", "Pass")),
    # "+": the next call is still to be made
    ("N", ["Pass Pass 1NT +"], ("Pass", "Pass", "1NT")),
])
def test_auctions_as_pbn_writes_them_are_read(seat: str, calls: list[str],
                                              spelled: tuple[str, ...]) -> None:
    board = only(game(*calls, seat=seat))
    assert board.error is None, board.error.message("en")
    assert board.facts.auction == spelled


def test_a_double_of_nothing_is_read_with_a_warning() -> None:
    # North passes, East doubles when nobody has bid (call 2, line 9)
    board = only(game("Pass X 1NT AP"))
    assert board.error is None
    [note] = [n for n in board.warnings if n.code == "note_inadmissible_call"]
    assert dict(note.data) == {"number": 2, "call": "X", "seat": Seat.EAST, "line": 9}


def test_the_contract_tag_decides_whatever_the_auction_makes() -> None:
    # the calls make 3NT by East; [Contract] and [Declarer] say 1NT by South, and rule
    board = only(game("- Pass 1NT Pass", "3NT AP", seat="W"))
    assert str(board.facts.contract) == "1NT" and board.facts.contract.declarer == Seat.SOUTH


def test_the_command_line_refuses_it_with_exit_2(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "auction.pbn"
    path.write_text(game("Pass Foo 1NT AP"), encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en", "--no-equity"]) == 2
    err = capsys.readouterr().err
    assert f"{path}, line 9, board 1: [Auction], call 2: 'Foo' is not a call" in err


@pytest.mark.parametrize("plain", [True, False])
def test_the_scan_lists_it_with_its_line(plain: bool) -> None:
    text = game("1NT 1C Pass Pass", "Pass")
    unit = scan_text(text, path="t.pbn", size=len(text), laws="2017", lang="en", plain=plain)
    [finding] = [f.as_dict() for f in unit.scan.findings]
    assert (finding["code"], finding["line"]) == ("pbn_insufficient_bid", 9)
