"""The estimate of 64C in the offline app: headless Chromium (Debian's, via Playwright), the
engine in its Web Worker (Pyodide, DDS in WebAssembly), against the native solver (endplay's
DDS, the compiled line) on this machine in the same run.  Run by hand:

    .venv/bin/python benchmarks/bench_offline_equity.py [--throttle 4] [--positions 12] \\
        [--repeat 5] [--runs 5]

What it prints:

- the first visit: the bytes the static server sent (the service worker keeps every file),
  and those of the solver's files (``dds/``, ``engine.mjs``) raw and gzipped;
- one estimate: ``window.verzaking.rule(case, {equity: true})`` less the same ruling
  without it, in milliseconds, for 10-12-card positions (revokes injected at tricks 2-4
  of the RealBridge sample, as ``bench_equity.py`` does) and 4-8-card ones (tricks 6-10):
  *cold* is the first estimate of a freshly loaded page (a new context each), *warm* the
  median of the others (each the ruling with the estimate less the ruling without, each
  of them the best of ``--repeat`` timings of the mean of ``--runs`` rulings in a row, 7
  and 1 unless told, as natively: on this shared machine one ruling less one varied by
  twice the estimate on small positions; the site is served cross-origin isolated, so
  the page's clock counts in microseconds, not in steps of 0.1 ms); with
  ``--throttle N`` also with Chromium's processor slowed N times (CDP
  ``Emulation.setCPUThrottlingRate``).  Chromium throttles pages only (for a worker it
  answers "Operation is only supported for pages, not workers"), so the throttled
  figures, and the unthrottled ones beside them, are of the same engine (``engine.mjs``)
  run on the thread of a benchmark page (``bench.html``, written into the site built
  here);
- the same estimates natively (in process, timed alike): the very call the worker
  makes (``verzaking.site.bridge.rule`` on the case's text, with and without equity: the
  reading and the JSON with its texts included, as in the browser), and ``verzaking.rule``
  alone on the read facts (what this benchmark compared with before), each with the ratio;
- memory after ten estimates: the WebAssembly memory of the solver and of Python in the
  worker, the page's JavaScript heap, and the resident memory of Chromium's renderer.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from bench_equity import REALBRIDGE, inject

import verzaking
from verzaking.io import read, read_text
from verzaking.ruling_log.casedoc import case_from_facts
from verzaking.site.build import build_site

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update"]
SENT = [0]


class _Counted(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def end_headers(self) -> None:
        # cross-origin isolated (every file is this server's): the page's and the worker's
        # clock then count in microseconds, not in steps of 0.1 ms
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        SENT[0] += len(data)
        outputfile.write(data)


def positions(first: int, last: int, count: int) -> list[str]:
    """Case files of the sample's boards with a revoke injected at tricks first..last."""
    boards = [b.facts for b in read(REALBRIDGE)
              if b.facts is not None and b.facts.play is not None and b.facts.play.finished]
    out: list[str] = []
    for f in boards:
        g = inject(f, first)
        if g is None or not g.revokes:
            continue
        r = verzaking.rule(g, equity=False)
        if r.revokes[0].established and first <= r.revokes[0].revoke.trick <= last:
            out.append(json.dumps(case_from_facts(g, r)))
        if len(out) == count:
            break
    return out


def native_ms(cases: list[str], *, app: bool = True) -> list[float]:
    """Each case's estimate natively: the ruling with equity less the one without, timed
    as in the browser (``TIMING``, but at least the best of 5).  With ``app`` the very call
    the worker makes (``verzaking.site.bridge.rule`` on the case's text: reading, ruling,
    the JSON with its texts), else ``verzaking.rule`` alone on the read facts (the ruling
    without its JSON, as this benchmark measured before)."""
    from verzaking.site import bridge

    out = []
    runs = TIMING["runs"]
    for text in cases:
        facts = read_text(text, kind="json")[0].facts
        options = {e: json.dumps({"lang": "en", "equity": e}) for e in (True, False)}
        best = {True: float("inf"), False: float("inf")}
        for _ in range(max(5, TIMING["repeat"])):
            for equity in (True, False):
                t0 = time.perf_counter()
                for _ in range(runs):
                    if app:
                        bridge.rule(text, options[equity])
                    else:
                        verzaking.rule(facts, equity=equity)
                best[equity] = min(best[equity], (time.perf_counter() - t0) / runs)
        out.append((best[True] - best[False]) * 1000)
    return out


ISOLATED = "window.crossOriginIsolated"

TIMED = """async ([t, equity, runs]) => {
  const t0 = performance.now();
  for (let i = 0; i < (runs || 1); i++) {
    if (window.ask) {  // bench.html: the engine on the page's thread
      await window.ask("rule", [t, JSON.stringify({lang: 'en', equity: equity})]);
    } else {
      await window.verzaking.rule(t, {lang: 'en', equity: equity});
    }
  }
  return (performance.now() - t0) / (runs || 1);
}"""
"""The mean time of ``runs`` rulings one after the other."""
BENCH_PAGE = """<!doctype html><meta charset="utf-8"><title>bench</title>
<script type="module">
import "./engine.mjs";  // its onmessage and postMessage are the window's here
let last = 0;
const waiting = {};
window.addEventListener("message", (ev) => {
  const call = waiting[ev.data.id];
  if (!call) { return; }
  delete waiting[ev.data.id];
  if ("error" in ev.data) { call[1](new Error(ev.data.error)); } else { call[0](ev.data.ok); }
});
window.ask = (name, args) => new Promise((resolve, reject) => {
  const id = ++last;
  waiting[id] = [resolve, reject];
  self.onmessage({ data: { id: id, name: name, args: args } });
});
window.started = window.ask("info", []);
</script>"""


TIMING = {"repeat": 1, "runs": 1}
"""How a warm estimate is timed (``--repeat``, ``--runs``): the best of ``repeat`` timings,
each the mean of ``runs`` rulings in a row, with the estimate and without; natively
(:func:`native_ms`) the same."""


def estimate_ms(page: Any, text: str, repeat: int = 1, runs: int = 1) -> float:
    """The ruling with the estimate less the ruling without, each the best of ``repeat``
    means of ``runs``."""
    with_it = min(page.evaluate(TIMED, [text, True, runs]) for _ in range(repeat))
    without = min(page.evaluate(TIMED, [text, False, runs]) for _ in range(repeat))
    return float(with_it - without)


def open_app(browser: Any, url: str, rate: float, *, on_page: bool = False) -> tuple[Any, Any]:
    """The app (its worker), or with ``on_page`` the engine on the page's thread; with
    ``rate`` its processor slowed that many times."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(600_000)
    if rate > 1:
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.__dict__["_bench_cdp"] = cdp  # kept alive with the page
    if on_page:
        page.goto(url + "bench.html")
        page.evaluate("window.started")
    else:
        page.goto(url + "record.html")
        page.evaluate("window.verzaking.ready")
    return context, page


def renderer_rss() -> int:
    """Resident bytes of the Chromium renderers started under this process."""
    mine, total = {os.getpid()}, 0
    procs = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text().split(") ")[-1].split()
                procs.append((int(entry.name), int(stat[1])))
            except OSError:
                continue
    changed = True
    while changed:
        changed = False
        for pid, ppid in procs:
            if ppid in mine and pid not in mine:
                mine.add(pid)
                changed = True
    for pid in mine:
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
            if b"--type=renderer" in cmd:
                status = Path(f"/proc/{pid}/status").read_text()
                total += int(next(x for x in status.splitlines() if x.startswith("VmRSS"))
                             .split()[1]) * 1024
        except (OSError, StopIteration):
            continue
    return total


def measure(browser: Any, url: str, sizes: dict[str, list[str]], rate: float, *,
            on_page: bool = False) -> None:
    label = (f"throttled {rate:g}x" if rate > 1 else "unthrottled") + (
        ", on the page's thread" if on_page else ", in the worker")
    for size, cases in sizes.items():
        cold = []
        for text in cases[:3]:  # a freshly loaded page each
            context, page = open_app(browser, url, rate, on_page=on_page)
            cold.append(estimate_ms(page, text))
            context.close()
        context, page = open_app(browser, url, rate, on_page=on_page)
        estimate_ms(page, cases[0])  # the engine's code warmed
        warm = [estimate_ms(page, t, TIMING["repeat"], TIMING["runs"]) for t in cases]
        context.close()
        print(f"  {label}, {size}: cold {statistics.median(cold):.0f} ms (median of "
              f"{len(cold)}, max {max(cold):.0f}); warm median {statistics.median(warm):.2f} ms, "
              f"max {max(warm):.2f} ms over {len(warm)} positions")
        if rate == 1 and not on_page:
            for app, what in ((True, "the worker's call (site.bridge.rule)"),
                              (False, "verzaking.rule alone")):
                native = native_ms(cases, app=app)
                print(f"  native, {size}, {what}: median {statistics.median(native):.2f} ms, "
                      f"max {max(native):.2f} ms; browser warm / native: "
                      f"{statistics.median(warm) / statistics.median(native):.2f} (medians), "
                      f"{sum(warm) / sum(native):.2f} (totals)")


def memory(browser: Any, url: str, cases: list[str]) -> None:
    context, page = open_app(browser, url, 1)
    before = renderer_rss()
    for text in cases[:10]:
        page.evaluate(TIMED, [text, True])
    got = page.evaluate("window.verzaking.memory()")
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    heap = next(m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]
                if m["name"] == "JSHeapUsedSize")
    after = renderer_rss()
    print(f"memory after ten estimates: solver's WebAssembly {got['solver'] / 2**20:.1f} MiB, "
          f"Python's {got['python'] / 2**20:.1f} MiB, the page's JS heap {heap / 2**20:.1f} MiB; "
          f"Chromium renderers' resident memory {after / 2**20:.0f} MiB "
          f"({before / 2**20:.0f} MiB before the ten)")
    context.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--throttle", type=float, default=4.0)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=7,
                        help="a warm estimate: the best of this many timings (1 and --runs 1: "
                             "one ruling with and one without, as this benchmark did before "
                             "in the browser; natively at least 5)")
    parser.add_argument("--runs", type=int, default=1,
                        help="each timing the mean of this many rulings in a row")
    args = parser.parse_args()
    TIMING.update(repeat=args.repeat, runs=args.runs)
    from playwright.sync_api import sync_playwright

    sizes = {"10-12 cards": positions(2, 4, args.positions),
             "4-8 cards": positions(6, 10, args.positions)}
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "app"
        build_site(site, log=lambda line: None)
        (site / "bench.html").write_text(BENCH_PAGE, encoding="utf-8")
        files = [site / "dds" / n for n in ("dds.wasm", "dds.mjs", "solver.mjs")]
        files.append(site / "engine.mjs")
        raw = sum(p.stat().st_size for p in files)
        packed = sum(len(gzip.compress(p.read_bytes(), 9)) for p in files)
        handler = functools.partial(_Counted, directory=str(site))
        srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{srv.server_address[1]}/"
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            context = browser.new_context()
            page = context.new_page()
            SENT[0] = 0
            page.goto(url)
            info = page.evaluate("window.verzaking.ready")
            isolated = page.evaluate(ISOLATED)
            time.sleep(1)
            print(f"first visit: {SENT[0] / 1e6:.2f} MB sent (offline after it: "
                  f"{info['offline']}; solver: {info['solver']}); the solver's files "
                  f"(dds/, engine.mjs) {raw / 1e3:.0f} kB, {packed / 1e3:.0f} kB gzipped")
            context.close()
            print(f"one estimate in Chromium (Pyodide {info['pyodide']}), this machine (the "
                  f"page cross-origin isolated: {isolated}; each warm figure the best of "
                  f"{TIMING['repeat']} means of {TIMING['runs']}):")
            measure(browser, url, sizes, 1)
            if args.throttle > 1:
                measure(browser, url, sizes, 1, on_page=True)
                measure(browser, url, sizes, args.throttle, on_page=True)
            memory(browser, url, sizes["10-12 cards"] + sizes["4-8 cards"])
            browser.close()
        srv.shutdown()


if __name__ == "__main__":
    sys.exit(main())
