"""64B7 (both sides revoked): the reason is given once, not word for word for each revoke
(found in review)."""

from __future__ import annotations

import verzaking


def test_64B7_both_sides_explained_once_and_no_tricks_for_either() -> None:
    # 4S by South; East revoked on trick 6, South on trick 8, both established by play:
    # 64B7 excludes a transfer for both, declarer keeps his 9 tricks (4S -1, -50).
    r = verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "None",
                        "tricks": ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS",
                                   "NS", "EW", "NS"],
                        "revokes": [{"seat": "E", "trick": 6}, {"seat": "S", "trick": 8}]})
    assert [rr.rule for rr in r.revokes] == ["64B7", "64B7"]
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (9, -50)
    codes = [s.code for s in r.steps]
    assert codes.count("64B7.both_sides") == 1
    assert codes.count("64B7.this_one_too") == 1
