"""The 1930 rules (seed 004, VII.2b), 1997 Law 64A2 and its footnote, and what a rubber
score counts (issue 13, items 5 and 6, and the rubber score).

Every expected result is worked by hand from the seed texts and the scoring
tables.  Quick cases: 4S by South, nobody vulnerable unless said.  Rubber points
of one deal (no game or rubber bonus): 4S made 120, each overtrick 30, down one
-50; the 1930 rules score the same way, with the penalty points above the line.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import verzaking
from conftest import ROOT, case
from verzaking.cli import main
from verzaking.laws import differences

ONE_TRICK_AFTER = "EW EW EW NS NS NS NS NS NS NS NS NS EW"
"""North-South win tricks 4-12 (9 tricks); East-West win 1-3 and 13."""


def rule(c: dict, laws: str) -> verzaking.Ruling:
    return verzaking.rule(c, laws=laws, equity=False)


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


# -- 1930, VII.2b: the same card withheld twice is penalised once ---------------------------

def test_1930_VII2b_same_card_withheld_twice_in_a_quick_case_is_penalised_once() -> None:
    # East fails to follow hearts on tricks 4 and 7.  A hand only loses cards, so the
    # heart(s) East still holds on trick 7 he held on trick 4: the same card withheld
    # again, penalised once.  First revoke: 150 points (-50 + 150 = +100) or two tricks
    # of East-West from trick 4 on (9 and 10): 11 tricks, 120 + 30 = +150.  North-South
    # take the tricks; the second revoke adds nothing: +150 (not +300).
    c = case("EW EW NS NS NS NS NS NS EW EW NS NS NS",
             [{"seat": "E", "trick": 4, "suit": "H"}, {"seat": "E", "trick": 7, "suit": "H"}])
    r = rule(c, "1930")
    assert [x.rule for x in r.revokes] == ["VII.2b-2", "VII.2b-same-card"]
    assert r.revokes[0].transferred == (9, 10)
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (11, 150)
    assert "1930.same_card" in codes(r)


def test_1930_VII2b_another_suit_by_the_same_player_is_a_later_revoke_150_points() -> None:
    # The same revokes, the second in diamonds: another card withheld, "a later revoke
    # in the same deal": only the 150 points.  +150 (the two tricks) + 150 = +300.
    c = case("EW EW NS NS NS NS NS NS EW EW NS NS NS",
             [{"seat": "E", "trick": 4, "suit": "H"}, {"seat": "E", "trick": 7, "suit": "D"}])
    r = rule(c, "1930")
    assert [x.rule for x in r.revokes] == ["VII.2b-2", "VII.2b-150"]
    assert r.score_ns_adjusted == 300


def test_1930_VII2b_same_player_twice_without_the_suits_asks_for_them() -> None:
    # Whether it was the same card decides 150 points: the case must say the suits.
    c = case("EW EW NS NS NS NS NS NS EW EW NS NS NS",
             [{"seat": "E", "trick": 4}, {"seat": "E", "trick": 7}])
    with pytest.raises(verzaking.CaseError) as err:
        rule(c, "1930")
    assert err.value.code == "case_suit_needed"


# -- 1930, VII.2b (a): a claim after the revoke trick was turned and quitted ----------------

def test_1930_VII2b_a_claim_after_the_revoke_trick_was_quitted_establishes_it_rule_a() -> None:
    # East revokes on trick 8, the last trick played; South then claims the other five
    # (11 tricks).  The revoke trick was complete, so turned and quitted before the
    # claim: established under (a).  East-West won nothing from trick 8 on and tricks
    # before the revoke are untouchable: no tricks to take, the 150 points.
    # 4S+1 = 120 + 30 = +150, plus 150 = +300.
    c = case("EW EW NS NS NS NS NS NS", [{"seat": "E", "trick": 8}],
             claim={"by": "S", "declarer_tricks": 11})
    r = rule(c, "1930")
    [rr] = r.revokes
    assert rr.established and rr.establishment == "VII.2b(a)"
    assert "1930.established_quitted" in codes(r) and "1930.correct" not in codes(r)
    assert "1930.no_trick_to_take" in codes(r)
    assert (rr.rule, r.score_ns_played, r.score_ns_adjusted) == ("VII.2b-150", 150, 300)


def test_1930_VII2b_b_the_revokers_own_claim_still_establishes_under_b() -> None:
    c = case("EW EW NS NS NS NS NS NS", [{"seat": "E", "trick": 8}],
             claim={"by": "E", "declarer_tricks": 11})
    assert rule(c, "1930").revokes[0].establishment == "VII.2b(b)"


# -- 1930, VII.2b: only one trick left to take ----------------------------------------------

def test_1930_VII2b_one_trick_left_to_take_is_not_called_the_two_tricks() -> None:
    # East revokes on trick 12 (won by North-South); East-West win only trick 13 after
    # it.  150 points: -50 + 150 = +100.  The tricks: only trick 13 can be taken, 10
    # tricks, 4S made = +120.  The one trick is better.
    r = rule(case(ONE_TRICK_AFTER, [{"seat": "E", "trick": 12}]), "1930")
    [rr] = r.revokes
    assert (rr.rule, rr.transferred) == ("VII.2b-2", (13,))
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (10, 120)
    [opt] = [s for s in r.steps if s.code == "1930.options_one"]
    assert (opt.data["score_points"], opt.data["score_tricks"]) == (100, 120)
    en = verzaking.render_text(r, "en")
    nl = verzaking.render_text(r, "nl")
    assert "the one trick" in en and "the two tricks" not in en
    assert "die ene slag" in nl and "de twee slagen" not in nl


def test_1930_VII2b_the_two_tricks_when_two_can_be_taken_still_say_two() -> None:
    # The seed's example 1 (East revokes on trick 6): East-West win 9 and 12 after it.
    [r] = verzaking.rule_file(ROOT / "examples" / "voorbeeld1.json", laws="1930")
    assert "the two tricks" in verzaking.render_text(r, "en")


# -- 1997, 64A2: the extra trick when the case does not tell --------------------------------

LATER_BY_EAST = "EW EW NS NS NS NS NS NS E NS NS NS EW"
"""East revokes on trick 5 (won by North-South); East wins trick 9, East-West trick 13."""


def test_1997_64A2_quick_case_without_won_later_says_what_it_assumed_and_asks() -> None:
    # 64A2 (1997): one trick, and one more if the offender later won a trick with a
    # card he could legally have played to the revoke trick.  East won trick 9 and
    # East-West trick 13: a second trick could move, and the case does not say.  One
    # trick is transferred (9 -> 10, +420), the assumption stated, the question asked.
    r = rule(case(LATER_BY_EAST, [{"seat": "E", "trick": 5}]), "1997")
    assert r.revokes[0].tricks_transferred == 1
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (10, 420)
    assert "64A2.1997_extra_unknown" in codes(r)
    assert [s.code for s in r.next_steps] == ["next.1997_won_later"]
    assert "won_later_with_suit_led" in verzaking.render_text(r, "en")
    assert [s["code"] for s in verzaking.ruling_to_dict(r, lang="en")["next"]] == [
        "next.1997_won_later"]


def test_1997_64A2_verzaking_next_asks_it_for_a_quick_case(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "case.json"
    path.write_text(json.dumps({**case(LATER_BY_EAST, [{"seat": "E", "trick": 5}]),
                                "laws": "1997"}), encoding="utf-8")
    assert main(["next", str(path), "--lang", "en", "--json"]) == 0
    [board] = json.loads(capsys.readouterr().out)
    assert [s["code"] for s in board["next"]] == ["next.1997_won_later"]


@pytest.mark.parametrize("answer, tricks", [(True, 2), (False, 1)])
def test_1997_64A2_the_directors_answer_settles_it_without_a_question(answer: bool,
                                                                      tricks: int) -> None:
    r = rule(case(LATER_BY_EAST, [{"seat": "E", "trick": 5,
                                   "won_later_with_suit_led": answer}]), "1997")
    assert r.revokes[0].tricks_transferred == tricks
    assert "64A2.1997_extra_unknown" not in codes(r) and not r.next_steps


@pytest.mark.parametrize("tricks", [
    "EW EW NS NS NS NS NS NS W NS NS NS W",    # East-West's later tricks are West's
    "EW EW NS NS NS NS NS NS E NS NS NS NS",   # only one trick of East-West to move
])
def test_1997_64A2_no_question_when_the_answer_cannot_change_the_transfer(tricks: str) -> None:
    r = rule(case(tricks, [{"seat": "E", "trick": 5}]), "1997")
    assert r.revokes[0].tricks_transferred == 1
    assert "64A2.1997_extra_unknown" not in codes(r) and not r.next_steps


def test_2007_64A2_has_no_extra_trick_and_asks_nothing() -> None:
    r = rule(case(LATER_BY_EAST, [{"seat": "E", "trick": 5}]), "2007")
    assert "64A2.1997_extra_unknown" not in codes(r) and not r.next_steps


def test_1997_64A2_extra_trick_from_the_cards_of_a_case_told_without_the_deal() -> None:
    # 4S by South; North-South have 8 tricks after trick 10 (South won it).  Trick 11:
    # South H9, West H2, North HA wins, East discards C4 (a revoke).  Trick 12: North
    # H5, East HK wins, South H6, West H7.  Trick 13: East CQ wins, South C2, West C3,
    # North C6.  As played 9 tricks (4S-1, -50).  East won trick 12 with a heart, a card
    # he could have played to trick 11 (he held it then: a hand only loses cards), and
    # East-West won a further trick: 1997 transfers two (11, +450); 2007 one (10, +420).
    events = [{"type": "play", "seat": "S", "card": "H9"}, {"type": "play", "card": "H2"},
              {"type": "play", "card": "HA"}, {"type": "play", "card": "C4", "revoke": True},
              "H5 HK H6 H7", "CQ C2 C3 C6"]
    c = {"contract": "4S", "declarer": "S", "vulnerable": "None",
         "tricks": "EW EW NS NS NS NS NS NS NS S".split(), "events": events}
    r97, r07 = rule(c, "1997"), rule(c, "2007")
    assert r97.declarer_tricks_played == 9
    assert (r97.revokes[0].tricks_transferred, r97.score_ns_adjusted) == (2, 450)
    assert "64A2.1997_extra" in codes(r97) and "64A2.1997_extra_unknown" not in codes(r97)
    assert (r07.revokes[0].tricks_transferred, r07.score_ns_adjusted) == (1, 420)


# -- 1997, a trick won in dummy: the WBF Laws Committee, 12 January 2000 -------------------

DUMMY_WON = "EW EW NS NS NS N NS NS EW NS NS EW NS"
"""South (declarer) revokes on trick 6, won by North (dummy); 9 tricks as played."""


def test_1997_64A_trick_won_in_dummy_is_not_declarers_by_the_wbflc_minute_of_2000() -> None:
    # 2007 and 2017 say it in a footnote to 64A; for 1997 no footnote was read, but the WBF
    # Laws Committee (minute of 12 January 2000, item 2, in the EBU White Book 2004,
    # 43.1(c)) ruled that a revoke trick won in dummy is not won by declarer: one trick
    # (64A2), not the revoke trick and a later one (64A1).  So 9 -> 8, 4S-2 = -100, with
    # the minute cited and nothing said to be unconfirmed.
    r97 = rule(case(DUMMY_WON, [{"seat": "S", "trick": 6}]), "1997")
    r17 = rule(case(DUMMY_WON, [{"seat": "S", "trick": 6}]), "2017")
    assert "64A2.dummy_won_1997" in codes(r97) and "64A2.dummy_won" in codes(r17)
    assert (r97.revokes[0].rule, r97.revokes[0].tricks_transferred) == ("64A2", 1)
    assert (r97.declarer_tricks_adjusted, r97.score_ns_adjusted) == (8, -100)
    en, nl = verzaking.render_text(r97, "en"), verzaking.render_text(r97, "nl")
    assert "12 January 2000" in en and "12 januari 2000" in nl
    assert "confirmed" not in en and "bevestigd" not in nl
    [row] = [d for d in differences("1997", "2017") if d.point == "64A_footnote"]
    assert (row.article, row.a, row.b) == ("64A", "wbflc_2000", "yes")


def test_the_guide_documents_every_field_of_a_quick_case_revoke() -> None:
    from verzaking.io.casefile import _REVOKE_FIELDS

    for lang, start in (("en", "| `revokes` | list of"), ("nl", "| `revokes` | lijst van")):
        page = (ROOT / "docs" / lang / "reference" / "case-file.md").read_text(encoding="utf-8")
        row = next(line for line in page.splitlines() if line.startswith(start))
        assert {f for f in _REVOKE_FIELDS if f"`{f}`" not in row} <= {"seat", "trick"}, lang


# -- rubber: the score of one deal, and what it leaves out ----------------------------------

def test_rubber_score_leaves_out_the_game_bonus_that_77_gives() -> None:
    # 4SX by South, all vulnerable; East revokes on trick 6, one trick moves: 9 -> 10.
    # Down one doubled vulnerable: -200 either way.  Made: rubber 4 x 30 x 2 = 240
    # below the line + 50 for making a doubled contract = +290; duplicate (77) adds
    # the vulnerable game bonus 500: 240 + 500 + 50 = +790.
    c = case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}],
             contract="4SX", vulnerable="All")
    rub, dup = rule(c, "rubber"), rule(c, "2017")
    assert (rub.score_ns_played, rub.score_ns_adjusted) == (-200, 290)
    assert (dup.score_ns_played, dup.score_ns_adjusted) == (-200, 790)


@pytest.mark.parametrize("laws", ["rubber", "home", "1930"])
def test_rubber_score_step_says_what_it_counts_and_leaves_out(laws: str) -> None:
    r = rule(case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}]), laws)
    assert codes(r)[-1] == "rubber.score_scope"
    en = verzaking.render_text(r, "en")
    assert "Not counted: game and rubber bonuses, part scores toward game, and honours" in en
    assert "honneurs" in verzaking.render_text(r, "nl")


def test_77_duplicate_score_has_no_rubber_scope_step() -> None:
    r = rule(case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}]), "2017")
    assert "rubber.score_scope" not in codes(r)


def test_laws_diff_no_longer_promises_rubber_bonus_or_honours(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["laws", "--diff", "rubber", "2017", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    [line] = [x for x in out.splitlines() if re.match(r"\s*77\s+rubber", x)]
    assert "Not scored: game and rubber bonuses, part scores toward game, honours" in line
    assert "700/500" not in out
