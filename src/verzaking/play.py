"""Replaying the play of a board (Law 44) and finding every revoke in it (Law 61A).

Replay accepts any card the player holds, so a failure to follow suit is not an
error but a :class:`Revoke` in the result.  Only a record that cannot have
happened raises :class:`~verzaking.errors.PlayError`: a card the player does not
hold, a card played twice, a card missing in the middle of the record.

>>> from verzaking.cards import Deal, Seat
>>> from verzaking.contract import Contract
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> play = replay(deal, Contract.parse("1NT", declarer="S"), [["HA", "HT", "CA", "H2"]])
>>> play.tricks[0].winner, play.revokes[0].seat, play.revokes[0].held
(<Seat.WEST: 3>, <Seat.EAST: 1>, (Card('H7'), Card('H6'), Card('H5')))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import CARDS, SEATS, SUIT_MASKS, Card, Deal, Seat, Suit, cards_of, parse_card
from .contract import Contract
from .errors import PlayError

__all__ = ["Play", "Revoke", "Trick", "replay", "replay_masks", "trick_winner"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Trick:
    """One trick as it was played."""

    number: int
    """1 to 13."""
    leader: Seat
    """Who led to the trick."""
    cards: tuple[Card | None, Card | None, Card | None, Card | None]
    """The card of each seat, indexed N, E, S, W; ``None`` where none is known."""
    winner: Seat | None
    """Who won it (Law 44E/F); ``None`` while the trick is incomplete."""

    @property
    def complete(self) -> bool:
        """All four cards are known."""
        return None not in self.cards

    @property
    def order(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The seats in the order they played."""
        lead = self.leader
        return (lead, Seat((lead + 1) & 3), Seat((lead + 2) & 3), Seat((lead + 3) & 3))

    @property
    def suit_led(self) -> Suit | None:
        """The suit of the card led, if known."""
        card = self.cards[self.leader]
        return None if card is None else card.suit


@dataclass(frozen=True, slots=True, kw_only=True)
class Revoke:
    """A failure to follow suit (Law 61A) found in the play record."""

    seat: Seat
    """The offender."""
    trick: int
    """The number of the revoke trick."""
    suit_led: Suit
    """The suit he failed to follow."""
    card: Card
    """The card he played instead."""
    held: tuple[Card, ...]
    """The cards of the suit led he still held at that moment."""
    marked: bool = False
    """The record itself marks this card as a revoke (PBN ``^R``)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Play:
    """The replayed play of one board."""

    tricks: tuple[Trick, ...]
    """Every trick with at least one known card, in order."""
    revokes: tuple[Revoke, ...]
    """Every failure to follow suit, in order of play."""
    declarer_tricks: int
    """Complete tricks won by declarer's side."""
    defender_tricks: int
    """Complete tricks won by the defenders."""
    unmarked_marks: tuple[tuple[int, Seat], ...] = ()
    """``(trick, seat)`` of cards the record marks as a revoke that are none."""

    @property
    def complete_tricks(self) -> int:
        """How many tricks were played to the end."""
        return self.declarer_tricks + self.defender_tricks

    @property
    def finished(self) -> bool:
        """All thirteen tricks were played."""
        return self.complete_tricks == 13


_CARD_OR_NONE: dict[int, Card | None] = {-1: None, **{c: CARDS[c] for c in range(52)}}


def _unplayable(c: int, seat: Seat, number: int, masks: Sequence[int], tricks: list[Trick],
                current: Sequence[int]) -> PlayError:
    """Why card ``c`` cannot be played by ``seat``: played before, not dealt, or someone else's."""
    for t in tricks:
        if c in t.cards:
            return PlayError("card_played_twice", trick=number, seat=seat, card=CARDS[c],
                             first=t.number)
    if list(current).count(c) > 1:
        return PlayError("card_played_twice", trick=number, seat=seat, card=CARDS[c], first=number)
    holder = next((SEATS[s] for s in range(4) if masks[s] >> c & 1), None)
    if holder is None:
        return PlayError("card_not_dealt", trick=number, seat=seat, card=CARDS[c])
    return PlayError("card_not_held", trick=number, seat=seat, card=CARDS[c], holder=holder)


def trick_winner(cards: Sequence[int], leader: int, trump: int) -> int:
    """The seat that wins four known cards (indexed by seat); ``trump`` -1 at no trump."""
    best_seat = leader
    best = cards[leader]
    best_suit = best // 13
    for i in (1, 2, 3):
        seat = (leader + i) & 3
        c = cards[seat]
        s = c // 13
        if s == best_suit:
            if c > best:
                best, best_seat = c, seat
        elif s == trump:
            best, best_seat, best_suit = c, seat, s
    return best_seat


def replay(
    deal: Deal,
    contract: Contract,
    tricks: Iterable[Sequence[str | Card | None]],
    *,
    by_seat: bool = False,
) -> Play:
    """Replay ``tricks`` (each in the order played, or indexed N/E/S/W if ``by_seat``).

    Cards may be strings (``"SA"``) or :class:`Card`; ``None`` or ``"-"`` is a
    card not known.  Raises :class:`PlayError` for a record that cannot have
    happened.
    """
    rows: list[list[int]] = []
    for row in tricks:
        ints = []
        for item in row:
            if item is None or item == "-":
                ints.append(-1)
            elif isinstance(item, Card):
                ints.append(int(item))
            else:
                card = parse_card(str(item))
                if card is None:
                    raise PlayError("not_a_card", trick=len(rows) + 1, text=str(item))
                ints.append(int(card))
        rows.append(ints)
    return replay_masks(deal.masks, contract, rows, by_seat=by_seat)


def replay_masks(
    masks: Sequence[int],
    contract: Contract,
    rows: Sequence[Sequence[int]],
    *,
    by_seat: bool,
    leader: int | None = None,
    marks: frozenset[tuple[int, int]] = frozenset(),
) -> Play:
    """The replay loop on small integers; ``-1`` is an unknown card.

    ``rows`` are the tricks, each either indexed by seat (``by_seat``) or in the
    order played from the trick's leader.  ``marks`` holds ``(trick, seat)`` of
    cards the record marks as revokes.
    """
    hands = list(masks)
    trump = -1 if contract.strain == 4 else int(contract.strain)
    lead = int(contract.opening_leader) if leader is None else leader
    decl_side = contract.declarer & 1
    tricks: list[Trick] = []
    revokes: list[Revoke] = []
    seen_marks: set[tuple[int, int]] = set()
    decl = defs = 0
    open_trick = 0  # number of an incomplete trick, once one is seen
    open_seat = 0  # a seat whose card is missing in it
    for number, row in enumerate(rows, 1):
        if len(row) > 4:
            raise PlayError("trick_too_long", trick=number)
        if by_seat:
            cards = row if len(row) == 4 else [*row, -1, -1, -1, -1][:4]
        else:
            cards = [-1, -1, -1, -1]
            for i, c in enumerate(row):
                cards[(lead + i) & 3] = c
        top = max(cards)
        if open_trick:
            if top < 0:
                continue
            raise PlayError("trick_gap", trick=open_trick, seat=SEATS[open_seat], next=number)
        if top < 0:
            open_trick, open_seat = number, lead
            continue
        if number > 13:
            raise PlayError("too_many_tricks", trick=number)
        led = cards[lead] // 13 if cards[lead] >= 0 else -1
        for i in range(4):
            seat = (lead + i) & 3
            c = cards[seat]
            if c < 0:
                continue
            bit = 1 << c
            hand = hands[seat]
            if not hand & bit:
                raise _unplayable(c, SEATS[seat], number, masks, tricks, cards)
            marked = bool(marks) and (number, seat) in marks
            if i and led >= 0 and c // 13 != led and hand & SUIT_MASKS[led]:
                revokes.append(Revoke(
                    seat=SEATS[seat], trick=number, suit_led=Suit(led), card=CARDS[c],
                    held=cards_of(hand & SUIT_MASKS[led]), marked=marked))
                if marked:
                    seen_marks.add((number, seat))
            hands[seat] = hand ^ bit
        if min(cards) < 0:
            open_trick = number
            open_seat = next(s for s in range(4) if cards[s] < 0)
            winner = None
        else:
            w = trick_winner(cards, lead, trump)
            winner = SEATS[w]
            if w & 1 == decl_side:
                decl += 1
            else:
                defs += 1
        tricks.append(Trick(
            number=number, leader=SEATS[lead],
            cards=tuple(map(_CARD_OR_NONE.__getitem__, cards)),  # type: ignore[arg-type]
            winner=winner))
        if winner is not None:
            lead = winner
    stray = tuple(sorted((t, Seat(s)) for (t, s) in marks - seen_marks))
    return Play(tricks=tuple(tricks), revokes=tuple(revokes), declarer_tricks=decl,
                defender_tricks=defs, unmarked_marks=stray)
