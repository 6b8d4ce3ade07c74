"""The web page in a real browser: Debian's Chromium driven by Playwright, phone-sized.

The seed's examples entered by tapping, a PBN upload, a malformed upload, the
language switch, and the page without script.  Skipped when /usr/bin/chromium or
the playwright package is missing (Playwright's own browser download is never used).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from browserkit import CHROMIUM, chromium, phone, served
from conftest import EXAMPLES, FIXTURES

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")

from verzaking.web import create_app  # noqa: E402

PHONE = phone(360, 740)
EXAMPLE_1 = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
EXAMPLE_2 = "EW EW NS NS NS NS E NS NS NS EW NS NS".split()


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """The app under uvicorn on a free loopback port, in a background thread."""
    with served(create_app()) as url:
        yield url

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


def button(page: Any, name: str, value: str, within: str = "") -> Any:
    """The tap button of a radio: its label, which holds the (transparent) radio."""
    return page.locator(f"{within} label.tap:has(input[name='{name}'][value='{value}'])".strip())


def tap(page: Any, name: str, value: str, within: str = "") -> None:
    button(page, name, value, within).tap()


def enter_quick(page: Any, winners: list[str], seat: str, trick: int) -> None:
    tap(page, "level", "4")
    tap(page, "strain", "S")
    tap(page, "declarer", "S")
    for n, w in enumerate(winners, 1):
        tap(page, f"t{n}", w)
    page.select_option("#r1_seat", seat)
    page.select_option("#r1_trick", str(trick))


def no_horizontal_scroll(page: Any) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.mark.parametrize(("winners", "seat", "trick", "score", "law"), [
    (EXAMPLE_1, "E", 6, "+420", "64A2"),
    (EXAMPLE_2, "E", 7, "+450", "64A1"),
])
def test_seed_example_tapped_in_on_a_phone(server: str, page: Any, winners: list[str], seat: str,
                                           trick: int, score: str, law: str) -> None:
    page.goto(server + "/")
    assert no_horizontal_scroll(page)
    enter_quick(page, winners, seat, trick)
    page.evaluate("window.__sameDocument = true")
    posted = lambda r: r.url.endswith("/quick?lang=nl") and r.request.method == "POST"  # noqa: E731
    with page.expect_response(posted) as info:
        page.get_by_role("button", name="Uitspraak").tap()
    assert info.value.status == 200
    after = page.locator("article.ruling td.after")
    sync_api.expect(after).to_have_text(score)
    sync_api.expect(page.locator("ul.revoke-lines")).to_contain_text(f"art. {law}")
    assert page.evaluate("window.__sameDocument === true")  # no reload
    assert no_horizontal_scroll(page)
    size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('td.after')).fontSize)")
    assert size >= 36  # readable across the table


def test_a_trick_winner_can_be_tapped_again_to_clear_it(server: str, page: Any) -> None:
    page.goto(server + "/")
    tap(page, "t13", "NS")
    assert page.is_checked("#slag-13 input[value='NS']")
    tap(page, "t13", "NS")
    assert not page.is_checked("#slag-13 input[value='NS']")


def test_an_unfinished_form_says_what_is_missing(server: str, page: Any) -> None:
    page.goto(server + "/")
    enter_quick(page, EXAMPLE_1[:12], "E", 6)
    with page.expect_response(lambda r: "/quick" in r.url and r.request.method == "POST") as info:
        page.get_by_role("button", name="Uitspraak").tap()
    assert info.value.status == 400
    sync_api.expect(page.get_by_role("alert")).to_contain_text("Ingevuld: 12 slagen")


def test_a_pbn_upload_gives_its_ruling(server: str, page: Any) -> None:
    page.goto(server + "/record")
    page.set_input_files("#file", str(FIXTURES / "voorbeeld1.pbn"))
    page.get_by_role("button", name="Uitspraak").tap()
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text("+420")
    sync_api.expect(page.locator("table.tricks-table td.rvcard")).to_contain_text("♣4")
    sync_api.expect(page.locator(".deal")).to_be_visible()
    assert no_horizontal_scroll(page)


def test_pick_a_board_from_a_file_with_several(server: str, page: Any, tmp_path: Path) -> None:
    both = tmp_path / "zitting.pbn"
    both.write_text((FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8") + "\n"
                    + (FIXTURES / "voorbeeld2.pbn").read_text(encoding="utf-8"), encoding="utf-8")
    page.goto(server + "/record")
    page.set_input_files("#file", str(both))
    page.get_by_role("button", name="Uitspraak").tap()
    page.get_by_role("button", name="Spel 2").tap()
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text("+450")


def test_a_malformed_upload_shows_its_message(server: str, page: Any, tmp_path: Path) -> None:
    bad = tmp_path / "kapot.pbn"
    bad.write_text((FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")
                   .replace("DA D2 D3 D4", "DA D2 D3 SA"), encoding="utf-8")
    page.goto(server + "/record")
    page.set_input_files("#file", str(bad))
    with page.expect_response(lambda r: "/record" in r.url and r.request.method == "POST") as info:
        page.get_by_role("button", name="Uitspraak").tap()
    assert info.value.status == 422
    alert = page.get_by_role("alert")
    sync_api.expect(alert).to_contain_text("slag 4")
    sync_api.expect(alert).to_contain_text("♠A werd al gespeeld in slag 1")


def test_the_language_switch(server: str, page: Any) -> None:
    page.goto(server + "/")
    assert page.get_attribute("html", "lang") == "nl"
    sync_api.expect(page.locator("fieldset.tricks > legend")).to_have_text("Wie won elke slag?")
    page.get_by_role("link", name="English").tap()
    page.wait_for_url("**/?lang=en")
    assert page.get_attribute("html", "lang") == "en"
    sync_api.expect(page.locator("fieldset.tricks > legend")).to_have_text("Who won each trick?")
    enter_quick(page, EXAMPLE_1, "E", 6)
    page.get_by_role("button", name="Rule").tap()
    sync_api.expect(page.locator("ul.revoke-lines")).to_contain_text("East revoked on trick 6")
    page.goto(server + "/record")  # remembered
    assert page.get_attribute("html", "lang") == "en"
    page.get_by_role("link", name="Nederlands").tap()
    page.wait_for_url("**/record?lang=nl")
    assert page.get_attribute("html", "lang") == "nl"


def test_the_language_switch_shows_the_ruling_again_in_the_other_language(
        server: str, page: Any) -> None:
    # A director shows the ruling to an English-speaking player: the switch keeps the taps
    # and rules again, in English, without tapping anything twice.
    page.goto(server + "/?lang=nl")
    enter_quick(page, EXAMPLE_1, "E", 6)
    page.get_by_role("button", name="Uitspraak").tap()
    sync_api.expect(page.locator("ul.revoke-lines")).to_contain_text("Oost verzaakte in slag 6")
    page.get_by_role("link", name="English").tap()
    page.wait_for_url("**/?lang=en")
    sync_api.expect(page.locator("ul.revoke-lines")).to_contain_text("East revoked on trick 6")
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text("+420")
    assert page.is_checked("#slag-6 input[value='N']")
    assert page.url.endswith("/?lang=en")  # asked in place: a reload does not post again


def test_the_language_switch_rules_a_pasted_hand_record_again(server: str, page: Any) -> None:
    # the hand-record page with the board pasted (not uploaded): the same board, in Dutch
    page.goto(server + "/record?lang=en")
    page.fill("#text", (FIXTURES / "equity_more.pbn").read_text(encoding="utf-8"))
    page.get_by_role("button", name="Rule").tap()
    sync_api.expect(page.locator("article.ruling").first).to_contain_text("Estimate (64C)")
    page.get_by_role("link", name="Nederlands").tap()
    page.wait_for_url("**/record?lang=nl")
    sync_api.expect(page.locator("article.ruling").first).to_contain_text("Schatting (64C)")


def test_the_language_switch_rules_an_uploaded_hand_record_again(server: str,
                                                                 page: Any) -> None:
    # A phone trial: after an upload the switch lost the ruling (a page cannot choose the
    # file again).  Once answered, the file's text is in the text box: the switch rules it.
    page.goto(server + "/record?lang=nl")
    page.set_input_files("#file", str(FIXTURES / "equity_more.pbn"))
    page.get_by_role("button", name="Uitspraak").tap()
    sync_api.expect(page.locator("article.ruling").first).to_contain_text("Schatting (64C)")
    sync_api.expect(page.locator("#text")).to_have_value(
        (FIXTURES / "equity_more.pbn").read_text(encoding="utf-8"))
    page.get_by_role("link", name="English").tap()
    page.wait_for_url("**/record?lang=en")
    sync_api.expect(page.locator("article.ruling").first).to_contain_text("Estimate (64C)")


def test_a_board_picked_from_an_uploaded_yaml_file_after_the_upload(server: str, page: Any,
                                                                    tmp_path: Path) -> None:
    # A review: once the file's text was in the box without its name, a YAML case file
    # could not be read again ("unknown kind of file") when a board was picked from it.
    cases = [json.loads((EXAMPLES / n).read_text(encoding="utf-8"))
             for n in ("voorbeeld1.json", "voorbeeld2.json")]
    path = tmp_path / "zitting.yaml"
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False),
                    encoding="utf-8")
    page.goto(server + "/record?lang=nl")
    page.set_input_files("#file", str(path))
    page.get_by_role("button", name="Uitspraak").tap()
    page.get_by_role("button", name="Spel 2").tap()
    sync_api.expect(page.locator("article.ruling h2")).to_have_text("Uitspraak · Spel 2")
    page.get_by_role("link", name="English").tap()
    page.wait_for_url("**/record?lang=en")
    sync_api.expect(page.locator("article.ruling h2")).to_have_text("Ruling · Board 2")


def test_the_language_switch_keeps_the_board_picked_from_a_list(server: str, page: Any) -> None:
    # two boards pasted, board 2 picked: after the switch, board 2 again, not the list
    page.goto(server + "/record?lang=nl")
    page.fill("#text", (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8") + "\n"
              + (FIXTURES / "voorbeeld2.pbn").read_text(encoding="utf-8"))
    page.get_by_role("button", name="Uitspraak").tap()
    page.get_by_role("button", name="Spel 2").tap()
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text("+450")
    heading = page.locator("article.ruling h2").inner_text()
    page.get_by_role("link", name="English").tap()
    page.wait_for_url("**/record?lang=en")
    assert page.get_attribute("html", "lang") == "en"
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text("+450")
    assert (heading, page.locator("article.ruling h2").inner_text()) == (
        "Uitspraak · Spel 2", "Ruling · Board 2")  # board 1 would be +420
    page.get_by_role("link", name="Nederlands").tap()  # and back: still board 2
    page.wait_for_url("**/record?lang=nl")
    sync_api.expect(page.locator("article.ruling h2")).to_have_text("Uitspraak · Spel 2")
    assert page.url.endswith("/record?lang=nl")


def test_without_script_the_form_still_works(server: str, browser: Any) -> None:
    context = browser.new_context(java_script_enabled=False, **PHONE)
    try:
        page = context.new_page()
        page.goto(server + "/")
        for name, value in (("level", "4"), ("strain", "S"), ("declarer", "S")):
            button(page, name, value).click()
        for n, w in enumerate(EXAMPLE_1, 1):
            button(page, f"t{n}", w).click()
        page.select_option("#r1_seat", "E")
        page.select_option("#r1_trick", "6")
        page.get_by_role("button", name="Uitspraak").click()
        page.wait_for_url("**/quick?lang=nl#uitspraak")
        sync_api.expect(page.locator("article.ruling td.after")).to_have_text("+420")
        assert page.is_checked("#slag-6 input[value='N']")
    finally:
        context.close()
