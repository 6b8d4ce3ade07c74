"""A run of questions: which topics a level asks, which an edition can settle, the share
code of each question, and the weights that bring weak topics back.

A generated question's code names its level, edition, topic and seed (``2a4-3kx9q``):
:func:`by_code` makes the same question again.  A fixed question's code is its
number (``b017`` in the bank, ``s3`` of the explainer's eight).

>>> qs = generate(level=1, count=3, seed=7)
>>> [q.id for q in qs] == [q.id for q in generate(level=1, count=3, seed=7)]
True
>>> by_code(qs[0].id).answer == qs[0].answer
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..errors import InputError
from ..laws import EDITIONS, Edition, find_edition
from . import bank, gen_equity, gen_play, gen_ruling, gen_several
from .model import Question

SOURCES = ("all", "generated", "bank", "explainer")
"""Which questions a run asks: mixed, generated only, the bank, the explainer's eight."""

__all__ = ["LEVELS", "SOURCES", "TOPICS", "Run", "by_code", "generate", "parse_number", "topics_for"]

Maker = Callable[[random.Random, Edition, int], Question | None]

TOPICS: dict[str, Maker] = {
    "revoke": gen_play.is_revoke,
    "ask": gen_play.ask,
    "established": gen_play.established,
    "correction": gen_play.correction,
    "transfer": gen_ruling.transfer,
    "score": gen_ruling.score,
    "twelfth": gen_ruling.twelfth,
    "editions": gen_ruling.editions,
    "several": gen_several.several,
    "equity": gen_equity.equity,
}
"""Every generated topic and what makes its question (a new one goes last: a share code
names its topic by its place here)."""

LEVELS: dict[int, tuple[str, ...]] = {
    1: ("revoke", "ask", "established", "transfer"),
    2: ("revoke", "established", "correction", "transfer", "score", "twelfth"),
    3: ("transfer", "score", "correction", "editions", "several", "equity"),
}
"""The topics of each level: 1 the seed's own rules, 2 all of 64A/B, 3 editions, several
revokes and 64C by double dummy (only where the solver is available)."""

SETTLED: dict[str, frozenset[str]] = {
    "2017": frozenset(TOPICS),
    "2007": frozenset(TOPICS) - {"editions", "equity"},
    "1997": frozenset({"revoke", "transfer", "score"}),
}
"""The topics whose answers the sources settle under each edition (the notes on the laws
leave the 1997 wording of 61B, 62 and 64B open, and the revoke rules of 1930 and of rubber
bridge unconfirmed: there only "is this a revoke?" is asked).  64C is asked under 2017 only:
its 64C1 and the weighted score of 12C1(c) are the 2017 articles."""


_ED = "abcdefghij"
_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz"


def topics_for(level: int, laws: str) -> tuple[str, ...]:
    """The topics asked at ``level`` under ``laws``."""
    allowed = SETTLED.get(laws, frozenset({"revoke"}))
    if level == 3 and laws != "2017":
        allowed = allowed - {"editions"}
    if "equity" in LEVELS[level] and "equity" in allowed and not gen_equity.solver_ready():
        allowed = allowed - {"equity"}  # no double-dummy solver here (the browser)
    return tuple(t for t in LEVELS[level] if t in allowed) or ("revoke",)


def _base36(n: int) -> str:
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = _ALPHABET[r] + out
        if not n:
            return out


SEED_BITS = 36
"""A generated question's seed: its share code carries this many bits."""
MAX_CODE = 24
"""No share code is longer (a generated one: 4 characters, a dash, at most 7 for the seed)."""


def _code(level: int, laws: str, topic: str, seed: int) -> str:
    return f"{level}{_ED[list(EDITIONS).index(laws)]}{list(TOPICS).index(topic)}-{_base36(seed)}"


def _make(code: str, level: int, laws: str, topic: str) -> Question | None:
    q = TOPICS[topic](random.Random(code), find_edition(laws), level)
    return None if q is None else replace(q, id=code)


def by_code(code: str, laws: str | None = None) -> Question:
    """The question with share code ``code``, under the edition ``laws`` if given; raises
    :class:`InputError` for a code that names none, for a generated question asked under
    another edition than its code names, and for a fixed one that does not hold under
    ``laws`` (:attr:`Question.editions`)."""
    code = code.strip().lower()
    if len(code) > MAX_CODE:  # no code is this long (the web and the command line alike)
        raise InputError("quiz_bad_code", given=code[:20])
    fixed = bank.by_code(code)
    if fixed is not None:
        if laws is None or laws == fixed.laws:
            return fixed
        if laws not in fixed.editions:
            raise InputError("quiz_code_editions", question=code, laws=laws,
                             editions=fixed.editions)
        return replace(fixed, laws=laws)
    q = _generated_by_code(code)
    if laws is not None and laws != _code_laws(code):
        raise InputError("quiz_code_laws", question=code, laws=laws, code_laws=_code_laws(code))
    return q


def _code_laws(code: str) -> str:
    """The edition a generated question's code names (its second character)."""
    return list(EDITIONS)[_ED.index(code[1])]


def _generated_by_code(code: str) -> Question:
    """The generated question with share code ``code`` (lower case, of a sane length)."""
    try:
        head, tail = code.split("-")
        level, ed, topic = int(head[0]), _ED.index(head[1]), list(TOPICS)[int(head[2:])]
        laws = list(EDITIONS)[ed]
        seed = int(tail, 36)
    except (ValueError, IndexError):
        raise InputError("quiz_bad_code", given=code[:20]) from None
    if (level not in LEVELS or topic not in topics_for(level, laws) or seed >> SEED_BITS
            or _code(level, laws, topic, seed) != code):
        raise InputError("quiz_bad_code", given=code[:20])
    q = _make(code, level, laws, topic)
    if q is None:
        raise InputError("quiz_bad_code", given=code[:20])
    return q


def parse_number(raw: str, code: str, name: str, least: int, most: int) -> int:
    """``raw`` as a whole number from ``least`` to ``most``; else :class:`InputError` ``code``
    naming the value as ``name``."""
    facts: dict[str, Any] = {name: str(raw)[:20], "least": least, "most": most}
    try:
        value = int(raw)
    except ValueError:
        raise InputError(code, **facts) from None
    if not least <= value <= most:
        raise InputError(code, **facts)
    return value


def _own(level: int) -> tuple[str, ...]:
    """The topics a level adds to the one below it."""
    below = set(LEVELS.get(level - 1, ()))
    return tuple(t for t in LEVELS[level] if t not in below)


BANK_EVERY = 4
"""In a mixed run every fourth question comes from the bank (a quarter)."""


class Run:
    """A run of questions from one seed; each :meth:`next` may weigh the topics anew.

    The topics come as from a shuffled deck, so that each comes round in a few questions:
    first the topics the level adds (level 3: the editions, two revokes on a board, 64C),
    then all of the level's topics, those it adds once more.  A weight below 1 makes a
    topic come less often, one above 1 (a topic answered wrongly) more often."""

    def __init__(self, *, level: int, seed: int, laws: str = "2017", source: str = "all") -> None:
        self.level, self.laws, self.source = level, laws, source
        self._rng = random.Random(seed)
        self._bank = bank.for_level(level, laws)
        self._explainer = bank.explainer(laws)
        if not (self._bank if source == "bank" else self._explainer if source == "explainer"
                else True):
            raise InputError("quiz_no_fixed", laws=laws)
        self._fixed: list[Question] = []
        self._deck: list[str] = []
        self._asked = 0

    def _from_bank(self) -> Question:
        if not self._fixed:  # each fixed question once before any comes again
            self._fixed = list(self._bank)
            self._rng.shuffle(self._fixed)
        return self._fixed.pop()

    def _deal(self, topics: tuple[str, ...]) -> list[str]:
        """A new deck (drawn from the end): the level's own topics, then all of them."""
        own = [t for t in topics if t in _own(self.level)]
        every = [*topics, *own]
        self._rng.shuffle(own)
        self._rng.shuffle(every)
        return every + own

    def _topic(self, weights: Mapping[str, float]) -> str:
        topics = topics_for(self.level, self.laws)
        weak = {t: w - 1.0 for t in topics if (w := weights.get(t, 1.0)) > 1.0}
        extra = sum(weak.values())
        if weak and self._rng.random() < extra / (len(topics) + extra):
            return self._rng.choices(list(weak), weights=list(weak.values()))[0]
        if all(weights.get(t, 1.0) <= 0 for t in topics):  # none wanted: any of them
            return self._rng.choice(topics)
        while True:
            if not self._deck:
                self._deck = self._deal(topics)
            topic = self._deck.pop()
            if topic in topics and self._rng.random() < weights.get(topic, 1.0):
                return topic

    def _generated(self, weights: Mapping[str, float]) -> Question:
        topic = self._topic(weights)
        while True:
            if topic not in topics_for(self.level, self.laws):  # the solver would not load
                topic = self._topic(weights)
            code = _code(self.level, self.laws, topic, self._rng.getrandbits(SEED_BITS))
            q = _make(code, self.level, self.laws, topic)
            if q is not None:
                return q

    def next(self, weights: Mapping[str, float] | None = None) -> Question:
        """The next question; ``weights`` by topic make some come more often."""
        self._asked += 1
        if self.source == "explainer":
            return self._explainer[(self._asked - 1) % len(self._explainer)]
        if self.source == "bank" or (self.source == "all" and self._bank
                                     and self._asked % BANK_EVERY == 0):
            return self._from_bank()
        return self._generated(weights or {})


def generate(*, level: int, count: int, seed: int, laws: str = "2017", source: str = "all",
             weights: Mapping[str, float] | None = None) -> list[Question]:
    """``count`` questions at ``level`` under ``laws`` from ``source`` (see :data:`SOURCES`),
    the same for the same ``seed``; ``weights`` by topic make some come more often."""
    run = Run(level=level, seed=seed, laws=laws, source=source)
    return [run.next(weights) for _ in range(count)]
