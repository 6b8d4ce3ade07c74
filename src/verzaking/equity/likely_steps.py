"""The steps that explain a likely-play estimate (:mod:`.likely_estimate`), in the order a
director reads it: what came out of the plays, the result they make likely and by which
rule, where and why double dummy says otherwise, what the director should consider and
the weighted option; at the end, what the plays assume.
"""

from __future__ import annotations

from ..ruling import Equity, LikelyPlay, Step
from .likely import Settings

__all__ = ["likely_closing", "likely_steps", "shares"]


def shares(lp: LikelyPlay) -> tuple[tuple[int, int], ...]:
    """Declarer's totals and their shares of the plays in percent (adding up to 100)."""
    exact = [(t, 100 * n / lp.plays) for t, n in lp.distribution]
    whole = {t: int(v) for t, v in exact}
    short = 100 - sum(whole.values())
    for t, _ in sorted(exact, key=lambda tv: (int(tv[1]) - tv[1], tv[0]))[:short]:
        whole[t] += 1
    return tuple((t, whole[t]) for t, _ in exact)


def likely_steps(eq: Equity, *, both_sides: bool,
                 settings: Settings) -> list[Step]:
    """The steps of the likely play beside the estimate ``eq`` (one that says why there is
    none where no play ended within the budget)."""
    lp = eq.likely_play
    where = {"seat": eq.seat, "trick": eq.trick}
    if lp is None:
        return [Step(code="likely.none", law=eq.basis,
                     data={**where, "budget": _seconds(settings.budget)})]
    data: dict[str, object] = {
        **where, "plays": lp.plays, "asked": lp.asked, "shares": shares(lp),
        "figure": lp.figure, "dd": eq.likely_declarer_tricks, "after": eq.after_transfer,
        "recommended": lp.recommended_declarer_tricks, "score": lp.recommended_score_ns,
        "adds": abs(lp.recommended_declarer_tricks - eq.after_transfer),
        "budget": _seconds(lp.budget)}
    steps = [Step(code="likely.plays", law=eq.basis, data=data)]
    if lp.partial:
        steps.append(Step(code="likely.partial", law=eq.basis, data=data))
    steps.append(Step(code="likely.figure_both" if both_sides else "likely.figure",
                      law=lp.rule_law, data=data))
    d = lp.difference
    if lp.figure == eq.likely_declarer_tricks:
        steps.append(Step(code="likely.same", law=eq.basis, data=data))
    elif d is not None:
        steps.append(Step(code="likely.differs", law=eq.basis, data={
            **data, "by": d.seat, "at": d.trick, "card": d.card, "instead": d.double_dummy,
            "share": d.share}))
    else:
        steps.append(Step(code="likely.differs_spread", law=eq.basis, data=data))
    if both_sides:
        steps.append(Step(code="likely.both_result", law=eq.basis, data=data))
    elif lp.compensated:
        steps.append(Step(code="likely.compensated", law=eq.basis, data=data))
    else:
        steps.append(Step(code="likely.not_compensated", law=eq.basis, data=data))
    if lp.weighted:
        steps.append(Step(code="likely.weighted", law=lp.weighted_law, data={
            **data, "weights": tuple((w.weight, w.score_ns) for w in lp.weighted)}))
    return steps


def likely_closing(settings: Settings) -> list[Step]:
    """What the likely plays assume, said once after the estimates."""
    return [Step(code="likely.assumes" if settings.defenders_see else "likely.assumes_sampled",
                 law="64C", data={"samples": settings.samples, "seed": settings.seed})]


def _seconds(budget: float | None) -> str:
    """A budget as written: ``5`` or ``2.5`` seconds, ``-`` for none."""
    return "-" if budget is None else f"{budget:g}"
