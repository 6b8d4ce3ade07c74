"""The log's files: the CSV and JSON exports, the import (merge), the pages to print."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from ..errors import VerzakingError
from ..ruling_log import Entry, Version, csv_text, json_text, parse_import, report_page, ruling_page
from ..ruling_log.printed import PRINT_STYLE
from .forms import FormProblem
from .inputs import page_lang, read_form
from .lanes import Answer, Lanes, in_thread
from .limits import Limits
from .logshared import Refused, here, json_body, listed, refused, work
from .rulings import Budget, problem_text
from .view import t

__all__ = ["ImportJob", "checked_entries", "router"]

router = APIRouter(include_in_schema=False)
"""The routes of the log's files."""

@router.get("/log/export.csv")
async def export_csv(request: Request) -> Response:
    """The CSV for the scoring program, in the page's language."""
    lang = page_lang(request)
    try:
        entries, _, _ = await listed(request, lang)
    except Refused as problem:
        return refused(request, lang, problem)
    return Response(csv_text(entries, lang).encode("utf-8-sig"), media_type="text/csv",
                    headers={"content-disposition": 'attachment; filename="logboek.csv"'})


@router.get("/log/export.json")
async def export_json(request: Request) -> Response:
    """The JSON export (every version, deletions too): what the offline app merges."""
    lang = page_lang(request)
    try:
        entries, _, _ = await listed(request, lang, deleted=True)
    except Refused as problem:
        return refused(request, lang, problem)
    return Response(json_text(entries).encode(), media_type="application/json",
                    headers={"content-disposition": 'attachment; filename="logboek.json"'})


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportJob:
    """Reading and checking an import file (every entry, each case ruled again): a job for
    the lanes, off the event loop and under the request's time budget.  Its answer is the
    checked entries as JSON (:func:`checked_entries` reads them back), or ``{"error": …}``."""

    data: bytes
    """The file."""
    name: str
    """What the messages call it."""
    lang: str
    """The language of the messages."""

    def work(self, budget: Budget, *, solver: bool) -> Answer:
        """The checked entries; raises :class:`LogError` for a bad file."""
        entries = parse_import(self.data, name=self.name, check=budget.check)
        body = json.dumps([e.to_dict() for e in entries], ensure_ascii=False)
        return Answer(status=200, body=body.encode(), media_type="application/json")

    def refuse(self, problem: FormProblem | VerzakingError) -> Answer:
        """``{"error": …}`` with the status of the problem (422 for a bad file)."""
        if isinstance(problem, FormProblem):
            message, status = problem_text(problem, self.lang), problem.status
        else:
            message, status = problem.message(self.lang), 422
        return Answer(status=status, body=json.dumps({"error": message}).encode(),
                      media_type="application/json")


def checked_entries(body: bytes) -> list[Entry]:
    """The entries an :class:`ImportJob` checked, read back (not checked again)."""
    return [Entry(id=item["id"], versions=tuple(
        Version(revision=v["revision"], at=v["at"], reason=v["reason"], content=v["content"])
        for v in item["versions"])) for item in json.loads(body)]


async def _checked(request: Request, job: ImportJob) -> Answer:
    lanes: Lanes | None = getattr(request.app.state, "lanes", None)
    if lanes is None:
        return await asyncio.to_thread(in_thread, job, Limits(), solver=True)
    return await lanes.run(job, heavy=len(job.data) > lanes.limits.inline)


@router.post("/log/import")
async def import_log(request: Request) -> Response:
    """Merge a JSON export: an upload (field ``file``), or a JSON body (answered with JSON).

    The file is read and checked by an :class:`ImportJob` in the lanes; the merge (one
    writer) in a thread of this process.
    """
    lang = page_lang(request)
    as_json = json_body(request)
    try:
        if as_json:
            data, name = await request.body(), "JSON"
        else:
            fields, files = await read_form(request)
            lang = page_lang(request, fields)
            upload = files.get("file")
            if upload is None or not upload.data:
                raise Refused(t("log_err_no_file", lang), 400)
            data, name = upload.data, upload.name or "JSON"
        answer = await _checked(request, ImportJob(data=data, name=name, lang=lang))
        if answer.status != 200:
            raise Refused(json.loads(answer.body)["error"], answer.status)
        result = await work(request, lang,
                            lambda log: log.merge(checked_entries(answer.body)))
    except FormProblem as problem:
        return refused(request, lang, Refused(problem_text(problem, lang), problem.status))
    except Refused as problem:
        if as_json:
            return JSONResponse({"error": problem.message}, status_code=problem.status)
        return refused(request, lang, problem)
    if as_json:
        return JSONResponse({"added": result.added, "updated": result.updated,
                             "unchanged": result.unchanged})
    return RedirectResponse(here("/log", lang, done="imported", file=name, a=result.added,
                                  u=result.updated, s=result.unchanged), status_code=303)


@router.get("/log/print.css")
async def print_style() -> Response:
    """The style of the pages to print (served: the pages allow no inline style)."""
    return Response(PRINT_STYLE, media_type="text/css")


@router.get("/log/{number:int}/print", response_class=HTMLResponse)
async def printpage(request: Request, number: int) -> Response:
    """The page for the players, in their language (``?lang=``)."""
    lang = page_lang(request)
    try:
        entry = await work(request, lang, lambda log: log.entry(number), create=False)
        html = await asyncio.to_thread(ruling_page, entry, lang, style_href="/log/print.css")
    except Refused as problem:
        return refused(request, lang, problem)
    return HTMLResponse(html)


@router.get("/log/report", response_class=HTMLResponse)
async def report(request: Request) -> Response:
    """The report of the evening (``?event=``, ``?date=``), to print."""
    lang = page_lang(request)
    try:
        entries, event, date = await listed(request, lang)
        html = await asyncio.to_thread(report_page, entries, lang, event=event, date=date,
                                       style_href="/log/print.css")
    except Refused as problem:
        return refused(request, lang, problem)
    return HTMLResponse(html)
