"""The hand-record page names the table ruled, and its "save to log" form starts from the
event and table the record gives (phone trial: picking "board 11 · table 4" of a file with
many tables headed the ruling "Spel 11" only, and the form's table and event were empty: a
director could log the ruling under the wrong table)."""

from __future__ import annotations

import html
import re

import pytest

from conftest import FIXTURES, web_client


@pytest.fixture(scope="module")
def client():
    return web_client()


def field(page: str, name: str) -> str | None:
    tag = re.search(rf'<input name="{name}"[^>]*>', page)
    assert tag is not None, name
    value = re.search(r'value="([^"]*)"', tag.group(0))
    return html.unescape(value.group(1)) if value is not None else None


def test_the_table_and_event_of_the_record_are_shown_and_start_the_form(client) -> None:
    text = (FIXTURES / "voorbeeld1.pbn").read_text("utf-8").replace(
        '[Board "1"]', '[Board "1"]\n[Table "4"]')
    res = client.post("/record?lang=nl", data={"text": text}, headers={"X-Fragment": "1"})
    assert res.status_code == 200
    page = res.text
    assert "<dt>Tafel</dt><dd>4</dd>" in page
    assert field(page, "table") == "4"
    assert field(page, "event") == "verzaking fixture"  # the fixture's [Event]


def test_a_record_without_them_leaves_the_fields_empty(client) -> None:
    text = "\n".join(line for line in (FIXTURES / "voorbeeld1.pbn").read_text("utf-8")
                     .splitlines() if not line.startswith("[Event"))
    res = client.post("/record?lang=en", data={"text": text}, headers={"X-Fragment": "1"})
    assert res.status_code == 200
    assert field(res.text, "table") in (None, "") and field(res.text, "event") in (None, "")
