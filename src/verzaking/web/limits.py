"""What one request may cost, and how many processes do the heavy work.

A club's server is a laptop that several directors share; no request may keep
the others waiting.  :class:`Limits` holds the two limits of a request (the
boards ruled, the seconds of work) and the size of the process pool; ``verzaking
serve`` passes them to its worker processes in the environment
(:meth:`Limits.to_env`, read back by :meth:`Limits.from_env`).

>>> Limits.from_env({"VERZAKING_WEB_MAX_BOARDS": "20", "VERZAKING_WEB_PROCESSES": "x"}).boards
20
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = ["DEFAULT_BOARDS", "DEFAULT_SECONDS", "INLINE", "Limits", "cores"]

DEFAULT_BOARDS = 300
"""Most boards ruled in one request: a club evening's hand record with every table's result."""
DEFAULT_SECONDS = 5.0
"""Most seconds of work (processor time) one request may take: a 2 MB PBN is read in two."""
INLINE = 4 * 1024
"""Text up to this many characters is read in a thread of the server; more in a process."""

_ENV = {"boards": "VERZAKING_WEB_MAX_BOARDS", "seconds": "VERZAKING_WEB_TIME_BUDGET",
        "processes": "VERZAKING_WEB_PROCESSES"}


def cores() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _number(env: Mapping[str, str], name: str, kind: type[int] | type[float], *,
            least: float) -> float | None:
    """The value of one limit in ``env``, if it is a number of at least ``least``."""
    try:
        value = kind(env[_ENV[name]])
    except (KeyError, ValueError):
        return None
    return value if least <= value < 1e9 else None


@dataclass(frozen=True, slots=True, kw_only=True)
class Limits:
    """The limits of one request, and the process pool that does the heavy work."""

    boards: int = DEFAULT_BOARDS
    """Most boards ruled in one request (a file may have more: pick one of them)."""
    seconds: float = DEFAULT_SECONDS
    """Most seconds of processor time the work of one request may take."""
    processes: int = field(default_factory=cores)
    """Worker processes for the heavy work of this server process (0: threads only)."""
    inline: int = INLINE
    """Text up to this many characters is read in a thread of the server process."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Limits:
        """The limits ``verzaking serve`` set in the environment; the defaults for the rest."""
        env = os.environ if env is None else env
        boards = _number(env, "boards", int, least=1)
        seconds = _number(env, "seconds", float, least=1e-9)
        processes = _number(env, "processes", int, least=0)
        return cls(boards=DEFAULT_BOARDS if boards is None else int(boards),
                   seconds=DEFAULT_SECONDS if seconds is None else seconds,
                   processes=cores() if processes is None else int(processes))

    def to_env(self) -> dict[str, str]:
        """The environment that gives these limits to the server's worker processes."""
        return {_ENV["boards"]: str(self.boards), _ENV["seconds"]: repr(self.seconds),
                _ENV["processes"]: str(self.processes)}
