"""Shared helpers: paths to fixtures and to ../shared/data (skipped where absent)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXAMPLES = ROOT / "examples"
SHARED_DATA = ROOT.parent / "shared" / "data"


def shared(relative: str) -> Path:
    """A file under ../shared/data, or skip the test when it is not there."""
    path = SHARED_DATA / relative
    if not path.exists():
        pytest.skip(f"{path} not available")
    return path


def case(tricks: str, revokes: list[dict], *, contract: str = "4S", declarer: str = "S",
         vulnerable: str = "None", **extra: object) -> dict:
    """A quick case; ``tricks`` is a space-separated list of winners (seats or sides)."""
    return {"contract": contract, "declarer": declarer, "vulnerable": vulnerable,
            "tricks": tricks.split(), "revokes": revokes, **extra}


def web_client() -> Any:
    """A test client of the web app that answers a server error as a 500 page (skips
    without the web extras)."""
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    with warnings.catch_warnings():  # newer Starlette prefers httpx2
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    from verzaking.web import create_app

    return TestClient(create_app(), raise_server_exceptions=False)


@pytest.fixture(scope="module")
def chromium_browser() -> Iterator[Any]:
    """Debian's Chromium under Playwright, for a module's tests (skips where it is missing)."""
    from browserkit import CHROMIUM, chromium

    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} not installed (apt-get install chromium)")
    pytest.importorskip("playwright.sync_api")
    with chromium() as b:
        yield b
