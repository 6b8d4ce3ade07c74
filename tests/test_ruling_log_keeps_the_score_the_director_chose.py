"""The score to enter goes to the log and the export (issue 30, item 3): the save form offers
the automatic result, the 64C figure and the weighted score of 12C1(c) with the weights as
set on the page; the log keeps which one the director chose and why; the CSV's score column
is that one, with a column saying its basis; a correction changes it; and the CSV is
written in the user's conventions (issue 30, item 5: Dutch ``;``, a decimal comma, OW/NZ/
niemand, times in the local time zone with their offset).

Worked by hand:
- Seed example 1 (4♠ by South, nobody vulnerable, East revokes on trick 6, 64A2): 9 tricks
  + 1 = 10, +420.  The director judges 11 tricks without the revoke (64C1): 4♠+1, +450.
- equity_weighted.pbn (3NT by South, nobody vulnerable, 6 tricks played, 64A2: -150; the
  estimate of 64C: 7 tricks, -100; the weighted option: 7 tricks -100 and 8 tricks -50).
  Weights 30/70: 0.3 x -100 + 0.7 x -50 = -30 - 35 = -65.  Weights 33/67: -33 - 33.5 =
  -66.5 ("-66,5" in Dutch).  Weights 50/60 add up to 110: refused.
"""

from __future__ import annotations

import csv
import datetime as dt
import html
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from conftest import FIXTURES
from logpin import EXAMPLE_1, log_client
from verzaking.ruling_log.entries import Entry, Version
from verzaking.ruling_log.errors import LogError
from verzaking.ruling_log.exports import csv_row, csv_text, parse_import
from verzaking.site import bridge

FRAGMENT = {"X-Fragment": "1"}
JUDGED = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "tricks",
          **{f"t{n}": w for n, w in enumerate(EXAMPLE_1["tricks"], 1)},
          "r1_seat": "E", "r1_trick": "6", "without_revoke": "11"}


@pytest.fixture
def client(tmp_path: Path) -> Any:
    return log_client(tmp_path / "logboek.sqlite")


def form_of(page: str) -> dict[str, str]:
    """The save form under the first ruling: its hidden fields and the score it has checked."""
    form = page[page.index('class="log-form"'):page.index("</form>", page.index('class="log-form"'))]
    fields = {name: html.unescape(value) for name, value in
              re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form)}
    checked = re.findall(r'name="score_choice" value="(\w+)" checked', form)
    fields.pop("csrf", None)
    if checked:
        fields["score_choice"] = checked[0]
    return fields


def offered(page: str) -> list[str]:
    form = page[page.index('class="log-form"'):]
    return re.findall(r'name="score_choice" value="(\w+)"', form[:form.index("</form>")])


def rows(client: Any, lang: str = "nl") -> list[dict[str, str]]:
    data = client.get(f"/log/export.csv?lang={lang}").content.decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(data), delimiter=";" if lang == "nl" else ","))


def correct(client: Any, **fields: str) -> Any:
    return client.post("/log/1/correct?lang=nl", data={"reason": "score", **fields},
                       follow_redirects=False)


def test_a_64c_figure_saved_corrected_and_exported(client: Any) -> None:
    page = client.post("/quick?lang=nl", data=JUDGED, headers=FRAGMENT).text
    assert offered(page) == ["automatic", "equity"]
    form = form_of(page)
    assert form["score_choice"] == "equity"  # the ruling marks the director's own figure
    assert client.post("/log/save?lang=nl", data={**form, "table": "3"},
                       headers=FRAGMENT).status_code == 201
    [row] = rows(client)
    assert (row["score NZ"], row["grondslag score"]) == (
        "450", "64C, oordeel van de wedstrijdleider (64C1)")
    assert (row["score NZ na correctie"], row["kwetsbaar"], row["leider"]) == (
        "420", "niemand", "Z")
    # a correction of the table, the form's score as it was: the score is kept, unchanged
    assert correct(client, score_choice="equity", table="4").status_code == 303
    [row] = rows(client)
    assert (row["tafel"], row["score NZ"], row["versie"]) == ("4", "450", "2")
    history = client.get("/log/1?lang=nl").text.split('class="log-history"')[1]
    assert re.findall(r"<td>([^<]*)</td></tr>", history) == ["", "tafel"]  # what changed
    # corrected: the automatic result after all, then a score of his own
    assert correct(client, score_choice="automatic").status_code == 303
    [row] = rows(client)
    assert (row["score NZ"], row["grondslag score"]) == ("420", "automatisch (64A2)")
    assert correct(client, score_choice="own", score_own="+430").status_code == 303
    [row] = rows(client, "en")
    assert (row["NS score"], row["score basis"], row["version"]) == (
        "430", "the director's own score (assigned)", "4")
    entry = client.get("/log/1?lang=nl").text
    assert 'value="own" checked' in entry and 'name="score_own" value="430"' in entry


def test_a_weighted_score_saved_corrected_and_exported(client: Any) -> None:
    page = client.post("/record?lang=nl", headers=FRAGMENT, files={
        "file": ("w.pbn", (FIXTURES / "equity_weighted.pbn").read_bytes())}).text
    assert offered(page) == ["automatic", "equity", "weighted"]
    form = form_of(page)
    assert "score_choice" not in form  # an estimate differs: the director decides
    assert form["weights"] == "40,60" and form["weighted_scores"] == "-100,-50"
    saved = client.post("/log/save?lang=nl", headers=FRAGMENT,
                        data={**form, "score_choice": "weighted", "weights": "30,70"})
    assert saved.status_code == 201
    [row] = rows(client)
    assert (row["score NZ"], row["grondslag score"]) == (
        "-65", "gewogen score (12C1(c)): 30 % van −100, 70 % van −50")
    # the page for the players says the score assigned, and how it was made
    printed = html.unescape(client.get("/log/1/print?lang=nl").text)
    assert ("een gewogen score (12C1(c)), 30 % van −100, 70 % van −50; in de uitslag −65 "
            "voor Noord-Zuid") in printed
    # the entry's page shows the weights he chose, and its form has them checked
    entry = client.get("/log/1?lang=nl").text
    assert re.search(r'value="30" data-score="−100"', entry)
    assert 'value="weighted" checked' in entry and 'name="weights" value="30,70"' in entry
    # other weights: a weighted mean with a decimal, a comma in Dutch, a point in English
    assert correct(client, score_choice="weighted", weights="33,67").status_code == 303
    assert rows(client)[0]["score NZ"] == "-66,5"
    assert rows(client, "en")[0]["NS score"] == "-66.5"
    refused = correct(client, score_choice="weighted", weights="50,60")
    assert refused.status_code == 422 and "samen 100" in html.unescape(refused.text)
    # the 64C figure after all: 7 tricks, -100
    assert correct(client, score_choice="equity").status_code == 303
    [row] = rows(client)
    assert (row["score NZ"], row["grondslag score"], row["versie"]) == (
        "-100", "64C, schatting dubbeldummy (64C1)", "3")


def test_a_weighted_entrys_weights_are_typed_in_its_correction_form(client: Any) -> None:
    # trial F18: the correction form kept the weights hidden, so a director who wanted other
    # weights had to work out an own score.  Now they are a field of the form: 25,75 of
    # -100 and -50 is -25 - 37.5 = -62.5, by hand.
    page = client.post("/record?lang=nl", headers=FRAGMENT, files={
        "file": ("w.pbn", (FIXTURES / "equity_weighted.pbn").read_bytes())}).text
    assert client.post("/log/save?lang=nl", headers=FRAGMENT, data={
        **form_of(page), "score_choice": "weighted", "weights": "40,60"}).status_code == 201
    form = client.get("/log/1?lang=nl").text.split('class="log-score"', 1)[1]
    field = re.search(r'<input name="weights" value="40,60"[^>]*>', form)
    assert field is not None and 'type="hidden"' not in field.group(0)
    assert "Gewichten in % (samen 100)" in form
    assert correct(client, score_choice="weighted", weights="25,75").status_code == 303
    assert rows(client)[0]["score NZ"] == "-62,5"


def test_a_choice_the_ruling_does_not_offer_is_refused(client: Any) -> None:
    page = client.post("/quick?lang=nl", headers=FRAGMENT, data={
        **JUDGED, "without_revoke": ""}).text
    assert offered(page) == ["automatic"]  # no 64C figure without an estimate or judgement
    res = client.post("/log/save?lang=nl", headers=FRAGMENT,
                      data={**form_of(page), "score_choice": "weighted", "weights": "50,50"})
    assert res.status_code == 422 and "Die score heeft deze uitspraak niet" in res.text


def entry(case: dict[str, Any], **content: Any) -> Entry:
    ruling = bridge.rule(json.dumps(case), json.dumps({"lang": "nl"}))
    body = {"board": "7", "case": case, "ruling": json.loads(ruling)["json"][0], "final": False,
            **content}
    return Entry(id="2f0c2a64-3b9e-4c55-9a43-0d3c4b9b1e1d", number=1, versions=(
        Version(revision=1, at="2025-03-01T20:15:02.000000Z", reason=None, content=body),))


def test_the_dutch_csv_is_in_dutch_conventions() -> None:
    case = {**EXAMPLE_1, "vulnerable": "EW", "board": "7"}
    one = entry(case)
    text = csv_text([one], "nl", tz=dt.timezone(dt.timedelta(hours=1)))
    head, line = text.splitlines()
    assert head.startswith("nr;id;wedstrijd;datum;")
    row = dict(zip(head.split(";"), line.split(";"), strict=True))
    # 20:15:02 UTC is 21:15:02 in winter time in the Netherlands
    assert (row["kwetsbaar"], row["leider"], row["gewijzigd op"]) == (
        "OW", "Z", "2025-03-01 21:15:02+01:00")
    english = csv_row(one, "en", tz=dt.timezone(dt.timedelta(hours=-5)))
    assert (english["vulnerable"], english["declarer"], english["changed_at"]) == (
        "EW", "S", "2025-03-01 15:15:02-05:00")
    assert csv_text([one], "en").splitlines()[0].startswith("no,id,event,date,")


def test_the_offline_log_keeps_the_figures_the_page_showed() -> None:
    # the offline app rules its log's cases again without the estimate: the weighted
    # option's scores come from the page's form, the weights from the director
    pbn = (FIXTURES / "equity_weighted.pbn").read_text()
    page = json.loads(bridge.rule(pbn, json.dumps({"lang": "nl", "html": True,
                                                   "page": "record", "equity": True})))
    form = form_of(page["html"])
    assert form["weighted_scores"] == "-100,-50"
    made = json.loads(bridge.log_save(form["case"], json.dumps(
        {**form, "id": "abcdef12-0000-4000-8000-000000000009", "score_choice": "weighted",
         "weights": "30,70"}), "nl"))["entry"]
    made["number"] = 1
    content = made["versions"][0]["content"]
    assert content["score_ns"] == -65 and "equity" not in content["ruling"]["score_ns"]
    exported = bridge.log_export(json.dumps([made]), "csv", "nl")
    row = next(csv.DictReader(io.StringIO(exported.lstrip("\ufeff")), delimiter=";"))
    assert (row["score NZ"], row["grondslag score"]) == (
        "-65", "gewogen score (12C1(c)): 30 % van −100, 70 % van −50")


@pytest.mark.parametrize(("score", "basis", "field"), [
    (-60, {"kind": "weighted", "law": "12C1(c)",  # 0.3 x -100 + 0.7 x -50 = -65, not -60
           "weights": [{"weight": 30, "score_ns": -100}, {"weight": 70, "score_ns": -50}]},
     "score_ns"),
    (-65, {"kind": "weighted", "weights": [{"weight": 30, "score_ns": -100},
                                           {"weight": 60, "score_ns": -50}]},  # 90 %
     "score_basis.weights"),
    (420, {"kind": "automatic", "law": "64A2"}, "score_ns"),  # the ruling's, not his own
    (None, {"kind": "equity", "law": "64C1"}, "score_ns"),
    (440.5, None, "score_ns"),  # a decimal only as a weighted mean
])
def test_an_import_whose_score_does_not_fit_its_basis_is_refused(
        score: Any, basis: Any, field: str) -> None:
    one = entry(EXAMPLE_1)
    version = {**one.to_dict()["versions"][0]}
    version["content"] = {**version["content"], "score_ns": score, "score_basis": basis}
    doc = {"format": "verzaking-ruling-log", "version": 1,
           "entries": [{"id": one.id, "versions": [version]}]}
    with pytest.raises(LogError) as err:
        parse_import(json.dumps(doc).encode(), name="x.json")
    assert f"'{field}'" in err.value.message("en")
