"""PBN Play rows written in another seat order than PBN's fixed columns (issue 12): each
card's player is taken from the deal; a row no seat order explains is still refused.

The board is seed 000's example 1 (tests/fixtures/voorbeeld1.pbn): East revokes on trick 6
(♣4 on hearts, holding ♥4), 64A2, one trick, 9 -> 10 tricks, +420 instead of -50.
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import FIXTURES
from verzaking.cards import Card, Seat

COLUMNS = "WNES"
"""The fixture's columns: [Play "W"], so West, North, East, South."""


def _rows() -> tuple[list[str], list[list[str]]]:
    lines = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith('[Play "'))
    head, rows = lines[:start + 1], [line.split() for line in lines[start + 1:] if line != "*"]
    return head, rows


def _text(rows: list[list[str]]) -> str:
    head, _ = _rows()
    return "\n".join([*head, *(" ".join(r) for r in rows), "*"]) + "\n"


def _from_leader(rows: list[list[str]]) -> list[list[str]]:
    """Each row written clockwise from the trick's leader (as some programs do)."""
    board = verzaking.read_text(_text(rows), kind="pbn")[0].facts
    assert board is not None and board.play is not None
    out = []
    for trick, row in zip(board.play.tricks, rows, strict=True):
        lead = COLUMNS.index(trick.leader.letter)
        out.append(row[lead:] + row[:lead])
    return out


def _rule(text: str, **kw: object) -> verzaking.Ruling:
    [board] = verzaking.read_text(text, kind="pbn", **kw)  # type: ignore[arg-type]
    assert board.error is None, board.error and board.error.message("en")
    assert board.facts is not None
    return verzaking.rule(board.facts, equity=False)


def test_61A_64A2_rows_from_the_leader_are_read_and_ruled_as_in_columns() -> None:
    _, rows = _rows()
    rotated = _from_leader(rows)
    assert rotated != rows  # some rows really are written from another seat
    r = _rule(_text(rotated))
    [rr] = r.revokes
    assert (rr.revoke.seat, rr.revoke.trick, rr.revoke.held) == (Seat.EAST, 6, (Card.parse("H4"),))
    assert (rr.rule, rr.tricks_transferred, r.score_ns_played, r.score_ns_adjusted) == (
        "64A2", 1, -50, 420)
    [note] = [n for n in r.facts.notes if n.code == "note_pbn_rows_reseated"]
    assert set(note.data["tricks"]) == {n for n, (a, b) in enumerate(zip(rows, rotated, strict=True), 1)
                                        if a != b}
    assert "not in PBN's column order" in verzaking.render_text(r, "en")


def test_strict_refuses_rows_in_another_seat_order_with_the_place() -> None:
    _, rows = _rows()
    [board] = verzaking.read_text(_text(_from_leader(rows)), kind="pbn", strict=True)
    assert board.error is not None and board.error.code == "card_not_held"
    assert board.error.line is not None


def test_an_unknown_card_in_a_turned_row_is_placed_by_the_turn_of_the_others() -> None:
    _, rows = _rows()
    rotated = _from_leader(rows)
    # trick 13 is led by West; make it "HT - CQ CJ" from trick 12's winner on: but the
    # last row may have a card not known, so use it: trick 13 written from North (the
    # winner of trick 12 is West, so this row is turned by one seat)
    assert rotated[12] == ["HT", "HQ", "CQ", "CJ"]
    rotated[12] = ["HQ", "-", "CJ", "HT"]  # N E S W, East's card not known
    [board] = verzaking.read_text(_text(rotated), kind="pbn")
    assert board.facts is not None and board.facts.play is not None
    last = board.facts.play.tricks[12]
    assert last.cards[Seat.EAST] is None and last.cards[Seat.NORTH] == Card.parse("HQ")
    assert last.cards[Seat.WEST] == Card.parse("HT") and last.winner is None
    assert board.facts.revokes[0].trick == 6


def test_a_row_no_seat_order_explains_is_refused() -> None:
    _, rows = _rows()
    rows[2] = ["C2", "C3", "C9", "C6"]  # trick 3: ♣6 is North's, as is ♣3: two from one hand
    [board] = verzaking.read_text(_text(rows), kind="pbn")
    assert board.error is not None and board.error.code in ("card_not_held", "card_played_twice")


def test_a_revoke_mark_moves_with_its_card() -> None:
    _, rows = _rows()
    rotated = _from_leader(rows)
    six = rotated[5]
    rotated[5] = [c + "^R" if c == "C4" else c for c in six]
    r = _rule(_text(rotated))
    assert r.revokes[0].revoke.marked and not [n for n in r.facts.notes
                                               if n.code == "note_mark_not_revoke"]


@pytest.mark.parametrize("strict", [False, True])
def test_rows_in_columns_read_the_same_either_way(strict: bool) -> None:
    _, rows = _rows()
    r = _rule(_text(rows), strict=strict)
    assert (r.revokes[0].rule, r.score_ns_adjusted) == ("64A2", 420)
    assert not [n for n in r.facts.notes if n.code == "note_pbn_rows_reseated"]
