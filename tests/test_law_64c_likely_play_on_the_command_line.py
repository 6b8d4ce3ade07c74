"""``verzaking rule --equity double-dummy|likely|both`` (issue 34): both estimates by default
where the deal is known, one of them when asked, the likely play's own options, and a
clear message with exit code 2 for a value that is not one.  The board is the hand-worked
one of ``test_law_64c_likely_play_does_not_see_the_cards.py`` (double dummy: 7 tricks, 1NT
made; the likely play: 5 in every play, the automatic 6 stands)."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from conftest import FIXTURES

DROP = str(FIXTURES / "likely_drop.pbn")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "verzaking", "rule", DROP, *args],
                          capture_output=True, text=True)


def board(res: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert res.returncode == 0, res.stderr
    [out] = json.loads(res.stdout)
    return out


def test_both_estimates_when_asked_the_likely_play_sets_the_result() -> None:
    # --equity both is asked for: double dummy stays the default until the likely play is
    # shown closer to real tables (benchmarks/bench_likely_play.py; issue 34)
    out = board(run("--json", "--equity", "both"))
    eq = out["revokes"][0]["equity"]
    assert eq["double_dummy"] == {"D4": 7} and eq["likely_play"]["figure"] == 5
    assert out["equity"]["basis"] == "likely_play" and out["equity"]["stands"] is True
    assert "equity" not in out["score_ns"]  # no third result: the automatic one stands


def test_double_dummy_alone_as_before_and_by_default() -> None:
    assert board(run("--json")) == board(run("--json", "--equity", "double-dummy"))
    out = board(run("--json", "--equity", "double-dummy"))
    eq = out["revokes"][0]["equity"]
    assert "likely_play" not in eq
    assert out["equity"]["basis"] == "double_dummy"
    assert (out["declarer_tricks"]["equity"], out["score_ns"]["equity"]) == (7, 90)


def test_likely_alone_in_the_text() -> None:
    res = run("--equity", "likely", "--lang", "en")
    assert res.returncode == 0 and res.stderr == ""
    assert "Declarer's total tricks: 5 tricks in 100 %." in res.stdout
    assert "on trick 11 North plays ♠Q where double dummy plays ♠A" in res.stdout
    assert "for each card East could legally have played" not in res.stdout


def test_the_same_seed_on_the_command_line_gives_the_same_figures() -> None:
    args = ("--json", "--equity", "likely", "--seed", "3", "--samples", "2", "--plays", "12")
    first, again = board(run(*args)), board(run(*args))
    lp = first["revokes"][0]["equity"]["likely_play"]
    assert len(lp["distribution"]) > 1 and lp["basis"]["seed"] == 3
    assert first == again


def test_a_bad_equity_is_exit_2_with_the_choices() -> None:
    res = run("--equity", "sometimes")
    assert res.returncode == 2 and res.stdout == "" and "Traceback" not in res.stderr
    assert "--equity" in res.stderr and "'sometimes'" in res.stderr
    assert "'double-dummy', 'likely', 'both'" in res.stderr


def test_likely_play_options_out_of_range_are_exit_2() -> None:
    for args, message in ((("--samples", "0"), "--samples moet 1 of meer zijn (gelezen: 0)"),
                          (("--plays", "-3"), "--plays moet 1 of meer zijn (gelezen: -3)"),
                          (("--seed", "-1"), "--seed moet 0 of meer zijn (gelezen: -1)"),
                          (("--budget", "0", "--lang", "en"),
                           "--budget must be more than 0 seconds (read: 0.0)")):
        res = run(*args)
        assert res.returncode == 2 and res.stdout == "", args
        assert message in res.stderr and "Traceback" not in res.stderr
    res = run("--samples", "many")
    assert res.returncode == 2 and "'many'" in res.stderr and "Traceback" not in res.stderr
