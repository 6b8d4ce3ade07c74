"""``curl --data-binary @case.json http://…/api/rule`` is ruled: curl sends a file without a
Content-Type as a URL-encoded form, and the API answered "No input: paste a hand record…"
(the body was there, only its type was a form's).  A form without a ``text`` field is taken
as the file itself, read by its look; a form with one is read as before."""

from __future__ import annotations

import json
from urllib.parse import urlencode

import pytest

from conftest import FIXTURES, ROOT, web_client

FORM = {"content-type": "application/x-www-form-urlencoded"}


@pytest.fixture(scope="module")
def client():
    return web_client()


@pytest.mark.parametrize("path", [ROOT / "examples" / "voorbeeld1.json",
                                  FIXTURES / "voorbeeld1.pbn"], ids=["case", "pbn"])
def test_a_file_sent_as_a_form_body_is_ruled(client, path) -> None:
    res = client.post("/api/rule?lang=en", content=path.read_bytes(), headers=FORM)
    assert res.status_code == 200, res.text
    [ruled] = res.json()
    # the seed's example 1: 9 tricks as played, one transferred (64A2): −50, then +420
    assert ruled["score_ns"]["played"] == -50 and ruled["score_ns"]["adjusted"] == 420


def test_a_real_form_with_a_text_field_is_read_as_a_form(client) -> None:
    body = urlencode({"text": (ROOT / "examples" / "voorbeeld2.json").read_text("utf-8")})
    res = client.post("/api/rule?lang=en", content=body.encode(), headers=FORM)
    assert res.status_code == 200
    [ruled] = res.json()
    assert ruled["score_ns"]["adjusted"] == 450  # example 2: two tricks (64A1), 4♠+1


def test_an_empty_form_still_says_there_is_no_input(client) -> None:
    res = client.post("/api/rule?lang=en", content=b"", headers=FORM)
    assert 400 <= res.status_code < 500 and "No input" in res.text


def test_a_form_of_only_the_forms_fields_is_a_form(client) -> None:
    # review: "curl -d board=3" was read as a file ("unknown kind of file"), not "no input"
    res = client.post("/api/rule?lang=en", content=b"board=3&lang=en", headers=FORM)
    assert 400 <= res.status_code < 500 and "No input" in res.text


def test_a_pbn_with_a_query_in_a_comment_is_still_the_file(client) -> None:
    text = (FIXTURES / "voorbeeld1.pbn").read_text("utf-8").replace(
        "DA D2 D3 D4", "DA D2 D3 D4 {see https://example.org/?id=1&text=hi}")
    res = client.post("/api/rule?lang=en", content=text.encode(), headers=FORM)
    assert res.status_code == 200, res.text
    assert res.json()[0]["score_ns"]["adjusted"] == 420


def test_too_many_fields_is_said_in_the_pages_language(client) -> None:
    body = "&".join(f"text={i}" for i in range(300)).encode()
    res = client.post("/api/rule?lang=nl", content=body, headers=FORM)
    assert 400 <= res.status_code < 500
    assert "te veel velden" in res.text and "Maximum" not in res.text


def test_a_case_without_a_board_number_has_none_in_the_answer(client) -> None:
    # as the command line's --json (README: null for a case that gives none)
    case = json.loads((ROOT / "examples" / "voorbeeld1.json").read_text("utf-8"))
    case.pop("board")
    res = client.post("/api/rule", json=case)
    assert res.status_code == 200 and res.json()[0]["board"] is None
