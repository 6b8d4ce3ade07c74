"""Numbers in Dutch are written the Dutch way (issue 30, point 6: "4,332 spellen/s" read as
four point three): a point between thousands and a decimal comma; English keeps its own.

By hand: 4,332 boards read in 0.5 s is 8,664 boards a second.
"""

from __future__ import annotations

import pytest

from verzaking.render.i18n import number_text, text
from verzaking.scan.report import format_summary
from verzaking.scan.results import FileScan, ScanResult


@pytest.mark.parametrize(("value", "dutch", "english"), [
    (4332, "4.332", "4,332"), (1234567, "1.234.567", "1,234,567"), (2.5, "2,5", "2.5"),
    (0.25, "0,25", "0.25"), (5.0, "5", "5"), (12, "12", "12")])
def test_a_number_has_the_separators_of_its_language(value: float, dutch: str,
                                                     english: str) -> None:
    assert (number_text(value, "nl"), number_text(value, "en")) == (dutch, english)


def test_the_scan_heading_and_progress_in_dutch() -> None:
    result = ScanResult(files=(FileScan(file="a.pbn", kind="pbn", boards=4332),), laws="2017",
                        seconds=0.5)
    heading = format_summary(result, "nl").splitlines()[0]
    assert heading.endswith("spellen: 4.332, 0,5 s, 8.664 spellen/s"), heading
    assert format_summary(result, "en").splitlines()[0].endswith(
        "boards: 4,332, 0.5 s, 8,664 boards/s")
    assert text("scan.progress", "nl", {"boards": 12345, "rate": 4332}) == (
        "12.345 spellen, 4.332 spellen/s")


def test_the_time_budget_in_dutch_seconds() -> None:
    said = text("web.err.over_budget", "nl", {"seconds": 2.5})
    assert "de 2,5 seconden" in said
    assert "the 2.5 seconds" in text("web.err.over_budget", "en", {"seconds": 2.5})
