"""What the tests of the offline app's engine in Node share (``tests/sitenode.mjs``): the site,
built once into the cache folder as ``verzaking serve`` builds it (again when the package
changed: the browser tests use the same one), and running the engine on it.

Each test module still skips itself first where Node is missing, then imports from here.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from verzaking.site import _built_from
from verzaking.site.build import SiteError, build_site, cache_dir, pyodide_dir, source_digest

HERE = Path(__file__).resolve().parent


def built_site() -> Path:
    """The site in the cache folder, built where it is out of date (skips where it cannot be
    built here: no npm and no cached Pyodide)."""
    out = cache_dir() / "app"
    if _built_from(out) != source_digest():
        try:
            pyodide_dir(log=lambda line: None)
            build_site(out, log=lambda line: None)
        except SiteError as exc:
            pytest.skip(f"the site cannot be built here: {exc}")
    return out


def engine(site: Path, given: Path) -> str:
    """What the site's engine in Node answers for ``given``: a JSON file of calls to the
    bridge's ``rule``, or a Python file run in the engine (its last expression, a text)."""
    node = shutil.which("node")
    assert node is not None
    done = subprocess.run([node, str(HERE / "sitenode.mjs"), str(site), str(given)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def rule_offline(site: Path, texts: list[tuple[str, str]], tmp: Path) -> list[object]:
    """What the app's engine answers for each (text, name), ``equity`` asked for."""
    calls = tmp / "calls.json"
    calls.write_text(json.dumps([[text, {"lang": "en", "name": name, "equity": True}]
                                 for text, name in texts]), encoding="utf-8")
    return [json.loads(out)["json"] for out in json.loads(engine(site, calls))]
