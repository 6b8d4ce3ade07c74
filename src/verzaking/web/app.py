"""The web app: two pages for the director's phone and a JSON API, on FastAPI.

``/`` is the quick ruling at the table (the case file as a form of taps),
``/record`` rules a board of a pasted or uploaded PBN or case file, and
``POST /api/rule`` gives the README's JSON.  Every law question goes to the
library's public API (:func:`verzaking.rule`, :func:`verzaking.load_text`,
:func:`verzaking.find_edition`); this module only reads requests and shows
answers.  Bad input of any kind is a message in the page's language with a 4xx
status, never a 500.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any

import jinja2
from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

import verzaking
from verzaking import EDITIONS, InputError, LoadedBoard, Ruling, VerzakingError, find_edition, load_text
from verzaking.cards import Seat, Suit
from verzaking.laws import DEFAULT_EDITION
from verzaking.render.i18n import LANGUAGES, fmt_value, seat_letter, text
from verzaking.render.jsonout import error_to_dict, ruling_to_dict

from . import openapi
from .forms import ATTENTION_CHOICES, REVOKE_ROWS, FormProblem, quick_case, quick_defaults
from .view import board_choice, ruling_view, side_letters, t

__all__ = ["MAX_BODY", "create_app"]

log = logging.getLogger("verzaking.web")

MAX_BODY = 2 * 1024 * 1024
"""Largest request body (an upload, a pasted record, a JSON case) in bytes."""
_DRAIN_LIMIT = 64 * 1024 * 1024  # read (and drop) this much of a too-large body before answering
_HERE = Path(__file__).resolve().parent
_DEFAULT_LANG = LANGUAGES[0]
_LANG_COOKIE = "verzaking_lang"
_FRAGMENT_HEADER = "x-fragment"
_JSON_TYPES = ("application/json", "text/json")
_YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml")
_TEXT_TYPES = ("text/plain", "text/x-pbn", "application/x-pbn", "application/octet-stream", "")
_FORM_TYPES = ("multipart/form-data", "application/x-www-form-urlencoded")
_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "form-action 'self'; frame-ancestors 'none'; base-uri 'none'")

_SOLVER_LOCK = threading.Lock()
"""One ruling at a time where the double-dummy solver may run (boards whose cards are known)."""


# -- language ------------------------------------------------------------------------------

def _pick_lang(*candidates: str | None) -> str:
    for value in candidates:
        if value and value.strip().lower() in LANGUAGES:
            return value.strip().lower()
    return _DEFAULT_LANG


def _lang(request: Request, form: MutableMapping[str, str] | None = None) -> str:
    """The page's language: ``?lang=``, then the form, then the cookie, then Dutch."""
    return _pick_lang(request.query_params.get("lang"), (form or {}).get("lang"),
                      request.cookies.get(_LANG_COOKIE))


def _remember_lang(request: Request, response: Response) -> Response:
    asked = request.query_params.get("lang")
    if asked and asked.strip().lower() in LANGUAGES:
        response.set_cookie(_LANG_COOKIE, asked.strip().lower(), max_age=365 * 24 * 3600,
                            samesite="lax", httponly=True)
    return response


# -- templates -----------------------------------------------------------------------------

def _environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(_HERE / "templates"),
                             autoescape=True, trim_blocks=True, lstrip_blocks=True,
                             undefined=jinja2.StrictUndefined)
    return env


def _seat_options(lang: str, *, blank: bool = False) -> list[tuple[str, str, str]]:
    out = [("", t("choose", lang), "")] if blank else []
    return out + [(s.letter, seat_letter(s, lang), fmt_value(s, "", lang)) for s in Seat]


def _form_options(lang: str) -> dict[str, Any]:
    """The choices the quick form offers, labelled in ``lang``; values are the case file's."""
    ns, ew = verzaking.Side.NS, verzaking.Side.EW
    strains = [(s.letter, s.symbol, fmt_value(s, "", lang), "red" if s in (Suit.HEARTS,
                                                                         Suit.DIAMONDS) else "")
               for s in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)]
    strains.append(("NT", t("notrump", lang), t("notrump", lang), ""))
    tricks = []
    for value in ("NS", "N", "S", "EW", "E", "W"):
        if len(value) == 2:
            side = ns if value == "NS" else ew
            tricks.append((value, side_letters(side, lang), fmt_value(side, "", lang),
                           value.lower()))
        else:
            seat = Seat.parse(value)
            tricks.append((value, seat_letter(seat, lang), fmt_value(seat, "", lang),
                           seat.side.name.lower()))
    return {
        "levels": [(str(n), str(n), "", "") for n in range(1, 8)],
        "strains": strains,
        "doubled": [("", t("dbl_none", lang), "", ""), ("X", t("dbl_x", lang), "", ""),
                    ("XX", t("dbl_xx", lang), "", "")],
        "seats": [(v, label, name, "") for v, label, name in _seat_options(lang)],
        "seat_select": [(v, name or label) for v, label, name in _seat_options(lang, blank=True)],
        "vul": [("None", t("vul_none", lang), fmt_value(verzaking.Vulnerability.NONE, "", lang), ""),
                ("NS", t("vul_ns", lang), fmt_value(verzaking.Vulnerability.NS, "", lang), ""),
                ("EW", t("vul_ew", lang), fmt_value(verzaking.Vulnerability.EW, "", lang), ""),
                ("All", t("vul_all", lang), fmt_value(verzaking.Vulnerability.BOTH, "", lang), "")],
        "tricks": tricks,
        "trick_numbers": [("", t("choose", lang))] + [(str(n), str(n)) for n in range(1, 14)],
        "claim_totals": [("", t("choose", lang))] + [(str(n), str(n)) for n in range(14)],
        "attention": [(v, t(key, lang)) for v, key in ATTENTION_CHOICES],
        "established": [("", t("est_auto", lang)), ("yes", t("est_yes", lang)),
                        ("no", t("est_no", lang))],
        "suits": [("", t("choose", lang))] + [(s.letter, f"{s.symbol} {fmt_value(s, '', lang)}")
                                              for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS,
                                                        Suit.CLUBS)],
        "kinds": [("follow", t("kind_follow", lang)), ("penalty_card", t("kind_penalty", lang))],
        "revoke_rows": list(range(1, REVOKE_ROWS + 1)),
    }


def _editions(lang: str, *, from_file: bool) -> list[tuple[str, str]]:
    out = [("", t("laws_from_file", lang))] if from_file else []
    return out + [(key, f"{key} · {text('edition.' + key, lang)}") for key in EDITIONS]


class _Pages:
    """Renders pages and fragments; one per app."""

    def __init__(self) -> None:
        self.env = _environment()

    def context(self, request: Request, lang: str, page: str, **extra: Any) -> dict[str, Any]:
        other = _pick_lang(t("other_lang_code", lang))
        switch_path = "/record" if page == "record" else "/"
        return {"lang": lang, "page": page, "other_lang": other,
                "switch_url": f"{switch_path}?lang={other}",
                "t": lambda key, **data: t(key, lang, **data),
                "version": verzaking.__version__, "max_mb": MAX_BODY // (1024 * 1024),
                "error": None, "rulings": [], "choices": [], **extra}

    def render(self, name: str, ctx: dict[str, Any], status: int = 200) -> HTMLResponse:
        html = self.env.get_template(name).render(ctx)
        return HTMLResponse(html, status_code=status)


# -- reading input ------------------------------------------------------------------------

def _decode(data: bytes) -> str:
    """Text of an upload or body: UTF-8 (with or without BOM), else Latin-1, as the CLI reads files."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _kind(filename: str | None, content: str, *, declared: str | None = None) -> str | None:
    """``pbn``, ``json`` or ``yaml``: by what the client said, the file name, then the text."""
    if declared in _JSON_TYPES:
        return "json"
    if declared in _YAML_TYPES:
        return "yaml"
    name = (filename or "").lower()
    if name.endswith(".pbn"):
        return "pbn"
    if name.endswith(".json"):
        return "json"
    if name.endswith((".yaml", ".yml")):
        return "yaml"
    start = content.lstrip()
    if start[:1] == "{" or (start[:1] == "[" and start[1:2] in ("{", "\n", "\r", " ", "\t", "]")):
        return "json"
    if start[:1] in ("%", "[") or "[Deal " in content[:5000]:
        return "pbn"
    return None


async def _read_form(request: Request) -> tuple[dict[str, str], dict[str, tuple[str, bytes]]]:
    """Form fields as text, and uploaded files as (name, bytes); a broken form is a 400."""
    fields: dict[str, str] = {}
    files: dict[str, tuple[str, bytes]] = {}
    try:
        form = await request.form(max_part_size=MAX_BODY + 1, max_fields=200, max_files=4)
        for key, value in form.multi_items():
            if isinstance(value, str):
                fields.setdefault(key, value)
            elif key not in files:
                files[key] = (value.filename or "", await value.read())
    except (StarletteHTTPException, ValueError, AssertionError, LookupError, TypeError) as exc:
        reason = getattr(exc, "detail", None) or exc.__class__.__name__
        raise FormProblem("web.err.bad_form", reason=str(reason)[:200]) from None
    return fields, files


def _unexpected(exc: BaseException) -> FormProblem:
    """An input the library choked on in an unforeseen way: logged, answered with a 422."""
    if isinstance(exc, RecursionError):
        return FormProblem("web.err.too_deep", status=422)
    if isinstance(exc, ValueError) and "integer string conversion" in str(exc):
        return FormProblem("web.err.huge_number", status=422)
    log.exception("unexpected error while ruling")
    return FormProblem("web.err.unexpected", status=422, reason=exc.__class__.__name__)


def _rule_one(item: LoadedBoard, laws: str | None) -> Ruling | VerzakingError:
    if item.error is not None:
        return item.error
    assert item.facts is not None
    try:
        return verzaking.rule(item.facts, laws=laws or item.laws)
    except VerzakingError as err:
        return err.located(board=item.board)


def _needs_solver(item: LoadedBoard) -> bool:
    """Whether ruling this board may run the double-dummy solver (its cards are known)."""
    return item.facts is not None and item.facts.deal is not None


def _rule_all(items: list[LoadedBoard], laws: str | None) -> list[Ruling | VerzakingError]:
    """Rule each board; a board whose cards are known only while holding the solver lock."""
    out: list[Ruling | VerzakingError] = []
    for item in items:
        if _needs_solver(item):
            with _SOLVER_LOCK:
                out.append(_rule_one(item, laws))
        else:
            out.append(_rule_one(item, laws))
    return out


async def _rule_boards(items: list[LoadedBoard], laws: str | None) -> list[Ruling | VerzakingError]:
    """Boards that may need the solver are ruled in a worker thread, so the page stays quick."""
    if any(_needs_solver(i) for i in items):
        return await run_in_threadpool(_rule_all, items, laws)
    return _rule_all(items, laws)


def _problem_text(problem: FormProblem, lang: str) -> str:
    return text(problem.key, lang, problem.data)


# -- the ASGI guard: body size limit and security headers ---------------------------------

_Scope = MutableMapping[str, Any]
_Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
_Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


class _Guard:
    """Reads the whole body (up to ``limit``) before the app sees it; more is a clear 413.

    Also sets security headers on every answer, and a strict content security
    policy on our own pages.
    """

    def __init__(self, app: Any, *, limit: int,
                 too_large: Callable[[_Scope], Response]) -> None:
        self.app = app
        self.limit = limit
        self.too_large = too_large

    async def __call__(self, scope: _Scope, receive: _Receive, send: _Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = self._headers(scope, send)
        if scope["method"] not in ("POST", "PUT", "PATCH", "DELETE"):
            await self.app(scope, receive, send)
            return
        declared = None
        for key, value in scope.get("headers", []):
            if key == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = None
        if declared is not None and declared > self.limit:
            await self._refuse(scope, receive, send, 0)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body = message.get("body", b"")
            size += len(body)
            if size > self.limit:
                await self._refuse(scope, receive, send, size, more=message.get("more_body", False))
                return
            chunks.append(body)
            if not message.get("more_body", False):
                break
        data = b"".join(chunks)
        delivered = False

        async def replay() -> MutableMapping[str, Any]:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": data, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, scope: _Scope, receive: _Receive, send: _Send, read: int,
                      more: bool = True) -> None:
        # Read (and drop) the rest first, so that the client sees the answer, not a reset.
        while more and read < _DRAIN_LIMIT:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            read += len(message.get("body", b""))
            more = message.get("more_body", False)
        response = self.too_large(scope)
        await response(scope, receive, send)

    @staticmethod
    def _headers(scope: _Scope, send: _Send) -> _Send:
        docs = scope.get("path", "").startswith("/api/docs")

        async def wrapped(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(b"x-content-type-options", b"nosniff"),
                            (b"referrer-policy", b"no-referrer")]
                if not docs:
                    headers += [(b"content-security-policy", _CSP.encode()),
                                (b"x-frame-options", b"DENY")]
                message["headers"] = headers
            await send(message)

        return wrapped


# -- the app ------------------------------------------------------------------------------

def create_app() -> FastAPI:
    """The web app (an ASGI application); serve it with uvicorn."""
    app = FastAPI(
        title="verzaking",
        version=verzaking.__version__,
        summary="Revoke rulings under the laws of bridge (Laws 61-64, 77).",
        description=openapi.DESCRIPTION,
        docs_url="/api/docs",
        redoc_url=None,
        openapi_url="/openapi.json",
    )
    pages = _Pages()
    app.state.pages = pages
    app.mount("/static", StaticFiles(directory=_HERE / "static"), name="static")

    def fragment_wanted(request: Request) -> bool:
        return request.headers.get(_FRAGMENT_HEADER) == "1"

    def quick_page(request: Request, lang: str, state: dict[str, str], *,
                   status: int = 200, **extra: Any) -> HTMLResponse:
        state = {**state, "laws": state.get("laws") or DEFAULT_EDITION}
        ctx = pages.context(request, lang, "quick", state=state, options=_form_options(lang),
                            editions=_editions(lang, from_file=False), **extra)
        return pages.render("quick.html", ctx, status)

    def record_page(request: Request, lang: str, state: dict[str, str], *,
                    status: int = 200, **extra: Any) -> HTMLResponse:
        ctx = pages.context(request, lang, "record", state=state,
                            editions=_editions(lang, from_file=True), **extra)
        return pages.render("record.html", ctx, status)

    def result(request: Request, lang: str, page: str, state: dict[str, str], *,
               status: int = 200, **extra: Any) -> HTMLResponse:
        """The answer to a form: the result fragment for the page's script, else the whole page."""
        if fragment_wanted(request):
            ctx = pages.context(request, lang, page, **extra)
            return pages.render("_result.html", ctx, status)
        make = quick_page if page == "quick" else record_page
        return make(request, lang, state, status=status, **extra)

    def too_large(scope: _Scope) -> Response:
        request = Request(scope)
        lang = _lang(request)
        message = text("web.err.too_large", lang, {"limit": MAX_BODY // (1024 * 1024)})
        if request.url.path.startswith("/api/"):
            return JSONResponse([_error_entry("web.err.too_large", message)], status_code=413)
        page = "quick" if request.url.path.rstrip("/") in ("", "/quick") else "record"
        state = quick_defaults() if page == "quick" else {"text": "", "board": "", "laws": ""}
        return result(request, lang, page, state, status=413, error=message)

    app.add_middleware(_Guard, limit=MAX_BODY, too_large=too_large)

    # -- pages ---------------------------------------------------------------------------

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def quick_form(request: Request) -> Response:
        lang = _lang(request)
        return _remember_lang(request, quick_page(request, lang, quick_defaults()))

    @app.get("/quick", include_in_schema=False)
    async def quick_get(request: Request) -> Response:
        return RedirectResponse(f"/?lang={_lang(request)}", status_code=303)

    @app.post("/quick", response_class=HTMLResponse, include_in_schema=False)
    async def quick_post(request: Request) -> Response:
        lang = _lang(request)
        state = quick_defaults()
        try:
            fields, _files = await _read_form(request)
            lang = _lang(request, fields)
            state.update({k: v for k, v in fields.items() if len(v) <= 200})
            case = quick_case(fields)
            laws = fields.get("laws", "").strip() or None
            try:
                ruling = verzaking.rule(case, laws=laws)
            except VerzakingError:
                raise
            except Exception as exc:
                raise _unexpected(exc) from None
        except FormProblem as problem:
            return result(request, lang, "quick", state, status=problem.status,
                          error=_problem_text(problem, lang))
        except VerzakingError as err:
            return result(request, lang, "quick", state, status=422, error=err.message(lang))
        return result(request, lang, "quick", state, rulings=[ruling_view(ruling, lang)])

    @app.get("/record", response_class=HTMLResponse, include_in_schema=False)
    async def record_form(request: Request) -> Response:
        lang = _lang(request)
        return _remember_lang(request, record_page(request, lang,
                                                   {"text": "", "board": "", "laws": ""}))

    @app.post("/record", response_class=HTMLResponse, include_in_schema=False)
    async def record_post(request: Request) -> Response:
        lang = _lang(request)
        state = {"text": "", "board": "", "laws": ""}
        choices: list[dict[str, Any]] = []
        try:
            fields, files = await _read_form(request)
            lang = _lang(request, fields)
            state.update({k: fields.get(k, "") for k in ("text", "board", "laws")})
            filename, content = None, fields.get("text", "")
            upload = files.get("file")
            if upload is not None and upload[1]:
                filename, content = upload[0] or None, _decode(upload[1])
                state["text"] = content  # so that a page without script can pick a board next
            if not content.strip():
                raise FormProblem("web.err.empty")
            laws = state["laws"].strip() or None
            try:
                if laws is not None:
                    find_edition(laws)
                kind = _kind(filename, content)
                if kind is None:
                    raise InputError("file_unknown_type", file=filename)
                boards = load_text(content, kind=kind, source=filename)
                if not boards:
                    raise InputError("no_boards", file=filename)
                choices = [board_choice(i, b, lang) for i, b in enumerate(boards)]
                chosen = _choose(boards, pick=fields.get("pick", ""), board=state["board"])
                if chosen is None:  # several boards and none chosen yet: the list
                    return result(request, lang, "record", state, choices=choices)
                if not chosen:
                    raise InputError("board_not_found", file=filename,
                                     number=state["board"].strip()[:40])
                ruled = await _rule_boards(chosen, laws)
            except (VerzakingError, FormProblem):
                raise
            except Exception as exc:
                raise _unexpected(exc) from None
        except FormProblem as problem:
            return result(request, lang, "record", state, status=problem.status,
                          error=_problem_text(problem, lang), choices=choices)
        except VerzakingError as err:
            return result(request, lang, "record", state, status=422, error=err.message(lang),
                          choices=choices)
        errors = [r.message(lang) for r in ruled if isinstance(r, VerzakingError)]
        views = [ruling_view(r, lang) for r in ruled if not isinstance(r, VerzakingError)]
        return result(request, lang, "record", state, status=422 if errors else 200,
                      rulings=views, error="\n".join(errors) or None,
                      choices=choices if len(choices) > 1 else [])

    # -- the JSON API ----------------------------------------------------------------------

    @app.post("/api/rule", tags=["rulings"], summary="Rule a case or a hand record",
              description=openapi.RULE_DESCRIPTION, responses=openapi.RULE_RESPONSES,
              openapi_extra=openapi.RULE_REQUEST)
    async def api_rule(
        request: Request,
        lang: str = Query("nl", description="Language of the messages and step texts: nl or en."),
        board: str | None = Query(None, description="Only this board number."),
        laws: str | None = Query(None, description="Edition of the laws (default: the case's "
                                                   "own, else 2017)."),
    ) -> Response:
        lang = _pick_lang(lang)
        try:
            content, kind, filename = await _api_input(request)
            try:
                if laws is not None:
                    find_edition(laws)
                if kind is None:
                    raise InputError("file_unknown_type", file=filename)
                boards = load_text(content, kind=kind, source=filename)
                if not boards:
                    raise InputError("no_boards", file=filename)
                if board is not None:
                    unread = [b for b in boards if b.error is not None and b.board == "?"]
                    chosen = [b for b in boards if b.board == board]
                    if not chosen and not unread:
                        raise InputError("board_not_found", file=filename, number=board[:40])
                    boards = unread + chosen
                ruled = await _rule_boards(boards, laws)
            except (VerzakingError, FormProblem):
                raise
            except Exception as exc:
                raise _unexpected(exc) from None
        except FormProblem as problem:
            return JSONResponse([_error_entry(problem.key, _problem_text(problem, lang))],
                                status_code=problem.status)
        except VerzakingError as err:
            return JSONResponse([error_to_dict(err, lang=lang)], status_code=422)
        out = []
        for item, r in zip(boards, ruled, strict=True):
            if isinstance(r, VerzakingError):
                out.append(error_to_dict(r, board=item.board, lang=lang))
            else:
                out.append(ruling_to_dict(r, lang=lang))
        failed = any("error" in o for o in out)
        return JSONResponse(out, status_code=422 if failed else 200)

    # -- errors that never reach a route ---------------------------------------------------

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        lang = _lang(request)
        if exc.status_code == 404:
            message = text("web.err.not_found", lang)
        elif exc.status_code == 405:
            message = text("web.err.method", lang, {"method": request.method})
        else:
            message = str(exc.detail)
        if request.url.path.startswith("/api/"):
            return JSONResponse([_error_entry(f"http.{exc.status_code}", message)],
                                status_code=exc.status_code, headers=exc.headers)
        ctx = pages.context(request, lang, "error", error=message)
        return pages.render("error.html", ctx, exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> Response:
        lang = _lang(request)
        message = text("web.err.bad_form", lang, {"reason": _validation_reason(exc)})
        return JSONResponse([_error_entry("web.err.bad_form", message)], status_code=400)

    return app


def _validation_reason(exc: RequestValidationError) -> str:
    try:
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first.get('loc', ()))}: {first.get('msg', '')}"[:200]
    except (IndexError, TypeError, AttributeError):
        return "?"


def _error_entry(key: str, message: str) -> dict[str, Any]:
    """A request the API could not take, in the shape of a board that could not be read."""
    return {"board": None, "error": message, "error_code": key, "file": None, "line": None}


def _choose(boards: list[LoadedBoard], *, pick: str, board: str) -> list[LoadedBoard] | None:
    """The boards asked for: by place in the list, by number, the only one; ``None``: ask."""
    pick = pick.strip()
    if pick.isdigit() and len(pick) <= 6 and int(pick) < len(boards):
        return [boards[int(pick)]]
    board = board.strip()
    if board:
        return [b for b in boards if b.board == board]
    if len(boards) == 1:
        return boards
    return None


async def _api_input(request: Request) -> tuple[str, str | None, str | None]:
    """The body of an API call as (text, kind, file name); raises :class:`FormProblem`."""
    declared = request.headers.get("content-type", "").split(";")[0].strip().lower()
    filename = None
    if declared in _FORM_TYPES:
        fields, files = await _read_form(request)
        upload = files.get("file")
        if upload is not None and upload[1]:
            filename, content = upload[0] or None, _decode(upload[1])
        else:
            content = fields.get("text", "")
        kind = _kind(filename, content)
    elif declared in _JSON_TYPES or declared.endswith("+json"):
        content, kind = _decode(await request.body()), "json"
    elif declared in _YAML_TYPES:
        content, kind = _decode(await request.body()), "yaml"
    elif declared in _TEXT_TYPES:
        content = _decode(await request.body())
        kind = _kind(None, content)
    else:
        raise FormProblem("web.err.content_type", status=415, type=declared[:80])
    if not content.strip():
        raise FormProblem("web.err.empty")
    return content, kind, filename
