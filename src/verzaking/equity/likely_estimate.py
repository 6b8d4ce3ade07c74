"""The 64C estimate by likely play (:mod:`.likely`) of one established revoke: the plays
from the position the double-dummy estimate starts from, their distribution, the result to
consider and the weighted option, and the card that makes the difference with double dummy.

**The rules** (ours, stated with every estimate; the director decides):

- *The likely result* for the non-offending side is the one best for them that they reach
  or beat in at least a third of the plays (:data:`LIKELY`): the reading of "likely" in
  12C1(e) (1997: 12C2) that takes the results in order, from the best for the
  non-offenders down, until a third of the plays is counted.  64C only adds to the
  automatic result: where that gives them as much, it stands.  When both sides revoked
  (64C2(b)) neither side is favoured: the middle result (the median).
- *The weighted score* (12C1(c); 1997: 12C3): the results that came out in at least a
  fifth of the plays (:data:`WEIGHTED`), weighted by their shares, in steps of 5 %; each
  never less for the non-offending side than the automatic result.

The plays run on the real deal with the solver's searches; the auction is not used.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards import CARDS, SEATS
from ..ruling import Equity, LikelyDifference, LikelyPlay, RevokeRuling, Ruling, WeightedResult
from .estimate import before_revoke, hands_at
from .likely import Plays, Position, Progress, Settings, play_many
from .likely_check import best_cards, deviation
from .solver import Session

if TYPE_CHECKING:
    from ..facts import BoardFacts
    from ..laws.base import Edition

__all__ = ["LIKELY", "WEIGHTED", "likely_play", "shown_out"]

LIKELY = (1, 3)
"""The share of the plays (a fraction) a result must reach to be likely."""
WEIGHTED = (1, 5)
"""The share of the plays (a fraction) a result must have to be weighed."""
STEP = 5
"""Weights are given in steps of this many percent."""


def likely_play(ruling: Ruling, rr: RevokeRuling, eq: Equity, *, both_sides: bool,
                edition: Edition, solver: Session, settings: Settings,
                progress: Progress | None = None) -> LikelyPlay | None:
    """The likely-play estimate for ``rr`` beside its double-dummy estimate ``eq``, or
    ``None`` where its position cannot be set up or no play ended within the budget."""
    facts = ruling.facts
    contract = facts.contract
    assert contract is not None
    before = before_revoke(facts, rr.revoke)
    if before is None:
        return None
    leader, played = before
    trick = rr.revoke.trick
    masks = hands_at(facts, trick)
    first = 0
    for c in rr.revoke.held:
        first |= 1 << c
    pos = Position(masks=masks, leader=int(leader), played=tuple(int(c) for c in played),
                   trump=None if contract.strain.trump is None else int(contract.strain.trump),
                   declarer=int(contract.declarer),
                   voids=shown_out(facts, trick, len(played), masks),
                   dummy_faced=trick > 1 or bool(played), first=first)
    plays = play_many(solver, pos, settings, progress)
    if not plays.plays:
        return None
    decl_side = contract.declaring_side
    base = eq.earlier_transferred + sum(1 for t in facts.tricks  # won before, and transfers
                                        if t.number < trick and t.side == decl_side)
    totals = [_clamp(base + p.declarer_tricks) for p in plays.plays]
    nos_gain = 1 if rr.offending_side != contract.declaring_side else -1
    after = eq.after_transfer
    figure = _median(totals) if both_sides else _third(totals, nos_gain)
    if both_sides:
        recommended = figure
    else:
        recommended = after if (after - figure) * nos_gain >= 0 else figure

    def score(tricks: int) -> int:
        return edition.score(contract, facts.vulnerability, tricks)

    difference = None
    if figure != eq.likely_declarer_tricks:
        difference = _difference(solver, pos, plays, totals, eq.likely_declarer_tricks,
                                 trick=trick, played=len(played))
    return LikelyPlay(
        distribution=tuple(sorted(Counter(totals).items())), plays=len(totals),
        asked=plays.asked, partial=plays.partial, figure=figure,
        rule="median" if both_sides else "third",
        rule_law=eq.basis if both_sides else edition.article("12C1(e)"),
        recommended_declarer_tricks=recommended, recommended_score_ns=score(recommended),
        compensated=recommended == after,
        weighted=_weighted(totals, after=after, nos_gain=0 if both_sides else nos_gain,
                           score=score),
        weighted_law=edition.article("12C1(c)"), difference=difference,
        samples=settings.samples, seed=settings.seed, budget=settings.budget,
        defenders_see=settings.defenders_see)


def shown_out(facts: BoardFacts, trick: int, played: int,
           masks: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Per seat, the suits he showed out of before the position (``played`` cards into
    ``trick``), and holds none of: a revoke is no show-out."""
    voids = [0, 0, 0, 0]
    assert facts.play is not None
    for t in facts.play.tricks:
        if t.number > trick or t.leader is None:
            break
        cards = t.cards
        lead = cards[t.leader]
        if lead is None:
            continue
        suit = lead // 13
        for seat in t.order[1:]:
            if t.number == trick and (seat - t.leader) & 3 >= played:
                break
            c = cards[seat]
            if c is not None and c // 13 != suit and not masks[seat] >> (13 * suit) & 0x1FFF:
                voids[seat] |= 1 << suit
    return (voids[0], voids[1], voids[2], voids[3])


def _clamp(tricks: int) -> int:
    return min(13, max(0, tricks))


def _third(totals: list[int], nos_gain: int) -> int:
    """The result best for the non-offending side that they reach or beat in at least
    :data:`LIKELY` of the plays."""
    count = Counter(totals)
    seen = 0
    for t in sorted(count, key=lambda t: -t * nos_gain):
        seen += count[t]
        if seen * LIKELY[1] >= len(totals) * LIKELY[0]:
            return t
    return totals[0]  # pragma: no cover - the last result counts every play


def _median(totals: list[int]) -> int:
    """The middle result (of two in the middle, the one nearer the mean; the lower if
    both are as near)."""
    ordered = sorted(totals)
    n = len(ordered)
    low, high = ordered[(n - 1) // 2], ordered[n // 2]
    return high if 2 * sum(ordered) > n * (low + high) else low


def _weighted(totals: list[int], *, after: int, nos_gain: int,
              score: Callable[[int], int]) -> tuple[WeightedResult, ...]:
    """The weighted option (12C1(c)) by the rule in the module's docstring, or ``()``."""
    count = Counter(totals)
    kept: Counter[int] = Counter()
    for t, n in count.items():
        if n * WEIGHTED[1] >= len(totals) * WEIGHTED[0]:
            kept[t if nos_gain == 0 or (t - after) * nos_gain > 0 else after] += n
    if len({score(t) for t in kept}) < 2:
        return ()
    weights = _percent(kept)
    return tuple(WeightedResult(declarer_tricks=t, score_ns=score(t), weight=weights[t], cards=())
                 for t in sorted(kept, key=lambda t: t * (nos_gain or 1)))


def _percent(kept: Counter[int]) -> dict[int, int]:
    """Each result's share in steps of :data:`STEP` percent, adding up to 100 (the largest
    remainders rounded up)."""
    total, steps = sum(kept.values()), 100 // STEP
    exact = {t: n * steps / total for t, n in kept.items()}
    out = {t: int(v) for t, v in exact.items()}
    for t in sorted(exact, key=lambda t: (out[t] - exact[t], t))[:steps - sum(out.values())]:
        out[t] += 1
    return {t: v * STEP for t, v in out.items()}


def _difference(solver: Session, pos: Position, plays: Plays, totals: list[int], dd: int, *,
                trick: int, played: int) -> LikelyDifference | None:
    """The first card that gives a trick away double dummy in the most plays whose result
    is not double dummy's, and what double dummy plays there."""
    firsts: Counter[tuple[int, int, int]] = Counter()
    where: dict[tuple[int, int, int], tuple[int, ...]] = {}
    for p, total in zip(plays.plays, totals, strict=True):
        d = None if total == dd else deviation(solver, pos, p.cards)
        if d is None:
            continue
        key = (trick + (played + d.index) // 4, d.seat, d.card)
        firsts[key] += 1
        where.setdefault(key, p.cards[:d.index])
    if not firsts:
        return None
    key, n = max(firsts.items(), key=lambda kv: (kv[1], -kv[0][0]))
    number, seat, card = key
    best = best_cards(solver, pos, where[key])
    return LikelyDifference(trick=number, seat=SEATS[seat], card=CARDS[card],
                            double_dummy=tuple(CARDS[c] for c in best),
                            share=round(100 * n / len(totals)))
