"""The offline app's short-path ruling says what the server's does (trial F17): without the
cards and play the server adds that an estimate of 64C needs them and that the director
judges (64C); the offline app left that sentence out.  It needs no solver, so the offline
app can say it too; its JSON stays as ``verzaking rule --no-equity`` writes it.

By hand: seed example 1 by the short path (4♠ by South, 9 tricks, East revoked on trick 6,
North-South won it, East-West two tricks later): 64A2, one trick, +420; no deal, so 64C can
only be the director's own judgement.
"""

from __future__ import annotations

import json
import re

import pytest

from conftest import web_client
from verzaking.site import bridge

pytest.importorskip("jinja2")

TAPS = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "short",
        "s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "2"}
NEEDS_DEAL = ("Voor een schatting van de billijkheid (64C) zijn de volledige verdeling en het "
              "spelverloop nodig; die ontbreken hier. De wedstrijdleider oordeelt zelf.")


def steps_of(html: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", li).strip() for li in re.findall(
        r"<li[^>]*>(.*?)</li>", html.split('class="steps"', 1)[1].split("</ol>", 1)[0], re.S)]


def test_the_offline_short_path_ruling_has_the_servers_64c_sentence() -> None:
    case = json.loads(bridge.quick_case_text(json.dumps(TAPS), "nl"))["case"]
    out = json.loads(bridge.rule(case, json.dumps({"lang": "nl", "html": "1", "page": "quick"})))
    assert 'class="after">+420<' in out["html"]
    assert NEEDS_DEAL in out["html"]
    # the JSON is still the command line's --no-equity
    assert not any(s["code"] == "64C.needs_deal" for s in out["json"][0]["steps"])
    server = web_client().post("/quick", data=TAPS, headers={"X-Fragment": "1"}).text
    assert NEEDS_DEAL in server
    assert len(steps_of(server)) >= 5 and steps_of(out["html"]) == steps_of(server)
