"""The server stays responsive whatever one client sends (issue 11, item 4).

A request rules at most ``--max-boards`` boards (more is a 413) and may take at
most ``--time-budget`` seconds of work (more is a 422), with the message in the
page's language; a file with more boards can still be opened to pick one.  The
work runs off the event loop, so a quick ruling is answered while a slow request
is still being worked on.  ``verzaking serve --workers`` starts and stops cleanly.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
httpx = pytest.importorskip("httpx")

import warnings  # noqa: E402

with warnings.catch_warnings():  # newer Starlette prefers httpx2; httpx works with every version
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from conftest import FIXTURES  # noqa: E402
from verzaking.web import add_serve_parser, create_app, run_serve  # noqa: E402
from verzaking.web import pages as web_pages  # noqa: E402
from verzaking.web.cli import _limits  # noqa: E402
from verzaking.web.lanes import _WARM_UP, Answer, Lanes, _Timer, in_process  # noqa: E402
from verzaking.web.limits import Limits, cores  # noqa: E402
from verzaking.web.pages import QuickJob  # noqa: E402
from verzaking.web.rulings import Budget  # noqa: E402

EXAMPLE_1 = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
FRAGMENT = {"X-Fragment": "1"}
QUICK = {"lang": "nl", "level": "4", "strain": "S", "dbl": "", "declarer": "S", "vul": "None",
         **{f"t{n}": w for n, w in enumerate(EXAMPLE_1, 1)},
         "r1_seat": "E", "r1_trick": "6", "r1_attention": "during_play", "laws": "2017"}
THREADS = Limits(processes=0)
"""Every job in a thread of the test process (where a stand-in can be put in)."""


def cases(count: int, board: str | None = None) -> str:
    """A JSON list of ``count`` copies of the seed's example 1 (numbered ``board``)."""
    one: dict[str, Any] = {"contract": "4S", "declarer": "S", "vulnerable": "None",
                           "tricks": EXAMPLE_1, "revokes": [{"seat": "E", "trick": 6}]}
    if board is not None:
        one["board"] = board
    return json.dumps([one] * count)


def client(limits: Limits) -> TestClient:
    return TestClient(create_app(limits), raise_server_exceptions=False)


# -- the board-count limit -------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "words"), [("nl", "spellen tegelijk"), ("en", "boards at once")])
def test_more_boards_than_a_request_may_rule_is_a_413_in_the_api(lang: str, words: str) -> None:
    res = client(Limits(boards=2, processes=0)).post(
        f"/api/rule?lang={lang}", content=cases(3), headers={"Content-Type": "application/json"})
    assert res.status_code == 413
    [entry] = res.json()
    assert entry["error_code"] == "web.err.too_many_boards" and entry["board"] is None
    assert words in entry["error"] and "3" in entry["error"] and "2" in entry["error"]


@pytest.mark.parametrize(("lang", "words"), [("nl", "Spel 7 staat 3 keer"),
                                               ("en", "Board 7 is 3 times")])
def test_a_board_number_that_several_cases_share_asks_which_on_the_page(lang: str,
                                                                        words: str) -> None:
    # The page rules one board at a time (issue 30): three cases numbered 7 are asked
    # about, one button each, and none is ruled (more than the limit of 2 would be a 413).
    form = {"lang": lang, "text": cases(3, board="7"), "board": "7"}
    res = client(Limits(boards=2, processes=0)).post("/record", data=form, headers=FRAGMENT)
    assert res.status_code == 200
    assert words in res.text and res.text.count('name="pick"') == 3
    assert '<article class="ruling"' not in res.text


def test_a_file_with_more_boards_than_the_limit_can_still_be_browsed() -> None:
    c = client(Limits(boards=2, processes=0))
    res = c.post("/record", data={"lang": "en", "text": cases(5)}, headers=FRAGMENT)
    assert res.status_code == 200
    assert res.text.count('name="pick"') == 5
    picked = c.post("/record", data={"lang": "en", "text": cases(5), "pick": "4"},
                    headers=FRAGMENT)
    assert picked.status_code == 200 and '<td class="after">+420</td>' in picked.text
    one = c.post("/api/rule?board=5", content=cases(5), headers={"Content-Type": "application/json"})
    assert one.status_code == 200 and one.json()[0]["score_ns"]["adjusted"] == 420


def test_up_to_the_limit_every_board_is_ruled() -> None:
    res = client(Limits(boards=3, processes=0)).post(
        "/api/rule", content=cases(3), headers={"Content-Type": "application/json"})
    assert res.status_code == 200 and len(res.json()) == 3


# -- the time budget ---------------------------------------------------------------------------

TINY = 1e-9
"""A budget any work at all takes longer than."""


@pytest.mark.parametrize(("lang", "words"), [("nl", "rekenwerk"), ("en", "more work")])
def test_work_past_the_time_budget_is_a_422_in_the_api(lang: str, words: str) -> None:
    res = client(Limits(seconds=TINY, processes=0)).post(
        f"/api/rule?lang={lang}", content=cases(1), headers={"Content-Type": "application/json"})
    assert res.status_code == 422
    [entry] = res.json()
    assert entry["error_code"] == "web.err.over_budget" and words in entry["error"]


@pytest.mark.parametrize(("lang", "words"), [("nl", "rekenwerk"), ("en", "more work")])
def test_work_past_the_time_budget_is_a_422_on_the_pages(lang: str, words: str) -> None:
    c = client(Limits(seconds=TINY, processes=0))
    quick = c.post("/quick", data={**QUICK, "lang": lang}, headers=FRAGMENT)
    record = c.post("/record", data={"lang": lang, "text": cases(1)}, headers=FRAGMENT)
    for res in (quick, record):
        assert res.status_code == 422 and words in res.text


def test_the_time_budget_holds_in_the_worker_processes() -> None:
    pbn = (FIXTURES / "voorbeeld1.pbn").read_bytes()  # its deal sends it to a worker process
    with client(Limits(seconds=TINY, processes=1, inline=0)) as c:
        res = c.post("/api/rule?lang=en", content=pbn, headers={"Content-Type": "text/plain"})
    assert res.status_code == 422 and res.json()[0]["error_code"] == "web.err.over_budget"


@dataclass(frozen=True)
class Endless:
    """A stand-in for work that would never end by itself (it gives up after a minute)."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            pass
        return Answer(status=200, body=b"never stopped", media_type="text/plain")

    def refuse(self, problem: Any) -> Answer:
        return Answer(status=problem.status, body=problem.key.encode(), media_type="text/plain")


def test_the_timer_stops_work_wherever_it_is() -> None:
    if not hasattr(signal, "setitimer"):
        pytest.skip("no interval timers on this system")
    before = signal.signal(signal.SIGPROF, _Timer.expired)
    try:
        answer = in_process(Endless(), Limits(seconds=0.05))
    finally:
        signal.signal(signal.SIGPROF, before)
    assert (answer.status, answer.body) == (422, b"web.err.over_budget")


# -- responsive while a slow request is worked on --------------------------------------------

def test_a_quick_ruling_is_answered_while_a_slow_request_is_worked_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    started, release = threading.Event(), threading.Event()
    real_work = web_pages.RecordJob.work

    def slow_work(self: Any, budget: Budget, *, solver: bool) -> Answer:
        started.set()
        release.wait(30)  # a safety net only: the test releases it
        return real_work(self, budget, solver=solver)

    monkeypatch.setattr(web_pages.RecordJob, "work", slow_work)
    app = create_app(THREADS)

    async def scenario() -> None:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as c:
            slow = asyncio.create_task(
                c.post("/record", data={"lang": "en", "text": cases(1)}, headers=FRAGMENT))
            assert await asyncio.to_thread(started.wait, 30)
            quick = await c.post("/quick", data=QUICK, headers=FRAGMENT)
            assert quick.status_code == 200 and '<td class="after">+420</td>' in quick.text
            assert not slow.done()
            release.set()
            assert (await slow).status_code == 200

    try:
        asyncio.run(scenario())
    finally:
        release.set()


@dataclass(frozen=True)
class Waiting:
    """A stand-in for slow work in a worker process: it waits for a file to appear."""

    started: str
    go: str

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        Path(self.started).touch()
        deadline = time.monotonic() + 30  # a safety net only: the test makes the file
        while not Path(self.go).exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        return Answer(status=200, body=b"done", media_type="text/plain")

    def refuse(self, problem: Any) -> Answer:
        return Answer(status=500, body=b"refused", media_type="text/plain")


def test_a_quick_ruling_is_answered_while_a_worker_process_is_busy(tmp_path: Path) -> None:
    lanes = Lanes(Limits(processes=1, seconds=60))
    started, go = tmp_path / "started", tmp_path / "go"
    quick = QuickJob(page="quick", lang="nl", state={}, fragment=True, form=QUICK)

    async def scenario() -> None:
        slow = asyncio.create_task(lanes.run(Waiting(str(started), str(go)), heavy=True))
        deadline = time.monotonic() + 60  # a safety net only: the worker starts in a second
        while not started.exists() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        assert started.exists()
        answer = await lanes.run(quick, heavy=False)
        assert answer.status == 200 and b'<td class="after">+420</td>' in answer.body
        assert not slow.done()
        go.touch()
        assert (await slow).body == b"done"

    try:
        asyncio.run(scenario())
    finally:
        go.touch()
        lanes.close()


def test_a_board_with_its_deal_is_ruled_in_a_worker_process() -> None:
    c = client(Limits(processes=1))
    lanes: Lanes = c.app.state.lanes  # type: ignore[attr-defined]
    quick = c.post("/api/rule", content=cases(1), headers={"Content-Type": "application/json"})
    assert quick.status_code == 200 and not lanes.running  # a quick case: in a thread
    res = c.post("/api/rule", content=_WARM_UP, headers={"Content-Type": "text/plain"})
    assert res.status_code == 200 and "equity" in res.json()[0]["revokes"][0]
    assert lanes.running
    lanes.close()


# -- verzaking serve --workers -----------------------------------------------------------------

def test_serve_options_and_their_defaults() -> None:
    parser = argparse.ArgumentParser()
    add_serve_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["serve"])
    assert (args.workers, args.max_boards, args.time_budget) == (cores(), 300, 5.0)
    args = parser.parse_args(["serve", "--workers", "2", "--max-boards", "50",
                              "--time-budget", "2.5"])
    assert (args.workers, args.max_boards, args.time_budget) == (2, 50, 2.5)
    assert _limits(args) == Limits(boards=50, seconds=2.5, processes=max(1, cores() // 2))
    assert Limits.from_env(_limits(args).to_env()) == _limits(args)
    with pytest.raises(SystemExit):
        parser.parse_args(["serve", "--max-boards", "x"])


@pytest.mark.parametrize("bad", [["--workers", "0"], ["--max-boards", "-3"],
                                 ["--time-budget", "0"], ["--time-budget", "nan"]])
def test_serve_refuses_numbers_out_of_range(bad: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    add_serve_parser(parser.add_subparsers(dest="command"))
    assert run_serve(parser.parse_args(["serve", *bad])) == 2
    assert bad[0] in capsys.readouterr().err


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _marked(mark: str) -> list[int]:
    """The processes whose environment carries ``mark`` (Linux)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and mark.encode() in (entry / "environ").read_bytes():
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def _wait_until(ready: Any, seconds: float) -> bool:
    deadline = time.monotonic() + seconds  # a safety net only
    while time.monotonic() < deadline:
        if ready():
            return True
        time.sleep(0.1)
    return False


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs Linux's /proc")
def test_serve_with_workers_starts_rules_and_stops_with_its_worker_processes() -> None:
    port, mark = _free_port(), f"verzaking-test-{uuid.uuid4()}"
    env = {**os.environ, "VERZAKING_TEST_MARK": mark}
    proc = subprocess.Popen([sys.executable, "-m", "verzaking", "serve", "--port", str(port),
                             "--workers", "2"], env=env, stderr=subprocess.PIPE)
    try:
        assert _wait_until(lambda: _answers(f"http://127.0.0.1:{port}/"), 60)
        body = json.dumps(json.loads(cases(1))[0]).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/rule", data=body,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as res:
            assert json.loads(res.read())[0]["score_ns"]["adjusted"] == 420
        assert len(_marked(mark)) >= 5  # the supervisor, 2 servers, their worker processes
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err.decode()
    assert _wait_until(lambda: not _marked(mark), 30)
