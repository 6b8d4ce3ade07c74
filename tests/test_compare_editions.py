"""``verzaking rule --compare``: every edition side by side (issue 13).

The table has a row for each edition (home too), columns as wide as their
longest cell, a 64C column when the double-dummy estimate was made, and a row
that says why when an edition cannot rule the case.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import verzaking
from conftest import EXAMPLES, FIXTURES, case
from verzaking.batch import RuleOptions, rule_path
from verzaking.laws import EDITIONS
from verzaking.render.i18n import score_text, text

TWICE_IN_HEARTS = case("EW EW NS NS NS NS NS NS EW EW NS NS NS",
                       [{"seat": "E", "trick": 4, "suit": "H"},
                        {"seat": "E", "trick": 7, "suit": "H"}])
"""East fails to follow hearts on tricks 4 and 7: 64B2 since 1997, the same card withheld
again under the 1930 rules (rule ``VII.2b-same-card``, longer than any modern article)."""


def compare(path: str, *, lang: str = "en", equity: bool = False, as_json: bool = False) -> str:
    [(out, message)] = list(rule_path(path, RuleOptions(lang=lang, compare=True, equity=equity,
                                                        as_json=as_json)))
    assert message is None and out is not None
    return out


@pytest.fixture
def twice(tmp_path: Path) -> str:
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(TWICE_IN_HEARTS), encoding="utf-8")
    return str(path)


def rows(out: str) -> tuple[str, list[str]]:
    lines = out.splitlines()
    return lines[1], lines[2:]


def test_compare_has_a_row_for_every_edition_home_included() -> None:
    _, body = rows(compare(str(EXAMPLES / "voorbeeld1.json")))
    assert [line.split()[0] for line in body] == list(EDITIONS)
    assert "home" in EDITIONS


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_compare_columns_align_with_long_rule_names(twice: str, lang: str) -> None:
    head, body = rows(compare(twice, lang=lang))
    seat = "E" if lang == "en" else "O"
    # 64B2 for the second revoke since 1997 (the first established; in 2007 and 1997
    # also without that), the same card under 1930: each cell starts under its heading
    starts = [head.index(f"{seat}4"), head.index(f"{seat}7"),
              head.index(text("ui.declarer_tricks", lang)),
              head.index(text("ui.score_ns", lang))]
    for line in body:
        for at in starts:
            assert line[at - 2:at] == "  " and line[at] != " ", (line, at)
    [row1930] = [line for line in body if line.split()[0] == "1930"]
    assert "VII.2b-same-card 0" in row1930
    [row2017] = [line for line in body if line.split()[0] == "2017"]
    assert row2017.split()[1:5] == ["64A2", "1", "64B2", "0"]


def test_compare_has_a_64C_column_when_equity_is_computed() -> None:
    path = str(FIXTURES / "equity_more.pbn")
    head, body = rows(compare(path, equity=True))
    assert head.rstrip().endswith("64C (double dummy)")
    by_key = {line.split()[0]: line for line in body}
    assert by_key["1930"].rstrip().endswith("no 64C")  # the 1930 rules have no equity rule
    [r17] = verzaking.rule_file(path, laws="2017")
    eq = r17.revokes[0].equity  # the column shows what the estimate gives
    assert eq is not None
    want = ("compensated" if eq.compensated else
            f"{eq.recommended_declarer_tricks} "
            f"{score_text(eq.recommended_score_ns)}")
    assert by_key["2017"].rstrip().endswith(want)
    head_off, _ = rows(compare(path, equity=False))
    assert "64C" not in head_off


def test_compare_an_edition_that_cannot_rule_the_case_says_so_in_its_row() -> None:
    # a case told as events: the 1930 rules are not modelled for events
    out = compare(str(EXAMPLES / "aan-tafel.json"))
    _, body = rows(out)
    assert [line.split()[0] for line in body] == list(EDITIONS)
    [row1930] = [line for line in body if line.split()[0] == "1930"]
    assert "cannot rule this case" in row1930
    data = json.loads(compare(str(EXAMPLES / "aan-tafel.json"), as_json=True))
    [err] = [x for x in data["compare"] if x["laws"] == "1930"]
    assert err["error_code"] == "case_timeline_edition"
    assert {x["laws"] for x in data["compare"]} == set(EDITIONS)
