"""The trainer ("Oefenen") in the offline app, in a real browser on a phone (Debian's Chromium
via Playwright, 390x844): after one visit the network is cut, questions are made by the
engine in the browser (Pyodide), answered by taps, explained and scored; after a reload the
progress is still there (the browser's localStorage).  Questions on 64C by double dummy
are asked offline too (level 3): the page's own solver (WebAssembly) works them out.

Skipped when /usr/bin/chromium, playwright, uvicorn, or npm (and a cached Pyodide) is missing.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browserkit import CHROMIUM, launch, phone, served

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("uvicorn")
pytest.importorskip("jinja2")

from test_site_offline_log_browser import ENGINE_TIMEOUT, built_site  # noqa: E402
from verzaking.site import SITE_ENV  # noqa: E402

MEASURED: dict[str, float] = {}
"""Seconds from the offline reload to the first question (to $VERZAKING_SITE_REPORT)."""


@pytest.fixture(scope="module")
def app_url() -> Iterator[str]:
    """The server with the site at /app/ (the page asks nothing of the server)."""
    os.environ[SITE_ENV] = str(built_site())
    try:
        from verzaking.web import create_app
        from verzaking.web.limits import Limits

        with served(create_app(Limits(processes=0))) as url:
            yield url + "/app/"
    finally:
        os.environ.pop(SITE_ENV, None)


@pytest.fixture(scope="module")
def page(app_url: str) -> Iterator[Any]:
    """A phone that opened the practice page once, then lost the network and reloaded it."""
    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        context = browser.new_context(**phone())
        pg = context.new_page()
        pg.set_default_timeout(ENGINE_TIMEOUT)
        pg.goto(app_url + "practice.html")
        assert pg.evaluate("window.verzaking.ready")["offline"] is True
        sync_api.expect(pg.locator("#question .opts button").first).to_be_visible(
            timeout=ENGINE_TIMEOUT)
        context.set_offline(True)
        start = time.monotonic()
        pg.reload()
        sync_api.expect(pg.locator("#question .opts button").first).to_be_visible(
            timeout=ENGINE_TIMEOUT)
        MEASURED["offline_reload_to_first_question_s"] = time.monotonic() - start
        yield pg
        context.close()
        browser.close()
    report = os.environ.get("VERZAKING_SITE_REPORT")
    if report:  # beside the site test's report
        Path(report).with_suffix(".practice.json").write_text(json.dumps(MEASURED),
                                                              encoding="utf-8")


def answer(page: Any, option: int) -> bool:
    """Tap option ``option`` of the question shown; whether it was right."""
    page.locator("#question .opts button").nth(option).tap()
    verdict = page.locator("#answer .verdict")
    sync_api.expect(verdict).to_be_visible()
    assert verdict.inner_text().strip()  # the explanation of the option chosen
    return "right" in (verdict.get_attribute("class") or "")


def test_offline_questions_answered_by_taps_explained_scored_and_kept(page: Any,
                                                                     app_url: str) -> None:
    sync_api.expect(page.locator("#no-solver")).to_be_hidden()  # the solver is here
    right = 0
    for n in range(10):
        right += answer(page, n % 2)
        link = page.locator("#answer .share a")
        assert (link.get_attribute("href") or "").startswith(app_url + "practice.html?")
        sync_api.expect(page.locator("#total")).to_have_text(f"{right} van {n + 1} goed")
        page.locator("#next").tap()
        sync_api.expect(page.locator("#question .opts button").first).to_be_enabled(
            timeout=ENGINE_TIMEOUT)  # a new batch of questions is made in the browser
    assert page.locator("#topics tr").count() >= 1
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.reload()
    sync_api.expect(page.locator("#total")).to_have_text(f"{right} van 10 goed")
    page.locator("#question .opts button").first.wait_for(timeout=ENGINE_TIMEOUT)
    right += answer(page, 0)
    sync_api.expect(page.locator("#total")).to_have_text(f"{right} van 11 goed")


def test_offline_level_3_asks_and_grades_a_64c_question(page: Any, app_url: str) -> None:
    # the network is off (the fixture): the trainer's 64C questions are made in the browser
    # over the WebAssembly solver, shared by their code, shown and graded as any other
    info = page.evaluate("window.verzaking.ready")
    assert info["solver"] is True
    got = page.evaluate("window.verzaking.quiz('quiz?lang=en&level=3&count=20&seed=7')")
    assert len(got) == 20
    equity = [q for q in got if "-" in q["id"] and q["law"].startswith("64C")]
    assert equity, [q["id"] for q in got]
    q = equity[0]
    shared = page.evaluate("c => window.verzaking.quiz('quiz/' + c + '?lang=en')", q["id"])
    assert shared[0]["answer"] == q["answer"] and shared[0]["law"] == q["law"]
    page.goto(app_url + "practice-en.html?q=" + q["id"])  # the question's shared link
    sync_api.expect(page.locator("#question .opts button").first).to_be_visible(
        timeout=ENGINE_TIMEOUT)
    sync_api.expect(page.locator("#question .ask")).to_have_text(q["question"])
    assert answer(page, q["answer"]) is True  # the right option is graded right
    sync_api.expect(page.locator("#answer .verdict")).to_contain_text("64C")
