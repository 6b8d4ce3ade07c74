"""The offline app's static files: the server's scripts and styles, the app's own scripts,
the page that prints a log, the Web Worker and the solver in WebAssembly, copied as they are."""

from __future__ import annotations

import shutil
from pathlib import Path

from ..ruling_log.printed import PRINT_STYLE

__all__ = ["copy_static"]

HERE = Path(__file__).resolve().parent


def copy_static(out: Path) -> None:
    """Copy every file the app serves as it is into ``out`` (``static/`` and ``dds/`` made)."""
    web_static = HERE.parent / "web" / "static"
    for name in ("style.css", "app.js", "equity.js", "shortpath.js", "practice.css",
                 "practice.js", "tell.css", "tell.js"):
        shutil.copy(web_static / name, out / "static" / name)
    for name in ("site.js", "logbook.js"):
        shutil.copy(HERE / "assets" / name, out / "static" / name)
    (out / "static" / "print.css").write_text(PRINT_STYLE, encoding="utf-8")  # a log page printed
    shutil.copy(HERE / "assets" / "verzaking.js", out / "verzaking.js")
    shutil.copy(HERE / "assets" / "engine.mjs", out / "engine.mjs")
    (out / "dds").mkdir()
    for name in ("dds.mjs", "dds.wasm", "solver.mjs"):
        shutil.copy(HERE / "dds" / name, out / "dds" / name)
    shutil.copy(HERE / "assets" / "icon.svg", out / "icon.svg")
