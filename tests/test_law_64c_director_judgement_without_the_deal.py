"""Law 64C as the director judges it himself, without the deal (issue 28, item 5).

A case's ``without_revoke`` is declarer's total tricks had there been no revoke, as the
director judged.  Ruled as 64C says: the non-offending side gets at least the automatic
result (64C1, 64C2(a)); when both sides revoked the figure is the result as though
neither had (64C2(b)), for both sides; the 1930 rules have no 64C.

Scores worked by hand from Law 77's table, nobody vulnerable:
3NT: 9 tricks +400 (3 x 30 + 10 = 100 trick points, game 300); 8 tricks -50, 7 tricks
-100, 6 tricks -150, 5 tricks -200 (50 an undertrick).
4S: 10 tricks +420 (4 x 30 = 120, game 300); 9 tricks -50, 8 tricks -100.
Rubber scoring counts the one deal: 3NT made is its 100 trick points, +100.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import verzaking
from verzaking.errors import CaseError, VerzakingError
from verzaking.render.compare import compare_text
from verzaking.render.jsonout import ruling_to_dict

# 3NT by South: East-West win tricks 1-2 and 4-8, North-South trick 3 and 9-13: six for
# declarer as played
SIX = ["EW", "EW", "NS", "EW", "EW", "EW", "EW", "EW", "NS", "NS", "NS", "NS", "NS"]


def short_3nt(**extra: Any) -> dict[str, Any]:
    """3NT by South, 6 tricks as played; East revoked on trick 3, which North-South won,
    and East-West won two or more tricks after it: 64A2, one trick, 7 tricks (-100)."""
    return {"contract": "3NT", "declarer": "S", "vulnerable": "None",
            "short": {"declarer_tricks": 6, "seat": "E", "trick": 3, "won_by": "other",
                      "later": 2}, **extra}


def steps(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


def test_64C1_the_directors_figure_is_the_score_to_enter() -> None:
    r = verzaking.rule(short_3nt(without_revoke=9))
    # automatic: 6 + 1 transferred = 7 tricks, -100; the director: 9 tricks, +400
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (6, 7)
    assert (r.score_ns_played, r.score_ns_adjusted) == (-150, -100)
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (9, 400)
    assert r.judgement is not None and r.judgement.law == "64C1" and not r.judgement.stands
    assert r.equity_basis == "director"
    codes = steps(r)
    assert codes.index("64C1.equity") < codes.index("director.adds") < codes.index("77.score")
    assert codes[-1] == "director.board_result"
    assert "64C.needs_deal" not in codes  # the director judged: no estimate is missed


def test_64C1_the_json_gives_the_figure_with_its_basis_director() -> None:
    data = ruling_to_dict(verzaking.rule(short_3nt(without_revoke=9)), lang="en")
    assert data["declarer_tricks"] == {"played": 6, "adjusted": 7, "equity": 9}
    assert data["score_ns"] == {"played": -150, "adjusted": -100, "equity": 400}
    assert data["equity"] == {"basis": "director", "law": "64C1", "without_revoke": 9,
                              "applied": True, "stands": False, "declarer_tricks": 9,
                              "score_ns": 400}
    json.dumps(data)  # plain JSON


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_64C1_the_text_ends_with_the_score_to_enter_and_its_article(lang: str) -> None:
    out = verzaking.render_text(verzaking.rule(short_3nt(without_revoke=9)), lang)
    last = out.rstrip().splitlines()[-1]
    said = {"en": "To enter: 9 tricks for declarer, +400 for North-South (instead of −100)",
            "nl": "In te vullen: 9 slagen voor de leider, +400 voor Noord-Zuid (in plaats van "
                  "−100)"}[lang]
    assert last.startswith(said) and "64C1" in last
    assert "+400" in out.split(said)[0]  # the third result in the score table too


@pytest.mark.parametrize("figure", [6, 7])
def test_64C1_a_figure_no_better_for_the_non_offenders_leaves_the_automatic_result(
        figure: int) -> None:
    # the transfer already gives North-South 7 tricks: a judgement of 6 or 7 adds nothing,
    # and the transfer is not undone (at least the automatic result, 12B2)
    r = verzaking.rule(short_3nt(without_revoke=figure))
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (7, -100)
    assert r.declarer_tricks_equity is None and r.score_ns_equity is None
    assert r.judgement is not None and r.judgement.stands
    assert (r.judgement.declarer_tricks, r.judgement.score_ns) == (7, -100)
    assert "director.stands" in steps(r) and "director.board_result" not in steps(r)
    data = ruling_to_dict(r)
    assert "equity" not in data["declarer_tricks"] and data["equity"]["stands"] is True
    last = verzaking.render_text(r, "en").rstrip().splitlines()[-1]
    assert last.startswith("To enter: −100 for North-South, the automatic result") and "64C1" in last


def test_64C1_declarer_revoked_so_fewer_tricks_help_the_defenders() -> None:
    # 4S by South: NS win tricks 1-4 and 6-11, EW 5, 12, 13: 10 tricks, +420. South revokes
    # on trick 5 (won by EW); NS win later tricks: 64A2, one trick to EW: 9 tricks, -50
    tricks = ["NS"] * 4 + ["EW"] + ["NS"] * 6 + ["EW", "EW"]
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": tricks,
            "revokes": [{"seat": "S", "trick": 5}]}
    r = verzaking.rule({**case, "without_revoke": 8})
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (9, -50)
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (8, -100)  # 4S down 2
    r = verzaking.rule({**case, "without_revoke": 10})  # more for the offenders: no
    assert r.declarer_tricks_equity is None and r.judgement is not None and r.judgement.stands


def test_64C2a_a_repeated_revoke_in_the_same_suit_is_judged_under_64C2a() -> None:
    # East revokes in hearts on trick 3 (64A2: one trick) and again on trick 5 (64B2: none);
    # 6 + 1 = 7 tricks, -100; the director: 9 tricks had he not revoked again, +400
    case = {"contract": "3NT", "declarer": "S", "vulnerable": "None", "tricks": SIX,
            "revokes": [{"seat": "E", "trick": 3, "suit": "H"},
                        {"seat": "E", "trick": 5, "suit": "H"}], "without_revoke": 9}
    r = verzaking.rule(case)
    assert [x.rule for x in r.revokes] == ["64A2", "64B2"]
    assert r.judgement is not None and r.judgement.law == "64C2(a)"
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (9, 400)


BOTH = {"contract": "3NT", "declarer": "S", "vulnerable": "None", "tricks": SIX,
        "revokes": [{"seat": "E", "trick": 3}, {"seat": "S", "trick": 6}]}
"""East revokes on trick 3, South on trick 6, both established: 6 tricks as played."""


@pytest.mark.parametrize(("figure", "score"), [(8, -50), (5, -200)])
def test_64C2b_both_sides_revoked_the_figure_is_the_result_for_both(figure: int,
                                                                      score: int) -> None:
    # 2017: no transfer (64B7); the result had neither revoked, whichever side it favours
    r = verzaking.rule({**BOTH, "without_revoke": figure})
    assert [x.rule for x in r.revokes] == ["64B7", "64B7"]
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (6, -150)
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (figure, score)
    assert r.judgement is not None and r.judgement.law == "64C2(b)"
    assert "director.both" in steps(r)
    assert "for both sides" in verzaking.render_text(r, "en")


def test_64C2b_both_sides_the_same_figure_stands_for_both() -> None:
    r = verzaking.rule({**BOTH, "without_revoke": 6})
    assert r.declarer_tricks_equity is None and "director.both_same" in steps(r)
    assert "for both sides" in verzaking.render_text(r, "en").rstrip().splitlines()[-1]


@pytest.mark.parametrize("laws", ["2007", "1997"])
def test_before_2017_both_sides_the_one_64C(laws: str) -> None:
    # 2007: 64B7, no transfer; 1997 (no 64B7): East's revoke costs EW one trick, South's NS
    # one: 6 tricks either way.  The figure, 8 tricks (-50), is the result for both (64C)
    r = verzaking.rule({**BOTH, "without_revoke": 8, "laws": laws})
    assert r.declarer_tricks_adjusted == 6
    assert r.judgement is not None and r.judgement.law == "64C"
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (8, -50)


def test_2007_one_side_the_one_64C() -> None:
    r = verzaking.rule(short_3nt(without_revoke=9, laws="2007"))
    assert r.judgement is not None and r.judgement.law == "64C"
    assert r.score_ns_equity == 400


def test_1930_has_no_64C_the_figure_is_not_applied() -> None:
    r = verzaking.rule(short_3nt(without_revoke=9, laws="1930"))
    assert r.declarer_tricks_equity is None and r.score_ns_equity is None
    assert r.judgement is not None and not r.judgement.applied
    assert "director.no_64c" in steps(r)
    assert ruling_to_dict(r)["equity"]["applied"] is False
    assert "no 64C" in verzaking.render_text(r, "en")


def test_rubber_the_figure_is_the_players_own() -> None:
    r = verzaking.rule(short_3nt(without_revoke=9, laws="rubber"))
    assert r.judgement is not None and r.judgement.law == "64C"
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (9, 100)
    codes = steps(r)
    assert codes.index("director.players") < codes.index("director.adds")


def test_a_revoke_corrected_in_time_leaves_the_figure_unused() -> None:
    case = {"contract": "3NT", "declarer": "S", "vulnerable": "None", "tricks": SIX,
            "revokes": [{"seat": "E", "trick": 3, "established": False}], "without_revoke": 9}
    r = verzaking.rule(case)
    assert r.declarer_tricks_equity is None
    assert "director.none_established" in steps(r)


def test_told_as_events_before_play_ends_the_figure_waits_for_the_result() -> None:
    # the README's events case: East shows out of hearts on trick 6 (C4) and plays on to
    # trick 7: established, but play is not over, so no result yet to compare the figure with
    case = {"contract": "4S", "declarer": "S", "vulnerable": "None",
            "deal": "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2",
            "events": ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5",
                       "SK S6 S7 S8", "H2 H3 HA C4", "H6 H4 H9 H5"], "without_revoke": 10}
    r = verzaking.rule(case)
    assert r.revokes[0].established and r.declarer_tricks_adjusted is None
    assert r.judgement is not None and not r.judgement.applied
    codes = steps(r)
    assert "director.needs_end" in codes and "64C.needs_end" not in codes  # said once


def test_compare_shows_the_directors_figure_per_edition() -> None:
    facts, _ = verzaking.io.casefile.case_to_facts(short_3nt(without_revoke=9))
    table = compare_text({key: verzaking.rule(facts, laws=key, equity=False)
                          for key in ("2017", "1930")}, "en")
    head, row2017, row1930 = table.splitlines()[1:4]
    assert "64C (director's judgement)" in head
    assert row2017.rstrip().endswith("9 +400") and row1930.rstrip().endswith("no 64C")


# -- the field checked -----------------------------------------------------------------------

@pytest.mark.parametrize("value", [-1, 14, 9.5, "9", True, None])
def test_the_figure_must_be_a_whole_number_from_0_to_13(value: Any) -> None:
    if value is None:  # null: as if not given
        assert verzaking.rule(short_3nt(without_revoke=None)).judgement is None
        return
    with pytest.raises(CaseError) as err:
        verzaking.rule(short_3nt(without_revoke=value))
    assert '"without_revoke"' in err.value.message("en") and "0..13" in err.value.message("en")
    assert 'veld "without_revoke"' in err.value.message("nl")


def test_a_passed_out_board_has_nothing_to_judge() -> None:
    with pytest.raises(CaseError) as err:
        verzaking.rule({"contract": "Pass", "without_revoke": 0})
    assert err.value.code == "case_without_revoke_passed_out"
    assert "passed out" in err.value.message("en") and "rondgepast" in err.value.message("nl")


def test_a_board_without_a_revoke_has_no_damage_to_make_good() -> None:
    with pytest.raises(VerzakingError) as err:
        verzaking.rule({"contract": "3NT", "declarer": "S", "tricks": SIX, "without_revoke": 9})
    assert err.value.code == "case_without_revoke_no_revoke"
    assert '"without_revoke"' in err.value.message("en")
    assert "niet verzaakt" in err.value.message("nl")


def test_the_command_line_refuses_a_bad_figure_with_exit_code_2(tmp_path: Path) -> None:
    case = tmp_path / "case.json"
    case.write_text(json.dumps(short_3nt(without_revoke=14)), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(case), "--lang", "en"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert '"without_revoke": 14 is not valid (0..13)' in done.stderr
    assert "Traceback" not in done.stderr


def test_the_command_line_rules_the_figure(tmp_path: Path) -> None:
    case = tmp_path / "case.yaml"
    case.write_text("contract: 3NT\ndeclarer: S\nshort: {declarer_tricks: 6, seat: E, trick: 3,"
                    " won_by: other, later: 2}\nwithout_revoke: 9\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(case), "--json"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    [board] = json.loads(done.stdout)
    assert board["score_ns"]["equity"] == 400 and board["equity"]["basis"] == "director"


# -- with the deal: the director's judgement rules, the estimate is information -------------

def test_with_the_deal_the_directors_judgement_rules_and_the_estimate_is_shown() -> None:
    pytest.importorskip("endplay")
    from conftest import FIXTURES
    from verzaking.ruling_log.casedoc import case_from_facts

    # equity_weighted.pbn: 3NT by South, 5 tricks as played, East's revoke on trick 9 won
    # by his partner: 64A2, 6 tricks (-150); told as a case with its deal and play
    [played] = verzaking.rule_file(FIXTURES / "equity_weighted.pbn", equity=False)
    assert isinstance(played, verzaking.Ruling)
    case = {**case_from_facts(played.facts, played), "without_revoke": 8}
    r = verzaking.rule(case)
    [rr] = r.revokes
    assert rr.equity is not None and rr.equity.outcomes  # the estimate, as information
    assert rr.equity.weighted == ()  # no weighted option beside his own judgement
    assert (r.declarer_tricks_adjusted, r.score_ns_adjusted) == (6, -150)
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (8, -50)  # his: 3NT down 1
    codes = steps(r)
    assert codes.index("equity.estimate_only") < codes.index("director.dd_info")
    assert codes[-1] == "director.board_result" and "equity.board_result" not in codes
    data = ruling_to_dict(r)
    assert data["equity"]["basis"] == "director" and data["score_ns"]["equity"] == -50
    assert data["revokes"][0]["equity"]["basis"] == "64C1"  # the estimate's own article
    # without his figure the same board gives the estimate's own result
    alone = verzaking.rule({k: v for k, v in case.items() if k != "without_revoke"})
    assert alone.equity_basis == "double_dummy"
    assert ruling_to_dict(alone)["equity"]["basis"] == "double_dummy"
