"""What may happen now (:meth:`verzaking.table.Table.choices`) as plain JSON data, for a
program that tells a board event by event (the page ``POST /tell?format=json``).

>>> from verzaking.contract import Contract
>>> from verzaking.table import Table
>>> data = choices_to_dict(Table(contract=Contract.parse("3NT", declarer="N")).choices())
>>> data["to_play"], data["offers"][1]["kind"], data["offers"][1]["seat"]
('E', 'play', 'E')
"""

from __future__ import annotations

from typing import Any

from ..table import Choices, Offer

__all__ = ["choices_to_dict", "offer_to_dict"]


def offer_to_dict(offer: Offer) -> dict[str, Any]:
    """One offer: its kind (the case file's event type), article, who, and the cards,
    choices, suits and totals it takes (only those it has)."""
    out: dict[str, Any] = {"kind": offer.kind.value, "law": offer.law, "due": offer.due}
    if offer.seat is not None:
        out["seat"] = offer.seat.letter
    if offer.to is not None:
        out["to"] = offer.to.letter
    if offer.trick is not None:
        out["trick"] = offer.trick
    for name in ("cards", "legal", "revoke"):
        if getattr(offer, name):
            out[name] = [str(c) for c in getattr(offer, name)]
    if offer.by:
        out["by"] = [s.letter for s in offer.by]
    if offer.choices:
        out["choices"] = list(offer.choices)
    if offer.suits:
        out["suits"] = [s.letter for s in offer.suits]
    if offer.totals:
        out["totals"] = list(offer.totals)
    if offer.irregular:
        out["irregular"] = True
    return out


def choices_to_dict(choices: Choices) -> dict[str, Any]:
    """What the table waits for (its pending record's kind), who plays next, the trick, and
    every event it can take now."""
    waiting = choices.waiting
    return {"waiting": type(waiting).__name__ if waiting is not None else None,
            "to_play": choices.to_play.letter if choices.to_play is not None else None,
            "trick": choices.trick, "offers": [offer_to_dict(o) for o in choices.offers]}
