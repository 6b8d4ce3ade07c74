"""Reading one field of a case file: a seat, a winner, a card, a suit, a list.

Every mistake is a :class:`~verzaking.errors.CaseError` that names the field
(``revokes[0].seat``) and says what it expects (a ``reason.*`` catalog key).

>>> read_seat("O", "declarer")
<Seat.EAST: 1>
>>> read_winner("NZ", "tricks[0]")
TrickWon(side=<Side.NS: 0>, winner=None, event=0)
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, Seat, Side, Suit
from ..errors import CaseError
from ..table import TrickWon

__all__ = ["as_list", "bad", "read_card", "read_claim", "read_seat", "read_suit", "read_suits",
           "read_winner"]


def bad(field: str, value: Any, reason: str) -> CaseError:
    return CaseError("case_bad_value", field=field, value=value, reason=reason)



_WORDS = {"yes": True, "no": False, "ja": True, "nee": False, "true": True, "false": False,
          "on": True, "off": False}
"""The words a yes-or-no field may be given as (YAML 1.2 keeps yes/no as words)."""


def read_bool(value: Any, field: str) -> bool | None:
    """A yes-or-no field: ``true``/``false``, or a word a director writes (yes, no, ja,
    nee, on, off); ``None`` if not given."""
    if isinstance(value, str):
        value = _WORDS.get(value.strip().lower(), value)
    if value is not None and not isinstance(value, bool):
        raise bad(field, value, "true, false")
    return value


def read_seat(value: Any, field: str) -> Seat:
    try:
        return Seat.parse(str(value))
    except ValueError:
        raise bad(field, value, "reason.seats") from None



def read_winner(value: Any, field: str) -> TrickWon:
    text = str(value).strip().upper()
    try:
        seat = Seat.parse(text)
        return TrickWon(side=seat.side, winner=seat)
    except ValueError:
        pass
    try:
        return TrickWon(side=Side.parse(text))
    except ValueError:
        raise bad(field, value, "reason.winners") from None



def read_card(raw: dict[str, Any], field: str) -> Card | None:
    """The optional ``card`` field of an object at ``field``."""
    if raw.get("card") is None:
        return None
    try:
        return Card.parse(str(raw["card"]))
    except ValueError:
        raise bad(f"{field}.card", raw["card"], "reason.card") from None



def read_suit(raw: dict[str, Any], field: str) -> Suit | None:
    """The optional ``suit`` field of an object at ``field``."""
    if raw.get("suit") is None:
        return None
    try:
        return Suit.parse(str(raw["suit"]))
    except ValueError:
        raise bad(f"{field}.suit", raw["suit"], "reason.suits") from None



def read_suits(raw: dict[str, Any], field: str) -> tuple[Suit, ...]:
    """The optional ``suit`` field of an object at ``field``: one suit, or a list of suits
    (declarer forbids more than one, 51B2(b))."""
    value = raw.get("suit")
    if not isinstance(value, list):
        one = read_suit(raw, field)
        return () if one is None else (one,)
    out: list[Suit] = []
    for n, item in enumerate(value):
        try:
            out.append(Suit.parse(str(item)))
        except ValueError:
            raise bad(f"{field}.suit[{n}]", item, "reason.suits") from None
    return tuple(out)


_CLAIM_FIELDS = frozenset({"by", "declarer_tricks"})


def read_claim(raw: Any) -> tuple[Seat | None, int] | None:
    """The optional ``claim`` object: who claimed (``None`` if not said) and declarer's final
    total; whether that total can be is for the caller, who knows the tricks played."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise bad("claim", raw, "reason.claim_example")
    for key in raw:
        if key not in _CLAIM_FIELDS:
            raise CaseError("case_unknown_field", field=f"claim.{key}")
    if "declarer_tricks" not in raw:
        raise CaseError("case_missing", field="claim.declarer_tricks")
    total = raw["declarer_tricks"]
    if not isinstance(total, int) or isinstance(total, bool):
        raise bad("claim.declarer_tricks", total, "0..13")
    by = read_seat(raw["by"], "claim.by") if raw.get("by") is not None else None
    return by, total


def as_list(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise bad(field, value, "reason.list")
    return value


