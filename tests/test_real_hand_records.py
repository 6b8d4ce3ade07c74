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


def test_rpbridge_archive_in_strict_pbn_columns_every_board_ruled_or_reported() -> None:
    # Read in PBN's fixed columns only (--strict), the rows written from another seat
    # cannot be replayed: each is reported with its place (shared/data/README).
    path = shared("pbn/rpbridge-2012-championships.pbn")
    boards = verzaking.read(path, strict=True)
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
    assert ruled + sum(codes.values()) == 7632
    assert 3000 < ruled < 4500
    assert set(codes) <= {"card_not_held", "card_played_twice", "result_range", "trick_gap"}


def test_rpbridge_archive_rows_in_any_seat_order_all_replay() -> None:
    # Taking each card's player from the deal, every play record replays: four different
    # players in each trick, no revoke, and the tricks agree with Result where it can be
    # right (three Result values are impossible: shared/data/README).
    boards = verzaking.read(shared("pbn/rpbridge-2012-championships.pbn"))
    errors = Counter(b.error.code for b in boards if b.error is not None)
    assert errors == {"result_range": 3}
    facts = [b.facts for b in boards if b.facts is not None]
    with_play = [f for f in facts if f.play is not None]
    assert len(with_play) == 7485 - 3
    assert not any(f.revokes for f in facts)
    reseated = [f for f in with_play if any(n.code == "note_pbn_rows_reseated" for n in f.notes)]
    assert len(reseated) == 3765
    for f in with_play:
        assert not any(n.code == "note_result_differs" for n in f.notes)
        for trick in f.play.tricks:
            known = [c for c in trick.cards if c is not None]
            assert len(set(known)) == len(known)
    full = [f for f in with_play if f.play.finished]
    assert len(full) == 286


def test_endplay_examples() -> None:
    [first, second] = load_path(shared("pbn/endplay-example1.pbn"))
    assert first.error is None and second.error is None
    # The rpbridge record of this board is written in order of play, not in PBN's fixed
    # columns: trick 3 is read by who holds each card, and a note says so ...
    [board] = load_path(shared("pbn/endplay-example4.pbn"))
    assert board.error is None and board.facts is not None
    [note] = [n for n in board.facts.notes if n.code == "note_pbn_rows_reseated"]
    assert 3 in note.data["tricks"]
    # ... and in strict PBN columns it cannot be replayed, and we say where.
    [strict] = verzaking.read(shared("pbn/endplay-example4.pbn"), strict=True)
    assert strict.error is not None and strict.error.code == "card_not_held"
    assert strict.error.params["trick"] == 3
