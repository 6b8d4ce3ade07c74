"""The words of bridge files, right and nearly right, for mutations that stay close to the format.

>>> import random
>>> deal = random_deal(random.Random(0))
>>> deal[0] in "NESW", deal[1], sorted(len(h) for h in deal[2:].split())
(True, ':', [16, 16, 16, 16])
"""

from __future__ import annotations

import random

from .textmut import extreme

__all__ = ["CALLS", "CONTRACTS", "EDITIONS", "SEATS", "card", "contract", "laws", "random_deal",
           "seat", "small_number"]

SUITS = "SHDC"
RANKS = "AKQJT98765432"
SEATS = ("N", "E", "S", "W", "O", "Z", "n", "e", "NS", "EW", "NZ", "OW", "-", "?")
CONTRACTS = ("Pass", "PASS", "pass", "1NT", "3NT", "7NTXX", "4S", "4SX", "6HXX", "5DX", "2C",
             "3NR", "1N", "0S", "8H", "4SXXX", "4s", "NT", "4", "S", "4NTX", "7C", "1♠", "4SD",
             "4SR", "-", "4 S", "Pas", "²S", "³NT", "٣NT", "①H", "4S²")
CALLS = ("p", "P", "d", "D", "r", "R", "x", "xx", "1C", "1D", "1H", "1S", "1N", "1NT", "2N",
         "3N", "4S", "7N", "7N!", "1c", "8N", "0S", "1S!", "!", "", "?", "pass", "1Z")
EDITIONS = ("2017", "2007", "1997", "1930", "rubber", "home", "WBF2017", "2018", "nl1930",
            "", "17", "Home", " 2017 ")


def card(rng: random.Random) -> str:
    """A card, sometimes written oddly (lower case, ``10``, a rank first, a joker)."""
    suit, rank = rng.choice(SUITS), rng.choice(RANKS)
    odd = rng.random()
    if odd < 0.7:
        return suit + rank
    if odd < 0.8:
        return (suit + rank).lower()
    if odd < 0.85:
        return suit + "10"
    if odd < 0.9:
        return rank + suit
    return rng.choice(("-", "*", "S1", "X9", "SA^R", "S", "", "♠A", "SAK", "Z2"))


def seat(rng: random.Random) -> str:
    """A seat or side, or something else."""
    return rng.choice(SEATS) if rng.random() < 0.8 else extreme(rng)


def contract(rng: random.Random) -> str:
    """A contract, or something like one."""
    return rng.choice(CONTRACTS) if rng.random() < 0.85 else extreme(rng)


def laws(rng: random.Random) -> str:
    """An edition's name, or something like one."""
    return rng.choice(EDITIONS) if rng.random() < 0.85 else extreme(rng)


def small_number(rng: random.Random) -> str:
    """A number a trick count or a board might be, or just outside."""
    return str(rng.choice((-1, 0, 1, 6, 7, 12, 13, 14, 52, 99))) if rng.random() < 0.8 \
        else extreme(rng)


def random_deal(rng: random.Random) -> str:
    """A PBN deal string of four random hands."""
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    hands = []
    for h in range(4):
        mine = cards[h * 13:(h + 1) * 13]
        hands.append(".".join("".join(c[1] for c in sorted(
            (c for c in mine if c[0] == s), key=lambda c: RANKS.index(c[1]))) for s in SUITS))
    return rng.choice("NESW") + ":" + " ".join(hands)


def mutate_deal(rng: random.Random, deal: str) -> str:
    """A deal string changed a little: two cards swapped, a card doubled or dropped, the
    first seat changed, a hand left out or written ``-``."""
    what = rng.randrange(7)
    if what == 0 and len(deal) > 4:
        i, j = rng.sample(range(2, len(deal)), 2)
        chars = list(deal)
        chars[i], chars[j] = chars[j], chars[i]
        return "".join(chars)
    if what == 1 and len(deal) > 3:
        i = rng.randrange(2, len(deal))
        return deal[:i] + deal[i] + deal[i:]
    if what == 2 and len(deal) > 3:
        i = rng.randrange(2, len(deal))
        return deal[:i] + deal[i + 1:]
    if what == 3:
        return rng.choice("NESWOZX1 ") + deal[1:]
    if what == 4:
        hands = deal[2:].split(" ")
        hands[rng.randrange(len(hands))] = "-"
        return deal[:2] + " ".join(hands)
    if what == 5:
        return deal.rsplit(" ", 1)[0]
    return random_deal(rng)
