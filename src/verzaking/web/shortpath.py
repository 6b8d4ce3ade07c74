"""The short path at the table: a quick case from only what Law 64A asks.

The director taps declarer's tricks as played, who revoked on which trick, who won
that trick (the offender, his partner or dummy, the other side) and how many tricks
the offending side won after it (none, one, two or more).  From these the form
writes a quick case (the README's case file, thirteen trick winners) that the
library rules as any other: no law here, only a trick list that has exactly those
facts.  Tricks before the revoke trick, which 64A never moves, come first; the
offending side's later tricks come right after it.

>>> case = short_case({"level": "4", "strain": "S", "declarer": "S", "vul": "None",
...     "s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"})
>>> case["tricks"], case["revokes"]
(['EW', 'EW', 'EW', 'NS', 'NS', 'NS', 'EW', 'NS', 'NS', 'NS', 'NS', 'NS', 'NS'], [{'seat': 'E', 'trick': 6}])
>>> short_case({"level": "4", "strain": "S", "declarer": "S", "s_tricks": "9", "s_seat": "E",
...     "s_trick": "7", "s_won": "offender", "s_later": "1"})["tricks"][6]
'E'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["LATER_CHOICES", "WON_CHOICES", "ShortPathProblem", "short_case"]

WON_CHOICES = ("offender", "partner", "other")
"""Who won the revoke trick: the revoker, his partner (or dummy), the other side."""
LATER_CHOICES = ("0", "1", "2")
"""Tricks the offending side won after the revoke trick: none, one, two or more."""
_SEATS = "NESW"
_DUTCH = {"O": "E", "Z": "S"}


class ShortPathProblem(Exception):
    """The short form is not a case yet: a ``web.*`` message key and its data."""

    def __init__(self, key: str, **data: Any) -> None:
        super().__init__(key)
        self.key = key
        self.data = data


def _seat(value: str) -> str | None:
    value = _DUTCH.get(value.upper(), value.upper())
    return value if len(value) == 1 and value in _SEATS else None


def _count(value: str, least: int, most: int) -> int | None:
    if value.isascii() and value.isdigit() and len(value) <= 2 and least <= int(value) <= most:
        return int(value)
    return None


def _side(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


def _partner(seat: str) -> str:
    return _SEATS[(_SEATS.index(seat) + 2) % 4]


def short_case(form: Mapping[str, str]) -> dict[str, Any]:
    """The quick case of the short form; raises :class:`ShortPathProblem` when a fact is
    missing or the facts cannot all be true."""
    get = lambda key: form.get(key, "").strip()  # noqa: E731
    if not get("level") or not get("strain"):
        raise ShortPathProblem("web.err.contract")
    declarer = _seat(get("declarer"))
    if declarer is None:
        raise ShortPathProblem("web.err.declarer")
    total = _count(get("s_tricks"), 0, 13)
    seat = _seat(get("s_seat"))
    trick = _count(get("s_trick"), 1, 13)
    won, later = get("s_won"), _count(get("s_later"), 0, 2)
    if total is None or seat is None or trick is None or won not in WON_CHOICES or later is None:
        raise ShortPathProblem("web.err.short_missing")
    offenders = _side(seat)
    others = "EW" if offenders == "NS" else "NS"
    ours = total if _side(declarer) == offenders else 13 - total  # the offending side's tricks
    in_revoke_trick = 0 if won == "other" else 1
    after = 13 - trick
    least_after = later if later < 2 else 2
    most_after = later if later < 2 else after
    # the offending side's later tricks: as few as the facts allow, the rest before the revoke
    later_count = max(least_after, ours - in_revoke_trick - (trick - 1))
    before = ours - in_revoke_trick - later_count
    if later_count > min(most_after, after) or before < 0:
        raise ShortPathProblem("web.err.short_impossible", tricks=total, trick=trick)
    winner = {"offender": seat, "partner": _partner(seat), "other": others}[won]
    tricks = ([offenders] * before + [others] * (trick - 1 - before) + [winner]
              + [offenders] * later_count + [others] * (after - later_count))
    case: dict[str, Any] = {"contract": get("level") + get("strain") + get("dbl"),
                            "declarer": declarer, "vulnerable": get("vul") or "None",
                            "tricks": tricks, "revokes": [{"seat": seat, "trick": trick}]}
    if get("board"):
        case["board"] = get("board")
    return case
