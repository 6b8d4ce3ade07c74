"""A PBN game's vulnerability, its tags and its play are never silently guessed.

Found by a hostile review, each ruled with exit 0 and a wrong score or no revoke:
- no ``[Vulnerable]`` (PBN 3.1 has it in every game) was scored as nobody vulnerable,
  whatever the board; now the board number's vulnerability (Law 2), with a note;
- a tag given twice in one game with another value silently replaced the first (a
  ``[Vulnerable]`` of the next game, its empty line missing, became this game's);
- cards after ``*`` (the end of the play) were left out, the revoke among them too.
"""

from __future__ import annotations

import pytest

from verzaking import read_text, rule

# 1NT by North, East leads.  Trick 4: East ♠Q, South ♠A, West ♣J while holding spades (61A),
# North ♠10: South wins; East-West win tricks after it, so one trick is transferred (64A2):
# 7 tricks as played, 8 after.
TAGS = ['[Event "Test"]', '[Board "11"]', '[Dealer "S"]', '[Vulnerable "None"]',
        '[Deal "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"]',
        '[Declarer "N"]', '[Contract "1NT"]', '[Result "7"]', '[Play "E"]']
ROWS = ["H5 H4 HQ H6", "H2 H7 HT H9", "HK H8 H3 HA", "SQ SA CJ ST", "DQ D6 D2 D9",
        "HJ C3 C9 C5", "CT CQ CK C4", "C8 CA C6 C2", "S5 S2 S4 SK", "D4 S9 S6 S8",
        "D7 SJ S7 C7", "DK DT D3 D5", "D8 DJ S3 DA"]


def game(tags: list[str] = TAGS, rows: list[str] = ROWS) -> str:
    return "\n".join([*tags, *rows]) + "\n"


def with_tags(**changes: str | None) -> list[str]:
    out = []
    for tag in TAGS:
        name = tag[1:tag.index(" ")]
        if name in changes:
            if changes[name] is not None:
                out.append(f'[{name} "{changes[name]}"]')
        else:
            out.append(tag)
    return out


def only(text: str):
    [board] = read_text(text, name="t.pbn")
    return board


def test_the_base_game_is_ruled_as_worked_by_hand() -> None:
    ruling = rule(only(game()).facts, equity=False)
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted) == (7, 8)
    assert (ruling.score_ns_played, ruling.score_ns_adjusted) == (90, 120)


# -- no [Vulnerable]: the board number's (board 12: North-South vulnerable) ---------------

@pytest.mark.parametrize("value", [None, ""], ids=["missing", "empty"])
def test_no_vulnerable_tag_takes_the_board_numbers_with_a_note(value: str | None) -> None:
    board = only(game(with_tags(Board="12", Vulnerable=value, Contract="3NT")))
    assert board.error is None
    # 3NT by North, vulnerable: 7 tricks two down (−200), 8 after the transfer one down (−100)
    ruling = rule(board.facts, equity=False)
    assert (ruling.score_ns_played, ruling.score_ns_adjusted) == (-200, -100)
    [note] = [n for n in board.warnings if n.code == "note_pbn_vul_from_board"]
    assert note.data["number"] == 12


def test_no_vulnerable_tag_and_no_board_number_is_said_to_be_guessed() -> None:
    board = only(game(with_tags(Board=None, Vulnerable=None, Contract="3NT")))
    assert [n.code for n in board.warnings if "vul" in n.code] == ["note_pbn_vul_unknown"]


# -- a tag given twice ----------------------------------------------------------------------

def test_a_tag_given_twice_with_another_value_is_refused_naming_both_lines() -> None:
    tags = [*TAGS[:8], '[Vulnerable "All"]', TAGS[8]]  # line 9, after [Result]
    board = only(game(tags))
    assert board.error is not None and board.error.code == "pbn_tag_twice"
    assert board.error.line == 9 and board.error.params["first_line"] == 4
    msg = board.error.message("en")
    assert '[Vulnerable "All"], but line 4 gave [Vulnerable "None"]' in msg


def test_a_tag_of_the_next_game_without_the_empty_line_is_the_next_games() -> None:
    # board 12's tags follow board 11's play directly, its [Vulnerable] first: board 11
    # keeps its own (PBN 3.4: the first stands), board 12 gets "All" (3NT by North, both
    # vulnerable: 7 tricks two down, −200; 8 after the transfer, −100)
    second = ['[Vulnerable "All"]', '[Board "12"]', '[Dealer "W"]', *TAGS[4:6],
              '[Contract "3NT"]', *TAGS[7:]]
    first, twelve = read_text(game() + game(second), name="t.pbn")
    assert first.error is None and twelve.error is None
    assert (first.facts.vulnerability.pbn, twelve.facts.vulnerability.pbn) == ("None", "All")
    ruling = rule(twelve.facts, equity=False)
    assert (ruling.score_ns_played, ruling.score_ns_adjusted) == (-200, -100)


def test_a_tag_outside_those_that_begin_a_game_starts_the_next_one_too() -> None:
    # review: "[Stage]" of the next game, its empty line missing, refused the game before
    first = ['[Stage "Round 1"]', *TAGS]
    second = ['[Stage "Round 2"]', '[Board "12"]', *TAGS[2:]]
    one, two = read_text(game(first) + game(second), name="t.pbn")
    assert one.error is None and two.error is None
    assert (one.facts.tags["Stage"], two.facts.tags["Stage"]) == ("Round 1", "Round 2")


@pytest.mark.parametrize("tag", ['[Score "EW 50"]', '[Vulnerable "none"]'],
                         ids=["not-ruled", "same-value"])
def test_a_tag_the_ruling_does_not_need_again_keeps_its_first_value(tag: str) -> None:
    # PBN 3.4: in import a tag pair that already occurred is ignored
    tags = [*TAGS[:8], '[Score "NS -50"]', TAGS[8]]
    board = only(game([*tags[:9], tag, tags[9]]))
    assert board.error is None
    assert board.facts.tags.get("Score") == "NS -50"


def test_a_tag_given_twice_alike_is_read_once() -> None:
    board = only(game([*TAGS[:8], '[Vulnerable "None"]', TAGS[8]]))
    assert board.error is None


# -- cards after "*" -----------------------------------------------------------------------

@pytest.mark.parametrize("rows", [
    [*ROWS[:3], "*", *ROWS[3:]],             # the revoke trick after the end
    [*ROWS[:12], "D8 DJ * S3 DA"],           # on the line of the "*"
], ids=["lines-after", "same-line"])
def test_a_card_after_the_end_of_play_is_refused(rows: list[str]) -> None:
    board = only(game(rows=rows))
    assert board.error is not None and board.error.code == "pbn_play_after_end"
    assert "comes after '*', which ends the play" in board.error.message("en")


def test_notes_after_the_end_of_play_are_read() -> None:
    board = only(game(rows=[*ROWS, "* $1 =1="]))
    assert board.error is None


@pytest.mark.parametrize("mark", ["!", "!!", "?"])
def test_a_suffix_standing_alone_is_named_as_written(mark: str) -> None:
    board = only(game(rows=[f"H5 {mark} H4 HQ H6", *ROWS[1:]]))
    assert board.error is not None and board.error.code == "pbn_play_token"
    assert board.error.params["text"] == mark


def test_a_hash_in_the_first_game_repeats_nothing() -> None:
    # "#" repeats the previous game's value (PBN 3.4); the first game has none, so its
    # board has no number ("#1", its place) rather than the board "#"
    board = only(game(with_tags(Board="#")))
    assert board.error is None and board.board == "#1" and not board.numbered


def test_the_scanner_also_refuses_a_card_after_the_end_of_play(tmp_path) -> None:
    # the scanner's fast reading of plain rows stopped at "*" and never looked further:
    # the revoke after it went unseen there while "rule" refused the file
    from verzaking.scan import scan_paths

    path = tmp_path / "ster.pbn"
    path.write_text(game(rows=[*ROWS[:3], "*", *ROWS[3:]]), encoding="utf-8")
    [found] = scan_paths([path], jobs=1, lang="en").files
    assert [(f.type, f.code) for f in found.findings] == [("not_replayed",
                                                           "pbn_play_after_end")]


def test_a_table_given_again_after_the_play_keeps_its_lines_out_of_the_play() -> None:
    # a repeated table tag keeps its first value; its lines are still the table's, not
    # read as play (they were the open section's: here the [Play] section)
    table = ['[ScoreTable "Pair_NS\\2R;Score_NS\\4R"]', "1 90"]
    again = ['[ScoreTable "Pair_NS\\2R;Score_NS\\4R;MP_NS"]', "1 90 4", "2 120 6"]
    text = "\n".join([*TAGS[:8], *table, TAGS[8], *ROWS, *again]) + "\n"
    board = only(text)
    assert board.error is None, board.error and board.error.message("en")
    assert board.facts.declarer_tricks == 7
