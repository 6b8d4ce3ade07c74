"""The table: one state that every input feeds, one operation at a time.

In the manner of pokerkit's ``State``: each operation is checked
(:meth:`Table.verify` raises with the reason, :meth:`Table.can` answers), then
applied, and leaves a frozen :class:`~verzaking.table.operations.Entry` in the
log.  A hand record's play, a case's events and the quick case's tricks are all
operations on it.

>>> from verzaking.cards import Card, Deal, Seat
>>> from verzaking.contract import Contract
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = Table(contract=Contract.parse("1NT", declarer="S"), deal=deal)
>>> for card in ("HA", "HT", "CA", "H2"):
...     table.play(Card.parse(card))
>>> [(rv.seat, rv.trick, rv.held) for rv in table.revokes]
[(<Seat.EAST: 1>, 1, (Card('H7'), Card('H6'), Card('H5')))]
>>> table.can_play(Card.parse("HK"), seat=Seat.NORTH)
False
>>> table.question(Seat.SOUTH, Seat.EAST)  # "geen meer?": corrected, a penalty card (62B1)
>>> table.revokes[0].state, [(p.card, p.major) for p in table.penalty[Seat.EAST]]
(<RevokeState.CORRECTED: 'corrected'>, [(Card('CA'), True)])
>>> table.next_steps()[0].code
'next.substitute_penalty'

The edition in force answers the table's questions (61B, 62C3...): pass an
edition of :mod:`verzaking.laws` as ``rules``; the default is 2017.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..cards import SUIT_MASKS, Card, Seat, Suit, cards_of, parse_card
from ..errors import PlayError, TimelineError, VerzakingError
from ..steps import Step
from . import (
    correction,
    defective,
    establishment,
    irregular,
    options,
    penalty,
    play,
    quick,
    twelfth,
)
from .choices import Choices, choices
from .core import TableCore
from .operations import (
    OPERATION_TYPES,
    Accept,
    Claim,
    ClaimRuled,
    DefectiveTrick,
    Designate,
    DesignatePenalty,
    Disputed,
    Disturbed,
    DrawAttention,
    DummyForfeited,
    EndOfRound,
    Entry,
    Exposed,
    HandsReturned,
    LeadOutOfTurn,
    NextBoardCall,
    Object,
    Omitted,
    Operation,
    Option,
    PlayAccepted,
    PlayCard,
    PlayRecord,
    PrematurePlay,
    Question,
    RevokeReported,
    TrickWon,
    Withdraw,
)
from .pending import Choice52B, LeadOutOfTurn53, SubstituteDue, find, gate
from .whatnow import next_steps

__all__ = ["Table"]

_Verify = Callable[[Any, Any], Any]
_Apply = Callable[[Any, Any], None]


def _nothing(t: TableCore, op: Operation) -> None:
    return None


_HANDLERS: dict[type, tuple[_Verify, _Apply]] = {
    PlayRecord: (play.verify_record, play.apply_record),
    TrickWon: (quick.verify_trick_won, quick.apply_trick_won),
    RevokeReported: (quick.verify_revoke_reported, quick.apply_revoke_reported),
    Question: (correction.verify_question, correction.apply_question),
    DrawAttention: (correction.verify_attention, correction.apply_attention),
    Withdraw: (correction.verify_withdraw, correction.apply_withdraw),
    Designate: (establishment.verify_designate, establishment.apply_designate),
    Claim: (establishment.verify_claim, establishment.apply_claim),
    Accept: (establishment.verify_accept, establishment.apply_accept),
    Object: (establishment.verify_object, establishment.apply_object),
    ClaimRuled: (establishment.verify_claim_ruled, establishment.apply_claim_ruled),
    Option: (options.verify_option, options.apply_option),
    DesignatePenalty: (penalty.verify_designate_penalty, penalty.apply_designate_penalty),
    NextBoardCall: (_nothing, establishment.apply_next_board_call),
    EndOfRound: (_nothing, establishment.apply_end_of_round),
    HandsReturned: (_nothing, establishment.apply_hands_returned),
    DummyForfeited: (_nothing, establishment.apply_dummy_forfeited),
    Disturbed: (_nothing, establishment.apply_disturbed),
    DefectiveTrick: (defective.verify_defective, defective.apply_defective),
    Omitted: (defective.verify_omitted, defective.apply_omitted),
    Disputed: (establishment.verify_disputed, establishment.apply_disputed),
    Exposed: (penalty.verify_exposed, penalty.apply_exposed),
    LeadOutOfTurn: (irregular.verify_lead_out_of_turn, irregular.apply_lead_out_of_turn),
    PrematurePlay: (irregular.verify_premature, irregular.apply_premature),
    PlayAccepted: (irregular.verify_play_accepted, irregular.apply_play_accepted),
}
_TYPE_NAMES = {cls: name for name, cls in reversed(OPERATION_TYPES.items())}
"""Each operation's event type; of two names for one (``claim``, ``concede``), the first."""


def _type_name(op: Operation) -> str:
    if isinstance(op, Claim) and (op.concede or op.agreed):
        return "concede" if op.concede else "result"
    if isinstance(op, PlayAccepted):
        return "accept_play" if op.accept else "refuse_play"
    return _TYPE_NAMES.get(type(op), type(op).__name__)


class Table(TableCore):
    """The state of one board at the table; see the module for an example."""

    __slots__ = ()

    # -- the generic operation API ---------------------------------------------------------

    def verify(self, op: Operation) -> None:
        """Raise (a :class:`~verzaking.errors.VerzakingError`) if ``op`` cannot happen now.

        Answered from what the table waits for (:attr:`pending`), without changing or
        copying it: a corrected trick that is whole again counts as quitted unless ``op``
        takes a card back; a card while a lead out of turn waits is checked as the card
        that accepts or refuses it."""
        try:
            loot = self.waiting(op)
            if isinstance(loot, LeadOutOfTurn53) and isinstance(op, PlayCard) and op.card is not None:
                irregular.verify_card_after_lead_out_of_turn(self, loot, op)
            else:
                _verify(self, op)
        except VerzakingError as err:
            raise self._located(err, op) from None

    def can(self, op: Operation) -> bool:
        """Whether ``op`` can happen now."""
        try:
            self.verify(op)
        except VerzakingError:
            return False
        return True

    def apply(self, op: Operation) -> None:
        """Check ``op``, then apply it and log it; raises as :meth:`verify` does."""
        try:
            if correction.quits(self, op):
                correction.quit_corrected_trick(self)  # the corrected trick is quitted
            loot = self.pending
            if isinstance(loot, LeadOutOfTurn53) and isinstance(op, PlayCard) and op.card is not None:
                op = irregular.settle_lead_out_of_turn(self, loot, op)
            seat = _verify(self, op)
            if isinstance(op, PlayCard):
                assert isinstance(seat, Seat)
                if find(self.pending, SubstituteDue) is not None and op.card is not None:
                    correction.apply_substitute(self, op, seat)
                else:
                    play.apply_play(self, op, seat)
                if op.seat is None:
                    op = PlayCard(card=op.card, seat=seat, revoke=op.revoke, marked=op.marked,
                                  event=op.event)
            else:
                _HANDLERS[type(op)][1](self, op)
        except VerzakingError as err:
            raise self._located(err, op) from None
        choice = find(self.pending, Choice52B)
        if choice is not None and not irregular.replaceable(self, choice.revoke):
            self.settle(choice, None)  # its card can no longer be replaced
        twelfth.correct_after_trick_13(self)  # a 62D1 correction that waited for trick 13
        self._record(op)

    def apply_all(self, ops: Iterable[Operation]) -> Table:
        """Apply every operation in turn; returns the table."""
        for op in ops:
            self.apply(op)
        return self

    def finish(self) -> Table:
        """Nothing more happens: a corrected trick that is whole again is quitted (62C)."""
        if correction.quits(self, None):
            correction.quit_corrected_trick(self)
            if self.log:
                last = self.log[-1]
                self.log[-1] = Entry(operation=last.operation,
                                     steps=last.steps + tuple(self._steps))
                self._steps = []
        return self

    # -- named operations ---------------------------------------------------------------------

    def play(self, card: Card | str | None, *, seat: Seat | str | None = None) -> None:
        """Play ``card`` (``"HA"`` or a :class:`Card`; ``None``: a card not known) for
        ``seat`` (default: whoever is to play).  A card that makes a revoke is played: the
        revoke is recorded (see :attr:`revokes`)."""
        self.apply(PlayCard(card=_card(card), seat=_seat(seat)))

    def can_play(self, card: Card | str | None, *, seat: Seat | str | None = None) -> bool:
        """Whether ``card`` can be played now (by ``seat``): held and in turn.  A revoke can
        be played (it is irregular, not impossible); :meth:`legal_cards` are the rest."""
        return self.can(PlayCard(card=_card(card), seat=_seat(seat)))

    def verify_play(self, card: Card | str | None, *, seat: Seat | str | None = None) -> None:
        """Raise with the reason if ``card`` cannot be played now."""
        self.verify(PlayCard(card=_card(card), seat=_seat(seat)))

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the player to play may play without a revoke (Law 44: follow suit if
        able), highest suit first; empty without the deal, or when nobody is to play."""
        if self.hands is None or self.over or len(self.cards) == 4:
            return ()
        seat = self.next_player()
        hand = self.hands[seat]
        led = self.led_suit() if seat != self.leader else None
        if led is not None and hand & SUIT_MASKS[led]:
            hand &= SUIT_MASKS[led]
        return cards_of(hand)

    def question(self, seat: Seat | str, to: Seat | str, trick: int | None = None) -> None:
        """``seat`` asks ``to`` whether he has a card of the suit led (61B), about ``trick``
        (default: the trick he last followed to, or his one earlier revoke)."""
        self.apply(Question(seat=_seat(seat), to=_seat(to), trick=trick))  # type: ignore[arg-type]

    def draw_attention(self, seat: Seat | str | None = None, trick: int | None = None) -> None:
        """Attention is drawn to ``seat``'s revoke (on ``trick``)."""
        self.apply(DrawAttention(seat=_seat(seat), trick=trick))

    def withdraw(self, seat: Seat | str, card: Card | str) -> None:
        """``seat`` takes ``card`` back after a revoke (62C)."""
        self.apply(Withdraw(seat=_seat(seat), card=_card(card)))  # type: ignore[arg-type]

    def make_claim(self, seat: Seat | str | None, declarer_tricks: int, *,
                   concede: bool = False) -> None:
        """``seat`` claims or concedes: declarer ends with ``declarer_tricks``."""
        self.apply(Claim(seat=_seat(seat), declarer_tricks=declarer_tricks, concede=concede))

    def accept(self, seat: Seat | str) -> None:
        """``seat`` agrees to the opponents' claim."""
        self.apply(Accept(seat=_seat(seat)))  # type: ignore[arg-type]

    def option(self, choice: str, suit: Suit | None = None) -> None:
        """Declarer requires or forbids the penalty card's suit, or neither (50D2)."""
        self.apply(Option(choice=choice, suit=suit))

    # -- what it says -----------------------------------------------------------------------

    @property
    def steps(self) -> tuple[Step, ...]:
        """What the laws required after each operation, in order."""
        return tuple(s for entry in self.log for s in entry.steps)

    def choices(self) -> Choices:
        """What may happen now: what the table waits for, and each event it can take next
        with who may do it, the cards it may name and the choices it takes, as the laws
        allow them (:mod:`~verzaking.table.choices`)."""
        return choices(self)

    def next_steps(self) -> list[Step]:
        """"What now?": the director's instructions after the last operation.  When a
        corrected trick is whole again, who may still take back a card (62C), then what
        follows once the trick is quitted."""
        return next_steps(self)

    # -- helpers ------------------------------------------------------------------------------

    @staticmethod
    def _located(err: VerzakingError, op: Operation) -> VerzakingError:
        if op.event:
            err.params.setdefault("event", op.event)
            err.params.setdefault("type", _type_name(op))
        return err


def _card(card: Card | str | None) -> Card | None:
    if card is None or isinstance(card, Card):
        return card
    found = parse_card(str(card))
    if found is None:
        raise PlayError("bad_card", text=str(card)[:20])
    return found


def _seat(seat: Seat | str | None) -> Seat | None:
    if seat is None or isinstance(seat, Seat):
        return seat
    try:
        return Seat.parse(str(seat))
    except ValueError:
        raise TimelineError("timeline_bad_seat", seat=str(seat)[:20]) from None


def _verify(t: TableCore, op: Operation) -> Any:
    """Run the check for ``op``; for a card, who plays it."""
    pending = t.waiting(op)
    gate(pending, op, t.leader)
    if isinstance(op, PlayCard):
        seat = play.verify_play(t, op)
        due = find(pending, SubstituteDue)
        if due is not None and op.card is not None:
            correction.verify_substitute(t, due, op, seat)
        return seat
    handler = _HANDLERS.get(type(op))
    if handler is None:
        raise TypeError(f"not an operation: {op!r}")
    return handler[0](t, op)
