"""Duplicate scoring (Law 77).

>>> from verzaking.contract import Contract, Vulnerability
>>> duplicate_score(Contract.parse("4S", declarer="S"), Vulnerability.NONE, 10)
420
>>> duplicate_score(Contract.parse("4S", declarer="S"), Vulnerability.NONE, 9)
-50
"""

from __future__ import annotations

from .cards import Side, Strain
from .contract import Contract, Vulnerability

__all__ = ["duplicate_score", "for_side", "rubber_net_ns", "rubber_points", "score_ns"]


def _trick_score(contract: Contract) -> int:
    """Points below the line for the contracted odd tricks (77, table A)."""
    if contract.strain == Strain.NOTRUMP:
        base = 40 + 30 * (contract.level - 1)
    elif contract.strain in (Strain.HEARTS, Strain.SPADES):
        base = 30 * contract.level
    else:
        base = 20 * contract.level
    return base * (1, 2, 4)[contract.doubled]


def _premiums(contract: Contract, vul: bool, tricks: int) -> int:
    """Slam bonus, overtricks and the bonus for making a doubled contract (the "insult")."""
    dbl = contract.doubled
    score = 50 * dbl
    if contract.level == 6:
        score += 750 if vul else 500
    elif contract.level == 7:
        score += 1500 if vul else 1000
    over = tricks - contract.required_tricks
    if dbl == 0:
        per = 20 if contract.strain in (Strain.CLUBS, Strain.DIAMONDS) else 30
    else:
        per = (200 if vul else 100) * dbl
    return score + over * per


def duplicate_score(contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
    """The score of declarer's side for ``tricks`` taken by declarer (Law 77)."""
    if not 0 <= tricks <= 13:
        raise ValueError(f"declarer cannot take {tricks} tricks")
    vul = vulnerability.is_vulnerable(contract.declaring_side)
    need = contract.required_tricks
    dbl = contract.doubled
    if tricks >= need:
        score = _trick_score(contract)
        score += (500 if vul else 300) if score >= 100 else 50
        return score + _premiums(contract, vul, tricks)
    down = need - tricks
    if dbl == 0:
        return -down * (100 if vul else 50)
    if vul:
        penalty = 200 + 300 * (down - 1)
    else:
        penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return -penalty * dbl


def for_side(score: int, side: Side) -> int:
    """A score from North-South's side as ``side`` sees it (and back: the same flip)."""
    return score if side == Side.NS else -score


def score_ns(contract: Contract | None, vulnerability: Vulnerability, tricks: int) -> int:
    """The score from North-South's side (0 for a passed-out board)."""
    if contract is None:
        return 0
    return for_side(duplicate_score(contract, vulnerability, tricks), contract.declaring_side)


def rubber_points(contract: Contract, vulnerable: bool, tricks: int) -> tuple[int, int, int]:
    """Rubber bridge points for one deal: (below the line for declarer's side,
    above the line for declarer's side, above the line for the defenders).

    Trick points go below the line (game is 100 over one or more deals); overtricks,
    slam bonuses and the bonus for making a doubled contract go above, as do the
    defenders' undertricks.  Game, rubber, part-score and honour bonuses depend on
    the rest of the rubber or the deal, not on the revoke, and are left out.
    """
    if not 0 <= tricks <= 13:
        raise ValueError(f"declarer cannot take {tricks} tricks")
    need = contract.required_tricks
    if tricks >= need:
        return _trick_score(contract), _premiums(contract, vulnerable, tricks), 0
    # undertricks are scored as in duplicate
    lost = -duplicate_score(contract, Vulnerability.BOTH if vulnerable else Vulnerability.NONE,
                            tricks)
    return 0, 0, lost


def rubber_net_ns(contract: Contract | None, vulnerability: Vulnerability, tricks: int) -> int:
    """North-South's points minus East-West's on this deal, rubber scoring."""
    if contract is None:
        return 0
    side = contract.declaring_side
    below, above, defenders = rubber_points(contract, vulnerability.is_vulnerable(side), tricks)
    net = below + above - defenders
    return for_side(net, side)
