"""The user's commands timed as whole processes, against endplay's ``pbn.load`` in the same run.

Run by hand (not part of the tests):

    .venv/bin/python benchmarks/bench_commands.py [PBN] [--runs 5] [--copies 20]

For the file (default: the rpbridge archive in ``../shared/data``) it runs, each
as a fresh process and ``--runs`` times in turn (median wall time and peak memory):

- ``verzaking rule FILE --json > out`` and ``verzaking rule FILE > out`` (text),
- ``verzaking rule FILE --json --jobs 1`` (one process, to see what the pool adds),
- ``verzaking scan FILE --jobs 1`` and ``--jobs 2``,
- ``python -c "endplay.parsers.pbn.load(FILE)"``, endplay's bare parse,

and prints each command's ratio to endplay's (targets, issue 12: ``rule --json`` 0.5,
``scan --jobs 1`` 0.3, ``scan --jobs 2`` 0.2), of the wall time and of the CPU time (the
process's and its workers': on a machine shared with other work, the steadier one).  Then one board
(``verzaking rule examples/voorbeeld1.json``, target under 0.2 s), and with
``--copies N`` (0 to skip) the file repeated N times: time and peak memory of
``rule --json`` and ``scan --jobs 2`` (target: under 250 MB, time in step with the
boards).  Python's bytecode caches are written first, as an installed package has them.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared/data/pbn/rpbridge-2012-championships.pbn"
PYTHON = sys.executable
TARGETS = {"rule --json": 0.5, "scan --jobs 1": 0.3, "scan --jobs 2": 0.2}


def run(argv: list[str], out: Path) -> tuple[float, float, float]:
    """Wall seconds, peak memory (MB) and CPU seconds (its own and its workers') of one
    process, its output to ``out``."""
    import time

    with open(out, "wb") as sink:
        t = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=sink, stderr=subprocess.DEVNULL, cwd=ROOT)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - t
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 2):
        raise SystemExit(f"{' '.join(argv)}: exit {proc.returncode}")
    return seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def commands(path: Path) -> dict[str, list[str]]:
    v = [PYTHON, "-m", "verzaking"]
    return {
        "endplay pbn.load": [PYTHON, "-c", "import sys\nfrom endplay.parsers import pbn\n"
                             "with open(sys.argv[1]) as f: pbn.load(f)", str(path)],
        "rule --json": [*v, "rule", str(path), "--json"],
        "rule --json --jobs 1": [*v, "rule", str(path), "--json", "--jobs", "1"],
        "rule (text)": [*v, "rule", str(path)],
        "scan --jobs 1": [*v, "scan", str(path), "--jobs", "1"],
        "scan --jobs 2": [*v, "scan", str(path), "--jobs", "2"],
    }


def measure(cmds: dict[str, list[str]], runs: int, out: Path
            ) -> dict[str, tuple[float, float, float]]:
    """Median seconds, largest peak memory and median CPU seconds of each command, the
    commands taken in turn."""
    times: dict[str, list[float]] = {k: [] for k in cmds}
    cpus: dict[str, list[float]] = {k: [] for k in cmds}
    peaks: dict[str, float] = {k: 0.0 for k in cmds}
    for _ in range(runs):
        for name, argv in cmds.items():
            seconds, peak, cpu = run(argv, out)
            times[name].append(seconds)
            cpus[name].append(cpu)
            peaks[name] = max(peaks[name], peak)
    return {k: (statistics.median(v), peaks[k], statistics.median(cpus[k]))
            for k, v in times.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pbn", nargs="?", type=Path, default=DEFAULT)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--copies", type=int, default=20)
    args = ap.parse_args()
    subprocess.run([PYTHON, "-m", "compileall", "-q", str(ROOT / "src")], check=True)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        result = measure(commands(args.pbn), args.runs, out)
        base, _, base_cpu = result["endplay pbn.load"]
        print(f"{args.pbn.name}: median of {args.runs} runs, each a whole process "
              "(cpu: its own and its workers', less shaken by other load than the wall time)")
        for name, (seconds, peak, cpu) in result.items():
            target = f"  (target {TARGETS[name]})" if name in TARGETS else ""
            print(f"  {name:<22} {seconds:6.2f} s  {peak:6.0f} MB  ratio {seconds / base:.2f}"
                  f"  cpu {cpu:5.2f} s ratio {cpu / base_cpu:.2f}{target}")
        one = measure({"rule voorbeeld1.json": [PYTHON, "-m", "verzaking", "rule",
                                                "examples/voorbeeld1.json"]}, 7, out)
        print(f"  one board: rule examples/voorbeeld1.json {one['rule voorbeeld1.json'][0]:.3f} s"
              "  (target under 0.2 s)")
        if args.copies:
            big = Path(tmp) / "copies.pbn"
            text = args.pbn.read_text(encoding="utf-8")
            big.write_text("\n".join([text] * args.copies), encoding="utf-8")
            cmds = {k: v for k, v in commands(big).items() if k in ("rule --json", "scan --jobs 2")}
            grown = measure(cmds, 1, out)
            print(f"{args.copies} copies ({big.stat().st_size / 1e6:.0f} MB):")
            for name, (seconds, peak, _) in grown.items():
                per = seconds / result[name][0]
                print(f"  {name:<22} {seconds:6.2f} s  {peak:6.0f} MB  "
                      f"{per:.1f}× one copy's time")


if __name__ == "__main__":
    main()
