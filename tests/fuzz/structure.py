"""Mutations of a case's structure (JSON and YAML), of YAML's specials and of the quick form.

A case is changed as data: a value of the wrong type in any field, a field deleted or
added, lists doubled or emptied, deep nesting, a piece of another case spliced in.  Then
it is written out as JSON or YAML, and the text may get what only text can have (a key
twice, a comment, YAML anchors and aliases, tags, several documents).

>>> import random
>>> rng = random.Random(4)
>>> data = {"contract": "4S", "tricks": ["NS"] * 13}
>>> mutate_data(rng, data, others=[]) != data
True
>>> sorted(mutate_form(random.Random(5), {"level": "4", "strain": "S"})) != []
True
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Sequence
from typing import Any

from . import vocab
from .textmut import decode, encode, extreme

__all__ = ["FORM_KEYS", "json_text_mutation", "mutate_data", "mutate_form", "yaml_text_mutation"]

CASE_KEYS = ("laws", "board", "contract", "declarer", "vulnerable", "tricks", "revokes", "claim",
             "title", "description", "comment", "deal", "events", "seat", "trick", "suit",
             "card", "established", "attention", "kind", "won_later_with_suit_led", "by",
             "declarer_tricks", "type", "to", "from", "choice", "revoke", "revoke ", "Tricks",
             "trcks", "revoke", "", "é", "__proto__", "0")
EVENT_TYPES = ("play", "question", "attention", "withdraw", "designate", "claim", "concede",
               "accept", "object", "exposed", "option", "next_board_call", "end_of_round",
               "hands_returned", "dummy_forfeited", "disturbed", "defective_trick", "Play", "",
               "lead", "claim_ruled", "result")
FORM_KEYS = ("level", "strain", "dbl", "declarer", "vul", "laws", "board", "claim", "claim_by",
             *(f"t{n}" for n in range(1, 14)),
             *(f"r{i}_{f}" for i in (1, 2) for f in ("seat", "trick", "attention", "established",
                                                      "suit", "kind")))
"""The quick form's fields."""


def _winners(rng: random.Random) -> list[Any]:
    count = rng.choice((0, 1, 7, 12, 13, 13, 13, 14, 40))
    return [vocab.seat(rng) if rng.random() < 0.95 else _any(rng, 0) for _ in range(count)]


def _event(rng: random.Random) -> Any:
    if rng.random() < 0.3:
        return " ".join(vocab.card(rng) for _ in range(rng.choice((1, 4, 4, 5))))
    event: dict[str, Any] = {"type": rng.choice(EVENT_TYPES)}
    for key in rng.sample(("seat", "card", "to", "trick", "choice", "suit", "declarer_tricks",
                           "revoke", "by"), rng.randint(0, 3)):
        event[key] = _typed(rng, key)
    return event


def _typed(rng: random.Random, key: str) -> Any:
    """A value that field ``key`` could have, or nearly."""
    if rng.random() < 0.3:
        return _any(rng, 0)
    choices: dict[str, Any] = {
        "seat": lambda: vocab.seat(rng), "declarer": lambda: vocab.seat(rng),
        "by": lambda: vocab.seat(rng), "to": lambda: vocab.seat(rng),
        "from": lambda: vocab.seat(rng), "contract": lambda: vocab.contract(rng),
        "laws": lambda: vocab.laws(rng), "card": lambda: vocab.card(rng),
        "trick": lambda: rng.choice((-1, 0, 1, 6, 12, 13, 14, 99, 10**20, "6", 6.5, True)),
        "declarer_tricks": lambda: rng.choice((-1, 0, 6, 7, 13, 14, 10**20, "10", 9.5, False)),
        "vulnerable": lambda: rng.choice(("None", "NS", "EW", "All", "Both", "NZ", "OW", "-")),
        "tricks": lambda: _winners(rng), "deal": lambda: vocab.mutate_deal(
            rng, vocab.random_deal(rng)) if rng.random() < 0.7 else vocab.random_deal(rng),
        "events": lambda: [_event(rng) for _ in range(rng.choice((0, 1, 5, 13, 60)))],
        "revokes": lambda: [{"seat": vocab.seat(rng), "trick": _typed(rng, "trick")}
                            for _ in range(rng.choice((0, 1, 2, 30)))],
        "claim": lambda: {"by": vocab.seat(rng), "declarer_tricks": _typed(rng, "declarer_tricks")},
        "suit": lambda: rng.choice(("S", "H", "D", "C", "N", "NT", "♠", "s", "")),
        "attention": lambda: rng.choice(("during_play", "after_next_call", "after_round", "later",
                                         "")),
        "kind": lambda: rng.choice(("follow", "penalty_card", "other", "")),
        "established": lambda: rng.choice((True, False, "yes", "no", 1, 0)),
        "type": lambda: rng.choice(EVENT_TYPES),
        "choice": lambda: rng.choice(("require", "forbid", "none", "accident", "deliberate", "")),
        "board": lambda: vocab.small_number(rng),
    }
    return choices.get(key, lambda: _any(rng, 0))()


def _any(rng: random.Random, depth: int) -> Any:
    """A value of any JSON type, extreme ones included."""
    what = rng.randrange(14)
    if what == 0:
        return None
    if what == 1:
        return rng.choice((True, False))
    if what == 2:
        return rng.choice((0, -1, 1, 13, 14, 2**31, 2**63, 2**64 + 1, -(2**70), 10**400))
    if what == 3:
        return rng.choice((0.5, -0.0, 1e308, -1e308, 5e-324, float("inf"), float("nan")))
    if what in (4, 5, 6):
        return extreme(rng)
    if what == 7:
        return []
    if what == 8:
        return {}
    if what == 9 and depth < 3:
        return [_any(rng, depth + 1) for _ in range(rng.randint(1, 4))]
    if what == 10 and depth < 3:
        return {rng.choice(CASE_KEYS): _any(rng, depth + 1) for _ in range(rng.randint(1, 3))}
    if what == 11:
        return _nested(rng.choice((10, 31, 33, 200)))
    if what == 12:
        return [extreme(rng)] * rng.choice((20, 100, 100, 3000))
    return vocab.card(rng)


def _nested(depth: int) -> Any:
    value: Any = "x"
    for i in range(depth):
        value = [value] if i % 2 else {"a": value}
    return value


def _places(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) in ``data``, iteratively."""
    out: list[tuple[Any, Any]] = []
    stack = [data]
    while stack and len(out) < 5000:
        item = stack.pop()
        keys = list(item) if isinstance(item, dict) else range(len(item)) \
            if isinstance(item, list) else []
        for key in keys:
            out.append((item, key))
            stack.append(item[key])
    return out


def mutate_data(rng: random.Random, data: Any, *, others: Sequence[Any]) -> Any:
    """``data`` (a case or list of cases) with one thing changed; a copy."""
    root = [copy.deepcopy(data)]
    places = [(root, 0), *_places(root[0])]
    parent, key = rng.choice(places)
    value = parent[key]
    what = rng.randrange(10)
    if what <= 2:
        parent[key] = _typed(rng, key) if isinstance(key, str) else _any(rng, 0)
    elif what == 3:
        parent[key] = _any(rng, 0)
    elif what == 4 and parent is not root:
        del parent[key]
    elif what == 5 and isinstance(value, dict):
        new = rng.choice(CASE_KEYS)
        value[new] = _typed(rng, new)
    elif what == 6 and isinstance(value, list) and value:
        i = rng.randrange(len(value))
        value[i:i] = [copy.deepcopy(value[i])] * rng.choice((1, 1, 3, 50))
    elif what == 7 and isinstance(value, list) and len(value) > 1:
        i, j = rng.sample(range(len(value)), 2)
        value[i], value[j] = value[j], value[i]
    elif what == 8:
        parent[key] = rng.choice(([value], {"value": value}, list(value.values())
                                  if isinstance(value, dict) else value,
                                  value[0] if isinstance(value, list) and value else value,
                                  json.dumps(value, default=str)))
    elif others:
        donor_places = _places(rng.choice(others))
        if donor_places:
            p, k = rng.choice(donor_places)
            parent[key] = copy.deepcopy(p[k])
    return root[0]


JSON_SNIPPETS = (',', '"contract": "4S", ', '"contract": 7, "contract": "3NT", ', "//x\n",
                 "/* x */", "NaN", "Infinity", "-Infinity", "\\ud800", '"\\ud83d"', "'", "\ufeff",
                 "\\u0000", "[", "]", "{", "}", ":", "1e999999", "0" * 20, '"' + "x" * 5000 + '"')


def json_text_mutation(rng: random.Random, data: bytes) -> bytes:
    """What only JSON text can get wrong: a key twice, a trailing comma, comments, a BOM,
    ``NaN``, an escaped lone surrogate."""
    text = decode(data)
    what = rng.randrange(4)
    if what == 0:
        return encode("\ufeff" + text)
    if what == 1:
        close = text.rfind("}")
        if close > 0:
            return encode(text[:close] + rng.choice((",", ', "board": "\\ud800"',
                                                     ', "board": 1e400', ', "": null'))
                          + text[close:])
    i = rng.randrange(len(text) + 1)
    return encode(text[:i] + rng.choice(JSON_SNIPPETS) + text[i:])


YAML_SNIPPETS = (
    "&a ", "*a", "&a [1, 2]\nx: *a", "!!str ", "!!int ", "!!float ", "!!binary aGVsbG8=",
    "!!python/object/apply:os.system ['true']", "!foo ", "!!set {a, b}", "!!omap [a: 1]", "! ",
    "\n---\n", "\n...\n", "%YAML 1.1\n---\n", "%TAG ! tag:x,2000:\n---\n", "? [a, b]\n: c\n",
    "{[1, 2]: x}", "<<: {a: 1}\n", "<<: *a\n", "|\n  x\n", ">-\n  x\n", ".inf", "-.inf", ".nan",
    "~", "yes", "off", "0o777", "0x_1F", "1_000", "190:20:30", "2017-02-30", "2001-12-14t21:59:43",
    "12e9999", "1" * 5000, "\t", '"\\U0010FFFF"', '"\\ud800"', '"\\x00"', "'it''s'", "- - - x",
    "? ", ": ", "#", "@", "`", "\n  bad: indent", "[", "{",
)


def yaml_text_mutation(rng: random.Random, data: bytes) -> bytes:
    """YAML's specials: anchors and aliases, tags, several documents, directives, complex
    keys, merges, block scalars and the scalars YAML reads as something else."""
    text = decode(data)
    what = rng.randrange(4)
    lines = text.split("\n")
    if what == 0 and len(lines) > 2:  # an anchor on one value, its alias on another
        i, j = sorted(rng.sample(range(len(lines)), 2))
        head, sep, tail = lines[i].partition(": ")
        if sep:
            lines[i] = head + ": &a " + tail
            h2, s2, _ = lines[j].partition(": ")
            lines[j] = (h2 + ": *a") if s2 else lines[j] + " *a"
            return encode("\n".join(lines))
    if what == 1:  # two documents
        return encode(text + rng.choice(("\n---\n", "\n...\n---\n")) + text)
    if what == 2:
        line = rng.randrange(len(lines))
        head, sep, tail = lines[line].partition(": ")
        if sep:
            lines[line] = head + ": " + rng.choice(YAML_SNIPPETS) + rng.choice(("", tail))
            return encode("\n".join(lines))
    i = rng.randrange(len(text) + 1)
    return encode(text[:i] + rng.choice(YAML_SNIPPETS) + text[i:])


def _form_value(rng: random.Random, key: str) -> str:
    if rng.random() < 0.25:
        return extreme(rng)
    field = key.split("_", 1)[-1] if key.startswith("r") else key
    table: dict[str, Any] = {
        "level": lambda: rng.choice("012345678") if rng.random() < 0.8 else rng.choice(
            ("10", "-1", "²", "٣", "4S", " 4")),
        "strain": lambda: rng.choice(("S", "H", "D", "C", "NT", "N", "SA", "s", "X", "♠", "")),
        "dbl": lambda: rng.choice(("", "X", "XX", "XXX", "D", "R", "x")),
        "vul": lambda: rng.choice(("None", "NS", "EW", "All", "Both", "", "-", "none")),
        "laws": lambda: vocab.laws(rng), "board": lambda: vocab.small_number(rng),
        "claim": lambda: rng.choice(("0", "7", "10", "13", "14", "-1", "999", "²", "١٠", "1.5")),
        "trick": lambda: rng.choice(("1", "6", "12", "13", "14", "0", "-1", "1000", "²", "③",
                                     "٦", "6 ", "06")),
        "attention": lambda: rng.choice(("during_play", "after_next_call", "after_round", "x")),
        "established": lambda: rng.choice(("yes", "no", "", "maybe", "true")),
        "suit": lambda: rng.choice(("S", "H", "D", "C", "N", "x", "")),
        "kind": lambda: rng.choice(("follow", "penalty_card", "x", "")),
    }
    if field in table:
        return str(table[field]())
    return vocab.seat(rng)


def mutate_form(rng: random.Random, form: dict[str, str]) -> dict[str, str]:
    """The quick form's fields with one thing changed; a copy."""
    out = dict(form)
    keys = list(out) or ["level"]
    what = rng.randrange(7)
    key = rng.choice(keys if rng.random() < 0.5 else FORM_KEYS)
    if what <= 2:
        out[key] = _form_value(rng, key)
    elif what == 3:
        out.pop(key, None)
    elif what == 4:
        out[rng.choice(("r3_seat", "t14", "t0", "level ", "", "x" * 50, "r1_trick\x00"))] = \
            _form_value(rng, key)
    elif what == 5 and len(keys) > 1:
        a, b = rng.sample(keys, 2)
        out[a], out[b] = out[b], out[a]
    else:
        out[key] = rng.choice((" ", "\t", "\u00a0", "\u3000")) + out.get(key, "") + " "
    return out
