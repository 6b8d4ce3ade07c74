"""The offline site's Python side, here under CPython: the same JSON as the command line,
the short path of Law 64A, and bad input said in the page's language.

The browser runs exactly this code (our own wheel in Pyodide); tests/test_site_browser.py
checks it there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, FIXTURES, shared
from verzaking.site import bridge
from verzaking.web.forms import FormProblem, quick_case
from verzaking.web.shortpath import ShortPathProblem, short_case

pytest.importorskip("jinja2")

CASES = [EXAMPLES / "voorbeeld1.json", EXAMPLES / "voorbeeld2.json", EXAMPLES / "aan-tafel.json",
         FIXTURES / "voorbeeld1.pbn", FIXTURES / "equity_more.pbn",
         *sorted((FIXTURES / "lin").glob("*.lin"))[:3]]


def cli_json(path: Path, *extra: str) -> list[dict]:
    """What ``verzaking rule --json --no-equity`` prints for the file."""
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--json",
                           "--no-equity", *extra], capture_output=True, text=True)
    return json.loads(done.stdout)


def hook(source: str | bytes, **options: str) -> dict:
    return json.loads(bridge.rule(source, json.dumps(options)))


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.name)
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_hook_gives_the_command_lines_json(path: Path, lang: str) -> None:
    expected = cli_json(path, "--lang", lang)
    got = hook(path.read_bytes(), lang=lang, name=str(path))
    assert got["json"] == expected


def test_the_hook_takes_board_and_laws_as_the_command_line_does() -> None:
    path = FIXTURES / "voorbeeld2.pbn"
    expected = cli_json(path, "--board", "2", "--laws", "1997", "--lang", "en")
    got = hook(path.read_text(), lang="en", board="2", laws="1997", name=str(path))
    assert got["json"] == expected
    assert "error" in hook("{}", laws="1815") and "1815" in hook("{}", laws="1815")["error"]


def test_the_page_area_for_a_ruling_and_for_a_broken_file() -> None:
    out = hook((EXAMPLES / "voorbeeld1.json").read_text(), lang="en", html="1", page="record")
    assert 'class="after">+420<' in out["html"] and len(out["json"]) == 1
    broken = hook('{"contract": "4S", "tricks": [', lang="en", html="1")
    assert 'class="error"' in broken["html"] and "Traceback" not in broken["html"]
    assert broken["json"][0]["error_code"]


def test_a_deal_with_an_established_revoke_offers_the_server_for_64c() -> None:
    out = hook((FIXTURES / "voorbeeld1.pbn").read_text(), lang="nl", html="1")
    assert "data-equity-button" in out["html"]
    assert "equity" not in out["json"][0]["revokes"][0]  # never a figure offline


def test_yaml_without_pyyaml_says_it_needs_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "yaml", None)  # as in the browser
    out = hook("board: 1\ncontract: 4S\n", lang="en", name="case.yaml")
    assert out["json"][0]["error_code"] == "yaml_offline"
    assert "server" in out["json"][0]["error"]


def test_the_quick_form_as_a_case_and_its_message() -> None:
    got = json.loads(bridge.quick_case_text(json.dumps({"level": "4"}), "en"))
    assert got["error"].startswith("Choose the contract")
    fields = {"level": "4", "strain": "S", "declarer": "S", "path": "short", "s_tricks": "9",
              "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"}
    case = json.loads(json.loads(bridge.quick_case_text(json.dumps(fields), "en"))["case"])
    assert case["short"] == {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other",
                             "later": 1}


SHORT = {"level": "4", "strain": "S", "declarer": "S", "vul": "None"}


@pytest.mark.parametrize("facts, rule, moved, score", [
    ({"s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"},
     "64A2", 1, 420),                                                       # seed example 1
    ({"s_tricks": "9", "s_seat": "E", "s_trick": "7", "s_won": "offender", "s_later": "1"},
     "64A1", 2, 450),                                                       # seed example 2
    ({"s_tricks": "9", "s_seat": "E", "s_trick": "7", "s_won": "offender", "s_later": "0"},
     "64A1", 1, 420),
    ({"s_tricks": "9", "s_seat": "E", "s_trick": "7", "s_won": "partner", "s_later": "0"},
     "64A2", 1, 420),
    ({"s_tricks": "10", "s_seat": "E", "s_trick": "5", "s_won": "other", "s_later": "0"},
     "64B1", 0, 420),                        # the offending side won no trick from it on
    ({"s_tricks": "9", "s_seat": "E", "s_trick": "12", "s_won": "offender", "s_later": "1"},
     "64B6", 0, -50),                         # a revoke on trick 12
])
def test_law_64a_from_the_short_path(facts: dict, rule: str, moved: int, score: int) -> None:
    import verzaking

    ruling = verzaking.rule(quick_case({**SHORT, "path": "short", **facts}), equity=False)
    [rr] = ruling.revokes
    assert (rr.rule, rr.tricks_transferred) == (rule, moved)
    assert ruling.score_ns_adjusted == score
    assert ruling.declarer_tricks_played == int(facts["s_tricks"])


def test_the_short_path_refuses_facts_that_cannot_all_be_true() -> None:
    with pytest.raises(ShortPathProblem):  # 13 tricks for declarer, yet the defence won one
        short_case({**SHORT, "s_tricks": "13", "s_seat": "E", "s_trick": "6",
                    "s_won": "offender", "s_later": "0"})
    with pytest.raises(FormProblem) as info:
        quick_case({**SHORT, "path": "short", "s_tricks": "9"})
    assert info.value.key == "web.err.short_missing"


def test_the_bridge_loads_nothing_the_browser_lacks() -> None:
    """No web server, no solver, no YAML: what Pyodide's core and our wheel cannot give."""
    code = ("import sys, verzaking.site.bridge; "
            "print(sorted({'starlette', 'fastapi', 'endplay', 'yaml', 'uvicorn'} & set(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("relative", ["pbn/realbridge-2021-sample.pbn", "lin/vugraph-000-00001.lin"])
def test_the_hook_on_real_hand_records(relative: str) -> None:
    path = shared(relative)
    assert hook(path.read_bytes(), lang="en", name=str(path))["json"] == cli_json(path, "--lang", "en")


def test_serve_uses_the_site_given_or_an_up_to_date_one(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import argparse

    from verzaking.site import SITE_ENV, build, serve_site

    monkeypatch.setenv("VERZAKING_SITE_CACHE", str(tmp_path))
    monkeypatch.setenv(SITE_ENV, "")  # restored after the test, whatever serve_site sets
    serve_site(argparse.Namespace(site=str(tmp_path / "mine")))
    assert os.environ[SITE_ENV] == str(tmp_path / "mine")
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "build.json").write_text(json.dumps({"source": build.source_digest()}))

    def no_build(*args: object, **kw: object) -> None:
        raise AssertionError("built again")

    monkeypatch.setattr(build, "build_site", no_build)
    serve_site(argparse.Namespace(site=None))
    assert os.environ[SITE_ENV] == str(tmp_path / "app")


def test_offline_a_quick_ruling_without_a_number_makes_none_up_in_the_log_form() -> None:
    # found on a phone: the offline log form said board 1 where the director had given none
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "short": {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other",
                      "later": 1}}
    out = hook(json.dumps(case), lang="nl", html="1", page="quick")
    assert 'name="board" maxlength="40" value=""' in out["html"]
    assert 'class="tricks' not in out["html"]  # no example trick table (the short path)


def test_the_64c_offer_sits_under_the_score_where_the_director_reads() -> None:
    # A phone review found the offer to ask the server for 64C at the foot of the page,
    # under the steps and the deal; the director reads the score table to know what to
    # enter, so the offer is right under it, once, before the trick table and the steps.
    out = hook((FIXTURES / "voorbeeld1.pbn").read_text(), lang="en", html="1")
    html = out["html"]
    offer = html.index("data-equity-button")
    assert html.index('<table class="score') < offer < html.index('class="tricks-table')
    assert offer < html.index('<ol class="steps">')
    assert html.count("data-equity-button") == 1


def test_the_64c_offer_sits_under_the_ruling_that_needs_it() -> None:
    # Two tables of board 1: the first gives only its result (no play, no revoke), the
    # second is example 1's play with East's revoke.  The offer sat under the first (a
    # review); it belongs under the second, the one the estimate is for.  Board 1 typed
    # asks which table first (issue 30): each is ruled on its own.
    one = (FIXTURES / "voorbeeld1.pbn").read_text()
    head = one.split("[Play")[0].replace('[Result "9"]', '[Result "10"]')
    asked = hook(head + "\n" + one, lang="en", html="1", page="record", board="1")["html"]
    assert '<article class="ruling"' not in asked and asked.count('name="pick"') == 2
    first, second = (hook(head + "\n" + one, lang="en", html="1", page="record", pick=pick)
                     ["html"] for pick in ("0", "1"))
    assert first.count('<article class="ruling"') == 1 and "data-equity-button" not in first
    assert second.count('<article class="ruling"') == 1 and "data-equity-button" in second


def test_the_server_page_makes_no_offer_of_its_own_estimate() -> None:
    from conftest import web_client
    client = web_client()
    res = client.post("/record?lang=en", data={"text": (FIXTURES / "voorbeeld1.pbn").read_text()})
    assert res.status_code == 200 and "+420" in res.text
    assert "data-equity-button" not in res.text and "offline-equity" not in res.text
