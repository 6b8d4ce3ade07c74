"""Random deals and a plausible contract for them: the boards the trainer's questions are about.

The contract is what a simple auction would reach: the side with more high-card
points declares, in its longest fit of eight or more cards (a major first), else
at no trump, at a level its points justify.

>>> import random
>>> deal = random_deal(random.Random(7))
>>> sum(len(deal.hand(s)) for s in Seat)
52
>>> contract, vul = plausible_contract(deal, random.Random(7))
>>> 1 <= contract.level <= 7
True
"""

from __future__ import annotations

import random

from ..cards import CARDS, SEATS, Deal, Seat, Side, Strain, Suit
from ..contract import Contract, Vulnerability

__all__ = ["deal_text", "hcp", "plausible_contract", "random_deal", "suit_length"]

_POINTS = {14: 4, 13: 3, 12: 2, 11: 1}


def random_deal(rng: random.Random) -> Deal:
    """Fifty-two cards dealt at random, thirteen to each seat."""
    order = list(range(52))
    rng.shuffle(order)
    masks = [0, 0, 0, 0]
    for i, card in enumerate(order):
        masks[i % 4] |= 1 << card
    return Deal((masks[0], masks[1], masks[2], masks[3]))


def hcp(deal: Deal, seat: Seat) -> int:
    """High-card points (ace 4, king 3, queen 2, jack 1)."""
    return sum(_POINTS.get(c.rank, 0) for c in deal.hand(seat))


def suit_length(deal: Deal, seat: Seat, suit: Suit) -> int:
    """How many cards of ``suit`` ``seat`` was dealt."""
    return sum(1 for c in CARDS if c.suit == suit and deal.masks[seat] >> c & 1)


def _fit(deal: Deal, side: Side) -> Suit | None:
    """The side's longest fit of eight or more cards, majors before minors; else ``None``."""
    best: tuple[int, int, Suit] | None = None
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        length = sum(suit_length(deal, s, suit) for s in side.seats)
        major = 1 if suit in (Suit.SPADES, Suit.HEARTS) else 0
        if length >= 8 and (best is None or (length, major) > best[:2]):
            best = (length, major, suit)
    return None if best is None else best[2]


def _level(points: int, strain: Strain) -> int:
    """The level a side with ``points`` reaches in ``strain``."""
    if points >= 37:
        return 7
    if points >= 33:
        return 6
    game = {Strain.NOTRUMP: 3, Strain.SPADES: 4, Strain.HEARTS: 4}.get(strain, 5)
    if points >= 25 and (game < 5 or points >= 29):
        return game
    if points >= 23:
        return 2 if strain == Strain.NOTRUMP else 3
    return 1 if strain == Strain.NOTRUMP else 2


def plausible_contract(deal: Deal, rng: random.Random) -> tuple[Contract, Vulnerability]:
    """The contract a simple auction reaches on ``deal``, and a vulnerability drawn at random.

    A minor-suit fit short of game points plays at no trump from 25 points.
    """
    ns = hcp(deal, Seat.NORTH) + hcp(deal, Seat.SOUTH)
    side = Side.NS if ns >= 20 else Side.EW
    points = ns if side == Side.NS else 40 - ns
    fit = _fit(deal, side)
    strain = Strain.NOTRUMP if fit is None else Strain(int(fit))
    if fit in (Suit.CLUBS, Suit.DIAMONDS) and 25 <= points < 29:
        strain = Strain.NOTRUMP
    a, b = side.seats
    if strain == Strain.NOTRUMP:
        declarer = a if hcp(deal, a) >= hcp(deal, b) else b
    else:
        trump = Suit(int(strain))
        declarer = a if suit_length(deal, a, trump) >= suit_length(deal, b, trump) else b
    contract = Contract(level=_level(points, strain), strain=strain, declarer=declarer)
    return contract, Vulnerability(rng.randrange(4))


def deal_text(deal: Deal) -> str:
    """The deal as a PBN ``Deal`` value from North."""
    return deal.to_pbn(SEATS[0])
