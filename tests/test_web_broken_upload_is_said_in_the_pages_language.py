"""A broken upload is said in the page's language (phone trial: a Dutch page read "Het
formulier kon niet gelezen worden (Invalid multipart data.)", Starlette's English)."""

from __future__ import annotations

import html

import pytest

from conftest import web_client


@pytest.fixture(scope="module")
def client():
    return web_client()


@pytest.mark.parametrize(("lang", "said"), [
    ("nl", "Het formulier kon niet gelezen worden (de upload is beschadigd of afgebroken)."),
    ("en", "(the upload is broken or was cut off)")])
def test_a_broken_multipart_body_is_said_in_words(client, lang: str, said: str) -> None:
    # a multipart body without its boundary: Starlette cannot read it
    res = client.post(f"/record?lang={lang}", content=b"abc",
                      headers={"content-type": "multipart/form-data", "X-Fragment": "1"})
    assert 400 <= res.status_code < 500
    page = html.unescape(res.text)
    assert said in page and "Invalid" not in page
