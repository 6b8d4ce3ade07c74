"""Take the *Aan tafel / At the table* guide's screenshots from the built offline app.

The guide's pages (``src/verzaking/site/guide/``) show the phone's form, a ruling and the
page "Verloop / Play by play"; this script makes them again from the app as it is now, on a
360-pixel-wide phone in Chromium, in both languages, into ``src/verzaking/site/guide/img/``
(``nl-app.png``, ``nl-short.png``, ``nl-short-ruling.png``, ``nl-tricks.png``,
``nl-tell.png`` and the same with ``en-``).  Run it again after the phone's pages change,
then rebuild the guide.

Needs the web and test extras, npm (or a cached Pyodide) and Debian's Chromium:

    .venv/bin/python docs/make_guide_screenshots.py [--site FOLDER]

Without ``--site`` it builds the app into a temporary folder first (``verzaking site``).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Locator, Page, sync_playwright

from verzaking.site.build import build_site

IMG = Path(__file__).resolve().parents[1] / "src" / "verzaking" / "site" / "guide" / "img"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# the seed's example 1 (Zuid 4♠, Oost verzaakt in slag 6): the short path, the trick rows,
# and told by taps as a revoke noticed at once by South (the guide's situations page)
SHORT = [("level", "4"), ("strain", "S"), ("declarer", "S"), ("s_tricks", "9"),
         ("s_seat", "E"), ("s_trick", "6"), ("s_won", "other"), ("s_later", "2")]
WINNERS = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
TOLD = ["won:EW", "won:EW", "won:NS", "won:NS", "won:S",
        "card:H2", "card:H3", "card:HA", "card:C4", "revoke:3:S"]
"""The taps after the contract on the page Verloop: who won tricks 1-5, the cards of trick
6, the revoke noticed by South."""


def _tap(page: Page, name: str, value: str) -> None:
    page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])").tap()


def _shoot(page: Page, element: str, path: Path) -> None:
    """A screenshot of the phone's screen scrolled to ``element`` (a JavaScript expression)."""
    page.evaluate(f"window.scrollTo(0, ({element}).getBoundingClientRect().top"
                  " + window.scrollY - 8)")
    page.screenshot(path=path)
    print(f"wrote {path}")


def _ready(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("document.getElementById('engine-status').textContent"
                           ".match(/Klaar|Ready/)", timeout=120_000)


def _quick(page: Page, base: str, lang: str) -> None:
    """The app, the short path and its ruling, the trick rows."""
    home = f"{base}/{'index.html' if lang == 'nl' else 'en.html'}"
    _ready(page, home)
    page.screenshot(path=IMG / f"{lang}-app.png")
    print(f"wrote {IMG / f'{lang}-app.png'}")
    for name, value in SHORT:
        _tap(page, name, value)
    # from "who revoked?" down: the answers to "who won that trick?" named by seats
    _shoot(page, "document.querySelector(\"input[name='s_seat']\").closest('fieldset')",
           IMG / f"{lang}-short.png")
    page.locator("button.primary").tap()
    page.wait_for_selector("article.ruling")
    _shoot(page, "document.querySelector('article.ruling')", IMG / f"{lang}-short-ruling.png")
    _ready(page, home)
    _tap(page, "path", "tricks")
    for name, value in [("level", "4"), ("strain", "S"), ("declarer", "S"),
                        *((f"t{n}", w) for n, w in enumerate(WINNERS, 1))]:
        _tap(page, name, value)
    page.select_option("#r1_seat", "E")
    page.select_option("#r1_trick", "6")
    _shoot(page, "document.querySelector('fieldset.revokes')", IMG / f"{lang}-tricks.png")


def _told(page: Page, base: str, lang: str) -> None:
    """The page Verloop after the taps of the seed's example 1: what happened, what now."""
    _ready(page, f"{base}/{'tell.html' if lang == 'nl' else 'tell-en.html'}")
    area = page.locator("#verloop")

    def answered(locator: Locator) -> None:
        before = int(area.get_attribute("data-answered") or 0)
        locator.tap()
        page.wait_for_function(
            "n => Number(document.getElementById('verloop').getAttribute('data-answered')"
            " || 0) > n", arg=before)

    for name, value in (("level", "4"), ("strain", "S"), ("declarer", "S")):
        answered(page.locator(f"label.tap:has(input[name='{name}'][value='{value}'])"))
    for value in TOLD:
        answered(page.locator(f"#verloop button[value='{value}']"))
    # from the corrected trick 6 down: the penalty card, what happened, what now
    _shoot(page, "document.querySelector('#verloop .tell-sofar .current')",
           IMG / f"{lang}-tell.png")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a folder built by verzaking site")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or Path(tmp) / "site"
        if args.site is None:
            build_site(site)
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        IMG.mkdir(parents=True, exist_ok=True)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                page = browser.new_page(viewport={"width": 360, "height": 640},
                                        device_scale_factor=1, is_mobile=True, has_touch=True)
                page.on("dialog", lambda d: d.accept())
                for lang in ("nl", "en"):
                    _quick(page, base, lang)
                    _told(page, base, lang)
                browser.close()
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
