"""Our PBN reader: comments, inheritance, second tables, marks, and errors with their line."""

from __future__ import annotations

import pytest

from pbnkit import DEAL, pbn
from verzaking.cards import Seat
from verzaking.errors import InputError, VerzakingError
from verzaking.io import load_text
from verzaking.io.pbn import parse_pbn, read_boards


def test_comments_of_every_kind_are_skipped() -> None:
    text = (
        "% PBN 2.1\n"
        '[Event "Club"] ; a comment after a tag\n'
        '[Board "7"] { a comment\n'
        "over two lines }\n"
        "{ a comment alone on its line }\n"
        f'[Deal "{DEAL}"]\n'
        '[Declarer "S"]\n[Contract "1NT"]\n[Vulnerable "None"]\n'
        '[Play "W"]\nHA HT H7 H4 ; the first trick\n*\n'
    )
    [board] = read_boards(text)
    assert board.board == "7"
    assert len(board.tricks) == 1


def test_several_boards_and_hash_inheritance() -> None:
    text = pbn(play=["HA HT H7 H4"], board="1") + "\n" + pbn(
        play=["HA HT H7 H4"], board="2").replace(f'[Deal "{DEAL}"]', '[Deal "#"]')
    boards = read_boards(text)
    assert [b.board for b in boards] == ["1", "2"]
    assert boards[1].deal == boards[0].deal


def test_second_table_without_board_and_deal_takes_them_from_the_board_before() -> None:
    first = pbn(play=["HA HT H7 H4"], board="5", vulnerable="NS")
    second = '[Declarer "N"]\n[Contract "2S"]\n[Result "8"]\n[Play "E"]\nH7 H4 HA HT\n*\n'
    boards = read_boards(first + "\n" + second)
    assert [b.board for b in boards] == ["5", "5"]
    assert boards[1].deal == boards[0].deal
    assert boards[1].vulnerability == boards[0].vulnerability
    assert boards[1].contract.declarer == Seat.NORTH


def test_revoke_mark_agrees_with_the_cards() -> None:
    [board] = read_boards(pbn(play=["D8 D5 ST^R DA"]))
    assert board.revokes[0].marked
    assert not board.notes


def test_revoke_mark_that_disagrees_is_a_warning_not_a_revoke() -> None:
    [board] = read_boards(pbn(play=["HA HT^R H7 H4"]))
    assert board.revokes == ()
    assert [n.code for n in board.notes] == ["note_mark_not_revoke"]


def test_detection_does_not_need_the_mark() -> None:
    [board] = read_boards(pbn(play=["D8 D5 ST DA"]))
    assert board.revokes[0].seat == Seat.EAST and not board.revokes[0].marked


def test_passed_out_board() -> None:
    text = pbn(play=None, contract="Pass", declarer="")
    [board] = read_boards(text)
    assert board.contract is None


def test_result_out_of_reach_of_the_tricks_played_is_an_error() -> None:
    with pytest.raises(VerzakingError) as exc:
        read_boards(pbn(play=["HA HT H7 H4"], result="13"))
    assert exc.value.code == "result_range"


@pytest.mark.parametrize("text, code, line", [
    ('[Board "1"\n[Deal "x"]\n', "pbn_tag_syntax", 1),
    ('[Board "1"]\n{ never closed\n', "pbn_comment_open", 2),
    (pbn(play=["HA HT H7 H4"], contract="4Q"), "pbn_bad_value", 6),
    (pbn(play=["HA HT H7 H4"], vulnerable="Sometimes"), "pbn_bad_value", 3),
    (pbn(play=["HA HT H7 H4"], leader="N"), "pbn_play_leader", 7),
    (pbn(play=["HA HT H7 H4"], declarer="X", leader="W"), "pbn_bad_value", 5),
    (pbn(play=["HA HT H7 H4"], result="fourteen"), "pbn_bad_value", 7),
    (pbn(play=["HA HX H7 H4"]), "pbn_play_token", 8),
    ('[Board "1"]\n[Contract "4S"]\n[Declarer "S"]\n[Play "W"]\nHA HT H7 H4\n', "pbn_no_deal", 1),
    ('[Board "1"]\n[Deal "N:..."]\n[Declarer "S"]\n', "pbn_missing", 1),
])
def test_malformed_input_names_the_problem_and_line(text: str, code: str, line: int) -> None:
    [item] = load_text(text, kind="pbn", source="bad.pbn")
    assert item.error is not None
    assert item.error.code == code
    assert item.error.line == line
    assert item.error.file == "bad.pbn"
    assert f"regel {line}" in item.error.message("nl")
    assert f"line {line}" in item.error.message("en")


def test_one_bad_board_does_not_stop_the_others() -> None:
    text = pbn(play=["HA HT H7 H4"], board="1") + "\n" + pbn(
        play=["SA HT H7 H4"], board="2") + "\n" + pbn(play=["HA HT H7 H4"], board="3")
    items = load_text(text, kind="pbn")
    assert [i.board for i in items] == ["1", "2", "3"]
    assert [i.error is None for i in items] == [True, False, True]


def test_auction_is_kept() -> None:
    text = pbn(play=None, extra='[Auction "N"]\n1NT Pass =1= Pass\nPass')
    [game] = parse_pbn(text)
    assert game.sections["Auction"][0][1] == "1NT Pass =1= Pass"
    [board] = read_boards(text)
    assert board.auction == ("1NT", "Pass", "Pass", "Pass")
    assert board.tags["Board"] == "1"


def test_errors_are_value_errors_with_a_code() -> None:
    assert issubclass(InputError, ValueError)
