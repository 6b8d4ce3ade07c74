"""Law 64A1 while play is still going on (`rule` at the table): the revoke trick goes over
when play ends (64A1: "at the end of the play"), and one later trick of the offending side
goes with it only if the side wins one.  A ruling made during play must not say that
nothing more will be transferred: it says how things stand.

The case (after the Exeter club's directing blog, in our own cards): 4H by South; North
won trick 3 and leads a club to trick 4, East follows, South ruffs with the heart two while
holding a club, West follows; South wins and leads to trick 5 (63A1: established).
"""

from __future__ import annotations

import verzaking
from verzaking.render.text import step_text

CASE = {"contract": "4H", "declarer": "S", "vulnerable": "None",
        "tricks": ["NS", "NS", "N"],
        "events": ["C2 C3", {"type": "play", "seat": "S", "card": "H2", "revoke": True}, "C4",
                   "SA"]}


def _step(r: verzaking.Ruling, code: str):
    return next(s for x in r.revokes for s in x.steps if s.code == code)


def test_64a1_during_play_the_revoke_trick_goes_over_and_a_later_one_may_follow() -> None:
    r = verzaking.rule(CASE, equity=False)
    [rr] = r.revokes
    # South won trick 4 himself: 64A1; so far North-South won nothing after it: one trick
    # (trick 4) as things stand, and no score yet (play is not over)
    assert (rr.rule, rr.tricks_transferred, rr.transferred) == ("64A1", 1, (4,))
    assert r.declarer_tricks_adjusted is None
    codes = [s.code for s in rr.steps]
    assert "64A1.one" not in codes and "64A.transfer" not in codes
    one = _step(r, "64A1.one_so_far")
    assert "nothing more is transferred" not in step_text(one, "en")
    assert "so far the offending side has won no later trick" in step_text(one, "en")
    assert "tot nu toe won de verzakende partij daarna geen slag" in step_text(one, "nl")
    moved = _step(r, "64A.transfer_so_far")
    assert "as things stand, one trick (trick 4) will go over to East-West" in step_text(
        moved, "en")
    assert "gaat één slag (slag 4) naar Oost-West als het uit is" in step_text(moved, "nl")


def test_64a1_after_play_the_same_revoke_is_said_as_final() -> None:
    # the same board ended at once by a result: declarer 4 tricks in all (tricks 1-4), so
    # the offending side (North-South) won no trick after trick 4: 64A1, trick 4 only,
    # 4 - 1 = 3, and now that is final
    done = {**CASE, "events": [*CASE["events"][:-1], {"type": "result", "declarer_tricks": 4}]}
    r = verzaking.rule(done, equity=False)
    [rr] = r.revokes
    codes = [s.code for s in rr.steps]
    assert "64A1.one" in codes and "64A.transfer" in codes
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (4, 3)
