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
PINs are counted per client address and in all (:mod:`.tries`): each is answered a little
later; after :data:`~.tries.LIMIT` of them the address waits :data:`~.tries.BLOCK`
seconds, after :data:`~.tries.ALL_LIMIT` from all addresses every PIN waits
:data:`~.tries.ALL_BLOCK` seconds (429, the seconds said).  Only a ``POST``'s body is read
(the only method of the log that takes one); ``POST /log/signin`` (the PIN form),
``POST /log/signout`` and ``GET /log/token`` (the token for the page's script) are here.
"""

from __future__ import annotations

import asyncio
from collections.abc import MutableMapping
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from .forms import FormProblem
from .guard import Receive, Scope, Send
from .hosts import host_name, shown
from .inputs import page_lang, read_form
from .logshared import Refused, fragment, here, json_body, public_query, refused, render_page
from .pin import BEARER, COOKIE, Director, session_of
from .rulings import problem_text
from .templating import shared_pages
from .tries import Turn
from .view import t

__all__ = ["GUARDED", "LogDoor", "guarded", "router"]

GUARDED = "/log"
"""Every address that starts with this needs the director's PIN."""
SLOW = 0.5
"""Seconds the answer to a wrong PIN waits (a guesser's tries come slower)."""
PATIENCE = 5.0
"""Seconds a try waits for the tries under way before it (:attr:`~.tries.Turn.busy`)."""
_OPEN = frozenset({"GET", "HEAD"})
_BODY = "POST"
"""The one method whose body the door reads (the log's routes take no other)."""
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
    """Where the PIN form goes back to: an address of the log, never another site's, and
    never with a PIN in it."""
    try:
        parts = urlsplit(raw or "")
    except ValueError:
        return here("/log", lang)
    bad = (parts.scheme or parts.netloc or not guarded(parts.path) or parts.path in _DOORS
           or any(c in (raw or "") for c in "\\\r\n\t "))
    query = urlencode(public_query(parse_qsl(parts.query, keep_blank_values=True)))
    return here("/log", lang) if bad else urlunsplit(("", "", parts.path, query, ""))


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
                             "next": _next(back, lang)}
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


async def _turn(request: Request) -> Turn:
    """A try reserved for the request's address, or the wait it is told (tries of the
    same address, or of all, still being compared: asked again until :data:`PATIENCE`)."""
    tries, client = _director(request).tries, _client(request)
    loop = asyncio.get_running_loop()
    until = loop.time() + PATIENCE
    turn = await asyncio.to_thread(tries.begin, client)
    while turn.busy and loop.time() < until:
        await asyncio.sleep(0.02)
        turn = await asyncio.to_thread(tries.begin, client)
    return Turn(wait=1) if turn.busy else turn


async def check_pin(request: Request, given: str, lang: str, *,
                    back: str | None = None) -> Response | None:
    """``None`` if ``given`` is the PIN; else the 401 (wrong, or none given) or the 429
    (this address, or every one, must wait); only a wrong PIN is counted; ``back`` as
    :func:`signin_answer` takes it."""
    if not given:
        return signin_answer(request, lang, 401, error=t("log_err_pin_needed", lang), back=back)
    director, client = _director(request), _client(request)
    tries = director.tries
    turn = await _turn(request)
    if turn.go:
        if director.pin_matches(given):
            await asyncio.to_thread(tries.passed, client)
            return None
        turn = await asyncio.to_thread(tries.failed, client)
        await asyncio.sleep(SLOW)
        if not turn.wait:
            return signin_answer(request, lang, 401, back=back, error=t(
                "log_err_pin_wrong", lang, left=turn.left, limit=tries.limit,
                block=tries.block))
    key = "log_err_pin_wait_all" if turn.everyone else "log_err_pin_wait"
    return signin_answer(request, lang, 429, error=t(key, lang, seconds=turn.wait),
                         headers={"retry-after": str(turn.wait)}, back=back)


# -- the door ------------------------------------------------------------------------------

def _origin(said: str) -> tuple[str, str] | None:
    """The scheme and the ``host[:port]`` of an ``Origin`` or ``Referer`` (the port left
    out when it is the scheme's own); ``None`` when it is no such address."""
    try:
        parts = urlsplit(said.strip())
        port = parts.port
        name = parts.hostname
    except ValueError:  # a broken address: http://[::1, http://host:port-not-a-number/
        return None
    if parts.scheme not in ("http", "https") or not name or parts.username is not None:
        return None
    default = {"http": 80, "https": 443}[parts.scheme]
    return parts.scheme, _authority(name, port if port != default else None)


def _authority(name: str, port: int | None) -> str:
    name = f"[{name}]" if ":" in name else name
    return name if port is None else f"{name}:{port}"


def _own(host: str, scheme: str) -> str | None:
    """This server's ``host[:port]`` as the request's ``Host`` says it (the port left out
    when it is ``scheme``'s own), for an ``Origin`` to be compared with."""
    name = host_name(host)
    if name is None:
        return None
    _, colon, port = host.strip().rpartition("]")[2].rpartition(":")
    number = int(port) if colon and port else None
    default = {"http": 80, "https": 443}.get(scheme)
    return _authority(name, number if number != default else None)


def foreign_origin(request: Request) -> str | None:
    """The other site a change came from (its ``Origin``, else its ``Referer``), as it may
    be shown; ``None`` when it came from this server's own pages (the request's scheme,
    and the host and port of its ``Host``: a name the server answers to), or says
    nothing (a program).  A broken address is another site's."""
    said = request.headers.get("origin") or request.headers.get("referer")
    if said is None:
        return None
    origin = _origin(said)
    own = request.headers.get("host", "")
    hosts = getattr(request.app.state, "hosts", None)
    if origin is not None and own and origin[0] == request.scope.get("scheme", "http") and (
            origin[1] == _own(own, origin[0])) and (
            hosts is None or hosts.allows(origin[1])):
        return None
    return shown(said) or "null"


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
        body = None
        if scope["method"] == _BODY:  # capped by the guard; no other method's is read
            body = await _whole_body(receive)
            if body is None:  # the client left
                return
        answer = await _admit(Request(scope, _replay(body or b"", receive)))
        if answer is not None:
            await answer(scope, receive, send)
            return
        # the body read is given again, also when it was empty (the client sent it once)
        await self.app(scope, receive if body is None else _replay(body, receive), send)


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
