"""Only the director writes the director's log (issue 31), judged as the issue judges it:
against a real ``verzaking serve --pin 4711 --db F`` on a free loopback port, started and
stopped by the test (ready once its page answers), with two server processes, so that the
count of wrong PINs and the sign-in must hold across them.  Every log route (read from the
app's router) without the PIN is a 401 and the log exported afterwards with the PIN is the
same; wrong PINs are 401s and after five even the right one is refused for a while (each
try on a new connection: any of the processes may answer it); ``Authorization: Bearer``
imports; a form with the signed-in cookie but not its token is a 403, with both the change
is made.  A server started without ``--pin`` prints a PIN, and refuses writes without it.
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402

from conftest import ROOT  # noqa: E402
from logpin import PIN, exported, log_app, log_routes, seed  # noqa: E402

READY_SECONDS = 90
"""How long the server may take to answer its first page (two processes start)."""


@dataclass
class Served:
    """A running ``verzaking serve``: its address, its log, and what it said at start."""

    url: str
    db: Path
    stderr: Path
    process: subprocess.Popen[bytes]

    def said(self) -> str:
        return self.stderr.read_text(encoding="utf-8", errors="replace")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VERZAKING_")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"),
                                                      os.environ.get("PYTHONPATH")]))
    return env


@pytest.fixture
def start(tmp_path: Path) -> Iterator[object]:
    """Starts ``verzaking serve`` with the options given (and its log in a tmp file holding
    Voorbeeld 1 at tables 3 and 4); every server started is stopped at the end."""
    started: list[Served] = []

    def run(*options: str) -> Served:
        n = len(started)
        db = tmp_path / f"logboek{n}.sqlite"
        seed(db, "3", "4")
        port = _free_port()
        err = tmp_path / f"serve{n}.txt"
        no_site = tmp_path / "no-site"  # the offline app is not needed here: not built
        no_site.mkdir(exist_ok=True)
        with err.open("wb") as out:
            process = subprocess.Popen(
                [sys.executable, "-m", "verzaking", "serve", "--host", "127.0.0.1", "--port",
                 str(port), "--workers", "2", "--db", str(db), "--site", str(no_site),
                 *options], stdout=subprocess.DEVNULL, stderr=out, env=_env(),
                start_new_session=True)
        served = Served(url=f"http://127.0.0.1:{port}", db=db, stderr=err, process=process)
        started.append(served)
        deadline = time.monotonic() + READY_SECONDS
        while True:  # ready once the page answers
            if process.poll() is not None:
                pytest.fail(f"verzaking serve stopped: {served.said()}")
            try:
                if httpx.get(served.url + "/", timeout=2).status_code == 200:
                    return served
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"verzaking serve did not answer: {served.said()}")
            time.sleep(0.2)

    yield run
    for served in started:
        os.killpg(served.process.pid, signal.SIGINT)  # as Ctrl-C stops it, its processes too
        try:
            served.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(served.process.pid, signal.SIGKILL)
            served.process.wait()


def bearer(pin: str = PIN) -> dict[str, str]:
    return {"authorization": f"Bearer {pin}"}


def test_without_the_pin_every_log_route_is_a_401_and_changes_nothing(start: object) -> None:
    from verzaking.web import create_app

    server = start("--pin", PIN)  # type: ignore[operator]
    before = httpx.get(server.url + "/log/export.json", headers=bearer()).json()["entries"]
    assert len(before) == 2
    with httpx.Client(base_url=server.url) as client:
        for method, address in log_routes(create_app()):
            res = client.request(method, address, data={"confirm": "1", "reason": "spam",
                                                        "table": "9"}
                                 if method == "POST" else None)
            assert res.status_code == 401, (method, address, res.status_code)
        # the issue's own try: a deletion by a player at the next table
        res = client.post("/log/1/delete", data={"confirm": "1", "reason": "spam"})
        assert res.status_code == 401
    after = httpx.get(server.url + "/log/export.json", headers=bearer()).json()["entries"]
    assert after == before
    assert PIN not in server.said()  # given with --pin: never printed


def test_wrong_pins_are_401_then_even_the_right_one_is_refused(start: object) -> None:
    server = start("--pin", PIN)  # type: ignore[operator]
    before = exported(server.db)
    # each try a new connection (httpx.post): either of the two processes may answer it
    for left in (4, 3, 2, 1):
        res = httpx.post(server.url + "/log/signin?lang=en", data={"pin": "1234"})
        assert res.status_code == 401 and f"{left} of 5 tries left" in res.text
    res = httpx.get(server.url + "/log/export.json?lang=en", headers=bearer("0000"))
    assert res.status_code == 429 and "try again in" in res.json()["error"]
    for _ in range(3):  # the right PIN now: still refused, by whichever process
        right = httpx.get(server.url + "/log/export.json?lang=nl", headers=bearer())
        assert right.status_code == 429 and "seconden" in right.json()["error"]
        form = httpx.post(server.url + "/log/signin", data={"pin": PIN})
        assert form.status_code == 429 and 0 < int(form.headers["retry-after"]) <= 60
    assert exported(server.db) == before


def test_a_new_x_forwarded_for_on_every_try_does_not_escape_the_limit(start: object) -> None:
    # the server trusts no proxy: each try says it comes from another address, all of them
    # come from this one, and are counted as this one's
    server = start("--pin", PIN)  # type: ignore[operator]
    for n, left in enumerate((4, 3, 2, 1)):
        res = httpx.get(server.url + "/log/export.json?lang=en", headers={
            **bearer("0000"), "x-forwarded-for": f"10.9.0.{n}", "x-real-ip": f"10.9.0.{n}",
            "forwarded": f"for=10.9.0.{n}"})
        assert res.status_code == 401 and f"{left} of 5 tries left" in res.json()["error"]
    res = httpx.get(server.url + "/log/export.json", headers={
        **bearer("0000"), "x-forwarded-for": "10.9.0.5"})
    assert res.status_code == 429
    right = httpx.get(server.url + "/log/export.json", headers={
        **bearer(), "x-forwarded-for": "10.9.0.6"})
    assert right.status_code == 429  # the right PIN too: this address waits


def test_a_request_under_another_name_than_the_servers_is_refused(start: object) -> None:
    # the end of a DNS-rebinding attack: the browser asks for evil.test, which now points at
    # the server; only the server's own names (and --allowed-host) are answered
    server = start("--pin", PIN, "--allowed-host", "scores.club.nl")  # type: ignore[operator]
    port = server.url.rsplit(":", 1)[1]
    for path, headers in (("/", {}), ("/log/export.json", bearer())):
        res = httpx.get(server.url + path, headers={**headers, "host": f"evil.test:{port}"})
        assert res.status_code == 400 and "evil.test" in res.text, path
        assert "Clubavond" not in res.text
    for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"scores.club.nl:{port}"):
        res = httpx.get(server.url + "/log/export.json", headers={**bearer(), "host": host})
        assert res.status_code == 200, host
    # the PIN of four digits is taken, with a warning of what it is worth
    assert "warning: a PIN of 4 characters is weak" in server.said()
    assert PIN not in server.said()


def test_a_name_that_is_no_host_name_is_refused_at_start(capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    import argparse

    from verzaking.web import add_serve_parser, run_serve

    parser = argparse.ArgumentParser()
    add_serve_parser(parser.add_subparsers(dest="command"))
    for bad in ("scores.club.nl:8000", "evil test", "http://scores.club.nl/"):
        assert run_serve(parser.parse_args(["serve", "--allowed-host", bad])) == 2
        assert "--allowed-host" in capsys.readouterr().err


def test_the_pin_as_bearer_imports_and_a_form_needs_its_token(start: object,
                                                              tmp_path: Path) -> None:
    server = start("--pin", PIN)  # type: ignore[operator]
    other = tmp_path / "telefoon.sqlite"
    seed(other, "7", "8")
    data = TestClient(log_app(other)).get("/log/export.json", headers=bearer()).content
    res = httpx.post(server.url + "/log/import", content=data,
                     headers={**bearer(), "content-type": "application/json"})
    assert res.status_code == 200 and res.json() == {"added": 2, "updated": 0, "unchanged": 0}
    tables = [e["versions"][-1]["content"]["table"] for e in httpx.get(
        server.url + "/log/export.json", headers=bearer()).json()["entries"]]
    assert tables == ["3", "4", "7", "8"]

    with httpx.Client(base_url=server.url, follow_redirects=True) as browser:
        signed = browser.post("/log/signin", data={"pin": PIN})  # follows to /log
        assert signed.status_code == 200 and "Afmelden" in signed.text
        before = exported(server.db)
        res = browser.post("/log/1/delete", data={"confirm": "1", "reason": "spam"})
        assert res.status_code == 403
        assert exported(server.db) == before
        page = browser.get("/log/1").text
        token = re.search(r'name="csrf" value="([^"]+)"', page)
        assert token is not None
        res = browser.post("/log/1/delete?lang=nl", data={"confirm": "1", "reason": "dubbel",
                                                          "csrf": token.group(1)})
        assert res.status_code == 200 and "1 is verwijderd" in res.text
    entries = httpx.get(server.url + "/log/export.json", headers=bearer()).json()["entries"]
    assert entries[0]["versions"][-1]["reason"] == "dubbel"
    assert entries[0]["versions"][-1]["content"]["deleted"] is True


def test_a_server_started_without_a_pin_prints_one_and_refuses_writes_without_it(
        start: object) -> None:
    server = start()  # type: ignore[operator]
    found = re.findall(r"the log's PIN \(for the directors only\): (\d{6})\n", server.said())
    assert len(found) == 1  # said once, on its own line
    printed = found[0]
    before = exported(server.db)
    for method, address in (("POST", "/log/1/delete"), ("POST", "/log/1/correct"),
                            ("POST", "/log/import"), ("POST", "/log/save")):
        res = httpx.request(method, server.url + address, data={"confirm": "1", "reason": "x",
                                                                "table": "9"})
        assert res.status_code == 401, address
    assert exported(server.db) == before
    res = httpx.get(server.url + "/log/export.csv", headers=bearer(printed))
    assert res.status_code == 200 and "Clubavond" in res.content.decode("utf-8-sig")
