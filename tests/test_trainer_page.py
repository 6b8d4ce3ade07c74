"""The practice page in a real browser (issue 15): Debian's Chromium driven by Playwright on a
phone-sized screen; ten questions answered by taps, the explanations and the score per topic,
the progress kept over a reload and cleared by the reset, a question shared by its code.
Skipped when /usr/bin/chromium or playwright is missing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from browserkit import CHROMIUM, launch, phone, served

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")

from verzaking.web import create_app  # noqa: E402


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with served(create_app()) as url:
        yield url


@pytest.fixture
def page(server: str) -> Iterator[Any]:
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        context = browser.new_context(**phone())
        pg = context.new_page()
        pg.set_default_timeout(15000)
        yield pg
        context.close()
        browser.close()


def test_ten_questions_by_taps_scored_per_topic_kept_over_a_reload(page: Any, server: str) -> None:
    page.goto(f"{server}/practice?lang=en")
    page.tap("[data-level='2']")
    page.wait_for_selector("[data-level='2'][aria-pressed='true']")
    right = 0
    for i in range(10):
        page.wait_for_selector("#question .opts button:not([disabled])")
        tapped = page.locator("#question .opts button").nth(i % 2)
        tapped.tap()
        # the tap's click may come a moment later on a busy machine: wait for the answer
        page.wait_for_selector("#question .opts button.right")
        verdict = page.locator("#answer .verdict").inner_text()
        was_right = "right" in (tapped.get_attribute("class") or "").split()
        said = "Right. " if was_right else "Not right. "
        # the verdict, then its reason ("Right. That is 64B5." is one of the shortest)
        assert verdict.startswith(said) and len(verdict) >= len(said) + 10
        right += was_right
        assert page.locator("#question .opts button.right").count() == 1
        assert page.locator("#answer .share a").inner_text()
        page.tap("#next")
    assert page.inner_text("#total") == f"{right} of 10 right"
    rows = page.locator("#topics tr")
    assert 1 <= rows.count() <= 10
    assert sum(int(re.search(r"of (\d+)", rows.nth(i).inner_text()).group(1))
               for i in range(rows.count())) == 10
    page.reload()
    page.wait_for_selector("#total")
    assert re.fullmatch(r"\d+ of 10 right", page.inner_text("#total"))
    assert page.get_attribute("[data-level='2']", "aria-pressed") == "true"
    box = page.evaluate("document.documentElement.scrollWidth")
    assert box <= 390  # no horizontal scrolling on the phone
    page.tap("#reset")
    assert page.inner_text("#none") == "No questions answered yet."
    page.reload()
    page.wait_for_selector("#none")


def test_a_question_shared_by_its_code_opens_again(page: Any, server: str) -> None:
    page.goto(f"{server}/practice?lang=nl&q=s4")
    page.wait_for_selector("#question .opts button")
    assert "♦3" in page.inner_text("#question .ask")
    page.locator("#question .opts button", has_text="Een grote strafkaart").tap()
    assert page.inner_text("#answer .verdict").startswith("Goed.")


def test_a_bad_code_says_so_in_the_pages_language(page: Any, server: str) -> None:
    page.goto(f"{server}/practice?lang=nl&q=onzin")
    assert "Geen vraag met code" in page.inner_text("#question .err")


def test_a_level_tapped_while_questions_load_is_not_overwritten_by_the_earlier_answer(
        page: Any, server: str) -> None:
    # the first level's questions may arrive after the second level was tapped: the page keeps
    # the question of the level tapped last, and an answer given stays answered
    page.goto(f"{server}/practice?lang=en")
    page.tap("[data-level='3']")
    page.wait_for_selector("#question .opts button:not([disabled])")
    page.locator("#question .opts button").first.tap()
    page.wait_for_selector("#question .opts button.right")
    page.wait_for_timeout(500)  # any late answer of the first request has come by now
    assert page.locator("#question .opts button.right").count() == 1
    assert page.get_attribute("[data-level='3']", "aria-pressed") == "true"
