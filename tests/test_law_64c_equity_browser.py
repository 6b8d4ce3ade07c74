"""Law 64C on a phone in a real browser (issue 16): the hand-record page shows the three
results and the line, and the weights follow a tap without the server.  Debian's Chromium
under Playwright (tests/browserkit.py); skipped where either is missing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from browserkit import CHROMIUM, launch, phone, served
from conftest import FIXTURES

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")

from verzaking.web import create_app  # noqa: E402


@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    with served(create_app()) as url, sync_api.sync_playwright() as pw:
        browser = launch(pw)
        context = browser.new_context(**phone())
        pg = context.new_page()
        pg.set_default_timeout(20000)
        pg.goto(url + "/record")
        yield pg
        context.close()
        browser.close()


FITS = """() => {
  const table = document.querySelector('article.ruling table.score');
  const cells = Array.from(table.querySelectorAll('th, td'));
  return table.getBoundingClientRect().right <= 390
    && cells.every((c) => c.scrollWidth <= c.clientWidth + 1);
}"""
"""The score table inside a 390-pixel screen, no cell's text running out of its cell (a
mobile browser widens its layout to the content, so the page's own width proves nothing)."""


def upload(page: Any, name: str) -> None:
    page.set_input_files("#file", str(FIXTURES / name))
    page.get_by_role("button", name="Uitspraak").tap()


def test_three_results_and_the_line_on_a_phone(page: Any) -> None:
    upload(page, "equity_more.pbn")
    expect = sync_api.expect
    expect(page.locator("article.ruling td.before").first).to_have_text("−150")
    expect(page.locator("article.ruling td.after").first).to_have_text("−100")
    expect(page.locator("article.ruling td.equity-score")).to_have_text("+400")
    expect(page.locator("p.enter")).to_contain_text("+400")
    table = page.locator("details.dd-line table")
    expect(table).to_be_hidden()  # folded
    page.locator("details.dd-line summary").tap()
    expect(table).to_be_visible()
    expect(table.locator("tbody tr")).to_have_count(4)
    expect(table.locator("tbody tr").first).to_contain_text("♥H")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert page.evaluate(FITS)


def test_the_director_changes_the_weights_on_the_page(page: Any) -> None:
    upload(page, "equity_weighted.pbn")
    box = page.locator("fieldset.weights")
    expect = sync_api.expect
    expect(box.locator("output")).to_have_text("40 % van −100, 60 % van −50")
    box.locator("input").first.fill("25")
    expect(box.locator("input").nth(1)).to_have_value("75")
    expect(box.locator("output")).to_have_text("25 % van −100, 75 % van −50")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert page.evaluate(FITS)


def test_a_weight_out_of_range_is_corrected_when_the_field_is_left(page: Any) -> None:
    # found on a phone: 150 stayed in the field while the line counted 100 %
    upload(page, "equity_weighted.pbn")
    box = page.locator("fieldset.weights")
    expect = sync_api.expect
    expect(box.locator("output")).to_have_text("40 % van −100, 60 % van −50")  # new result
    first, second = box.locator("input").first, box.locator("input").nth(1)
    first.fill("150")
    first.dispatch_event("change")
    expect(first).to_have_value("100")
    expect(second).to_have_value("0")
    expect(box.locator("output")).to_have_text("100 % van −100, 0 % van −50")
    second.fill("12.5")
    second.dispatch_event("change")
    expect(second).to_have_value("13")
    expect(first).to_have_value("87")
