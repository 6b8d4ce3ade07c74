"""The practice page's questions in the browser: the server's ``/api/quiz`` made here.

The page's script (the server's ``practice.js``) asks ``quiz?level=…&count=…&weak=…``
or ``quiz/CODE`` as it asks the server, and gets the same JSON (``verzaking quiz
--json``).  Where the double-dummy solver is missing (a page that could not load its
WebAssembly), questions that need it (Law 64C by double dummy) are not asked, and the
page says so.

>>> import json
>>> qs = json.loads(api("quiz?lang=en&level=1&count=2&seed=5"))
>>> len(qs), sorted(qs[0])[:4]
(2, ['answer', 'case', 'hand', 'id'])
>>> json.loads(api("quiz?lang=en&level=9"))["error"][:13]
'Unknown level'
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING
from urllib.parse import parse_qs, unquote, urlsplit

from ..errors import InputError, VerzakingError
from ..laws import find_edition

if TYPE_CHECKING:  # the trainer is loaded at the first question, not with the page
    from ..trainer import Question

__all__ = ["SOLVER_TOPICS", "api", "solver_here"]

SOLVER_TOPICS = frozenset({"equity"})
"""The generated topics whose questions need the double-dummy solver (64C)."""
_MOST = 20
"""The most questions one call makes (as the server's)."""
_LAW = "64C"


def solver_here() -> bool:
    """Whether a double-dummy solver can be loaded here (endplay's, or the page's
    WebAssembly one)."""
    from ..equity.solver import installed

    return installed()


def _needs_solver(q: Question) -> bool:
    return "-" in q.id and (q.topic in SOLVER_TOPICS or q.law.startswith(_LAW))


def api(path: str) -> str:
    """The JSON the server's ``GET /api/quiz…`` gives for ``path`` (``quiz?…``,
    ``quiz/CODE?…``): a list of questions, or ``{"error": message}``."""
    from ..trainer import by_code, question_to_dict

    parts = urlsplit(path)
    query = {k: v[-1] for k, v in parse_qs(parts.query).items()}
    lang = query["lang"] if query.get("lang") in ("nl", "en") else "nl"
    try:
        if parts.path.startswith("quiz/"):
            q = by_code(unquote(parts.path[5:])[:40])
            if _needs_solver(q) and not solver_here():
                raise InputError("quiz_bad_code", given=q.id[:20])
            questions = [q]
        else:
            questions = _questions(query)
    except VerzakingError as err:
        return json.dumps({"error": err.message(lang)})
    return json.dumps([question_to_dict(q, lang) for q in questions], ensure_ascii=False)


def _number(query: dict[str, str], name: str, default: int, least: int, most: int) -> int:
    from ..trainer.session import parse_number

    raw = query.get(name)
    return default if raw is None else parse_number(raw, f"quiz_{name}", name, least, most)


def _questions(query: dict[str, str]) -> list[Question]:
    from ..trainer import Run
    from ..trainer.session import topics_for

    level = _number(query, "level", 1, 1, 3)
    count = _number(query, "count", 10, 1, _MOST)
    seed = _number(query, "seed", random.SystemRandom().getrandbits(32), 0, 2**63)
    laws = find_edition(query.get("laws") or "2017").key
    topics = topics_for(level, laws)
    weights = {t: 3.0 for t in set(query.get("weak", "").split(",")) & set(topics)}
    offline = not solver_here()
    if offline:
        weights.update(dict.fromkeys(SOLVER_TOPICS & set(topics), 0.0))
    run = Run(level=level, seed=seed, laws=laws)
    out: list[Question] = []
    while len(out) < count:
        q = run.next(weights)
        if not (offline and _needs_solver(q)):
            out.append(q)
    return out
