"""``verzaking rule … --log`` and ``verzaking log …`` on a real SQLite file (always a tmp
``--db``): the commands, bad input (exit 2, a message, no traceback), several writing
processes at once, and a process killed in the middle of a write."""

from __future__ import annotations

import csv
import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import EXAMPLES, FIXTURES, ROOT
from verzaking.cli import main
from verzaking.ruling_log import schema

CLI = [sys.executable, "-m", "verzaking"]
META = ["--event", "Clubavond", "--log-date", "2025-03-01", "--round", "2", "--table", "3",
        "--ns", "12", "--ew", "7"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def entries(db: Path) -> int:
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT COUNT(*) FROM entries").fetchone()[0]
    except sqlite3.OperationalError:  # not made yet by the process that writes it
        return 0
    finally:
        con.close()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "logboek.sqlite"


@pytest.fixture
def logged(db: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    code, out, err = run(capsys, "rule", str(EXAMPLES / "voorbeeld1.json"),
                         str(FIXTURES / "voorbeeld2.pbn"), "--no-equity", "--log", "--db", str(db),
                         *META)
    assert code == 0 and "Spel 1" in out
    assert "als nr. 1" in err and "als nr. 2" in err
    return db


def test_rule_log_then_list_show_correct_export(logged: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    db = str(logged)
    code, out, _ = run(capsys, "log", "list", "--db", db, "--lang", "en")
    assert code == 0 and out.count("Clubavond") == 2 and "64A2" in out
    code, _, err = run(capsys, "log", "correct", "1", "--db", db, "--table", "5",
                       "--reason", "tafel verkeerd")
    assert code == 0 and "versie 2" in err
    code, out, _ = run(capsys, "log", "show", "1", "--db", db)
    assert "tafel verkeerd" in out and "tafel: 5" in out and "art. 64A2" in out
    code, out, _ = run(capsys, "log", "show", "2", "--db", db, "--json")
    assert json.loads(out)["versions"][0]["content"]["case"]["deal"]  # a hand record's deal kept
    out_csv = tmp_path / "avond.csv"
    code, _, err = run(capsys, "log", "export", "--db", db, "--out", str(out_csv), "--lang", "en")
    rows = list(csv.DictReader(io.StringIO(out_csv.read_text(encoding="utf-8"))))
    assert code == 0 and [r["table"] for r in rows] == ["5", "3"]
    assert rows[0]["NS score"] == "420" and rows[0]["pair NS"] == "12"
    assert rows[1]["law"] and rows[1]["version"] == "1"


def test_final_and_a_confirmed_delete(logged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(logged)
    assert run(capsys, "log", "final", "1", "--db", db)[0] == 0
    code, _, err = run(capsys, "log", "correct", "1", "--db", db, "--table", "4", "--reason", "x")
    assert code == 2 and "--reopen" in err
    code, _, err = run(capsys, "log", "delete", "2", "--db", db, "--reason", "dubbel")
    assert code == 2 and "--yes" in err
    assert run(capsys, "log", "delete", "2", "--db", db, "--reason", "dubbel", "--yes")[0] == 0
    code, out, _ = run(capsys, "log", "list", "--db", db)
    assert out.count("Clubavond") == 1 and "definitief" in out
    code, out, _ = run(capsys, "log", "list", "--db", db, "--deleted")
    assert "verwijderd" in out


def test_export_json_and_import_twice_adds_nothing(logged: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    export = tmp_path / "avond.json"
    assert run(capsys, "log", "export", "--db", str(logged), "--format", "json",
               "--out", str(export))[0] == 0
    other = tmp_path / "laptop2.sqlite"
    code, _, err = run(capsys, "log", "import", str(export), "--db", str(other))
    assert code == 0 and "2 nieuw" in err
    code, _, err = run(capsys, "log", "import", str(export), "--db", str(other), "--lang", "en")
    assert code == 0 and "0 new, 0 updated, 2 already there" in err
    assert entries(other) == 2


def test_print_and_report(logged: Path, tmp_path: Path,
                          capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "log", "print", "1", "--db", str(logged), "--lang", "en")
    assert code == 0 and out.startswith("<!doctype html>") and "Law 64A2" in out
    page = tmp_path / "verslag.html"
    assert run(capsys, "log", "report", "--db", str(logged), "--date", "2025-03-01",
               "--out", str(page))[0] == 0
    assert "2 uitspraken" in page.read_text(encoding="utf-8")


@pytest.mark.parametrize(("argv", "said"), [
    (["log", "show", "9"], "geen nr. 9"),
    (["log", "correct", "9", "--reason", "x", "--table", "1"], "bestaat niet"),
    (["log", "list", "--date", "1-3-2025"], "JJJJ-MM-DD"),
    (["log", "export", "--out", "/nonexistent/folder/x.csv"], "kan niet geschreven worden"),
    (["rule", str(EXAMPLES / "voorbeeld1.json"), "--log", "--log-date", "gisteren"], "JJJJ-MM-DD"),
])
def test_bad_input_is_a_message_and_exit_2(db: Path, capsys: pytest.CaptureFixture[str],
                                           argv: list[str], said: str) -> None:
    code, _, err = run(capsys, *argv, "--db", str(db))
    assert code == 2 and said in err and "Traceback" not in err


def test_a_broken_import_file_names_the_problem_and_changes_nothing(
        logged: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "kapot.json"
    broken.write_text('{"format": "verzaking-ruling-log", "version": 1, "entries": [', "utf-8")
    code, _, err = run(capsys, "log", "import", str(broken), "--db", str(logged), "--lang", "en")
    assert code == 2 and "kapot.json" in err and "not valid JSON" in err
    assert entries(logged) == 2


def test_a_full_disk_is_said_and_nothing_is_half_written(
        logged: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    real = schema.connect

    def small_disk(path: Path, *, create: bool = True) -> sqlite3.Connection:
        con = real(path, create=create)
        con.execute("PRAGMA max_page_count = 1")  # no room for one more page
        return con

    monkeypatch.setattr("verzaking.ruling_log.store.connect", small_disk)
    code, _, err = run(capsys, "rule", str(FIXTURES / "voorbeeld1.pbn"), "--no-equity", "--log",
                       "--db", str(logged), "--note", "x" * 3000)
    assert code == 2 and "de schijf is vol" in err and "Traceback" not in err
    assert entries(logged) == 2


def test_a_folder_as_the_log_from_a_real_process(tmp_path: Path) -> None:
    done = subprocess.run([*CLI, "log", "list", "--db", str(tmp_path), "--lang", "en"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and "is a folder" in done.stderr
    assert "Traceback" not in done.stderr


WRITER = """
import sys, time
from verzaking.ruling_log import LogError, RulingLog
path, who, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
case = {"contract": "3NT", "declarer": "N", "tricks": ["NS"] * 9 + ["EW"] * 4, "revokes": []}
for i in range(n):
    for attempt in range(100):  # a busy log says "try again in a moment": a slow machine
        try:                    # may keep a writer waiting longer than the log waits
            with RulingLog.open(path) as log:
                log.add({"table": who, "board": str(i), "case": case, "ruling": {"writer": who}})
            break
        except LogError as exc:
            if exc.code != "log.err.db_locked" or attempt == 99:
                raise
            time.sleep(0.1)
"""


def test_several_processes_write_at_once(db: Path) -> None:
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(db), str(w), "15"], cwd=ROOT,
                                stderr=subprocess.PIPE, text=True) for w in range(4)]
    for p in writers:
        _, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        rows = con.execute("SELECT table_no, COUNT(*) FROM entries GROUP BY table_no").fetchall()
        assert sorted(rows) == [(str(w), 15) for w in range(4)]
        assert con.execute("SELECT COUNT(*) FROM versions").fetchone()[0] == 60


KILLED = """
import os, signal, sys
from verzaking.ruling_log import RulingLog
from verzaking.ruling_log.store import RulingLog as Store
def die(self, con, entry_id, versions):  # the entry's row is written, its version not yet
    os.kill(os.getpid(), signal.SIGKILL)
Store._put = die
case = {"contract": "3NT", "declarer": "N", "tricks": ["NS"] * 9 + ["EW"] * 4, "revokes": []}
with RulingLog.open(sys.argv[1]) as log:
    log.add({"board": "1", "case": case, "ruling": {}})
"""


def test_a_process_killed_mid_write_leaves_the_log_readable(
        logged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    done = subprocess.run([sys.executable, "-c", KILLED, str(logged)], cwd=ROOT, timeout=60)
    assert done.returncode == -signal.SIGKILL
    with sqlite3.connect(logged) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert entries(logged) == 2  # the half-made entry is gone with its transaction
    code, out, _ = run(capsys, "log", "list", "--db", str(logged))
    assert code == 0 and out.count("Clubavond") == 2
    assert run(capsys, "rule", str(EXAMPLES / "voorbeeld1.json"), "--no-equity", "--log",
               "--db", str(logged))[0] == 0
    assert entries(logged) == 3


LOOP = WRITER.replace("for i in range(n):", "for i in range(10**6):")


def test_a_process_killed_while_writing_in_a_loop(db: Path) -> None:
    writer = subprocess.Popen([sys.executable, "-c", LOOP, str(db), "k", "0"], cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while not db.exists() or entries(db) < 5:
            assert writer.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait(timeout=30)
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        orphans = con.execute("SELECT COUNT(*) FROM entries WHERE id NOT IN "
                              "(SELECT entry_id FROM versions)").fetchone()[0]
        assert orphans == 0
