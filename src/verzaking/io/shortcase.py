"""The short case: only what Law 64A asks, as a case file's ``short`` field.

Declarer's tricks as played, who revoked on which trick, who won that trick (the
offender, his partner or dummy, the other side) and how many tricks the offending
side won after it (none, one, two or more); as a trick row's revoke may, also when
attention was first drawn to it (``attention``: 64B4, 64B5) and, under the 1997 Laws,
whether the offender later won a trick with a card of the suit led
(``won_later_with_suit_led``, 64A2).  From these a list of thirteen trick
winners is made that has exactly those facts, and the board is ruled as any quick
case: tricks before the revoke trick, which 64A never moves, come first; the
offending side's later tricks come right after it.  Which tricks before and after
the revoke trick each side won is not known, so the facts are marked ``counted``: the
ruling names no trick but the revoke trick (the later ones are said "later", without a
number) and shows no trick table (a note says why).

>>> from verzaking.cards import Seat
>>> tricks_from_counts(declarer=Seat.SOUTH, total=9, seat=Seat.EAST, trick=6, won="other",
...                    later=1)
['EW', 'EW', 'EW', 'NS', 'NS', 'NS', 'EW', 'NS', 'NS', 'NS', 'NS', 'NS', 'NS']

Facts that cannot all be true are named by :func:`short_conflict`: here declarer's 13
tricks leave East-West none, yet East is said to have won the revoke trick.

>>> why = short_conflict(declarer=Seat.SOUTH, total=13, seat=Seat.EAST, trick=6,
...                      won="offender", later=0)
>>> why["reason"], why["ours"], why["need"]
('reason.short_too_few', 0, 1)
"""

from __future__ import annotations

from typing import Any

from ..cards import Seat
from ..errors import CaseError
from ..table import Timing
from .casefields import bad, read_bool, read_seat

__all__ = ["ATTENTION_VALUES", "SHORT_FIELDS", "WON_CHOICES", "short_conflict", "short_to_quick",
           "tricks_from_counts"]

WON_CHOICES = ("offender", "partner", "other")
"""Who won the revoke trick: the revoker, his partner (or dummy), the other side."""
SHORT_FIELDS = frozenset({"declarer_tricks", "seat", "trick", "won_by", "later", "attention",
                          "won_later_with_suit_led"})
"""The fields of a case's ``short`` object."""
ATTENTION_VALUES = tuple(t.value for t in Timing)
"""When attention was first drawn to the revoke, as a trick row's ``attention`` says it."""


def _side(seat: Seat) -> str:
    return "NS" if seat in (Seat.NORTH, Seat.SOUTH) else "EW"


def tricks_from_counts(*, declarer: Seat, total: int, seat: Seat, trick: int, won: str,
                       later: int) -> list[str] | None:
    """Thirteen trick winners with these facts; ``None`` if they cannot all be true.

    ``later``: tricks the offending side won after the revoke trick, 0, 1 or 2 (two or
    more).
    """
    offenders = _side(seat)
    others = "EW" if offenders == "NS" else "NS"
    ours = total if _side(declarer) == offenders else 13 - total  # the offending side's tricks
    in_revoke_trick = 0 if won == "other" else 1
    after = 13 - trick
    least_after = min(later, 2)
    most_after = later if later < 2 else after
    # the offending side's later tricks: as few as the facts allow, the rest before the revoke
    later_count = max(least_after, ours - in_revoke_trick - (trick - 1))
    before = ours - in_revoke_trick - later_count
    if later_count > min(most_after, after) or before < 0 or before > trick - 1:
        return None
    winner = {"offender": seat.letter, "partner": seat.partner.letter, "other": others}[won]
    return ([offenders] * before + [others] * (trick - 1 - before) + [winner]
            + [offenders] * later_count + [others] * (after - later_count))


def short_conflict(*, declarer: Seat, total: int, seat: Seat, trick: int, won: str,
                   later: int) -> dict[str, Any]:
    """Which of the facts cannot all be true (where :func:`tricks_from_counts` gives
    ``None``), as a message's data: ``reason`` is the catalog code that says it
    (``reason.short_after``: fewer tricks after the revoke trick than the offending side
    is said to have won in them; ``reason.short_too_few``/``short_too_many``: declarer's
    tricks leave the offending side fewer, or more, than the other facts allow), with
    the counts it names (``side``: the offending side; ``ours``: its tricks; ``won``: what
    it won by the answers, worded by ``ui.choice_short_won_*``)."""
    offending = seat.side
    ours = total if declarer.side == offending else 13 - total
    in_revoke_trick = 0 if won == "other" else 1
    after = 13 - trick
    least_after = min(later, 2)
    data: dict[str, Any] = {"tricks": total, "trick": trick, "side": offending, "ours": ours,
                            "after": after, "before": trick - 1,
                            "won": f"short_won_{in_revoke_trick}_{least_after}"}
    if least_after > after:
        return {**data, "reason": "reason.short_after", "need": least_after}
    need = in_revoke_trick + least_after
    if ours < need:
        return {**data, "reason": "reason.short_too_few", "need": need}
    most = trick - 1 + in_revoke_trick + (later if later < 2 else after)
    return {**data, "reason": "reason.short_too_many", "most": most}


def _number(raw: dict[str, Any], key: str, least: int, most: int) -> int:
    value = raw.get(key)
    if value is None:
        raise CaseError("case_missing", field=f"short.{key}")
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
        raise bad(f"short.{key}", value, f"{least}..{most}")
    return value


def short_to_quick(item: dict[str, Any], declarer: Seat) -> dict[str, Any]:
    """The case with its ``short`` object as trick winners and one revoke (a quick case)."""
    raw = item["short"]
    if not isinstance(raw, dict):
        raise bad("short", raw, "reason.short_example")
    for key in raw:
        if key not in SHORT_FIELDS:
            raise CaseError("case_unknown_field", field=f"short.{str(key)[:40]}")
    for key in ("tricks", "revokes", "events", "claim", "play"):
        if key in item:
            raise bad(key, item[key], "reason.not_with_short")
    total = _number(raw, "declarer_tricks", 0, 13)
    trick = _number(raw, "trick", 1, 13)
    later = _number(raw, "later", 0, 2)
    if raw.get("seat") is None:
        raise CaseError("case_missing", field="short.seat")
    seat = read_seat(raw["seat"], "short.seat")
    won = raw.get("won_by")
    if won is None:
        raise CaseError("case_missing", field="short.won_by")
    if won not in WON_CHOICES:
        raise bad("short.won_by", won, ", ".join(WON_CHOICES))
    tricks = tricks_from_counts(declarer=declarer, total=total, seat=seat, trick=trick,
                                won=won, later=later)
    if tricks is None:
        raise CaseError("case_short_impossible", **short_conflict(
            declarer=declarer, total=total, seat=seat, trick=trick, won=won, later=later))
    out = {k: v for k, v in item.items() if k != "short"}
    return {**out, "tricks": tricks, "revokes": [{"seat": seat.letter, "trick": trick,
                                                  **_revoke_extras(raw)}]}


def _revoke_extras(raw: dict[str, Any]) -> dict[str, Any]:
    """``attention`` and ``won_later_with_suit_led`` for the revoke, checked and named as
    fields of ``short``."""
    out: dict[str, Any] = {}
    attention = raw.get("attention")
    if attention is not None:
        if not isinstance(attention, str) or attention not in ATTENTION_VALUES:
            raise bad("short.attention", attention, ", ".join(sorted(ATTENTION_VALUES)))
        out["attention"] = attention
    later = read_bool(raw.get("won_later_with_suit_led"), "short.won_later_with_suit_led")
    if later is not None:
        out["won_later_with_suit_led"] = later
    return out
