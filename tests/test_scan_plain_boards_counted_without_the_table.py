"""The scan counts a board whose play is plain without its table (issue 12's speed): every
card held, suit followed when it can be, no mark, no error.  Such a board must give what the
full reading gives, and a board with a revoke, an error or a mark must never be counted so.

The deal is tests/pbnkit.py's: North ♠AKQJ ♥T98 ♦765 ♣432, East ♠T98 ♥765 ♦432 ♣AKQJ,
South ♠765 ♥432 ♦AKQJ ♣T98, West ♠432 ♥AKQJ ♦T98 ♣765; 1NT by South, West leads; the
``Play`` columns are West, North, East, South.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, SHARED_DATA
from pbnkit import DEAL, pbn
from verzaking.cards import Deal, Seat
from verzaking.contract import Contract
from verzaking.io.pbn import game_to_facts
from verzaking.io.pbnparse import parse_pbn
from verzaking.io.pbnplain import plain_play
from verzaking.laws import find_edition
from verzaking.scan.reading import scan_text
from verzaking.table import Table

PLAIN = ["HA H8 H7 H2", "HK H9 H6 H3"]
"""Two hearts won by West: both in the columns, every card following suit."""
TO_EAST = ["C7 C2 CA C8"]
"""West leads a club, East wins with the ace."""
FROM_LEADER = "CK C9 C6 C3"
"""East's ♣K lead written from the leader (East, South, West, North), not in the columns."""


def _thirteen_with_a_result_that_differs() -> str:
    """All thirteen tricks, each player taking the last of his legal cards, and a ``Result``
    one trick off the tricks won."""
    table = Table(contract=Contract.parse("1NT", declarer="S"), deal=Deal.from_pbn(DEAL),
                  rules=find_edition("2017"))
    for _ in range(52):
        table.play(table.legal_cards()[-1])
    assert not table.revokes and len(table.completed()) == 13
    rows = [" ".join(str(t.cards[Seat.parse(c)]) for c in "WNES") for t in table.tricks]
    return pbn(board="2", play=rows, result=str((table.declarer_tricks() + 1) % 14))


BOARDS = {
    "plain": pbn(board="1", play=PLAIN, result="7"),
    "all_thirteen_differs": _thirteen_with_a_result_that_differs(),
    "reseated": pbn(board="3", play=[*PLAIN, *TO_EAST, FROM_LEADER], result="5"),
    "cut_short": pbn(board="4", play=[*PLAIN, *TO_EAST, "- - CQ -"], result="4"),
    "no_result": pbn(board="5", play=PLAIN),
    "revoke": pbn(board="6", play=["HA HT CA H2"], result="7"),
    "not_held": pbn(board="7", play=["HA H8 H7 SA"], result="7"),
    "result_out_of_reach": pbn(board="8", play=PLAIN, result="12"),
    "marked": pbn(board="9", play=["HA H8 H7 H2^R"], result="7"),
    "unknown_in_the_middle": pbn(board="10", play=["HA - H7 H2", *PLAIN[1:]], result="7"),
}
PLAIN_KEYS = {"plain", "all_thirteen_differs", "reseated", "cut_short", "no_result"}


def _same_as_in_full(text: str, *, strict: bool = False) -> int:
    """Check every plain game of ``text`` against its full reading; the number of them."""
    count = 0
    for game in parse_pbn(text):
        plain = plain_play(game, strict=strict)
        if plain is None:
            continue
        count += 1
        facts = game_to_facts(game, strict=strict)
        assert facts.contract == plain.contract and not facts.revokes
        assert facts.play is not None
        side = plain.contract.declaring_side
        assert len(facts.tricks) == plain.played
        assert sum(1 for t in facts.tricks if t.side == side) == plain.won
        codes = {n.code for n in facts.notes}
        assert ("note_pbn_rows_reseated" in codes) == plain.reseated
        assert ("note_result_differs" in codes) == plain.result_differs
        expected = (plain.won if plain.played == 13 else
                    plain.result if plain.result is not None else None)
        assert facts.declarer_tricks == expected
    return count


@pytest.mark.parametrize("key", sorted(BOARDS))
def test_44_plain_board_taken_only_when_plain(key: str) -> None:
    [game] = parse_pbn(BOARDS[key])
    assert (plain_play(game) is not None) == (key in PLAIN_KEYS)
    assert _same_as_in_full(BOARDS[key]) == (key in PLAIN_KEYS)


def test_44_plain_boards_count_their_tricks_as_the_table_does() -> None:
    games = {key: parse_pbn(text)[0] for key, text in BOARDS.items()}
    got = {key: plain_play(games[key]) for key in PLAIN_KEYS}
    assert {k: (p.played, p.won, p.result, p.reseated, p.result_differs)
            for k, p in got.items() if p is not None and k != "all_thirteen_differs"} == {
        "plain": (2, 0, 7, False, False), "no_result": (2, 0, None, False, False),
        "reseated": (4, 0, 5, True, False), "cut_short": (3, 0, 4, False, False)}
    thirteen = got["all_thirteen_differs"]
    assert thirteen is not None and (thirteen.played, thirteen.result_differs) == (13, True)


def test_strict_reading_never_counts_a_row_out_of_its_columns() -> None:
    [game] = parse_pbn(BOARDS["reseated"])
    assert plain_play(game, strict=True) is None
    [game] = parse_pbn(BOARDS["plain"])
    assert plain_play(game, strict=True) is not None


@pytest.mark.parametrize("strict", [False, True])
def test_scan_gives_the_same_findings_by_either_path(strict: bool) -> None:
    text = "\n".join(BOARDS.values())
    quick = scan_text(text, path="mixed.pbn", size=len(text), laws="2017", lang="en",
                      strict=strict)
    full = scan_text(text, path="mixed.pbn", size=len(text), laws="2017", lang="en",
                     strict=strict, plain=False)
    assert quick == full
    rows = [(f.type, f.board, f.rule or f.code or f.source) for f in quick.scan.findings]
    assert ("revoke", "6", "64A2") in rows  # the revoke was not counted as plain
    assert ("result", "2", "Result") in rows
    assert quick.scan.counts["revokes"] == 1


def test_revoke_fixture_is_never_plain_and_is_ruled_as_before() -> None:
    text = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")  # East revokes on trick 6
    [game] = parse_pbn(text)
    assert plain_play(game) is None
    quick = scan_text(text, path="voorbeeld1.pbn", size=len(text), laws="2017", lang="nl")
    assert quick == scan_text(text, path="voorbeeld1.pbn", size=len(text), laws="2017",
                              lang="nl", plain=False)
    [row] = quick.scan.findings
    assert (row.seat, row.trick, row.rule, row.tricks_transferred) == ("E", 6, "64A2", 1)


def _shared_pbn() -> list[Path]:
    files = sorted((SHARED_DATA / "pbn").glob("*.pbn"))
    if not files:
        pytest.skip(f"{SHARED_DATA / 'pbn'} not available")
    return files


@pytest.mark.parametrize("strict", [False, True])
def test_real_records_plain_boards_agree_with_their_full_reading(strict: bool) -> None:
    total = 0
    for path in _shared_pbn():
        text = path.read_text(encoding="utf-8")
        total += _same_as_in_full(text, strict=strict)
    assert total >= (3_500 if strict else 7_700)  # most real boards take the plain path


def test_real_records_scan_the_same_by_either_path() -> None:
    for path in _shared_pbn():
        text = path.read_text(encoding="utf-8")
        for base, piece in ((0, text), (7, text[len(text) // 3:])):  # also a piece, lines after 7
            args = {"path": str(path), "size": len(piece), "laws": "2017", "lang": "nl",
                    "line_base": base}
            assert scan_text(piece, **args) == scan_text(piece, plain=False, **args), path.name
