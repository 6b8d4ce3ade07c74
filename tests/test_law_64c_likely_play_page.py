"""The likely play on the server's ruling page (issue 34): its distribution, its figure beside
double dummy's, the card that makes the difference; ``?equity=`` as ``--equity``, and a
value that is not one refused with a message.  The board is the hand-worked one of
``test_law_64c_likely_play_does_not_see_the_cards.py``."""

from __future__ import annotations

import html
import re
import warnings

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")
with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    from fastapi.testclient import TestClient

from conftest import FIXTURES
from verzaking.web import create_app

FRAGMENT = {"X-Fragment": "1"}
DROP = (FIXTURES / "likely_drop.pbn").read_bytes()


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


def test_the_page_shows_the_likely_play_beside_double_dummy(client: TestClient) -> None:
    res = client.post("/record?lang=en&equity=both", files={"file": ("drop.pbn", DROP)},
                      headers=FRAGMENT)
    assert res.status_code == 200
    page = html.unescape(res.text)
    assert "East, trick 10: declarer's tricks in the likely plays (30 plays)" in page
    assert re.search(r'<tr class="figure"><td>5</td><td>100 %</td></tr>', page)
    assert "Likely (the best for the non-offending side reached in at least a third of the " \
           "plays): 5 tricks. Double dummy: 7." in page
    assert "on trick 11 North plays ♠Q where double dummy plays ♠A (100 % of the plays)" in page
    assert "To consider: 6 tricks for declarer, North-South score −50" in page
    assert "To consider: 7 tricks" not in page  # double dummy's is not the one to consider


def test_double_dummy_alone_when_asked(client: TestClient) -> None:
    res = client.post("/record?lang=en&equity=double-dummy", files={"file": ("drop.pbn", DROP)},
                      headers=FRAGMENT)
    page = html.unescape(res.text)
    assert res.status_code == 200 and "likely plays" not in page
    assert "To consider: 7 tricks for declarer, North-South score +90" in page


def test_the_api_as_the_command_line(client: TestClient) -> None:
    res = client.post("/api/rule?equity=likely", content=DROP,
                      headers={"content-type": "text/plain"})
    assert res.status_code == 200
    [out] = res.json()
    assert out["revokes"][0]["equity"]["likely_play"]["figure"] == 5
    res = client.post("/api/rule?equity=double-dummy", content=DROP,
                      headers={"content-type": "text/plain"})
    assert "likely_play" not in res.json()[0]["revokes"][0]["equity"]


def test_an_equity_that_is_not_one_is_refused(client: TestClient) -> None:
    res = client.post("/api/rule?equity=guess&lang=en", content=DROP,
                      headers={"content-type": "text/plain"})
    assert res.status_code == 400
    assert "equity= must be one of double-dummy, likely, both (read: 'guess')" in res.text
    res = client.post("/record?lang=nl&equity=guess", files={"file": ("drop.pbn", DROP)},
                      headers=FRAGMENT)
    assert res.status_code == 400
    assert "equity= moet een van double-dummy, likely, both zijn (gelezen: 'guess')" in \
        html.unescape(res.text)
