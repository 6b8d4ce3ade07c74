"""The short path's "who won that trick?" by seats (issue 30, item 2), without a browser: the
answers name the seats once the revoker is known, and each seat that can win the revoke trick
is in exactly one answer, whose ruling is the law's for that seat.

All 4♠ by South, nobody vulnerable, the revoke on trick 6 (4♠ made +420, +1 +450; down one
-50, two -100, three -150).  Worked by hand:
- East (a defender) revokes, declarer 10 tricks.  East wins it: 64A1, the revoke trick: 11,
  +450.  West wins it: 64A2, one trick: +450.  North (dummy) or South wins it and East-West
  win nothing later: 64B1, nothing moves: +420 (the issue's case; "his partner (or dummy)"
  made it +450).  Dummy wins it and East-West win a later trick: 64A2: +450.
- South (declarer) revokes, 9 tricks (North-South then won at least three after it: "two or
  more").  South wins it: 64A1, the trick and one later: 7, -150.  North (dummy) wins it:
  64A2, one trick (dummy's trick is not declarer's): 8, -100.  East or West wins it: 64A2:
  -100.
- North (dummy) revokes, 9 tricks: 64B3, a revoke by dummy is not rectified: -50, whoever
  won the trick.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

from starlette.testclient import TestClient

from verzaking.cards import Seat
from verzaking.render.i18n import fmt_value
from verzaking.web import create_app
from verzaking.web.limits import Limits
from verzaking.web.shortpath import won_choices


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(Limits(processes=0))) as c:
        yield c


def labels(declarer: str, seat: str, lang: str = "nl") -> list[str]:
    return [label for _, label, _, _ in won_choices(declarer, seat, lang)]


def test_the_answers_name_the_seats_and_their_roles() -> None:
    assert labels("S", "E") == ["Oost zelf", "West", "Noord-Zuid (leider of blinde)"]
    assert labels("S", "S") == ["Zuid zelf (leider)", "Noord (blinde)", "Oost-West"]
    assert labels("S", "N") == ["Noord zelf (blinde)", "Zuid (leider)", "Oost-West"]
    assert labels("W", "N") == ["Noord zelf", "Zuid", "Oost-West (leider of blinde)"]
    assert labels("S", "E", "en") == ["East himself", "West", "North-South (declarer or dummy)"]
    # before the revoker is tapped: no seat, and no dummy in "his partner"
    assert labels("S", "") == ["De verzaker zelf", "Zijn partner", "De andere partij"]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_each_seat_is_in_one_answer_and_dummy_in_one(lang: str) -> None:
    dummy = "blinde" if lang == "nl" else "dummy"
    for declarer in Seat:
        for revoker in Seat:
            said = dict(zip(("offender", "partner", "other"),
                            labels(declarer.letter, revoker.letter, lang), strict=True))
            assert sum(dummy in label for label in said.values()) == 1
            for winner in Seat:
                value = ("offender" if winner == revoker else "partner"
                         if winner == revoker.partner else "other")
                assert fmt_value(winner, "", lang) in said[value]
                if winner == declarer.partner:
                    assert dummy in said[value]


CASES = [  # (revoker, declarer's tricks, answer, later, score, article)
    ("E", "10", "offender", "0", "+450", "64A1"), ("E", "10", "partner", "0", "+450", "64A2"),
    ("E", "10", "other", "0", "+420", "64B1"), ("E", "10", "other", "1", "+450", "64A2"),
    ("S", "9", "offender", "2", "−150", "64A1"), ("S", "9", "partner", "2", "−100", "64A2"),
    ("S", "9", "other", "2", "−100", "64A2"),
    ("N", "9", "offender", "2", "−50", "64B3"), ("N", "9", "partner", "2", "−50", "64B3"),
    ("N", "9", "other", "2", "−50", "64B3"),
]


@pytest.mark.parametrize(("seat", "tricks", "won", "later", "score", "law"), CASES)
def test_the_page_rules_each_revoker_and_winner(client: Any, seat: str, tricks: str, won: str,
                                                later: str, score: str, law: str) -> None:
    form = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "short",
            "s_tricks": tricks, "s_seat": seat, "s_trick": "6", "s_won": won,
            "s_later": later, "lang": "nl"}
    page = client.post("/quick", data=form).text  # the whole page, as without script
    after = re.search(r'<td class="after">([^<]*)</td>', page)
    assert after is not None and after.group(1) == score
    assert f"art. {law}" in page
    # the page drawn again names the seats of the answer the director tapped
    box = page[page.index("data-won-by="):]
    tapped = re.search(r'value="' + won + r'" checked><span>([^<]*)</span>', box)
    assert tapped is not None
    assert tapped.group(1) == dict(zip(("offender", "partner", "other"), labels("S", seat),
                                       strict=True))[won]
