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

from collections.abc import Iterator
from typing import Any

import pytest

from browserkit import CHROMIUM, chromium, offline_site, phone, served

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")
pytest.importorskip("jinja2")

from verzaking.web import create_app  # noqa: E402

PHONE = phone(390, 844)
ENGINE_TIMEOUT = 120_000
"""Milliseconds the offline engine may take to load."""
ENTER = ("In te vullen: 9 slagen voor de leider, +400 voor Noord-Zuid (in plaats van −100): "
         "het oordeel van de wedstrijdleider, volgens 64C1.")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as b:
        yield b


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(**PHONE)
    pg = context.new_page()
    pg.set_default_timeout(15000)
    yield pg
    context.close()


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

@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with served(create_app()) as url:
        yield url


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

@pytest.fixture(scope="module")
def static(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The offline app, built (Pyodide from the cache) and served from a static folder."""
    with offline_site(tmp_path_factory.mktemp("site") / "app") as url:
        yield url


def test_the_offline_app_gives_the_score_to_enter_by_taps(static: str, browser: Any) -> None:
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.set_default_timeout(ENGINE_TIMEOUT)
        page.goto(static)
        assert page.evaluate("window.verzaking.ready")["offline"] is True
        context.set_offline(True)  # from here on, the engine in the phone alone
        page.reload()
        page.evaluate("window.verzaking.ready")
        assert rule_by_taps(page) <= 11
        says_the_score_to_enter(page)
    finally:
        context.close()
