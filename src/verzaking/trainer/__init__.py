"""The trainer: practise revoke rulings on generated boards, graded and explained by the engine.

>>> from verzaking.trainer import generate, question_to_dict
>>> q = question_to_dict(generate(level=1, count=1, seed=1, source="generated")[0], "en")
>>> sorted(k for k in ("id", "topic", "law", "level", "case", "question", "options", "answer")
...        if k in q) == sorted(["id", "topic", "law", "level", "case", "question", "options",
...                              "answer"])
True
"""

from .model import Option, Question, Said, question_to_dict
from .session import LEVELS, SOURCES, TOPICS, Run, by_code, generate

__all__ = ["LEVELS", "SOURCES", "TOPICS", "Option", "Question", "Run", "Said", "by_code", "generate",
           "question_to_dict"]
