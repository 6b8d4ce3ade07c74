"""Fuzz the readers for as long as asked: inputs per second per reader, and every failure.

Run by hand (not part of the tests; the suite runs a short fixed run, ``tests/fuzz``):

    .venv/bin/python benchmarks/fuzz_readers.py --minutes 10 [--reader pbn|lin|json|yaml|form|cli]
        [--seed N] [--out FOLDER] [--hang SECONDS] [--memory MB] [--equity RATE] [--no-shrink]
    .venv/bin/python benchmarks/fuzz_readers.py --replay FOLDER/some-failure.json

Each reader runs for ``--minutes`` (without ``--reader``, every reader in turn, so the run
takes six times as long).  An input fails when it gives neither a ruling nor a clear error
(see ``tests/fuzz/oracle.py``), takes longer than ``--hang`` seconds, or raises the peak
memory by more than ``--memory`` MB.  Every failing input is written to ``--out`` (default:
a new folder under the system's temporary folder), at most ``--keep`` per distinct failure,
each with a ``.json`` beside it that says how to replay it; the first of each distinct
failure is shrunk to a minimal input (``min-…``).  A failure of the command line is
confirmed by running ``python -m verzaking`` on the input.  The summary and
``report.json`` in that folder give the inputs per second and the distinct failures.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from fuzz.engine import Found, Fuzzer, Stats, guarded, load_input, preview, save_input  # noqa: E402
from fuzz.oracle import Input, Outcome, cli_argv, run  # noqa: E402
from fuzz.seeds import READERS  # noqa: E402
from fuzz.shrink import shrink  # noqa: E402


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--minutes", type=float, default=1.0, help="minutes per reader (default 1)")
    p.add_argument("--reader", choices=READERS, action="append",
                   help="the reader to fuzz (repeatable; default: every reader in turn)")
    p.add_argument("--seed", type=int, help="the random seed (default: from the clock)")
    p.add_argument("--out", type=Path, help="folder for the failing inputs")
    p.add_argument("--keep", type=int, default=20, help="inputs written per distinct failure")
    p.add_argument("--hang", type=float, default=30.0, help="seconds after which an input hangs")
    p.add_argument("--memory", type=float, default=512.0,
                   help="MB of peak memory one input may add")
    p.add_argument("--equity", type=float, default=0.1,
                   help="share of command lines run with the solver (default 0.1)")
    p.add_argument("--no-shrink", action="store_true", help="do not shrink the failures")
    p.add_argument("--replay", type=Path, metavar="INPUT",
                   help="run one written input again (its file or its .json) and stop")
    return p


def _subprocess(item: Input) -> str:
    """What ``python -m verzaking`` says of a command-line input: its exit code and the end
    of its stderr."""
    with tempfile.TemporaryDirectory(prefix="verzaking-fuzz-") as folder:
        path = Path(folder) / ("input" + item.options.get("suffix", item.ext))
        path.write_bytes(item.data)
        done = subprocess.run([sys.executable, "-m", "verzaking", *cli_argv(item, str(path))],
                              capture_output=True, timeout=300, cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    tail = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
    return f"exit {done.returncode}: {tail[0][:200]}"


def _record(found: Found, out: Path, seed: int, *, do_shrink: bool) -> None:
    found.path = save_input(found.item, found.failure, out, seed=seed)
    print(f"  new failure after {found.index + 1} inputs: {found.failure.summary()}\n"
          f"    written to {found.path}", flush=True)
    if found.item.reader == "cli":
        print(f"    python -m verzaking: {_subprocess(found.item)}", flush=True)
    if do_shrink:
        small = shrink(found.item, found.failure, budget=1500)
        path = save_input(small, found.failure, out / "min", seed=seed)
        print(f"    minimal: {preview(small.data)}\n    options: {dict(small.options)}\n"
              f"    written to {path}", flush=True)


def _run(reader: str, args: argparse.Namespace, seed: int, out: Path) -> Stats:
    fuzzer = Fuzzer(reader, seed=seed, equity_rate=args.equity if reader == "cli" else 0.0)
    check = guarded(hang_seconds=args.hang, memory_mb=args.memory)
    written: dict[tuple[str, str, str], int] = {}

    def checked(item: Input) -> Outcome:
        outcome = check(item)
        if outcome.failure is not None:
            sig = outcome.failure.signature
            if 0 < written.get(sig, 0) < args.keep:  # the first is written by _record
                save_input(item, outcome.failure, out, seed=seed)
            written[sig] = written.get(sig, 0) + 1
        return outcome

    print(f"{reader}: fuzzing for {args.minutes:g} min, seed {seed}", flush=True)
    stats = fuzzer.run(until=time.monotonic() + args.minutes * 60, guard=checked,
                       on_failure=lambda f: _record(f, out, seed, do_shrink=not args.no_shrink))
    print(f"{reader}: {stats.inputs} inputs in {stats.seconds:.0f} s, {stats.per_second:.0f}/s; "
          f"{stats.rulings} rulings, {stats.refusals} refusals, {stats.failures} failing inputs, "
          f"{len(stats.found)} distinct; {len(stats.codes)} codes seen", flush=True)
    return stats


def _report(all_stats: list[Stats], out: Path) -> None:
    rows = [{"reader": s.reader, "seed": s.seed, "inputs": s.inputs, "seconds": round(s.seconds, 1),
             "per_second": round(s.per_second, 1), "rulings": s.rulings, "refusals": s.refusals,
             "failing_inputs": s.failures,
             "failures": [{"kind": f.failure.kind, "error": f.failure.error,
                           "where": f.failure.where, "count": f.count, "input": str(f.path),
                           "detail": f.failure.detail} for f in s.found.values()]}
            for s in all_stats]
    (out / "report.json").write_text(json.dumps(rows, indent=1, ensure_ascii=False))
    print(f"\n{'reader':<6} {'inputs':>8} {'per s':>7} {'failing':>8} {'distinct':>8}")
    for s in all_stats:
        print(f"{s.reader:<6} {s.inputs:>8} {s.per_second:>7.0f} {s.failures:>8} {len(s.found):>8}")
    for s in all_stats:
        for f in s.found.values():
            print(f" - {s.reader}: {f.failure.summary()} ({f.count}×)")
    print(f"report: {out / 'report.json'}")


def _replay(path: Path) -> int:
    data_file = Path(str(path).removesuffix(".json"))
    if data_file != path and data_file.exists():  # the .json beside the input was named
        path = data_file
    item = load_input(path)
    outcome = run(item)
    print(f"{item.reader} {dict(item.options)}\n{preview(item.data)}")
    if outcome.failure is None:
        print(f"no failure: {outcome.rulings} rulings, {outcome.refusals} refusals")
        return 0
    print(outcome.failure.summary() + "\n" + outcome.failure.detail)
    if item.reader == "cli":
        print("python -m verzaking: " + _subprocess(item))
    return 1


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.replay is not None:
        return _replay(args.replay)
    seed = args.seed if args.seed is not None else int(time.time())
    out = args.out or Path(tempfile.mkdtemp(prefix=f"verzaking-fuzz-{seed}-"))
    out.mkdir(parents=True, exist_ok=True)
    print(f"failing inputs go to {out}", flush=True)
    all_stats = [_run(reader, args, seed, out) for reader in args.reader or READERS]
    _report(all_stats, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
