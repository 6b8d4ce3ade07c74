"""Both languages have every message, and every code the engine uses has a message."""

from __future__ import annotations

import re
from pathlib import Path

from verzaking.render.i18n import CATALOGS

SRC = Path(__file__).resolve().parents[1] / "src" / "verzaking"


def test_dutch_and_english_have_the_same_keys() -> None:
    assert set(CATALOGS["nl"]) == set(CATALOGS["en"])


def test_same_fields_in_both_languages() -> None:
    for key, nl in CATALOGS["nl"].items():
        fields = lambda t: sorted(set(re.findall(r"\{(\w+)", t)))  # noqa: E731
        assert fields(nl) == fields(CATALOGS["en"][key]), key


def test_every_code_in_the_source_has_a_message() -> None:
    used = set()
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'code="([\w.()]+)"', text))
        used |= set(re.findall(r'"(\d\d[A-D]\d?\w*\.[a-z_]+)"', text))
        used |= {"error." + c for c in re.findall(r'Error\(\s*"([a-z_]+)"', text)}
        used |= {"error." + c for c in re.findall(r'_err\(ev,\s*"([a-z_]+)"', text)}
        used |= set(re.findall(r'\bs?t\.step\(\s*"([\w.]+)"', text))
        used |= {"error." + c for c in re.findall(r'\("(deal_[a-z_]+)"', text)}
    used.add("error.case_bad_value")  # built by _bad()
    missing = sorted(c for c in used if c not in CATALOGS["nl"] and c[-1] not in "._")
    assert not missing
    assert {"error.card_not_held", "64A2.later_trick", "64A1.one", "64A2.dummy_won"} <= used
