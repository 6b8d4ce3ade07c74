"""Equity (64C) cost: one revoke, line included, against one plain ``solve_board`` of the
same position; the RealBridge sample with revokes injected early (10 to 12 cards left),
midway (6 to 8) and late (4 cards left).  Run by hand:

    .venv/bin/python benchmarks/bench_equity.py [--cold] [PATH-TO-realbridge-2021-sample.pbn]

``--cold``: before every timed call another deal is solved, so each starts with the
solver's table empty (a director's one board).  Without it, a position may find the table
warm from the one before (the sample has ten deals played at many tables).

Target (issue 16): the equity analysis of one revoke, its double-dummy line included, at
most 1.2x one plain endplay ``solve_board`` of the same position, measured in the same
run, on every size of position.
"""

from __future__ import annotations

import sys
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


def plain_solve(facts: verzaking.BoardFacts, trick: int, seat: int) -> None:
    """One double-dummy solve of the position before ``seat``'s card in ``trick``."""
    masks = list(facts.deal.masks)
    for t in facts.play.tricks:
        if t.number >= trick:
            break
        for s in range(4):
            masks[s] &= ~(1 << t.cards[s])
    t = facts.play.tricks[trick - 1]
    deal = types.Deal(Deal(tuple(masks)).to_pbn())
    deal.first = types.Player(int(t.leader))
    trump = facts.contract.strain.trump
    deal.trump = types.Denom.nt if trump is None else types.Denom(3 - int(trump))
    for s in t.order:
        if s == seat:
            break
        deal.play(types.Card(str(CARDS[t.cards[s]])))
    dds.solve_board(deal)


def cold() -> None:
    """Another deal solved, by both solvers: the next search starts with an empty table."""
    tiny = tuple(3 << (2 * s) for s in range(4))  # two clubs each
    solve_position(tiny, leader=verzaking.Seat.NORTH, trump=None, played=[])  # type: ignore[arg-type]
    dds.solve_board(types.Deal("N:AK... QJ... T9... 87..."))


def timings(single: list[verzaking.Ruling], rounds: int = 7, *,
            fresh: bool = False) -> tuple[float, float]:
    """The equity of each ruling's one revoke, and one plain solve of each position, in
    seconds per position: each position's fastest of ``rounds`` rounds (a round times
    every equity, then every plain solve, each on its own; the fastest per position
    leaves out the machine's slow spells, which would otherwise fall on one side)."""
    editions = [find_edition(r.edition) for r in single]
    eq = [float("inf")] * len(single)
    plain = [float("inf")] * len(single)
    for _ in range(rounds):
        for i, (r, edition) in enumerate(zip(single, editions, strict=True)):
            if fresh:
                cold()
            t0 = time.perf_counter()
            analyse(r, edition)
            eq[i] = min(eq[i], time.perf_counter() - t0)
        for i, r in enumerate(single):
            rv = r.revokes[0].revoke
            if fresh:
                cold()
            t0 = time.perf_counter()
            plain_solve(r.facts, rv.trick, rv.seat)
            plain[i] = min(plain[i], time.perf_counter() - t0)
    return sum(eq) / len(single), sum(plain) / len(single)


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--cold"]
    fresh = len(args) < len(sys.argv) - 1
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
    injected = [f for f in (inject(b) for b in boards) if f is not None and f.revokes]
    t3 = time.perf_counter()
    whole = [verzaking.rule(f) for f in injected]
    t4 = time.perf_counter()
    estimates = sum(1 for r in whole for x in r.revokes if x.equity is not None)
    print(f"whole sample with injected revokes, ruled with equity: {t4 - t3:.2f} s "
          f"({estimates} estimates)")


if __name__ == "__main__":
    main()
