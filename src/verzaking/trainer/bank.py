"""The fixed questions: the bank of hand-written questions and the explainer's eight.

Their texts are in the catalogs (``quiz.bank.<code>.q``, ``.o<i>``, ``.why``, and
``.w<i>``: why option ``i`` of a choice is wrong); here is what each is about, which
answer is right and under which editions it holds: a statement is true or false, and
the first option of a choice question is the right one, shown in an order drawn from
its code (the same every time).  A session under another edition asks only the
questions that hold under it (:func:`for_level`), each asked under that edition.

>>> q = by_code("b042")
>>> q.topic, q.law, q.options[q.answer].text.code, q.editions
('transfer', '64A1', 'quiz.tf.true', ('2017', '2007', '1997'))
>>> len(BANK) >= 100, len(EXPLAINER)
(True, 8)
>>> "b013" in {q.id for q in for_level(1, "1997")}, for_level(1, "1930")
(False, ())
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..render.i18n import CATALOGS
from .model import Option, Question, Said

__all__ = ["BANK", "EXPLAINER", "by_code", "explainer", "for_level"]

T, F = True, False
ALL = ("2017", "2007", "1997")
MODERN = ("2017", "2007")
NOT_2007 = ("2017", "1997")
ONLY = ("2017",)
"""Which editions a fixed question holds for: its key and its reason are right under their
laws, and every article it cites has that number there.  The sources: the 2017 Laws (notes
section 1); 2007 from the Norwegian and Polish texts of Laws 44 and 61-64 (notes section 2);
1997 from the Dutch text of Laws 61-64 (seed ``002``) and the English text of Laws 50 and 63.
Nothing of 2007's Law 50, of 1997's 50D2 or of either's 48A, 65, 66, 72 could be read, and
1997 numbers 61B as one paragraph and has the footnote of 64A unconfirmed: a question that
rests on one of those is not asked under that edition.  The rules of 1930, of rubber bridge
and of home games number nothing the bank cites (or could not be read): none is asked there."""

_STATEMENTS: dict[str, tuple[str, str, int, bool, tuple[str, ...]]] = {
    "b001": ("revoke", "61A", 1, T, ALL), "b002": ("revoke", "44D", 1, F, ALL),
    "b003": ("revoke", "61A", 1, T, ALL), "b004": ("revoke", "61A", 1, F, ALL),
    "b005": ("revoke", "61A", 2, T, NOT_2007), "b006": ("revoke", "61A", 2, T, ONLY),
    "b007": ("revoke", "61A", 1, F, ALL), "b008": ("revoke", "44C", 1, T, ONLY),
    "b009": ("revoke", "61A", 1, F, ALL), "b010": ("ask", "61B1", 1, T, MODERN),
    "b011": ("ask", "61B2", 1, F, MODERN), "b012": ("ask", "61B2", 1, T, ONLY),
    "b013": ("ask", "61B3", 1, T, MODERN), "b014": ("ask", "61B3", 1, T, MODERN),
    "b015": ("ask", "63A", 2, F, ALL), "b016": ("ask", "61B3", 2, T, MODERN),
    "b017": ("ask", "43B2b", 3, T, MODERN), "b018": ("ask", "61C", 2, F, ONLY),
    "b019": ("established", "63A1", 1, T, ALL), "b020": ("established", "63A", 1, F, ALL),
    "b021": ("established", "63A", 1, F, ALL), "b022": ("established", "63A2", 2, T, ALL),
    "b023": ("established", "63A3", 2, T, ALL), "b024": ("established", "63A4", 2, T, ONLY),
    "b025": ("established", "63B", 1, T, ONLY), "b026": ("established", "63A1", 1, F, ALL),
    "b027": ("established", "62A", 1, T, ONLY), "b028": ("established", "72B3", 2, F, ONLY),
    "b029": ("correction", "62B1", 1, T, NOT_2007), "b030": ("correction", "50B", 1, F, NOT_2007),
    "b031": ("correction", "62B2", 1, T, ALL), "b032": ("correction", "62B2", 1, T, ONLY),
    "b033": ("correction", "62C1", 2, T, NOT_2007), "b034": ("correction", "62C2", 2, T, ALL),
    "b035": ("penalty", "50D1", 2, T, NOT_2007), "b036": ("penalty", "50D2", 2, T, ONLY),
    "b037": ("penalty", "50D1", 2, F, ONLY), "b038": ("penalty", "50B", 2, T, NOT_2007),
    "b039": ("penalty", "50B", 2, F, NOT_2007), "b040": ("penalty", "48A", 2, T, ONLY),
    "b041": ("correction", "16C", 2, T, NOT_2007), "b042": ("transfer", "64A1", 1, T, ALL),
    "b043": ("transfer", "64A1", 1, F, ALL), "b044": ("transfer", "64A2", 1, T, MODERN),
    "b045": ("transfer", "64A2", 1, T, MODERN), "b046": ("transfer", "64B1", 1, T, ALL),
    "b047": ("transfer", "64A", 1, F, ALL), "b048": ("transfer", "64A", 1, F, ALL),
    "b049": ("transfer", "64A2", 1, T, MODERN), "b050": ("transfer", "64A", 1, T, ALL),
    "b051": ("transfer", "64A", 1, F, ALL), "b052": ("score", "64A", 2, T, ALL),
    "b053": ("exemptions", "64B2", 2, T, ONLY), "b054": ("exemptions", "64B3", 2, T, ALL),
    "b055": ("exemptions", "64B3", 2, T, ALL), "b056": ("exemptions", "64B4", 2, T, ALL),
    "b057": ("exemptions", "64B5", 2, T, ALL), "b058": ("exemptions", "64B7", 2, T, ONLY),
    "b059": ("equity", "64C", 2, F, ALL), "b060": ("twelfth", "62D1", 2, T, ALL),
    "b061": ("twelfth", "64B6", 2, F, ALL), "b062": ("twelfth", "62D2", 2, T, ONLY),
    "b063": ("twelfth", "44C", 1, T, ALL), "b064": ("equity", "64C1", 2, T, ONLY),
    "b065": ("equity", "64C", 2, F, ALL), "b066": ("equity", "64C1", 3, T, ONLY),
    "b067": ("editions", "64A2", 3, T, ALL), "b068": ("editions", "63A4", 3, T, ALL),
    "b069": ("editions", "61B3", 3, T, ALL), "b070": ("editions", "62C3", 3, T, ALL),
}
"""A statement's topic, article, level, truth and the editions it holds for."""

_CHOICES: dict[str, tuple[str, str, int, tuple[str, ...]]] = {
    "b071": ("transfer", "64A1", 1, ALL), "b072": ("transfer", "64A2", 1, ALL),
    "b073": ("transfer", "64B1", 1, ALL), "b074": ("transfer", "64A2", 1, MODERN),
    "b075": ("transfer", "64B1", 1, ALL), "b076": ("transfer", "64A1", 1, ALL),
    "b077": ("score", "77", 2, ALL), "b078": ("score", "77", 2, ALL),
    "b079": ("score", "77", 2, ALL), "b080": ("established", "63A1", 1, ALL),
    "b081": ("established", "63A", 2, ALL), "b082": ("correction", "62B1", 1, NOT_2007),
    "b083": ("correction", "62B2", 1, ALL), "b084": ("correction", "62C1", 2, ALL),
    "b085": ("ask", "61B", 1, MODERN), "b086": ("ask", "61B", 1, MODERN),
    "b087": ("twelfth", "62D1", 2, ALL), "b088": ("twelfth", "64B6", 2, ALL),
    "b089": ("exemptions", "64B3", 2, ALL), "b090": ("exemptions", "64B2", 2, ALL),
    "b091": ("exemptions", "64B7", 3, ONLY), "b092": ("exemptions", "64B4", 2, ALL),
    "b093": ("penalty", "50D2", 2, ONLY), "b094": ("penalty", "50D2", 2, ONLY),
    "b095": ("equity", "64C1", 2, ONLY), "b096": ("equity", "64C", 2, ALL),
    "b097": ("established", "63A4", 2, ONLY), "b098": ("established", "72B2", 1, ONLY),
    "b099": ("revoke", "61A", 1, ALL), "b100": ("transfer", "64A1", 1, ALL),
    "b101": ("revoke", "65", 1, ONLY), "b102": ("transfer", "64A2", 1, MODERN),
    "b103": ("score", "77", 2, ALL),
}
"""A choice question's topic, article, level and editions (its first option is right)."""

_EXPLAINER: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "s1": ("revoke", "61A", ALL), "s2": ("revoke", "61A", ALL), "s3": ("ask", "61B2", MODERN),
    "s4": ("correction", "62B1", NOT_2007), "s5": ("established", "63A1", ALL),
    "s6": ("transfer", "64A1", ALL), "s7": ("transfer", "64A2", MODERN),
    "s8": ("twelfth", "62D1", ALL),
}
"""The eight questions of the explainer's "Oefenen" section: topic, article, editions."""


def _statement(code: str) -> Question:
    topic, law, level, truth, holds = _STATEMENTS[code]
    # the wrong answer is told what the statement is: its reason says why
    wrong = Option(text=Said("quiz.tf.false" if truth else "quiz.tf.true"),
                   why=(Said("quiz.tf.was_true" if truth else "quiz.tf.was_false"),))
    right = Option(text=Said("quiz.tf.true" if truth else "quiz.tf.false"))
    return Question(id=code, topic=topic, law=law, level=level, laws="2017", editions=holds,
                    situation=(Said(f"quiz.bank.{code}.q"),), ask=(Said("quiz.tf.ask"),),
                    options=(right, wrong) if truth else (wrong, right),
                    answer=0 if truth else 1, reason=(Said(f"quiz.bank.{code}.why"),))


def _choice(code: str, topic: str, law: str, level: int, holds: tuple[str, ...]) -> Question:
    count = sum(1 for i in range(6) if f"quiz.bank.{code}.o{i}" in CATALOGS["nl"])
    order = list(range(count))
    random.Random(code).shuffle(order)
    return Question(id=code, topic=topic, law=law, level=level, laws="2017", editions=holds,
                    ask=(Said(f"quiz.bank.{code}.q"),),
                    options=tuple(Option(text=Said(f"quiz.bank.{code}.o{i}"), why=_wrong(code, i))
                                  for i in order),
                    answer=order.index(0), reason=(Said(f"quiz.bank.{code}.why"),))


def _wrong(code: str, i: int) -> tuple[Said, ...]:
    """Why option ``i`` of ``code`` is wrong (its own text); nothing for the right one."""
    key = f"quiz.bank.{code}.w{i}"
    return (Said(key),) if i and key in CATALOGS["nl"] else ()


BANK: tuple[Question, ...] = (
    *(_statement(c) for c in _STATEMENTS),
    *(_choice(c, *spec) for c, spec in _CHOICES.items()),
)
"""The bank of hand-written questions."""
EXPLAINER: tuple[Question, ...] = tuple(_choice(c, t, law, 1, holds)
                                        for c, (t, law, holds) in _EXPLAINER.items())
"""The explainer's eight, in its order."""
_BY_CODE = {q.id: q for q in (*BANK, *EXPLAINER)}


def by_code(code: str) -> Question | None:
    """The fixed question ``code`` (``b017``, ``s3``), or ``None``."""
    return _BY_CODE.get(code)


def _under(questions: tuple[Question, ...], laws: str) -> tuple[Question, ...]:
    """The questions that hold under ``laws``, each asked under it."""
    return tuple(q if q.laws == laws else replace(q, laws=laws)
                 for q in questions if laws in q.editions)


def for_level(level: int, laws: str = "2017") -> tuple[Question, ...]:
    """The bank's questions up to ``level`` that hold under ``laws``."""
    return _under(tuple(q for q in BANK if q.level <= level), laws)


def explainer(laws: str = "2017") -> tuple[Question, ...]:
    """The explainer's questions that hold under ``laws``, in its order."""
    return _under(EXPLAINER, laws)
