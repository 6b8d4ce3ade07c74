"""Editions of the revoke laws, registered by name.

>>> find_edition("wbf2017").key
'2017'
>>> find_edition("1850")
Traceback (most recent call last):
...
verzaking.errors.InputError: unknown laws '1850'; known: 2017
"""

from __future__ import annotations

from ..errors import InputError
from .base import Edition
from .wbf2017 import WBF2017

__all__ = ["DEFAULT_EDITION", "EDITIONS", "Edition", "find_edition"]

EDITIONS: dict[str, type[Edition]] = {cls.key: cls for cls in (WBF2017,)}
"""Every edition by its key."""

DEFAULT_EDITION = "2017"
"""The edition used when none is named."""


def find_edition(name: str | None = None) -> Edition:
    """The edition called ``name`` (any of its names, any case); raises :class:`InputError`."""
    key = (name or DEFAULT_EDITION).strip().lower()
    for cls in EDITIONS.values():
        if key in cls.names:
            return cls()
    raise InputError("unknown_laws", name=name, known=", ".join(EDITIONS))
