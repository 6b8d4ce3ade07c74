"""Issue 30, item 1: a board told by taps on the page "Verloop / Play by play" (``/tell``),
tap by tap, as the server answers each tap and as the offline app's engine draws it (the same
area).  The taps offered come from the table's choices; "what now?" after each.

The seed's worked example 1 (../shared/seeds/000_*, "Voorbeeld 1"): South plays 4♠, nobody
vulnerable; West took tricks 1 and 2, South 3 to 5; on trick 6 South leads a heart to
dummy's ♥A and East, who still holds ♥4, discards a club.  Told here as noticed at once,
by South, so corrected.  The cards of trick 6 are the README's deal's (H2 H3 HA C4).

Worked by hand (2017):
- 62A: not established (East's side has not played to trick 7), so it is corrected: East
  takes ♣4 back and follows suit with a heart (62B); from a defender's hand it becomes a
  major penalty card (62B1), played at the first legal opportunity (50D1).
- 62C: East was the last to play to trick 6: nobody played after the revoke, so nobody has a
  card to take back (no 62C line).
- 50D2: when West next gains the lead, declarer chooses first (announced now, 50D2); 50E.
- East plays ♥4: ♥2 ♥3 ♥A ♥4, dummy's ♥A wins, North leads to trick 7.
"""

from __future__ import annotations

import json
import re
import warnings
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")
pytest.importorskip("jinja2")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from verzaking.site import bridge
from verzaking.web import create_app
from verzaking.web.limits import Limits

SETUP = {"level": "4", "strain": "S", "dbl": "", "declarer": "S", "vul": "None", "laws": "2017",
         "board": "", "deal": ""}
EXAMPLE_1 = ["won:EW", "won:EW", "won:NS", "won:NS", "won:S",
             "card:H2", "card:H3", "card:HA", "card:C4", "revoke:3:S"]


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(Limits(processes=0)), raise_server_exceptions=False) as c:
        yield c


def hidden(html: str) -> dict[str, str]:
    """The state the area carries to the next tap."""
    found = re.findall(r'<input type="hidden" form="tell" name="(\w+)" value="([^"]*)">', html)
    return {k: v.replace("&#34;", '"').replace("&#39;", "'").replace("&amp;", "&")
            for k, v in found}


def told(client: Any, taps: list[str], lang: str = "nl") -> str:
    """The area after ``taps``, each posted as the page's script posts it."""
    state: dict[str, str] = {}
    html = ""
    for do in taps:
        res = client.post(f"/tell?lang={lang}", data={"lang": lang, **SETUP, **state, "do": do},
                          headers={"X-Fragment": "1"})
        assert res.status_code == 200, (do, res.text[:500])
        html = res.text
        state = hidden(html)
    return html


def whatnow(html: str) -> list[str]:
    block = html.split('class="tell-whatnow"', 1)[1].split("</section>", 1)[0]
    return [re.sub(r"<[^>]+>", "", li) for li in re.findall(r"<li>(.*?)</li>", block)]


def test_the_page_opens_with_the_setup_taps_and_says_what_comes_first(client: Any) -> None:
    html = client.get("/tell?lang=nl").text
    assert 'id="tell"' in html and 'name="level"' in html and "Verdeling (niet nodig)" in html
    assert "Tik eerst het contract en de leider." in html
    assert 'href="/tell?lang=nl" aria-current="page"' in html


def test_example_1_noticed_at_once_names_the_major_penalty_card_and_no_card_to_take_back(
        client: Any) -> None:
    html = told(client, EXAMPLE_1)
    lines = whatnow(html)
    assert lines[0] == ("Oost bekent alsnog met een hartenkaart; ♣4 blijft als grote strafkaart "
                        "open op tafel liggen. (art. 62B1)")
    assert [line.rsplit("(art. ", 1)[1] for line in lines] == ["62B1)", "50D1)", "50D2)", "50E)"]
    assert not any("62C" in line for line in lines)  # East played last: nothing after it
    # the next tap: East's card to the corrected trick, any heart not yet seen (no deal)
    assert "Slag 6: Oost speelt een kaart in de herstelde slag" in html
    grid = html.split('class="tell-play"', 1)[1].split("</section>", 1)[0]
    assert set(re.findall(r'value="card:(\w+)"', grid)) == {
        "H" + r for r in "KQJT98765 4".replace(" ", "")}  # ♥A ♥3 ♥2 have been played


def test_east_plays_his_heart_and_north_leads_with_the_penalty_card_still_on_the_table(
        client: Any) -> None:
    html = told(client, [*EXAMPLE_1, "card:H4"])
    lines = whatnow(html)
    assert lines[-1] == "Het spel gaat verder: Noord is aan de beurt in slag 7. (art. 44)"
    assert lines[0].startswith("Oost heeft de strafkaart ♣4 op tafel")
    assert "Strafkaart op tafel, Oost:" in html


def test_a_claim_agreed_ends_play_and_the_ruling_follows(client: Any) -> None:
    # South claims 10 (4♠ made), West agrees: no revoke established, nothing transferred
    # (62A); 4♠ made not vulnerable: 4 x 30 + 300 = +420 (77)
    html = told(client, [*EXAMPLE_1, "card:H4", "act:claim", "seat:S", "total:10", "accept:W"])
    assert '<article class="ruling"' in html
    assert 'class="after">+420<' in html


def test_the_same_in_english_and_the_offline_engine_draws_the_same_area(client: Any) -> None:
    html = told(client, EXAMPLE_1, "en")
    assert whatnow(html)[0] == ("East follows suit with a card of hearts; ♣4 stays face up on "
                                "the table as a major penalty card. (Law 62B1)")
    # the offline app's engine: the same area for the same state and tap
    state = hidden(told(client, EXAMPLE_1[:-1], "en"))
    offline = bridge.tell_page(json.dumps({"lang": "en", **SETUP, **state, "do": "revoke:3:S"}),
                               "en")
    assert whatnow(offline) == whatnow(html)


def test_a_revoke_with_cards_after_it_names_the_non_offenders_right_then_the_offenders(
        client: Any) -> None:
    # the README's trick 6: South leads ♣5, West plays ♥3 holding ♣10 (a revoke), North ♣6,
    # East ♣K; South notices at once.  62C1: North played after the revoke, so declarer may
    # take back dummy's card (45B); 62C2: then East, of the offending side, may too.
    taps = [*EXAMPLE_1[:5], "card:C5", "card:H3", "card:C6", "card:CK", "revoke:1:S"]
    html = told(client, taps, "en")
    laws = [line.rsplit("(Law ", 1)[1] for line in whatnow(html)]
    assert laws[:4] == ["62B1)", "62C1)", "16C)", "62C2)"]
    # the take-back is offered once West has corrected with his ♣10 (62B, then 62C1)
    html = told(client, [*taps, "card:CT"], "en")
    assert "Declarer takes back dummy&#39;s ♣6 (Law 62C1)" in html


def test_a_tap_the_table_refuses_changes_nothing_and_says_why(client: Any) -> None:
    state = hidden(told(client, EXAMPLE_1[:6]))  # trick 6: South led ♥2, West to play
    res = client.post("/tell?lang=nl", data={"lang": "nl", **SETUP, **state, "do": "card:H2"},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 422 and "♥2" in res.text and 'role="alert"' in res.text
    assert hidden(res.text)["events"] == state["events"]


def test_a_broken_state_is_a_message_not_a_server_error(client: Any) -> None:
    res = client.post("/tell?lang=en", data={"lang": "en", **SETUP, "events": "[{", "do": ""},
                      headers={"X-Fragment": "1"})
    assert res.status_code == 400 and "The form could not be read" in res.text


def test_the_deal_is_checked_as_it_is_typed(client: Any) -> None:
    # a deal typed half-way: each hand's count so far, and what is wrong yet
    state = {"deal": "N:9742.AQJ6.852.63 85.4"}
    html = told_with(client, state)
    assert "Verdeling nog niet bruikbaar" in html and "N 13 · O 3 · Z 0 · W 0" in html
    whole = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
    assert "Verdeling compleet (N 13 · O 13 · Z 13 · W 13) ✓" in told_with(client, {"deal": whole})


def told_with(client: Any, setup: dict[str, str]) -> str:
    res = client.post("/tell?lang=nl", data={"lang": "nl", **SETUP, **setup, "do": ""},
                      headers={"X-Fragment": "1"})
    return str(res.text)


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_every_tap_the_page_offers_is_taken(client: Any, seed: int) -> None:
    # a director tapping at random among what the page offers, with and without the deal,
    # under several editions and contracts: the table takes every tap (never a refusal, never
    # a server error), because each comes from what the table offers now
    import random

    rng = random.Random(seed)
    setup = {**SETUP, "level": str(rng.randint(1, 7)), "strain": rng.choice("CDHS") if seed % 3
             else "NT", "declarer": rng.choice("NESW"), "laws": rng.choice(
                 ["2017", "2007", "1997", "rubber"]),
             "deal": "" if seed % 2 else
             "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"}
    res = client.post("/tell", data={"lang": "nl", **setup, "do": ""},
                      headers={"X-Fragment": "1"})
    for _ in range(70):
        values = [v for v in re.findall(r'name="do" value="([^"]*)"', res.text) if v != "undo"]
        if not values:
            break
        cards = [v for v in values if v.startswith("card:")]
        do = rng.choice(cards) if cards and rng.random() < 0.7 else rng.choice(values)
        state = hidden(res.text)
        res = client.post("/tell", data={"lang": "nl", **setup, **state, "do": do},
                          headers={"X-Fragment": "1"})
        assert res.status_code == 200, (do, state, re.findall(r'role="alert"><p>(.*?)</p>',
                                                               res.text))


def test_a_program_gets_what_may_happen_now_as_json(client: Any) -> None:
    # after example 1's revoke noticed at once: the table waits for East's card to the
    # corrected trick (62B), a heart (44C): without the deal any heart not yet seen, ♥A ♥3 ♥2
    # having been played; nobody may take a card back (East played last)
    state = hidden(told(client, EXAMPLE_1[:-1]))
    res = client.post("/tell?format=json", data={"lang": "en", **SETUP, **state,
                                                  "do": EXAMPLE_1[-1]})
    data = res.json()
    assert res.status_code == 200 and data["error"] is None
    assert data["choices"]["waiting"] == "SubstituteDue" and data["choices"]["to_play"] == "E"
    first = data["choices"]["offers"][0]
    assert first == {"kind": "play", "law": "62B", "due": True, "seat": "E",
                     "cards": ["HK", "HQ", "HJ", "HT", "H9", "H8", "H7", "H6", "H5", "H4"]}
    assert not [o for o in data["choices"]["offers"] if o["kind"] == "withdraw"]
    assert data["next"][0].endswith("(Law 62B1)")
    assert json.loads(data["state"]["events"])[-1] == {"type": "attention", "seat": "E",
                                                       "trick": 6, "by": "S"}
