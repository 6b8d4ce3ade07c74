"""Issue 30, item 4, on a 390x844 phone (Debian's Chromium): a club's hand record with every
table's play (tests/clubfile.py: boards 1-3 at thirty tables), uploaded; board 2 typed asks
which table, thirty buttons in table order; "17" typed in the list's search field leaves one;
its tap rules that table only.  On the server's page and in the offline app, offline.

Expected by hand: board 2 at table 17 is the seed's example 1 (East revokes in trick 6,
North wins it, East-West win a later trick): 64A2, one trick to North-South, 4♠ made:
+420 instead of −50.

Skipped when /usr/bin/chromium or playwright is missing; the offline app's test also when
npm (and a cached Pyodide) is missing, as ``tests/test_site_browser.py`` is.
"""

from __future__ import annotations

from typing import Any

from browserkit import (
    ENGINE_TIMEOUT,
    browser_fixture,
    need_chromium,
    offline_fixture,
    phone_page,
    server_fixture,
)
from clubfile import TABLES, club_pbn

sync_api = need_chromium("uvicorn", "fastapi", "jinja2")

from verzaking.web import create_app  # noqa: E402

UPLOAD = {"name": "clubavond.pbn", "mimeType": "text/plain", "buffer": club_pbn().encode()}


browser = browser_fixture()


def pick_board_2_at_table_17(page: Any) -> None:
    """Upload the club file, ask for board 2, find table 17 in the list, tap it."""
    page.set_input_files("#file", files=[UPLOAD])
    page.locator("#board").tap()
    page.keyboard.type("2")
    page.get_by_role("button", name="Uitspraak").first.tap()
    picker = page.locator("section.picker")
    sync_api.expect(picker.locator("h2")).to_have_text("Spel 2: welke tafel?")
    shown = picker.locator("li:visible .pick-board")
    sync_api.expect(shown).to_have_count(TABLES)
    sync_api.expect(shown.first).to_have_text("Spel 2 · tafel 1")
    sync_api.expect(shown.last).to_have_text(f"Spel 2 · tafel {TABLES}")
    assert page.locator("article.ruling").count() == 0  # none ruled before the table is known
    search = picker.get_by_label("Zoeken")
    assert search.bounding_box()["height"] >= 44  # a finger's tap
    search.tap()
    page.keyboard.type("17")
    sync_api.expect(shown).to_have_count(1)
    sync_api.expect(shown).to_have_text("Spel 2 · tafel 17")
    sync_api.expect(picker.locator("li:visible .pick-pairs")).to_have_text(
        "NZ: Noord Speler17 – Zuid Speler17 · OW: Oost Speler17 – West Speler17")
    picker.locator("li:visible button").tap()


def ruled_table_17_only(page: Any) -> None:
    ruling = page.locator("article.ruling")
    sync_api.expect(ruling).to_have_count(1)
    sync_api.expect(ruling.locator("td.before")).to_have_text("−50")
    sync_api.expect(ruling.locator("td.after")).to_have_text("+420")
    sync_api.expect(ruling).to_contain_text("Tafel")
    sync_api.expect(ruling).to_contain_text("N: Noord Speler17")
    assert bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


# -- the server's page -----------------------------------------------------------------------

server = server_fixture(create_app)


def test_the_server_page_rules_the_table_picked_from_a_30_table_file(server: str,
                                                                      browser: Any) -> None:
    with phone_page(browser, 15000) as page:
        page.goto(server + "/record?lang=nl")
        pick_board_2_at_table_17(page)
        ruled_table_17_only(page)


# -- the offline app ---------------------------------------------------------------------------

static = offline_fixture("static")


def test_the_offline_app_rules_the_table_picked_from_a_30_table_file(static: str,
                                                                     browser: Any) -> None:
    with phone_page(browser, ENGINE_TIMEOUT) as page:
        page.goto(static + "record.html")
        info = page.evaluate("window.verzaking.ready")
        assert info["offline"] is True, info  # kept for use without a network
        page.context.set_offline(True)
        page.reload()
        page.evaluate("window.verzaking.ready")
        pick_board_2_at_table_17(page)
        ruled_table_17_only(page)
