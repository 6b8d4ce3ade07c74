"""A ruling by the short path is logged with the counts the director entered, not with the
example trick numbers the engine needs internally (found on a phone: the log and the print
for the players showed them as facts)."""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest

pytest.importorskip("fastapi")
from starlette.testclient import TestClient

import verzaking
from verzaking.web import create_app
from verzaking.web.limits import Limits

SHORT_1 = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "short",
           "s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"}


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(Limits(processes=0))) as c:
        yield c


def logged_case(page: str) -> dict[str, Any]:
    found = re.search(r'<input type="hidden" name="case" value="([^"]*)"', page)
    assert found, "no save-to-log form under the ruling"
    case: dict[str, Any] = json.loads(html.unescape(found.group(1)))
    return case


def test_the_short_path_is_logged_as_its_counts(client: Any) -> None:
    page = client.post("/quick", data=SHORT_1, headers={"X-Fragment": "1"}).text
    case = logged_case(page)
    assert case["short"] == {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other",
                             "later": 1}
    assert "tricks" not in case and "revokes" not in case
    assert "board" not in case  # no number was given: the director fills it in the log
    # and the logged case rules as the page did: 9 -> 10 tricks, -50 -> +420 (64A2)
    r = verzaking.rule(case)
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted, r.revokes[0].rule) == (
        10, 420, "64A2")


def test_a_short_case_file_on_the_record_page_shows_no_example_trick_table(client: Any) -> None:
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "short": {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other",
                      "later": 1}}
    page = client.post("/record", data={"text": json.dumps(case), "lang": "nl"},
                       headers={"X-Fragment": "1"}).text
    assert "+420" in page and 'class="tricks' not in page
    assert logged_case(page)["short"]["trick"] == 6
