"""Message catalogs and the formatting of bridge values in Dutch and English.

Templates use ``str.format`` fields; a field's value is written by its type
(a :class:`Seat` as a name, a :class:`Card` with its suit symbol) and an
optional spec: ``letter`` (seat letter), ``tricks`` (a count or list of tricks),
``score`` (signed points), ``result`` (a trick count as a contract result).

>>> text("61A.revoke", "en", {"seat": Seat.EAST, "trick": 6, "suit": Suit.HEARTS,
...      "card": Card.parse("C3"), "held": (Card.parse("H4"),)})[:60]
'Trick 6: hearts were led and East played ♣3 while still hold'
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any

from ..cards import Card, Seat, Side, Suit
from ..catalogs import en, nl
from ..contract import Contract, Vulnerability
from ..errors import VerzakingError, install_message_writer

__all__ = [
    "CATALOGS",
    "LANGUAGES",
    "card_text",
    "fmt_value",
    "render_error",
    "score_text",
    "seat_letter",
    "text",
]

CATALOGS: dict[str, Mapping[str, str]] = {"nl": nl.MESSAGES, "en": en.MESSAGES}
"""Every message by language and code."""
LANGUAGES = tuple(CATALOGS)
"""Supported languages; the first is the default."""

_SEAT_NAMES = {"nl": ("Noord", "Oost", "Zuid", "West"), "en": ("North", "East", "South", "West")}
_SEAT_LETTERS = {"nl": "NOZW", "en": "NESW"}
_SIDE_NAMES = {"nl": ("Noord-Zuid", "Oost-West"), "en": ("North-South", "East-West")}
_SUIT_NAMES = {"nl": ("klaveren", "ruiten", "harten", "schoppen"),
               "en": ("clubs", "diamonds", "hearts", "spades")}
_VUL = {"nl": ("niemand kwetsbaar", "Noord-Zuid kwetsbaar", "Oost-West kwetsbaar",
               "allen kwetsbaar"),
        "en": ("nobody vulnerable", "North-South vulnerable", "East-West vulnerable",
               "both sides vulnerable")}
_NUMBERS = {"nl": ("geen", "één", "twee", "drie", "vier"), "en": ("no", "one", "two", "three", "four")}
_AND = {"nl": "en", "en": "and"}
_MINUS = "−"


def _lang(lang: str) -> str:
    return lang if lang in CATALOGS else LANGUAGES[0]


def seat_letter(seat: Seat | None, lang: str) -> str:
    """``N``/``O``/``Z``/``W`` in Dutch, ``N``/``E``/``S``/``W`` in English; ``-`` if unknown."""
    if seat is None:
        return "-"
    return _SEAT_LETTERS[_lang(lang)][seat]


_RANKS = {"nl": {"T": "10", "K": "H", "Q": "V", "J": "B"}, "en": {"T": "10"}}


def card_text(card: Card | None, lang: str = "en") -> str:
    """``♠A``, ``♥10``; Dutch honours ``H``, ``V``, ``B``; ``-`` for an unknown card."""
    if card is None:
        return "-"
    rank = card.rank_char
    return card.suit.symbol + _RANKS[_lang(lang)].get(rank, rank)


def score_text(points: int | None) -> str:
    """``+420``, ``−50``, ``0``."""
    if points is None:
        return "?"
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{_MINUS}{-points}"
    return "0"


def contract_text(contract: Contract) -> str:
    """``4♠``, ``3SA``/``3NT``, ``5♣X``."""
    return contract_text_lang(contract, "en")


def contract_text_lang(contract: Contract, lang: str) -> str:
    """The contract with a suit symbol; no trump as ``SA`` (nl) or ``NT`` (en)."""
    trump = contract.strain.trump
    strain = trump.symbol if trump is not None else ("SA" if _lang(lang) == "nl" else "NT")
    return f"{contract.level}{strain}" + "X" * contract.doubled


def _count(n: int, lang: str, one: str, many: str) -> str:
    words = _NUMBERS[lang]
    word = words[n] if 0 <= n < len(words) else str(n)
    return f"{word} {one if n == 1 else many}"


def _join(items: list[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {_AND[lang]} " + items[-1]


def _trick_list(numbers: tuple[int, ...], lang: str) -> str:
    played = [str(int(n)) for n in numbers if not getattr(n, "from_claim", False)]
    claimed = sum(1 for n in numbers if getattr(n, "from_claim", False))
    parts = []
    if played:
        parts.append(("slag " if lang == "nl" else "trick ") if len(played) == 1 else
                     ("slagen " if lang == "nl" else "tricks "))
        parts[-1] += _join(played, lang)
    if claimed:
        parts.append(_count(claimed, lang, *(("slag uit de claim", "slagen uit de claim")
                                             if lang == "nl" else
                                             ("trick of the claim", "tricks of the claim"))))
    return _join(parts, lang)


def _result(tricks: int, contract: Contract, lang: str) -> str:
    need = contract.required_tricks
    c = contract_text_lang(contract, lang)
    if tricks == need:
        return c + (" gemaakt" if lang == "nl" else " made")
    if tricks > need:
        return f"{c} +{tricks - need}"
    return f"{c} {_MINUS}{need - tricks}"


def fmt_value(value: Any, spec: str, lang: str, data: Mapping[str, Any] | None = None) -> str:
    """One value as the catalog writes it in ``lang``."""
    lang = _lang(lang)
    if spec == "letter" and isinstance(value, Seat):
        return seat_letter(value, lang)
    if spec == "score":
        return score_text(value)
    if spec == "tricks":
        if isinstance(value, tuple):
            return _trick_list(value, lang)
        return _count(int(value), lang, *(("slag", "slagen") if lang == "nl" else ("trick", "tricks")))
    if spec == "suits" and isinstance(value, tuple):
        return _join(sorted({_SUIT_NAMES[lang][c.suit] for c in value}), lang)
    if spec == "choice":
        return text("ui.choice_" + str(value), lang)
    if spec == "edition":
        return text("edition." + str(value), lang)
    if spec == "result":
        contract = (data or {}).get("contract")
        if isinstance(contract, Contract) and isinstance(value, int):
            return _result(value, contract, lang)
        return str(value)
    if value is None:
        return "?"
    if isinstance(value, Seat):
        return _SEAT_NAMES[lang][value]
    if isinstance(value, Side):
        return _SIDE_NAMES[lang][value]
    if isinstance(value, Suit):
        return _SUIT_NAMES[lang][value]
    if isinstance(value, Card):
        return card_text(value, lang)
    if isinstance(value, Contract):
        return contract_text_lang(value, lang)
    if isinstance(value, Vulnerability):
        return _VUL[lang][value]
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return _join([card_text(v, lang) for v in value], lang)
    if isinstance(value, tuple) and value and all(
            isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], Card) for v in value):
        return ", ".join(f"{card_text(c, lang)} → {n}" for c, n in value)
    if isinstance(value, tuple):
        return _join([fmt_value(v, spec, lang, data) for v in value], lang)
    return format(value, spec)


class _Formatter(string.Formatter):
    def __init__(self, lang: str, data: Mapping[str, Any]) -> None:
        self.lang = lang
        self.data = data

    def format_field(self, value: Any, format_spec: str) -> str:
        return fmt_value(value, format_spec, self.lang, self.data)


def text(code: str, lang: str, data: Mapping[str, Any] | None = None) -> str:
    """The message ``code`` in ``lang`` filled with ``data``; raises ``KeyError`` if unknown."""
    lang = _lang(lang)
    data = data or {}
    template = CATALOGS[lang][code]
    return _Formatter(lang, data).vformat(template, (), dict(data))


def render_error(err: VerzakingError, lang: str) -> str:
    """An error's message with its place (file, line, board) in ``lang``."""
    lang = _lang(lang)
    params = {k: (text(v, lang) if isinstance(v, str) and v.startswith("reason.") else v)
              for k, v in err.params.items()}
    try:
        body = text("error." + err.code, lang, params)
    except (KeyError, IndexError, ValueError):
        body = err.code + " " + ", ".join(f"{k}={v}" for k, v in err.params.items())
    where = []
    if err.file:
        where.append(text("where.file", lang, {"file": err.file}))
    if err.line:
        where.append(text("where.line", lang, {"line": err.line}))
    if err.board:
        where.append(text("where.board", lang, {"board": err.board}))
    if err.params.get("event"):
        where.append(text("where.event", lang, err.params))
    return (", ".join(where) + ": " + body) if where else body


install_message_writer(render_error)
