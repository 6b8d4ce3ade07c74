"""The offline site in a real browser: Debian's Chromium via Playwright, a 390x844 phone.

The site is built once (``verzaking site``; Pyodide's core is fetched with npm the first
time and then kept in the cache folder), served from a static folder, visited once; the
browser context is then set offline and the page reloaded.  Offline, the seed's
examples are ruled by taps through the short path and the trick rows, a PBN (with its
estimate of 64C, made in the page) and an events case are opened, and
``window.verzaking.rule`` gives the command line's JSON.
The same app is then checked as ``verzaking serve`` serves it, at ``/app/``.

Skipped when /usr/bin/chromium, playwright, or npm (and a cached Pyodide) is missing.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browserkit import ENGINE_TIMEOUT, browser_fixture, need_chromium, phone, phone_page
from browserkit import served as serve_app
from conftest import EXAMPLES, FIXTURES

sync_api = need_chromium("jinja2")

from verzaking.site.build import SiteError, build_site, cache_dir, pyodide_dir  # noqa: E402

MEASURED: dict[str, Any] = {}
"""What the run measured (bytes of the first visit, seconds to a ruling from cache, taps);
written to $VERZAKING_SITE_REPORT when that is set."""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built into a fresh folder (Pyodide from the cache after the first time)."""
    try:
        pyodide_dir(log=lambda line: None)
    except SiteError as exc:
        pytest.skip(f"no Pyodide for the site ({exc}); cache: {cache_dir()}")
    out = tmp_path_factory.mktemp("site") / "app"
    try:
        build_site(out, log=lambda line: None)
    except SiteError as exc:
        pytest.skip(f"the site cannot be built here: {exc}")
    return out


SENT = [0]
"""Bytes of files the static server sent (the page's and the service worker's requests)."""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        SENT[0] += len(data)
        outputfile.write(data)


@pytest.fixture(scope="module")
def static(site: Path) -> Iterator[str]:
    """The site's folder served as any static host would (python's http.server)."""
    handler = functools.partial(_Quiet, directory=str(site))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}/"
    srv.shutdown()
    srv.server_close()


def write_report() -> None:
    """What the run measured, to $VERZAKING_SITE_REPORT when that is set."""
    report = os.environ.get("VERZAKING_SITE_REPORT")
    if report and MEASURED:
        Path(report).write_text(json.dumps(MEASURED, indent=1), encoding="utf-8")


browser = browser_fixture(after=write_report)


def engine_ready(page: Any) -> dict[str, Any]:
    info: dict[str, Any] = page.evaluate("window.verzaking.ready")
    sync_api.expect(page.locator("#engine-status")).not_to_have_text("", timeout=5000)
    return info


def visit_then_offline(browser: Any, url: str) -> tuple[Any, Any, dict[str, Any]]:
    """A phone that opened ``url`` once, then lost the network and reloaded the page."""
    context = browser.new_context(**phone())
    page = context.new_page()
    page.set_default_timeout(ENGINE_TIMEOUT)
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    received: list[int] = []
    session.on("Network.loadingFinished", lambda ev: received.append(int(ev["encodedDataLength"])))
    SENT[0] = 0
    page.goto(url)
    info = engine_ready(page)
    assert info["offline"] is True, info
    first = SENT[0] or sum(received)  # the static server's count; else the page's own
    context.set_offline(True)
    start = time.monotonic()
    page.reload()
    info = engine_ready(page)
    ruled = page.evaluate("t => window.verzaking.rule(t, {lang: 'nl'})",
                          (EXAMPLES / "voorbeeld1.json").read_text())
    seconds = time.monotonic() - start
    assert ruled[0]["score_ns"]["adjusted"] == 420
    measured = {"first_visit_bytes": first, "offline_reload_to_first_ruling_s": seconds}
    return context, page, {**info, **measured}


@pytest.fixture(scope="module")
def offline(browser: Any, static: str, site: Path) -> Iterator[Any]:
    """The static site's page after one visit and an offline reload."""
    context, page, info = visit_then_offline(browser, static)
    MEASURED.update({k: v for k, v in info.items() if k in (
        "first_visit_bytes", "offline_reload_to_first_ruling_s", "pyodide", "version")})
    MEASURED["site_bytes"] = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    yield page
    context.close()


class Taps:
    """Taps on the page, counted (the submit button is a tap too)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def radio(self, name: str, value: str) -> None:
        self.page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()
        self.count += 1

    def button(self, name: str) -> None:
        self.page.get_by_role("button", name=name).first.tap()
        self.count += 1


def contract_4s_by_south(taps: Taps) -> None:
    taps.radio("level", "4")
    taps.radio("strain", "S")
    taps.radio("declarer", "S")


def reset_quick(page: Any, url: str) -> None:
    """The quick form as it first appears: opened (the engine loads), or reset in place."""
    if page.url.split("#")[0] != url:
        page.goto(url)
        engine_ready(page)
    page.evaluate("document.getElementById('quick').reset();"
                  "document.getElementById('uitspraak').replaceChildren()")


SHORT = {"voorbeeld1": ("9", "E", "6", "other", "1", "+420", "64A2"),
         "voorbeeld2": ("9", "E", "7", "offender", "1", "+450", "64A1")}
TRICKS = {"voorbeeld1": ("EW EW NS NS NS N NS NS EW NS NS EW NS", "E", "6", "+420"),
          "voorbeeld2": ("EW EW NS NS NS NS E NS NS NS EW NS NS", "E", "7", "+450")}


def rule_short(page: Any, name: str) -> int:
    """Seed example ``name`` through the short path; the taps it took."""
    tricks, seat, trick, won, later, score, law = SHORT[name]
    taps = Taps(page)
    contract_4s_by_south(taps)
    taps.radio("s_tricks", tricks)
    taps.radio("s_seat", seat)
    taps.radio("s_trick", trick)
    taps.radio("s_won", won)
    taps.radio("s_later", later)
    taps.button("Uitspraak")
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text(score)
    sync_api.expect(page.locator("ul.revoke-lines")).to_contain_text(f"art. {law}")
    return taps.count


def rule_by_tricks(page: Any, name: str) -> int:
    winners, seat, trick, score = TRICKS[name]
    taps = Taps(page)
    taps.radio("path", "tricks")
    contract_4s_by_south(taps)
    for n, w in enumerate(winners.split(), 1):
        taps.radio(f"t{n}", w)
    page.select_option("#r1_seat", seat)
    page.select_option("#r1_trick", trick)
    taps.count += 4  # two selects: open and choose
    taps.button("Uitspraak")
    sync_api.expect(page.locator("article.ruling td.after")).to_have_text(score)
    return taps.count


def no_horizontal_scroll(page: Any) -> bool:
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


# -- offline, from the static folder ------------------------------------------------------

def test_offline_the_seed_examples_by_the_short_path(offline: Any, static: str) -> None:
    for name in ("voorbeeld1", "voorbeeld2"):
        reset_quick(offline, static)
        assert no_horizontal_scroll(offline)
        taps = rule_short(offline, name)
        assert taps <= 10
        MEASURED[f"taps_short_{name}"] = taps
        assert no_horizontal_scroll(offline)


def test_offline_the_seed_examples_trick_by_trick(offline: Any, static: str) -> None:
    for name in ("voorbeeld1", "voorbeeld2"):
        reset_quick(offline, static)
        MEASURED[f"taps_tricks_{name}"] = rule_by_tricks(offline, name)


def test_offline_the_hook_gives_the_command_lines_json(offline: Any) -> None:
    for path in (EXAMPLES / "voorbeeld2.json", FIXTURES / "voorbeeld2.pbn",
                 EXAMPLES / "tafel-twaalfde-slag.json"):
        expected = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path),
                                   "--json", "--no-equity", "--lang", "en"],
                                  capture_output=True, text=True).stdout
        got = offline.evaluate("([t, n]) => window.verzaking.rule(t, {lang: 'en', name: n})",
                               [path.read_text(encoding="utf-8"), str(path)])
        assert got == json.loads(expected), path.name


def test_offline_a_pbn_file_opened_from_the_phone(offline: Any, static: str) -> None:
    offline.goto(static + "record.html")
    engine_ready(offline)
    offline.set_input_files("#file", str(FIXTURES / "voorbeeld1.pbn"))
    offline.get_by_role("button", name="Uitspraak").tap()
    sync_api.expect(offline.locator("article.ruling td.after")).to_have_text("+420")
    # the estimate of 64C is made offline, by the solver in the page's worker: one row, for
    # East's one legal card (his singleton four of hearts, hearts led to trick 6)
    sync_api.expect(offline.locator("table.dd tbody tr")).to_have_count(1)
    sync_api.expect(offline.locator("table.dd tbody")).to_contain_text("♥4")
    assert not offline.locator("section.offline-equity").count()  # no offer to ask a server


def test_offline_a_file_of_several_boards_offers_the_picker(offline: Any, static: str) -> None:
    offline.goto(static + "record.html")
    engine_ready(offline)
    both = (FIXTURES / "voorbeeld1.pbn").read_bytes() + b"\n" + (FIXTURES / "voorbeeld2.pbn").read_bytes()
    offline.set_input_files("#file", {"name": "avond.pbn", "mimeType": "text/plain", "buffer": both})
    offline.get_by_role("button", name="Uitspraak").tap()
    picks = offline.locator("section.picker button.pick")
    sync_api.expect(picks).to_have_count(2)
    picks.nth(1).tap()
    sync_api.expect(offline.locator("article.ruling td.after")).to_have_text("+450")


def test_offline_an_events_case_says_what_now(offline: Any, static: str) -> None:
    offline.goto(static + "record-en.html")
    engine_ready(offline)
    offline.fill("#text", (EXAMPLES / "aan-tafel.json").read_text(encoding="utf-8"))
    offline.get_by_role("button", name="Rule").tap()
    sync_api.expect(offline.locator("section.next h3")).to_have_text("What now?")
    assert offline.locator("section.next li").count() >= 1


def test_offline_bad_input_is_a_message_in_the_pages_language(offline: Any, static: str) -> None:
    offline.goto(static + "record-en.html")
    engine_ready(offline)
    offline.set_input_files("#file", {"name": "broken.pbn", "mimeType": "text/plain",
                                      "buffer": b'[Board "1"]\n[Deal "N:AKQ"]\n[Contract "4S"]'})
    offline.get_by_role("button", name="Rule").tap()
    error = offline.locator("#uitspraak .error")
    sync_api.expect(error).to_be_visible()
    assert "Traceback" not in error.inner_text() and "Error" not in error.inner_text()
    offline.set_input_files("#file", {"name": "case.yaml", "mimeType": "text/yaml",
                                      "buffer": b"board: 1\ncontract: 4S\ntricks: [NS\n"})
    offline.get_by_role("button", name="Rule").tap()
    sync_api.expect(offline.locator("#uitspraak .error")).to_contain_text("YAML")


def test_offline_a_yaml_case_file(offline: Any, static: str) -> None:
    case = json.loads((EXAMPLES / "voorbeeld2.json").read_text(encoding="utf-8"))
    yaml = "\n".join(f"{k}: {json.dumps(v)}" for k, v in case.items()) + "\n"
    got = offline.evaluate("t => window.verzaking.rule(t, {lang: 'en', name: 'case.yaml'})", yaml)
    assert got[0]["score_ns"] == {"played": -50, "adjusted": 450}


def test_offline_the_language_switch_keeps_the_taps(offline: Any, static: str) -> None:
    reset_quick(offline, static)
    taps = Taps(offline)
    contract_4s_by_south(taps)
    taps.radio("s_trick", "6")
    offline.get_by_role("link", name="English").tap()
    offline.wait_for_url("**/en.html")
    assert offline.is_checked("input[name='level'][value='4']")
    assert offline.is_checked("input[name='s_trick'][value='6']")


def test_offline_the_language_switch_after_a_ruling_rules_it_again_in_the_app(
        offline: Any, static: str) -> None:
    # found in phone trials: the switch sent the form to the server (offline: no page);
    # then it kept the taps but dropped the ruling, which the server's page shows again
    reset_quick(offline, static)
    rule_short(offline, "voorbeeld2")
    offline.get_by_role("link", name="English").tap()
    offline.wait_for_url("**/en.html")
    assert offline.is_checked("input[name='s_trick'][value='7']")
    engine_ready(offline)
    # example 2 in English, ruled by the page's own engine (the context is offline)
    sync_api.expect(offline.locator("#uitspraak article.ruling td.after")).to_have_text("+450")
    sync_api.expect(offline.locator("ul.revoke-lines")).to_contain_text("Law 64A1")
    assert offline.url.endswith("/en.html")


# -- the same app from verzaking serve ---------------------------------------------------

@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    pytest.importorskip("uvicorn")
    os.environ["VERZAKING_SITE"] = str(site)
    try:
        from verzaking.web import create_app
        from verzaking.web.limits import Limits

        with serve_app(create_app(Limits(processes=0))) as url:
            yield url
    finally:
        os.environ.pop("VERZAKING_SITE", None)


def test_verzaking_serve_serves_the_same_app_offline(browser: Any, served: str) -> None:
    context, page, _info = visit_then_offline(browser, served + "/app/")
    try:
        assert rule_short(page, "voorbeeld2") <= 10
        reset_quick(page, served + "/app/")
        assert rule_short(page, "voorbeeld1") <= 10
    finally:
        context.close()


def test_the_estimate_of_64c_from_the_server_where_the_page_has_no_solver(browser: Any,
                                                                          served: str) -> None:
    # the solver's WebAssembly cannot be had (refused here): the page still rules, offers to
    # ask the server for the estimate, and the server's answer shows it
    pytest.importorskip("endplay")
    # service workers blocked: every file fetched
    with phone_page(browser, ENGINE_TIMEOUT, service_workers="block") as page:
        page.route("**/dds/dds.wasm", lambda route: route.abort())
        page.goto(served + "/app/record.html")
        assert engine_ready(page)["solver"] is False
        page.set_input_files("#file", str(FIXTURES / "voorbeeld1.pbn"))
        page.get_by_role("button", name="Uitspraak").tap()
        page.locator("[data-equity-button]").tap()
        sync_api.expect(page.locator("table.dd")).to_be_visible()


def test_without_a_solver_or_a_server_each_tap_says_so_once(browser: Any, static: str) -> None:
    # no solver in the page and no server behind this static host: each tap says so, once
    # (two taps stacked two identical messages under the score, a review)
    # service workers blocked: every file fetched
    with phone_page(browser, ENGINE_TIMEOUT, service_workers="block") as page:
        page.route("**/dds/dds.wasm", lambda route: route.abort())
        page.goto(static + "record.html")
        engine_ready(page)
        page.set_input_files("#file", str(FIXTURES / "voorbeeld1.pbn"))
        page.get_by_role("button", name="Uitspraak").tap()
        sync_api.expect(page.locator("section.offline-equity")).to_contain_text("server")
        assert not page.locator("table.dd").count()
        button = page.locator("[data-equity-button]")
        for _ in range(2):
            button.tap()
            sync_api.expect(button).to_be_enabled()
            sync_api.expect(page.locator("section.offline-equity p.error")).to_have_count(1)


def test_npm_is_only_needed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cached Pyodide is used without npm (CI keeps the cache between tests)."""
    try:
        first = pyodide_dir(log=lambda line: None)
    except SiteError as exc:
        pytest.skip(str(exc))
    from verzaking.site import build

    def no_npm(*args: Any, **kw: Any) -> Any:
        raise AssertionError(f"npm run again: {args}")

    monkeypatch.setattr(build.shutil, "which", lambda name: None)  # as if npm were gone
    monkeypatch.setattr(build.subprocess, "run", no_npm)
    path = pyodide_dir(log=lambda line: None)
    assert path == first and (path / "pyodide.asm.wasm").is_file()


def test_the_weighted_score_script_ships_with_the_offline_app(site: Path) -> None:
    # the 12C1(c) weights of an estimate fetched from the server can be changed offline too
    assert (site / "static" / "equity.js").is_file()
    assert 'src="static/equity.js"' in (site / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("page_name", "said"), [("index.html", "python3 -m http.server"),
                                                 ("en.html", "serve the folder")])
def test_the_app_opened_as_a_file_says_how_to_open_it(browser: Any, site: Path, page_name: str,
                                                      said: str) -> None:
    # phone/laptop trial: opened as file:// the engine's files are refused by the browser,
    # and the page said "reload with a network", which cannot help
    with phone_page(browser, None) as page:
        page.goto((site / page_name).as_uri())
        status = page.locator("#engine-status")
        sync_api.expect(status).to_contain_text(said, timeout=20000)
        assert "file://" in status.inner_text()
