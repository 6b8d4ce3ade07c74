"""A ``Play`` row short of a card is refused with its line (PBN 2.1, section 3.6).

The standard writes one trick a line: four cards from the opening leader's column, ``-`` for
a card not known or not played, ``*`` where the play ends.  A line holds fewer cards only
"due to much annotation": the trick goes on over the next line.  So a line of three cards
followed by a line of four is a trick short of a card.  It was read as one stream of cards,
the short row taking the next row's first card: found as "slag 5, Z: speelt ♥3, maar die
kaart zit niet in die hand" (the wrong trick, the wrong seat, the wrong card), or, where the
shifted cards happened to replay, as a silently wrong ruling.
"""

from __future__ import annotations

import html
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from conftest import FIXTURES
from pbnkit import pbn
from verzaking import read_text
from verzaking.scan import scan_paths

# The test deal (pbnkit): spades N AKQJ, E T98, S 765, W 432.  1NT by South, West leads;
# the columns are W N E S.  Trick 1: W ♠2, N ♠A (wins), E ♠8, S ♠5; trick 2: North leads
# ♠K, W ♠3, E ♠9, S ♠6; trick 3: North leads ♠Q, W ♠4, E ♠T, S ♠7.
TRICK_1, TRICK_2, TRICK_3 = "S2 SA S8 S5", "S3 SK S9 S6", "S4 SQ ST S7"
SHORT_2 = "S3 SK S9"  # trick 2 without South's ♠6
# pbnkit's lines: Board, Dealer, Vulnerable, Deal, Declarer, Contract, Result, Play (8), then
# the rows from line 9 on: the second row is line 10.


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


@pytest.mark.parametrize("short", [SHORT_2, "♠3 ♠K ♠9", "s3 sk s9", "S3 SK =1= S9 $4"],
                         ids=["letters", "symbols", "lower", "annotated"])
def test_a_row_of_three_cards_before_a_trick_is_refused_at_its_line(short: str) -> None:
    board = only(pbn(play=[TRICK_1, short, TRICK_3], result="7"))
    err = board.error
    assert err is not None and err.code == "pbn_play_short_row"
    assert (err.line, err.params["trick"], err.params["count"]) == (10, 2, 3)
    assert err.message("nl") == ("t.pbn, regel 10, spel 1: [Play], slag 2: deze regel heeft "
                                 "drie kaarten, maar een slag heeft er vier (schrijf - voor "
                                 "een kaart die niet gespeeld is)")
    assert err.message("en") == ("t.pbn, line 10, board 1: [Play], trick 2: this line has "
                                 "three cards, but a trick needs four (write - for a card that "
                                 "was not played)")


def test_the_hand_record_fixture_with_a_short_fifth_row_names_line_15() -> None:
    # voorbeeld1.pbn: [Play "W"] on line 10, trick 5 (♠6 ♠7 ♠8 ♠K) on line 15
    text = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")
    assert "\nS6 S7 S8 SK\n" in text
    board = only(text.replace("\nS6 S7 S8 SK\n", "\nS6 S7 S8\n"))
    assert board.error is not None and board.error.code == "pbn_play_short_row"
    assert "regel 15, spel 1: [Play], slag 5: deze regel heeft drie kaarten" in \
        board.error.message("nl")
    assert "♥3" not in board.error.message("nl")  # not the next row's card, not its seat


# A deal where the shifted reading plays: spades W KQ2, N J63, E T74, S A985.  1NT by South,
# West leads.  Trick 1: W ♠K, N ♠3, E ♠4, S ♠A (South wins); trick 2, written from its leader
# (a seat order the reader accepts): S ♠5, W ♠Q, N ♠6, E ♠7.  With South's ♠A left out of
# trick 1, one stream of cards reads trick 1 as ♠K ♠3 ♠4 ♠5 (West wins, every card held and
# following suit) and trick 2 as ♠Q ♠6 ♠7 and a card not known: a board that replays, with a
# trick to the wrong side.
SHIFT_DEAL = "W:KQ2.AKQJ.AK.8765 J63.T987.QJT.432 T74.654.9876.AKQ A985.32.5432.JT9"


def test_a_short_row_whose_shifted_cards_would_replay_is_refused_too() -> None:
    board = only(pbn(play=["SK S3 S4", "S5 SQ S6 S7"], deal=SHIFT_DEAL, result="7"))
    assert board.facts is None and board.error is not None
    assert board.error.code == "pbn_play_short_row"
    assert (board.error.line, board.error.params["trick"]) == (9, 1)
    # written whole, the same two tricks read: South wins trick 1 (♠A), West trick 2 (♠Q)
    whole = only(pbn(play=["SK S3 S4 SA", "S5 SQ S6 S7"], deal=SHIFT_DEAL, result="7"))
    assert whole.error is None
    assert [t.winner.letter for t in whole.facts.tricks[:2]] == ["S", "W"]


# -- what the standard allows goes on being read ------------------------------------------

@pytest.mark.parametrize("rows", [
    [TRICK_1, SHORT_2],                  # the last row before "*": the claim cuts it short
    [TRICK_1, SHORT_2 + " *"],           # "*" on the same line
], ids=["star-below", "star-on-the-line"])
def test_a_last_row_cut_short_by_the_end_of_play_is_read(rows: list[str]) -> None:
    board = only(pbn(play=rows, result="7"))
    assert board.error is None, board.error and board.error.message("en")
    # one trick played to the end (North's ♠A: declarer's side), then the claim: 7 in all
    assert [t.winner.letter for t in board.facts.tricks[:1]] == ["N"]
    assert board.facts.declarer_tricks == 7


def test_a_last_row_without_a_star_at_the_end_of_the_section_is_read() -> None:
    text = pbn(play=[TRICK_1, SHORT_2], result="7").replace("S3 SK S9\n*\n", "S3 SK S9\n")
    assert "*" not in text
    board = only(text)
    assert board.error is None and board.facts.declarer_tricks == 7


@pytest.mark.parametrize("rows", [
    ["S2 SA", "S8 S5", TRICK_2],                           # a trick over two lines
    ["S2 SA {a long comment", "over two lines} S8 S5", TRICK_2],
    ["S2", "SA", "S8 S5", TRICK_2],                        # over three
    [TRICK_1 + " " + TRICK_2],                             # two tricks on one line
], ids=["two-lines", "comment", "three-lines", "one-line"])
def test_a_trick_over_several_lines_is_read_as_one(rows: list[str]) -> None:
    board = only(pbn(play=[*rows, TRICK_3], result="9"))
    assert board.error is None, board.error and board.error.message("en")
    # North wins all three with ♠A, ♠K, ♠Q; the claim gives declarer 9
    assert [t.winner.letter for t in board.facts.tricks[:3]] == ["N", "N", "N"]
    assert board.facts.revokes == ()


def test_a_trick_that_goes_on_and_a_new_one_begun_on_its_last_line_are_refused() -> None:
    # ♠2 ♠A on line 9, ♠8 ♠5 ♠3 on line 10: the second line ends trick 1 and begins trick 2
    board = only(pbn(play=["S2 SA", "S8 S5 S3", "SK S9 S6", TRICK_3], result="7"))
    assert board.error is not None and board.error.code == "pbn_play_short_row"
    assert (board.error.line, board.error.params["trick"], board.error.params["count"]) == (
        9, 1, 2)


# -- the command line, the web page and the scanner say it, never a traceback ---------------

def test_the_command_line_says_it_in_the_users_language_with_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "kort.pbn"
    path.write_text(pbn(play=[TRICK_1, SHORT_2, TRICK_3], result="7"), encoding="utf-8")
    for lang, said in (("nl", "regel 10, spel 1: [Play], slag 2: deze regel heeft drie kaarten"),
                       ("en", "line 10, board 1: [Play], trick 2: this line has three cards")):
        res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(path), "--lang", lang],
                             capture_output=True, text=True, timeout=120)
        assert res.returncode == 2
        assert said in res.stderr and "Traceback" not in res.stderr


def test_the_web_page_answers_422_with_the_message() -> None:
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    from verzaking.web import create_app
    from verzaking.web.limits import Limits

    client = TestClient(create_app(Limits(processes=0)), raise_server_exceptions=False)
    text = pbn(play=[TRICK_1, SHORT_2, TRICK_3], result="7")
    res = client.post("/record?lang=nl", data={"text": text}, headers={"X-Fragment": "1"})
    assert res.status_code == 422
    assert "regel 10" in html.unescape(res.text)
    assert "deze regel heeft drie kaarten, maar een slag heeft er vier" in html.unescape(res.text)
    res = client.post("/api/rule?lang=en", content=text.encode(),
                      headers={"content-type": "text/plain"})
    assert res.status_code == 422
    assert "this line has three cards, but a trick needs four" in res.json()[0]["error"]


def test_the_scanner_lists_the_board_as_not_replayed_with_the_reason(tmp_path: Path) -> None:
    path = tmp_path / "kort.pbn"
    path.write_text(pbn(play=[TRICK_1, SHORT_2, TRICK_3], result="7"), encoding="utf-8")
    [found] = scan_paths([path], jobs=1, lang="en").files
    [finding] = found.findings
    assert (finding.type, finding.code, finding.line) == ("not_replayed", "pbn_play_short_row", 10)
