"""Five editions (issue 4): each difference tested under the edition's own article.

Quick cases: 4S by South, nobody vulnerable (10 tricks +420, 11 +450, 9 -50).
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import EXAMPLES, FIXTURES, case
from pbnkit import DEAL
from verzaking.cards import Card, Seat
from verzaking.errors import InputError
from verzaking.laws import differences, edition_for_date, find_edition
from verzaking.scoring import rubber_points

C = Card.parse


def rule(c: dict | verzaking.BoardFacts, laws: str) -> verzaking.Ruling:
    return verzaking.rule(c, laws=laws, equity=False)


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_seed_examples_are_the_same_under_modern_editions(laws: str) -> None:
    [r1] = verzaking.rule_file(EXAMPLES / "voorbeeld1.json", laws=laws, equity=False)
    [r2] = verzaking.rule_file(EXAMPLES / "voorbeeld2.json", laws=laws, equity=False)
    assert (r1.score_ns_adjusted, r2.score_ns_adjusted) == (420, 450)


def test_1997_64A2_extra_trick_when_offender_later_wins_with_a_card_of_the_suit() -> None:
    # equity_more.pbn: East discards on trick 10 keeping HK, then wins trick 11 with
    # HK, a card he could legally have played to the revoke trick.  1997: two
    # tricks (East-West also won 12 and 13); since 2007: one.
    path = FIXTURES / "equity_more.pbn"
    [r97] = verzaking.rule_file(path, laws="1997", equity=False)
    [r17] = verzaking.rule_file(path, laws="2017", equity=False)
    assert (r97.revokes[0].rule, r97.revokes[0].tricks_transferred) == ("64A2", 2)
    assert (r17.revokes[0].rule, r17.revokes[0].tricks_transferred) == ("64A2", 1)
    assert (r97.declarer_tricks_adjusted, r17.declarer_tricks_adjusted) == (8, 7)


def test_1997_64A2_extra_trick_from_a_quick_case() -> None:
    c = case("EW EW NS NS NS NS NS NS E NS NS NS EW",
             [{"seat": "E", "trick": 5, "won_later_with_suit_led": True}])
    assert rule(c, "1997").revokes[0].tricks_transferred == 2
    assert rule(c, "2007").revokes[0].tricks_transferred == 1


def test_1997_61B_defenders_asking_each_other_corrects_as_if_established_63B() -> None:
    events = ["D8 D5 ST DA", {"type": "question", "seat": "W", "to": "E"},
              {"type": "play", "card": "D2"}, "S7 S2 SA S8",
              {"type": "claim", "seat": "S", "declarer_tricks": 8},
              {"type": "accept", "seat": "W"}]
    c = {"contract": "1NT", "declarer": "S", "deal": DEAL, "events": events}
    r97 = rule(c, "1997")
    r17 = rule(c, "2017")
    assert any(s.code == "61B.1997_defenders" for s in r97.steps)
    assert r97.revokes[0].establishment == "63B"
    # East-West win 5 of the claimed tricks after the revoke: one trick moves in 1997
    assert r97.revokes[0].tricks_transferred == 1
    assert (r17.revokes[0].rule, r17.revokes[0].tricks_transferred) == ("62A", 0)


def test_2007_no_62C3_both_sides_revoked_the_established_one_stands_under_64B7() -> None:
    c = {"contract": "1NT", "declarer": "S", "deal": DEAL,
         "events": ["D8 D5 ST C8", "S2", {"type": "attention", "seat": "S"},
                    {"type": "play", "card": "DA"}, "S7 S2 SA S8", "HT H7 H4 HJ"]}
    # 2007: only South's revoke is corrected; East's stands, and East-West win trick 3,
    # but both sides revoked on the board: 64B7, no transfer.
    r07 = rule(c, "2007")
    east = next(x for x in r07.revokes if x.revoke.seat == Seat.EAST)
    assert east.established and east.rule == "64B7"
    # 2017: both corrected (62C3); East's ST is now a penalty card he plays on trick 2
    events17 = [*c["events"][:4], {"type": "play", "card": "D2"}, "S7 S2 SA ST",
                "HT H7 H4 HJ"]
    r17 = rule({**c, "events": events17}, "2017")
    assert {x.rule for x in r17.revokes} == {"64B8"}


def test_2007_agreeing_to_a_claim_establishes_under_63A3() -> None:
    c = case("EW EW NS NS NS NS NS NS", [{"seat": "E", "trick": 8}],
             claim={"by": "S", "declarer_tricks": 11})
    assert rule(c, "2007").revokes[0].establishment == "63A3"
    assert rule(c, "2017").revokes[0].establishment == "63A4"


def test_2007_64B2_first_revoke_need_not_be_established() -> None:
    revokes = [{"seat": "E", "trick": 4, "suit": "H", "established": False},
               {"seat": "E", "trick": 7, "suit": "H"}]
    c = case("EW EW NS NS NS NS NS NS EW EW NS NS NS", revokes)
    assert rule(c, "2007").revokes[1].rule == "64B2"
    assert rule(c, "2017").revokes[1].rule == "64A2"


def test_2007_64B7_both_sides_revoked_even_if_one_was_corrected() -> None:
    revokes = [{"seat": "E", "trick": 4, "established": False}, {"seat": "S", "trick": 8}]
    c = case("EW EW NS E NS NS NS S EW NS NS NS NS", revokes)
    assert rule(c, "2007").revokes[1].rule == "64B7"
    assert rule(c, "2017").revokes[1].rule == "64A1"


def test_2007_64C_is_one_article() -> None:
    r = rule(case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}]), "2007")
    assert any(s.law == "64C" and s.code == "64C1.equity" for s in r.steps)


def test_1930_seed_example_1_two_tricks_or_150_points_the_better_is_taken() -> None:
    # Rubber points of the deal: 9 tricks, 4S-1 = -50 for North-South.  Option A:
    # +150 penalty points -> +100.  Option B: two of East-West's tricks from trick 6
    # on (9 and 12): 11 tricks, 120 below + 30 above = +150.  B is better.
    [r] = verzaking.rule_file(EXAMPLES / "voorbeeld1.json", laws="1930")
    [rr] = r.revokes
    assert rr.rule == "VII.2b-2" and rr.transferred == (9, 12)
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (11, 150)
    [opt] = [s for s in r.steps if s.code == "1930.options"]
    assert (opt.data["score_points"], opt.data["score_tricks"]) == (100, 150)


def test_1930_150_points_when_the_two_tricks_are_worth_less() -> None:
    # 3NT by South made with 10 tricks; East revokes on trick 12, East-West win only
    # trick 13 afterwards: two tricks are not available, one is (30 points) -> the
    # 150 points are better: 100 + 30 (one overtrick) below/above + 150.
    c = case("EW EW NS NS NS NS NS NS NS NS NS NS EW", [{"seat": "E", "trick": 12}],
             contract="3NT")
    r = rule(c, "1930")
    assert r.revokes[0].rule == "VII.2b-150"
    # 3NT with 10 tricks: 100 below + 30 above = 130; plus 150 penalty = 280
    assert (r.score_ns_played, r.score_ns_adjusted) == (130, 280)


def test_1930_a_second_revoke_costs_only_150_points() -> None:
    revokes = [{"seat": "E", "trick": 4, "suit": "H"}, {"seat": "W", "trick": 6, "suit": "D"}]
    r = rule(case("EW EW NS NS NS NS NS NS EW EW NS NS NS", revokes), "1930")
    assert r.revokes[1].rule == "VII.2b-150" and r.revokes[1].tricks_transferred == 0


def test_1930_established_when_anyone_leads_to_the_next_trick() -> None:
    # South (non-offender) leads to trick 2: under 2017 not established, under 1930 yes.
    text = ('[Board "1"]\n[Deal "' + DEAL + '"]\n[Declarer "S"]\n[Contract "1NT"]\n'
            '[Vulnerable "None"]\n[Play "W"]\nD8 D5 ST DA\n- - - S7\n*\n')
    [facts] = verzaking.read_boards(text)
    assert not rule(facts, "2017").revokes[0].established
    assert rule(facts, "1930").revokes[0].established


def test_1930_no_penalty_once_the_cards_are_cut_for_the_next_deal() -> None:
    c = case("EW EW NS NS E NS NS NS EW NS NS NS NS",
             [{"seat": "E", "trick": 5, "attention": "after_next_call"}])
    r = rule(c, "1930")
    assert r.revokes[0].tricks_transferred == 0 and r.score_ns_adjusted == r.score_ns_played


def test_1930_has_no_timeline() -> None:
    c = {"contract": "1NT", "declarer": "S", "deal": DEAL, "events": ["D8 D5 ST DA"]}
    with pytest.raises(verzaking.CaseError):
        rule(c, "1930")


def test_rubber_scoring_of_one_deal() -> None:
    four_spades = verzaking.Contract.parse("4S", declarer="S")
    assert rubber_points(four_spades, False, 10) == (120, 0, 0)
    assert rubber_points(four_spades, False, 11) == (120, 30, 0)
    assert rubber_points(verzaking.Contract.parse("6NTX", declarer="S"), True, 12) == (
        380, 800, 0)
    assert rubber_points(four_spades, True, 8) == (0, 0, 200)
    r = rule(case("EW EW NS NS NS N NS NS EW NS NS EW NS", [{"seat": "E", "trick": 6}]),
             "rubber")
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 120)


def test_home_rule_takes_back_a_revoke_noticed_at_once_without_penalty_card() -> None:
    c = {"contract": "1NT", "declarer": "S", "deal": DEAL,
         "events": ["D8 D5 ST DA", {"type": "question", "seat": "S", "to": "E"},
                    {"type": "play", "card": "D2"}]}
    home = rule(c, "home")
    assert any(s.code == "home.take_back" for s in home.steps)
    assert home.penalty_cards == ((1, {}),)
    assert rule(c, "rubber").penalty_cards == ((1, {Seat.EAST: ((C("ST"), True),)}),)


@pytest.mark.parametrize("date, key", [("2005-03-01", "1997"), ("2008-08-31", "1997"),
                                       ("2008-09-01", "2007"), ("2016-12-31", "2007"),
                                       ("2020-01-01", "2017"), ("1931-05-01", "1930")])
def test_edition_in_force_for_the_dutch_federation_on_a_date(date: str, key: str) -> None:
    assert edition_for_date(date).key == key


@pytest.mark.parametrize("date", ["1950-01-01", "2005-3-1", "yesterday"])
def test_dates_without_an_edition_or_unreadable(date: str) -> None:
    with pytest.raises(InputError):
        edition_for_date(date)


def test_laws_diff_1997_2017_names_every_difference_of_the_issue() -> None:
    rows = differences("1997", "2017")
    articles = {d.article for d in rows}
    for art in ["64A2", "61B", "63B", "64B7", "62C3", "63A4", "64B3", "64B8", "64C", "62D2"]:
        assert art in articles
    assert {d.article for d in differences("1930", "2017")} >= {"63A", "62", "64A", "64B2",
                                                                 "64B4", "66D", "77", "59"}
    assert {d.article for d in differences("home", "2017")} >= {"62", "77"}


def test_laws_diff_lists_only_what_differs_between_the_two_editions() -> None:
    # 2007 and 1997 both lack 62C3 and 64B8: a diff of the two must not name them
    between = {d.article for d in differences("2007", "1997")}
    assert not between & {"62C3", "64B8", "64B2", "62D2"}
    assert between >= {"61B", "63B", "64A2", "64B7"}
    # home differs from rubber only by its house rule on corrections
    assert [d.article for d in differences("home", "rubber")] == ["62"]
    assert differences("2017", "wbf2017") == []
    # each row names each edition's own value, not the chain of editions between them
    [b7] = [d for d in differences("1997", "2017") if d.article == "64B7"]
    assert (b7.a, b7.b) == ("none", "both_established")


def test_registry_names() -> None:
    assert find_edition("WBF2007").key == "2007"
    assert find_edition("robber").key == "rubber"
    assert find_edition("thuis").key == "home"
