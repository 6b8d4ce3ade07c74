"""What every generated question shares: a board with a revoke put on it, the trick table
as shown, the words for the contract, and the engine's ruling of the board's case.

The key of a generated question is always read from :func:`rule_case`: the engine
ruling the same case file that the question hands out.

>>> import random
>>> from verzaking import find_edition
>>> found = revoke_board(random.Random(2), find_edition("2017"), first=2, last=9)
>>> board, revoke = found
>>> board.table.revokes[-1] == revoke, 2 <= revoke.trick <= 9
(True, True)
"""

from __future__ import annotations

import random
from typing import Any

from ..articles import own_article
from ..cards import SEATS, Seat
from ..io.casefile import case_to_facts
from ..laws import Edition, find_edition
from ..ruling import Ruling
from ..table import Revoke
from .board import Board, Spot
from .model import Said

__all__ = ["UNSETTLED", "anywhere", "cite", "contract_said", "revoke_board", "rule_case",
           "settled", "trick_rows"]

UNSETTLED = frozenset({"64A.exhausted", "64A.exhausted_none"})
"""Steps of a ruling that rest on a reading the sources do not settle (the notes on the
laws mark them unconfirmed): a question whose ruling has one is never asked."""


def anywhere(board: Board, seat: Seat) -> bool:
    """A revoke may go on any seat."""
    return True


def revoke_board(rng: random.Random, edition: Edition, *, first: int, last: int,
                 spot: Spot = anywhere, ruff: bool | None = None,
                 tries: int = 30) -> tuple[Board, Revoke] | None:
    """A new board played up to a revoke on a trick from ``first`` to ``last`` where
    ``spot`` allows it (``ruff``: with a trump where he can; ``None``: at random)."""
    for _ in range(tries):
        board = Board.new(rng, edition)
        with_trump = rng.random() < 0.5 if ruff is None else ruff
        found = board.revoke_somewhere(rng, first=first, last=last, spot=spot, ruff=with_trump)
        if found is not None:
            return board, found
    return None


def rule_case(case: dict[str, Any], *, equity: bool = False) -> Ruling:
    """The engine's ruling of ``case`` (as ``verzaking rule`` gives it)."""
    facts, laws = case_to_facts(dict(case))
    edition = find_edition(laws or "2017")
    ruling = edition.rule(facts)
    if equity:
        from ..equity import analyse

        ruling = analyse(ruling, edition)
    return ruling


def settled(ruling: Ruling) -> bool:
    """No step of the ruling rests on an unsettled reading."""
    return not any(s.code in UNSETTLED or "unconfirmed" in s.code for s in ruling.steps)


def cite(edition: Edition, *laws: str) -> str:
    """The articles of ``edition`` for the rules the 2017 Laws number ``laws``, each once and
    in order (``"61A, 63A"``; 1930: ``"VII.2b"``); the rules its text has no article for are
    left out (:func:`~verzaking.articles.own_article`).

    >>> cite(find_edition("1930"), "61A", "63A"), cite(find_edition("2017"), "44C", "61A")
    ('VII.2b', '44C, 61A')
    """
    found = (own_article(law, edition.key) for law in laws)
    return ", ".join(dict.fromkeys(a for a in found if a))


def contract_said(board: Board, laws: str | None = None) -> Said:
    """"Zuid speelt 4♠, niemand kwetsbaar (spelregels 2017)": the laws the question is asked
    under (``laws``, else the board's)."""
    return Said("quiz.sit.contract", {"declarer": board.contract.declarer,
                                      "dummy": board.contract.dummy,
                                      "contract": board.contract,
                                      "vul": board.vulnerability,
                                      "laws": laws or board.edition.key})


def trick_rows(board: Board, *, mark: tuple[int, Seat] | None = None) -> tuple[dict[str, Any], ...]:
    """The board's tricks so far as the question shows them (``mark``: the card in
    question)."""
    out = []
    for t in board.tricks():
        out.append({
            "number": t.number,
            "leader": None if t.leader is None else t.leader.letter,
            "cards": {s.letter: (None if t.cards[s] is None else str(t.cards[s])) for s in SEATS},
            "winner": None if t.winner is None else t.winner.letter,
            "mark": mark[1].letter if mark is not None and mark[0] == t.number else None,
        })
    return tuple(out)
