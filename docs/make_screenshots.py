"""Make the README's screenshots: the quick form and a ruling on a 360-pixel-wide phone.

Needs the web and test extras and Debian's Chromium (/usr/bin/chromium):

    .venv/bin/python docs/make_screenshots.py
"""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path

import uvicorn
from playwright.sync_api import sync_playwright

from verzaking.web import create_app

DOCS = Path(__file__).resolve().parent
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WINNERS = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()


def main() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(), host="127.0.0.1", port=port,
                                           log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 360, "height": 1240}, device_scale_factor=1.5,
                                is_mobile=True, has_touch=True)
        page.goto(f"http://127.0.0.1:{port}/")
        for name, value in [("level", "4"), ("strain", "S"), ("declarer", "S"),
                            *((f"t{n}", w) for n, w in enumerate(WINNERS, 1))]:
            page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()
        page.select_option("#r1_seat", "E")
        page.select_option("#r1_trick", "6")
        page.evaluate("window.scrollTo(0, document.querySelector('fieldset.group').offsetTop - 8)")
        page.screenshot(path=DOCS / "screenshot-quick-form.png")
        page.get_by_role("button", name="Uitspraak").tap()
        page.wait_for_selector("article.ruling")
        page.evaluate("window.scrollTo(0, document.querySelector('article.ruling').offsetTop - 4)")
        page.screenshot(path=DOCS / "screenshot-ruling.png")
        browser.close()
    server.should_exit = True


if __name__ == "__main__":
    main()
