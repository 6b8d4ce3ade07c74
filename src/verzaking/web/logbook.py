"""The log page ("Logboek / Log"): the evening's rulings kept, corrected, exported, merged.

``POST /log/save`` keeps a ruling shown on the quick or record page ("Opslaan in
logboek"): the form under each ruling carries its facts as a case file and a
stable id made when the ruling was shown, so that a second tap (or a reload of
the answer) saves nothing twice.  The case is ruled again here; the answer says
"saved" only once the entry is committed.  ``/log`` lists the entries, ``/log/N``
shows one with its history and the forms to correct it, mark it final or delete
it (a deletion needs its box ticked, and is itself a version).  ``/log/export.csv``
and ``/log/export.json`` export, ``POST /log/import`` merges a JSON export (a form's
upload, or a JSON body from the offline app: the answer is then JSON), ``/log/N/print``
and ``/log/report`` are the pages to print.

The log file is ``app.state.log_db`` if set, else ``VERZAKING_LOG_DB`` (``verzaking
serve --db``), else the user's data folder.  Every request opens it, works in a
thread off the event loop, and closes it: SQLite's WAL lets several server
processes and directors write one at a time.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

import verzaking

from ..errors import VerzakingError
from ..render.i18n import score_text, text
from ..ruling_log import Entry, LogError, Meta, RulingLog, content_of
from ..ruling_log.changes import form_changes, form_reason
from ..ruling_log.entries import check_date, check_id
from ..ruling_log.printed import entry_page, listing
from ..ruling_log.record import has_equity
from ..ruling_log.scored import weights_said
from . import logfiles
from .forms import FormProblem
from .inputs import page_lang, read_form, remember_lang
from .limits import Limits
from .logshared import (
    DB_ENV,
    Refused,
    fragment,
    here,
    listed,
    refused,
    render_page,
    request_limits,
    rule_case,
    work,
)
from .rulings import problem_text
from .templating import shared_pages
from .view import as_entered, ruling_view, t, unnumbered

__all__ = ["DB_ENV", "router"]

router = APIRouter(include_in_schema=False)
"""The log's routes (the files' too: :mod:`.logfiles`)."""
router.include_router(logfiles.router)



# -- saving a ruling -----------------------------------------------------------------------

def _case(raw: str, lang: str) -> dict[str, Any]:
    try:
        case = json.loads(raw)
    except (ValueError, RecursionError):
        case = None
    if not isinstance(case, dict):
        raise Refused(t("log_err_no_case", lang))
    return case


def _meta(fields: Mapping[str, str]) -> Meta:
    return Meta(event=fields.get("event"), date=fields.get("date"), round=fields.get("round"),
                table=fields.get("table"), board=fields.get("board"), ns=fields.get("ns"),
                ew=fields.get("ew"), note=fields.get("note"))


@router.post("/log/save")
async def save(request: Request) -> Response:
    """Keep a ruling in the log: "saved" once it is committed (a second time: saved already)."""
    lang = page_lang(request)
    try:
        fields, _files = await read_form(request)
        lang = page_lang(request, fields)
        entry_id = fields.get("id") or ""
        try:
            check_id(entry_id, where="id")
            if fields.get("date"):
                check_date(fields["date"])
        except VerzakingError as err:
            raise Refused(err.message(lang)) from None
        case = _case(fields.get("case", ""), lang)
        meta = _meta(fields)
        limits = request_limits(request)

        def job(log: RulingLog) -> tuple[Entry, bool]:
            there = log.find(entry_id)
            if there is not None:
                return there, False
            ruling = rule_case(case, limits, lang)
            content = content_of(ruling, meta, lang=lang, case=case, source={"web": "page"},
                                 score=fields)
            try:
                return log.add(content, entry_id=entry_id), True
            except LogError as err:
                if err.code != "log.err.id_exists":
                    raise
                found = log.find(entry_id)  # saved meanwhile by a second tap
                assert found is not None
                return found, False

        entry, new = await work(request, lang, job)
    except FormProblem as problem:
        return refused(request, lang, Refused(problem_text(problem, lang), problem.status))
    except Refused as problem:
        return refused(request, lang, problem)
    if not fragment(request):
        return RedirectResponse(here(f"/log/{entry.number}", lang,
                                      done="saved" if new else "already"), status_code=303)
    pages = shared_pages()
    message = t("log_saved" if new else "log_already", lang, number=entry.number)
    html = pages.html("_log_message.html", pages.context(lang, "log", message=message,
                                                         number=entry.number))
    return HTMLResponse(html, status_code=201 if new else 200)


# -- the list ------------------------------------------------------------------------------

def _done(request: Request, lang: str) -> str | None:
    done = request.query_params.get("done")
    number = request.query_params.get("n") or request.path_params.get("number")
    said = {"saved": ("log_saved", {"number": number}),
            "already": ("log_already", {"number": number}),
            "final": ("log_done_final", {"number": number}),
            "delete": ("log_done_delete", {"number": number}),
            "correct": ("log_done_correct", {"number": number,
                                             "revision": request.query_params.get("v")})}
    if done in said:
        key, data = said[done]
        return t(key, lang, **data)
    if done == "imported":
        q = request.query_params
        return text("log.imported", lang, {"file": q.get("file", ""), "added": q.get("a", "0"),
                                           "updated": q.get("u", "0"),
                                           "unchanged": q.get("s", "0")})
    return None


@router.get("/log", response_class=HTMLResponse)
async def logpage(request: Request) -> Response:
    """The evening's rulings, with the exports, the report and the import."""
    lang = page_lang(request)
    try:
        entries, event, date = await listed(request, lang)
    except Refused as problem:
        return refused(request, lang, problem)
    rows = [{**listing(e, lang), "href": here(f"/log/{e.number}", lang)} for e in entries]
    query = {"event": event, "date": date}
    links = {"csv": here("/log/export.csv", lang, **query),
             "json": here("/log/export.json", lang, **query),
             "report": here("/log/report", lang, **query)}
    page = render_page(request, lang, "log.html", rows=rows, links=links,
                 filters={"event": event or "", "date": date or ""},
                 message=_done(request, lang))
    return remember_lang(request, page)


# -- one entry -----------------------------------------------------------------------------

def _view(entry: Entry, limits: Limits, lang: str) -> dict[str, Any] | None:
    """The entry's ruling ruled again for the page (as the stored one had it: with or
    without the double-dummy estimate); ``None`` if it cannot be ruled now."""
    content = entry.content
    case = content.get("case")
    if not isinstance(case, Mapping):
        return None
    try:
        if has_equity(content.get("ruling") or {}):
            ruling = rule_case(case, limits, lang)
        else:
            # without a deal no estimate can be made, but the page said so (64C): the same
            ruling = verzaking.rule(dict(case), equity="deal" not in case)  # words here
    except (Refused, VerzakingError):
        return None
    view = _weights_chosen(as_entered(ruling_view(ruling, lang), content, ruling, lang),
                           content.get("score_basis"), lang)
    view["log"] = None  # no "save" under a ruling that is in the log already
    return view if content.get("board") else unnumbered(view, lang)


def _weights_chosen(view: dict[str, Any], basis: Any, lang: str) -> dict[str, Any]:
    """The entry's ruling with the weights the director chose (a weighted score) in its
    weights box, where the box has the same scores: the page shows what was entered."""
    if not isinstance(basis, Mapping) or basis.get("kind") != "weighted":
        return view
    chosen = [(w.get("weight"), score_text(w.get("score_ns"))) for w in basis["weights"]]
    for box in view.get("equity") or []:
        items = box.get("weighted") or []
        if [w["score"] for w in items] == [s for _, s in chosen]:
            box["weighted"] = [{**w, "weight": weight} for w, (weight, _) in zip(
                items, chosen, strict=True)]
            box["weighted_text"] = weights_said(basis, lang)
            break
    return view


@router.get("/log/{number:int}", response_class=HTMLResponse)
async def entrypage(request: Request, number: int) -> Response:
    """One entry: its ruling and facts, its history, and the forms to change it."""
    lang = page_lang(request)
    limits = request_limits(request)
    try:
        entry, view = await work(request, lang, lambda log: (
            (e := log.entry(number)), _view(e, limits, lang)), create=False)
    except Refused as problem:
        return refused(request, lang, problem)
    page = render_page(request, lang, "log_entry.html", path=f"/log/{number}",
                       **entry_page(entry, lang), rulings=[view] if view is not None else [],
                       message=_done(request, lang), print_nl=f"/log/{number}/print?lang=nl",
                       print_en=f"/log/{number}/print?lang=en", back=f"/log?lang={lang}",
                       actions={act: f"/log/{number}/{act}?lang={lang}"
                                for act in ("correct", "final", "delete")})
    return remember_lang(request, page)


def _reason(fields: Mapping[str, str], lang: str, default: str | None = None) -> str:
    return form_reason(fields, default) or text(str(default), lang)


async def _change(request: Request, number: int,
                  act: Callable[[RulingLog, Entry, Mapping[str, str], str], tuple[str, Entry]]
                  ) -> Response:
    lang = page_lang(request)
    try:
        fields, _files = await read_form(request)
        lang = page_lang(request, fields)

        def job(log: RulingLog) -> tuple[str, Entry]:
            return act(log, log.entry(number), fields, lang)

        done, entry = await work(request, lang, job, create=False)
    except FormProblem as problem:
        return refused(request, lang, Refused(problem_text(problem, lang), problem.status))
    except Refused as problem:
        return refused(request, lang, problem)
    return RedirectResponse(here(f"/log/{number}", lang, done=done, v=len(entry.versions)),
                            status_code=303)


def _do_correct(log: RulingLog, entry: Entry, fields: Mapping[str, str],
                lang: str) -> tuple[str, Entry]:
    reason = _reason(fields, lang)
    changes = form_changes(entry, fields)
    reopen = fields.get("reopen") == "1"
    if not changes and not (entry.final and reopen):
        raise Refused(t("log_err_same", lang))
    return "correct", log.correct(entry.number or 0, changes, reason=reason, reopen=reopen)


def _do_final(log: RulingLog, entry: Entry, fields: Mapping[str, str],
              lang: str) -> tuple[str, Entry]:
    done = log.mark_final(entry.number or 0, reason=_reason(fields, lang, "log.reason_final"))
    return "final", done or entry


def _do_delete(log: RulingLog, entry: Entry, fields: Mapping[str, str],
               lang: str) -> tuple[str, Entry]:
    if fields.get("confirm") != "1":
        raise Refused(t("log_err_confirm", lang, number=entry.number))
    reason = _reason(fields, lang, "log.reason_delete")
    return "delete", log.delete(entry.number or 0, reason=reason)


@router.post("/log/{number:int}/correct")
async def correct(request: Request, number: int) -> Response:
    """Correct an entry: a new version with the reason, the earlier one kept."""
    return await _change(request, number, _do_correct)


@router.post("/log/{number:int}/final")
async def mark_final(request: Request, number: int) -> Response:
    """Mark an entry final."""
    return await _change(request, number, _do_final)


@router.post("/log/{number:int}/delete")
async def delete(request: Request, number: int) -> Response:
    """Delete an entry (its box ticked): a last version that says so, the history kept."""
    return await _change(request, number, _do_delete)

