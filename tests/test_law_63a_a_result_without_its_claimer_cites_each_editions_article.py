"""Law 63A: a revoke is established when the offending side makes a claim (63A3) or, in
2017, when agreement to the opponents' claim is established (63A4); before 2017 63A3 holds
both ("makes or agrees to"; 1997 "acquiesces in").

Round 1, file 18b (rerun copy): a `result` event (a claim agreed to, its maker not given)
established East's revoke, and the step cited 63A3 alone.  Under 2017 the result could as
well be North-South's claim that East-West agreed to, which is 63A4: the step must cite both
items (63A), as the same case told by its winners already did in words.

Worked by hand: 4♠ by South, tricks 1-5 by their winners (South won trick 5); trick 6:
South ♠2, West ♠3, North ♠4, East ♦2 while said to hold spades (a revoke); then the result,
declarer 10.  East's side played to no later trick, named nothing and was not shown to claim
or agree by name: only the agreed result establishes it.
- 2017: 63A3 or 63A4, whoever claimed: the step's article is 63A, its text names 63A3 and
  63A4.
- 2007 and 1997: 63A3 (one item for making and for agreeing to a claim).
- With the claimer given (`seat` North, a non-offender): 63A4 in 2017, 63A3 before.
"""

from __future__ import annotations

import pytest

import verzaking
from verzaking.render.jsonout import ruling_to_dict
from verzaking.render.text import step_text


def ruled(laws: str, **result: object) -> verzaking.Ruling:
    case = {"laws": laws, "contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": ["EW", "NS", "NS", "NS", "S"],
            "events": ["S2 S3 S4", {"type": "play", "seat": "E", "card": "D2", "revoke": True},
                       {"type": "result", "declarer_tricks": 10, **result}]}
    return verzaking.rule(case, equity=False)


@pytest.mark.parametrize(("laws", "article", "items"), [
    ("2017", "63A", "63A3, 63A4"), ("2007", "63A3", "63A3"), ("1997", "63A3", "63A3")])
def test_63a_a_result_without_a_claimer(laws: str, article: str, items: str) -> None:
    r = ruled(laws)
    [step] = [s for s in r.steps if s.code == "tl.established_claim_agreed"]
    assert step.law == article and f"({items})" in step_text(step, "en")
    assert f"({items})" in step_text(step, "nl")
    assert ruling_to_dict(r, lang="en")["revokes"][0]["establishment"] == article


@pytest.mark.parametrize(("laws", "article"), [("2017", "63A4"), ("2007", "63A3")])
def test_63a_a_result_claimed_by_a_non_offender(laws: str, article: str) -> None:
    r = ruled(laws, seat="N")
    assert r.revokes[0].established and r.revokes[0].establishment == article
