"""Law 64A when the claim is made while the revoke trick is still being played.

The claim establishes the revoke (63A3), but who wins the revoke trick is decided by the
claim line, which the case does not give; it decides between 64A1 (the offender won it:
that trick and one later trick of his side) and 64A2 (one trick).  The ruling says which
it is where the cards settle it, and where they do not it says what it took and asks.

The board (after the Bawburgh club's "Think carefully before you claim", in our own cards):
4H by South, nobody vulnerable; declarer has 6 tricks after trick 9, which East won.
East leads a diamond to trick 10 and South, holding a diamond, plays a card of another
suit; then South claims.  The defenders agree.
"""

from __future__ import annotations

import verzaking
from verzaking.render.text import step_text

BEFORE = ["NS", "NS", "EW", "NS", "NS", "NS", "EW", "NS", "E"]


def _rule(card: str, total: int, *extra: object) -> verzaking.Ruling:
    events = ["D4", {"type": "play", "seat": "S", "card": card, "revoke": True}, *extra,
              {"type": "claim", "seat": "S", "declarer_tricks": total},
              {"type": "accept", "seat": "E"}, {"type": "accept", "seat": "W"}]
    return verzaking.rule({"contract": "4H", "declarer": "S", "vulnerable": "None",
                           "tricks": BEFORE, "events": events}, equity=False)


def test_a_discard_cannot_win_the_trick_so_64a2_is_certain() -> None:
    # South's club two, on a diamond lead at hearts, can never win trick 10: whoever takes
    # it, not the offender.  North-South get all 4 tricks of the claim: 64A2, one trick.
    # 10 - 1 = 9: 4H-1, -50.
    r = _rule("C2", 10)
    [rr] = r.revokes
    assert (rr.establishment, rr.rule, rr.tricks_transferred) == ("63A3", "64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 9)
    assert (r.score_ns_played, r.score_ns_adjusted) == (420, -50)
    step = next(s for s in rr.steps if s.code == "64A2.claim_trick_not_offender")
    assert "South's ♣2 can no longer win it" in step_text(step, "en")
    assert "♣2 van Zuid kan die slag niet meer winnen" in step_text(step, "nl")
    assert not [s for s in r.next_steps if s.code == "next.claim_trick_winner"]
    # the old wording, "did not win the revoke trick, but went on to win", is not used:
    # the offending side does win trick 10 here (in the claim), only not the offender
    assert "64A2.later_trick" not in [s.code for s in rr.steps]


def test_a_ruff_that_may_win_is_taken_as_not_won_and_the_director_is_asked() -> None:
    # South ruffs with the heart two: winning so far, West and North still to play.  Who
    # wins it under the claim is not known.  Taken as not won by South: 64A2, one trick
    # (10 - 1 = 9); had he won it, 64A1: trick 10 and one more of the claim, two (8).
    r = _rule("H2", 10)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert r.declarer_tricks_adjusted == 9
    step = next(s for s in rr.steps if s.code == "64A2.claim_trick_assumed")
    assert "The ruling takes it that South did not win it himself" in step_text(step, "en")
    assert "If he did, 64A1 applies: two tricks." in step_text(step, "en")
    assert "Won hij hem wel, dan geldt 64A1: twee slagen." in step_text(step, "nl")
    [ask] = [s for s in r.next_steps if s.code == "next.claim_trick_winner"]
    assert step_text(ask, "en").startswith("Ask who wins trick 10 in the claim line.")
    assert step_text(ask, "nl").startswith("Vraag wie slag 10 volgens de claim wint.")


def test_a_ruff_already_overruffed_cannot_win() -> None:
    # West overruffs with the heart five before South claims: South's two cannot win
    r = _rule("H2", 10, "H5")
    [rr] = r.revokes
    assert any(s.code == "64A2.claim_trick_not_offender" for s in rr.steps)
    assert not [s for s in r.next_steps if s.code == "next.claim_trick_winner"]


def test_one_trick_either_way_when_the_offenders_get_one_trick_of_the_claim() -> None:
    # South ruffs and claims 7 in all: North-South get one of the four tricks left.  If
    # South won trick 10 (64A1) it goes alone; if not (64A2), one trick: 7 - 1 = 6 anyway
    r = _rule("H2", 7)
    [rr] = r.revokes
    assert rr.tricks_transferred == 1 and r.declarer_tricks_adjusted == 6
    assert any(s.code == "64A2.claim_trick_either" for s in rr.steps)
    assert not [s for s in r.next_steps if s.code == "next.claim_trick_winner"]


def test_entered_as_the_director_is_told_the_trick_then_decides_it() -> None:
    # the claim line: West follows with a diamond, North (dummy) low: South's ruff wins.
    # Entered before the claim, the trick is complete: 64A1, trick 10 and one trick of the
    # claim: 10 - 2 = 8
    r = _rule("H2", 10, "D5", "D6")
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A1", 2)
    assert r.declarer_tricks_adjusted == 8
