"""Likely play: each card chosen from what its player can see, not from all four hands.

Double dummy (:mod:`.estimate`) plays on as if every player saw every card.  Real players
do not, and a result reached only by seeing the cards is not the result that was likely
(64C).  Here a card is chosen as the strong bridge programs choose it (perfect-information
sampling): the player deals the hands he cannot see at random, consistent with what he
knows, solves each of those layouts double dummy (every legal card's tricks: the solver's
all-cards search) and plays the card with the best mean for his side.

What a player knows: his own hand, dummy's (once faced; declarer plays both hands of his
side and sees both), the cards played, and who has shown out of a suit (a player who did
not follow to it holds none; one who did not follow while holding the suit, a revoke, is
not taken to be void).  The auction is not used: every layout of the hidden cards
consistent with that is taken as equally likely.  When no more layouts are possible than
the samples asked for, each is taken once.

The defenders are taken to read each other's hands (their signals, their count) and play
as double dummy (:attr:`Settings.defenders_see`): measured on real tables
(``benchmarks/bench_likely_play.py``), sampled defenders went wrong far more often than the
real ones did, sampled declarers about where the real ones did.

Of cards whose means tie, the one the solver tends to list first (the lowest mean place
in its order over the layouts: the solver lists first the card its search found the
value with, and the double-dummy estimate takes the first of cards that tie); of
equivalent cards (no other card still out between them) the lowest when following and
the highest when leading, as the double-dummy line plays them.

One play from the position is one sequence of such choices to the end, each from fresh
layouts, on the real deal.  Repeated with other layouts (a generator seeded per play: the
same position and seed give the same plays), the plays give the distribution of
declarer's tricks.  The work stops at a time budget, checked before each card: the play
then in progress is dropped, the plays made are kept and said to be partial.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ..cards import SUIT_MASKS
from .base import Masks, Session, groups, winner

__all__ = ["PlayOut", "Plays", "Position", "Progress", "Settings", "play_many"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Settings:
    """How hard the likely play looks, and how it is made reproducible."""

    samples: int = 20
    """Layouts of the hidden hands a player solves for one card (fewer when fewer are
    possible)."""
    plays: int = 30
    """Plays from the position: each is one of declarer's totals in the distribution."""
    budget: float | None = 5.0
    """Seconds of processor time at most (``None``: no limit): the solver runs in this
    process's thread, so this is the work itself, however busy the machine."""
    seed: int = 0
    """The random generator's seed: the same position and seed give the same plays."""
    defenders_see: bool = True
    """The defenders play double dummy (else they too choose from sampled layouts)."""
    reads: float = 0.0
    """How much declarer reads the defenders: a layout in which a defender's card of the last
    trick or of this one would have given a trick away double dummy counts this much as
    another (0: not at all, 1: as another; a weight per such card)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Position:
    """Where the plays start: a trick in progress on the real deal, and what was seen."""

    masks: Masks
    """The four hands at the start of the trick (the cards of ``played`` included)."""
    leader: int
    """Who led to the trick."""
    played: tuple[int, ...]
    """The cards played to it so far, from the leader on."""
    trump: int | None
    """The trump suit, ``None`` at no trump."""
    declarer: int
    """Declarer's seat (he plays dummy's cards and sees dummy's hand)."""
    voids: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Per seat, the suits (bit ``suit``) he has shown out of before this position."""
    dummy_faced: bool = True
    """Dummy's hand is on the table (every position after the opening lead)."""
    first: int | None = None
    """The cards (a set) the player to play now may choose from; ``None``: his legal cards."""
    last: tuple[int, ...] = ()
    """The cards of the trick before, in the order played (none at trick 1)."""
    last_leader: int = 0
    """Who led to the trick before."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayOut:
    """One play from the position to the end."""

    cards: tuple[int, ...]
    """The cards played, from the position on, in order."""
    declarer_tricks: int
    """Tricks declarer's side won from the position's trick on."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Plays:
    """The plays made from one position."""

    plays: tuple[PlayOut, ...]
    """Every play made, in the order of their seeds."""
    asked: int
    """The plays asked for."""
    partial: bool
    """The budget ran out before all the plays asked for were made."""
    seconds: float
    """The processor time they took."""

    @property
    def distribution(self) -> dict[int, int]:
        """How many plays gave declarer's side each number of tricks (from the position)."""
        return dict(sorted(Counter(p.declarer_tricks for p in self.plays).items()))


Progress = Callable[[int, int], None]
"""Told after each play: the plays made, the plays asked for."""


class _OutOfTime(Exception):
    """The budget ran out during a play."""


class _Game:
    """One play in progress: the real hands, the trick, what has been shown."""

    def __init__(self, pos: Position, solver: Session, rng: random.Random, settings: Settings,
                 cache: dict[tuple[int, ...], list[tuple[int, int]]]) -> None:
        self.hands = list(pos.masks)  # at the start of the current trick
        self.leader, self.played = pos.leader, list(pos.played)
        self.trump, self.declarer = pos.trump, pos.declarer
        self.voids, self.faced, self.first = list(pos.voids), pos.dummy_faced, pos.first
        self.solver, self.rng, self.settings, self.cache = solver, rng, settings, cache
        self.last, self.last_leader = pos.last, pos.last_leader

    def to_play(self) -> int:
        return (self.leader + len(self.played)) & 3

    def remaining(self, seat: int) -> int:
        """The cards ``seat`` still holds (his card to this trick taken out)."""
        i = (seat - self.leader) & 3
        hand = self.hands[seat]
        return hand & ~(1 << self.played[i]) if i < len(self.played) else hand

    def legal(self, seat: int) -> int:
        """The cards ``seat`` may play now."""
        hand = self.remaining(seat)
        if self.first is not None:
            return self.first & hand or hand
        if self.played:
            return SUIT_MASKS[self.played[0] // 13] & hand or hand
        return hand

    def choose(self) -> int:
        """The card the player to play chooses."""
        seat = self.to_play()
        legal, self.first = self.legal(seat), None
        out = 0
        for s in range(4):
            if s != seat:
                out |= self.remaining(s)
        for c in self.played:
            out |= 1 << c
        runs = groups(legal, out)
        pick = self._pick(seat, runs) if len(runs) > 1 else 0
        low, high = runs[pick]
        return low if self.played else high

    def _pick(self, seat: int, runs: list[tuple[int, int]]) -> int:
        """The run of ``seat``'s legal cards with the best mean over the layouts."""
        where = {c: i for i, (low, high) in enumerate(runs) for c in range(low, high + 1)}
        totals, places = [0.0] * len(runs), [0.0] * len(runs)
        decider = self.declarer if seat == (self.declarer + 2) & 3 else seat
        reads = self.settings.reads if decider == self.declarer and self.last else 0.0
        for world in self.worlds(decider):
            weight = reads ** self._errors(world) if reads else 1.0
            seen: set[int] = set()
            for place, (card, tricks) in enumerate(self._solve(world)):
                i = where.get(card)
                if i is not None and i not in seen:
                    seen.add(i)
                    totals[i] += weight * tricks
                    places[i] += weight * place
        return min(range(len(runs)), key=lambda i: (-totals[i], places[i]))

    def _errors(self, world: Masks) -> int:
        """The defenders' cards of the trick before and of this one that give a trick away
        double dummy in ``world`` (one analysis of those cards)."""
        key = (-1, *world, self.leader, *self.played)
        got = self.cache.get(key)
        if got is not None:
            return got[0][0]
        start = list(world)
        for i, c in enumerate(self.last):
            start[(self.last_leader + i) & 3] |= 1 << c
        cards = [*self.last, *self.played]
        self.solver.load(start, self.last_leader, (), self.trump)
        values = self.solver.analyse_play(cards, 0, len(cards))
        dummy = (self.declarer + 2) & 3
        errors = 0
        leader, trick = self.last_leader, 0
        for i in range(len(cards)):
            seat = (leader + trick) & 3
            if values[i + 1] != values[i] and seat not in (self.declarer, dummy):
                errors += 1
            trick += 1
            if i == 3:
                leader, trick = self.leader, 0
        self.cache[key] = [(errors, 0)]
        return errors

    def _solve(self, world: Masks) -> list[tuple[int, int]]:
        """Every legal card's tricks in ``world``, in the solver's order (kept for the
        plays after: they meet the same positions often)."""
        key = (*world, self.leader, *self.played)
        got = self.cache.get(key)
        if got is None:
            solved = self.solver.solve_all(world, leader=self.leader,  # type: ignore[arg-type]
                                           trump=self.trump, played=self.played)  # type: ignore[arg-type]
            got = [(int(c), n) for c, n in solved.items()]
            if len(self.cache) > 200_000:
                self.cache.clear()
            self.cache[key] = got
        return got

    def worlds(self, decider: int) -> list[Masks]:
        """Layouts of the hands ``decider`` cannot see (at the start of the trick),
        consistent with what he has seen; all of them if there are no more than asked."""
        dummy = (self.declarer + 2) & 3
        if decider != self.declarer and self.settings.defenders_see:
            return [(self.hands[0], self.hands[1], self.hands[2], self.hands[3])]
        seen = {decider, dummy} if self.faced else {decider}
        hidden = [s for s in range(4) if s not in seen]
        fixed = [self.remaining(s) for s in range(4)]
        need = [fixed[s].bit_count() for s in hidden]
        forced, free = [0] * len(hidden), 0
        for suit in range(4):
            cards = 0
            for s in hidden:
                cards |= fixed[s] & SUIT_MASKS[suit]
            can = [k for k, s in enumerate(hidden) if not self.voids[s] >> suit & 1]
            if len(can) == 1:
                forced[can[0]] |= cards
            else:
                free |= cards
        for k in range(len(hidden)):
            need[k] -= forced[k].bit_count()
        out = []
        for parts in self._layouts([c for c in range(52) if free >> c & 1], need):
            world = list(fixed)
            for k, s in enumerate(hidden):
                world[s] = forced[k] | parts[k]
            for i, c in enumerate(self.played):  # back to the start of the trick
                world[(self.leader + i) & 3] |= 1 << c
            out.append((world[0], world[1], world[2], world[3]))
        return out

    def _layouts(self, loose: list[int], need: list[int]) -> list[list[int]]:
        """Ways to share the ``loose`` cards among the hidden hands, ``need[k]`` each:
        every way when there are no more than the samples, else that many at random."""
        every = 0
        for c in loose:
            every |= 1 << c
        if len(need) == 2 and math.comb(len(loose), need[0]) <= self.settings.samples:
            out = []
            for pick in itertools.combinations(loose, need[0]):
                a = 0
                for c in pick:
                    a |= 1 << c
                out.append([a, every & ~a])
            return out
        out = []
        for _ in range(self.settings.samples):
            cards = loose[:]
            self.rng.shuffle(cards)
            parts, at = [], 0
            for n in need:
                m = 0
                for c in cards[at:at + n]:
                    m |= 1 << c
                parts.append(m)
                at += n
            out.append(parts)
        return out

    def play(self, card: int) -> bool:
        """Play ``card`` for the player to play; whether it ended a trick that declarer's
        side won."""
        seat = self.to_play()
        if self.played and card // 13 != self.played[0] // 13:
            self.voids[seat] |= 1 << (self.played[0] // 13)
        self.played.append(card)
        if len(self.played) < 4:
            return False
        win = winner(self.played, self.leader, self.trump)
        for i, c in enumerate(self.played):
            self.hands[(self.leader + i) & 3] &= ~(1 << c)
        self.last, self.last_leader = tuple(self.played), self.leader
        self.leader, self.played, self.faced = win, [], True
        return (win & 1) == (self.declarer & 1)


def _play_once(game: _Game, deadline: float | None,
               clock: Callable[[], float]) -> tuple[list[int], int]:
    """The cards of one play to the end and declarer's tricks; raises :class:`_OutOfTime`
    when ``clock`` has passed ``deadline`` before a card."""
    cards: list[int] = []
    won = 0
    while game.hands[0] or game.played:
        if deadline is not None and clock() > deadline:
            raise _OutOfTime
        card = game.choose()
        cards.append(card)
        won += game.play(card)
    return cards, won


def play_many(solver: Session, pos: Position, settings: Settings,
              progress: Progress | None = None, *,
              clock: Callable[[], float] = time.process_time) -> Plays:
    """The plays from ``pos``: as many as asked, or as the budget allows on ``clock``
    (this process's processor time)."""
    start = clock()
    deadline = None if settings.budget is None else start + settings.budget
    cache: dict[tuple[int, ...], list[tuple[int, int]]] = {}
    out: list[PlayOut] = []
    for k in range(settings.plays):
        game = _Game(pos, solver, random.Random(settings.seed * 1_000_003 + k), settings, cache)
        try:
            cards, won = _play_once(game, deadline, clock)
        except _OutOfTime:
            break
        out.append(PlayOut(cards=tuple(cards), declarer_tricks=won))
        if progress is not None:
            progress(k + 1, settings.plays)
    return Plays(plays=tuple(out), asked=settings.plays, partial=len(out) < settings.plays,
                 seconds=clock() - start)
