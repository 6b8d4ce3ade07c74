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

import json
from typing import Any

from ..cards import Card, Deal, Seat, Side, Suit
from ..contract import Contract, ContractError, Vulnerability
from ..errors import CaseError, VerzakingError
from ..facts import (
    ATTENTION_AFTER_CALL,
    ATTENTION_AFTER_ROUND,
    ATTENTION_DURING_PLAY,
    KIND_FOLLOW,
    KIND_PENALTY_CARD,
    BoardFacts,
    Claim,
    Event,
    RevokeFact,
    TrickOutcome,
)
from ..timeline import EVENT_TYPES

__all__ = ["CASE_FIELDS", "case_to_facts", "read_cases"]

CASE_FIELDS = frozenset({"laws", "board", "contract", "declarer", "vulnerable", "tricks",
                         "revokes", "claim", "title", "description", "comment", "deal",
                         "events"})
_EVENT_FIELDS = frozenset({"type", "seat", "from", "card", "to", "suit", "choice", "trick",
                           "revoke", "declarer_tricks", "comment"})
_REVOKE_FIELDS = frozenset({"seat", "trick", "suit", "card", "established", "attention", "kind",
                            "won_later_with_suit_led"})
_CLAIM_FIELDS = frozenset({"by", "declarer_tricks"})
_ATTENTION = {ATTENTION_DURING_PLAY, ATTENTION_AFTER_CALL, ATTENTION_AFTER_ROUND}
_KINDS = {KIND_FOLLOW, KIND_PENALTY_CARD}


def read_cases(
    text: str, *, source: str | None = None, yaml: bool = False
) -> list[tuple[BoardFacts, str | None]]:
    """Every case in the text with the laws it names; raises :class:`CaseError`."""
    data = _load(text, yaml=yaml, source=source)
    items = data if isinstance(data, list) else [data]
    out = []
    for i, item in enumerate(items, 1):
        label = str(item.get("board", i)) if isinstance(item, dict) else str(i)
        try:
            out.append(case_to_facts(item, source=source, default_board=str(i)))
        except VerzakingError as err:
            raise err.located(file=source, board=label) from None
    return out


def _load(text: str, *, yaml: bool, source: str | None) -> Any:
    if yaml:
        import yaml as pyyaml

        try:
            return pyyaml.safe_load(text)
        except pyyaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = mark.line + 1 if mark is not None else None
            raise CaseError("case_json", file=source, line=line,
                            reason=str(getattr(exc, "problem", exc))) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CaseError("case_json", file=source, line=exc.lineno, reason=exc.msg) from None
    except (ValueError, RecursionError) as exc:  # e.g. a number of thousands of digits
        raise CaseError("case_json", file=source, reason=str(exc)[:80]) from None


def _bad(field: str, value: Any, reason: str) -> CaseError:
    return CaseError("case_bad_value", field=field, value=value, reason=reason)


def _seat(value: Any, field: str) -> Seat:
    try:
        return Seat.parse(str(value))
    except ValueError:
        raise _bad(field, value, "N, E, S, W") from None


def _winner(value: Any, field: str) -> TrickOutcome | tuple[Side, Seat | None]:
    text = str(value).strip().upper()
    try:
        seat = Seat.parse(text)
        return (seat.side, seat)
    except ValueError:
        pass
    try:
        return (Side.parse(text), None)
    except ValueError:
        raise _bad(field, value, "N, E, S, W, NS, EW") from None


def case_to_facts(item: Any, *, source: str | None = None,
                  default_board: str = "1") -> tuple[BoardFacts, str | None]:
    """One case object as facts, with the laws it names (or ``None``)."""
    if not isinstance(item, dict):
        raise CaseError("case_type")
    for key in item:
        if key not in CASE_FIELDS:
            raise CaseError("case_unknown_field", field=key)
    laws = item.get("laws")
    laws = None if laws is None else str(laws)
    board = str(item.get("board", default_board))
    vul_text = item.get("vulnerable", "None")
    try:
        vul = Vulnerability.parse(str(vul_text))
    except ContractError:
        raise _bad("vulnerable", vul_text, "None, NS, EW, All") from None
    if "contract" not in item:
        raise CaseError("case_missing", field="contract")
    contract_text = str(item["contract"]).strip()
    if contract_text.upper() in ("PASS", "AP"):
        return BoardFacts(board=board, contract=None, vulnerability=vul, tricks=(),
                          source=source), laws
    if "declarer" not in item:
        raise CaseError("case_missing", field="declarer")
    declarer = _seat(item["declarer"], "declarer")
    try:
        contract = Contract.parse(contract_text, declarer=declarer)
    except ContractError:
        raise _bad("contract", item["contract"], "4S, 3NT, 5DX") from None

    if "events" in item:
        return _event_case(item, board=board, contract=contract, vul=vul, source=source), laws
    raw_tricks = item.get("tricks")
    if raw_tricks is None:
        raise CaseError("case_missing", field="tricks")
    if not isinstance(raw_tricks, list):
        raise _bad("tricks", raw_tricks, "reason.list_of_winners")
    if len(raw_tricks) > 13:
        raise CaseError("case_trick_count", count=len(raw_tricks))
    tricks = []
    for n, w in enumerate(raw_tricks, 1):
        side, seat = _winner(w, f"tricks[{n - 1}]")  # type: ignore[misc]
        tricks.append(TrickOutcome(number=n, side=side, winner=seat))

    claim = _claim(item.get("claim"), contract, tricks)
    revokes = tuple(_revoke(r, i, len(tricks), claim) for i, r in
                    enumerate(_list(item.get("revokes", []), "revokes")))
    return BoardFacts(board=board, contract=contract, vulnerability=vul, tricks=tuple(tricks),
                      claim=claim, revokes=tuple(sorted(revokes, key=lambda r: r.trick)),
                      source=source), laws


def _card(raw: dict[str, Any], field: str) -> Card | None:
    """The optional ``card`` field of an object at ``field``."""
    if raw.get("card") is None:
        return None
    try:
        return Card.parse(str(raw["card"]))
    except ValueError:
        raise _bad(f"{field}.card", raw["card"], "C3, HA") from None


def _suit(raw: dict[str, Any], field: str) -> Suit | None:
    """The optional ``suit`` field of an object at ``field``."""
    if raw.get("suit") is None:
        return None
    try:
        return Suit.parse(str(raw["suit"]))
    except ValueError:
        raise _bad(f"{field}.suit", raw["suit"], "C, D, H, S") from None


def _list(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise _bad(field, value, "reason.list")
    return value


def _claim(raw: Any, contract: Contract, tricks: list[TrickOutcome]) -> Claim | None:
    played = len(tricks)
    if raw is None:
        if played < 13:
            raise CaseError("case_short_no_claim", count=played)
        return None
    if not isinstance(raw, dict):
        raise _bad("claim", raw, "reason.claim_example")
    for key in raw:
        if key not in _CLAIM_FIELDS:
            raise CaseError("case_unknown_field", field=f"claim.{key}")
    if "declarer_tricks" not in raw:
        raise CaseError("case_missing", field="claim.declarer_tricks")
    total = raw["declarer_tricks"]
    if not isinstance(total, int) or isinstance(total, bool):
        raise _bad("claim.declarer_tricks", total, "0..13")
    by = _seat(raw["by"], "claim.by") if raw.get("by") is not None else None
    decl = sum(1 for t in tricks if t.side == contract.declaring_side)
    left = 13 - played
    if not decl <= total <= decl + left:
        raise CaseError("case_claim_range", total=total, played=played, decl=decl, left=left)
    return Claim(declarer_tricks=total, by=by)


def _revoke(raw: Any, i: int, played: int, claim: Claim | None) -> RevokeFact:
    field = f"revokes[{i}]"
    if not isinstance(raw, dict):
        raise _bad(field, raw, "reason.revoke_example")
    for key in raw:
        if key not in _REVOKE_FIELDS:
            raise CaseError("case_unknown_field", field=f"{field}.{key}")
    for key in ("seat", "trick"):
        if key not in raw:
            raise CaseError("case_missing", field=f"{field}.{key}")
    seat = _seat(raw["seat"], f"{field}.seat")
    trick = raw["trick"]
    if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 13:
        raise _bad(f"{field}.trick", trick, "1..13")
    if trick > played:
        raise CaseError("case_revoke_trick", seat=seat, trick=trick)
    if trick == 13:  # one card each: nobody can fail to follow, nor skip a penalty card
        raise CaseError("case_revoke_13", seat=seat)
    suit = _suit(raw, field)
    card = _card(raw, field)
    established = raw.get("established")
    if established is not None and not isinstance(established, bool):
        raise _bad(f"{field}.established", established, "true, false")
    attention = raw.get("attention", ATTENTION_DURING_PLAY)
    if not isinstance(attention, str) or attention not in _ATTENTION:
        raise _bad(f"{field}.attention", attention, ", ".join(sorted(_ATTENTION)))
    kind = raw.get("kind", KIND_FOLLOW)
    if not isinstance(kind, str) or kind not in _KINDS:
        raise _bad(f"{field}.kind", kind, ", ".join(sorted(_KINDS)))
    later = raw.get("won_later_with_suit_led")
    if later is not None and not isinstance(later, bool):
        raise _bad(f"{field}.won_later_with_suit_led", later, "true, false")
    return RevokeFact(seat=seat, trick=trick, suit=suit, card=card, kind=kind,
                      established=established, attention=attention,
                      later_win_with_held=later)


def _event_case(item: dict[str, Any], *, board: str, contract: Contract, vul: Vulnerability,
                source: str | None) -> BoardFacts:
    """A case told as events (README: "What happened at the table")."""
    for key in ("claim", "revokes"):
        if key in item:
            raise _bad(key, item[key], "reason.use_events")
    deal = None
    if item.get("deal") is not None:
        deal = Deal.from_pbn(str(item["deal"]))  # a DealError says what is wrong with it
    prefix = []
    for n, w in enumerate(_list(item.get("tricks", []), "tricks"), 1):
        side, seat = _winner(w, f"tricks[{n - 1}]")  # type: ignore[misc]
        prefix.append(TrickOutcome(number=n, side=side, winner=seat))
    events: list[Event] = []
    for i, raw in enumerate(_list(item["events"], "events"), 1):
        events += _events(raw, i)
    return BoardFacts(board=board, contract=contract, vulnerability=vul, tricks=tuple(prefix),
                      deal=deal, events=tuple(events), source=source)


def _events(raw: Any, i: int) -> list[Event]:
    field = f"events[{i - 1}]"
    if isinstance(raw, str):  # a run of cards played in turn: "HJ H6 H4 H8"
        out = []
        for tok in raw.split():
            try:
                out.append(Event(index=i, type="play", card=Card.parse(tok)))
            except ValueError:
                raise _bad(field, tok, "reason.card_example") from None
        return out
    if not isinstance(raw, dict):
        raise _bad(field, raw, "reason.event_example")
    for key in raw:
        if key not in _EVENT_FIELDS:
            raise CaseError("case_unknown_field", field=f"{field}.{key}")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in EVENT_TYPES:
        raise _bad(f"{field}.type", kind, ", ".join(EVENT_TYPES))
    seat_raw = raw.get("seat", raw.get("from"))
    seat = _seat(seat_raw, f"{field}.seat") if seat_raw is not None else None
    to = _seat(raw["to"], f"{field}.to") if raw.get("to") is not None else None
    card = _card(raw, field)
    suit = _suit(raw, field)
    trick = raw.get("trick")
    if trick is not None and (not isinstance(trick, int) or isinstance(trick, bool)
                              or not 1 <= trick <= 13):
        raise _bad(f"{field}.trick", trick, "1..13")
    total = raw.get("declarer_tricks")
    if total is not None and (not isinstance(total, int) or isinstance(total, bool)
                              or not 0 <= total <= 13):
        raise _bad(f"{field}.declarer_tricks", total, "0..13")
    choice = raw.get("choice")
    choices = ("deliberate", "accident") if kind == "exposed" else ("require", "forbid", "none")
    if choice is not None and (not isinstance(choice, str) or choice not in choices):
        raise _bad(f"{field}.choice", choice, ", ".join(choices))
    revoke = raw.get("revoke", False)
    if not isinstance(revoke, bool):
        raise _bad(f"{field}.revoke", revoke, "true, false")
    return [Event(index=i, type=kind, seat=seat, card=card, to=to, suit=suit, choice=choice,
                  trick=trick, revoke=revoke, tricks=total)]
