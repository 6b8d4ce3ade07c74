"""The fixed questions: the bank of hand-written questions and the explainer's eight.

Their texts are in the catalogs (``quiz.bank.<code>.q``, ``.o<i>``, ``.why``); here
is what each is about and which answer is right: a statement is true or false, and
the first option of a choice question is the right one, shown in an order drawn from
its code (the same every time).

>>> q = by_code("b042")
>>> q.topic, q.law, q.options[q.answer].text.code
('transfer', '64A1', 'quiz.tf.true')
>>> len(BANK) >= 100, len(EXPLAINER)
(True, 8)
"""

from __future__ import annotations

import random

from ..render.i18n import CATALOGS
from .model import Option, Question, Said

__all__ = ["BANK", "EXPLAINER", "by_code", "for_level"]

T, F = True, False
_STATEMENTS: dict[str, tuple[str, str, int, bool]] = {
    "b001": ("revoke", "61A", 1, T), "b002": ("revoke", "44D", 1, F),
    "b003": ("revoke", "61A", 1, T), "b004": ("revoke", "61A", 1, F),
    "b005": ("revoke", "61A", 2, T), "b006": ("revoke", "61A", 2, T),
    "b007": ("revoke", "61A", 1, F), "b008": ("revoke", "44C", 1, T),
    "b009": ("revoke", "61A", 1, F), "b010": ("ask", "61B1", 1, T),
    "b011": ("ask", "61B2", 1, F), "b012": ("ask", "61B2", 1, T),
    "b013": ("ask", "61B3", 1, T), "b014": ("ask", "61B3", 1, T),
    "b015": ("ask", "63A", 2, F), "b016": ("ask", "61B3", 2, T),
    "b017": ("ask", "43B2b", 3, T), "b018": ("ask", "61C", 2, F),
    "b019": ("established", "63A1", 1, T), "b020": ("established", "63A", 1, F),
    "b021": ("established", "63A", 1, F), "b022": ("established", "63A2", 2, T),
    "b023": ("established", "63A3", 2, T), "b024": ("established", "63A4", 2, T),
    "b025": ("established", "63B", 1, T), "b026": ("established", "63A1", 1, F),
    "b027": ("established", "62A", 1, T), "b028": ("established", "72B3", 2, F),
    "b029": ("correction", "62B1", 1, T), "b030": ("correction", "50B", 1, F),
    "b031": ("correction", "62B2", 1, T), "b032": ("correction", "62B2", 1, T),
    "b033": ("correction", "62C1", 2, T), "b034": ("correction", "62C2", 2, T),
    "b035": ("penalty", "50D1", 2, T), "b036": ("penalty", "50D2", 2, T),
    "b037": ("penalty", "50D1", 2, F), "b038": ("penalty", "50B", 2, T),
    "b039": ("penalty", "50B", 2, F), "b040": ("penalty", "48A", 2, T),
    "b041": ("correction", "16C", 2, T), "b042": ("transfer", "64A1", 1, T),
    "b043": ("transfer", "64A1", 1, F), "b044": ("transfer", "64A2", 1, T),
    "b045": ("transfer", "64A2", 1, T), "b046": ("transfer", "64B1", 1, T),
    "b047": ("transfer", "64A", 1, F), "b048": ("transfer", "64A", 1, F),
    "b049": ("transfer", "64A2", 1, T), "b050": ("transfer", "64A", 1, T),
    "b051": ("transfer", "64A", 1, F), "b052": ("score", "64A", 2, T),
    "b053": ("exemptions", "64B2", 2, T), "b054": ("exemptions", "64B3", 2, T),
    "b055": ("exemptions", "64B3", 2, T), "b056": ("exemptions", "64B4", 2, T),
    "b057": ("exemptions", "64B5", 2, T), "b058": ("exemptions", "64B7", 2, T),
    "b059": ("equity", "64C", 2, F), "b060": ("twelfth", "62D1", 2, T),
    "b061": ("twelfth", "64B6", 2, F), "b062": ("twelfth", "62D2", 2, T),
    "b063": ("twelfth", "44C", 1, T), "b064": ("equity", "64C1", 2, T),
    "b065": ("equity", "64C", 2, F), "b066": ("equity", "64C1", 3, T),
    "b067": ("editions", "64A2", 3, T), "b068": ("editions", "63A4", 3, T),
    "b069": ("editions", "61B3", 3, T), "b070": ("editions", "62C3", 3, T),
}
"""A statement's topic, article, level and truth."""

_CHOICES: dict[str, tuple[str, str, int]] = {
    "b071": ("transfer", "64A1", 1), "b072": ("transfer", "64A2", 1),
    "b073": ("transfer", "64B1", 1), "b074": ("transfer", "64A2", 1),
    "b075": ("transfer", "64B1", 1), "b076": ("transfer", "64A1", 1),
    "b077": ("score", "77", 2), "b078": ("score", "77", 2), "b079": ("score", "77", 2),
    "b080": ("established", "63A1", 1), "b081": ("established", "63A", 2),
    "b082": ("correction", "62B1", 1), "b083": ("correction", "62B2", 1),
    "b084": ("correction", "62C1", 2), "b085": ("ask", "61B", 1), "b086": ("ask", "61B", 1),
    "b087": ("twelfth", "62D1", 2), "b088": ("twelfth", "64B6", 2),
    "b089": ("exemptions", "64B3", 2), "b090": ("exemptions", "64B2", 2),
    "b091": ("exemptions", "64B7", 3), "b092": ("exemptions", "64B4", 2),
    "b093": ("penalty", "50D2", 2), "b094": ("penalty", "50D2", 2),
    "b095": ("equity", "64C1", 2), "b096": ("equity", "64C", 2),
    "b097": ("established", "63A4", 2), "b098": ("established", "72B2", 1),
    "b099": ("revoke", "61A", 1), "b100": ("transfer", "64A1", 1),
    "b101": ("revoke", "65", 1), "b102": ("transfer", "64A2", 1), "b103": ("score", "77", 2),
}
"""A choice question's topic, article and level (its first option is right)."""

_EXPLAINER: dict[str, tuple[str, str]] = {
    "s1": ("revoke", "61A"), "s2": ("revoke", "61A"), "s3": ("ask", "61B2"),
    "s4": ("correction", "62B1"), "s5": ("established", "63A1"), "s6": ("transfer", "64A1"),
    "s7": ("transfer", "64A2"), "s8": ("twelfth", "62D1"),
}
"""The eight questions of the explainer's "Oefenen" section: topic and article."""


def _statement(code: str) -> Question:
    topic, law, level, truth = _STATEMENTS[code]
    return Question(id=code, topic=topic, law=law, level=level, laws="2017",
                    situation=(Said(f"quiz.bank.{code}.q"),), ask=(Said("quiz.tf.ask"),),
                    options=(Option(text=Said("quiz.tf.true")), Option(text=Said("quiz.tf.false"))),
                    answer=0 if truth else 1, reason=(Said(f"quiz.bank.{code}.why"),))


def _choice(code: str, topic: str, law: str, level: int) -> Question:
    count = sum(1 for i in range(6) if f"quiz.bank.{code}.o{i}" in CATALOGS["nl"])
    order = list(range(count))
    random.Random(code).shuffle(order)
    return Question(id=code, topic=topic, law=law, level=level, laws="2017",
                    ask=(Said(f"quiz.bank.{code}.q"),),
                    options=tuple(Option(text=Said(f"quiz.bank.{code}.o{i}")) for i in order),
                    answer=order.index(0), reason=(Said(f"quiz.bank.{code}.why"),))


BANK: tuple[Question, ...] = (
    *(_statement(c) for c in _STATEMENTS),
    *(_choice(c, *spec) for c, spec in _CHOICES.items()),
)
"""The bank of hand-written questions."""
EXPLAINER: tuple[Question, ...] = tuple(_choice(c, t, law, 1) for c, (t, law) in _EXPLAINER.items())
"""The explainer's eight, in its order."""
_BY_CODE = {q.id: q for q in (*BANK, *EXPLAINER)}


def by_code(code: str) -> Question | None:
    """The fixed question ``code`` (``b017``, ``s3``), or ``None``."""
    return _BY_CODE.get(code)


def for_level(level: int) -> tuple[Question, ...]:
    """The bank's questions up to ``level``."""
    return tuple(q for q in BANK if q.level <= level)
