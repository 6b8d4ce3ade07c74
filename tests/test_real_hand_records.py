"""Real hand records from ../shared/data (skipped where that folder is absent)."""

from __future__ import annotations

import re
from collections import Counter

import verzaking
from conftest import shared
from verzaking.io import load_path
from verzaking.io.pbn import parse_pbn


def test_realbridge_online_play_has_no_revoke_and_every_count_matches_result() -> None:
    path = shared("pbn/realbridge-2021-sample.pbn")
    boards = load_path(path)
    games = parse_pbn(path.read_text(encoding="utf-8"))
    assert len(boards) == len(games) == 299
    with_play = 0
    for item, game in zip(boards, games, strict=True):
        assert item.error is None, item.error.message("en")
        facts = item.facts
        assert facts.revokes == ()
        assert not facts.notes
        ruling = verzaking.rule(facts)
        if "Play" in game.tags and facts.contract is not None:
            with_play += 1
            result = int(game.tags["Result"])
            if facts.play.finished:
                assert facts.play.declarer_tricks == result
            assert ruling.declarer_tricks_played == result
            assert ruling.declarer_tricks_adjusted == result
    assert with_play == 278


def test_rpbridge_archive_every_board_ruled_or_reported_with_its_place() -> None:
    path = shared("pbn/rpbridge-2012-championships.pbn")
    boards = load_path(path)
    assert len(boards) == 7632
    codes: Counter[str] = Counter()
    ruled = 0
    for item in boards:
        if item.error is not None:
            err = item.error
            codes[err.code] += 1
            assert err.board and err.line and err.file
            message = err.message("en")
            if err.code == "card_not_held":
                assert {"trick", "seat", "card", "holder"} <= set(err.params)
                assert re.search(r"trick \d+, [NESW]: plays", message)
            continue
        verzaking.rule(item.facts)
        ruled += 1
    # Roughly half of the boards with play cannot be replayed (shared/data/README).
    assert ruled + sum(codes.values()) == 7632
    assert 3000 < ruled < 4500
    assert set(codes) <= {"card_not_held", "card_played_twice", "result_range", "trick_gap"}


def test_endplay_examples() -> None:
    [first, second] = load_path(shared("pbn/endplay-example1.pbn"))
    assert first.error is None and second.error is None
    [board] = load_path(shared("pbn/endplay-example4.pbn"))
    # The rpbridge record of this board is written in order of play, not in
    # PBN's fixed columns: trick 3 cannot be replayed, and we say where.
    assert board.error is not None and board.error.code == "card_not_held"
    assert board.error.params["trick"] == 3
