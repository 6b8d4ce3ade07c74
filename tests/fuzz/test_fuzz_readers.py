"""Issue 11: no input can hurt it.  A short fuzz run per reader, the same inputs every time.

Each reader gets a fixed number of inputs (not a time: no timing is asserted) from a fixed
seed, after the known failures' minimal inputs (``known.py``).  A failure prints the
reader, the seed, the input's number, where it came from, its file (written to a
temporary folder, with a ``.json`` beside it to replay it with
``benchmarks/fuzz_readers.py --replay``) and an escaped preview.

A reader whose run fails today only by failures listed in ``known.py`` is marked
``xfail(strict=True)``, raising :class:`KnownFailures`: the mark goes with the fix, and any
other failure fails the test as usual.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from fuzz.engine import Found, Fuzzer, Stats, preview, save_input
from fuzz.known import KNOWN, KnownFailures, known_for, reproducers
from fuzz.oracle import Input, run
from fuzz.seeds import ROOT

SEED = 20_251_201
"""The in-suite runs' seed."""
COUNTS = {"pbn": 1000, "lin": 200, "json": 1500, "yaml": 600, "form": 4000, "cli": 200}
"""Inputs per reader: a second or two each."""


def _xfail(reader: str) -> list[pytest.MarkDecorator]:
    names = [k.name for k in KNOWN if reader in k.readers]
    if not names:
        return []
    return [pytest.mark.xfail(raises=KnownFailures, strict=True,
                              reason="known failures (see tests/fuzz/known.py): " + "; ".join(names))]


def _describe(found: Found, folder: Path) -> str:
    path = save_input(found.item, found.failure, folder, seed=SEED)
    return (f"{found.item.reader}, seed {SEED}, input {found.index} (seen {found.count}×), "
            f"from {found.item.origin} by {', '.join(found.item.mutations) or 'none'}, "
            f"options {dict(found.item.options)}\n"
            f"  {found.failure.summary()}\n  {found.failure.detail.strip()}\n"
            f"  input: {path}\n  replay: .venv/bin/python benchmarks/fuzz_readers.py --replay {path}\n"
            f"  {preview(found.item.data)}")


def _fuzz(reader: str) -> Stats:
    stats = Fuzzer(reader, seed=SEED).run(count=COUNTS[reader])
    for i, item in enumerate(reproducers(reader)):
        outcome = run(item)
        if outcome.failure is not None:
            stats.found.setdefault(outcome.failure.signature,
                                   Found(failure=outcome.failure, item=item, index=-1 - i))
    return stats


@pytest.mark.parametrize("reader", [pytest.param(r, marks=_xfail(r)) for r in COUNTS])
def test_every_input_gives_a_ruling_or_a_clear_error(reader: str) -> None:
    stats = _fuzz(reader)
    assert stats.inputs == COUNTS[reader]
    if not stats.found:
        return
    folder = Path(tempfile.mkdtemp(prefix=f"verzaking-fuzz-{reader}-"))
    unknown = [f for f in stats.found.values() if known_for(f.failure) is None]
    report = "\n\n".join(_describe(f, folder) for f in (unknown or list(stats.found.values())))
    if unknown:
        raise AssertionError(f"{len(unknown)} new failure(s) of the {reader} reader:\n\n{report}")
    raise KnownFailures(f"only known failures of the {reader} reader:\n\n{report}")


def test_the_same_seed_gives_the_same_inputs() -> None:
    first, second = Fuzzer("pbn", seed=SEED), Fuzzer("pbn", seed=SEED)
    assert [first.next_input() for _ in range(20)] == [second.next_input() for _ in range(20)]


def test_a_failure_is_caught_and_placed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The oracle itself: an exception a reader's safety net turns into an internal_error
    is a failure, with the place it was raised."""
    import verzaking.io as vio

    def broken(*args: object, **kwargs: object) -> object:
        raise ZeroDivisionError("planted")

    monkeypatch.setattr(vio, "game_to_facts", broken)
    data = (ROOT / "tests" / "fixtures" / "voorbeeld1.pbn").read_bytes()
    outcome = run(Input(reader="pbn", data=data, ext=".pbn", options={"kind": "pbn"}))
    assert outcome.failure is not None
    assert outcome.failure.signature[:2] == ("internal_error", "ZeroDivisionError")
    assert outcome.failure.where.startswith("verzaking/io/__init__.py:")
    assert "planted" in outcome.failure.detail and "broken" in outcome.failure.detail
