"""The JSON API: ``POST /api/rule`` gives the README's JSON for a case or a hand record.

The body is read as ``verzaking rule FILE`` reads a file (a PBN, LIN, JSON or YAML
file; a JSON or YAML Content-Type says the kind), ``?board=`` chooses as
``--board`` does, ``?laws=`` as ``--laws``.  The answer is one object per board,
``error`` on those that could not be read or ruled.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from ..errors import VerzakingError
from ..io import ReadBoard, select
from ..render.jsonout import error_to_dict, ruling_to_dict
from . import openapi
from .forms import FormProblem
from .inputs import api_payload, pick_lang
from .rulings import Outcome, problem_text, read_boards, rule_boards

__all__ = ["error_entry", "router"]

router = APIRouter(prefix="/api")
"""The API's routes."""

def error_entry(key: str, message: str) -> dict[str, Any]:
    """A request the API could not take, in the shape of a board that could not be read."""
    return {"board": None, "error": message, "error_code": key, "file": None, "line": None}


def _entries(boards: list[ReadBoard], ruled: list[Outcome], lang: str) -> list[dict[str, Any]]:
    out = []
    for item, r in zip(boards, ruled, strict=True):
        if isinstance(r, VerzakingError):
            out.append(error_to_dict(r, board=item.board, lang=lang))
        else:
            out.append(ruling_to_dict(r, lang=lang))
    return out


@router.post("/rule", tags=["rulings"], summary="Rule a case or a hand record",
             description=openapi.RULE_DESCRIPTION, responses=openapi.RULE_RESPONSES,
             openapi_extra=openapi.RULE_REQUEST)
async def api_rule(
    request: Request,
    lang: str = Query("nl", description="Language of the messages and step texts: nl or en."),
    board: str | None = Query(None, description="Only this board number."),
    laws: str | None = Query(None, description="Edition of the laws (default: the case's "
                                               "own, else 2017)."),
) -> Response:
    """Every board's ruling (or error), as the README's JSON."""
    lang = pick_lang(lang)
    try:
        payload = await api_payload(request)
        boards = select(await read_boards(payload, laws), board, name=payload.name)
        ruled = await rule_boards(boards, laws)
    except FormProblem as problem:
        return JSONResponse([error_entry(problem.key, problem_text(problem, lang))],
                            status_code=problem.status)
    except VerzakingError as err:
        return JSONResponse([error_to_dict(err, lang=lang)], status_code=422)
    out = _entries(boards, ruled, lang)
    failed = any("error" in o for o in out)
    return JSONResponse(out, status_code=422 if failed else 200)
