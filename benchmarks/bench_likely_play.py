"""Likely play against double dummy, measured on real tables (issue 34, item 4).  Not a test.

From the position after trick 4 and after trick 8 of boards played to the end by real
players (the RealBridge sample and the rpbridge archive of ``../shared/data``: no revoke in
them), declarer's tricks from there to the end are predicted both ways and compared with
the tricks the table made:

- double dummy: the solver's value of the position;
- likely play (:mod:`verzaking.equity.likely`): its plays from the same position, with the
  settings a ruling uses (samples, plays and budget as given), one seed per board.

A distribution is turned into one figure as a ruling does: the middle result (``median``,
as when both sides revoked), and the best result for declarer reached in a third of the
plays (``third``, as when a defender revoked: declarer is then the non-offending side).
Also given: the share of the plays that made exactly the table's tricks (``hit``) and the
plays' mean distance to them (``spread``), which score the distribution itself.

Run by hand (two cores are shared: ``--boards`` and ``--step`` keep it short):

    .venv/bin/python benchmarks/bench_likely_play.py [--boards N] [--step K] [--samples N]
        [--plays N] [--budget S] [--defence double-dummy|sampled] [--csv PATH]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from verzaking.equity.estimate import hands_at
from verzaking.equity.likely import Position, Settings, play_many
from verzaking.equity.likely_estimate import shown_out
from verzaking.equity.solver import session
from verzaking.facts import BoardFacts
from verzaking.io import read

DATA = Path(__file__).resolve().parents[2] / "shared/data/pbn"
FILES = ("realbridge-2021-sample.pbn", "rpbridge-2012-championships.pbn")
AFTER = (4, 8)


@dataclass(frozen=True, slots=True)
class Row:
    """One position: the table's tricks from it, double dummy's, the likely plays'."""

    source: str
    board: str
    after: int
    table: int
    double_dummy: int
    plays: tuple[int, ...]
    seconds: float
    partial: bool

    def third(self) -> int:
        """The best for declarer reached or beaten in at least a third of the plays."""
        ordered = sorted(self.plays, reverse=True)
        return ordered[(len(ordered) + 2) // 3 - 1]

    def median(self) -> int:
        """The middle result (of two, the one nearer the mean; the lower if both are)."""
        ordered = sorted(self.plays)
        n = len(ordered)
        low, high = ordered[(n - 1) // 2], ordered[n // 2]
        return high if 2 * sum(ordered) > n * (low + high) else low


def boards(step: int, limit: int) -> list[tuple[str, BoardFacts]]:
    """Every ``step``-th board played to the end, without a revoke, up to ``limit``."""
    out = []
    for name in FILES:
        for b in read(DATA / name):
            f = b.facts
            if (f is not None and f.contract is not None and f.deal is not None
                    and f.play is not None and f.play.finished and not f.play.revokes):
                out.append((name.split("-")[0], f))
    return out[::step][:limit]


def position(f: BoardFacts, after: int) -> tuple[Position, int]:
    """The position at the start of trick ``after + 1``, and the tricks the table made
    from there."""
    assert f.contract is not None and f.play is not None
    trick = after + 1
    masks = hands_at(f, trick)
    leader = f.play.tricks[after].leader
    assert leader is not None
    trump = f.contract.strain.trump
    before = f.play.tricks[after - 1]
    assert before.leader is not None
    last = tuple(int(before.cards[(int(before.leader) + i) & 3]) for i in range(4))  # type: ignore[arg-type]
    pos = Position(masks=masks, leader=int(leader), played=(),
                   trump=None if trump is None else int(trump), declarer=int(f.contract.declarer),
                   voids=shown_out(f, trick, 0, masks), last=last,
                   last_leader=int(before.leader))
    side = f.contract.declaring_side
    table = sum(1 for t in f.play.tricks[after:] if t.side == side)
    return pos, table


def measure(items: list[tuple[str, BoardFacts]], settings: Settings,
            positions: tuple[int, ...] = AFTER) -> list[Row]:
    rows = []
    for k, (source, f) in enumerate(items):
        for after in positions:
            pos, table = position(f, after)
            with session() as solver:
                solved = solver.solve_all(pos.masks, leader=pos.leader,  # type: ignore[arg-type]
                                          trump=pos.trump, played=[])
                best = max(solved.values())
                ours = (pos.leader & 1) == (pos.declarer & 1)
                dd = best if ours else 13 - after - best
                start = time.process_time()
                got = play_many(solver, pos, Settings(
                    samples=settings.samples, plays=settings.plays, budget=settings.budget,
                    seed=settings.seed + k, defenders_see=settings.defenders_see,
                    reads=settings.reads))
                seconds = time.process_time() - start
            rows.append(Row(source, f.board, after, table, dd,
                            tuple(p.declarer_tricks for p in got.plays), seconds, got.partial))
        print(f"\r{k + 1}/{len(items)} boards", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return rows


def report(rows: list[Row], positions: tuple[int, ...] = AFTER) -> None:
    print(f"{'after':>5} {'source':<10} {'n':>4}  {'predictor':<16} {'exact':>6} {'MAE':>6} "
          f"{'bias':>6}")
    for after in positions:
        for source in ("all", "realbridge", "rpbridge"):
            sel = [r for r in rows if r.after == after and source in ("all", r.source)]
            if not sel:
                continue
            for name, pick in (("double dummy", lambda r: r.double_dummy),
                               ("likely median", Row.median), ("likely third", Row.third)):
                errors = [pick(r) - r.table for r in sel]
                print(f"{after:>5} {source:<10} {len(sel):>4}  {name:<16} "
                      f"{sum(e == 0 for e in errors) / len(sel):>6.3f} "
                      f"{statistics.mean(abs(e) for e in errors):>6.3f} "
                      f"{statistics.mean(errors):>+6.3f}")
            hit = statistics.mean(sum(p == r.table for p in r.plays) / len(r.plays) for r in sel)
            spread = statistics.mean(statistics.mean(abs(p - r.table) for p in r.plays)
                                     for r in sel)
            print(f"{'':>5} {'':<10} {'':>4}  {'plays: hit':<16} {hit:>6.3f}   spread {spread:.3f}")
    for after in positions:
        sel = [r for r in rows if r.after == after]
        times = [r.seconds for r in sel]
        print(f"after trick {after}: processor seconds per position: mean "
              f"{statistics.mean(times):.2f}, median {statistics.median(times):.2f}, "
              f"max {max(times):.2f}; partial {sum(r.partial for r in sel)} of {len(sel)}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    defaults = Settings()
    p.add_argument("--boards", type=int, default=400, help="boards at most (default 400)")
    p.add_argument("--step", type=int, default=1, help="every K-th board (default 1)")
    p.add_argument("--samples", type=int, default=defaults.samples)
    p.add_argument("--plays", type=int, default=defaults.plays)
    p.add_argument("--budget", type=float, default=defaults.budget)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--defence", choices=("double-dummy", "sampled"), default="double-dummy")
    p.add_argument("--reads", type=float, default=defaults.reads,
                   help="the weight of a layout per defender's card it makes a mistake")
    p.add_argument("--after", type=int, nargs="+", default=list(AFTER), choices=range(1, 12),
                   help="the tricks after which to start (default 4 8)")
    p.add_argument("--csv", type=Path, help="write one line per position here")
    args = p.parse_args()
    settings = Settings(samples=args.samples, plays=args.plays, budget=args.budget,
                        seed=args.seed, defenders_see=args.defence == "double-dummy",
                        reads=args.reads)
    items = boards(args.step, args.boards)
    positions = tuple(args.after)
    print(f"{len(items)} boards, {len(items) * len(positions)} positions; samples {args.samples}, "
          f"plays {args.plays}, budget {args.budget} s, defence {args.defence}, "
          f"reads {args.reads}")
    started = time.monotonic()
    rows = measure(items, settings, positions)
    report(rows, positions)
    print(f"wall time {time.monotonic() - started:.0f} s")
    if args.csv is not None:
        with args.csv.open("w", encoding="utf-8") as out:
            out.write("source,board,after,table,double_dummy,plays,seconds,partial\n")
            for r in rows:
                out.write(f"{r.source},{r.board},{r.after},{r.table},{r.double_dummy},"
                          f"{' '.join(map(str, r.plays))},{r.seconds:.3f},{int(r.partial)}\n")


if __name__ == "__main__":
    main()
