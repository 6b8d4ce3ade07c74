"""The quick case file: fields, errors that name the field, YAML as well as JSON."""

from __future__ import annotations

import json

import pytest

import verzaking
from conftest import case
from verzaking.errors import CaseError
from verzaking.io import load_text
from verzaking.io.casefile import read_cases


def test_yaml_case_gives_the_same_ruling_as_json() -> None:
    text = """
contract: 4S
declarer: S
vulnerable: None
tricks: [EW, EW, NS, NS, NS, N, NS, NS, EW, NS, NS, EW, NS]
revokes:
  - {seat: E, trick: 6}
"""
    [(facts, laws)] = read_cases(text, yaml=True)
    r = verzaking.rule(facts)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 420)
    assert laws is None


def test_dutch_seat_letters_are_accepted() -> None:
    r = verzaking.rule(case("OW OW NZ NZ NZ N NZ NZ OW NZ NZ OW NZ",
                            [{"seat": "O", "trick": 6}], declarer="Z"))
    assert r.score_ns_adjusted == 420


def test_a_list_of_cases() -> None:
    items = [case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}],
                  board="1"),
             case("EW EW NS NS NS NS E NS NS NS EW NS NS", [{"seat": "E", "trick": 7}],
                  board="2")]
    boards = load_text(json.dumps(items), kind="json")
    assert [b.board for b in boards] == ["1", "2"]


@pytest.mark.parametrize("mutate, code, field", [
    (lambda c: c.pop("contract"), "case_missing", "contract"),
    (lambda c: c.update(contract="9S"), "case_bad_value", "contract"),
    (lambda c: c.update(declarer="X"), "case_bad_value", "declarer"),
    (lambda c: c.update(vulnerable="sometimes"), "case_bad_value", "vulnerable"),
    (lambda c: c.update(tricks=["NS"] * 14), "case_trick_count", None),
    (lambda c: c.update(tricks=["NS"] * 12 + ["XY"]), "case_bad_value", "tricks[12]"),
    (lambda c: c.update(tricks=["NS"] * 10), "case_short_no_claim", None),
    (lambda c: c.update(revokes=[{"seat": "Q", "trick": 6}]), "case_bad_value", "revokes[0].seat"),
    (lambda c: c.update(revokes=[{"seat": "E"}]), "case_missing", "revokes[0].trick"),
    (lambda c: c.update(revokes=[{"seat": "E", "trick": 0}]), "case_bad_value", "revokes[0].trick"),
    (lambda c: c.update(revokes=[{"seat": "E", "trick": 6, "colour": "H"}]),
     "case_unknown_field", "revokes[0].colour"),
    (lambda c: c.update(trick=[]), "case_unknown_field", "trick"),
    (lambda c: c.update(revokes=[{"seat": "E", "trick": 13}]), "case_revoke_13", None),
])
def test_broken_case_names_the_field(mutate, code: str, field: str | None) -> None:
    c = case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}])
    mutate(c)
    with pytest.raises(CaseError) as exc:
        read_cases(json.dumps(c), source="case.json")
    assert exc.value.code == code
    if field is not None:
        assert exc.value.params["field"] == field
        assert field in exc.value.message("nl")


def test_side_only_winner_of_the_revoke_trick_asks_which_seat() -> None:
    c = case("EW EW NS NS NS NS EW NS NS NS EW NS NS", [{"seat": "E", "trick": 7}])
    with pytest.raises(CaseError) as exc:
        verzaking.rule(c)
    assert exc.value.code == "case_winner_seat_needed"
    assert "Slag 7: won Oost of West de verzakingsslag?" in exc.value.message("nl")
    c2 = case("EW EW NS NS NS NS NS NS EW NS NS EW NS", [{"seat": "S", "trick": 6}])
    with pytest.raises(CaseError) as exc2:
        verzaking.rule(c2)
    assert "Slag 6: won Noord of Zuid de verzakingsslag?" in exc2.value.message("nl")


def test_claim_out_of_range() -> None:
    c = case("EW EW NS NS NS NS NS NS", [], claim={"by": "S", "declarer_tricks": 12})
    with pytest.raises(CaseError) as exc:
        read_cases(json.dumps(c))
    assert exc.value.code == "case_claim_range"


def test_revoke_in_a_trick_not_played() -> None:
    c = case("EW EW NS NS NS NS NS NS", [{"seat": "E", "trick": 10}],
             claim={"by": "S", "declarer_tricks": 9})
    with pytest.raises(CaseError) as exc:
        read_cases(json.dumps(c))
    assert exc.value.code == "case_revoke_trick"


def test_json_syntax_error_names_the_line() -> None:
    with pytest.raises(CaseError) as exc:
        read_cases('{"contract": "4S",\n "declarer": S}')
    assert exc.value.code == "case_json" and exc.value.line == 2
