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


WORDS_WHOLE = """() => Array.from(document.querySelectorAll('article.ruling table.score thead th'))
  .flatMap((th) => {
    const walk = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    const broken = [];
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      for (const m of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        if (range.getClientRects().length > 1) { broken.push(m[0]); }
      }
    }
    return broken;
  })"""
"""The words of the score table's headings that are broken over two lines (a word on one line
has one box)."""


@pytest.fixture
def phone_360(page: Any) -> Iterator[Any]:
    """A page of its own on a 360-pixel phone (the phone trial's), on the same server."""
    context = page.context.browser.new_context(**phone(360, 740))
    pg = context.new_page()
    pg.set_default_timeout(20000)
    pg.goto(page.url)
    yield pg
    context.close()


def paste_and_rule(page: Any, name: str, lang: str) -> None:
    """The hand record ``name`` pasted on the record page in ``lang`` and ruled (pasted, not
    uploaded: a language switch rules it again)."""
    page.goto(page.evaluate("location.origin") + f"/record?lang={lang}")
    page.fill("#text", (FIXTURES / name).read_text(encoding="utf-8"))
    page.locator("form#record button.primary").tap()
    sync_api.expect(page.locator("article.ruling td.equity-score")).to_be_visible()


@pytest.mark.parametrize(("lang", "heading"), [("nl", "Automatisch (64A/B)"),
                                               ("en", "Automatic (64A/B)")])
def test_three_results_phone_header_does_not_break_words(phone_360: Any, lang: str,
                                                          heading: str) -> None:
    # found in a phone trial at 360 px: "Automatisc" / "h (64A/B)"
    paste_and_rule(phone_360, "equity_weighted.pbn", lang)
    sync_api.expect(phone_360.locator("article.ruling table.score thead th").nth(1)).to_have_text(
        heading)
    assert phone_360.evaluate(WORDS_WHOLE) == []
    assert phone_360.evaluate(FITS.replace("<= 390", "<= 360"))
    assert phone_360.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_the_weight_boxes_line_up_on_a_phone(phone_360: Any) -> None:
    # found in a phone trial: each box stood just after its own label ("7 slagen, −100",
    # "8 slagen, −50"), so the two percentages did not line up
    paste_and_rule(phone_360, "equity_weighted.pbn", "nl")
    box = phone_360.locator("fieldset.weights")
    fields = [box.locator("input").nth(i).bounding_box() for i in range(2)]
    assert fields[0] is not None and fields[1] is not None
    assert abs(fields[0]["x"] - fields[1]["x"]) < 1
    assert abs(fields[0]["width"] - fields[1]["width"]) < 1
    edge = box.bounding_box()
    assert edge is not None and fields[0]["x"] + fields[0]["width"] <= edge["x"] + edge["width"]
    assert fields[0]["height"] >= 44  # still a tap target
    assert phone_360.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_the_language_switch_keeps_the_weights_the_director_changed(phone_360: Any) -> None:
    # found in a phone trial: the switch ruled the board again, with the suggested weights
    paste_and_rule(phone_360, "equity_weighted.pbn", "nl")
    box = phone_360.locator("fieldset.weights")
    expect = sync_api.expect
    expect(box.locator("output")).to_have_text("40 % van −100, 60 % van −50")
    first = box.locator("input").first
    first.fill("25")
    first.dispatch_event("change")
    expect(box.locator("output")).to_have_text("25 % van −100, 75 % van −50")
    phone_360.get_by_role("link", name="English").tap()
    phone_360.wait_for_url("**/record?lang=en")
    expect(phone_360.locator("article.ruling td.equity-score")).to_be_visible()
    box = phone_360.locator("fieldset.weights")
    expect(box.locator("output")).to_have_text("25 % of −100, 75 % of −50")
    expect(box.locator("input").first).to_have_value("25")
    expect(box.locator("input").nth(1)).to_have_value("75")
    # and back again: still the director's weights
    phone_360.get_by_role("link", name="Nederlands").tap()
    phone_360.wait_for_url("**/record?lang=nl")
    expect(phone_360.locator("fieldset.weights output")).to_have_text(
        "25 % van −100, 75 % van −50")


def test_the_language_switch_keeps_the_suggested_weights_when_none_was_changed(
        phone_360: Any) -> None:
    paste_and_rule(phone_360, "equity_weighted.pbn", "en")
    phone_360.get_by_role("link", name="Nederlands").tap()
    phone_360.wait_for_url("**/record?lang=nl")
    sync_api.expect(phone_360.locator("fieldset.weights output")).to_have_text(
        "40 % van −100, 60 % van −50")


CARDS_WHOLE = """() => Array.from(document.querySelectorAll(
    'article.ruling table.tricks-table th, article.ruling table.tricks-table td'))
  .flatMap((cell) => {
    const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    const broken = [];
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (node.parentElement.closest('.sr')) { continue; }  // read aloud, not shown
      for (const m of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) { broken.push(m[0]); }
      }
    }
    return broken;
  })"""
"""The cards and heading words of the trick tables (the play and the folded line) that are
broken over two lines."""


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_trick_tables_never_break_a_card_on_a_phone(phone_360: Any, lang: str) -> None:
    # found in a phone trial at 360 px, in Dutch: "♠1" / "0", "♥" / "H", "Sla" / "g" (the
    # ruling's overflow-wrap: anywhere let the seat columns shrink to one character)
    paste_and_rule(phone_360, "equity_repeat.pbn", lang)
    for summary in phone_360.locator("details.dd-line summary").all():
        summary.tap()
    sync_api.expect(phone_360.locator("details.dd-line table").first).to_be_visible()
    assert phone_360.evaluate(CARDS_WHOLE) == []
    assert phone_360.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    wraps = "Array.from(document.querySelectorAll('.table-wrap'))" \
            ".every((w) => w.scrollWidth <= w.clientWidth + 1)"
    assert phone_360.evaluate(wraps)  # and nothing to scroll sideways inside the tables
