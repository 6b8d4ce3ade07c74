"""Seats, suits, ranks, cards, hands and deals.

Inside, a card is a small integer ``suit * 13 + (rank - 2)`` and a hand is a
52-bit set of those integers, so that replaying a board costs a few integer
operations per card.  At the API the same values are readable objects:
:class:`Card` *is* an ``int`` with a suit, a rank and a name.

>>> Card.parse("SA"), Card.parse("SA").suit, Card.parse("S10").rank
(Card('SA'), <Suit.SPADES: 3>, 10)
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> deal.hand(Seat.NORTH)[:3]
(Card('SA'), Card('SK'), Card('SQ'))
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from .errors import DealError

__all__ = [
    "CARDS",
    "RANK_CHARS",
    "SEATS",
    "SIDES",
    "SUITS",
    "SUIT_MASKS",
    "Card",
    "Deal",
    "Seat",
    "Side",
    "Strain",
    "Suit",
    "cards_of",
    "check_masks",
    "parse_card",
    "parse_pbn_deal",
]


class Seat(IntEnum):
    """A compass seat; the order is the order of play (clockwise)."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        """``N``, ``E``, ``S`` or ``W``."""
        return "NESW"[self]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return SEATS[(self + 2) & 3]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat to play."""
        return SEATS[(self + 1) & 3]

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return SIDES[self & 1]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``N``/``E``/``S``/``W`` (also Dutch ``O``/``Z`` and full names)."""
        key = text.strip().upper()
        seat = _SEAT_NAMES.get(key)
        if seat is None:
            raise ValueError(f"unknown seat {text!r}")
        return seat


_SEAT_NAMES = {
    "N": Seat.NORTH, "NORTH": Seat.NORTH, "NOORD": Seat.NORTH,
    "E": Seat.EAST, "EAST": Seat.EAST, "O": Seat.EAST, "OOST": Seat.EAST,
    "S": Seat.SOUTH, "SOUTH": Seat.SOUTH, "Z": Seat.SOUTH, "ZUID": Seat.SOUTH,
    "W": Seat.WEST, "WEST": Seat.WEST,
}


SEATS: tuple[Seat, Seat, Seat, Seat] = tuple(Seat)  # type: ignore[assignment]
"""The seats indexed by number, without the cost of an enum call."""


class Side(IntEnum):
    """A partnership."""

    NS = 0
    EW = 1

    @property
    def other(self) -> Side:
        """The opposing partnership."""
        return SIDES[self ^ 1]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side."""
        return (Seat(self), Seat(self + 2))

    @classmethod
    def parse(cls, text: str) -> Side:
        """Read ``NS``/``EW`` (also ``NZ``/``OW``)."""
        key = text.strip().upper().replace("-", "").replace("/", "")
        side = {"NS": Side.NS, "NZ": Side.NS, "EW": Side.EW, "OW": Side.EW}.get(key)
        if side is None:
            raise ValueError(f"unknown side {text!r}")
        return side


class Suit(IntEnum):
    """A suit, in ascending bidding order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol."""
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter or symbol (also the Dutch letters ``K``, klaveren, and ``R``, ruiten)."""
        key = text.strip().upper()
        suit = _SUIT_NAMES.get(key)
        if suit is None:
            raise ValueError(f"unknown suit {text!r}")
        return suit


_SUIT_NAMES = {
    "C": Suit.CLUBS, "♣": Suit.CLUBS, "K": Suit.CLUBS,
    "D": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "R": Suit.DIAMONDS,
    "H": Suit.HEARTS, "♥": Suit.HEARTS,
    "S": Suit.SPADES, "♠": Suit.SPADES,
}


class Strain(IntEnum):
    """The strain of a contract: a suit or no trump."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def letter(self) -> str:
        """``C``, ``D``, ``H``, ``S`` or ``NT``."""
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or ``None`` at no trump."""
        return None if self == Strain.NOTRUMP else Suit(self)


SIDES: tuple[Side, Side] = (Side.NS, Side.EW)
"""The sides indexed by number (``seat & 1``)."""
SUITS: tuple[Suit, Suit, Suit, Suit] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
"""The suits indexed by number."""

RANK_CHARS = "23456789TJQKA"
_RANK_INDEX = {c: i for i, c in enumerate(RANK_CHARS)}
_RANK_INDEX["10"] = 8


class Card(int):
    """One of the 52 cards; an ``int`` from 0 to 51 with readable properties.

    >>> Card.parse("HT") == Card.of(Suit.HEARTS, 10)
    True
    """

    __slots__ = ()

    @classmethod
    def of(cls, suit: Suit, rank: int) -> Card:
        """The card of ``suit`` and ``rank`` (2..14, ace high)."""
        return CARDS[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``SA``, ``♠A``, ``S10`` or ``AS``; raises ``ValueError``."""
        card = parse_card(text)
        if card is None:
            raise ValueError(f"not a card: {text!r}")
        return card

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return SUITS[self // 13]

    @property
    def rank(self) -> int:
        """2..14, ace high."""
        return self % 13 + 2

    @property
    def rank_char(self) -> str:
        """``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return RANK_CHARS[self % 13]

    def __str__(self) -> str:
        return "CDHS"[self // 13] + RANK_CHARS[self % 13]

    def __repr__(self) -> str:
        return f"Card('{self}')"


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))
SUIT_MASKS: tuple[int, int, int, int] = tuple(0x1FFF << (13 * s) for s in range(4))  # type: ignore[assignment]

_CARD_TEXT: dict[str, Card] = {}
for _c in CARDS:
    _s, _r = "CDHS"[_c // 13], RANK_CHARS[_c % 13]
    for _key in (_s + _r, _r + _s, "♣♦♥♠"[_c // 13] + _r):
        _CARD_TEXT[_key] = _c
    if _r == "T":
        _CARD_TEXT[_s + "10"] = _c
        _CARD_TEXT["10" + _s] = _c
        _CARD_TEXT["♣♦♥♠"[_c // 13] + "10"] = _c


def parse_card(text: str) -> Card | None:
    """The card named by ``text`` (any case), or ``None``."""
    return _CARD_TEXT.get(text.upper())


_NO_MASKS = (0, 0, 0, 0)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards in a bit set, highest suit first, each suit high to low."""
    out = []
    while mask:
        top = mask.bit_length() - 1
        out.append(CARDS[top])
        mask ^= 1 << top
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands, each a bit set of cards, indexed by :class:`Seat`."""

    masks: tuple[int, int, int, int]
    """The hands as bit sets (bit ``n`` set = card ``n`` held), N, E, S, W."""

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards of ``seat``, spades first, high to low."""
        return cards_of(self.masks[seat])

    def holder(self, card: Card) -> Seat | None:
        """Who was dealt ``card`` (``None`` if nobody: an incomplete deal)."""
        bit = 1 << card
        for seat in Seat:
            if self.masks[seat] & bit:
                return seat
        return None

    @property
    def is_complete(self) -> bool:
        """Four hands of thirteen distinct cards."""
        return check_masks(self.masks) is None

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        """PBN ``Deal`` value starting with ``first``."""
        hands = []
        for i in range(4):
            mask = self.masks[(first + i) & 3]
            suits = []
            for suit in (3, 2, 1, 0):
                bits = (mask >> (13 * suit)) & 0x1FFF
                suits.append("".join(RANK_CHARS[r] for r in range(12, -1, -1) if bits >> r & 1))
            hands.append(".".join(suits))
        return "NESW"[first] + ":" + " ".join(hands)

    @classmethod
    def from_pbn(cls, text: str, *, require_complete: bool = True) -> Deal:
        """Read a PBN deal (``N:AKQ.T98.. ...``); raises :class:`DealError`."""
        masks, problem = parse_pbn_deal(text)
        if problem is None and require_complete:
            problem = check_masks(masks)
        if problem is not None:
            raise DealError(problem[0], **problem[1])
        return cls(masks)

    @classmethod
    def from_hands(cls, hands: dict[Seat, str]) -> Deal:
        """Read four hands written as ``AKQ.T98.765.432`` (spades first)."""
        text = "N:" + " ".join(hands[s] for s in Seat)
        return cls.from_pbn(text)


Problem = tuple[str, dict[str, Any]]


def parse_pbn_deal(text: str) -> tuple[tuple[int, int, int, int], Problem | None]:
    """Bit sets for a PBN deal string, and a problem (code, facts) or ``None``."""
    text = text.strip()
    if len(text) < 2 or text[1] != ":" or text[0].upper() not in "NESW":
        return _NO_MASKS, ("deal_start", {"text": text[:10]})
    cached = _DEAL_CACHE.get(text)
    if cached is not None:
        return cached, None
    first = "NESW".index(text[0].upper())
    hands = text[2:].split()
    if len(hands) != 4:
        return _NO_MASKS, ("deal_hand_count", {"count": len(hands)})
    masks = [0, 0, 0, 0]
    for i, hand in enumerate(hands):
        seat = (first + i) & 3
        if hand == "-":
            continue
        suits = hand.split(".")
        if len(suits) != 4:
            return _NO_MASKS, ("deal_suit_count", {"seat": Seat(seat), "count": len(suits)})
        mask = 0
        for j, holding in enumerate(suits):
            bits = _HOLDINGS.get(holding)
            if bits is None:
                bits, problem = _holding_bits(holding, Seat(seat), 3 - j)
                if problem is not None:
                    return _NO_MASKS, problem
            mask |= bits << (13 * (3 - j))
        masks[seat] = mask
    result = (masks[0], masks[1], masks[2], masks[3])
    if len(_DEAL_CACHE) < 100_000:
        _DEAL_CACHE[text] = result
    return result, None


_DEAL_CACHE: dict[str, tuple[int, int, int, int]] = {}
_HOLDINGS: dict[str, int] = {}


def _holding_bits(holding: str, seat: Seat, suit: int) -> tuple[int, Problem | None]:
    """The 13-bit set of one suit holding such as ``AQT2``, cached when valid."""
    bits = 0
    for ch in holding.upper().replace("10", "T"):
        r = _RANK_INDEX.get(ch)
        if r is None:
            return 0, ("deal_bad_rank", {"seat": seat, "char": ch})
        if bits >> r & 1:
            return 0, ("deal_card_twice", {"seat": seat, "card": CARDS[13 * suit + r]})
        bits |= 1 << r
    if len(_HOLDINGS) < 100_000:
        _HOLDINGS[holding] = bits
    return bits, None


def check_masks(masks: tuple[int, int, int, int]) -> Problem | None:
    """A problem if the hands are not 4 x 13 distinct cards, else ``None``."""
    if masks in _VALID:
        return None
    seen = 0
    for seat, mask in enumerate(masks):
        n = mask.bit_count()
        if n != 13:
            return ("deal_hand_size", {"seat": Seat(seat), "count": n})
        dup = seen & mask
        if dup:
            return ("deal_card_shared", {"card": CARDS[dup.bit_length() - 1]})
        seen |= mask
    if len(_VALID) < 100_000:
        _VALID.add(masks)
    return None


_VALID: set[tuple[int, int, int, int]] = set()
