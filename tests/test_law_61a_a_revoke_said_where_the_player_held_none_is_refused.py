"""Law 61A: a revoke is a failure to follow suit by a player who could follow.  A case that
gives a card as a revoke (``"revoke": true``) while the facts show the player held no card
of the suit led cannot have happened, and is refused with the event, the trick and the card.

Published round 2, file 48 (a minimal reproduction, rewritten here): without the deal,
East's ♣5 on trick 12 (diamonds led) is given as a revoke, and East then plays ♣A to trick
13, his last card.  A hand only loses cards, so East held ♣5 and ♣A at trick 12 and no
diamond: no revoke, and 62D1 could not correct it (he has no diamond to put there).  The
program used to "correct" it with ♣A.

Worked by hand:
- Without the deal the cards a player held after the revoke trick are known only when he
  has played them all: at his card to trick 13.  Then, with none of the suit led among
  them, the revoke cannot have been.  Before that (play ended in a claim, or trick 13 not
  told) nothing is known, and the case is ruled.
- With the deal his hand shows it at once: a card given as a revoke by a player who has no
  card of the suit led is refused at that card.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import verzaking
from pbnkit import DEAL
from verzaking.errors import TimelineError

PREFIX = ["NS", "NS", "NS", "EW", "NS", "NS", "NS", "NS", "NS", "EW", "N"]
"""Tricks 1-11 by their winners (9 for North-South); North won trick 11 and leads."""

TRICK12 = ["D2", {"type": "play", "seat": "E", "card": "C5", "revoke": True}, "D3 H4"]
"""Trick 12: North ♦2, East ♣5 given as a revoke, South ♦3 (wins), West ♥4."""


def case(events: list, *, laws: str = "2007", tricks: list[str] = PREFIX) -> dict:
    return {"laws": laws, "contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": tricks, "events": events}


def refused(c: dict) -> TimelineError:
    with pytest.raises(TimelineError) as exc:
        verzaking.rule(c, equity=False)
    return exc.value


def test_61a_file_48_a_trick12_revoke_by_a_player_whose_last_card_is_a_club_is_refused() -> None:
    # Trick 13: South leads ♠2, West ♥5, North ♠3, East ♣A, his last card: East held ♣5 and
    # ♣A at trick 12, no diamond.  Refused at event 4 (East's ♣A), naming the revoke's card,
    # trick and event (2).
    err = refused(case([*TRICK12, "S2 H5 S3 CA",
                        {"type": "attention", "seat": "E", "trick": 12}]))
    assert err.code == "timeline_revoke_said_none_left_event"
    assert err.params["event"] == 4 and err.params["revoke_event"] == 2
    en, nl = err.message("en"), err.message("nl")
    assert "event 4 (play)" in en and "East's ♣5 on trick 12" in en and "(event 2)" in en
    assert "(♣A) hold no diamonds" in en and "61A" in en
    assert "gebeurtenis 4 (play)" in nl and "♣5 van Oost in slag 12" in nl
    assert "geen ruiten" in nl


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_61a_with_a_diamond_as_his_last_card_the_trick12_revoke_is_ruled(laws: str) -> None:
    # East's last card ♦9: he held it at trick 12, so ♣5 was a revoke.  Established by
    # West's play to trick 13 (63A1), corrected before the hands go back (62D1): ♦9 to trick
    # 12, which it wins (no trump in it), ♣5 to trick 13, which North-South still win by
    # ruffing (♠3 over ♠2).  So declarer's 11 tricks become 10; no transfer (64B6).
    r = verzaking.rule(case([*TRICK12, "S2 H5 S3 D9",
                             {"type": "attention", "seat": "E", "trick": 12}], laws=laws),
                       equity=False)
    [rr] = r.revokes
    assert rr.rule == "64B6" and rr.tricks_transferred == 0
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (11, 10)


def test_61a_an_earlier_revoke_is_refused_once_his_last_card_shows_he_had_none() -> None:
    # Tricks 1-10 by winners (North won trick 10).  Trick 11: North ♥2, East ♣5 given as a
    # revoke, South ♥4 (wins), West ♥3.  Trick 12: South ♠2, West ♠4 (the top trump, wins),
    # North ♠3, East ♣6.  Trick 13: West ♦5, North ♦6, East ♣A, South ♦7.  East's cards
    # after trick 11, ♣6 and ♣A, hold no heart: refused at his ♣A (event 5).
    prefix = [*PREFIX[:9], "N"]
    events = ["H2", {"type": "play", "seat": "E", "card": "C5", "revoke": True}, "H4 H3",
              "S2 S4 S3 C6", "D5 D6 CA D7"]
    err = refused(case(events, tricks=prefix))
    assert err.code == "timeline_revoke_said_none_left_event"
    assert (err.params["event"], err.params["trick"]) == (5, 11)
    # the same with a heart among his later cards (♥9 in place of ♣6): he held it at trick
    # 11, so it was a revoke, established by West's ♠4 to trick 12 (63A1)
    events[3] = "S2 S4 S3 H9"
    r = verzaking.rule(case(events, tricks=prefix), equity=False)
    assert [rr.revoke.trick for rr in r.revokes] == [11] and r.revokes[0].established


def test_61a_before_his_last_card_nothing_is_known_so_a_claim_after_trick_12_is_ruled() -> None:
    # Play ends after trick 12 in an agreed claim giving East-West trick 13 (declarer 10:
    # 9 before, trick 12): East's last card was never shown, so the revoke stands as the
    # case gives it.  Established by the agreed claim (63A); his side won a later trick, so
    # not 64B1, but it is a trick-12 revoke: no transfer (64B6).
    events = [*TRICK12, {"type": "result", "declarer_tricks": 10}]
    r = verzaking.rule(case(events), equity=False)
    assert [rr.rule for rr in r.revokes] == ["64B6"]


def test_61a_with_the_deal_a_card_given_as_a_revoke_by_a_player_void_in_the_suit_is_refused(
        ) -> None:
    # pbnkit.DEAL, 1NT by South: West cashes ♥A ♥K ♥Q (East follows with his three hearts)
    # and leads ♥J; East, out of hearts, discards ♣J.  Given as a revoke, it is refused
    # there: by the deal he held no heart.
    c = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
         "events": ["HA H8 H5 H2", "HK H9 H6 H3", "HQ HT H7 H4", "HJ C2",
                    {"type": "play", "card": "CJ", "revoke": True}, "C8"]}
    err = refused(c)
    assert err.code == "timeline_revoke_said_void" and err.params["event"] == 5
    assert "East's ♣J on trick 4 is given as a revoke" in err.message("en")
    assert "geen harten" in err.message("nl")
    del c["events"][4]["revoke"]  # the same discard, not said to be a revoke: legal
    assert verzaking.rule(c, equity=False).revokes == ()


def test_61a_the_cli_refuses_it_with_exit_code_2_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case([*TRICK12, "S2 H5 S3 CA"])), encoding="utf-8")
    for lang, said in (("en", "cannot have been a revoke"), ("nl", "kan geen verzaking zijn")):
        run = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path),
                              "--lang", lang], capture_output=True, text=True, timeout=60,
                             check=False)
        assert run.returncode == 2 and said in run.stderr and "Traceback" not in run.stderr


def test_61a_a_revoke_in_a_suit_he_showed_out_of_earlier_is_refused_unless_that_was_one() -> None:
    # Round 1, file 15 (rewritten): 2H by South.  Trick 2: South ♥2, West ♣2 (shows out),
    # North ♥K, East ♥3.  Trick 3: North ♥4, East ♥5, South ♥A, West ♦3 given as a revoke.
    # West's ♣2 on trick 2, not given as a revoke, says he had no heart then: he cannot
    # hold one on trick 3.  Given as a revoke too, both stand: two revokes in hearts.
    def hearts(first_said: bool) -> dict:
        return {"contract": "2H", "declarer": "S", "vulnerable": "None", "tricks": ["S"],
                "events": ["H2", {"type": "play", "card": "C2", "revoke": first_said},
                           "HK H3", "H4 H5 HA", {"type": "play", "card": "D3", "revoke": True},
                           "C4"]}
    err = refused(hearts(first_said=False))
    assert err.code == "timeline_revoke_said_shown_out" and err.params["event"] == 5
    assert "showed out of hearts on trick 2 (♣2)" in err.message("en")
    assert "bekende in slag 2 geen harten" in err.message("nl")
    r = verzaking.rule(hearts(first_said=True), equity=False)
    assert [(rr.revoke.seat.letter, rr.revoke.trick) for rr in r.revokes] == [("W", 2), ("W", 3)]
