"""The log's PIN against what a hostile tester sent it (issue 31, tried again): a body the
log has no route for is not read past the cap; an empty body is answered; a client that
hangs up is let go quietly; a broken or foreign ``Origin`` is another site's 403, shown as
it was sent; several requests with the right PIN at once all get in; wrong PINs from many
addresses stop every PIN for a while; a PIN in the address is never echoed; a too-large
body to the log shows the log's page; the PIN form says nothing of the PIN's kind; a
request under another name than the server's (DNS rebinding) is refused before the log
sees it.  Each request goes straight to the app over ASGI, as uvicorn hands it over, from
the client address the test chooses.  The log is a tmp file holding Voorbeeld 1 twice."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable, MutableMapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
httpx = pytest.importorskip("httpx")

from fastapi.testclient import TestClient  # noqa: E402

from logpin import PIN, exported, log_app, seed, signed_in  # noqa: E402
from verzaking.web import signin  # noqa: E402
from verzaking.web.guard import DRAIN_LIMIT, MAX_BODY  # noqa: E402

MB = 1024 * 1024


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "logboek.sqlite"
    seed(path, "3", "4")
    return path


@pytest.fixture
def app(db: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(signin, "SLOW", 0)  # a wrong PIN answered at once: the tests' time
    return log_app(db)


@dataclass
class Answer:
    status: int
    body: str
    headers: dict[str, str]
    pulled: int
    """How many of the body's parts the app read."""


def asgi(app: Any, method: str, path: str, *, headers: Iterable[tuple[str, bytes | str]] = (),
         parts: Iterable[bytes] = (b"",), more: bool = False, then: str = "wait",
         client: str = "10.0.0.1", query: str = "") -> Answer:
    """One request straight to ``app`` (``Host: 127.0.0.1:8000`` unless ``headers`` has
    one): the body in ``parts`` (``more``: the client says more comes after the last);
    then the client ``"wait"``s (stays connected, sends nothing) or ``"leaves"``.  Fails
    if no answer comes within 10 seconds."""
    pieces = list(parts)
    headers = list(headers)
    if not any(k.lower() == "host" for k, _ in headers):
        headers.insert(0, ("host", "127.0.0.1:8000"))
    pulled = 0
    sent: list[MutableMapping[str, Any]] = []

    async def receive() -> dict[str, Any]:
        nonlocal pulled
        if pulled < len(pieces):
            pulled += 1
            return {"type": "http.request", "body": pieces[pulled - 1],
                    "more_body": pulled < len(pieces) or more}
        if then == "leaves":
            return {"type": "http.disconnect"}
        await asyncio.Event().wait()  # a client that stays and says nothing more
        raise AssertionError("unreachable")

    async def send(message: MutableMapping[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1",
             "method": method, "scheme": "http", "path": path, "raw_path": path.encode(),
             "query_string": query.encode(), "root_path": "", "client": (client, 40000),
             "server": ("127.0.0.1", 8000),
             "headers": [(k.lower().encode(), v if isinstance(v, bytes) else v.encode())
                         for k, v in headers]}

    async def run() -> None:
        await asyncio.wait_for(app(scope, receive, send), 10)

    asyncio.run(run())
    start = next((m for m in sent if m["type"] == "http.response.start"), None)
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return Answer(status=start["status"] if start else 0, body=body.decode("utf-8", "replace"),
                  headers={k.decode(): v.decode("latin-1") for k, v in
                           (start or {}).get("headers", [])}, pulled=pulled)


FORM = ("content-type", "application/x-www-form-urlencoded")


def test_a_body_of_any_method_is_not_read_past_the_cap(app: Any) -> None:
    # 300 parts of 1 MB each, sent without a length (chunked): a 413 once past the 2 MB,
    # after at most the 64 MB the guard drops before it answers, not the whole 300 MB
    megabyte = b"a" * MB
    for method in ("OPTIONS", "TRACE", "PROPFIND", "PUT", "POST"):
        res = asgi(app, method, "/log", headers=[FORM], parts=[megabyte] * 300)
        assert res.status == 413 and res.pulled <= DRAIN_LIMIT // MB + 3, (method, res.pulled)
        assert "/log?lang=nl\" aria-current=\"page\"" in res.body  # the log's page
    # a body announced larger than the cap: a 413 at once, whatever the method
    res = asgi(app, "OPTIONS", "/log/1", headers=[FORM, ("content-length", str(300 * MB))],
               parts=[b"a" * 1024])
    assert res.status == 413 and res.pulled == 1


def test_an_empty_body_is_answered(app: Any, db: Path) -> None:
    # the PIN form with nothing in it, the client still connected: asked for the PIN
    res = asgi(app, "POST", "/log/signin", headers=[FORM, ("content-length", "0")])
    assert res.status == 401 and "pincode nodig" in res.body
    res = asgi(app, "POST", "/log/import", headers=[("content-type", "application/json"),
                                                     ("content-length", "0")])
    assert res.status == 401
    # signed in, with the token, an empty form to mark entry 1 final: done
    client = signed_in(TestClient(app))
    cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    token = client.headers["X-CSRF-Token"]
    before = exported(db)
    res = asgi(app, "POST", "/log/1/final", headers=[FORM, ("content-length", "0"),
                                                      ("cookie", cookie), ("x-csrf-token", token)])
    assert res.status == 303 and exported(db) != before


def test_a_client_that_hangs_up_is_let_go_quietly(app: Any) -> None:
    # an empty PIN form and then gone: answered (no one reads it), no exception raised
    res = asgi(app, "POST", "/log/signin", headers=[FORM, ("content-length", "0")],
               then="leaves")
    assert res.status == 401
    # gone halfway through its body: nothing is answered, nothing raised
    res = asgi(app, "POST", "/log/signin", headers=[FORM, ("content-length", "100")],
               parts=[b"pin=12"], more=True, then="leaves")
    assert res.status == 0


def test_a_broken_origin_is_another_sites_403(app: Any, db: Path) -> None:
    client = signed_in(TestClient(app, raise_server_exceptions=False))
    before = exported(db)
    for header in ({"origin": "http://[::1"}, {"origin": "http://[zz]/"},
                   {"origin": "http://127.0.0.1:99999"}, {"referer": "http://[::1/x"},
                   {"origin": "http://x@testserver"}, {"origin": "https://testserver"}):
        res = client.post("/log/1/final?lang=en", headers=header)
        assert res.status_code == 403, header
        assert "not from" in res.text, header  # the Dutch/English message, no 500
    assert exported(db) == before


def test_a_foreign_origin_is_shown_as_it_was_sent(app: Any) -> None:
    client = signed_in(TestClient(app))
    res = client.post("/log/1/final?lang=nl",
                      headers={"origin": "http://caf\u00e9.example".encode()})
    assert res.status_code == 403
    assert "niet vanaf http://caf\u00e9.example" in res.text  # UTF-8 as sent, no mojibake
    assert "\u00c3" not in res.text


def test_right_pins_sent_at_once_by_a_program_all_get_in(app: Any) -> None:
    async def at_once() -> list[int]:
        transport = httpx.ASGITransport(app=app, client=("10.0.0.7", 40000))
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as c:
            answers = await asyncio.gather(*[
                c.get("/log/export.csv", headers={"authorization": f"Bearer {PIN}"})
                for _ in range(20)])
        return [a.status_code for a in answers]

    assert asyncio.run(at_once()) == [200] * 20
    # and none was counted as a wrong try: five wrong ones are still left
    res = asgi(app, "GET", "/log/export.json", client="10.0.0.7",
               headers=[("authorization", "Bearer 0000")], query="lang=en")
    assert res.status == 401 and "4 of 5 tries left" in res.body


def test_wrong_pins_from_many_addresses_stop_every_pin_for_a_while(app: Any) -> None:
    for n in range(20):  # one wrong PIN from each of 20 addresses
        res = asgi(app, "POST", "/log/signin", headers=[FORM], parts=[b"pin=0000"],
                   client=f"10.1.0.{n}", query="lang=en")
        assert res.status == (401 if n < 19 else 429), n
    # a 21st address, the director's, with the right PIN: refused for a quarter of an hour
    res = asgi(app, "POST", "/log/signin", headers=[FORM], parts=[f"pin={PIN}".encode()],
               client="192.168.1.5", query="lang=nl")
    assert res.status == 429 and "alle toestellen samen" in res.body
    assert 14 * 60 < int(res.headers["retry-after"]) <= 15 * 60
    res = asgi(app, "GET", "/log/export.json", client="192.168.1.6", query="lang=en",
               headers=[("authorization", f"Bearer {PIN}")])
    assert res.status == 429 and "all devices together" in res.body


def test_a_pin_in_the_address_is_never_echoed(app: Any) -> None:
    client = TestClient(app)
    page = client.get(f"/log/1?pin={PIN}&lang=en&access_token={PIN}&Token={PIN}")
    assert page.status_code == 401 and PIN not in page.text
    assert 'name="next" value="/log/1?lang=en"' in page.text
    res = client.post(f"/log/signin?pin={PIN}", data={"pin": PIN,
                                                      "next": f"/log/2?PIN={PIN}&lang=en"},
                      follow_redirects=False)
    assert res.status_code == 303 and res.headers["location"] == "/log/2?lang=en"
    signed = client.get(f"/log?pin={PIN}&event=Clubavond")
    assert signed.status_code == 200 and f"pin={PIN}" not in signed.text.lower()
    assert PIN not in signed.text


def test_a_too_large_body_to_the_log_shows_the_logs_page(app: Any) -> None:
    client = signed_in(TestClient(app))
    res = client.post("/log/save?lang=en", data={"note": "x" * (MAX_BODY + 1)})
    assert res.status_code == 413 and "too large" in res.text
    assert re.search(r'href="/log\?lang=en" aria-current="page"', res.text)  # the log's page
    assert 'name="record"' not in res.text  # not the hand-record page's form


def test_the_pin_form_does_not_say_what_kind_of_pin_it_is(db: Path) -> None:
    from verzaking.web.pin import Director

    app = log_app(db)
    for pin in ("4711", "club-avond"):
        app.state.director = Director(pin)
        page = TestClient(app).get("/log")
        assert page.status_code == 401 and 'name="pin"' in page.text
        assert "inputmode" not in page.text.split('name="pin"')[1].split(">")[0]


def test_a_request_under_another_name_is_refused_before_the_log(db: Path,
                                                                monkeypatch: Any) -> None:
    from verzaking.web.hosts import for_bind

    monkeypatch.setattr(signin, "SLOW", 0)
    app = log_app(db)
    app.state.hosts = for_bind("127.0.0.1", ["scores.club.nl"])
    # the end of a DNS-rebinding attack: a page of evil.test, its name now this server's
    for host in ("evil.test:8000", "evil.test", "127.0.0.1.evil.test:8000", "[zz]:80"):
        res = asgi(app, "POST", "/log/signin", headers=[("host", host), FORM,
                                                         ("origin", f"http://{host}")],
                   parts=[b"pin=0000"], query="lang=en")
        assert res.status == 400 and "does not answer to the name" in res.body, host
        page = asgi(app, "GET", "/", headers=[("host", host)])
        assert page.status == 400 and "antwoordt niet op de naam" in page.body, host
    assert app.state.director.tries.rows() == 0  # not one try was counted
    for host in ("127.0.0.1:8000", "localhost:8000", "[::1]:8000", "scores.club.nl:8000"):
        res = asgi(app, "POST", "/log/signin", parts=[f"pin={PIN}".encode()],
                   headers=[("host", host), FORM, ("origin", f"http://{host}")])
        assert res.status == 303, host
    # the Origin is compared with the same names: another of them is another site
    res = asgi(app, "POST", "/log/signin", parts=[b"pin=0000"],
               headers=[("host", "127.0.0.1:8000"), FORM, ("origin", "http://localhost:8000")])
    assert res.status == 403
