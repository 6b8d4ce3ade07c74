"""Level 3's generated questions on Law 64C (issue 15): the key is the likely result without
the revoke, worked here from endplay's solver called directly on the position before the
revoke card, set against the automatic transfer the way 64C1 and 12B2 do; exactly one
option is right, each is explained in both languages, and the case rules to the key with
``verzaking rule``.  Without endplay (as in the browser) no such question is asked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import verzaking
from test_trainer_questions import _check_texts
from verzaking.cli import main
from verzaking.trainer import gen_equity, generate
from verzaking.trainer.model import Question, question_to_dict
from verzaking.trainer.session import LEVELS, by_code, topics_for

COUNT = 120
"""Generated 64C questions checked against the solver (a few seconds)."""

ONLY_64C = {t: float(t == "equity") for t in LEVELS[3]}

_SEATS = "NESW"
_DENOMS = {"S": 0, "H": 1, "D": 2, "C": 3, "N": 4}  # endplay's Denom: spades .. clubs, no trump


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    pytest.importorskip("endplay")
    return generate(level=3, count=COUNT, seed=64, source="generated", weights=ONLY_64C)


def _likely_by_hand(q: Question) -> int:
    """Declarer's tricks had the offender followed suit, from endplay's ``solve_board`` on the
    deal as the case gives it, played by endplay up to the revoke card; every card of the
    suit led that he held must give the same (the questions are only asked then)."""
    import endplay.dds as dds
    import endplay.types as ep

    assert q.case is not None
    row = next(r for r in q.tricks if r["mark"])
    k, offender = row["number"], _SEATS.index(row["mark"])
    declarer = _SEATS.index(q.case["declarer"])
    deal = ep.Deal(q.case["deal"])
    deal.trump = ep.Denom(_DENOMS[q.case["contract"][1]])
    deal.first = ep.Player(_SEATS.index(q.tricks[0]["leader"]))
    for r in q.tricks[:k]:
        lead = _SEATS.index(r["leader"])
        assert int(deal.first) == lead  # endplay's winners agree with the table shown
        for i in range(4):
            seat = (lead + i) % 4
            if r["number"] == k and seat == offender:
                break
            deal.play(ep.Card(r["cards"][_SEATS[seat]]))
    led = ep.Denom(_DENOMS[row["cards"][row["leader"]][0]])
    results = {n for card, n in dds.solve_board(deal) if card.suit == led}
    assert len(results) == 1, results  # forced, or every legal card alike
    theirs = results.pop()  # the offender's side, from trick k on
    ours_before = sum(1 for r in q.tricks[:k - 1] if _SEATS.index(r["winner"]) % 2 == declarer % 2)
    same_side = offender % 2 == declarer % 2
    return ours_before + (theirs if same_side else 14 - k - theirs)


def _key_by_hand(q: Question) -> tuple[int, int, int]:
    """(likely, after the automatic transfer, what 64C gives): the non-offenders get the
    better of the two; a transfer that gives them more stands (12B2)."""
    assert q.case is not None
    likely = _likely_by_hand(q)
    auto = verzaking.rule(json.loads(json.dumps(q.case)), equity=False)  # 64A/B, tested elsewhere
    assert auto.declarer_tricks_adjusted is not None and len(auto.revokes) == 1
    after = auto.declarer_tricks_adjusted
    contract = auto.facts.contract
    assert contract is not None
    defenders_revoked = auto.revokes[0].offending_side != contract.declaring_side
    return likely, after, max(likely, after) if defenders_revoked else min(likely, after)


def test_every_64c_key_is_the_likely_result_by_the_solver_against_the_transfer(
        questions: list[Question]) -> None:
    kinds = set()
    for q in questions:
        assert (q.topic, q.law, q.level, q.laws) == ("equity", "64C1", 3, "2017")
        likely, after, key = _key_by_hand(q)
        right = q.options[q.answer].text
        if right.code == "quiz.eq.opt":
            assert right.data["count"] == key
        else:
            assert right.code == ("quiz.eq.stands" if key == after else "quiz.eq.adjust")
            assert right.data["after"] == after and right.data["likely"] == likely
        dd = next(s for s in q.situation if s.code.startswith("quiz.eq.dd_"))
        assert dd.data["likely"] == likely
        assert sum(q.right(i) for i in range(len(q.options))) == 1 and len(q.options) >= 3
        _check_texts(q)
        kinds.add((right.code, key == after))
    # both forms, and both a transfer that is enough and one the director must add to
    assert {("quiz.eq.opt", True), ("quiz.eq.opt", False), ("quiz.eq.stands", True),
            ("quiz.eq.adjust", False)} <= kinds


def test_the_wrong_options_are_the_classic_mistakes(questions: list[Question]) -> None:
    myths = {w.code for q in questions for o in q.options for w in o.why}
    assert {"quiz.myth.eq_transfer_only", "quiz.myth.eq_played", "quiz.myth.eq_double",
            "quiz.myth.eq_replace", "quiz.myth.eq_won_only"} <= myths
    for q in questions:
        _, after, key = _key_by_hand(q)
        for o in q.options:
            if o.why and o.why[0].code == "quiz.myth.eq_transfer_only" and o.text.code == "quiz.eq.opt":
                assert o.text.data["count"] == after != key  # the automatic transfer only


def test_the_explanation_cites_64c1_and_12c1(questions: list[Question]) -> None:
    # a question where the offender held more than one card of the suit: each gives the same
    q = next(q for q in questions if any(s.code == "quiz.eq.reason_one" for s in q.reason))
    for lang, art in (("en", "Law"), ("nl", "art.")):
        shown = question_to_dict(q, lang)
        assert f"({art} 64C1)" in shown["reason"] and f"({art} 12C1(c))" in shown["reason"]


def test_the_case_rules_to_the_key_with_verzaking_rule(questions: list[Question], tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    for q in questions[:4]:
        path = tmp_path / f"{q.id}.json"
        shown = question_to_dict(q, "en")
        path.write_text(json.dumps(shown["case"]), encoding="utf-8")
        assert main(["rule", str(path), "--json", "--jobs", "1"]) == 0
        [ruled] = json.loads(capsys.readouterr().out)
        likely, after, key = _key_by_hand(q)
        equity = ruled["revokes"][0]["equity"]
        assert (equity["likely_declarer_tricks"], ruled["declarer_tricks"]["adjusted"]) == (likely, after)
        assert equity["recommended_declarer_tricks"] == key


def test_a_seed_and_a_share_code_give_the_same_64c_question(questions: list[Question]) -> None:
    again = generate(level=3, count=5, seed=64, source="generated", weights=ONLY_64C)
    assert [q.id for q in again] == [q.id for q in questions[:5]]
    for q in questions[:5]:
        assert question_to_dict(by_code(q.id), "nl") == question_to_dict(q, "nl")


def test_without_the_solver_level_three_asks_no_64c_question(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gen_equity, "solver_ready", lambda: False)
    assert "equity" not in topics_for(3, "2017")
    assert set(topics_for(3, "2017")) == {"transfer", "score", "correction", "editions", "several"}
    qs = generate(level=3, count=30, seed=5, source="generated")
    assert qs and all(q.topic != "equity" for q in qs)


def test_64c_is_asked_under_2017_only_and_only_at_level_three() -> None:
    for laws in ("2007", "1997", "1930", "rubber"):
        assert "equity" not in topics_for(3, laws)
    assert all("equity" not in topics_for(level, "2017") for level in (1, 2))
