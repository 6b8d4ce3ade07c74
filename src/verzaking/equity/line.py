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

``_fastline.c`` does all this compiled, card for card the same (a test compares the two
on random positions); it is used where it was built.  Guessing in Python cost more time
than the solver's checks in small endings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import CARDS, SEATS, SUIT_MASKS, Card, Seat
from ..ruling import LineTrick
from .solver import Masks, Session, ahead, groups

_native: Callable[..., list[int]] | None
try:
    from ._fastline import play_out as _native  # the same algorithm, compiled (optional)
except ImportError:  # pragma: no cover - built where a C compiler was found
    _native = None

__all__ = ["principal_line"]

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


def principal_line(solver: Session, masks: Masks, *, leader: Seat, trump: int | None,
                   played: Sequence[Card], number: int, card: Card) -> list[LineTrick]:
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
    if _native is not None and NATIVE:
        seq = _native(*solver.handles(), h[0], h[1], h[2], h[3], int(leader), before,
                      -1 if trump is None else trump, int(card), total, max(0, total - 4),
                      WINDOW, WHOLE, SEARCH_LEAD)
        return _rows(list(before) + seq, int(leader), number, trump)
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
            c = _lead(h, seat, trump, ()) if hand & (hand - 1) else hand.bit_length() - 1
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
        return _lead(hands, seat, trump, banned)
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


LEAD_WEIGHTS = (-6, 13, 13, 2, -1, -3, 3, 3, -2, -3, -12, -20, 10, -7, -5, 12, 6, 2, -5, 7,
                -9, 6, 7, -1, -3, -5, 4, 9, 3, 2, -2)
"""The weights of :func:`_lead_features`, in its order: fitted (a softmax over each
position's runs, every run that keeps the double-dummy value a right answer) to the
leads of 3,146 double-dummy lines of the rpbridge archive, checked on the RealBridge
sample (a right lead 90 % of the time, plain play's rules of thumb 82 %), and rounded to
whole numbers so that the compiled line scores exactly alike
(``benchmarks/fit_lead_weights.py``)."""


def _lead(hands: list[int], seat: int, trump: int | None, banned: Sequence[int]) -> int:
    """The lead plain play likes best, the highest card of its run: a winner, or a low
    card toward partner's winner, not in a suit an opponent can ruff, trumps last; else
    from the longest suit, low.  Of runs scored alike, the first by suit and rank.  With
    ``banned`` (a lead found wrong), the lead :func:`_lead_scored` likes best instead.

    Plain play's leads are right less often than the scored ones (82 % of the leads of the
    RealBridge sample's lines against 90 %), but the solver checks them faster: they are
    the winners its own search tries first, so the positions after them are in its table
    (on the benchmark's 10-12-card positions the line took 17 % more instructions with the
    scored leads first).  Where plain play's lead was wrong, the scored lead is the next.

    Each suit's score (its length, an opponent's ruff) is the same for all its runs, so
    only two runs can be the suit's best: the lowest (the low-card bonus, the lead toward
    partner's winner) and the one with the suit's winner.  Scores are in tenths."""
    if banned:
        return _lead_scored(hands, seat, trump, banned)
    hand, mate = hands[seat], hands[(seat + 2) & 3]
    lho, rho = hands[(seat + 1) & 3], hands[(seat + 3) & 3]
    every = hand | mate | lho | rho
    opp_trumps = -1 if trump is None else 13 * trump
    pick, best = -1, 0
    for base in (0, 13, 26, 39):
        cards = (hand >> base) & 0x1FFF
        if not cards:
            continue
        low = (cards & -cards).bit_length() - 1
        above = ((every & ~hand) >> base) & 0x1FFF
        above = above >> low << low  # the other hands' cards above our lowest
        run = cards & ((above & -above) - 1) if above else cards
        first = base + run.bit_length() - 1  # the high end of the lowest run
        top = base + ((every >> base) & 0x1FFF).bit_length() - 1
        v = cards.bit_count() + 2
        if base == opp_trumps:
            v -= 10
            if pick < 0 or v > best:
                pick, best = first, v
            continue
        ruffed = opp_trumps >= 0 and (
            (not (lho >> base) & 0x1FFF and (lho >> opp_trumps) & 0x1FFF)
            or (not (rho >> base) & 0x1FFF and (rho >> opp_trumps) & 0x1FFF))
        if first == top:  # one run, with the winner
            v += 30
        elif mate >> top & 1:
            v += 25
        if ruffed:
            v -= 30
        if pick < 0 or v > best:
            pick, best = first, v
        if first != top and hand >> top & 1:  # a run above, with the winner
            v = cards.bit_count() + 30 - (30 if ruffed else 0)
            if v > best:
                pick, best = top, v
    return pick


LEAD_WEIGHTS = (-6, 13, 13, 2, -1, -3, 3, 3, -2, -3, -12, -20, 10, -7, -5, 12, 6, 2, -5, 7,
                -9, 6, 7, -1, -3, -5, 4, 9, 3, 2, -2)
"""The weights of :func:`_lead_features`, in its order: fitted (a softmax over each
position's runs, every run that keeps the double-dummy value a right answer) to the
leads of the double-dummy lines of 300 boards of the rpbridge archive, checked on the
RealBridge sample (a right lead 90 % of the time there, plain play's 82 %), and rounded
to whole numbers so that the compiled line scores exactly alike
(``benchmarks/fit_lead_weights.py``)."""


def _lead_scored(hands: list[int], seat: int, trump: int | None, banned: Sequence[int]) -> int:
    """The lead that scores best (:data:`LEAD_WEIGHTS`), the highest card of its run;
    none of ``banned``'s runs (-1 when all are banned).  Of runs scored alike, the
    first by suit and rank."""
    hand = hands[seat]
    every = hands[0] | hands[1] | hands[2] | hands[3]
    pick, best = -1, 0
    for low, high in groups(hand, every & ~hand):
        if any(low <= b <= high for b in banned):
            continue
        v = sum(w * f for w, f in zip(LEAD_WEIGHTS, _lead_features(hands, seat, trump, low, high),
                                      strict=True))
        if pick < 0 or v > best:
            pick, best = high, v
    return pick


def _lead_features(hands: list[int], seat: int, trump: int | None, low: int,
                   high: int) -> tuple[int, ...]:
    """What the lead of the run ``low``..``high`` of ``seat``'s suit is scored on: the
    suit's winner and second card (who holds them), the lengths, who can ruff, the tricks
    the leader's side can cash on top, the run's length."""
    base = low - low % 13
    hand, mate = hands[seat], hands[(seat + 2) & 3]
    lho, rho = hands[(seat + 1) & 3], hands[(seat + 3) & 3]
    mine, pm = (hand >> base) & 0x1FFF, (mate >> base) & 0x1FFF
    lm, rm = (lho >> base) & 0x1FFF, (rho >> base) & 0x1FFF
    every, ours = mine | pm | lm | rm, mine | pm
    top = every.bit_length() - 1
    sec = (every & ~(1 << top)).bit_length() - 1
    hi, lo = high - base, low - base
    tops, r = 0, top  # the leader's side's winners from the top, in turn
    while r >= 0 and ours >> r & 1:
        tops += 1
        r -= 1
        while r >= 0 and not every >> r & 1:
            r -= 1
    nm, np_, nl, nr = mine.bit_count(), pm.bit_count(), lm.bit_count(), rm.bit_count()
    trumps = 0 if trump is None else SUIT_MASKS[trump]
    is_trump = trump is not None and base == 13 * trump
    side = trump is not None and not is_trump
    opp_trumps = (lho | rho) & trumps
    return (is_trump, hi == top, pm >> top & 1, rm >> top & 1,
            sec >= 0 and lm >> sec & 1, sec >= 0 and rm >> sec & 1, sec >= 0 and pm >> sec & 1,
            np_, nl, nr,
            side and not nl and lho & trumps != 0, side and not nr and rho & trumps != 0,
            side and not np_ and mate & trumps != 0,
            not nl, not nr, not np_,
            not (lm | rm) >> (hi + 1), min(tops, 3), min(tops, nl, nr),
            min((mine >> lo & (2 << (hi - lo)) - 1).bit_count(), 4),
            is_trump and not opp_trumps, trump is None and nm + np_ > 2 * max(nl, nr),
            nm == 1, np_ == 1, pm.bit_length() > (lm | rm).bit_length(),
            lm != 0 and mine.bit_length() > lm.bit_length(),
            rm != 0 and pm.bit_length() > rm.bit_length(),
            side and not opp_trumps, min(tops, max(nl, nr)),
            min(lm.bit_length(), rm.bit_length()) > ours.bit_length(),
            lm >> top & 1 and sec >= 0 and lm >> sec & 1)


def _rows(seq: list[int], lead: int, number: int, trump: int | None) -> list[LineTrick]:
    """The cards from the start of trick ``number`` (led by ``lead``) as trick rows."""
    rows: list[LineTrick] = []
    for at in range(0, len(seq) - 3, 4):
        trick = seq[at:at + 4]
        win = (lead + ahead(trick, trump)[0]) & 3
        by_seat = [0, 0, 0, 0]
        for i, t in enumerate(trick):
            by_seat[(lead + i) & 3] = t
        rows.append(LineTrick(number=number, leader=SEATS[lead], winner=SEATS[win], cards=(
            CARDS[by_seat[0]], CARDS[by_seat[1]], CARDS[by_seat[2]], CARDS[by_seat[3]])))
        number, lead = number + 1, win
    return rows
