"""What may happen now: the events the table can take next, each with who may do it, the
cards it may name and the choices it takes, as the laws allow them.

The answer starts from what the table waits for (its one :mod:`~.pending` record): a
correction (62B, 62C), declarer's choice (50D2, 51B, 52B, 57A), a lead out of turn to be
accepted or refused (53-56).  Which penalty cards are due is :mod:`~.penalty`'s (50D1,
51A); questions, attention, cards taken back, declarer's choices and claims are
:mod:`~.remedies`'.  Nothing here is read off what the table would record: every offer
is an event the laws allow now, and one the table takes (:meth:`Offer.event` gives it in
the case file's form).

>>> from verzaking.contract import Contract
>>> from verzaking.table import Table
>>> table = Table(contract=Contract.parse("4S", declarer="S"))
>>> [o.kind.value for o in table.choices().offers][:3]
['trick_won', 'play', 'lead_out_of_turn']
>>> table.choices().of(Kind.PLAY)[0].seat
<Seat.WEST: 3>
"""

from __future__ import annotations

from ..cards import CARDS, SEATS, Card, Seat, Suit, cards_of
from .core import TableCore
from .impossible import shown_out_before, suits_still_due
from .offers import Choices, Kind, Offer
from .operations import TrickWon
from .penalty import allowed, due_now
from .pending import (
    Choice52B,
    Choice57A,
    DeclarerOption50D2,
    LeadOutOfTurn53,
    Pending,
    SubstituteDue,
    correcting,
    find,
)
from .records import LootChoice
from .remedies import after_play, attention, claims, in_play, option, questions, withdrawals
from .substitute import substitute_problem

__all__ = ["Choices", "Kind", "Offer", "choices"]


def choices(t: TableCore) -> Choices:
    """What the table can take now (see the module)."""
    waiting = t.waiting()
    if isinstance(waiting, LeadOutOfTurn53):  # the next card accepts or refuses it (53)
        return Choices(waiting=waiting, to_play=None, trick=min(t.number, 13),
                       offers=tuple(_plays(t, waiting)))
    offers = [*_trick_won(t), *option(t, waiting), *withdrawals(t), *_plays(t, waiting),
              *questions(t), *attention(t), *_designate(t, waiting), *_leads(t, waiting),
              *_premature(t, waiting), *_exposed(t), *claims(t), *after_play(t)]
    offers.sort(key=lambda o: not o.due)
    return Choices(waiting=waiting, to_play=_to_play(t, waiting), trick=min(t.number, 13),
                   offers=tuple(offers))


# -- cards -----------------------------------------------------------------------------------

def _seen(t: TableCore) -> int:
    """The cards that are no longer in anyone's hand, or are known to be someone's (without
    the deal): played, and penalty cards on the table."""
    seen = 0
    for card in t.cards.values():
        if card is not None:
            seen |= 1 << card
    for trick in t.tricks:
        for card in trick.cards:
            if card is not None:
                seen |= 1 << card
    return seen


def _hand(t: TableCore, seat: Seat, *, but: Card | None = None) -> tuple[Card, ...]:
    """The cards ``seat`` may still have: his hand with the deal; without it, every card not
    seen, his own penalty cards included and the others' left out (``but``: a card faced
    elsewhere, a lead out of turn)."""
    if t.hands is not None:
        return cards_of(t.hands[seat])
    seen = _seen(t)
    for other in SEATS:
        if other != seat:
            for p in t.penalty[other]:
                seen |= 1 << p.card
    if but is not None:
        seen |= 1 << but
    return tuple(c for c in reversed(CARDS) if not seen >> c & 1)


def _legal(t: TableCore, seat: Seat, held: tuple[Card, ...], led: Suit | None) -> tuple[Card, ...]:
    """The cards that break no obligation, the deal known: follow suit (44C), then declarer's
    restriction (50D1(b)), then the penalty card due now (50D1, 51A)."""
    if t.hands is None:
        return ()
    hand = t.hands[seat]
    ok = list(held)
    if led is not None:
        ok = [c for c in held if c.suit == led] or ok
    ok = [c for c in ok if allowed(t, seat, c, led, hand)] or ok
    due = due_now(t, seat)
    return tuple([c for c in ok if c in due] or ok)


def _said(t: TableCore, seat: Seat, held: tuple[Card, ...], led: Suit | None) -> tuple[Card, ...]:
    """Without the deal, the cards ``seat`` may be said to revoke with, following to ``led``:
    those of another suit, unless he showed out of it before and that was no revoke (he had
    none left), or it is trick 13 (one card each: nothing to revoke with)."""
    if t.hands is not None or led is None or t.number == 13 or shown_out_before(t, seat, led):
        return ()
    return tuple(c for c in held if c.suit != led)


def _play(t: TableCore, seat: Seat, led: Suit | None, *, law: str, due: bool = False,
          choice: str | None = None, but: Card | None = None) -> Offer:
    """A card ``seat`` plays, ``led`` being the suit led (``None``: he leads).  Without the
    deal his last card is of the suit he was said to revoke in, if none since was (61A)."""
    held = _hand(t, seat, but=but)
    owed = suits_still_due(t, seat) if t.hands is None and t.number == 13 else frozenset()
    if owed:
        held = tuple(c for c in held if c.suit in owed) if len(owed) == 1 else ()
    said = _said(t, seat, held, led)
    return Offer(kind=Kind.PLAY, law=law, seat=seat, cards=held, legal=_legal(t, seat, held, led),
                 revoke=said, due=due, choices=() if choice is None else (choice,))


def _to_play(t: TableCore, waiting: Pending | None) -> Seat | None:
    if not in_play(t) or not t.leader_known() or isinstance(waiting, LeadOutOfTurn53):
        return None
    due = find(waiting, SubstituteDue)
    if due is not None:
        return due.seat
    return t.to_play() if len(t.cards) < 4 else None


def _plays(t: TableCore, waiting: Pending | None) -> list[Offer]:
    """The next card: after a lead out of turn, the next hand's (accepting it, 53A, 55A) or
    the right leader's (refusing it); to a corrected trick, the card the correction calls for
    (62B, 62C); else the player in turn's, unless declarer's choice comes first (50D2: the
    defender waits to lead; 57A: the partner waits to play)."""
    if not in_play(t) or not t.leader_known():
        return []
    if isinstance(waiting, LeadOutOfTurn53):
        defender = t.is_defender(waiting.seat)
        after = Seat((waiting.seat + 1) % 4)
        return [_play(t, after, waiting.card.suit, law="53A" if defender else "55A", due=True,
                      choice=LootChoice.ACCEPT),
                _play(t, t.leader, None, law="56" if defender else "55B", due=True,
                      choice=LootChoice.REFUSE, but=waiting.card)]
    seat = _to_play(t, waiting)
    if seat is None or (isinstance(waiting, DeclarerOption50D2) and not t.cards):
        return []
    if isinstance(waiting, Choice57A) and waiting.seat == seat:
        return []
    led = t.led_suit() if seat != t.leader else None
    due = find(waiting, SubstituteDue)
    if due is None:
        return [_play(t, seat, led, law="44")]
    offer = _play(t, seat, led, law="62B" if seat == t.revokes[due.revoke].seat else "62C",
                  due=True)
    cards = tuple(c for c in offer.cards if substitute_problem(t, due, seat, c) is None)
    return [Offer(kind=Kind.PLAY, law=offer.law, seat=seat, cards=cards, legal=offer.legal,
                  due=True)]


def _leads(t: TableCore, waiting: Pending | None) -> list[Offer]:
    """A lead out of turn (53-56): between tricks, by a player who is not to lead; from
    declarer's side it is declarer's (55).  At the opening lead a defender's may also be
    met by declarer spreading his hand (54A)."""
    if (not in_play(t) or t.cards or not t.leader_known() or correcting(waiting) is not None
            or find(waiting, LeadOutOfTurn53) is not None):
        return []
    out = []
    for seat in SEATS:
        if seat == t.leader:
            continue
        defender = t.is_defender(seat)
        choices = [LootChoice.ACCEPT, LootChoice.REFUSE]
        if defender and not t.tricks:
            choices.append(LootChoice.SPREAD)
        out.append(Offer(kind=Kind.LEAD_OUT_OF_TURN, law="53" if defender else "55", seat=seat,
                         cards=_hand(t, seat), choices=tuple(choices)))
    return out


def _premature(t: TableCore, waiting: Pending | None) -> list[Offer]:
    """57A: a defender plays before his partner, who has still to play to this trick; not once
    declarer has played from both hands (57C1)."""
    if (not in_play(t) or not t.cards or len(t.cards) == 4 or correcting(waiting) is not None
            or isinstance(waiting, LeadOutOfTurn53)):
        return []
    decl = t.contract.declarer
    if decl in t.cards and decl.partner in t.cards:
        return []
    return [Offer(kind=Kind.PREMATURE_PLAY, law="57A", seat=seat, cards=_hand(t, seat))
            for seat in SEATS if t.is_defender(seat) and seat not in t.cards
            and seat != t.to_play() and seat.partner not in t.cards]


def _designate(t: TableCore, waiting: Pending | None) -> list[Offer]:
    """51A: the player to play must play one of two or more penalty cards now; declarer says
    which (not while a defender to lead waits for his 50D2 option)."""
    seat = _to_play(t, waiting)
    if seat is None or t.designated is not None or isinstance(
            waiting, (DeclarerOption50D2, Choice57A, Choice52B)):
        return []
    due = due_now(t, seat)
    if len(due) < 2:
        return []
    return [Offer(kind=Kind.DESIGNATE_PENALTY, law="51A", seat=seat, cards=due)]


def _exposed(t: TableCore) -> list[Offer]:
    """50: a defender's card exposed other than by play is a penalty card (50B: minor only if
    a single card below honour rank was exposed by accident).  Declarer's never is (48A)."""
    if not in_play(t):
        return []
    how = ("deliberate", "accident")
    return [Offer(kind=Kind.EXPOSED, law="50B", seat=seat, cards=_hand(t, seat), choices=how)
            for seat in SEATS if t.is_defender(seat)]

def _trick_won(t: TableCore) -> list[Offer]:
    """A trick told only by who won it (no law: how the table is told): without the deal,
    before any card or other event."""
    if (t.deal is not None or t.cards or t.number > 13
            or not all(isinstance(e.operation, TrickWon) for e in t.log)):
        return []
    return [Offer(kind=Kind.TRICK_WON, law="")]
