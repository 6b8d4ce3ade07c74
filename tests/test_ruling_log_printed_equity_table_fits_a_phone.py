"""The printed page of an entry with a 64C estimate keeps its score table whole on a phone.

Phone trial: with three results (as played, automatic, estimate) the score table was 70
characters wide and wrapped on a 390 px phone, the estimate's column falling under the
others.  With three results the headings take two lines: every line of the table fits.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest

import verzaking
from browserkit import phone
from conftest import FIXTURES
from verzaking.ruling_log import Entry, Meta, RulingLog, content_of
from verzaking.ruling_log.casedoc import case_from_facts
from verzaking.ruling_log.printed import ruling_page

pytest.importorskip("endplay")

ONE_LINE = """(needle) => {
  for (const pre of document.querySelectorAll('pre')) {
    const at = pre.textContent.indexOf(needle);
    if (at < 0) continue;
    const walk = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    let node, seen = 0;
    while ((node = walk.nextNode())) {
      const n = node.textContent.length;
      if (seen + n > at) {
        const range = document.createRange();
        range.setStart(node, at - seen);
        range.setEnd(node, Math.min(n, at - seen + needle.length));
        return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
      }
      seen += n;
    }
  }
  return -1;
}"""
"""How many screen lines the text ``needle`` takes in the page's preformatted text."""


@pytest.fixture(scope="module")
def entry(tmp_path_factory: pytest.TempPathFactory) -> Entry:
    [board] = verzaking.read(FIXTURES / "equity_more.pbn")
    ruling = verzaking.rule(board.facts)
    # worked by hand in the fixture: 6 tricks as played, 7 after 64A2, 9 without the revoke
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted,
            ruling.declarer_tricks_equity) == (6, 7, 9)
    path = tmp_path_factory.mktemp("log") / "logboek.sqlite"
    with RulingLog.open(path) as log:
        log.add(content_of(ruling, Meta(event="Clubavond", table="4", board="3"), lang="nl",
                           case=case_from_facts(ruling.facts, ruling)))
        [entry] = log.entries()
        return entry


@pytest.fixture(scope="module")
def browser(chromium_browser: Any) -> Any:
    return chromium_browser


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("width", [360, 390])
def test_each_line_of_the_score_table_stays_one_line(browser: Any, entry: Entry, lang: str,
                                                     width: int, tmp_path: Path) -> None:
    page_html = ruling_page(entry, lang)
    rows = {"nl": ["Slagen leider     6", "Score Noord-Zuid  −150"],
            "en": ["Declarer's tricks  6", "North-South score  −150"]}[lang]
    text_lines = html.unescape(page_html).splitlines()
    lines = [line for line in text_lines if any(line.startswith(r) for r in rows)]
    assert len(lines) == 2 and all(line.split()[-1] in ("9", "+400") for line in lines)
    at = text_lines.index(lines[0])
    lines += text_lines[at - 2:at]  # the two lines of headings above them (the widest)
    assert lines[-1].split()[-1] == "(64C)"
    context = browser.new_context(**phone(width, 800))
    try:
        page = context.new_page()
        page.set_content(page_html)
        for line in lines:
            assert page.evaluate(ONE_LINE, line) == 1, line
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        context.close()


def test_a_transferred_trick_s_row_stays_one_line_on_a_390_px_phone(browser: Any,
                                                                    entry: Entry) -> None:
    # phone trial: "overgedragen → Noord-Zuid" made trick 11's row 63 characters; the side
    # is now written as the seats are (NZ), 55 characters
    page_html = ruling_page(entry, "nl")
    [row] = [line for line in html.unescape(page_html).splitlines()
             if "overgedragen → NZ" in line]
    assert row.split()[0] == "11"
    context = browser.new_context(**phone(390, 800))
    try:
        page = context.new_page()
        page.set_content(page_html)
        assert page.evaluate(ONE_LINE, row) == 1
    finally:
        context.close()
