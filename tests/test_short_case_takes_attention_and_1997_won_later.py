"""The short case takes what a trick row's revoke takes (issue 28, item 5): ``attention``
(64B4, 64B5) and, under the 1997 Laws, ``won_later_with_suit_led`` (64A2).

Seed example 1 as short facts: 4S by South, 9 tricks as played (-50); East revokes on
trick 6, which North-South win; East-West win tricks after it.  One trick moves under
64A2: 10 tricks, +420 (4 x 30 + 300).  Under 1997, a second trick moves when the offender
later won a trick with a card of the suit led: 11 tricks, +450.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.errors import VerzakingError


def short(laws: str = "2017", **facts: Any) -> dict[str, Any]:
    base = {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other", "later": 2}
    return {"contract": "4S", "declarer": "S", "vulnerable": "None", "laws": laws,
            "short": {**base, **facts}}


@pytest.mark.parametrize(("attention", "law"), [("after_next_call", "64B4"),
                                                 ("after_round", "64B5")])
def test_attention_drawn_too_late_no_transfer(attention: str, law: str) -> None:
    r = verzaking.rule(short(attention=attention))
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == (law, 0)
    assert r.score_ns_adjusted == -50  # 9 tricks stand


def test_attention_during_play_is_the_default() -> None:
    r = verzaking.rule(short(attention="during_play"))
    assert r.revokes[0].rule == "64A2" and r.score_ns_adjusted == 420


@pytest.mark.parametrize(("won_later", "tricks", "score"), [(True, 11, 450), (False, 10, 420)])
def test_1997_won_later_with_the_suit_led(won_later: bool, tricks: int, score: int) -> None:
    r = verzaking.rule(short("1997", won_later_with_suit_led=won_later))
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (tricks, score)
    assert not any(s.code == "next.1997_won_later" for s in r.next_steps)  # nothing to ask


def test_1997_without_the_fact_one_trick_and_it_is_asked() -> None:
    r = verzaking.rule(short("1997"))
    assert r.score_ns_adjusted == 420
    assert any(s.code == "next.1997_won_later" for s in r.next_steps)


@pytest.mark.parametrize(("change", "field"), [
    ({"attention": "later"}, "short.attention"), ({"attention": 3}, "short.attention"),
    ({"won_later_with_suit_led": "maybe"}, "short.won_later_with_suit_led")])
def test_a_bad_value_is_named_as_a_field_of_short(change: dict[str, Any], field: str) -> None:
    with pytest.raises(VerzakingError) as err:
        verzaking.rule(short(**change))
    assert f'"{field}"' in err.value.message("en") and f'"{field}"' in err.value.message("nl")
