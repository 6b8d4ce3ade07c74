"""Characters that look like digits but are not ASCII, and text UTF-8 cannot hold: a clear
message or a ruling, never a crash (found by the fuzz harness, issue 11)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import verzaking
from pbnkit import DEAL, pbn

THIRTEEN = ["NS"] * 13


def _only(text: str, kind: str) -> verzaking.ReadBoard:
    [board] = verzaking.read_text(text, kind=kind)
    return board


@pytest.mark.parametrize("contract", ["²S", "①NT", "٤S"])
def test_a_contract_level_in_another_scripts_digit_is_refused_as_a_contract(contract) -> None:
    board = _only(json.dumps({"contract": contract, "declarer": "N", "tricks": THIRTEEN}), "json")
    assert board.error is not None and board.error.code != "internal_error"
    with pytest.raises(verzaking.VerzakingError):
        verzaking.rule({"contract": contract, "declarer": "N", "tricks": THIRTEEN})


def test_pbn_result_written_with_a_circled_digit_is_a_bad_value() -> None:
    board = _only(pbn(play=None, deal=DEAL, contract="4S", declarer="S", result="①"), "pbn")
    assert board.error is not None and board.error.code == "pbn_bad_value"
    assert board.error.params["tag"] == "Result"


@pytest.mark.parametrize("lin", [
    "qx|①|md|1S97HAQJ43DAKQ98CK,SA43H87DJ763CQ973,S865KD42CJT86542,|mb|p|mb|p|mb|p|mb|p|",
    "qx|o" + "9" * 5000 + "|",
    "vg|a,b,I,①|qx|o1|",
    "vg|,,,6|rs|2|qx|o³|",
    "qx|o1|mb|1S|mb|①|",
])
def test_lin_numbers_in_other_scripts_or_thousands_of_digits_never_crash(lin) -> None:
    for board in verzaking.read_text(lin, kind="lin"):
        assert board.error is None or board.error.code != "internal_error", board.error


def test_lin_claim_written_with_a_circled_digit_is_a_bad_value() -> None:
    lin = ("qx|o1|md|1S97HAQJ43DAKQ98CK,SA43H87DJ763CQ973,S865KD42CJT86542,|"
           "mb|1S|mb|p|mb|p|mb|p|mc|①|")
    [board] = verzaking.read_text(lin, kind="lin")
    assert board.error is not None and board.error.code == "lin_bad_value"


def test_a_lone_surrogate_escape_in_a_case_is_replaced_and_written_as_utf8(tmp_path) -> None:
    case = tmp_path / "case.json"
    case.write_text('{"board": "\\ud800", "contract": "4S", "declarer": "S", '
                    '"tricks": ' + json.dumps(THIRTEEN) + "}", encoding="ascii")
    for extra in ([], ["--json"]):
        done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(case), *extra],
                              capture_output=True)
        assert done.returncode == 0, done.stderr
        out = done.stdout.decode("utf-8")  # strict: no surrogate got through
        assert "\ufffd" in out
    [result] = json.loads(done.stdout)
    assert result["board"] == "\ufffd" and result["declarer_tricks"]["played"] == 13


def test_a_lone_surrogate_in_a_broken_case_gives_a_message_and_exit_2(tmp_path) -> None:
    case = tmp_path / "case.json"
    case.write_text('{"board": "\\ud800"}', encoding="ascii")
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(case), "--json"],
                          capture_output=True)
    assert done.returncode == 2
    assert b"Traceback" not in done.stderr and "contract" in done.stderr.decode("utf-8")
    assert json.loads(done.stdout)[0]["error_code"] == "case_missing"


def test_a_callers_text_with_a_surrogate_is_read() -> None:
    board = _only(pbn(play=None, deal=DEAL, contract="4S", declarer="S", result="10",
                      extra='[Event "Club \ud800"]'), "pbn")
    assert board.facts is not None
    assert board.facts.tags["Event"] == "Club \ufffd"


def test_the_quick_form_takes_a_circled_digit_as_text_for_the_reader_to_refuse() -> None:
    pytest.importorskip("fastapi")
    from verzaking.web.forms import FormProblem, quick_case
    form = {"level": "4", "strain": "S", "declarer": "S", "t1": "NS", "claim": "²"}
    try:
        case = quick_case(form)
    except FormProblem:
        return
    with pytest.raises(verzaking.VerzakingError):
        verzaking.rule(case)
