"""A hand record's result is kept in the log as it is: no claimer and no acceptance made up.

Phone trial: a PBN board that ends in ``[Result "…"]`` was stored as a case with "North
claims" and "East accepts the claim (69A)", facts the record never gave, so the saved
entry and the players' printout had two more steps than the ruling the director saw.  It
was then stored as one ``result`` event (a claim agreed to, nobody named); it is now stored
as the case's ``claim`` beside the record's ``play`` (nobody named), and rules again with the
same steps.  Entries saved with the ``result`` event still rule.
"""

from __future__ import annotations

from pathlib import Path

import verzaking
from pbnkit import pbn
from verzaking.ruling_log import Meta, RulingLog, content_of
from verzaking.ruling_log.casedoc import case_from_facts
from verzaking.ruling_log.printed import entry_text

# pbnkit's deal, 1NT by South, West leads; North wins the first three tricks (♠A, ♠K, ♠Q)
# and the record gives 9 tricks for declarer
ROWS = ["S2 SA S8 S5", "S3 SK S9 S6", "S4 SQ ST S7"]


def test_the_stored_case_ends_with_the_records_result_and_rules_the_same() -> None:
    [board] = verzaking.read_text(pbn(play=ROWS, result="9"), name="t.pbn")
    ruling = verzaking.rule(board.facts, equity=False)
    case = case_from_facts(ruling.facts, ruling)
    assert len(case["play"]) == 3 and case["claim"] == {"declarer_tricks": 9}  # nobody named
    assert "events" not in case
    again = verzaking.rule(case, equity=False)
    assert [s.code for s in again.steps] == [s.code for s in ruling.steps]
    assert again.declarer_tricks_adjusted == 9


def test_the_printed_entry_names_no_acceptance(tmp_path: Path) -> None:
    [board] = verzaking.read_text(pbn(play=ROWS, result="9"), name="t.pbn")
    ruling = verzaking.rule(board.facts, equity=False)
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(ruling, Meta(), lang="nl", case=case_from_facts(ruling.facts, ruling)))
        [entry] = log.entries()
    text = entry_text(entry, "nl")
    assert "69A" not in text and "aanvaardt" not in text


def test_a_result_event_may_name_who_claimed() -> None:
    # an entry saved before the case file had "play": the record's cards and its result
    [board] = verzaking.read_text(pbn(play=ROWS, result="9"), name="t.pbn")
    case = case_from_facts(board.facts, verzaking.rule(board.facts, equity=False))
    old = {k: v for k, v in case.items() if k not in ("play", "claim")}
    old["events"] = [*case["play"], {"type": "result", "declarer_tricks": 9, "seat": "S"}]
    assert verzaking.rule(old, equity=False).declarer_tricks_adjusted == 9
