"""``/api/docs``: the JSON API described on a page of our own, from the OpenAPI schema.

FastAPI's Swagger page loads its scripts from a CDN, so it fails without internet (at
a club without a network); this page has no script at all and works wherever the
server does.  The machine-readable schema stays at ``/openapi.json``.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from .inputs import page_lang
from .templating import shared_pages

__all__ = ["endpoints", "router"]

router = APIRouter(include_in_schema=False)
"""The page's route."""
_METHODS = ("get", "post", "put", "patch", "delete")


def endpoints(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """Each operation of the schema: method, path, summary, description, parameters."""
    out = []
    for path, item in sorted(schema.get("paths", {}).items()):
        for method in _METHODS:
            op = item.get(method)
            if not isinstance(op, dict):
                continue
            params = [{"name": p.get("name", ""), "where": p.get("in", ""),
                       "description": p.get("description", "")}
                      for p in op.get("parameters", []) if isinstance(p, dict)]
            out.append({"method": method.upper(), "path": path,
                        "summary": op.get("summary", ""),
                        "description": op.get("description", ""), "parameters": params,
                        "bodies": sorted(op.get("requestBody", {}).get("content", {}))})
    return out


@router.get("/api/docs", response_class=HTMLResponse)
async def api_docs(request: Request) -> Response:
    """The API's page: what ``/openapi.json`` says, readable, without scripts."""
    schema = request.app.openapi()
    info = schema.get("info", {})
    pages = shared_pages()
    ctx = pages.context(page_lang(request), "api", endpoints=endpoints(schema),
                        description=[p for p in str(info.get("description", "")).split("\n\n")
                                     if p.strip()])
    return pages.render("apidocs.html", ctx)
