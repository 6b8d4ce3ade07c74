"""Oefenen speaks to the user as "u", as the rest of the app does (trial F18: "Je voortgang"
beside pages that say "u").  The trainer's own texts (quiz_nl) have no "je"/"jij"/"jouw"
left; the expected words are the formal forms worked by hand ("Uw voortgang", "Zo telt u").
"""

from __future__ import annotations

import re

from verzaking.catalogs import quiz_nl
from verzaking.render.i18n import text

INFORMAL = re.compile(r"\b(je|jij|jou|jouw)\b", re.I)


def test_no_informal_you_in_the_trainers_dutch_texts() -> None:
    catalog = next(v for v in vars(quiz_nl).values()
                   if isinstance(v, dict) and "quiz.web.progress" in v)
    assert [k for k, v in catalog.items() if INFORMAL.search(v)] == []


def test_progress_and_feedback_say_u() -> None:
    assert text("quiz.web.progress", "nl") == "Uw voortgang"
    assert text("quiz.myth.extra_1997", "nl") == (
        "Zo vergeet u de extra slag die 64A2 in 1997 nog kende.")
