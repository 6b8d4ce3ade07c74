"""The log's SQLite file: its schema, its version, the migration step, safe connections.

A log is an SQLite database marked as ours by ``PRAGMA application_id``
(:data:`APPLICATION_ID`) and versioned by ``PRAGMA user_version``
(:data:`SCHEMA_VERSION`).  Schema 2, the current one:

``entries`` (one row per ruling; ``number`` is local to this file, ``id`` the same
in every log the entry is merged into)::

    number   INTEGER PRIMARY KEY AUTOINCREMENT   -- "verzaking log show N"
    id       TEXT NOT NULL UNIQUE                -- stable id (a UUID)
    created  TEXT NOT NULL                       -- time of the first version (UTC, ISO 8601)
    event, date, round, table_no, board  TEXT    -- the current version's, for listing (v2)
    final    INTEGER NOT NULL DEFAULT 0          -- the current version is final (v2)
    deleted  INTEGER NOT NULL DEFAULT 0          -- the current version is a deletion (v2)
    revision INTEGER NOT NULL DEFAULT 1          -- how many versions (v2)

``versions`` (every version of every entry, none ever removed; the highest
revision is the current one)::

    entry_id TEXT NOT NULL REFERENCES entries(id)
    revision INTEGER NOT NULL                    -- 1, 2, ... in order of time
    at       TEXT NOT NULL                       -- when it was made (UTC, ISO 8601)
    reason   TEXT                                -- why (NULL for the first)
    hash     TEXT NOT NULL                       -- SHA-256 of at, reason and content
    content  TEXT NOT NULL                       -- the entry's fields, JSON
    PRIMARY KEY (entry_id, revision), UNIQUE (entry_id, hash)

Schema 1 had ``entries`` with ``number``, ``id`` and ``created`` only (a list read
every entry's JSON); the step to 2 adds the listing columns, fills them from each
entry's current version, and indexes ``(date, event)``.  A new file is made at
version 1 and brought up by the same steps, so the migration runs on every new log.

Writes run in ``BEGIN IMMEDIATE`` transactions in WAL mode with
``synchronous=FULL``: one writer at a time, readers never blocked, a commit on
disk before it returns, and a process killed mid-write leaves the last commit.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from .errors import LogError

__all__ = ["APPLICATION_ID", "BUSY_SECONDS", "SCHEMA_VERSION", "connect", "db_error",
           "writing"]

APPLICATION_ID = 0x767A6C67
"""``PRAGMA application_id`` of a ruling log ("vzlg")."""
SCHEMA_VERSION = 2
"""The schema this version of verzaking writes."""
BUSY_SECONDS = 5.0
"""How long a write waits for another writer before it gives up (then retried)."""
RETRIES = 3
"""How often a write that found the log busy is tried again."""

_V1 = (
    """CREATE TABLE entries (
        number  INTEGER PRIMARY KEY AUTOINCREMENT,
        id      TEXT NOT NULL UNIQUE,
        created TEXT NOT NULL)""",
    """CREATE TABLE versions (
        entry_id TEXT NOT NULL REFERENCES entries(id),
        revision INTEGER NOT NULL,
        at       TEXT NOT NULL,
        reason   TEXT,
        hash     TEXT NOT NULL,
        content  TEXT NOT NULL,
        PRIMARY KEY (entry_id, revision),
        UNIQUE (entry_id, hash))""",
)
"""Schema 1."""

LISTED = ("event", "date", "round", "table", "board")
"""The content fields schema 2 keeps in columns (``table`` as ``table_no``)."""


def _to_v2(con: sqlite3.Connection) -> None:
    """Schema 1 to 2: the listing columns, filled from each entry's current version."""
    for column in ("event", "date", "round", "table_no", "board"):
        con.execute(f"ALTER TABLE entries ADD COLUMN {column} TEXT")
    for column, default in (("final", 0), ("deleted", 0), ("revision", 1)):
        con.execute(f"ALTER TABLE entries ADD COLUMN {column} INTEGER NOT NULL "
                    f"DEFAULT {default}")
    rows = con.execute("SELECT v.entry_id, v.revision, v.content FROM versions v "
                       "WHERE v.revision = (SELECT MAX(revision) FROM versions "
                       "WHERE entry_id = v.entry_id)").fetchall()
    for entry_id, revision, content in rows:
        data = json.loads(content)
        con.execute("UPDATE entries SET event=?, date=?, round=?, table_no=?, board=?, "
                    "final=?, deleted=?, revision=? WHERE id=?",
                    (*(data.get(k) for k in LISTED), int(bool(data.get("final"))),
                     int(bool(data.get("deleted"))), revision, entry_id))
    con.execute("CREATE INDEX entries_evening ON entries(date, event)")


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _to_v2}
"""The step from each version to the next."""


def db_error(exc: sqlite3.Error, path: Path | str) -> LogError:
    """The message for an SQLite error on the log at ``path``."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    said = str(exc).lower()
    if name.startswith("SQLITE_BUSY") or name.startswith("SQLITE_LOCKED") or "locked" in said:
        return LogError(code="log.err.db_locked", db=str(path))
    if name.startswith("SQLITE_READONLY") or "readonly" in said:
        return LogError(code="log.err.db_readonly", db=str(path))
    if name == "SQLITE_NOTADB" or "not a database" in said:
        return LogError(code="log.err.db_not_sqlite", db=str(path))
    if name == "SQLITE_FULL" or "disk is full" in said:
        return LogError(code="log.err.db_full", db=str(path))
    if name.startswith("SQLITE_CORRUPT") or "malformed" in said:
        return LogError(code="log.err.db_corrupt", db=str(path))
    if name.startswith("SQLITE_CANTOPEN") or "unable to open" in said:
        return LogError(code="log.err.db_cannot_open", db=str(path))
    return LogError(code="log.err.db_other", db=str(path), reason=str(exc)[:200])


def _busy(exc: sqlite3.Error) -> bool:
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in str(exc).lower()


@contextlib.contextmanager
def writing(con: sqlite3.Connection, path: Path) -> Iterator[sqlite3.Connection]:
    """One write transaction (``BEGIN IMMEDIATE``), tried again when the log is busy.

    Everything in it is committed together or not at all; an SQLite error is a
    :class:`LogError` naming the log.
    """
    for attempt in range(RETRIES):
        try:
            con.execute("BEGIN IMMEDIATE")
            break
        except sqlite3.Error as exc:
            if not _busy(exc) or attempt + 1 == RETRIES:
                raise db_error(exc, path) from None
            time.sleep(0.05 * 2 ** attempt)
    try:
        yield con
        con.execute("COMMIT")
    except BaseException as exc:
        if con.in_transaction:
            con.execute("ROLLBACK")
        if isinstance(exc, sqlite3.Error):
            raise db_error(exc, path) from None
        raise


_OUR_TABLES = frozenset({"entries", "versions"})
"""The tables of a log, of every schema version."""


def _identity(con: sqlite3.Connection) -> tuple[int, int, list[str]]:
    app = con.execute("PRAGMA application_id").fetchone()[0]
    version = con.execute("PRAGMA user_version").fetchone()[0]
    tables = [r[0] for r in con.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    return int(app), int(version), tables


def _check(con: sqlite3.Connection, path: Path) -> int:
    """The schema version of a log that is ours (0: an empty file, to be made one)."""
    app, version, tables = _identity(con)
    if app != APPLICATION_ID:
        # another process may be making this file a log right now: seen from outside its
        # transaction, our own tables without the mark yet are not another program's
        if app or not set(tables) <= _OUR_TABLES:
            raise LogError(code="log.err.db_not_ours", db=str(path),
                           tables=", ".join(tables[:5]) or "-")
        return 0
    if version > SCHEMA_VERSION:
        raise LogError(code="log.err.db_newer", db=str(path), version=version,
                       known=SCHEMA_VERSION)
    return version


def _upgrade(con: sqlite3.Connection, path: Path) -> None:
    """Make an empty file a log, or bring an older log up to :data:`SCHEMA_VERSION`."""
    with writing(con, path):
        version = _check(con, path)  # again, inside the transaction: another process may
        if version == 0:             # have done it meanwhile
            for statement in _V1:
                con.execute(statement)
            con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            version = 1
        while version < SCHEMA_VERSION:
            MIGRATIONS[version](con)
            version += 1
        con.execute(f"PRAGMA user_version = {version}")


def _checked_path(path: Path, *, create: bool) -> None:
    if path.is_dir():
        raise LogError(code="log.err.db_is_folder", db=str(path))
    if not path.exists():
        if not create:
            raise LogError(code="log.err.db_missing", db=str(path))
        if not path.parent.is_dir():
            raise LogError(code="log.err.db_no_folder", db=str(path), folder=str(path.parent))


def _made_private(path: Path) -> None:
    """A new log file, readable and writable by its owner only (mode 600): the log holds
    the pairs' names and the evening's rulings, and ``verzaking log`` asks no PIN, so the
    file's permissions are its guard.  SQLite gives its ``-wal`` and ``-shm`` files the
    same mode.  A file that is there already is left as it is."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except OSError:  # there already (made meanwhile), or not possible: SQLite says why
        pass


def connect(path: Path, *, create: bool = True) -> sqlite3.Connection:
    """A connection to the log at ``path``, made or brought up to date where needed.

    ``create``: make the file if it is not there, mode 600 (else :class:`LogError`
    ``log.err.db_missing``).  A file we may not write is opened read-only (its
    writes then fail with ``log.err.db_readonly``).  Raises :class:`LogError` for a
    folder, a file that is not SQLite or not ours, a log of a newer schema, a log
    that is locked.
    """
    _checked_path(path, create=create)
    if create and not path.exists():
        _made_private(path)
    writable = not path.exists() or os.access(path, os.W_OK)
    target = str(path) if writable else path.resolve().as_uri() + "?mode=ro"
    try:
        con = sqlite3.connect(target, timeout=BUSY_SECONDS, isolation_level=None,
                              uri=not writable, check_same_thread=False)
    except sqlite3.Error as exc:
        raise db_error(exc, path) from None
    try:
        version = _check(con, path)
        if writable:
            con.execute("PRAGMA journal_mode = WAL")
            con.execute("PRAGMA synchronous = FULL")
        con.execute("PRAGMA foreign_keys = ON")
        if version < SCHEMA_VERSION:
            if not writable:
                raise LogError(code="log.err.db_readonly", db=str(path))
            _upgrade(con, path)
    except sqlite3.Error as exc:
        con.close()
        raise db_error(exc, path) from None
    except LogError:
        con.close()
        raise
    return con
