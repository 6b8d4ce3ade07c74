"""The web app: two pages for the director's phone and a JSON API, on FastAPI.

:func:`create_app` only assembles it: the guard in front (:mod:`.guard`: body size,
security headers), the log's door behind it (:mod:`.signin`: the director's PIN for
everything under ``/log``), the pages (:mod:`.pages`: ``/``, ``/quick``, ``/record``), the
API (:mod:`.api`: ``POST /api/rule``) and the answers to requests that reach no
route.  Every law question goes to the library's public API; input is read as the
command line reads it (:mod:`.inputs`, :func:`verzaking.io.read`).  The work of a
request runs off the event loop (:mod:`.lanes`), within the :class:`~.limits.Limits`
of a request.  Bad input of any kind is a message in the page's language with a 4xx
status, never a 500.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

import verzaking

from ..render.i18n import text
from . import api, apidocs, logbook, logshared, openapi, pages, practice, signin, tellpage
from .forms import quick_defaults
from .guard import MAX_BODY, Guard, Scope
from .hosts import HostCheck, Hosts, for_bind, shown
from .inputs import page_lang
from .lanes import Lanes
from .limits import Limits
from .pin import Director
from .templating import HERE

__all__ = ["MAX_BODY", "WORKER_MODULES", "create_app"]

WORKER_MODULES = ("verzaking.web.pages", "verzaking.web.api")
"""The modules of the jobs, loaded in each worker process before its first job."""


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    lanes: Lanes = app.state.lanes
    lanes.start()
    try:
        yield
    finally:
        await asyncio.to_thread(lanes.close)


def create_app(limits: Limits | None = None, *, pin: str | None = None,
               hosts: Hosts | Iterable[str] | None = None) -> FastAPI:
    """The web app (an ASGI application); serve it with uvicorn (``proxy_headers=False``:
    the log counts wrong PINs by the client's own address).

    ``limits``: what one request may cost and how many worker processes do the
    heavy work (default: as ``verzaking serve`` set them in the environment).
    ``pin``: the directors' PIN for everything under ``/log`` (default: as ``verzaking
    serve`` set it, ``$VERZAKING_LOG_PIN``; without one the log is closed to all).
    ``hosts``: the names the app answers to (:mod:`.hosts`; a list of names: those and
    this machine's loopback names); default: as ``verzaking serve`` set them, else any
    ``Host`` (an app served another way should give them).
    """
    app = FastAPI(
        title="verzaking",
        version=verzaking.__version__,
        summary="Revoke rulings under the laws of bridge (Laws 61-64, 77).",
        description=openapi.DESCRIPTION,
        docs_url=None,  # our own page at /api/docs (:mod:`.apidocs`): Swagger's needs a CDN
        redoc_url=None,
        openapi_url="/openapi.json",
        lifespan=_lifespan,
    )
    app.state.lanes = Lanes(limits or Limits.from_env(), modules=WORKER_MODULES)
    app.state.director = Director.from_env(pin=pin)
    app.state.hosts = _hosts(hosts)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    app.include_router(pages.router)
    app.include_router(tellpage.router)
    app.include_router(api.router)
    app.include_router(practice.router)
    app.include_router(signin.router)
    app.include_router(logbook.router)
    app.include_router(apidocs.router)
    _mount_site(app)
    app.add_exception_handler(StarletteHTTPException, _http_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _validation_error)  # type: ignore[arg-type]
    app.add_middleware(signin.LogDoor)  # inside the guard: it gets the whole body
    app.add_middleware(HostCheck, hosts=lambda: app.state.hosts, refuse=_wrong_host)
    app.add_middleware(Guard, limit=MAX_BODY, too_large=_too_large)
    return app


def _hosts(given: Hosts | Iterable[str] | None) -> Hosts | None:
    """The names the app answers to: ``given`` (names: with the loopback ones), else as
    ``verzaking serve`` set them, else ``None`` (any)."""
    if isinstance(given, Hosts):
        return given
    if given is not None:
        return for_bind("127.0.0.1", given)
    return Hosts.from_env(os.environ)


def _mount_site(app: FastAPI) -> None:
    """The offline app (``verzaking site``) at ``/app/``, when its folder is known
    (``VERZAKING_SITE``, set by ``verzaking serve``); else ``/app/`` says how to build it."""
    folder = os.environ.get("VERZAKING_SITE", "")
    if folder and os.path.isfile(os.path.join(folder, "build.json")):
        app.mount("/app", StaticFiles(directory=folder, html=True), name="site")
        return

    async def missing(request: Request) -> Response:
        lang = page_lang(request)
        return pages.error_page(request, lang, text("web.site_missing", lang), 404)

    app.add_api_route("/app/", missing, include_in_schema=False)


def _too_large(scope: Scope) -> Response:
    """The 413 for a body over :data:`MAX_BODY`: JSON for the API, else the page's message."""
    request = Request(scope)
    lang = page_lang(request)
    message = text("web.err.too_large", lang, {"limit": MAX_BODY // (1024 * 1024)})
    if request.url.path.startswith("/api/"):
        return JSONResponse([api.error_entry("web.err.too_large", message)], status_code=413)
    if (answer := logshared.too_large(request, lang, message)) is not None:
        return answer
    page = "quick" if request.url.path.rstrip("/") in ("", "/quick") else "record"
    state = quick_defaults() if page == "quick" else pages.record_defaults()
    return pages.result(request, lang, page, state, status=413, error=message)


def _wrong_host(scope: Scope) -> Response:
    """The 400 for a request to a name that is not this server's (:mod:`.hosts`)."""
    request = Request(scope)
    lang = page_lang(request)
    message = text("web.err.host", lang, {"host": shown(request.headers.get("host", ""))})
    if request.url.path.startswith("/api/"):
        return JSONResponse([api.error_entry("web.err.host", message)], status_code=400)
    return pages.error_page(request, lang, message, 400)


async def _http_error(request: Request, exc: StarletteHTTPException) -> Response:
    """An unknown address or a wrong method: a JSON entry for the API, else an error page."""
    lang = page_lang(request)
    if exc.status_code == 404:
        message = text("web.err.not_found", lang)
    elif exc.status_code == 405:
        message = text("web.err.method", lang, {"method": request.method})
    else:
        message = str(exc.detail)
    if request.url.path.startswith("/api/"):
        return JSONResponse([api.error_entry(f"http.{exc.status_code}", message)],
                            status_code=exc.status_code, headers=exc.headers)
    return pages.error_page(request, lang, message, exc.status_code)


async def _validation_error(request: Request, exc: RequestValidationError) -> Response:
    """API parameters FastAPI could not take: a 400 with the first problem."""
    lang = page_lang(request)
    message = text("web.err.bad_form", lang, {"reason": _validation_reason(exc)})
    return JSONResponse([api.error_entry("web.err.bad_form", message)], status_code=400)


def _validation_reason(exc: RequestValidationError) -> str:
    try:
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first.get('loc', ()))}: {first.get('msg', '')}"[:200]
    except (IndexError, TypeError, AttributeError):
        return "?"
