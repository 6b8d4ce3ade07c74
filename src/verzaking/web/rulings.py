"""Reading and ruling the boards of a request, through the library's public API only.

The law is :func:`verzaking.rule`'s; this module only makes sure that a board whose
cards are known (where the double-dummy solver may run) is ruled in a worker
thread and one at a time, and that an input the library chokes on in an
unforeseen way is a logged 422, never a 500.
"""

from __future__ import annotations

import logging
import threading
from typing import TypeAlias

from starlette.concurrency import run_in_threadpool

import verzaking

from ..errors import VerzakingError
from ..io import ReadBoard
from ..laws import find_edition
from ..render.i18n import text
from ..ruling import Ruling
from .forms import FormProblem
from .inputs import Payload

__all__ = ["Outcome", "problem_text", "read_boards", "rule_boards", "unexpected"]

log = logging.getLogger("verzaking.web")

Outcome: TypeAlias = Ruling | VerzakingError
"""What ruling one board gives: its ruling, or why it could not be read or ruled."""

_READ_INLINE = 64 * 1024
"""Text up to this many characters is read at once; a larger file in a worker thread."""
_SOLVER_LOCK = threading.Lock()
"""One ruling at a time where the double-dummy solver may run (boards whose cards are known)."""


def unexpected(exc: BaseException) -> FormProblem:
    """An input the library choked on in an unforeseen way: logged, answered with a 422."""
    if isinstance(exc, RecursionError):
        return FormProblem("web.err.too_deep", status=422)
    if isinstance(exc, ValueError) and "integer string conversion" in str(exc):
        return FormProblem("web.err.huge_number", status=422)
    log.exception("unexpected error while ruling")
    return FormProblem("web.err.unexpected", status=422, reason=exc.__class__.__name__)


def problem_text(problem: FormProblem, lang: str) -> str:
    """The message of a form problem in ``lang``."""
    return text(problem.key, lang, problem.data)


def _read(payload: Payload, laws: str | None) -> list[ReadBoard]:
    try:
        if laws is not None:
            find_edition(laws)
        return payload.boards(laws)
    except VerzakingError:
        raise
    except Exception as exc:
        raise unexpected(exc) from None


async def read_boards(payload: Payload, laws: str | None) -> list[ReadBoard]:
    """The boards of ``payload`` under the edition ``laws`` (``None``: the file's own, else 2017).

    Raises :class:`VerzakingError` for an unknown edition (as ``verzaking rule --laws``
    does before it reads), :class:`FormProblem` for an unforeseen failure.  A large
    file is read in a worker thread (a 2 MB PBN takes a second or two), so that the
    other tables' rulings are not kept waiting.
    """
    if len(payload.text) > _READ_INLINE:
        return await run_in_threadpool(_read, payload, laws)
    return _read(payload, laws)


def _rule_one(item: ReadBoard, laws: str | None) -> Outcome:
    if item.error is not None:
        return item.error
    assert item.facts is not None
    try:
        return verzaking.rule(item.facts, laws=laws or item.laws)
    except VerzakingError as err:
        return err.located(board=item.board)


def _needs_solver(item: ReadBoard) -> bool:
    """Whether ruling this board may run the double-dummy solver (its cards are known)."""
    return item.facts is not None and item.facts.deal is not None


def _rule_all(items: list[ReadBoard], laws: str | None) -> list[Outcome]:
    """Rule each board; a board whose cards are known only while holding the solver lock."""
    out: list[Outcome] = []
    for item in items:
        if _needs_solver(item):
            with _SOLVER_LOCK:
                out.append(_rule_one(item, laws))
        else:
            out.append(_rule_one(item, laws))
    return out


async def rule_boards(items: list[ReadBoard], laws: str | None) -> list[Outcome]:
    """Each board's ruling or error, in order; raises :class:`FormProblem` for the unforeseen.

    Boards that may need the solver are ruled in a worker thread, so the page stays quick.
    """
    try:
        if any(_needs_solver(i) for i in items):
            return await run_in_threadpool(_rule_all, items, laws)
        return _rule_all(items, laws)
    except VerzakingError:
        raise
    except Exception as exc:
        raise unexpected(exc) from None
