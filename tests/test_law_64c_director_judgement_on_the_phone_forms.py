"""The director's own judgement of 64C on the phone's forms (issue 28, item 5): the quick
form's "tricks for declarer without the revoke" on the short path and the trick rows, the
score to enter with its article under the ruling (the server's page, and the offline app's
engine under CPython), and the log keeping the figure.

3NT by South, nobody vulnerable (Law 77): 9 tricks +400 (100 trick points, game 300);
6 tricks -150, 7 tricks -100 (50 an undertrick).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("jinja2")
from starlette.testclient import TestClient

import verzaking
from logpin import log_app, signed_in
from verzaking.ruling_log.record import Meta, content_of, rule_entry
from verzaking.site import bridge
from verzaking.web.forms import FormProblem, quick_case

# the short path: 3NT by South made 6 tricks; East revoked on trick 3, which North-South
# won, and East-West won two or more later tricks: 64A2, one trick, 7 tricks (-100)
SHORT = {"level": "3", "strain": "NT", "declarer": "S", "vul": "None", "path": "short",
         "s_tricks": "6", "s_seat": "E", "s_trick": "3", "s_won": "other", "s_later": "2"}
# the same board as trick rows
WINNERS = "EW EW NS EW EW EW EW EW NS NS NS NS NS".split()
ROWS = {"level": "3", "strain": "NT", "declarer": "S", "vul": "None", "path": "tricks",
        **{f"t{n}": w for n, w in enumerate(WINNERS, 1)}, "r1_seat": "E", "r1_trick": "3"}


@pytest.fixture
def client(tmp_path: Path) -> Any:
    with TestClient(log_app(tmp_path / "logboek.sqlite")) as c:
        yield signed_in(c)


def enter_line(page: str) -> str:
    found = re.search(r'<p class="enter">([^<]*)</p>', page)
    assert found, "no line saying what to enter"
    return html.unescape(found.group(1))


@pytest.mark.parametrize("form", [SHORT, ROWS], ids=["short", "rows"])
def test_the_form_gives_the_figure_to_the_case(form: dict[str, str]) -> None:
    case = quick_case({**form, "without_revoke": "9"})
    assert case["without_revoke"] == 9
    assert "without_revoke" not in quick_case({**form, "without_revoke": ""})  # not tapped


def test_a_figure_that_is_no_number_is_the_readers_message(client: Any) -> None:
    res = client.post("/quick?lang=en", data={**SHORT, "without_revoke": "x"},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 422 and "\"without_revoke\"" in html.unescape(res.text)


@pytest.mark.parametrize(("form", "lang", "said"), [
    (SHORT, "nl", "In te vullen: 9 slagen voor de leider, +400 voor Noord-Zuid (in plaats van "
                  "−100): het oordeel van de wedstrijdleider, volgens 64C1."),
    (ROWS, "en", "To enter: 9 tricks for declarer, +400 for North-South (instead of −100): the "
                 "director's judgement, under 64C1.")])
def test_the_server_page_gives_the_score_to_enter_with_its_article(
        client: Any, form: dict[str, str], lang: str, said: str) -> None:
    res = client.post(f"/quick?lang={lang}", data={**form, "without_revoke": "9", "lang": lang},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 200
    assert enter_line(res.text) == said
    head = {"nl": "Oordeel (64C1)", "en": "Director&#39;s judgement (64C1)"}[lang]
    assert f'<th scope="col" class="equity-col">{head}</th>' in res.text
    assert '<td class="equity-score">+400</td>' in res.text


def test_the_quick_form_offers_the_figure_in_both_languages(client: Any) -> None:
    nl, en = client.get("/?lang=nl").text, client.get("/?lang=en").text
    assert "Slagen voor de leider zonder de verzaking (uw oordeel)" in nl
    assert "Tricks for declarer without the revoke (your judgement)" in en
    for page in (nl, en):
        assert len(re.findall(r'name="without_revoke" value="\d+"', page)) == 14  # 0..13
        assert 'name="s_attention"' in page and 'name="s_won_later"' in page


def test_the_short_path_sends_when_attention_was_drawn_and_1997s_fact() -> None:
    case = quick_case({**SHORT, "s_attention": "after_round", "s_won_later": "yes"})
    assert case["short"]["attention"] == "after_round"
    assert case["short"]["won_later_with_suit_led"] is True
    plain = quick_case({**SHORT, "s_attention": "during_play", "s_won_later": ""})
    assert "attention" not in plain["short"] and "won_later_with_suit_led" not in plain["short"]
    # 64B5: no transfer, 6 tricks stand (-150)
    assert verzaking.rule(case).score_ns_adjusted == -150


def test_the_offline_engine_gives_the_same_line(tmp_path: Path) -> None:
    made = json.loads(bridge.quick_case_text(json.dumps({**SHORT, "without_revoke": "9"}), "en"))
    out = json.loads(bridge.rule(made["case"], json.dumps({"lang": "en", "html": True,
                                                           "page": "quick"})))
    [board] = out["json"]
    assert board["score_ns"] == {"played": -150, "adjusted": -100, "equity": 400}
    assert board["equity"]["basis"] == "director"
    assert enter_line(out["html"]).startswith("To enter: 9 tricks for declarer, +400")


def saved_case(page: str) -> dict[str, Any]:
    found = re.search(r'<input type="hidden" name="case" value="([^"]*)"', page)
    assert found, "no save-to-log form under the ruling"
    case: dict[str, Any] = json.loads(html.unescape(found.group(1)))
    return case


@pytest.mark.parametrize("form", [SHORT, ROWS], ids=["short", "rows"])
def test_the_log_keeps_the_figure_and_rules_it_again(client: Any, form: dict[str, str]) -> None:
    page = client.post("/quick?lang=en", data={**form, "without_revoke": "9"},
                       headers={"X-Fragment": "1"}).text
    case = saved_case(page)
    assert case["without_revoke"] == 9
    ruling = verzaking.rule(case, equity=False)
    content = content_of(ruling, Meta(), lang="en", case=case)
    assert content["case"]["without_revoke"] == 9
    assert content["ruling"]["score_ns"] == {"played": -150, "adjusted": -100, "equity": 400}
    again, same = rule_entry(content)
    assert same and again is not None and again.score_ns_equity == 400


def test_a_saved_entry_keeps_the_figure_through_the_server_log(client: Any) -> None:
    page = client.post("/quick?lang=nl", data={**SHORT, "without_revoke": "9"},
                       headers={"X-Fragment": "1"}).text
    form = page[page.index('class="log-form"'):]
    fields = {name: html.unescape(value) for name, value in
              re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form)[:3]}
    res = client.post("/log/save?lang=nl", data={**fields, "event": "Clubavond"},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 201
    exported = json.loads(client.get("/log/export.json").content)
    [entry] = exported["entries"]
    content = entry["versions"][-1]["content"]
    assert content["case"]["without_revoke"] == 9
    assert content["ruling"]["equity"]["basis"] == "director"
    assert content["ruling"]["score_ns"]["equity"] == 400


def test_a_form_without_a_revoke_but_with_a_figure_is_a_message(client: Any) -> None:
    rows = {k: v for k, v in ROWS.items() if not k.startswith("r1_")}
    res = client.post("/quick?lang=en", data={**rows, "without_revoke": "9"},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 422 and "has no revoke" in html.unescape(res.text)
    with pytest.raises(FormProblem):
        quick_case({"path": "short", "without_revoke": "9"})  # no contract: the form's own
