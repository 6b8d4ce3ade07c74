"""The principal double-dummy line after the likely card, at little cost.

DDS sets up its tables afresh for every new position it is given (about 0.2 ms, more
than the whole search of a small ending), but it analyses cards played on from the
position it solved last without that set-up and with that search's transposition
table (``AnalysePlayBin``: the double-dummy value after each card).  So the line is
never searched card by card.  It is guessed by plain card play (win cheaply, second
hand low, cash a winner, ruff low, discard from a suit without winners) up to two
tricks at a time and checked by one analysis from the position the legal cards were
solved in; the first card that changes the value is a mistake, another card of that
hand is tried in its place (checked alone in a large position, else with the rest; a lead
tried again is the one a fitted score likes best) and the rest guessed again from there.
A lead guessed wrong in the largest positions is not guessed again: refuting the other
leads there costs more than one search of the position with the table the analysis
filled, which gives a right lead to go on from.  Every card of the line keeps the value,
as with one search per card.

Of equivalent cards the line plays the lowest when following and the highest when
leading (a lead of the ace from ace-king reads better than the king).

``line_core.c`` does all this compiled, card for card the same (tests compare the two on
random positions, in both worlds); it is used where it was built: on CPython as the
extension ``_fastline`` (its wrapper, ``_fastline.c``), in the browser inside the
WebAssembly module with DDS (``dds/line_wasm.c``).  Guessing in Python cost more time
than the solver's checks in small endings.  :func:`solve_and_line` asks it for the search
of the legal cards and the line after the best of them in one call, which also works out
the rows' winners: the Python between the two searches and around them cost as much as a
tenth of a plain solve of a 6-8-card position (and in the browser, Python in Pyodide, a
third of the estimate of a 4-8-card position).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import CARDS, SEATS, Card, Seat
from ..ruling import LineTrick, line_trick
from .leads import plain_lead, scored_lead
from .solver import Masks, Session, ahead, groups, held

_native: Callable[..., list[int]] | None
try:  # the same algorithm, compiled (optional)
    from ._fastline import play_out as _native
except ImportError:  # pragma: no cover - built where a C compiler was found
    _native = None

__all__ = ["principal_line", "solve_and_line"]

State = tuple[int, int, int, int, int, tuple[int, ...]]
"""Before one card of the line: the four hands, the leader of the trick, its cards."""

WINDOW = 8
"""Cards guessed and checked at a time (up to a trick's end): after a wrong guess the
solver searches the cards that follow it off the line, so the check stops soon after.
Measured with ``benchmarks/bench_equity.py``: 4 and 12 were slower."""

WHOLE = 28
"""With this many cards left or fewer, all of them are guessed and checked at once, a card
tried again after a wrong one with them (the searches are small: fewer analyses are
worth more than the cards checked in vain after a second wrong guess).  Measured in the
solver's instructions with the compiled line (``benchmarks/bench_equity.py``'s positions):
20 took 8 % more on 6-8 cards and 4 % more on 10-12 than 28, 32 more again; checking a
card tried again alone here cost a tenth more at 1-9 cards.  (The Python line, which
guesses the rest again after each wrong card, was faster with 20.)"""


NATIVE = True
"""Use the compiled line where it was built (tests set it False to compare the two)."""

SEARCH_LEAD = 44
"""With more cards left than this, a lead guessed wrong is found by one search of its
position (a new set-up, about 0.09 ms, but the other leads tried there cost more)."""


def solve_and_line(solver: Session, masks: Masks, *, leader: Seat, trump: int | None,
                   played: Sequence[Card], number: int, allowed: Sequence[Card],
                   ) -> tuple[list[tuple[Card, int]], Card | None, list[LineTrick]]:
    """Every legal card's tricks from this trick on for the side to play, in the solver's
    order (its best card first), the best card of ``allowed`` (of cards that tie, the first
    in that order; ``None`` if no legal card is allowed) and the line after it, as
    :func:`principal_line` gives it: the search and the line in one compiled call where
    the solver has the compiled line (``line_core.c``: the extension on CPython, the
    WebAssembly module in the browser)."""
    mask = 0
    for c in allowed:
        mask |= 1 << c
    got = solver.solve_line(held(masks, leader, played), int(leader),
                            tuple(int(p) for p in played), -1 if trump is None else trump,
                            mask, (WINDOW, WHOLE, SEARCH_LEAD)) if NATIVE else None
    if got is not None:
        cards, scores, seq = got
        pairs = [(CARDS[c], n) for c, n in zip(cards, scores, strict=True)]
        if seq is None:
            return pairs, None, []
        rows = [line_trick(number + k, SEATS[seq[at]], SEATS[seq[at + 1]], (
            CARDS[seq[at + 2]], CARDS[seq[at + 3]], CARDS[seq[at + 4]], CARDS[seq[at + 5]]))
            for k, at in enumerate(range(0, len(seq), 6))]
        return pairs, rows[0].cards[(leader + len(played)) & 3], rows
    solved = solver.solve_all(masks, leader=leader, trump=trump, played=played)
    pairs = list(solved.items())
    legal = [(c, n) for c, n in pairs if c in allowed]
    if not legal:
        return pairs, None, []
    card = max(legal, key=lambda cn: cn[1])[0]  # ties: the first, in the solver's order
    return pairs, card, principal_line(solver, masks, leader=leader, trump=trump,
                                       played=played, number=number, card=card)


def principal_line(solver: Session, masks: Masks, *, leader: Seat, trump: int | None,
                   played: Sequence[Card], number: int, card: Card) -> list[LineTrick]:
    """The line after ``card`` to the end, one row per trick from trick ``number``
    (``masks`` at its start, ``played`` to it before ``card``), from the position
    ``solver`` solved last (before ``card``).  Raises ``ValueError`` if no card of a
    hand keeps the value (the solver contradicting itself; not expected)."""
    h = held(masks, leader, played)
    before = tuple(int(p) for p in played)
    solver.load(h, int(leader), before, trump)  # the position solved: no new set-up
    total = 4 * masks[0].bit_count() - len(before)  # cards still to play, ``card`` first
    if _native is not None and NATIVE:
        seq = _native(*solver.handles(), h[0], h[1], h[2], h[3], int(leader), before,
                      -1 if trump is None else trump, int(card), total, max(0, total - 4),
                      WINDOW, WHOLE, SEARCH_LEAD)
    else:
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
    done: list[int] = []  # cards before the position loaded last
    for _ in range(8 * until + 8):
        if good >= limit:
            _extend(seq, states, len(states) - 1, (), trump, until)
            return done + seq
        if until - good > WHOLE:  # up to a trick's end, or just the card tried again
            end = good + 1 if banned else (good + first + WINDOW) // 4 * 4 - first
        else:  # the rest at once, a card tried again with it
            end = until
        end = min(limit, end)
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
        if not banned and (first + wrong) % 4 == 0 and until - wrong > SEARCH_LEAD:
            # a lead guessed wrong in a large position: one search finds a right one
            h0, h1, h2, h3, lead, _ = at = states[wrong]
            card = solver.best_lead((h0, h1, h2, h3), lead, trump)
            done += seq
            seq, states, first = [card], [at], 0
            until, limit = until - wrong, limit - wrong
            good, written = 1, 0
            continue
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
    h0, h1, h2, h3, lead, before = states[at]
    h = [h0, h1, h2, h3]
    trick = list(before)
    n = len(trick)
    given = len(seq)
    add, keep = seq.append, states.append
    for i in range(at, until):
        seat = (lead + n) & 3
        hand = h[seat]
        if i < given:
            c = seq[i]
        elif banned and i == at:
            c = _guess(h, seat, lead, trick, trump, banned)
            if c < 0:
                return False
            add(c)
        elif not n:
            c = plain_lead(h, seat, trump) if hand & (hand - 1) else hand.bit_length() - 1
            add(c)
        else:
            legal = hand & (0x1FFF << (13 * (trick[0] // 13))) or hand
            if legal & (legal - 1):
                c = _follow(legal, h, seat, lead, trick, trump)
            else:  # one card
                c = legal.bit_length() - 1
            add(c)
        h[seat] = hand & ~(1 << c)
        trick.append(c)
        if n == 3:
            lead = (lead + ahead(trick, trump)[0]) & 3
            trick, n = [], 0
            keep((h[0], h[1], h[2], h[3], lead, ()))
        else:
            n += 1
            keep((h[0], h[1], h[2], h[3], lead, tuple(trick)))
    return True


def _guess(hands: list[int], seat: int, lead: int, trick: list[int], trump: int | None,
           banned: Sequence[int]) -> int:
    """The card plain play suggests for ``seat``, none of ``banned`` or their
    equivalents; -1 when all its cards are banned.  Following, it is the lowest of its
    run (what beats a card in the trick or in a hand is the low end of a run)."""
    hand = hands[seat]
    if not trick:
        return scored_lead(hands, seat, trump, banned)
    legal = hand & (0x1FFF << (13 * (trick[0] // 13))) or hand
    if banned:
        blockers = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
        for t in trick:
            blockers |= 1 << t
        runs = [g for g in groups(legal, blockers)
                if not any(g[0] <= b <= g[1] for b in banned)]
        if not runs:
            return -1
        legal = 0
        for low, high in runs:
            legal |= (2 << high) - (1 << low)
    if not legal & (legal - 1):  # one card
        return legal.bit_length() - 1
    return _follow(legal, hands, seat, lead, trick, trump)


def _follow(legal: int, hands: list[int], seat: int, lead: int, trick: list[int],
            trump: int | None) -> int:
    """Follow low unless the trick needs winning (an opponent's card, or partner's that
    fourth hand can beat): then the cheapest card that also beats fourth hand, else
    third hand forces him with the cheapest that beats the trick; ruff low; else
    discard."""
    led = trick[0] // 13
    at, best = ahead(trick, trump)
    partner = (len(trick) - at) & 1 == 0  # ahead: partner (two cards back) or an opponent
    mask = 0x1FFF << (13 * led)
    if legal & mask:  # following suit
        if best // 13 != led:  # ruffed
            return (legal & -legal).bit_length() - 1
        fourth = hands[(seat + 1) & 3] & mask if len(trick) == 2 else 0
        top = fourth.bit_length()  # above fourth hand's best
        if partner and top <= best:  # partner wins it
            return (legal & -legal).bit_length() - 1
        higher = legal >> (best + 1) << (best + 1)
        if not higher or len(trick) == 1:  # cannot beat it, or second hand low
            return (legal & -legal).bit_length() - 1
        beat = higher >> top << top  # third hand: beat fourth hand too, else force him
        pick = beat or (legal if partner else higher)
        return (pick & -pick).bit_length() - 1
    if trump is not None and not partner:  # ruff as low as wins the trick
        ruffs = legal & (0x1FFF << (13 * trump))
        if best // 13 == trump:
            ruffs = ruffs >> (best + 1) << (best + 1)
        if ruffs:
            return (ruffs & -ruffs).bit_length() - 1
    return _discard(legal, hands, seat, trump)


def _discard(legal: int, hands: list[int], seat: int, trump: int | None) -> int:
    """The lowest card of the longest suit without a winner in it (not trumps)."""
    hand = hands[seat]
    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
    pick, best = -1, 99
    for s in range(4):
        cards = (legal >> (13 * s)) & 0x1FFF
        if not cards:
            continue
        mine = (hand >> (13 * s)) & 0x1FFF
        # trumps last, then a suit with a winner, then the shorter suit
        key = ((s == trump) << 5 | (mine.bit_length() > ((others >> (13 * s)) & 0x1FFF)
                                     .bit_length()) << 4) + 13 - mine.bit_count()
        if key < best:
            pick, best = 13 * s + (cards & -cards).bit_length() - 1, key
    return pick


def _rows(seq: list[int], lead: int, number: int, trump: int | None) -> list[LineTrick]:
    """The cards from the start of trick ``number`` (led by ``lead``) as trick rows."""
    rows: list[LineTrick] = []
    for at in range(0, len(seq) - 3, 4):
        trick = seq[at:at + 4]
        win = (lead + ahead(trick, trump)[0]) & 3
        n, e, s, w = _BY_SEAT[lead]  # where each seat's card lies in the trick
        rows.append(line_trick(number, SEATS[lead], SEATS[win], (
            CARDS[trick[n]], CARDS[trick[e]], CARDS[trick[s]], CARDS[trick[w]])))
        number, lead = number + 1, win
    return rows


_BY_SEAT = tuple(tuple((seat - lead) & 3 for seat in range(4)) for lead in range(4))
"""For each leader, where North's, East's, South's and West's cards lie in the trick."""
