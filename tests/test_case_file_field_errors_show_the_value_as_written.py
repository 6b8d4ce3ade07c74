"""A field's bad value is shown as the case file wrote it, with what the field expects.

``"short": null`` said ``None is not valid (an object such as ?)``: Python's word for
null, and an example lost to its unescaped braces.  Now ``null``, ``true`` and
``{"a": 1}`` are shown as JSON writes them, and "short" says what it expects.
"""

from __future__ import annotations

import json

import pytest

import verzaking

TRICKS = ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW", "NS"]
SHORT_EN = ('an object such as {"declarer_tricks": 9, "seat": "E", "trick": 6, '
            '"won_by": "other", "later": 1}')
SHORT_NL = ('een object zoals {"declarer_tricks": 9, "seat": "E", "trick": 6, '
            '"won_by": "other", "later": 1}')


def _messages(case: dict[str, object]) -> tuple[str, str]:
    [board] = verzaking.read_text(json.dumps(case), kind="json")
    assert board.error is not None and board.error.code == "case_bad_value", board
    return board.error.message("en"), board.error.message("nl")


@pytest.mark.parametrize("value, shown", [(None, "null"), (5, "5"), ("x", "'x'")])
def test_short_says_what_it_expects(value: object, shown: str) -> None:
    en, nl = _messages({"contract": "4S", "declarer": "S", "short": value})
    assert en.endswith(f'field "short": {shown} is not valid ({SHORT_EN})')
    assert nl.endswith(f'veld "short": {shown} is niet geldig ({SHORT_NL})')


@pytest.mark.parametrize("field, value, shown, expected", [
    ("declarer", True, "true", "N, E, S, W"),
    ("tricks", {"a": 1}, '{"a": 1}', "a list of winners"),
    ("tricks", [None] * 13, "null", "N, E, S, W, NS, EW"),
])
def test_null_true_and_objects_are_shown_as_json(field: str, value: object, shown: str,
                                                  expected: str) -> None:
    case = {"contract": "4S", "declarer": "S", "tricks": TRICKS, "revokes": [], field: value}
    en, nl = _messages(case)
    assert f"{shown} is not valid ({expected})" in en
    assert f"{shown} is niet geldig" in nl
    assert "None" not in en and "True" not in en and "'a'" not in en


def test_a_revoke_trick_null_is_shown_as_null() -> None:
    en, _ = _messages({"contract": "4S", "declarer": "S", "tricks": TRICKS,
                       "revokes": [{"seat": "E", "trick": None}]})
    assert en.endswith('field "revokes[0].trick": null is not valid (1..13)')
