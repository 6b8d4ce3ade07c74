"""The page on a director's phone: what a review at 390 px found (issue 14 follow-up).

Two boards of a team match (open and closed room) that share a table number are told
apart in the picker; a quick ruling without a board number does not put a made-up
number in the log's form; the links and fields a director taps are at least 44 px
high (the style sheet, which the offline app copies).
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from verzaking.web import create_app
from verzaking.web.limits import Limits

STYLE = Path(__file__).resolve().parents[1] / "src" / "verzaking" / "web" / "static" / "style.css"
SHORT_1 = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "short",
           "s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"}
BOARD = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42"]
[Declarer "{decl}"]
[Contract "{contract}"]
[Result "10"]
[Room "{room}"]
[Table "7"]
"""


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(Limits(processes=0)), raise_server_exceptions=False) as c:
        yield c


def test_the_picker_tells_the_open_and_closed_room_of_one_table_apart(client: Any) -> None:
    text = (BOARD.format(decl="S", contract="4H", room="Open") + "\n"
            + BOARD.format(decl="N", contract="4H", room="Closed"))
    html = client.post("/record", data={"text": text}, headers={"X-Fragment": "1"}).text
    labels = re.findall(r"Spel 1 · [^<]*", html)
    assert len(labels) == 2 and labels[0] != labels[1], labels
    # the rooms in the page's words (PBN's "Open" and "Closed"), open first
    assert "tafel 7 · open zaal" in labels[0] and "tafel 7 · gesloten zaal" in labels[1]


def test_a_board_without_a_number_is_not_logged_as_board_1(client: Any) -> None:
    html = client.post("/quick", data=SHORT_1, headers={"X-Fragment": "1"}).text
    field = re.search(r'<input name="board"[^>]*>', html)
    assert field is not None and 'value=""' in field.group(0), field
    html = client.post("/quick", data={**SHORT_1, "board": "7"},
                       headers={"X-Fragment": "1"}).text
    field = re.search(r'<input name="board"[^>]*>', html)
    assert field is not None and 'value="7"' in field.group(0)


def _rule(css: str, selector: str) -> str:
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    found = [body for sel, body in re.findall(r"([^{}]+)\{([^}]*)\}", css)
             if selector in [s.strip() for s in sel.split(",")]]
    assert found, selector
    return " ".join(found)


@pytest.mark.parametrize("selector", [
    "header nav a", ".brand", "summary", ".log-save summary", ".log-links a", ".foot a",
    'table.log-list th[scope="row"] a', ".log-filter input",
    # found on a phone: "back to the log", the link after saving, the share code
    "a[data-log-back]", ".log-saved a", ".share a"])
def test_what_a_director_taps_is_at_least_44_px_high(selector: str) -> None:
    body = _rule(STYLE.read_text(encoding="utf-8"), selector)
    heights = re.findall(r"min-height:\s*(\d+)px", body)
    assert heights and max(int(h) for h in heights) >= 44, (selector, body)
