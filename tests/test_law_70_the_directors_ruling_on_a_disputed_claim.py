"""Law 70: the director's ruling on a disputed claim, entered as the event ``claim_ruled``.

A disputed claim is decided by the director (68D, 70); that decision is the board's
result.  It is not an agreed claim: it establishes no revoke (only the offending side's own
claim, 63A3, or its agreement to the opponents' claim, 63A4, does).  A revoke still not
established when he rules is taken as corrected in his ruling (62A): no trick is
transferred for it.  A ``result`` (an agreed claim) after an objection is refused: it would
read the objected claim as agreed.

Cases: 5D by West, nobody vulnerable (10 tricks -50 for East-West, 11 +400), North-South
won tricks 1 and 2 and West trick 3; on trick 4 South discards a spade holding the diamond
jack (after the Bridge Base forum thread "Law 63A3", our cards).
"""

from __future__ import annotations

import pytest

import verzaking
from verzaking.errors import TimelineError
from verzaking.render.jsonout import ruling_to_dict
from verzaking.render.text import step_text

TRICK4 = ["DT S2 S3", {"type": "play", "seat": "S", "card": "S4", "revoke": True}]
CLAIM = {"type": "claim", "seat": "W", "declarer_tricks": 11}


def _case(events: list) -> dict:
    return {"contract": "5D", "declarer": "W", "vulnerable": "None",
            "tricks": ["NS", "NS", "W"], "events": [*TRICK4, *events]}


def _rule(events: list, **kw: object) -> verzaking.Ruling:
    return verzaking.rule(_case(events), equity=False, **kw)


def test_70_the_ruling_is_the_result_and_establishes_nothing() -> None:
    # North agrees, South objects in time (2017: no agreement of the side), the director
    # rules 10.  South's revoke is not established: corrected in the ruling, no transfer.
    r = _rule([CLAIM, {"type": "accept", "seat": "N"}, {"type": "object", "seat": "S"},
               {"type": "claim_ruled", "declarer_tricks": 10}])
    [rr] = r.revokes
    assert not rr.established and rr.tricks_transferred == 0
    assert rr.revoke.corrected_by == "62A"
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 10)
    assert (r.score_ns_played, r.score_ns_adjusted) == (50, 50)
    ruled = next(s for s in r.steps if s.code == "tl.claim_ruled")
    assert ruled.law == "70"
    assert step_text(ruled, "en").startswith("The director rules on the disputed claim: "
                                             "declarer takes 10 tricks in all (70)")
    assert step_text(ruled, "nl").startswith("De wedstrijdleider beslist over de betwiste "
                                             "claim: de leider krijgt 10 slagen in totaal (70)")
    assert any(s.code == "tl.claim_ruled_corrected" for s in r.steps)
    # what now: the score, not "the director rules on the claim" any more
    assert [s.code for s in r.next_steps] == ["next.score"]
    out = ruling_to_dict(r, lang="en")
    assert out["claim"] == {"declarer_tricks": 10, "by": "W", "ruled": True}


def test_70_a_revoke_the_offenders_own_claim_established_is_adjusted_on_the_ruling() -> None:
    # South (of the offending side) claims: established at once (63A3).  West objects; the
    # director rules 4 for declarer (North-South 9 of the 13: their 2 played, 7 of the 9
    # left).  The revoke trick (4) was West's; North-South won later tricks: 64A2, one
    # trick to East-West: 4 + 1 = 5.
    r = _rule([{"type": "claim", "seat": "S", "declarer_tricks": 2},
               {"type": "object", "seat": "W"}, {"type": "claim_ruled", "declarer_tricks": 4}])
    [rr] = r.revokes
    assert (rr.established, rr.establishment, rr.rule) == (True, "63A3", "64A2")
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (4, 5)


def test_70_a_correction_under_way_ends_with_the_ruling() -> None:
    # attention is drawn after the objection: South takes back the spade four (a major
    # penalty card) and must follow suit; the director rules the claim before any card is
    # played: the correction ends there, nothing is asked of South any more
    r = _rule([CLAIM, {"type": "object", "seat": "S"}, {"type": "attention", "seat": "S"},
               {"type": "claim_ruled", "declarer_tricks": 10}])
    [rr] = r.revokes
    assert not rr.established and rr.revoke.corrected_by == "62A"
    assert r.declarer_tricks_adjusted == 10
    assert [s.code for s in r.next_steps] == ["next.score"]


def test_a_result_after_an_objection_is_refused_and_names_claim_ruled() -> None:
    with pytest.raises(TimelineError) as exc:
        _rule([CLAIM, {"type": "accept", "seat": "N"}, {"type": "object", "seat": "S"},
               {"type": "result", "declarer_tricks": 10}])
    err = exc.value
    assert err.code == "timeline_result_after_objection" and err.params["event"] == 6
    assert '"claim_ruled"' in err.message("en") and '"claim_ruled"' in err.message("nl")


@pytest.mark.parametrize("events, code", [
    ([{"type": "claim_ruled", "declarer_tricks": 10}], "timeline_no_claim"),
    ([CLAIM, {"type": "accept", "seat": "N"}, {"type": "claim_ruled", "declarer_tricks": 10}],
     "timeline_claim_agreed"),
    ([CLAIM, {"type": "object", "seat": "S"}, {"type": "claim_ruled", "declarer_tricks": 10},
      {"type": "claim_ruled", "declarer_tricks": 9}], "timeline_claim_ruled"),
    ([CLAIM, {"type": "object", "seat": "S"}, {"type": "claim_ruled", "declarer_tricks": 1}],
     "timeline_claim_range"),
])
def test_a_ruling_that_cannot_be_is_refused(events: list, code: str) -> None:
    with pytest.raises(TimelineError) as exc:
        _rule(events)
    assert exc.value.code == code


def test_the_cli_refuses_a_result_after_an_objection_with_exit_code_2(tmp_path, capsys) -> None:
    import json

    from verzaking.cli import main

    path = tmp_path / "case.json"
    path.write_text(json.dumps(_case([CLAIM, {"type": "object", "seat": "S"},
                                      {"type": "result", "declarer_tricks": 10}])),
                    encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en"]) == 2
    assert "claim_ruled" in capsys.readouterr().err
