"""A case passed out that also tells of play is refused: which of the two is it?

``"contract": "Pass"`` with a revoke was ruled "passed out: nothing to rule", and the
revoke was lost.  The PBN reader refuses the same contradiction (pbn_play_passed_out).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import verzaking

PLAY = {
    "tricks": ["NS"] * 13,
    "revokes": [{"seat": "E", "trick": 6}],
    "events": ["HA H2 H3 H4"],
    "claim": {"by": "S", "declarer_tricks": 10},
    "short": {"declarer_tricks": 9, "seat": "E", "trick": 6, "won_by": "other", "later": 1},
}


@pytest.mark.parametrize("field", sorted(PLAY))
@pytest.mark.parametrize("contract", ["Pass", "AP", "pass"])
def test_passed_out_with_play_is_refused(contract: str, field: str) -> None:
    case = {"contract": contract, "declarer": "S", field: PLAY[field]}
    [board] = verzaking.read_text(json.dumps(case), kind="json")
    assert board.error is not None and board.error.code == "case_play_passed_out"
    assert board.error.message("en").endswith(
        f'"{field}" describes play, but "contract" says the board was passed out: which is it?')
    assert board.error.message("nl").endswith(
        f'"{field}" beschrijft het afspelen, maar volgens "contract" is het spel rondgepast: '
        "wat klopt er?")


def test_the_command_line_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "passed.yaml"
    path.write_text("contract: Pass\nrevokes:\n  - {seat: E, trick: 6}\n", encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--lang", "en"],
                         capture_output=True, text=True)
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert '"revokes" describes play' in res.stderr
