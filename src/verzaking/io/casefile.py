"""The case file: what a director knows at the table, trick by trick (JSON or YAML).

>>> case = read_cases('''{"laws": "2017", "contract": "4S", "declarer": "S", "vulnerable": "None",
...   "tricks": ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW", "NS"],
...   "revokes": [{"seat": "E", "trick": 6}]}''')
>>> facts, laws = case[0]
>>> facts.declarer_tricks, laws
(9, '2017')

The fields are documented in the README.  Every mistake is an error that names
the field (``revokes[0].seat``) and says what it expects.
"""

from __future__ import annotations

import difflib
from dataclasses import replace
from typing import Any

from ..cards import Deal, Seat
from ..contract import Contract, ContractError, Vulnerability
from ..errors import CaseError, VerzakingError
from ..facts import BoardFacts, Note, board_from_table
from ..laws import find_edition
from ..table import (
    DEFAULT_RULES,
    Claim,
    Operation,
    RevokeKind,
    RevokeReported,
    Table,
    TableRules,
    Timing,
    TrickWon,
)
from .caseevents import event_case
from .casefields import (
    as_list,
    bad,
    read_bool,
    read_card,
    read_claim,
    read_seat,
    read_suit,
    read_winner,
)
from .caseload import load_case_text
from .caseplay import play_case
from .shortcase import short_to_quick

__all__ = ["CASE_FIELDS", "case_board", "case_to_facts", "read_cases"]

CASE_FIELDS = frozenset({"laws", "board", "contract", "declarer", "vulnerable", "tricks",
                         "revokes", "claim", "title", "description", "comment", "deal",
                         "events", "short", "without_revoke", "play"})
_REVOKE_FIELDS = frozenset({"seat", "trick", "suit", "card", "established", "attention", "kind",
                            "won_later_with_suit_led"})
_PLAY_FIELDS = ("tricks", "revokes", "events", "claim", "short", "play")
"""The fields that say what happened in the play: none of them fits a board passed out."""
_ATTENTION = {t.value: t for t in Timing}
_KINDS = {RevokeKind.FOLLOW.value: RevokeKind.FOLLOW,
          RevokeKind.PENALTY_CARD.value: RevokeKind.PENALTY_CARD}
def read_cases(
    text: str, *, source: str | None = None, yaml: bool = False, laws: str | None = None
) -> list[tuple[BoardFacts, str | None]]:
    """Every case in the text with the laws it names; raises :class:`CaseError`.

    Each case is fed to a table under ``laws`` if given, else the laws the case
    names, else 2017.
    """
    out: list[tuple[BoardFacts, str | None]] = []
    for facts, case_laws, err, _ in iter_cases(text, source=source, yaml=yaml, laws=laws):
        if err is not None:
            raise err
        assert facts is not None
        out.append((facts, case_laws))
    return out


Case = (tuple[BoardFacts, str | None, None, bool]
        | tuple[None, str | None, VerzakingError, bool])
"""A case read: (facts, laws named, ``None``) or (``None``, label, error), and whether the
case gives a board number of its own (else it is ruled as its place in the file)."""


def iter_cases(text: str, *, source: str | None = None, yaml: bool = False,
               laws: str | None = None) -> list[Case]:
    """Every case as (facts, laws named, None, numbered), or (None, label, error, numbered)
    for a bad one.

    A text that cannot be read at all raises :class:`CaseError`.
    """
    data = load_case_text(text, yaml=yaml, source=source)
    items = data if isinstance(data, list) else [data]
    out: list[Case] = []
    several = len(items) > 1
    for i, item in enumerate(items, 1):
        given = case_board(item)
        label = given or str(i)
        try:
            facts, case_laws = case_to_facts(item, source=source, default_board=str(i),
                                             laws=laws)
        except VerzakingError as err:
            # a case without a number is named by its place among several, else not at
            # all: "board 1" would be a number the director never gave
            where = given or (f"#{i}" if several else None)
            out.append((None, label, err.located(file=source, board=where), given is not None))
            continue
        out.append((facts, case_laws, None, given is not None))
    return out


def case_board(item: Any) -> str | None:
    """The board number a case gives, or ``None`` for none (no field, ``null``, blank)."""
    given = item.get("board") if isinstance(item, dict) else None
    if given is None or isinstance(given, bool):
        return None
    return str(given).strip() or None


def case_to_facts(item: Any, *, source: str | None = None, default_board: str = "1",
                  laws: str | None = None) -> tuple[BoardFacts, str | None]:
    """One case object as facts, with the laws it names (or ``None``).

    The case is fed to a table under ``laws``, else the laws it names, else 2017.
    Raises :class:`CaseError` naming the field; an unknown field is a warning (a
    note of the ruling), or an error if it looks like a known one misspelt.
    """
    if not isinstance(item, dict):
        raise CaseError("case_type")
    notes = _check_fields(item)
    case_laws = None if item.get("laws") is None else str(item["laws"])
    board = case_board(item) or default_board
    vul = _vulnerability(item.get("vulnerable", "None"))
    if "contract" not in item:
        raise CaseError("case_missing", field="contract")
    contract_text = str(item["contract"]).strip()
    without = _without_revoke(item.get("without_revoke"))
    if contract_text.upper() in ("PASS", "AP"):
        if without is not None:  # no play, no revoke: nothing for the director to judge
            raise CaseError("case_without_revoke_passed_out", field="without_revoke")
        for field in _PLAY_FIELDS:  # play with no contract: one of the two is wrong
            if item.get(field) not in (None, [], {}):
                raise CaseError("case_play_passed_out", field=field)
        return BoardFacts(board=board, contract=None, vulnerability=vul, tricks=(),
                          notes=notes, source=source), case_laws
    if "declarer" not in item:
        raise CaseError("case_missing", field="declarer")
    declarer = read_seat(item["declarer"], "declarer")
    try:
        contract = Contract.parse(contract_text, declarer=declarer)
    except ContractError:
        raise bad("contract", item["contract"], "reason.contract") from None
    try:
        rules: TableRules = find_edition(laws or case_laws)
    except VerzakingError:  # an unknown name: the ruling will say so, unless --laws wins
        rules = DEFAULT_RULES
    counted = "short" in item
    if counted:  # only what 64A asks: made into trick winners, said in a note
        item = short_to_quick(item, declarer)
        notes += (Note(code="note_short_case", data={"trick": item["revokes"][0]["trick"]}),)
    if "play" in item:  # a hand record's play: ruled as PBN and LIN are
        facts = play_case(item, board=board, contract=contract, vul=vul, source=source,
                          rules=rules, notes=notes)
    elif "events" in item:
        facts = event_case(item, board=board, contract=contract, vul=vul, source=source,
                           rules=rules, notes=notes)
    else:
        facts = _quick_case(item, board=board, contract=contract, vul=vul, source=source,
                            rules=rules, notes=notes)
    if counted:  # its trick winners are one arrangement: none named but the revoke trick
        facts = replace(facts, counted=True)
    if without is None:
        return facts, case_laws
    if not facts.revokes:  # 64C makes good the damage of a revoke: there is none to judge
        raise CaseError("case_without_revoke_no_revoke", field="without_revoke")
    return replace(facts, without_revoke=without), case_laws


def _without_revoke(value: Any) -> int | None:
    """The director's judgement of 64C: declarer's total tricks without the revoke, 0..13
    (its type is checked with the other fields')."""
    if value is None:
        return None
    if not 0 <= value <= 13:
        raise bad("without_revoke", value, "0..13")
    return int(value)


_TYPES: dict[str, tuple[type, ...]] = {
    "laws": (str, int), "board": (str, int), "contract": (str,), "declarer": (str,),
    "vulnerable": (str,), "title": (str,), "description": (str,), "comment": (str,),
    "deal": (str,), "tricks": (list,), "revokes": (list,), "events": (list,), "claim": (dict,),
    "short": (dict,), "without_revoke": (int,), "play": (list,),
}
"""The type each field of a case must have (YAML gives ``laws: 2017`` as a number)."""
_EXPECTED = {"tricks": "reason.list_of_winners", "claim": "reason.claim_example",
             "revokes": "reason.list", "events": "reason.list", "vulnerable": "reason.vulnerable",
             "contract": "reason.contract", "declarer": "reason.seats",
             "short": "reason.short_example", "without_revoke": "0..13", "play": "reason.list"}
"""What a message says a field expects, where more helpful than its type."""
MAX_TEXT = 4000
"""The longest free text (title, description, comment) a case may have, in characters."""
_MAX_LENGTH = {"board": 40, "laws": 40, "contract": 20, "declarer": 20, "vulnerable": 20,
               "deal": 100}
"""The longest value of the other text fields."""


def _check_fields(item: dict[Any, Any]) -> tuple[Note, ...]:
    """Each field's type; an unknown field is a warning, a misspelt known one an error."""
    notes = []
    for key, value in item.items():
        if not isinstance(key, str) or key not in CASE_FIELDS:
            like = difflib.get_close_matches(str(key), sorted(CASE_FIELDS), n=1, cutoff=0.75)
            if like:  # a known field misspelt would silently leave it out: an error
                raise CaseError("case_unknown_field", field=str(key)[:40], like=like[0])
            notes.append(Note(code="note_unknown_field", data={"field": str(key)[:40]}))
            continue
        types = _TYPES[key]
        if value is not None and (not isinstance(value, types) or isinstance(value, bool)):
            raise bad(key, value, _EXPECTED.get(key, "reason.type_" + types[0].__name__))
        if isinstance(value, str) and len(value) > _MAX_LENGTH.get(key, MAX_TEXT):
            raise bad(key, value[:40], "reason.too_long")
    return tuple(notes)


def _vulnerability(value: Any) -> Vulnerability:
    try:
        return Vulnerability.parse(str(value))
    except ContractError:
        raise bad("vulnerable", value, "reason.vulnerable") from None


def _quick_case(item: dict[str, Any], *, board: str, contract: Contract, vul: Vulnerability,
                source: str | None, rules: TableRules, notes: tuple[Note, ...]) -> BoardFacts:
    """A case given as who won each trick and the revokes the director was told of."""
    raw_tricks = item.get("tricks")
    if raw_tricks is None:
        raise CaseError("case_missing", field="tricks")
    if len(raw_tricks) > 13:
        raise CaseError("case_trick_count", count=len(raw_tricks))
    if item.get("deal") is not None:  # not used without events, but never taken unread
        Deal.from_pbn(str(item["deal"]))
        notes += (Note(code="note_deal_unused", data={}),)
    tricks = [read_winner(w, f"tricks[{n}]") for n, w in enumerate(raw_tricks)]
    claim = _claim(item.get("claim"), contract, tricks)
    reports = [_revoke(r, i, len(tricks)) for i, r in
               enumerate(as_list(item.get("revokes", []), "revokes"))]
    seen: dict[tuple[Seat, int], int] = {}
    for i, r in enumerate(reports):
        first = seen.setdefault((r.seat, r.trick), i)
        if first != i:
            raise CaseError("case_revoke_twice", seat=r.seat, trick=r.trick,
                            first=f"revokes[{first}]", second=f"revokes[{i}]")
    table = Table(contract=contract, rules=rules)
    ops: list[Operation] = [*tricks, *sorted(reports, key=lambda r: r.trick)]
    if claim is not None:
        ops.append(claim)
    table.apply_all(ops)
    return board_from_table(table, board=board, vulnerability=vul, has_play=False,
                            notes=notes, source=source)


def _claim(raw: Any, contract: Contract, tricks: list[TrickWon]) -> Claim | None:
    played = len(tricks)
    claim = read_claim(raw)
    if claim is None:
        if played < 13:
            raise CaseError("case_short_no_claim", count=played)
        return None
    by, total = claim
    decl = sum(1 for t in tricks if t.side == contract.declaring_side)
    left = 13 - played
    if not decl <= total <= decl + left:
        raise CaseError("case_claim_range", total=total, played=played, decl=decl, left=left)
    return Claim(seat=by, declarer_tricks=total, agreed=True)


def _revoke(raw: Any, i: int, played: int) -> RevokeReported:
    field = f"revokes[{i}]"
    if not isinstance(raw, dict):
        raise bad(field, raw, "reason.revoke_example")
    for key in raw:
        if key not in _REVOKE_FIELDS:
            raise CaseError("case_unknown_field", field=f"{field}.{key}", like=None)
    for key in ("seat", "trick"):
        if key not in raw:
            raise CaseError("case_missing", field=f"{field}.{key}")
    seat = read_seat(raw["seat"], f"{field}.seat")
    trick = raw["trick"]
    if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 13:
        raise bad(f"{field}.trick", trick, "1..13")
    if trick > played:
        raise CaseError("case_revoke_trick", seat=seat, trick=trick)
    if trick == 13:  # one card each: nobody can fail to follow, nor skip a penalty card
        raise CaseError("case_revoke_13", seat=seat)
    suit = read_suit(raw, field)
    card = read_card(raw, field)
    established = read_bool(raw.get("established"), f"{field}.established")
    attention = raw.get("attention", Timing.DURING_PLAY.value)
    if not isinstance(attention, str) or attention not in _ATTENTION:
        raise bad(f"{field}.attention", attention, ", ".join(sorted(_ATTENTION)))
    kind = raw.get("kind", RevokeKind.FOLLOW.value)
    if not isinstance(kind, str) or kind not in _KINDS:
        raise bad(f"{field}.kind", kind, ", ".join(sorted(_KINDS)))
    later = read_bool(raw.get("won_later_with_suit_led"), f"{field}.won_later_with_suit_led")
    return RevokeReported(seat=seat, trick=trick, suit=suit, card=card, kind=_KINDS[kind],
                          established=established, attention=_ATTENTION[attention],
                          won_later_with_held=later)


