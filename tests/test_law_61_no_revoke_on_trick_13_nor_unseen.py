"""Law 61A and the last trick: with one card each nobody can fail to follow, so a revoke
flagged on trick 13 is refused (as the tricks path of a case already did) rather than
ruled as a revoke to correct; and a board without its play says that no revoke can be
checked, not that nobody revoked (review, issue 16)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import verzaking
from verzaking.render.text import step_text


def _rule(tmp_path: Path, case: dict[str, object], lang: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--lang", lang],
                          capture_output=True, text=True, timeout=60, check=False)


def test_a_revoke_flagged_on_trick_13_by_events_is_refused_naming_the_event(
        tmp_path: Path) -> None:
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": ["EW", "EW"] + ["NS"] * 6 + ["EW", "NS", "NS", "W"],  # W leads 13
            "events": [{"type": "play", "card": "HA", "seat": "W"}, {"type": "play", "card": "H2"},
                       {"type": "play", "card": "C3", "revoke": True},
                       {"type": "play", "card": "H4"}]}
    en = _rule(tmp_path, case, "en")
    assert en.returncode == 2 and "Traceback" not in en.stderr
    assert "event 3 (play)" in en.stderr and "East cannot revoke on trick 13" in en.stderr
    nl = _rule(tmp_path, case, "nl")
    assert nl.returncode == 2 and "gebeurtenis 3 (play)" in nl.stderr
    assert "Oost kan in slag 13 niet verzaken" in nl.stderr


def test_a_board_without_its_play_does_not_say_nobody_revoked(tmp_path: Path) -> None:
    pbn = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "All"]\n'
           '[Deal "N:AKQ2.K32.QJ2.K32 JT9.QJ9.K98.QJT9 8765.A54.A76.A54 43.T876.T543.876"]\n'
           '[Declarer "E"]\n[Contract "3H"]\n[Result "8"]\n')
    path = tmp_path / "board.pbn"
    path.write_text(pbn, encoding="utf-8")
    [r] = verzaking.rule_file(path)
    assert isinstance(r, verzaking.Ruling)
    codes = [s.code for s in r.steps]
    assert "board.no_revoke" not in codes and "board.no_revoke_unseen" in codes
    said = [step_text(s, "en") for s in r.steps]
    assert not any("Nobody revoked" in x for x in said)
    assert any("none can be checked" in x for x in said)


def test_a_player_who_left_trick_12_without_a_card_can_still_revoke_on_13(tmp_path: Path) -> None:
    # Law 67: East played no card to trick 12, so he holds two at trick 13 and can fail to
    # follow: that revoke is ruled, not refused
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": ["EW", "EW"] + ["NS"] * 6 + ["EW", "NS", "W"],  # W leads 12
            "events": ["HA H2", {"type": "omitted", "seat": "E"}, "H4",
                       {"type": "play", "card": "CA", "seat": "W"}, {"type": "play", "card": "C2"},
                       {"type": "play", "card": "D3", "revoke": True},
                       {"type": "play", "card": "C4"}]}
    done = _rule(tmp_path, case, "en")
    assert done.returncode == 0, done.stderr
    assert "Trick 13: East plays ♦3 to clubs" in done.stdout
