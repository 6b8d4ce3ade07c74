"""The WBF Laws of Duplicate Bridge 2007.

In force for the Dutch federation from 1 September 2008 (seed ``003``) until the
2017 Laws.  Sources: the Norwegian and Polish 2007 texts of Laws 61-64 and the
EBU's summary of the 2007 changes (``shared/notes/revoke-laws.md`` section 2).
Every difference from 2017 is a value of :mod:`verzaking.parameters`: no 62C3,
no 63A4 (63A3 covers agreeing), 64B of seven items (64B2 and 64B7 without "the
first/both established"), 64C one rule, 62D2 a play restriction rather than 16C.
"""

from __future__ import annotations

from .wbf2017 import WBF2017

__all__ = ["WBF2007"]


class WBF2007(WBF2017):
    """WBF 2007: no 62C3, no 63A4, 64B of seven items, 64C one rule (see the parameters)."""

    key = "2007"
    names: tuple[str, ...] = ("2007", "wbf2007", "wbf-2007", "laws2007")
    title = "WBF Laws of Duplicate Bridge 2007"
    base = "2017"
