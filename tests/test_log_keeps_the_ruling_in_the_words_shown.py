"""A ruling saved in the log reads there as it read on the page (issue 30, point 6).

The quick form's trick rows were logged as the facts told again, each revoke with
``"established": true``: the log's ruling then said "zoals vastgesteld aan tafel" (63A, as
the table established it), which the director never said, where the page had said that
the offending side played to trick 7 (63A1).  The save form now carries the case that was
ruled, so the log rules it again in the page's words; likewise a case file's case.

Expected by hand (the seed's example 1): East revokes on trick 6 and plays to trick 7, so
it is established by 63A1; one trick is transferred under 64A2.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from logpin import EXAMPLE_1, log_client

WINNERS = EXAMPLE_1["tricks"]


@pytest.fixture
def client(tmp_path: Path) -> Any:
    return log_client(tmp_path / "logboek.sqlite")


def steps(page: str) -> list[str]:
    found = re.search(r'<ol class="steps">(.*?)</ol>', page, re.S)
    assert found, "no steps on the page"
    return [re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", item))).strip()
            for item in re.findall(r"<li[^>]*>(.*?)</li>", found.group(1), re.S)]


def save_form(page: str) -> dict[str, str]:
    form = page[page.index('class="log-form"'):]
    return {name: html.unescape(value) for name, value in
            re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form)[:3]}


def saved_entry(client: Any, page: str) -> str:
    res = client.post("/log/save?lang=nl", data=save_form(page), follow_redirects=False)
    assert res.status_code == 303, res.text
    return str(client.get(res.headers["location"]).text)


def test_the_quick_forms_trick_rows_are_logged_in_the_words_shown(client: Any) -> None:
    form = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "tricks",
            **{f"t{n}": w for n, w in enumerate(WINNERS, 1)}, "r1_seat": "E", "r1_trick": "6"}
    page = client.post("/quick?lang=nl", data=form, headers={"X-Fragment": "1"}).text
    shown = steps(page)
    assert any("(art. 63A1)" in s and "slag 7" in s for s in shown)  # played to trick 7
    logged = steps(saved_entry(client, page))
    assert logged == shown
    assert not any("vastgesteld aan tafel" in s for s in logged)


def test_a_case_files_case_is_logged_in_the_words_shown(client: Any) -> None:
    case = {**EXAMPLE_1, "board": "7", "title": "Voorbeeld 1"}
    page = client.post("/record?lang=nl", data={"text": json.dumps(case)},
                       headers={"X-Fragment": "1"}).text
    kept = json.loads(save_form(page)["case"])
    assert kept == {**case, "laws": "2017"}  # as the file gave it, with its edition
    assert steps(saved_entry(client, page)) == steps(page)


def test_the_edition_chosen_on_the_page_is_the_one_kept(client: Any) -> None:
    case = {**EXAMPLE_1, "laws": "2017"}
    page = client.post("/record?lang=nl", data={"text": json.dumps(case), "laws": "1997"},
                       headers={"X-Fragment": "1"}).text
    assert json.loads(save_form(page)["case"])["laws"] == "1997"
