"""What the offline site's JavaScript calls, in the browser (Pyodide): the engine's door.

Each function takes plain values and gives JSON text, so the JavaScript side only
passes text along (no law there).  :func:`rule` gives what ``verzaking rule --json
--no-equity`` prints for the same text (with ``equity``, what ``verzaking rule --json``
prints, the estimate of 64C included); with ``html`` also the result area of the page,
drawn from the same templates the server uses.  The estimate is made by the same
Python as on the server, over DDS compiled to WebAssembly (:mod:`verzaking.equity.wasm`)
where the page loaded it; without it, the page offers to ask the server.

>>> import json, pathlib
>>> case = pathlib.Path("examples/voorbeeld1.json").read_text()
>>> out = json.loads(rule(case, json.dumps({"lang": "en"})))
>>> [(b["board"], b["score_ns"]) for b in out["json"]]
[('1', {'played': -50, 'adjusted': 420})]
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import verzaking

from ..equity.solver import installed as solver_installed
from ..errors import InputError, VerzakingError
from ..io import ReadBoard, iter_read_text, select, sniff
from ..io.textio import decode_bytes
from ..laws import EDITIONS, find_edition
from ..render.i18n import text, with_reasons
from ..render.jsonout import error_to_dict, ruling_to_dict
from ..render.stream import to_json
from ..ruling import Ruling
from ..ruling_log import Entry, csv_text, json_text, listing, ruling_page
from ..ruling_log.printed import entry_page
from ..web.forms import FormProblem, quick_case
from ..web.picker import choose, picker
from ..web.toldview import tapped_view
from ..web.view import (
    as_entered,
    case_objects,
    ruling_view,
    t,
    unnumbered,
    with_case_notes,
)
from . import logbook
from . import quiz as quiz_api

__all__ = ["info", "log_change", "log_export", "log_import", "log_page", "log_print", "log_save",
           "quick_case_text", "quiz", "rule", "tell_page"]

HERE = Path(__file__).resolve().parent
_TEMPLATES = (HERE / "templates", HERE.parent / "web" / "templates")
_LANGS = ("nl", "en")


def info() -> str:
    """The engine the page carries: its version, the editions of the laws, and whether the
    double-dummy solver is here (the WebAssembly one, where the page loaded it)."""
    return json.dumps({"version": verzaking.__version__, "laws": list(EDITIONS),
                       "solver": quiz_api.solver_here()})


def quiz(path: str) -> str:
    """The practice page's questions: what the server's ``GET /api/`` + ``path`` gives
    (``quiz?level=1&count=10``, ``quiz/CODE``); without the solver, none that need it."""
    return quiz_api.api(path)


def quick_case_text(fields: str, lang: str) -> str:
    """The quick form (its fields as JSON) as a case file's JSON, or the form's message."""
    lang = lang if lang in _LANGS else "nl"
    try:
        form = {str(k): str(v) for k, v in json.loads(fields).items()}
        return json.dumps({"case": json.dumps(quick_case(form), ensure_ascii=False)})
    except FormProblem as problem:
        # a reason given by its code said in words, as the server's page says it
        # (web.rulings.problem_text; that module is not carried offline)
        return json.dumps({"error": text(problem.key, lang, with_reasons(problem.data, lang))})
    except (ValueError, AttributeError):
        return json.dumps({"error": t("web.err.bad_form", lang, reason="JSON")})


def tell_page(fields: str, lang: str) -> str:
    """The page "Verloop / Play by play" after a tap (its fields as JSON: the board so far
    and ``do``): its area, as the server's ``POST /tell`` draws it."""
    lang = lang if lang in _LANGS else "nl"
    try:
        form = {str(k): str(v) for k, v in json.loads(fields).items()}
    except (ValueError, AttributeError):
        form = {"events": "?"}  # said as a broken form
    view, _status = tapped_view(form, lang)
    return _render(lang, "tell", "_tell.html", tell=view)


def _text(source: Any) -> str:
    """Pasted text as it is; a file's bytes (a JavaScript ``Uint8Array``) decoded as the
    command line decodes a file (UTF-8, else Windows-1252)."""
    if isinstance(source, str):
        return source
    if source is None:
        return ""
    if hasattr(source, "to_bytes"):  # a JsProxy of a Uint8Array
        source = source.to_bytes()
    return decode_bytes(bytes(source))


def _boards(text: str, *, name: str | None, kind: str | None,
            laws: str | None) -> list[ReadBoard]:
    """The boards of the text; YAML where PyYAML is missing (a site built without it) says
    that it needs the server."""
    try:
        import yaml  # noqa: F401  (the site carries its pure-Python part)
    except ImportError:
        if sniff(name, text, declared=kind) == "yaml":
            return [ReadBoard(board="?", error=InputError("yaml_offline", file=name))]
    return list(iter_read_text(text, name=name, kind=kind, laws=laws))


def _ruled(item: ReadBoard, *, name: str | None, laws: str | None,
           equity: bool = False) -> Ruling | VerzakingError:
    """One board ruled as ``verzaking rule`` rules it (``--no-equity`` unless ``equity``),
    or its error."""
    if item.error is not None:
        return item.error
    assert item.facts is not None
    try:
        return verzaking.rule(item.facts, laws=laws or item.laws, equity=equity)
    except VerzakingError as exc:
        return exc.located(file=name, board=item.place)


def _json(item: ReadBoard, outcome: Ruling | VerzakingError, lang: str) -> str:
    """The board's JSON as the command line writes it (``batch.rule_one``)."""
    if isinstance(outcome, VerzakingError):
        return to_json(error_to_dict(outcome, board=item.place, lang=lang,
                                     message=outcome.message(lang)))
    return to_json(ruling_to_dict(outcome, lang=lang, numbered=item.shows_number))


def rule(source: Any, options: str) -> str:
    """Rule a case file's JSON, a PBN or a LIN text: ``{"json": [...], "html": ...}``.

    ``options`` (JSON): ``lang``, ``laws``, ``board`` (as ``--board``), ``table`` (as
    ``--table``), ``name`` (the file's name: its kind by extension, and the file in
    messages), ``kind``, ``equity`` (the estimate of 64C, as ``verzaking rule`` without
    ``--no-equity``); for the page: ``html`` (also the result area), ``pick`` (the board
    picked from the list), ``find`` (the list's search) and ``page``.  A wrong ``laws`` is
    ``{"error": message}``.
    """
    opts = json.loads(options)
    lang = opts.get("lang") if opts.get("lang") in _LANGS else "nl"
    laws = str(opts.get("laws") or "").strip() or None
    board = str(opts.get("board") or "").strip()
    table = str(opts.get("table") or "").strip()
    name = opts.get("name") or None
    try:
        if laws is not None:
            find_edition(laws)
    except VerzakingError as err:
        return json.dumps({"error": err.message(lang)})
    text = _text(source)
    boards = _boards(text, name=name, kind=opts.get("kind") or None, laws=laws)
    equity = bool(opts.get("equity"))
    if not opts.get("html"):
        chosen = select(boards, board or None, name=name, table=table or None)
        parts = [_json(item, _ruled(item, name=name, laws=laws, equity=equity), lang)
                 for item in chosen]
        return '{"json":[' + ",".join(parts) + "]}"
    return _page(boards, opts, text=text, lang=lang, laws=laws, board=board, table=table,
                 name=name)


def _page(boards: list[ReadBoard], opts: dict[str, Any], *, text: str, lang: str,
          laws: str | None, board: str, table: str, name: str | None) -> str:
    """The JSON of the boards the page rules and the page's result area (as the server's
    hand-record page chooses: the board picked, the one numbered at the table typed, the
    only one; else the list, or the question which table)."""
    find = str(opts.get("find") or "")[:80]
    picked = choose(boards, pick=str(opts.get("pick") or ""), board=board, table=table,
                    name=name)
    if picked.rule is None:
        shown = picker(boards, lang, among=picked.among, asked=picked.asked, find=find)
        html = _render(lang, str(opts.get("page") or "record"), picker=shown)
        return json.dumps({"json": [], "html": html})
    chosen = picked.rule
    listed = picker(boards, lang, find=find) if len(boards) > 1 else None
    parts, views, errors, server = [], [], [], False
    cases = case_objects(text) if any(b.kind == "json" for b in chosen) else []
    equity = bool(opts.get("equity")) and solver_installed()
    for item in chosen:
        outcome = _ruled(item, name=name, laws=laws, equity=equity)
        parts.append(_json(item, outcome, lang))
        if isinstance(outcome, VerzakingError):
            errors.append(outcome.message(lang))
            continue
        view = with_case_notes(ruling_view(_as_served(outcome, item, laws), lang), cases,
                               item, lang)
        needs = (not equity and outcome.facts.deal is not None
                 and any(r.established for r in outcome.revokes))
        if needs and not server:  # the offer under the first ruling that needs the server
            view = {**view, "equity_offer": True}  # (two tables of one board: the second)
        views.append(view)
        server = server or needs
    html = _render(lang, str(opts.get("page") or "record"), rulings=views,
                   error="\n".join(errors) or None, picker=listed)
    return '{"json":[' + ",".join(parts) + '],"html":' + json.dumps(html) + "}"


def _as_served(outcome: Ruling, item: ReadBoard, laws: str | None) -> Ruling:
    """The ruling as the server's page shows it: without the cards and play, the words on 64C
    (it needs them; the director judges), which need no solver (the JSON stays as
    ``verzaking rule --no-equity`` writes it)."""
    facts = outcome.facts
    if (facts.deal is not None and facts.play is not None) or item.facts is None:
        return outcome
    try:
        return verzaking.rule(item.facts, laws=laws or item.laws, equity=True)
    except VerzakingError:
        return outcome


@cache
def _environment() -> Any:
    import jinja2

    return jinja2.Environment(loader=jinja2.FileSystemLoader([str(p) for p in _TEMPLATES]),
                              autoescape=True, trim_blocks=True, lstrip_blocks=True,
                              undefined=jinja2.StrictUndefined)


def _render(lang: str, page: str, template: str = "_site_result.html", **extra: Any) -> str:
    """The result area (``_site_result.html``: the server's ``_result.html`` and, where
    the estimate of 64C needs the server, the offer to ask it), or another ``template``."""
    ctx: dict[str, Any] = {"lang": lang, "page": page, "error": None, "rulings": [],
                           "choices": [], "guide": "guide/", "picker": None,
                           "t": lambda key, **data: t(key, lang, **data),
                           "lt": lambda key, **data: text(key, lang, data),
                           "version": verzaking.__version__, **extra}
    return str(_environment().get_template(template).render(ctx))


# -- the ruling log, kept by the page in the browser (IndexedDB) ---------------------------

def _lang(lang: str) -> str:
    return lang if lang in _LANGS else "nl"


def _error(err: VerzakingError, lang: str) -> str:
    return json.dumps({"error": err.message(lang)})


def log_save(case: str, fields: str, lang: str) -> str:
    """A ruling of the page as a new entry for the browser's log: ``{"entry": ...}`` (the
    export's form, without its number), or ``{"error": message}``."""
    lang = _lang(lang)
    try:
        data = json.loads(case)
        if not isinstance(data, dict):
            raise ValueError
    except (ValueError, RecursionError):
        return json.dumps({"error": t("log_err_no_case", lang)})
    form = {str(k): str(v) for k, v in json.loads(fields).items()}
    try:
        return json.dumps({"entry": logbook.new_entry(data, form, lang=lang)}, ensure_ascii=False)
    except VerzakingError as err:
        return _error(err, lang)


def log_page(entries: str, options: str) -> str:
    """The log page's area: the list (with the exports and the import), or entry
    ``number`` with its ruling, history and forms.  ``options``: ``lang``, ``number``,
    ``page`` (the log page's file), ``message``."""
    opts = json.loads(options)
    lang, page = _lang(opts.get("lang")), str(opts.get("page") or "log.html")
    stored = logbook.stored(json.loads(entries))
    number = opts.get("number")
    message = opts.get("message") or None
    entry = next((e for e in stored if number is not None and e.number == number), None)
    if entry is None:
        rows = [{**listing(e, lang), "href": f"{page}?n={e.number}"}
                for e in stored if not e.deleted]
        gone = number is not None
        return _render(lang, "log", "_site_log.html", rows=rows, message=message,
                       error=t("site_log_no_entry", lang, number=number) if gone else None)
    return _render(lang, "log", "_log_entry.html", **_entry_view(entry, lang, page),
                   message=message)


def _entry_view(entry: Entry, lang: str, page: str) -> dict[str, Any]:
    c = entry.content
    try:
        case = dict(c["case"])  # without a deal, the page's words on 64C (no estimate made)
        ruling = verzaking.rule(case, equity="deal" not in case)
        view: dict[str, Any] | None = as_entered(ruling_view(ruling, lang), c, ruling, lang)
    except (VerzakingError, KeyError, TypeError, ValueError):
        view = None
    if view is not None:
        view["log"] = None  # no "save" under a ruling that is in the log already
        if not c.get("board"):
            view = unnumbered(view, lang)
    return {**entry_page(entry, lang), "rulings": [view] if view else [],
            "print_nl": "#print-nl", "print_en": "#print-en", "back": page,
            "actions": dict.fromkeys(logbook.ACTIONS, "#")}


def log_change(entry: str, action: str, fields: str, lang: str) -> str:
    """Entry ``entry`` changed by a form of its page: ``{"entry": ..., "message": ...}``, or
    ``{"error": message}`` (nothing changed)."""
    lang = _lang(lang)
    old = logbook.stored([json.loads(entry)])[0]
    form = {str(k): str(v) for k, v in json.loads(fields).items()}
    try:
        new = logbook.change(old, action, form, lang=lang)
    except VerzakingError as err:
        return _error(err, lang)
    said = {"correct": t("log_done_correct", lang, number=new.number,
                         revision=len(new.versions)),
            "final": t("log_done_final", lang, number=new.number),
            "delete": t("log_done_delete", lang, number=new.number)}[action]
    return json.dumps({"entry": new.to_dict(), "message": said}, ensure_ascii=False)


def log_export(entries: str, kind: str, lang: str) -> str:
    """The browser's log as ``verzaking log export`` writes it: ``json`` (every entry and
    version, deletions too) or ``csv`` (for the scoring program, in ``lang``)."""
    stored = logbook.stored(json.loads(entries))
    if kind == "csv":
        return "\ufeff" + csv_text(stored, _lang(lang))
    return json_text(stored)


def log_import(entries: str, source: Any, name: str, lang: str) -> str:
    """An export file merged into the browser's log: ``{"entries": [to write], "message"}``,
    or ``{"error": message}`` for a broken file (then nothing is written)."""
    lang = _lang(lang)
    try:
        data = source.to_bytes() if hasattr(source, "to_bytes") else bytes(source)
        write, counts = logbook.merge(logbook.stored(json.loads(entries)), data,
                                      name=name or "JSON")
    except VerzakingError as err:
        return _error(err, lang)
    said = text("log.imported", lang, {"file": name or "JSON", **counts})
    return json.dumps({"entries": [e.to_dict() for e in write], "message": said},
                      ensure_ascii=False)


def log_print(entry: str, lang: str, style_href: str | None = None) -> str:
    """The page of entry ``entry`` for the players, in ``lang`` (to print), its style from
    ``style_href`` (the site's ``static/print.css``: the app's pages allow no inline style)."""
    return ruling_page(logbook.stored([json.loads(entry)])[0], _lang(lang),
                       style_href=style_href or None)
