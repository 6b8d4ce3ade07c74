"""The fuzzing loop, and failing inputs written where they can be replayed.

A :class:`Fuzzer` makes inputs for one reader from its seeds and from earlier inputs that
showed something new (an error code, a step or a rule not seen before join the pool), all
from one random source: the same seed gives the same inputs.

>>> fuzzer = Fuzzer("json", seed=1)
>>> stats = fuzzer.run(count=5)
>>> stats.inputs, stats.failures
(5, 0)
"""

from __future__ import annotations

import hashlib
import json
import random
import resource
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import vocab
from .mutator import Mutator
from .oracle import Failure, Hang, Input, Outcome, run
from .seeds import READERS, seeds

__all__ = ["Found", "Fuzzer", "Stats", "guarded", "load_input", "preview", "save_input"]

POOL_LIMIT = 400
"""Most inputs kept in the pool besides the seeds."""
POOL_SIZE = 64 * 1024
"""Largest input kept in the pool (larger ones are tried, not bred from)."""
KINDS = {".pbn": "pbn", ".lin": "lin", ".json": "json", ".yaml": "yaml"}


@dataclass(slots=True, kw_only=True)
class Found:
    """A distinct failure (by its signature), its first input, and how often it was seen."""

    failure: Failure
    """The failure."""
    item: Input
    """The first input that gave it."""
    index: int
    """That input's number in the run (0-based)."""
    count: int = 1
    """Inputs that gave it."""
    path: Path | None = None
    """Where the input was written, if it was."""


@dataclass(slots=True, kw_only=True)
class Stats:
    """What a run did."""

    reader: str
    """The reader fuzzed."""
    seed: int
    """The run's seed."""
    inputs: int = 0
    """Inputs tried."""
    rulings: int = 0
    """Boards (or forms) ruled."""
    refusals: int = 0
    """Boards refused with a proper error."""
    failures: int = 0
    """Inputs that failed."""
    seconds: float = 0.0
    """Time taken."""
    found: dict[tuple[str, str, str], Found] = field(default_factory=dict)
    """The distinct failures."""
    codes: set[str] = field(default_factory=set)
    """Every error code, step and rule seen."""

    @property
    def per_second(self) -> float:
        """Inputs per second."""
        return self.inputs / self.seconds if self.seconds else 0.0


class Fuzzer:
    """Inputs for ``reader`` from one random source; :meth:`run` tries them."""

    def __init__(self, reader: str, *, seed: int, equity_rate: float = 0.0) -> None:
        if reader not in READERS:
            raise ValueError(f"unknown reader {reader!r}; one of {', '.join(READERS)}")
        self.reader = reader
        self.seed = seed
        self.equity_rate = equity_rate
        self.rng = random.Random(f"{reader}:{seed}")
        self.seeds = seeds(reader)
        self.pool: list[tuple[bytes, str, str]] = []
        others: dict[str, list[bytes]] = {}
        for s in self.seeds:
            others.setdefault(s.ext, []).append(s.data)
        self.mutator = Mutator(self.rng, others=others)

    def _options(self, ext: str) -> dict[str, Any]:
        rng = self.rng
        laws = vocab.laws(rng) if rng.random() < 0.25 else None
        if self.reader == "cli":
            return self._cli_options(ext, laws)
        how = rng.random()
        kind = KINDS[ext] if how < 0.6 else None
        name = f"fuzz{ext}" if 0.6 <= how < 0.8 else rng.choice((None, "upload"))
        return {"call": "read_text" if rng.random() < 0.1 else "read", "kind": kind, "name": name,
                "laws": laws}

    def _cli_options(self, ext: str, laws: str | None) -> dict[str, Any]:
        rng = self.rng
        argv: list[str] = []
        if rng.random() < 0.3:
            argv += ["--lang", rng.choice(("nl", "en"))]
        if rng.random() < 0.3:
            argv.append("--json")
        if laws is not None:
            argv += ["--laws", laws]
        elif rng.random() < 0.05:
            argv += ["--date", rng.choice(("2005-03-01", "1930-01-01", "2017-02-30", "x", ""))]
        if rng.random() < 0.15:
            argv += ["--board", rng.choice(("1", "2", "15", "#1", "0", "x" * 100, ""))]
        if rng.random() < 0.1:
            argv.append("--compare")
        if rng.random() >= self.equity_rate:
            argv.append("--no-equity")
        command = "next" if ext in (".json", ".yaml") and rng.random() < 0.15 else "rule"
        if command == "next":
            argv = [a for a in argv if a not in ("--compare", "--no-equity", "--date")]
            argv = [a for i, a in enumerate(argv) if i == 0 or argv[i - 1] != "--date"]
        suffix = ext if rng.random() < 0.85 else rng.choice(("", ".txt", ".PBN", ".yml", ".lin"))
        return {"command": command, "argv": argv, "suffix": suffix}

    def next_input(self) -> Input:
        """The next input."""
        rng = self.rng
        if self.pool and rng.random() < 0.5:  # of two, the smaller: inputs stay quick
            data, ext, origin = min(rng.choice(self.pool), rng.choice(self.pool),
                                    key=lambda entry: len(entry[0]))
        else:
            s = rng.choice(self.seeds)
            data, ext, origin = s.data, s.ext, s.name
        if self.reader == "form":
            ext = "form"
        new, names = self.mutator.mutate(data, ext)
        ext = ".json" if ext == "form" else ext
        return Input(reader=self.reader, data=new, ext=ext, options=self._options(ext),
                     origin=origin, mutations=names)

    def learn(self, item: Input, outcome: Outcome, stats: Stats) -> None:
        """Keep ``item`` in the pool if it showed something new."""
        new = outcome.codes - stats.codes
        stats.codes |= outcome.codes
        if new and outcome.failure is None and len(item.data) <= POOL_SIZE:
            ext = "form" if self.reader == "form" else item.ext
            entry = (item.data, ext, item.origin)
            if len(self.pool) < POOL_LIMIT:
                self.pool.append(entry)
            else:
                self.pool[self.rng.randrange(POOL_LIMIT)] = entry

    def run(self, *, count: int | None = None, until: float | None = None,
            guard: Callable[[Input], Outcome] | None = None,
            on_failure: Callable[[Found], None] | None = None) -> Stats:
        """Try ``count`` inputs, or until ``time.monotonic()`` passes ``until``; ``guard``
        runs one input (default: :func:`~fuzz.oracle.run`)."""
        stats = Stats(reader=self.reader, seed=self.seed)
        start = time.monotonic()
        check = guard or run
        while (count is None or stats.inputs < count) and (until is None or time.monotonic() < until):
            item = self.next_input()
            outcome = check(item)
            self.learn(item, outcome, stats)
            stats.inputs += 1
            stats.rulings += outcome.rulings
            stats.refusals += outcome.refusals
            if outcome.failure is not None:
                stats.failures += 1
                known = stats.found.get(outcome.failure.signature)
                if known is not None:
                    known.count += 1
                else:
                    found = Found(failure=outcome.failure, item=item, index=stats.inputs - 1)
                    stats.found[outcome.failure.signature] = found
                    if on_failure is not None:
                        on_failure(found)
        stats.seconds = time.monotonic() - start
        return stats


@contextmanager
def alarm(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in the block if it runs longer than ``seconds`` (main thread)."""
    def ring(_signum: int, _frame: Any) -> None:
        raise Hang(f"no answer after {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def guarded(*, hang_seconds: float, memory_mb: float) -> Callable[[Input], Outcome]:
    """:func:`~fuzz.oracle.run` that also fails an input that takes longer than
    ``hang_seconds`` or raises the process's peak memory by more than ``memory_mb``."""
    def check(item: Input) -> Outcome:
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        started = time.monotonic()
        try:
            with alarm(hang_seconds):
                outcome = run(item)
        except Hang:
            return Outcome(failure=Failure(kind="hang", error=f"over {hang_seconds:g} s",
                                           where=item.reader))
        grown = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 - before
        if outcome.failure is None and grown > memory_mb:
            return Outcome(failure=Failure(
                kind="memory", error=f"peak memory up {grown:.0f} MB", where=item.reader,
                detail=f"{time.monotonic() - started:.1f} s"))
        return outcome
    return check


def preview(data: bytes, limit: int = 160) -> str:
    """The start of ``data``, escaped, and its first bytes in hex."""
    shown = repr(data[:limit])[2:-1] + ("…" if len(data) > limit else "")
    return f"{len(data)} bytes: {shown}\n  hex: {data[:48].hex(' ')}"


def save_input(item: Input, failure: Failure, folder: Path, *, seed: int | None = None) -> Path:
    """Write ``item`` (its bytes and, beside them, a ``.json`` of how to replay it)."""
    folder.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1(repr(failure.signature).encode()).hexdigest()[:8]
    stem = f"{item.reader}-{failure.kind}-{digest}-{hashlib.sha1(item.data).hexdigest()[:8]}"
    path = folder / (stem + item.ext)
    path.write_bytes(item.data)
    meta = {"reader": item.reader, "ext": item.ext, "options": dict(item.options),
            "origin": item.origin, "mutations": list(item.mutations), "seed": seed,
            "failure": {"kind": failure.kind, "error": failure.error, "where": failure.where,
                        "detail": failure.detail}}
    path.with_name(path.name + ".json").write_text(json.dumps(meta, indent=1, ensure_ascii=False))
    return path


def load_input(path: Path) -> Input:
    """An input written by :func:`save_input`."""
    meta = json.loads(path.with_name(path.name + ".json").read_text())
    return Input(reader=meta["reader"], data=path.read_bytes(), ext=meta["ext"],
                 options=meta["options"], origin=meta["origin"],
                 mutations=tuple(meta["mutations"]))
