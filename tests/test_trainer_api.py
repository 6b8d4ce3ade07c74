"""The practice page's JSON routes (issue 15): ``GET /api/quiz`` and ``GET /api/quiz/{code}``
give the questions of ``verzaking quiz --json``; bad input is a 400 with a message in the
page's language."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

from verzaking.trainer import by_code, question_to_dict
from verzaking.web import create_app


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def test_questions_by_level_and_seed_and_one_by_its_code(client: TestClient) -> None:
    r = client.get("/api/quiz", params={"level": 2, "count": 5, "seed": 8, "lang": "en"})
    assert r.status_code == 200
    qs = r.json()
    assert len(qs) == 5 and all(q["level"] <= 2 for q in qs)
    assert client.get("/api/quiz", params={"level": 2, "count": 5, "seed": 8,
                                           "lang": "en"}).json() == qs
    one = client.get(f"/api/quiz/{qs[-1]['id']}", params={"lang": "en"}).json()
    assert one == [question_to_dict(by_code(qs[-1]["id"]), "en")]


def test_weak_topics_come_more_often(client: TestClient) -> None:
    plain = client.get("/api/quiz", params={"level": 1, "count": 20, "seed": 2}).json()
    weak = client.get("/api/quiz", params={"level": 1, "count": 20, "seed": 2,
                                           "weak": "ask"}).json()
    assert sum(q["topic"] == "ask" for q in weak) > sum(q["topic"] == "ask" for q in plain)


@pytest.mark.parametrize(("params", "lang", "words"), [
    ({"level": "7"}, "nl", "Onbekend niveau"),
    ({"count": "0"}, "en", "number of questions"),
    ({"count": "21"}, "en", "number of questions"),
    ({"seed": "x"}, "nl", "geheel getal"),
    ({"laws": "1850"}, "en", "1850"),
])
def test_bad_input_is_a_400_in_the_pages_language(client: TestClient, params: dict, lang: str,
                                                    words: str) -> None:
    r = client.get("/api/quiz", params={**params, "lang": lang})
    assert r.status_code == 400 and words in r.json()["error"]


def test_a_code_that_names_no_question(client: TestClient) -> None:
    r = client.get("/api/quiz/nonsense", params={"lang": "en"})
    assert r.status_code == 400 and "No question has the code" in r.json()["error"]


def test_the_page_carries_its_texts_in_its_language(client: TestClient) -> None:
    page = client.get("/practice", params={"lang": "en"}).text
    assert "Practice" in page and "Clear progress" in page and "/static/practice.js" in page
    assert "Voortgang wissen" in client.get("/practice", params={"lang": "nl"}).text
