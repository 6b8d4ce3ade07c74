"""Law 64C by double-dummy analysis: the only package that touches the solver.

After an established revoke the director must give an adjusted score when the
automatic transfer does not make good the damage (64C1).  The position just before
the revoke card is solved double dummy for every card the offender could legally
have played (:mod:`.estimate`: the likely card, the line behind it, the weighted
option of 12C1(c)); repeated revokes are judged each from the position after the
earlier ones, whose transfers stand (64C2(a)); when both sides revoked, from the
position before the first revoke, with no revoke in the line (64C2(b)).  With
several estimates the board's result is the one best for the non-offending side, and
only that estimate offers the weighted option of 12C1(c).  The ruling then carries,
beside the result as played and the automatic one, the result the estimate
recommends (:attr:`Ruling.score_ns_equity`) when it differs.  Where the director gave
his own judgement (a case's ``without_revoke``, ruled by :mod:`verzaking.laws.redress`),
that is the board's 64C result, and the estimate is shown for information.

Double dummy assumes both sides see all cards, so it is an estimate of the likely
result; the judgement stays with the director.  Asked for (``likely``), each estimate
also plays on from the same position as players who do not see all cards would
(:mod:`.likely_estimate`): where it is made, its result is the board's 64C result, and the
double-dummy one is shown beside it.  The solver (:mod:`.solver`) is loaded on the first
estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import Seat
from ..decisions import EquityCase
from ..ruling import CardOutcome, Equity, RevokeRuling, Ruling, Step
from .estimate import estimate
from .likely import Settings
from .likely_estimate import likely_play
from .likely_steps import likely_closing, likely_steps
from .solver import SolverUnavailable, session, solve_position
from .steps import board_result_step, closing_steps, estimate_steps

if TYPE_CHECKING:
    from ..laws.base import Edition

__all__ = ["MODES", "CardOutcome", "Equity", "LikelyProgress", "Settings", "SolverUnavailable",
           "analyse", "solve_position"]

MODES = ("double-dummy", "likely", "both")
"""Which 64C estimates are made and shown: double dummy alone, the likely play (double
dummy only where it differs), or both."""

LikelyProgress = Callable[[Seat, int, int, int], None]
"""Told after each likely play: the offender, the revoke trick, the plays made and asked."""


def recommended(eq: Equity) -> int:
    """The declarer's tricks an estimate recommends: the likely play's where it was made."""
    return (eq.recommended_declarer_tricks if eq.likely_play is None
            else eq.likely_play.recommended_declarer_tricks)


def analyse(ruling: Ruling, edition: Edition, *, mode: str = "double-dummy",
            likely: Settings | None = None, progress: LikelyProgress | None = None) -> Ruling:
    """The ruling with an equity estimate for each established revoke, and its steps (none
    for a defender's revoke a forfeited dummy pointed out first: 43B3 gives the declaring
    side the table score, with no 64C).

    ``edition`` is the one the ruling applied (its 64C articles and its score).
    Boards without the cards (a quick case) get a step that says equity needs the
    deal, unless the director gave his own judgement (``without_revoke``), whose steps
    say what 64C makes of it; where he did, an estimate is information only: his result
    stays, and the weighted option (12C1(c)) is not offered.  Never raises for a
    position it cannot solve: it says so in a step.

    ``mode`` is one of :data:`MODES`; the likely play follows ``likely`` (its samples,
    plays, budget and seed; default :class:`Settings`), and ``progress`` is told of it.
    """
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    facts = ruling.facts
    established = [(i, r) for i, r in enumerate(ruling.revokes)  # 43B3: no 64C for the NOS
                   if r.established and r.revoke.unrectified is None]
    if facts.contract is None or not established or not edition.has_equity:
        return ruling
    if facts.deal is None or facts.play is None:
        return ruling if ruling.judgement is not None else ruling.with_equity(
            {}, [Step(code="64C.needs_deal", law="64C")])
    if ruling.declarer_tricks_adjusted is None:  # the deal known, the play not over
        return ruling if ruling.judgement is not None else ruling.with_equity(
            {}, [Step(code="64C.needs_end", law="64C")])
    both_sides = len({r.offending_side for _, r in established}) == 2
    if both_sides:
        established = established[:1]  # 64C2(b): one estimate, before the first revoke
    wanted = (likely or Settings()) if mode != "double-dummy" else None
    found = _estimates(ruling, established, edition, both_sides=both_sides, likely=wanted,
                       progress=progress)
    if not found:
        return ruling
    solved = [f for f in found if not isinstance(f, Step)]
    director = ruling.equity_basis == "director"
    tricks = _board_result(ruling, [eq for _, _, eq in solved], both_sides=both_sides)
    estimates, steps = _explained(ruling, found, tricks, both_sides=both_sides, mode=mode,
                                  likely=wanted, director=director)
    if director:  # his judgement rules; the estimate is information
        assert ruling.judgement is not None
        steps.append(Step(code="director.dd_info", law=ruling.judgement.law,
                          data={"tricks": ruling.judgement.without_revoke}))
        return ruling.with_equity(estimates, steps, ruling.declarer_tricks_equity,
                                  ruling.score_ns_equity)
    if tricks is None or tricks == ruling.declarer_tricks_adjusted:
        return ruling.with_equity(estimates, steps)
    score = edition.score(facts.contract, facts.vulnerability, tricks)
    return ruling.with_equity(estimates, steps, tricks, score,
                              last=[board_result_step(ruling, tricks, score)])


def _explained(ruling: Ruling, found: list[Found], tricks: int | None, *, both_sides: bool,
               mode: str, likely: Settings | None,
               director: bool) -> tuple[dict[int, Equity], list[Step]]:
    """The estimates by revoke index, as the ruling keeps them, and their steps."""
    dd = mode != "likely"
    solved = sum(1 for f in found if not isinstance(f, Step))
    transferred = any(r.tricks_transferred for r in ruling.revokes)
    steps: list[Step] = []
    estimates: dict[int, Equity] = {}
    for f in found:
        if isinstance(f, Step):
            steps.append(f)
            continue
        i, rr, eq = f
        if director or (solved > 1 and recommended(eq) != tricks):
            # the director's judgement rules, or another revoke's estimate sets the board's
            # result: weights of this one's outcomes would weigh the wrong result (64C2(a))
            eq = _unweighted(eq)
        estimates[i] = eq
        steps += estimate_steps(eq, rr, ruling, both_sides=both_sides, transferred=transferred,
                                double_dummy=dd or eq.likely_play is None)
        if likely is not None:
            steps += likely_steps(eq, both_sides=both_sides, settings=likely)
    if estimates:
        if dd or any(e.likely_play is None for e in estimates.values()):
            steps += closing_steps(both_sides=both_sides)
        if likely is not None and any(e.likely_play is not None for e in estimates.values()):
            steps += likely_closing(likely)
    return estimates, steps


def _unweighted(eq: Equity) -> Equity:
    """The estimate without its weighted options."""
    lp = eq.likely_play
    return replace(eq, weighted=(), likely_play=None if lp is None else replace(lp, weighted=()))


Found = tuple[int, RevokeRuling, Equity] | Step
"""An estimate made (the revoke's index, its ruling, the estimate), or why it could not be."""


def _estimates(ruling: Ruling, established: list[tuple[int, RevokeRuling]], edition: Edition,
               *, both_sides: bool, likely: Settings | None = None,
               progress: LikelyProgress | None = None) -> list[Found]:
    """The estimate of each established revoke, in order, or the step that says why not."""
    found: list[Found] = []
    for i, rr in established:
        basis = edition.equity_article(
            EquityCase.BOTH if both_sides else EquityCase.REPEAT if rr.rule == "64B2"
            else EquityCase.SINGLE)
        try:
            with session() as solver:
                eq = estimate(ruling, rr, basis=basis, both_sides=both_sides,
                              edition=edition, solver=solver)
                if eq is not None and likely is not None:
                    told = None if progress is None else (
                        lambda made, asked, rv=rr.revoke: progress(rv.seat, rv.trick, made, asked))
                    eq = replace(eq, likely_play=likely_play(
                        ruling, rr, eq, both_sides=both_sides, edition=edition, solver=solver,
                        settings=likely, progress=told))
        except (ValueError, SolverUnavailable) as exc:
            found.append(Step(code="64C.unsolved", law="64C",
                              data={"seat": rr.revoke.seat, "trick": rr.revoke.trick,
                                    "reason": "missing" if isinstance(exc, SolverUnavailable)
                                    else "refused", "detail": str(exc)}))
            continue
        if eq is not None:
            found.append((i, rr, eq))
    return found


def _board_result(ruling: Ruling, estimates: list[Equity], *, both_sides: bool) -> int | None:
    """Declarer's tricks the estimates recommend for the board: the one estimate when both
    sides revoked, else the one that gives the non-offending side the most."""
    if not estimates:
        return None
    if both_sides:
        return recommended(estimates[0])
    contract = ruling.facts.contract
    assert contract is not None
    offender = estimates[0].seat.side  # one side revoked (established): every estimate's
    tricks = [recommended(e) for e in estimates]
    return max(tricks) if offender != contract.declaring_side else min(tricks)
