"""A generated board in play: the table, and the case file's events that tell it.

Every card and every event goes to a :class:`~verzaking.table.Table` (which
checks it and finds the revokes) and into the events of a case file, so that
the board a question is about can be ruled again by ``verzaking rule``.

>>> import random
>>> from verzaking import find_edition
>>> board = Board.new(random.Random(3), find_edition("2017"))
>>> board.play_out()
>>> len(board.table.tricks), board.case()["events"][0].count(" ")
(13, 3)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..cards import SEATS, Card, Deal, Seat, Strain
from ..contract import Contract, Vulnerability
from ..laws import Edition
from ..table import Revoke, Table, Trick
from ..table.operations import (
    Accept,
    Claim,
    Designate,
    DrawAttention,
    EndOfRound,
    HandsReturned,
    NextBoardCall,
    Operation,
    Option,
    PlayCard,
    Question,
    Withdraw,
)
from .deals import plausible_contract, random_deal
from .policy import choose_card, revoke_card, seat_to_play

__all__ = ["Board", "Spot", "contract_code"]

Spot = Callable[["Board", Seat], bool]
"""Whether a revoke may be put here: the board as it stands and the seat to play."""


def contract_code(contract: Contract) -> str:
    """``4S``, ``3NT``, ``5DX`` as a case file writes it."""
    strain = "NT" if contract.strain == Strain.NOTRUMP else contract.strain.letter
    return f"{contract.level}{strain}" + "X" * contract.doubled


class Board:
    """A board in play: its table, and its events as a case file tells them."""

    def __init__(self, *, deal: Deal, contract: Contract, vulnerability: Vulnerability,
                 edition: Edition) -> None:
        self.deal = deal
        """The four hands."""
        self.contract = contract
        """The contract."""
        self.vulnerability = vulnerability
        """Who is vulnerable."""
        self.edition = edition
        """The laws the table applies."""
        self.table = Table(contract=contract, deal=deal, rules=edition)
        """The table, fed every card and event."""
        self.events: list[Any] = []
        """The case's events so far: runs of cards, and objects."""
        self._run: list[str] = []

    @classmethod
    def new(cls, rng: random.Random, edition: Edition) -> Board:
        """A random deal with a plausible contract."""
        deal = random_deal(rng)
        contract, vul = plausible_contract(deal, rng)
        return cls(deal=deal, contract=contract, vulnerability=vul, edition=edition)

    # -- what happens ---------------------------------------------------------------------

    def play(self, card: Card) -> None:
        """The player to play plays ``card``."""
        self.table.apply(PlayCard(card=card))
        self._run.append(str(card))
        if len(self.table.cards) in (0, 4) or self.table.over:
            self._flush()

    def play_as(self, seat: Seat, card: Card) -> None:
        """``seat`` plays ``card`` (an event that names the player: after a withdrawal)."""
        self.event({"type": "play", "seat": seat.letter, "card": str(card)},
                   PlayCard(card=card, seat=seat))

    def event(self, raw: dict[str, Any], op: Operation) -> None:
        """An event of the case (``raw``) and the operation it is."""
        self._flush()
        self.table.apply(op)
        self.events.append(raw)

    def attention(self, seat: Seat) -> None:
        """Attention is drawn to ``seat``'s revoke."""
        self.event({"type": "attention", "seat": seat.letter}, DrawAttention(seat=seat))

    def question(self, seat: Seat, to: Seat) -> None:
        """``seat`` asks ``to`` whether he has none of the suit led (61B)."""
        self.event({"type": "question", "seat": seat.letter, "to": to.letter},
                   Question(seat=seat, to=to))

    def withdraw(self, seat: Seat, card: Card) -> None:
        """``seat`` takes back ``card`` (62C)."""
        self.event({"type": "withdraw", "seat": seat.letter, "card": str(card)},
                   Withdraw(seat=seat, card=card))

    def designate(self, seat: Seat, card: Card) -> None:
        """``seat`` names ``card`` for the next trick (63A2)."""
        self.event({"type": "designate", "seat": seat.letter, "card": str(card)},
                   Designate(seat=seat, card=card))

    def claim(self, seat: Seat, declarer_tricks: int, *, concede: bool = False) -> None:
        """``seat`` claims (or concedes): declarer ends with ``declarer_tricks``."""
        kind = "concede" if concede else "claim"
        self.event({"type": kind, "seat": seat.letter, "declarer_tricks": declarer_tricks},
                   Claim(seat=seat, declarer_tricks=declarer_tricks, concede=concede))

    def accept(self, seat: Seat) -> None:
        """``seat`` agrees to the claim."""
        self.event({"type": "accept", "seat": seat.letter}, Accept(seat=seat))

    def option(self, choice: str) -> None:
        """Declarer's choice when the penalty card owner's partner is to lead (50D2)."""
        self.event({"type": "option", "choice": choice}, Option(choice=choice))

    def timing(self, kind: str, seat: Seat | None = None) -> None:
        """``next_board_call`` (by ``seat``), ``end_of_round`` or ``hands_returned``."""
        if kind == "next_board_call":
            assert seat is not None
            self.event({"type": kind, "seat": seat.letter}, NextBoardCall(seat=seat))
        elif kind == "end_of_round":
            self.event({"type": kind}, EndOfRound())
        else:
            self.event({"type": kind}, HandsReturned())

    # -- playing on -----------------------------------------------------------------------

    def play_policy(self) -> Card:
        """The policy's card, played (a corrected trick that is whole again is quitted first)."""
        self.table.finish()
        card = choose_card(self.table)
        self.play(card)
        return card

    def play_out(self) -> None:
        """Play to the end of the board."""
        while not self.table.over:
            self.play_policy()

    def play_to(self, trick: int, cards: int = 0) -> None:
        """Play until ``cards`` cards of trick ``trick`` have been played."""
        while not self.table.over and (self.table.number, len(self.table.cards)) < (trick, cards):
            self.play_policy()

    def revoke_somewhere(self, rng: random.Random, *, first: int, last: int, spot: Spot,
                         ruff: bool) -> Revoke | None:
        """Play on until a revoke can be put on a trick from ``first`` to ``last`` where
        ``spot`` allows it, then put it there (``ruff``: with a trump where he can).

        Each chance is taken with a probability, so that revokes fall on varied tricks;
        ``None`` if the board gave no chance.
        """
        while not self.table.over and self.table.number <= last:
            seat = seat_to_play(self.table)
            card = revoke_card(self.table, ruff=ruff) if self.table.number >= first else None
            if card is not None and spot(self, seat) and rng.random() < 0.4:
                self.play(card)
                return self.table.revokes[-1]
            self.play_policy()
        return None

    # -- what it shows ----------------------------------------------------------------------

    def is_dummy(self, seat: Seat) -> bool:
        """``seat`` is dummy."""
        return seat == self.contract.dummy

    def tricks(self) -> tuple[Trick, ...]:
        """The tricks so far, the one in play last (its winner not yet known)."""
        done = tuple(self.table.tricks)
        if not self.table.cards:
            return done
        cards = tuple(self.table.cards.get(s) for s in SEATS)
        return (*done, Trick(len(done) + 1, self.table.leader, cards))  # type: ignore[arg-type]

    def case(self, **extra: Any) -> dict[str, Any]:
        """The board as a case file (README: the case file, events), with ``extra`` fields."""
        self._flush()
        return {"laws": self.edition.key, "board": "1", "contract": contract_code(self.contract),
                "declarer": self.contract.declarer.letter, "vulnerable": self.vulnerability.pbn,
                "deal": self.deal.to_pbn(), "events": list(self.events), **extra}

    def _flush(self) -> None:
        if self._run:
            self.events.append(" ".join(self._run))
            self._run = []
