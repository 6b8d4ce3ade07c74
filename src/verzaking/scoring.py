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

__all__ = ["duplicate_score", "score_ns"]


def _trick_score(contract: Contract) -> int:
    """Points below the line for the contracted odd tricks (77, table A)."""
    if contract.strain == Strain.NOTRUMP:
        base = 40 + 30 * (contract.level - 1)
    elif contract.strain in (Strain.HEARTS, Strain.SPADES):
        base = 30 * contract.level
    else:
        base = 20 * contract.level
    return base * (1, 2, 4)[contract.doubled]


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
        if contract.level == 6:
            score += 750 if vul else 500
        elif contract.level == 7:
            score += 1500 if vul else 1000
        over = tricks - need
        if dbl == 0:
            per = 20 if contract.strain in (Strain.CLUBS, Strain.DIAMONDS) else 30
        else:
            per = (200 if vul else 100) * dbl
        score += over * per
        score += 50 * dbl  # "for the insult"
        return score
    down = need - tricks
    if dbl == 0:
        return -down * (100 if vul else 50)
    if vul:
        penalty = 200 + 300 * (down - 1)
    else:
        penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return -penalty * dbl


def score_ns(contract: Contract | None, vulnerability: Vulnerability, tricks: int) -> int:
    """The score from North-South's side (0 for a passed-out board)."""
    if contract is None:
        return 0
    score = duplicate_score(contract, vulnerability, tricks)
    return score if contract.declaring_side == Side.NS else -score
