"""Law 64C's line (issue 16): every card of the principal line keeps the double-dummy
value, checked card by card against a plain solve of each position, on endings dealt
at random (a fixed seed: the same endings on every machine).

The line is built from DDS's play analysis rather than a search per card; the analysis
had a trap (it counts the cards already in the trick as cards of the sequence, so from
inside a trick it left the last cards unanalysed and reported stale values), kept here
as a test of its own.
"""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from conftest import FIXTURES
from verzaking.cards import CARDS, SUIT_MASKS, Card, Seat
from verzaking.equity.line import principal_line
from verzaking.equity.solver import session, solve_position, winner

Masks = tuple[int, int, int, int]


def _deal(rng: random.Random, tricks: int) -> Masks:
    cards = rng.sample(range(52), 4 * tricks)
    m = [sum(1 << c for c in cards[i * tricks:(i + 1) * tricks]) for i in range(4)]
    return (m[0], m[1], m[2], m[3])


def _legal(hand: int, trick: list[int]) -> list[int]:
    follow = hand & SUIT_MASKS[trick[0] // 13] if trick else 0
    cards = follow or hand
    return [c for c in range(52) if cards >> c & 1]


def _endings(seed: int, count: int, sizes: tuple[int, ...]) -> list[tuple[Masks, int,
                                                                          int | None,
                                                                          list[int]]]:
    """Random endings: the hands at the start of a trick, its leader, the trump suit
    (or none) and 0-3 cards played to it at random."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        masks = _deal(rng, rng.choice(sizes))
        leader = rng.randrange(4)
        trump = rng.choice([None, 0, 1, 2, 3])
        hands, played = list(masks), list[int]()
        for i in range(rng.randrange(4)):
            seat = (leader + i) & 3
            c = rng.choice(_legal(hands[seat], played))
            hands[seat] &= ~(1 << c)
            played.append(c)
        out.append((masks, leader, trump, played))
    return out


def _exact(masks: Masks, leader: int, trump: int | None, trick: list[int]) -> dict[Card, int]:
    return solve_position(masks, leader=Seat(leader), trump=trump,
                          played=[CARDS[c] for c in trick])


def test_every_card_of_the_line_keeps_the_double_dummy_value() -> None:
    for masks, leader, trump, played in _endings(16, 40, (1, 2, 3, 4, 5, 6, 7)):
        _check_line(masks, leader, trump, played)


def test_every_card_of_the_line_keeps_the_value_in_a_large_position() -> None:
    # Eleven and twelve tricks to go: the lead after the revoke trick is where a wrong
    # guess costs most, and where the line's windows of cards are checked in turn.
    for masks, leader, trump, played in _endings(1113, 3, (11, 12)):
        _check_line(masks, leader, trump, played)


def _check_line(masks: Masks, leader: int, trump: int | None, played: list[int]) -> None:
    """The line after the best card: every card legal and keeping the plain solve's
    value, every trick's winner right."""
    values = _exact(masks, leader, trump, played)
    card = max(sorted(values, reverse=True), key=lambda c: values[c])
    with session() as solver:
        solver.solve_all(masks, leader=Seat(leader), trump=trump,
                         played=[CARDS[c] for c in played])
        rows = principal_line(solver, masks, leader=Seat(leader), trump=trump,
                              played=[CARDS[c] for c in played], number=9, card=card)
    left = masks[0].bit_count()
    assert [row.number for row in rows] == list(range(9, 9 + left))
    seq = [int(row.cards[(int(row.leader) + i) & 3]) for row in rows for i in range(4)]
    assert seq[:len(played) + 1] == [*played, int(card)]
    assert sorted(seq) == sorted(c for c in range(52) if (masks[0] | masks[1] | masks[2]
                                                          | masks[3]) >> c & 1)
    hands, lead, trick = list(masks), leader, list[int]()
    for i, c in enumerate(seq):
        seat = (lead + len(trick)) & 3
        assert c in _legal(hands[seat], trick), (masks, i)
        if i > len(played):  # the cards after the likely one
            now = _exact(tuple(hands), lead, trump, trick)  # type: ignore[arg-type]
            assert now[CARDS[c]] == max(now.values()), (masks, leader, trump, played, i)
        trick.append(c)
        if len(trick) == 4:
            for j, t in enumerate(trick):
                hands[(lead + j) & 3] &= ~(1 << t)
            win = winner(trick, lead, trump)
            assert rows[i // 4].winner == win
            lead, trick = win, []


def test_analysis_from_inside_a_trick_counts_the_cards_already_played() -> None:
    # Random (not double-dummy) play from a position with 1-3 cards in the trick: the
    # solver's value after each card is the plain solve's, up to the last trick.
    rng = random.Random(61)
    for masks, leader, trump, played in _endings(61, 30, (3, 4, 5, 6)):
        if not played:
            continue
        hands, lead, trick, seq = list(masks), leader, list(played), []
        for i, c in enumerate(played):
            hands[(leader + i) & 3] &= ~(1 << c)
        while hands[lead] or trick:
            seat = (lead + len(trick)) & 3
            c = rng.choice(_legal(hands[seat], trick))
            hands[seat] &= ~(1 << c)
            trick.append(c)
            seq.append(c)
            if len(trick) == 4:
                lead, trick = winner(trick, lead, trump), []
        count = len(seq) - 4  # not into the last trick
        start = list(masks)
        for i, c in enumerate(played):
            start[(leader + i) & 3] &= ~(1 << c)
        with session() as solver:
            solver.solve_all(masks, leader=Seat(leader), trump=trump,
                             played=[CARDS[c] for c in played])
            solver.load(start, leader, played, trump)
            got = list(solver.analyse_play(seq, 0, count))
        side = (leader + 1) & 1  # the values count the tricks of the side that did not lead
        hands, lead, trick, won = list(masks), leader, list(played), 0
        for i in range(count + 1):
            left = hands[lead].bit_count()  # tricks from this one on (hands at its start)
            mover = (lead + len(trick)) & 3
            best = max(_exact(tuple(hands), lead, trump, trick).values())  # type: ignore[arg-type]
            assert got[i] == won + (best if mover & 1 == side else left - best), (masks, i)
            if i == count:
                break
            trick.append(seq[i])
            if len(trick) == 4:
                for j, t in enumerate(trick):
                    hands[(lead + j) & 3] &= ~(1 << t)
                win = winner(trick, lead, trump)
                won += win & 1 == side
                lead, trick = win, []


def test_the_last_trick_is_never_asked_of_the_analysis() -> None:
    # DDS leaves the last trick unanalysed and returns what its result held before; the
    # wrapper refuses to ask rather than pass that on.  Two tricks of clubs, North leads.
    masks = (1 << 12 | 1 << 11, 1 << 10 | 1 << 9, 1 << 8 | 1 << 7, 1 << 6 | 1 << 5)
    seq = [12, 10, 8, 6, 11, 9, 7, 5]
    with session() as solver:
        solver.solve_all(masks, leader=Seat.NORTH, trump=None, played=[])
        solver.load(list(masks), 0, (), None)
        assert list(solver.analyse_play(seq, 0, 4)) == [0] * 5  # East-West win nothing
        with pytest.raises(ValueError):
            solver.analyse_play(seq, 0, 5)


def test_an_equity_ruling_loads_the_solver_without_importing_endplay() -> None:
    # Importing the endplay package takes most of a second (matplotlib, for its dealer);
    # the ruling takes DDS from endplay's folder and declares its structures itself.
    code = ("import sys, verzaking; "
            "[r] = verzaking.rule_file(sys.argv[1]); "
            "print(r.declarer_tricks_equity, 'endplay' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(FIXTURES / "equity_more.pbn")],
                         capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.split() == ["9", "False"]  # the estimate of equity_more.pbn: 9 tricks


def test_without_the_solver_the_ruling_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    # No endplay (or a library that will not load): the ruling stands, and a 64C step says
    # the estimate could not be made, in the director's language.
    import verzaking
    from verzaking.equity import dds, solver

    monkeypatch.setattr(solver, "_LIB", [])
    monkeypatch.setattr(dds.importlib.util, "find_spec", lambda name: None)
    [r] = verzaking.rule_file(FIXTURES / "equity_more.pbn")
    assert isinstance(r, verzaking.Ruling)
    assert r.declarer_tricks_adjusted == 7 and r.declarer_tricks_equity is None
    assert [s.code for s in r.steps if s.law == "64C"][-1] == "64C.unsolved"
    en, nl = verzaking.render_text(r, "en"), verzaking.render_text(r, "nl")
    assert "solver, from the endplay package, is not installed" in en
    assert "uit het pakket endplay, is hier niet geïnstalleerd" in nl and "installed" not in nl


def _plain_lead_by_every_run(hands: list[int], seat: int, trump: int | None) -> int:
    """Plain play's lead as its rules say it, every run scored (in tenths): a run with the
    suit's winner +30, the lowest run toward partner's winner +25, a suit an opponent can
    ruff -30, trumps -10; the suit's length, and +2 for its lowest run; the highest card of
    the best run, the first of runs scored alike by suit and rank."""
    from verzaking.equity.solver import groups
    hand, mate = hands[seat], hands[(seat + 2) & 3]
    lho, rho = hands[(seat + 1) & 3], hands[(seat + 3) & 3]
    every = hand | mate | lho | rho
    trumps = SUIT_MASKS[trump] if trump is not None else 0
    pick, best = -1, 0
    for low, high in groups(hand, every & ~hand):
        suit = SUIT_MASKS[low // 13]
        mine = hand & suit
        top = (every & suit).bit_length() - 1
        lowest = low == (mine & -mine).bit_length() - 1
        v = mine.bit_count() + (2 if lowest else 0)
        if suit == trumps:
            v -= 10
        else:
            if high == top:
                v += 30
            elif mate >> top & 1 and lowest:
                v += 25
            if (not lho & suit and lho & trumps) or (not rho & suit and rho & trumps):
                v -= 30
        if pick < 0 or v > best:
            pick, best = high, v
    return pick


def test_the_fast_lead_choice_is_the_one_scoring_every_run_would_make() -> None:
    # The lead chooser scores only two runs per suit (the lowest, and the one holding the
    # suit's winner: a suit's other runs always score less); scoring every run by plain
    # play's rules must give the same card, ties included, on random positions.
    from verzaking.equity.leads import plain_lead
    rng = random.Random(44)
    for _ in range(3000):
        masks = _deal(rng, rng.randint(1, 13))
        seat = rng.randrange(4)
        trump = rng.choice([None, 0, 1, 2, 3])
        hands = list(masks)
        assert plain_lead(hands, seat, trump) == _plain_lead_by_every_run(hands, seat, trump), (
            masks, seat, trump)


def test_a_lead_guessed_wrong_in_a_large_position_is_found_by_one_search(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # In a large position a lead guessed wrong is not guessed again: one search of its
    # position gives a right one, and the line goes on from there.  Every card must still
    # keep the value, and the search must have been made (else this tests nothing new).
    # The Python line is counted here; the compiled one gives the same lines
    # (test_law_64c_line_compiled_is_the_python_line.py).
    from verzaking.equity import line
    from verzaking.equity.solver import Session

    monkeypatch.setattr(line, "NATIVE", False)
    searched: list[int] = []
    best_lead = Session.best_lead

    def counted(self: Session, hands: Masks, leader: int, trump: int | None) -> int:
        searched.append(leader)
        return best_lead(self, hands, leader, trump)

    monkeypatch.setattr(Session, "best_lead", counted)
    for masks, leader, trump, played in _endings(2034, 6, (12, 13)):
        _check_line(masks, leader, trump, played)
    assert searched
