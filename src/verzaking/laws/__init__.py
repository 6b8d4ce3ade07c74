"""Editions of the revoke laws, registered by name.

>>> find_edition("wbf2017").key
'2017'
>>> edition_for_date("2005-03-01").key
'1997'
>>> [d.article for d in differences("2007", "2017")][:3]
['', '50E', '62C3']
>>> find_edition("1850")
Traceback (most recent call last):
...
verzaking.errors.InputError: unknown laws '1850'; known: 2017, 2007, 1997, 1930, rubber, home
"""

from __future__ import annotations

import datetime

from ..errors import InputError
from ..parameters import Difference
from ..parameters import differences as _differences
from .base import Edition
from .nl1930 import NL1930
from .rubber import Home, Rubber
from .wbf1997 import WBF1997
from .wbf2007 import WBF2007
from .wbf2017 import WBF2017

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "Difference",
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

_INSTANCES = {key: cls() for key, cls in EDITIONS.items()}


def find_edition(name: str | None = None) -> Edition:
    """The edition called ``name`` (any of its names, any case); raises :class:`InputError`."""
    key = (name or DEFAULT_EDITION).strip().lower()
    for edition in _INSTANCES.values():
        if key in edition.names:
            return edition
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
    dated = sorted((e for e in _INSTANCES.values() if e.in_force_nl),
                   key=lambda e: e.in_force_nl, reverse=True)
    for i, edition in enumerate(dated):
        if text >= edition.in_force_nl:
            if edition.in_force_until and text >= edition.in_force_until:
                later = dated[i - 1].in_force_nl if i else ""
                raise InputError("no_edition_in_gap", date=date, until=edition.in_force_until,
                                 next=later)
            return edition
    raise InputError("no_edition_before", date=date, first=dated[-1].in_force_nl)


def differences(a: str, b: str) -> list[Difference]:
    """Every point on which editions ``a`` and ``b`` (any of their names) differ."""
    return _differences(find_edition(a).key, find_edition(b).key)
