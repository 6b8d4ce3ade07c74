"""Law 64C offline: the offline app's engine (Pyodide, our wheel, DDS compiled to WebAssembly,
the Python line) gives the same JSON as ``verzaking rule --json`` (endplay's DDS, the
compiled line) for the same board: every figure of the estimate, its likely card, its line
and its weighted option.

The engine runs here as the app's Web Worker sets it up, in Node (``tests/sitenode.mjs``),
over a site built once; the browser itself is ``test_law_64c_equity_offline_browser.py``.
Boards: the equity fixtures (one revoke, two, both sides, a weighted option) and boards
dealt and played at random (seeded), each with one revoke at a trick from 1 to 11.

Skipped without Node, endplay, or npm (and a cached Pyodide).
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES

pytest.importorskip("endplay")
pytest.importorskip("jinja2")
NODE = shutil.which("node")
if NODE is None:
    pytest.skip("node not installed", allow_module_level=True)

import verzaking  # noqa: E402
from sitekit import built_site, rule_offline  # noqa: E402
from verzaking.cards import CARDS, Deal  # noqa: E402
from verzaking.contract import Contract, Vulnerability  # noqa: E402
from verzaking.facts import facts_from_play  # noqa: E402
from verzaking.play import replay  # noqa: E402
from verzaking.ruling_log.casedoc import case_from_facts  # noqa: E402


@pytest.fixture(scope="module")
def site() -> Path:
    """The site as ``verzaking serve`` builds it into the cache folder."""
    return built_site()


def command_line(path: Path) -> object:
    # the offline app makes the double-dummy estimate; the likely play (issue 34) not yet
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--json",
                           "--lang", "en", "--equity", "double-dummy"],
                          capture_output=True, text=True, timeout=120)
    return json.loads(done.stdout)


def played_board(rng: random.Random, revoke_at: int) -> str:
    """A case file (JSON) of a deal played out at random, with one revoke at trick
    ``revoke_at``: second hand keeps a card of the suit led and plays another suit."""
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [set(cards[13 * i:13 * i + 13]) for i in range(4)]
    masks = tuple(sum(1 << c for c in h) for h in hands)
    contract = Contract.parse(rng.choice(["3NT", "4S", "4H", "5D", "2C"]), declarer="S")
    trump = contract.strain.trump
    leader, rows = 3, [[None] * 4 for _ in range(13)]  # West leads against South
    for t in range(13):
        trick: list[int] = []
        for k in range(4):
            seat = (leader + k) % 4
            hand = sorted(hands[seat])
            follow = [c for c in hand if trick and c // 13 == trick[0] // 13]
            others = [c for c in hand if trick and c // 13 != trick[0] // 13]
            if t + 1 == revoke_at and k == 1 and follow and others:
                card = rng.choice(others)  # the revoke
            else:
                card = rng.choice(follow or hand)
            hands[seat].discard(card)
            trick.append(card)
            rows[t][seat] = CARDS[card]
        best = 0
        for i in range(1, 4):
            c, b = trick[i], trick[best]
            if (c // 13 == b // 13 and c > b) or (c // 13 == trump and b // 13 != trump):
                best = i
        leader = (leader + best) % 4
    deal = Deal(masks)  # type: ignore[arg-type]
    play = replay(deal, contract, rows, by_seat=True)
    facts = facts_from_play(board="1", contract=contract, vulnerability=Vulnerability.NONE,
                            deal=deal, play=play, result=None)
    return json.dumps(case_from_facts(facts, verzaking.rule(facts, equity=False)))


def test_the_equity_fixtures_are_ruled_offline_as_on_the_command_line(site: Path,
                                                                      tmp_path: Path) -> None:
    paths = [*sorted(FIXTURES.glob("equity_*")), FIXTURES / "voorbeeld1.pbn"]
    got = rule_offline(site, [(p.read_text(encoding="utf-8"), str(p)) for p in paths], tmp_path)
    made = 0
    for path, board in zip(paths, got, strict=True):
        expected = command_line(path)
        assert board == expected, path.name
        made += sum(1 for b in expected if "equity" in b["declarer_tricks"])
    # the fixtures' estimates that change the result (each fixture's comment works it out)
    assert made >= 5


def test_boards_played_at_random_are_ruled_offline_as_on_the_command_line(
        site: Path, tmp_path: Path) -> None:
    rng = random.Random(32)
    texts = [played_board(rng, revoke_at=1 + n % 11) for n in range(33)]
    paths = [tmp_path / f"board{n}.json" for n in range(len(texts))]
    for path, text in zip(paths, texts, strict=True):
        path.write_text(text, encoding="utf-8")
    got = rule_offline(site, [(t, str(p)) for t, p in zip(texts, paths, strict=True)], tmp_path)
    estimates = 0
    for path, text, board in zip(paths, texts, got, strict=True):
        expected = command_line(path)
        assert board == expected, text
        estimates += sum(1 for b in expected for r in b.get("revokes", ()) if r.get("equity"))
    assert estimates >= 20  # most random revokes are established and estimated
