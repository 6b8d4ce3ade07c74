"""Law 64C (equity) by double dummy, on endings small enough to work by hand.

Both fixtures share nine tricks where everyone follows suit (North-South win
tricks 5-9, East-West 1-4), then a four-card ending with South on lead in 3NT.
"""

from __future__ import annotations

import threading

import verzaking
from conftest import FIXTURES, case
from verzaking.cards import Card, Deal, Seat
from verzaking.equity import solve_position

C = Card.parse


def test_64C1_equity_gives_more_than_the_transfer() -> None:
    # East discards on the heart ace keeping HK, which then wins trick 11 and
    # gives East the lead for DA DK: North-South 1 of the last 4 (6 in all).
    # 64A2 moves one trick: 7 tricks, 3NT-2, -100.  Had East followed with HK
    # (his only heart), North-South win HA, HQ, CA, CK: 9 tricks, 3NT made, +400.
    [r] = verzaking.rule_file(FIXTURES / "equity_more.pbn")
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (7, -100)
    eq = rr.equity
    assert [(o.card, o.declarer_tricks) for o in eq.outcomes] == [(C("HK"), 9)]
    assert (eq.likely_declarer_tricks, eq.after_transfer) == (9, 7)
    assert not eq.compensated
    assert (eq.recommended_declarer_tricks, eq.recommended_score_ns) == (9, 400)
    assert any(s.code == "equity.not_compensated" for s in r.steps)


def test_64C1_transfer_that_gives_more_than_equity_stands() -> None:
    # West discards DT keeping H2, which is worth nothing: either way North-South
    # make HA and HQ, East-West CA and DA (7 tricks in all, 3NT-2).  64A2 still
    # moves one trick (East-West won later tricks): 8 tricks, -50.  Equity would
    # give 7; the transfer stands (12B2).
    [r] = verzaking.rule_file(FIXTURES / "equity_less.pbn")
    [rr] = r.revokes
    eq = rr.equity
    assert [(o.card, o.declarer_tricks) for o in eq.outcomes] == [(C("H2"), 7)]
    assert (eq.likely_declarer_tricks, eq.after_transfer) == (7, 8)
    assert eq.compensated
    assert (eq.recommended_declarer_tricks, eq.recommended_score_ns) == (8, -50)
    assert any(s.code == "equity.compensated" for s in r.steps)


def test_seed_example_1_the_revoke_may_have_cost_nothing() -> None:
    # The seed says the revoke in example 1 may not have cost declarer anything,
    # and South gets the extra trick all the same.
    [r] = verzaking.rule_file(FIXTURES / "voorbeeld1.pbn")
    eq = r.revokes[0].equity
    assert eq.likely_declarer_tricks == r.declarer_tricks_played == 9
    assert eq.compensated and eq.recommended_declarer_tricks == 10


def test_equity_can_be_switched_off() -> None:
    [r] = verzaking.rule_file(FIXTURES / "equity_more.pbn", equity=False)
    assert r.revokes[0].equity is None
    assert not any(s.code.startswith("64C.dd") for s in r.steps)


def test_quick_case_says_equity_needs_the_deal() -> None:
    r = verzaking.rule(case("EW EW NS NS NS N NS NS EW NS NS EW NS",
                            [{"seat": "E", "trick": 6}]))
    assert any(s.code == "64C.needs_deal" for s in r.steps)


def _two_card_ending() -> tuple[int, int, int, int]:
    # N: SA H2   E: SK HA   S: SQ H3   W: SJ H4
    return Deal.from_pbn("N:A.2.. K.A.. Q.3.. J.4..", require_complete=False).masks


def test_solver_on_a_two_card_ending_worked_by_hand() -> None:
    # North leads at no trump.  SA then H2 (East's HA wins), or H2 first (East
    # wins and leads SK to the ace): North-South make one trick either way.
    assert solve_position(_two_card_ending(), leader=Seat.NORTH, trump=None,
                          played=[]) == {C("SA"): 1, C("H2"): 1}
    # Hearts trumps, North has led H2: East must follow with HA and wins; his SK
    # then loses to the ace.  East-West make one trick.
    assert solve_position(_two_card_ending(), leader=Seat.NORTH, trump=2,
                          played=[C("H2")]) == {C("HA"): 1}


def test_solver_calls_from_threads_are_serialised() -> None:
    results: list[dict] = []

    def work() -> None:
        for _ in range(10):
            results.append(solve_position(_two_card_ending(), leader=Seat.NORTH,
                                          trump=None, played=[]))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 40 and all(r == {C("SA"): 1, C("H2"): 1} for r in results)


def test_unequal_hands_are_refused_before_the_solver() -> None:
    masks = list(_two_card_ending())
    masks[0] |= 1 << int(C("D2"))
    try:
        solve_position(tuple(masks), leader=Seat.NORTH, trump=None, played=[])
    except ValueError as exc:
        assert "unequal" in str(exc)
    else:
        raise AssertionError("expected ValueError")


def test_64C2a_a_repeated_revoke_is_judged_from_the_position_after_the_first() -> None:
    # Seed example 1 with a second heart revoke by East: on trick 12 he plays CQ
    # (keeping H4), then H4 on trick 13.  The second is 64B2 (same player, same suit),
    # and its equity is judged under 64C2(a) from the position before it, with the
    # first revoke's transfer standing.
    text = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")
    text = text.replace("HK HJ H4 H9", "HK HJ CQ H9").replace("HT HQ CQ CJ", "HT HQ H4 CJ")
    [facts] = verzaking.read_boards(text)
    r = verzaking.rule(facts)
    first, second = r.revokes
    assert (first.rule, second.rule) == ("64A2", "64B2")
    assert (first.equity.basis, second.equity.basis) == ("64C1", "64C2(a)")
    # position before trick 12's third card: East must follow with H4 and West's HK
    # wins either way; declarer's total with that card is as played (9) plus the
    # first revoke's transfer (1)
    assert [(o.card, o.declarer_tricks) for o in second.equity.outcomes] == [(C("H4"), 9)]
    assert second.equity.likely_declarer_tricks == 10


def test_64C_also_after_a_penalty_card_not_played_64B3() -> None:
    # 64B3 gives no transfer when a penalty card is not played, so 64C is the only
    # redress: the estimate is made with the one legal card, the penalty card ST.
    from pbnkit import DEAL

    events = ["D8 D5 ST DA", {"type": "question", "seat": "S", "to": "E"},
              {"type": "play", "card": "D2"}, "DK D9 D6 D3", "DQ DT D7 D4",
              "DJ HJ C2 CA", "S7 S2 SA ST", "HT H7 H3 HK",
              {"type": "claim", "seat": "S", "declarer_tricks": 9},
              {"type": "accept", "seat": "W"}]
    r = verzaking.rule({"contract": "1NT", "declarer": "S", "deal": DEAL, "events": events})
    [pen] = [x for x in r.revokes if x.revoke.kind == "penalty_card"]
    assert pen.rule == "64B3" and pen.equity is not None
    assert [o.card for o in pen.equity.outcomes] == [C("ST")]
