"""``verzaking serve``: the web page for the director's phone, on this machine's network.

Loopback by default; with ``--host`` set to the laptop's address (or ``0.0.0.0``)
the phones on the club's network can open it.  ``--workers`` server processes
share the port; the heavy work of a request runs in worker processes beside
them, within the limits of a request (``--max-boards``, ``--time-budget``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import Any

from .limits import DEFAULT_BOARDS, DEFAULT_SECONDS, Limits, cores

__all__ = ["APP", "add_serve_parser", "run_serve"]

APP = "verzaking.web.app:create_app"
"""The app's factory, as uvicorn imports it in each server process."""
_EXTRAS = ("verzaking serve needs the web extras: pip install 'verzaking[web]' (in a "
           "checkout: .venv/bin/pip install -e '.[web]')")


_RANGES = (("workers", "--workers", 1, 1000), ("max_boards", "--max-boards", 1, 1_000_000),
           ("time_budget", "--time-budget", 1e-3, 3600))
"""The options with a range, as (attribute, option, least, most)."""


def _out_of_range(args: argparse.Namespace) -> str | None:
    """What is wrong with the numbers given, if anything (said as the port's check says it)."""
    if not 0 < args.port < 65536:
        return f"port {args.port} is not a port number (1-65535)"
    for name, option, least, most in _RANGES:
        value = getattr(args, name, least)
        if not least <= value <= most:
            return f"{option} {value:g} is not a number from {least:g} to {most:g}"
    return None


def add_serve_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``serve`` command to the CLI's sub-parsers."""
    p = subparsers.add_parser("serve", help="start the web page and JSON API",
                              description="Serve the quick-ruling page, the hand-record page "
                                          "and the JSON API (POST /api/rule).")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1, this machine only; give the "
                        "laptop's address or 0.0.0.0 for phones on the club's network)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--workers", type=int, default=cores(),
                   help="server processes (default: the number of cores, here %(default)s)")
    p.add_argument("--max-boards", type=int, default=DEFAULT_BOARDS,
                   help="most boards ruled in one request (default %(default)s); a file with "
                        "more can still be opened to pick a board")
    p.add_argument("--time-budget", type=float, default=DEFAULT_SECONDS, metavar="SECONDS",
                   help="most seconds of work one request may take (default %(default)g)")
    p.add_argument("--db", metavar="PATH",
                   help="the director's log file of the Log page (default: in the user's data "
                        "folder)")
    return p


def _limits(args: argparse.Namespace) -> Limits:
    """The limits of a request, and the worker processes each server process gets."""
    workers = getattr(args, "workers", 1)
    return Limits(boards=getattr(args, "max_boards", DEFAULT_BOARDS),
                  seconds=getattr(args, "time_budget", DEFAULT_SECONDS),
                  processes=max(1, cores() // workers))


def _port_free(host: str, port: int) -> bool:
    """Whether the port can be listened on; says why not (uvicorn would exit with its own 3)."""
    import socket  # only here: every other command starts without it

    try:
        with socket.create_server((host, port)):
            return True
    except OSError as exc:
        print(f"verzaking serve: cannot listen on {host}:{port} ({exc.strerror or exc})",
              file=sys.stderr)
        return False


def _log_opens(path: str) -> bool:
    """Whether the log given with ``--db`` can be opened (made); says why not."""
    from ..ruling_log import LogError, RulingLog

    try:
        RulingLog.open(path).close()
    except LogError as err:
        print(f"verzaking serve: {err.message('nl')}", file=sys.stderr)
        return False
    return True


def run_serve(args: argparse.Namespace, *, prepare: Callable[[], None] | None = None) -> int:
    """Run the server until interrupted; 0 on a clean stop, 2 when it cannot start.

    ``prepare`` runs once the options are checked and the port is free, before the server
    starts (the command line has the offline app built there).
    """
    try:
        import uvicorn

        from . import app  # noqa: F401  (the web extras are there)
    except ImportError as exc:
        print(f"{_EXTRAS} ({exc})", file=sys.stderr)
        return 2
    wrong = _out_of_range(args)
    if wrong is not None:
        print(f"verzaking serve: {wrong}", file=sys.stderr)
        return 2
    if getattr(args, "db", None) and not _log_opens(args.db):
        return 2
    if not _port_free(args.host, args.port):  # said before the address is announced
        return 2
    shown = "localhost" if args.host in ("127.0.0.1", "::1") else args.host
    print(f"verzaking: http://{shown}:{args.port}/  (Ctrl-C stops)", file=sys.stderr)
    if args.host in ("0.0.0.0", "::"):
        print("verzaking: open it on a phone at http://<this laptop's address>:"
              f"{args.port}/", file=sys.stderr)
    if prepare is not None:
        try:
            prepare()
        except KeyboardInterrupt:
            return 0
    os.environ.update(_limits(args).to_env())  # read by create_app in every server process
    if getattr(args, "db", None):
        os.environ["VERZAKING_LOG_DB"] = os.path.abspath(args.db)  # read by the log page
    try:
        uvicorn.run(APP, factory=True, host=args.host, port=args.port,
                    workers=getattr(args, "workers", 1), log_level="warning", access_log=False,
                    server_header=False)
    except KeyboardInterrupt:
        return 0
    except SystemExit:  # uvicorn could not start (it says why)
        return 2
    except OSError as exc:
        print(f"verzaking serve: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    return 0
