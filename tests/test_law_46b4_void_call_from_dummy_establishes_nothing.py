"""Law 46B4 with 63A2: a card called from dummy that dummy does not hold names nothing.

Issue 28, item 2.  Deal (pbnkit.DEAL), 4♠ by South, West leads:
N ♠AKQJ ♥T98 ♦765 ♣432   E ♠T98 ♥765 ♦432 ♣AKQJ
S ♠765 ♥432 ♦AKQJ ♣T98   W ♠432 ♥AKQJ ♦T98 ♣765
Trick 1: West ♥A, North (dummy) ruffs ♠J while holding ♥T98 (a revoke, 61A), East ♥7,
South ♥4; dummy's ♠J wins, so dummy leads to trick 2.

By hand: 63A2 establishes a revoke when the offender or his partner names a card to be
played to the next trick.  46B4: a call for a card that is not in dummy is void, so
nothing was named: dummy's revoke is still not established when attention is drawn to it,
and it is corrected (62A): dummy's ♠J goes back without rectification (62B2: dummy's
card), dummy follows with a heart, and East, who played after the revoke, may change his
card (62C1).  A name of a card the hand does hold is a designation and establishes.
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

C = Card.parse
DUMMY_RUFFS = "HA SJ H7 H4"


def rule(events: list, *, deal: str | None = DEAL, contract: str = "4S",
         laws: str | None = None) -> verzaking.Ruling:
    case: dict = {"contract": contract, "declarer": "S", "vulnerable": "None", "events": events}
    if deal is not None:
        case["deal"] = deal
    return verzaking.rule(case, laws=laws, equity=False)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def said(r: verzaking.Ruling, code: str, lang: str) -> str:
    step = next(s for s in r.steps if s.code == code)
    return verzaking.render.text.step_text(step, lang)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_46b4_the_issue_case_void_call_then_the_revoke_is_corrected(laws: str) -> None:
    # ♥K is West's card, not dummy's: void.  Attention, then North's substitute ♥T; East
    # changes ♥7 for ♥5 (62C1).  Trick 1 is then ♥A ♥T ♥5 ♥4: West's ♥A wins.
    r = rule([DUMMY_RUFFS, {"type": "designate", "seat": "S", "card": "HK"},
              {"type": "attention", "seat": "N"}, {"type": "play", "card": "HT"},
              {"type": "withdraw", "seat": "E", "card": "H7"},
              {"type": "play", "seat": "E", "card": "H5"}], laws=laws)
    assert "46B4.void_call" in codes(r)
    assert "tl.designated" not in codes(r) and "tl.established_designation" not in codes(r)
    assert "62B2.no_penalty" in codes(r) and "62C1.withdrawn" in codes(r)
    [rr] = r.revokes
    assert (rr.established, rr.rule, rr.tricks_transferred) == (False, "62A", 0)
    trick1 = r.facts.play.tricks[0]
    assert [trick1.cards[s] for s in (Seat.NORTH, Seat.EAST)] == [C("HT"), C("H5")]
    assert trick1.winner == Seat.WEST
    assert dict(r.penalty_cards).get(1, {}) == {}  # dummy's card: no penalty card (62B2)


def test_46b4_the_step_says_why_in_dutch_and_english() -> None:
    r = rule([DUMMY_RUFFS, {"type": "designate", "seat": "S", "card": "HK"}])
    en, nl = said(r, "46B4.void_call", "en"), said(r, "46B4.void_call", "nl")
    # South names ♥K; dummy (North) has ♥T98: nothing named for trick 2
    assert en.startswith("South names ♥K, but dummy (North) does not hold it")
    assert "trick 2" in en and "(63A2)" in en and en.endswith("(Law 46B4)")
    assert nl.startswith("Zuid noemt ♥H, maar de blinde (Noord) heeft die kaart niet")
    assert "slag 2" in nl and "(63A2)" in nl and nl.endswith("(art. 46B4)")


def test_63a2_a_card_dummy_holds_establishes_and_64b3_spares_dummys_revoke() -> None:
    # ♥T is dummy's: a designation (45B).  Dummy's revoke is established (63A2) and stands
    # when attention is drawn (63B); no trick moves for a revoke by dummy (64B3).
    r = rule([DUMMY_RUFFS, {"type": "designate", "seat": "S", "card": "HT"},
              {"type": "attention", "seat": "N"}])
    [rr] = r.revokes
    assert (rr.established, rr.establishment, rr.rule) == (True, "63A2", "64B3")


def test_46b4_the_event_may_name_dummys_seat() -> None:
    # the card "named from dummy": North's seat, ♦A (South's card, not dummy's): void
    r = rule([DUMMY_RUFFS, {"type": "designate", "seat": "N", "card": "DA"},
              {"type": "attention", "seat": "N"}, {"type": "play", "card": "H9"}])
    assert "46B4.void_call" in codes(r)
    assert not r.revokes[0].established


def test_46b4_a_card_already_played_is_not_in_dummy() -> None:
    # ♥A went to trick 1 (West's): no hand holds it now, so the call is void too
    r = rule([DUMMY_RUFFS, {"type": "designate", "seat": "S", "card": "HA"},
              {"type": "attention", "seat": "N"}, {"type": "play", "card": "H8"}])
    assert "46B4.void_call" in codes(r) and not r.revokes[0].established


def test_63a2_declarer_naming_a_card_of_his_own_hand_establishes() -> None:
    # 1NT by South; trick 1: West ♦8, North ♦5, East ♦4, South ♣8 while holding ♦AKQJ
    # (declarer revokes); West's ♦8 wins and leads ♥A to trick 2.  South names ♥2 from his
    # own hand (45C4(a)): established by 63A2; declarer's revoke, trick won by West: one
    # trick only if declarer's side won trick 1 or a later one (64A2) -- none is played
    # yet, so the ruling transfers nothing so far.
    r = rule(["D8 D5 D4 C8", "HA", {"type": "designate", "seat": "S", "card": "H2"}],
             contract="1NT")
    [rr] = r.revokes
    assert rr.established and rr.establishment == "63A2"


def test_63a2_a_named_card_that_would_revoke_still_establishes() -> None:
    # As above, but on trick 2 (♥A led) declarer names dummy's ♠A although dummy holds
    # ♥T98: 63A2 asks only that a card be named for the next trick, so South's revoke on
    # trick 1 is established; played, ♠A is dummy's own revoke on trick 2 (61A).
    r = rule(["D8 D5 D4 C8", "HA", {"type": "designate", "seat": "S", "card": "SA"},
              {"type": "play", "card": "SA"}], contract="1NT")
    first, second = r.revokes
    assert first.revoke.seat == Seat.SOUTH and first.established
    assert first.establishment == "63A2"
    assert (second.revoke.seat, second.revoke.trick) == (Seat.NORTH, 2)


def test_63a2_a_designation_by_the_other_side_establishes_nothing() -> None:
    # dummy revoked (North-South offend); West names ♠2 of his own hand: not the offending
    # side, so nothing is established; attention then corrects dummy's revoke (62A)
    r = rule([DUMMY_RUFFS, {"type": "designate", "seat": "W", "card": "S2"},
              {"type": "attention", "seat": "N"}, {"type": "play", "card": "HT"}])
    assert "tl.designated" in codes(r) and not r.revokes[0].established


def test_without_the_deal_a_card_already_played_is_void_and_any_other_is_taken_as_held() -> None:
    # no deal: the revoke is marked on the card.  ♥A was played to trick 1: void (46B4).
    # ♥K was never seen: the table cannot know whether dummy holds it, so it is taken as
    # named, and the revoke is established (63A2).
    ruff = ["HA", {"type": "play", "card": "SJ", "revoke": True}, "H7 H4"]
    void = rule([*ruff, {"type": "designate", "seat": "S", "card": "HA"}], deal=None)
    assert "46B4.void_call" in codes(void) and not void.revokes[0].established
    named = rule([*ruff, {"type": "designate", "seat": "S", "card": "HK"}], deal=None)
    assert named.revokes[0].established and named.revokes[0].establishment == "63A2"


def test_a_defender_cannot_name_a_card_he_does_not_hold() -> None:
    # 1NT: East revokes on trick 1 (♠T on diamonds); East then names ♥A, West's card.
    # 46B4 is about declarer's calls from dummy; a player's own card he must hold (45C4(a)).
    with pytest.raises(TimelineError) as exc:
        rule(["D8 D5 ST DA", {"type": "designate", "seat": "E", "card": "HA"}], contract="1NT")
    err = exc.value
    assert err.code == "timeline_designate_not_held"
    assert err.message("en") == ("event 2 (designate): East names ♥A, which is not in his "
                                 "hand: he can name only a card he holds (45C4(a)); a card "
                                 "called from dummy is named with dummy's seat")
    assert err.message("nl").startswith("gebeurtenis 2 (designate): Oost noemt ♥A, maar die "
                                        "kaart zit niet in zijn hand")


def test_cli_exit_2_names_the_event(tmp_path: Path) -> None:
    case = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": ["D8 D5 ST DA", {"type": "designate", "seat": "E", "card": "HA"}]}
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--lang", "en"],
                         capture_output=True, text=True)
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert "event 2 (designate)" in res.stderr and "East names ♥A" in res.stderr
