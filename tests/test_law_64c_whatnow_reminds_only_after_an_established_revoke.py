"""Law 64C1 under "what now?" (issue 28, item 8): the reminder that the director checks the
non-offending side is fully compensated belongs to an established revoke ("after any
established revoke, including those not subject to trick adjustment"), not to a board
whose revoke was corrected in time, nor to a board without a revoke.

Deal, 3NT by South, West leads:
    N KQJ.AKQ.AQ5.AKQ2   E AT98.JT9.JT9.JT9   S 765.876.K873.876   W 432.5432.642.543
``CLEAN`` is a legal play of all 13 tricks (North wins 1-11, South 12 and 13).
"""

from __future__ import annotations

from typing import Any

import verzaking
from conftest import EXAMPLES

DEAL = "N:KQJ.AKQ.AQ5.AKQ2 AT98.JT9.JT9.JT9 765.876.K873.876 432.5432.642.543"
CLEAN = ["S2 SK S8 S5", "SQ S9 S6 S3", "SJ ST S7 S4", "HA H9 H6 H3", "HK HT H7 H4",
         "HQ HJ H8 H5", "CA C9 C6 C3", "CK CT C7 C4", "CQ CJ C8 C5", "DA D9 D7 D2",
         "DQ DT D8 D6", "D5 DJ DK D4", "D3 H2 C2 SA"]


def nxt(events: list[Any], laws: str = "2017") -> list[tuple[str, str]]:
    case = {"laws": laws, "contract": "3NT", "declarer": "S", "vulnerable": "None",
            "deal": DEAL, "events": events}
    return [(s.code, s.law) for s in verzaking.rule(case, equity=False).next_steps]


def test_a_board_without_a_revoke_only_enters_the_score() -> None:
    assert nxt(CLEAN) == [("next.score", "77")]


def test_rubber_scoring_is_no_law_77() -> None:
    # rubber bridge scores by its own rules: the line cites no duplicate scoring table
    assert nxt(CLEAN, "rubber") == [("next.score", "")]


def test_a_revoke_corrected_in_time_only_enters_the_score() -> None:
    # examples/tafel-62C-terugnemen.json: East's revoke on trick 5 corrected (62A), South
    # and then West took their cards back (62C1, 62C2); play went on to the end
    r = verzaking.rule_file(EXAMPLES / "tafel-62C-terugnemen.json", equity=False)[0]
    assert isinstance(r, verzaking.Ruling)
    assert [(s.code, s.law) for s in r.next_steps] == [("next.score", "77")]


def test_an_established_revoke_keeps_the_reminder() -> None:
    # trick 12: North D5, East SA although he holds DJ (a revoke), South D3, West D4; trick
    # 13: North leads C2, East DJ, South DK, West H2.  East played to trick 13: established
    # (63A1).  North-South won every trick, so no transfer (64B1), but 64C1 applies; the
    # hands are still out, so the revoke must still be corrected (62D1)
    events = [*CLEAN[:11], "D5 SA D3 D4", "C2 DJ DK H2"]
    assert nxt(events) == [("next.open_twelfth", "62D1"), ("next.no_transfer", "64C")]
    # once corrected under 62D1 (and South, who played D3 after the revoke, has let his
    # chance to play DK there pass: the hands are back) it is still a revoke that was
    # established: no transfer (64B6), and 64C1
    corrected = [*events, {"type": "attention", "seat": "E"}, {"type": "hands_returned"}]
    assert nxt(corrected) == [("next.no_transfer", "64C")]
