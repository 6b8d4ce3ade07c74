"""The log's files: the CSV and JSON exports, the import (merge), the pages to print."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from ..errors import VerzakingError
from ..ruling_log import csv_text, json_text, parse_import, report_page, ruling_page
from ..ruling_log.printed import PRINT_STYLE
from .forms import FormProblem
from .inputs import page_lang, read_form
from .logshared import Refused, here, listed, refused, work
from .rulings import problem_text
from .view import t

__all__ = ["router"]

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


@router.post("/log/import")
async def import_log(request: Request) -> Response:
    """Merge a JSON export: an upload (field ``file``), or a JSON body (answered with JSON)."""
    lang = page_lang(request)
    as_json = request.headers.get("content-type", "").split(";")[0].strip().endswith("json")
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
        try:
            entries = parse_import(data, name=name)
        except VerzakingError as err:
            raise Refused(err.message(lang)) from None
        result = await work(request, lang, lambda log: log.merge(entries))
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
