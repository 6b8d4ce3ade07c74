"""1997, both sides revoked, both revokes established: the score to enter is the director's
64C result as though neither side had revoked, not the transfers of 64A.

Published round 2, files 43a and 43d (rewritten here): EBU White Book 2004, 64.3, quoting
the WBF Laws Committee, minute of 1 November 2001, item 4: a defender ruffs (a revoke) and
declarer over-ruffs (a revoke), both sides play on, establishing both; the director
restores equity under 64C based on what would have happened had no revoke occurred.  The
1997 Laws have no 64B item for both sides (64B7 came in 2007), so 64A alone would still
transfer tricks for each revoke: that figure is shown as the automatic one, but it is not
the score to enter.

Worked by hand, 4♠ by South, 10 tricks as played (tricks: NS NS EW NS NS S NS EW NS NS NS
EW NS), East and South both revoke on trick 6, won by South:
- East (did not win trick 6; his side won tricks 8 and 12): 64A2, one trick to North-South.
- South (won trick 6 himself; his side won trick 7 and more): 64A1, two tricks to
  East-West (tricks 6 and 7).
- Automatic figure: 10 + 1 - 2 = 9 tricks, 4♠-1, -50.  Not the score to enter: the
  director's 64C result is.  Without it (43d) nothing is marked to enter and "what now?"
  asks for it, not for 64A2's 1997 second trick (which changes only the transfers).  With
  it (43a: 10 tricks), 4♠ made, +420, for both sides.
- 2007 and 2017 (64B7): no transfer for either, 10 tricks stand, the director's 64C
  (64C2(b)) result replacing them only where he finds damage.
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import FIXTURES
from pbnkit import DEAL
from verzaking.render.compare import compare_text
from verzaking.render.estimate import enter_basis, enter_column, enter_lines
from verzaking.render.jsonout import ruling_to_dict
from verzaking.render.text import step_text

TRICKS = "NS NS EW NS NS S NS EW NS NS NS EW NS".split()
BOTH = [{"seat": "E", "trick": 6}, {"seat": "S", "trick": 6}]


def ruled(laws: str, **extra: object) -> verzaking.Ruling:
    case = {"laws": laws, "contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": TRICKS, "revokes": BOTH, **extra}
    return verzaking.rule(case, equity=False)


def codes(steps: tuple) -> list[str]:
    return [s.code for s in steps]


def test_1997_without_the_figure_the_transfers_are_not_the_score_to_enter() -> None:
    r = ruled("1997")
    assert [rr.rule for rr in r.revokes] == ["64A2", "64A1"]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 9)
    assert r.score_ns_adjusted == -50 and r.equity_replaces_automatic
    said = {s.code: step_text(s, "en") for s in r.steps}
    assert "77.score" not in said and "not the score to enter" in said["77.score_transfers_only"]
    assert "1 November 2001" in said["64C.both_sides_equity"]
    assert "1 november 2001" in step_text(
        next(s for s in r.steps if s.code == "64C.both_sides_equity"), "nl")
    # nothing marked to enter; the line under the table and the JSON say it is his result
    assert enter_column(r) is None and enter_basis(r) == "director"
    assert "without_revoke" in enter_lines(r, "en")[0] and "niet de automatische" in \
        enter_lines(r, "nl")[0]
    assert ruling_to_dict(r, lang="en")["enter"] == "director"
    # "what now?": his result had neither side revoked, not 64A2's second trick
    assert codes(r.next_steps) == ["next.64c_both_sides"]


def test_1997_with_the_figure_it_is_the_score_for_both_sides() -> None:
    r = ruled("1997", without_revoke=10)
    assert r.judgement is not None and r.judgement.applied
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (10, 420)
    assert enter_column(r) == "equity" and ruling_to_dict(r, lang="en")["enter"] == "equity"
    assert "77.score_transfers_only" in codes(r.steps)
    assert codes(r.next_steps) == ["next.score"]  # the 1997 question is moot (minute 2001)


@pytest.mark.parametrize(("laws", "article"), [("2007", "64C"), ("2017", "64C2(b)")])
def test_2007_and_2017_64B7_no_transfer_the_table_result_is_entered_unless_damaged(
        laws: str, article: str) -> None:
    r = ruled(laws)
    assert [rr.rule for rr in r.revokes] == ["64B7", "64B7"]
    assert r.declarer_tricks_adjusted == 10 and not r.equity_replaces_automatic
    assert enter_column(r) == "automatic" and ruling_to_dict(r, lang="en")["enter"] == "automatic"
    assert ("64C2b.both_sides", article) in [(s.code, s.law) for s in r.steps]
    assert r.next_steps == ()


def test_compare_shows_the_1997_row_still_to_judge() -> None:
    rulings = {laws: ruled(laws) for laws in ("2017", "2007", "1997")}
    table = compare_text(rulings, "en")
    row = next(line for line in table.splitlines() if line.strip().startswith("1997"))
    assert "still to judge" in row and "director's judgement" in table.splitlines()[1]


def test_with_the_deal_the_estimate_is_offered_under_1997_as_under_2017() -> None:
    # tests/fixtures/equity_both_sides.pbn: East revokes on trick 2, South on trick 11, both
    # established.  64C2(b) (2017) and the 2001 minute (1997) ask the same thing: the result
    # had neither side revoked, from the position before the first revoke.  So the same
    # estimate, said as the score to enter if the director follows it; 1997 also asks his
    # result under "what now?".
    [r17] = verzaking.rule_file(FIXTURES / "equity_both_sides.pbn", laws="2017")
    [r97] = verzaking.rule_file(FIXTURES / "equity_both_sides.pbn", laws="1997")
    assert isinstance(r17, verzaking.Ruling) and isinstance(r97, verzaking.Ruling)
    assert r97.equity_replaces_automatic and not r17.equity_replaces_automatic
    if r17.declarer_tricks_equity is None:
        pytest.skip("no double-dummy solver here")
    assert (r97.declarer_tricks_equity, r97.score_ns_equity) == (
        r17.declarer_tricks_equity, r17.score_ns_equity)
    assert enter_column(r97) is None and enter_column(r17) is None  # the director decides
    assert enter_basis(r97) is None
    assert "next.64c_both_sides" in codes(r97.next_steps)


# -- a board told as events: 1NT by South, pbnkit.DEAL ---------------------------------------
# N ♠AKQJ ♥T98 ♦765 ♣432   E ♠T98 ♥765 ♦432 ♣AKQJ
# S ♠765 ♥432 ♦AKQJ ♣T98   W ♠432 ♥AKQJ ♦T98 ♣765
# Trick 1: West ♥A, all follow.  Trick 2: West ♥K, North ♥9, East ♣A holding ♥7 ♥6 (a
# revoke), South ♥3: West wins.  Trick 3: West ♥Q, everyone follows (East's side plays on:
# established, 63A1).  Trick 4: West ♦8, North ♦5, East ♦2, South ♠5 holding ♦AKQJ (a
# revoke): West wins.  Trick 5: West ♦9, North ♦6, East ♦3, South ♦A wins (established).
# Then an agreed claim: declarer 6 in all.
# By hand (1997): East's revoke, trick won by his partner, his side won tricks 3 and 4: one
# trick to North-South (64A2; he won no later trick, so no second).  South's revoke, trick
# won by West, his side won trick 5 and the claim's tricks: one trick (64A2), and a second,
# as he won trick 5 with ♦A, a card of the suit led he held (1997 64A2): two to East-West.
# Transfers alone: 6 + 1 - 2 = 5.

EVENTS = ["HA H8 H5 H2", "HK H9", {"type": "play", "card": "CA"}, "H3", "HQ HT H6 H4",
          "D8 D5 D2", {"type": "play", "card": "S5"}, "D9 D6 D3 DA"]


def told(events: list) -> verzaking.Ruling:
    case = {"laws": "1997", "contract": "1NT", "declarer": "S", "vulnerable": "None",
            "deal": DEAL, "events": events}
    return verzaking.rule(case, equity=False)


def test_told_as_events_after_play_what_now_asks_his_result() -> None:
    r = told([*EVENTS, {"type": "result", "declarer_tricks": 6}])
    assert [rr.tricks_transferred for rr in r.revokes] == [1, 2]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (6, 5)
    assert codes(r.next_steps) == ["next.64c_both_sides"]  # not "adjust the tricks"


def test_told_as_events_while_play_goes_on_nothing_is_asked_yet() -> None:
    r = told(EVENTS)
    assert r.declarer_tricks_adjusted is None  # play not over: no result yet
    assert "next.64c_both_sides" not in codes(r.next_steps)
    assert "next.play" in codes(r.next_steps)


def test_the_web_page_marks_no_column_and_says_what_to_enter() -> None:
    pytest.importorskip("jinja2")
    from verzaking.web.view import ruling_view

    view = ruling_view(ruled("1997"), "nl")
    assert view["score"]["enter_col"] is None
    assert any("without_revoke" in line for line in view["score"]["enter"])
