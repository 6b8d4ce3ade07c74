"""A case given as a hand record's play: the ``deal`` and a ``play`` field, read as PBN and
LIN are read.

Each trick of ``play`` is a string of cards in the order played from its leader, ``-``
for a card not known (as a hand record writes it); the cards are fed to the table as
one hand record's play (:class:`~verzaking.table.PlayRecord`), so the board is ruled in
the words of a board read from PBN or LIN, not told as events (whose steps say what
the laws required at each event).  An optional ``claim`` is the record's result when
play ended before trick 13.  This is how the log keeps a hand record's board.

>>> facts = play_case({"deal": "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 "
...                            "63.KT8753.AKJ.T2",
...                    "play": ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5",
...                             "SK S6 S7 S8", "H2 H3 HA C4"], "claim": {"declarer_tricks": 9}},
...                   board="1", contract=Contract.parse("4S", declarer="S"),
...                   vul=Vulnerability.NONE, source=None, rules=DEFAULT_RULES)
>>> facts.told, facts.revokes[0].seat.letter, facts.revokes[0].trick, facts.declarer_tricks
(False, 'E', 6, 9)
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, Deal
from ..contract import Contract, Vulnerability
from ..errors import CaseError, PlayError
from ..facts import BoardFacts, Note, board_from_table
from ..play import feed_rows
from ..table import DEFAULT_RULES, Claim, Table, TableRules
from .casefields import as_list, bad, read_claim

__all__ = ["play_case"]

_NOT_WITH_PLAY = ("tricks", "revokes", "events")
"""The other ways of saying what happened in the play: one way per case."""


def play_case(item: dict[str, Any], *, board: str, contract: Contract, vul: Vulnerability,
              source: str | None, rules: TableRules = DEFAULT_RULES,
              notes: tuple[Note, ...] = ()) -> BoardFacts:
    """A case given as its ``deal`` and ``play`` (and the record's ``claim``), as facts;
    raises :class:`CaseError` naming the field, or :class:`PlayError` naming the trick."""
    for key in _NOT_WITH_PLAY:
        if key in item:
            raise bad(key, item[key], "reason.not_with_play")
    if item.get("deal") is None:
        raise CaseError("case_missing", field="deal")
    deal = Deal.from_pbn(str(item["deal"]))  # a DealError says what is wrong with it
    rows = [_row(raw, n) for n, raw in enumerate(as_list(item["play"], "play"))]
    table = Table(contract=contract, deal=deal, rules=rules)
    feed_rows(table, rows, by_seat=False)
    claim = read_claim(item.get("claim"))
    if claim is not None:
        by, total = claim
        done, decl = len(table.completed()), table.declarer_tricks()
        if not decl <= total <= decl + 13 - done:
            raise CaseError("case_claim_range", total=total, played=done, decl=decl,
                            left=13 - done)
        if done < 13:  # the record's result for the tricks not played: a claim agreed to
            table.apply(Claim(seat=by, declarer_tricks=total, agreed=True))
    return board_from_table(table, board=board, vulnerability=vul, has_play=True,
                            notes=notes, source=source)


def _row(raw: Any, n: int) -> tuple[int, ...]:
    """Trick ``n + 1`` of ``play``: its cards as numbers, ``-1`` for one not known."""
    if not isinstance(raw, str):
        raise bad(f"play[{n}]", raw, "reason.play_trick")
    out = []
    for tok in raw.split():
        if tok == "-":
            out.append(-1)
            continue
        try:
            out.append(int(Card.parse(tok)))
        except ValueError:
            raise bad(f"play[{n}]", tok, "reason.play_trick") from None
    if len(out) > 4:
        raise PlayError("trick_too_long", trick=n + 1)
    return tuple(out)
