"""``verzaking serve``: the web page for the director's phone, on this machine's network.

Loopback by default; with ``--host`` set to the laptop's address (or ``0.0.0.0``)
the phones on the club's network can open it.  ``--workers`` server processes
share the port; the heavy work of a request runs in worker processes beside
them, within the limits of a request (``--max-boards``, ``--time-budget``).

The log (``/log``) needs the directors' PIN (``--pin``, ``$VERZAKING_LOG_PIN``, else a
random one printed with the address; a PIN shorter than six characters is taken, with a
warning); the server's processes get it, a signing key made at this start, the file
where they count wrong PINs together, and the names they answer to (:mod:`.hosts`:
``--allowed-host``), in the environment (:mod:`.pin`, :mod:`.tries`).  uvicorn is told
to trust no proxy's headers (``X-Forwarded-For``): the address a wrong PIN is counted
against is the connection's own.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shutil
import sys
import tempfile
from collections.abc import Callable
from typing import Any

from .hosts import HOSTS_ENV, for_bind, name_problem
from .limits import DEFAULT_BOARDS, DEFAULT_SECONDS, Limits, cores
from .pin import KEY_ENV, PIN_ENV, TRIES_ENV, new_pin, pin_problem, pin_warning
from .tries import Tries

__all__ = ["APP", "GRACE", "NO_PROXY", "add_serve_parser", "run_serve"]

APP = "verzaking.web.app:create_app"
"""The app's factory, as uvicorn imports it in each server process."""
NO_PROXY: dict[str, Any] = {"proxy_headers": False, "forwarded_allow_ips": []}
"""What uvicorn is told wherever the app is served: no proxy's ``X-Forwarded-For`` or
``X-Forwarded-Proto`` is believed (uvicorn believes them from loopback by default, and a
guesser on this machine could then give every try another address)."""
GRACE = 5
"""Seconds Ctrl-C waits for the requests under way before the server stops anyway."""
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
    p.add_argument("--pin", metavar="PIN",
                   help=f"the directors' PIN for the Log page (default: ${PIN_ENV}, else a "
                        "random one of 6 digits, printed at start); 4 to 64 characters, 6 "
                        "or more advised")
    p.add_argument("--allowed-host", action="append", default=[], metavar="NAME",
                   help="a name the server also answers to (it answers to its own address "
                        "and names only, so that no page of another site reaches it); may "
                        "be given more than once")
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


def _pin(args: argparse.Namespace) -> tuple[str, bool] | None:
    """The log's PIN and whether it was made here (then it is printed); ``None`` (said
    why) for a PIN that cannot be one."""
    given = getattr(args, "pin", None) or os.environ.get(PIN_ENV)
    if given is None:
        return new_pin(), True
    wrong = pin_problem(given)
    if wrong is not None:
        where = "--pin" if getattr(args, "pin", None) else PIN_ENV
        print(f"verzaking serve: {where}: {wrong}", file=sys.stderr)
        return None
    return given, False


def _announce(args: argparse.Namespace, pin: str, made: bool) -> None:
    """The address to open, and the log's PIN if it was made here (the one line that says
    it, as a notebook server prints its token)."""
    shown = "localhost" if args.host in ("127.0.0.1", "::1") else args.host
    print(f"verzaking: http://{shown}:{args.port}/  (Ctrl-C stops)", file=sys.stderr)
    if args.host in ("0.0.0.0", "::"):
        print("verzaking: open it on a phone at http://<this laptop's address>:"
              f"{args.port}/", file=sys.stderr)
    if made:
        print(f"verzaking: the log's PIN (for the directors only): {pin}", file=sys.stderr)
    else:
        print("verzaking: the log asks for the PIN you gave", file=sys.stderr)
        weak = pin_warning(pin)
        if weak is not None:
            print(f"verzaking: warning: {weak}", file=sys.stderr)


def _door_env(args: argparse.Namespace, pin: str, folder: str) -> dict[str, str]:
    """What the server's processes need for the log's door: the PIN, this start's signing
    key, the file in ``folder`` where they count wrong PINs together, and the names they
    answer to."""
    tries = os.path.join(folder, "tries.sqlite")
    Tries(tries).close()  # made once here, before the processes open it
    hosts = for_bind(args.host, getattr(args, "allowed_host", None) or ())
    return {PIN_ENV: pin, KEY_ENV: secrets.token_hex(32), TRIES_ENV: tries,
            HOSTS_ENV: hosts.to_env()}


def _names_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the names given with ``--allowed-host``, if anything."""
    for name in getattr(args, "allowed_host", None) or ():
        wrong = name_problem(name)
        if wrong is not None:
            return f"--allowed-host: {wrong}"
    return None


def run_serve(args: argparse.Namespace, *, prepare: Callable[[], None] | None = None) -> int:
    """Run the server until interrupted; 0 on a clean stop, 2 when it cannot start.

    ``prepare`` runs once the options are checked and the port is free, before the server
    starts (the command line has the offline app built there).
    """
    try:
        import uvicorn  # noqa: F401  (the web extras are there)

        from . import app  # noqa: F401
    except ImportError as exc:
        print(f"{_EXTRAS} ({exc})", file=sys.stderr)
        return 2
    wrong = _out_of_range(args) or _names_problem(args)
    if wrong is not None:
        print(f"verzaking serve: {wrong}", file=sys.stderr)
        return 2
    pin = _pin(args)
    if pin is None:
        return 2
    if getattr(args, "db", None) and not _log_opens(args.db):
        return 2
    if not _port_free(args.host, args.port):  # said before the address is announced
        return 2
    _announce(args, *pin)
    if prepare is not None:
        try:
            prepare()
        except KeyboardInterrupt:
            return 0
    os.environ.update(_limits(args).to_env())  # read by create_app in every server process
    if getattr(args, "db", None):
        os.environ["VERZAKING_LOG_DB"] = os.path.abspath(args.db)  # read by the log page
    folder = tempfile.mkdtemp(prefix="verzaking-serve-")  # this user's only (mode 700)
    door = _door_env(args, pin[0], folder)
    before = {name: os.environ.get(name) for name in door}
    try:
        os.environ.update(door)
        return _run(args)
    finally:  # the PIN, the key and the tries' file end with this server
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(folder, ignore_errors=True)


def _run(args: argparse.Namespace) -> int:
    """uvicorn, until it stops: 0 on a clean stop, 2 when it could not start."""
    import uvicorn

    try:
        uvicorn.run(APP, factory=True, host=args.host, port=args.port,
                    workers=getattr(args, "workers", 1), log_level="warning", access_log=False,
                    server_header=False, timeout_graceful_shutdown=GRACE, **NO_PROXY)
    except KeyboardInterrupt:
        return 0
    except SystemExit:  # uvicorn could not start (it says why)
        return 2
    except OSError as exc:
        print(f"verzaking serve: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    return 0
