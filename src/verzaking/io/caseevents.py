"""A case told as events (the README's "What happened at the table"), as table operations.

A string of cards is cards played in turn; each other event is an object with
a ``type``.  The events are fed to a :class:`~verzaking.table.Table` under the
edition in force; one that cannot have happened is a
:class:`~verzaking.errors.TimelineError` naming the event.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, Deal
from ..contract import Contract, Vulnerability
from ..errors import CaseError, TimelineError
from ..facts import BoardFacts, Note, board_from_table, finish_told
from ..table import OPERATION_TYPES, Claim, Operation, PlayCard, Table, TableRules
from .casefields import (
    as_list,
    bad,
    read_bool,
    read_card,
    read_seat,
    read_suit,
    read_suits,
    read_winner,
)

__all__ = ["EVENT_TYPES", "event_case", "read_events"]

_EVENT_FIELDS = frozenset({"type", "seat", "from", "card", "to", "suit", "choice", "trick",
                           "revoke", "declarer_tricks", "comment", "by"})

EVENT_TYPES = tuple(OPERATION_TYPES)
"""Every kind of event a case file may list."""



def event_case(item: dict[str, Any], *, board: str, contract: Contract, vul: Vulnerability,
                source: str | None, rules: TableRules, notes: tuple[Note, ...] = ()) -> BoardFacts:
    """A case told as events (README: "What happened at the table")."""
    for key in ("claim", "revokes"):
        if key in item:
            raise bad(key, item[key], "reason.use_events")
    deal = None
    if item.get("deal") is not None:
        deal = Deal.from_pbn(str(item["deal"]))  # a DealError says what is wrong with it
    prefix = [read_winner(w, f"tricks[{n}]") for n, w in enumerate(as_list(item.get("tricks", []),
                                                                      "tricks"))]
    events = read_events(item["events"])
    if not getattr(rules, "supports_timeline", True):
        raise CaseError("case_timeline_edition", laws=rules.key)
    if prefix and deal is not None:
        raise TimelineError("timeline_prefix_with_deal", event=0)
    if prefix and prefix[-1].winner is None:
        raise TimelineError("timeline_prefix_seat", event=0, trick=len(prefix))
    table = Table(contract=contract, deal=deal, rules=rules)
    table.apply_all(prefix)
    table.apply_all(events)
    steps = finish_told(table)
    return board_from_table(table, board=board, vulnerability=vul, told=True,
                            has_play=not prefix, notes=notes, source=source, next_steps=steps)



def read_events(raw: Any) -> list[Operation]:
    """A case's ``events`` (the list) as table operations, in order; a bad event raises
    :class:`~verzaking.errors.CaseError` naming it by its number."""
    events: list[Operation] = []
    for i, item in enumerate(as_list(raw, "events"), 1):
        events += _events(item, i)
    return events


def _events(raw: Any, i: int) -> list[Operation]:
    """Event ``i`` (1-based, as the table's errors count them) as operations; a bad field is
    located by its JSON path and by the event's number."""
    try:
        return _read_event(raw, i)
    except CaseError as err:
        err.params.setdefault("event", i)
        kind = raw.get("type") if isinstance(raw, dict) else None
        if isinstance(kind, str) and kind in EVENT_TYPES:
            err.params.setdefault("type", kind)
        raise


def _read_event(raw: Any, i: int) -> list[Operation]:
    field = f"events[{i - 1}]"
    if isinstance(raw, str):  # a run of cards played in turn: "HJ H6 H4 H8"
        out: list[Operation] = []
        for tok in raw.split():
            try:
                out.append(PlayCard(card=Card.parse(tok), event=i))
            except ValueError:
                raise bad(field, tok, "reason.card_example") from None
        return out
    if not isinstance(raw, dict):
        raise bad(field, raw, "reason.event_example")
    for key in raw:
        if key not in _EVENT_FIELDS:
            raise CaseError("case_unknown_field", field=f"{field}.{key}")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in EVENT_TYPES:
        raise bad(f"{field}.type", kind, ", ".join(EVENT_TYPES))
    takes = _TAKES.get(kind, ())
    for key in raw:
        if key not in ("type", "comment") and key not in takes and not (
                key == "from" and "seat" in takes):
            raise CaseError("case_event_field", field=f"{field}.{key}", type=kind,
                            fields=", ".join(takes) or "-")
    seat_raw = raw.get("seat", raw.get("from"))
    seat = read_seat(seat_raw, f"{field}.seat") if seat_raw is not None else None
    to = read_seat(raw["to"], f"{field}.to") if raw.get("to") is not None else None
    by = read_seat(raw["by"], f"{field}.by") if raw.get("by") is not None else None
    card = read_card(raw, field)
    suits = read_suits(raw, field) if kind == "option" else ()
    suit = suits[0] if suits else read_suit(raw, field)
    trick = raw.get("trick")
    if trick is not None and (not isinstance(trick, int) or isinstance(trick, bool)
                              or not 1 <= trick <= 13):
        raise bad(f"{field}.trick", trick, "1..13")
    total = raw.get("declarer_tricks")
    if total is not None and (not isinstance(total, int) or isinstance(total, bool)
                              or not 0 <= total <= 13):
        raise bad(f"{field}.declarer_tricks", total, "0..13")
    choice = raw.get("choice")
    choices = _CHOICES.get(kind, ("require", "forbid", "none", "highest", "lowest"))
    if choice is not None and (not isinstance(choice, str) or choice not in choices):
        raise bad(f"{field}.choice", choice, ", ".join(choices))
    revoke = bool(read_bool(raw.get("revoke", False), f"{field}.revoke"))
    return [_operation(kind, i, seat=seat, to=to, card=card, suit=suit, trick=trick,
                       total=total, choice=choice, revoke=revoke, by=by, more=suits[1:])]



_CHOICES: dict[str, tuple[str, ...]] = {
    "exposed": ("deliberate", "accident"), "lead_out_of_turn": ("accept", "refuse", "spread"),
}
"""The choices an event type takes (``option``: 50D2 require/forbid/none; after a
premature play, 57A also highest/lowest)."""

_NEEDS: dict[str, tuple[str, ...]] = {
    "play": ("card",), "question": ("seat", "to"), "withdraw": ("seat", "card"),
    "designate": ("seat",), "claim": ("seat", "declarer_tricks"),
    "concede": ("seat", "declarer_tricks"), "accept": ("seat",), "object": ("seat",),
    "next_board_call": ("seat",), "disturbed": ("seat",), "defective_trick": ("seat", "trick"),
    "exposed": ("seat", "card"), "option": ("choice",),
    "lead_out_of_turn": ("seat", "card"),
    "premature_play": ("seat", "card"), "disputed": ("seat", "trick", "by"),
    "result": ("declarer_tricks",), "claim_ruled": ("declarer_tricks",),
    "designate_penalty": ("card",),
}
"""The fields each event type must have."""

_TAKES: dict[str, tuple[str, ...]] = {
    "play": ("card", "seat", "revoke"), "question": ("seat", "to", "trick"),
    "attention": ("seat", "trick", "by"), "withdraw": ("seat", "card"),
    "designate": ("seat", "card"), "claim": ("seat", "declarer_tricks"),
    "concede": ("seat", "declarer_tricks"), "accept": ("seat",), "object": ("seat",),
    "option": ("choice", "suit"), "next_board_call": ("seat",), "end_of_round": (),
    "hands_returned": (), "dummy_forfeited": (), "disturbed": ("seat",),
    "defective_trick": ("seat", "trick", "card"), "omitted": ("seat",),
    "exposed": ("seat", "card", "choice"), "lead_out_of_turn": ("seat", "card", "choice"),
    "premature_play": ("seat", "card"), "accept_play": (), "refuse_play": (),
    "disputed": ("seat", "trick", "by"), "result": ("declarer_tricks", "seat"),
    "claim_ruled": ("declarer_tricks",), "designate_penalty": ("card", "seat"),
}
"""The fields each event type takes (besides ``type`` and a ``comment``): any other field
is refused, never ignored."""



def _operation(kind: str, i: int, **f: Any) -> Operation:
    """The table operation an event is."""
    given = {"card": f["card"], "seat": f["seat"], "to": f["to"], "trick": f["trick"],
             "declarer_tricks": f["total"], "by": f["by"], "choice": f["choice"]}
    needs = _NEEDS.get(kind, ())
    if any(given[n] is None for n in needs):
        raise TimelineError("timeline_missing", event=i, type=kind, field="/".join(needs))
    cls = OPERATION_TYPES[kind]
    if kind == "play":
        return PlayCard(card=f["card"], seat=f["seat"], revoke=f["revoke"], event=i)
    if kind in ("claim", "concede"):
        return Claim(seat=f["seat"], declarer_tricks=f["total"], concede=kind == "concede",
                     event=i)
    if kind == "result":  # the record's result: a claim agreed to, its claimer if known
        return Claim(seat=f["seat"], declarer_tricks=f["total"], agreed=True, event=i)
    if kind == "claim_ruled":  # the director's ruling on a disputed claim (70)
        return cls(declarer_tricks=f["total"], event=i)  # type: ignore[no-any-return]
    if kind == "option":
        return cls(choice=f["choice"], suit=f["suit"], more=f["more"],  # type: ignore[no-any-return]
                   event=i)
    if kind == "lead_out_of_turn":
        return cls(seat=f["seat"], card=f["card"], choice=f["choice"], event=i)  # type: ignore[no-any-return]
    if kind in ("accept_play", "refuse_play"):
        return cls(accept=kind == "accept_play", event=i)  # type: ignore[no-any-return]
    if kind == "exposed":
        how = None if f["choice"] is None else f["choice"] == "deliberate"
        return cls(seat=f["seat"], card=f["card"], deliberate=how,  # type: ignore[no-any-return]
                   event=i)
    fields = {"question": ("seat", "to", "trick"), "attention": ("seat", "trick", "by"),
              "withdraw": ("seat", "card"), "designate": ("seat", "card"),
              "accept": ("seat",), "object": ("seat",), "next_board_call": ("seat",),
              "disturbed": ("seat",), "defective_trick": ("seat", "trick", "card"),
              "omitted": ("seat",), "premature_play": ("seat", "card"),
              "disputed": ("seat", "trick", "by"), "designate_penalty": ("card", "seat")}.get(kind, ())
    return cls(**{n: given[n] for n in fields}, event=i)  # type: ignore[no-any-return]
