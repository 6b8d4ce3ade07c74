"""Verloop (trial F2): the page offers "or just who won trick N" only before the first trick
told by its cards (the table takes winner-only tricks as the prefix of a board, before any
card).  Once a trick is told by its cards, the page says so, plainly, where the offer was,
and its intro says that limit too; before, the offer just went away.

By hand: 4♠ by South, so West leads trick 1.  Trick 1 told by its cards (♦A ♦2 ♦3 ♦4,
West's ♦A wins: nobody trumps, the highest card of the suit led wins, Law 44) and West
leads trick 2: no winner-only offer, and the hint names trick 2.
"""

from __future__ import annotations

from typing import Any

from test_law_62_revoke_told_by_taps_page import SETUP, client, told

assert client  # the module's fixture, used by name below

BY_CARDS = ["card:DA", "card:D2", "card:D3", "card:D4"]


def test_trick_1_offers_who_won_and_no_hint(client: Any) -> None:
    html = client.post("/tell?lang=nl", data={"lang": "nl", **SETUP, "do": ""},
                       headers={"X-Fragment": "1"}).text
    assert "Of alleen wie slag 1 won:" in html
    assert "tell-won-gone" not in html


def test_after_a_trick_by_cards_the_page_says_why_who_won_is_gone(client: Any) -> None:
    html = told(client, BY_CARDS)
    assert "Of alleen wie slag 2 won" not in html
    assert ("Alleen wie slag 2 won kan hier niet meer: het programma neemt slagen met alleen "
            "de winnaar op tot de eerste slag met kaarten, niet daarna. Tik de kaarten, of tik "
            "Claim voor de rest.") in html
    english = told(client, BY_CARDS, "en")
    assert "Just who won trick 2 is no longer possible here" in english


def test_the_hint_is_not_shown_in_the_middle_of_a_trick(client: Any) -> None:
    html = told(client, [*BY_CARDS, "card:DK"])  # West led trick 2: who won is not asked now
    assert "tell-won-gone" not in html
