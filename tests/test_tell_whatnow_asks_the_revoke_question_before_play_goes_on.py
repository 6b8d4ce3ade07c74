"""Verloop (trial F14): while the page asks whether a card was a revoke, "what now?" does not
say that play goes on; it says the question comes first.  Before, its first line was "Het
spel gaat verder: Noord is aan de beurt in slag 7 (art. 44)", above the question, and a
director who reads "what now?" first may let play go on past the moment to correct (62A:
a revoke noticed before the offending side plays to the next trick is corrected).

By hand (seed example 1): trick 6 ♥2 (South) ♥3 (West) ♥A (North) ♣4 (East); East may
still hold a heart, so the page asks; dummy's ♥A won, so North would lead trick 7.
"""

from __future__ import annotations

from typing import Any

from test_law_62_revoke_told_by_taps_page import EXAMPLE_1, client, told, whatnow

assert client  # the module's fixture, used by name below


def test_the_question_comes_first_and_play_does_not_go_on_yet(client: Any) -> None:
    html = told(client, EXAMPLE_1[:-1])
    lines = whatnow(html)
    assert lines[0] == ("Eerst de vraag hieronder: verzaakte Oost met ♣4? Het spel gaat pas "
                        "verder als die beantwoord is.")
    assert not any(line.startswith("Het spel gaat verder") for line in lines)
    assert "Verzaakte Oost met ♣4" in html  # the question itself, with its taps


def test_answered_nobody_yet_play_goes_on(client: Any) -> None:
    html = told(client, [*EXAMPLE_1[:-1], "revoke:3:"])
    assert "Het spel gaat verder: Noord is aan de beurt in slag 7. (art. 44)" in whatnow(html)
