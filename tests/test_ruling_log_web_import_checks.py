"""``POST /log/import`` on the web: a bad file is a 4xx with the message (JSON for a JSON body,
an HTML 413 too large only for a form), read and checked in the lanes under the request's
time budget, and the log pages still open when the log holds an unreadable ruling."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from fastapi.testclient import TestClient

from logpin import log_app, log_client, signed_in
from test_ruling_log_import_checks import ID, doc, with_content
from verzaking.ruling_log import RulingLog
from verzaking.web.lanes import Lanes
from verzaking.web.limits import Limits

JSON = {"content-type": "application/json"}


def client_for(tmp_path: Path, limits: Limits | None = None) -> TestClient:
    client: TestClient = log_client(tmp_path / "logboek.sqlite", limits)
    return client


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return client_for(tmp_path)


def entries_in(tmp_path: Path) -> int:
    db = tmp_path / "logboek.sqlite"
    if not db.exists():
        return 0
    with sqlite3.connect(db) as con:
        return con.execute("SELECT COUNT(*) FROM entries").fetchone()[0]


def body(data: dict[str, Any]) -> bytes:
    return json.dumps(data).encode()


def test_a_time_near_year_1_is_a_422_naming_the_field(client: TestClient,
                                                      tmp_path: Path) -> None:
    res = client.post("/log/import?lang=en", content=body(doc(at="0001-01-01T00:00:00+14:00")),
                      headers=JSON)
    assert res.status_code == 422
    assert f"entries[0] ({ID}), versions[0]: field 'at' is wrong" in res.json()["error"]
    form = client.post("/log/import?lang=nl",
                       files={"file": ("x.json", body(doc(at="9999-12-31T23:59:59-14:00")))})
    assert form.status_code == 422 and "veld &#39;at&#39; klopt niet" in form.text
    assert entries_in(tmp_path) == 0


def test_a_forged_score_is_refused_by_the_web_import_too(client: TestClient,
                                                         tmp_path: Path) -> None:
    d = doc()
    d["entries"][0]["versions"][0]["content"]["ruling"]["score_ns"]["adjusted"] = 1100
    res = client.post("/log/import?lang=en", content=body(d), headers=JSON)
    assert res.status_code == 422
    assert "stored 2017: −50 → +1100 (64A2); ruled again 2017: −50 → +420 (64A2)" in \
        res.json()["error"]
    assert res.json()["error"].endswith("nothing was imported") and entries_in(tmp_path) == 0


def test_a_good_import_is_merged_once(client: TestClient) -> None:
    first = client.post("/log/import", content=body(doc()), headers=JSON)
    again = client.post("/log/import", content=body(doc()), headers=JSON)
    assert first.json() == {"added": 1, "updated": 0, "unchanged": 0}
    assert again.json() == {"added": 0, "updated": 0, "unchanged": 1}


def test_a_json_body_over_2_mb_is_answered_with_json(client: TestClient) -> None:
    big = b" " * (2 * 1024 * 1024 + 10) + body(doc())
    res = client.post("/log/import?lang=en", content=big, headers=JSON)
    assert res.status_code == 413 and res.headers["content-type"] == "application/json"
    assert "more than 2 MB" in res.json()["error"]
    form = client.post("/log/import?lang=en", files={"file": ("x.json", big)})
    assert form.status_code == 413 and form.headers["content-type"].startswith("text/html")


def test_the_import_is_read_in_the_lanes_under_the_time_budget(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    jobs: list[Any] = []
    run = Lanes.run

    async def spy(self: Lanes, job: Any, *, heavy: bool) -> Any:
        jobs.append((type(job).__name__, heavy))
        return await run(self, job, heavy=heavy)

    monkeypatch.setattr(Lanes, "run", spy)
    client = client_for(tmp_path, Limits(processes=0, seconds=1e-9))
    res = client.post("/log/import?lang=en", content=body(with_content(note="x" * 3000)),
                      headers=JSON)
    assert jobs == [("ImportJob", True)]  # more than 4 KB: a worker's, were there any
    assert res.status_code == 422 and "seconds a request may" in res.json()["error"]
    assert entries_in(tmp_path) == 0


def test_a_large_import_is_checked_in_a_worker_process(tmp_path: Path) -> None:
    app = log_app(tmp_path / "logboek.sqlite", Limits(processes=1))
    with TestClient(app, raise_server_exceptions=False) as client:
        signed_in(client)
        res = client.post("/log/import", content=body(with_content(note="x" * 3000)),
                          headers=JSON)
        assert res.status_code == 200 and res.json()["added"] == 1
        assert app.state.lanes.running


def test_the_log_pages_open_when_the_log_holds_an_unreadable_ruling(client: TestClient,
                                                                    tmp_path: Path) -> None:
    good = doc()["entries"][0]["versions"][0]["content"]
    db = tmp_path / "logboek.sqlite"
    with RulingLog.open(db) as log:
        log.add(good)
    junk = {**good, "ruling": {"revokes": [1, 2]}}
    with sqlite3.connect(db) as con:
        con.execute("UPDATE versions SET content=?", (json.dumps(junk),))
    for path in ("/log?lang=en", "/log/1?lang=en", "/log/1/print?lang=en",
                 "/log/export.csv?lang=en", "/log/export.json", "/log/report?lang=en"):
        res = client.get(path)
        assert res.status_code == 200, path
    assert "(stored ruling unreadable)" in client.get("/log?lang=en").text
