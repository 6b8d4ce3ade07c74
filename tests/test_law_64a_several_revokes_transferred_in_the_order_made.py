"""Law 64A with several revokes by one side: each revoke's transfer is worked in the order
the revokes were made, the first one's tricks first (the EBU forum ruling of several
revokes, "multiple revokes", #576: a later revoke gets a trick only while one of the
offending side's later tricks is still there to move).

Quick cases, 4S by South, nobody vulnerable: 11 tricks = +450, 12 = +480, 13 = +510.
Every expected value is worked by hand from 64A1/64A2 and Law 77.
"""

from __future__ import annotations

import json

import verzaking
from conftest import case
from verzaking.render.jsonout import ruling_to_dict


def test_64a1_first_revoke_takes_its_two_tricks_and_the_second_finds_none_left() -> None:
    # East ruffs trick 3 and wins it (hearts led); East discards on trick 7 (diamonds) and
    # North-South win it; East-West win only trick 9 after trick 3.
    # First revoke, 64A1: trick 3 itself, with one later trick of theirs: trick 9.
    # Second revoke, 64A2 (not won by the offender, his side won trick 9 later): one trick,
    # but trick 9 has gone over already: nothing is left.  11 + 2 = 13, +510.
    c = case("NS NS E NS NS NS NS NS EW NS NS NS NS",
             [{"seat": "E", "trick": 3, "suit": "H"}, {"seat": "E", "trick": 7, "suit": "D"}])
    r = verzaking.rule(c)
    first, second = r.revokes
    assert (first.rule, first.tricks_transferred, first.transferred) == ("64A1", 2, (3, 9))
    assert (second.rule, second.tricks_transferred, second.transferred) == ("64A2", 0, ())
    assert [s.code for s in second.steps if s.code.startswith("64A.exh")] == [
        "64A.exhausted_none"]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (11, 13)
    assert (r.score_ns_played, r.score_ns_adjusted) == (450, 510)


def test_the_json_gives_each_revoke_its_own_tricks_and_no_text_says_1_tricks() -> None:
    c = case("NS NS E NS NS NS NS NS EW NS NS NS NS",
             [{"seat": "E", "trick": 3, "suit": "H"}, {"seat": "E", "trick": 7, "suit": "D"}])
    r = verzaking.rule(c)
    out = ruling_to_dict(r, lang="en")
    got = [(x["rule"], x["tricks_transferred"], x["transferred_tricks"]) for x in out["revokes"]]
    assert got == [("64A1", 2, [3, 9]), ("64A2", 0, [])]
    for lang in ("en", "nl"):
        text = json.dumps(ruling_to_dict(r, lang=lang), ensure_ascii=False)
        assert "1 tricks" not in text and "1 slagen" not in text
    words = {s["code"]: s["text"] for s in out["steps"]}
    assert words["64A.exhausted_none"].startswith("No trick of the offending side is left")
    nl = {s["code"]: s["text"] for s in ruling_to_dict(r, lang="nl")["steps"]}
    assert nl["64A.exhausted_none"].startswith("Voor deze verzaking is geen slag")


def test_a_second_64a1_revoke_keeps_its_own_trick_and_the_first_takes_the_earliest() -> None:
    # West discards on trick 2 (North-South win it): 64A2, one trick from trick 2 on.
    # East ruffs trick 5 and wins it: 64A1, trick 5 itself and one later trick.
    # East-West win tricks 5, 8 and 11 after trick 2.  Trick 5 is East's own (64A1 names
    # it); the first revoke takes the earliest left, trick 8; the second, trick 11.
    # NS as played 10; +3 = 13.
    c = case("NS NS NS NS E NS NS EW NS NS EW NS NS",
             [{"seat": "W", "trick": 2}, {"seat": "E", "trick": 5}])
    r = verzaking.rule(c)
    assert [(x.rule, x.transferred) for x in r.revokes] == [("64A2", (8,)), ("64A1", (5, 11))]
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 13)


def test_one_trick_left_of_two_is_said_in_words() -> None:
    # East discards on trick 2 (North-South win it): 64A2, one trick from trick 2 on.
    # East ruffs trick 5 and wins it: 64A1, trick 5 itself and one later trick.
    # East-West win only tricks 5 and 7 after trick 2.  Trick 5 is the second revoke's own;
    # the first takes trick 7; the second has trick 5 and nothing more (one of two).
    # NS as played 11; +2 = 13, +510.
    c = case("NS NS NS NS E NS EW NS NS NS NS NS NS",
             [{"seat": "E", "trick": 2, "suit": "H"}, {"seat": "E", "trick": 5, "suit": "C"}])
    r = verzaking.rule(c)
    assert [(x.rule, x.transferred) for x in r.revokes] == [("64A2", (7,)), ("64A1", (5,))]
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (13, 510)
    en = {s["code"]: s["text"] for s in ruling_to_dict(r, lang="en")["steps"]}
    nl = {s["code"]: s["text"] for s in ruling_to_dict(r, lang="nl")["steps"]}
    assert en["64A.exhausted"].startswith(
        "Left to transfer for this revoke: one trick of the offending side instead of two "
        "tricks")
    assert nl["64A.exhausted"].startswith(
        "Voor deze verzaking blijft één slag van de verzakende partij over om over te dragen "
        "in plaats van twee slagen")
