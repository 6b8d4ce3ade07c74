"""The command line is the machine's owner's (issue 31, item 5): ``verzaking log …`` on the
machine that holds the file asks no PIN, and the file's permissions guard the log instead: a
new log file is readable and writable by its owner only (mode 600, whatever the umask), its
folder in the user's data folder too (700).  A file that was there is left as it is."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES
from verzaking.cli import main
from verzaking.ruling_log import RulingLog

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def open_umask() -> object:
    """A umask that takes nothing away (022 would hide a file made 644 by chance)."""
    old = os.umask(0)
    yield None
    os.umask(old)


def test_a_log_made_by_the_command_line_is_its_owners_only_and_needs_no_pin(
        tmp_path: Path, open_umask: object, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VERZAKING_LOG_PIN", raising=False)
    db = tmp_path / "logboek.sqlite"
    assert main(["rule", str(EXAMPLES / "voorbeeld1.json"), "--log", "--db", str(db),
                 "--table", "3"]) == 0
    assert mode(db) == 0o600
    for extra in (Path(f"{db}-wal"), Path(f"{db}-shm")):  # SQLite gives them the same mode
        if extra.exists():
            assert mode(extra) == 0o600, extra
    capsys.readouterr()
    assert main(["log", "list", "--db", str(db)]) == 0  # no PIN asked
    assert main(["log", "delete", "1", "--reason", "dubbel", "--yes", "--db", str(db)]) == 0
    with RulingLog.open(db, create=False) as log:
        assert log.entry(1).deleted


def test_the_servers_log_and_the_data_folder_are_made_for_the_owner_only(
        tmp_path: Path, open_umask: object, monkeypatch: pytest.MonkeyPatch) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the data folder is found by XDG_DATA_HOME on Linux only")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    with RulingLog.open() as log:  # the default place, as `verzaking serve` without --db
        path = log.path
    assert path.parent == tmp_path / "data" / "verzaking"
    assert mode(path) == 0o600 and mode(path.parent) == 0o700


def test_a_log_that_was_there_keeps_its_mode(tmp_path: Path, open_umask: object) -> None:
    db = tmp_path / "gedeeld.sqlite"
    with RulingLog.open(db):
        pass
    db.chmod(0o640)  # a club that shares it with a group on purpose
    with RulingLog.open(db) as log:
        log.add({"board": "1", "case": {"contract": "Pass"}, "ruling": {}})
    assert mode(db) == 0o640
