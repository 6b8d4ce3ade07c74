"""Law 44: which card wins a trick, written once.

A trick is won by the highest trump in it, else by the highest card of the suit led
(44E, 44F); a card of another suit never wins.  :data:`RANKS` gives each card's standing
for every suit led and trump, and :func:`highest` finds the card that stands highest.  The
table (:mod:`verzaking.table.play`, its fast path for a plain trick of a hand record
included), the scan's fast path (:mod:`verzaking.io.pbnplain`) and the 64C line
(:mod:`verzaking.equity`) all use them; the compiled line (``equity/line_core.c``, its
``ahead``: one C source for CPython's extension and the offline app's WebAssembly) is the
one compiled twin, checked against :func:`ahead` by
``tests/test_law_64c_line_compiled_is_the_python_line.py``.

Cards are numbers 0-51 (suit * 13 + rank, clubs first; :class:`~verzaking.cards.Card` is
one); :data:`NO_CARD` stands for a card missing from the trick (it never wins).

>>> HA, S2, HK, D3, HQ = 38, 39, 37, 14, 36
>>> trick_winner([HA, S2, HK, D3], 0, 3)  # North leads the heart ace; East ruffs in spades
1
>>> ahead([HQ, HK], None)  # at no trump, the queen led, then the king
(1, 37)
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["NO_CARD", "RANKS", "ahead", "highest", "ranks", "trick_winner"]

NO_CARD = 52
"""A card missing from the trick (Law 67): it stands below every card."""

RANKS: tuple[tuple[int, ...], ...] = tuple(
    (*(c + 104 if c // 13 == trump else c + 52 if c // 13 == led else -1 for c in range(52)),
     -1)
    for led in range(4) for trump in range(-1, 4))
"""How high each card (and :data:`NO_CARD`) stands in a trick, by suit led and trump
(row ``led * 5 + trump + 1``, trump -1 at no trump): a trump above the suit led, the suit
led above the rest, which cannot win (44E, 44F)."""


def ranks(led: int, trump: int | None) -> tuple[int, ...]:
    """The row of :data:`RANKS` for suit ``led`` and ``trump`` (-1 or ``None``: no trump)."""
    return RANKS[led * 5 + (-1 if trump is None else trump) + 1]


def highest(rank: Sequence[int], a: int, b: int, c: int, d: int) -> int:
    """Which of four cards (by seat, or as played) stands highest by ``rank``, a row of
    :data:`RANKS`: 0 to 3.  The card led stands above every card of another suit but
    trumps, so no two cards of a trick tie."""
    at, top = 0, rank[a]
    if rank[b] > top:
        at, top = 1, rank[b]
    if rank[c] > top:
        at, top = 2, rank[c]
    if rank[d] > top:
        at = 3
    return at


def trick_winner(cards: Sequence[int], leader: int, trump: int | None) -> int:
    """The seat that wins a trick of four cards indexed by seat (one may be
    :data:`NO_CARD`, not the lead), led by seat ``leader``; ``trump`` -1 or ``None`` at no
    trump (44E, 44F)."""
    return highest(ranks(cards[leader] // 13, trump), cards[0], cards[1], cards[2], cards[3])


def ahead(trick: Sequence[int], trump: int | None) -> tuple[int, int]:
    """In the cards of a trick so far, as played (one to four), where the card that wins
    it so far lies (0: the lead), and that card."""
    n = len(trick)
    at = highest(ranks(trick[0] // 13, trump), trick[0], trick[1] if n > 1 else NO_CARD,
                 trick[2] if n > 2 else NO_CARD, trick[3] if n > 3 else NO_CARD)
    return at, trick[at]
