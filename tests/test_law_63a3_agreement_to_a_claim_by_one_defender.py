"""Agreement to the opponents' claim by one member of the offending side, an objection by
the other: when is the revoke established?

- 2007 Law 63A3 (and 1997 63A3): a revoke is established when a member of the offending
  side "makes or agrees to" (1997: "makes or acquiesces in") a claim.  One defender's
  agreement establishes it there and then; his partner's objection disputes the claim, so
  the director rules on it (70), but it does not undo the establishment.
- 2017 Law 63A4: established when agreement is established as Law 69A has it, the
  offending side raising no objection before the end of the round (or before a call on the
  next board).  The side objected in time: no agreement, not established; it is corrected
  in the director's ruling on the claim.  An objection after that deadline is too late.

The case (after a Bridge Base forum thread of 2014, "Law 63A3", in our own cards): 5D by
West, nobody vulnerable.  North-South won tricks 1 and 2, West trick 3.  Trick 4: West
leads the diamond ten, North and East discard spades, South discards the spade four while
holding the diamond jack.  West claims the rest (11 tricks); North agrees, South objects.
The director rules the claim: South's diamond jack takes a trick, declarer 10.
"""

from __future__ import annotations

import pytest

import verzaking
from verzaking.render.text import step_text

BEFORE = ["DT S2 S3", {"type": "play", "seat": "S", "card": "S4", "revoke": True},
          {"type": "claim", "seat": "W", "declarer_tricks": 11},
          {"type": "accept", "seat": "N"}]
RULED = {"type": "claim_ruled", "declarer_tricks": 10}


def _case(events: list) -> dict:
    return {"contract": "5D", "declarer": "W", "vulnerable": "None",
            "tricks": ["NS", "NS", "W"], "events": events}


def _texts(r: verzaking.Ruling, lang: str) -> list[str]:
    return [step_text(s, lang) for s in r.steps]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_63a3_one_defenders_agreement_establishes_and_the_objection_leaves_it(laws: str) -> None:
    r = verzaking.rule(_case([*BEFORE, {"type": "object", "seat": "S"}, RULED]), laws=laws)
    [rr] = r.revokes
    assert (rr.established, rr.establishment) == (True, "63A3")
    # the ruled claim gives declarer 10 (North-South one trick of the claim, after the
    # revoke trick, which West won): 64A2, one trick: 11, 5D made, East-West +400
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 11)
    assert (r.score_ns_played, r.score_ns_adjusted) == (50, -400)
    codes = [s.code for s in r.steps]
    assert "tl.established_agreement" in codes and "tl.claim_objected_stands" in codes
    assert "tl.claim_objected_undone" not in codes and "62A.correct_now" not in codes
    en = " ".join(_texts(r, "en"))
    assert "The objection does not undo the establishment of South's revoke on trick 4" in en
    assert "(63A3)" in en and "63A4" not in en  # 2007 and 1997 have no 63A4
    nl = " ".join(_texts(r, "nl"))
    assert "Het bezwaar maakt de verzaking van Zuid in slag 4 niet weer onvoldongen" in nl


def test_63a4_the_sides_objection_in_time_means_no_agreement_and_no_establishment() -> None:
    r = verzaking.rule(_case([*BEFORE, {"type": "object", "seat": "S"}, RULED]))
    [rr] = r.revokes
    # not established: corrected in the director's ruling; 10 tricks, 5D-1, NS +50
    assert not rr.established and rr.tricks_transferred == 0
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 10)
    assert (r.score_ns_played, r.score_ns_adjusted) == (50, 50)
    codes = [s.code for s in r.steps]
    assert "tl.established_agreement" not in codes  # never "now established"
    assert codes.index("tl.agreement_establishes") < codes.index("tl.claim_objected_undone")
    en = _texts(r, "en")
    assert not [t for t in en if "is now established" in t]
    assert any(t.startswith("Unless the offending side objects before the end of the round")
               for t in en)
    assert any(t.startswith("South objects to the claim: his side has not agreed to it (69A), "
                            "so North's assent does not establish South's revoke on trick 4 "
                            "after all (63A4)") for t in en)
    nl = _texts(r, "nl")
    assert any(t.startswith("Tenzij de verzakende partij bezwaar maakt") for t in nl)
    assert any("toch niet voldongen (63A4)" in t for t in nl)


def test_63a4_without_an_objection_the_agreement_establishes_it() -> None:
    # North agrees, nobody objects: the claim (11) is agreed; established under 63A4.
    # North-South get no trick of the claim (West claims all 9 left): 64B1, no transfer
    r = verzaking.rule(_case(BEFORE))
    [rr] = r.revokes
    assert (rr.established, rr.establishment, rr.rule) == (True, "63A4", "64B1")
    assert r.declarer_tricks_adjusted == 11


def test_63a4_an_objection_after_the_round_ended_comes_too_late() -> None:
    # the round ends with North's agreement standing; South's objection after that is too
    # late (69A): the agreement stands, the revoke stays established, the claim is scored
    r = verzaking.rule(_case([*BEFORE, {"type": "end_of_round"},
                              {"type": "object", "seat": "S"}]))
    [rr] = r.revokes
    assert (rr.established, rr.establishment) == (True, "63A4")
    assert r.declarer_tricks_played == 11
    late = next(s for s in r.steps if s.code == "tl.claim_objected_late")
    assert late.law == "69A"
    assert step_text(late, "en").startswith("South objects to the claim, but only after the "
                                            "end of the round")
    assert step_text(late, "nl").startswith("Zuid maakt bezwaar tegen de claim, maar pas na "
                                            "het einde van de ronde")
