"""Equity (64C) cost: one revoke, line included, against one plain ``solve_board`` of the
same position; the RealBridge sample with revokes injected early (10 to 12 cards left),
midway (6 to 8) and late (4 cards left).  Run by hand:

    .venv/bin/python benchmarks/bench_equity.py [--cold] [--process] [PATH-TO-realbridge-2021-sample.pbn]

``--cold``: before every timed call another deal is solved, so each starts with the
solver's table empty (a director's one board).  Without it, a position may find the table
warm from the one before (the sample has ten deals played at many tables).

``--process``: also the commands as a director runs them, each a fresh process, for the
first boards of each size written as case files: ``verzaking rule CASE`` with the estimate
and with ``--no-equity`` (what the estimate adds to the command), and a Python process that
imports endplay and makes the one plain ``solve_board`` of the same position (the
project's bytecode caches are written first, as an installed package has them).

Target (issue 16): the equity analysis of one revoke, its double-dummy line included, at
most 1.2x one plain endplay ``solve_board`` of the same position, measured in the same
run, on every size of position.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import endplay.dds as dds
import endplay.types as types

import verzaking
from verzaking.cards import CARDS, SUIT_MASKS, Deal
from verzaking.equity import analyse, solve_position
from verzaking.facts import facts_from_play
from verzaking.io import read
from verzaking.laws import find_edition
from verzaking.play import replay
from verzaking.ruling_log.casedoc import case_from_facts

ROOT = Path(__file__).resolve().parents[1]
REALBRIDGE = ROOT.parent / "shared/data/pbn/realbridge-2021-sample.pbn"


def inject(facts: verzaking.BoardFacts, first: int = 1) -> verzaking.BoardFacts | None:
    """The same board with the first possible revoke from trick ``first`` on made: a
    follower keeps a card of the suit led and plays a card of another suit instead (the two
    swapped)."""
    play = facts.play
    hands = list(facts.deal.masks)
    rows = [[-1 if c is None else int(c) for c in t.cards] for t in play.tricks]
    for t in play.tricks:
        if t.number > 11 or not t.complete:
            return None
        led = t.cards[t.leader] // 13
        for seat in t.order[1:] if t.number >= first else ():
            hand = hands[seat]
            other = hand & ~SUIT_MASKS[led]
            if other and t.cards[seat] // 13 == led:
                swap = other.bit_length() - 1
                mine = int(t.cards[seat])
                for row in rows:
                    if row[seat] == swap:
                        row[seat] = mine
                rows[t.number - 1][seat] = swap
                new = replay(facts.deal, facts.contract,
                             [[CARDS[c] if c >= 0 else None for c in row] for row in rows],
                             by_seat=True)
                return facts_from_play(board=facts.board, contract=facts.contract,
                                       vulnerability=facts.vulnerability, deal=facts.deal,
                                       play=new, result=None)
        for seat in range(4):
            c = t.cards[seat]
            hands[seat] &= ~(1 << c)
    return None


def position(facts: verzaking.BoardFacts, trick: int, seat: int) -> tuple[str, int, int, list[str]]:
    """The position before ``seat``'s card in ``trick`` as endplay takes it: the hands
    (PBN), the leader, the trump (endplay's denomination) and the cards played to the trick."""
    masks = list(facts.deal.masks)
    for t in facts.play.tricks:
        if t.number >= trick:
            break
        for s in range(4):
            masks[s] &= ~(1 << t.cards[s])
    t = facts.play.tricks[trick - 1]
    trump = facts.contract.strain.trump
    denom = int(types.Denom.nt) if trump is None else 3 - int(trump)
    played = []
    for s in t.order:
        if s == seat:
            break
        played.append(str(CARDS[t.cards[s]]))
    return Deal(tuple(masks)).to_pbn(), int(t.leader), denom, played


def plain_solve(facts: verzaking.BoardFacts, trick: int, seat: int) -> None:
    """One double-dummy solve of the position before ``seat``'s card in ``trick``."""
    pbn, leader, denom, played = position(facts, trick, seat)
    deal = types.Deal(pbn)
    deal.first = types.Player(leader)
    deal.trump = types.Denom(denom)
    for card in played:
        deal.play(types.Card(card))
    dds.solve_board(deal)


def processes(single: list[verzaking.Ruling], boards: int = 6, runs: int = 3) -> None:
    """The commands as whole processes (median of ``runs`` each, summed over ``boards``
    boards): ``verzaking rule CASE`` with and without the estimate, and a process making
    one plain endplay ``solve_board`` of the same position."""
    tool = str(Path(sys.executable).parent / "verzaking")
    # bytecode caches written first, as an installed package has them
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "src")], check=True)
    totals = {"rule": 0.0, "rule --no-equity": 0.0, "endplay solve_board": 0.0}
    whole = [w for w in (verzaking.rule(r.facts, equity=False) for r in single)
             if sum(x.established for x in w.revokes) == 1][:boards]  # one estimate each
    with tempfile.TemporaryDirectory() as folder:
        for n, r in enumerate(whole):
            case = Path(folder) / f"case{n}.json"
            case.write_text(json.dumps(case_from_facts(r.facts, r)), encoding="utf-8")
            out = subprocess.run([tool, "rule", str(case), "--json"], capture_output=True,
                                 text=True, check=True).stdout
            if '"equity"' not in out:  # the case must carry its deal and play
                raise SystemExit(f"no estimate for board {r.board}: the case lost its deal")
            rv = next(x.revoke for x in r.revokes if x.established)
            pbn, leader, denom, played = position(r.facts, rv.trick, rv.seat)
            script = ("import endplay.dds as d, endplay.types as t\n"
                      f"deal = t.Deal({pbn!r}); deal.first = t.Player({leader}); "
                      f"deal.trump = t.Denom({denom})\n"
                      f"for c in {played!r}: deal.play(t.Card(c))\n"
                      "d.solve_board(deal)\n")
            commands = {"rule": [tool, "rule", str(case)],
                        "rule --no-equity": [tool, "rule", str(case), "--no-equity"],
                        "endplay solve_board": [sys.executable, "-c", script]}
            for label, argv in commands.items():
                times = []
                for _ in range(runs):
                    t0 = time.perf_counter()
                    subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
                    times.append(time.perf_counter() - t0)
                totals[label] += statistics.median(times)
    count = len(whole)
    each = {label: t / count for label, t in totals.items()}
    print("  as whole processes (median of " f"{runs}, mean over {count} boards): "
          + "; ".join(f"{label} {t:.3f} s" for label, t in each.items()))
    print(f"  the estimate adds {each['rule'] - each['rule --no-equity']:+.3f} s to the command; "
          f"ratio rule / endplay process: {each['rule'] / each['endplay solve_board']:.2f}")


def cold() -> None:
    """Another deal solved, by both solvers: the next search starts with an empty table."""
    tiny = tuple(3 << (2 * s) for s in range(4))  # two clubs each
    solve_position(tiny, leader=verzaking.Seat.NORTH, trump=None, played=[])  # type: ignore[arg-type]
    dds.solve_board(types.Deal("N:AK... QJ... T9... 87..."))


def timings(single: list[verzaking.Ruling], rounds: int = 7, *,
            fresh: bool = False) -> tuple[float, float]:
    """The equity of each ruling's one revoke, and one plain solve of each position, in
    seconds per position: each position's fastest of ``rounds`` rounds.

    With ``fresh`` (every timing from an empty table) the two timings of a position are
    taken one after the other, in turn first, so that a slow spell of the machine falls on
    both alike.  Without it a round times every equity, then every plain solve (one right
    after the other would find the table warm from the same position)."""
    editions = [find_edition(r.edition) for r in single]
    eq = [float("inf")] * len(single)
    plain = [float("inf")] * len(single)

    def equity(i: int) -> None:
        if fresh:
            cold()
        t0 = time.perf_counter()
        analyse(single[i], editions[i])
        eq[i] = min(eq[i], time.perf_counter() - t0)

    def solve(i: int) -> None:
        rv = single[i].revokes[0].revoke
        if fresh:
            cold()
        t0 = time.perf_counter()
        plain_solve(single[i].facts, rv.trick, rv.seat)
        plain[i] = min(plain[i], time.perf_counter() - t0)

    for n in range(rounds):
        if fresh:
            for i in range(len(single)):
                for timed in ((equity, solve) if (n + i) % 2 == 0 else (solve, equity)):
                    timed(i)
        else:
            for timed in (equity, solve):
                for i in range(len(single)):
                    timed(i)
    return sum(eq) / len(single), sum(plain) / len(single)


def main() -> None:
    args = [a for a in sys.argv[1:] if a not in ("--cold", "--process")]
    fresh = "--cold" in sys.argv[1:]
    as_processes = "--process" in sys.argv[1:]
    path = Path(args[0]) if args else REALBRIDGE
    boards = [b.facts for b in read(path)
              if b.facts is not None and b.facts.play is not None and b.facts.play.finished]
    print(f"file: {path.name}: {len(boards)} fully played boards"
          f"{'; every timing from an empty table' if fresh else ''}")
    analyse(verzaking.rule(boards[0], equity=False), find_edition("2017"))  # load the solver
    for label, first, last in (("10-12 cards", 2, 4), ("6-8 cards", 6, 8), ("4 cards", 10, 10)):
        injected = [f for f in (inject(b, first) for b in boards) if f is not None and f.revokes]
        rulings = [verzaking.rule(f, equity=False) for f in injected]
        # one revoke each: the first, alone, so both timings solve the same positions
        single = [replace(r, revokes=r.revokes[:1]) for r in rulings
                  if r.revokes[0].established and first <= r.revokes[0].revoke.trick <= last]
        if not single:
            continue
        eq, plain = timings(single, fresh=fresh)
        lines = sum(1 for r in single for x in analyse(r, find_edition(r.edition)).revokes
                    if x.equity is not None and x.equity.line)
        print(f"{label}: equity of one revoke, line included: {eq * 1000:.3f} ms; plain "
              f"solve_board of the same position: {plain * 1000:.3f} ms (each position's "
              f"fastest of 7, over {len(single)} positions, {lines} lines)")
        print(f"{label}: ratio equity / plain solve: {eq / plain:.2f}  (target <= 1.2)")
        if as_processes:
            processes(single)
    injected = [f for f in (inject(b) for b in boards) if f is not None and f.revokes]
    t3 = time.perf_counter()
    whole = [verzaking.rule(f) for f in injected]
    t4 = time.perf_counter()
    estimates = sum(1 for r in whole for x in r.revokes if x.equity is not None)
    print(f"whole sample with injected revokes, ruled with equity: {t4 - t3:.2f} s "
          f"({estimates} estimates)")


if __name__ == "__main__":
    main()
