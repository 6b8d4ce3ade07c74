"""What the browser tests share: Debian's Chromium under Playwright, a phone-sized context, and
the web app served by uvicorn on a free loopback port in a background thread.

Each browser test module still skips itself first (``pytest.skip(..., allow_module_level=True)``
when :data:`CHROMIUM` is missing), then imports what it needs from here.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path(os.environ.get("VERZAKING_CHROMIUM", "/usr/bin/chromium"))
"""Debian's Chromium (Playwright's own browser download cannot work here)."""
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
"""Chromium's flags: headless, no network of its own."""


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
