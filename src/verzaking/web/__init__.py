"""The web page and JSON API (``verzaking serve``); needs the ``web`` extras.

Importing this package needs nothing beyond the core: FastAPI, Jinja2 and
uvicorn are imported only by :func:`create_app` and :func:`run_serve`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cli import add_serve_parser, run_serve

if TYPE_CHECKING:
    from fastapi import FastAPI

    from .limits import Limits

__all__ = ["add_serve_parser", "create_app", "run_serve"]


def create_app(limits: Limits | None = None, *, pin: str | None = None) -> FastAPI:
    """The web app (ASGI); see :mod:`verzaking.web.app`."""
    from .app import create_app as _create_app

    return _create_app(limits, pin=pin)
