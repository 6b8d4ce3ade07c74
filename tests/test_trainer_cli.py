"""``verzaking quiz`` / ``verzaking oefen`` (issue 15): the JSON interface, the questions in the
terminal with a summary per topic, and bad input as a message with exit code 2."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from verzaking.cli import main
from verzaking.trainer import bank

KEYS = {"id", "topic", "law", "level", "case", "question", "options", "answer"}


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict]:
    assert main(["quiz", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_the_documented_keys_and_is_the_same_for_the_same_seed(
        capsys: pytest.CaptureFixture[str]) -> None:
    first = _json(capsys, "--count", "12", "--seed", "9", "--level", "2")
    assert len(first) == 12 and all(KEYS <= set(q) for q in first)
    for q in first:
        assert all(set(o) >= {"text", "explanation"} for o in q["options"])
        assert 0 <= q["answer"] < len(q["options"]) and q["level"] <= 2  # the bank: up to 2
    assert _json(capsys, "--count", "12", "--seed", "9", "--level", "2") == first
    english = _json(capsys, "--count", "12", "--seed", "9", "--level", "2", "--lang", "en")
    assert [q["id"] for q in english] == [q["id"] for q in first]
    assert [q["question"] for q in english] != [q["question"] for q in first]


def test_the_dutch_alias_and_a_share_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["oefen", "--json", "--count", "1", "--seed", "3", "--source", "generated"]) == 0
    q = json.loads(capsys.readouterr().out)[0]
    again = _json(capsys, "--code", q["id"])
    assert again == [q]


def test_a_questions_case_rules_to_its_answer_with_verzaking_rule(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    found = [q for q in _json(capsys, "--count", "40", "--seed", "2", "--source", "generated")
             if q["topic"] == "transfer"]
    assert found
    for q in found[:3]:
        path = tmp_path / f"{q['id']}.json"
        path.write_text(json.dumps(q["case"]), encoding="utf-8")
        assert main(["rule", str(path), "--json", "--no-equity", "--jobs", "1"]) == 0
        ruled = json.loads(capsys.readouterr().out)[0]
        assert ruled["revokes"][0]["tricks_transferred"] == q["answer"]  # options are 0, 1, 2


def test_the_explainers_eight_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    qs = _json(capsys, "--source", "explainer", "--count", "8", "--lang", "en")
    assert [q["id"] for q in qs] == [f"s{i}" for i in range(1, 9)]
    assert all(q["case"] is None for q in qs)


@pytest.mark.parametrize(("args", "lang", "words"), [
    (["--level", "4"], "nl", "niveau"),
    (["--level", "x"], "en", "level"),
    (["--count", "0"], "nl", "aantal"),
    (["--count", "-3"], "en", "number of questions"),
    (["--seed", "-1"], "en", "whole number"),
    (["--seed", "abc"], "nl", "geheel getal"),
    (["--laws", "1850"], "en", "1850"),
    (["--code", "nonsense"], "nl", "nonsense"),
    (["--code", ""], "en", "No question has the code"),  # not a random question, exit 0
])
def test_bad_input_is_a_message_in_the_users_language_and_exit_2(
        capsys: pytest.CaptureFixture[str], args: list[str], lang: str, words: str) -> None:
    assert main(["quiz", "--json", "--lang", lang, *args]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_a_code_with_laws_is_asked_under_them_or_refused_saying_which_laws_it_is_for(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Trial 2, 1.11: ``--code b072 --laws 1997`` gave the 2017 version.  A fixed question comes
    back under the edition asked for where it holds there (b072 holds under 2017, 2007, 1997;
    b085 not under 1997, where defenders may not ask each other: 61B), a generated code under
    the edition it names; any other edition is refused naming the code's, exit 2."""
    [old] = _json(capsys, "--code", "b072", "--laws", "1997")
    assert old["id"] == "b072" and old["laws"] == "1997"
    assert _json(capsys, "--code", "b072")[0]["laws"] == "2017"  # no --laws: as before
    for args, lang, words in ((["--code", "b085", "--laws", "1997"], "en", ("b085", "2017 and 2007")),
                              (["--code", "b085", "--laws", "1930"], "nl", ("b085", "1930"))):
        assert main(["quiz", "--json", "--lang", lang, *args]) == 2
        err = capsys.readouterr().err
        assert all(w in err for w in words) and "Traceback" not in err, err
    [q] = _json(capsys, "--count", "1", "--seed", "3", "--source", "generated", "--laws", "2007")
    assert q["id"][1] == "b" and _json(capsys, "--code", q["id"], "--laws", "2007") == [q]
    assert main(["quiz", "--json", "--lang", "en", "--code", q["id"], "--laws", "2017"]) == 2
    err = capsys.readouterr().err
    assert q["id"] in err and "--laws 2007" in err and "Traceback" not in err, err


def _interactive(monkeypatch: pytest.MonkeyPatch, answers: str, *args: str) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    assert main(["quiz", *args]) == 0
    return out.getvalue()


def test_in_the_terminal_each_answer_is_graded_and_the_end_scores_each_topic(
        monkeypatch: pytest.MonkeyPatch) -> None:
    args = ("--count", "3", "--seed", "11", "--lang", "en", "--source", "explainer")
    right = bank.EXPLAINER[0].answer + 1  # the explainer's eight come in order
    wrong = 1 if right != 1 else 2
    out = _interactive(monkeypatch, f"{right}\nx\n9\n{wrong}\nq\n", *args)
    assert "Question 1 of 3" in out and "Right." in out
    assert "Type a number from 1 to 3, or q." in out
    assert "Not right." in out and "The right answer:" in out
    assert "Result: 1 of 2 right." in out and "Practise again:" in out


def test_a_generated_question_shows_its_table_and_after_the_answer_the_ruling(
        monkeypatch: pytest.MonkeyPatch) -> None:
    out = _interactive(monkeypatch, "1\n", "--count", "1", "--seed", "4", "--level", "2",
                       "--source", "generated")
    assert " Slag  N    O    Z    W" in out and "Code van deze vraag: " in out
    assert "Resultaat: " in out and " van 1 goed." in out


def test_the_command_lines_quiz_sources_are_the_trainers() -> None:
    from verzaking.cliopts import QUIZ_SOURCES
    from verzaking.trainer import SOURCES
    assert QUIZ_SOURCES == SOURCES


def test_building_the_command_line_loads_neither_the_log_nor_the_trainer() -> None:
    # verzaking rule of one board must start fast: sqlite3 and the question bank only when used
    import subprocess
    import sys
    code = ("import sys, verzaking.cli; verzaking.cli._parser(); "
            "print(sorted(m for m in sys.modules if m.startswith(('verzaking.ruling_log', "
            "'verzaking.trainer', 'sqlite3'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"


def test_the_dutch_name_of_the_command_is_in_its_usage(capsys: pytest.CaptureFixture[str]) -> None:
    # a new user's trial: "verzaking oefen --help" said "usage: verzaking quiz"
    from verzaking.cli import main

    with pytest.raises(SystemExit):
        main(["oefen", "--help"])
    assert capsys.readouterr().out.startswith("usage: verzaking quiz|oefen ")
