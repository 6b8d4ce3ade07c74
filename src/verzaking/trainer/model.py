"""A question of the trainer, as data: what it shows, what it asks, its options and its key.

Every text is a catalog code with its facts (:class:`Said`), written in a language
only when shown (:func:`question_to_dict`), so one question is the same in Dutch
and English.

>>> q = Question(id="b001", topic="revoke", law="61A", level=1, laws="2017",
...              ask=(Said("quiz.tf.ask"),), options=(Option(text=Said("quiz.tf.true")),
...              Option(text=Said("quiz.tf.false"))), answer=1)
>>> q.right(1), q.right(0)
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..render.i18n import text
from ..render.text import step_text
from ..steps import Step

__all__ = ["Option", "Question", "Said", "option_explanation", "question_to_dict", "said_text"]


@dataclass(frozen=True, slots=True)
class Said:
    """A text by its catalog code and the facts it names."""

    code: str
    """The catalog key."""
    data: Mapping[str, Any] = field(default_factory=dict)
    """The values of its fields (seats, cards, suits, counts...)."""
    law: str = ""
    """The article it applies, written after it (an engine's step)."""

    @classmethod
    def step(cls, step: Step) -> Said:
        """An engine's step (its code, facts and article)."""
        return cls(step.code, step.data, step.law)


def said_text(parts: tuple[Said, ...], lang: str) -> str:
    """The parts in ``lang``, joined by a space; an article in brackets after its part."""
    out = []
    for p in parts:
        body = text(p.code, lang, p.data)
        out.append(f"{body} ({text('ui.art', lang)} {p.law})" if p.law else body)
    return " ".join(out)


@dataclass(frozen=True, slots=True, kw_only=True)
class Option:
    """One answer to choose."""

    text: Said
    """What it says."""
    why: tuple[Said, ...] = ()
    """Why it is right or wrong (the classic mistake it stands for), beyond the key's reason."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Question:
    """One question: the board or the rule it is about, the options and the right one."""

    id: str
    """Its share code: it gives this question again (:func:`verzaking.trainer.by_code`)."""
    topic: str
    """What it practises (``revoke``, ``ask``, ``established``, ``correction``, ...)."""
    law: str
    """The article the answer rests on."""
    level: int
    """1, 2 or 3."""
    laws: str
    """The edition it is asked under."""
    editions: tuple[str, ...] = ()
    """A fixed question: the editions whose laws its key and reason hold for (a session
    under another edition does not ask it); a generated one: none besides :attr:`laws`."""
    ask: tuple[Said, ...]
    """The question itself (after the situation)."""
    options: tuple[Option, ...]
    """The answers to choose from."""
    answer: int
    """The index of the right option."""
    situation: tuple[Said, ...] = ()
    """What happened, in words (the trick table is :attr:`tricks`)."""
    reason: tuple[Said, ...] = ()
    """The short reason of the key, with its article (shown after every answer)."""
    case: dict[str, Any] | None = None
    """The board as a case file that ``verzaking rule`` rules to the answer; ``None`` for
    a question about a rule rather than a board."""
    tricks: tuple[dict[str, Any], ...] = ()
    """The trick table as shown: number, leader, cards by seat (``None``: not yet played),
    winner, and the seat whose card is in question (``mark``)."""
    steps: tuple[Step, ...] = ()
    """The engine's ruling of the board, step by step (the explanation)."""
    hand: dict[str, Any] | None = None
    """A hand shown with the question (``seat``, ``cards``): what a player still held."""
    moved: tuple[int, ...] = ()
    """The tricks the ruling transfers (shown after the answer)."""

    def right(self, index: int) -> bool:
        """Whether option ``index`` is the right one."""
        return index == self.answer


def option_explanation(q: Question, index: int, lang: str) -> str:
    """Why option ``index`` is right or wrong, in ``lang``: the verdict, what this option
    gets wrong, then the reason of the key, each part once."""
    parts = [Said("quiz.right" if q.right(index) else "quiz.wrong")]
    for part in (*q.options[index].why, *q.reason):
        if part not in parts:
            parts.append(part)
    return said_text(tuple(parts), lang)


def question_to_dict(q: Question, lang: str) -> dict[str, Any]:
    """The question as the JSON interface gives it, every text in ``lang``."""
    return {
        "id": q.id,
        "topic": q.topic,
        "topic_name": text("quiz.topic." + q.topic, lang),
        "law": q.law,
        "level": q.level,
        "laws": q.laws,
        "situation": [said_text((s,), lang) for s in q.situation],
        "question": said_text(q.ask, lang),
        "options": [{"text": said_text((o.text,), lang),
                     "explanation": option_explanation(q, i, lang)}
                    for i, o in enumerate(q.options)],
        "answer": q.answer,
        "reason": said_text(q.reason, lang),
        "ruling": [{"law": s.law, "text": step_text(s, lang)} for s in q.steps],
        "tricks": [dict(t) for t in q.tricks],
        "transferred": [int(n) for n in q.moved],
        "hand": q.hand,
        "case": q.case,
    }
