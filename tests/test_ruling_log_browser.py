"""The log page in a real browser (Debian's Chromium, Playwright, phone-sized): save two
rulings from the quick form, correct one, reload, export the CSV.

Skipped when /usr/bin/chromium or playwright is missing.  The log is a tmp file.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browserkit import CHROMIUM, chromium, phone, served

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")

from logpin import PIN, log_app  # noqa: E402

PHONE = phone(360, 740)
EXAMPLE_1 = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
EXAMPLE_2 = "EW EW NS NS NS NS E NS NS NS EW NS NS".split()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app under uvicorn on a free loopback port, its log in a tmp folder."""
    with served(log_app(tmp_path_factory.mktemp("log") / "logboek.sqlite")) as url:
        yield url

@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as b:
        yield b


def sign_in(page: Any, url: str, pin: str = PIN) -> None:
    """The log's PIN form, as the director fills it in on the phone (issue 31)."""
    page.goto(url + "/log")
    page.locator("form.log-signin input[name='pin']").fill(pin)
    page.locator("form.log-signin button.primary").click()  # a phone taps, a desk clicks
    sync_api.expect(page.locator("form.log-director")).to_be_visible()


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    """A phone signed in to the log."""
    context = browser.new_context(accept_downloads=True, **PHONE)
    pg = context.new_page()
    pg.set_default_timeout(15000)
    sign_in(pg, server)
    yield pg
    context.close()


def tap(page: Any, name: str, value: str) -> None:
    page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()


def rule_and_save(page: Any, table: str, number: int) -> None:
    page.get_by_role("button", name="Uitspraak").tap()
    sync_api.expect(page.locator("article.ruling")).to_have_count(1)
    page.locator("details.log-save summary").tap()
    page.locator("form.log-form input[name='event']").fill("Clubavond")
    page.locator("form.log-form input[name='table']").fill(table)
    page.locator("form.log-form button.primary").tap()
    sync_api.expect(page.locator(".log-saved")).to_contain_text(f"als nr. {number}")


def save_the_two_examples(page: Any) -> None:
    """The seed's two examples told trick by trick on the quick form, each saved to the log
    (the first tapped twice: saved once)."""
    tap(page, "path", "tricks")
    tap(page, "level", "4")
    tap(page, "strain", "S")
    tap(page, "declarer", "S")
    for n, w in enumerate(EXAMPLE_1, 1):
        tap(page, f"t{n}", w)
    page.select_option("#r1_seat", "E")
    page.select_option("#r1_trick", "6")
    rule_and_save(page, "3", 1)
    page.locator("form.log-form button.primary").tap()  # a second tap saves nothing twice
    sync_api.expect(page.locator(".log-saved")).to_contain_text("al in het logboek")
    for n, (was, now) in enumerate(zip(EXAMPLE_1, EXAMPLE_2, strict=True), 1):
        if was != now:  # the second example: East revokes on trick 7 and wins it
            tap(page, f"t{n}", now)
    page.select_option("#r1_trick", "7")
    rule_and_save(page, "4", 2)


def test_save_two_correct_one_reload_and_export(server: str, page: Any) -> None:
    page.goto(server + "/")
    save_the_two_examples(page)

    page.get_by_role("link", name="Logboek").first.tap()
    sync_api.expect(page.locator("table.log-list td.log-table")).to_have_text(["3", "4"])
    page.get_by_role("link", name="1", exact=True).tap()
    sync_api.expect(page.locator("article.ruling")).to_contain_text("64A2")
    form = page.locator("section.log-correct form")
    form.locator("input[name='table']").fill("5")
    form.locator("input[name='reason']").fill("verkeerde tafel")
    form.locator("button.primary").tap()
    sync_api.expect(page.locator(".log-meta .log-status")).to_contain_text("gecorrigeerd")
    page.reload()
    sync_api.expect(page.locator(".log-meta .log-table")).to_have_text("5")
    sync_api.expect(page.locator("table.log-history tbody tr")).to_have_count(2)

    page.goto(server + "/log")
    sync_api.expect(page.locator("table.log-list td.log-table")).to_have_text(["5", "4"])
    with page.expect_download() as info:
        page.get_by_role("link", name="Exporteren (CSV)").tap()
    data = Path(info.value.path()).read_bytes().decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(data), delimiter=";"))  # as Dutch Excel reads it
    assert [(r["tafel"], r["artikel"], r["score NZ"]) for r in rows] == [
        ("5", "64A2", "420"), ("4", "64A1", "450")]


def test_the_log_list_does_not_scroll_sideways_on_a_phone(server: str, page: Any) -> None:
    # found in a phone trial: the nine columns scrolled inside the table at 360 px; now each
    # entry is a row of labelled cells, its number still a 44 px tap target
    page.goto(server + "/log")
    if page.locator("table.log-list td.log-table").count() == 0:  # run alone: save two
        page.goto(server + "/")
        save_the_two_examples(page)
        page.goto(server + "/log")
    sync_api.expect(page.locator("table.log-list td.log-table").first).to_be_visible()
    wrap = page.locator(".table-wrap").first
    for width in (360, 700, 1200):  # upright, turned sideways (the trial: 641-700 px), desk
        page.set_viewport_size({"width": width, "height": 740})
        assert wrap.evaluate("el => el.scrollWidth <= el.clientWidth"), width
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.set_viewport_size({"width": 360, "height": 740})
    link = page.locator("table.log-list th[scope='row'] a").first.bounding_box()
    assert link is not None and link["height"] >= 44
    label = page.locator("table.log-list td.log-table").first.evaluate(
        "el => getComputedStyle(el, '::before').content")
    assert "Tafel" in label  # each cell says what it is


def test_an_entrys_history_keeps_each_date_on_one_line_on_a_phone(server: str,
                                                                 page: Any) -> None:
    # found in a phone trial: the history's date broke as "2026-" / "12-01" at 360 px
    page.goto(server + "/log")
    if page.locator("table.log-list td.log-table").count() == 0:  # run alone: save two
        page.goto(server + "/")
        save_the_two_examples(page)
    page.goto(server + "/log/1")
    days = page.locator("table.log-history td.log-at span:first-child")
    sync_api.expect(days.first).to_be_visible()
    assert days.first.inner_text().count("-") == 2  # a date: 2026-12-01
    broken = days.evaluate_all("""(els) => els.filter((el) => el.getClientRects().length > 1)
                                              .map((el) => el.textContent)""")
    assert broken == []
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


ONE_LINE = """() => Array.from(document.querySelectorAll(
    'table.log-list td.log-date, table.log-list td.log-score, table.log-list td.log-contract'))
  .filter((td) => td.textContent.trim())
  .filter((td) => { const r = document.createRange(); r.selectNodeContents(td);
                    return r.getClientRects().length > 1; })
  .map((td) => td.textContent)"""
"""The texts of the list's dates, contracts and scores that take more than one line."""


@pytest.fixture(scope="module")
def long_log(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app on a log of four rulings with wide cells: five-figure scores, a redoubled
    slam, a status "definitief, gecorrigeerd (versie 3)"."""
    import verzaking
    from verzaking.ruling_log import Meta, RulingLog, content_of

    db = tmp_path_factory.mktemp("long") / "logboek.sqlite"
    with RulingLog.open(db) as log:
        for n, (contract, vul) in enumerate((("4S", "None"), ("6NTXX", "All"), ("3NT", "NS"),
                                             ("7SX", "All")), 10):
            case = {"contract": contract, "declarer": "S", "vulnerable": vul, "board": str(n),
                    "tricks": EXAMPLE_1, "revokes": [{"seat": "E", "trick": 6}]}
            meta = Meta(event="Clubdrive dinsdag", date="2025-03-01", round="12", table="14")
            entry = log.add(content_of(verzaking.rule(case, equity=False), meta, lang="nl",
                                       case=case))
            if n % 2:
                log.correct(entry.number or 0, {"table": "5"}, reason="verkeerde tafel")
                log.mark_final(entry.number or 0, reason="klaar")
    with served(log_app(db)) as url:
        yield url


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_log_list_keeps_dates_and_scores_on_one_line_at_a_desk(long_log: str, browser: Any,
                                                                   lang: str) -> None:
    # found in a trial at a desk: "2025-" / "03-01" and "−50 →" / "+420" in the 760 px column
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        sign_in(page, long_log)
        page.goto(f"{long_log}/log?lang={lang}")
        sync_api.expect(page.locator("table.log-list td.log-score")).to_have_count(4)
        assert "−1600 → −1000" in page.locator("table.log-list").inner_text()
        wrap = page.locator(".table-wrap").first
        for width in (1280, 1024, 800, 769):  # 769: the first width past the phone's stack
            page.set_viewport_size({"width": width, "height": 900})
            assert page.evaluate(ONE_LINE) == [], width
            assert wrap.evaluate("el => el.scrollWidth <= el.clientWidth"), width
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        page.set_viewport_size({"width": 768, "height": 900})  # a stack of entries again
        assert page.locator("table.log-list thead").evaluate(
            "el => getComputedStyle(el).position") == "absolute"
    finally:
        context.close()
