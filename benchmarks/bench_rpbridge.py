"""Read, replay and rule the rpbridge archive; compare with endplay's bare PBN parse.

Run by hand (not part of the tests):

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python benchmarks/bench_rpbridge.py [PATH]

Prints the best of several runs for both, and the ratio ours / endplay's
(target: at most 0.5).  Both run in the same process, on the same file text.
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

from verzaking.io import load_text
from verzaking.laws import find_edition

DEFAULT = Path(__file__).resolve().parents[2] / "shared/data/pbn/rpbridge-2012-championships.pbn"


def ours(text: str) -> tuple[int, int, int]:
    """Read, replay (validating every card) and rule every board."""
    edition = find_edition("2017")
    ruled = failed = revokes = 0
    for board in load_text(text, kind="pbn", source="bench"):
        if board.facts is None:
            failed += 1
            continue
        ruling = edition.rule(board.facts)
        ruled += 1
        revokes += len(ruling.revokes)
    return ruled, failed, revokes


def endplays(text: str) -> int:
    """endplay's own PBN reader, nothing more."""
    from endplay.parsers import pbn

    return len(pbn.load(io.StringIO(text)))


def best(fn, arg, runs: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(runs):
        t = time.perf_counter()
        out = fn(arg)
        times.append(time.perf_counter() - t)
    return min(times), out


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    text = path.read_text(encoding="utf-8")
    runs = 5
    t_end, n_end = best(endplays, text, runs)
    t_ours, (ruled, failed, revokes) = best(ours, text, runs)
    print(f"file: {path.name}")
    print(f"endplay pbn.load:        {t_end:.3f} s  ({n_end} boards)")
    print(f"verzaking read+replay+rule: {t_ours:.3f} s  ({ruled} ruled, {failed} reported "
          f"as not replayable, {revokes} revokes)")
    print(f"ratio verzaking / endplay: {t_ours / t_end:.2f}  (target <= 0.5)")


if __name__ == "__main__":
    main()
