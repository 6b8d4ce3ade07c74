"""Law 43B3 (2017; 2007 43B3): dummy, after forfeiting his rights (43A2), is the first to
draw attention to a defender's irregularity, here a revoke.  There is no rectification:
the revoke is not corrected (no penalty card), play goes on as though it had not happened,
no trick is transferred, and the declaring side keeps its score from the table (no 64C for
it); after play the director takes away only what the defenders gained, from their score
alone.  43B2(b) is the other case: such a dummy asks declarer about declarer's own revoke.

The board (after the Dutch club page "Regels bij verzaken" and its variant with dummy's
rights forfeited, in our own cards): 4S by South, nobody vulnerable (10 tricks +420, 11
+450, 12 +480).  Dummy looked at a defender's cards.  Tricks 1-5: East-West, then North-
South four times (South won trick 5).  Trick 6: South leads the spade two, West the three,
North (dummy) the four, East the diamond two while holding a spade: North wins.  Dummy asks
East "no spades?".  Trick 7: North leads the heart ace, East, South and West follow (East's
play establishes his revoke, 63A1).  Declarer ends with 10 tricks.
"""

from __future__ import annotations

import pytest

import verzaking
from verzaking.errors import VerzakingError
from verzaking.render.jsonout import ruling_to_dict
from verzaking.render.text import step_text

FORFEITED = {"type": "dummy_forfeited"}
TRICK6 = ["S2 S3 S4", {"type": "play", "seat": "E", "card": "D2", "revoke": True}]
ASKS = {"type": "question", "seat": "N", "to": "E"}
AFTER = ["HA H2 H3 H4", {"type": "result", "declarer_tricks": 10}]


def _case(events: list, **extra: object) -> dict:
    return {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "tricks": ["EW", "NS", "NS", "NS", "S"], "events": events, **extra}


def _rule(events: list, **kw: object) -> verzaking.Ruling:
    return verzaking.rule(_case(events), **kw)


def test_43b3_no_correction_no_transfer_and_the_table_score_stands() -> None:
    r = _rule([FORFEITED, *TRICK6, ASKS, *AFTER])
    [rr] = r.revokes
    # not corrected: East's diamond stays in trick 6 (no penalty card), and his play to
    # trick 7 establishes it (63A1); but 43B3: nothing transferred, 10 tricks, +420
    assert rr.revoke.corrected_by is None and rr.revoke.unrectified == "43B3"
    assert (rr.established, rr.establishment, rr.rule, rr.tricks_transferred) == (
        True, "63A1", "43B3", 0)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (10, 10)
    assert (r.score_ns_played, r.score_ns_adjusted) == (420, 420)
    assert all(not cards for _, cards in r.penalty_cards)  # no penalty card at any time
    codes = [s.code for s in r.steps]
    assert "43B2b.first_to_ask" not in codes and "62B1.penalty_card" not in codes
    assert "61B2b.attention_all_the_same" not in codes  # it says "corrected (62A)"
    # no 64C for the declaring side: neither the reminder nor an estimate's step
    assert not [c for c in codes if c.startswith("64C")]
    assert [s.code for s in r.next_steps] == ["next.unrectified"]


def test_43b3_the_texts_say_it_in_both_languages() -> None:
    r = _rule([FORFEITED, *TRICK6, ASKS, *AFTER])
    table = next(s for s in r.steps if s.code == "43B3.no_rectification")
    assert table.law == "43B3"
    assert "is the first to draw attention to East's revoke on trick 6: there is no " \
           "rectification" in step_text(table, "en")
    assert "vestigt als eerste de aandacht op de verzaking van Oost in slag 6: er volgt geen " \
           "rechtzetting" in step_text(table, "nl")
    ruling = next(s for s in r.revokes[0].steps if s.code == "43B3.defenders_score")
    en, nl = step_text(ruling, "en"), step_text(ruling, "nl")
    assert "no trick is transferred" in en and "North-South get no adjustment (64C)" in en
    assert "takes that gain away from their score alone" in en
    assert "er gaat geen slag over" in nl and "alleen uit hun eigen score weg" in nl
    [now] = r.next_steps
    assert "Enter North-South's score as made at the table" in step_text(now, "en")
    assert "Noteer voor Noord-Zuid de score zoals aan tafel behaald" in step_text(now, "nl")


def test_43b3_play_goes_on_after_the_question_as_though_nothing_happened() -> None:
    # right after dummy's question: nobody is to substitute a card; North, who won trick 6,
    # leads to trick 7
    r = _rule([FORFEITED, *TRICK6, ASKS], equity=False)
    assert [s.code for s in r.next_steps] == ["next.play"]
    assert r.next_steps[0].data["seat"].letter == "N"


def test_43b3_also_when_dummy_draws_attention_other_than_by_a_question() -> None:
    attention = {"type": "attention", "seat": "E", "by": "N"}
    r = _rule([FORFEITED, *TRICK6, attention, *AFTER])
    [out] = ruling_to_dict(r, lang="en")["revokes"]
    assert (out["rule"], out["tricks_transferred"], out["established"]) == ("43B3", 0, True)
    assert r.score_ns_adjusted == 420


def test_43b2b_is_still_for_declarers_own_revoke_pointed_out_by_such_a_dummy() -> None:
    # the same dummy draws attention to declarer's revoke instead: West won trick 5 and leads
    # a diamond to trick 6; North and East follow, South discards a club holding a diamond
    events = [FORFEITED, "D3 D4 D5", {"type": "play", "seat": "S", "card": "C2", "revoke": True},
              {"type": "attention", "seat": "S", "by": "N"}]
    c = {"contract": "4S", "declarer": "S", "vulnerable": "None",
         "tricks": ["EW", "NS", "NS", "NS", "W"], "events": events}
    r = verzaking.rule(c, equity=False)
    [rr] = r.revokes
    assert rr.revoke.as_if == "43B2b" and rr.revoke.unrectified is None
    assert any(s.code == "43B2b.first_to_ask" for s in r.steps)


def test_a_dummy_with_his_rights_draws_attention_during_play_it_is_dealt_with_as_usual() -> None:
    # 43A1(b): he may not, but the revoke is corrected as usual: East's diamond two becomes
    # a major penalty card (62B1) and East must follow suit
    r = _rule([*TRICK6, {"type": "attention", "seat": "E", "by": "N"}], equity=False)
    codes = [s.code for s in r.steps]
    assert "43A1b.dummy_attention" in codes and "62B1.penalty_card" in codes
    step = next(s for s in r.steps if s.code == "43A1b.dummy_attention")
    assert step.law == "43A1(b)"
    assert "procedural penalty" in step_text(step, "en")
    assert "procedurele straf" in step_text(step, "nl")


@pytest.mark.parametrize("laws, article", [("2007", "43B3"), ("1997", "43B2(c)")])
def test_43b3_in_the_older_editions(laws: str, article: str) -> None:
    r = _rule([FORFEITED, *TRICK6, ASKS, *AFTER], laws=laws)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred, r.declarer_tricks_adjusted) == (article, 0, 10)
    unconfirmed = [s for s in r.steps if s.code == "43B3.1997_unconfirmed"]
    assert bool(unconfirmed) == (laws == "1997")  # said where the source is not confirmed


def test_43b3_the_directors_figure_is_for_the_defenders_score_alone() -> None:
    # without the revoke declarer would have made 11: East-West gained a trick, so their
    # score is that of 11 tricks for declarer, -450; North-South keep +420 (the board's)
    r = verzaking.rule(_case([FORFEITED, *TRICK6, ASKS, *AFTER], without_revoke=11))
    step = next(s for s in r.steps if s.code == "director.defenders_gain")
    assert step.law == "43B3"
    assert "East-West score −450" in step_text(step, "en")
    assert "North-South keep +420" in step_text(step, "en")
    assert "Oost-West krijgen −450" in step_text(step, "nl")
    assert r.score_ns_adjusted == 420 and r.score_ns_equity is None
    # 10 without the revoke: they gained nothing
    r = verzaking.rule(_case([FORFEITED, *TRICK6, ASKS, *AFTER], without_revoke=10))
    assert any(s.code == "director.defenders_no_gain" for s in r.steps)


def test_the_attention_events_by_must_be_a_seat() -> None:
    with pytest.raises(VerzakingError) as exc:
        _rule([*TRICK6, {"type": "attention", "seat": "E", "by": "X"}])
    assert "by" in exc.value.message("en")
