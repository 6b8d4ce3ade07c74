"""Law decisions as typed values (issue 29, item 3).

Each stage of a ruling returns what it decided (63A: established how and under which
article; 64B: exempt under which item; 64A: transferred how many, the revoke trick
itself or not; 1930: points or tricks), and :mod:`verzaking.said` alone gives each
decision its step code.  The expected decisions are worked by hand from the laws, on
quick cases: 4S by South, nobody vulnerable.
"""

from __future__ import annotations

from enum import Enum
from typing import get_args

from conftest import case
from verzaking import said
from verzaking.decisions import (
    Basis,
    Choice1930,
    Cost,
    Established,
    Exempt,
    Exemption,
    Item,
    NotEstablished,
    Penalised,
    Reason,
    Unsettled,
)
from verzaking.io.casefile import case_to_facts
from verzaking.laws import find_edition
from verzaking.laws.nl1930 import NL1930
from verzaking.render.i18n import CATALOGS


def _facts(c: dict, laws: str = "2017"):  # type: ignore[no-untyped-def]
    facts, _ = case_to_facts(c, laws=laws)
    return facts


def test_every_reason_has_one_code_in_both_catalogs() -> None:
    reasons = [m for kind in get_args(Reason) for m in kind]
    assert all(isinstance(m, Enum) for m in reasons)
    assert set(said.CODES) == set(reasons)  # each reason said, nothing else
    codes = list(said.CODES.values())
    assert len(set(codes)) == len(codes)  # no two reasons worded alike
    for code in codes:
        assert code in CATALOGS["nl"] and code in CATALOGS["en"], code


def test_63A1_establishment_is_a_typed_decision() -> None:
    # East revokes on trick 6; trick 7 was played: established by playing to it (63A1)
    facts = _facts(case("EW EW NS NS NS E NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}]))
    laws = find_edition("2017")
    d = laws.establishment(facts.revokes[0], facts)
    assert d == Established(how=Basis.NEXT_TRICK, article="63A1",
                            data={"seat": facts.revokes[0].seat, "trick": 6, "next": 7})
    assert said.step(d).code == "63A1.next_trick"
    # the director says it was not established (a case's "established": false): 62A
    facts = _facts(case("EW EW NS NS NS E NS NS EW NS NS EW NS",
                        [{"seat": "E", "trick": 6, "established": False}]))
    d = laws.establishment(facts.revokes[0], facts)
    assert isinstance(d, NotEstablished) and d.why is Unsettled.GIVEN and d.article == "62A"


def test_64A1_and_64A2_are_typed_transfers() -> None:
    laws = find_edition("2017")
    # East wins his revoke trick 5 and EW win trick 9: 64A1, two tricks, the revoke trick
    # itself one of them
    facts = _facts(case("EW EW NS NS E NS NS NS EW NS NS NS NS", [{"seat": "E", "trick": 5}]))
    d = laws.adjustment(facts.revokes[0], facts)
    assert (d.why, d.tricks, d.own_trick, d.article) == (Cost.OWN_TWO, 2, True, "64A1")
    # North-South win the revoke trick, East-West trick 9: 64A2, one trick from trick 5 on
    facts = _facts(case("EW EW NS NS NS NS NS NS EW NS NS NS NS", [{"seat": "E", "trick": 5}]))
    d = laws.adjustment(facts.revokes[0], facts)
    assert (d.why, d.tricks, d.own_trick, d.article) == (Cost.LATER_TRICK, 1, False, "64A2")
    assert said.rule(d) == "64A2" and said.step(d).code == "64A2.later_trick"


def test_64B_items_are_typed_exemptions_in_the_laws_order() -> None:
    laws = find_edition("2017")
    # a revoke on trick 12 (64B6) by East, whose side won trick 13 (so not 64B1)
    facts = _facts(case("NS NS NS NS NS NS NS NS NS NS NS E E", [{"seat": "E", "trick": 12}]))
    d = laws.exemption(facts.revokes[0], facts, list(facts.revokes))
    assert isinstance(d, Exempt) and d.why is Exemption.TWELFTH and d.item is Item.B6
    # attention first drawn after the round (64B5), though East also won a later trick
    facts = _facts(case("EW EW NS NS E NS NS NS EW NS NS NS NS",
                        [{"seat": "E", "trick": 5, "attention": "after_round"}]))
    d = laws.exemption(facts.revokes[0], facts, list(facts.revokes))
    assert isinstance(d, Exempt) and d.item is Item.B5 and said.rule(d) == "64B5"
    # the offending side won nothing from its revoke trick on: 64B1, before 64B5 in order
    facts = _facts(case("EW EW NS NS NS NS NS NS NS NS NS NS NS",
                        [{"seat": "E", "trick": 5, "attention": "after_round"}]))
    d = laws.exemption(facts.revokes[0], facts, list(facts.revokes))
    assert isinstance(d, Exempt) and d.why is Exemption.NO_TRICK


def test_1930_overrides_typed_hooks_not_the_penalty_stage() -> None:
    # The rules of 1930 change what an established revoke costs (VII.2b: 150 points or two
    # tricks), not how a board is ruled: the edition overrides the typed hook
    assert "penalty" not in vars(NL1930) and "sanction" in vars(NL1930)
    # The score of 1930 is rubber scoring of the deal (trick points 30 a spade, overtricks
    # 30, no game bonus).  West revokes on trick 3, which he wins; East-West also win
    # trick 9.  North-South made 11 tricks: 4S+1 = 150.  Two tricks (3 and 9): 13 tricks,
    # 4S+3 = 210; the points: 150 + 150 = 300.  North-South take the points.
    laws = find_edition("1930")
    facts = _facts(case("NS NS W NS NS NS NS NS EW NS NS NS NS", [{"seat": "W", "trick": 3}]),
                   laws="1930")
    d = laws.sanction(facts.revokes[0], facts, list(facts.revokes), {})
    assert isinstance(d, Penalised)
    assert (d.why, d.points, d.tricks) == (Choice1930.OPTIONS, 150, ())
    assert said.rule(d) == "VII.2b-150"
    # North-South made 9 tricks, one down: -50.  The points: -50 + 150 = 100; two tricks
    # (3 and 9 of East-West's 3, 9, 12, 13): 11 tricks, 4S+1 = 150.  The tricks.
    facts = _facts(case("NS NS W NS NS NS NS NS EW NS NS EW EW", [{"seat": "W", "trick": 3}]),
                   laws="1930")
    d = laws.sanction(facts.revokes[0], facts, list(facts.revokes), {})
    assert isinstance(d, Penalised) and (d.points, d.tricks) == (0, (3, 9))
    assert said.rule(d) == "VII.2b-2"


def test_a_ruling_is_worded_from_its_decisions() -> None:
    # the same board ruled end to end: its steps carry the codes said gives its decisions
    import verzaking

    c = case("EW EW NS NS E NS NS NS EW NS NS NS NS", [{"seat": "E", "trick": 5}])
    r = verzaking.rule(c, equity=False)
    codes = [s.code for s in r.steps]
    assert "63A1.next_trick" in codes and "64A1.two" in codes
    assert (r.revokes[0].establishment, r.revokes[0].rule) == ("63A1", "64A1")
