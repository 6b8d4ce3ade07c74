"""Review (hostile input and a director's check of the new events): cases that
reproduced real bugs, each fixed and kept as a test named after the law.

Deal of tests/test_laws_52_to_57_and_62d_events.py, 3NT by South, nobody vulnerable:
    N KQJ.AKQ.AQ5.AKQ2   E AT98.JT9.JT9.JT9   S 765.876.K873.876   W 432.5432.642.543
"""

from __future__ import annotations

from typing import Any

import pytest

import verzaking
from verzaking.cli import main
from verzaking.errors import TimelineError, VerzakingError

DEAL = "N:KQJ.AKQ.AQ5.AKQ2 AT98.JT9.JT9.JT9 765.876.K873.876 432.5432.642.543"
NORMAL = ["S2 SK S8 S5", "SQ S9 S6 S3", "SJ ST S7 S4", "HA H9 H6 H3", "HK HT H7 H4",
          "HQ HJ H8 H5", "CA C9 C6 C3", "CK CT C7 C4", "CQ CJ C8 C5", "DA D9 D7 D2",
          "DQ DT D8 D6"]
PREMATURE = [NORMAL[0], "HA", {"type": "premature_play", "seat": "W", "card": "H3"}]


def rule(events: list[Any]) -> verzaking.Ruling:
    return verzaking.rule({"contract": "3NT", "declarer": "S", "vulnerable": "None",
                           "deal": DEAL, "events": events}, equity=False)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def exposed(seat: str, card: str) -> dict[str, Any]:
    return {"type": "exposed", "seat": seat, "card": card, "choice": "deliberate"}


# -- Suit.CLUBS == 0 is falsy: `op.suit or ...` in table/penalty.py loses clubs ---------------

def test_50D2_declarer_requires_clubs_of_two_penalty_cards_and_a_club_lead_obeys() -> None:
    # East has two major penalty cards, SA and CJ; West to lead; declarer requires clubs.
    # West leads C3: he obeyed.  The program requires spades, picks up the SA and calls C3 a
    # revoke (61A).
    r = rule([exposed("E", "SA"), exposed("E", "CJ"),
              {"type": "option", "choice": "require", "suit": "C"}, "C3"])
    assert "tl.lead_not_obeyed_require" not in codes(r)
    assert not r.revokes


def test_50D2_declarer_forbids_clubs_and_a_club_lead_is_a_revoke_61A() -> None:
    r = rule([exposed("E", "SA"), exposed("E", "CJ"),
              {"type": "option", "choice": "forbid", "suit": "C"}, "C3"])
    assert "tl.lead_not_obeyed_forbid" in codes(r)


def test_57A_declarer_specifies_clubs_the_step_names_clubs() -> None:
    r = rule([*PREMATURE, {"type": "option", "choice": "require", "suit": "C"}])
    [step] = [s for s in r.steps if s.code == "57A.require"]
    assert step.data["suit"] == verzaking.Suit.CLUBS


# -- 57A: the correction of a card that did not obey declarer's choice --------------------------

def test_57A_highest_required_the_corrected_card_must_still_be_the_highest() -> None:
    base = [*PREMATURE, {"type": "option", "choice": "highest"}, "H9",
            {"type": "attention", "seat": "E"}]
    r = rule(base)
    # "what now?" tells East to play the H9 to this trick (50D1): declarer required the HJ
    assert "next.penalty_card_play" not in [s.code for s in r.next_steps]
    # the same non-complying card again as the correction: refused, he must play the HJ
    with pytest.raises(TimelineError) as err:
        rule([*base, "H9 H6 H3"])
    assert err.value.code == "timeline_substitute_play_rule"
    r = rule([*base, "HJ H6 H3"])
    assert str(r.facts.play.tricks[1].cards[1]) == "HJ"


# -- 52A: a defender who did not play his penalty card may not correct on his own -------------

def test_52A_penalty_card_not_played_is_not_corrected_on_the_offenders_initiative() -> None:
    r = rule([NORMAL[0], exposed("W", "C5"), "CA C9 C6 C3"])
    assert "62A.correct" not in codes(r)
    assert not [s for s in r.next_steps if s.law == "62A"]


# -- missing fields silently defaulted ---------------------------------------------------------

def test_option_without_choice_is_an_error_naming_the_field() -> None:
    with pytest.raises(VerzakingError):
        rule([{"type": "lead_out_of_turn", "seat": "E", "card": "SA", "choice": "refuse"},
              {"type": "option"}])


def test_50B_exposed_without_choice_is_an_error_where_it_decides_minor_or_major() -> None:
    with pytest.raises(VerzakingError) as err:
        rule([{"type": "exposed", "seat": "W", "card": "C5"}])
    assert err.value.code == "timeline_exposed_how"
    # an honour is a major penalty card however it was exposed: no need to say
    r = rule([{"type": "exposed", "seat": "E", "card": "SA"}])
    assert [s.code for s in r.steps if s.code.startswith("50B")] == ["50B.major"]


# -- claims during a trick ---------------------------------------------------------------------

def test_68D_after_a_claim_not_yet_agreed_play_does_not_go_on() -> None:
    r = rule([*NORMAL, "D5 DJ", {"type": "claim", "seat": "S", "declarer_tricks": 11}])
    assert "next.play" not in [s.code for s in r.next_steps]


def test_68_a_second_claim_while_one_is_pending_is_refused() -> None:
    with pytest.raises(TimelineError):
        rule([*NORMAL, "D5 DJ", {"type": "claim", "seat": "S", "declarer_tricks": 11},
              {"type": "claim", "seat": "S", "declarer_tricks": 12}])


# -- the log: a huge entry number --------------------------------------------------------------

def test_log_show_a_huge_number_is_exit_2_with_a_message(tmp_path: Any,
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    try:
        code = main(["log", "show", "9" * 23, "--db", str(tmp_path / "x.sqlite"),
                     "--lang", "en"])
    except OverflowError:
        code = 1
    assert code == 2
    assert "Traceback" not in capsys.readouterr().err
