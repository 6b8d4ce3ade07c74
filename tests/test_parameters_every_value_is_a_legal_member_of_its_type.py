"""The table of parameters read typed (issue 29): every edition's value on every row is a
member of that row's type, each row is one field of ``Parameters``, and a value the type
does not know is refused when the table is built, not when a ruling first reads it."""

from __future__ import annotations

import dataclasses
from enum import StrEnum

import pytest

from verzaking import parameters as p
from verzaking.laws import EDITIONS, find_edition
from verzaking.points import (
    AgreedClaim,
    BothSidesRevoked,
    Equity64C,
    Has,
    LaterRevoke,
    SecondTrick,
    TwelfthPartner,
)
from verzaking.render.i18n import CATALOGS

FIELDS = {f.metadata["row"]: f for f in dataclasses.fields(p.Parameters)}


def test_each_row_is_one_typed_field() -> None:
    assert set(FIELDS) == {row.key for row in p.POINTS}
    assert len(FIELDS) == len(p.POINTS)  # no row read twice under two names


@pytest.mark.parametrize("edition", p.EDITION_KEYS)
def test_every_value_is_a_member_of_its_rows_type(edition: str) -> None:
    typed = p.parameters(edition)
    for row in p.POINTS:
        value = getattr(typed, FIELDS[row.key].name)
        if isinstance(row.kind, type) and issubclass(row.kind, StrEnum):
            assert isinstance(value, row.kind), (row.key, edition)
            assert value.value == row.values[edition]  # the text the catalogs and diff show
        else:  # a date, or the penalty points: not a member of an enum
            assert isinstance(value, (str, int)), (row.key, edition)


def test_every_member_of_every_type_has_its_text_in_both_languages() -> None:
    # the catalogs word a value as point.<row>.<value>: every value the type allows, not
    # only those an edition uses today, so a new edition cannot pick a value without text
    for row in p.POINTS:
        if isinstance(row.kind, type) and issubclass(row.kind, StrEnum):
            for member in row.kind:
                for lang in ("nl", "en"):
                    assert f"point.{row.key}.{member.value}" in CATALOGS[lang], (row.key, member)


def test_a_value_its_type_does_not_know_is_refused_when_the_table_is_built() -> None:
    # a typo in a row ("both_establshed") cannot reach a ruling: building the row fails
    with pytest.raises(ValueError, match="both_establshed"):
        p._row("64B7", "64B7", BothSidesRevoked, "both_establshed", "both_revoked", "none",
               "none", "both_revoked", "both_revoked")
    with pytest.raises(ValueError):
        p._row("penalty_points", "VII.2b", p._points, "none", "none", "none",
               "-150", "none", "none")


def test_the_values_worked_from_the_texts() -> None:
    # 64B7 (both sides revoked): 2017 asks both to be established, 2007 only that both
    # revoked, 1997 has no such item (it came in 2007)
    assert p.parameters("2017").both_sides_revoked is BothSidesRevoked.BOTH_ESTABLISHED
    assert p.parameters("2007").both_sides_revoked is BothSidesRevoked.BOTH_REVOKED
    assert p.parameters("1997").both_sides_revoked is BothSidesRevoked.NONE
    # 64B2: 2017 "the first established"; 2007 any earlier revoke; 1930 only the points
    assert p.parameters("2017").later_revoke is LaterRevoke.FIRST_ESTABLISHED
    assert p.parameters("2007").later_revoke is LaterRevoke.ANY
    assert p.parameters("1930").later_revoke is LaterRevoke.POINTS_ONLY
    # 64A2's second trick only in 1997; 64B8 and 62D2's reference to 16C only in 2017
    assert [e for e in p.EDITION_KEYS
            if p.parameters(e).second_trick is SecondTrick.EXTRA_TRICK] == ["1997"]
    assert [e for e in p.EDITION_KEYS
            if p.parameters(e).both_corrected_exempt is Has.YES] == ["2017"]
    assert [e for e in p.EDITION_KEYS
            if p.parameters(e).twelfth_partner is TwelfthPartner.RULE_16C] == ["2017"]
    # 63A4 is new in 2017; 1997's 63A3 "acquiesces in"; 1930 had no such rule
    assert p.parameters("2017").agreed_claim is AgreedClaim.RULE_63A4
    assert p.parameters("1997").agreed_claim is AgreedClaim.ACQUIESCES_63A3
    assert p.parameters("1930").agreed_claim is AgreedClaim.NONE
    # 150 penalty points in 1930 (VII.2b), none elsewhere; 64C two rules only in 2017
    assert [p.parameters(e).penalty_points for e in p.EDITION_KEYS] == [0, 0, 0, 150, 0, 0]
    assert p.parameters("2017").equity is Equity64C.RULES_64C1_64C2
    assert p.parameters("home").equity is Equity64C.PLAYERS


def test_each_edition_reads_its_own_column() -> None:
    for key in EDITIONS:
        assert find_edition(key).params == p.parameters(key)
    with pytest.raises(KeyError):
        p.parameters("1850")
