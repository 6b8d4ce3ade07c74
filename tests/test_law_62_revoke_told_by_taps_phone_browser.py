"""Issue 30, items 1 and 6: on a 390x844 phone (Debian's Chromium), offline, the seed's worked
example 1 is told by taps on the page "Verloop / Play by play" as a revoke noticed at once and
corrected, and "what now?" comes in at most 15 taps; then the same on the server's page, and a
revoke with cards played after it, whose "what now?" names the non-offenders' right to take
their cards back.  Every tap is counted (a tap on a link, a radio button or a button is one).

The seed's example 1 (../shared/seeds/000_*, "Voorbeeld 1"): South plays 4♠, nobody
vulnerable (the page's default); West took tricks 1 and 2, South 3 to 5; on trick 6 South
leads a heart to dummy's ♥A and East, who still holds ♥4, discards a club.  The cards of
trick 6 are the README's deal's: ♥2 ♥3 ♥A ♣4.  Told without the deal; South notices at once.

Worked by hand (2017):
- 62A: East's side has not played to trick 7: not established, so corrected; East takes ♣4
  back and follows suit with a heart (62B); from a defender's hand it becomes a major penalty
  card (62B1), to be played at the first legal opportunity (50D1); declarer's options when
  West next gains the lead are announced now (50D2), and what the card tells West (50E).
- 62C: East was the last to play to trick 6, so nobody played after the revoke: nobody has a
  card to take back, and "what now?" says nothing of 62C here.  The second board below
  (the README's trick 6: ♣5 led, West ♥3 holding ♣10, North ♣6, East ♣K) has cards after the
  revoke: declarer may take back dummy's card (62C1, 45B), and only then East his (62C2).
- The taps for example 1: the page (1), 4, ♠, Z (3), who won tricks 1-5 (5), the four cards
  of trick 6 (4), "revoke, noticed by Z" (1): 14.
- After it East plays ♥4 (♥A wins), South claims 10 and West agrees: nothing established,
  nothing transferred (62A): 4♠ made not vulnerable, 4 x 30 + 300 = +420 (77).

Skipped when /usr/bin/chromium or playwright is missing; the offline part also when npm (and
a cached Pyodide) is missing, as ``tests/test_site_browser.py`` is.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from browserkit import (
    ENGINE_TIMEOUT,
    browser_fixture,
    need_chromium,
    offline_fixture,
    phone,
    phone_page,
    served,
)

sync_api = need_chromium("uvicorn", "fastapi", "jinja2")

from verzaking.web import create_app  # noqa: E402
from verzaking.web.limits import Limits  # noqa: E402

MAX_TAPS = 15
EXAMPLE_1 = ["won:EW", "won:EW", "won:NS", "won:NS", "won:S",
             "card:H2", "card:H3", "card:HA", "card:C4", "revoke:3:S"]
"""The taps after the contract: who won tricks 1-5, the cards of trick 6, the revoke noticed."""
MEASURED: dict[str, Any] = {}


def write_report() -> None:
    """The taps counted, next to the site's report when $VERZAKING_SITE_REPORT is set."""
    report = os.environ.get("VERZAKING_SITE_REPORT")
    if report and MEASURED:
        Path(report).with_suffix(".taps.json").write_text(json.dumps(MEASURED, indent=1))


browser = browser_fixture(after=write_report)
site = offline_fixture("site")


class Taps:
    """A phone's finger on the page: every tap counted, each answered before the next."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def _answered(self) -> int:
        return int(self.page.locator("#verloop").get_attribute("data-answered") or 0)

    def _tap(self, locator: Any) -> None:
        before = self._answered()
        self.count += 1
        locator.tap()
        self.page.wait_for_function(
            "n => Number(document.getElementById('verloop').getAttribute('data-answered') || 0)"
            " > n", arg=before)

    def link(self, name: str) -> None:
        self.count += 1
        with self.page.expect_navigation():
            self.page.locator("header nav a", has_text=name).tap()

    def radio(self, name: str, value: str) -> None:
        self._tap(self.page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])"))

    def button(self, value: str) -> None:
        self._tap(self.page.locator(f"#verloop button[value='{value}']"))


def whatnow(page: Any) -> list[str]:
    return [str(s) for s in page.locator("#verloop .tell-whatnow li").all_inner_texts()]


def fits_the_phone(page: Any) -> None:
    """No sideways scrolling, and every card a tap target a finger can hit (WCAG 2.5.8: at
    least 24 by 24 CSS pixels; ours are 44 high)."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    boxes = page.locator("#verloop .card-grid button").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })")
    assert boxes and all(w >= 24 and h >= 44 for w, h in boxes), boxes


def tell_example_1(page: Any, taps: Taps, page_link: str) -> None:
    taps.link(page_link)
    taps.radio("level", "4")
    taps.radio("strain", "S")
    taps.radio("declarer", "S")
    for value in EXAMPLE_1[:-1]:
        taps.button(value)
    fits_the_phone(page)
    taps.button(EXAMPLE_1[-1])


EXAMPLE_1_NL = [
    "Oost bekent alsnog met een hartenkaart; ♣4 blijft als grote strafkaart open op tafel "
    "liggen. (art. 62B1)",
    "Oost heeft de strafkaart ♣4 op tafel: speel die bij de eerste toegestane gelegenheid; "
    "bekennen gaat voor. (art. 50D1)",
]


def example_1_said_and_ruled(page: Any, taps: Taps) -> None:
    said = whatnow(page)
    assert said[:2] == EXAMPLE_1_NL
    assert [line.rsplit("(art. ", 1)[1] for line in said] == ["62B1)", "50D1)", "50D2)", "50E)"]
    assert not any("62C" in line for line in said)  # nobody played after East
    assert taps.count <= MAX_TAPS
    sync_api.expect(page.locator("#verloop .tell-play h3")).to_have_text(
        "Slag 6: Oost speelt een kaart in de herstelde slag")
    # the rest of the board, not counted: East's heart, South's claim, West agrees
    for value in ("card:H4", "act:claim", "seat:S", "total:10", "accept:W"):
        if value == "act:claim":
            page.locator("#verloop details.tell-irregular summary").tap()
        taps.button(value)
    ruling = page.locator("#verloop article.ruling")
    sync_api.expect(ruling.locator("td.after")).to_have_text("+420")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


# -- the offline app ---------------------------------------------------------------------------

def offline_page(browser: Any, site: str, start: str) -> tuple[Any, Any]:
    """A phone that opened the app once, then lost the network and reloaded ``start``."""
    context = browser.new_context(**phone())
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT)
    page.goto(site + start)
    assert page.evaluate("window.verzaking.ready")["offline"] is True
    context.set_offline(True)
    page.reload()
    page.evaluate("window.verzaking.ready")
    return context, page


def test_example_1_corrected_offline_in_at_most_15_taps(browser: Any, site: str) -> None:
    context, page = offline_page(browser, site, "index.html")
    taps = Taps(page)
    tell_example_1(page, taps, "Verloop")
    assert page.url.endswith("tell.html")
    MEASURED["example_1_offline_taps"] = taps.count
    assert taps.count == 14
    example_1_said_and_ruled(page, taps)
    context.close()


def test_a_revoke_with_cards_after_it_offline_in_english(browser: Any, site: str) -> None:
    context, page = offline_page(browser, site, "en.html")
    taps = Taps(page)
    taps.link("Play by play")
    for name, value in (("level", "4"), ("strain", "S"), ("declarer", "S")):
        taps.radio(name, value)
    for value in [*EXAMPLE_1[:5], "card:C5", "card:H3", "card:C6", "card:CK", "revoke:1:S"]:
        taps.button(value)
    MEASURED["cards_after_the_revoke_offline_taps"] = taps.count
    assert taps.count <= MAX_TAPS
    said = whatnow(page)
    assert said[0] == ("West follows suit with a card of clubs; ♥3 stays face up on the table "
                       "as a major penalty card. (Law 62B1)")
    assert [line.rsplit("(Law ", 1)[1] for line in said[:4]] == ["62B1)", "62C1)", "16C)",
                                                                 "62C2)"]
    assert said[1].startswith("Declarer may take back the card dummy (North) played")
    assert said[3].startswith("If North's card is taken back, East may then take back ♣K")
    # the take-back is offered once West has corrected with his ♣10 (62B, then 62C1)
    assert page.locator("#verloop button[value='withdraw:N:C6']").count() == 0
    taps.button("card:CT")
    sync_api.expect(page.locator("#verloop button[value='withdraw:N:C6']")).to_have_text(
        "Declarer takes back dummy's ♣6 (Law 62C1)")
    context.close()


# -- the server's page ---------------------------------------------------------------------------

def test_example_1_corrected_on_the_servers_page_in_at_most_15_taps(browser: Any) -> None:
    with served(create_app(Limits(processes=0))) as url, phone_page(browser, 30_000) as page:
        page.goto(url + "/?lang=nl")
        taps = Taps(page)
        tell_example_1(page, taps, "Verloop")
        MEASURED["example_1_server_taps"] = taps.count
        assert taps.count == 14
        example_1_said_and_ruled(page, taps)


def test_the_deal_is_checked_as_it_is_typed(browser: Any) -> None:
    with served(create_app(Limits(processes=0))) as url, phone_page(browser, 30_000) as page:
        page.goto(url + "/tell?lang=nl")
        page.locator("details.tell-deal summary").tap()
        field = page.locator("#deal")
        field.type("N:9742.AQJ6.852.63 85.4")
        sync_api.expect(page.locator("#deal-check")).to_contain_text("N 13 · O 3 · Z 0 · W 0")
        sync_api.expect(page.locator("#deal-check")).to_contain_text("nog niet bruikbaar")
        field.type(".T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2")
        sync_api.expect(page.locator("#deal-check")).to_have_text(
            "Verdeling compleet (N 13 · O 13 · Z 13 · W 13) ✓")
