"""An error on the quick form names the form's own rows, not the places of the case it is
made into (phone trial: the same revoke entered twice read "revokes[1] herhaalt revokes[0]",
internal names counted from 0; a tampered trick 6 read 'veld "tricks[5]"')."""

from __future__ import annotations

import html

import pytest

from conftest import web_client

WINNERS = "EW EW NS NS NS N NS NS EW NS NS EW NS".split()  # the seed's example 1


@pytest.fixture(scope="module")
def client():
    return web_client()


def form(**extra: str) -> dict[str, str]:
    out = {"level": "4", "strain": "S", "declarer": "S", "vul": "None"}
    out.update({f"t{n}": w for n, w in enumerate(WINNERS, 1)})
    out.update(extra)
    return out


def said(client, data: dict[str, str], lang: str) -> str:
    res = client.post(f"/quick?lang={lang}", data=data, headers={"X-Fragment": "1"})
    assert res.status_code == 422
    return html.unescape(res.text)


@pytest.mark.parametrize(("lang", "text"), [
    ("nl", "verzaking 2 herhaalt verzaking 1: Oost in slag 6"),
    ("en", "revoke 2 repeats revoke 1: East on trick 6")])
def test_the_same_revoke_twice_names_the_two_rows(client, lang: str, text: str) -> None:
    page = said(client, form(r1_seat="E", r1_trick="6", r2_seat="E", r2_trick="6"), lang)
    assert text in page and "revokes[" not in page


def test_a_tampered_trick_row_names_the_trick_as_the_form_shows_it(client) -> None:
    page = said(client, form(t6="Q", r1_seat="E", r1_trick="6"), "nl")
    assert 'veld "slag 6"' in page and "tricks[" not in page


@pytest.mark.parametrize(("lang", "text"), [("nl", "Ingevuld: één slag."),
                                            ("en", "Filled in: one trick.")])
def test_one_trick_filled_in_is_said_in_the_singular(client, lang: str, text: str) -> None:
    # phone trial: "Er zijn 1 slagen ingevuld"
    data = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "t1": "EW"}
    res = client.post(f"/quick?lang={lang}", data=data, headers={"X-Fragment": "1"})
    assert res.status_code == 400 and text in html.unescape(res.text)
