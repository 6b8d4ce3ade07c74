"""1997 Law 64A2: a second trick goes over when the offender later wins a trick with a card
he could legally have played to the revoke trick, but only while his side has a further
trick to give (WBF Laws Committee minute of 2000-01-12, quoted in the EBU White Book 2004).
With one trick of theirs after the revoke, one trick goes over, and the ruling says why:
not that "another revoke" took the second.

Quick case, 4S by South, nobody vulnerable: East revokes on trick 5 (North-South win it)
and later wins trick 8 with a card of the suit led he had kept; East-West win nothing else.
"""

from __future__ import annotations

import verzaking
from conftest import case
from verzaking.render.text import step_text


def test_1997_the_extra_trick_needs_a_further_trick_of_the_offending_side() -> None:
    c = case("NS NS NS NS NS NS NS E NS NS NS NS NS",
             [{"seat": "E", "trick": 5, "won_later_with_suit_led": True}])
    r = verzaking.rule(c, laws="1997")
    [rr] = r.revokes
    # East-West won one trick after the revoke (trick 8): it goes over, nothing more.
    # 12 as played, 13 after: +510
    assert (rr.rule, rr.tricks_transferred, rr.transferred) == ("64A2", 1, (8,))
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (12, 13)
    codes = [s.code for s in rr.steps]
    assert "64A.exhausted" not in codes and "64A2.1997_extra" not in codes
    note = next(s for s in rr.steps if s.code == "64A2.1997_extra_no_further")
    assert "but his side won no further trick" in step_text(note, "en")
    assert "maar zijn partij won geen slag meer" in step_text(note, "nl")


def test_1997_with_a_further_trick_two_go_over() -> None:
    # East-West also win trick 10: two tricks, 8 and 10 (11 -> 13)
    c = case("NS NS NS NS NS NS NS E NS EW NS NS NS",
             [{"seat": "E", "trick": 5, "won_later_with_suit_led": True}])
    r = verzaking.rule(c, laws="1997")
    assert (r.revokes[0].tricks_transferred, r.declarer_tricks_adjusted) == (2, 13)
