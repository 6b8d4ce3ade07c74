"""Message catalogs and the formatting of bridge values in Dutch and English.

Templates use ``str.format`` fields; a field's value is written by its type
(a :class:`Seat` as a name, a :class:`Card` with its suit symbol) and an
optional spec: ``letter`` (seat letter), ``tricks`` (a count or list of tricks),
``ntricks`` (a count in digits, for totals side by side), ``score`` (signed points),
``result`` (a trick count as a contract result), ``laws`` (an edition's short name, the
trainer's), ``cited`` (articles after "art."/"Law(s)"), ``penalty`` (cards as "penalty
card(s)" in the singular or plural), ``num`` (a number with the language's separators:
4.332 and 2,5 in Dutch, 4,332 and 2.5 in English; see :func:`number_text`).

>>> text("61A.revoke", "en", {"seat": Seat.EAST, "trick": 6, "suit": Suit.HEARTS,
...      "card": Card.parse("C3"), "held": (Card.parse("H4"),)})[:60]
'Trick 6: hearts were led and East played ♣3 while still hold'
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable, Mapping
from typing import Any

from ..cards import Card, Seat, Side, Suit
from ..catalogs import en, log_en, log_nl, nl, quiz_en, quiz_nl
from ..contract import Contract, Vulnerability
from ..errors import VerzakingError, install_message_writer

__all__ = [
    "CATALOGS",
    "LANGUAGES",
    "card_text",
    "fmt_value",
    "number_text",
    "render_error",
    "score_text",
    "seat_letter",
    "text",
    "with_reasons",
]

CATALOGS: dict[str, Mapping[str, str]] = {
    "nl": {**nl.MESSAGES, **quiz_nl.MESSAGES, **log_nl.MESSAGES},
    "en": {**en.MESSAGES, **quiz_en.MESSAGES, **log_en.MESSAGES},
}
"""Every message by language and code (the engine's, the trainer's and the log's)."""
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
_PENALTY = {"nl": ("strafkaart", "strafkaarten"), "en": ("penalty card", "penalty cards")}
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


def number_text(value: float, lang: str) -> str:
    """A number as ``lang`` writes it: thousands grouped, at most two decimals (none for a
    whole number).

    >>> number_text(4332, "nl"), number_text(4332, "en"), number_text(2.5, "nl"), number_text(5.0, "nl")
    ('4.332', '4,332', '2,5', '5')
    """
    if isinstance(value, float) and not value.is_integer():
        shown = f"{value:,.2f}".rstrip("0").rstrip(".")
    else:
        shown = f"{int(value):,}"
    return shown.translate(_DUTCH_SEPARATORS) if _lang(lang) == "nl" else shown


_DUTCH_SEPARATORS = str.maketrans(",.", ".,")


def _join(items: list[str], lang: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {_AND[lang]} " + items[-1]


def _trick_list(numbers: tuple[int, ...], lang: str) -> str:
    """``slag 6``, ``slagen 6 en 7``; a trick of the claim, or a later trick of a short case
    (``unnumbered``), without a number: ``slag 6 en een latere slag``."""
    played = [str(int(n)) for n in numbers if not getattr(n, "from_claim", False)
              and not getattr(n, "unnumbered", False)]
    claimed = sum(1 for n in numbers if getattr(n, "from_claim", False))
    later = sum(1 for n in numbers if getattr(n, "unnumbered", False))
    parts = []
    if played:
        parts.append(("slag " if lang == "nl" else "trick ") if len(played) == 1 else
                     ("slagen " if lang == "nl" else "tricks "))
        parts[-1] += _join(played, lang)
    if claimed:
        parts.append(_count(claimed, lang, *(("slag uit de claim", "slagen uit de claim")
                                             if lang == "nl" else
                                             ("trick of the claim", "tricks of the claim"))))
    if later:  # how many is not always known (the short path's "two or more"): no count
        parts.append(_LATER[lang][later > 1])
    return _join(parts, lang)


_LATER = {"nl": ("een latere slag", "latere slagen"), "en": ("a later trick", "later tricks")}
"""A short case's later tricks, whose numbers are not known."""


def _result(tricks: int, contract: Contract, lang: str) -> str:
    need = contract.required_tricks
    c = contract_text_lang(contract, lang)
    if tricks == need:
        return c + (" gemaakt" if lang == "nl" else " made")
    if tricks > need:
        return f"{c} +{tricks - need}"
    return f"{c} {_MINUS}{need - tricks}"


def _cited(value: Any, lang: str) -> str:
    """Articles as one citation: "art. 61A, 63A", "Laws 61A, 63A"."""
    word = text("ui.art", lang) + ("s" if lang == "en" and "," in str(value) else "")
    return f"{word} {value}"


def _worded(prefix: str) -> Callable[[Any, str], str]:
    """A value said by its catalog entry ``prefix + value``, as written where there is none."""
    def say(value: Any, lang: str) -> str:
        key = prefix + str(value)
        return text(key, lang) if key in CATALOGS[lang] else str(value)
    return say


_WORDED: dict[str, Callable[[Any, str], str]] = {
    "suggest": lambda v, lang: text("ui.did_you_mean", lang, {"like": v}) if v else "",
    "choice": _worded("ui.choice_"),
    "edition": _worded("edition."),
    "laws": _worded("quiz.laws."),  # "spelregels 2017", "robberbridge"
    "cited": _cited,
    "unsolved": _worded("unsolved."),  # why a 64C estimate could not be made
}
"""The specs whose value is written in words from the catalog."""


def _listed(value: Any, spec: str, lang: str) -> str:
    """A likely play's shares ("10 slagen in 62 %, 11 slagen in 38 %") or a weighted score's
    weights ("60 % van +420, 40 % van +450"); a value of another kind said as it is (a
    message never crashes)."""
    if not isinstance(value, tuple):
        return "?" if value is None else str(value)
    if spec == "shares":
        return ", ".join(text("likely.share", lang, {"tricks": t, "share": p}) for t, p in value)
    return ", ".join(text("equity.weight_part", lang, {"w": w, "s": score_text(sc)})
                     for w, sc in value)


def fmt_value(value: Any, spec: str, lang: str, data: Mapping[str, Any] | None = None) -> str:
    """One value as the catalog writes it in ``lang``."""
    if not spec and (type(value) is int or type(value) is str):
        return str(value)  # the most common case, first
    lang = _lang(lang)
    if spec == "letter" and isinstance(value, Seat):
        return seat_letter(value, lang)
    if spec == "score":
        return score_text(value)
    if spec == "num" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return number_text(value, lang)
    if spec in ("tricks", "ntricks") and isinstance(value, tuple):
        return _trick_list(value, lang)
    if spec == "tricks":
        return _count(int(value), lang, *(("slag", "slagen") if lang == "nl" else ("trick", "tricks")))
    if spec == "ntricks":  # a total in digits, "4 slagen" beside "10 slagen"
        n = int(value)
        return f"{n} " + (("slag" if n == 1 else "slagen") if lang == "nl"
                          else ("trick" if n == 1 else "tricks"))
    if spec == "cards":
        return _count(int(value), lang, *(("kaart", "kaarten") if lang == "nl" else ("card", "cards")))
    if spec in ("shares", "weights"):
        return _listed(value, spec, lang)
    if spec == "penalty" and isinstance(value, tuple):  # "strafkaart ♥3", "strafkaarten ♥3 en ♠2"
        return _PENALTY[lang][len(value) > 1] + " " + fmt_value(value, "", lang)
    if spec == "suits" and isinstance(value, tuple):
        return _join(sorted({_SUIT_NAMES[lang][c.suit] for c in value}), lang)
    if spec in _WORDED:
        return _WORDED[spec](value, lang)
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


_Part = tuple[str, str | None, str | None, str | None]
_PARSED: dict[str, list[_Part]] = {}
_PARSER = string.Formatter()
_ECHO = 60
"""The most characters of a value from the input a message repeats."""
_OURS = frozenset({"reason", "known", "choices", "field"})
"""An error's facts that are our own words (what is expected), not the input: never cut."""


def _parts(template: str) -> list[_Part]:
    """The template as (literal, field, spec, conversion) parts, parsed once.

    ``{{`` and ``}}`` are literal braces; a template that cannot be parsed (an
    unbalanced brace) is all literal text, so that a message can never fail.
    """
    parts = _PARSED.get(template)
    if parts is None:
        try:
            parts = list(_PARSER.parse(template))
        except ValueError:
            parts = [(template, None, "", None)]
        _PARSED[template] = parts
    return parts


def fill(template: str, lang: str, data: Mapping[str, Any]) -> str:
    """``template`` with its fields written by :func:`fmt_value`; a field without data is ``?``."""
    out = []
    for literal, name, spec, conversion in _parts(template):
        out.append(literal)
        if name is None:
            continue
        value = data.get(name)
        if value is None and name not in data and spec != "suggest":
            out.append("?")
        elif conversion == "r":
            out.append(_written(_echo(value)))
        else:
            out.append(fmt_value(value, spec or "", lang, data))
    return "".join(out)


class _Shown(str):
    """A value cut short for a message: written as it is, without quotes added."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)


def _echo(value: Any) -> Any:
    """A value from the input as a message may repeat it: short."""
    if isinstance(value, _Shown):
        return value
    if isinstance(value, str):
        return value if len(value) <= _ECHO else _Shown(repr(value[:_ECHO] + "…"))
    if isinstance(value, (list, dict, tuple, set)):
        shown = _written(value)
        return value if len(shown) <= _ECHO else _Shown(shown[:_ECHO] + "…")
    return value


def _written(value: Any) -> str:
    """A value from the input as ``{value!r}`` repeats it: ``null``, ``true`` and ``{"a": 1}``
    as a case file (JSON or YAML) writes them, a text in quotes.

    >>> _written(None), _written(True), _written({"a": [1, "x"]}), _written("4S")
    ('null', 'true', '{"a": [1, "x"]}', "'4S'")
    """
    if isinstance(value, _Shown):
        return str(value)
    if value is None or isinstance(value, (bool, list, dict)):
        try:
            return json.dumps(value, ensure_ascii=False)
        except (TypeError, ValueError):  # not from JSON or YAML (a tuple as a key)
            pass
    return repr(value)


def text(code: str, lang: str, data: Mapping[str, Any] | None = None) -> str:
    """The message ``code`` in ``lang`` filled with ``data``; raises ``KeyError`` if unknown."""
    lang = _lang(lang)
    return fill(CATALOGS[lang][code], lang, data or {})


def with_reasons(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """``params`` with each reason given by its code (``reason.not_regular``) said in
    ``lang`` (filled with the other params)."""
    lang = _lang(lang)
    return {k: (text(v, lang, params) if isinstance(v, str) and v.startswith("reason.")
                and v in CATALOGS[lang] else v) for k, v in params.items()}


def render_error(err: VerzakingError, lang: str) -> str:
    """An error's message with its place (file, line, board) in ``lang``."""
    lang = _lang(lang)
    params = with_reasons({k: v if k in _OURS else _echo(v) for k, v in err.params.items()},
                          lang)
    key = "error." + err.code
    if key in CATALOGS[lang]:
        body = text(key, lang, params)
    else:
        body = err.code + " " + ", ".join(f"{k}={_echo(v)}" for k, v in err.params.items())
    where = []
    if err.file:
        where.append(text("where.file", lang, {"file": err.file}))
    if err.line:
        where.append(text("where.line", lang, {"line": err.line}))
    if err.board:
        where.append(text("where.board", lang, {"board": _echo(err.board)}))
    if err.params.get("event"):
        where.append(text("where.event" if err.params.get("type") else "where.event_number",
                          lang, err.params))
    return (", ".join(where) + ": " + body) if where else body


install_message_writer(render_error)
