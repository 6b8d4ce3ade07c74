"""A question in the terminal: the situation, the trick table, the options; and after the
answer, the verdict, the explanation and the engine's ruling.

>>> from verzaking.trainer.bank import by_code
>>> question_lines(by_code("b001"), "en", number=1, total=1)[-3:]
['True or false?', '  1. True', '  2. False']
"""

from __future__ import annotations

from ..cards import SEATS, Card, Seat
from ..render.i18n import card_text, seat_letter, text
from ..render.text import step_text
from .model import Question, option_explanation, said_text

__all__ = ["answer_lines", "question_lines", "trick_lines"]


def trick_lines(q: Question, lang: str, *, moved: bool = False) -> list[str]:
    """The trick table: a row per trick, the card in question with ``*``; ``moved``: the
    transferred tricks marked (after the answer)."""
    if not q.tricks:
        return []
    head = f"{text('quiz.ui.trick', lang):>5}  " + " ".join(
        f"{seat_letter(s, lang):<4}" for s in SEATS) + f" {text('quiz.ui.won', lang)}"
    lines = [head]
    for t in q.tricks:
        row = f"{t['number']:>5}  "
        for s in SEATS:
            raw = t["cards"][s.letter]
            cell = "." if raw is None else card_text(Card.parse(raw), lang)
            if t.get("mark") == s.letter:
                cell += "*"
            row += f"{cell:<4} "
        winner = t.get("winner")
        row += seat_letter(Seat.parse(winner), lang) if winner else ""
        if moved and t["number"] in q.moved:
            row += f"  ({text('quiz.ui.moved', lang)})"
        lines.append(row.rstrip())
    return lines


def question_lines(q: Question, lang: str, *, number: int, total: int) -> list[str]:
    """Everything shown before the answer."""
    head = "quiz.ui.question" if q.case is not None else "quiz.ui.question_fixed"  # a board
    lines = [text(head, lang, {"n": number, "total": total, "laws": q.laws,  # says its laws
                               "topic": text("quiz.topic." + q.topic, lang)})]
    if q.situation:  # a fixed question may have none: no empty line for it
        lines += ["", *[said_text((s,), lang) for s in q.situation]]
    table = trick_lines(q, lang)
    if table:
        lines += ["", *table]
    if q.hand is not None:
        cards = tuple(Card.parse(c) for c in q.hand["cards"])
        lines += ["", text("quiz.ui.hand", lang, {"seat": Seat.parse(q.hand["seat"]),
                                                  "cards": cards})]
    lines += ["", said_text(q.ask, lang)]
    lines += [f"  {i}. {said_text((o.text,), lang)}" for i, o in enumerate(q.options, 1)]
    return lines


def answer_lines(q: Question, chosen: int, lang: str) -> list[str]:
    """The verdict and why; the right answer if another was chosen; the engine's steps."""
    lines = [option_explanation(q, chosen, lang)]
    if not q.right(chosen):
        lines.append(text("quiz.ui.right_was", lang, {
            "n": q.answer + 1, "text": said_text((q.options[q.answer].text,), lang)}))
    if q.moved:
        lines += ["", *trick_lines(q, lang, moved=True)]
    if q.steps:
        lines += ["", text("quiz.ui.ruling", lang)]
        lines += [f"  {i}. {step_text(s, lang)}" for i, s in enumerate(q.steps, 1)]
    lines.append(text("quiz.ui.code", lang, {"code": q.id}))
    return lines
