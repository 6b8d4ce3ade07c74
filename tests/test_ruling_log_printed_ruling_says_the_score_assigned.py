"""The printed ruling of a log entry ends with the score the director assigned, where it
differs from the ruling's own (phone trial: after a correction to +150 the page's header
said +150 but its ruling ended "+120", and never said +150 was the 64C estimate)."""

from __future__ import annotations

from pathlib import Path

import pytest

import verzaking
from conftest import FIXTURES
from verzaking.ruling_log import Meta, RulingLog, content_of
from verzaking.ruling_log.casedoc import case_from_facts
from verzaking.ruling_log.printed import entry_text, ruling_page

CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}


def logged(tmp_path: Path, ruling: verzaking.Ruling, case: dict, score: int | None):
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(ruling, Meta(), lang="nl", case=case))
        if score is None:
            return log.entries()[0]
        return log.correct(1, {"score_ns": score}, reason="arbitrale score")


def test_an_assigned_score_is_said_after_the_ruling(tmp_path: Path) -> None:
    # example 1: the ruling gives +420 (64A2); the director assigns +450
    entry = logged(tmp_path, verzaking.rule(CASE, equity=False), CASE, 450)
    last = entry_text(entry, "nl").rstrip().splitlines()[-1]
    # the ruling's +420 is its automatic result (64A2), named as such (trial F4)
    assert last == ("Door de wedstrijdleider toegekende score, in te vullen: +450 voor "
                    "Noord-Zuid, zijn eigen arbitrale score (de automatische uitslag hierboven "
                    "is +420).")
    assert "Score assigned by the director, to enter: +450" in ruling_page(entry, "en")


def test_no_line_when_the_director_enters_the_rulings_score(tmp_path: Path) -> None:
    entry = logged(tmp_path, verzaking.rule(CASE, equity=False), CASE, 420)
    assert "toegekende score" not in entry_text(entry, "nl")


def test_the_estimate_of_64c_is_named_when_it_is_the_score_assigned(tmp_path: Path) -> None:
    pytest.importorskip("endplay")
    [board] = verzaking.read(FIXTURES / "equity_more.pbn")
    ruling = verzaking.rule(board.facts)
    # worked by hand in the fixture: −100 after 64A2, +400 without the revoke (64C)
    assert (ruling.score_ns_adjusted, ruling.score_ns_equity) == (-100, 400)
    entry = logged(tmp_path, ruling, case_from_facts(ruling.facts, ruling), 400)
    assert ("toegekende score: +400 voor Noord-Zuid, de schatting van 64C (het automatische "
            "resultaat hierboven is −100)") in entry_text(entry, "nl")
