"""What the log's routes share: the log file of the app, work on it off the event loop,
the messages of what the log refuses, and a page of the log in the page's language."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from ..errors import VerzakingError
from ..io import read_text
from ..render.i18n import text
from ..ruling import Ruling
from ..ruling_log import Entry, RulingLog
from ..ruling_log.entries import check_date
from .forms import FormProblem
from .limits import Limits
from .pin import session_of
from .rulings import Budget, OverBudget, problem_text, rule_boards
from .templating import shared_pages
from .view import t

__all__ = [
    "DB_ENV",
    "Refused",
    "filters",
    "fragment",
    "here",
    "json_body",
    "listed",
    "log_db",
    "public_query",
    "refused",
    "render_page",
    "request_limits",
    "rule_case",
    "too_large",
    "work",
]

DB_ENV = "VERZAKING_LOG_DB"
"""The environment variable that names the log file (set by ``verzaking serve --db``)."""
_T = TypeVar("_T")


class Refused(Exception):
    """A request the log cannot do: the message (in the page's language) and a status."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def log_db(request: Request) -> Path | None:
    """The app's log file: ``app.state.log_db``, else ``$VERZAKING_LOG_DB``; ``None``: the
    user's data folder."""
    given = getattr(request.app.state, "log_db", None) or os.environ.get(DB_ENV)
    return Path(given) if given else None


def request_limits(request: Request) -> Limits:
    """The limits of one request of this app (its lanes'), for the ruling a save does."""
    lanes = getattr(request.app.state, "lanes", None)
    return lanes.limits if lanes is not None else Limits()


def _status(err: VerzakingError) -> int:
    if err.code in ("log.err.no_entry", "log.err.db_missing"):  # nothing saved yet: no entry
        return 404
    if err.code.startswith("log.err.db_"):
        return 503
    return 422


async def work(request: Request, lang: str, job: Callable[[RulingLog], _T], *,
               create: bool = True) -> _T:
    """``job`` on the log, in a thread; a :class:`LogError` becomes :class:`Refused`."""
    path = log_db(request)

    def run() -> _T:
        with RulingLog.open(path, create=create) as log:
            return job(log)

    try:
        return await asyncio.to_thread(run)
    except VerzakingError as err:
        raise Refused(_said(err, lang), _status(err)) from None


def _said(err: VerzakingError, lang: str) -> str:
    """The message of a log error on the page.  An entry that is not there is said in the
    page's words: the log's own message is the command line's, with the server's file and
    "see verzaking log list" (found in a phone trial)."""
    if err.code == "log.err.no_entry":
        return t("log_no_entry", lang, number=err.params.get("number", ""))
    if err.code == "log.err.db_missing":  # opened to read an entry before anything was saved
        return t("log_nothing_saved", lang)
    return err.message(lang)


def json_body(request: Request) -> bool:
    """Whether the request's body is JSON (the offline app's merge): then it is answered
    with JSON, a refusal too (``{"error": …}``)."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind.endswith("json")


def too_large(request: Request, lang: str, message: str) -> Response | None:
    """The 413 for a body sent to the log: ``{"error": …}`` for JSON (the offline app's
    merge) or a program, else the log's page with the message; ``None`` for other
    addresses (the app's own 413)."""
    if not request.url.path.startswith("/log"):
        return None
    if json_body(request) or "authorization" in request.headers:
        return JSONResponse({"error": message}, status_code=413)
    return refused(request, lang, Refused(message, 413))


_SECRET = frozenset({"pin", "password", "token", "access_token", "csrf", "key"})
"""Parameters that may carry a credential (a PIN typed into an address by mistake)."""


def public_query(items: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """A query's parameters without those that may carry a credential (``pin=`` and
    :data:`_SECRET`'s others, in any case): what may be echoed into an address (``next``,
    a link, a redirect)."""
    return [(k, v) for k, v in items if k.strip().lower() not in _SECRET]


def fragment(request: Request) -> bool:
    """Whether the page's script asked for the answer only (``X-Fragment: 1``)."""
    return request.headers.get("x-fragment") == "1"


def here(path: str, lang: str, **params: Any) -> str:
    """An address of the log with its language and the parameters given (blanks left out)."""
    query = {"lang": lang, **{k: v for k, v in params.items() if v not in (None, "")}}
    return f"{path}?{urlencode(query)}"


def render_page(request: Request, lang: str, name: str, *, status: int = 200,
                path: str = "/log", **extra: Any) -> HTMLResponse:
    """A page of the log (``name``) in ``lang``; its language switch comes back to ``path``.
    Its forms get the sign-in's token (``csrf``), and ``director``: until when the browser
    is signed in (for "sign out")."""
    pages = shared_pages()
    other = t("other_lang_code", lang)
    query = {k: v for k, v in public_query(request.query_params.multi_items())
             if k not in ("lang", "done")}
    session = session_of(request.scope)
    signed = ({"token": session.token, "until": session.until_text()}
              if session is not None and not session.bearer else None)
    ctx = pages.context(lang, "log", switch_url=here(path, other, **query),
                        lt=lambda key, **data: text(key, lang, data), director=signed,
                        csrf=session.token if session is not None else "", **extra)
    return pages.render(name, ctx, status)


def refused(request: Request, lang: str, problem: Refused) -> Response:
    """The answer to what the log refused: a message fragment, or a page with the message."""
    if fragment(request):
        pages = shared_pages()
        html = pages.html("_log_message.html",
                          pages.context(lang, "log", error=problem.message, message=None))
        return HTMLResponse(html, status_code=problem.status)
    return render_page(request, lang, "error.html", status=problem.status, error=problem.message)


def rule_case(case: Mapping[str, Any], limits: Limits, lang: str) -> Ruling:
    """The case ruled as the pages rule a board (the solver one board at a time)."""
    items = read_text(json.dumps(case), kind="json")
    if len(items) != 1:
        raise Refused(t("log_err_no_case", lang))
    budget = Budget(boards=1, seconds=limits.seconds)
    try:
        outcome = rule_boards(items, None, budget, solver=True)[0]
    except FormProblem as problem:
        raise Refused(problem_text(problem, lang), problem.status) from None
    except OverBudget:
        raise Refused(problem_text(budget.problem(), lang)) from None
    if isinstance(outcome, VerzakingError):
        raise Refused(outcome.message(lang))
    return outcome


def filters(request: Request, lang: str) -> tuple[str | None, str | None]:
    """The ``?event=`` and ``?date=`` of a listing; raises :class:`Refused` for a bad date."""
    event = request.query_params.get("event", "").strip() or None
    date = request.query_params.get("date", "").strip() or None
    if date is not None:
        try:
            check_date(date)
        except VerzakingError as err:
            raise Refused(err.message(lang), 400) from None
    return event, date




async def listed(request: Request, lang: str, *,
                 deleted: bool = False) -> tuple[list[Entry], str | None, str | None]:
    """The entries the request's ``?event=`` (a part of the event's name, in any case) and
    ``?date=`` ask for, with those two; raises :class:`Refused`."""
    event, date = filters(request, lang)
    entries = await work(request, lang, lambda log: log.entries(event=event, date=date,
                                                                deleted=deleted, partial=True))
    return entries, event, date
