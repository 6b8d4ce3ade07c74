"""The short path's "who won that trick?" named by seats, in a real browser on a 390x844 phone
(issue 30, item 2): on the server's page and in the offline app, once the revoker is tapped
the three answers name the seats ("Oost zelf", "West", "Noord-Zuid (leider of blinde)"), so
that a director whose dummy won the trick a defender revoked on taps the declaring side, not
"his partner".  Every ruling below is worked by hand; all are 4♠ by South, nobody vulnerable
(4♠ made +420, +1 +450, +2 +480; down one -50, two -100).

- Seed example 1: East revokes on trick 6, dummy (North) wins it, East-West win one later
  trick; declarer 9 tricks.  64A2: one trick to North-South: 10, +420.
- Seed example 2: East revokes on trick 7 and wins it, East-West win one later trick.  64A1:
  that trick and one later: 9 + 2 = 11, +450.
- The issue's case: East revokes, dummy wins the trick, East-West win nothing afterwards;
  declarer 10 tricks.  64B1: the offending side won neither the revoke trick nor a later one:
  nothing moves, 10, +420 (tapping "his partner" made it 64A2 and +450).
- West revokes, dummy wins, East-West win one later trick; declarer 10.  64A2: 11, +450.
- South (declarer) revokes on trick 6, dummy wins it; declarer 9 (so North-South won at
  least three after it: "2 or more").  64A2 (dummy's trick is not declarer's, footnote to
  64A): one trick to East-West: 8, -100.
- South revokes, East-West win the trick; declarer 9.  64A2: 8, -100.
- North (dummy) revokes on trick 6 and wins it himself; declarer 9.  64B3: a revoke by
  dummy is not rectified: 9, -50.

Skipped when /usr/bin/chromium or playwright is missing; the offline app also without npm (and a
cached Pyodide).
"""

from __future__ import annotations

from typing import Any

import pytest

from browserkit import (
    ENGINE_TIMEOUT,
    browser_fixture,
    need_chromium,
    offline_fixture,
    page_fixture,
    phone_page,
    server_fixture,
)

sync_api = need_chromium("uvicorn", "fastapi")

from verzaking.web import create_app  # noqa: E402

# (declarer's tricks, revoker, trick, the answer tapped, later, offered, score, article)
DEFENDER_E = ["Oost zelf", "West", "Noord-Zuid (leider of blinde)"]
DEFENDER_W = ["West zelf", "Oost", "Noord-Zuid (leider of blinde)"]
DECLARER_S = ["Zuid zelf (leider)", "Noord (blinde)", "Oost-West"]
DUMMY_N = ["Noord zelf (blinde)", "Zuid (leider)", "Oost-West"]
CASES = {
    "seed example 1": ("9", "E", "6", "Noord-Zuid (leider of blinde)", "1", DEFENDER_E,
                       "+420", "64A2"),
    "seed example 2": ("9", "E", "7", "Oost zelf", "1", DEFENDER_E, "+450", "64A1"),
    "East revokes, dummy wins, nothing later": (
        "10", "E", "6", "Noord-Zuid (leider of blinde)", "0", DEFENDER_E, "+420", "64B1"),
    "West revokes, dummy wins, one later": (
        "10", "W", "6", "Noord-Zuid (leider of blinde)", "1", DEFENDER_W, "+450", "64A2"),
    "declarer revokes, dummy wins": ("9", "S", "6", "Noord (blinde)", "2", DECLARER_S,
                                     "−100", "64A2"),
    "declarer revokes, East-West win": ("9", "S", "6", "Oost-West", "2", DECLARER_S,
                                        "−100", "64A2"),
    "dummy revokes and wins": ("9", "N", "6", "Noord zelf (blinde)", "2", DUMMY_N, "−50",
                               "64B3"),
}


browser = browser_fixture()
server = server_fixture(create_app)
offline_url = offline_fixture("offline_url")
page = page_fixture(ENGINE_TIMEOUT)


class Taps:
    """Taps on the page, counted (the ruling's button is a tap too)."""

    def __init__(self, page: Any) -> None:
        self.page, self.count = page, 0

    def radio(self, name: str, value: str) -> None:
        self.page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()
        self.count += 1

    def label(self, text: str) -> None:
        """The answer to "who won that trick?" by the words the director reads."""
        self.page.locator("[data-won-by] label.tap").filter(
            has=self.page.get_by_text(text, exact=True)).tap()
        self.count += 1

    def submit(self) -> None:
        self.page.get_by_role("button", name="Uitspraak").first.tap()
        self.count += 1


def offered(page: Any) -> list[str]:
    texts: list[str] = page.locator("[data-won-by] label.tap span").all_inner_texts()
    return texts


def fresh(page: Any, url: str) -> None:
    """The quick form as it first appears (the offline app: once its engine is ready)."""
    page.goto(url)
    if page.evaluate("document.documentElement.getAttribute('data-engine')") == "browser":
        page.evaluate("window.verzaking.ready")


def rule_short(page: Any, name: str) -> int:
    """Case ``name`` by the short path, the seats it offers checked; the taps it took."""
    tricks, seat, trick, answer, later, labels, score, law = CASES[name]
    taps = Taps(page)
    for field, value in (("level", "4"), ("strain", "S"), ("declarer", "S"),
                         ("s_tricks", tricks), ("s_seat", seat), ("s_trick", trick)):
        taps.radio(field, value)
    assert offered(page) == labels
    taps.label(answer)
    taps.radio("s_later", later)
    taps.submit()
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text(score)
    sync_api.expect(page.locator("ul.revoke-lines")).to_contain_text(f"art. {law}")
    return taps.count


@pytest.mark.parametrize("name", list(CASES))
def test_offline_every_revoker_and_winner_by_seats(page: Any, offline_url: str,
                                                    name: str) -> None:
    fresh(page, offline_url)  # the offline app opens on the short path
    assert rule_short(page, name) <= 9


@pytest.mark.parametrize("name", ["seed example 1", "seed example 2",
                                  "East revokes, dummy wins, nothing later",
                                  "declarer revokes, dummy wins", "dummy revokes and wins"])
def test_the_servers_page_by_seats(page: Any, server: str, name: str) -> None:
    fresh(page, server + "/?lang=nl")
    Taps(page).radio("path", "short")  # the server's page opens on the trick rows
    assert rule_short(page, name) <= 9


def test_before_the_revoker_is_tapped_no_answer_names_dummy(page: Any, server: str) -> None:
    fresh(page, server + "/?lang=nl")
    taps = Taps(page)
    taps.radio("path", "short")
    assert offered(page) == ["De verzaker zelf", "Zijn partner", "De andere partij"]
    taps.radio("s_seat", "E")  # no declarer yet: the seats, without their roles
    assert offered(page) == ["Oost zelf", "West", "Noord-Zuid"]
    taps.radio("declarer", "S")
    assert offered(page) == DEFENDER_E


def test_another_revoker_clears_the_answer_tapped_for_the_one_before(page: Any,
                                                                      server: str) -> None:
    fresh(page, server + "/?lang=nl")
    taps = Taps(page)
    for field, value in (("path", "short"), ("declarer", "S"), ("s_seat", "E")):
        taps.radio(field, value)
    taps.label("Noord-Zuid (leider of blinde)")
    taps.radio("s_seat", "S")  # now "other" would be East-West: not kept
    assert offered(page) == DECLARER_S
    assert page.locator("input[name=s_won]:checked").count() == 0


def test_in_english_the_seats_are_english(page: Any, server: str) -> None:
    fresh(page, server + "/?lang=en")
    taps = Taps(page)
    for field, value in (("path", "short"), ("declarer", "S"), ("s_seat", "E")):
        taps.radio(field, value)
    assert offered(page) == ["East himself", "West", "North-South (declarer or dummy)"]


def test_without_script_the_answer_comes_back_named_by_seats(browser: Any,
                                                              server: str) -> None:
    with phone_page(browser, None, java_script_enabled=False) as pg:
        pg.goto(server + "/?lang=nl")
        for field, value in (("path", "short"), ("level", "4"), ("strain", "S"),
                             ("declarer", "S"), ("s_tricks", "10"), ("s_seat", "E"),
                             ("s_trick", "6"), ("s_won", "other"), ("s_later", "0")):
            pg.locator(f"label.tap:has(input[name='{field}'][value='{value}'])").click()
        pg.get_by_role("button", name="Uitspraak").first.click()
        sync_api.expect(pg.locator("article.ruling td.after")).to_have_text("+420")
        assert offered(pg) == DEFENDER_E


def test_the_script_ships_with_the_offline_app(offline_url: str) -> None:
    import urllib.request

    with urllib.request.urlopen(offline_url + "static/shortpath.js") as got:
        assert b"data-won-by" in got.read()
