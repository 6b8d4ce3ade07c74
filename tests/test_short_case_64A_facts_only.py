"""The short case (issue 14, item 4): only the facts Law 64A needs, as a case file's
``short`` object and through the library - the same facts the page's short path taps.

Seed example 1: 4S by South, declarer 9 tricks; East revokes on trick 6, which North-South
win; East-West win a later trick: 64A2, one trick, -50 -> +420.  Seed example 2: East
revokes on trick 7 and wins it, East-West win one later trick: 64A1, two tricks, 11 tricks,
+450.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.errors import CaseError, VerzakingError


def short(**facts: Any) -> dict[str, Any]:
    base = {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other", "later": 1}
    return {"contract": "4S", "declarer": "S", "vulnerable": "None", "short": {**base, **facts}}


def test_64A2_seed_example_1_from_the_short_facts() -> None:
    r = verzaking.rule(short())
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 420)
    # "two or more" later tricks changes nothing under 64A2
    assert verzaking.rule(short(later=2)).score_ns_adjusted == 420


def test_64A1_seed_example_2_from_the_short_facts() -> None:
    r = verzaking.rule(short(trick=7, won_by="offender"))
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A1", 2)
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (11, 450)


def test_64A1_offender_won_only_the_revoke_trick_one_trick() -> None:
    r = verzaking.rule(short(trick=7, won_by="offender", later=0))
    assert r.revokes[0].tricks_transferred == 1 and r.score_ns_adjusted == 420


def test_64B1_the_offending_side_won_nothing_from_the_revoke_on() -> None:
    r = verzaking.rule(short(later=0, declarer_tricks=10, trick=12))
    assert r.revokes[0].rule in ("64B1", "64B6") and r.revokes[0].tricks_transferred == 0


def test_the_ruling_says_the_later_tricks_are_named_without_numbers() -> None:
    r = verzaking.rule(short())
    [note] = [s for s in r.steps if s.code == "note_short_case"]
    assert note.data["trick"] == 6
    assert "names the later tricks without their numbers" in verzaking.render_text(r, "en")


def test_short_facts_that_cannot_all_be_true_are_refused() -> None:
    # 13 tricks for declarer, yet East (a defender) won the revoke trick
    with pytest.raises(CaseError) as err:
        verzaking.rule(short(declarer_tricks=13, won_by="offender"))
    assert err.value.code == "case_short_impossible"


@pytest.mark.parametrize(("change", "field"), [
    ({"won_by": "maybe"}, "short.won_by"), ({"later": 3}, "short.later"),
    ({"trick": 0}, "short.trick"), ({"seat": "Q"}, "short.seat"),
    ({"declarer_tricks": True}, "short.declarer_tricks")])
def test_a_bad_short_field_is_named(change: dict[str, Any], field: str) -> None:
    with pytest.raises(VerzakingError) as err:
        verzaking.rule(short(**change))
    assert field in err.value.message("en")


def test_short_is_not_mixed_with_tricks() -> None:
    with pytest.raises(VerzakingError) as err:
        verzaking.rule({**short(), "tricks": ["NS"] * 13})
    assert '"tricks"' in err.value.message("en")
