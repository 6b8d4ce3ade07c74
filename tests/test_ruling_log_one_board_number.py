"""A logged ruling has one board number: the one the director gave when he saved it (found
on a phone: the entry said board 7 and its ruling "Board 1")."""

from __future__ import annotations

from pathlib import Path

import verzaking
from verzaking.ruling_log import Meta, RulingLog, content_of, ruling_page
from verzaking.ruling_log.printed import entry_text

EXAMPLE_1 = {"contract": "4S", "declarer": "S", "vulnerable": "None",
             "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
             "revokes": [{"seat": "E", "trick": 6}]}


def test_the_board_the_director_gives_is_the_board_of_the_ruling_too(tmp_path: Path) -> None:
    ruling = verzaking.rule(EXAMPLE_1, equity=False)  # no number in the case: board "1"
    with RulingLog.open(tmp_path / "log.sqlite") as log:
        entry = log.add(content_of(ruling, Meta(board="7", table="3"), lang="en"))
        assert entry.content["board"] == "7"
        assert entry.content["case"]["board"] == "7"
        page = ruling_page(entry, "en")
        text = entry_text(entry, "en")
    assert "Board 7" in page and "Board 1 " not in page and "Board 1<" not in page
    assert "Board 1 " not in text
    # the facts still rule as before: -50 -> +420 (64A2)
    again = verzaking.rule(entry.content["case"], equity=False)
    assert (again.board, again.score_ns_adjusted) == ("7", 420)
