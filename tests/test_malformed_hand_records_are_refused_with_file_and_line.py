"""Malformed hand records, PBN and LIN, of many kinds: each refused with its file and line.

``verzaking rule`` exits with 2 and names the file, the line (the tag's, the row's, the
key's) and the board, never "please report it" nor a traceback; ``verzaking scan`` lists the
board with the same line, its fast path for plain boards agreeing with the full reading.
Each line below is counted by hand in the text built for it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pbnkit import DEAL, pbn
from verzaking.cli import main
from verzaking.scan import scan_paths
from verzaking.scan.reading import scan_text

# pbnkit's game: 1 Board, 2 Dealer, 3 Vulnerable, 4 Deal, 5 Declarer (S), 6 Contract (1NT),
# 7 Result, 8 Play (W), then the rows (columns W N E S) on lines 9 and 10, and "*" on 11.
# North's ♠A wins trick 1, his ♠K trick 2: declarer's side has two tricks.
ROWS = ["S2 SA S8 S5", "S3 SK S9 S6"]


def game(rows: list[str] = ROWS, *, result: str = "7", **tags: str) -> str:
    text = pbn(play=rows, result=result)
    for tag, value in tags.items():
        text = re.sub(rf'\[{tag} "[^"]*"\]', lambda _m, t=tag, v=value: f'[{t} "{v}"]', text)
    return text


def line_of(text: str, start: str, value: str) -> str:
    """``text`` with its line beginning ``start`` replaced by ``value``."""
    return "\n".join(value if ln.startswith(start) else ln for ln in text.split("\n"))


HANDS = "S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,"  # pbnkit's deal; North deals
NT = "mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|"  # 1NT by South: West leads


def lin(play: str = "pc|HA|pc|HT|pc|H5|pc|H2|", *, md: str = f"3{HANDS}",
        auction: str = NT, claim: str = "mc|7|") -> str:
    """A LIN board over four lines: 1 qx, 2 md sv and the calls, 3 the cards, 4 the claim."""
    return f"qx|o1|\nmd|{md}|sv|o|{auction}pg||\n{play}pg||\n{claim}pg||\n"


CASES = {
    # -- PBN tags -------------------------------------------------------------------------
    "tag_broken.pbn": (line_of(game(), '[Deal "', '[Deal "N:AKQ'), "pbn_tag_syntax", 4),
    "comment_never_closed.pbn": (line_of(game(), "[Vulnerable", "{ a note"), "pbn_comment_open",
                                 3),
    "tag_twice.pbn": (game() + '[Vulnerable "All"]\n', "pbn_tag_twice", 12),
    "vulnerable_junk.pbn": (game(Vulnerable="Maybe"), "pbn_bad_value", 3),
    "contract_junk.pbn": (game(Contract="9NT"), "pbn_bad_value", 6),
    "contract_empty.pbn": (game(Contract=""), "pbn_empty", 6),
    "declarer_junk.pbn": (game(Declarer="Q"), "pbn_bad_value", 5),
    "declarer_not_before_leader.pbn": (game(Declarer="N"), "pbn_play_leader", 8),
    "result_14.pbn": (game(Result="14"), "pbn_bad_value", 7),
    "result_unreachable.pbn": (game(Result="1"), "result_range", 7),  # declarer has 2 already
    "board_negative.pbn": (game(Board="-3"), "pbn_bad_value", 1),
    "board_huge.pbn": (game(Board="9" * 5000), "pbn_bad_value", 1),
    "passed_out_with_play.pbn": (game(Contract="Pass"), "pbn_play_passed_out", 8),
    "play_leader_junk.pbn": (game(Play="Q"), "pbn_bad_value", 8),
    # -- PBN deal -------------------------------------------------------------------------
    "deal_53_cards.pbn": (game(Deal=DEAL.replace(".432 ", ".4322 ", 1)), "deal_card_twice", 4),
    "deal_card_in_two_hands.pbn": (game(Deal=DEAL[:-1] + "4"), "deal_card_shared", 4),
    "deal_wrong_seat.pbn": (game(Deal="X" + DEAL[1:]), "deal_start", 4),
    "deal_three_hands.pbn": (game(Deal=DEAL.rsplit(" ", 1)[0]), "deal_hand_count", 4),
    "deal_hash_first.pbn": (game(Deal="#"), "pbn_no_deal", 4),
    # -- PBN play -------------------------------------------------------------------------
    "card_unknown.pbn": (game(["S2 SA S8 SZ"]), "pbn_play_token", 9),
    "card_twice.pbn": (game(["S2 SA S8 S5", "S2 SK S9 S6"]), "card_played_twice", 10),
    "card_not_held.pbn": (game(["S2 SA S8 HA"]), "card_not_held", 9),  # ♥A is West's
    "row_of_five.pbn": (game(["S2 SA S8 S5 S3"]), "pbn_play_long_row", 9),
    "row_of_three.pbn": (game(["S2 SA S8", "S5 S3 SK S9"]), "pbn_play_short_row", 9),
    "card_after_end.pbn": (game() + "S4 SQ ST S7\n", "pbn_play_after_end", 12),
    "mark_other_than_revoke.pbn": (game(["S2 SA ^L S8 S5"]), "pbn_play_mark", 9),
    "rows_without_play_tag.pbn": (game().replace('[Play "W"]\n', ""), "pbn_cards_outside_play",
                                  8),
    # -- PBN auction (after [Result]: the tag on line 8, the calls on 9) ------------------
    "auction_junk.pbn": (game().replace('[Play "W"]', '[Auction "N"]\nPass Foo\n[Play "W"]'),
                         "pbn_auction_token", 9),
    "auction_insufficient.pbn": (game().replace('[Play "W"]',
                                                '[Auction "N"]\n1NT 1C AP\n[Play "W"]'),
                                 "pbn_insufficient_bid", 9),
    "auction_seat_junk.pbn": (game().replace('[Play "W"]', '[Auction "Z"]\nAP\n[Play "W"]'),
                              "pbn_bad_value", 8),
    # -- LIN ------------------------------------------------------------------------------
    "no_deal.lin": (lin().replace(f"md|3{HANDS}|", ""), "lin_no_deal", 3),
    "card_junk.lin": (lin("pc|HA|pc|ZZ|"), "not_a_card", 3),
    "card_not_held.lin": (lin("pc|SA|"), "card_not_held", 3),  # ♠A is North's; West leads
    "claim_14.lin": (lin(claim="mc|14|"), "lin_bad_value", 4),
    "claim_unreachable.lin": (lin(claim="mc|13|"), "lin_claim_range", 4),  # West won trick 1
    "deal_card_twice.lin": (lin(md="3S765H432DAKQJCT98,S765HAKQJDT98C765,SAKQJHT98D765C432,"),
                            "deal_card_shared", 2),
    "odd_pipes.lin": ("qx|o1||" + lin()[7:], "lin_syntax", 1),
    "insufficient_bid.lin": (lin(auction="mb|1S|mb|1H|mb|p|mb|p|mb|p|"),
                             "lin_insufficient_bid", 2),
    "play_before_board.lin": ("pc|HA|\n" + lin(), "lin_no_board", 1),
    "board_number_huge.lin": (lin().replace("qx|o1|", f"qx|o{'9' * 5000}|"), "lin_bad_value", 1),
    "auction_not_ended.lin": (lin(auction="mb|p|mb|p|mb|1N|mb|p|mb|p|"), "lin_auction_open", 3),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_rule_refuses_it_with_exit_2_naming_file_and_line(name: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    text, _code, line = CASES[name]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en", "--no-equity"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}, line {line}, board "), err
    assert "report it" not in err and "Traceback" not in err


RESULTS = frozenset({"result_range", "lin_claim_range"})
"""A result the tricks cannot reach: the scan lists it among the results that differ."""


def listed(code: str, line: int) -> tuple[str, str | None, int]:
    """How the scan lists a board refused with ``code`` at ``line``."""
    return ("result", None, line) if code in RESULTS else ("not_replayed", code, line)


@pytest.mark.parametrize("name", sorted(n for n in CASES if n.endswith(".pbn")))
def test_the_scans_fast_path_and_full_reading_list_it_alike(name: str) -> None:
    text, code, line = CASES[name]
    found = []
    for plain in (True, False):
        unit = scan_text(text, path=name, size=len(text), laws="2017", lang="en", plain=plain)
        found.append([(f.type, f.code, f.line) for f in unit.scan.findings])
    assert found[0] == found[1] == [listed(code, line)]


def test_the_scan_lists_every_one(tmp_path: Path) -> None:
    for name, (text, _code, _line) in CASES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    result = scan_paths([tmp_path], jobs=1, lang="en")
    found = {(Path(f["file"]).name, f["type"], f["code"], f["line"]) for f in result.findings}
    assert found == {(name, *listed(code, line)) for name, (_text, code, line) in CASES.items()}
