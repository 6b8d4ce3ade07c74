"""The evening report tells the two pairs apart (phone trial: "Jansen – de Vries –
Pietersen – Bakker" used the same dash inside a pair and between the pairs)."""

from __future__ import annotations

from pathlib import Path

import verzaking
from verzaking.ruling_log import Meta, RulingLog, content_of
from verzaking.ruling_log.printed import listing

CASE = {"contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}


def test_the_pairs_are_parted_by_a_slash(tmp_path: Path) -> None:
    with RulingLog.open(tmp_path / "logboek.sqlite") as log:
        log.add(content_of(verzaking.rule(CASE, equity=False),
                           Meta(ns="Jansen – de Vries", ew="Pietersen – Bakker"), lang="nl",
                           case=CASE))
        [entry] = log.entries()
    assert listing(entry, "nl")["pairs"] == "Jansen – de Vries / Pietersen – Bakker"
