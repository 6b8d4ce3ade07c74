"""The JSON API: ``POST /api/rule`` gives the README's JSON for a case or a hand record.

The body is read as ``verzaking rule FILE`` reads a file (a PBN, LIN, JSON or YAML
file; a JSON or YAML Content-Type says the kind), ``?board=`` chooses as
``--board`` does, ``?table=`` as ``--table`` (of a board the file holds for several
tables, that table's), ``?laws=`` as ``--laws``.  The answer is one object per board,
``error`` on those that could not be read or ruled.  The work is an :class:`ApiJob`
that :mod:`.lanes` runs off the event loop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Query
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from ..errors import VerzakingError
from ..io import ReadBoard, select
from ..render.jsonout import error_to_dict, ruling_to_dict
from . import openapi
from .forms import FormProblem
from .inputs import Payload, api_payload, page_equity, pick_lang
from .lanes import Answer, Lanes
from .rulings import Budget, Outcome, problem_text, read_boards, rule_boards

__all__ = ["ApiJob", "error_entry", "router"]

router = APIRouter(prefix="/api")
"""The API's routes."""


def error_entry(key: str, message: str) -> dict[str, Any]:
    """A request the API could not take, in the shape of a board that could not be read."""
    return {"board": None, "error": message, "error_code": key, "file": None, "line": None}


def _entries(boards: list[ReadBoard], ruled: list[Outcome], lang: str) -> list[dict[str, Any]]:
    out = []
    for item, r in zip(boards, ruled, strict=True):
        if isinstance(r, VerzakingError):
            out.append(error_to_dict(r, board=item.place, lang=lang))
        else:
            out.append(ruling_to_dict(r, lang=lang, numbered=item.shows_number))
    return out


def _json(content: list[dict[str, Any]], status: int) -> Answer:
    body = bytes(JSONResponse(content).body)
    return Answer(status=status, body=body, media_type="application/json")


@dataclass(frozen=True, slots=True, kw_only=True)
class ApiJob:
    """Ruling the boards of an API call."""

    payload: Payload
    """The body."""
    lang: str
    """The language of the messages and step texts."""
    board: str | None = None
    """Only this board number."""
    table: str | None = None
    """Of a board the file holds for several tables, only this table's."""
    laws: str | None = None
    """The edition of the laws (``None``: the case's own, else 2017)."""
    equity: str = "double-dummy"
    """The 64C estimates asked for (``?equity=``, as ``--equity``)."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        """Every board's ruling (or error), as the README's JSON."""
        boards = select(read_boards(self.payload, self.laws, budget), self.board,
                        name=self.payload.name, table=self.table)
        out = _entries(boards, rule_boards(boards, self.laws, budget, solver=solver,
                                           equity=self.equity), self.lang)
        return _json(out, 422 if any("error" in o for o in out) else 200)

    def refuse(self, problem: FormProblem | VerzakingError) -> Answer:
        """One error entry: the request could not be taken."""
        if isinstance(problem, FormProblem):
            return _json([error_entry(problem.key, problem_text(problem, self.lang))],
                         problem.status)
        return _json([error_to_dict(problem, lang=self.lang)], 422)


@router.post("/rule", tags=["rulings"], summary="Rule a case or a hand record",
             description=openapi.RULE_DESCRIPTION, responses=openapi.RULE_RESPONSES,
             openapi_extra=openapi.RULE_REQUEST)
async def api_rule(
    request: Request,
    lang: str = Query("nl", description="Language of the messages and step texts: nl or en."),
    board: str | None = Query(None, description="Only this board number."),
    table: str | None = Query(None, description="Of a board the file holds for several tables, "
                                                "only this table's: its number, its room or a "
                                                "player's name."),
    laws: str | None = Query(None, description="Edition of the laws (default: the case's "
                                               "own, else 2017)."),
    equity: str | None = Query(None, description="The 64C estimates where the deal is known: "
                                                 "double-dummy, likely or both (default)."),
) -> Response:
    """Every board's ruling (or error), as the README's JSON."""
    lang = pick_lang(lang)
    try:
        mode = page_equity(request)  # ``equity`` above, checked (a 400 for another value)
        payload = await api_payload(request)
    except FormProblem as problem:
        return JSONResponse([error_entry(problem.key, problem_text(problem, lang))],
                            status_code=problem.status)
    lanes: Lanes = request.app.state.lanes
    job = ApiJob(payload=payload, lang=lang, board=board, table=table, laws=laws, equity=mode)
    return (await lanes.run(job, heavy=len(payload.text) > lanes.limits.inline)).response()
