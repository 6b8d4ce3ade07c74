"""A key given twice in one object of a case file is refused, not the last one taken.

``{"contract": "4S", "contract": "3NT"}`` was ruled as 3NT without a word.  Now it is
a :class:`CaseError` (``case_json``) that names the key, and for YAML its line.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import verzaking
from verzaking.errors import CaseError
from verzaking.io.caseload import load_case_text

TRICKS = json.dumps(["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW",
                     "NS"])
JSON_TWICE = ('{"contract": "4S", "declarer": "S", "contract": "3NT", "tricks": ' + TRICKS
              + ', "revokes": [{"seat": "E", "trick": 6}]}')


def _error(text_: str, kind: str) -> verzaking.VerzakingError:
    [board] = verzaking.read_text(text_, kind=kind)
    assert board.error is not None, board
    return board.error


def test_a_json_field_given_twice_is_refused_by_name() -> None:
    err = _error(JSON_TWICE, "json")
    assert isinstance(err, CaseError) and err.code == "case_json"
    assert err.message("en") == ('cannot read the case file: field "contract" is given twice '
                                 'in the same object: which one is meant?')
    assert err.message("nl") == ('casusbestand niet leesbaar: veld "contract" staat twee keer '
                                 'in hetzelfde object: welke is bedoeld?')


def test_a_key_twice_in_a_nested_json_object_is_refused() -> None:
    text = ('{"contract": "4S", "declarer": "S", "tricks": ' + TRICKS
            + ', "revokes": [{"seat": "E", "trick": 6, "seat": "W"}]}')
    assert 'field "seat" is given twice' in _error(text, "json").message("en")


def test_two_keys_alike_but_for_a_lone_surrogate_are_the_same_key() -> None:
    # both become "a\ufffd" when the lone surrogates are replaced
    with pytest.raises(CaseError) as info:
        load_case_text('{"a\\ud800": 1, "a\\udfff": 2}', yaml=False)
    assert "is given twice" in info.value.message("en")


def test_a_yaml_field_given_twice_is_refused_with_its_line() -> None:
    text = f"contract: 4S\ndeclarer: S\ncontract: 3NT\ntricks: {TRICKS}\n"
    err = _error(text, "yaml")
    assert err.code == "case_json" and err.line == 3
    assert err.message("en") == ('line 3: cannot read the case file: field "contract" is given '
                                 'twice in the same object: which one is meant?')
    assert err.message("nl").startswith('regel 3: casusbestand niet leesbaar: veld "contract" '
                                        'staat twee keer')


def test_a_key_twice_in_a_yaml_flow_object_is_refused() -> None:
    text = f"contract: 4S\ndeclarer: S\ntricks: {TRICKS}\nrevokes:\n  - {{seat: E, seat: W}}\n"
    err = _error(text, "yaml")
    assert err.line == 5 and 'field "seat" is given twice' in err.message("en")


def test_the_command_line_exits_2_with_the_message(tmp_path: Path) -> None:
    path = tmp_path / "twice.json"
    path.write_text(JSON_TWICE, encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path)],
                         capture_output=True, text=True)
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert 'veld "contract" staat twee keer in hetzelfde object' in res.stderr


def test_a_yaml_merge_key_cannot_hide_a_field_given_twice() -> None:
    # YAML 1.1's << merged {contract: 3NT} in, and the contract written after it won silently
    text = f"<<: {{contract: 3NT}}\ncontract: 4S\ndeclarer: S\ntricks: {TRICKS}\n"
    [board] = verzaking.read_text(text, kind="yaml")
    assert board.error is None and board.facts is not None
    assert [n.data for n in board.warnings if n.code == "note_unknown_field"] == [
        {"field": "<<"}]
