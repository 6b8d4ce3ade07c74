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
