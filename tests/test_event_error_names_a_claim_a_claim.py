"""An event's error names the event's type as written: a second ``claim`` while one is
pending was called "event 8 (concede)", ``claim`` and ``concede`` being one operation and
the last name of the two winning."""

from __future__ import annotations

import pytest

import verzaking

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
PLAYED = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8",
          "H2 H3 HA C4"]


@pytest.mark.parametrize("kind", ["claim", "concede"])
def test_the_second_claim_is_named_as_written(kind: str) -> None:
    case = {"contract": "4S", "declarer": "S", "deal": DEAL, "events": [
        *PLAYED, {"type": "claim", "seat": "S", "declarer_tricks": 10},
        {"type": kind, "seat": "S", "declarer_tricks": 11}]}
    with pytest.raises(verzaking.VerzakingError) as exc:
        verzaking.rule(case, equity=False)
    message = exc.value.message("en")
    assert f"event 8 ({kind}): a claim is already pending" in message
