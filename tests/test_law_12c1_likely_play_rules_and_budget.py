"""12C1 from the likely play's distribution (issue 34): the rules the program states, worked
by hand on made-up distributions; the time budget and the progress line, with clocks
that tick as the test says (never the machine's).

The rules (``verzaking.equity.likely_estimate``):
- likely (12C1(e); 1997 12C2): the result best for the non-offending side that they reach
  or beat in at least a third of the plays; both sides revoked: the middle result;
- weighted (12C1(c); 1997 12C3): the results in at least a fifth of the plays, weighted by
  their shares in steps of 5 % (largest remainders rounded up), each never less for the
  non-offending side than the automatic result.
"""

from __future__ import annotations

import io
import itertools

import verzaking
from conftest import FIXTURES
from verzaking.batch import Progress
from verzaking.cards import Card, Seat
from verzaking.equity.estimate import hands_at
from verzaking.equity.likely import Position, Settings, play_many
from verzaking.equity.likely_estimate import _median, _percent, _third, _weighted
from verzaking.equity.solver import session


def _score(tricks: int) -> int:
    return tricks * 10  # a made-up score: one result, one score


def test_12C1e_the_best_result_reached_in_a_third_of_the_plays() -> None:
    totals = [9] * 19 + [10] * 11  # 10 tricks in 11 of 30 plays: more than a third
    assert _third(totals, nos_gain=1) == 10  # declarer's side the non-offenders
    assert _third(totals, nos_gain=-1) == 9  # the defenders: 9 in 19 of 30
    totals = [9] * 21 + [10] * 9  # 10 tricks in 9 of 30: under a third
    assert _third(totals, nos_gain=1) == 9
    # 8, 9 and 10 tricks in 10 plays each: 10 is reached in exactly a third
    assert _third([8] * 10 + [9] * 10 + [10] * 10, nos_gain=1) == 10
    # 11 in 5, 10 in 6 of 30: 11 or more in a sixth, 10 or more in 11 of 30
    assert _third([9] * 19 + [10] * 6 + [11] * 5, nos_gain=1) == 10


def test_64C2b_both_sides_the_middle_result() -> None:
    assert _median([9] * 19 + [10] * 11) == 9
    assert _median([8, 9, 9, 10]) == 9
    assert _median([9, 10]) == 9  # as near to the mean: the lower
    assert _median([9, 10, 10, 10, 9, 9]) == 9  # 9 and 9 in the middle


def test_12C1c_weights_by_shares_in_steps_of_five() -> None:
    # 19 and 11 of 30: 12.67 and 7.33 steps of 5 %; 12 + 7 = 19 of 20, the larger
    # remainder (.67) is rounded up: 65 % and 35 %
    weighted = _weighted([9] * 19 + [10] * 11, after=8, nos_gain=1, score=_score)
    assert [(w.declarer_tricks, w.weight) for w in weighted] == [(9, 65), (10, 35)]
    # a result in under a fifth of the plays (11 tricks in 5 of 30) is not weighed
    weighted = _weighted([9] * 15 + [10] * 10 + [11] * 5, after=8, nos_gain=1, score=_score)
    assert [(w.declarer_tricks, w.weight) for w in weighted] == [(9, 60), (10, 40)]
    # never less for the non-offending side than the automatic result (10): 9 counts as 10,
    # and one score is nothing to weigh
    assert _weighted([9] * 15 + [10] * 15, after=10, nos_gain=1, score=_score) == ()
    assert _percent({1: 1, 2: 1, 3: 1}) == {1: 35, 2: 35, 3: 30}  # type: ignore[arg-type]


def _drop_position() -> Position:
    """The hand-worked board's position just before East's revoke (tricks 1-9 all follow)."""
    [board] = verzaking.read(FIXTURES / "likely_drop.pbn")
    facts = board.facts
    assert facts is not None
    # South led DA, West D5, North D3: East is to play
    played = tuple(int(Card.parse(c)) for c in ("DA", "D5", "D3"))
    return Position(masks=hands_at(facts, 10), leader=int(Seat.SOUTH), played=played,
                    trump=None, declarer=int(Seat.SOUTH))


def test_the_budget_stops_between_cards_and_says_the_plays_are_partial() -> None:
    pos = _drop_position()
    tick = itertools.count()  # one second a look at the clock
    with session() as solver:
        got = play_many(solver, pos, Settings(plays=30, budget=13.5),
                        clock=lambda: float(next(tick)))
    # the clock is read once at the start (0) and once before each card: a play from East's
    # card to the end is 13 cards (clock 1 to 13), the next play's first card finds 14 > 13.5
    assert len(got.plays) == 1 and got.partial and got.asked == 30
    assert len(got.plays[0].cards) == 13
    tick = itertools.count()
    with session() as solver:
        none = play_many(solver, pos, Settings(budget=0.5), clock=lambda: float(next(tick)))
    assert none.plays == () and none.partial


def test_progress_on_a_terminal_is_one_line_rewritten_then_cleared() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    shown = Progress("7", "en", out)
    shown.AFTER = 0.0  # shown from the first play (the default waits half a second)
    for made in (1, 2, 3):
        shown(Seat.EAST, 10, made, 3)
    written = out.getvalue()
    assert "\rBoard 7 — Likely play (East, trick 10): 1 of 3 plays" in written
    assert "2 of 3 plays" in written and "3 of 3 plays" not in written
    assert written.endswith("\r")  # cleared at the end
    quiet = io.StringIO()  # not a terminal: nothing
    Progress("7", "en", quiet)(Seat.EAST, 10, 1, 3)
    assert quiet.getvalue() == ""
