"""What the 64C line's leads cost the solver: the time DDS spends checking the line (its
play analyses and lead searches, not the search of every legal card that a plain solve
makes too) with plain play's leads, as the line guesses them, against other choosers.
Run by hand (about a minute):

    .venv/bin/python benchmarks/bench_line_leads.py [--positions early|midway]

The positions are ``bench_equity.py``'s (revokes injected early: 10-12 cards left, or
midway: 6-8).  The line is found in Python (``line.NATIVE = False``: the same cards and
the same solver calls as the compiled line) and only the solver's calls are timed, each
position's fastest of five, every estimate from an empty table.  Choosers of the first
guess at a lead:

- ``plain``: plain play's lead (what the line uses);
- ``scored``: the fitted score's lead (``leads.scored_lead``, the line's second guess);
- ``dds``: the lead DDS's own search picks in that position, asked of its second thread
  (an oracle: the search costs far more than it saves, and is not timed);
- ``right-high`` / ``right-low``: a lead that keeps the value (from DDS's list of best
  leads), the highest or the lowest card (also an oracle).

On 2026-12-06, three runs (10-12 cards): plain 0.92-1.01 ms, scored 1.12-1.91, dds
0.39-0.59, right-high 0.85-0.97, right-low 0.99-1.15; midway (6-8 cards) plain 0.106,
dds 0.092.  A right lead is not enough: the leads DDS's own search picks are checked
about twice as fast, as the positions after them are in its table from the search of
the legal cards.  A linear score fitted to DDS's picks (the features of
``lead_features``, the examples of ``fit_lead_weights.py``) agreed with it on 62 % of
the sample's leads (plain play: 47 %) and was slower than plain play (1.14 against
0.93 ms): the leads it misses cost more than those it finds save.
"""

from __future__ import annotations

import argparse
import ctypes
import time
from collections.abc import Callable
from dataclasses import replace

from bench_equity import REALBRIDGE, cold, inject

import verzaking
from verzaking.equity import analyse, dds, line, solver
from verzaking.equity.leads import scored_lead
from verzaking.io import read
from verzaking.laws import find_edition

Chooser = Callable[[list[int], int, "int | None"], int]


def _oracle(pick: str) -> Chooser:
    """A chooser that asks DDS (its thread 1, a table of its own) for the best leads."""
    lib = dds.load()  # the same library as the solver's
    lib.SetMaxThreads(2)  # DDS set up again, with a second thread (and table)
    deal, fut = dds.Deal(), dds.FutureTricks()

    def choose(hands: list[int], seat: int, trump: int | None) -> int:
        deal.trump, deal.first = (4 if trump is None else 3 - trump), seat
        for h in range(4):
            m = hands[h]
            deal.remainCards[h][:] = ((m >> 37) & 0x7FFC, (m >> 24) & 0x7FFC,
                                      (m >> 11) & 0x7FFC, (m << 2) & 0x7FFC)
        deal.currentTrickSuit[:] = deal.currentTrickRank[:] = [0, 0, 0]
        if lib.SolveBoard(deal, -1, 1 if pick == "dds" else 2, 1, ctypes.byref(fut), 1) != 1:
            raise SystemExit("DDS refused a lead position")
        cards = []
        for i in range(fut.cards):
            base = (3 - fut.suit[i]) * 13 - 2
            cards.append(base + fut.rank[i])
            eq, r = fut.equals[i] >> 2, 2
            while eq:
                if eq & 1:
                    cards.append(base + r)
                eq, r = eq >> 1, r + 1
        return cards[0] if pick == "dds" else max(cards) if pick == "right-high" else min(cards)
    return choose


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", choices=("early", "midway"), default="early")
    args = parser.parse_args()
    first, last = (2, 4) if args.positions == "early" else (6, 8)
    boards = [b.facts for b in read(REALBRIDGE)
              if b.facts is not None and b.facts.play is not None and b.facts.play.finished]
    rulings = [verzaking.rule(f, equity=False)
               for f in (inject(b, first) for b in boards) if f is not None and f.revokes]
    single = [replace(r, revokes=r.revokes[:1]) for r in rulings
              if r.revokes[0].established and first <= r.revokes[0].revoke.trick <= last]
    cold()  # the solver loaded (the oracles set DDS up again, with a second thread)
    plain = line.plain_lead
    choosers: dict[str, Chooser] = {
        "plain": plain, "scored": lambda h, s, t: scored_lead(h, s, t, ())}
    for pick in ("dds", "right-high", "right-low"):
        choosers[pick] = _oracle(pick)
    spent = [0.0]
    session = solver.Session
    timed = {name: getattr(session, name) for name in ("analyse_play", "best_lead")}

    def timer(call: Callable[..., object]) -> Callable[..., object]:
        def run(self: solver.Session, *args: object) -> object:
            t0 = time.perf_counter()
            try:
                return call(self, *args)
            finally:
                spent[0] += time.perf_counter() - t0
        return run

    line.NATIVE = False
    for name, call in timed.items():
        setattr(session, name, timer(call))
    print(f"{len(single)} positions ({args.positions}); the line's solver time per estimate:")
    for label, choose in choosers.items():
        line.plain_lead = choose  # type: ignore[assignment]
        best = [float("inf")] * len(single)
        for _ in range(5):
            for i, r in enumerate(single):
                cold()
                spent[0] = 0.0
                analyse(r, find_edition(r.edition))
                best[i] = min(best[i], spent[0])
        print(f"  {label:>10}: {sum(best) / len(best) * 1000:.3f} ms")
    line.plain_lead = plain


if __name__ == "__main__":
    main()
