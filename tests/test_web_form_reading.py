"""The quick form's URL-encoded body is read directly (speed, issue 11) and must give the
same fields as Starlette's own form parser did, for any body."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from starlette.datastructures import Headers
from starlette.formparsers import FormParser

from verzaking.web.forms import FormProblem
from verzaking.web.inputs import MAX_FIELDS, _urlencoded


def starlette_fields(body: bytes) -> dict[str, str]:
    async def stream() -> AsyncIterator[bytes]:
        yield body

    async def parse() -> dict[str, str]:
        form = await FormParser(Headers({"content-type": "application/x-www-form-urlencoded"}),
                                stream()).parse()
        out: dict[str, str] = {}
        for key, value in form.multi_items():
            assert isinstance(value, str)
            out.setdefault(key, value)
        return out

    return asyncio.run(parse())


@pytest.mark.parametrize("body", [
    b"lang=nl&level=4&strain=S&t1=EW&t2=EW",
    b"comment=%C3%A9t%C3%A9+gespeeld&note=a%2Bb%26c%3Dd",   # UTF-8 escapes, an escaped + & =
    b"a=1&a=2&b=",                                           # the first of a name; empty value
    b"&&x=1&&",                                              # empty pairs
    b"bad=%ZZ%&half=%C3",                                    # broken escapes
    "naïef=ja".encode("latin-1"),                            # a raw byte above 127
])
def test_the_quick_form_body_reads_as_starlette_reads_it(body: bytes) -> None:
    assert _urlencoded(body) == starlette_fields(body)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_any_body_reads_as_starlette_reads_it(body: bytes) -> None:
    try:
        ours = _urlencoded(body)
    except FormProblem:
        return
    assert ours == starlette_fields(body)


def test_too_many_fields_is_a_bad_form() -> None:
    with pytest.raises(FormProblem):
        _urlencoded(b"&".join(b"f%d=1" % i for i in range(MAX_FIELDS + 1)))
