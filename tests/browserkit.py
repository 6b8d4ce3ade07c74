"""What the browser tests share: Debian's Chromium under Playwright, a phone-sized context, and
the web app served by uvicorn on a free loopback port in a background thread.

Each browser test module skips itself first (:func:`need_chromium`, which skips the whole
module when :data:`CHROMIUM`, Playwright or a named package is missing), then takes its module's
fixtures from the makers here (``browser = browser_fixture()``: an assignment, so that the
test functions' arguments of that name are not taken for a shadowed import).
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path(os.environ.get("VERZAKING_CHROMIUM", "/usr/bin/chromium"))
"""Debian's Chromium (Playwright's own browser download cannot work here)."""
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
"""Chromium's flags: headless, no network of its own."""
ENGINE_TIMEOUT = 120_000
"""Milliseconds the offline app's engine may take to load (the first visit downloads Pyodide)."""


def need_chromium(*packages: str) -> Any:
    """Skips the calling test module (at import) unless :data:`CHROMIUM`, Playwright and each
    of ``packages`` are here; gives ``playwright.sync_api``."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)", allow_module_level=True)
    sync_api = pytest.importorskip("playwright.sync_api")
    for package in packages:
        pytest.importorskip(package)
    return sync_api


def phone(width: int = 390, height: int = 844) -> dict[str, Any]:
    """A phone's browser context: its screen, a touch screen, a dense display."""
    return {"viewport": {"width": width, "height": height}, "device_scale_factor": 2,
            "is_mobile": True, "has_touch": True}


@contextmanager
def served(app: Any) -> Iterator[str]:
    """``app`` under uvicorn on a free loopback port; yields its address."""
    import uvicorn

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    from verzaking.web.cli import NO_PROXY  # as verzaking serve starts it: no proxy's headers

    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                        access_log=False, **NO_PROXY))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        srv.should_exit = True
        thread.join(timeout=10)


def launch(playwright: Any) -> Any:
    """Chromium started by ``playwright``; the test is skipped if this Chromium cannot be."""
    try:
        return playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
    except Exception as exc:  # a Chromium too old or too new for this Playwright
        pytest.skip(f"cannot start {CHROMIUM}: {exc}")


@contextmanager
def chromium() -> Iterator[Any]:
    """Chromium under Playwright for a module's tests (skipped where it cannot start)."""
    from playwright import sync_api

    with sync_api.sync_playwright() as pw:
        browser = launch(pw)
        try:
            yield browser
        finally:
            browser.close()


@contextmanager
def offline_site(folder: Path) -> Iterator[str]:
    """The offline app built into ``folder`` (Pyodide from the cache) and served by a quiet
    static server on a free loopback port; yields its address.  Skips the test where the
    site cannot be built here (no npm, no cached Pyodide)."""
    import functools
    import http.server

    from verzaking.site.build import SiteError, build_site, pyodide_dir

    try:
        pyodide_dir(log=lambda line: None)
        build_site(folder, log=lambda line: None)
    except SiteError as exc:
        pytest.skip(f"the offline app cannot be built here: {exc}")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

    srv = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{srv.server_address[1]}/"
    finally:
        srv.shutdown()
        srv.server_close()


def browser_fixture(after: Callable[[], None] | None = None) -> Any:
    """A module's ``browser`` fixture: :func:`chromium` for its tests, then ``after()`` (a
    report of what the module measured, say) once the browser is closed."""

    @pytest.fixture(scope="module", name="browser")
    def browser() -> Iterator[Any]:
        with chromium() as b:
            yield b
        if after is not None:
            after()

    return browser


def server_fixture(make_app: Callable[[], Any]) -> Any:
    """A module's ``server`` fixture: the address of ``make_app()`` under :func:`served`."""

    @pytest.fixture(scope="module", name="server")
    def server() -> Iterator[str]:
        with served(make_app()) as url:
            yield url

    return server


def offline_fixture(name: str) -> Any:
    """A module's fixture ``name``: the address of the :func:`offline_site` built into a tmp
    folder of its own."""

    @pytest.fixture(scope="module", name=name)
    def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
        with offline_site(tmp_path_factory.mktemp("site") / "app") as url:
            yield url

    return site


@contextmanager
def phone_page(browser: Any, timeout: float | None = 15000, size: dict[str, Any] | None = None,
               **options: Any) -> Iterator[Any]:
    """A page in a new phone context of ``browser`` (``size`` as :func:`phone` gives it, by
    default 390x844; ``options`` for the context too), waiting ``timeout`` ms at most for
    anything (None: Playwright's own default); the context is closed after."""
    context = browser.new_context(**(size or phone()), **options)
    try:
        page = context.new_page()
        if timeout is not None:
            page.set_default_timeout(timeout)
        yield page
    finally:
        context.close()


def page_fixture(timeout: float = 15000, size: dict[str, Any] | None = None) -> Any:
    """A module's ``page`` fixture: a fresh :func:`phone_page` for each test."""

    @pytest.fixture(name="page")
    def page(browser: Any) -> Iterator[Any]:
        with phone_page(browser, timeout, size) as pg:
            yield pg

    return page
