"""Issue 28, second round: on a 390x844 phone (Debian's Chromium), the short path's 64B4
choice reads whole and names the non-offending side's call, and the score table marks the
column to enter; "Opnieuw" stands apart from "Uitspraak" and asks before it clears.  On the
server's page and in the offline app (the engine in the browser).

The board: 3NT by South, nobody vulnerable, 6 tricks as played; East revoked on trick 3,
which North-South won, and East-West won two or more tricks after it; attention was first
drawn after a member of the non-offending side (North-South) called on the next board: no
automatic adjustment (64B4), the automatic result is the result as played, 6 tricks, -150
(Law 77: 50 an undertrick, not vulnerable).  The director judges 9 tricks without the
revoke: +400 (100 trick points, game 300), more for North-South, so 64C1 assigns it: the
third column is the one to enter.

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

sync_api = need_chromium("uvicorn", "fastapi", "jinja2")

from verzaking.web import create_app  # noqa: E402

CALL = "na een bod of pas van de niet-verzakende partij op het volgende spel (64B4)"


browser = browser_fixture()


def tap(page: Any, name: str, value: str) -> None:
    page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()


def fits(page: Any, selector: str) -> bool:
    """The element is inside the screen's width and shows its whole text (nothing cut off)."""
    return bool(page.locator(selector).evaluate(
        "el => { const r = el.getBoundingClientRect();"
        " return r.left >= 0 && r.right <= window.innerWidth"
        " && el.scrollWidth <= el.clientWidth + 1; }"))


def rule_with_64b4(page: Any) -> None:
    """The board above, by taps, with the 64B4 timing (folded: opened first)."""
    for name, value in [("path", "short"), ("level", "3"), ("strain", "NT"), ("declarer", "S"),
                        ("s_tricks", "6"), ("s_seat", "E"), ("s_trick", "3"),
                        ("s_won", "other"), ("s_later", "2")]:
        tap(page, name, value)
    page.get_by_text("Wanneer werd erop gewezen? (64B4, 64B5)").tap()
    label = "label.tap:has(input[name='s_attention'][value='after_next_call']) span"
    sync_api.expect(page.locator(label)).to_have_text(CALL)
    sync_api.expect(page.locator(label)).to_be_visible()
    assert fits(page, label)
    tap(page, "s_attention", "after_next_call")
    tap(page, "without_revoke", "9")
    page.get_by_role("button", name="Uitspraak").first.tap()


def marks_the_column_to_enter(page: Any) -> None:
    ruling = page.locator("article.ruling")
    sync_api.expect(ruling.locator("ul.revoke-lines li").first).to_have_text(
        "Oost verzaakte in slag 3: geen slagen overgedragen (art. 64B4)")
    sync_api.expect(ruling.locator("td.after")).to_have_text("−150")  # 64B4: as played
    sync_api.expect(ruling.locator("td.equity-score")).to_have_text("+400")
    heads = ruling.locator("table.score thead tr").first.locator("th")
    sync_api.expect(heads).to_have_text(["Zoals gespeeld", "Automatisch (64A/B)",
                                         "Oordeel (64C1)"])
    # the mark stands under the third heading, and only there; that column is tinted
    mark = ruling.locator("table.score .enter-mark")
    sync_api.expect(mark).to_have_count(1)
    sync_api.expect(mark).to_have_text("✓ in te vullen")
    box, third = mark.bounding_box(), heads.nth(2).bounding_box()
    assert third["x"] <= box["x"] and box["x"] + box["width"] <= third["x"] + third["width"] + 1
    tint = ruling.locator("table.score col").nth(2).evaluate(
        "el => getComputedStyle(el).backgroundColor")
    plain = ruling.locator("table.score col").nth(1).evaluate(
        "el => getComputedStyle(el).backgroundColor")
    assert tint != plain
    assert bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def start_again_stands_apart_and_asks(page: Any) -> None:
    go = page.get_by_role("button", name="Uitspraak").first.bounding_box()
    again = page.locator(".actions a.button.secondary").bounding_box()
    assert again["x"] - (go["x"] + go["width"]) >= 16  # a finger's width apart, at least
    asked: list[str] = []

    def dismiss(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.dismiss()

    page.once("dialog", dismiss)
    url = page.url
    page.locator(".actions a.button.secondary").tap()
    page.wait_for_timeout(300)
    assert asked == ["Alles wissen en opnieuw beginnen?"]
    assert page.url == url  # dismissed: the ruling stays
    sync_api.expect(page.locator("article.ruling")).to_have_count(1)


# -- the server's page -----------------------------------------------------------------------

server = server_fixture(create_app)


def test_the_server_page_marks_the_column_to_enter_after_64b4(server: str, browser: Any) -> None:
    with phone_page(browser, 15000) as page:
        page.goto(server + "/?lang=nl")
        rule_with_64b4(page)
        marks_the_column_to_enter(page)
        start_again_stands_apart_and_asks(page)


# -- the offline app ---------------------------------------------------------------------------

static = offline_fixture("static")


def test_the_offline_app_marks_the_column_to_enter_after_64b4(static: str, browser: Any) -> None:
    with phone_page(browser, ENGINE_TIMEOUT) as page:
        page.goto(static)
        page.evaluate("window.verzaking.ready")
        rule_with_64b4(page)
        marks_the_column_to_enter(page)
        start_again_stands_apart_and_asks(page)
