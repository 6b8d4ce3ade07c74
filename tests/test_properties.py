"""Hypothesis: legal play never yields a revoke; an injected revoke is always found and
ruled as Law 64 (2017) says, by an oracle written here from the law text."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import verzaking
from verzaking.cards import CARDS, Deal, Seat, Strain
from verzaking.contract import Contract, Vulnerability
from verzaking.facts import facts_from_play
from verzaking.play import replay


def _deal(perm: list[int]) -> Deal:
    masks = [0, 0, 0, 0]
    for i, c in enumerate(perm):
        masks[i // 13] |= 1 << c
    return Deal((masks[0], masks[1], masks[2], masks[3]))


def _winner(cards: dict[int, int], leader: int, trump: int | None) -> int:
    led = cards[leader] // 13
    best = leader
    for seat, c in cards.items():
        b = cards[best]
        if trump is not None and c // 13 == trump and (b // 13 != trump or c > b):
            best = seat
        elif c // 13 == led and b // 13 == led and c > b:
            best = seat
    return best


def _play(deal: Deal, contract: Contract, rng: random.Random,
          inject: tuple[int, int] | set[tuple[int, int]] | None,
          ) -> tuple[list[list[str]], tuple[int, int] | None]:
    """Random play in order of play; ``inject`` (trick, position 1-3) forces revokes there.

    Returns the tricks and the (trick, seat) of the last revoke made.
    """
    targets = inject if isinstance(inject, set) else {inject}
    hands = [set(deal.hand(Seat(s))) for s in range(4)]
    leader = int(contract.opening_leader)
    trump = contract.strain.trump
    tricks, done = [], None
    for number in range(1, 14):
        cards: dict[int, int] = {}
        row = []
        for pos in range(4):
            seat = (leader + pos) % 4
            hand = sorted(hands[seat])
            if pos:
                led = cards[leader] // 13
                follow = [c for c in hand if c // 13 == led]
                other = [c for c in hand if c // 13 != led]
                if (number, pos) in targets and follow and other:
                    choice = rng.choice(other)
                    done = (number, seat)
                else:
                    choice = rng.choice(follow or hand)
            else:
                choice = rng.choice(hand)
            hands[seat].discard(CARDS[choice])
            cards[seat] = choice
            row.append(str(CARDS[choice]))
        tricks.append(row)
        leader = _winner(cards, leader, None if trump is None else int(trump))
    return tricks, done


def _oracle(facts: verzaking.BoardFacts, seat: Seat, trick: int) -> tuple[str, int]:
    """Law 64 for one established revoke on a fully played board (2017).

    The 64B items are tried in the law's order; the first that applies is named.
    """
    contract = facts.contract
    side = seat.side
    winner = facts.tricks[trick - 1].winner
    later = [t for t in facts.tricks if t.number > trick and t.side == side]
    if winner.side != side and not later:
        return "64B1", 0
    if seat == contract.dummy:
        return "64B3", 0
    if trick == 12:
        return "64B6", 0
    if winner == seat:
        return "64A1", 1 + (1 if later else 0)
    return "64A2", 1


contracts = st.builds(
    lambda level, strain, declarer: Contract(level=level, strain=strain, declarer=declarer),
    st.integers(1, 7), st.sampled_from(list(Strain)), st.sampled_from(list(Seat)))


@settings(max_examples=150, deadline=None)
@given(perm=st.permutations(range(52)), contract=contracts, seed=st.integers(0, 2**32))
def test_legal_play_never_yields_a_revoke(perm, contract, seed) -> None:
    deal = _deal(perm)
    tricks, _ = _play(deal, contract, random.Random(seed), None)
    play = replay(deal, contract, tricks)
    assert play.revokes == ()
    assert play.finished and play.declarer_tricks + play.defender_tricks == 13


@settings(max_examples=300, deadline=None)
@given(perm=st.permutations(range(52)), contract=contracts, seed=st.integers(0, 2**32),
       trick=st.integers(1, 12), pos=st.integers(1, 3))
def test_injected_revoke_is_found_and_ruled_by_law_64(perm, contract, seed, trick, pos) -> None:
    deal = _deal(perm)
    tricks, done = _play(deal, contract, random.Random(seed), (trick, pos))
    play = replay(deal, contract, tricks)
    if done is None:  # nobody could revoke there (void or only the suit led)
        assert play.revokes == ()
        return
    [rv] = play.revokes
    assert (rv.trick, int(rv.seat)) == done
    facts = facts_from_play(board="x", contract=contract, vulnerability=Vulnerability.NONE,
                            deal=deal, play=play, result=None)
    ruling = verzaking.rule(facts)
    [rr] = ruling.revokes
    assert rr.established
    assert (rr.rule, rr.tricks_transferred) == _oracle(facts, rv.seat, rv.trick)
    assert all(n >= rv.trick for n in rr.transferred)  # never a trick before the revoke
    sign = 1 if rv.seat.side != contract.declaring_side else -1
    assert ruling.declarer_tricks_adjusted == play.declarer_tricks + sign * rr.tricks_transferred


def _nominal(facts: verzaking.BoardFacts, revokes: list, i: int) -> tuple[str, int]:
    """64A/64B for revoke ``i`` among several, before the cap on available tricks."""
    rv = revokes[i]
    side = rv.seat.side
    winner = facts.tricks[rv.trick - 1].winner
    later = [t for t in facts.tricks if t.number > rv.trick and t.side == side]
    if winner.side != side and not later:
        return "64B1", 0
    if any(o.seat == rv.seat and o.suit_led == rv.suit_led and o.trick < rv.trick
           for o in revokes):
        return "64B2", 0
    if rv.seat == facts.contract.dummy:
        return "64B3", 0
    if rv.trick == 12:
        return "64B6", 0
    if len({o.seat.side for o in revokes}) == 2:
        return "64B7", 0
    if winner == rv.seat:
        return "64A1", 1 + (1 if later else 0)
    return "64A2", 1


@settings(max_examples=300, deadline=None)
@given(perm=st.permutations(range(52)), contract=contracts, seed=st.integers(0, 2**32),
       spots=st.sets(st.tuples(st.integers(1, 12), st.integers(1, 3)), min_size=2, max_size=5))
def test_several_revokes_each_ruled_and_added_up(perm, contract, seed, spots) -> None:
    deal = _deal(perm)
    tricks, _ = _play(deal, contract, random.Random(seed), set(spots))
    play = replay(deal, contract, tricks)
    facts = facts_from_play(board="x", contract=contract, vulnerability=Vulnerability.NONE,
                            deal=deal, play=play, result=None)
    ruling = verzaking.rule(facts)
    revokes = list(play.revokes)
    assert len(ruling.revokes) == len(revokes)
    used: set[int] = set()
    total = {0: 0, 1: 0}
    for i, rr in enumerate(ruling.revokes):
        rule, count = _nominal(facts, revokes, i)
        assert rr.rule == rule
        assert rr.tricks_transferred <= count
        side = rr.revoke.seat.side
        for n in rr.transferred:  # only the offenders' own tricks from the revoke on
            assert n >= rr.revoke.trick and facts.tricks[n - 1].side == side
            assert n not in used
            used.add(n)
        if rule == "64A1":
            assert rr.revoke.trick in rr.transferred
        total[side.other] += rr.tricks_transferred
    decl = contract.declaring_side
    assert ruling.declarer_tricks_adjusted == (play.declarer_tricks + total[decl]
                                               - total[decl.other])
    # when the offenders won enough tricks from each revoke on, every revoke gets its
    # full transfer (for every revoke, the tricks they won from it on cover all the
    # transfers due for it and the later ones)
    for side in (0, 1):
        due = [(r.revoke.trick, _nominal(facts, revokes, i)[1])
               for i, r in enumerate(ruling.revokes) if r.revoke.seat.side == side]
        due = [(t, n) for t, n in due if n]
        enough = all(len([x for x in facts.tricks if x.number >= t and x.side == side])
                     >= sum(n for t2, n in due if t2 >= t) for t, _ in due)
        if enough:
            got = sum(r.tricks_transferred for r in ruling.revokes if r.revoke.seat.side == side)
            assert got == sum(n for _, n in due)
