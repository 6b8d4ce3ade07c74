"""A case file's ``play`` (with its ``deal``) is read as a hand record's play: each revoke
found from the cards, the ruling in the words of a board read from PBN or LIN, under every
edition (a board told as events cannot be ruled under 1930); a mistake in it is a message
naming the field or the trick.

Worked by hand from the seed's example 1 (``voorbeeld1.pbn``, 4♠ by South): on trick 6
South leads ♥2 and East, holding ♥4, plays ♣4: a revoke (61A), established when East plays
to trick 7 (63A1); North won trick 6, East-West won tricks 9 and 12 later, so one trick
goes over (64A2): 10 tricks, 4♠ made, +420 instead of −50.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from conftest import FIXTURES
from verzaking.errors import VerzakingError
from verzaking.render.jsonout import ruling_to_dict

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
PLAY = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8",
        "H2 H3 HA C4", "D8 D9 DQ DJ", "SQ H5 S2 C7", "C5 CT C6 CK", "DT SJ H7 H6",
        "ST H8 S9 C8", "H9 HK HJ H4", "HT HQ CQ CJ"]
"""Voorbeeld 1's tricks, each in the order played from its leader."""
CASE = {"board": "1", "contract": "4S", "declarer": "S", "vulnerable": "None", "deal": DEAL,
        "play": PLAY}


def words(ruling: verzaking.Ruling, lang: str) -> list[str]:
    return [s["text"] for s in ruling_to_dict(ruling, lang=lang)["steps"]]


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1930", "rubber"])
def test_a_cases_play_rules_in_the_words_of_the_hand_record(laws: str) -> None:
    ruling = verzaking.rule({**CASE, "laws": laws}, equity=False)
    [revoke] = ruling.revokes
    assert (revoke.revoke.seat.letter, revoke.revoke.trick) == ("E", 6)  # ♣4 on ♥2, ♥4 held
    assert not ruling.facts.told
    record = verzaking.rule(verzaking.read(FIXTURES / "voorbeeld1.pbn")[0].facts, laws=laws,
                            equity=False)
    for lang in ("nl", "en"):
        assert words(ruling, lang) == words(record, lang)


def test_the_2017_ruling_of_a_cases_play() -> None:
    ruling = verzaking.rule(CASE, equity=False)
    said = words(ruling, "en")
    assert any("Trick 6: hearts were led and East played ♣4 while still holding ♥4." in s
               for s in said)
    assert any("then played to trick 7. (Law 63A1)" in s for s in said)
    assert (ruling.revokes[0].rule, ruling.declarer_tricks_adjusted,
            ruling.score_ns_adjusted) == ("64A2", 10, 420)


def test_a_claim_ends_a_cases_play_as_a_records_result() -> None:
    # after 8 tricks North-South have won six (tricks 3 to 8: ♣A, ♠A, ♠K, ♥A, ♦Q, ♠Q); the
    # record's result gives declarer 9 in all, three of the five left
    ruling = verzaking.rule({**CASE, "play": PLAY[:8], "claim": {"declarer_tricks": 9}},
                            equity=False)
    assert ruling.declarer_tricks_played == 9 and ruling.facts.claim is not None
    assert ruling.facts.claim.by is None  # nobody named: none made up


@pytest.mark.parametrize(("change", "said"), [
    ({"play": [*PLAY[:6], "X9"]}, 'field "play[6]": \'X9\' is not valid'),
    ({"play": [7]}, 'field "play[0]": 7 is not valid'),
    ({"play": "DA D2 D3 D4"}, 'field "play"'),
    ({"tricks": ["NS"] * 13}, 'field "tricks": ["NS", "NS", "NS", "NS", "NS", "NS", "NS", '),
    ({"events": []}, 'not together with "play"'),
    ({"deal": None}, 'field "deal" is missing'),
    ({"play": [*PLAY[:6], "D8 D9 DQ DJ C7"]}, "trick 7 has more than four cards"),
    ({"play": ["DA D2 D3 D5"]}, "trick 1"),  # ♦5 is North's, played in South's turn
    ({"play": PLAY[:8], "claim": {"declarer_tricks": 2}},
     '"claim": declarer cannot end with 2 tricks; after 8 tricks he has 6 and 5 remain'),
    ({"contract": "Pass"}, '"play" describes play'),
])
def test_a_mistake_in_a_cases_play_is_said_with_its_place(change: dict[str, Any],
                                                          said: str) -> None:
    case = {k: v for k, v in {**CASE, **change}.items() if v is not None}
    with pytest.raises(VerzakingError) as err:
        verzaking.rule(case, equity=False)
    assert said in err.value.message("en")
    assert err.value.message("nl")  # and in Dutch
