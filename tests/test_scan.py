"""``verzaking scan``: files found, every board accounted for, reports, jobs, progress, exit codes."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from conftest import FIXTURES, shared
from pbnkit import pbn
from verzaking import scan
from verzaking.scan import REPORT_COLUMNS, find_scan_files, format_summary, scan_paths, write_report

LIN = FIXTURES / "lin"

# The revoke of tests/fixtures/lin/revoke.lin, board c1, in PBN's fixed columns (W N E S):
# East discards ♣J on trick 2 while holding ♥7 and ♥6; declarer 8 tricks as played.
REVOKE_PLAY = ["HA HT H5 H2", "HK H9 CJ H3", "HQ H8 H6 H4", "HJ C2 H7 C8", "D8 D5 D2 DA",
               "D9 D6 D3 DK", "DT D7 D4 DQ", "C5 C3 S9 DJ", "S2 SA ST S7", "S3 SK S8 S6",
               "S4 SQ CQ S5", "C6 SJ CK CT", "C7 C4 CA C9"]
CLEAN_PLAY = ["HA HT H5 H2", "HK H9 H6 H3"]


def kinds(findings: list[dict]) -> list[tuple]:
    return [(f["type"], Path(f["file"]).name, f["board"], f["code"] or f["rule"] or f["source"])
            for f in findings]


def run(*args: str) -> int:
    return scan.main(list(args))


# -- finding the files --------------------------------------------------------------------

def test_folders_are_searched_recursively_for_pbn_and_lin_in_any_case(tmp_path: Path) -> None:
    (tmp_path / "b" / "deeper").mkdir(parents=True)
    for name in ("a.PBN", "b/c.Lin", "b/deeper/d.lin", "b/notes.txt", "e.json"):
        (tmp_path / name).write_text("", encoding="utf-8")
    found = [p.relative_to(tmp_path).as_posix() for p in find_scan_files([tmp_path])]
    assert found == ["a.PBN", "b/c.Lin", "b/deeper/d.lin"]
    # a file named directly is scanned whatever its name, and only once
    again = find_scan_files([tmp_path / "e.json", tmp_path, tmp_path / "a.PBN"])
    assert [p.name for p in again] == ["e.json", "a.PBN", "c.Lin", "d.lin"]


# -- what is reported ---------------------------------------------------------------------

def test_injected_revoke_reported_exactly() -> None:
    result = scan_paths([LIN / "revoke.lin"], jobs=1, lang="en")
    [finding] = result.findings
    expected = {
        "type": "revoke", "board": "c1", "line": 19, "contract": "3NT", "declarer": "S",
        "seat": "E", "role": "defender", "kind": "follow", "trick": 2, "suit": "H", "card": "CJ",
        "held": "H7 H6", "established": True, "rule": "64A2", "tricks_transferred": 1,
        "declarer_tricks_before": 8, "declarer_tricks_after": 9, "score_ns_before": -50,
        "score_ns_after": 400}
    assert {k: finding[k] for k in expected} == expected
    assert finding["message"].startswith("Trick 2: hearts were led and East played ♣J")
    summary = result.summary()
    assert (summary["boards"], summary["replayed"], summary["revokes"]) == (2, 2, 1)
    assert summary["revokes_by_rule"] == {"64A2": 1}
    assert summary["revokes_by_offender"] == {"defender": 1}
    assert summary["revokes_by_kind"] == {"follow": 1}
    assert summary["result_mismatches"] == summary["not_replayed"] == 0


def test_the_same_revoke_in_pbn_is_found_and_ruled_alike(tmp_path: Path) -> None:
    path = tmp_path / "club.pbn"
    path.write_text(pbn(play=REVOKE_PLAY, contract="3NT", result="8", board="7"), encoding="utf-8")
    [finding] = scan_paths([path], jobs=1).findings
    assert (finding["board"], finding["seat"], finding["trick"], finding["rule"]) == (
        "7", "E", 2, "64A2")
    assert (finding["score_ns_before"], finding["score_ns_after"]) == (-50, 400)


def test_broken_records_each_listed_with_the_reason_and_the_scan_goes_on() -> None:
    result = scan_paths([LIN], jobs=1, lang="en")
    assert kinds(result.findings) == [
        ("not_replayed", "broken.lin", "o1", "card_not_held"),
        ("not_replayed", "broken.lin", "o2", "deal_bad_rank"),
        ("not_replayed", "broken.lin", "c2", "deal_card_shared"),
        ("result", "broken.lin", "o3", "mc"),
        ("not_replayed", "broken.lin", "c3", "lin_call"),
        ("not_replayed", "broken.lin", "o4", "lin_insufficient_bid"),
        ("not_replayed", "broken.lin", "o5", "not_a_card"),
        ("not_replayed", "broken.lin", "c5", "lin_play_no_auction"),
        ("file", "empty.lin", None, "no_boards"),
        ("revoke", "revoke.lin", "c1", "64A2"),
    ]
    first = result.findings[0]
    assert (first["line"], first["trick"], first["seat"], first["card"]) == (5, 1, "S", "H9")
    impossible = result.findings[3]
    assert (impossible["file_result"], impossible["replay_result"], impossible["tricks_played"],
            impossible["line"]) == (13, 0, 2, 18)
    s = result.summary()
    # 10 + 2 + 3 boards: every one replayed, without play, or listed (broken.lin's c1, whose
    # East doubles nothing, is read with its auction only: a board without play)
    assert s["boards"] == 15 == s["replayed"] + s["without_play"] + s["not_replayed"]
    assert (s["replayed"], s["without_play"], s["not_replayed"]) == (5, 3, 7)
    assert (s["files"], s["files_unreadable"], s["with_play"]) == (4, 1, 9)


def test_a_file_that_cannot_be_read_is_reported_and_skipped(tmp_path: Path) -> None:
    (tmp_path / "a.lin").write_bytes(b"\x00\xff\xfe garbage")
    (tmp_path / "b.pbn").write_text(pbn(play=CLEAN_PLAY, result="7"), encoding="utf-8")
    (tmp_path / "c.pbn").write_text("", encoding="utf-8")
    result = scan_paths([tmp_path], jobs=1)
    assert [(fs.file.rsplit("/", 1)[-1], fs.boards, fs.error and fs.error["code"])
            for fs in result.files] == [("a.lin", 0, "file_not_text"), ("b.pbn", 1, None),
                                        ("c.pbn", 0, "no_boards")]
    assert result.summary()["replayed"] == 1


# -- reports ------------------------------------------------------------------------------

def test_csv_and_json_reports(tmp_path: Path) -> None:
    result = scan_paths([LIN], jobs=1, lang="en")
    write_report(result, tmp_path / "out.csv")
    write_report(result, tmp_path / "out.json")
    with (tmp_path / "out.csv").open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert list(rows[0]) == list(REPORT_COLUMNS)
    assert len(rows) == len(result.findings) == 10
    assert rows[-1]["type"] == "revoke" and rows[-1]["tricks_transferred"] == "1"
    data = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert set(data) == {"laws", "summary", "files", "findings"}
    assert data["laws"] == "2017" and data["summary"]["boards"] == 15
    assert data["findings"][-1]["score_ns_after"] == 400


def test_summary_table_in_dutch_and_english() -> None:
    result = scan_paths([LIN], jobs=1)
    nl = format_summary(result, "nl")
    en = format_summary(result, "en")
    assert "Gelezen spellen" in nl and "Verzakingen" in nl and "spellen/s" in nl
    assert "Boards read" in en and "Revokes" in en and "boards/s" in en
    assert "lin_insufficient_bid" in en and "Law 64A2" in en


# -- jobs ---------------------------------------------------------------------------------

def _report(paths: list[Path], jobs: int, tmp_path: Path) -> str:
    out = tmp_path / f"jobs{jobs}.json"
    write_report(scan_paths(paths, jobs=jobs, lang="en"), out)
    return out.read_text(encoding="utf-8")


def test_two_jobs_give_the_same_report_as_one(tmp_path: Path) -> None:
    assert _report([LIN], 2, tmp_path) == _report([LIN], 1, tmp_path)


def test_a_large_pbn_file_cut_in_pieces_gives_the_same_findings(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch
                                                                 ) -> None:
    second = '[Declarer "N"]\n[Contract "2S"]\n[Result "8"]\n[Play "E"]\nH7 H4 HA HT\n*\n'
    games = []
    for n in range(1, 41):
        games.append(pbn(play=CLEAN_PLAY, board=str(2 * n), result="7"))
        games.append(second)  # takes Board and Deal from the game before
        games.append(pbn(play=REVOKE_PLAY, contract="3NT", result="8", board=str(2 * n + 1))
                     .replace(f'[Board "{2 * n + 1}"]\n', ""))  # no board number: "#n"
        games.append(pbn(play=["HA HT H5 SA"], board=str(100 + n), result="7"))  # ♠A is North's
    path = tmp_path / "archive.pbn"
    path.write_text("\n".join(games), encoding="utf-8")
    monkeypatch.setattr(scan.plan, "CHUNK_MIN", 1)
    monkeypatch.setattr(scan.plan, "CHUNK_SIZE", 1000)
    assert len(scan.plan.plan_units([path], jobs=3)) == 12  # cut in twelve pieces for three jobs
    one = scan_paths([path], jobs=1, lang="en")
    three = scan_paths([path], jobs=3, lang="en")
    assert three.findings == one.findings
    assert three.summary() == one.summary()
    revokes = [f for f in one.findings if f["type"] == "revoke"]
    assert [f["board"] for f in revokes[:2]] == ["#3", "#7"] and len(revokes) == 40
    broken = [f for f in one.findings if f["type"] == "not_replayed"]
    # four games take 52 lines; the bad card of the second broken game is on line 50 + 52
    assert (broken[1]["board"], broken[1]["line"], broken[1]["card"]) == ("102", 102, "SA")
    assert one.summary()["boards"] == 160


def test_shared_data_every_board_accounted_for_and_jobs_agree(tmp_path: Path) -> None:
    data = shared("")
    report1 = _report([data], 1, tmp_path)
    assert _report([data], 2, tmp_path) == report1
    report = json.loads(report1)
    s = report["summary"]
    assert s["files"] == 45 and s["files_unreadable"] == 0
    assert s["boards"] == 1015 + 7934
    assert s["boards"] == s["replayed"] + s["without_play"] + s["not_replayed"]
    assert s["with_play"] == s["replayed"] + sum(
        n for code, n in s["not_replayed_by_code"].items())
    # no revoke claimed anywhere: online play cannot revoke, and none is in the rest
    assert s["revokes"] == 0
    by_file: dict[str, list[dict]] = {}
    for f in report["findings"]:
        by_file.setdefault(Path(f["file"]).name, []).append(f)
    assert "realbridge-2021-sample.pbn" not in by_file  # every board agrees with its Result
    lin = [f for name, fs in by_file.items() if name.endswith(".lin") for f in fs]
    assert sorted((Path(f["file"]).stem[-5:], f["board"], f["type"], f["code"] or f["source"])
                  for f in lin) == [
        ("00020", "c12", "result", "mc"), ("00025", "c3", "result", "mc"),
        ("00026", "o24", "result", "mc"), ("00027", "c19", "result", "mc"),
        ("00028", "o17", "result", "mc"), ("00030", "o17", "result", "mc"),
        ("00032", "o24", "result", "mc"),
        ("00037", "o1", "not_replayed", "card_not_held"), ("00039", "o10", "result", "rs")]
    rp = by_file["rpbridge-2012-championships.pbn"]
    assert all(f["board"] and f["line"] and f["message"] for f in rp)
    # rows written from another seat are read by who holds each card: all replay
    assert not [f for f in rp if f["type"] == "not_replayed"]
    assert sum(1 for f in rp if f["type"] == "result") == 3
    assert s["rows_reseated"] == 3765 + 1  # rpbridge, and the board of endplay-example4


# -- the command line ---------------------------------------------------------------------

def test_exit_0_with_findings_and_the_report_written(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report.csv"
    assert run(str(LIN), "--report", str(out), "--jobs", "1", "--lang", "en") == 0
    captured = capsys.readouterr()
    assert "Boards read" in captured.out and f"Report: {out} (10 findings)" in captured.out
    assert "empty.lin: no board found" in captured.err
    assert "Traceback" not in captured.err and "\r" not in captured.err
    assert out.exists()


def test_progress_bar_with_boards_per_second_when_forced(capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    assert run(str(LIN / "revoke.lin"), "--progress", "--jobs", "1", "--lang", "en") == 0
    err = capsys.readouterr().err
    assert "\r[" in err and "boards/s" in err and "100%" in err


@pytest.mark.parametrize("args", [
    ("/nonexistent/folder",),
    (str(LIN), "--jobs", "0"),
    (str(LIN), "--report", "out.txt"),
    (str(LIN), "--laws", "1850"),
])
def test_exit_2_for_a_missing_path_or_a_wrong_option(args: tuple[str, ...],
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert run(*args, "--lang", "en") == 2
    captured = capsys.readouterr()
    assert captured.err.strip() and "Traceback" not in captured.err
    assert captured.out == ""
