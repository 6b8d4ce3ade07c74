"""The short path names no trick it was not told of (issue 30, item 2): only the revoke trick
(and the trick after it, where 63A1 says the revoke was established by playing to it) has a
number the director gave; the later tricks are said "later", without a number, in the text,
the JSON, the log's printout and the page.

Seed example 1: 4S by South, 9 tricks; East revokes on trick 6, won by North-South; East-West
win one later trick (at the table 9 and 12, which the short path does not ask).  64A2: one
trick, a later one, goes to North-South: 9 + 1 = 10 tricks, 4S made, +420.
Seed example 2: East revokes on trick 7 and wins it; East-West win one later trick.  64A1:
the revoke trick (7, known) and one later trick: 9 + 2 = 11 tricks, 4S+1, +450.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import verzaking
from verzaking.render.jsonout import ruling_to_dict
from verzaking.render.text import step_text
from verzaking.ruling_log.entries import Entry, Version
from verzaking.ruling_log.printed import ruling_page
from verzaking.ruling_log.record import Meta, content_of


def short(**facts: Any) -> dict[str, Any]:
    base = {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other", "later": 1}
    return {"contract": "4S", "declarer": "S", "vulnerable": "None", "short": {**base, **facts}}


def numbers_named(text: str) -> set[int]:
    """Every trick number the text names ("slag 6", "slagen 6 en 7", "trick 12")."""
    out: set[int] = set()
    for m in re.finditer(r"\b(?:slag|slagen|trick|tricks) (\d+)(?: (?:en|and) (\d+))?", text):
        out |= {int(g) for g in m.groups() if g}
    return out


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_64A2_seed_example_1_names_the_later_trick_without_a_number(lang: str) -> None:
    r = verzaking.rule(short())
    text = verzaking.render_text(r, lang)
    # trick 6 (the revoke trick) only: how the revoke became established (63A1 by trick 7,
    # or a claim, 63A3) is not asked on the short path, so trick 7 is not named (trial F16)
    assert numbers_named(text) == {6}
    said = {s.code: step_text(s, lang) for s in r.steps}
    one = "één slag (een latere slag)" if lang == "nl" else "one trick (a later trick)"
    assert one in said["64A.transfer"]
    assert ("een latere slag" if lang == "nl" else "a later trick") in said["64A2.later_trick"]
    # no trick table: its winners before and after trick 6 would be one arrangement, made up
    heading = "Het spelverloop" if lang == "nl" else "The play"
    assert heading not in text


def test_64A1_seed_example_2_names_the_revoke_trick_and_a_later_one() -> None:
    r = verzaking.rule(short(trick=7, won_by="offender"))
    text = verzaking.render_text(r, "nl")
    assert "twee slagen (slag 7 en een latere slag)" in text
    assert numbers_named(text) == {7}  # no 8: how it became established is not asked (63A)
    [rv] = ruling_to_dict(r)["revokes"]
    assert (rv["transferred_tricks"], rv["transferred_later"]) == ([7], 1)


def test_the_json_keeps_only_the_trick_that_was_told() -> None:
    data = ruling_to_dict(verzaking.rule(short()))
    # trick 6, won by North-South (the short path says the side, not the seat)
    assert data["tricks"] == [{"number": 6, "winner": None, "side": "NS"}]
    [rv] = data["revokes"]
    assert (rv["tricks_transferred"], rv["transferred_tricks"], rv["transferred_later"]) == (
        1, [], 1)
    assert numbers_named(" ".join(s["text"] for s in data["steps"])) == {6}


def test_a_case_told_trick_by_trick_still_names_its_tricks() -> None:
    # the same board with its thirteen winners: East-West win 9 and 12 after the revoke;
    # 64A2 moves the first of them, trick 9
    r = verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "None",
                        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
                        "revokes": [{"seat": "E", "trick": 6}]})
    assert "één slag (slag 9)" in verzaking.render_text(r, "nl")
    [rv] = ruling_to_dict(r)["revokes"]
    assert (rv["transferred_tricks"], rv["transferred_later"]) == ([9], 0)
    assert len(ruling_to_dict(r)["tricks"]) == 13


@pytest.mark.parametrize("laws", ["2017", "2007", "1997", "1930", "rubber"])
@pytest.mark.parametrize(("seat", "won", "later", "tricks"), [
    ("E", "offender", 2, 10), ("E", "partner", 1, 10), ("E", "other", 2, 10),
    ("S", "offender", 2, 9), ("S", "partner", 2, 9), ("N", "other", 2, 9)])
def test_no_edition_names_a_made_up_trick(laws: str, seat: str, won: str, later: int,
                                          tricks: int) -> None:
    r = verzaking.rule({**short(seat=seat, won_by=won, later=later, declarer_tricks=tricks),
                        "laws": laws})
    for lang in ("nl", "en"):
        assert numbers_named(verzaking.render_text(r, lang)) <= {6, 7}


def test_the_printout_for_the_players_has_no_made_up_trick_table() -> None:
    case = short()
    content = content_of(verzaking.rule(case), Meta(table="3"), lang="nl", case=case)
    entry = Entry(id="2f0c2a64-3b9e-4c55-9a43-0d3c4b9b1e1d", number=1, versions=(
        Version(revision=1, at="2025-03-01T20:15:00.000000Z", reason=None, content=content),))
    page = ruling_page(entry, "nl")
    assert "+420" in page and "Het spelverloop" not in page
    assert numbers_named(page) == {6}  # trick 6 only: 63A is not asked (trial F16)
    assert content["ruling"]["tricks"] == [{"number": 6, "winner": None, "side": "NS"}]


def test_the_short_path_does_not_say_how_the_revoke_was_established() -> None:
    # trial F16: the short path never asks how the revoke became established (63A1: the
    # offending side played to the next trick; 63A3: a claim); it says it is established,
    # citing 63A, and names neither trick 7 nor a claim as the way
    r = verzaking.rule(short())
    said = {s.code: (s.law, step_text(s, "nl")) for s in r.steps}
    assert "63A1.next_trick" not in said
    assert said["63A.counted"] == ("63A", "De verzaking van Oost in slag 6 is voldongen; hoe (de "
                                   "volgende slag, een claim) is op het korte pad niet gevraagd. (art. 63A)")
