"""The offline app's ruling log in a real browser (Debian's Chromium via Playwright, a phone):
rulings saved without a network into the browser's IndexedDB, corrected, found again after
a reload, exported as CSV and as the JSON of ``verzaking log export --format json``, and merged into a
running server's log (``POST /log/import``: sent from the offline page once the network is
back, refused until the director types the server's PIN (issue 31), then the exported file
imported twice on the server's log page, signed in): found there once,
with the correction's history.

The app is the one ``verzaking serve`` serves at ``/app/`` (built once into the cache
folder, as the server builds it), so that the server's log is at the same address.
Skipped when /usr/bin/chromium, playwright, uvicorn, or npm (and a cached Pyodide) is missing.
"""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browserkit import ENGINE_TIMEOUT, browser_fixture, need_chromium, phone, served

sync_api = need_chromium("uvicorn", "jinja2")

from logpin import PIN, log_app  # noqa: E402
from test_ruling_log_browser import save_the_two_examples, sign_in  # noqa: E402
from verzaking.ruling_log import RulingLog  # noqa: E402
from verzaking.site import SITE_ENV, _built_from  # noqa: E402
from verzaking.site.build import SiteError, build_site, cache_dir, source_digest  # noqa: E402


def built_site() -> Path:
    """The site as ``verzaking serve`` builds it into the cache folder (again when the
    package changed); the test is skipped where it cannot be built."""
    out = cache_dir() / "app"
    if _built_from(out) != source_digest():
        try:
            build_site(out, log=lambda line: None)
        except SiteError as exc:
            pytest.skip(f"the site cannot be built here: {exc}")
    return out


@pytest.fixture(scope="module")
def site() -> Path:
    return built_site()


@pytest.fixture(scope="module")
def server(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The server with the site at /app/ and its log in a tmp file."""
    os.environ[SITE_ENV] = str(site)
    try:
        db = tmp_path_factory.mktemp("log") / "logboek.sqlite"
        with served(log_app(db)) as url:  # the log behind the directors' PIN
            yield url, db
    finally:
        os.environ.pop(SITE_ENV, None)


browser = browser_fixture()


def engine_ready(page: Any) -> dict[str, Any]:
    info: dict[str, Any] = page.evaluate("window.verzaking.ready")
    return info


def offline_phone(browser: Any, url: str) -> tuple[Any, Any]:
    """A phone that opened ``url`` once (the service worker keeps every file), then lost
    the network and reloaded it."""
    context = browser.new_context(accept_downloads=True, **phone(360, 740))
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT)
    page.goto(url)
    assert engine_ready(page)["offline"] is True
    context.set_offline(True)
    page.reload()
    engine_ready(page)
    return context, page


def tables(page: Any) -> Any:
    return page.locator("table.log-list td.log-table")


def test_the_site_carries_its_bytecode(site: Path) -> None:
    """The build compiled the Python the page loads, the log's and the trainer's too (else
    the phone compiles it at every start: seconds, not one)."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the site is built without bytecode")
    assert json.loads((site / "build.json").read_text(encoding="utf-8"))["bytecode"]


def test_offline_log_saved_corrected_reloaded_exported_and_merged_into_the_server(
        browser: Any, server: tuple[str, Path], tmp_path: Path) -> None:
    url, db = server
    context, page = offline_phone(browser, url + "/app/")
    try:
        save_the_two_examples(page)
        page.get_by_role("link", name="Logboek").first.tap()
        page.wait_for_url("**/log.html")
        engine_ready(page)
        sync_api.expect(tables(page)).to_have_text(["3", "4"])
        page.get_by_role("link", name="1", exact=True).tap()
        sync_api.expect(page.locator("article.ruling")).to_contain_text("64A2")
        form = page.locator("section.log-correct form")
        form.locator("input[name='table']").fill("5")
        form.locator("input[name='reason']").fill("  ")
        form.locator("button.primary").tap()  # no reason: refused, nothing changed
        sync_api.expect(form.locator(".error")).to_contain_text("reden")
        form.locator("input[name='reason']").fill("verkeerde tafel")
        form.locator("button.primary").tap()
        sync_api.expect(page.locator(".log-meta .log-status")).to_contain_text("gecorrigeerd")
        page.reload()  # still offline: the entry and its history come from IndexedDB
        engine_ready(page)
        sync_api.expect(page.locator(".log-meta .log-table")).to_have_text("5")
        sync_api.expect(page.locator("table.log-history tbody tr")).to_have_count(2)
        with context.expect_page() as printed:  # the page for the players, to print
            page.locator("[data-log-print='en']").tap()
        sync_api.expect(printed.value.locator("body")).to_contain_text("64A2")
        # its print style too, offline (found on a phone: the header fields ran together)
        assert printed.value.evaluate(
            "getComputedStyle(document.querySelector('.meta')).display") == "flex"
        printed.value.close()
        page.locator("[data-log-back]").tap()
        sync_api.expect(tables(page)).to_have_text(["5", "4"])

        with page.expect_download() as got:
            page.locator("[data-log-export='csv']").tap()
        rows = list(csv.DictReader(io.StringIO(  # Dutch: separated by ";", as Excel reads it
            Path(got.value.path()).read_bytes().decode("utf-8-sig")), delimiter=";"))
        assert [(r["tafel"], r["artikel"], r["score NZ"], r["versie"]) for r in rows] == [
            ("5", "64A2", "420", "2"), ("4", "64A1", "450", "1")]
        with page.expect_download() as got:
            page.locator("[data-log-export='json']").tap()
        export = tmp_path / "offline.json"
        Path(got.value.path()).replace(export)
        doc = json.loads(export.read_text(encoding="utf-8"))
        assert doc["format"] == "verzaking-ruling-log" and len(doc["entries"]) == 2
        assert [len(e["versions"]) for e in doc["entries"]] == [2, 1]

        broken = {"name": "kapot.json", "mimeType": "application/json",
                  "buffer": export.read_bytes()[:-40]}
        page.set_input_files("form[data-log-import] input[type=file]", broken)
        page.locator("form[data-log-import] button").tap()
        sync_api.expect(page.locator("form[data-log-import] .error")).to_contain_text("kapot.json")
        sync_api.expect(tables(page)).to_have_text(["5", "4"])  # nothing half imported
        page.set_input_files("form[data-log-import] input[type=file]", str(export))
        page.locator("form[data-log-import] button").tap()  # its own export: nothing new
        sync_api.expect(page.locator("#log-view .saved")).to_contain_text("0 nieuw")
        sync_api.expect(tables(page)).to_have_text(["5", "4"])

        page.locator("[data-log-send]").tap()  # offline: no server, and it says so
        sync_api.expect(page.locator(".log-sent .error")).to_contain_text("niet bereikbaar")
        context.set_offline(False)
        page.locator("[data-log-send]").tap()  # back online, no PIN yet: the server says so
        sync_api.expect(page.locator(".log-sent .error")).to_contain_text(
            "alleen voor de wedstrijdleiding")
        page.locator("[data-log-pin]").fill("0000")
        page.locator("[data-log-send]").tap()  # a wrong PIN: refused, said
        sync_api.expect(page.locator(".log-sent .error")).to_contain_text("klopt niet")
        with RulingLog.open(db) as log:
            assert log.entries() == []  # nothing was merged without the PIN
        page.locator("[data-log-pin]").fill(PIN)
        page.locator("[data-log-send]").tap()  # the PIN typed: merged into the server's log
        sync_api.expect(page.locator(".log-sent .saved")).to_contain_text(
            "Logboek van de server: 2 nieuw, 0 bijgewerkt, 0 al aanwezig")
        assert PIN not in page.url
        sign_in(page, url)  # the server's own log page, signed in with the PIN form
        for _ in range(2):  # the server's log page, twice the same file
            page.goto(url + "/log")
            page.set_input_files("section.log-import input[type=file]", str(export))
            page.locator("section.log-import button").tap()
            sync_api.expect(tables(page)).to_have_text(["5", "4"])
        sync_api.expect(page.locator("p.saved")).to_contain_text("0 nieuw, 0 bijgewerkt, 2 al")
    finally:
        context.close()
    with RulingLog.open(db) as log:
        entries = log.entries()
    assert [(e.content["table"], len(e.versions)) for e in entries] == [("5", 2), ("4", 1)]
    assert entries[0].versions[1].reason == "verkeerde tafel"
    assert [e.id for e in entries] == [e["id"] for e in doc["entries"]]
