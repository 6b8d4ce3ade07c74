"""Laws 62-64 on cases a director's review found ruled wrongly, now fixed (one test per finding).

Each test states the article, the case, and the value worked by hand.

Deal used by the event cases (as in ``pbnkit.DEAL``), 1NT by South, West leads:
N AKQJ.T98.765.432   E T98.765.432.AKQJ   S 765.432.AKQJ.T98   W 432.AKQJ.T98.765
1NT by South, nobody vulnerable: 8 tricks = +120, 9 = +150, 10 = +180.
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import case
from verzaking.cards import Seat
from verzaking.errors import TimelineError

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def events_case(events: list, *, laws: str | None = None) -> verzaking.Ruling:
    c = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
         "events": events}
    return verzaking.rule(c, laws=laws, equity=False)


def by_trick(r: verzaking.Ruling) -> dict[tuple[Seat, int], verzaking.RevokeRuling]:
    return {(x.revoke.seat, x.revoke.trick): x for x in r.revokes}


def test_63A3_63A4_agreed_claim_establishes_the_revoke_whoever_claimed() -> None:
    """63A3 / 63A4 (2017): a claim that ended play establishes a revoke on the last trick.

    4S by South.  EW win tricks 1, 2; NS 3-7; East revokes on trick 8 and wins it
    with the revoke card; then play ends by a claim, declarer's total 10 (the
    README allows ``by`` to be left out, and every PBN ``Result`` claim has no
    claimant).  Whoever claimed, the claim was agreed (it is the recorded result):
    if East-West claimed or conceded, 63A3 establishes the revoke; if North-South
    claimed and East-West agreed, 63A4 does.  There is no third case, so the
    revoke is established.  The program rules "not established, must be corrected
    (62A)" and transfers nothing -- after play has ended, when no correction is
    possible.

    By hand: 64A1, East won the revoke trick; EW win nothing later (the claim gives
    NS the last 5 tricks), so only trick 8 moves: 10 -> 11 tricks, +420 -> +450.
    """
    r = verzaking.rule(case("EW EW NS NS NS NS NS E", [{"seat": "E", "trick": 8}],
                            claim={"declarer_tricks": 10}), equity=False)
    [rr] = r.revokes
    assert rr.established is True
    assert (rr.rule, rr.tricks_transferred) == ("64A1", 1)
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (11, 450)


def test_62A_lead_requirement_not_obeyed_and_noticed_at_once_must_be_corrected() -> None:
    """61A + 62A (2017): failing to lead a suit required under 50D2(a) is a revoke;
    if attention is drawn before it is established it must be corrected.

    Trick 1: West D8, North D5, East ST (revoke), attention, East D2, South DA:
    ST is a major penalty card (62B1).  Trick 2: South H2, West HA (wins), North H8,
    East H5.  Declarer requires a spade lead (50D2(a)); West (holding S4 S3 S2) leads
    HK, and attention is drawn at once -- no East-West card has been played to
    trick 4, so the revoke is not established (63A1).  62A: West must withdraw HK
    and lead a spade; no trick is transferred for it.

    The program marks it established on the spot (code ``tl.attention_established``,
    law 63B: "the revoke stands"), lets play continue from HK and, with the board
    finished by a claim of 8, transfers two tricks under 64A1 (8 -> 10, +120 ->
    +180).  Only ``play`` revokes (``kind == follow``) are ever corrected in
    ``timeline._draw_attention``.  (The same happens to a failure to play a penalty
    card noticed at once, where Law 52B gives declarer the choice.)
    """
    r = events_case(["D8 D5 ST DA", {"type": "question", "seat": "S", "to": "E"},
                     {"type": "play", "card": "D2"},
                     "H2 HA H8 H5", {"type": "option", "choice": "require", "suit": "S"},
                     {"type": "play", "card": "HK"}, {"type": "attention", "seat": "W"}])
    rr = by_trick(r)[(Seat.WEST, 3)]
    assert rr.established is False
    assert (rr.rule, rr.tricks_transferred) == ("62A", 0)


def test_62C1_only_cards_played_after_the_revoke_may_be_withdrawn() -> None:
    """62C1 (2017): a non-offender may withdraw a card "he may have played after the
    revoke but before attention was drawn to it"; 62C2 then lets the offending
    side's next player withdraw his card played after the revoke.

    Trick 1: West D8, North D5, East ST (revoke), South DA.  North's D5 was played
    before East's revoke: it may not be withdrawn.  The program even says so
    (``62C1.may_change`` names only South) but then accepts ``withdraw N D5`` under
    62C1 and lets North replay D6.  Likewise it accepts, after South withdraws DA,
    West withdrawing his opening lead D8 (made before the revoke) under 62C2, and
    ``next.nos_may_withdraw`` lists players who played before the revoke.  The
    README promises an error for a withdrawal the laws do not allow.
    """
    with pytest.raises(TimelineError):
        events_case(["D8 D5 ST DA", {"type": "attention", "seat": "E"},
                     {"type": "play", "card": "D2"},
                     {"type": "withdraw", "seat": "N", "card": "D5"},
                     {"type": "play", "seat": "N", "card": "D6"}])


def test_64B7_needs_both_sides_revokes_established_62C3_one_does_not_count() -> None:
    """64B7 (2017): no automatic adjustment only if both sides revoked "and both
    revokes have become established".

    Trick 1: West D8, North D5, East ST (revoke), South C8 (revoke); West leads HA to
    trick 2, which establishes East's revoke but not South's; attention: both are
    corrected under 62C3 (South DJ wins trick 1, East D2, ST a penalty card) -- both
    64B8.  Trick 2: South H2, West C5 (revoke, holds hearts), North H8 (wins), East
    H7.  Trick 3: North C2, East CA (wins: West's revoke is established), South C9,
    West C6.  South claims 9 in all, East agrees.

    North-South's only revoke (South, trick 1) never became established, so 64B7
    does not apply to West's revoke.  By hand, 64A2: West did not win trick 2, EW won
    trick 3 after it: one trick.  9 -> 10 tricks, 1NT+2 +150 -> 1NT+3 +180.  The
    program counts the 62C3 correction as an established revoke (``is_established``
    is true for law ``62C3``) and rules 64B7 with no transfer.
    """
    r = events_case(["D8 D5 ST C8", {"type": "play", "card": "HA"},
                     {"type": "attention", "seat": "S"},
                     {"type": "play", "card": "DJ"}, {"type": "play", "card": "D2"},
                     "H2 C5 H8 H7", "C2 CA C9 C6",
                     {"type": "claim", "seat": "S", "declarer_tricks": 9},
                     {"type": "accept", "seat": "E"}])
    rr = by_trick(r)[(Seat.WEST, 2)]
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (9, 10)
    assert (r.score_ns_played, r.score_ns_adjusted) == (150, 180)


def test_64B2_check_does_not_stop_a_board_with_a_penalty_card_revoke_on_a_lead() -> None:
    """64B2 / 64B3 (2017): an established revoke plus, by the same player, a later
    failure to lead his major penalty card must be ruled, not refused.

    Trick 1: West D8, North D5, East ST (revoke, holds D4 D3 D2), South DA (wins).
    Trick 2: South DK, West D9, North D6, East S9 (revoke again): East's play
    establishes the trick-1 revoke (63A1); attention, East D2, S9 a major penalty
    card (62B1).  Trick 3: South C8, West C5, North C2, East CA (wins; he had to
    follow, 50D1(b)).  Trick 4: East must lead S9 (50D1(a)) but leads CK (61A;
    64B3), South C9, West C6, North C3.  South claims 8 in all, East agrees.

    By hand: trick-1 revoke, 64A2 (South won trick 1, EW won tricks 3 and 4 after
    it): one trick; trick 2 corrected; trick 4, 64B3: none.  8 -> 9 tricks, +120 ->
    +150.  The program stops with CaseError ``case_suit_needed`` ("give suit for both
    revokes"): the penalty-card revoke on a lead has suit ``None`` and
    ``earlier_same_suit`` raises; an event case cannot even take a suit.  A 67B1
    defective trick (suit ``None``) by a player with an earlier established revoke
    fails the same way.
    """
    r = events_case(["D8 D5 ST DA", "DK D9 D6 S9", {"type": "attention", "seat": "E"},
                     {"type": "play", "card": "D2"}, "C8 C5 C2 CA", "CK C9 C6 C3",
                     {"type": "claim", "seat": "S", "declarer_tricks": 8},
                     {"type": "accept", "seat": "E"}])
    rulings = by_trick(r)
    assert (rulings[(Seat.EAST, 1)].rule, rulings[(Seat.EAST, 1)].tricks_transferred) == ("64A2", 1)
    assert rulings[(Seat.EAST, 4)].tricks_transferred == 0
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (9, 150)


def test_62B2_revoke_with_a_faced_penalty_card_is_replaced_without_rectification() -> None:
    """62B2 (2017): the revoke card "may be replaced without further rectification
    if ... it was a defender's faced card".

    Trick 1: West D8, North D5, East ST (revoke), attention, East D2, South DA: ST is
    a major penalty card (62B1).  Trick 2: South DK, West D9, North D6, East plays
    the penalty card ST while holding D4 D3 (a revoke: following suit comes first,
    50D1(b)); attention; East D3.  ST was a faced card: it is replaced under 62B2
    and simply stays the penalty card it already was.  The program names 62B1
    ("the withdrawn card becomes a major penalty card") for trick 2: the ``faced``
    test in ``_start_correction`` never holds, because ``_play`` has already removed
    ST from the penalty cards.  The penalty cards on the table afterwards are
    right; the article is wrong.
    """
    r = events_case(["D8 D5 ST DA", {"type": "attention", "seat": "E"},
                     {"type": "play", "card": "D2"},
                     "DK D9 D6 ST", {"type": "attention", "seat": "E"},
                     {"type": "play", "card": "D3"}])
    laws = [s.law for s in r.steps if s.code.startswith(("62B1", "62B2"))]
    assert laws == ["62B1", "62B2"]
