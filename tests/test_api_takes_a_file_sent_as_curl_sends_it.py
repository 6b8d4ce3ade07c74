"""``curl --data-binary @case.json http://…/api/rule`` is ruled: curl sends a file without a
Content-Type as a URL-encoded form, and the API answered "No input: paste a hand record…"
(the body was there, only its type was a form's).  A form without a ``text`` field is taken
as the file itself, read by its look; a form with one is read as before."""

from __future__ import annotations

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
