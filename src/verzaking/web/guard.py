"""The ASGI guard in front of the app: a limit on the request body, and security headers.

The guard reads a whole body (up to :data:`MAX_BODY`) before the app sees it, so
that a too-large upload is a clear 413 in the page's language instead of a reset
connection halfway through, whatever the method (only the body of a GET or HEAD is not
read at all); a client that hangs up while its body is read is let go quietly.  It also
sets the security headers on every answer and a strict content security policy on our
own pages (the API docs load their script from a CDN and get the rest).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from starlette.requests import ClientDisconnect
from starlette.responses import Response

__all__ = ["CSP", "CSP_SITE", "MAX_BODY", "Guard", "Receive", "Scope", "Send"]

MAX_BODY = 2 * 1024 * 1024
"""Largest request body (an upload, a pasted record, a JSON case) in bytes."""
DRAIN_LIMIT = 64 * 1024 * 1024
"""Read (and drop) this much of a too-large body before answering."""
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
"""The content security policy of our pages: nothing inline, nothing from elsewhere."""
CSP_SITE = CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")
"""The offline app's (``/app/``): the same, and WebAssembly (the engine runs in Pyodide)."""
_NO_BODY = ("GET", "HEAD")
"""The methods whose body is not read (no route takes one); every other method's body
is read up to the limit (OPTIONS, TRACE, PROPFIND, ... too: never more)."""

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


def _declared_length(scope: Scope) -> int | None:
    """The Content-Length the client announced, if it is a number."""
    declared = None
    for key, value in scope.get("headers", []):
        if key == b"content-length":
            try:
                declared = int(value)
            except ValueError:
                declared = None
    return declared


class Guard:
    """Reads the whole body (up to ``limit``) before the app sees it; more is a clear 413.

    Also sets security headers on every answer, and a strict content security
    policy on our own pages.  ``too_large`` makes the 413 answer for a request.
    """

    def __init__(self, app: Any, *, limit: int, too_large: Callable[[Scope], Response]) -> None:
        self.app = app
        self.limit = limit
        self.too_large = too_large

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = self._headers(scope, send)
        try:
            await self._guarded(scope, receive, send)
        except ClientDisconnect:  # the client hung up while its body was read: no one to answer
            return

    async def _guarded(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] in _NO_BODY:
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > self.limit:
            await self._refuse(scope, receive, send, 0)
            return
        data = await self._body(scope, receive, send)
        if data is None:
            return
        delivered = False

        async def replay() -> MutableMapping[str, Any]:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": data, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _body(self, scope: Scope, receive: Receive, send: Send) -> bytes | None:
        """The whole body; ``None`` when the client left or the body was refused as too large."""
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            body = message.get("body", b"")
            size += len(body)
            if size > self.limit:
                await self._refuse(scope, receive, send, size, more=message.get("more_body", False))
                return None
            chunks.append(body)
            if not message.get("more_body", False):
                return b"".join(chunks)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, read: int,
                      more: bool = True) -> None:
        # Read (and drop) the rest first, so that the client sees the answer, not a reset.
        while more and read < DRAIN_LIMIT:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            read += len(message.get("body", b""))
            more = message.get("more_body", False)
        response = self.too_large(scope)
        await response(scope, receive, send)

    @staticmethod
    def _headers(scope: Scope, send: Send) -> Send:
        docs = scope.get("path", "").startswith("/api/docs")
        policy = CSP_SITE if scope.get("path", "").startswith("/app/") else CSP

        async def wrapped(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                # same-origin, not no-referrer: with no-referrer a browser sends
                # "Origin: null" on our own forms' posts, and the log's door checks it
                headers += [(b"x-content-type-options", b"nosniff"),
                            (b"referrer-policy", b"same-origin")]
                if not docs:
                    headers += [(b"content-security-policy", policy.encode()),
                                (b"x-frame-options", b"DENY")]
                message["headers"] = headers
            await send(message)

        return wrapped
