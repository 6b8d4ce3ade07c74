"""The practice page (``/practice``): the trainer's questions, answered by taps on the phone.

The page is one template and a script (``static/practice.js``); the questions come from
``GET /api/quiz`` (``level``, ``laws``, ``lang``, ``seed``, ``count``, ``weak``: topics to
ask more often) or ``GET /api/quiz/{code}`` (one question by its share code), in the JSON
form of ``verzaking quiz --json``.  The progress is kept in the browser (localStorage),
never on the server.  Bad input is a message in the page's language with a 400.
"""

from __future__ import annotations

import random

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from ..errors import VerzakingError
from ..laws import find_edition
from ..render.i18n import CATALOGS, text
from ..trainer import by_code, question_to_dict
from ..trainer.session import Run, parse_number, topics_for
from .inputs import page_lang, pick_lang
from .templating import shared_pages

__all__ = ["router"]

router = APIRouter(include_in_schema=False)
"""The practice page and its two JSON routes."""

_MOST = 20
"""The most questions one request gets."""


def _texts(lang: str) -> dict[str, str]:
    """What the page's script says, in ``lang``."""
    return {k: v for k, v in CATALOGS[lang].items()
            if k.startswith(("quiz.web.", "quiz.topic.", "quiz.tf."))}


@router.get("/practice", response_class=HTMLResponse)
def practice_page(request: Request) -> Response:
    """The page; ``?q=CODE`` opens the shared question first."""
    lang = page_lang(request)
    other = pick_lang(text("quiz.web.other_code", lang))
    ctx = {"lang": lang, "other": other, "texts": _texts(lang),
           "title": text("quiz.web.title", lang), "other_label": text("quiz.web.other", lang)}
    return shared_pages().render("practice.html", ctx)


def _bad(lang: str, err: VerzakingError) -> JSONResponse:
    return JSONResponse({"error": err.message(lang)}, status_code=400)


def _int(raw: str | None, default: int, code: str, name: str, least: int, most: int) -> int:
    return default if raw is None else parse_number(raw, code, name, least, most)


@router.get("/api/quiz")
def quiz(request: Request) -> Response:
    """Questions as ``verzaking quiz --json`` gives them."""
    p = request.query_params
    lang = pick_lang(p.get("lang"))
    try:
        level = _int(p.get("level"), 1, "quiz_level", "level", 1, 3)
        count = _int(p.get("count"), 10, "quiz_count", "count", 1, _MOST)
        seed = _int(p.get("seed"), random.SystemRandom().getrandbits(32), "quiz_seed", "seed",
                    0, 2**63)
        laws = find_edition(p.get("laws") or "2017").key
    except VerzakingError as err:
        return _bad(lang, err)
    weak = set((p.get("weak") or "").split(",")) & set(topics_for(level, laws))
    run = Run(level=level, seed=seed, laws=laws)
    weights = {t: 3.0 for t in weak}
    return JSONResponse([question_to_dict(run.next(weights), lang) for _ in range(count)])


@router.get("/api/quiz/{code}")
def quiz_code(request: Request, code: str) -> Response:
    """The one question with share code ``code``."""
    lang = pick_lang(request.query_params.get("lang"))
    try:
        return JSONResponse([question_to_dict(by_code(code), lang)])
    except VerzakingError as err:
        return _bad(lang, err)
