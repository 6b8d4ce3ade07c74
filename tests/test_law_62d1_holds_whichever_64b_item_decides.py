"""Law 62D1: a revoke on the twelfth trick must be corrected, established or not, while
the four hands are not back in the board.  The step said so only when 64B6 was the item
that excluded the transfer; when 64B1 came first (the offenders won neither trick 12 nor
13), it was missing (review, issue 16)."""

from __future__ import annotations

import verzaking


def _codes(laws: str) -> list[str]:
    case = {"contract": "4S", "declarer": "N", "vulnerable": "None",
            "tricks": ["NS"] * 10 + ["EW", "NS", "NS"],
            "revokes": [{"seat": "W", "trick": 12, "established": True}]}
    return [s.code for s in verzaking.rule(case, laws=laws, equity=False).steps]


def test_62D1_after_64B1_on_trick_12() -> None:
    for laws in ("2017", "2007", "1997"):
        codes = _codes(laws)
        assert "64B1.no_trick" in codes and "62D1.correct" in codes, laws
        assert codes.index("62D1.correct") == codes.index("64B1.no_trick") + 1, laws


def test_no_62D1_for_an_earlier_trick() -> None:
    case = {"contract": "4S", "declarer": "N", "vulnerable": "None",
            "tricks": ["EW"] + ["NS"] * 12,
            "revokes": [{"seat": "W", "trick": 10, "established": True}]}
    codes = [s.code for s in verzaking.rule(case, equity=False).steps]
    assert "64B1.no_trick" in codes and "62D1.correct" not in codes
