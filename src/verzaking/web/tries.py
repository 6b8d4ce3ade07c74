"""Wrong PINs counted per client address, and the sign-ins ended by "sign out".

A club's server runs several processes (``verzaking serve --workers N``), each with its
own memory; a count kept in one of them would give a guesser N times the tries.  So
the counts live in one small SQLite database that every process of the server opens
(a file in a private folder made at start, removed at the end; SQLite locks it between
processes), or in memory for an app that runs in one process.  A lock serialises the
threads of one process.  The tables are bounded (:data:`CAP` rows each): the oldest
rows go first, so an attacker with many addresses cannot grow them.

A try is counted *before* the PIN is compared (:meth:`Tries.begin`), so that many
guesses sent at once get no more than :data:`LIMIT` comparisons between them.

>>> now = [1000.0]
>>> tries = Tries(clock=lambda: now[0])
>>> [tries.begin("10.0.0.7") or tries.failed("10.0.0.7") for _ in range(5)]
[4, 3, 2, 1, 0]
>>> tries.begin("10.0.0.7")  # refused: seconds to wait
60
>>> now[0] += 61
>>> tries.begin("10.0.0.7")  # the minute is over: five fresh tries
0
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # sqlite3 loads when a server starts, not with the command line's parser
    import sqlite3

__all__ = ["BLOCK", "CAP", "FORGET", "LIMIT", "Tries"]

LIMIT = 5
"""Wrong PINs one client address may give before it must wait."""
BLOCK = 60
"""Seconds a client address waits after :data:`LIMIT` wrong PINs."""
FORGET = 15 * 60
"""Seconds after the last wrong PIN when an address's count starts again."""
CAP = 4096
"""Most rows in each table (client addresses; sign-ins signed out)."""

_SCHEMA = ("CREATE TABLE IF NOT EXISTS tries (client TEXT PRIMARY KEY, count INTEGER NOT NULL, "
           "last REAL NOT NULL, until REAL NOT NULL)",
           "CREATE TABLE IF NOT EXISTS signed_out (sid TEXT PRIMARY KEY, until REAL NOT NULL)")


class Tries:
    """The counts of wrong PINs per client address, and the sign-ins signed out.

    ``path``: the database the server's processes share (``None``: this process's
    memory); ``clock``: the time in seconds (wall-clock time: the processes compare it).
    """

    def __init__(self, path: str | None = None, *, clock: Callable[[], float] = time.time,
                 limit: int = LIMIT, block: int = BLOCK, cap: int = CAP) -> None:
        import sqlite3

        self._con = sqlite3.connect(path or ":memory:", timeout=5, isolation_level=None,
                                    check_same_thread=False)
        self._lock = threading.Lock()
        self._clock = clock
        self.limit, self.block, self.cap = limit, block, cap
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

    def begin(self, client: str) -> int:
        """Count a try of ``client`` before its PIN is compared: 0 if it may try, else the
        seconds it must still wait (nothing is compared then)."""
        now = self._clock()
        with self._write() as con:
            row = con.execute("SELECT count, last, until FROM tries WHERE client = ?",
                              (client,)).fetchone()
            count, last, until = row if row is not None else (0, now, 0.0)
            if until > now:
                return max(1, math.ceil(until - now))
            if until or now - last > FORGET:  # a wait that is over, or tries long ago
                count = 0
            if count >= self.limit:  # as many tries under way as it has left
                con.execute("UPDATE tries SET until = ? WHERE client = ?",
                            (now + self.block, client))
                return self.block
            if row is None:
                self._make_room(con, "tries", "last")
            con.execute("INSERT OR REPLACE INTO tries VALUES (?, ?, ?, 0)",
                        (client, count + 1, now))
        return 0

    def failed(self, client: str) -> int:
        """The PIN of a try was wrong: the tries ``client`` has left (0: it must now wait
        :attr:`block` seconds)."""
        now = self._clock()
        with self._write() as con:
            row = con.execute("SELECT count FROM tries WHERE client = ?", (client,)).fetchone()
            count = row[0] if row is not None else self.limit
            until = now + self.block if count >= self.limit else 0.0
            con.execute("INSERT OR REPLACE INTO tries VALUES (?, ?, ?, ?)",
                        (client, count, now, until))
        return max(0, self.limit - count)

    def passed(self, client: str) -> None:
        """The PIN of a try was right: ``client``'s count starts again."""
        with self._write() as con:
            con.execute("DELETE FROM tries WHERE client = ?", (client,))

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
