"""The offline site: ``verzaking site OUT`` and the app that ``verzaking serve`` serves at
``/app/``.

The engine runs in the phone's browser (Pyodide, with this checkout's own wheel);
:mod:`.build` writes the folder, :mod:`.bridge` is what the page's JavaScript calls.
Importing this package needs nothing beyond the core.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

__all__ = ["SITE_ENV", "add_site_options", "add_site_parser", "run_site", "serve_site"]

SITE_ENV = "VERZAKING_SITE"
"""The environment variable that tells the server's processes the site's folder."""


def add_site_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``site`` command to the CLI's sub-parsers."""
    p = subparsers.add_parser(
        "site", help="write the offline web app (the engine in the browser) to a folder",
        description="Write a static web app that rules in the browser, also without a "
                    "network: serve the folder with any static host (https, or localhost).")
    p.add_argument("out", metavar="OUT", help="the folder to write (new, empty, or a site "
                                              "written before)")
    p.add_argument("--server", default="../", metavar="URL",
                   help="where the page asks a verzaking server for the estimate of 64C "
                        "(default ../, the server that serves the site at /app/)")
    return p


def add_site_options(serve: argparse.ArgumentParser) -> None:
    """``verzaking serve --site DIR``: the offline app the server serves at ``/app/``."""
    serve.add_argument("--site", metavar="DIR",
                       help="serve this built site (verzaking site DIR) at /app/; default: "
                            "one built into the cache folder (again when the package "
                            "changed), when npm or a cached Pyodide is there")


def run_site(args: argparse.Namespace) -> int:
    """Build the site; 0 when written, 2 when it cannot be (the message says why)."""
    from .build import SiteError, build_site

    try:
        report = build_site(Path(args.out), server=args.server,
                            log=lambda line: print(f"verzaking site: {line}", file=sys.stderr))
    except (SiteError, OSError) as exc:
        print(f"verzaking site: {exc}", file=sys.stderr)
        return 2
    print(f"verzaking site: {report.files} files, {report.size / 1e6:.1f} MB in {report.out} "
          f"(pyodide {report.pyodide}); serve it with any static host, e.g. "
          f"python3 -m http.server -d {report.out}", file=sys.stderr)
    return 0


def serve_site(args: argparse.Namespace) -> None:
    """Tell the server where the site is (``--site``), else build it into the cache folder
    (again when this package's files changed); without npm the server runs without it and
    ``/app/`` says so."""
    from .build import SiteError, build_site, cache_dir, source_digest

    given = getattr(args, "site", None)
    if given:
        os.environ[SITE_ENV] = os.path.abspath(given)
        return
    out = cache_dir() / "app"
    if _built_from(out) != source_digest():
        try:
            print("verzaking: building the offline app (verzaking site) …", file=sys.stderr)
            build_site(out, log=lambda line: print(f"verzaking: {line}", file=sys.stderr))
        except (SiteError, OSError) as exc:
            print(f"verzaking: the offline app at /app/ is not available ({exc})",
                  file=sys.stderr)
            return
    os.environ[SITE_ENV] = str(out)


def _built_from(out: Path) -> str | None:
    """The source digest the site in ``out`` was built from, if there is one."""
    try:
        return str(json.loads((out / "build.json").read_text(encoding="utf-8"))["source"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
