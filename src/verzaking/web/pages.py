"""The pages for the director's phone: the quick form and the hand-record page.

``/`` is the quick ruling at the table (the case file as a form of taps), ``/record``
rules a board of a pasted or uploaded PBN, LIN or case file, read as ``verzaking
rule FILE`` reads it.  A form posted by the page's script (header ``X-Fragment: 1``)
gets only the result; without script the whole page comes back, filled in.  Bad input
is a message in the page's language with a 4xx, never a 500.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

import verzaking

from ..errors import VerzakingError
from ..io import ReadBoard, select
from ..laws import DEFAULT_EDITION
from .forms import FormProblem, quick_case, quick_defaults
from .inputs import form_payload, page_lang, read_form, remember_lang
from .rulings import Outcome, problem_text, read_boards, rule_boards, unexpected
from .templating import Pages, editions, form_options
from .view import board_choice, ruling_view

__all__ = ["error_page", "record_defaults", "result", "router"]

router = APIRouter(include_in_schema=False)
"""The page routes (not in the API's schema)."""

_FRAGMENT_HEADER = "x-fragment"
_RECORD_FIELDS = ("text", "board", "laws")


def _pages(request: Request) -> Pages:
    pages: Pages = request.app.state.pages
    return pages


def record_defaults() -> dict[str, str]:
    """The record page as it first appears."""
    return dict.fromkeys(_RECORD_FIELDS, "")


def _quick_page(request: Request, lang: str, state: dict[str, str], *,
                status: int = 200, **extra: Any) -> HTMLResponse:
    pages = _pages(request)
    state = {**state, "laws": state.get("laws") or DEFAULT_EDITION}
    ctx = pages.context(request, lang, "quick", state=state, options=form_options(lang),
                        editions=editions(lang, from_file=False), **extra)
    return pages.render("quick.html", ctx, status)


def _record_page(request: Request, lang: str, state: dict[str, str], *,
                 status: int = 200, **extra: Any) -> HTMLResponse:
    pages = _pages(request)
    ctx = pages.context(request, lang, "record", state=state,
                        editions=editions(lang, from_file=True), **extra)
    return pages.render("record.html", ctx, status)


def result(request: Request, lang: str, page: str, state: dict[str, str], *,
           status: int = 200, **extra: Any) -> HTMLResponse:
    """The answer to a form: the result fragment for the page's script, else the whole page."""
    if request.headers.get(_FRAGMENT_HEADER) == "1":
        pages = _pages(request)
        return pages.render("_result.html", pages.context(request, lang, page, **extra), status)
    make = _quick_page if page == "quick" else _record_page
    return make(request, lang, state, status=status, **extra)


def error_page(request: Request, lang: str, message: str, status: int) -> HTMLResponse:
    """A page with only a message (an unknown address, a wrong method)."""
    pages = _pages(request)
    return pages.render("error.html", pages.context(request, lang, "error", error=message), status)


# -- the quick form ------------------------------------------------------------------------

@router.get("/", response_class=HTMLResponse)
async def quick_form(request: Request) -> Response:
    """The quick form, empty."""
    lang = page_lang(request)
    return remember_lang(request, _quick_page(request, lang, quick_defaults()))


@router.get("/quick")
async def quick_get(request: Request) -> Response:
    """The form's answer address, visited: back to the form."""
    return RedirectResponse(f"/?lang={page_lang(request)}", status_code=303)


@router.post("/quick", response_class=HTMLResponse)
async def quick_post(request: Request) -> Response:
    """The ruling on a filled-in quick form."""
    lang = page_lang(request)
    state = quick_defaults()
    try:
        fields, _files = await read_form(request)
        lang = page_lang(request, fields)
        state.update({k: v for k, v in fields.items() if len(v) <= 200})
        case = quick_case(fields)
        try:
            ruling = verzaking.rule(case, laws=fields.get("laws", "").strip() or None)
        except VerzakingError:
            raise
        except Exception as exc:
            raise unexpected(exc) from None
    except FormProblem as problem:
        return result(request, lang, "quick", state, status=problem.status,
                      error=problem_text(problem, lang))
    except VerzakingError as err:
        return result(request, lang, "quick", state, status=422, error=err.message(lang))
    return result(request, lang, "quick", state, rulings=[ruling_view(ruling, lang)])


# -- the hand-record page ------------------------------------------------------------------

@router.get("/record", response_class=HTMLResponse)
async def record_form(request: Request) -> Response:
    """The hand-record page, empty."""
    lang = page_lang(request)
    return remember_lang(request, _record_page(request, lang, record_defaults()))


def _choose(boards: list[ReadBoard], *, pick: str, board: str,
            name: str | None) -> list[ReadBoard] | None:
    """The boards asked for: by place in the list (the picker), by number (as ``--board``
    chooses), the only one; ``None``: several and none chosen yet, so ask."""
    pick = pick.strip()
    if pick.isdigit() and len(pick) <= 6 and int(pick) < len(boards):
        return [boards[int(pick)]]
    if board.strip():
        return select(boards, board, name=name)
    if len(boards) == 1:
        return boards
    return None


@router.post("/record", response_class=HTMLResponse)
async def record_post(request: Request) -> Response:
    """The ruling on a board of a hand record or case file; the list if it has several."""
    lang = page_lang(request)
    state = record_defaults()
    choices: list[dict[str, Any]] = []
    try:
        fields, files = await read_form(request)
        lang = page_lang(request, fields)
        state.update({k: fields.get(k, "") for k in _RECORD_FIELDS})
        payload = form_payload(fields, files)
        if payload.uploaded:
            state["text"] = payload.text  # so that a page without script can pick a board next
        laws = state["laws"].strip() or None
        boards = await read_boards(payload, laws)
        choices = [board_choice(i, b, lang) for i, b in enumerate(boards)]
        chosen = _choose(boards, pick=fields.get("pick", ""), board=state["board"],
                         name=payload.name)
        if chosen is None:
            return result(request, lang, "record", state, choices=choices)
        ruled = await rule_boards(chosen, laws)
    except FormProblem as problem:
        return result(request, lang, "record", state, status=problem.status,
                      error=problem_text(problem, lang), choices=choices)
    except VerzakingError as err:
        return result(request, lang, "record", state, status=422, error=err.message(lang),
                      choices=choices)
    return _record_result(request, lang, state, ruled, choices)


def _record_result(request: Request, lang: str, state: dict[str, str], ruled: list[Outcome],
                   choices: list[dict[str, Any]]) -> HTMLResponse:
    errors = [r.message(lang) for r in ruled if isinstance(r, VerzakingError)]
    views = [ruling_view(r, lang) for r in ruled if not isinstance(r, VerzakingError)]
    return result(request, lang, "record", state, status=422 if errors else 200,
                  rulings=views, error="\n".join(errors) or None,
                  choices=choices if len(choices) > 1 else [])
