"""Load test of the web page: concurrent clients posting quick rulings for a fixed time.

Starts ``verzaking.web`` under uvicorn on 127.0.0.1 (a free port) in its own process,
then runs ``--clients`` keep-alive HTTP clients in this process, each posting the
seed's example 1 as the quick form does (``POST /quick`` with ``X-Fragment: 1``)
back to back for ``--seconds``.  Reports requests, errors (any status but 200, or
an answer without +420) and latency percentiles.  Run by hand, not in CI:

    .venv/bin/python benchmarks/bench_web.py --seconds 60
    .venv/bin/python benchmarks/bench_web.py --seconds 20 --endpoint api
    .venv/bin/python benchmarks/bench_web.py --url http://127.0.0.1:8000  # a running server
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field

WINNERS = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
FORM = {"lang": "nl", "level": "4", "strain": "S", "dbl": "", "declarer": "S", "vul": "None",
        **{f"t{n}": w for n, w in enumerate(WINNERS, 1)},
        "r1_seat": "E", "r1_trick": "6", "r1_attention": "during_play", "laws": "2017"}
CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": WINNERS,
        "revokes": [{"seat": "E", "trick": 6}]}


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    first_error: str = ""


def _api_right(body: bytes) -> bool:
    try:
        return json.loads(body)[0]["score_ns"]["adjusted"] == 420
    except (ValueError, LookupError, TypeError):
        return False


def _page_right(body: bytes) -> bool:
    return b'<td class="after">+420</td>' in body


def _request(endpoint: str, host: str, port: int) -> tuple[bytes, Callable[[bytes], bool]]:
    """The raw HTTP/1.1 request, and the check that its answer is the right ruling."""
    if endpoint == "api":
        body = json.dumps(CASE).encode()
        head = (f"POST /api/rule?lang=nl HTTP/1.1\r\nHost: {host}:{port}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
        return head.encode() + body, _api_right
    body = urllib.parse.urlencode(FORM).encode()
    head = (f"POST /quick?lang=nl HTTP/1.1\r\nHost: {host}:{port}\r\nX-Fragment: 1\r\n"
            f"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode() + body, _page_right


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        if line.lower().startswith("content-length:"):
            length = int(line.split(":", 1)[1])
    body = await reader.readexactly(length)
    return status, body


async def _client(host: str, port: int, request: bytes, right: Callable[[bytes], bool],
                  deadline: float, stats: Stats) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    try:
        while time.perf_counter() < deadline:
            start = time.perf_counter()
            try:
                writer.write(request)
                await writer.drain()
                status, body = await _read_response(reader)
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                stats.errors += 1
                stats.first_error = stats.first_error or repr(exc)
                writer.close()
                reader, writer = await asyncio.open_connection(host, port)
                continue
            stats.latencies.append(time.perf_counter() - start)
            if status != 200 or not right(body):
                stats.errors += 1
                stats.first_error = stats.first_error or f"status {status}: {body[:200]!r}"
    finally:
        writer.close()


async def _run(host: str, port: int, clients: int, seconds: float, endpoint: str) -> Stats:
    request, right = _request(endpoint, host, port)
    stats = Stats()
    deadline = time.perf_counter() + seconds
    await asyncio.gather(*(_client(host, port, request, right, deadline, stats)
                           for _ in range(clients)))
    return stats


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_server(port: int) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "uvicorn", "verzaking.web:create_app", "--factory",
           "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning",
           "--no-access-log"]
    proc = subprocess.Popen(cmd)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(200):
        try:
            with urllib.request.urlopen(url, timeout=1):
                return proc
        except OSError:
            time.sleep(0.05)
    proc.terminate()
    raise SystemExit("the server did not start")


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clients", type=int, default=20, help="concurrent clients (default 20)")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long (default 60)")
    ap.add_argument("--endpoint", choices=("quick", "api"), default="quick",
                    help="the quick form's POST /quick (default) or POST /api/rule")
    ap.add_argument("--url", help="an already running server, e.g. http://127.0.0.1:8000")
    args = ap.parse_args()
    proc = None
    if args.url:
        parsed = urllib.parse.urlsplit(args.url)
        host, port = parsed.hostname or "127.0.0.1", parsed.port or 80
    else:
        host, port = "127.0.0.1", _free_port()
        proc = _start_server(port)
    try:
        asyncio.run(_run(host, port, args.clients, 2.0, args.endpoint))  # warm-up
        stats = asyncio.run(_run(host, port, args.clients, args.seconds, args.endpoint))
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=10)
    lat = [x * 1000 for x in stats.latencies]
    n = len(lat)
    print(f"endpoint      POST /{'api/rule' if args.endpoint == 'api' else 'quick'} "
          f"(seed example 1), {args.clients} clients, {args.seconds:g} s, {os.cpu_count()} CPUs")
    print(f"requests      {n}  ({n / args.seconds:.0f}/s)")
    print(f"errors        {stats.errors}" + (f"  first: {stats.first_error}" if stats.errors else ""))
    if lat:
        print(f"latency ms    p50 {_percentile(lat, 50):.1f}  p95 {_percentile(lat, 95):.1f}  "
              f"p99 {_percentile(lat, 99):.1f}  max {max(lat):.1f}  mean {statistics.fmean(lat):.1f}")
    return 1 if stats.errors or not lat else 0


if __name__ == "__main__":
    sys.exit(main())
