"""Mutations that know a format: PBN tags and play, LIN ``key|value|`` pairs, PBN/LIN mixed.

Each works on the text and gives text; where the text no longer looks like the format
(after earlier mutations) it still changes something.

>>> import random
>>> out = lin_mutation(random.Random(3), "md|1SAK,,,|pc|SA|")
>>> out != "md|1SAK,,,|pc|SA|"
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from . import vocab
from .textmut import extreme

__all__ = ["LIN_MUTATIONS", "PBN_MUTATIONS", "TextMutation", "lin_mutation"]

TextMutation = Callable[[random.Random, str], str]
"""One mutation of an input's text."""

PBN_TAGS = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
            "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result", "Play", "Auction",
            "Note", "Room", "Score", "Table", "HomeTeam", "OptimumResultTable",
            "DoubleDummyTricks", "Competition", "Stage", "Section", "Generator", "board", "DEAL",
            "Pl ay", "", "X" * 300)
TAG_LINE = re.compile(r'\[(\w*)\s+"((?:[^"\\]|\\.)*)"\]')
LIN_KEYS = ("qx", "md", "sv", "mb", "pc", "mc", "ah", "pn", "vg", "rs", "pg", "an", "ob", "st",
            "rh", "nt", "px", "QX", "MD", "Md", "pC", "p", "", "m|", "xx")


def _pbn_value(rng: random.Random, tag: str) -> str:
    """A value for ``tag``: one it could have, one just wrong, or an extreme one."""
    if rng.random() < 0.3:
        return extreme(rng)
    table: dict[str, Callable[[], str]] = {
        "Deal": lambda: vocab.mutate_deal(rng, vocab.random_deal(rng)),
        "Contract": lambda: vocab.contract(rng),
        "Declarer": lambda: rng.choice(("", "^S", "-")) + vocab.seat(rng),
        "Dealer": lambda: vocab.seat(rng),
        "Result": lambda: vocab.small_number(rng),
        "Board": lambda: rng.choice(("#", "1", "0", "-3", "1a", "1 ", "")) if rng.random() < 0.5
        else vocab.small_number(rng),
        "Vulnerable": lambda: rng.choice(("None", "NS", "EW", "All", "Both", "Love", "-", "N-S",
                                          "", "Nil")),
        "Play": lambda: vocab.seat(rng),
        "Auction": lambda: vocab.seat(rng),
    }
    return table.get(tag, lambda: extreme(rng))()


def _tag_lines(text: str) -> list[re.Match[str]]:
    return list(TAG_LINE.finditer(text))


def pbn_insert_tag(rng: random.Random, text: str) -> str:
    lines = text.split("\n")
    tag = rng.choice(PBN_TAGS)
    value = _pbn_value(rng, tag).replace('"', '\\"') if rng.random() < 0.8 else extreme(rng)
    lines.insert(rng.randrange(len(lines) + 1), f'[{tag} "{value}"]')
    return "\n".join(lines)


def pbn_replace_value(rng: random.Random, text: str) -> str:
    tags = _tag_lines(text)
    if not tags:
        return pbn_insert_tag(rng, text)
    m = rng.choice(tags)
    value = _pbn_value(rng, m.group(1))
    if rng.random() < 0.8:
        value = value.replace("\\", "\\\\").replace('"', '\\"')
    return text[:m.start(2)] + value + text[m.end(2):]


def pbn_drop_or_double_tag(rng: random.Random, text: str) -> str:
    tags = _tag_lines(text)
    if not tags:
        return pbn_insert_tag(rng, text)
    m = rng.choice(tags)
    middle = "" if rng.random() < 0.5 else m.group(0) + "\n" + m.group(0)
    return text[:m.start()] + middle + text[m.end():]


def pbn_break_tag(rng: random.Random, text: str) -> str:
    """A tag line broken: its bracket, a quote or the space left out, the value unquoted."""
    tags = _tag_lines(text)
    if not tags:
        return pbn_insert_tag(rng, text)
    m = rng.choice(tags)
    line = m.group(0)
    broken = rng.choice((line[1:], line[:-1], line.replace('"', "", 1), line.replace(" ", "", 1),
                         line.replace('"', ""), line + line, line.replace("]", "]]"),
                         line.replace("[", "[[")))
    return text[:m.start()] + broken + text[m.end():]


def _section(text: str, name: str) -> tuple[int, int] | None:
    """Where the rows after ``[name ...]`` are, up to the next tag."""
    m = re.search(r'\[' + name + r' "[^"\n]*"\]\s*\n', text)
    if m is None:
        return None
    end = text.find("[", m.end())
    return m.end(), len(text) if end < 0 else end


def pbn_play(rng: random.Random, text: str) -> str:
    """The play rows changed: a card swapped, replaced, marked, a row dropped or added."""
    where = _section(text, rng.choice(("Play", "Play", "Auction")))
    if where is None:
        return pbn_insert_tag(rng, text)
    a, b = where
    rows = text[a:b].split("\n")
    tokens = [(r, t) for r, row in enumerate(rows) for t, _ in enumerate(row.split())]
    what = rng.randrange(6)
    if what == 0 or not tokens:
        rows.insert(rng.randrange(len(rows) + 1), " ".join(vocab.card(rng) for _ in range(4)))
    elif what == 1:
        del rows[rng.randrange(len(rows))]
    else:
        r, t = rng.choice(tokens)
        words = rows[r].split()
        if what == 2:
            r2, t2 = rng.choice(tokens)
            other = rows[r2].split()
            words[t], other[t2] = other[t2], words[t]
            if r2 != r:
                rows[r2] = " ".join(other)
            else:
                words = other if t == t2 else words
        elif what == 3:
            words[t] = rng.choice(("-", "*", words[t] + "^R", words[t] + "!", "=1=", "$1",
                                   words[t].lower(), ""))
        else:
            words[t] = vocab.card(rng) if rng.random() < 0.8 else extreme(rng)
        rows[r] = " ".join(words)
    return text[:a] + "\n".join(rows) + text[b:]


def pbn_comment(rng: random.Random, text: str) -> str:
    """A comment put in: ``{…}`` (sometimes left open or closed twice), ``%`` or ``;``."""
    i = rng.randrange(len(text) + 1)
    piece = rng.choice(("{", "}", "{ x }", "{\n[Board \"9\"]\n}", "% x\n", "\n%", "; x", ";",
                        "{" + extreme(rng) + "}", "\n% PBN 2.1\n", "{{}}", "\\"))
    return text[:i] + piece + text[i:]


def pbn_games(rng: random.Random, text: str) -> str:
    """Games (separated by an empty line) dropped, doubled, swapped or run together."""
    games = text.split("\n\n")
    what = rng.randrange(4)
    if what == 0 and len(games) > 1:
        del games[rng.randrange(len(games))]
    elif what == 1:
        i = rng.randrange(len(games))
        games[i:i] = [games[i]] * rng.choice((1, 2, 30))
    elif what == 2 and len(games) > 1:
        i, j = rng.sample(range(len(games)), 2)
        games[i], games[j] = games[j], games[i]
    else:
        return text.replace("\n\n", "\n", 1)
    return "\n\n".join(games)


PBN_MUTATIONS: tuple[tuple[int, TextMutation], ...] = (
    (3, pbn_insert_tag), (5, pbn_replace_value), (2, pbn_drop_or_double_tag), (2, pbn_break_tag),
    (5, pbn_play), (2, pbn_comment), (1, pbn_games),
)
"""PBN mutations with their weights."""


def _lin_value(rng: random.Random, key: str, old: str) -> str:
    if rng.random() < 0.25:
        return extreme(rng)
    key = key.strip().lower()
    if key == "md":
        hands = vocab.random_deal(rng)[2:].split()
        lin = [("S" + h.split(".")[0] + "H" + h.split(".")[1] + "D" + h.split(".")[2] + "C"
                + h.split(".")[3]) for h in hands]
        if rng.random() < 0.5:
            lin[-1] = ""
        out = rng.choice("1234056789x") + ",".join(lin)
        return vocab.mutate_deal(rng, "N:" + out)[2:] if rng.random() < 0.3 else out
    if key == "pc":
        return vocab.card(rng)
    if key == "mb":
        return rng.choice(vocab.CALLS)
    if key == "mc":
        return vocab.small_number(rng)
    if key == "sv":
        return rng.choice(("o", "n", "e", "b", "-", "0", "", "N", "B", "x"))
    if key == "qx":
        return rng.choice(("o1", "c1", "o", "c", "o99999999999", "x1", "", "o1,BOARD 1", "c-1",
                           "o" + extreme(rng), "c" + vocab.small_number(rng)))
    if key == "ah":
        return rng.choice(("Board ", "board ", "")) + vocab.small_number(rng)
    if key == "vg":  # event, segment, scoring, first and last board, teams and their scores
        fields = ["Event", "Segment 1", "I", "1", "16", "Home", "0", "Away", "0"]
        fields[rng.randrange(len(fields))] = extreme(rng)
        return ",".join(fields[:rng.choice((9, 9, 4, 3, 12))])
    if key in ("pn", "rs"):
        return ",".join(extreme(rng) for _ in range(rng.choice((1, 4, 8, 9))))
    if old and rng.random() < 0.3:
        return old[::-1]
    return extreme(rng)


def _pairs(text: str) -> list[str]:
    return text.split("|")


def lin_mutation(rng: random.Random, text: str) -> str:
    """A ``key|value|`` pair deleted, doubled, swapped, inserted, or its value changed."""
    parts = _pairs(text)
    pairs = [(i, parts[i], parts[i + 1]) for i in range(0, len(parts) - 1, 2)]
    what = rng.randrange(7)
    if what == 0 and pairs:
        i, _, _ = rng.choice(pairs)
        del parts[i:i + 2]
    elif what == 1 and pairs:
        i, k, v = rng.choice(pairs)
        parts[i:i] = [k, v] * rng.choice((1, 1, 2, 20))
    elif what == 2 and len(pairs) > 1:
        (i, ki, vi), (j, kj, vj) = sorted(rng.sample(pairs, 2))
        parts[i:i + 2], parts[j:j + 2] = [kj, vj], [ki, vi]
    elif what == 3 or not pairs:
        key = rng.choice(LIN_KEYS)
        i = 2 * rng.randrange(len(pairs) + 1)
        parts[i:i] = [key, _lin_value(rng, key, "")]
    elif what == 4:
        i, k, _ = rng.choice(pairs)
        parts[i] = rng.choice(LIN_KEYS) if rng.random() < 0.7 else k.strip().upper()
    elif what == 5:
        i = rng.randrange(len(parts))
        parts[i:i + 1] = rng.choice(([], [parts[i], parts[i]], [parts[i] + "\n"]))
    else:
        i, k, v = rng.choice(pairs)
        parts[i + 1] = _lin_value(rng, k, v)
    return "|".join(parts)


def lin_hand(rng: random.Random, text: str) -> str:
    """The cards of an ``md|`` hand changed: a card moved, doubled or dropped, a suit left out."""
    parts = _pairs(text)
    places = [i + 1 for i in range(0, len(parts) - 1, 2) if parts[i].strip().lower() == "md"]
    if not places:
        return lin_mutation(rng, text)
    i = rng.choice(places)
    value = parts[i]
    if len(value) > 2:
        j = rng.randrange(1, len(value))
        value = rng.choice((value[:j] + value[j + 1:], value[:j] + value[j] + value[j:],
                            value[:j] + rng.choice("SHDCAKQJT98765432,") + value[j + 1:],
                            value.replace(",", ",,", 1), value.split(",")[0]))
    parts[i] = value
    return "|".join(parts)


LIN_MUTATIONS: tuple[tuple[int, TextMutation], ...] = ((8, lin_mutation), (2, lin_hand))
"""LIN mutations with their weights."""
