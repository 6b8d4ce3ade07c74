"""``verzaking serve``: the web page for the director's phone, on this machine's network.

Loopback by default; with ``--host`` set to the laptop's address (or ``0.0.0.0``)
the phones on the club's network can open it.
"""

from __future__ import annotations

import argparse
import socket
import sys
from typing import Any

__all__ = ["add_serve_parser", "run_serve"]

_EXTRAS = "verzaking serve needs the web extras: pip install 'verzaking[web]'"


def add_serve_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add the ``serve`` command to the CLI's sub-parsers."""
    p = subparsers.add_parser("serve", help="start the web page and JSON API",
                              description="Serve the quick-ruling page, the hand-record page "
                                          "and the JSON API (POST /api/rule).")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1, this machine only; give the "
                        "laptop's address or 0.0.0.0 for phones on the club's network)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    return p


def run_serve(args: argparse.Namespace) -> int:
    """Run the server until interrupted; 0 on a clean stop, 2 when it cannot start."""
    try:
        import uvicorn

        from .app import create_app
    except ImportError as exc:
        print(f"{_EXTRAS} ({exc})", file=sys.stderr)
        return 2
    if not 0 < args.port < 65536:
        print(f"verzaking serve: port {args.port} is not a port number (1-65535)", file=sys.stderr)
        return 2
    shown = "localhost" if args.host in ("127.0.0.1", "::1") else args.host
    print(f"verzaking: http://{shown}:{args.port}/  (Ctrl-C stops)", file=sys.stderr)
    if args.host in ("0.0.0.0", "::"):
        print("verzaking: open it on a phone at http://<this laptop's address>:"
              f"{args.port}/", file=sys.stderr)
    try:  # uvicorn would exit with its own code 3; say it here, with exit code 2
        with socket.create_server((args.host, args.port)):
            pass
    except OSError as exc:
        print(f"verzaking serve: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    config = uvicorn.Config(create_app(), host=args.host, port=args.port, log_level="warning",
                            access_log=False, server_header=False)
    server = uvicorn.Server(config)
    try:
        server.run()
    except KeyboardInterrupt:
        return 0
    except SystemExit:
        return 2
    except OSError as exc:
        print(f"verzaking serve: cannot listen on {args.host}:{args.port} ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    # uvicorn reports a failed start (port in use) by not starting, not by raising
    return 0 if server.started else 2
