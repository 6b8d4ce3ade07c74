"""Laws 61B and 63B: a question asked after the offender has played on draws attention to
the revoke of the trick it is about; it is not refused because he followed suit since.

Issue 28, item 4.  Deal (pbnkit.DEAL), 1NT by South, West leads:
N ♠AKQJ ♥T98 ♦765 ♣432   E ♠T98 ♥765 ♦432 ♣AKQJ
S ♠765 ♥432 ♦AKQJ ♣T98   W ♠432 ♥AKQJ ♦T98 ♣765
Tricks 1-3: West cashes ♥A ♥K ♥Q, everyone follows.  Trick 4: West ♥J; North ♣2, East ♣J
and South ♣8 have no hearts left: legal discards.  Trick 5: West ♦8, North ♦5, East ♠10
while holding ♦432 (a revoke, 61A), South ♦A.  Trick 6: South ♦K, West ♦9, North ♦6,
East ♦4: East's side has played to trick 6, so his revoke is established (63A1).

By hand: 61B lets declarer ask a defender who failed to follow suit; asking is no
irregularity and draws attention to the revoke asked about.  Trick 5's revoke is already
established, so it may no longer be corrected: the trick stands as played (63B) and the
adjustment comes after play (64).  Refused is only a question that cannot be about a
revoke: about a trick where East followed suit (trick 6) or one not played yet.  A
question about trick 4, where East showed out having none, is harmless: "no revoke".
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import verzaking
from pbnkit import DEAL
from verzaking.cards import Card, Seat
from verzaking.errors import TimelineError
from verzaking.render.text import step_text

C = Card.parse
PLAY = ["HA H8 H5 H2", "HK H9 H6 H3", "HQ HT H7 H4", "HJ C2 CJ C8", "D8 D5 ST DA",
        "DK D9 D6 D4"]


def rule(events: list, *, deal: str | None = DEAL, laws: str | None = None) -> verzaking.Ruling:
    case: dict = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "events": events}
    if deal is not None:
        case["deal"] = deal
    return verzaking.rule(case, laws=laws, equity=False)


def ask(seat: str = "S", to: str = "E", trick: int | None = None) -> dict:
    event: dict = {"type": "question", "seat": seat, "to": to}
    if trick is not None:
        event["trick"] = trick
    return event


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def refused(events: list, **kw: object) -> TimelineError:
    with pytest.raises(TimelineError) as exc:
        rule(events, **kw)  # type: ignore[arg-type]
    return exc.value


@pytest.mark.parametrize("trick", [None, 5])
def test_63b_the_issue_case_a_question_while_trick_7_is_played(trick: int | None) -> None:
    # Trick 7: South ♦Q, West ♦T, North ♦7, East ♦3 (East follows).  Declarer then asks
    # East: his one earlier revoke is trick 5's, so without "trick" the question is about
    # it too.  Attention is drawn to it; it stays established and the trick stands (63B):
    # East's ♠10 is still in trick 5, and no penalty card appears (no correction, 62B1).
    r = rule([*PLAY, "DQ DT D7 D3", ask(trick=trick)])
    steps = codes(r)
    i = steps.index("tl.question_earlier")
    assert steps[i + 1] == "tl.attention_established"
    assert [s.law for s in r.steps[i:i + 2]] == ["61B", "63B"]
    [rr] = r.revokes
    assert (rr.established, rr.establishment) == (True, "63A1")
    assert rr.revoke.attention_drawn
    assert r.facts.play.tricks[4].cards[Seat.EAST] == C("ST")
    assert "62B1.penalty_card" not in steps and not dict(r.penalty_cards).get(7)


def test_63b_the_steps_say_it_in_english_and_dutch() -> None:
    r = rule([*PLAY, ask(trick=5)])
    step = next(s for s in r.steps if s.code == "tl.question_earlier")
    assert step_text(step, "en") == ("South asks East about trick 5, where East did not follow "
                                     "suit: the question draws attention to that revoke. "
                                     "(Law 61B)")
    assert step_text(step, "nl") == ("Zuid vraagt Oost naar slag 5, waarin Oost niet bekende: "
                                     "de vraag vestigt de aandacht op die verzaking. (art. 61B)")


def test_63b_played_out_the_established_revoke_is_adjusted_by_64a2() -> None:
    # Asked in trick 7 (as above), then played out, card by card from the deal:
    #  7 S ♦Q W ♦T N ♦7 E ♦3: South    8 S ♦J W ♠2 N ♣3 E ♦2: South
    #  9 S ♣T W ♣5 N ♣4 E ♣A: East     10 E ♣K S ♣9 W ♣6 N ♠J: East
    # 11 E ♣Q S ♠5 W ♣7 N ♠Q: East     12 E ♠9 S ♠6 W ♠3 N ♠A: North
    # 13 N ♠K E ♠8 S ♠7 W ♠4: North
    # North-South won tricks 5-8, 12 and 13: six, 1NT one down (-50).  East did not win
    # trick 5 (South did); East-West won later tricks (9-11): 64A2, one trick to N-S:
    # seven tricks, 1NT made, +90 (40 + 50 part-score bonus, Law 77).
    rest = ["DJ S2 C3 D2", "CT C5 C4 CA", "CK C9 C6 SJ", "CQ S5 C7 SQ", "S9 S6 S3 SA",
            "SK S8 S7 S4"]
    r = rule([*PLAY, "DQ DT D7 D3", ask(), *rest])
    [rr] = r.revokes
    assert (rr.established, rr.rule, rr.tricks_transferred) == (True, "64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (6, 7)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 90)


def test_61b_a_question_about_a_trick_where_he_had_none_is_harmless() -> None:
    # Trick 4: East discarded ♣J with no hearts left.  "No hearts?" about trick 4 is a
    # question 61B allows (he failed to follow suit); the answer is "none": no revoke, no
    # irregularity, nothing changes -- trick 5's revoke gets no attention from it.
    r = rule([*PLAY, ask(trick=4)])
    assert "tl.question_no_revoke" in codes(r) and "tl.question_earlier" not in codes(r)
    assert not r.revokes[0].revoke.attention_drawn
    step = next(s for s in r.steps if s.code == "tl.question_no_revoke")
    assert step_text(step, "en") == "East had no card of the suit led to trick 4: no revoke. (Law 61B)"


def test_61b_a_question_about_a_trick_where_he_followed_suit_is_refused() -> None:
    # Trick 6: East played ♦4 to diamonds: the question cannot be about a revoke there
    err = refused([*PLAY, ask(trick=6)])
    assert err.code == "timeline_question_followed"
    assert err.message("en") == ("event 7 (question): East followed suit on trick 6 (♦4): the "
                                 "question cannot be about a revoke (61B)")
    assert err.message("nl") == ("gebeurtenis 7 (question): Oost bekende in slag 6 (♦4): de "
                                 "vraag kan niet over een verzaking gaan (61B)")


def test_61b_a_question_about_a_trick_not_played_yet_is_refused() -> None:
    # six tricks played, trick 7 not begun: trick 9 cannot be asked about
    assert refused([*PLAY, ask(trick=9)]).code == "timeline_no_trick"


def test_61b_two_earlier_revokes_and_no_trick_named_is_refused_as_ambiguous() -> None:
    # Trick 7: South ♦Q, West ♦T, North ♦7, East ♣K while holding ♦32: a second revoke;
    # trick 8: South ♣T, West ♣5, North ♣3, East ♣A establishes it.  Asked without "trick",
    # the question could be about trick 5 or trick 7.
    events = [*PLAY, "DQ DT D7 CK", "CT C5 C3 CA"]
    err = refused([*events, ask()])
    assert err.code == "timeline_question_which"
    assert err.message("en") == ("event 9 (question): the question to East could be about "
                                 "tricks 5 and 7: name the one it asks about in the event's "
                                 "\"trick\" field (61B)")
    assert err.message("nl").startswith("gebeurtenis 9 (question): de vraag aan Oost kan over "
                                        "slagen 5 en 7 gaan")
    # naming trick 7 draws attention to that one only
    r = rule([*events, ask(trick=7)])
    first, second = r.revokes
    assert (first.revoke.attention_drawn, second.revoke.attention_drawn) == (False, True)


def test_62a_a_revoke_in_the_trick_just_played_comes_first_and_is_corrected() -> None:
    # Trick 7 as above, East ♣K while holding ♦32; nobody has played to trick 8 yet, so
    # that revoke is not established: the question (no "trick") is about it and corrects it
    # (62A): East's ♣K becomes a major penalty card (62B1), and trick 5's revoke stays as
    # it was (established, no attention).
    r = rule([*PLAY, "DQ DT D7 CK", ask()])
    first, second = r.revokes
    assert second.revoke.corrected_by == "62A" and not second.established
    assert not first.revoke.attention_drawn and first.established
    assert "62B1.penalty_card" in codes(r)


def test_61b2b_dummy_asking_a_defender_still_draws_attention() -> None:
    # North (dummy) may not ask a defender (61B2(b)); the question draws attention all the
    # same: trick 5's revoke is established and stands
    r = rule([*PLAY, ask(seat="N", trick=5)])
    steps = codes(r)
    assert "61B.refused_dummy" in steps and "61B2b.attention_all_the_same" in steps
    assert "tl.attention_established" in steps and r.revokes[0].revoke.attention_drawn


def test_61b_who_may_ask_stays_the_editions() -> None:
    # a defender may not ask dummy (61B lists no such question): refused, about any trick
    err = refused([*PLAY, ask(seat="W", to="N", trick=4)])
    assert err.code == "timeline_may_not_ask"
    # under 1997 a defender's question to his partner is allowed but 63B (1997) applies:
    # to a revoke already established it changes nothing more -- it stays established,
    # not "corrected as if established"
    r = rule([*PLAY, ask(seat="W", trick=5)], laws="1997")
    assert "61B.1997_defenders" in codes(r) and r.revokes[0].established
    assert r.revokes[0].revoke.as_if is None


def test_without_the_deal_a_legal_show_out_and_an_earlier_revoke_are_ambiguous() -> None:
    # No deal: trick 1 West ♦8, North ♦5, East ♠10 marked as a revoke, South ♦A; trick 2
    # South ♦K, West ♦9, North ♦6, East ♦4 (established); trick 3 South ♦Q, West ♦T,
    # North ♦7, East ♣2 not marked: he had none.  "No diamonds?" could be about trick 1 or
    # trick 3: refused without "trick"; about trick 3 it is harmless; about trick 1 it
    # draws attention to the established revoke.
    events = ["D8 D5", {"type": "play", "card": "ST", "revoke": True}, "DA",
              "DK D9 D6 D4", "DQ DT D7 C2"]
    assert refused([*events, ask()], deal=None).code == "timeline_question_which"
    assert "tl.question_no_revoke" in codes(rule([*events, ask(trick=3)], deal=None))
    r = rule([*events, ask(trick=1)], deal=None)
    assert "tl.question_earlier" in codes(r) and r.revokes[0].revoke.attention_drawn


def test_cli_exit_2_names_the_event(tmp_path: Path) -> None:
    case = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": [*PLAY, ask(trick=6)]}
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path)],
                         capture_output=True, text=True)
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert "gebeurtenis 7 (question)" in res.stderr and "slag 6" in res.stderr
