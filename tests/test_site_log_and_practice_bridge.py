"""The offline app's ruling log and trainer, their Python side here under CPython (the browser
runs the same code in Pyodide; the browser tests check it there).

The log: a ruling saved, corrected and exported offline is the JSON that ``verzaking log
export --format json`` writes; the server's log merges it once however often it is
imported, with the correction's history; a broken file is a message and nothing merged.
The trainer: the same questions for the same seed as the server's ``/api/quiz``.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES
from verzaking.ruling_log import RulingLog, parse_import
from verzaking.site import bridge, quiz

pytest.importorskip("jinja2")

ID_1, ID_2 = "0f4e2b8a-1c3d-4e5f-8a9b-000000000001", "0f4e2b8a-1c3d-4e5f-8a9b-000000000002"


def saved(path: Path, entry_id: str, number: int, **fields: str) -> dict:
    case = path.read_text(encoding="utf-8")
    out = json.loads(bridge.log_save(case, json.dumps({"id": entry_id, **fields}), "nl"))
    return {**out["entry"], "number": number}


def corrected(entry: dict, **fields: str) -> dict:
    out = json.loads(bridge.log_change(json.dumps(entry), "correct", json.dumps(fields), "nl"))
    assert "error" not in out, out
    return out["entry"]


@pytest.fixture
def offline_log() -> list[dict]:
    one = saved(EXAMPLES / "voorbeeld1.json", ID_1, 1, event="Clubavond", table="3")
    two = saved(EXAMPLES / "voorbeeld2.json", ID_2, 2, event="Clubavond", table="4")
    return [corrected(one, table="5", reason="verkeerde tafel"), two]


def test_the_offline_export_is_the_log_exports_json(offline_log: list[dict],
                                                   tmp_path: Path) -> None:
    text = bridge.log_export(json.dumps(offline_log), "json", "nl")
    entries = parse_import(text.encode(), name="offline.json")
    assert [(e.id, len(e.versions), e.content["table"]) for e in entries] == [
        (ID_1, 2, "5"), (ID_2, 1, "4")]
    db = tmp_path / "log.sqlite"
    with RulingLog.open(db) as log:
        first = log.merge(entries)
    done = subprocess.run([sys.executable, "-m", "verzaking", "log", "export", "--db", str(db),
                           "--format", "json"], capture_output=True, text=True)
    again = json.loads(done.stdout)
    assert set(again) == set(json.loads(text)) == {"format", "version", "exported", "entries"}
    assert [e["versions"] for e in again["entries"]] == [
        e["versions"] for e in json.loads(text)["entries"]]
    assert (first.added, first.updated, first.unchanged) == (2, 0, 0)


def test_imported_twice_into_the_server_log_is_there_once(offline_log: list[dict],
                                                         tmp_path: Path) -> None:
    data = bridge.log_export(json.dumps(offline_log), "json", "nl").encode()
    with RulingLog.open(tmp_path / "log.sqlite") as log:
        log.merge(parse_import(data, name="a"))
        second = log.merge(parse_import(data, name="a"))
        listed = log.entries()
    assert (second.added, second.updated, second.unchanged) == (0, 0, 2)
    assert [len(e.versions) for e in listed] == [2, 1]
    assert listed[0].versions[1].reason == "verkeerde tafel"


def test_a_correction_on_the_server_comes_back_to_the_browser(offline_log: list[dict],
                                                             tmp_path: Path) -> None:
    data = bridge.log_export(json.dumps(offline_log), "json", "nl").encode()
    with RulingLog.open(tmp_path / "log.sqlite") as log:
        log.merge(parse_import(data, name="a"))
        log.mark_final(2, reason="klaar")
        back = log.entries()
    from verzaking.ruling_log import json_text

    out = json.loads(bridge.log_import(json.dumps(offline_log), json_text(back).encode(),
                                       "server.json", "nl"))
    assert out["message"] == "server.json: 0 nieuw, 1 bijgewerkt, 1 al aanwezig"
    assert [(e["id"], e["number"], len(e["versions"])) for e in out["entries"]] == [(ID_2, 2, 2)]


@pytest.mark.parametrize("data", [b"", b"{", b'{"format": "verzaking-ruling-log", "version": 9}',
                                  b'[{"id": "x"}]', b'[{"id": "abcdefgh-1", "versions": []}]'])
def test_a_broken_import_file_is_a_message_and_nothing_is_merged(offline_log: list[dict],
                                                                 data: bytes) -> None:
    out = json.loads(bridge.log_import(json.dumps(offline_log), data, "kapot.json", "en"))
    assert set(out) == {"error"} and "kapot.json" in out["error"]
    assert "Traceback" not in out["error"]


def test_the_file_is_checked_whole_before_anything_is_merged(offline_log: list[dict]) -> None:
    good = json.loads(bridge.log_export(json.dumps(offline_log[:1]), "json", "nl"))
    good["entries"].append({"id": ID_2, "versions": [{"at": "gisteren", "content": {}}]})
    out = json.loads(bridge.log_import("[]", json.dumps(good).encode(), "half.json", "nl"))
    assert set(out) == {"error"} and "entries[1]" in out["error"]


def test_saving_refuses_a_bad_id_date_or_case() -> None:
    case = (EXAMPLES / "voorbeeld1.json").read_text(encoding="utf-8")
    for fields, word in (({"id": "x"}, "id"), ({"id": ID_1, "date": "2025-13-01"}, "2025-13-01")):
        out = json.loads(bridge.log_save(case, json.dumps(fields), "en"))
        assert word in out["error"]
    assert "error" in json.loads(bridge.log_save("[1]", json.dumps({"id": ID_1}), "en"))


def test_the_entry_page_and_its_forms(offline_log: list[dict]) -> None:
    page = bridge.log_page(json.dumps(offline_log), json.dumps({"lang": "en", "number": 1,
                                                                "page": "log-en.html"}))
    assert "64A2" in page and 'data-log-action="correct"' in page and "wrong" not in page
    assert page.count("<tr><th scope=\"row\">") == 2  # the history: two versions
    listing = bridge.log_page(json.dumps(offline_log), json.dumps({"lang": "en",
                                                                   "page": "log-en.html"}))
    assert 'href="log-en.html?n=1"' in listing and "data-log-import" in listing
    gone = bridge.log_page(json.dumps(offline_log), json.dumps({"lang": "en", "number": 9}))
    assert "no entry 9" in gone
    final = json.loads(bridge.log_change(json.dumps(offline_log[1]), "final", "{}", "en"))
    assert final["entry"]["versions"][-1]["content"]["final"] is True
    refused = json.loads(bridge.log_change(json.dumps(offline_log[1]), "delete", "{}", "en"))
    assert "Yes, delete" in refused["error"]


@pytest.mark.parametrize("level", [1, 2])
def test_the_same_questions_as_the_servers_api(level: int) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from verzaking.web import create_app
    from verzaking.web.limits import Limits

    query = f"quiz?lang=en&level={level}&count=6&seed=11&weak=transfer"
    with TestClient(create_app(Limits(processes=0))) as client:
        expected = client.get("/api/" + query).json()
        code = client.get(f"/api/quiz/{expected[0]['id']}?lang=en").json()
    assert json.loads(bridge.quiz(query)) == expected
    assert json.loads(bridge.quiz(f"quiz/{expected[0]['id']}?lang=en")) == code


def test_without_the_solver_no_question_needs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(quiz, "solver_here", lambda: False)
    got = json.loads(bridge.quiz("quiz?lang=en&level=3&count=20&seed=3"))
    assert len(got) == 20
    assert not [q for q in got if "-" in q["id"] and (q["topic"] in quiz.SOLVER_TOPICS
                                                      or q["law"].startswith("64C"))]
    bad = json.loads(bridge.quiz("quiz?lang=en&count=0"))
    assert set(bad) == {"error"}


def test_an_offline_quick_ruling_saved_without_a_board_is_listed_without_one() -> None:
    # found in a phone trial (the server's log, which shares this code): a quick ruling
    # without a board number was listed as board 1
    form = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "tricks",
            **{f"t{n}": w for n, w in enumerate("EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
                                                1)},
            "r1_seat": "E", "r1_trick": "6"}
    case = json.loads(bridge.quick_case_text(json.dumps(form), "nl"))["case"]
    shown = json.loads(bridge.rule(case, json.dumps({"lang": "nl", "html": True,
                                                     "page": "quick"})))["html"]
    assert "Spel (geen nummer)" in shown
    found = re.search(r'name="case" value="([^"]*)"', shown)
    assert found is not None
    kept = html.unescape(found.group(1))
    assert "board" not in json.loads(kept)
    out = json.loads(bridge.log_save(kept, json.dumps({"id": ID_1, "table": "3"}), "nl"))
    entry = {**out["entry"], "number": 1}
    assert entry["versions"][0]["content"]["board"] is None
    listing = bridge.log_page(json.dumps([entry]), json.dumps({"lang": "nl"}))
    assert re.findall(r'data-label="Spel">([^<]*)</td>', listing) == [""]
    page = bridge.log_page(json.dumps([entry]), json.dumps({"lang": "nl", "number": 1}))
    assert "Spel (geen nummer)" in page
    # the export's check rules the case again: the server's log takes it
    data = bridge.log_export(json.dumps([entry]), "json", "nl").encode()
    assert [e.content["board"] for e in parse_import(data, name="offline.json")] == [None]
