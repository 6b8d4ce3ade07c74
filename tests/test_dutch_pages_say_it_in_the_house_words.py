"""Words on the phone pages, as a Dutch club director reads them (trial F8-F13).

Each expected text is what the house's words say for the case, by hand:
- F8: the offline app's status line names the editions in the page's language: the years,
  then "robberbridge, thuis" (the edition labels "Robberbridge", "Thuis (verzaking
  terug)"), not the keys "rubber, home";
- F9: a record without play has no revoke to see (the ruling says so, 61A): the picker says
  "geen spelverloop", not "geen verzaking";
- F10: "uitkomen" is the opening lead, "voorspelen" a later lead: 4♠ by South, so West
  leads trick 1 ("komt uit"); trick 2 is led by its winner ("speelt voor"), and a lead out
  of turn there is "Voorspelen buiten de beurt";
- F11: 64B4 is a call on the next board, a pass included: "een bod of pas";
- F12: "1 handen" is not Dutch: the count is said without a plural noun;
- F13: dummy's card is taken back by declarer (45B) only where dummy played after the
  revoke: with North (dummy) before the revoke, 62C1 names South alone and no dummy.
"""

from __future__ import annotations

from typing import Any

import pytest

from test_law_62_revoke_told_by_taps_page import SETUP, client, hidden, told, whatnow
from verzaking.io import iter_read_text
from verzaking.site.build import laws_said
from verzaking.web.picker import board_choice

assert client  # the module's fixture, used by name below


def test_f8_the_status_line_names_the_editions_in_the_pages_language() -> None:
    assert laws_said("nl") == "2017, 2007, 1997, 1930, robberbridge, thuis"
    assert laws_said("en") == "2017, 2007, 1997, 1930, rubber, home"


def test_f9_a_record_without_play_says_no_play_not_no_revoke() -> None:
    pbn = ('[Board "3"]\n[Dealer "S"]\n[Vulnerable "None"]\n'
           '[Deal "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"]\n'
           '[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n')
    [item] = list(iter_read_text(pbn, name="club.pbn"))
    assert board_choice(0, item, "nl")["detail"] == "4♠ Z · geen spelverloop"
    assert board_choice(0, item, "en")["detail"] == "4♠ S · no play"


def test_f10_the_opening_lead_comes_out_later_leads_are_led(client: Any) -> None:
    first = client.post("/tell?lang=nl", data={"lang": "nl", **SETUP, "do": ""},
                        headers={"X-Fragment": "1"}).text
    assert "Slag 1: West komt uit" in first and "Uitkomst buiten de beurt" in first
    later = told(client, ["card:DA", "card:D2", "card:D3", "card:D4"])  # West's ♦A wins
    assert "Slag 2: West speelt voor" in later and "komt uit" not in later
    assert "Voorspelen buiten de beurt" in later and "Uitkomst buiten de beurt" not in later
    after_won = told(client, ["won:NS"])  # who of North-South won trick 1 leads trick 2
    assert "Wie van NZ won slag 1 (die speelt voor)?" in after_won


def test_f11_the_next_board_call_includes_a_pass() -> None:
    from verzaking.web.view import t
    assert t("tell_next_board_call", "nl", seat="Noord") == (
        "Noord heeft op het volgende spel een bod of pas gedaan")


def test_f12_the_deal_check_says_a_count_of_hands_in_good_dutch(client: Any) -> None:
    state = {"deal": "N:9742.AQJ6.852.63"}
    html = client.post("/tell?lang=nl", data={"lang": "nl", **SETUP, **state, "do": ""},
                       headers={"X-Fragment": "1"}).text
    assert "het aantal handen in de verdeling is 1 in plaats van 4" in html
    assert "1 handen" not in html


@pytest.mark.parametrize(("taps", "dummy"), [
    # North leads ♥2 (won trick 1), East ♣2 (revokes), South ♥A, West ♥3: South played after
    (["won:N", "card:H2", "card:C2", "card:HA", "card:H3", "revoke:1:S"], False),
    # the README's trick 6: South ♣5, West ♥3 (revokes), North (dummy) ♣6, East ♣K
    (["won:EW", "won:EW", "won:NS", "won:NS", "won:S", "card:C5", "card:H3", "card:C6",
      "card:CK", "revoke:1:S"], True),
])
def test_f13_dummy_is_named_only_where_dummy_played_after_the_revoke(
        client: Any, taps: list[str], dummy: bool) -> None:
    html = told(client, taps)
    said = html.split("Wat er gebeurde", 1)[-1] if "Wat er gebeurde" in html else html
    assert ("van de blinde beslist de leider, 45B" in said) is dummy
    assert hidden(html)["events"]
    assert whatnow(html)
