"""A YAML case file's numbers and words are read as YAML 1.2 reads them, as written.

YAML 1.1 (PyYAML's safe loader) made ``012`` octal ten, ``1:20`` base-60 eighty,
``0x0B`` eleven and ``No`` false, without a word.  Now a number in decimal digits is
that number, anything else that is not plainly a number is text, and only ``true``
and ``false`` are booleans.
"""

from __future__ import annotations

import pytest

import verzaking
from verzaking.cards import Seat
from verzaking.contract import Vulnerability
from verzaking.io.caseload import load_case_text

TRICKS = "[EW, EW, NS, NS, NS, N, NS, NS, EW, NS, NS, EW, NS]"


def _yaml_case(extra: str, revoke: str = "{seat: E, trick: 6}") -> str:
    return f"contract: 4S\ndeclarer: S\ntricks: {TRICKS}\nrevokes:\n  - {revoke}\n{extra}"


@pytest.mark.parametrize("written, board", [
    ("012", "12"),        # YAML 1.1: octal, board 10
    ("1:20", "1:20"),     # YAML 1.1: base 60, board 80
    ("0x1A", "0x1A"),     # YAML 1.1: hexadecimal, board 26
    ("1_000", "1_000"),   # YAML 1.1: 1000
    ("1:20.5", "1:20.5"),  # YAML 1.1: the float 80.5, refused as a board
])
def test_a_board_number_is_the_board_written(written: str, board: str) -> None:
    [read] = verzaking.read_text(_yaml_case(f"board: {written}\n"), kind="yaml")
    assert read.error is None, read.error
    assert read.board == board


def test_a_revoke_trick_with_a_leading_zero_is_that_trick() -> None:
    # trick 11 was won by NS; YAML 1.1 read 011 as octal 9
    [read] = verzaking.read_text(_yaml_case("", "{seat: E, trick: 011}"), kind="yaml")
    assert read.error is None, read.error
    assert read.facts is not None
    assert [r.trick for r in read.facts.revokes] == [11]


@pytest.mark.parametrize("written", ["1:20", "0x0B"])  # 80 and 11 in YAML 1.1
def test_a_trick_not_in_decimal_digits_is_not_valid(written: str) -> None:
    [read] = verzaking.read_text(_yaml_case("", f"{{seat: E, trick: {written}}}"), kind="yaml")
    assert read.error is not None and read.error.code == "case_bad_value"
    assert f"'{written}' is not valid (1..13)" in read.error.message("en")
    assert f"'{written}' is niet geldig (1..13)" in read.error.message("nl")


def test_seats_sides_and_vulnerability_stay_text_and_no_is_a_word() -> None:
    text = ("contract: 4S\ndeclarer: N\nvulnerable: Both\ntitle: No\ncomment: off\n"
            "tricks: [EW, EW, NS, NS, NS, O, NZ, N, OW, S, Z, W, E]\n"
            "revokes:\n  - {seat: O, trick: 6}\n")
    [read] = verzaking.read_text(text, kind="yaml")
    assert read.error is None, read.error  # YAML 1.1: title and comment were false, refused
    assert read.facts is not None and read.facts.contract is not None
    assert read.facts.contract.declarer == Seat.NORTH
    assert read.facts.vulnerability == Vulnerability.BOTH
    assert load_case_text("a: [N, E, S, W, NS, EW, None, All, n, y, No, off, On, yes]",
                          yaml=True) == {"a": ["N", "E", "S", "W", "NS", "EW", "None", "All",
                                               "n", "y", "No", "off", "On", "yes"]}


def test_a_vulnerability_written_no_is_shown_as_written() -> None:
    [read] = verzaking.read_text(_yaml_case("vulnerable: no\n"), kind="yaml")
    assert read.error is not None and read.error.code == "case_bad_value"
    assert "'no' is not valid (None, NS, EW, All)" in read.error.message("en")


@pytest.mark.parametrize(("word", "established"), [("yes", True), ("ja", True), ("no", False),
                                                    ("nee", False), ("true", True)])
def test_established_written_as_a_word_is_read_as_that_word(word: str,
                                                            established: bool) -> None:
    # YAML 1.2 keeps yes/no as words (1.1 made them booleans); for "established" a
    # director's yes/no (ja/nee) still says it.  The seed's example 1: established, one
    # trick is transferred (64A2), 9 to 10; not established, none (62: corrected), 9.
    [read] = verzaking.read_text(
        _yaml_case("", f"{{seat: E, trick: 6, established: {word}}}"), kind="yaml")
    assert read.error is None, read.error
    ruling = verzaking.rule(read.facts, equity=False)
    assert ruling.declarer_tricks_adjusted == (10 if established else 9)
    assert load_case_text("a: [true, false, True, FALSE]", yaml=True) == {
        "a": [True, False, True, False]}


def test_established_in_other_words_is_refused() -> None:
    [read] = verzaking.read_text(_yaml_case("", "{seat: E, trick: 6, established: maybe}"),
                                 kind="yaml")
    assert read.error is not None
    assert "'maybe' is not valid (true, false)" in read.error.message("en")


@pytest.mark.parametrize("libyaml", [True, False])
def test_both_yaml_loaders_read_alike(libyaml: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    yaml = pytest.importorskip("yaml")
    from verzaking.io import caseload
    if libyaml and not getattr(yaml, "__with_libyaml__", False):
        pytest.skip("PyYAML without libyaml")
    monkeypatch.setattr(yaml, "__with_libyaml__", libyaml)
    caseload._yaml_loader.cache_clear()
    try:
        data = load_case_text("board: 012\nt: 1:20\nx: 0x1A\nf: 1.5\nb: [no, true]\nd: 2017-02-30",
                              yaml=True)
        with pytest.raises(verzaking.errors.CaseError) as info:
            load_case_text("contract: 4S\ndeclarer: S\ncontract: 3NT\n", yaml=True)
    finally:
        caseload._yaml_loader.cache_clear()
    assert data == {"board": 12, "t": "1:20", "x": "0x1A", "f": 1.5, "b": ["no", True],
                    "d": "2017-02-30"}
    assert info.value.line == 3 and 'field "contract" is given twice' in info.value.message("en")


@pytest.mark.parametrize(("word", "value"), [("yes", True), ("nee", False), ("on", True)])
def test_every_yes_or_no_field_takes_the_words(word: str, value: bool) -> None:
    # review: only "established" took yes/no; "won_later_with_suit_led: yes" (1997) was
    # refused after the YAML 1.1 booleans went
    text = ("laws: 1997\ncontract: 4S\ndeclarer: S\n"
            f"tricks: {TRICKS}\nrevokes:\n  - {{seat: E, trick: 6, "
            f"won_later_with_suit_led: {word}}}\n")
    [read] = verzaking.read_text(text, kind="yaml")
    assert read.error is None, read.error
    assert read.facts.revokes[0].won_later_with_held is value
