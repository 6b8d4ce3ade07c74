"""The WBF Laws of Duplicate Bridge 2017, the default edition.

The engine's base class already implements these laws (61-64, 77); this module
names the edition for the registry.  Sources: the 2017 English text (Laws 44,
61-64, 77) and seed ``000`` (Dutch explainer with two worked examples).
"""

from __future__ import annotations

from .base import Edition

__all__ = ["WBF2017"]


class WBF2017(Edition):
    """WBF 2017: 63A4 agreement to a claim, 64B with eight items, 64C2."""
