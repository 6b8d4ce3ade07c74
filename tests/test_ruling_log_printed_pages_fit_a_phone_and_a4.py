"""The printed page of a log entry and the evening's report, on a 360 px phone and on A4 (phone
trial: the header line of event, date and pairs was one unbreakable line, so the page was
1155 px wide on the phone and ran past the right edge of an A4 page).

The header breaks between its items (an item stays on one line where it fits); on a
phone the report's table becomes a block per ruling, each value with its column's name.
The browser tests use Debian's Chromium under Playwright and skip where it is missing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import verzaking
from browserkit import phone
from verzaking.ruling_log import Entry, Meta, RulingLog, content_of
from verzaking.ruling_log.printed import PRINT_STYLE, report_page, ruling_page

EXAMPLE_1 = {"contract": "4S", "declarer": "S", "vulnerable": "None",
             "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
             "revokes": [{"seat": "E", "trick": 6}]}
EXAMPLE_2 = {**EXAMPLE_1, "tricks": "EW EW NS NS NS NS E NS NS NS EW NS NS".split(),
             "revokes": [{"seat": "E", "trick": 7}]}
EVENT = "Clubavond Bridgeclub De Ruiter"
A4_WIDTH = 718
"""The width an A4 page prints in, in CSS pixels (21 cm less the browser's 1 cm margins)."""


@pytest.fixture(scope="module")
def entries(tmp_path_factory: pytest.TempPathFactory) -> list[Entry]:
    path = tmp_path_factory.mktemp("log") / "logboek.sqlite"
    with RulingLog.open(path) as log:
        for case, table, ns, ew in ((EXAMPLE_1, "12", "Jansen – De Vries", "Van den Berg – Bakker"),
                                    (EXAMPLE_2, "14", "Pietersen – Smit", "Mulder – De Graaf")):
            meta = Meta(event=EVENT, date="2025-03-01", round="3", table=table, board="7",
                        ns=ns, ew=ew, note="Oost zei: ik had nog een harten")
            log.add(content_of(verzaking.rule(case, equity=False), meta, lang="nl", case=case))
        return log.entries()


def pages(entries: list[Entry], lang: str) -> dict[str, str]:
    return {"entry": ruling_page(entries[0], lang),
            "report": report_page(entries, lang, event=EVENT, date="2025-03-01")}


# -- in the HTML ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_printed_header_can_break_between_its_items(entries: list[Entry], lang: str) -> None:
    for html in pages(entries, lang).values():
        for meta in re.findall(r'<p class="meta">(.*?)</p>', html):
            items = re.findall(r"<span>.*?</span>", meta)
            assert len(items) >= 7  # event, date, round, table, board, the two pairs
            assert " ".join(items) == meta  # a space between items: a line may break there
    rule = re.search(r"\.meta span \{([^}]*)\}", PRINT_STYLE)
    assert rule and "nowrap" not in rule.group(1)


def test_each_cell_of_the_report_carries_its_columns_name(entries: list[Entry]) -> None:
    report = report_page(entries, "nl", event=EVENT)
    heads = re.findall(r"<th>(.*?)</th>", report)
    rows = re.findall(r"<tr><td .*?</tr>", report)
    assert len(rows) == 2
    for row in rows:
        assert re.findall(r'<td data-label="([^"]*)">', row) == heads
    assert "Tafel" in heads and '<td data-label="Tafel">14</td>' in report


# -- in a browser --------------------------------------------------------------------------------

WIDTH = """() => {
  const d = document.documentElement;
  const past = [...document.querySelectorAll('body *')]
    .filter(el => el.getBoundingClientRect().right > d.clientWidth + 0.5)
    .map(el => el.tagName + '.' + el.className);
  return {scroll: d.scrollWidth, client: d.clientWidth, past: past.slice(0, 5)};
}"""
HEADER = """() => [...document.querySelectorAll('.meta')].map(meta => {
  const line = parseFloat(getComputedStyle(meta).lineHeight);
  const room = meta.getBoundingClientRect().width;
  const spans = [...meta.querySelectorAll('span')];
  const tops = new Set(spans.map(s => Math.round(s.getBoundingClientRect().top))).size;
  const whole = spans.every(s => {
    if (s.getBoundingClientRect().height < 1.5 * line) return true;
    s.style.whiteSpace = 'nowrap';  // on several lines: only if one line cannot hold it
    s.style.maxWidth = 'none';
    const needs = s.getBoundingClientRect().width;
    s.style.whiteSpace = s.style.maxWidth = '';
    return needs > room;
  });
  return {tops, whole};
})"""
"""How many lines the items of each header take, and whether each is on one line where one
line can hold it."""
LABELS = """() => [...document.querySelectorAll('tbody tr:first-child td')]
  .filter(td => td.textContent).map(td => getComputedStyle(td, '::before').content)"""


@pytest.fixture(scope="module")
def browser(chromium_browser: Any) -> Any:
    return chromium_browser


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(**phone(360, 740))
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("which", ["entry", "report"])
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_printed_pages_fit_a_360_px_phone_without_sideways_scroll(
        page: Any, entries: list[Entry], which: str, lang: str) -> None:
    page.set_content(pages(entries, lang)[which])
    width = page.evaluate(WIDTH)
    assert width["scroll"] <= 360 and width["past"] == [], width
    for header in page.evaluate(HEADER):  # the header wraps between its items, each whole
        assert header["tops"] >= 3 and header["whole"], header
    if which == "report":  # a block per ruling, each value with its column's name
        assert page.locator("thead").is_hidden()
        labels = page.evaluate(LABELS)
        assert labels[:3] == ({"nl": ['"Nr: "', '"Ronde: "', '"Tafel: "'],
                               "en": ['"No: "', '"Round: "', '"Table: "']}[lang])


@pytest.mark.parametrize("which", ["entry", "report"])
def test_the_printed_pages_print_inside_an_a4_page(page: Any, entries: list[Entry], which: str,
                                                   tmp_path: Path) -> None:
    page.emulate_media(media="print")
    page.set_viewport_size({"width": A4_WIDTH, "height": 1000})
    page.set_content(pages(entries, "nl")[which])
    width = page.evaluate(WIDTH)
    assert width["scroll"] <= A4_WIDTH and width["past"] == [], width
    assert page.locator("thead").count() == (which == "report")
    if which == "report":
        assert page.locator("thead").is_visible()  # on paper the report is a table
    page.pdf(path=str(tmp_path / f"{which}.pdf"), format="A4",
             margin={"top": "1cm", "bottom": "1cm", "left": "1cm", "right": "1cm"})
    assert (tmp_path / f"{which}.pdf").read_bytes().startswith(b"%PDF")
