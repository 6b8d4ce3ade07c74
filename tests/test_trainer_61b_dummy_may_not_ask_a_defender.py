"""Law 61B2(b): dummy may not ask a defender who failed to follow whether he has the suit led
(issue 28, item 7).  The table still records such a question (it draws attention to the
revoke all the same, 16B); the trainer keyed "who may ask?" on what the table records and
taught dummy as one of those who may.  The key is now what the law allows, from the law
module, edition by edition."""

from __future__ import annotations

import pytest

from verzaking import find_edition
from verzaking.cards import Seat
from verzaking.contract import Contract
from verzaking.table import Question as Ask
from verzaking.trainer import generate, question_to_dict
from verzaking.trainer.model import Question

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DUTCH = {N: "Noord", E: "Oost", S: "Zuid", W: "West"}
SOUTH_PLAYS = Contract.parse("4S", declarer="S")  # North is dummy, East and West defend

# Worked by hand from 61B (2017 and 2007 alike; 1997: defenders may not ask each other):
# (asker, asked, 2017/2007, 1997)
CASES = [
    (S, E, True, True),     # 61B1: declarer asks a defender
    (N, S, True, True),     # 61B2(a): dummy asks declarer
    (N, E, False, False),   # 61B2(b): dummy may not ask a defender
    (N, W, False, False),   # 61B2(b)
    (W, E, True, False),    # 61B3: defenders ask each other (not in 1997)
    (E, S, True, True),     # 61B3: a defender asks declarer
    (E, N, False, False),   # nobody asks dummy: declarer plays its cards
]


@pytest.mark.parametrize(("asker", "asked", "now", "old"), CASES)
def test_who_may_ask_whom_under_61b(asker: Seat, asked: Seat, now: bool, old: bool) -> None:
    for laws, allowed in (("2017", now), ("2007", now), ("1997", old)):
        assert find_edition(laws).allows_question(asker, asked, SOUTH_PLAYS) is allowed, laws


def test_the_table_records_dummys_question_that_the_law_does_not_allow() -> None:
    """What the table can record is not what the law allows: dummy's question to a defender
    is an irregular event the table takes (it draws attention to the revoke)."""
    from verzaking.cards import Card, Deal
    from verzaking.table import Table
    from verzaking.table.operations import PlayCard

    deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    table = Table(contract=SOUTH_PLAYS, deal=deal)
    table.apply(PlayCard(card=Card.parse("HA")))  # West leads a heart
    table.apply(PlayCard(card=Card.parse("H8")))  # North, dummy, follows
    table.apply(PlayCard(card=Card.parse("CA")))  # East holds ♥765 and plays a club: a revoke
    assert table.revokes and table.revokes[-1].seat == E
    assert table.can(Ask(seat=N, to=E))
    assert not find_edition("2017").allows_question(N, E, SOUTH_PLAYS)


def _ask_questions(level: int, seed: int, laws: str = "2017") -> list[Question]:
    only_ask = {"revoke": 0.0, "established": 0.0, "transfer": 0.0, "correction": 0.0,
                "score": 0.0, "twelfth": 0.0}
    return generate(level=level, count=100, seed=seed, laws=laws, source="generated",
                    weights=only_ask)


@pytest.mark.parametrize(("laws", "seed"), [("2017", 1), ("2017", 2), ("2007", 3)])
def test_generated_questions_never_let_dummy_ask_a_defender(laws: str, seed: int) -> None:
    """Two hundred generated level-1 questions in both languages: when a defender fails to
    follow, the key is declarer and his partner (61B1, 61B3), the answer that adds dummy is
    wrong and says why (61B2(b)), and the key is graded right."""
    defenders = 0
    for q in _ask_questions(1, seed, laws):
        assert q.topic == "ask"
        key = q.options[q.answer].text
        if key.code.startswith("quiz.ask.l_"):  # declarer failed to follow: 61B2(a), 61B3
            assert key.code == "quiz.ask.l_all"
            continue
        defenders += 1
        assert key.code == "quiz.ask.d_decl_partner"
        assert q.right(q.answer)
        with_dummy = next(i for i, o in enumerate(q.options) if o.text.code == "quiz.ask.d_all")
        assert not q.right(with_dummy)
        dummy = key.data["dummy"]
        for lang, says in (("nl", f"De blinde ({DUTCH[dummy]}) mag het niet vragen"),
                           ("en", f"Dummy ({dummy.name.title()}) may not ask")):
            shown = question_to_dict(q, lang)["options"][with_dummy]["explanation"]
            assert says in shown and shown.count("61B2(b)") == 1, shown
    assert defenders > 40


def test_1997_is_not_asked_who_may_ask() -> None:
    """The sources leave the 1997 wording of 61B open: the trainer does not ask it there."""
    from verzaking.trainer.session import topics_for
    assert all("ask" not in topics_for(level, "1997") for level in (1, 2, 3))
