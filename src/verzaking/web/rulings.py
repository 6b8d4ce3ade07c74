"""Reading and ruling the boards of a request, through the library's public API only.

The law is :func:`verzaking.rule`'s; this module only keeps each request within
its :class:`Budget` (the boards it may have ruled, the seconds of work it may
take), makes sure that a board whose cards are known (where the double-dummy
solver may run) is ruled one at a time in a process and only where the caller
allows it, and that an input the library chokes on in an unforeseen way is a
logged 422, never a 500.  Everything here is plain work, run by :mod:`.lanes`
off the server's event loop.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeAlias

import verzaking

from ..errors import VerzakingError
from ..io import ReadBoard
from ..laws import find_edition
from ..render.i18n import text, with_reasons
from ..ruling import Ruling
from .forms import FormProblem
from .inputs import Payload

__all__ = ["Budget", "NeedsSolver", "Outcome", "OverBudget", "needs_solver", "problem_text",
           "read_boards", "rule_boards", "unexpected"]

log = logging.getLogger("verzaking.web")

Outcome: TypeAlias = Ruling | VerzakingError
"""What ruling one board gives: its ruling, or why it could not be read or ruled."""

_SOLVER_LOCK = threading.Lock()
"""One ruling at a time where the double-dummy solver may run (boards whose cards are known)."""


class OverBudget(BaseException):
    """The work of a request took longer than its time budget.

    Not an :class:`Exception`: the readers turn any of those into a board's error,
    and this must stop the work wherever it is.
    """


class NeedsSolver(Exception):
    """A board to rule may need the double-dummy solver, and this worker may not run it."""


@dataclass(slots=True, kw_only=True)
class Budget:
    """What the work of one request may cost: the boards it rules and its processor time."""

    boards: int
    """Most boards ruled."""
    seconds: float
    """Most seconds on ``clock``."""
    clock: Callable[[], float] = time.thread_time
    """The processor time of the worker (a thread's, or a whole process's)."""
    started: float = field(init=False)
    """``clock`` when the work began."""

    def __post_init__(self) -> None:
        self.started = self.clock()

    def check(self) -> None:
        """Raises :class:`OverBudget` once the work has taken its seconds."""
        if self.clock() - self.started >= self.seconds:
            raise OverBudget

    def count(self, boards: int) -> None:
        """Raises :class:`FormProblem` (413) for more boards than may be ruled at once."""
        if boards > self.boards:
            raise FormProblem("web.err.too_many_boards", status=413, count=boards,
                              limit=self.boards)

    def problem(self) -> FormProblem:
        """The answer to work stopped by :class:`OverBudget` (a 422)."""
        return FormProblem("web.err.over_budget", status=422, seconds=self.seconds)


def unexpected(exc: BaseException) -> FormProblem:
    """An input the library choked on in an unforeseen way: logged, answered with a 422."""
    if isinstance(exc, RecursionError):
        return FormProblem("web.err.too_deep", status=422)
    if isinstance(exc, ValueError) and "integer string conversion" in str(exc):
        return FormProblem("web.err.huge_number", status=422)
    log.exception("unexpected error while ruling")
    return FormProblem("web.err.unexpected", status=422, reason=exc.__class__.__name__)


def problem_text(problem: FormProblem, lang: str) -> str:
    """The message of a form problem in ``lang`` (a reason given by its code in words)."""
    return text(problem.key, lang, with_reasons(problem.data, lang))


def read_boards(payload: Payload, laws: str | None, budget: Budget) -> list[ReadBoard]:
    """The boards of ``payload`` under the edition ``laws`` (``None``: the file's own, else 2017).

    Raises :class:`VerzakingError` for an unknown edition (as ``verzaking rule --laws``
    does before it reads), :class:`FormProblem` for an unforeseen failure, and
    :class:`OverBudget` when reading took the whole budget.
    """
    try:
        if laws is not None:
            find_edition(laws)
        boards = payload.boards(laws)
    except VerzakingError:
        raise
    except Exception as exc:
        raise unexpected(exc) from None
    budget.check()
    return boards


LIKELY_SHARE = 0.6
"""The part of a request's processor time left that one board's likely play may take (the
rest for the page, and for the boards after it); at most the likely play's own budget."""


def _rule_one(item: ReadBoard, laws: str | None, budget: Budget | None = None,
              equity: str = "double-dummy") -> Outcome:
    """One board ruled as ``verzaking rule`` rules it: with the estimates of 64C ``equity``
    asks for where its cards are known, the likely play within what is left of ``budget``."""
    if item.error is not None:
        return item.error
    assert item.facts is not None
    likely = None
    if budget is not None and item.facts.deal is not None and equity != "double-dummy":
        from ..equity.likely import Settings

        left = budget.seconds - (budget.clock() - budget.started)
        likely = Settings(budget=max(0.01, min(Settings().budget or left, LIKELY_SHARE * left)))
    try:
        return verzaking.rule(item.facts, laws=laws or item.laws, equity=equity, likely=likely)
    except VerzakingError as err:
        return err.located(board=item.place)


def needs_solver(item: ReadBoard) -> bool:
    """Whether ruling this board may run the double-dummy solver (its cards are known)."""
    return item.facts is not None and item.facts.deal is not None


def rule_boards(items: list[ReadBoard], laws: str | None, budget: Budget, *,
                solver: bool, equity: str = "double-dummy") -> list[Outcome]:
    """Each board's ruling or error, in order, a board whose cards are known under the lock.

    Raises :class:`FormProblem` for more boards than the budget allows (413) and for
    the unforeseen (422), :class:`OverBudget` past the budget's seconds, and
    :class:`NeedsSolver` for a board that may need the solver when ``solver`` is false.
    """
    budget.count(len(items))
    if not solver and any(needs_solver(i) for i in items):
        raise NeedsSolver
    out: list[Outcome] = []
    try:
        for item in items:
            budget.check()
            if needs_solver(item):
                with _SOLVER_LOCK:
                    out.append(_rule_one(item, laws, budget, equity))
            else:
                out.append(_rule_one(item, laws))
    except VerzakingError:
        raise
    except Exception as exc:
        raise unexpected(exc) from None
    return out
