"""Wrong PINs counted per client address and for all addresses together, and the sign-ins
ended by "sign out".

A club's server runs several processes (``verzaking serve --workers N``), each with its
own memory; a count kept in one of them would give a guesser N times the tries.  So
the counts live in one small SQLite database that every process of the server opens
(a file in a private folder made at start, removed at the end; SQLite locks it between
processes), or in memory for an app that runs in one process.  A lock serialises the
threads of one process.  The tables are bounded (:data:`CAP` rows each): the oldest
rows go first, so an attacker with many addresses cannot grow them.

Two counts bound a guesser: each address may give :data:`LIMIT` wrong PINs, then it
waits :data:`BLOCK` seconds; and all addresses together may give :data:`ALL_LIMIT`,
then *every* PIN waits :data:`ALL_BLOCK` seconds (an attacker with many addresses, or
a page that makes the director's own browser guess, gets no more than that).

Only wrong PINs are counted, yet guesses sent at once get no more comparisons than
the count allows: :meth:`Tries.begin` reserves a try before the PIN is compared, and
:meth:`Tries.passed` gives the reservation back (a right PIN), :meth:`Tries.failed` makes
it a wrong try.  While an address's wrong tries and reservations fill its count, its
next try is told to ask again in a moment (:attr:`Turn.busy`), not refused: several
requests with the right PIN sent at once all get in.

>>> now = [1000.0]
>>> tries = Tries(clock=lambda: now[0])
>>> [tries.begin("10.0.0.7").go and tries.failed("10.0.0.7").left for _ in range(5)]
[4, 3, 2, 1, 0]
>>> tries.begin("10.0.0.7").wait  # refused: seconds to wait
60
>>> now[0] += 61
>>> tries.begin("10.0.0.7").go  # the minute is over: five fresh tries
True
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # sqlite3 loads when a server starts, not with the command line's parser
    import sqlite3

__all__ = ["ALL_BLOCK", "ALL_LIMIT", "BLOCK", "CAP", "FORGET", "LIMIT", "STALE", "Tries", "Turn"]

LIMIT = 5
"""Wrong PINs one client address may give before it must wait."""
BLOCK = 60
"""Seconds a client address waits after :data:`LIMIT` wrong PINs."""
FORGET = 15 * 60
"""Seconds after the last wrong PIN when an address's count starts again."""
ALL_LIMIT = 20
"""Wrong PINs all client addresses together may give before every PIN must wait."""
ALL_BLOCK = 15 * 60
"""Seconds every PIN waits after :data:`ALL_LIMIT` wrong PINs in all; the count in all
also starts again only this long after its last wrong PIN.  So at most 20 wrong PINs
reach the comparison in any quarter of an hour: 80 an hour (see the README for what
that means for a PIN of 4 or 6 digits)."""
STALE = 30
"""Seconds after which a reserved try no longer counts (its process must have died)."""
CAP = 4096
"""Most rows in each table (client addresses; sign-ins signed out)."""
_ALL = "*"
"""The key of the count in all (a table of its own: it is never made room for)."""

_SCHEMA = ("CREATE TABLE IF NOT EXISTS tries (client TEXT PRIMARY KEY, count INTEGER NOT NULL, "
           "pending INTEGER NOT NULL, since REAL NOT NULL, last REAL NOT NULL, "
           "until REAL NOT NULL)",
           "CREATE TABLE IF NOT EXISTS all_tries (client TEXT PRIMARY KEY, "
           "count INTEGER NOT NULL, pending INTEGER NOT NULL, since REAL NOT NULL, "
           "last REAL NOT NULL, until REAL NOT NULL)",
           "CREATE TABLE IF NOT EXISTS signed_out (sid TEXT PRIMARY KEY, until REAL NOT NULL)")


@dataclass(frozen=True, slots=True)
class Turn:
    """What the count says about a try (:meth:`Tries.begin`) or a wrong PIN
    (:meth:`Tries.failed`)."""

    wait: int = 0
    """Seconds to wait before the PIN is compared again (0: no wait)."""
    everyone: bool = False
    """Whether the wait is every address's (too many wrong PINs in all)."""
    busy: bool = False
    """Other tries fill the count but are still being compared: ask again in a moment."""
    left: int = 0
    """After a wrong PIN: the tries this address has left before it must wait."""

    @property
    def go(self) -> bool:
        """Whether the PIN may be compared now (a try is reserved: give it back with
        :meth:`Tries.passed`, or make it a wrong try with :meth:`Tries.failed`)."""
        return not self.wait and not self.busy


@dataclass(slots=True)
class _Count:
    """One row: wrong tries, tries reserved, the newest reservation, the last wrong try,
    and until when tries are refused (0: they are not)."""

    count: int
    pending: int
    since: float
    last: float
    until: float


class Tries:
    """The counts of wrong PINs per client address and in all, and the sign-ins signed out.

    ``path``: the database the server's processes share (``None``: this process's
    memory); ``clock``: the time in seconds (wall-clock time: the processes compare it).
    """

    def __init__(self, path: str | None = None, *, clock: Callable[[], float] = time.time,
                 limit: int = LIMIT, block: int = BLOCK, cap: int = CAP,
                 all_limit: int = ALL_LIMIT, all_block: int = ALL_BLOCK) -> None:
        import sqlite3

        self._con = sqlite3.connect(path or ":memory:", timeout=5, isolation_level=None,
                                    check_same_thread=False)
        self._lock = threading.Lock()
        self._clock = clock
        self.limit, self.block, self.cap = limit, block, cap
        self.all_limit, self.all_block = all_limit, all_block
        with self._write() as con:
            con.execute("PRAGMA journal_mode = MEMORY")  # nothing here needs to survive a crash
            for statement in _SCHEMA:
                con.execute(statement)

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction that no other thread or process interleaves with."""
        with self._lock:
            self._con.execute("BEGIN IMMEDIATE")
            try:
                yield self._con
            except BaseException:
                self._con.execute("ROLLBACK")
                raise
            self._con.execute("COMMIT")

    def _read(self, con: sqlite3.Connection, table: str, key: str, now: float,
              forget: float) -> _Count | None:
        """The row of ``key`` as it stands ``now``: a wait that is over, wrong tries
        ``forget`` seconds old and reservations older than :data:`STALE` no longer count."""
        row = con.execute(f"SELECT count, pending, since, last, until FROM {table} "
                          "WHERE client = ?", (key,)).fetchone()
        if row is None:
            return None
        found = _Count(*row)
        if found.until <= now and (found.until or now - found.last > forget):
            found.count, found.until = 0, 0.0
        if now - found.since > STALE:
            found.pending = 0
        return found

    @staticmethod
    def _put(con: sqlite3.Connection, table: str, key: str, row: _Count) -> None:
        con.execute(f"INSERT OR REPLACE INTO {table} VALUES (?, ?, ?, ?, ?, ?)",
                    (key, row.count, row.pending, row.since, row.last, row.until))

    def begin(self, client: str) -> Turn:
        """Reserve a try of ``client`` before its PIN is compared (:attr:`Turn.go`), or say
        how long it must wait, or that it must ask again in a moment."""
        with self._write() as con:
            now = self._clock()  # in the transaction: no other try's time is later
            fresh = _Count(0, 0, now, now, 0.0)
            mine = self._read(con, "tries", client, now, FORGET) or fresh
            every = self._read(con, "all_tries", _ALL, now, self.all_block) or _Count(
                0, 0, now, now, 0.0)
            if mine.until > now:
                return Turn(wait=max(1, math.ceil(mine.until - now)))
            if every.until > now:
                return Turn(wait=max(1, math.ceil(every.until - now)), everyone=True)
            if mine.count + mine.pending >= self.limit or (
                    every.count + every.pending >= self.all_limit):
                return Turn(busy=True)  # failed() blocks when the wrong ones fill it
            if mine is fresh:
                self._make_room(con, "tries", "last")
            for table, key, row in (("tries", client, mine), ("all_tries", _ALL, every)):
                row.pending, row.since = row.pending + 1, now
                self._put(con, table, key, row)
        return Turn()

    def failed(self, client: str) -> Turn:
        """The PIN of a reserved try was wrong: the tries ``client`` has left, and the wait
        if this one filled its count or the count in all."""
        with self._write() as con:
            now = self._clock()  # in the transaction: no other try's time is later
            # a row made room for since the try began: counted as full (it waits)
            mine = self._read(con, "tries", client, now, FORGET) or _Count(
                self.limit - 1, 1, now, now, 0.0)
            every = self._read(con, "all_tries", _ALL, now, self.all_block) or _Count(
                0, 1, now, now, 0.0)
            for table, key, row, limit, block in (
                    ("tries", client, mine, self.limit, self.block),
                    ("all_tries", _ALL, every, self.all_limit, self.all_block)):
                row.count, row.pending, row.last = row.count + 1, max(0, row.pending - 1), now
                row.until = now + block if row.count >= limit else 0.0
                self._put(con, table, key, row)
        left = max(0, self.limit - mine.count)
        if every.until:
            return Turn(wait=self.all_block, everyone=True, left=left)
        return Turn(wait=self.block if mine.until else 0, left=left)

    def passed(self, client: str) -> None:
        """The PIN of a reserved try was right: ``client``'s count starts again, and the
        reservation is given back (the count in all is not forgiven)."""
        with self._write() as con:
            now = self._clock()  # in the transaction: no other try's time is later
            for table, key, forget in (("tries", client, FORGET),
                                       ("all_tries", _ALL, self.all_block)):
                row = self._read(con, table, key, now, forget)
                if row is None:
                    continue
                row.pending = max(0, row.pending - 1)
                if table == "tries":
                    row.count, row.until = 0, 0.0
                self._put(con, table, key, row)

    def sign_out(self, sid: str, until: float) -> None:
        """End sign-in ``sid`` (valid until ``until``) before its time."""
        with self._write() as con:
            con.execute("DELETE FROM signed_out WHERE until < ?", (self._clock(),))
            self._make_room(con, "signed_out", "until")
            con.execute("INSERT OR REPLACE INTO signed_out VALUES (?, ?)", (sid, until))

    def signed_out(self, sid: str) -> bool:
        """Whether sign-in ``sid`` was ended by "sign out"."""
        with self._lock:
            row = self._con.execute("SELECT 1 FROM signed_out WHERE sid = ?", (sid,)).fetchone()
        return row is not None

    def rows(self, table: str = "tries") -> int:
        """How many rows ``table`` holds (``tries`` or ``signed_out``)."""
        if table not in ("tries", "signed_out"):
            raise ValueError(table)
        with self._lock:
            return int(self._con.execute(f"SELECT count(*) FROM {table}").fetchone()[0])

    def _make_room(self, con: sqlite3.Connection, table: str, oldest: str) -> None:
        """Room for one more row in ``table``: the rows with the smallest ``oldest`` go."""
        over = con.execute(f"SELECT count(*) FROM {table}").fetchone()[0] - self.cap + 1
        if over > 0:
            key = "client" if table == "tries" else "sid"
            con.execute(f"DELETE FROM {table} WHERE {key} IN "
                        f"(SELECT {key} FROM {table} ORDER BY {oldest} LIMIT ?)", (over,))

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._con.close()
