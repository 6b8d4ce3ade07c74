"""A bad field in an event names the event by the same number as the table's errors do
(issue 13: "field errors count events from 0, timeline errors from 1")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def run(tmp_path: Path, events: list[object], lang: str = "en") -> subprocess.CompletedProcess[str]:
    path = tmp_path / "case.json"
    path.write_text(json.dumps({"contract": "4S", "declarer": "S", "events": events}))
    return subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--lang", lang],
                          capture_output=True, text=True, timeout=60, check=False)


def test_a_bad_seat_in_the_third_event_is_event_3_like_a_timeline_error(tmp_path: Path) -> None:
    bad_field = run(tmp_path, ["HA", "H2", {"type": "play", "seat": "Q"}])
    timeline = run(tmp_path, ["HA", "H2", {"type": "withdraw", "seat": "N", "card": "S2"}])
    assert (bad_field.returncode, timeline.returncode) == (2, 2)
    assert "event 3 (play)" in bad_field.stderr and 'events[2].seat' in bad_field.stderr
    assert "event 3 (withdraw)" in timeline.stderr


def test_an_event_that_is_not_an_object_is_named_by_its_number_in_dutch(tmp_path: Path) -> None:
    done = run(tmp_path, ["HA", 7], lang="nl")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "gebeurtenis 2:" in done.stderr


def test_a_field_an_event_type_does_not_take_is_refused_not_ignored(tmp_path: Path) -> None:
    # "omitted" takes only a seat: a card there would have been silently dropped (review)
    done = run(tmp_path, ["HA", {"type": "omitted", "seat": "E", "card": "H7"}])
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "event 2 (omitted)" in done.stderr and 'events[1].card' in done.stderr
    assert "it takes: seat" in done.stderr
    # "from" stays another name for the seat where a seat is taken
    ok = run(tmp_path, ["HA", {"type": "play", "from": "N", "card": "H2"}])
    assert ok.returncode == 0, ok.stderr
