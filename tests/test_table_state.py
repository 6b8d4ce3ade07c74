"""The one table state (issue 10): operations checked before they are applied, a frozen log
that replays to the same table, and every input fed the same way.

Deal (pbnkit.DEAL), 1NT by South, West leads:
N AKQJ.T98.765.432   E T98.765.432.AKQJ   S 765.432.AKQJ.T98   W 432.AKQJ.T98.765
"""

from __future__ import annotations

import dataclasses
import json

import pytest

import verzaking
from conftest import EXAMPLES
from pbnkit import DEAL, pbn
from verzaking.cards import Card, Deal, Seat
from verzaking.contract import Contract
from verzaking.errors import PlayError, TimelineError
from verzaking.table import (
    DrawAttention,
    PlayCard,
    RevokeState,
    Table,
)

C = Card.parse


def _table() -> Table:
    return Table(contract=Contract.parse("1NT", declarer="S"), deal=Deal.from_pbn(DEAL))


def test_44_can_and_verify_answer_without_changing_the_table() -> None:
    t = _table()
    t.play(C("D8"))  # West leads
    assert not t.can_play(C("D8"), seat=Seat.NORTH)  # played already
    assert not t.can_play(C("D5"), seat=Seat.EAST)  # North's turn
    assert t.can_play(C("D5"))
    with pytest.raises(PlayError) as exc:
        t.verify_play(C("HA"), seat=Seat.NORTH)  # West's card
    assert (exc.value.code, exc.value.params["holder"]) == ("card_not_held", Seat.WEST)
    assert len(t.log) == 1 and t.number == 1 and list(t.cards) == [Seat.WEST]


def test_61A_a_revoke_is_data_not_an_error_and_62A_attention_corrects_it() -> None:
    t = _table()
    for card in ("D8", "D5", "ST"):  # East discards ♠10 holding ♦4 ♦3 ♦2
        t.play(C(card))
    [rv] = t.revokes
    assert (rv.seat, rv.trick, rv.state) == (Seat.EAST, 1, RevokeState.OPEN)
    assert not t.can(DrawAttention(seat=Seat.WEST))  # West has no revoke
    t.draw_attention(Seat.EAST)
    [rv] = t.revokes
    assert (rv.state, rv.corrected_by, rv.established_by) == (RevokeState.CORRECTED, "62A", None)
    assert [(p.card, p.major) for p in t.penalty[Seat.EAST]] == [(C("ST"), True)]  # 62B1


def test_63A1_the_offending_side_playing_on_establishes_and_the_article_is_kept() -> None:
    t = _table()
    for card in ("D8", "D5", "ST", "DA"):  # South wins trick 1 with ♦A
        t.play(C(card))
    t.play(C("DK"))  # South leads trick 2
    assert t.revokes[0].is_open  # only the non-offenders have played on
    t.play(C("D9"))  # West (East's partner) plays to trick 2
    rv = t.revokes[0]
    assert (rv.state, rv.established_by) == (RevokeState.ESTABLISHED, "63A1")
    assert rv.establishment is not None and rv.establishment.player == Seat.WEST


def test_the_log_replays_to_the_same_table() -> None:
    case = json.loads((EXAMPLES / "tafel-62C-terugnemen.json").read_text("utf-8"))
    facts = verzaking.read_text(json.dumps(case), kind="json")[0].facts
    assert facts is not None and facts.table is not None
    again = Table(contract=facts.contract, deal=facts.deal)
    again.apply_all(facts.operations).finish()
    assert again.revokes == facts.table.revokes
    assert again.tricks == facts.table.tricks
    assert again.penalty == facts.table.penalty
    entry = facts.table.log[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        entry.operation.card = C("SA")  # type: ignore[misc, union-attr]


def test_every_input_feeds_the_same_table() -> None:
    text = pbn(play=["D8 D5 ST DA", "D9 D6 D4 DK"])  # East revokes on trick 1 (columns W N E S)
    [pbn_board] = verzaking.read_text(text, kind="pbn")
    events = {"contract": "1NT", "declarer": "S", "deal": DEAL,
              "events": ["D8 D5 ST DA", "DK D9 D6 D4"]}  # trick 2 led by South
    [event_board] = verzaking.read_text(json.dumps(events), kind="json")
    for board in (pbn_board, event_board):
        assert board.facts is not None and isinstance(board.facts.table, Table)
        [rv] = board.facts.revokes
        assert (rv.seat, rv.trick, rv.established_by) == (Seat.EAST, 1, "63A1")
    quick = verzaking.rule({"contract": "1NT", "declarer": "S", "tricks": ["S", "S"],
                            "claim": {"declarer_tricks": 7},
                            "revokes": [{"seat": "E", "trick": 1}]})
    assert isinstance(quick.facts.table, Table)
    assert quick.revokes[0].revoke.established_by == "63A1"


def test_a_play_record_comes_first_on_the_table() -> None:
    t = _table()
    t.play(C("D8"))
    from verzaking.table import PlayRecord

    with pytest.raises(TimelineError) as exc:
        t.apply(PlayRecord(rows=((30, 3, 40, 16),)))
    assert exc.value.code == "timeline_record_not_first"


def test_event_errors_name_the_event() -> None:
    t = _table()
    with pytest.raises(TimelineError) as exc:
        t.apply(PlayCard(card=C("D8"), seat=Seat.NORTH, event=4))
    assert exc.value.code == "timeline_not_turn"
    assert "event 4 (play)" in exc.value.message("en")




def test_62D1_a_corrected_twelfth_trick_revoke_is_not_shown_as_a_revoke_card() -> None:
    # examples/tafel-twaalfde-slag.json: East discards ♣9 on trick 12 holding ♦Q; after play
    # it is corrected (62D1): ♦Q goes to trick 12, ♣9 to trick 13.  The trick table shows the
    # corrected tricks, so no card in them is the revoke card.
    [r] = verzaking.rule_file(EXAMPLES / "tafel-twaalfde-slag.json", equity=False)
    [rr] = r.revokes
    assert rr.revoke.corrected_by == "62D1" and not rr.shown_in_table
    assert r.facts.play.tricks[11].cards[Seat.EAST] == C("DQ")
    row12 = next(line for line in verzaking.render_text(r, "en").splitlines()
                 if line.startswith("   12"))
    assert "*" not in row12 and "revoke E corrected" in row12


def test_67B1_after_thirteen_tricks_told_by_their_winners_what_now_is_the_adjustment() -> None:
    # Thirteen tricks known by their winners, then a defective trick found (67B1): play is
    # over, so "what now?" is to adjust, not to play a fourteenth trick.
    r = verzaking.rule({"contract": "4S", "declarer": "S",
                        "tricks": ["EW", "EW"] + ["NS"] * 10 + ["E"],
                        "events": [{"type": "defective_trick", "seat": "E", "trick": 3}]},
                       equity=False)
    assert [s.code for s in r.next_steps] == ["next.adjust"]
    assert (r.revokes[0].rule, r.declarer_tricks_adjusted) == ("64A2", 11)


def test_one_bad_case_in_a_file_does_not_stop_the_others() -> None:
    good = {"contract": "4S", "declarer": "S", "tricks": ["NS"] * 10 + ["EW"] * 3}
    bad = {"contract": "4S", "declarer": "Q", "tricks": ["NS"] * 13}
    boards = verzaking.read_text(json.dumps([good, bad, {**good, "board": "3"}]), kind="json")
    assert [(b.board, b.error is None) for b in boards] == [("1", True), ("2", False),
                                                           ("3", True)]
    assert boards[1].error is not None and "declarer" in boards[1].error.message("en")


def test_64A_a_trick_of_the_claim_is_not_shown_on_the_row_of_an_unfinished_trick() -> None:
    # South (declarer) revokes on trick 1 (♣8 on hearts, holding ♥4 ♥3 ♥2) and plays to
    # trick 2; play stops in trick 3 with a claim: declarer 7 tricks in all.  His side won
    # no trick played after the revoke, so the one trick of 64A2 comes from the claim; it
    # has no row of its own, and trick 3 (unfinished) must not be marked as transferred.
    text = pbn(play=["HA HT H7 C8", "HK H9 H6 H2", "HQ H8 H5 -"], result="7")
    facts = verzaking.read_text(text, kind="pbn")[0].facts
    assert facts is not None
    r = verzaking.rule(facts, equity=False)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert [n.from_claim for n in rr.transferred] == [True]
    assert r.declarer_tricks_adjusted == 6
    for lang, word in (("en", "transferred"), ("nl", "overgedragen")):
        row3 = next(line for line in verzaking.render_text(r, lang).splitlines()
                    if line.startswith("    3"))
        assert word not in row3
    assert verzaking.ruling_to_dict(r)["revokes"][0]["transferred_from_claim"] == 1


# -- found by a user's review: timelines that cannot have happened, and the library's edges --

def _events(events: list, **extra: object) -> dict:
    return {"contract": "1NT", "declarer": "S", "deal": DEAL, "events": events, **extra}


@pytest.mark.parametrize("events, code", [
    (["D8 D5 D4 DA", {"type": "question", "seat": "S", "to": "E"}],
     "timeline_question_followed"),  # East followed with ♦4: nothing to ask (61B)
    ([{"type": "question", "seat": "S", "to": "E"}], "timeline_question_nothing"),
])
def test_61B_geen_meer_only_of_a_player_who_did_not_follow(events: list, code: str) -> None:
    with pytest.raises(TimelineError) as exc:
        verzaking.rule(_events(events), equity=False)
    assert exc.value.code == code


def test_61B_a_question_to_the_leader_of_the_trick_is_about_the_trick_before() -> None:
    # West leads ♦8; North ♦5, East ♠10 (a revoke), South ♦A; South leads ♦K: asking East
    # now asks about trick 1 (East has not played to trick 2)
    r = verzaking.rule(_events(["D8 D5 ST DA", {"type": "question", "seat": "S", "to": "E"}]),
                       equity=False)
    assert r.revokes[0].revoke.corrected_by == "62A"


def test_44_without_the_deal_a_card_cannot_be_played_twice() -> None:
    case = {"contract": "1NT", "declarer": "S", "events": ["DA D2 D3 D4", "DA D5 D6 D7"]}
    with pytest.raises(PlayError) as exc:
        verzaking.rule(case, equity=False)
    assert exc.value.code == "card_played_twice" and "event" in exc.value.message("en")


def test_68D_play_stops_at_a_claim_until_it_is_agreed_or_disputed() -> None:
    claim = {"type": "claim", "seat": "S", "declarer_tricks": 7}
    with pytest.raises(TimelineError) as exc:
        verzaking.rule(_events(["D8 D5 D4 DA", claim, "DK D9 D6 D3"]), equity=False)
    assert exc.value.code == "timeline_play_after_claim"
    objected = _events(["D8 D5 D4 DA", claim, {"type": "object", "seat": "W"}, "DK D9 D6 D3"])
    assert verzaking.rule(objected, equity=False).facts.play.tricks[1].winner == Seat.SOUTH


def test_a_table_is_ruled_as_it_stands_and_takes_cards_and_seats_as_text() -> None:
    t = _table()
    for card in ("D8", "D5", "ST", "DA", "DK", "D9"):  # East revokes; West plays on: 63A1
        t.play(card)
    assert t.legal_cards() == (C("D7"), C("D6"))  # North must follow: his two diamonds left
    r = verzaking.rule(t, equity=False)
    assert r.revokes[0].established and r.declarer_tricks_played is None
    with pytest.raises(TimelineError):
        t.play("D6", seat="Q")
    with pytest.raises(TypeError):
        Table(contract=Contract.parse("1NT", declarer="S"), rules="1997")  # type: ignore[arg-type]
