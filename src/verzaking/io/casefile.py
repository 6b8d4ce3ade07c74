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
from ..errors import CaseError, TimelineError, VerzakingError
from ..facts import BoardFacts, board_from_table
from ..laws import find_edition
from ..table import (
    DEFAULT_RULES,
    OPERATION_TYPES,
    Claim,
    Operation,
    PlayCard,
    RevokeKind,
    RevokeReported,
    Table,
    TableRules,
    Timing,
    TrickWon,
)

__all__ = ["CASE_FIELDS", "case_to_facts", "read_cases"]

CASE_FIELDS = frozenset({"laws", "board", "contract", "declarer", "vulnerable", "tricks",
                         "revokes", "claim", "title", "description", "comment", "deal",
                         "events"})
_EVENT_FIELDS = frozenset({"type", "seat", "from", "card", "to", "suit", "choice", "trick",
                           "revoke", "declarer_tricks", "comment"})
_REVOKE_FIELDS = frozenset({"seat", "trick", "suit", "card", "established", "attention", "kind",
                            "won_later_with_suit_led"})
_CLAIM_FIELDS = frozenset({"by", "declarer_tricks"})
_ATTENTION = {t.value: t for t in Timing}
_KINDS = {RevokeKind.FOLLOW.value: RevokeKind.FOLLOW,
          RevokeKind.PENALTY_CARD.value: RevokeKind.PENALTY_CARD}
EVENT_TYPES = tuple(OPERATION_TYPES)
"""Every kind of event a case file may list."""


def read_cases(
    text: str, *, source: str | None = None, yaml: bool = False, laws: str | None = None
) -> list[tuple[BoardFacts, str | None]]:
    """Every case in the text with the laws it names; raises :class:`CaseError`.

    Each case is fed to a table under ``laws`` if given, else the laws the case
    names, else 2017.
    """
    out: list[tuple[BoardFacts, str | None]] = []
    for facts, case_laws, err in iter_cases(text, source=source, yaml=yaml, laws=laws):
        if err is not None:
            raise err
        assert facts is not None
        out.append((facts, case_laws))
    return out


def iter_cases(
    text: str, *, source: str | None = None, yaml: bool = False, laws: str | None = None
) -> list[tuple[BoardFacts, str | None, None] | tuple[None, str | None, VerzakingError]]:
    """Every case as (facts, laws named, None), or (None, label, error) for a bad one.

    A text that cannot be read at all raises :class:`CaseError`.
    """
    data = _load(text, yaml=yaml, source=source)
    items = data if isinstance(data, list) else [data]
    out: list[tuple[BoardFacts, str | None, None] | tuple[None, str | None, VerzakingError]] = []
    for i, item in enumerate(items, 1):
        label = str(item.get("board", i)) if isinstance(item, dict) else str(i)
        try:
            facts, case_laws = case_to_facts(item, source=source, default_board=str(i),
                                             laws=laws)
        except VerzakingError as err:
            out.append((None, label, err.located(file=source, board=label)))
            continue
        out.append((facts, case_laws, None))
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


def _winner(value: Any, field: str) -> TrickWon:
    text = str(value).strip().upper()
    try:
        seat = Seat.parse(text)
        return TrickWon(side=seat.side, winner=seat)
    except ValueError:
        pass
    try:
        return TrickWon(side=Side.parse(text))
    except ValueError:
        raise _bad(field, value, "N, E, S, W, NS, EW") from None


def case_to_facts(item: Any, *, source: str | None = None, default_board: str = "1",
                  laws: str | None = None) -> tuple[BoardFacts, str | None]:
    """One case object as facts, with the laws it names (or ``None``).

    The case is fed to a table under ``laws``, else the laws it names, else 2017.
    """
    if not isinstance(item, dict):
        raise CaseError("case_type")
    for key in item:
        if key not in CASE_FIELDS:
            raise CaseError("case_unknown_field", field=key)
    case_laws = None if item.get("laws") is None else str(item["laws"])
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
                          source=source), case_laws
    if "declarer" not in item:
        raise CaseError("case_missing", field="declarer")
    declarer = _seat(item["declarer"], "declarer")
    try:
        contract = Contract.parse(contract_text, declarer=declarer)
    except ContractError:
        raise _bad("contract", item["contract"], "4S, 3NT, 5DX") from None

    try:
        rules: TableRules = find_edition(laws or case_laws)
    except VerzakingError:  # an unknown name: the ruling will say so, unless --laws wins
        rules = DEFAULT_RULES
    if "events" in item:
        return _event_case(item, board=board, contract=contract, vul=vul, source=source,
                           rules=rules), case_laws
    raw_tricks = item.get("tricks")
    if raw_tricks is None:
        raise CaseError("case_missing", field="tricks")
    if not isinstance(raw_tricks, list):
        raise _bad("tricks", raw_tricks, "reason.list_of_winners")
    if len(raw_tricks) > 13:
        raise CaseError("case_trick_count", count=len(raw_tricks))
    tricks = [_winner(w, f"tricks[{n}]") for n, w in enumerate(raw_tricks)]
    claim = _claim(item.get("claim"), contract, tricks)
    reports = [_revoke(r, i, len(tricks)) for i, r in
               enumerate(_list(item.get("revokes", []), "revokes"))]
    table = Table(contract=contract, rules=rules)
    ops: list[Operation] = [*tricks, *sorted(reports, key=lambda r: r.trick)]
    if claim is not None:
        ops.append(claim)
    table.apply_all(ops)
    return board_from_table(table, board=board, vulnerability=vul, has_play=False,
                            source=source), case_laws


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


def _claim(raw: Any, contract: Contract, tricks: list[TrickWon]) -> Claim | None:
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
    return Claim(seat=by, declarer_tricks=total, agreed=True)


def _revoke(raw: Any, i: int, played: int) -> RevokeReported:
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
    attention = raw.get("attention", Timing.DURING_PLAY.value)
    if not isinstance(attention, str) or attention not in _ATTENTION:
        raise _bad(f"{field}.attention", attention, ", ".join(sorted(_ATTENTION)))
    kind = raw.get("kind", RevokeKind.FOLLOW.value)
    if not isinstance(kind, str) or kind not in _KINDS:
        raise _bad(f"{field}.kind", kind, ", ".join(sorted(_KINDS)))
    later = raw.get("won_later_with_suit_led")
    if later is not None and not isinstance(later, bool):
        raise _bad(f"{field}.won_later_with_suit_led", later, "true, false")
    return RevokeReported(seat=seat, trick=trick, suit=suit, card=card, kind=_KINDS[kind],
                          established=established, attention=_ATTENTION[attention],
                          won_later_with_held=later)


def _event_case(item: dict[str, Any], *, board: str, contract: Contract, vul: Vulnerability,
                source: str | None, rules: TableRules) -> BoardFacts:
    """A case told as events (README: "What happened at the table")."""
    for key in ("claim", "revokes"):
        if key in item:
            raise _bad(key, item[key], "reason.use_events")
    deal = None
    if item.get("deal") is not None:
        deal = Deal.from_pbn(str(item["deal"]))  # a DealError says what is wrong with it
    prefix = [_winner(w, f"tricks[{n}]") for n, w in enumerate(_list(item.get("tricks", []),
                                                                      "tricks"))]
    events: list[Operation] = []
    for i, raw in enumerate(_list(item["events"], "events"), 1):
        events += _events(raw, i)
    if not getattr(rules, "supports_timeline", True):
        raise CaseError("case_timeline_edition", laws=rules.key)
    if prefix and deal is not None:
        raise TimelineError("timeline_prefix_with_deal", event=0)
    if prefix and prefix[-1].winner is None:
        raise TimelineError("timeline_prefix_seat", event=0, trick=len(prefix))
    table = Table(contract=contract, deal=deal, rules=rules)
    table.apply_all(prefix)
    table.apply_all(events)
    table.finish()
    return board_from_table(table, board=board, vulnerability=vul, told=True,
                            has_play=not prefix, source=source)


def _events(raw: Any, i: int) -> list[Operation]:
    field = f"events[{i - 1}]"
    if isinstance(raw, str):  # a run of cards played in turn: "HJ H6 H4 H8"
        out: list[Operation] = []
        for tok in raw.split():
            try:
                out.append(PlayCard(card=Card.parse(tok), event=i))
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
    return [_operation(kind, i, seat=seat, to=to, card=card, suit=suit, trick=trick,
                       total=total, choice=choice, revoke=revoke)]


_NEEDS: dict[str, tuple[str, ...]] = {
    "play": ("card",), "question": ("seat", "to"), "withdraw": ("seat", "card"),
    "designate": ("seat",), "claim": ("seat", "declarer_tricks"),
    "concede": ("seat", "declarer_tricks"), "accept": ("seat",), "object": ("seat",),
    "next_board_call": ("seat",), "disturbed": ("seat",), "defective_trick": ("seat", "trick"),
    "exposed": ("seat", "card"),
}
"""The fields each event type must have."""


def _operation(kind: str, i: int, **f: Any) -> Operation:
    """The table operation an event is."""
    given = {"card": f["card"], "seat": f["seat"], "to": f["to"], "trick": f["trick"],
             "declarer_tricks": f["total"]}
    needs = _NEEDS.get(kind, ())
    if any(given[n] is None for n in needs):
        raise TimelineError("timeline_missing", event=i, type=kind, field="/".join(needs))
    cls = OPERATION_TYPES[kind]
    if kind == "play":
        return PlayCard(card=f["card"], seat=f["seat"], revoke=f["revoke"], event=i)
    if kind in ("claim", "concede"):
        return Claim(seat=f["seat"], declarer_tricks=f["total"], concede=kind == "concede",
                     event=i)
    if kind == "option":
        return cls(choice=f["choice"] or "none", suit=f["suit"], event=i)  # type: ignore[no-any-return]
    if kind == "exposed":
        return cls(seat=f["seat"], card=f["card"], deliberate=f["choice"] == "deliberate",  # type: ignore[no-any-return]
                   event=i)
    fields = {"question": ("seat", "to"), "attention": ("seat", "trick"),
              "withdraw": ("seat", "card"), "designate": ("seat", "card"),
              "accept": ("seat",), "object": ("seat",), "next_board_call": ("seat",),
              "disturbed": ("seat",), "defective_trick": ("seat", "trick")}.get(kind, ())
    return cls(**{n: given[n] for n in fields}, event=i)  # type: ignore[no-any-return]
