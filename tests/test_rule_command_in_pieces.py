"""``verzaking rule`` on a large PBN file: ruled over a pool of processes in pieces, the
output is the one process's, board for board (issue 12: the user's command, fast and flat)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FIXTURES
from verzaking import batch
from verzaking.batch import RuleOptions, rule_path

REVOKE = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8").split("\n", 1)[1]
"""Example 1 of the seed: East revokes at trick 6, two tricks to declarer's side."""


def _archive(tmp_path: Path) -> Path:
    """Forty boards: revokes, boards with an error, and boards without a number of their own
    (``#n`` by their place in the file), spread so that every piece has some."""
    games = []
    for n in range(1, 41):
        game = REVOKE.replace('[Board "1"]', f'[Board "{n}"]')
        if n % 7 == 0:
            game = game.replace("DA D2 D3 D4", "DA D2 D3 XX")  # no card: an error with its line
        if n % 9 == 0:
            game = game.replace(f'[Board "{n}"]\n', "")  # no number: #n
        games.append(game.strip() + "\n")
    path = tmp_path / "archive.pbn"
    path.write_text("\n".join(games), encoding="utf-8")
    return path


@pytest.fixture()
def small_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "PARALLEL_MIN", 1)
    monkeypatch.setattr(batch, "PIECE_SIZE", 2500)


@pytest.mark.parametrize("as_json", [True, False])
def test_rule_in_pieces_gives_the_one_process_output_board_for_board(
        tmp_path: Path, small_pieces: None, as_json: bool) -> None:
    path = str(_archive(tmp_path))
    options = RuleOptions(as_json=as_json, equity=False)
    one = list(rule_path(path, options, jobs=1))
    two = list(rule_path(path, options, jobs=2))
    assert two == one
    assert len(one) == 40
    failed = [message for _, message in one if message is not None]
    assert len(failed) == 5  # boards 7, 14, 21, 28, 35
    assert all("line" in m or "regel" in m for m in failed)


def test_boards_without_a_number_are_numbered_by_their_place_in_the_whole_file(
        tmp_path: Path, small_pieces: None) -> None:
    path = str(_archive(tmp_path))
    out = [json.loads(o) for o, _ in rule_path(path, RuleOptions(as_json=True, equity=False),
                                               jobs=2)]
    assert [o["board"] for o in out if o["board"].startswith("#")] == ["#9", "#18", "#27", "#36"]
    assert out[0]["declarer_tricks"] == {"played": 9, "adjusted": 10}  # 64A2: one trick


def test_one_board_picked_from_a_file_in_pieces(tmp_path: Path, small_pieces: None) -> None:
    path = str(_archive(tmp_path))
    [(out, message)] = rule_path(path, RuleOptions(as_json=True, equity=False, board="33"),
                                 jobs=2)
    assert message is None and json.loads(out)["board"] == "33"
    [(out, message)] = rule_path(path, RuleOptions(as_json=True, equity=False, board="99"),
                                 jobs=2)
    assert json.loads(out)["error_code"] == "board_not_found"


def test_jobs_below_one_is_refused_in_the_users_language() -> None:
    done = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(FIXTURES / "voorbeeld1.pbn"),
                           "--jobs", "0", "--lang", "en"], capture_output=True, text=True)
    assert done.returncode == 2 and "--jobs must be 1 or more" in done.stderr


def test_json_is_compact_unless_indent_is_asked(tmp_path: Path) -> None:
    args = [sys.executable, "-m", "verzaking", "rule", str(FIXTURES / "voorbeeld1.pbn"),
            "--json", "--no-equity"]
    compact = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    indented = subprocess.run([*args, "--indent"], capture_output=True, text=True,
                              check=True).stdout
    assert json.loads(compact) == json.loads(indented)
    assert compact.count("\n") == 1 and indented.count("\n") > 50


def test_a_board_asked_keeps_what_could_not_be_read_at_all_in_pieces_as_in_one_process(
        tmp_path: Path, small_pieces: None, monkeypatch: pytest.MonkeyPatch) -> None:
    # a piece whose reading fails as a whole has no board number ("?"): asked for one board,
    # the one process says so (select keeps it); the pieces left it out
    from verzaking.errors import InputError
    from verzaking.io import ReadBoard

    real = batch.iter_read_text

    def failing(text: str, **kw: object):
        yield from real(text, **kw)  # type: ignore[arg-type]
        if '[Board "13"]' in text:
            yield ReadBoard(board="?", error=InputError("file_too_deep", file="archive.pbn"))

    monkeypatch.setattr(batch, "iter_read_text", failing)
    path = str(_archive(tmp_path))
    out = list(rule_path(path, RuleOptions(board="3", equity=False), jobs=2))
    messages = [m for _, m in out if m is not None]
    assert len(out) == 2 and len(messages) == 1  # board 3 ruled, and the piece's failure
    assert "nested too deeply" in messages[0] or "te diep" in messages[0]
