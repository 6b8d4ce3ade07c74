"""The page "Verloop / Play by play" (``/tell``): a board told by taps as it happens, with
"what now?" after each tap and the ruling at the end.

Each tap posts the state so far and the tap (``do``); the answer is the page, or with the
header ``X-Fragment: 1`` (the page's script, ``static/tell.js``) only its area, or with
``?format=json`` the state, "what now?" and what may happen next as JSON.  The work
is a job (:class:`TellJob`) run off the event loop; what a tap does is
:mod:`.told`'s, what the page shows :mod:`.toldview`'s.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from ..errors import VerzakingError
from .forms import FormProblem
from .inputs import page_lang, read_form, remember_lang
from .lanes import Answer, Lanes
from .rulings import Budget, problem_text
from .templating import editions, form_options, shared_pages
from .told import Told
from .toldview import tapped_view, told_view

__all__ = ["TellJob", "router", "tell_html"]

router = APIRouter(include_in_schema=False)
"""The page's routes (not in the API's schema)."""


def _setup(told: Told) -> dict[str, str]:
    """The setup fields as the form draws them again (contract, declarer, ...)."""
    return {"level": told.level, "strain": told.strain, "dbl": told.dbl,
            "declarer": told.declarer, "vul": told.vul, "laws": told.laws or "2017",
            "board": told.board, "deal": told.deal}


def page_context(lang: str, view: dict[str, Any] | None = None,
                 setup: dict[str, str] | None = None, *,
                 static_root: str | None = None) -> dict[str, Any]:
    """What the page's template needs besides the shared context: the choices of the setup
    taps, the setup as tapped (``setup``), the area (``view``; default: empty), and where
    its script and style are (``static_root``; default: the server's ``/static/``)."""
    out = {"state": setup or _setup(Told()), "options": form_options(lang),
           "editions": editions(lang, from_file=False),
           "tell": view if view is not None else told_view(Told(), lang)}
    return out if static_root is None else {**out, "static_root": static_root}


def tell_html(lang: str, view: dict[str, Any], *, fragment: bool,
              setup: dict[str, str] | None = None) -> str:
    """The page with ``view`` (:func:`.toldview.told_view`; ``fragment``: only its area;
    ``setup``: the contract and the rest as tapped)."""
    pages = shared_pages()
    extra: dict[str, Any] = {"tell": view}
    if fragment:
        return pages.html("_tell.html", pages.context(lang, "tell", **extra))
    ctx = pages.context(lang, "tell", **page_context(lang, view, setup))
    ctx["switch_url"] = f"/tell?lang={ctx['other_lang']}"
    ctx["urls"] = {**ctx["urls"], "tell": f"/tell?lang={lang}"}
    return pages.html("tell.html", ctx)


@dataclass(frozen=True, slots=True, kw_only=True)
class TellJob:
    """One tap on the page."""

    lang: str
    """The page's language."""
    form: dict[str, str]
    """The state so far and the tap."""
    fragment: bool
    """Only the page's area (for its script)."""
    json: bool = False
    """Answer in JSON (``?format=json``): the state, "what now?" and the table's choices."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        """The page after the tap (or, asked for JSON, its state, "what now?" and what may
        happen next)."""
        view, status = tapped_view(self.form, self.lang)
        budget.check()
        if self.json:
            data = {"state": view["state"], "error": view["error"],
                    "next": view.get("whatnow", []), "choices": view.get("choices")}
            return Answer(status=status, body=json.dumps(data, ensure_ascii=False).encode(),
                          media_type="application/json")
        try:
            setup: dict[str, str] | None = _setup(Told.from_form(self.form))
        except FormProblem:
            setup = None
        html = tell_html(self.lang, view, fragment=self.fragment, setup=setup)
        return Answer(status=status, body=html.encode(), media_type="text/html")

    def refuse(self, problem: FormProblem | VerzakingError) -> Answer:
        """A state that cannot be read: the page as it first appears, with the reason."""
        message = (problem_text(problem, self.lang) if isinstance(problem, FormProblem)
                   else problem.message(self.lang))
        status = problem.status if isinstance(problem, FormProblem) else 422
        html = tell_html(self.lang, told_view(Told(), self.lang, error=message),
                         fragment=self.fragment)
        return Answer(status=status, body=html.encode(), media_type="text/html")


@router.get("/tell", response_class=HTMLResponse)
async def tell_form(request: Request) -> Response:
    """The page, empty."""
    lang = page_lang(request)
    html = tell_html(lang, told_view(Told(), lang), fragment=False)
    return remember_lang(request, HTMLResponse(html))


@router.post("/tell", response_class=HTMLResponse)
async def tell_post(request: Request) -> Response:
    """The page after a tap."""
    lang = page_lang(request)
    try:
        fields, _files = await read_form(request)
    except FormProblem as problem:
        html = tell_html(lang, told_view(Told(), lang, error=problem_text(problem, lang)),
                         fragment=request.headers.get("x-fragment") == "1")
        return HTMLResponse(html, status_code=problem.status)
    lang = page_lang(request, fields)
    job = TellJob(lang=lang, form=fields, fragment=request.headers.get("x-fragment") == "1",
                  json=request.query_params.get("format") == "json")
    lanes: Lanes = request.app.state.lanes
    return (await lanes.run(job, heavy=False)).response()
