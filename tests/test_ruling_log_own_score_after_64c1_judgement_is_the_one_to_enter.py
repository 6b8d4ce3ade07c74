"""A log entry corrected to the director's own score says that score as the one to enter,
on the entry's page (server and offline) and on the players' printout, and names the
ruling's others for what they are (trial F4: the header said +430, the ruling's mark
"✓ in te vullen" and its last line +450, and the closing line "the ruling above gives
+420": three scores).

Worked by hand (seed example 1, 4♠ by South, nobody vulnerable, East revokes on trick 6,
declarer made 9 tricks):
- 64A2: East-West did not win the revoke trick but won a later one: one trick goes over,
  10 tricks, 4♠ made, 420 + 0 = +420 for North-South: the automatic result;
- the director judges 11 tricks without the revoke (64C1): 4♠ + 1, 420 + 30 = +450;
- then he corrects the entry to his own assigned score, +430: that is the score to enter.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import verzaking
from verzaking.ruling_log import Meta, RulingLog, content_of
from verzaking.ruling_log.printed import entry_text, ruling_page
from verzaking.web.view import as_entered, ruling_view

pytest.importorskip("jinja2")

CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}], "without_revoke": 11}
DUTCH = ("Door de wedstrijdleider toegekende score, in te vullen: +430 voor Noord-Zuid, zijn "
         "eigen arbitrale score, in plaats van +450 uit zijn oordeel hierboven (64C1); de "
         "automatische uitslag is +420.")


def corrected(tmp_path: Path):
    ruling = verzaking.rule(CASE, equity=False)
    assert (ruling.score_ns_adjusted, ruling.score_ns_equity) == (420, 450)  # by hand, above
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(ruling, Meta(), lang="nl", case=CASE))
        return ruling, log.correct(1, {"score_ns": 430, "score_basis": {"kind": "own"}},
                                   reason="arbitrale score")


def test_the_printout_enters_the_directors_own_score_only(tmp_path: Path) -> None:
    _, entry = corrected(tmp_path)
    said = entry_text(entry, "nl")
    assert said.rstrip().splitlines()[-1] == DUTCH
    assert "In te vullen: 11 slagen" not in said  # the judgement's "to enter" line is gone
    english = ruling_page(entry, "en")
    assert ("Score assigned by the director, to enter: +430 for North-South, his own assigned "
            "score, in place of +450 from his judgement above (64C1); the automatic result is "
            "+420.") in english
    assert "To enter: 11 tricks" not in english


def test_the_entry_page_marks_no_other_score_to_enter(tmp_path: Path) -> None:
    ruling, entry = corrected(tmp_path)
    plain = ruling_view(ruling, "nl")["score"]
    assert plain["enter_col"] == "equity"  # without the correction, +450 is marked
    score = as_entered(ruling_view(ruling, "nl"), entry.content, ruling, "nl")["score"]
    assert score["enter_col"] is None and score["enter"] == [DUTCH]


def test_the_offline_entry_page_says_the_same(tmp_path: Path) -> None:
    from verzaking.site import bridge
    _, entry = corrected(tmp_path)
    [view] = bridge._entry_view(entry, "nl", "log.html")["rulings"]
    assert view["score"]["enter_col"] is None and view["score"]["enter"] == [DUTCH]


def test_the_directors_64c1_score_kept_stays_marked(tmp_path: Path) -> None:
    ruling = verzaking.rule(CASE, equity=False)
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(ruling, Meta(), lang="nl", case=CASE))
        entry = log.entries()[0]
    assert entry.content["score_ns"] == 450  # his judgement, the ruling's score to enter
    assert as_entered(ruling_view(ruling, "nl"), entry.content, ruling,
                      "nl")["score"]["enter_col"] == "equity"
    assert entry_text(entry, "nl").rstrip().splitlines()[-1] == (
        "Door de wedstrijdleider toegekende score: +450 voor Noord-Zuid, zijn oordeel volgens "
        "64C (het automatische resultaat hierboven is +420).")
