"""Issue 28's test: a quick case with the director's "without the revoke" figure gives the
score to enter on the phone page by taps (Law 64C), on the server's page and in the
offline app (the engine in the browser), on a 390x844 phone in Debian's Chromium.

The board, by the short path: 3NT by South, nobody vulnerable, 6 tricks as played; East
revoked on trick 3, which North-South won; East-West won two or more tricks after it.
64A2 moves one trick: 7 tricks, -100 (Law 77: 50 an undertrick).  The director judges
that without the revoke declarer would have made 9 tricks: +400 (100 trick points and
the game bonus of 300), the score to enter under 64C1.

Skipped when /usr/bin/chromium or playwright is missing; the offline app's test also
when npm (and a cached Pyodide) is missing, as ``tests/test_site_browser.py`` is.
"""

from __future__ import annotations

from typing import Any

from browserkit import (
    ENGINE_TIMEOUT,
    browser_fixture,
    need_chromium,
    offline_fixture,
    page_fixture,
    phone_page,
    server_fixture,
)

sync_api = need_chromium("uvicorn", "fastapi", "jinja2")

from verzaking.web import create_app  # noqa: E402

ENTER = ("In te vullen: 9 slagen voor de leider, +400 voor Noord-Zuid (in plaats van −100): "
         "het oordeel van de wedstrijdleider, volgens 64C1.")


browser = browser_fixture()
page = page_fixture()


def tap(page: Any, name: str, value: str) -> None:
    page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()


def checked(page: Any, name: str, value: str) -> bool:
    return bool(page.locator(f"input[name='{name}'][value='{value}']").is_checked())


def rule_by_taps(page: Any) -> int:
    """The board above, tapped in by the short path with the director's figure; the taps."""
    taps = [("path", "short"), ("level", "3"), ("strain", "NT"), ("declarer", "S"),
            ("s_tricks", "6"), ("s_seat", "E"), ("s_trick", "3"), ("s_won", "other"),
            ("s_later", "2"), ("without_revoke", "9")]
    for name, value in taps:
        tap(page, name, value)
    page.get_by_role("button", name="Uitspraak").first.tap()
    return len(taps) + 1


def no_horizontal_scroll(page: Any) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def says_the_score_to_enter(page: Any) -> None:
    ruling = page.locator("article.ruling")
    sync_api.expect(ruling.locator("p.enter")).to_have_text(ENTER)
    sync_api.expect(ruling.locator("th.equity-col")).to_have_text("Oordeel (64C1)")
    sync_api.expect(ruling.locator("td.equity-score")).to_have_text("+400")
    sync_api.expect(ruling.locator("td.after")).to_have_text("−100")  # the automatic result
    assert no_horizontal_scroll(page)


# -- the server's page -----------------------------------------------------------------------

server = server_fixture(create_app)


def test_the_server_page_gives_the_score_to_enter_by_taps(server: str, page: Any) -> None:
    page.goto(server + "/?lang=nl")
    assert no_horizontal_scroll(page)
    taps = rule_by_taps(page)
    says_the_score_to_enter(page)
    assert taps <= 11
    # the figure is optional: tapped again, it is cleared, and the automatic result stands
    tap(page, "without_revoke", "9")
    assert not checked(page, "without_revoke", "9")
    page.get_by_role("button", name="Uitspraak").first.tap()
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text("−100")
    sync_api.expect(page.locator("article.ruling p.enter")).to_have_count(0)


# -- the offline app ---------------------------------------------------------------------------

static = offline_fixture("static")


def test_the_offline_app_gives_the_score_to_enter_by_taps(static: str, browser: Any) -> None:
    with phone_page(browser, ENGINE_TIMEOUT) as page:
        page.goto(static)
        assert page.evaluate("window.verzaking.ready")["offline"] is True
        page.context.set_offline(True)  # from here on, the engine in the phone alone
        page.reload()
        page.evaluate("window.verzaking.ready")
        assert rule_by_taps(page) <= 11
        says_the_score_to_enter(page)
