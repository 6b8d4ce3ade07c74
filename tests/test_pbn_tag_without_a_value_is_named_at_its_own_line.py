"""A tag the ruling needs that is there but has no value is named at its own line.

``[Deal "#"]`` takes the deal of the board before; in the first game of a file there is
none, and the error said line 1 (the game's first line) instead of the tag's.  The same for
an empty ``[Contract ""]``, ``[Declarer ""]`` or a ``#`` with nothing before it to repeat.
A tag that is not there at all is still named at the game's first line.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pbnkit import DEAL, pbn
from verzaking import read_text
from verzaking.cli import main

# pbnkit's lines: 1 Board, 2 Dealer, 3 Vulnerable, 4 Deal, 5 Declarer, 6 Contract, 7 Result,
# 8 Play, 9 the trick (North wins it: ♠A), 10 "*".
ROWS = ["S2 SA S8 S5"]


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


@pytest.mark.parametrize("deal", ["#", ""])
def test_a_deal_with_nothing_before_it_to_repeat_is_named_at_its_line(deal: str) -> None:
    err = only(pbn(play=ROWS, result="7", deal=deal)).error
    assert err is not None and err.code == "pbn_no_deal" and err.line == 4


def test_a_deal_of_the_board_before_is_taken() -> None:
    # the second game (its lines 12 to 21) repeats the first one's deal
    first, second = read_text(pbn(play=ROWS, result="7") + "\n"
                              + pbn(play=ROWS, result="7", board="2", deal="#"), name="t.pbn")
    assert first.error is None and second.error is None
    assert second.facts.tags["Deal"] == DEAL


@pytest.mark.parametrize(("tag", "line"), [("Contract", 6), ("Declarer", 5)])
@pytest.mark.parametrize("value", ["", "#"])
def test_an_empty_tag_is_named_at_its_line(tag: str, line: int, value: str) -> None:
    # no [Play]: a declarer cannot be taken from its leader
    text = re.sub(rf'\[{tag} "[^"]*"\]', f'[{tag} "{value}"]', pbn(play=None, result="7"))
    err = only(text).error
    assert err is not None and (err.code, err.line, err.params["tag"]) == ("pbn_empty", line, tag)
    assert "has no value" in err.message("en") and "heeft geen waarde" in err.message("nl")


def test_a_tag_not_there_is_named_at_the_games_first_line() -> None:
    text = '[Event "Club"]\n' + pbn(play=None, result="7").replace('[Contract "1NT"]\n', "")
    err = only(text).error
    assert err is not None and (err.code, err.line) == ("pbn_missing", 1)


def test_the_command_line_names_the_deals_line(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hash.pbn"
    path.write_text(pbn(play=ROWS, result="7", deal="#"), encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en", "--no-equity"]) == 2
    assert f"{path}, line 4, board 1: no [Deal]" in capsys.readouterr().err
