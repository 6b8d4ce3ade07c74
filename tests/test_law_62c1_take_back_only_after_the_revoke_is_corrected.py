"""Law 62B then 62C1 (trial F1): the cards played after a revoke are taken back once the
revoke is corrected, so the page offers a non-offender's take-back only after the offender
has put a legal card in place of his revoke card (the law does not order the two: the engine
still takes a case file told the other way, as it always did).  Before, "Verloop" offered
South's take-back at once and, tapped first, asked South to replay before East had
corrected, then asked East to play "in the corrected trick" after him.

Worked by hand (the README's trick 6, WBF 2017): South leads ♣5, West plays ♥3 holding ♣10
(a revoke), North (dummy) ♣6, East ♣K; South notices at once, before the offending side
plays to trick 7, so the revoke is not established (63A1) and must be corrected (62A):
- 62B: West withdraws ♥3 and plays a club (♣10); from a defender's unfaced hand ♥3 becomes a
  major penalty card (62B1);
- only then 62C1: North played after the revoke, so declarer may take dummy's ♣6 back (45B);
  East, of the offending side, only after that (62C2).
"""

from __future__ import annotations

from typing import Any

import pytest

from test_law_62_revoke_told_by_taps_page import EXAMPLE_1, client, told, whatnow

assert client  # the module's fixture, used by name below

TRICK_6 = [*EXAMPLE_1[:5], "card:C5", "card:H3", "card:C6", "card:CK", "revoke:1:S"]


def offered(html: str, kind: str) -> list[str]:
    import re
    return re.findall(rf'value="({kind}:[^"]*)"', html)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_take_back_is_offered_before_the_offender_has_corrected(client: Any,
                                                                   lang: str) -> None:
    html = told(client, TRICK_6, lang)
    assert offered(html, "withdraw") == []
    assert "card:CT" in offered(html, "card")  # West's club: the correction comes first
    assert whatnow(html)[0].endswith("(art. 62B1)" if lang == "nl" else "(Law 62B1)")


def test_once_corrected_declarer_may_take_back_dummys_card(client: Any) -> None:
    html = told(client, [*TRICK_6, "card:CT"])
    assert offered(html, "withdraw") == ["withdraw:N:C6"]  # East's ♣K only after (62C2)
    after = told(client, [*TRICK_6, "card:CT", "withdraw:N:C6"])
    # North plays again to the corrected trick; then East may take his ♣K back (62C2)
    assert offered(after, "withdraw") == ["withdraw:E:CK"]
