"""Law 64C's line, compiled, in the browser: the offline app builds the line's C core
(``equity/line_core.c``, which CPython's extension wraps) into the WebAssembly module with DDS
(``dds/line_wasm.c``), and the engine's Python asks it for the search and the line in one call
(``WasmSession.solve_line``).  It must give what the Python line gives over the same
WebAssembly DDS, card for card, and what the command line's native solver gives, on endings
dealt at random (fixed seeds) from one to thirteen tricks, with 0-3 cards in the trick, in
every strain, and some allowed cards only (the offender's cards of the suit led).  A position
the line cannot start from is refused in both worlds with the same words.

The engine runs in Node as the app's Web Worker sets it up (``tests/sitenode.mjs``), over the
site the offline tests build.  Skipped without Node, endplay, or npm (and a cached Pyodide).
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("endplay")
pytest.importorskip("jinja2")
if shutil.which("node") is None:
    pytest.skip("node not installed", allow_module_level=True)

from sitekit import built_site, engine
from test_law_64c_line_double_dummy import _endings, _exact
from verzaking.cards import CARDS, Seat
from verzaking.equity import line
from verzaking.equity.solver import session

TUNING = (line.WINDOW, line.WHOLE, line.SEARCH_LEAD)

IN_THE_ENGINE = '''
import json
from verzaking.cards import CARDS, Seat
from verzaking.equity import line
from verzaking.equity.solver import session
from verzaking.equity.wasm import WasmSession

def plain(pairs, card, rows):
    return [[[int(c), n] for c, n in pairs], None if card is None else int(card),
            [[int(r.leader), int(r.winner), [int(c) for c in r.cards]] for r in rows]]

out = {"lines": [], "asked": [], "compiled": 0}
solve_line = WasmSession.solve_line

def counted(self, *args):  # the compiled line answered (None: the Python line would go on)
    got = solve_line(self, *args)
    out["compiled"] += got is not None
    return got

WasmSession.solve_line = counted
for masks, leader, trump, played, allowed in POSITIONS:
    both = []
    for native in (True, False):
        line.NATIVE = native
        with session() as s:
            assert isinstance(s, WasmSession)
            both.append(plain(*line.solve_and_line(
                s, tuple(masks), leader=Seat(leader), trump=trump,
                played=[CARDS[c] for c in played], number=1,
                allowed=[CARDS[c] for c in allowed])))
    out["lines"].append(both)
for hands, leader, trick, trump, allowed, tuning in ASKED:
    with session() as s:
        try:
            out["asked"].append(s.solve_line(hands, leader, trick, trump, allowed, tuning))
        except ValueError as exc:
            out["asked"].append(str(exc))
json.dumps(out)
'''


def _positions() -> list[tuple[Any, ...]]:
    """Endings of every size (the compiled line's own test's seeds and more), each with the
    legal cards and a random part of them allowed."""
    rng = random.Random(3264)
    out = []
    for seed, count, sizes in ((16, 60, (1, 2, 3, 4, 5, 6, 7)), (1113, 12, (8, 9, 10, 11)),
                               (2034, 6, (12, 13))):
        for masks, leader, trump, played in _endings(seed, count, sizes):
            legal = sorted(int(c) for c in _exact(masks, leader, trump, played))
            allowed = rng.sample(legal, rng.randrange(1, len(legal) + 1))
            out.append((list(masks), leader, trump, played, allowed))
    return out


ONE = [1, 1 << 13, 1 << 26, 1 << 39]  # a two each, clubs .. spades: four cards
TWO = [0b11, 0b11 << 13, 0b11 << 26, 0b11 << 39]  # the two and three of a suit each
ASKED: list[tuple[Any, ...]] = [
    # worked by hand: North leads at no trump from clubs, which nobody else holds: the three
    # (and the two beside it, equivalent) win both tricks; only East's three of diamonds is
    # allowed, not North's card, so no line
    (TWO, 0, [], -1, 1 << 14, TUNING),
    # one card each: North leads his club and wins the trick (leader, winner, N E S W)
    (ONE, 0, [], -1, 1, TUNING),
    # positions the line cannot start from
    ([(1 << 14) - 1, 0, 0, 0], 0, [], -1, 1, TUNING),  # fourteen cards
    ([0b11, 0, 1 << 26, 1 << 39], 0, [], -1, 1, TUNING),  # unequal lengths
    ([0, 0, 0, 0], 0, [], -1, 1, TUNING),  # no cards
    (ONE, 0, [13], -1, 1, TUNING),  # a card of the trick still in a hand
    (ONE, 0, [60], -1, 1, TUNING),  # a card of the trick beyond the deck
    (ONE, 0, [2, 3, 4, 5], -1, 1, TUNING),  # four cards in the trick
    (ONE, 4, [], -1, 1, TUNING),  # a leader out of range
    (ONE, 0, [], 5, 1, TUNING),  # a trump suit out of range
    ([-1, 1 << 13, 1 << 26, 1 << 39], 0, [], -1, 1, TUNING),  # a negative hand
    ([(1 << 64) | 1, 1 << 13, 1 << 26, 1 << 39], 0, [], -1, 1, TUNING),  # beyond 64 bits
    (TWO, 0, [], -1, -1, TUNING),  # a negative set of allowed cards
    (TWO, 0, [], -1, 1 << 52, TUNING),  # allowed cards beyond the deck
    # the line's tuning out of range (a review crashed the extension with 2**31 - 1)
    (TWO, 0, [], -1, 1, (2**31 - 1, 0, 44)),
    (TWO, 0, [], -1, 1, (0, 28, 44)),
    (TWO, 0, [], -1, 1, (8, -1, 44)),
    (TWO, 0, [], -1, 1, (8, 28, -3)),
]


@pytest.fixture(scope="module")
def in_the_browser(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the engine's Python in Node answers for the positions and the questions."""
    positions = _positions()
    script = tmp_path_factory.mktemp("line") / "line.py"
    # the data as JSON in Python string literals (the engine cannot read this machine's files)
    script.write_text(f"import json\nPOSITIONS = json.loads({json.dumps(json.dumps(positions))})\n"
                      f"ASKED = json.loads({json.dumps(json.dumps(ASKED))})\n" + IN_THE_ENGINE,
                      encoding="utf-8")
    got: dict[str, Any] = json.loads(engine(built_site(), Path(script)))
    got["positions"] = positions
    return got


def _native(masks: list[int], leader: int, trump: int | None, played: list[int],
            allowed: list[int]) -> list[Any]:
    """The command line's answer: endplay's DDS (and the compiled line where it was built)."""
    with session() as solver:
        pairs, card, rows = line.solve_and_line(
            solver, (masks[0], masks[1], masks[2], masks[3]), leader=Seat(leader), trump=trump,
            played=[CARDS[c] for c in played], number=1, allowed=[CARDS[c] for c in allowed])
    return [[[int(c), n] for c, n in pairs], None if card is None else int(card),
            [[int(r.leader), int(r.winner), [int(c) for c in r.cards]] for r in rows]]


def test_the_compiled_line_in_the_browser_is_the_python_line_and_the_native_one(
        in_the_browser: dict[str, Any]) -> None:
    chose = 0
    positions = in_the_browser["positions"]
    assert len(positions) == len(in_the_browser["lines"]) == 78
    assert in_the_browser["compiled"] == 78 + 2  # each position's, and the two good questions
    for position, (compiled, python) in zip(positions, in_the_browser["lines"], strict=True):
        assert compiled == python, position
        assert compiled == _native(*position), position
        masks, leader, trump, played, allowed = position
        pairs, card, rows = compiled
        # the card is the best of the allowed ones by a plain solve of its own, and the line
        # starts with it (from the start of the trick, as played)
        values = {int(c): n for c, n in _exact(tuple(masks), leader, trump, played).items()}
        assert dict(map(tuple, pairs)) == values
        assert card in allowed and values[card] == max(values[c] for c in allowed)
        assert rows[0][2][(leader + len(played)) & 3] == card
        assert len(rows) == masks[0].bit_count()
        chose += len(allowed) > 1
    assert chose > 30


def test_a_position_the_line_cannot_start_from_is_refused_alike_in_both_worlds(
        in_the_browser: dict[str, Any]) -> None:
    asked = in_the_browser["asked"]
    # worked by hand (see ASKED): the legal cards of a no-trump lead from the two and three
    # of clubs are the three and, equivalent, the two, each worth both tricks; no line
    assert asked[0] == [[1, 0], [2, 2], None]
    # one card each: North's club wins the trick he leads: leader N, winner N, N E S W
    assert asked[1][2] == [0, 0, 0, 13, 26, 39]
    assert asked[2:14] == ["a position the line cannot start from"] * 12
    assert asked[14:] == ["the line's window, whole or search_lead out of range"] * 4
    with session() as solver:  # the command line's compiled line says the same
        for question, answer in zip(ASKED, asked, strict=True):
            try:
                native: object = list(solver.solve_line(*question) or ())
            except ValueError as exc:
                native = str(exc)
            assert native == answer, question


def test_the_site_carries_the_compiled_line_once_in_its_webassembly() -> None:
    # The line's C is inside dds.wasm (its export _solve_line); the wheel the page unpacks is
    # built without the extension, so the C source in it would only add to the first visit.
    import zipfile

    site = built_site()
    build = json.loads((site / "build.json").read_text(encoding="utf-8"))
    with zipfile.ZipFile(site / build["wheel"]) as wheel:
        names = wheel.namelist()
    assert "verzaking/equity/line.py" in names
    assert [n for n in names if n.endswith((".c", ".h", ".so"))] == []
    assert '_solve_line=Module["_solve_line"]' in (site / "dds" / "dds.mjs").read_text(
        encoding="utf-8")  # the module's loader gives its export
