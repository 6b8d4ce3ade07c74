"""The pages for the director's phone: the quick form and the hand-record page.

``/`` is the quick ruling at the table (the case file as a form of taps), ``/record``
rules a board of a pasted or uploaded PBN, LIN or case file, read as ``verzaking
rule FILE`` reads it.  A form posted by the page's script (header ``X-Fragment: 1``)
gets only the result; without script the whole page comes back, filled in.  Bad input
is a message in the page's language with a 4xx, never a 500.

A route only takes the form apart; the work (reading, ruling, the page) is a job
(:class:`QuickJob`, :class:`RecordJob`) that :mod:`.lanes` runs off the event loop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

import verzaking

from ..errors import VerzakingError
from ..io import ReadBoard
from ..laws import DEFAULT_EDITION
from .forms import FormProblem, in_form_terms, quick_case, quick_defaults
from .inputs import Payload, form_payload, page_equity, page_lang, read_form, remember_lang
from .lanes import Answer, Lanes
from .picker import choose, picker
from .rulings import Budget, Outcome, problem_text, read_boards, rule_boards
from .templating import editions, form_options, shared_pages
from .view import (
    case_objects,
    ruling_view,
    short_view,
    unnumbered,
    with_case_notes,
)

__all__ = ["QuickJob", "RecordJob", "error_page", "record_defaults", "render_result", "result",
           "router"]

router = APIRouter(include_in_schema=False)
"""The page routes (not in the API's schema)."""

_FRAGMENT_HEADER = "x-fragment"
_RECORD_FIELDS = ("text", "text_name", "board", "table", "laws")
_HTML = "text/html"


def record_defaults() -> dict[str, str]:
    """The record page as it first appears."""
    return dict.fromkeys(_RECORD_FIELDS, "")


def _page_html(lang: str, page: str, state: dict[str, str], **extra: Any) -> str:
    pages = shared_pages()
    if page == "quick":
        state = {**state, "laws": state.get("laws") or DEFAULT_EDITION}
        ctx = pages.context(lang, "quick", state=state, options=form_options(lang),
                            editions=editions(lang, from_file=False), **extra)
        return pages.html("quick.html", ctx)
    ctx = pages.context(lang, "record", state=state, editions=editions(lang, from_file=True),
                        **extra)
    return pages.html("record.html", ctx)


def render_result(lang: str, page: str, state: dict[str, str], *, fragment: bool,
                  **extra: Any) -> str:
    """The answer to a form: the result fragment for the page's script, else the whole page."""
    if fragment:
        pages = shared_pages()
        return pages.html("_result.html", pages.context(lang, page, **extra))
    return _page_html(lang, page, state, **extra)


def _fragment(request: Request) -> bool:
    return request.headers.get(_FRAGMENT_HEADER) == "1"


def result(request: Request, lang: str, page: str, state: dict[str, str], *,
           status: int = 200, **extra: Any) -> HTMLResponse:
    """The answer to a form, rendered here (for answers that need no work: a refused body)."""
    html = render_result(lang, page, state, fragment=_fragment(request), **extra)
    return HTMLResponse(html, status_code=status)


def error_page(request: Request, lang: str, message: str, status: int) -> HTMLResponse:
    """A page with only a message (an unknown address, a wrong method)."""
    pages = shared_pages()
    return pages.render("error.html", pages.context(lang, "error", error=message), status)


def _lanes(request: Request) -> Lanes:
    lanes: Lanes = request.app.state.lanes
    return lanes


# -- the work of a form ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True, kw_only=True)
class _PageJob:
    """What every form's job knows: the page, its language and what the form said."""

    page: str
    """``quick`` or ``record``."""
    lang: str
    """The page's language."""
    state: dict[str, str]
    """The form as it is drawn again."""
    fragment: bool
    """Only the result (for the page's script), not the whole page."""

    def answer(self, status: int = 200, **extra: Any) -> Answer:
        """The page (or fragment) with ``extra`` (``rulings``, ``error``, ``picker``)."""
        html = render_result(self.lang, self.page, self.state, fragment=self.fragment, **extra)
        return Answer(status=status, body=html.encode(), media_type=_HTML)

    def refuse(self, problem: FormProblem | VerzakingError, **extra: Any) -> Answer:
        """The page with the message of ``problem`` in the page's language."""
        if isinstance(problem, FormProblem):
            return self.answer(problem.status, error=problem_text(problem, self.lang), **extra)
        return self.answer(422, error=problem.message(self.lang), **extra)


@dataclass(frozen=True, slots=True, kw_only=True)
class QuickJob(_PageJob):
    """Ruling a filled-in quick form."""

    form: dict[str, str]
    """The form's fields."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        """The ruling of the case the form describes (a quick case has no cards: no solver)."""
        case = quick_case(self.form)
        budget.check()
        try:
            ruling = verzaking.rule(case, laws=self.form.get("laws", "").strip() or None)
        except VerzakingError as err:  # named as the form names its rows
            raise in_form_terms(err, self.form, self.lang) from None
        view = short_view(ruling_view(ruling, self.lang), case, self.lang)
        if "board" not in case:  # no number given: neither the page nor the log makes one up
            view = unnumbered(view, self.lang)
        return self.answer(rulings=[view])


@dataclass(frozen=True, slots=True, kw_only=True)
class RecordJob(_PageJob):
    """Reading a hand record or case file: the list of its boards, the ruling of the one chosen."""

    payload: Payload
    """The file or pasted text."""
    pick: str = ""
    """The place in the list of the board picked (the picker's button)."""
    find: str = ""
    """What the director searched the list for (sent without the page's script)."""
    equity: str = "double-dummy"
    """The 64C estimates asked for (``?equity=``)."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        """The picker for a file of several boards, else (or once picked) the ruling; a
        board that the file holds for several tables asks which table first."""
        laws = self.state["laws"].strip() or None
        boards = read_boards(self.payload, laws, budget)
        chosen = choose(boards, pick=self.pick, board=self.state["board"],
                        table=self.state["table"], name=self.payload.name)
        if chosen.rule is None:
            return self.answer(picker=picker(boards, self.lang, among=chosen.among,
                                             asked=chosen.asked, find=self.find))
        shown = picker(boards, self.lang, find=self.find) if len(boards) > 1 else None
        try:
            ruled = rule_boards(chosen.rule, laws, budget, solver=solver, equity=self.equity)
        except (FormProblem, VerzakingError) as problem:
            return self.refuse(problem, picker=shown)
        return self._ruled(ruled, shown, chosen.rule)

    def _ruled(self, ruled: list[Outcome], shown: dict[str, Any] | None,
               chosen: list[ReadBoard]) -> Answer:
        errors = [r.message(self.lang) for r in ruled if isinstance(r, VerzakingError)]
        cases = case_objects(self.payload.text) if any(b.kind == "json" for b in chosen) else []
        views = [with_case_notes(ruling_view(r, self.lang), cases, item, self.lang)
                 for r, item in zip(ruled, chosen, strict=False)
                 if not isinstance(r, VerzakingError)]
        return self.answer(422 if errors else 200, rulings=views, error="\n".join(errors) or None,
                           picker=shown)


# -- the quick form ------------------------------------------------------------------------

@router.get("/", response_class=HTMLResponse)
async def quick_form(request: Request) -> Response:
    """The quick form, empty."""
    lang = page_lang(request)
    page = HTMLResponse(_page_html(lang, "quick", quick_defaults()))
    return remember_lang(request, page)


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
    except FormProblem as problem:
        return result(request, lang, "quick", state, status=problem.status,
                      error=problem_text(problem, lang))
    lang = page_lang(request, fields)
    state.update({k: v for k, v in fields.items() if len(v) <= 200})
    job = QuickJob(page="quick", lang=lang, state=state, fragment=_fragment(request), form=fields)
    return (await _lanes(request).run(job, heavy=False)).response()


# -- the hand-record page ------------------------------------------------------------------

@router.get("/record", response_class=HTMLResponse)
async def record_form(request: Request) -> Response:
    """The hand-record page, empty."""
    lang = page_lang(request)
    return remember_lang(request, HTMLResponse(_page_html(lang, "record", record_defaults())))


@router.post("/record", response_class=HTMLResponse)
async def record_post(request: Request) -> Response:
    """The ruling on a board of a hand record or case file; the list if it has several."""
    lang = page_lang(request)
    state = record_defaults()
    try:
        fields, files = await read_form(request)
        lang = page_lang(request, fields)
        state.update({k: fields.get(k, "") for k in _RECORD_FIELDS})
        equity = page_equity(request)
        payload = form_payload(fields, files)
    except FormProblem as problem:
        return result(request, lang, "record", state, status=problem.status,
                      error=problem_text(problem, lang))
    if payload.uploaded:  # so that a page without script can pick a board next
        state["text"], state["text_name"] = payload.text, payload.name or ""
    job = RecordJob(page="record", lang=lang, state=state, fragment=_fragment(request),
                    payload=payload, pick=fields.get("pick", ""),
                    find=fields.get("find", "")[:80], equity=equity)
    lanes = _lanes(request)
    return (await lanes.run(job, heavy=len(payload.text) > lanes.limits.inline)).response()
