"""``verzaking quiz`` (Dutch: ``verzaking oefen``): practise revoke rulings in the terminal,
or print the questions as JSON (``--json``) without asking.

Exit codes: 0 the run ended (or the JSON was printed), 2 bad input (a message in the
chosen language, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from typing import TextIO

from ..errors import VerzakingError
from ..laws import find_edition
from ..render.i18n import text
from .model import Question, question_to_dict
from .session import Run, by_code, parse_number
from .show import answer_lines, question_lines

__all__ = ["run_quiz"]

MAX_COUNT = 1000
"""The most questions one run asks."""


def _settings(args: argparse.Namespace) -> tuple[int, int, int]:
    """Level, count and seed from the options; raises :class:`InputError`."""
    level = parse_number(args.level, "quiz_level", "level", 1, 3)
    count = parse_number(args.count, "quiz_count", "count", 1, MAX_COUNT)
    seed = (random.SystemRandom().getrandbits(32) if args.seed is None
            else parse_number(args.seed, "quiz_seed", "seed", 0, 2**63 - 1))
    return level, count, seed


def run_quiz(args: argparse.Namespace, *, stdin: TextIO | None = None) -> int:
    """Run ``verzaking quiz``."""
    lang = args.lang
    try:
        level, count, seed = _settings(args)
        laws = None if args.laws is None else find_edition(args.laws).key  # as given
        given = args.code is not None  # an empty --code is a code that names no question
        questions: list[Question] | None = [by_code(args.code, laws)] if given else None
        run = Run(level=level, seed=seed, laws=laws or "2017", source=args.source)
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    if args.json:
        qs = questions or [run.next() for _ in range(count)]
        json.dump([question_to_dict(q, lang) for q in qs], sys.stdout, ensure_ascii=False,
                  indent=2 if args.indent else None)
        sys.stdout.write("\n")
        return 0
    source: Callable[[dict[str, float]], Question] = (
        (lambda w: questions[0]) if questions else run.next)  # type: ignore[index]
    _ask_all(source, 1 if questions else count, lang, stdin or sys.stdin)
    return 0


def _read_answer(q: Question, lang: str, stdin: TextIO) -> int | None:
    """The option chosen (0-based), or ``None`` to stop."""
    n = len(q.options)
    while True:
        print(text("quiz.ui.prompt", lang, {"n": n}), end="", flush=True)
        line = stdin.readline()
        if not line or line.strip().lower() in ("q", "quit", "stop"):
            return None
        if line.strip().isdigit() and 1 <= int(line) <= n:
            return int(line) - 1
        print(text("quiz.ui.bad_answer", lang, {"n": n}))


def _ask_all(source: Callable[[dict[str, float]], Question], count: int, lang: str,
             stdin: TextIO) -> None:
    """Ask the questions one by one; weak topics come back more often; then the summary."""
    score: dict[str, list[int]] = {}
    for number in range(1, count + 1):
        weights = {t: 1.0 + 2.0 * (asked - right) for t, (right, asked) in score.items()}
        q = source(weights)
        print("\n".join(question_lines(q, lang, number=number, total=count)))
        chosen = _read_answer(q, lang, stdin)
        if chosen is None:
            break
        print()
        print("\n".join(answer_lines(q, chosen, lang)))
        print()
        tally = score.setdefault(q.topic, [0, 0])
        tally[0] += q.right(chosen)
        tally[1] += 1
    _summary(score, lang)


def _summary(score: dict[str, list[int]], lang: str) -> None:
    right = sum(r for r, _ in score.values())
    asked = sum(a for _, a in score.values())
    print(text("quiz.ui.summary", lang, {"right": right, "asked": asked}))
    for topic, (r, a) in score.items():
        print("  " + text("quiz.ui.topic_row", lang, {
            "topic": text("quiz.topic." + topic, lang), "right": r, "asked": a}))
    weak = [text("quiz.topic." + t, lang) for t, (r, a) in score.items() if r < a]
    if weak:
        print(text("quiz.ui.practise", lang, {"topics": ", ".join(weak)}))
    elif asked:
        print(text("quiz.ui.all_good", lang))
