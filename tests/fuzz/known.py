"""The failures the fuzzer has found and that are not fixed yet, each with a minimal input.

The in-suite run of a reader listed here fails with :class:`KnownFailures` (its test is
``xfail(strict=True)``) as long as any of its known failures is there; the minimal inputs
are run first so that this does not hang on what the random run happens to reach.  When
a failure is fixed, delete its entry: the strict mark then shows which test to unmark.

A failure is matched by its kind, its error and its place without the line number.

>>> from fuzz.oracle import Failure
>>> known_for(Failure(kind="exception", error="ValueError",
...                   where="verzaking/contract.py:117 in parse")) is None  # all fixed
True
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from fnmatch import fnmatchcase

from .oracle import Failure, Input

__all__ = ["KNOWN", "Known", "KnownFailures", "known_for", "reproducers"]


class KnownFailures(AssertionError):
    """A reader's run failed, but only by failures listed in :data:`KNOWN`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Known:
    """A failure found and not fixed yet."""

    name: str
    """Its number and what goes wrong, as the report names it."""
    kinds: tuple[str, ...]
    """The failure kinds it shows as (``exception``, ``internal_error``, ``output``)."""
    errors: tuple[str, ...]
    """The exception's type (or types: the same bug may show as another exception after
    the code around it changed)."""
    places: tuple[str, ...]
    """Where it is raised, without line numbers (``verzaking/contract.py in parse``; ``*``
    for any function)."""
    inputs: tuple[Input, ...]
    """Minimal inputs that give it, one per reader it shows in."""

    @property
    def readers(self) -> frozenset[str]:
        """The readers whose run it fails."""
        return frozenset(i.reader for i in self.inputs)


def _case(reader: str, text: str, **options: object) -> Input:
    ext = {"yaml": ".yaml", "pbn": ".pbn", "lin": ".lin"}.get(reader, ".json")
    data = text.encode("utf-8")
    if reader == "form":
        data = json.dumps(json.loads(text)).encode()
    return Input(reader=reader, data=data, ext=ext, options=options, origin="known.py")


THIRTEEN = ", ".join(f'"t{n}": "NS"' for n in range(1, 14))

KNOWN: tuple[Known, ...] = ()
"""Every failure found and not fixed yet."""


def _unlined(where: str) -> str:
    return re.sub(r":\d+ in ", " in ", where)


def known_for(failure: Failure) -> Known | None:
    """The known failure ``failure`` is, if any."""
    place = _unlined(failure.where)
    for known in KNOWN:
        if (failure.kind in known.kinds and failure.error in known.errors
                and any(fnmatchcase(place, p) for p in known.places)):
            return known
    return None


def reproducers(reader: str) -> list[Input]:
    """The minimal inputs of the known failures of ``reader``."""
    return [i for k in KNOWN for i in k.inputs if i.reader == reader]
