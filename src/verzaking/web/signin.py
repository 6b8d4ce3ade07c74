"""The log's door: only the director reaches anything under ``/log``.

:class:`LogDoor` stands in front of every address that starts with ``/log`` (the pages,
the forms, the exports, the report, the printouts, the import, and any added later) and
lets a request through only

- with the PIN in ``Authorization: Bearer <PIN>`` (a program, the offline app's merge), or
- from a browser signed in with the PIN form (the cookie of :mod:`.pin`), and, for a
  change, with the sign-in's token in the form (field ``csrf``) or in ``X-CSRF-Token``.

A change whose ``Origin`` (or else ``Referer``) is another site than this server is
refused first (403).  Without the PIN the answer is a 401 with the PIN form (or
``{"error": …}`` for a program), in the page's language, and nothing is changed.  Wrong
PINs are counted per client address (:mod:`.tries`): each is answered a little later,
and after :data:`~.tries.LIMIT` of them the address waits :data:`~.tries.BLOCK` seconds
(429, the seconds said).  ``POST /log/signin`` (the PIN form), ``POST /log/signout`` and
``GET /log/token`` (the token for the page's script) are here.
"""

from __future__ import annotations

import asyncio
from collections.abc import MutableMapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from .forms import FormProblem
from .guard import Receive, Scope, Send
from .inputs import page_lang, read_form
from .logshared import Refused, fragment, here, json_body, refused, render_page
from .pin import BEARER, COOKIE, Director, session_of
from .rulings import problem_text
from .templating import shared_pages
from .view import t

__all__ = ["GUARDED", "LogDoor", "guarded", "router"]

GUARDED = "/log"
"""Every address that starts with this needs the director's PIN."""
SLOW = 0.5
"""Seconds the answer to a wrong PIN waits (a guesser's tries come slower)."""
_OPEN = frozenset({"GET", "HEAD"})
_DOORS = ("/log/signin", "/log/signout", "/log/token")
_AUTH = {"www-authenticate": 'Bearer realm="verzaking-log"'}

router = APIRouter(include_in_schema=False)
"""The PIN form's routes."""


def guarded(path: str) -> bool:
    """Whether an address (a request's path) is behind the log's door."""
    return path.startswith(GUARDED)


def _director(request: Request) -> Director:
    director: Director = request.app.state.director
    return director


def _client(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


# -- the answers ---------------------------------------------------------------------------

def _wants_json(request: Request) -> bool:
    accept = request.headers.get("accept", "")
    return (json_body(request) or "authorization" in request.headers
            or ("application/json" in accept and "text/html" not in accept))


def _next(raw: str | None, lang: str) -> str:
    """Where the PIN form goes back to: an address of the log, never another site's."""
    parts = urlsplit(raw or "")
    bad = (parts.scheme or parts.netloc or not guarded(parts.path) or parts.path in _DOORS
           or any(c in (raw or "") for c in "\\\r\n\t "))
    return here("/log", lang) if bad else urlunsplit(("", "", parts.path, parts.query, ""))


def signin_answer(request: Request, lang: str, status: int, *, error: str | None = None,
                  headers: dict[str, str] | None = None, back: str | None = None) -> Response:
    """The PIN form (a page, or the fragment the page's script asked for), or ``{"error"}``;
    ``back``: where the form goes once signed in (default: the page asked for)."""
    headers = {**_AUTH, **(headers or {})} if status == 401 else headers
    message = t("log_signed_out", lang) if request.query_params.get("done") == "signedout" else None
    if _wants_json(request):
        return JSONResponse({"error": error or message}, status_code=status, headers=headers)
    reading = request.method in _OPEN
    if back is None and reading:
        back = request.url.path + (f"?{request.url.query}" if request.url.query else "")
    extra: dict[str, Any] = {"error": error, "message": message, "signin": status != 429,
                             "next": _next(back, lang), "numeric": _director(request).numeric}
    if fragment(request):
        pages = shared_pages()
        html = pages.html("_log_signin.html", pages.context(lang, "log", fragment=True, **extra))
        return Response(html, status_code=status, headers=headers, media_type="text/html")
    page = render_page(request, lang, "log_signin.html", status=status,
                       path=request.url.path if reading else "/log", fragment=False, **extra)
    page.headers.update(headers or {})
    return page


def _refuse(request: Request, lang: str, message: str) -> Response:
    """A 403: a change from another site, or without the sign-in's token."""
    if _wants_json(request):
        return JSONResponse({"error": message}, status_code=403)
    return refused(request, lang, Refused(message, 403))


async def check_pin(request: Request, given: str, lang: str, *,
                    back: str | None = None) -> Response | None:
    """``None`` if ``given`` is the PIN; else the 401 (wrong, or none given) or the 429
    (this address must wait), the try counted; ``back`` as :func:`signin_answer` takes it."""
    if not given:
        return signin_answer(request, lang, 401, error=t("log_err_pin_needed", lang), back=back)
    director, client = _director(request), _client(request)
    tries = director.tries
    wait = await asyncio.to_thread(tries.begin, client)
    if not wait:
        if director.pin_matches(given):
            await asyncio.to_thread(tries.passed, client)
            return None
        left = await asyncio.to_thread(tries.failed, client)
        await asyncio.sleep(SLOW)
        if left:
            return signin_answer(request, lang, 401, back=back, error=t(
                "log_err_pin_wrong", lang, left=left, limit=tries.limit, block=tries.block))
        wait = tries.block
    return signin_answer(request, lang, 429, error=t("log_err_pin_wait", lang, seconds=wait),
                         headers={"retry-after": str(wait)}, back=back)


# -- the door ------------------------------------------------------------------------------

def _host(netloc: str, scheme: str) -> str:
    netloc = netloc.strip().lower()
    default = {"http": ":80", "https": ":443"}.get(scheme, "")
    return netloc[: -len(default)] if default and netloc.endswith(default) else netloc


def foreign_origin(request: Request) -> str | None:
    """The other site a change came from (its ``Origin``, else its ``Referer``); ``None``
    when it came from this server's own pages, or says nothing (a program)."""
    said = request.headers.get("origin") or request.headers.get("referer")
    if said is None:
        return None
    parts = urlsplit(said)
    own = request.headers.get("host", "")
    if parts.scheme in ("http", "https") and own and (
            _host(parts.netloc, parts.scheme) == _host(own, parts.scheme)):
        return None
    return said[:80] or "null"


async def _admit(request: Request) -> Response | None:
    """``None`` to let the request through (its session noted in the scope), else the
    answer that refuses it."""
    lang = page_lang(request)
    change = request.method not in _OPEN
    if change and (elsewhere := foreign_origin(request)) is not None:
        return _refuse(request, lang, t("log_err_origin", lang, origin=elsewhere))
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() == "bearer":
        refusal = await check_pin(request, given.strip(), lang)
        if refusal is None:
            request.scope.setdefault("state", {})["director"] = BEARER
        return refusal
    if change and request.url.path == "/log/signin":  # the PIN form: checked by its route
        return None
    session = await asyncio.to_thread(_director(request).session, request.cookies.get(COOKIE))
    if session is None:  # opening a page of the log: the PIN form says what it needs
        quiet = not change and not _wants_json(request)
        return signin_answer(request, lang, 401,
                             error=None if quiet else t("log_err_pin_needed", lang))
    if change:
        try:
            fields, _files = await read_form(request)
        except FormProblem:
            fields = {}
        lang = page_lang(request, fields)
        token = request.headers.get("x-csrf-token") or fields.get("csrf")
        if not _director(request).token_ok(session, token):
            return _refuse(request, lang, t("log_err_token", lang))
    request.scope.setdefault("state", {})["director"] = session
    return None


async def _whole_body(receive: Receive) -> bytes | None:
    """The request's body (``None`` if the client left)."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def again() -> MutableMapping[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again


class LogDoor:
    """ASGI middleware: the director's PIN in front of every address under ``/log``."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not guarded(scope.get("path", "")):
            await self.app(scope, receive, send)
            return
        body = b""
        if scope["method"] not in _OPEN:
            read = await _whole_body(receive)
            if read is None:
                return
            body = read
        answer = await _admit(Request(scope, _replay(body, receive)))
        if answer is not None:
            await answer(scope, receive, send)
            return
        await self.app(scope, _replay(body, receive) if body else receive, send)


# -- the PIN form, sign out, the token -----------------------------------------------------

def _cookie(request: Request, response: Response, value: str | None, max_age: int = 0) -> None:
    options: dict[str, Any] = {"path": GUARDED, "httponly": True, "samesite": "strict",
                               "secure": request.url.scheme == "https"}
    if value is None:
        response.delete_cookie(COOKIE, **options)
    else:
        response.set_cookie(COOKIE, value, max_age=max_age, **options)


@router.post("/log/signin")
async def signin(request: Request) -> Response:
    """The PIN form: signs the browser in for the evening, then back where it was."""
    lang = page_lang(request)
    try:
        fields, _files = await read_form(request)
    except FormProblem as problem:
        return refused(request, lang, Refused(problem_text(problem, lang), problem.status))
    lang = page_lang(request, fields)
    refusal = await check_pin(request, fields.get("pin", ""), lang, back=fields.get("next"))
    if refusal is not None:
        return refusal
    director = _director(request)
    value, session = director.sign_in()
    if fragment(request):
        pages = shared_pages()
        html = pages.html("_log_message.html", pages.context(
            lang, "log", message=t("log_signin_again", lang, until=session.until_text()),
            number=None))
        response: Response = Response(html, media_type="text/html")
    else:
        response = RedirectResponse(_next(fields.get("next"), lang), status_code=303)
    _cookie(request, response, value, director.lifetime)
    return response


@router.post("/log/signout")
async def signout(request: Request) -> Response:
    """Sign out: the browser's sign-in ends here, its cookie is refused from now on."""
    lang = page_lang(request)
    session = session_of(request.scope)
    if session is not None:
        await asyncio.to_thread(_director(request).sign_out, session)
    response = RedirectResponse(here("/log", lang, done="signedout"), status_code=303)
    _cookie(request, response, None)
    return response


@router.get("/log/token")
async def token(request: Request) -> Response:
    """The sign-in's token, for the page's script to put in a form it sends (the save
    form under a ruling is drawn without one: the ruling pages are open to all)."""
    session = session_of(request.scope)
    found = session.token if session is not None else ""
    until = session.until_text() if session is not None and not session.bearer else None
    return JSONResponse({"csrf": found, "until": until}, headers={"cache-control": "no-store"})
