"""The log's PIN on a phone (issue 31), in a real browser (Debian's Chromium, Playwright, a
390×844 phone): a ruling saved before signing in asks for the PIN in its own save area (a
wrong PIN said there), then saves; the cookie the browser keeps is HttpOnly, SameSite=Strict
and for ``/log`` only; a page of another site on the same machine (another port: the same
"site" to the browser, so the cookie goes with its post) cannot delete an entry; sign out
asks for the PIN again.

Skipped when /usr/bin/chromium or playwright is missing.  The log is a tmp file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browserkit import browser_fixture, need_chromium, page_fixture, served

sync_api = need_chromium("uvicorn", "fastapi")

from logpin import PIN, exported, log_app  # noqa: E402
from test_ruling_log_browser import tap  # noqa: E402

EXAMPLE_1 = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()


browser = browser_fixture()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    db = tmp_path / "logboek.sqlite"
    with served(log_app(db)) as url:
        yield url, db


page = page_fixture()


def rule_example(page: Any, url: str) -> None:
    page.goto(url + "/")
    tap(page, "path", "tricks")
    tap(page, "level", "4")
    tap(page, "strain", "S")
    tap(page, "declarer", "S")
    for n, w in enumerate(EXAMPLE_1, 1):
        tap(page, f"t{n}", w)
    page.select_option("#r1_seat", "E")
    page.select_option("#r1_trick", "6")
    page.get_by_role("button", name="Uitspraak").tap()
    sync_api.expect(page.locator("article.ruling")).to_have_count(1)


def test_saving_before_signing_in_asks_the_pin_there_then_saves(
        server: tuple[str, Path], page: Any) -> None:
    url, db = server
    rule_example(page, url)
    page.locator("details.log-save summary").tap()
    page.locator("form.log-form input[name='table']").fill("3")
    page.locator("form.log-form button.primary").tap()
    area = page.locator(".log-saved")
    sync_api.expect(area.locator("form.log-signin")).to_be_visible()  # the PIN, asked here
    assert not db.exists() or exported(db) == "[]"
    area.locator("input[name='pin']").fill("1234")
    area.locator("form.log-signin button.primary").tap()
    sync_api.expect(area.locator(".error")).to_contain_text("klopt niet")
    area.locator("input[name='pin']").fill(PIN)
    area.locator("form.log-signin button.primary").tap()
    sync_api.expect(area).to_contain_text("Aangemeld tot")
    page.locator("form.log-form button.primary").tap()  # as the message says: once more
    sync_api.expect(area).to_contain_text("als nr.\u00a01")
    assert '"table": "3"' in exported(db)

    cookies = [c for c in page.context.cookies() if c["name"] == "verzaking_director"]
    assert len(cookies) == 1
    assert cookies[0]["httpOnly"] and cookies[0]["sameSite"] == "Strict"
    assert cookies[0]["path"] == "/log"
    assert page.evaluate("document.cookie").find("verzaking_director") < 0

    page.goto(url + "/log")
    sync_api.expect(page.locator("table.log-list td.log-table")).to_have_text(["3"])
    page.locator("form.log-director button").tap()  # sign out
    sync_api.expect(page.locator("p.saved")).to_contain_text("afgemeld")
    sync_api.expect(page.locator("form.log-signin input[name='pin']")).to_be_visible()
    page.goto(url + "/log/1")
    sync_api.expect(page.locator("form.log-signin")).to_be_visible()
    assert "Clubavond" not in page.content() and "log-history" not in page.content()


HOSTILE = """<!doctype html><title>Uitslagen</title>
<form method="post" action="{target}/log/1/delete">
<input name="confirm" value="1"><input name="reason" value="spam">
</form><script>document.forms[0].submit()</script>"""


def test_a_page_of_another_site_cannot_delete_an_entry(server: tuple[str, Path],
                                                       page: Any) -> None:
    from starlette.applications import Starlette
    from starlette.responses import HTMLResponse
    from starlette.routing import Route

    url, db = server
    page.goto(url + "/log")
    page.locator("form.log-signin input[name='pin']").fill(PIN)
    page.locator("form.log-signin button.primary").tap()
    sync_api.expect(page.locator("form.log-director")).to_be_visible()
    rule_example(page, url)
    page.locator("details.log-save summary").tap()
    page.locator("form.log-form button.primary").tap()
    sync_api.expect(page.locator(".log-saved")).to_contain_text("als nr.\u00a01")
    before = exported(db)

    async def hostile(request: Any) -> HTMLResponse:
        return HTMLResponse(HOSTILE.format(target=url))

    # another port of the same machine: the same site to the browser (the cookie goes along)
    with served(Starlette(routes=[Route("/", hostile)])) as elsewhere:
        with page.expect_response(f"{url}/log/1/delete") as answer:
            page.goto(elsewhere + "/")
        assert answer.value.status == 403
        sync_api.expect(page.locator(".error")).to_contain_text("niet vanaf")
    assert exported(db) == before
