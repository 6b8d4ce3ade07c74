"""The hand-record page with a club's file (issue 30, item 4), server and offline bridge.

A board number typed for a file that holds it at thirty tables asks which table (thirty
buttons, in table order, each naming its table and pairs) and rules only the one
picked; the table typed beside the number rules it at once.  Without a number the list
is sorted by board and table and can be searched (sent with the form where the page has
no script).  Records whose file does not tell them apart say their place in words.

Expected values by hand: board 2 at table 17 is the seed's example 1 (64A2, one trick to
North-South: 4♠ made, +420 instead of −50); every other record has no play.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from clubfile import REVOKE_BOARD, REVOKE_TABLE, TABLES, club_pbn
from conftest import web_client

FRAGMENT = {"X-Fragment": "1"}
CLUB = club_pbn()


@pytest.fixture(scope="module")
def client() -> Any:
    return web_client()


def post(client: Any, **fields: str) -> Any:
    return client.post("/record", data={"text": CLUB, **fields}, headers=FRAGMENT)


def labels(html: str, *, shown_only: bool = False) -> list[str]:
    items = re.findall(r'<li data-board[^>]*?( hidden)?>.*?<span class="pick-board">([^<]*)<',
                       html)
    return [label for hidden, label in items if not (shown_only and hidden)]


def test_a_board_number_asks_which_table_and_lists_its_thirty_tables_in_order(
        client: Any) -> None:
    res = post(client, board="2")
    assert res.status_code == 200
    assert "Spel 2: welke tafel?" in res.text and '<article class="ruling"' not in res.text
    assert labels(res.text) == [f"Spel 2 · tafel {n}" for n in range(1, TABLES + 1)]
    # the pairs as the file names them, North-South then East-West
    assert "NZ: Noord Speler17 – Zuid Speler17 · OW: Oost Speler17 – West Speler17" in res.text


def test_the_table_picked_is_the_one_ruled(client: Any) -> None:
    asked = post(client, board=str(REVOKE_BOARD)).text
    pick = re.search(r'name="pick" value="(\d+)"[^>]*>[^<]*<span class="pick-board">'
                     rf"Spel 2 · tafel {REVOKE_TABLE}<", asked)
    assert pick is not None
    res = post(client, board=str(REVOKE_BOARD), pick=pick.group(1))
    assert res.status_code == 200 and res.text.count('<article class="ruling"') == 1
    assert '<td class="after">+420</td>' in res.text and '<td class="before">−50</td>' in res.text


def test_the_table_typed_beside_the_board_rules_it_at_once(client: Any) -> None:
    for table in ("17", "Speler17", "tafel 17"):
        res = post(client, board="2", table=table)
        assert res.status_code == 200 and res.text.count('<article class="ruling"') == 1, table
        assert '<td class="after">+420</td>' in res.text
    res = post(client, board="2", table="31", lang="en")
    assert res.status_code == 422
    assert "board 2 is in the file, but not for table 31: 30 times for other tables" in res.text


def test_without_a_number_the_list_is_sorted_by_board_then_table(client: Any) -> None:
    res = post(client)
    assert res.status_code == 200
    assert labels(res.text) == [f"Spel {b} · tafel {n}" for b in (1, 2, 3)
                                for n in range(1, TABLES + 1)]
    assert "90 verslagen van 3 spellen" in res.text


@pytest.mark.parametrize(("find", "expected"), [
    ("spel 2 tafel 17", ["Spel 2 · tafel 17"]),
    ("tafel 17", ["Spel 1 · tafel 17", "Spel 2 · tafel 17", "Spel 3 · tafel 17"]),
    ("3 17", ["Spel 3 · tafel 17"]),          # board 3 at table 17 (there is no board 17)
    ("verzaking: o", ["Spel 2 · tafel 17"]),  # the one record with a revoke (East's)
    ("west speler05 spel 1", ["Spel 1 · tafel 5"]),
    ("tafel 31", []),
])
def test_the_search_sent_without_script_keeps_what_fits(client: Any, find: str,
                                                        expected: list[str]) -> None:
    res = post(client, find=find)
    assert labels(res.text, shown_only=True) == expected
    assert len(labels(res.text)) == 3 * TABLES  # the rest hidden, not gone: the script shows
    none = re.search(r'<p class="pick-none"[^>]*>', res.text)  # them again as the search
    assert none is not None and ("hidden" in none.group(0)) == bool(expected)  # changes


def test_records_that_nothing_tells_apart_say_their_place_in_words(client: Any) -> None:
    one = '[Board "5"]\n[Contract "Pass"]\n\n'
    res = client.post("/record", data={"text": one * 3}, headers=FRAGMENT)
    assert labels(res.text) == [f"Spel 5 · verslag {n} van 3 van dit spel" for n in (1, 2, 3)]
    res = client.post("/record?lang=en", data={"text": one * 2, "lang": "en"}, headers=FRAGMENT)
    assert labels(res.text) == [f"Board 5 · record {n} of 2 of this board" for n in (1, 2)]


def test_the_api_takes_the_table(client: Any) -> None:
    res = client.post("/api/rule?board=2&table=17", content=CLUB,
                      headers={"Content-Type": "text/plain"})
    assert res.status_code == 200
    [ruling] = res.json()
    assert ruling["score_ns"] == {"played": -50, "adjusted": 420}


def test_the_offline_bridge_asks_and_rules_as_the_server_does() -> None:
    pytest.importorskip("jinja2")
    from verzaking.site import bridge

    def hook(**options: str) -> dict[str, Any]:
        out: dict[str, Any] = json.loads(bridge.rule(CLUB, json.dumps(
            {"html": True, "page": "record", "lang": "nl", **options})))
        return out

    asked = hook(board="2")
    assert asked["json"] == [] and "Spel 2: welke tafel?" in asked["html"]
    assert len(labels(asked["html"])) == TABLES
    ruled = hook(board="2", table="17")
    [one] = ruled["json"]
    assert one["score_ns"] == {"played": -50, "adjusted": 420}
    found = hook(find="spel 2 tafel 17")
    assert labels(found["html"], shown_only=True) == ["Spel 2 · tafel 17"]
