"""Load test of the web page: quick rulings from many clients, with or without heavy requests.

Starts ``verzaking serve --workers N`` on 127.0.0.1 (a free port) in its own process,
then runs ``--clients`` keep-alive HTTP clients in this process, each posting the
seed's example 1 as the quick form does (``POST /quick`` with ``X-Fragment: 1``)
back to back for ``--seconds``.  With ``--heavy``, other clients send the heavy
requests back to back at the same time, one client per kind:

    record   the 2 MB rpbridge PBN uploaded to /record (the board picker: 200)
    api-pbn  the same file to POST /api/rule (7632 boards, more than one request may rule: 413)
    equity   a board with an established revoke and its deal (double-dummy equity: 200)
    json     a 2 MB JSON list of quick cases to POST /api/rule (413, or 422 past the budget)

Reports the quick rulings' requests, errors (any status but 200, or an answer without
+420) and latency percentiles, and for the heavy requests their count, statuses and
median.  ``--matrix`` runs every combination of ``--workers 1`` and ``2`` with and
without the heavy requests and prints a table.  Run by hand, not in CI:

    .venv/bin/python benchmarks/bench_web.py --seconds 60
    .venv/bin/python benchmarks/bench_web.py --seconds 30 --workers 2 --heavy
    .venv/bin/python benchmarks/bench_web.py --seconds 30 --matrix
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
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RPBRIDGE = Path("/work/shared/data/pbn/rpbridge-2012-championships.pbn")
EQUITY_FILES = (ROOT / "tests/fixtures/voorbeeld1.pbn", ROOT / "tests/fixtures/equity_more.pbn")
MAX_BODY = 2 * 1024 * 1024
WINNERS = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()
FORM = {"lang": "nl", "level": "4", "strain": "S", "dbl": "", "declarer": "S", "vul": "None",
        **{f"t{n}": w for n, w in enumerate(WINNERS, 1)},
        "r1_seat": "E", "r1_trick": "6", "r1_attention": "during_play", "laws": "2017"}
CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": WINNERS,
        "revokes": [{"seat": "E", "trick": 6}]}
HEAVY_KINDS = ("record", "api-pbn", "equity", "json")

Check = Callable[[int, bytes], bool]


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    first_error: str = ""
    statuses: Counter[int] = field(default_factory=Counter)


def _api_right(status: int, body: bytes) -> bool:
    try:
        return status == 200 and json.loads(body)[0]["score_ns"]["adjusted"] == 420
    except (ValueError, LookupError, TypeError):
        return False


def _page_right(status: int, body: bytes) -> bool:
    return status == 200 and b'<td class="after">+420</td>' in body


def _post(path: str, host: str, port: int, content_type: str, body: bytes,
          extra: str = "") -> bytes:
    head = (f"POST {path} HTTP/1.1\r\nHost: {host}:{port}\r\n{extra}"
            f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n")
    return head.encode() + body


def _quick_request(endpoint: str, host: str, port: int) -> tuple[bytes, Check]:
    """The raw HTTP/1.1 request, and the check that its answer is the right ruling."""
    if endpoint == "api":
        return (_post("/api/rule?lang=nl", host, port, "application/json",
                      json.dumps(CASE).encode()), _api_right)
    return (_post("/quick?lang=nl", host, port, "application/x-www-form-urlencoded",
                  urllib.parse.urlencode(FORM).encode(), "X-Fragment: 1\r\n"), _page_right)


def _multipart(name: str, data: bytes) -> tuple[str, bytes]:
    boundary = "----verzaking-bench-boundary"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"lang\"\r\n\r\nnl\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; "
            f"filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n").encode()
    return f"multipart/form-data; boundary={boundary}", body + data + f"\r\n--{boundary}--\r\n".encode()


def _json_cases() -> bytes:
    """A JSON list of quick cases, as many as fit in 2 MB (the largest body taken)."""
    one = json.dumps(CASE).encode()
    count = (MAX_BODY - 2) // (len(one) + 2)
    return b"[" + b", ".join([one] * count) + b"]"


def _heavy_requests(kind: str, host: str, port: int) -> list[tuple[bytes, Check]]:
    """The requests one heavy client sends in turn, each with the check of its answer."""
    if kind == "record":
        ctype, body = _multipart(RPBRIDGE.name, RPBRIDGE.read_bytes())
        return [(_post("/record?lang=nl", host, port, ctype, body, "X-Fragment: 1\r\n"),
                 lambda s, b: s == 200 and b'class="picker"' in b)]
    if kind == "api-pbn":
        return [(_post("/api/rule?lang=nl", host, port, "text/plain", RPBRIDGE.read_bytes()),
                 lambda s, b: s == 413 and b"web.err.too_many_boards" in b)]
    if kind == "equity":
        return [(_post("/api/rule?lang=nl", host, port, "text/plain", path.read_bytes()),
                 lambda s, b: s == 200 and b'"equity"' in b) for path in EQUITY_FILES]
    return [(_post("/api/rule?lang=nl", host, port, "application/json", _json_cases()),
             lambda s, b: s in (413, 422) and b"web.err." in b)]


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


async def _client(host: str, port: int, requests: list[tuple[bytes, Check]], deadline: float,
                  stats: Stats, delay: float = 0.0) -> None:
    await asyncio.sleep(delay)
    reader, writer = await asyncio.open_connection(host, port)
    turn = 0
    try:
        while time.perf_counter() < deadline:
            request, right = requests[turn % len(requests)]
            turn += 1
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
            stats.statuses[status] += 1
            if not right(status, body):
                stats.errors += 1
                stats.first_error = stats.first_error or f"status {status}: {body[:200]!r}"
    finally:
        writer.close()


async def _run(host: str, port: int, clients: int, seconds: float, endpoint: str,
               heavy: tuple[str, ...], stagger: float) -> tuple[Stats, dict[str, Stats]]:
    quick = [_quick_request(endpoint, host, port)]
    stats = Stats()
    heavy_stats = {kind: Stats() for kind in heavy}
    deadline = time.perf_counter() + seconds
    await asyncio.gather(
        *(_client(host, port, quick, deadline, stats, i * stagger) for i in range(clients)),
        *(_client(host, port, _heavy_requests(kind, host, port), deadline, heavy_stats[kind])
          for kind in heavy))
    return stats, heavy_stats


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_server(port: int, workers: int) -> subprocess.Popen[bytes]:
    """``verzaking serve`` as a director starts it, on a free port."""
    cmd = [sys.executable, "-m", "verzaking", "serve", "--port", str(port),
           "--workers", str(workers)]
    proc = subprocess.Popen(cmd)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(400):
        try:
            with urllib.request.urlopen(url, timeout=1):
                time.sleep(3.0)  # the worker processes start beside the server
                return proc
        except OSError:
            time.sleep(0.05)
    proc.terminate()
    raise SystemExit("the server did not start")


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def _measure(args: argparse.Namespace, workers: int, heavy: bool) -> tuple[Stats, dict[str, Stats]]:
    proc = None
    if args.url:
        parsed = urllib.parse.urlsplit(args.url)
        host, port = parsed.hostname or "127.0.0.1", parsed.port or 80
    else:
        host, port = "127.0.0.1", _free_port()
        proc = _start_server(port, workers)
    kinds = HEAVY_KINDS if heavy else ()
    print(f"(load average before the run: {os.getloadavg()[0]:.2f})")
    try:
        asyncio.run(_run(host, port, args.clients, 2.0, args.endpoint, kinds, args.stagger))
        return asyncio.run(_run(host, port, args.clients, args.seconds, args.endpoint, kinds,
                                args.stagger))
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(timeout=30)


def _quick_line(stats: Stats, seconds: float) -> str:
    lat = [x * 1000 for x in stats.latencies]
    if not lat:
        return f"requests 0  errors {stats.errors}"
    return (f"{len(lat):6d} ({len(lat) / seconds:4.0f}/s)  errors {stats.errors:3d}  "
            f"p50 {_percentile(lat, 50):6.1f}  p95 {_percentile(lat, 95):6.1f}  "
            f"p99 {_percentile(lat, 99):6.1f}  max {max(lat):7.1f}  "
            f"mean {statistics.fmean(lat):6.1f} ms")


def _heavy_line(kind: str, stats: Stats) -> str:
    lat = [x * 1000 for x in stats.latencies]
    shown = " ".join(f"{s}×{n}" for s, n in sorted(stats.statuses.items()))
    median = f"p50 {_percentile(lat, 50):7.0f} ms" if lat else "no answer"
    return f"  {kind:8s} {len(lat):4d} answers ({shown}), {median}, errors {stats.errors}"


def _report(args: argparse.Namespace, workers: int, heavy: bool, result: tuple[Stats, dict[str, Stats]]
            ) -> bool:
    stats, heavy_stats = result
    load = "with heavy" if heavy else "quick only"
    server = "running" if args.url else f"workers {workers}"
    print(f"{server}  {load:10s}  {_quick_line(stats, args.seconds)}")
    for kind, hs in heavy_stats.items():
        print(_heavy_line(kind, hs))
        if hs.errors:
            print(f"    first: {hs.first_error}")
    if stats.errors:
        print(f"  first quick error: {stats.first_error}")
    return bool(stats.errors or not stats.latencies
                or any(hs.errors or not hs.latencies for hs in heavy_stats.values()))


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--clients", type=int, default=20, help="concurrent clients (default 20)")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long (default 60)")
    ap.add_argument("--endpoint", choices=("quick", "api"), default="quick",
                    help="the quick form's POST /quick (default) or POST /api/rule")
    ap.add_argument("--workers", type=int, default=1, help="verzaking serve --workers (default 1)")
    ap.add_argument("--heavy", action="store_true", help="send the heavy requests at the same time")
    ap.add_argument("--matrix", action="store_true",
                    help="--workers 1 and 2, each without and with --heavy")
    ap.add_argument("--stagger", type=float, default=0.05,
                    help="seconds between the clients' first connections (default 0.05; 0: "
                         "all at once, when one server process may take them all)")
    ap.add_argument("--url", help="an already running server, e.g. http://127.0.0.1:8000")
    args = ap.parse_args()
    runs = ([(w, h) for w in (1, 2) for h in (False, True)] if args.matrix
            else [(args.workers, args.heavy)])
    print(f"POST /{'api/rule' if args.endpoint == 'api' else 'quick'} (seed example 1), "
          f"{args.clients} clients, {args.seconds:g} s each, {os.cpu_count()} CPUs")
    failed = False
    for workers, heavy in runs:
        failed |= _report(args, workers, heavy, _measure(args, workers, heavy))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
