"""A step of the reasoning: a stable code (a catalog key), its article, and the facts it used.

The table, the law engine and the equity estimate all speak in steps; renderers
turn them into Dutch or English.

>>> Step(code="64A2.later_trick", law="64A2", data={"trick": 6}).law
'64A2'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Step"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Step:
    """One step of the reasoning: a stable code, its article, and the facts it used."""

    code: str
    """Catalog key, e.g. ``64A2.one``."""
    law: str
    """The article, e.g. ``64A2``; empty for a step that applies no article."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The facts the step names (seats, tricks, cards, counts)."""
