"""Editions of the revoke laws, registered by name.

>>> find_edition("wbf2017").key
'2017'
>>> edition_for_date("2005-03-01").key
'1997'
>>> find_edition("1850")
Traceback (most recent call last):
...
verzaking.errors.InputError: unknown laws '1850'; known: 2017, 2007, 1997, 1930, rubber, home
"""

from __future__ import annotations

import datetime

from ..errors import InputError
from .base import Edition
from .nl1930 import NL1930
from .rubber import Home, Rubber
from .wbf1997 import WBF1997
from .wbf2007 import WBF2007
from .wbf2017 import WBF2017

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "Edition",
    "differences",
    "edition_for_date",
    "find_edition",
]

EDITIONS: dict[str, type[Edition]] = {
    cls.key: cls for cls in (WBF2017, WBF2007, WBF1997, NL1930, Rubber, Home)}
"""Every edition by its key."""

DEFAULT_EDITION = "2017"
"""The edition used when none is named."""

_DATED = ("2017", "2007", "1997", "1930")
"""Duplicate editions with the date the Dutch federation applied them, newest first."""


def find_edition(name: str | None = None) -> Edition:
    """The edition called ``name`` (any of its names, any case); raises :class:`InputError`."""
    key = (name or DEFAULT_EDITION).strip().lower()
    for cls in EDITIONS.values():
        if key in cls.names:
            return cls()
    raise InputError("unknown_laws", name=name, known=", ".join(EDITIONS))


def edition_for_date(date: str) -> Edition:
    """The edition the Dutch federation applied on ``date`` (``YYYY-MM-DD``)."""
    text = date.strip()
    try:
        if len(text) != 10:
            raise ValueError(text)
        datetime.date.fromisoformat(text)
    except ValueError:
        raise InputError("bad_date", date=date) from None
    for key in _DATED:
        cls = EDITIONS[key]
        if text >= cls.in_force_nl:
            if key == "1930" and text >= NL1930.in_force_until:
                break
            return cls()
    raise InputError("no_edition_for_date", date=date)


def differences(a: str, b: str) -> list[tuple[str, str, str]]:
    """What differs between editions ``a`` and ``b``: (edition, article, catalog code).

    Walks each edition's chain of bases up to the common one and lists the
    differences each step declares.
    """
    ea, eb = find_edition(a), find_edition(b)

    def chain(e: Edition) -> list[Edition]:
        out = [e]
        while getattr(out[-1], "base", None):
            out.append(find_edition(out[-1].base))
        return out

    ca, cb = chain(ea), chain(eb)
    common = next(e.key for e in ca if e.key in {x.key for x in cb})
    out: list[tuple[str, str, str]] = []
    for c in (ca, cb):
        for e in c:
            if e.key == common:
                break
            out += [(e.key, art, code) for art, code in e.differences]
    return out
