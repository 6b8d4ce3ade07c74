"""Rubber bridge (the Laws of Rubber Bridge, ACBL 2014) and home games.

The 2014 rubber laws say of themselves that they and the duplicate laws are
nearly identical as far as the games allow; their revoke section could not be
retrieved, so the revoke rules here are those of the duplicate Laws of their
time (2007) -- the program says so in every ruling.  What surely differs: the
score (rubber scoring, trick points below the line, no per-deal game bonus) and
that there is no director: the players apply the laws together.  ``home`` adds
the house rule of many home games: a revoke noticed before it is established is
simply taken back, without a penalty card.
"""

from __future__ import annotations

from ..contract import Contract, Vulnerability
from ..scoring import rubber_net_ns
from .wbf2007 import WBF2007

__all__ = ["Home", "Rubber"]


class Rubber(WBF2007):
    """Rubber bridge: 2007 revoke rules [the 2014 rubber text unconfirmed], rubber scoring."""

    key = "rubber"
    names: tuple[str, ...] = ("rubber", "robber", "robberbridge", "acbl2014", "rubber2014")
    title = "Laws of Rubber Bridge 2014 (ACBL)"
    in_force_nl = ""
    base = "2007"
    differences: tuple[tuple[str, str], ...] = (
        ("77", "diff.rubber.77"),
        ("81", "diff.rubber.director"),
        ("64", "diff.rubber.64"),
    )
    house_take_back = False
    """Home-game rule: a revoke noticed in time is taken back without penalty."""
    equity_code = "64C.players"  # no director: the players settle equity together
    score_article = ""  # rubber scoring, not the duplicate table of Law 77

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's points minus East-West's on this deal, rubber scoring."""
        return rubber_net_ns(contract, vulnerability, tricks)


class Home(Rubber):
    """A home game: rubber bridge plus taking back a revoke noticed at once."""

    key = "home"
    names: tuple[str, ...] = ("home", "thuis", "huis", "huisregels", "house")
    title = "Rubber bridge at home (house rules)"
    base = "rubber"
    differences: tuple[tuple[str, str], ...] = (("62", "diff.home.62"),)
    house_take_back = True
