"""Only the director writes the director's log (issue 31), in the app itself: every address
under ``/log`` (read from the app's router, so that a route added later is checked too)
refuses a request without the PIN with a 401 and changes nothing; the PIN form's cookie
(HttpOnly, SameSite=Strict, for the evening) and the sign-in's token on every change; a
change from another site refused; wrong PINs refused for a minute after five; sign out; the
ruling pages, the API and practice open to all.  The log is a tmp file holding Voorbeeld 1
twice (tables 3 and 4)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient

from logpin import PIN, exported, log_app, log_routes, seed, signed_in
from verzaking.web import signin
from verzaking.web.pin import COOKIE, Director
from verzaking.web.tries import Tries

# a request that would change entry 1 if it were let through: every field a change takes
CHANGE = {"confirm": "1", "reason": "spam", "table": "9", "pin": "", "lang": "nl"}


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "logboek.sqlite"
    seed(path, "3", "4")
    return path


@pytest.fixture
def app(db: Path) -> Any:
    return log_app(db)


def client_of(app: Any) -> TestClient:
    return TestClient(app, raise_server_exceptions=False)


def test_the_router_has_the_log_routes_the_issue_names(app: Any) -> None:
    # the list the next test walks is read from the router: it must hold at least these
    routes = set(log_routes(app))
    assert {("GET", "/log"), ("GET", "/log/1"), ("POST", "/log/save"),
            ("POST", "/log/1/correct"), ("POST", "/log/1/final"), ("POST", "/log/1/delete"),
            ("POST", "/log/import"), ("GET", "/log/export.csv"), ("GET", "/log/export.json"),
            ("GET", "/log/report"), ("GET", "/log/1/print"), ("POST", "/log/signin"),
            ("POST", "/log/signout"), ("GET", "/log/token")} <= routes


def test_every_log_route_without_the_pin_is_a_401_and_changes_nothing(app: Any, db: Path) -> None:
    before = exported(db)
    client = client_of(app)
    for method, address in log_routes(app):
        res = client.request(method, address, data=CHANGE if method == "POST" else None)
        assert res.status_code == 401, (method, address, res.status_code)
        assert res.headers["www-authenticate"].startswith("Bearer"), address
        # a forged cookie and a wrong scheme are no better
        forged = client.request(method, address, headers={
            "cookie": f"{COOKIE}=x.9999999999.AAAA", "authorization": "Basic NDcxMQ=="})
        assert forged.status_code == 401, (method, address, forged.status_code)
    assert exported(db) == before


def test_a_route_added_under_log_later_is_behind_the_door_too(app: Any) -> None:
    async def extra() -> dict[str, str]:
        return {"secret": "the pairs' names"}

    app.add_api_route("/log/added-later", extra, methods=["GET", "POST"])
    app.add_api_route("/logs-elsewhere", extra, methods=["GET"])
    client = client_of(app)
    for method, address in (("GET", "/log/added-later"), ("POST", "/log/added-later"),
                            ("GET", "/logs-elsewhere")):
        assert client.request(method, address).status_code == 401, address


def test_without_the_pin_the_page_is_the_pin_form_in_the_pages_language(app: Any) -> None:
    client = client_of(app)
    page = client.get("/log?lang=nl")
    assert page.status_code == 401 and 'name="pin"' in page.text and 'type="password"' in page.text
    assert "alleen voor de wedstrijdleiding" in page.text and "Clubavond" not in page.text
    english = client.get("/log/1?lang=en")
    assert english.status_code == 401 and "for the directors only" in english.text
    assert 'name="next" value="/log/1?lang=en"' in english.text  # back there once signed in
    program = client.post("/log/import?lang=en", json={"entries": []})
    assert program.status_code == 401 and "needs the PIN" in program.json()["error"]
    fragment = client.get("/log/token", headers={"X-Fragment": "1"})
    assert fragment.status_code == 401 and "<html" not in fragment.text
    assert "data-fetch" in fragment.text and 'name="pin"' in fragment.text


def test_the_pin_form_signs_the_browser_in_for_the_evening(app: Any) -> None:
    client = client_of(app)
    res = client.post("/log/signin", data={"pin": PIN, "next": "/log/2?lang=en"},
                      follow_redirects=False)
    assert res.status_code == 303 and res.headers["location"] == "/log/2?lang=en"
    cookie = res.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    attrs = {a.strip().split("=")[0].lower(): a.strip() for a in cookie.split(";")[1:]}
    assert "httponly" in attrs and attrs["samesite"].lower() == "samesite=strict"
    assert attrs["path"] == "Path=/log"
    assert attrs["max-age"] == f"Max-Age={12 * 3600}"  # the evening: twelve hours
    assert PIN not in cookie and PIN not in res.headers["location"]
    page = client.get("/log/2?lang=en")
    assert page.status_code == 200 and "Signed in until" in page.text and "Sign out" in page.text


def test_the_pin_form_under_a_ruling_signs_in_and_says_to_tap_save_again(app: Any) -> None:
    client = client_of(app)
    asked = client.get("/log/token", headers={"X-Fragment": "1"})  # what the page's script asks
    assert asked.status_code == 401 and 'action="/log/signin?lang=nl"' in asked.text
    res = client.post("/log/signin?lang=nl", data={"pin": PIN}, headers={"X-Fragment": "1"})
    assert res.status_code == 200 and "Tik nog eens op 'Opslaan in logboek'" in html.unescape(res.text)
    assert "<html" not in res.text and COOKIE in res.headers["set-cookie"]
    assert client.get("/log/token").json()["csrf"]


def test_the_pin_form_goes_back_to_an_address_of_the_log_only(app: Any) -> None:
    client = client_of(app)
    for asked in ("https://evil.example/log", "//evil.example/log", "/practice",
                  "/log/signout", "/log\r\nSet-Cookie: x=1"):
        res = client.post("/log/signin", data={"pin": PIN, "next": asked},
                          follow_redirects=False)
        assert res.headers["location"] == "/log?lang=nl", asked


def test_a_signed_in_form_without_its_token_is_a_403_and_with_it_the_change_is_made(
        app: Any, db: Path) -> None:
    client = client_of(app)
    client.post("/log/signin", data={"pin": PIN}, follow_redirects=False)
    before = exported(db)
    res = client.post("/log/1/delete", data={"confirm": "1", "reason": "spam"})
    assert res.status_code == 403 and "hoort niet bij uw aanmelding" in res.text
    wrong = client.post("/log/1/delete", data={"confirm": "1", "reason": "spam", "csrf": "x"})
    assert wrong.status_code == 403
    assert exported(db) == before
    page = client.get("/log/1?lang=nl").text
    token = re.search(r'name="csrf" value="([^"]+)"', page)
    assert token is not None  # every form of the entry page carries it
    assert page.count(f'name="csrf" value="{token.group(1)}"') == 4  # correct, final, delete, sign out
    done = client.post("/log/1/delete?lang=nl", data={"confirm": "1", "reason": "spam",
                                                      "csrf": token.group(1)},
                       follow_redirects=False)
    assert done.status_code == 303
    assert "verwijderd" in client.get("/log/1?lang=nl").text
    assert exported(db) != before


def test_another_sign_ins_token_is_refused(app: Any) -> None:
    first, second = client_of(app), client_of(app)
    signed_in(first)
    second.post("/log/signin", data={"pin": PIN}, follow_redirects=False)
    stolen = first.headers["X-CSRF-Token"]
    res = second.post("/log/1/final", data={"csrf": stolen})
    assert res.status_code == 403


def test_a_change_from_another_site_is_refused_even_with_cookie_and_token(app: Any,
                                                                        db: Path) -> None:
    client = signed_in(client_of(app))
    before = exported(db)
    for header in ({"origin": "http://evil.example"}, {"origin": "null"},
                   {"origin": "http://testserver:8080"},  # the same host, another port
                   {"referer": "http://evil.example/page"}):
        res = client.post("/log/1/final", headers=header)
        assert res.status_code == 403, header
        assert "niet vanaf" in res.text, header
    # a foreign page cannot use up the director's tries on the PIN form either
    for _ in range(8):
        res = client.post("/log/signin", data={"pin": "0000"},
                          headers={"origin": "http://evil.example"})
        assert res.status_code == 403
    assert exported(db) == before
    own = client.post("/log/1/final", headers={"origin": "http://testserver"},
                      follow_redirects=False)
    assert own.status_code == 303  # the server's own page: its Origin is this host
    assert signed_in(client_of(app)) is not None  # the PIN form still takes the right PIN


def test_the_pin_as_bearer_imports_without_a_token(app: Any, db: Path, tmp_path: Path) -> None:
    other = tmp_path / "telefoon.sqlite"
    seed(other, "7", "8")
    data = client_of(log_app(other)).get("/log/export.json",
                                        headers={"authorization": f"Bearer {PIN}"}).content
    client = client_of(app)
    wrong = client.post("/log/import", content=data, headers={
        "content-type": "application/json", "authorization": "Bearer 1234"})
    assert wrong.status_code == 401 and "klopt niet" in wrong.json()["error"]
    res = client.post("/log/import", content=data, headers={
        "content-type": "application/json", "authorization": f"Bearer {PIN}"})
    assert res.status_code == 200 and res.json() == {"added": 2, "updated": 0, "unchanged": 0}
    assert exported(db).count('"table": "7"') == 1


def test_sign_out_ends_the_sign_in_also_for_a_copy_of_its_cookie(app: Any) -> None:
    client = signed_in(client_of(app))
    copy = client.cookies.get(COOKIE)
    res = client.post("/log/signout?lang=nl", follow_redirects=False)
    assert res.status_code == 303 and f"{COOKIE}=" in res.headers["set-cookie"]
    assert 'Max-Age=0' in res.headers["set-cookie"] or "expires" in res.headers["set-cookie"]
    after = client_of(app).get("/log", headers={"cookie": f"{COOKIE}={copy}"})
    assert after.status_code == 401
    said = client.get(res.headers["location"])
    assert said.status_code == 401 and "U bent afgemeld" in said.text


def test_a_cookie_of_another_start_or_past_its_end_is_refused(db: Path) -> None:
    now = [1_000_000.0]
    app = log_app(db)
    app.state.director = Director(PIN, clock=lambda: now[0])
    client = signed_in(client_of(app))
    assert client.get("/log").status_code == 200
    now[0] += 12 * 3600 - 1
    assert client.get("/log").status_code == 200
    now[0] += 2  # the evening is over
    assert client.get("/log").status_code == 401
    restarted = log_app(db)  # the same PIN and clock, a new key: a new start of the server
    restarted.state.director = Director(PIN, clock=lambda: now[0])
    cookie = signed_in(client_of(app)).cookies.get(COOKIE)
    assert client_of(restarted).get("/log", headers={"cookie": f"{COOKIE}={cookie}"}
                                    ).status_code == 401


def test_five_wrong_pins_then_a_minute_refused_even_with_the_right_one(
        db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(signin, "SLOW", 0)
    now = [5000.0]
    app = log_app(db)
    app.state.director = Director(PIN, tries=Tries(clock=lambda: now[0]))
    client = client_of(app)
    # the 5 tries, counted down: 4 left after the first wrong PIN, 1 after the fourth
    for left in (4, 3, 2, 1):
        res = client.post("/log/signin?lang=nl", data={"pin": "1234"})
        assert res.status_code == 401 and f"Nog {left} van de 5 pogingen" in res.text
        assert "1234" not in res.text  # the PIN typed is never drawn again
    fifth = client.post("/log/signin?lang=en", data={"pin": "1234"})
    assert fifth.status_code == 429 and "try again in 60 seconds" in fifth.text
    assert fifth.headers["retry-after"] == "60"
    now[0] += 20
    right = client.post("/log/signin?lang=nl", data={"pin": PIN}, follow_redirects=False)
    assert right.status_code == 429 and "over 40 seconden" in right.text
    bearer = client.get("/log/export.json?lang=en", headers={"authorization": f"Bearer {PIN}"})
    assert bearer.status_code == 429 and "40 seconds" in bearer.json()["error"]
    now[0] += 41  # the minute is over
    assert client.post("/log/signin", data={"pin": PIN},
                       follow_redirects=False).status_code == 303


def test_an_empty_pin_asks_for_it_without_counting_a_try(db: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(signin, "SLOW", 0)
    app = log_app(db)
    client = client_of(app)
    for _ in range(8):
        res = client.post("/log/signin", data={"pin": ""})
        assert res.status_code == 401 and "pincode nodig" in res.text
    assert app.state.director.tries.rows() == 0
    assert client.post("/log/signin", data={"pin": PIN},
                       follow_redirects=False).status_code == 303


def test_the_ruling_pages_the_api_and_practice_stay_open(app: Any) -> None:
    client = client_of(app)
    assert client.get("/").status_code == 200
    assert client.get("/record").status_code == 200
    assert client.get("/practice").status_code == 200
    res = client.post("/api/rule?lang=en", json=_example())
    assert res.status_code == 200 and res.json()[0]["revokes"]
    quick = client.post("/quick?lang=nl", data={
        "level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "tricks",
        **{f"t{n}": w for n, w in enumerate(_example()["tricks"], 1)},
        "r1_seat": "E", "r1_trick": "6"}, headers={"X-Fragment": "1"})
    # the ruling offers "save to log" with an empty token: the page's script asks for it
    assert quick.status_code == 200 and 'name="csrf" value=""' in quick.text


def _example() -> dict[str, Any]:
    from logpin import EXAMPLE_1

    return dict(EXAMPLE_1)
