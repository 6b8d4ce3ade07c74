"""Law 64C's line, compiled (issue 16, speed): ``equity/line_core.c`` (which CPython runs as
the extension ``_fastline``, and the offline app inside its WebAssembly module: the browser's
own test is test_law_64c_line_compiled_in_the_browser_is_the_python_line.py) finds the line by
the same steps as ``equity/line.py`` (guess, check with the solver, try another card where the
value drops, one search for a lead guessed wrong in a large position), so both must give
the same line, card for card, on every position: endings dealt at random (a fixed seed)
from one to thirteen tricks, with 0-3 cards already in the trick, in every strain.  The
Python line is itself checked card by card against plain solves
(test_law_64c_line_double_dummy.py).  Skipped where the extension was not built (no C
compiler); CI builds it (.ci/run checks the import).
"""

from __future__ import annotations

import pytest

from test_law_64c_line_double_dummy import _endings, _exact
from verzaking.cards import CARDS, Seat
from verzaking.equity import line
from verzaking.equity.solver import session

pytestmark = pytest.mark.skipif(line._native is None,
                                reason="the compiled line was not built (no C compiler)")


def _line(masks: tuple[int, int, int, int], leader: int, trump: int | None,
          played: list[int], native: bool, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    values = _exact(masks, leader, trump, played)
    card = max(sorted(values, reverse=True), key=lambda c: values[c])
    monkeypatch.setattr(line, "NATIVE", native)
    with session() as solver:
        solver.solve_all(masks, leader=Seat(leader), trump=trump,
                         played=[CARDS[c] for c in played])
        rows = line.principal_line(solver, masks, leader=Seat(leader), trump=trump,
                                   played=[CARDS[c] for c in played], number=1, card=card)
    return [(row.leader, row.winner, row.cards) for row in rows]


@pytest.mark.parametrize(("seed", "count", "sizes"), [
    (16, 150, (1, 2, 3, 4, 5, 6, 7)),
    (1113, 12, (8, 9, 10)),
    (2034, 6, (12, 13)),  # leads guessed wrong in a large position: searched
    (13, 4, (13,)),
])
def test_the_compiled_line_is_the_python_line(seed: int, count: int, sizes: tuple[int, ...],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    for masks, leader, trump, played in _endings(seed, count, sizes):
        assert (_line(masks, leader, trump, played, True, monkeypatch)
                == _line(masks, leader, trump, played, False, monkeypatch)), (
            masks, leader, trump, played)


def test_a_position_the_line_cannot_start_from_is_refused_not_crashed() -> None:
    # The compiled line checks what it is given before it touches the solver (two reviews
    # found shifts by -1 and cards of -1 for some of these: an empty hand beside full ones
    # gave the card -1, read as the ace of spades): each is a ValueError, as line.py
    # raises for a position it cannot play.
    native = line._native
    assert native is not None
    from verzaking.equity.solver import session
    with session() as solver:
        solve, analyse, deal, _, _ = solver.handles()
    one = (1, 1 << 13, 1 << 26, 1 << 39)  # a two each, clubs .. spades: four cards

    def call(hands: tuple[int, ...] = one, leader: int = 0, trick: tuple[int, ...] = (),
             trump: int = -1, card: int = 0, until: int = 4, addresses: tuple[int, ...] = (),
             ) -> list[int]:
        return native(*(addresses or (solve, analyse, deal)), 0, 4, *hands, leader, trick,
                      trump, card, until, 0, 8, 28, 44)

    assert call() == [0, 13, 26, 39]  # one card each: the line is forced, no search
    bad = {
        "more cards asked for than the hands hold": {"until": 8},
        "a trump suit out of range": {"trump": 5},
        "a leader out of range": {"leader": 4},
        "a card of the trick beyond the deck": {"trick": (2**32 + 5,)},
        "a card of the trick still in a hand": {"trick": (13,)},
        "four cards in the trick": {"trick": (2, 3, 4, 5)},
        "a hand of fourteen cards": {"hands": ((1 << 14) - 1, 0, 0, 0), "until": 14},
        "hands of unequal length": {"hands": (0b11, 0, 1 << 26, 1 << 39)},  # East void
        "hands of unequal length, none void": {"hands": (0b111, 1 << 13, 1 << 26, 1 << 39),
                                               "until": 6},
        "a hand beyond 64 bits": {"hands": ((1 << 64) | 1, 1 << 13, 1 << 26, 1 << 39)},
        "a negative hand": {"hands": (-1, 1 << 13, 1 << 26, 1 << 39)},
        "a trick card beyond 63 bits": {"trick": (2**63,)},
        "two hands with one card": {"hands": (1, 1, 1 << 26, 1 << 39)},
        "a card not in the hand to play": {"card": 13},
        "a card beyond the deck": {"card": 60},
        "no solver": {"addresses": (0, 0, 0)},
    }
    for what, args in bad.items():
        with pytest.raises(ValueError, match="cannot start from"):
            call(**args)  # type: ignore[arg-type]
        assert what


def _solve_and_line(masks: tuple[int, int, int, int], leader: int, trump: int | None,
                    played: list[int], allowed: list[int], native: bool,
                    monkeypatch: pytest.MonkeyPatch) -> tuple[object, ...]:
    monkeypatch.setattr(line, "NATIVE", native)
    with session() as solver:
        pairs, card, rows = line.solve_and_line(
            solver, masks, leader=Seat(leader), trump=trump, played=[CARDS[c] for c in played],
            number=1, allowed=[CARDS[c] for c in allowed])
    return pairs, card, [(row.leader, row.winner, row.cards) for row in rows]


def test_the_search_and_line_in_one_compiled_call_is_the_python_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # 64C's estimate asks the solver, in one compiled call, for every legal card's tricks
    # and the line after the best card the offender could have played (the cards he held
    # of the suit led).  The same as the Python path: the same cards in the same order with
    # the same tricks, the same chosen card, the same line.  The chosen card is checked
    # against a plain solve of its own: the most tricks of the allowed cards.
    import random
    rng = random.Random(64)
    chose = 0
    for masks, leader, trump, played in _endings(2026, 60, (2, 3, 5, 7, 9, 11)):
        values = _exact(masks, leader, trump, played)
        legal = sorted(int(c) for c in values)
        allowed = rng.sample(legal, rng.randrange(1, len(legal) + 1))
        compiled = _solve_and_line(masks, leader, trump, played, allowed, True, monkeypatch)
        assert compiled == _solve_and_line(masks, leader, trump, played, allowed, False,
                                           monkeypatch), (masks, leader, trump, played)
        pairs, card, rows = compiled
        assert dict(pairs) == values  # type: ignore[call-overload]
        assert card in allowed
        assert values[card] == max(values[CARDS[c]] for c in allowed)  # type: ignore[index]
        assert rows and rows[0][2][(leader + len(played)) & 3] == card  # type: ignore[index]
        chose += len(allowed) > 1
    assert chose > 20


def test_no_allowed_card_gives_no_line_and_a_bad_position_is_refused() -> None:
    # An offender whose cards of the suit led are not among the legal ones (a case file
    # that contradicts itself) gets the legal cards' tricks but no line; a position that is
    # not one is a ValueError, as for the line alone, never a crash (a review crashed the
    # extension with a window of 2**31 - 1: the tuning is checked too).
    from verzaking.equity._fastline import solve_line as native

    one = (1, 1 << 13, 1 << 26, 1 << 39)  # a two each: four cards
    two = (0b11, 0b11 << 13, 0b11 << 26, 0b11 << 39)  # the two and three of a suit each
    with session() as solver:  # the solver's lock held, as the estimate holds it
        solve, analyse = solver.handles()[:2]
        # North leads at no trump, from clubs only, which nobody else holds: the three (and
        # the two beside it, equivalent) win both tricks; East's diamond is not North's.
        assert native(solve, analyse, *two, 0, (), -1, 1 << 13, 8, 28, 44) == (
            [1, 0], [2, 2], None)
        # one card each: North leads his club and wins the trick (leader, winner, N E S W)
        assert native(solve, analyse, *one, 0, (), -1, 1, 8, 28, 44)[2] == [
            0, 0, 0, 13, 26, 39]
        for what, hands, trick in (("fourteen cards", ((1 << 14) - 1, 0, 0, 0), ()),
                                   ("unequal lengths", (0b11, 0, 1 << 26, 1 << 39), ()),
                                   ("no cards", (0, 0, 0, 0), ()),
                                   ("a trick card held", one, (13,))):
            with pytest.raises(ValueError, match="cannot start from"):
                native(solve, analyse, *hands, 0, trick, -1, 1, 8, 28, 44)
            assert what
        for what, allowed in (("a negative mask", -1), ("a mask beyond the deck", 1 << 52),
                              ("beyond 64 bits", (1 << 64) | 1)):
            with pytest.raises(ValueError, match="cannot start from"):
                native(solve, analyse, *two, 0, (), -1, allowed, 8, 28, 44)
            assert what
        for window, whole, search_lead in ((2**31 - 1, 0, 44), (-5, 28, 44), (0, 28, 44),
                                           (8, -1, 44), (8, 28, -3), (8, 99, 44)):
            with pytest.raises(ValueError, match="out of range"):
                native(solve, analyse, *two, 0, (), -1, 1, window, whole, search_lead)
            with pytest.raises(ValueError, match="out of range"):
                line._native(solve, analyse, solver.handles()[2], 0, 8, *two, 0, (), -1, 1,
                             8, 4, window, whole, search_lead)
    with pytest.raises(ValueError, match="cannot start from"):
        native(0, 0, *one, 0, (), -1, 1, 8, 28, 44)  # no solver: refused before any call


def test_law_44_the_compiled_winner_is_the_python_one() -> None:
    # Law 44's trick winner is written once in Python (verzaking/trick.py), which the
    # table, the scan's fast path and the Python line use; the compiled line keeps its own
    # twin (its ahead), which must agree card for card: every lead with every second card
    # in every strain, and tricks of three and four cards dealt at random (a fixed seed).
    import random

    from verzaking.equity import _fastline
    from verzaking.trick import ahead

    assert hasattr(_fastline, "ahead"), "the extension predates the winner: build it again"
    tricks: list[tuple[int, ...]] = [(a, b) for a in range(52) for b in range(52) if a != b]
    rng = random.Random(44)
    tricks += [tuple(rng.sample(range(52), n)) for n in (1, 3, 4) for _ in range(20_000)]
    for trump in (-1, 0, 1, 2, 3):
        for trick in tricks:
            assert _fastline.ahead(trick, trump) == ahead(trick, None if trump < 0 else trump), (
                trick, trump)
    # worked by hand: hearts led (the queen), a higher heart, a low trump, the ace of the led
    # suit after it: at no trump the ace wins, with spades trumps the two of spades does
    hq, hk, s2, ha = 36, 37, 39, 38
    assert ahead((hq, hk, s2, ha), None) == (3, ha) == _fastline.ahead((hq, hk, s2, ha), -1)
    assert ahead((hq, hk, s2, ha), 3) == (2, s2) == _fastline.ahead((hq, hk, s2, ha), 3)
