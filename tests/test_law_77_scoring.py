"""Law 77: duplicate scores, worked from the scoring table."""

from __future__ import annotations

import pytest

from verzaking.contract import Contract, Vulnerability
from verzaking.scoring import duplicate_score, score_ns

NV, V = Vulnerability.NONE, Vulnerability.BOTH


@pytest.mark.parametrize("contract, vul, tricks, score", [
    ("1NT", NV, 7, 90), ("2S", NV, 9, 140), ("3NT", NV, 9, 400), ("3NT", V, 9, 600),
    ("4S", NV, 10, 420), ("4S", NV, 11, 450), ("4H", V, 10, 620), ("5C", NV, 11, 400),
    ("6S", V, 12, 1430), ("6NT", NV, 12, 990), ("7NT", V, 13, 2220), ("2D", NV, 8, 90),
    ("1CX", NV, 7, 140), ("1CX", NV, 8, 240), ("4SX", NV, 10, 590), ("4SX", V, 10, 790),
    ("2CXX", NV, 8, 560), ("4SXX", V, 10, 1080), ("3NTX", V, 10, 950),
    ("4S", NV, 9, -50), ("4S", V, 8, -200), ("3NTX", NV, 8, -100), ("3NTX", NV, 7, -300),
    ("3NTX", NV, 6, -500), ("3NTX", NV, 5, -800), ("3NTX", V, 8, -200), ("3NTX", V, 7, -500),
    ("3NTX", V, 6, -800), ("3NTXX", NV, 8, -200), ("3NTXX", NV, 7, -600),
    ("3NTXX", V, 8, -400), ("7NTX", V, 0, -3800),
])
def test_77_duplicate_score(contract: str, vul: Vulnerability, tricks: int, score: int) -> None:
    assert duplicate_score(Contract.parse(contract, declarer="S"), vul, tricks) == score


def test_77_vulnerability_is_per_side() -> None:
    c = Contract.parse("4S", declarer="E")
    assert duplicate_score(c, Vulnerability.NS, 10) == 420
    assert duplicate_score(c, Vulnerability.EW, 10) == 620
    assert score_ns(c, Vulnerability.EW, 10) == -620


def test_passed_out_scores_zero() -> None:
    assert score_ns(None, NV, 0) == 0
