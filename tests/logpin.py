"""What the tests of the server's log share: the PIN their apps are made with, and a test
client signed in with it (the PIN form's cookie, and the sign-in's token sent with every
request in ``X-CSRF-Token``, as the page's script sends it)."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

PIN = "4711"
"""The directors' PIN of the tests' apps (the issue's own example)."""


def log_app(db: Path | str, limits: Any = None) -> Any:
    """The web app with its log in ``db`` and :data:`PIN` (the worker processes off,
    unless ``limits`` says otherwise)."""
    from verzaking.web import create_app
    from verzaking.web.limits import Limits

    app = create_app(limits or Limits(processes=0), pin=PIN)
    app.state.log_db = str(db)
    return app


def signed_in(client: Any, pin: str = PIN) -> Any:
    """``client`` signed in to the log with ``pin`` (asserted), its forms' token set."""
    res = client.post("/log/signin", data={"pin": pin}, follow_redirects=False)
    assert res.status_code == 303, res.text
    client.headers["X-CSRF-Token"] = client.get("/log/token").json()["csrf"]
    return client


def log_client(db: Path | str, limits: Any = None) -> Any:
    """A signed-in test client of :func:`log_app` that answers a server error as a 500."""
    with warnings.catch_warnings():  # newer Starlette prefers httpx2
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient

    return signed_in(TestClient(log_app(db, limits), raise_server_exceptions=False))


EXAMPLE_1 = {"contract": "4S", "declarer": "S", "vulnerable": "None",
             "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
             "revokes": [{"seat": "E", "trick": 6}]}
"""The seed's Voorbeeld 1 (East revokes on trick 6, 64A2): the ruling the logs hold."""


def seed(db: Path | str, *tables: str) -> None:
    """Add Voorbeeld 1 to the log ``db`` once per table number in ``tables``."""
    import verzaking
    from verzaking.ruling_log import Meta, RulingLog, content_of

    with RulingLog.open(db) as log:
        for table in tables:
            content = content_of(verzaking.rule(dict(EXAMPLE_1), equity=False),
                                 Meta(event="Clubavond", table=table), lang="nl",
                                 case=EXAMPLE_1)
            log.add(content)


def exported(db: Path | str) -> str:
    """Every version of every entry of the log ``db`` (deletions too), as JSON without the
    export's own time: what must not change when a request is refused."""
    import json

    from verzaking.ruling_log import RulingLog, json_text

    with RulingLog.open(db, create=False) as log:
        return json.dumps(json.loads(json_text(log.entries(deleted=True)))["entries"])


def _routes(routes: Any, prefix: str = "") -> Any:
    """(path, methods) of every route, the routes of included routers too (FastAPI keeps
    those in the router it was given, under the include's prefix)."""
    for route in routes:
        inner = getattr(route, "original_router", None)
        if inner is not None:
            context = getattr(route, "include_context", None)
            yield from _routes(inner.routes, prefix + (getattr(context, "prefix", "") or ""))
            continue
        yield prefix + getattr(route, "path", ""), getattr(route, "methods", None)


def log_routes(app: Any) -> list[tuple[str, str]]:
    """Every (method, address) the app answers under ``/log``, read from its router (a path
    parameter filled in with 1), so that a route added later is in the list too."""
    import re

    found = []
    for path, methods in _routes(app.routes):
        if not path.startswith("/log"):
            continue
        address = re.sub(r"\{[^}]+\}", "1", path)
        for method in sorted(methods or {"GET"}):
            found.append((method, address))
    return found
