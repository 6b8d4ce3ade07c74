"""``verzaking.rule`` takes a board as ``verzaking.read`` gives it, and says what it takes.

A programmer's first try, ``rule(read(path)[0])``, failed with "'ReadBoard' object is not
iterable", and ``rule("case.json")`` with a ``ValueError`` about a "dictionary update
sequence".  A board read is ruled (its own laws kept, as ``rule_file`` does); a board that
could not be read raises its own error; a path or a text is refused naming ``rule_file``.
"""

from __future__ import annotations

import json

import pytest

import verzaking
from conftest import FIXTURES, ROOT


def test_a_board_read_from_a_hand_record_is_ruled_as_its_facts() -> None:
    [board] = verzaking.read(FIXTURES / "voorbeeld1.pbn")
    ruling = verzaking.rule(board, equity=False)
    # the seed's example 1: 9 tricks as played, one transferred (64A2), +420 after
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted) == (9, 10)
    assert ruling.score_ns_adjusted == 420


def test_a_case_read_keeps_the_laws_it_names() -> None:
    case = json.loads((ROOT / "examples" / "voorbeeld1.json").read_text("utf-8"))
    [board] = verzaking.read_text(json.dumps({**case, "laws": "1997"}), name="c.json")
    assert verzaking.rule(board, equity=False).edition == "1997"


def test_a_board_that_could_not_be_read_raises_its_own_error() -> None:
    text = (FIXTURES / "voorbeeld1.pbn").read_text("utf-8")
    bad = text.replace("N:9742.AQJ6.852.63", "N:9742.AQJ6.852.632")  # North: 14 cards
    [board] = verzaking.read_text(bad, name="bad.pbn")
    assert board.error is not None
    with pytest.raises(verzaking.VerzakingError) as exc:
        verzaking.rule(board)
    assert exc.value is board.error


@pytest.mark.parametrize("given", ["examples/voorbeeld1.json", ROOT / "examples" / "x.json",
                                   b"{}", 42], ids=["str", "path", "bytes", "int"])
def test_a_path_or_a_text_is_refused_naming_what_rule_takes(given: object) -> None:
    with pytest.raises(TypeError) as exc:
        verzaking.rule(given)  # type: ignore[arg-type]
    assert "rule() takes a board" in str(exc.value)
