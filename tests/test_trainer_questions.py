"""The trainer's questions (issue 15): every generated key is the engine's ruling of the same
board, each question has exactly one right option, every option is explained in both
languages, and the board replays; the explainer's eight and a sample of the bank, with
answers worked from the laws."""

from __future__ import annotations

import json
import string

import pytest

import verzaking
from verzaking.cards import Seat
from verzaking.render.i18n import CATALOGS
from verzaking.table import How
from verzaking.trainer import bank
from verzaking.trainer.model import Question, Said, question_to_dict
from verzaking.trainer.session import by_code, generate

PER_LEVEL = 800
"""Generated questions per level in the property test (2,400 in all, a few seconds)."""

_FIELDS = string.Formatter()


def _fields(code: str, lang: str) -> set[str]:
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in _FIELDS.parse(CATALOGS[lang][code])
            if name}


def _saids(q: Question) -> list[Said]:
    return [*q.situation, *q.ask, *q.reason, *(o.text for o in q.options),
            *(w for o in q.options for w in o.why)]


def _check_texts(q: Question) -> None:
    """Every text exists in both languages with all its facts; options differ in each."""
    for said in _saids(q):
        for lang in ("nl", "en"):
            assert said.code in CATALOGS[lang], said.code
            assert _fields(said.code, lang) <= set(said.data), (said.code, said.data)
    for lang in ("nl", "en"):
        shown = question_to_dict(q, lang)
        texts = [o["text"] for o in shown["options"]]
        assert len(set(texts)) == len(texts), texts
        assert all(o["explanation"] for o in shown["options"])
        assert shown["options"][q.answer]["explanation"].startswith(CATALOGS[lang]["quiz.right"])
        for i, o in enumerate(shown["options"]):
            if i != q.answer:
                assert o["explanation"].startswith(CATALOGS[lang]["quiz.wrong"])


_EST = {None: "quiz.est.no", How.PLAY: "quiz.est.a1", How.DESIGNATION: "quiz.est.a2",
        How.CLAIM: "quiz.est.a3", How.AGREEMENT: "quiz.est.a4"}


def _hand_64a(ruling: verzaking.Ruling) -> int:
    """Law 64A worked by hand from the trick table, for one established revoke of the seed's
    own kind (not dummy's, not trick 12, attention during play)."""
    facts = ruling.facts
    rv = ruling.revokes[0].revoke
    assert facts.contract is not None
    side = rv.seat.side
    tricks = facts.tricks[rv.trick - 1:]
    won_later = any(t.side == side for t in tricks[1:])
    if tricks[0].winner == rv.seat:  # the offender won it (a trick won in dummy is not declarer's)
        return 1 + won_later
    return 1 if tricks[0].side == side or won_later else 0


def _engine_key(q: Question) -> None:
    """The key again, from the public API ruling the question's case as a file would be."""
    assert q.case is not None
    case = json.loads(json.dumps(q.case))  # the case file as written
    ruling = verzaking.rule(case, equity=False)
    right = q.options[q.answer].text
    first = ruling.revokes[0] if ruling.revokes else None
    if q.topic == "transfer":
        assert first is not None and right.data["count"] == first.tricks_transferred
        if q.level == 1:
            assert first.tricks_transferred == _hand_64a(ruling)
    elif q.topic == "score":
        assert right.data["points"] == ruling.score_ns_adjusted
    elif q.topic == "several":
        assert right.data["count"] == ruling.declarer_tricks_adjusted
    elif q.topic == "editions":
        assert case["laws"] == "1997" and first is not None
        assert right.data["count"] == first.tricks_transferred
    elif q.topic == "equity":  # worked by hand from the solver in test_trainer_64c_questions
        [rr] = verzaking.rule(case).revokes
        assert rr.equity is not None
        key = rr.equity.recommended_declarer_tricks
        assert (right.data["count"] == key if right.code == "quiz.eq.opt" else
                right.code == ("quiz.eq.stands" if key == rr.equity.after_transfer else "quiz.eq.adjust"))
    elif q.topic == "twelfth":
        assert first is not None and first.tricks_transferred == 0
        assert (right.code == "quiz.t12.correct") == (first.revoke.corrected_by == "62D1")
    elif q.topic == "established":
        assert first is not None
        done = first.revoke.establishment
        assert right.code == _EST[None if done is None else done.how]
    elif q.topic == "correction":
        table = ruling.facts.table
        assert first is not None and table is not None
        rv = first.revoke
        kept = [p for p in table.penalty[rv.seat] if p.card == rv.card]
        assert right.code == ("quiz.cor.stands" if rv.corrected_by is None else
                              "quiz.cor.back" if not kept else
                              "quiz.cor.major" if kept[0].major else "quiz.cor.minor")
    elif q.topic == "revoke":
        seat = Seat.parse(q.hand["seat"]) if q.hand else None
        last = q.tricks[-1]["number"]
        found = any(r.revoke.seat == seat and r.revoke.trick == last for r in ruling.revokes)
        assert (right.code == "quiz.revoke.yes") == found
    elif q.topic == "ask":  # what the law allows (61B), not what the table records
        assert first is not None and ruling.facts.contract is not None
        to = first.revoke.seat
        laws = verzaking.find_edition(case["laws"])
        allowed = {s for s in Seat if laws.allows_question(s, to, ruling.facts.contract)}
        named = {right.data[f] for f in _fields(right.code, "en") if f != "to"}
        assert named == allowed
    else:
        raise AssertionError(q.topic)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_generated_key_is_the_engines_ruling(level: int) -> None:
    questions = generate(level=level, count=PER_LEVEL, seed=1000 + level, source="generated",
                         weights={"equity": 0.25})  # 64C: more of them in test_trainer_64c_questions
    assert {q.topic for q in questions} >= {1: {"revoke", "ask", "established", "transfer"},
                                            2: {"correction", "score", "twelfth"},
                                            3: {"editions", "several"}}[level]
    for q in questions:
        assert 0 <= q.answer < len(q.options) >= 2
        _check_texts(q)
        _engine_key(q)


def test_level_one_transfers_cover_64a1_64a2_and_64b1() -> None:
    laws = {q.law for q in generate(level=1, count=300, seed=5, source="generated")
            if q.topic == "transfer"}
    assert laws == {"64A1", "64A2", "64B1"}


def test_the_same_seed_gives_the_same_questions_and_a_code_gives_its_question() -> None:
    a = [question_to_dict(q, "en") for q in generate(level=2, count=25, seed=42)]
    b = [question_to_dict(q, "en") for q in generate(level=2, count=25, seed=42)]
    assert a == b
    assert a != [question_to_dict(q, "en") for q in generate(level=2, count=25, seed=43)]
    for shown in a:
        assert question_to_dict(by_code(shown["id"]), "en") == shown


@pytest.mark.parametrize("code", ["", "zz", "1a4-", "9a4-abc", "1a99-abc", "1z4-abc", "b999"])
def test_a_code_that_names_no_question_is_refused(code: str) -> None:
    with pytest.raises(verzaking.InputError) as info:
        by_code(code)
    assert info.value.code == "quiz_bad_code"


def test_older_editions_get_only_questions_the_sources_settle() -> None:
    for laws, allowed in (("1997", {"revoke", "transfer", "score"}), ("1930", {"revoke"}),
                          ("rubber", {"revoke"}), ("home", {"revoke"})):
        for level in (1, 2, 3):
            qs = generate(level=level, count=20, seed=3, laws=laws, source="generated")
            assert {q.topic for q in qs} <= allowed
            assert all(q.laws == laws for q in qs)


# -- the fixed questions, worked from the laws -------------------------------------------------

EXPLAINER_ANSWERS = {
    "s1": "No: with no hearts he may discard",                 # 44C/44D: void, any card
    "s2": "Yes",                                                # 61A: required card not played
    "s3": "No",                                                 # 61B2(b)
    "s4": "A major penalty card",                               # 62B1 with 50B
    "s5": "No, only once East or West plays to that trick",     # 63A1: the offending side
    "s6": "Two",                                                # 64A1
    "s7": "One",                                                # 64A2 with the footnote
    "s8": "It is corrected and no trick is transferred",        # 62D1, 64B6
}


def _right_text(q: Question, lang: str = "en") -> str:
    return question_to_dict(q, lang)["options"][q.answer]["text"]


def test_the_explainers_eight_questions() -> None:
    assert [q.id for q in bank.EXPLAINER] == list(EXPLAINER_ANSWERS)
    for q in bank.EXPLAINER:
        assert _right_text(q) == EXPLAINER_ANSWERS[q.id]
        _check_texts(q)


BANK_SAMPLE = {
    "b002": "False",   # 44D: a void player may discard; no duty to trump
    "b011": "False",   # 61B2(b): dummy may not ask a defender
    "b013": "True",    # 61B3
    "b020": "False",   # 63A: only the offending side establishes
    "b026": "False",   # 63A1: any card, legal or illegal
    "b030": "False",   # 50B: revoke and correction: major
    "b043": "False",   # 64A1: only the revoke trick
    "b049": "True",    # 64A footnote
    "b061": "False",   # 64B6
    "b071": "Two",     # 64A1: offender won it, side won trick 11
    "b073": "None",    # 64B1
    "b074": "One",     # 64A2 with the footnote
    "b077": "+420",    # ten tricks in 4S, not vulnerable: 120 + 300
    "b078": "−200",    # two tricks to EW: seven tricks, 3NT two down vulnerable
    "b079": "+140",    # nine tricks in 2H: 60 + 50 + 30
    "b103": "+1370",   # twelve tricks in 6D vulnerable: 120 + 500 + 750
    "b085": "South and East",
    "b090": "Only the first",  # 64B2
}


def test_a_sample_of_the_bank() -> None:
    for code, expected in BANK_SAMPLE.items():
        q = bank.by_code(code)
        assert q is not None and _right_text(q) == expected, code


def test_the_banks_scores_agree_with_law_77() -> None:
    from verzaking.contract import Contract, Vulnerability
    from verzaking.scoring import score_ns
    assert score_ns(Contract.parse("4S", declarer="S"), Vulnerability.NONE, 10) == 420
    assert score_ns(Contract.parse("3NT", declarer="S"), Vulnerability.BOTH, 7) == -200
    assert score_ns(Contract.parse("2H", declarer="S"), Vulnerability.NONE, 9) == 140
    assert score_ns(Contract.parse("6D", declarer="S"), Vulnerability.NS, 12) == 1370


def test_the_bank_has_a_hundred_questions_each_explained_in_both_languages() -> None:
    assert len(bank.BANK) >= 100
    assert len({q.id for q in bank.BANK}) == len(bank.BANK)
    for q in bank.BANK:
        _check_texts(q)
        assert q.reason and q.law
