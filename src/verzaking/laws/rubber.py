"""Rubber bridge (the Laws of Rubber Bridge, ACBL 2014) and home games.

The 2014 rubber laws say of themselves that they and the duplicate laws are
nearly identical as far as the games allow; their revoke section could not be
retrieved, so the revoke rules here are those of the duplicate Laws of their
time (2007) -- the program says so in every ruling.  What surely differs: the
score (rubber scoring, trick points below the line, no per-deal game bonus) and
that there is no director: the players apply the laws together.  ``home`` adds
the house rule of many home games: a revoke noticed before it is established is
simply taken back, without a penalty card.  All of it is in
:mod:`verzaking.parameters` (rows ``77``, ``81``, ``64C``, ``62``, ``source``).

The score is that of the one deal (:func:`verzaking.scoring.rubber_points`): the
contract's trick points, overtricks, slam and doubled bonuses, or undertricks.
Game, rubber and part-score bonuses and honours depend on the rest of the
rubber and on the hands, which a case does not give; every ruling says so
(step ``rubber.score_scope``).
"""

from __future__ import annotations

from ..facts import BoardFacts
from ..steps import Step
from .wbf2007 import WBF2007

__all__ = ["Home", "Rubber"]


class Rubber(WBF2007):
    """Rubber bridge: 2007 revoke rules [the 2014 rubber text unconfirmed], rubber scoring."""

    key = "rubber"
    names: tuple[str, ...] = ("rubber", "robber", "robberbridge", "acbl2014", "rubber2014")
    title = "Laws of Rubber Bridge 2014 (ACBL)"
    base = "2007"

    def score_steps(self, facts: BoardFacts, played: int | None, adjusted: int | None,
                    before: int | None, after: int | None, points: int, *,
                    transfers_only: bool = False) -> list[Step]:
        """The score of the deal, and exactly what it counts and leaves out."""
        steps = super().score_steps(facts, played, adjusted, before, after, points,
                                    transfers_only=transfers_only)
        if played is not None:
            steps.append(Step(code="rubber.score_scope", law=""))
        return steps


class Home(Rubber):
    """A home game: rubber bridge plus taking back a revoke noticed at once."""

    key = "home"
    names: tuple[str, ...] = ("home", "thuis", "huis", "huisregels", "house")
    title = "Rubber bridge at home (house rules)"
    base = "rubber"
