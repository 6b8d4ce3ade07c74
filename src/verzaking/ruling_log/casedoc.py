"""The facts of a ruled board as a case file, so that the log can rule it again.

A board read from a case file is kept as the case itself, with the board number
and the edition applied written in.  A board of a hand record (PBN, LIN) becomes
a case with its deal and its ``play`` (every card in order of play, the record's
result as the claim), which the engine reads as it reads a hand record's play, so
the log's ruling is worded as the page's; a board told as events keeps its cards
as events.  Where that does not rule the same: the quick case (who won each trick,
each revoke with what the ruling settled about it).

>>> import verzaking
>>> board = verzaking.read("tests/fixtures/voorbeeld1.pbn")[0]
>>> ruling = verzaking.rule(board.facts, equity=False)
>>> case = case_of(board, "tests/fixtures/voorbeeld1.pbn", ruling)
>>> case["play"][5], same_result(ruling_to_dict(rule_case(case)), ruling_to_dict(ruling))
('H2 H3 HA C4', True)
>>> ruling_to_dict(rule_case(case))["steps"] == ruling_to_dict(ruling)["steps"]  # its words
True
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .. import rule
from ..errors import VerzakingError
from ..facts import BoardFacts
from ..io import ReadBoard
from ..io.caseload import load_case_text
from ..io.textio import decode_bytes
from ..render.jsonout import ruling_to_dict
from ..ruling import Ruling

__all__ = ["agrees", "case_of", "rule_case", "same_result"]


def rule_case(case: Mapping[str, Any], *, equity: bool = False) -> Ruling:
    """The stored case ruled again (under the edition it names); raises VerzakingError."""
    return rule(dict(case), equity=equity)


def same_result(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Two rulings (as JSON data) agree on the tricks, the scores and each revoke's rule."""
    def key(r: Mapping[str, Any]) -> tuple[Any, ...]:
        return (r.get("contract"), r.get("declarer"), r.get("declarer_tricks"), r.get("score_ns"),
                [(v.get("seat"), v.get("trick"), v.get("established"),
                  v.get("tricks_transferred"), v.get("rule")) for v in r.get("revokes", [])])
    return key(a) == key(b)


def agrees(ruled: Mapping[str, Any], stored: Mapping[str, Any]) -> bool:
    """Whether a stored ruling (checked by :func:`~.entries.ruling_problem`) is what its case
    rules (``ruled``, without the double-dummy estimate): the edition if it names one, the
    contract, declarer's tricks and North-South's score as played and adjusted, each revoke's
    rule.  The 64C estimate (``equity``) is not compared: it needs the solver."""
    def key(r: Mapping[str, Any]) -> tuple[Any, ...]:
        tricks, score = r.get("declarer_tricks") or {}, r.get("score_ns") or {}
        return (r.get("contract"), r.get("declarer"), tricks.get("played"),
                tricks.get("adjusted"), score.get("played"), score.get("adjusted"),
                [(v.get("seat"), v.get("trick"), v.get("established"),
                  v.get("tricks_transferred"), v.get("rule")) for v in r.get("revokes") or []])
    if stored.get("laws") is not None and stored.get("laws") != ruled.get("laws"):
        return False
    return key(ruled) == key(stored)


def case_of(item: ReadBoard, path: str | None, ruling: Ruling,
            cache: dict[str, list[Any]] | None = None) -> dict[str, Any]:
    """The case that rules as ``ruling`` did, for a board read from ``path``.

    A case that gives no board number is kept without one (not as the board "1" the
    engine rules it as), so that the log makes none up, as for the web's quick form.
    """
    if item.kind in ("json", "yaml") and path is not None:
        original = _original(path, item, cache if cache is not None else {})
        if original is not None:
            original.pop("board", None)
            return {**original, **({"board": ruling.board} if item.numbered else {}),
                    "laws": ruling.edition}
    case = case_from_facts(ruling.facts, ruling)
    if not item.numbered:  # a hand record's board without [Board]: not its place "#n"
        case.pop("board", None)
    return case


def _original(path: str, item: ReadBoard, cache: dict[str, list[Any]]) -> dict[str, Any] | None:
    """The case object the board was read from (the file read again, once per file)."""
    if path not in cache:
        try:
            data = load_case_text(decode_bytes(Path(path).read_bytes()),
                                  yaml=item.kind == "yaml", source=path)
        except (OSError, VerzakingError):
            data = []
        cache[path] = data if isinstance(data, list) else [data]
    items = cache[path]
    if 1 <= item.ordinal <= len(items) and isinstance(items[item.ordinal - 1], dict):
        return dict(items[item.ordinal - 1])
    return None


def case_from_facts(facts: BoardFacts, ruling: Ruling) -> dict[str, Any]:
    """A case file for a board's facts: told with its deal where that rules the same, else
    the quick case."""
    base: dict[str, Any] = {"laws": ruling.edition, "board": ruling.board,
                            "vulnerable": facts.vulnerability.pbn}
    contract = facts.contract
    if contract is None:
        return {**base, "contract": "Pass"}
    base.update(contract=str(contract), declarer=contract.declarer.letter)
    if facts.without_revoke is not None:  # the director's own judgement of 64C: kept
        base["without_revoke"] = facts.without_revoke
    told = _told(facts, base)
    if told is not None and _rules_the_same(told, ruling_to_dict(ruling)):
        return told
    return _quick(facts, ruling, base)


def _rules_the_same(case: dict[str, Any], ruled: Mapping[str, Any]) -> bool:
    """Whether the case told with its deal rules as ``ruled`` did: without the 64C
    estimate (it needs the solver), so that is not compared (a ruling whose estimate
    differs carries it in its tricks and scores, and was told as the quick case, losing
    its deal and play)."""
    try:
        return agrees(ruling_to_dict(rule_case(case)), ruled)
    except VerzakingError:
        return False


def _told(facts: BoardFacts, base: dict[str, Any]) -> dict[str, Any] | None:
    """The board with its deal: a hand record's as its ``play`` (:func:`_played`), a board
    told as events as events; ``None`` where that cannot be written."""
    if facts.deal is None or facts.play is None or facts.contract is None:
        return None
    if not facts.told:
        return _played(facts, base)
    events: list[Any] = []
    for t in facts.play.tricks:
        if t.leader is None:
            return None
        cards = [t.cards[seat] for seat in t.order]
        known = sum(c is not None for c in cards)
        if None in cards[:known] or (t.winner is not None and known < 4):
            return None  # a card not known: the quick case says it
        events.append(" ".join(str(c) for c in cards[:known]))
    if facts.claim is not None:  # the record's result: no claimer nor acceptance made up
        result: dict[str, Any] = {"type": "result",
                                  "declarer_tricks": facts.claim.declarer_tricks}
        if facts.claim.by is not None:
            result["seat"] = facts.claim.by.letter
        events.append(result)
    return {**base, "deal": facts.deal.to_pbn(), "events": events}


def _played(facts: BoardFacts, base: dict[str, Any]) -> dict[str, Any] | None:
    """A hand record's board as its deal and ``play``, which the engine reads as it reads a
    hand record's play (so the log's ruling reads as the page's, not as events told): each
    trick in order of play, ``-`` for a card not known (a trick closed with one, after
    which the record has no card), the trick play stopped in as far as it went; the
    record's result as the ``claim``."""
    assert facts.deal is not None and facts.play is not None
    closed = len(facts.play.table.tricks) if facts.play.table is not None else 13
    play: list[str] = []
    for t in facts.play.tricks:
        if t.leader is None:
            return None
        cards = [t.cards[seat] for seat in t.order]
        if t.number > closed:  # the trick play stopped in: the cards played so far
            while cards and cards[-1] is None:
                cards.pop()
        play.append(" ".join("-" if c is None else str(c) for c in cards))
    case: dict[str, Any] = {**base, "deal": facts.deal.to_pbn(), "play": play}
    if facts.claim is not None:  # the record's result: its claimer only where it names one
        case["claim"] = _claim(facts)
    return case


def _claim(facts: BoardFacts) -> dict[str, Any]:
    """The claim that ended play, as a case's ``claim``."""
    assert facts.claim is not None
    claim: dict[str, Any] = {"declarer_tricks": facts.claim.declarer_tricks}
    if facts.claim.by is not None:
        claim["by"] = facts.claim.by.letter
    return claim


def _quick(facts: BoardFacts, ruling: Ruling, base: dict[str, Any]) -> dict[str, Any]:
    """The quick case: who won each trick, and each revoke as the ruling settled it."""
    tricks = [t.winner.letter if t.winner is not None else
              (t.side.name if t.side is not None else "?") for t in facts.tricks]
    revokes = []
    for r in ruling.revokes:
        rv = r.revoke
        one: dict[str, Any] = {"seat": rv.seat.letter, "trick": rv.trick,
                               "established": r.established, "kind": str(rv.kind),
                               "attention": rv.attention.value}
        if rv.suit is not None:
            one["suit"] = rv.suit.letter
        if rv.card is not None:
            one["card"] = str(rv.card)
        if rv.won_later_with_held is not None:  # the 1997 fact the case gave (64A2)
            one["won_later_with_suit_led"] = rv.won_later_with_held
        revokes.append(one)
    case: dict[str, Any] = {**base, "tricks": tricks, "revokes": revokes}
    if facts.claim is not None:
        case["claim"] = _claim(facts)
    return case
