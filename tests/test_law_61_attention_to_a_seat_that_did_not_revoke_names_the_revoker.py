"""An ``attention`` event that names a seat that did not revoke, while another seat's revoke is
open, is refused with who did revoke and on which trick, and which event it is (issue 28,
second round, item 10: a director typed East for West and read only "there is no revoke to
draw attention to").  On the command line (exit code 2), the server's page (422) and the
offline app alike.

The deal (the README's), 4S by South; tricks 1-5 as in the README; trick 6: South DQ, West
H3 while he holds DJ (a revoke by West, 61A/44C), North D8, East D9; then the seventh event
draws attention to East, who followed suit every time.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import pytest

import verzaking
from conftest import web_client
from verzaking.cli import main
from verzaking.site import bridge

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
FIVE = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8"]


def case(*events: Any) -> dict[str, Any]:
    return {"contract": "4S", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": [*FIVE, "DQ H3 D8 D9", *events]}


NL = ("gebeurtenis 7 (attention): Oost verzaakte niet; West verzaakte in slag 6 (bedoelt u "
      "\"seat\": \"W\"?)")
EN = ("event 7 (attention): East did not revoke; West revoked on trick 6 (did you mean "
      "\"seat\": \"W\"?)")


def test_the_library_names_who_did_revoke_and_where() -> None:
    with pytest.raises(verzaking.VerzakingError) as err:
        verzaking.rule(case({"type": "attention", "seat": "E"}), equity=False)
    assert err.value.code == "timeline_no_revoke_by"
    assert err.value.message("nl").endswith(NL)
    assert err.value.message("en").endswith(EN)


def test_a_seat_whose_revoke_was_already_put_right_is_told_so() -> None:
    # Attention to West's revoke, and West plays DJ: corrected (62A), DQ wins trick 6.
    done = [{"type": "attention", "seat": "W"}, {"type": "play", "card": "DJ"}]
    # Attention to West again, with nothing open: the plain message.
    with pytest.raises(verzaking.VerzakingError) as err:
        verzaking.rule(case(*done, {"type": "attention", "seat": "W"}), equity=False)
    assert err.value.code == "timeline_no_revoke"
    # Trick 7: South leads SQ; West, out of spades, plays his penalty card H3 (50D1); North
    # (dummy) plays H6 though he holds S9 S2 (a revoke by dummy, 61A); East C4.  Attention to
    # West now: his revoke was dealt with; North's is the open one, and the message says so.
    trick7 = "SQ H3 H6 C4"
    with pytest.raises(verzaking.VerzakingError) as err:
        verzaking.rule(case(*done, trick7, {"type": "attention", "seat": "W"}), equity=False)
    assert err.value.code == "timeline_no_revoke_drawn"
    assert err.value.message("nl").endswith(
        "gebeurtenis 10 (attention): op de verzaking van West is al gewezen; open is nog de "
        "verzaking van Noord in slag 7 (bedoelt u \"seat\": \"N\"?)")


def test_the_command_line_says_it_with_exit_code_2(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "wrong_seat.json"
    path.write_text(json.dumps(case({"type": "attention", "seat": "E"})), encoding="utf-8")
    assert main(["rule", str(path)]) == 2
    assert capsys.readouterr().err.strip() == f"{path}, {NL}"
    assert main(["next", str(path), "--lang", "en"]) == 2
    assert capsys.readouterr().err.strip() == f"{path}, {EN}"


@pytest.mark.parametrize(("lang", "expected"), [("nl", NL), ("en", EN)])
def test_the_server_page_and_the_offline_app_say_it(lang: str, expected: str) -> None:
    text = json.dumps(case({"type": "attention", "seat": "E"}))
    res = web_client().post(f"/record?lang={lang}", data={"text": text, "lang": lang},
                            headers={"X-Fragment": "1"})
    assert res.status_code == 422
    assert expected in html.unescape(res.text)
    out = json.loads(bridge.rule(text, json.dumps({"lang": lang})))
    assert out["json"][0]["error"] == expected
