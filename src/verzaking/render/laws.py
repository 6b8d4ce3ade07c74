"""The differences between two editions, in words (``verzaking laws --diff``)."""

from __future__ import annotations

from ..parameters import Difference
from .i18n import text

__all__ = ["difference_rows", "value_text"]


def value_text(point: str, value: str, lang: str, *, dated: bool = False) -> str:
    """An edition's value on a point, as the catalog says it."""
    if dated:
        return text("point.date", lang, {"date": value}) if value else text("point.no_date", lang)
    return text(f"point.{point}.{value}", lang)


def difference_rows(diffs: list[Difference], lang: str) -> list[tuple[str, str, str, str]]:
    """(point, article, first edition's value, second's) for each difference, in words."""
    return [(d.point, d.article, value_text(d.point, d.a, lang, dated=d.dated),
             value_text(d.point, d.b, lang, dated=d.dated)) for d in diffs]
