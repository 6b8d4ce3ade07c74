"""The score table on the phone pages (issue 28, second round, items 6, 8 and 9): the column to
enter is marked, the automatic column is always headed "Automatisch (64A/B)" / "Automatic
(64A/B)" (never "Adjusted" beside an adjusted score that means 64C), and the heading of Law
64C stands over the deal only where a revoke was established.  The server's page and the
offline app's engine (under CPython) draw the same template; the command line's score table
heads the automatic column the same way.

The board of the short path: 3NT by South, nobody vulnerable; 6 tricks as played; East
revoked on trick 3, which North-South won, and East-West won two or more tricks after it:
64A2, one trick, 7 tricks.  Law 77: 6 tricks -150, 7 tricks -100 (50 an undertrick), 9 tricks
+400 (100 trick points, game 300).
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

import verzaking
from conftest import FIXTURES, web_client
from verzaking.render.estimate import score_lines
from verzaking.site import bridge

SHORT = {"level": "3", "strain": "NT", "declarer": "S", "vul": "None", "path": "short",
         "s_tricks": "6", "s_seat": "E", "s_trick": "3", "s_won": "other", "s_later": "2"}
SHORT_CASE = {"contract": "3NT", "declarer": "S", "vulnerable": "None",
              "short": {"declarer_tricks": 6, "seat": "E", "trick": 3, "won_by": "other",
                        "later": 2}}
DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
FIVE = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8"]
FRAGMENT = {"X-Fragment": "1"}


@pytest.fixture(scope="module")
def client() -> Any:
    return web_client()


def quick(client: Any, form: dict[str, str], lang: str = "nl") -> str:
    res = client.post(f"/quick?lang={lang}", data={**form, "lang": lang}, headers=FRAGMENT)
    assert res.status_code == 200, res.text
    return html.unescape(res.text)


def heads(page: str) -> list[str]:
    """The score table's column headings."""
    table = page[page.index('<table class="score'):page.index("</thead>")]
    first_row = table[:table.index("</tr>")]
    return re.findall(r"<th[^>]*>([^<]*)</th>", first_row)


def marked(page: str) -> list[int]:
    """The columns (0, 1, 2) marked "to enter": the tinted <col> and the mark under the heading
    must agree."""
    table = page[page.index('<table class="score'):page.index("</thead>")]
    cols = re.findall(r"<col( class=\"to-enter\")?>", table)
    tinted = [i for i, c in enumerate(cols) if c]
    row = re.search(r'<tr class="enter-row">(.*?)</tr>', table)
    said = [] if row is None else [i for i, cell in enumerate(re.findall(r"<td>(.*?)</td>",
                                                                          row.group(1)))
                                   if "enter-mark" in cell]
    assert tinted == said
    return tinted


@pytest.mark.parametrize(("lang", "automatic", "mark"),
                         [("nl", "Automatisch (64A/B)", "✓ in te vullen"),
                          ("en", "Automatic (64A/B)", "✓ to enter")])
def test_the_directors_judgement_column_is_marked_when_it_is_what_to_enter(
        client: Any, lang: str, automatic: str, mark: str) -> None:
    # judged 9 tricks without the revoke: more than the automatic 7, so 64C1 assigns +400;
    # the third column is the one to enter
    page = quick(client, {**SHORT, "without_revoke": "9"}, lang)
    assert heads(page)[1:] == [automatic, "Oordeel (64C1)" if lang == "nl"
                               else "Director's judgement (64C1)"]
    assert marked(page) == [2]
    assert f'<span class="enter-mark">{mark}</span>' in page
    # and the automatic result no longer wears the colour of the result to enter
    assert '<table class="score three enter-equity">' in page


@pytest.mark.parametrize(("lang", "automatic"), [("nl", "Automatisch (64A/B)"),
                                                 ("en", "Automatic (64A/B)")])
def test_the_automatic_column_is_headed_as_such_and_marked_when_it_stands(
        client: Any, lang: str, automatic: str) -> None:
    # no judgement: two columns; the second is the automatic result (64A2), never "Adjusted"
    # (the trial saw "Na aanpassing" beside "arbitrale score", which is 64C's); it is entered
    page = quick(client, SHORT, lang)
    assert heads(page) == ["Zoals gespeeld" if lang == "nl" else "As played", automatic]
    assert marked(page) == [1]
    assert "Na aanpassing" not in page and "Adjusted" not in page
    # judged 7: no more for the non-offending side, the automatic result stands (64C1, 12B2)
    page = quick(client, {**SHORT, "without_revoke": "7"}, lang)
    assert heads(page)[1] == automatic and marked(page) == [1]


def test_where_a_double_dummy_estimate_differs_no_column_is_marked(client: Any) -> None:
    # the estimate is the director's to follow or not (the line under the table says so):
    # the program marks neither column
    res = client.post("/record?lang=en&equity=double-dummy", headers=FRAGMENT,
                      files={"file": ("equity_more.pbn",
                                      (FIXTURES / "equity_more.pbn").read_bytes())})
    page = html.unescape(res.text)
    assert heads(page)[1:] == ["Automatic (64A/B)", "Estimate (64C)"]
    assert marked(page) == []


def test_the_offline_app_marks_the_same_column() -> None:
    out = json.loads(bridge.rule(json.dumps({**SHORT_CASE, "without_revoke": 9}),
                                 json.dumps({"lang": "nl", "html": "1", "page": "quick"})))
    page = html.unescape(out["html"])
    assert heads(page)[1] == "Automatisch (64A/B)" and marked(page) == [2]


def test_the_command_line_heads_the_automatic_column_the_same_way() -> None:
    ruling = verzaking.rule(SHORT_CASE, equity=False)
    head = score_lines(ruling, "nl")[0]
    assert "Automatisch (64A/B)" in head and "aanpassing" not in head
    assert "Automatic (64A/B)" in score_lines(ruling, "en")[0]
    # the 1930 rules have no 64A/B: their column is the result after their penalty (VII.2b)
    old = verzaking.rule(SHORT_CASE, laws="1930", equity=False)
    assert "Na de straf (VII.2b)" in score_lines(old, "nl")[0]


# -- the heading of 64C ---------------------------------------------------------------------------

def test_the_64c_heading_only_over_an_established_revoke(client: Any) -> None:
    # West's revoke on trick 6 (H3 on DQ, holding DJ), corrected at once: not established, so
    # 64C has nothing to say; the deal is shown under its own heading
    corrected = {"contract": "4S", "declarer": "S", "vulnerable": "None", "deal": DEAL,
                 "events": [*FIVE, "DQ H3 D8 D9", {"type": "attention", "seat": "W"}]}
    for lang, heading in (("nl", "Billijkheid (art. 64C)"), ("en", "Equity (Law 64C)")):
        res = client.post(f"/record?lang={lang}", data={"text": json.dumps(corrected)},
                          headers=FRAGMENT)
        page = html.unescape(res.text)
        assert heading not in page
        assert "<h3>" + ("De verdeling" if lang == "nl" else "The deal") + "</h3>" in page
        offline = html.unescape(json.loads(bridge.rule(json.dumps(corrected), json.dumps(
            {"lang": lang, "html": "1"})))["html"])
        assert heading not in offline
    # the same revoke, nobody drawing attention: South's DQ wins trick 6, he leads SQ to
    # trick 7 and West (out of spades) plays H5: the offender played on, established (63A1)
    established = {**corrected, "events": [*FIVE, "DQ H3 D8 D9", "SQ H5 S2 C4"]}
    page = html.unescape(client.post("/record?lang=nl", data={"text": json.dumps(established)},
                                     headers=FRAGMENT).text)
    assert "Billijkheid (art. 64C)" in page


def test_the_seed_cases_keep_their_page() -> None:
    # the README's quick case (no deal): the automatic column, marked; no deal, no 64C heading
    page = html.unescape(json.loads(bridge.rule(
        (Path(__file__).parent.parent / "examples" / "voorbeeld1.json").read_text(),
        json.dumps({"lang": "en", "html": "1"})))["html"])
    assert heads(page) == ["As played", "Automatic (64A/B)"] and marked(page) == [1]
