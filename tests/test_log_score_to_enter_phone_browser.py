"""The score to enter, chosen on a phone and exported (issue 30, item 3), in a real browser at
390x844: a ruling with a 64C figure and one with a weighted score saved, corrected and
exported; the CSV's score column is the one the director chose.  As the director changes the
weights under the estimate, the line under the score table and the save form's weighted
choice follow them, and the weights he saved are the ones the entry shows.

Worked by hand:
- equity_weighted.pbn: 3NT by South, nobody vulnerable; automatic -150 (6 tricks, 64A2),
  64C estimate 7 tricks -100, the weighted option 7 tricks -100 and 8 tricks -50.  The
  director sets 30 % on the first: the second becomes 100 - 30 = 70 %; 0.3 x -100 + 0.7 x
  -50 = -30 - 35 = -65.  Corrected to the 64C figure: -100.
- Seed example 1 told trick by trick with the director's judgement of 11 tricks without the
  revoke: automatic +420 (10 tricks, 64A2), his 64C figure 4♠+1 +450.  Corrected to a score
  of his own, +430.

The offline app (built into a tmp folder, the network cut after its first visit) keeps the
director's 64C figure in the phone's log and exports it the same way.

Skipped when /usr/bin/chromium, playwright or uvicorn is missing; the offline one also without
npm (and a cached Pyodide).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browserkit import browser_fixture, need_chromium, offline_fixture, phone_page, served
from conftest import FIXTURES

sync_api = need_chromium("uvicorn")

from logpin import PIN, log_app  # noqa: E402

EXAMPLE_1 = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()


browser = browser_fixture()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    """A server with a log of its own for each test (entry 1 is the test's)."""
    with served(log_app(tmp_path / "logboek.sqlite")) as url:
        yield url


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    with phone_page(browser, 20000, accept_downloads=True) as pg:
        pg.goto(server + "/log")
        pg.locator("form.log-signin input[name='pin']").fill(PIN)
        pg.locator("form.log-signin button.primary").click()
        sync_api.expect(pg.locator("form.log-director")).to_be_visible()
        yield pg


def exported(page: Any, server: str) -> list[dict[str, str]]:
    page.goto(server + "/log?lang=nl")
    with page.expect_download() as info:
        page.get_by_role("link", name="Exporteren (CSV)").tap()
    data = Path(info.value.path()).read_bytes().decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(data), delimiter=";"))


def save(page: Any, table: str) -> None:
    page.locator("details.log-save summary").tap()
    page.locator("form.log-form input[name='table']").fill(table)


def submit_save(page: Any) -> None:
    page.locator("form.log-form button.primary").tap()
    sync_api.expect(page.locator(".log-saved")).to_contain_text("als nr.\u00a01")


def correct_to(page: Any, server: str, choice: str, reason: str, own: str = "") -> None:
    page.goto(server + "/log/1?lang=nl")
    form = page.locator("section.log-correct form")
    form.locator(f"input[name='score_choice'][value='{choice}']").check()
    if own:
        form.locator("input[name='score_own']").fill(own)
    form.locator("input[name='reason']").fill(reason)
    form.locator("button.primary").tap()
    sync_api.expect(page.locator("p.saved")).to_contain_text("gecorrigeerd")


def test_a_weighted_score_follows_the_weights_saved_corrected_and_exported(
        page: Any, server: str) -> None:
    page.goto(server + "/record?lang=nl")
    page.locator("textarea[name='text']").fill((FIXTURES / "equity_weighted.pbn").read_text())
    page.get_by_role("button", name="Uitspraak").first.tap()
    ruling = page.locator("article.ruling")
    sync_api.expect(ruling.locator("td.equity-score")).to_have_text("−100")
    weights = ruling.locator("fieldset.weights input[type=number]")
    weights.first.fill("30")
    weights.first.dispatch_event("change")
    sync_api.expect(weights.nth(1)).to_have_value("70")
    line = ruling.locator("p.enter[data-weights-line]")
    sync_api.expect(line).to_contain_text("30 % van −100, 70 % van −50")
    save(page, "5")
    choice = page.locator("form.log-form label:has(input[value='weighted'])")
    sync_api.expect(choice).to_contain_text("30 % van −100, 70 % van −50")
    choice.tap()
    submit_save(page)
    # the entry shows the weights he chose, under its score table too
    page.goto(server + "/log/1?lang=nl")
    sync_api.expect(page.locator("fieldset.weights input[type=number]").first).to_have_value("30")
    sync_api.expect(page.locator("p.enter[data-weights-line]")).to_contain_text(
        "30 % van −100, 70 % van −50")
    [row] = exported(page, server)
    assert (row["tafel"], row["score NZ"], row["grondslag score"]) == (
        "5", "-65", "gewogen score (12C1(c)): 30 % van −100, 70 % van −50")
    correct_to(page, server, "equity", "toch de schatting")
    [row] = exported(page, server)
    assert (row["score NZ"], row["grondslag score"], row["versie"]) == (
        "-100", "64C, schatting dubbeldummy (64C1)", "2")


def test_a_64c_figure_saved_corrected_and_exported(page: Any, server: str) -> None:
    page.goto(server + "/?lang=nl")
    for name, value in (("path", "tricks"), ("level", "4"), ("strain", "S"),
                        ("declarer", "S"), *((f"t{n}", w) for n, w in enumerate(EXAMPLE_1, 1)),
                        ("without_revoke", "11")):
        page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()
    page.select_option("#r1_seat", "E")
    page.select_option("#r1_trick", "6")
    page.get_by_role("button", name="Uitspraak").first.tap()
    sync_api.expect(page.locator("article.ruling td.equity-score")).to_have_text("+450")
    save(page, "3")
    sync_api.expect(page.locator("form.log-form input[value='equity']")).to_be_checked()
    submit_save(page)
    [row] = exported(page, server)
    assert (row["score NZ"], row["grondslag score"]) == (
        "450", "64C, oordeel van de wedstrijdleider (64C1)")
    correct_to(page, server, "own", "arbitraal", own="430")
    [row] = exported(page, server)
    assert (row["score NZ"], row["grondslag score"], row["score NZ na correctie"]) == (
        "430", "eigen score van de wedstrijdleider (arbitraal)", "420")


offline_url = offline_fixture("offline_url")


def test_offline_a_64c_figure_saved_corrected_and_exported(browser: Any,
                                                           offline_url: str) -> None:
    with phone_page(browser, 120_000, accept_downloads=True) as page:
        page.goto(offline_url)
        page.evaluate("window.verzaking.ready")
        page.context.set_offline(True)
        page.reload()
        page.evaluate("window.verzaking.ready")
        # seed example 1 by the short path, the director's judgement of 11 tricks
        for name, value in (("level", "4"), ("strain", "S"), ("declarer", "S"),
                            ("s_tricks", "9"), ("s_seat", "E"), ("s_trick", "6"),
                            ("s_won", "other"), ("s_later", "1"), ("without_revoke", "11")):
            page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()
        page.get_by_role("button", name="Uitspraak").first.tap()
        sync_api.expect(page.locator("article.ruling td.equity-score")).to_have_text("+450")
        save(page, "3")
        sync_api.expect(page.locator("form.log-form input[value='equity']")).to_be_checked()
        page.locator("form.log-form button.primary").tap()
        sync_api.expect(page.locator(".log-saved")).to_contain_text("als nr.\u00a01")
        page.locator(".log-saved a").tap()
        form = page.locator("section.log-correct form")
        sync_api.expect(form.locator("input[value='equity']")).to_be_checked()
        form.locator("input[name='score_choice'][value='automatic']").check()
        form.locator("input[name='reason']").fill("toch automatisch")
        form.locator("button.primary").tap()
        sync_api.expect(page.locator(".log-meta .log-status")).to_contain_text("gecorrigeerd")
        page.locator("[data-log-back]").tap()
        with page.expect_download() as got:
            page.locator("[data-log-export='csv']").tap()
        data = Path(got.value.path()).read_bytes().decode("utf-8-sig")
        [row] = list(csv.DictReader(io.StringIO(data), delimiter=";"))
        assert (row["score NZ"], row["grondslag score"], row["versie"]) == (
            "420", "automatisch (64A2)", "2")
