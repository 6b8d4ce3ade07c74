"""1997 Laws, a dummy who lost his rights asks declarer "no clubs?": declarer substitutes a
club and the tricks are adjusted as if the revoke were established (1997 43B2(b)).

Published round 2, files 44a-44c (rewritten here): EBU White Book 2004, 43.1, quoting the
WBF Laws Committee, minute of 12 January 2000, item 2: the card substituted for the revoke
card decides who won the revoke trick; then (a) declarer wins it but no later trick: one
trick; (b) he wins it and later tricks: two; (c) dummy wins it and the later tricks, none in
declarer's hand: one, because a trick won in dummy is not won by declarer, and declarer won
no later trick with a card he could have played to the revoke trick.  (c) settles for 1997
what 2007 and 2017 say in a footnote to 64A, which the ruling used to call unconfirmed.

Worked by hand, 4♥ by South, tricks 1-10 by their winners (7 for North-South; West won
trick 10 and leads trick 11 with ♣5, North ♣2 or ♣K, East ♣3, South ♥4 then ♣A or ♣2):
- (a) South's ♣A wins trick 11; East-West win 12 and 13 (♦A, ♦K): declarer 8.  64A1, the
  revoke trick only (no later trick of his side): 7, 4♥-3, -150.
- (b) ♣A wins trick 11, North-South win 12 and 13: declarer 10.  64A1, trick 11 and one
  later trick: 8, 4♥-2, -100.
- (c) North's ♣K wins trick 11 (South ♣2), North wins 12 and 13: declarer 10.  64A2, one
  trick (the minute; not 64A1's two): 9, 4♥-1, -50.
"""

from __future__ import annotations

import pytest

import verzaking
from verzaking.render.text import step_text

PREFIX = ["NS", "NS", "EW", "NS", "NS", "NS", "EW", "NS", "NS", "W"]


def case(north: str, south: str, rest: list[str]) -> dict:
    return {"laws": "1997", "contract": "4H", "declarer": "S", "vulnerable": "None",
            "tricks": PREFIX,
            "events": [{"type": "dummy_forfeited"}, f"C5 {north} C3",
                       {"type": "play", "seat": "S", "card": "H4", "revoke": True},
                       {"type": "question", "seat": "N", "to": "S"},
                       {"type": "play", "seat": "S", "card": south}, *rest]}


@pytest.mark.parametrize(("name", "c", "rule", "moved", "result"), [
    ("a", case("C2", "CA", ["D2 DA D3 D4", "DK D5 D6 D7"]), "64A1", 1, (8, 7, -150)),
    ("b", case("C2", "CA", ["D2 D3 DA D4", "SA S2 S3 S4"]), "64A1", 2, (10, 8, -100)),
    ("c", case("CK", "C2", ["SA S2 S3 S4", "DA D2 D3 D4"]), "64A2", 1, (10, 9, -50)),
])
def test_white_book_2004_43_1(name: str, c: dict, rule: str, moved: int,
                              result: tuple[int, int, int]) -> None:
    r = verzaking.rule(c, equity=False)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == (rule, moved), name
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted, r.score_ns_adjusted) == result
    [as_if] = [s for s in r.steps if s.code == "as_if.established"]
    assert "12 January 2000" in step_text(as_if, "en")
    assert "12 januari 2000" in step_text(as_if, "nl")


def test_c_dummys_trick_cites_the_minute_not_an_unconfirmed_footnote() -> None:
    r = verzaking.rule(case("CK", "C2", ["SA S2 S3 S4", "DA D2 D3 D4"]), equity=False)
    [step] = [s for s in r.steps if s.code.startswith("64A2.dummy_won")]
    assert step.code == "64A2.dummy_won_1997"
    en = step_text(step, "en")
    assert "WBF Laws Committee" in en and "43.1(c)" in en and "confirmed" not in en
