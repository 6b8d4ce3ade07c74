"""Fit ``LEAD_WEIGHTS`` of ``verzaking/equity/leads.py``: the lead the 64C line tries after
plain play's lead was found wrong.  Run by hand (a few minutes; numpy comes with endplay):

    .venv/bin/python benchmarks/fit_lead_weights.py [--boards 300]

The examples are the leads of the double-dummy lines the estimate finds (revokes injected
as ``bench_equity.py`` does, 10-12, 6-8 and 4 cards from the end), each lead position
solved for every run of the leader's hand: the runs that keep the value are the right
answers.  The model is a softmax over a position's runs (``lead_features``, linear),
trained on the rpbridge archive's first ``--boards`` boards with play, and judged on the
RealBridge sample against plain play's lead; the weights are then rounded to whole numbers
(eight times the fitted ones) so that Python and C score exactly alike.  (``scored_lead``
then leads the best run's suit low unless that run holds the suit's winner: right about as
often, and it reads better.)  The weights in
leads.py were fitted by this script on the lines of the day (2026-12-06); lines found with
them differ a little, so a new run may move a weight by one.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
from bench_equity import REALBRIDGE, inject

import verzaking
from verzaking.cards import CARDS, Seat
from verzaking.equity import analyse, solve_position
from verzaking.equity.estimate import hands_at
from verzaking.equity.leads import lead_features, plain_lead
from verzaking.equity.solver import groups
from verzaking.io import read
from verzaking.laws import find_edition

RPBRIDGE = REALBRIDGE.parent / "rpbridge-2012-championships.pbn"

Example = tuple[np.ndarray, np.ndarray, int]
"""A lead position: its runs' features, which runs keep the value, plain play's run."""


def examples(path: Path, limit: int) -> list[Example]:
    boards = [b.facts for b in read(path)
              if b.facts is not None and b.facts.play is not None and b.facts.play.finished]
    out: list[Example] = []
    for first, last in ((2, 4), (6, 8), (10, 10)):
        for facts in (inject(b, first) for b in boards[:limit]):
            if facts is None or not facts.revokes:
                continue
            ruling = verzaking.rule(facts, equity=False)
            ruling = replace(ruling, revokes=ruling.revokes[:1])
            rv = ruling.revokes[0]
            if not (rv.established and first <= rv.revoke.trick <= last):
                continue
            eq = analyse(ruling, find_edition(ruling.edition)).revokes[0].equity
            if eq is None:
                continue
            trump = facts.contract.strain.trump
            suit = None if trump is None else int(trump)
            hands = list(hands_at(facts, rv.revoke.trick))
            for row in eq.line:
                if hands[0].bit_count() > 1:
                    out += _lead_example(hands, int(row.leader), suit)
                for c in row.cards:
                    for s in range(4):
                        hands[s] &= ~(1 << int(c))
    return out


def _lead_example(hands: list[int], seat: int, trump: int | None) -> list[Example]:
    every = hands[0] | hands[1] | hands[2] | hands[3]
    runs = groups(hands[seat], every & ~hands[seat])
    if len(runs) < 2:
        return []
    values = solve_position(tuple(hands), leader=Seat(seat), trump=trump, played=[])  # type: ignore[arg-type]
    best = max(values.values())
    x = np.array([lead_features(hands, seat, trump, lo, hi) for lo, hi in runs], float)
    y = np.array([values[CARDS[hi]] == best for _, hi in runs], float)
    plain = plain_lead(hands, seat, trump)
    return [(x, y, next(i for i, (lo, hi) in enumerate(runs) if lo <= plain <= hi))]


def fit(train: list[Example], steps: int = 2500) -> np.ndarray:
    """Adam on the mean of -log(the chance of the right runs), a little L2."""
    n = max(len(x) for x, _, _ in train)
    d = train[0][0].shape[1]
    a, m, b = np.zeros((len(train), n, d)), np.zeros((len(train), n)), np.zeros((len(train), n))
    for i, (x, y, _) in enumerate(train):
        a[i, :len(x)], m[i, :len(x)], b[i, :len(x)] = x, 1, y
    w, g1, g2 = np.zeros(d), np.zeros(d), np.zeros(d)
    for _ in range(steps):
        s = np.where(m == 0, -1e9, a @ w)
        p = np.exp(s - s.max(1, keepdims=True)) * m
        p /= p.sum(1, keepdims=True)
        q = p * b
        q /= np.maximum(q.sum(1, keepdims=True), 1e-12)
        g = -(np.einsum("ij,ijk->k", q, a) - np.einsum("ij,ijk->k", p, a)) / len(a) + 3e-4 * w
        g1, g2 = 0.9 * g1 + 0.1 * g, 0.999 * g2 + 0.001 * g * g
        w -= 0.03 * g1 / (np.sqrt(g2) + 1e-8)
    return w


def right(weights: np.ndarray, test: list[Example]) -> float:
    """How often the best-scored run (the first of equals) keeps the value."""
    return sum(y[int(np.argmax(x @ weights))] for x, y, _ in test) / len(test)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=300)
    args = parser.parse_args()
    if not RPBRIDGE.exists():
        sys.exit(f"needs {RPBRIDGE} (../shared/data beside the checkout)")
    train = examples(RPBRIDGE, args.boards)
    test = examples(REALBRIDGE, 10**9)
    w = fit(train)
    whole = np.round(w * 8)
    plain = sum(y[k] for _, y, k in test) / len(test)
    print(f"{len(train)} lead positions to fit, {len(test)} to judge")
    print(f"right leads on the RealBridge sample: plain play {plain:.1%}, fitted {right(w, test):.1%}, "
          f"whole-number weights {right(whole, test):.1%}")
    print("LEAD_WEIGHTS = (" + ", ".join(str(int(v)) for v in whole) + ")")


if __name__ == "__main__":
    main()
