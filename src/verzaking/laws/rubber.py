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
"""

from __future__ import annotations

from .wbf2007 import WBF2007

__all__ = ["Home", "Rubber"]


class Rubber(WBF2007):
    """Rubber bridge: 2007 revoke rules [the 2014 rubber text unconfirmed], rubber scoring."""

    key = "rubber"
    names: tuple[str, ...] = ("rubber", "robber", "robberbridge", "acbl2014", "rubber2014")
    title = "Laws of Rubber Bridge 2014 (ACBL)"
    base = "2007"


class Home(Rubber):
    """A home game: rubber bridge plus taking back a revoke noticed at once."""

    key = "home"
    names: tuple[str, ...] = ("home", "thuis", "huis", "huisregels", "house")
    title = "Rubber bridge at home (house rules)"
    base = "rubber"
