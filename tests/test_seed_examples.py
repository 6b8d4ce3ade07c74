"""Seed 000, "Voorbeeld 1" and "Voorbeeld 2", through every way in.

Worked by hand from the seed: example 1, East revokes on trick 6 (won by dummy),
East-West win tricks 9 and 12 later: 64A2, one trick, 9 -> 10 tricks, 4S made,
+420 instead of -50.  Example 2, East ruffs trick 7 while holding a club and wins
it, East-West win trick 11 later: 64A1, two tricks, 9 -> 11, +450.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import verzaking
from conftest import EXAMPLES, FIXTURES
from verzaking.cards import Card, Seat, Suit

EXPECTED = {
    "voorbeeld1": {"seat": "E", "trick": 6, "rule": "64A2", "moved": 1,
                   "tricks": (9, 10), "score": (-50, 420)},
    "voorbeeld2": {"seat": "E", "trick": 7, "rule": "64A1", "moved": 2,
                   "tricks": (9, 11), "score": (-50, 450)},
}


def _check(ruling: verzaking.Ruling, name: str) -> None:
    exp = EXPECTED[name]
    assert len(ruling.revokes) == 1
    rr = ruling.revokes[0]
    assert rr.revoke.seat.letter == exp["seat"]
    assert rr.revoke.trick == exp["trick"]
    assert rr.established
    assert rr.rule == exp["rule"]
    assert rr.tricks_transferred == exp["moved"]
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted) == exp["tricks"]
    assert (ruling.score_ns_played, ruling.score_ns_adjusted) == exp["score"]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_quick_case_file(name: str) -> None:
    [ruling] = verzaking.rule_file(EXAMPLES / f"{name}.json")
    _check(ruling, name)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_full_pbn_board(name: str) -> None:
    [ruling] = verzaking.rule_file(FIXTURES / f"{name}.pbn")
    _check(ruling, name)


def test_example1_revoke_details_from_the_cards() -> None:
    [ruling] = verzaking.rule_file(FIXTURES / "voorbeeld1.pbn")
    rv = ruling.revokes[0].revoke
    assert rv.suit == Suit.HEARTS
    assert rv.card.suit == Suit.CLUBS
    assert rv.held == (Card.parse("H4"),)
    # dummy (North) won the revoke trick with the heart ace
    assert ruling.facts.play.tricks[5].winner == Seat.NORTH
    # tricks 1 and 2, before the revoke, are never transferred
    assert not set(ruling.revokes[0].transferred) & {1, 2}


def test_example2_transfers_the_revoke_trick_and_trick_11() -> None:
    [ruling] = verzaking.rule_file(FIXTURES / "voorbeeld2.pbn")
    assert ruling.revokes[0].transferred == (7, 11)


@pytest.mark.parametrize("lang, words", [("nl", ["verzaking", "voldongen", "+420", "−50",
                                                  "64A2", "gemaakt"]),
                                         ("en", ["revoke", "established", "+420", "−50",
                                                 "64A2", "made"])])
def test_cli_text_example1(lang: str, words: list[str]) -> None:
    out = subprocess.run([sys.executable, "-m", "verzaking", "rule",
                          str(EXAMPLES / "voorbeeld1.json"), "--lang", lang],
                         capture_output=True, text=True, check=True).stdout
    for word in words:
        assert word in out


def test_cli_json_public_keys_example1() -> None:
    out = subprocess.run([sys.executable, "-m", "verzaking", "rule",
                          str(FIXTURES / "voorbeeld1.pbn"), "--json"],
                         capture_output=True, text=True, check=True).stdout
    [board] = json.loads(out)
    assert board["board"] == "1"
    assert board["laws"] == "2017"
    assert board["contract"] == "4S"
    assert board["declarer"] == "S"
    assert board["vulnerable"] == "None"
    assert board["revokes"] == [{**board["revokes"][0], "seat": "E", "trick": 6,
                                 "established": True, "tricks_transferred": 1, "rule": "64A2"}]
    assert board["declarer_tricks"] == {"played": 9, "adjusted": 10}
    assert board["score_ns"] == {"played": -50, "adjusted": 420}
    assert all({"code", "law", "text"} <= set(s) for s in board["steps"])
