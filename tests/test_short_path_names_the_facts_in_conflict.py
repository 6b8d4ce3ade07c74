"""The short path's facts that cannot all be true (issue 30, point 6): the message names the
facts in conflict, with the counts, on the page (Dutch and English) and for a case file's
``short`` object; it used to say only that they "kunnen niet alle kloppen".

Worked by hand (4♠ by South, East revokes, so East-West is the offending side):
- declarer 13 tricks leaves East-West 13 - 13 = 0, yet East won the revoke trick: at least 1;
- declarer 3 tricks leaves East-West 10; the revoke on trick 2, won by North-South, and one
  trick after it: at most 1 (trick 1) + 0 + 1 = 2;
- a revoke on trick 13 leaves no trick to play after it, yet East-West won one after it;
- a revoke on trick 12 leaves one trick, yet East-West won two or more after it.
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from conftest import web_client
from verzaking.errors import CaseError
from verzaking.web.forms import FormProblem, quick_case
from verzaking.web.rulings import problem_text

BASE = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "short",
        "s_seat": "E"}
CASES = [
    ({"s_tricks": "13", "s_trick": "6", "s_won": "offender", "s_later": "0"},
     "de leider heeft 13 slagen, dus Oost-West heeft 0 slagen; maar volgens de antwoorden won "
     "Oost-West de verzakingsslag en daarna geen slag, dus minstens 1 slag",
     "declarer has 13 tricks, so East-West has 0 tricks; but by the answers East-West won the "
     "revoke trick and no trick after it, so at least 1 trick"),
    ({"s_tricks": "3", "s_trick": "2", "s_won": "other", "s_later": "1"},
     "de leider heeft 3 slagen, dus Oost-West heeft 10 slagen; maar volgens de antwoorden won "
     "Oost-West de verzakingsslag niet en daarna één slag: met de 1 slag vóór slag 2 samen "
     "hoogstens 2 slagen",
     "declarer has 3 tricks, so East-West has 10 tricks; but by the answers East-West did not "
     "win the revoke trick and won one trick after it: with the 1 trick before trick 2, at "
     "most 2 tricks"),
    ({"s_tricks": "9", "s_trick": "13", "s_won": "other", "s_later": "1"},
     "de verzaking was in slag 13, met daarna nog geen slagen te spelen; maar volgens de "
     "antwoorden won Oost-West daarna één slag of meer",
     "the revoke was on trick 13, with no tricks left to play after it; but by the answers "
     "East-West won one trick or more after it"),
    ({"s_tricks": "9", "s_trick": "12", "s_won": "other", "s_later": "2"},
     "de verzaking was in slag 12, met daarna nog één slag te spelen; maar volgens de "
     "antwoorden won Oost-West daarna twee slagen of meer",
     "the revoke was on trick 12, with one trick left to play after it; but by the answers "
     "East-West won two tricks or more after it"),
]


@pytest.mark.parametrize(("taps", "dutch", "english"), CASES)
def test_the_short_form_names_the_facts_that_cannot_all_be_true(
        taps: dict[str, str], dutch: str, english: str) -> None:
    with pytest.raises(FormProblem) as problem:
        quick_case({**BASE, **taps})
    assert problem_text(problem.value, "nl") == (
        f"Kort: dat kan niet samen: {dutch}. Kijk de antwoorden na, of vul het slag voor slag in.")
    assert problem_text(problem.value, "en") == (
        f"Short: these cannot all be true: {english}. Check the answers, or enter the board "
        "trick by trick.")


@pytest.mark.parametrize(("taps", "dutch", "english"), CASES)
def test_a_case_files_short_object_names_them_too(taps: dict[str, str], dutch: str,
                                                  english: str) -> None:
    later = int(taps["s_later"])
    case: dict[str, Any] = {"contract": "4S", "declarer": "S", "vulnerable": "None", "short": {
        "declarer_tricks": int(taps["s_tricks"]), "seat": "E", "trick": int(taps["s_trick"]),
        "won_by": taps["s_won"], "later": later}}
    with pytest.raises(CaseError) as err:
        verzaking.rule(case)
    assert err.value.code == "case_short_impossible"  # the stable code, as before
    assert err.value.message("nl") == f'"short": dat kan niet samen: {dutch}'
    assert err.value.message("en") == f'"short": these cannot all be true: {english}'


def test_the_page_says_it_with_a_4xx() -> None:
    res = web_client().post("/quick", data={**BASE, **CASES[0][0]}, headers={"X-Fragment": "1"})
    assert 400 <= res.status_code < 500
    assert "dus Oost-West heeft 0 slagen" in res.text and "kunnen niet alle" not in res.text


@pytest.mark.parametrize(("taps", "dutch", "english"), CASES)
def test_the_offline_app_says_the_same_sentence_as_the_server(
        taps: dict[str, str], dutch: str, english: str) -> None:
    """Trial F3: the offline app (site/bridge.py) showed the reason's catalog key
    (``reason.short_too_many``) in place of its sentence; it must say what the server says."""
    import json

    from verzaking.site import bridge
    for lang, words, head, tail in (
            ("nl", dutch, "Kort: dat kan niet samen: ", ". Kijk de antwoorden na, of vul het "
             "slag voor slag in."),
            ("en", english, "Short: these cannot all be true: ", ". Check the answers, or enter "
             "the board trick by trick.")):
        said = json.loads(bridge.quick_case_text(json.dumps({**BASE, **taps}), lang))
        assert said == {"error": head + words + tail}
        assert "reason." not in said["error"]
