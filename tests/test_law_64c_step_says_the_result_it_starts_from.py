"""The 64C step names the result it compares with, and says why no estimate is made.

A revoke on the twelfth trick is corrected (62D1) without a transfer (64B6): as played 10
tricks, corrected 11.  The estimate's step said "declarer has 11 tricks as played", next
to a score table reading 10 as played and 11 adjusted.  It now says the 11 are with the
revoke corrected.  And a table ruled while play goes on, its deal known, was told the
estimate "needs the full deal and the play, which are not known": it needs the end of play.
"""

from __future__ import annotations

import json

import pytest

import verzaking
from conftest import ROOT
from verzaking import Card, Contract, Deal, Table
from verzaking.render.text import render_text

pytest.importorskip("endplay")


def test_the_twelfth_trick_corrected_is_not_called_the_result_as_played() -> None:
    case = json.loads((ROOT / "examples" / "tafel-twaalfde-slag.json").read_text("utf-8"))
    ruling = verzaking.rule(case)
    # worked by hand from the case: 10 tricks as played; ♦Q to trick 12 (won by ♦K) and ♣9
    # to trick 13 (won by ♦7) give declarer 11, no trick transferred (64B6)
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted) == (10, 11)
    [step] = [s for s in ruling.steps if s.code.startswith("equity.compensated")]
    assert step.code == "equity.compensated_corrected"
    en, nl = render_text(ruling, "en"), render_text(ruling, "nl")
    assert "With the revoke corrected declarer has 11 tricks" in en
    assert "11 tricks as played" not in en
    assert "Met de verzaking hersteld heeft de leider 11 slagen" in nl
    assert "zoals gespeeld 11" not in nl


def test_a_table_ruled_during_play_is_told_the_estimate_waits_for_the_end() -> None:
    # README's deal, 1NT by South: West leads ♥A, North ♥10, East ♣A while holding
    # hearts (61A), South ♥2; West leads to trick 2: established (63A1)
    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 "
                         "432.AKQJ.T98.765")
    table = Table(contract=Contract.parse("1NT", declarer="S"), deal=deal,
                  rules=verzaking.find_edition("2017"))
    for card in ("HA", "HT", "CA", "H2", "HK"):
        table.play(Card.parse(card))
    ruling = verzaking.rule(table)
    codes = [s.code for s in ruling.steps]
    assert "64C.needs_end" in codes and "64C.needs_deal" not in codes
    assert "is made when play is over" in render_text(ruling, "en")
    assert "als het spel uit is" in render_text(ruling, "nl")
