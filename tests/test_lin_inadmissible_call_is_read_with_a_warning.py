"""A LIN auction with a double or redouble that Law 19 does not allow is read, with a warning.

Such a call is an irregularity of the auction (Law 36), for the director to rule; the
contract and the declarer still follow from the bids.  A vugraph board of the shared archive
(2003 ArboNed Team Cup, final 3, closed room board 16) has East doubling when nobody has bid;
it was refused whole, its play never ruled.  Now it is read and ruled, the warning naming the
call and its line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import verzaking
from conftest import FIXTURES, shared
from verzaking.cards import Seat, Strain
from verzaking.io.lin import read_lin
from verzaking.scan import scan_paths

FIXTURE = FIXTURES / "inadmissible_calls.lin"

# The test deal of pbnkit as LIN writes it (South, West, North; East the rest); North deals.
HANDS = "S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,"


def warnings_of(board: verzaking.BoardFacts) -> list[dict]:
    return [dict(n.data) for n in board.notes if n.code == "note_inadmissible_call"]


def one(auction: str) -> verzaking.BoardFacts:
    [board] = read_lin(f"qx|o1|md|3{HANDS}|sv|o|{auction}pg||", source="t.lin")
    return board


# North deals, so the calls go North, East, South, West.  Each auction worked by hand:
@pytest.mark.parametrize(("auction", "number", "call", "seat", "contract", "doubled", "declarer"), [
    # North 1C, East passes, South doubles his partner's bid, three passes: 1C by North
    ("mb|1C|mb|p|mb|d|mb|p|mb|p|mb|p|", 3, "X", Seat.SOUTH, (1, Strain.CLUBS), 0, Seat.NORTH),
    # East doubles 1C, West doubles again: 1C doubled once (East's), by North
    ("mb|1C|mb|d|mb|p|mb|d|mb|p|mb|p|mb|p|", 4, "X", Seat.WEST, (1, Strain.CLUBS), 1,
     Seat.NORTH),
    # East redoubles a bid nobody doubled: 1C undoubled, by North
    ("mb|1C|mb|r|mb|p|mb|p|mb|p|", 2, "XX", Seat.EAST, (1, Strain.CLUBS), 0, Seat.NORTH),
    # East doubles, West redoubles his own side's double: 1C doubled, by North
    ("mb|1C|mb|d|mb|p|mb|r|mb|p|mb|p|mb|p|", 4, "XX", Seat.WEST, (1, Strain.CLUBS), 1,
     Seat.NORTH),
    # North passes, East doubles nothing, South opens 2H: 2H by South
    ("mb|p|mb|d|mb|2H|mb|p|mb|p|mb|p|", 2, "X", Seat.EAST, (2, Strain.HEARTS), 0, Seat.SOUTH),
])
def test_the_call_is_named_and_the_contract_follows_from_the_bids(
        auction: str, number: int, call: str, seat: Seat, contract: tuple[int, Strain],
        doubled: int, declarer: Seat) -> None:
    board = one(auction)
    assert warnings_of(board) == [{"number": number, "call": call, "seat": seat, "line": 1}]
    c = board.contract
    assert c is not None
    assert ((c.level, c.strain), c.doubled, c.declarer) == (contract, doubled, declarer)


def test_the_warning_says_the_call_and_its_line_in_both_languages() -> None:
    [board] = read_lin(FIXTURE.read_text(encoding="utf-8"), source=str(FIXTURE))[:1]
    ruling = verzaking.rule(board, equity=False)
    en = verzaking.render_text(ruling, lang="en")
    nl = verzaking.render_text(ruling, lang="nl")
    assert "Call 2 (line 3), X by East" in en and "Law 36" in en
    assert "Bieding, 2e bod (regel 3): X van Oost" in nl and "art. 36" in nl


def test_the_fixture_boards_are_read_and_ruled() -> None:
    c1, o2 = read_lin(FIXTURE.read_text(encoding="utf-8"), source=str(FIXTURE))
    # c1: North passes, East doubles nothing (call 2, line 3), South 1NT, North 3NT: 3NT by
    # South.  The play is revoke.lin's c1: East discards ♣J on the second heart holding two
    # hearts; one trick goes over (64A2): 8 tricks, 9 after, -50 and +400 (not vulnerable).
    assert str(c1.contract) == "3NT" and c1.contract.declarer == Seat.SOUTH
    assert warnings_of(c1) == [{"number": 2, "call": "X", "seat": Seat.EAST, "line": 3}]
    ruling = verzaking.rule(c1, equity=False)
    assert [(r.rule, r.tricks_transferred) for r in ruling.revokes] == [("64A2", 1)]
    assert (ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted) == (8, 9)
    assert (ruling.score_ns_played, ruling.score_ns_adjusted) == (-50, 400)
    # o2: North 1C, East redoubles (nothing was doubled; call 2, line 18), three passes: 1C by
    # North, undoubled; the claim gives him 7 tricks, 1C made: 20 + 50 = +70.
    assert str(o2.contract) == "1C" and o2.contract.declarer == Seat.NORTH
    assert warnings_of(o2) == [{"number": 2, "call": "XX", "seat": Seat.EAST, "line": 18}]
    assert verzaking.rule(o2, equity=False).score_ns_played == 70


def test_the_command_line_rules_it(capsys: pytest.CaptureFixture[str]) -> None:
    from verzaking.cli import main
    assert main(["rule", str(FIXTURE), "--board", "c1", "--lang", "en", "--no-equity"]) == 0
    out = capsys.readouterr().out
    assert "X by East, is not allowed there" in out and "+400" in out


def test_the_scan_rules_it_and_counts_it() -> None:
    result = scan_paths([FIXTURE], jobs=1, lang="en")
    assert [(f["board"], f["type"], f["rule"]) for f in result.findings] == [
        ("c1", "revoke", "64A2")]
    s = result.summary()
    assert (s["replayed"], s["without_play"], s["not_replayed"]) == (1, 1, 0)
    assert s["inadmissible_calls"] == 2


def test_the_archive_board_with_a_double_of_nothing_is_ruled() -> None:
    path: Path = shared("lin/vugraph-000-00034.lin")
    [c16] = [b for b in read_lin(path.read_text(encoding="ascii"), source=str(path))
             if b.board == "c16"]
    # West deals: West passes, North passes, East doubles (nothing was bid: call 3, line
    # 343), South passes, West 2H, pass, pass, South 2NT, pass, North 3C, three passes:
    # 3C by North (the first of his side to name clubs), undoubled.
    assert str(c16.contract) == "3C" and c16.contract.declarer == Seat.NORTH
    assert warnings_of(c16) == [{"number": 3, "call": "X", "seat": Seat.EAST, "line": 343}]
    # East leads ♥Q, North's ♥K wins; North's ♣4, South's ♣K wins; South's ♣2, North's ♣10
    # wins; North leads ♣A and declarer claims 10 in all (mc|10): 3C +1, East-West vulnerable
    # only: 60 + 50 + 20 = +130; the rs entry of the board, 3CN+1, agrees.
    assert [t.winner for t in c16.tricks] == [Seat.NORTH, Seat.SOUTH, Seat.NORTH]
    assert c16.declarer_tricks == 10 and c16.revokes == ()
    assert c16.tags["rs"] == "3CN+1"
    assert verzaking.rule(c16, equity=False).score_ns_played == 130
