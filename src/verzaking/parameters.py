"""The values that differ between editions, each with its article: one table.

In the manner of OpenFisca's parameters: a point of the laws (a row), the
article it lives in, and each edition's value.  The editions read their
constants here (in-force dates, the 64B items and their wording, the article
for agreeing to a claim, the penalty points of 1930); ``verzaking laws --diff``
is derived from it, so a diff of two editions lists exactly the rows where they
differ.  Every value but a date has a text in the catalogs: ``point.<row>.<value>``.

>>> value("62C3", "2017"), value("62C3", "2007")
('both_corrected', 'none')
>>> [d.point for d in differences("2017", "2007")][:3]
['in_force', '50E', '62C3']
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EDITION_KEYS", "POINTS", "Difference", "Point", "differences", "point", "value"]

EDITION_KEYS = ("2017", "2007", "1997", "1930", "rubber", "home")
"""Every edition, newest duplicate laws first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Point:
    """One point of the laws on which editions may differ."""

    key: str
    """The row's name (often its article)."""
    article: str
    """The article (empty for the in-force dates)."""
    values: dict[str, str]
    """Each edition's value; ``""`` where the point does not apply (a date not known)."""
    dated: bool = False
    """The values are dates (``YYYY-MM-DD``), not catalog codes."""


def _row(key: str, article: str, *values: str, dated: bool = False) -> Point:
    assert len(values) == len(EDITION_KEYS), key
    return Point(key=key, article=article, values=dict(zip(EDITION_KEYS, values, strict=True)),
                 dated=dated)


#                 key        article  2017              2007             1997
#                                     1930              rubber           home
POINTS: tuple[Point, ...] = (
    _row("in_force", "", "2017-09-01", "2008-09-01", "1997-09-01",
         "1930-11-22", "", "", dated=True),
    _row("in_force_until", "", "", "", "",
         "1932-01-01", "", "", dated=True),
    _row("events", "", "yes", "yes", "yes",
         "no", "yes", "yes"),
    _row("50E", "50E", "on_table", "requirement_only", "requirement_only_50D1",
         "not_modelled", "unconfirmed", "unconfirmed"),
    _row("43B3", "43B3", "no_rectification", "no_rectification", "unconfirmed",
         "none", "no_rectification", "no_rectification"),
    _row("61B", "61B", "partners_may_ask", "partners_may_ask", "declarer_only",
         "not_modelled", "partners_may_ask", "partners_may_ask"),
    _row("63B", "63B", "none", "none", "as_if",
         "none", "none", "none"),
    _row("62", "62", "penalty_card", "penalty_card", "penalty_card",
         "options_1930", "penalty_card", "take_back"),
    _row("62C3", "62C3", "both_corrected", "none", "none",
         "none", "none", "none"),
    _row("62D2", "62D2", "16C", "two_suits", "two_suits",
         "none", "two_suits", "two_suits"),
    _row("63A", "63A", "by_offenders", "by_offenders", "by_offenders",
         "quitted", "by_offenders", "by_offenders"),
    _row("63A4", "63A4", "63A4", "63A3_agrees", "63A3_acquiesces",
         "none", "63A3_agrees", "63A3_agrees"),
    _row("64A", "64A", "one_or_two", "one_or_two", "one_or_two",
         "points_or_two", "one_or_two", "one_or_two"),
    # 1997: no footnote text retrieved, but the WBF Laws Committee ruled the same under
    # these laws: declarer's revoke trick and later tricks won in dummy are not won by
    # declarer (minute of 12 January 2000, item 2, quoted in the EBU White Book 2004,
    # 43.1(c): one trick, 64A2)
    _row("64A_footnote", "64A", "yes", "yes", "wbflc_2000",
         "none", "yes", "yes"),
    _row("64A2", "64A2", "one", "one", "extra_trick",
         "none", "one", "one"),
    _row("64B1", "64B1", "yes", "yes", "yes",
         "none", "yes", "yes"),
    _row("64B2", "64B2", "first_established", "any", "any",
         "points_only", "any", "any"),
    _row("64B3", "64B3", "penalty_or_dummy", "faced", "faced",
         "none", "faced", "faced"),
    _row("64B4", "64B4", "after_call", "after_call", "after_call",
         "cut", "after_call", "after_call"),
    _row("64B5", "64B5", "yes", "yes", "yes",
         "none", "yes", "yes"),
    _row("64B6", "64B6", "yes", "yes", "yes",
         "none", "yes", "yes"),
    _row("64B7", "64B7", "both_established", "both_revoked", "none",
         "none", "both_revoked", "both_revoked"),
    _row("64B8", "64B8", "yes", "none", "none",
         "none", "none", "none"),
    _row("64C", "64C", "64C1_64C2", "one_rule", "one_rule",
         "none", "players", "players"),
    _row("penalty_points", "VII.2b", "none", "none", "none",
         "150", "none", "none"),
    _row("66D", "66D", "none", "none", "none",
         "mixing_proof", "none", "none"),
    _row("67B1", "67B1", "deemed_revoke", "deemed_revoke", "held_no_penalty",
         "later_rule", "deemed_revoke", "deemed_revoke"),
    _row("59", "59", "modern", "modern", "modern",
         "no_forced_revoke", "modern", "modern"),
    _row("77", "77", "duplicate", "duplicate", "duplicate",
         "rubber_1930", "rubber", "rubber"),
    _row("81", "81", "director", "director", "director",
         "director", "players", "players"),
    _row("source", "", "confirmed", "confirmed", "confirmed",
         "confirmed", "rubber_unconfirmed", "rubber_unconfirmed"),
)
"""Every point, in the order of the laws (the dates first)."""

_BY_KEY = {p.key: p for p in POINTS}


def point(key: str) -> Point:
    """The row ``key``; raises ``KeyError``."""
    return _BY_KEY[key]


def value(key: str, edition: str) -> str:
    """Edition ``edition``'s value on point ``key``."""
    return _BY_KEY[key].values[edition]


@dataclass(frozen=True, slots=True, kw_only=True)
class Difference:
    """A point on which two editions differ."""

    point: str
    """The row."""
    article: str
    """Its article."""
    a: str
    """The first edition's value."""
    b: str
    """The second edition's value."""
    dated: bool = False
    """The values are dates."""


def differences(a: str, b: str) -> list[Difference]:
    """Every point on which editions ``a`` and ``b`` (keys) differ, in the table's order."""
    return [Difference(point=p.key, article=p.article, a=p.values[a], b=p.values[b],
                       dated=p.dated)
            for p in POINTS if p.values[a] != p.values[b]]
