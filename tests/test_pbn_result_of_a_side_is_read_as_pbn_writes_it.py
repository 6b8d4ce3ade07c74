"""``[Result]`` as PBN 3.4.15 also writes it: the tricks of a side, or a ``^`` before it.

``NS 6``, ``EW 7``, both (``NS 6 EW 7``, adding up to 13) and ``^8`` (the players agreed a
number the tricks do not make) were refused as "cannot read value"; a result of both sides
that does not add up to 13, a side twice, or more than 13 is still refused at its line.
"""

from __future__ import annotations

import pytest

from pbnkit import pbn
from verzaking import read_text


def only(result: str, declarer: str = "S"):
    """pbnkit's game without play: the result is declarer's total (line 7)."""
    [board] = read_text(pbn(play=None, result=result, declarer=declarer), name="t.pbn")
    return board


@pytest.mark.parametrize(("result", "declarer", "tricks"), [
    ("NS 6", "S", 6), ("EW 7", "S", 6), ("NS 6 EW 7", "S", 6), ("EW 7 NS 6", "S", 6),
    ("ns 8", "S", 8), ("^8", "S", 8),
    # West declares: East-West's tricks are his
    ("EW 4", "W", 4), ("NS 4", "W", 9),
])
def test_a_sides_tricks_are_declarers(result: str, declarer: str, tricks: int) -> None:
    board = only(result, declarer)
    assert board.error is None, board.error.message("en")
    assert board.facts.declarer_tricks == tricks


@pytest.mark.parametrize("result", ["NS 6 EW 6", "NS 6 NS 7", "EW 14", "NS", "NS six", "6 NS"])
def test_a_result_that_cannot_be_is_refused_at_its_line(result: str) -> None:
    err = only(result).error
    assert err is not None and (err.code, err.line, err.params["tag"]) == (
        "pbn_bad_value", 7, "Result")
    assert "NS 9, EW 4" in err.message("en")
