"""The ruling on the phone pages while play goes on (issue 28, second round, items 12 and 13):

- a revoke nobody has drawn attention to, not yet established (62A: it must still be
  corrected if noticed in time; 63A1: established once the offending side plays on), is
  headed as open, not "geen slagen overgedragen (art. 62A)", which read as settled; the
  steps say so too, on the command line as well;
- the trick table's key shows a mark only when the table uses it (after a correction the
  revoke card is gone from its trick: "* verzaakt" stood under a table without a star), and
  the table says under a trick what the command line says beside it: the revoke corrected
  there and the penalty cards on the table.

The deal (the README's), 4S by South; tricks 1-5 as in the README; trick 6: South DQ, West
H3 while he holds DJ (a revoke, 61A), North (dummy) D8, East D9.
"""

from __future__ import annotations

import html
import json
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("jinja2")

import verzaking
from conftest import web_client
from verzaking.render.text import step_text
from verzaking.site import bridge

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
FIVE = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8"]


def case(*events: Any) -> dict[str, Any]:
    return {"contract": "4S", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": [*FIVE, *events]}


def pages(c: dict[str, Any], lang: str) -> list[str]:
    """The ruling's area on the server's page and in the offline app."""
    res = web_client().post(f"/record?lang={lang}", data={"text": json.dumps(c)},
                            headers={"X-Fragment": "1"})
    assert res.status_code == 200
    offline = json.loads(bridge.rule(json.dumps(c), json.dumps({"lang": lang, "html": "1"})))
    return [html.unescape(res.text), html.unescape(offline["html"])]


OPEN = case("DQ H3 D8")  # East still to play to trick 6; nobody has said anything


@pytest.mark.parametrize(("lang", "head", "settled"), [
    ("nl", "West verzaakte in slag 6: nog open, niet voldongen en er is nog niet op gewezen "
           "(art. 62A)", "West verzaakte in slag 6: geen slagen overgedragen"),
    ("en", "West revoked on trick 6: still open, not established and no attention drawn to it "
           "yet (Law 62A)", "West revoked on trick 6: no tricks transferred")])
def test_an_open_revoke_is_headed_as_open(lang: str, head: str, settled: str) -> None:
    for page in pages(OPEN, lang):
        assert f"<li>{head}</li>" in page
        assert settled not in page


def test_the_steps_say_it_is_open_and_what_follows_either_way() -> None:
    r = verzaking.rule(OPEN, equity=False)
    [rr] = r.revokes
    codes = [s.code for s in rr.steps]
    assert "62A.open" in codes and "62A.correct_open" in codes
    assert "62A.given" not in codes  # "(as found at the table)": nobody found anything
    said = {s.code: step_text(s, "nl") for s in rr.steps}
    assert said["62A.open"] == ("De verzaking van West in slag 6 is nog niet voldongen en er "
                                "is nog niet op gewezen. (art. 62A)")
    assert said["62A.correct_open"].endswith(
        "Speelt de partij van West eerst mee in een volgende slag, dan is ze voldongen (63A1). "
        "(art. 62A)")


def test_once_corrected_the_headline_is_the_settled_one() -> None:
    corrected = case("DQ H3 D8 D9", {"type": "attention", "seat": "W"}, {"type": "play",
                                                                          "card": "DJ"})
    for page in pages(corrected, "nl"):
        assert "<li>West verzaakte in slag 6: geen slagen overgedragen (art. 62A)</li>" in page


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_after_a_correction_no_star_in_the_key_and_the_trick_says_what_happened(
        lang: str) -> None:
    # corrected: West's H3 is off trick 6 (now DQ DJ D8 D9), a major penalty card (62B1);
    # no card of the table carries the revoke mark, and nothing was transferred
    corrected = case("DQ H3 D8 D9", {"type": "attention", "seat": "W"}, {"type": "play",
                                                                          "card": "DJ"})
    note = {"nl": "verzaking W hersteld; strafkaart W ♥3 (groot)",
            "en": "revoke W corrected; penalty card W ♥3 (major)"}[lang]
    for page in pages(corrected, lang):
        assert 'class="mark"' not in page
        assert '<p class="legend"><span class="key rv">' not in page
        assert 'class="key moved"' not in page
        assert f'<tr class="note-row"><td colspan="6">{note}</td></tr>' in page


def test_with_a_revoke_card_in_the_table_the_key_explains_the_star() -> None:
    # established (West plays on to trick 7): H3 stays in trick 6, starred; tricks move only
    # at the end of play, so the key has the star and not the arrow
    established = case("DQ H3 D8 D9", "SQ H5 S2 C4")
    for page in pages(established, "nl"):
        assert 'class="mark"' in page
        assert '<p class="legend"><span class="key rv">*</span> verzaakt</p>' in page
