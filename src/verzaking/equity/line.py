"""The principal double-dummy line after the likely card, at little cost.

DDS sets up its tables afresh for every new position it is given (about 0.2 ms, more
than the whole search of a small ending), but it analyses cards played on from the
position it solved last without that set-up and with that search's transposition
table (``AnalysePlayBin``: the double-dummy value after each card).  So the line is
never searched card by card.  It is guessed by plain card play (win cheaply, second
hand low, cash a winner, ruff low, discard from a suit without winners) up to two
tricks at a time and checked by one analysis from the position the legal cards were
solved in; the first card that changes the value is a mistake, another card of that
hand is tried in its place (and checked alone) and the rest guessed again from there.
Every card of the line keeps the value, as with one search per card.

Of equivalent cards the line plays the lowest when following and the highest when
leading (a lead of the ace from ace-king reads better than the king).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import CARDS, SEATS, SUIT_MASKS, Card, Seat
from .solver import LineRow, Masks, Session, groups, winner

__all__ = ["principal_line"]

State = tuple[int, int, int, int, int, tuple[int, ...]]
"""Before one card of the line: the four hands, the leader of the trick, its cards."""

WINDOW = 8
"""Cards guessed and checked at a time (up to a trick's end): after a wrong guess the
solver searches the cards that follow it off the line, so the check stops soon after.
Measured with ``benchmarks/bench_equity.py``: 4 and 12 were slower."""

WHOLE = 20
"""With this many cards left or fewer, all of them are guessed and checked at once (the
searches are small; fewer analyses).  28 was slower."""


def principal_line(solver: Session, masks: Masks, *, leader: Seat, trump: int | None,
                   played: Sequence[Card], number: int, card: Card) -> list[LineRow]:
    """The line after ``card`` to the end, one row per trick from trick ``number``
    (``masks`` at its start, ``played`` to it before ``card``), from the position
    ``solver`` solved last (before ``card``).  Raises ``ValueError`` if no card of a
    hand keeps the value (the solver contradicting itself; not expected)."""
    h = list(masks)
    for i, p in enumerate(played):
        h[(leader + i) & 3] &= ~(1 << p)
    before = tuple(int(p) for p in played)
    solver.load(h, int(leader), before, trump)  # the position solved: no new set-up
    total = 4 * masks[0].bit_count() - len(before)  # cards still to play, ``card`` first
    start: State = (h[0], h[1], h[2], h[3], int(leader), before)
    seq = _play_out(solver, start, [int(card)], trump, total, max(0, total - 4))
    return _rows(list(before) + seq, int(leader), number, trump)


def _play_out(solver: Session, start: State, given: list[int], trump: int | None,
              until: int, limit: int) -> list[int]:
    """``until`` cards from ``start`` (the position loaded in the solver), ``given``
    first, each after them keeping the double-dummy value; the first ``limit`` are
    checked by the solver, the others are forced."""
    seq, states = list(given), [start]
    banned: list[int] = []  # cards known to be wrong at index ``good``
    good, written = len(given), 0  # seq[:good] keeps the value; in the solver: seq[:written]
    first = len(start[5])  # cards of the first trick played before ``start``
    for _ in range(8 * until + 8):
        if good >= limit:
            _extend(seq, states, len(states) - 1, (), trump, until)
            return seq
        window = WINDOW if until - good > WHOLE else until
        end = good + 1 if banned else (good + first + window) // 4 * 4 - first
        end = min(limit, end)  # at a trick's end, or just the card tried again
        if not _extend(seq, states, len(states) - 1, banned, trump, end):
            raise ValueError("no card keeps the double-dummy value")
        values = solver.analyse_play(seq, written, end)
        written = end
        wrong = next((i for i in range(good, end) if values[i + 1] != values[i]), None)
        if wrong is None:
            good, banned = end, []
            continue
        bad = seq[wrong]
        del seq[wrong:], states[wrong + 1:]
        if wrong > good:
            banned = []
        good = wrong
        banned.append(bad)
        written = wrong
    raise ValueError("the double-dummy line was not found")  # pragma: no cover


def _extend(seq: list[int], states: list[State], at: int, banned: Sequence[int],
            trump: int | None, until: int) -> bool:
    """Play the given cards from index ``at`` on, then guess up to ``until`` cards
    (``banned``: cards known to be wrong at ``at``, with their equivalents); ``False``
    when every card there is banned.  ``states`` has the state before each card up to
    ``at``; it gets the others."""
    h = list(states[at][:4])
    lead, trick = states[at][4], list(states[at][5])
    for i in range(at, until):
        seat = (lead + len(trick)) & 3
        if i < len(seq):
            c = seq[i]
        else:
            c = _guess(h, seat, lead, trick, trump, banned if i == at else ())
            if c < 0:
                return False
            seq.append(c)
        h[seat] &= ~(1 << c)
        trick.append(c)
        if len(trick) == 4:
            lead, trick = winner(trick, lead, trump), []
        states.append((h[0], h[1], h[2], h[3], lead, tuple(trick)))
    return True


def _guess(hands: list[int], seat: int, lead: int, trick: list[int], trump: int | None,
           banned: Sequence[int]) -> int:
    """The card plain play suggests for ``seat``, none of ``banned`` or their
    equivalents; -1 when all its cards are banned.  Following, it is the lowest of its
    run (what beats a card in the trick or in a hand is the low end of a run)."""
    hand = hands[seat]
    legal = (hand & SUIT_MASKS[trick[0] // 13] or hand) if trick else hand
    if banned or not trick:
        blockers = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
        for t in trick:
            blockers |= 1 << t
        runs = [g for g in groups(legal, blockers)
                if not any(g[0] <= b <= g[1] for b in banned)]
        if not runs:
            return -1
        if not trick:
            return _lead(runs, hands, seat, trump)[1]
        legal = 0
        for low, high in runs:
            legal |= (2 << high) - (1 << low)
    if not legal & (legal - 1):  # one card
        return legal.bit_length() - 1
    return _follow(legal, hands, seat, lead, trick, trump)


def _lowest(cards: int) -> int:
    return (cards & -cards).bit_length() - 1


def _follow(legal: int, hands: list[int], seat: int, lead: int, trick: list[int],
            trump: int | None) -> int:
    """Follow low unless the trick needs winning (an opponent's card, or partner's that
    fourth hand can beat): then the cheapest card that also beats fourth hand, else
    third hand forces him with the cheapest that beats the trick; ruff low; else
    discard."""
    led = trick[0] // 13
    ahead = winner(trick, lead, trump)
    best = trick[(ahead - lead) & 3]
    partner = (ahead ^ seat) & 1 == 0
    if legal & SUIT_MASKS[led]:  # following suit
        if best // 13 != led:  # ruffed
            return _lowest(legal)
        fourth = hands[(seat + 1) & 3] & SUIT_MASKS[led] if len(trick) == 2 else 0
        top = fourth.bit_length()  # above fourth hand's best
        if partner and top <= best:  # partner wins it
            return _lowest(legal)
        higher = legal >> (best + 1) << (best + 1)
        if not higher or len(trick) == 1:  # cannot beat it, or second hand low
            return _lowest(legal)
        beat = higher >> top << top  # third hand: beat fourth hand too, else force him
        return _lowest(beat or (legal if partner else higher))
    if trump is not None and not partner:  # ruff as low as wins the trick
        ruffs = legal & SUIT_MASKS[trump]
        if best // 13 == trump:
            ruffs = ruffs >> (best + 1) << (best + 1)
        if ruffs:
            return _lowest(ruffs)
    return _discard(legal, hands, seat, trump)


def _discard(legal: int, hands: list[int], seat: int, trump: int | None) -> int:
    """The lowest card of the longest suit without a winner in it (not trumps)."""
    hand = hands[seat]
    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
    pick, best = -1, (True, True, 0)
    for s in range(4):
        cards = legal & SUIT_MASKS[s]
        if not cards:
            continue
        mine = hand & SUIT_MASKS[s]
        key = (s == trump, mine.bit_length() > (others & SUIT_MASKS[s]).bit_length(),
               -mine.bit_count())
        if pick < 0 or key < best:
            pick, best = _lowest(cards), key
    return pick


def _lead(runs: list[tuple[int, int]], hands: list[int], seat: int,
          trump: int | None) -> tuple[int, int]:
    """The lead plain play likes best: a winner, or a low card toward partner's winner,
    not in a suit an opponent can ruff, trumps last; else from the longest suit, low.
    (On the RealBridge sample these choices need a sixth fewer analyses per line than
    "cash a winner, else lead low from length".)"""
    hand, mate = hands[seat], hands[(seat + 2) & 3]
    lho, rho = hands[(seat + 1) & 3], hands[(seat + 3) & 3]
    every = hands[0] | hands[1] | hands[2] | hands[3]
    trumps = SUIT_MASKS[trump] if trump is not None else 0

    def score(g: tuple[int, int]) -> float:
        suit = SUIT_MASKS[g[0] // 13]
        mine = hand & suit
        top = (every & suit).bit_length() - 1
        low = g[0] == (mine & -mine).bit_length() - 1
        v = 0.1 * mine.bit_count() + (0.2 if low else 0.0)
        if suit == trumps:
            return v - 1.0
        if g[1] == top:
            v += 3.0
        elif mate >> top & 1 and low:
            v += 2.5
        ruff_left = not lho & suit and lho & trumps
        ruff_right = not rho & suit and rho & trumps
        if ruff_left or ruff_right:  # an opponent can ruff it
            v -= 3.0
        return v

    return max(runs, key=score)


def _rows(seq: list[int], lead: int, number: int, trump: int | None) -> list[LineRow]:
    """The cards from the start of trick ``number`` (led by ``lead``) as trick rows."""
    trick: list[int] = []
    rows: list[LineRow] = []
    for c in seq:
        trick.append(c)
        if len(trick) < 4:
            continue
        win = winner(trick, lead, trump)
        by_seat = [0, 0, 0, 0]
        for i, t in enumerate(trick):
            by_seat[(lead + i) & 3] = t
        rows.append((number, SEATS[lead], (CARDS[by_seat[0]], CARDS[by_seat[1]],
                                           CARDS[by_seat[2]], CARDS[by_seat[3]]), SEATS[win]))
        number, lead, trick = number + 1, win, []
    return rows
