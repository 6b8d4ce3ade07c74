"""The trainer's limits, said as they are, and one share code naming one question on the web
and the command line alike (found in review)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from verzaking.errors import InputError
from verzaking.trainer import by_code

pytest.importorskip("fastapi")
from starlette.testclient import TestClient

from verzaking.web import create_app


@pytest.fixture(scope="module")
def client() -> TestClient:
    with TestClient(create_app()) as c:
        yield c


def test_the_web_says_its_own_limit_of_20_questions(client: TestClient) -> None:
    r = client.get("/api/quiz?count=50&lang=en")
    assert r.status_code == 400
    assert "from 1 to 20" in r.json()["error"]


def test_the_command_line_says_its_limit_of_1000_questions() -> None:
    done = subprocess.run([sys.executable, "-m", "verzaking", "quiz", "--json", "--count", "1001",
                           "--lang", "en"], capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 2 and "from 1 to 1000" in done.stderr


def test_a_seed_past_the_limit_says_the_limit() -> None:
    # the largest seed is the largest signed 64-bit number, 2**63 - 1 (not 2**63: trial 2, 1.11)
    for seed in (2**64, 2**63):
        done = subprocess.run([sys.executable, "-m", "verzaking", "quiz", "--json", "--seed",
                               str(seed), "--lang", "en"], capture_output=True, text=True,
                              timeout=60, check=False)
        assert done.returncode == 2 and f"to {2**63 - 1}," in done.stderr, done.stderr


def test_a_code_with_more_seed_than_a_code_carries_names_no_question(client: TestClient) -> None:
    # "3a4-" then 59 z's: a seed far past the 36 bits of a generated code.  Before, the web cut
    # it to 40 characters and asked another question than the command line did.
    code = "3a4-" + "z" * 59
    with pytest.raises(InputError):
        by_code(code)
    assert client.get(f"/api/quiz/{code}").status_code == 400
    done = subprocess.run([sys.executable, "-m", "verzaking", "quiz", "--json", "--code", code],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2


def test_a_generated_code_still_names_its_question(client: TestClient) -> None:
    [q] = client.get("/api/quiz?level=1&count=1&seed=7").json()
    assert by_code(q["id"]).id == q["id"]
    assert client.get(f"/api/quiz/{q['id']}").json()[0]["id"] == q["id"]
