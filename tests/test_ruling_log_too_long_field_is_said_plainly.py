"""A log field that is too long is said plainly, with its limit (phone trial: a new entry's
long event read "-: veld 'event' klopt niet: verwacht een korte tekst", a stray "-" for the
place a new entry does not have, and no limit)."""

from __future__ import annotations

import pytest

from verzaking.ruling_log.entries import check_content
from verzaking.ruling_log.errors import LogError

CONTENT = {"case": {"contract": "Pass"}, "ruling": {}}


@pytest.mark.parametrize(("lang", "said"), [
    ("nl", "Veld 'wedstrijd' is te lang: hoogstens 200 tekens"),
    ("en", "Field 'event' is too long: at most 200 characters")])
def test_a_new_entry_s_long_event_names_the_limit_and_no_place(lang: str, said: str) -> None:
    with pytest.raises(LogError) as exc:
        check_content({**CONTENT, "event": "x" * 201}, where="-", ruling=False)
    assert exc.value.message(lang) == said


def test_an_imported_entry_keeps_its_place() -> None:
    with pytest.raises(LogError) as exc:
        check_content({**CONTENT, "note": "x" * 4001}, where="3", ruling=False)
    assert exc.value.message("en") == "3: field 'note' is too long: at most 4000 characters"
    assert exc.value.message("nl") == "3: veld 'notitie' is te lang: hoogstens 4000 tekens"


def test_a_pair_too_long_is_said_as_such_not_as_a_shape() -> None:
    # phone trial: "field 'pairs' is wrong: expected {"ns": …, "ew": …} with texts"
    with pytest.raises(LogError) as exc:
        check_content({**CONTENT, "pairs": {"ns": "x" * 201, "ew": None}}, where="2",
                      ruling=False)
    assert exc.value.message("nl") == "2: veld 'paar NZ' is te lang: hoogstens 200 tekens"
