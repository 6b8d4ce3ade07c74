"""What an import of the log refuses, on the command line and the web, with nothing imported:
times outside the years 1000-9998, a ruling that is not one, a ruling its facts do not give,
an id twice, numbers JSON does not have, a bad ``version`` or ``lang``; and a log that
already holds an unreadable ruling (written before these checks) still opens.

The expected values are worked out by hand from the seed's Voorbeeld 1: 4♠ by South, North-
South win 9 tricks (−1, −50 not vulnerable); East revokes at trick 6, won by North; East-West
win tricks 9 and 12 after it: 64A2, one trick, 10 tricks, +420.
"""

from __future__ import annotations

import copy
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import verzaking
from verzaking.cli import main
from verzaking.render.jsonout import ruling_to_dict
from verzaking.ruling_log import (
    Meta,
    RulingLog,
    content_of,
    csv_text,
    export_document,
    json_text,
    listing,
    parse_import,
)
from verzaking.ruling_log.casedoc import agrees
from verzaking.ruling_log.changes import _after, corrected
from verzaking.ruling_log.entries import canonical_time
from verzaking.ruling_log.printed import entry_text, report_page, ruling_page

EXAMPLE_1 = {"contract": "4S", "declarer": "S", "vulnerable": "None", "laws": "2017",
             "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
             "revokes": [{"seat": "E", "trick": 6}]}
ID = "86dfb80e-329a-4cbc-b765-46d51a778319"
AT = "2026-12-01T14:50:25.020023Z"


def doc(**version: Any) -> dict[str, Any]:
    """An export of one entry of Voorbeeld 1; ``version`` changes its first version."""
    ruling = verzaking.rule(EXAMPLE_1, equity=False)
    content = content_of(ruling, Meta(event="Club", table="3"), lang="nl", case=EXAMPLE_1)
    first = {"revision": 1, "at": AT, "reason": None, "content": content, **version}
    return {"format": "verzaking-ruling-log", "version": 1, "exported": AT,
            "entries": [{"id": ID, "number": 1, "versions": [first]}]}


def with_content(**fields: Any) -> dict[str, Any]:
    d = doc()
    d["entries"][0]["versions"][0]["content"].update(fields)
    return d


def cli_import(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: dict[str, Any] | bytes,
               *, lang: str = "en") -> tuple[int, str, Path]:
    """``verzaking log import`` of ``data``: exit code, what it said, the log."""
    path, db = tmp_path / "in.json", tmp_path / "log.sqlite"
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    code = main(["log", "import", str(path), "--db", str(db), "--lang", lang])
    out = capsys.readouterr()
    return code, out.out + out.err, db


def entries_in(db: Path) -> int:
    if not db.exists():
        return 0
    with sqlite3.connect(db) as con:
        return con.execute("SELECT COUNT(*) FROM entries").fetchone()[0]


# -- F1, F2: the version's time ------------------------------------------------------------

@pytest.mark.parametrize("at", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00",
                                "0999-06-01T00:00:00Z", "9999-12-31T23:59:59.999999Z",
                                "0009-01-01T00:00:00Z"])
def test_a_version_time_outside_the_years_1000_to_9998_is_refused_naming_its_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], at: str) -> None:
    code, said, db = cli_import(tmp_path, capsys, doc(at=at))
    assert code == 2 and "Traceback" not in said
    assert f"entries[0] ({ID}), versions[0]: field 'at' is wrong" in said
    assert "years 1000 to 9998" in said and said.rstrip().endswith("nothing was imported")
    assert entries_in(db) == 0


def test_a_stored_time_has_four_digit_years_so_the_text_sorts_in_time_order() -> None:
    # 1000-01-01 00:30 at +01:00 is 999-12-31 23:30 UTC: before the first year allowed
    assert canonical_time("1000-01-01T00:30:00+01:00") is None
    first = canonical_time("1000-01-01T00:00:00Z")
    last = canonical_time("9998-12-31T23:59:59.999999Z")
    assert first == "1000-01-01T00:00:00.000000Z" and last == "9998-12-31T23:59:59.999999Z"
    assert first < AT < last
    assert _after(last) == "9999-01-01T00:00:00.000000Z"  # a correction after the last


def test_a_correction_after_a_time_stored_unpadded_by_an_older_import_does_not_crash() -> None:
    entry = parse_import(json.dumps(doc()).encode(), name="x")[0]
    old = entry.versions[0]
    broken = type(entry)(id=entry.id, versions=(type(old)(
        revision=1, at="999-06-01T00:00:00.000000Z", reason=None, content=old.content),))
    fixed = corrected(broken, {"table": "9"}, reason="tafel")
    assert fixed.versions[-1].at[:4] >= "2000" and fixed.content["table"] == "9"


# -- F3: the ruling's shape, and a log that already holds an unreadable one -----------------

@pytest.mark.parametrize(("ruling", "field"), [
    ({"declarer_tricks": "x", "score_ns": [], "revokes": "abc", "contract": 5},
     "ruling.contract"),
    ({"revokes": [1, 2]}, "ruling.revokes[0]"),
    ({"score_ns": []}, "ruling.score_ns"),
    ({"declarer_tricks": {"played": 10**100}, "contract": "4S"}, "ruling.declarer_tricks.played"),
    ({"steps": [{"text": 5}]}, "ruling.steps[0].text"),
])
def test_a_malformed_ruling_is_refused_naming_entry_version_and_field(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], ruling: dict[str, Any],
        field: str) -> None:
    code, said, db = cli_import(tmp_path, capsys, with_content(ruling=ruling))
    assert code == 2 and "Traceback" not in said
    assert f"entries[0] ({ID}), versions[0]: field '{field}' is wrong" in said
    assert entries_in(db) == 0


@pytest.fixture
def unreadable_log(tmp_path: Path) -> Path:
    """A log with a good entry (1) and one whose stored ruling is junk (2), as an import
    before these checks left it."""
    db = tmp_path / "old.sqlite"
    good = doc()["entries"][0]["versions"][0]["content"]
    with RulingLog.open(db) as log:
        log.add(good)
        log.add(good)
    junk = {**good, "ruling": {"declarer_tricks": "x", "score_ns": [], "revokes": "abc",
                               "contract": 5}}
    with sqlite3.connect(db) as con:
        con.execute("UPDATE versions SET content=? WHERE entry_id=(SELECT id FROM entries "
                    "WHERE number=2)", (json.dumps(junk),))
    return db


def test_a_log_holding_an_unreadable_ruling_still_lists_exports_and_prints(
        unreadable_log: Path) -> None:
    with RulingLog.open(unreadable_log) as log:
        entries = log.entries()
    good, junk = (listing(e, "en") for e in entries)
    assert good["score"] == "−50 → +420" and good["articles"] == "64A2"
    assert junk["contract"] == "(stored ruling unreadable)" and junk["score"] == ""
    rows = csv_text(entries, "en").splitlines()
    assert rows[1].split(",")[19] == "420"  # score_ns
    assert "(stored ruling unreadable)" in rows[2] and rows[2].split(",")[19] == ""
    assert "(bewaarde uitspraak onleesbaar)" in csv_text(entries, "nl")
    assert "another ruling than the one stored" in entry_text(entries[1], "en")
    assert "art. 64A2" in ruling_page(entries[1], "nl")
    assert report_page(entries, "en").count("<tr>") == 3
    json.loads(json_text(entries))


def test_the_command_line_opens_a_log_holding_an_unreadable_ruling(
        unreadable_log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["list"], ["list", "--json"], ["show", "2"], ["export"], ["print", "2"],
                 ["report"], ["correct", "2", "--reason", "tafel", "--table", "9"],
                 ["final", "2"], ["export", "--format", "json"]):
        assert main(["log", *argv, "--db", str(unreadable_log), "--lang", "en"]) == 0, argv
    said = capsys.readouterr()
    assert "(stored ruling unreadable)" in said.out and "Traceback" not in said.err
    assert main(["log", "delete", "2", "--reason", "weg", "--yes", "--db",
                 str(unreadable_log)]) == 0
    with RulingLog.open(unreadable_log) as log:
        assert log.entry(2).deleted and len(log.entry(2).versions) == 4


# -- F4: the stored ruling must be what its case rules ---------------------------------------

def forged() -> dict[str, Any]:
    d = doc()
    d["entries"][0]["versions"][0]["content"]["ruling"]["score_ns"]["adjusted"] = 1100
    return d


def test_a_forged_score_is_refused_saying_both_scores(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, said, db = cli_import(tmp_path, capsys, forged())
    assert code == 2
    assert f"entries[0] ({ID}), versions[0]: the stored ruling is not what its facts rule" in said
    assert "stored 2017: −50 → +1100 (64A2); ruled again 2017: −50 → +420 (64A2)" in said
    assert entries_in(db) == 0


def test_a_case_that_cannot_be_ruled_is_refused(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    d = doc()
    d["entries"][0]["versions"][0]["content"]["case"]["laws"] = "2099"
    code, said, db = cli_import(tmp_path, capsys, d)
    assert code == 2 and "unknown laws '2099'" in said and "versions[0]" in said
    assert entries_in(db) == 0


def test_a_1930_case_with_a_2017_ruling_is_refused(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    d = doc()
    d["entries"][0]["versions"][0]["content"]["case"]["laws"] = "1930"
    code, said, db = cli_import(tmp_path, capsys, d, lang="nl")
    assert code == 2 and "bewaard 2017: −50 → +420 (64A2); opnieuw bepaald 1930:" in said
    assert said.rstrip().endswith("niets is geïmporteerd") and entries_in(db) == 0


def test_a_ruling_with_the_64c_estimate_agrees_with_its_case_ruled_without_it() -> None:
    ruled = ruling_to_dict(verzaking.rule(EXAMPLE_1, equity=False))
    stored = copy.deepcopy(ruled)
    stored["declarer_tricks"]["equity"], stored["score_ns"]["equity"] = 11, 450
    assert agrees(ruled, stored)
    stored["score_ns"]["adjusted"] = 450
    assert not agrees(ruled, stored)


def test_a_real_export_is_imported_again_twice_without_change(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, said, db = cli_import(tmp_path, capsys, doc())
    assert code == 0 and "1 new, 0 updated, 0 already there" in said
    with RulingLog.open(db) as log:
        again = log.merge(parse_import(json_text(log.entries(deleted=True)).encode(), name="x"))
    assert (again.added, again.updated, again.unchanged) == (0, 0, 1)


# -- F7: an id twice in one file -----------------------------------------------------------

def test_the_same_id_twice_with_other_versions_is_refused_naming_both_places(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    d = doc()
    other = copy.deepcopy(d["entries"][0])
    other["versions"][0]["content"]["table"] = "7"  # the same time, another table
    d["entries"].append(other)
    code, said, db = cli_import(tmp_path, capsys, d)
    assert code == 2
    assert f"entries[0] and entries[1] have the same id {ID} but different versions" in said
    assert entries_in(db) == 0


def test_the_same_entry_twice_is_one_entry_with_its_longest_history(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    d = doc()
    longer = copy.deepcopy(d["entries"][0])
    second = copy.deepcopy(longer["versions"][0])
    second.update(revision=2, at="2026-12-01T15:00:00Z", reason="tafel")
    second["content"]["table"] = "7"
    longer["versions"].append(second)
    d["entries"] += [longer, copy.deepcopy(d["entries"][0])]
    code, said, db = cli_import(tmp_path, capsys, d)
    assert code == 0 and "1 new, 0 updated, 0 already there" in said
    with RulingLog.open(db) as log:
        entry = log.entry(1)
    assert [(v.revision, v.reason) for v in entry.versions] == [(1, None), (2, "tafel")]


# -- F10: numbers, version, lang, and saying nothing was imported ----------------------------

@pytest.mark.parametrize("number", [b"NaN", b"Infinity", b"-Infinity", b"1e999"])
def test_numbers_json_does_not_have_are_refused(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str],
                                                number: bytes) -> None:
    data = json.dumps(with_content(x="HERE")).replace('"HERE"', number.decode()).encode()
    code, said, db = cli_import(tmp_path, capsys, data)
    assert code == 2 and "a number that JSON does not have" in said and entries_in(db) == 0


@pytest.mark.parametrize(("version", "shown"), [("1", '"1"'), (-1, "-1"), (0, "0"),
                                                (True, "true"), (None, "null")])
def test_a_version_that_is_not_a_whole_number_from_1_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], version: Any, shown: str) -> None:
    d = doc()
    d["version"] = version
    code, said, db = cli_import(tmp_path, capsys, d)
    assert code == 2 and "newer" not in said and entries_in(db) == 0
    assert f"'version' must be a whole number, 1 or more (found: {shown})" in said


@pytest.mark.parametrize("lang", ["fr", "xx"])
def test_a_language_other_than_nl_or_en_is_refused(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str],
                                                  lang: str) -> None:
    code, said, _ = cli_import(tmp_path, capsys, with_content(lang=lang))
    assert code == 2 and "field 'lang' is wrong: expected nl or en" in said


def test_an_entry_refusal_says_nothing_was_imported_in_both_languages(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = with_content(date="2025-02-30")
    _, en, _ = cli_import(tmp_path, capsys, bad, lang="en")
    _, nl, _ = cli_import(tmp_path, capsys, bad, lang="nl")
    assert en.rstrip().endswith("field 'date' is wrong: expected a date YYYY-MM-DD; "
                                "nothing was imported")
    assert nl.rstrip().endswith("veld 'date' klopt niet: verwacht een datum JJJJ-MM-DD; "
                                "niets is geïmporteerd")


def test_an_export_is_standard_json() -> None:
    entries = parse_import(json.dumps(doc()).encode(), name="x")
    text = json.dumps(export_document(entries), allow_nan=False)
    assert json.loads(text)["entries"][0]["id"] == ID
