"""The short path at the table: a case from only what Law 64A asks.

The director taps declarer's tricks as played, who revoked on which trick, who won
that trick (the offender, his partner, the other side: named by their seats once the
revoker is tapped, :func:`won_choices`) and how many tricks
the offending side won after it (none, one, two or more); if it matters, when attention
was drawn (64B4, 64B5) and, under the 1997 Laws, whether the revoker later won a trick
with a card of the suit led (64A2).  From these the form
writes a case with a ``short`` object (:mod:`verzaking.io.shortcase`), which the
library rules as any other: no law here, only the form's fields checked.

>>> case = short_case({"level": "4", "strain": "S", "declarer": "S", "vul": "None",
...     "s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"})
>>> case["short"]
{'declarer_tricks': 9, 'seat': 'E', 'trick': 6, 'won_by': 'other', 'later': 1}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import Seat
from ..io.shortcase import WON_CHOICES, short_conflict, tricks_from_counts
from ..render.i18n import fmt_value, text

__all__ = ["LATER_CHOICES", "WON_CHOICES", "ShortPathProblem", "short_case", "won_choices",
           "won_table"]

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
    dealt, revoker = Seat.parse(declarer), Seat.parse(seat)
    if tricks_from_counts(declarer=dealt, total=total, seat=revoker, trick=trick, won=won,
                          later=later) is None:  # the message names the facts in conflict
        raise ShortPathProblem("web.err.short_impossible", **short_conflict(
            declarer=dealt, total=total, seat=revoker, trick=trick, won=won, later=later))
    short: dict[str, Any] = {"declarer_tricks": total, "seat": seat, "trick": trick,
                             "won_by": won, "later": later}
    attention = get("s_attention")
    if attention and attention != "during_play":  # 64B4, 64B5
        short["attention"] = attention
    won_later = get("s_won_later")  # 1997's 64A2: yes, no, or not known (left out)
    if won_later:
        short["won_later_with_suit_led"] = {"yes": True, "no": False}.get(won_later, won_later)
    case: dict[str, Any] = {"contract": get("level") + get("strain") + get("dbl"),
                            "declarer": declarer, "vulnerable": get("vul") or "None",
                            "short": short}
    if get("board"):
        case["board"] = get("board")
    return case


# -- "who won that trick?" by seats ----------------------------------------------------------

def won_choices(declarer: str, seat: str, lang: str) -> list[tuple[str, str, str, str]]:
    """The three answers to "who won that trick?" as taps (value, label, spoken name, class),
    named by their seats once the revoker (``seat``) is known, with declarer's and dummy's
    roles once ``declarer`` is (a director tapped "his partner (or dummy)" for dummy when a
    defender revoked: that is the other side).  The values stay those of the case file's
    ``won_by``; no law here, only who sits where.

    >>> [label for _, label, _, _ in won_choices("S", "E", "nl")]
    ['Oost zelf', 'West', 'Noord-Zuid (leider of blinde)']
    >>> [label for _, label, _, _ in won_choices("S", "S", "en")]
    ['South himself (declarer)', 'North (dummy)', 'East-West']
    >>> [label for _, label, _, _ in won_choices("S", "N", "nl")]
    ['Noord zelf (blinde)', 'Zuid (leider)', 'Oost-West']
    """
    revoker, dealt = _seat(seat), _seat(declarer)
    if revoker is None:
        return [(v, text("web.won_" + v, lang), "", "") for v in WON_CHOICES]
    offender = Seat.parse(revoker)
    role = {}
    if dealt is not None:
        d = Seat.parse(dealt)
        role = {d: text("web.role_declarer", lang), d.partner: text("web.role_dummy", lang)}
    name = lambda s: fmt_value(s, "", lang)  # noqa: E731
    partner = offender.partner
    own = (text("web.won_self_role", lang, {"seat": name(offender), "role": role[offender]})
           if offender in role else text("web.won_self", lang, {"seat": name(offender)}))
    his = (text("web.won_seat_role", lang, {"seat": name(partner), "role": role[partner]})
           if partner in role else name(partner))
    others = offender.side.other
    other = (text("web.won_side_both", lang, {"side": name(others)})
             if dealt is not None and offender not in role else name(others))
    return [("offender", own, "", ""), ("partner", his, "", ""), ("other", other, "", "")]


def won_table(lang: str) -> dict[str, list[tuple[str, str, str, str]]]:
    """:func:`won_choices` for every declarer and revoker, by ``declarer + seat`` (``"SE"``;
    ``"E"`` with no declarer tapped yet; ``""`` before the revoker is): the page draws the
    ones its taps hold, and its script changes them as the director taps."""
    out = {"": won_choices("", "", lang)}
    for seat in _SEATS:
        out[seat] = won_choices("", seat, lang)
        for declarer in _SEATS:
            out[declarer + seat] = won_choices(declarer, seat, lang)
    return out
