"""The leads the 64C line guesses (:mod:`.line`): plain play's, and the fitted score's.

A lead is the guess the solver finds wrong most often (about one in five of plain play's,
on the double-dummy lines of the sample archives).  Plain play's lead is still the first
guess, the fitted score's the lead tried after it was found wrong; the compiled line
(``line_core.c``) scores both exactly alike (whole numbers).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import SUIT_MASKS
from .solver import groups

__all__ = ["LEAD_WEIGHTS", "lead_features", "plain_lead", "scored_lead"]


def plain_lead(hands: list[int], seat: int, trump: int | None) -> int:
    """The lead plain play likes best, the highest card of its run: a winner, or a low
    card toward partner's winner, not in a suit an opponent can ruff, trumps last; else
    from the longest suit, low.  Of runs scored alike, the first by suit and rank.  (A
    lead found wrong is tried again by :func:`scored_lead`.)

    Plain play's leads are right less often than the scored ones (82 % of the leads of the
    RealBridge sample's lines against 90 %), but the solver checks them faster: they are
    the winners its own search tries first, so the positions after them are in its table
    (on the benchmark's 10-12-card positions the line took 17 % more instructions with the
    scored leads first).  Where plain play's lead was wrong, the scored lead is the next.

    Each suit's score (its length, an opponent's ruff) is the same for all its runs, so
    only two runs can be the suit's best: the lowest (the low-card bonus, the lead toward
    partner's winner) and the one with the suit's winner.  Scores are in tenths."""
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
"""The weights of :func:`lead_features`, in its order: fitted (a softmax over each
position's runs, every run that keeps the double-dummy value a right answer) to the
leads of the double-dummy lines of 300 boards of the rpbridge archive, checked on the
RealBridge sample (a right lead 90 % of the time there, plain play's 82 %), and rounded
to whole numbers so that the compiled line scores exactly alike
(``benchmarks/fit_lead_weights.py``)."""


def scored_lead(hands: list[int], seat: int, trump: int | None, banned: Sequence[int]) -> int:
    """The suit whose run scores best (:data:`LEAD_WEIGHTS`; of runs scored alike, the
    first by suit and rank), none of ``banned``'s runs (-1 when all are banned); in it, that
    run's highest card if it holds the suit's winner, else the lowest card (as plain play
    leads toward an honour: right as often, 89 % against 90 %, and it reads better)."""
    hand = hands[seat]
    every = hands[0] | hands[1] | hands[2] | hands[3]
    pick, best = -1, 0
    for low, high in groups(hand, every & ~hand):
        if any(low <= b <= high for b in banned):
            continue
        v = sum(w * f for w, f in zip(LEAD_WEIGHTS, lead_features(hands, seat, trump, low, high),
                                      strict=True))
        if pick < 0 or v > best:
            pick, best = high, v
    if pick < 0 or pick == (every & SUIT_MASKS[pick // 13]).bit_length() - 1:
        return pick
    for low, high in groups(hand & SUIT_MASKS[pick // 13], every & ~hand):  # lowest first
        if not any(low <= b <= high for b in banned):
            return high
    return pick  # pragma: no cover - its own run is not banned


def lead_features(hands: list[int], seat: int, trump: int | None, low: int,
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
