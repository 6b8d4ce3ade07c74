"""The log on disk: add, list, correct, finalise, delete and merge entries (SQLite).

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "log.sqlite"
>>> with RulingLog.open(path) as log:
...     entry = log.add({"board": "1", "case": {"contract": "Pass"}, "ruling": {}})
...     entry = log.correct(entry.number, {"table": "5"}, reason="table forgotten")
...     [(v.revision, v.reason) for v in log.entry(1).versions]
[(1, None), (2, 'table forgotten')]

Nothing is ever removed: a correction, a final mark and a deletion are each a
new version, and :meth:`RulingLog.merge` adds the versions another log has that
this one has not (by their hash), so that merging the same entries twice adds
nothing.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

from .changes import corrected, deleted, finalised, merged, revised
from .entries import Entry, Version, check_content, new_id, now, version_hash
from .errors import LogError, os_problem
from .schema import LISTED, connect, db_error, writing

__all__ = ["MergeResult", "RulingLog", "default_path"]

DB_NAME = "logboek.sqlite"
"""The log's file name in the user's data folder."""


def default_path() -> Path:
    """Where the log is kept without ``--db``: the user's data folder (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("verzaking", appauthor=False)) / DB_NAME


@dataclass(frozen=True, slots=True, kw_only=True)
class MergeResult:
    """What a merge (an import) did."""

    added: int = 0
    """Entries this log did not have."""
    updated: int = 0
    """Entries it had, that got versions it did not have."""
    unchanged: int = 0
    """Entries it had with every version."""


class RulingLog:
    """A log file; use :meth:`open`, and close it (or use it as a context manager)."""

    def __init__(self, con: sqlite3.Connection, path: Path) -> None:
        self._con = con
        self.path = path
        """The log's file."""

    @classmethod
    def open(cls, path: Path | str | None = None, *, create: bool = True) -> RulingLog:
        """The log at ``path`` (default: :func:`default_path`, its folder made if needed,
        for its owner only).  A new file is made readable and writable by its owner only.

        Raises :class:`LogError` for a path that is a folder, a file that is not a
        log, a log that is locked; with ``create=False`` also for a missing file.
        """
        if path is None:
            path = default_path()
            if create:
                try:
                    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                except OSError as exc:
                    raise LogError(code="log.err.db_make_folder", db=str(path),
                                   reason=os_problem(exc)) from None
        return cls(connect(Path(path), create=create), Path(path))

    def close(self) -> None:
        """Close the file."""
        self._con.close()

    def __enter__(self) -> RulingLog:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self._con.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise db_error(exc, self.path) from None

    def _versions(self, entry_id: str) -> tuple[Version, ...]:
        rows = self._read("SELECT revision, at, reason, content FROM versions WHERE entry_id=? "
                          "ORDER BY revision", (entry_id,))
        return tuple(Version(revision=r, at=at, reason=reason, content=json.loads(content))
                     for r, at, reason, content in rows)

    def entry(self, number: int) -> Entry:
        """Entry ``number``; raises :class:`LogError` if there is none."""
        if not -(2**63) <= number < 2**63:  # beyond SQLite's integers: no such entry
            raise LogError(code="log.err.no_entry", number=number, db=str(self.path))
        rows = self._read("SELECT id FROM entries WHERE number=?", (number,))
        if not rows:
            raise LogError(code="log.err.no_entry", number=number, db=str(self.path))
        return Entry(id=rows[0][0], number=number, versions=self._versions(rows[0][0]))

    def find(self, entry_id: str) -> Entry | None:
        """The entry with stable id ``entry_id``, if this log has it."""
        rows = self._read("SELECT number FROM entries WHERE id=?", (entry_id,))
        if not rows:
            return None
        return Entry(id=entry_id, number=rows[0][0], versions=self._versions(entry_id))

    def entries(self, *, event: str | None = None, date: str | None = None,
                deleted: bool = False, partial: bool = False) -> list[Entry]:
        """The entries in order of number, those of ``event`` and ``date`` if given;
        deleted ones only with ``deleted``.

        ``partial``: ``event`` is a part of the event's name, in any case (the web page's
        filter: ``club`` finds ``Clubdrive dinsdag``), unless it is the whole name of an
        event in the log (in any case): then that event only (``Zitting 1`` is not also
        ``Zitting 12``: the page's exports go to the scoring program).  Else the whole name,
        exactly.
        """
        where, params = ["1=1"], []
        if event is not None and not partial:
            where.append("event = ?")
            params.append(event)
        if date is not None:
            where.append("date = ?")
            params.append(date)
        if not deleted:
            where.append("deleted = 0")
        rows = self._read(f"SELECT number, id, event FROM entries WHERE {' AND '.join(where)} "
                          "ORDER BY number", tuple(params))
        if event is not None and partial:
            part = _folded(event)
            whole = [r for r in rows if _folded(r[2] or "") == part]
            rows = whole or [r for r in rows if part in _folded(r[2] or "")]
        return [Entry(id=i, number=n, versions=self._versions(i)) for n, i, _event in rows]

    def add(self, content: Mapping[str, Any], *, entry_id: str | None = None,
            at: str | None = None) -> Entry:
        """A new entry with ``content`` as its first version; committed when it returns.

        ``entry_id``: its stable id (default: a new one); an id the log has already is
        :class:`LogError` ``log.err.id_exists`` (with the entry's ``number``).
        """
        data = check_content(dict(content), where="-")
        first = Version(revision=1, at=at or now(), reason=None, content=data)
        entry_id = entry_id or new_id()
        with writing(self._con, self.path) as con:
            there = self.find(entry_id)  # inside the transaction: a second save of the same id
            if there is not None:
                raise LogError(code="log.err.id_exists", id=entry_id, number=there.number)
            cur = con.execute("INSERT INTO entries (id, created) VALUES (?, ?)",
                              (entry_id, first.at))
            self._put(con, entry_id, (first,))
            number = cur.lastrowid
        return Entry(id=entry_id, number=number, versions=(first,))

    def _put(self, con: sqlite3.Connection, entry_id: str, versions: Iterable[Version]) -> None:
        """Write ``versions`` of an entry (in order, the last its current one) and its
        listing columns."""
        last = None
        for v in versions:
            con.execute("INSERT INTO versions (entry_id, revision, at, reason, hash, content) "
                        "VALUES (?, ?, ?, ?, ?, ?)",
                        (entry_id, v.revision, v.at, v.reason, v.hash,
                         json.dumps(v.content, ensure_ascii=False)))
            last = v
        assert last is not None
        c = last.content
        con.execute("UPDATE entries SET event=?, date=?, round=?, table_no=?, board=?, final=?, "
                    "deleted=?, revision=? WHERE id=?",
                    (*(c.get(k) for k in LISTED), int(bool(c.get("final"))),
                     int(bool(c.get("deleted"))), last.revision, entry_id))

    def revise(self, number: int, changes: Mapping[str, Any], *, reason: str,
               at: str | None = None) -> Entry:
        """A new version of entry ``number``: its content with ``changes``, and why."""
        return _sure(self._change(number, lambda entry: revised(entry, changes, reason=reason,
                                                                at=at)))

    def _change(self, number: int, change: Callable[[Entry], Entry | None]) -> Entry | None:
        """Entry ``number`` changed by ``change`` (its new versions written; ``None``: it
        changed nothing), in one transaction: no other writer between the read and the write."""
        with writing(self._con, self.path) as con:
            entry = self.entry(number)
            done = change(entry)
            if done is not None:
                self._put(con, entry.id, done.versions[len(entry.versions):])
        return done

    def correct(self, number: int, changes: Mapping[str, Any], *, reason: str,
                reopen: bool = False) -> Entry:
        """Correct entry ``number`` (the earlier version kept); a final entry only with
        ``reopen`` (then it is no longer final).  Raises :class:`LogError`."""
        return _sure(self._change(number, lambda entry: corrected(entry, changes, reason=reason,
                                                                  reopen=reopen)))

    def mark_final(self, number: int, *, reason: str) -> Entry | None:
        """Mark entry ``number`` final; ``None`` if it was already."""
        return self._change(number, lambda entry: finalised(entry, reason=reason))

    def delete(self, number: int, *, reason: str) -> Entry:
        """Delete entry ``number``: a last version that says so, the others kept."""
        return _sure(self._change(number, lambda entry: deleted(entry, reason=reason)))

    def merge(self, entries: Iterable[Entry]) -> MergeResult:
        """Add other logs' entries: unknown ids as new entries, known ones with the versions
        this log lacks (by hash; all in order of time, the latest the current one).

        All in one transaction: everything is merged, or nothing.
        """
        counts = {"added": 0, "updated": 0, "unchanged": 0}
        with writing(self._con, self.path) as con:
            for other in entries:
                mine = self.find(other.id)
                how, entry = merged(mine, other)
                counts[how] += 1
                if how == "added":
                    con.execute("INSERT INTO entries (id, created) VALUES (?, ?)",
                                (other.id, entry.created))
                elif how == "updated":
                    con.execute("DELETE FROM versions WHERE entry_id=?", (other.id,))
                if how != "unchanged":
                    self._put(con, other.id, entry.versions)
        return MergeResult(**counts)


def _folded(name: str) -> str:
    """A name as a filter compares it: in one Unicode form, case folded, spaces made one
    (SQLite's ``LIKE`` folds the case of ASCII letters only)."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _sure(entry: Entry | None) -> Entry:
    assert entry is not None  # a correction and a deletion always make a version
    return entry


__all__ += ["DB_NAME", "version_hash"]
