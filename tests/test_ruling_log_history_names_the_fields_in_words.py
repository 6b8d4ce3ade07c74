"""An entry's history names the fields a correction changed as the log's columns do (phone
trial: a corrected score showed the raw key ``score_ns`` in the "Changed" column)."""

from __future__ import annotations

from pathlib import Path

import pytest

import verzaking
from verzaking.ruling_log import Meta, RulingLog, content_of
from verzaking.ruling_log.printed import entry_page

CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}


@pytest.mark.parametrize(("lang", "changed"), [("nl", "score NZ, tafel"),
                                               ("en", "NS score, table")])
def test_a_corrected_score_and_table_are_named_in_words(tmp_path: Path, lang: str,
                                                        changed: str) -> None:
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(verzaking.rule(CASE, equity=False), Meta(table="3"), lang=lang,
                           case=CASE))
        entry = log.correct(1, {"score_ns": 400, "table": "4"}, reason="verkeerde tafel")
    history = entry_page(entry, lang)["history"]
    assert [h["changed"] for h in history] == ["", changed]
    assert "score_ns" not in history[1]["changed"]


def test_a_corrected_board_number_is_the_facts_number_too(tmp_path: Path) -> None:
    # as when the entry is saved with a number (content_of): the case carries it, so an
    # export or a ruling again from the facts names the same board as the entry
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(verzaking.rule(CASE, equity=False), Meta(board="7"), lang="nl",
                           case=CASE))
        entry = log.correct(1, {"board": "17"}, reason="verkeerd spel")
        assert (entry.content["board"], entry.content["case"]["board"]) == ("17", "17")
        entry = log.correct(1, {"board": None}, reason="nummer onbekend")
        assert entry.content["board"] is None and "board" not in entry.content["case"]
        assert entry_page(entry, "en")["history"][1]["changed"] == "board, facts"
