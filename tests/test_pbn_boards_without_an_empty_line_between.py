"""PBN games written one after another without the empty line between them (phone trial: a
file of two boards gave only the second, without a word).

PBN separates games by an empty line; where it is missing, a tag the game already has
(a second ``[Event]``, ``[Board]``, ``[West]``...) begins the next game, with a warning
that names the line.  A game may still leave out what it takes from the game before
(a second table has no ``Board``/``Deal``), and tags that some programs write after a
game's sections stay with that game.
"""

from __future__ import annotations

import html
import subprocess
import sys
from pathlib import Path

import pytest

import verzaking
from conftest import FIXTURES, shared, web_client
from pbnkit import pbn
from verzaking.io.pbnparse import parse_pbn
from verzaking.io.pieces import pbn_pieces
from verzaking.render.i18n import text

NOTE = "note_pbn_no_empty_line"
JOINED = ((FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")
          + (FIXTURES / "voorbeeld2.pbn").read_text(encoding="utf-8"))
"""Board 1, then board 2 from line 26 on (its comment on line 25), no empty line between."""
SAID = {"nl": "Er staat geen lege regel tussen dit spel en het spel ervoor (regel 26)",
        "en": "No empty line separates this board from the one before it (line 26)"}


def warnings(board: verzaking.ReadBoard) -> list[dict[str, object]]:
    return [n.data for n in board.warnings if n.code == NOTE]


def test_boards_without_an_empty_line_between_are_both_read_with_a_warning() -> None:
    boards = verzaking.read(JOINED.encode(), name="twee.pbn")
    assert [(b.board, b.error) for b in boards] == [("1", None), ("2", None)]
    one, two = (b.facts for b in boards)
    assert one.tags["Deal"].startswith("N:9742") and two.tags["Deal"].startswith("N:T842")
    assert (one.declarer_tricks, two.declarer_tricks) == (9, 9)
    assert warnings(boards[0]) == [] and warnings(boards[1]) == [{"line": 26}]
    assert boards[1].line == 26
    for lang, said in SAID.items():
        assert text(NOTE, lang, {"line": 26}).startswith(said)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_boards_without_an_empty_line_between_are_both_ruled_on_the_command_line(
        tmp_path: Path, lang: str) -> None:
    path = tmp_path / "twee.pbn"
    path.write_text(JOINED, encoding="utf-8")
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule", "--no-equity", "--lang",
                          lang, str(path)], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    word = {"nl": "Spel", "en": "Board"}[lang]
    assert f"{word} 1 — 4♠" in res.stdout and f"{word} 2 — 4♠" in res.stdout
    assert SAID[lang] in res.stdout and res.stdout.count(SAID[lang]) == 1


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_boards_without_an_empty_line_between_are_both_ruled_on_the_web(lang: str) -> None:
    client = web_client()
    word = {"nl": "Spel", "en": "Board"}[lang]
    res = client.post(f"/record?lang={lang}", files={"file": ("twee.pbn", JOINED.encode())},
                      data={"lang": lang}, headers={"X-Fragment": "1"})
    assert res.status_code == 200  # the director picks one of the two boards
    assert f">{word} 1<" in res.text and f">{word} 2<" in res.text
    for board, score in (("1", "+420"), ("2", "+450")):
        res = client.post(f"/record?lang={lang}", files={"file": ("twee.pbn", JOINED.encode())},
                          data={"lang": lang, "board": board}, headers={"X-Fragment": "1"})
        page = html.unescape(res.text)
        assert res.status_code == 200 and score in page
        assert (SAID[lang] in page) == (board == "2")
    api = client.post(f"/api/rule?lang={lang}", files={"file": ("twee.pbn", JOINED.encode())})
    assert api.status_code == 200 and [b["board"] for b in api.json()] == ["1", "2"]


SECOND_TABLE = """[Board "7"]
[West "A"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Declarer "S"]
[Contract "1NT"]
[Result "7"]
[Play "W"]
HA HT CA H2
*
[West "B"]
[Declarer "S"]
[Contract "2NT"]
[Result "8"]
[Room "Closed"]
[Board "8"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Declarer "N"]
[Contract "3NT"]
[Result "9"]
"""


def test_a_second_table_without_an_empty_line_before_it_still_takes_board_and_deal() -> None:
    # the second table of board 7 has no Board or Deal of its own (it takes them from the
    # table before); board 8's first tags come after its Room, before its repeated Declarer
    first, second, third = parse_pbn(SECOND_TABLE)
    assert (first.tags["Board"], first.tags["West"], first.joined) == ("7", "A", False)
    assert (second.tags["Board"], second.tags["West"], second.tags["Contract"]) == ("7", "B", "2NT")
    assert second.inherited and second.joined and second.tags["Room"] == "Closed"
    assert second.line == 12
    assert (third.tags["Board"], third.tags["Dealer"], third.tags["Contract"]) == ("8", "E", "3NT")
    assert third.joined and not third.inherited and third.line == 17 and "Room" not in third.tags
    boards = verzaking.read_text(SECOND_TABLE, kind="pbn")
    assert [(b.board, b.error) for b in boards] == [("7", None), ("7", None), ("8", None)]
    assert [warnings(b) for b in boards] == [[], [{"line": 12}], [{"line": 17}]]


def test_tags_a_program_writes_after_the_play_stay_with_their_board() -> None:
    # endplay writes Room, Score... after the sections: they are the board's own
    one = pbn(play=["HA HT CA H2"], result="7") + '[Room "Open"]\n[Score "NS 90"]\n'
    two = pbn(play=["HA HT CA H2"], result="7", board="2") + '[Room "Closed"]\n'
    first, second = parse_pbn(one + two)
    assert (first.tags["Board"], first.tags["Room"], first.tags["Score"]) == ("1", "Open", "NS 90")
    assert (second.tags["Board"], second.tags["Room"], "Score" in second.tags) == ("2", "Closed",
                                                                                  False)


def test_repeated_notes_and_games_separated_by_an_empty_line_are_read_as_before() -> None:
    text_ = pbn(play=["HA HT CA H2"], result="7", extra='[Note "1:strong"]\n[Note "2:weak"]')
    [board] = verzaking.read_text(text_, kind="pbn")
    assert board.facts.tags["Note"] == "1:strong" and warnings(board) == []
    boards = verzaking.read_text(text_ + "\n" + pbn(play=None, result="7", board="2"), kind="pbn")
    assert [(b.board, warnings(b)) for b in boards] == [("1", []), ("2", [])]


def test_warnings_name_the_line_of_the_whole_file_when_it_is_read_in_pieces() -> None:
    # a file of 1 MB or more is ruled in pieces (verzaking rule --jobs)
    game = pbn(play=["HA HT CA H2"], result="7", board="{n}")
    last = game.format(n=41).replace("[Dealer", "not PBN\n[Dealer")
    text_ = "\n".join(game.format(n=n) for n in range(1, 41)) + last
    [_, (piece, lines)] = pbn_pieces(text_, 2)
    assert lines > 0
    whole = verzaking.read_text(text_, kind="pbn")[-1]
    in_piece = verzaking.read_text(piece, kind="pbn", line_base=lines)[-1]
    assert whole.board == in_piece.board == "41"
    assert warnings(in_piece) == warnings(whole) == [{"line": whole.line}]
    assert in_piece.warnings == whole.warnings
    assert [n.data["line"] for n in whole.warnings if n.code == "note_pbn_ignored_lines"] == [
        whole.line + 1]


@pytest.mark.parametrize("name", ["rpbridge-2012-championships.pbn",
                                  "realbridge-2021-sample.pbn", "endplay-example1.pbn"])
def test_real_archives_without_their_empty_lines_read_the_same_games(name: str) -> None:
    raw = shared(f"pbn/{name}").read_text(encoding="utf-8")
    squeezed = "\n".join(line for line in raw.splitlines() if line.strip())
    games, again = parse_pbn(raw), parse_pbn(squeezed)
    assert len(again) == len(games)
    assert not any(g.joined for g in games)
    assert sum(g.joined for g in again) == len(games) - 1
    for g, h in zip(games, again, strict=True):
        assert (g.tags, g.inherited) == (h.tags, h.inherited)
        assert ({k: [t for _, t in v] for k, v in g.sections.items()}
                == {k: [t for _, t in v] for k, v in h.sections.items()})
