"""A board told by taps as it happens (the page "Verloop / Play by play"): its state, and
what each tap does to it.

The state is the case file itself (README, "What happened at the table: events"): the
contract, declarer and vulnerability, optionally the deal, the tricks told only by who won
them before the first card, and the events in order; besides it only an action begun
(a lead out of turn: whose, then which card).  Each tap names one change (``do``); the
new events are checked by feeding them to a :class:`~verzaking.table.Table`, and what the
page offers next comes from :meth:`~verzaking.table.Table.choices`: no law here.

>>> told = Told.from_form({"level": "4", "strain": "S", "declarer": "S"})
>>> told = tap(told, "won:EW").told
>>> told.tricks, told.case()["contract"]
(('EW',), '4S')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from ..cards import Card, Deal, Seat, Side, Suit
from ..contract import Contract
from ..errors import VerzakingError
from ..io.caseevents import read_events
from ..laws import DEFAULT_EDITION, find_edition
from ..table import Kind, PlayCard, RevokeKind, Table, TrickWon
from .forms import FormProblem

__all__ = ["MAX_EVENTS", "Candidate", "Tapped", "Told", "build", "revoke_candidates", "tap"]

MAX_EVENTS = 200
"""Most events a board told by taps may have (a board has 52 cards and a few more)."""
_WINNERS = ("NS", "N", "S", "EW", "E", "W")
_ACTS = ("lead_out_of_turn", "premature_play", "exposed", "claim", "concede", "claim_ruled")
"""The events told in more than one tap: whose (and which card, or which total), then done."""
_SIMPLE = frozenset({"accept_play", "refuse_play", "end_of_round", "hands_returned"})


@dataclass(frozen=True, slots=True, kw_only=True)
class Told:
    """The board as told so far."""

    level: str = ""
    """The contract's level, ``1``-``7``."""
    strain: str = ""
    """``C``, ``D``, ``H``, ``S`` or ``NT``."""
    dbl: str = ""
    """``""``, ``X`` or ``XX``."""
    declarer: str = ""
    """Declarer's seat letter."""
    vul: str = "None"
    """The case file's vulnerability."""
    laws: str = ""
    """The edition (empty: the default)."""
    board: str = ""
    """The board number, if given."""
    deal: str = ""
    """The deal as typed (PBN), if any."""
    tricks: tuple[str, ...] = ()
    """The tricks told only by who won them, before the first card (``EW``, ``S``...)."""
    events: tuple[dict[str, Any], ...] = ()
    """The events, in the case file's form."""
    act: str = ""
    """An event begun and not yet complete (its type), if any."""
    act_seat: str = ""
    """Its seat, once tapped."""
    act_card: str = ""
    """Its card, once tapped (an exposed card: then how it was exposed)."""

    @classmethod
    def from_form(cls, form: dict[str, str]) -> Told:
        """The state the page sent back (its fields); a broken one is a :class:`FormProblem`."""
        def field(name: str, limit: int = 40) -> str:
            value = form.get(name, "").strip()
            if len(value) > limit:
                raise FormProblem("web.err.field_too_long", field=name)
            return value
        try:
            tricks = tuple(str(w) for w in json.loads(form.get("tricks") or "[]"))
            events = tuple(json.loads(form.get("events") or "[]"))
        except (ValueError, TypeError, RecursionError):
            raise FormProblem("web.err.bad_form", reason="JSON") from None
        if len(events) > MAX_EVENTS or len(tricks) > 13 or not all(
                isinstance(e, dict) for e in events) or not all(w in _WINNERS for w in tricks):
            raise FormProblem("web.err.bad_form", reason="JSON")
        return cls(level=field("level"), strain=field("strain"), dbl=field("dbl"),
                   declarer=field("declarer"), vul=field("vul") or "None", laws=field("laws"),
                   board=field("board", 20), deal=field("deal", 120), tricks=tricks,
                   events=events, act=field("act"), act_seat=field("act_seat"),
                   act_card=field("act_card"))

    def state(self) -> dict[str, str]:
        """The hidden fields that carry the state to the next tap."""
        return {"tricks": json.dumps(list(self.tricks)),
                "events": json.dumps(list(self.events), ensure_ascii=False),
                "act": self.act, "act_seat": self.act_seat, "act_card": self.act_card}

    @property
    def contract_text(self) -> str:
        """``4S``, ``3NTX``; empty until level and strain are tapped."""
        return f"{self.level}{self.strain}{self.dbl}" if self.level and self.strain else ""

    def case(self) -> dict[str, Any]:
        """The case file of the board as told (what the ruling and the log take)."""
        out: dict[str, Any] = {"laws": self.laws or DEFAULT_EDITION, "contract": self.contract_text,
                               "declarer": self.declarer, "vulnerable": self.vul}
        if self.board:
            out["board"] = self.board
        if self.deal and deal_of(self.deal) is not None:
            out["deal"] = self.deal
        if self.events:
            out["tricks"] = list(self.tricks)
            out["events"] = list(self.events)
        else:
            out["tricks"] = list(self.tricks)
            out["revokes"] = []
        return out


def deal_of(text: str) -> Deal | None:
    """The deal typed, if it is a whole one."""
    try:
        return Deal.from_pbn(text)
    except (VerzakingError, ValueError):
        return None


def build(told: Told) -> Table | None:
    """The table fed everything told (``None`` until contract and declarer are tapped);
    raises a :class:`~verzaking.errors.VerzakingError` where the laws or the cards say it
    cannot have happened."""
    if not told.contract_text or not told.declarer:
        return None
    contract = Contract.parse(told.contract_text, declarer=told.declarer)
    deal = deal_of(told.deal) if told.deal else None
    table = Table(contract=contract, deal=deal, rules=find_edition(told.laws or DEFAULT_EDITION))
    for winner in told.tricks:
        seat = Seat.parse(winner) if len(winner) == 1 else None
        side = seat.side if seat is not None else Side.parse(winner)
        table.apply(TrickWon(side=side, winner=seat))
    table.apply_all(read_events(list(told.events)))
    return table


@dataclass(frozen=True, slots=True, kw_only=True)
class Candidate:
    """A card played without the deal that may be told as a revoke."""

    index: int
    """Its event's place in the list."""
    seat: Seat
    """Who played it."""
    trick: int
    """The trick."""
    card: Card
    """The card."""
    led: Suit | None
    """The suit led to that trick."""


def revoke_candidates(told: Told) -> list[Candidate]:
    """The cards played without the deal, not told as revokes, that the table's offer for
    each (:meth:`~verzaking.table.Table.choices`, just before it) says may be one."""
    if not told.events or (told.deal and deal_of(told.deal) is not None):
        return []
    table = build(replace(told, events=()))
    if table is None:
        return []
    out = []
    for op in read_events(list(told.events)):
        if isinstance(op, PlayCard) and op.card is not None and not op.revoke:
            plays = table.choices().of(Kind.PLAY)
            offer = next((o for o in plays if op.card in o.revoke and o.seat is not None), None)
            if offer is not None and offer.seat is not None:
                out.append(Candidate(index=op.event - 1, seat=offer.seat, trick=table.number,
                                     card=op.card, led=table.led_suit()))
        table.apply(op)
    return [c for c in out if _holds_up(told, c.index)]


def _holds_up(told: Told, index: int) -> bool:
    """Told as a revoke, event ``index`` agrees with all that came after it (he later played
    a card of the suit, 61A; the correction it starts fits the cards played since)."""
    try:
        build(_marked(told, index))
    except VerzakingError:
        return False
    return True


def _marked(told: Told, index: int) -> Told:
    """``told`` with event ``index``, a card played, told as a revoke."""
    events = list(told.events)
    events[index] = {**events[index], "revoke": True}
    return replace(told, events=tuple(events))


@dataclass(frozen=True, slots=True, kw_only=True)
class Tapped:
    """What a tap did: the new state, or the old one and why the tap was refused."""

    told: Told
    """The state after the tap."""
    error: VerzakingError | FormProblem | None = None
    """Why nothing changed, if so."""


def tap(told: Told, do: str) -> Tapped:
    """The state after the tap ``do`` (``verb:arg:arg``), checked by feeding it to the
    table; a tap the table refuses leaves the state as it was, with the reason."""
    verb, _, rest = do.partition(":")
    args = rest.split(":") if rest else []
    try:
        new = _change(told, verb, args)
        if new.events != told.events or new.tricks != told.tricks:
            build(new)
    except (VerzakingError, FormProblem) as err:
        return Tapped(told=told, error=err)
    except (ValueError, IndexError, KeyError):
        return Tapped(told=told, error=FormProblem("web.err.bad_form", reason="do"))
    return Tapped(told=new)


def _event(told: Told, event: dict[str, Any]) -> Told:
    if len(told.events) >= MAX_EVENTS:
        raise FormProblem("web.err.bad_form", reason="events")
    return replace(told, events=(*told.events, event), act="", act_seat="", act_card="")


def _change(told: Told, verb: str, args: list[str]) -> Told:
    """The state after one tap (see :func:`tap`)."""
    if verb in ("", "refresh"):
        return told
    if verb == "won":
        if args[0] not in _WINNERS or told.events:
            raise ValueError(args[0])
        return replace(told, tricks=(*told.tricks, args[0]))
    if verb == "lead":  # the last trick told by its side: which of the two won it
        seat = Seat.parse(args[0])
        return replace(told, tricks=(*told.tricks[:-1], seat.letter))
    if verb == "undo":
        if told.act:
            return replace(told, act="", act_seat="", act_card="")
        if told.events:
            return replace(told, events=told.events[:-1])
        return replace(told, tricks=told.tricks[:-1])
    if verb == "cancel":
        return replace(told, act="", act_seat="", act_card="")
    if verb == "act":
        if args[0] not in _ACTS:
            raise ValueError(args[0])
        return replace(told, act=args[0], act_seat="", act_card="")
    if verb == "seat":
        return replace(told, act_seat=Seat.parse(args[0]).letter)
    if verb == "card":
        return _card(told, Card.parse(args[0]))
    if verb == "revoke":
        return _revoke(told, args)
    if verb == "spread":  # the lead out of turn just faced: declarer spreads his hand (54A)
        last = told.events[-1] if told.events else {}
        if last.get("type") != "lead_out_of_turn" or last.get("choice"):
            raise ValueError("no lead out of turn to answer")
        return replace(told, events=(*told.events[:-1], {**last, "choice": "spread"}))
    return _event(told, _simple(told, verb, args))


def _card(told: Told, card: Card) -> Told:
    """A card tapped: played, or the card of the event begun."""
    if not told.act:
        return _event(told, {"type": "play", "card": str(card)})
    if told.act == "exposed":
        return replace(told, act_card=str(card))
    if told.act in ("lead_out_of_turn", "premature_play") and told.act_seat:
        return _event(told, {"type": told.act, "seat": told.act_seat, "card": str(card)})
    raise ValueError(told.act)


def _revoke(told: Told, args: list[str]) -> Told:
    """Event ``args[0]`` (its place in the list), a card played without the deal, was a
    revoke: the player still held the suit led (61A); ``args[1]``: who drew attention to
    it at once, if anyone."""
    index = int(args[0])
    event = told.events[index]
    if event.get("type") != "play" or event.get("revoke"):
        raise ValueError("no card to mark as a revoke")
    marked = _marked(told, index)
    if len(args) < 2 or not args[1]:
        return marked
    table = build(marked)
    assert table is not None
    rv = next(r for r in table.revokes if r.event == index + 1 and r.kind == RevokeKind.FOLLOW)
    return _event(marked, {"type": "attention", "seat": rv.seat.letter, "trick": rv.trick,
                           "by": Seat.parse(args[1]).letter})


def _simple(told: Told, verb: str, args: list[str]) -> dict[str, Any]:
    """An event told in one tap (its fields in the tap's arguments)."""
    if verb == "attention":
        out: dict[str, Any] = {"type": "attention", "seat": Seat.parse(args[0]).letter,
                               "trick": int(args[1])}
        if len(args) > 2 and args[2]:
            out["by"] = Seat.parse(args[2]).letter
        return out
    if verb == "question":  # the table finds what it is about (61B)
        return {"type": "question", "seat": Seat.parse(args[0]).letter,
                "to": Seat.parse(args[1]).letter}
    if verb in ("withdraw", "designate_penalty"):
        return {"type": verb, "seat": Seat.parse(args[0]).letter, "card": str(Card.parse(args[1]))}
    if verb == "option":
        out = {"type": "option", "choice": args[0]}
        if len(args) > 1 and args[1]:
            out["suit"] = args[1]
        return out
    if verb in ("accept", "object", "next_board_call"):
        return {"type": verb, "seat": Seat.parse(args[0]).letter}
    if verb == "how" and told.act == "exposed":
        return {"type": "exposed", "seat": told.act_seat, "card": told.act_card,
                "choice": args[0]}
    if verb == "total" and told.act in ("claim", "concede", "claim_ruled"):
        out = {"type": told.act, "declarer_tricks": int(args[0])}
        if told.act != "claim_ruled":
            out["seat"] = told.act_seat
        return out
    if verb in _SIMPLE:
        return {"type": verb}
    raise ValueError(verb)
