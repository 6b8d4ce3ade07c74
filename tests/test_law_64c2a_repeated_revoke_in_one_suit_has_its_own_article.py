"""Law 64C2(a) (2017): after a repeated revoke by one player in one suit (64B2: no trick of
its own), the director adjusts the score if the non-offending side would likely have made
more tricks without the later revoke.  The reminder of 64C after the automatic transfer
names that article for the later revoke, as the director's own figure (``without_revoke``,
`laws/redress.py`) and the double-dummy estimate do; the editions before 2017 have one 64C.

Quick case, 4S by South, nobody vulnerable: West revokes in hearts on trick 3 and again on
trick 4 (North-South win both); East-West win tricks 5 and 8.  First revoke: 64A2, one
trick (the earliest of theirs from trick 3 on: trick 5); the second: 64B2, none.
North-South as played 11 (+450), adjusted 12 (+480).
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import case
from verzaking.render.text import step_text

TRICKS = "NS NS NS NS EW NS NS W NS NS NS NS NS"
REVOKES = [{"seat": "W", "trick": 3, "suit": "H"}, {"seat": "W", "trick": 4, "suit": "H"}]


@pytest.mark.parametrize("laws, article", [("2017", "64C2(a)"), ("2007", "64C"),
                                           ("1997", "64C")])
def test_the_repeat_is_reminded_under_the_editions_article(laws: str, article: str) -> None:
    r = verzaking.rule(case(TRICKS, REVOKES), laws=laws)
    assert [(x.rule, x.tricks_transferred) for x in r.revokes] == [("64A2", 1), ("64B2", 0)]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (11, 12)
    [repeat] = [s for s in r.steps if s.code == "64C2a.repeat"]
    assert repeat.law == article
    en, nl = step_text(repeat, "en"), step_text(repeat, "nl")
    assert en.startswith("For West's later revoke in hearts on trick 4, which repeats his "
                         "revoke in that suit on trick 3")
    assert nl.startswith("Voor de latere verzaking van West in harten in slag 4")
    if laws != "2017":  # the older editions have no 64C2: no text may name it
        assert "64C2" not in en + nl
    # the general reminder is still there, for the first revoke (64C1; before 2017 64C)
    single = next(s for s in r.steps if s.code == "64C1.equity")
    assert single.law == ("64C1" if laws == "2017" else "64C")


def test_the_directors_figure_cites_the_same_article_as_the_reminder() -> None:
    # without the revoke declarer would have made all 13 (his judgement): more than the
    # automatic 12, so 13 and +510 under 64C2(a), the article the reminder names
    c = {**case(TRICKS, REVOKES), "without_revoke": 13}
    r = verzaking.rule(c)
    [repeat] = [s for s in r.steps if s.code == "64C2a.repeat"]
    assert r.judgement is not None and r.judgement.law == repeat.law == "64C2(a)"
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (13, 510)


def test_one_revoke_alone_is_reminded_under_64c1_only() -> None:
    r = verzaking.rule(case(TRICKS, REVOKES[:1]))
    assert not [s for s in r.steps if s.code == "64C2a.repeat"]
    assert next(s for s in r.steps if s.code == "64C1.equity").law == "64C1"
