"""Odd and bad inputs: unusual PBN, LIN and case files, odd paths, and what the tool makes of them.

Each test documents behaviour that holds; several began as bugs found by a review,
and keep the input that showed them.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import shared
from pbnkit import pbn
from verzaking import load_path, load_text, read_boards
from verzaking.scan import scan_paths

VENV_BIN = Path(sys.executable).parent

# West leads ♥A against 1NT by South; East, who holds three hearts, discards ♣A (revoke, trick 1).
PLAY1 = ["HA HT CA H2"]
# ... and on trick 2 East discards ♣K on a heart again (second revoke).
PLAY2 = ["HA HT CA H2", "HK H9 CK H3"]
REVOKE_T1 = [("E", 1)]
REVOKES_T1_T2 = [("E", 1), ("E", 2)]


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "verzaking", *args], capture_output=True,
                          text=True, timeout=timeout)


def boards(text: str, kind: str = "pbn") -> list:
    return load_text(text, kind=kind, source="t." + kind)


def revokes(item) -> list[tuple[str, int]]:
    assert item.error is None, item.error and item.error.message("en")
    return [(r.seat.letter, r.trick) for r in item.facts.revokes]


def only(text: str, kind: str = "pbn"):
    items = boards(text, kind)
    assert len(items) == 1, [(b.board, b.error and b.error.code) for b in items]
    return items[0]


BASE = pbn(play=PLAY1, result="7")
BASE2 = pbn(play=PLAY2, result="7")


# -- PBN: variations that are read correctly ----------------------------------------------

@pytest.mark.parametrize("text", [
    BASE.replace("\n", "\r\n"),                                       # CRLF
    BASE.replace("\n", "\r"),                                         # old Mac CR
    BASE.replace("HA HT CA H2", "HA\tHT\tCA\tH2").replace('[Board "1"]', '[Board\t"1"]'),
    BASE.replace("HA HT CA H2", "ha ht ca h2"),                       # lower case
    BASE.replace("HA HT CA H2", "HA H10 CA H2"),                      # 10 for T
    BASE.replace("HA HT CA H2", "ha h10 ca h2"),
    BASE.replace("HA HT CA H2", "AH TH AC 2H"),                       # rank first
    BASE.replace("HA HT CA H2", "♥A ♥10 ♣A ♥2"),                      # suit symbols
    BASE.replace("HA HT CA H2", "HA HT\nCA H2"),                      # trick split over lines
    BASE.replace("HA HT CA H2", "HA HT CA =1= H2\n[Note \"1:revoke\"]"),  # note at the end
    BASE.replace("HA HT CA H2", "HA HT CA $4 H2"),                    # NAG
    BASE.replace("HA HT CA H2", "HA HT CA^R H2"),                     # ^R mark
    BASE.replace("HA HT CA H2", "HA HT CA! H2"),
    BASE.replace("HA HT CA H2", "HA HT {revoke!} CA H2"),             # comment mid-trick
    BASE.replace("HA HT CA H2", "HA HT {revoke\n\nhere} CA H2"),      # multi-line, blank inside
    BASE.replace("HA HT CA H2", "HA HT CA H2 ; east revoked"),
    BASE.replace('[Result "7"]', '[Result "7"] ; claimed'),
    BASE.replace('[Declarer "S"]\n[Contract "1NT"]', '[Declarer "S"] [Contract "1NT"]'),
    BASE.replace('[Declarer "S"]', '[Declarer "^S"]'),
    BASE.replace('[Play "W"]', '[Play "w"]'),
    BASE.replace("\n", "  \n"),                                       # trailing blanks
    BASE.replace('[Board "1"]', '[Event "100% club; A"]\n[Board "1"]'),
], ids=["crlf", "cr", "tabs", "lower", "ten", "lower-ten", "rank-first", "symbols", "split",
        "note-after", "nag", "caret-R", "bang", "brace-mid", "brace-multiline", "semicolon",
        "tag-semicolon", "two-tags-a-line", "declarer-caret", "play-lower", "trailing", "pct-in-tag"])
def test_pbn_variants_read_as_the_plain_record(text: str) -> None:
    item = only(text)
    assert item.board == "1"
    assert revokes(item) == REVOKE_T1
    assert item.facts.declarer_tricks == 7


def test_pbn_second_table_and_hash_values_take_the_board_before() -> None:
    second = '[Declarer "N"]\n[Contract "2NT"]\n[Result "8"]\n[Play "E"]\nCK C8 C7 C2\n*\n'
    hashed = '[Board "#"]\n[Dealer "#"]\n[Vulnerable "#"]\n[Deal "#"]\n' + second
    for text in (BASE + "\n" + second, BASE + "\n" + hashed):
        first, other = boards(text)
        assert other.error is None
        assert other.board == "1" and str(other.facts.contract) == "2NT"
        assert other.facts.tags["Deal"] == first.facts.tags["Deal"]
        assert "Result" in other.facts.tags and other.facts.declarer_tricks == 8


def test_pbn_second_table_does_not_inherit_result_or_play() -> None:
    _, other = boards(BASE + "\n" + '[Declarer "N"]\n[Contract "2NT"]\n')
    assert other.error is None and other.facts.play is None
    assert other.facts.tags.get("Result") is None


def test_pbn_dash_only_in_last_trick() -> None:
    ok = only(pbn(play=["HA HT CA H2", "HK - - -"], result="7"))
    assert revokes(ok) == REVOKE_T1
    bad = only(pbn(play=["HA HT CA H2", "- H9 H7 H3", "HQ H8 H6 H4"], result="7"))
    assert bad.error is not None and bad.error.code == "trick_gap"
    assert bad.error.line == 10 and "trick 2" in bad.error.message("en")


def test_pbn_bad_token_and_unreachable_result_name_their_place() -> None:
    bad = only(pbn(play=["HA HT CA H2", "HK H9 XX H3"], result="7"))
    assert bad.error.code == "pbn_play_token" and bad.error.line == 10
    msg = only(pbn(play=PLAY1, result="13")).error.message("nl")
    assert "regel 7" in msg and "spel 1" in msg and "[Result] 13" in msg


# -- PBN: bugs -----------------------------------------------------------------------------

def test_pbn_cp1252_ellipsis_in_a_tag_value(tmp_path: Path) -> None:
    path = tmp_path / "club.pbn"
    path.write_bytes(('[Event "Clubavond\u2026 najaar"]\n' + BASE).encode("cp1252"))
    (item,) = load_path(path)
    assert item.error is None, item.error.message("en")
    assert item.facts.tags["Event"] == "Clubavond\u2026 najaar"


def test_pbn_cp1252_ellipsis_in_a_comment_keeps_line_numbers(tmp_path: Path) -> None:
    path = tmp_path / "club.pbn"
    path.write_bytes(("{Oost verzaakte\u2026}\n" + pbn(play=PLAY1, result="14")).encode("cp1252"))
    (item,) = load_path(path)
    assert item.error is not None and item.error.code == "pbn_bad_value"
    assert item.error.line == 8  # [Result "14"] is on line 8 of the file


def test_pbn_brace_inside_semicolon_comment_does_not_swallow_boards() -> None:
    t1 = pbn(play=["HA HT CA H2 ; E shows out {revoke"], result="7")
    t2 = pbn(play=PLAY2, result="7", board="2")
    t3 = pbn(play=PLAY1, result="3", board="3").replace("[Play", "{ok}\n[Play")
    items = boards(t1 + "\n" + t2 + "\n" + t3)
    assert [b.board for b in items] == ["1", "2", "3"]
    assert revokes(items[1]) == REVOKES_T1_T2


def test_pbn_brace_on_percent_line() -> None:
    item = only("% Export {beta\n" + BASE)
    assert item.board == "1" and revokes(item) == REVOKE_T1


def test_pbn_brace_inside_a_tag_value() -> None:
    item = only(BASE.replace('[Board "1"]', '[Event "Club {A"]\n[Board "1"]'))
    assert item.board == "1" and revokes(item) == REVOKE_T1
    assert item.facts.tags["Event"] == "Club {A"


def test_pbn_note_tag_inside_play_section() -> None:
    text = pbn(play=["HA HT CA =1= H2", '[Note "1:revoke"]', "HK H9 CK H3"], result="7")
    item = only(text)
    assert item.error is not None or revokes(item) == REVOKES_T1_T2


def test_pbn_blank_line_inside_play_section() -> None:
    items = boards(pbn(play=["HA HT CA H2", "", "HK H9 CK H3"], result="7"))
    assert any(b.error is not None for b in items) or revokes(items[0]) == REVOKES_T1_T2


def test_pbn_new_board_number_without_deal_does_not_inherit_the_deal() -> None:
    second = '[Board "2"]\n[Declarer "N"]\n[Contract "2NT"]\n[Result "8"]\n[Play "E"]\nCK C8 C7 C2\n*\n'
    _, other = boards(BASE + "\n" + second)
    assert other.board == "2"
    assert other.error is not None and other.error.code == "pbn_no_deal"


def test_pbn_text_with_bom() -> None:
    (facts,) = read_boards("\ufeff" + BASE)
    assert facts.board == "1"


def test_pbn_file_with_bom_is_read(tmp_path: Path) -> None:
    path = tmp_path / "bom.pbn"
    path.write_bytes(b"\xef\xbb\xbf" + BASE.encode())
    (item,) = load_path(path)
    assert item.board == "1" and revokes(item) == REVOKE_T1


# -- LIN -------------------------------------------------------------------------------------

LIN = ("qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|sv|o|"
       "mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|pg||pc|HA|pc|HT|pc|CA|pc|H2|pg||mc|7|pg||")
HAND = "md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|"
AUCTION = "mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|"


@pytest.mark.parametrize("text", [
    LIN.replace("pc|HA|pc|HT|pc|CA|pc|H2", "pc|ha|pc|ht|pc|ca|pc|h2"),
    LIN.replace("pc|HA|pc|HT|pc|CA|pc|H2", "pc|ha|pc|h10|pc|ca|pc|h2"),
    LIN.replace("C432,|", "C432|"),                       # fourth hand left out, no comma
    LIN.replace("|pg||", "|pg||\r\n"),
    LIN.replace("|", "|\r\n"),
    LIN.replace("pc|HA|", "pc| HA |"),
    LIN.replace("sv|o|", "sv|O|"),
    LIN.replace("mb|1N|", "mb|1n!|an|15-17|"),
    LIN.replace("mb|1N|", "mb|1NT|"),
    LIN.replace("mb|p|mb|p|mb|p|pg", "pg"),               # auction without its passes
    LIN.replace("H432D", "H432D\n"),                      # md broken over two lines
    LIN.replace("pc|HA|pc|HT|", "pc|HA\npc|HT|"),         # line ends without its "|"
    LIN.replace("pc|", "PC|"),
    LIN[:-1],
], ids=["lower", "ten", "md-3-hands", "crlf-pg", "crlf-all", "spaces", "sv-upper", "alert",
        "1NT", "no-passes", "md-broken", "no-pipe-eol", "upper-key", "no-final-pipe"])
def test_lin_variants_read_as_the_plain_record(text: str) -> None:
    item = only(text, "lin")
    assert revokes(item) == REVOKE_T1
    assert item.facts.declarer_tricks == 7


def test_lin_sv_values_and_claims() -> None:
    vul = {sv: only(LIN.replace("sv|o|", f"sv|{sv}|"), "lin").facts.vulnerability.name
           for sv in ("o", "0", "n", "e", "b", "B")}
    assert vul == {"o": "NONE", "0": "NONE", "n": "NS", "e": "EW", "b": "BOTH", "B": "BOTH"}
    bad = only(LIN.replace("sv|o|", "sv|z|"), "lin").error
    assert bad.code == "lin_bad_value" and "sv" in bad.message("en")
    twice = only(LIN.replace("mc|7|", "mc|7|mc|8|"), "lin")  # which claim? refused, not guessed
    assert twice.facts is None and twice.error.code == "lin_claim_twice"
    err = only(LIN.replace("mc|7|", "mc|14|"), "lin").error
    assert err.code == "lin_bad_value" and "board o1" in err.message("en")


def test_lin_eight_players_go_to_their_rooms() -> None:
    players = "pn|So,Wo,No,Eo,Sc,Wc,Nc,Ec|"
    for text in (players + "qx|o1|" + HAND + AUCTION + "qx|c1|" + HAND + AUCTION,
                 "qx|o1|" + players + HAND + AUCTION + "qx|C1|" + HAND + AUCTION):
        o1, c1 = boards(text, "lin")
        assert [o1.facts.tags[s] for s in ("South", "West", "North", "East")] == ["So", "Wo", "No", "Eo"]
        assert [c1.facts.tags[s] for s in ("South", "West", "North", "East")] == ["Sc", "Wc", "Nc", "Ec"]


def test_lin_hand_record_without_qx() -> None:
    items = boards(HAND + "ah|Board 1|sv|o|" + AUCTION + HAND + "ah|Board 2|sv|n|" + AUCTION, "lin")
    assert [(b.board, b.facts.vulnerability.name) for b in items] == [("1", "NONE"), ("2", "NS")]


def test_lin_deals_only_with_ah_and_sv_before_md() -> None:
    text = "ah|Board 1|sv|o|" + HAND + "ah|Board 2|sv|n|" + HAND + "ah|Board 3|sv|e|" + HAND
    items = boards(text, "lin")
    assert [(b.board, b.facts.vulnerability.name) for b in items] == [
        ("1", "NONE"), ("2", "NS"), ("3", "EW")]


def test_lin_ah_and_sv_before_md_with_auctions() -> None:
    text = "ah|Board 1|sv|o|" + HAND + AUCTION + "ah|Board 2|sv|n|" + HAND + AUCTION
    assert [(b.board, b.facts.vulnerability.name) for b in boards(text, "lin")] == [
        ("1", "NONE"), ("2", "NS")]


# -- rule: odd paths ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["dir", "/dev/null", "binary", "binary.pbn", "empty.pbn",
                                  "empty.lin", "empty.json", "missing.pbn"])
def test_rule_on_odd_paths_exits_2_with_the_file_named(tmp_path: Path, name: str) -> None:
    if name == "dir":
        path = tmp_path
    elif name == "/dev/null":
        path = Path(name)
    else:
        path = tmp_path / name
        if name.startswith("binary"):
            path.write_bytes(bytes(range(256)) * 8)
        elif name.startswith("empty"):
            path.write_bytes(b"")
    res = run("rule", "--no-equity", str(path))
    assert res.returncode == 2
    assert "Traceback" not in res.stderr
    assert str(path) in res.stderr or path.name in res.stderr


def test_rule_on_a_directory_says_so_in_dutch(tmp_path: Path) -> None:
    res = run("rule", str(tmp_path))
    assert res.returncode == 2
    assert "Is a directory" not in res.stderr


def test_unknown_type_message_names_lin(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("hello", encoding="utf-8")
    res = run("rule", "--lang", "en", str(notes))
    assert res.returncode == 2 and ".lin" in res.stderr


def test_rule_on_dev_null_is_not_a_regular_file() -> None:
    res = run("rule", "--lang", "en", "/dev/null")
    assert res.returncode == 2 and "not a regular file" in res.stderr


def test_rule_board_played_at_two_tables_rules_both() -> None:
    path = shared("pbn/endplay-example1.pbn")
    res = run("rule", "--no-equity", "--json", "--board", "1", str(path))
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert len(out) == 2 and {o["board"] for o in out} == {"1"}
    assert out[0]["contract"] != out[1]["contract"] or out[0]["declarer"] != out[1]["declarer"]


def test_rule_lin_board_label_and_missing_board() -> None:
    path = shared("lin/vugraph-000-00001.lin")
    assert run("rule", "--no-equity", "--board", "o1", str(path)).returncode == 0
    # board 1 of a vugraph file is its open and closed room, o1 and c1 (issue 30); a room
    # asked for with --table is that one
    res = run("rule", "--no-equity", "--json", "--board", "1", str(path))
    assert res.returncode == 0 and [o["board"] for o in json.loads(res.stdout)] == ["o1", "c1"]
    res = run("rule", "--no-equity", "--json", "--board", "1", "--table", "closed", str(path))
    assert res.returncode == 0 and [o["board"] for o in json.loads(res.stdout)] == ["c1"]
    res = run("rule", "--lang", "en", "--board", "99", str(path))
    assert res.returncode == 2 and "board 99 is not in the file" in res.stderr


# -- case files and the language of messages -----------------------------------------------

@pytest.mark.parametrize("case", [
    '{"contract": "4S", "declarer": "S", "tricks": "NS"}',
    '{"contract": "4S", "declarer": "S", "events": "SA"}',
    '{"contract": "4S", "declarer": "S", "events": ["X9"]}',
    '{"contract": "4S", "declarer": "S", "events": ["SA"], "deal": "garbage"}',
], ids=["tricks", "events", "card", "deal"])
def test_case_errors_are_all_dutch(tmp_path: Path, case: str) -> None:
    path = tmp_path / "case.json"
    path.write_text(case, encoding="utf-8")
    res = run("rule", str(path))
    assert res.returncode == 2
    for english in ("a list", "a card such as", "the deal must", "read:"):
        assert english not in res.stderr, res.stderr


def test_next_errors_name_file_and_board(tmp_path: Path) -> None:
    path = tmp_path / "ev.json"
    path.write_text('[{"board": "7", "contract": "4S", "declarer": "S", "events": [{"type": "play"}]}]',
                    encoding="utf-8")
    res = run("next", str(path))
    assert res.returncode == 2
    assert "ev.json" in res.stderr and "spel 7" in res.stderr


def test_impossible_date_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "case.json"
    path.write_text('{"contract": "4S", "declarer": "S", "tricks": ["NS","NS","NS","NS","NS","NS",'
                    '"NS","NS","NS","NS","NS","NS","NS"]}', encoding="utf-8")
    res = run("rule", "--no-equity", "--date", "2005-13-01", str(path))
    assert res.returncode == 2


# -- serve -----------------------------------------------------------------------------------

def test_serve_on_a_busy_port_exits_2() -> None:
    pytest.importorskip("uvicorn")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        res = run("serve", "--port", str(s.getsockname()[1]), timeout=60)
    assert res.returncode == 2


# -- scan --------------------------------------------------------------------------------------

def test_scan_odd_folder_contents(tmp_path: Path) -> None:
    folder = tmp_path / "archive"
    (folder / "sub").mkdir(parents=True)
    (folder / "good.pbn").write_text(BASE2, encoding="utf-8")
    (folder / "empty.pbn").write_bytes(b"")
    (folder / "binary.lin").write_bytes(bytes(range(256)) * 8)
    (folder / "dangling.pbn").symlink_to(tmp_path / "nowhere.pbn")
    (folder / "alias.PBN").symlink_to(folder / "good.pbn")        # same file twice
    (folder / "sub" / "loop").symlink_to(folder)                   # a folder loop
    result = scan_paths([folder], jobs=1)
    summary = result.summary()
    names = sorted(Path(fs.file).name for fs in result.files)
    assert names == ["alias.PBN", "binary.lin", "dangling.pbn", "empty.pbn"]
    assert summary["files_unreadable"] == 3                        # dangling, empty, binary
    assert summary["revokes"] == 2


def test_scan_report_options(tmp_path: Path) -> None:
    res = run("scan", "--jobs", "1", "--report", str(tmp_path / "out.txt"), str(tmp_path))
    assert res.returncode == 2 and ".csv" in res.stderr
    assert run("scan", "--jobs", "0", "x").returncode == 2
    assert run("scan", "/does/not/exist").returncode == 2


def test_scan_report_folder_missing_is_refused_before_scanning(tmp_path: Path) -> None:
    (tmp_path / "a.pbn").write_text(BASE, encoding="utf-8")
    res = run("scan", "--jobs", "1", "--report", str(tmp_path / "no" / "r.csv"), str(tmp_path))
    assert res.returncode == 2
    assert res.stdout == ""


def test_scan_jobs_1_and_2_agree_on_the_shared_data() -> None:
    data = shared("pbn").parent
    one = scan_paths([data], jobs=1)
    two = scan_paths([data], jobs=2)
    assert one.summary() == two.summary()
    assert one.findings == two.findings


def test_scan_does_not_hang_on_a_fifo(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    (tmp_path / "good.pbn").write_text(BASE, encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.pbn")
    try:
        res = run("scan", "--jobs", "1", str(tmp_path), timeout=10)
    except subprocess.TimeoutExpired:
        pytest.fail("scan hangs on a FIFO")
    assert res.returncode == 0


def _as_other_user() -> list[str] | None:
    """A command prefix that runs as an unprivileged user, or ``None``."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] if setpriv else None


@pytest.fixture
def world_dir():
    folder = Path(tempfile.mkdtemp(prefix="verzaking-adv-"))
    folder.chmod(0o755)
    yield folder
    for p in folder.rglob("*"):
        p.chmod(0o755)
    shutil.rmtree(folder)


def _scan_as_other(folder: Path) -> subprocess.CompletedProcess[str]:
    prefix = _as_other_user()
    if prefix is None:
        pytest.skip("running as root without setpriv: permissions cannot be tested")
    probe = subprocess.run([*prefix, str(VENV_BIN / "verzaking"), "--version"],
                           capture_output=True, text=True, timeout=60)
    if probe.returncode != 0:  # e.g. a checkout inside a folder only its owner may enter
        pytest.skip(f"user 65534 cannot run {VENV_BIN / 'verzaking'} from here "
                    f"({probe.stderr.strip()[:80] or probe.returncode}): "
                    "permissions cannot be tested")
    return subprocess.run([*prefix, str(VENV_BIN / "verzaking"), "scan", "--jobs", "1", "--lang", "en",
                           str(folder)], capture_output=True, text=True, timeout=120)


def test_scan_reports_a_file_it_may_not_read(world_dir: Path) -> None:
    (world_dir / "ok.pbn").write_text(BASE, encoding="utf-8")
    (world_dir / "ok.pbn").chmod(0o644)
    secret = world_dir / "secret.pbn"
    secret.write_text(BASE, encoding="utf-8")
    secret.chmod(0)
    res = _scan_as_other(world_dir)
    assert res.returncode == 0, res.stderr
    assert "secret.pbn" in res.stderr and "Traceback" not in res.stderr


def test_scan_reports_a_folder_it_may_not_list(world_dir: Path) -> None:
    (world_dir / "ok.pbn").write_text(BASE, encoding="utf-8")
    (world_dir / "ok.pbn").chmod(0o644)
    locked = world_dir / "locked"
    locked.mkdir()
    (locked / "x.pbn").write_text(BASE, encoding="utf-8")
    locked.chmod(0)
    res = _scan_as_other(world_dir)
    assert "locked" in res.stderr
