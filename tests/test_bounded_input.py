"""No input can hurt it (issue 11): bounded readers, messages that cannot crash, and
impossible input that is an error, never a ruling."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import verzaking
from conftest import EXAMPLES
from pbnkit import DEAL, pbn
from verzaking.cards import Card, Seat, Side, Suit
from verzaking.contract import Contract, Vulnerability
from verzaking.render.i18n import CATALOGS, text

QUICK = {"contract": "4S", "declarer": "S", "vulnerable": "None",
         "tricks": ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW", "NS"],
         "revokes": [{"seat": "E", "trick": 6}]}


def _error(text_: str, kind: str) -> verzaking.VerzakingError:
    [board] = verzaking.read_text(text_, kind=kind)
    assert board.error is not None, board
    return board.error


# -- YAML and JSON are read bounded ---------------------------------------------------------

BOMB = "\n".join(["a: &a [x, x, x, x, x, x, x, x, x]"] + [
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]"
    for i in range(8)] + ["board: *i", "contract: 4S", "declarer: S"])


def test_a_yaml_alias_bomb_is_refused_not_expanded() -> None:
    err = _error(BOMB, "yaml")
    assert err.code == "case_json" and err.line == 2
    assert "alias" in err.message("en") and "alias" in err.message("nl")


@pytest.mark.parametrize("value", ["!!int N", "!!int", "!!float x", "!!python/object:os.system x",
                                   "!!binary aGVsbG8="])
def test_yaml_tags_are_refused(value: str) -> None:
    err = _error(f"contract: 4S\ndeclarer: S\nboard: {value}\n", "yaml")
    assert err.code == "case_json" and "tag" in err.message("en")


def test_a_yaml_date_stays_text() -> None:
    [board] = verzaking.read_text("contract: 4S\ndeclarer: S\nboard: 2017-02-30\ntricks: "
                                  + json.dumps(["NS"] * 13) + "\n", kind="yaml")
    assert board.error is None and board.board == "2017-02-30"


@pytest.mark.parametrize("text_, reason", [
    ("[" * 5000 + "]" * 5000, "nested too deeply"),
    ('{"board": 1' + "0" * 5000 + "}", "too many digits"),
    ('{"board": 1,}', "not valid JSON"),
])
def test_json_problems_are_said_in_our_words(text_: str, reason: str) -> None:
    err = _error(text_, "json")
    assert reason in err.message("en")
    assert "Expecting" not in err.message("nl") and "recursion" not in err.message("nl")


@pytest.mark.parametrize("text_", [
    "a: " + "[" * 3000 + "]" * 3000 + "\n",  # flow: libyaml's own limit said "not valid"
    "a:\n" + "".join("  " * i + "-\n" for i in range(1, 60)),  # block style
], ids=["flow", "block"])
def test_yaml_nested_too_deeply_is_said_as_for_json(text_: str) -> None:
    # Deep JSON said "nested too deeply", deep YAML "not valid YAML" (a review).
    err = _error(text_, "yaml")
    assert err.code == "case_json" and "nested too deeply" in err.message("en")
    assert "YAML" not in err.message("en")


def test_yaml_nested_a_little_is_read() -> None:
    [board] = verzaking.read_text("contract: 4S\ndeclarer: S\nnote: " + "[" * 20 + "]" * 20
                                  + "\ntricks: " + json.dumps(["NS"] * 13) + "\n", kind="yaml")
    assert board.error is None or "nested" not in board.error.message("en")


# -- messages can never crash ------------------------------------------------------------

def _sample(name: str) -> object:
    samples = {"seat": Seat.EAST, "to": Seat.WEST, "player": Seat.NORTH, "declarer": Seat.SOUTH,
               "claimer": Seat.WEST, "leader": Seat.WEST, "owner": Seat.EAST,
               "winner": Seat.NORTH, "winner12": Seat.NORTH, "winner13": Seat.SOUTH,
               "partner": Seat.WEST, "other": Seat.NORTH, "holder": Seat.NORTH,
               "expected": Seat.NORTH, "side": Side.NS, "declaring_side": Side.NS,
               "suit": Suit.HEARTS, "card": Card.parse("C4"), "penalty": Card.parse("H8"),
               "likely_card": Card.parse("H4"), "held": (Card.parse("H4"),),
               "cards": (Card.parse("H4"), Card.parse("H3")), "seats": (Seat.SOUTH,),
               "contract": Contract.parse("4S", declarer="S"),
               "vulnerability": Vulnerability.NONE, "tricks": (6, 9), "later": (9, 12),
               "edition": "2017", "choice": "tricks", "like": "tricks"}
    return samples.get(name, 3)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_message_renders_with_sample_facts_and_without_any(lang: str) -> None:
    import re

    for code, template in CATALOGS[lang].items():
        names = set(re.findall(r"\{(\w+)", template.replace("{{", "")))
        filled = text(code, lang, {n: _sample(n) for n in names})
        assert not any("{" + n in filled for n in names), code  # every field written
        text(code, lang, {})  # no facts at all: question marks, never an exception


@pytest.mark.parametrize("mutate", [
    lambda c: c.update(events=[["x"]]),
    lambda c: c.update(revokes=[0]),
    lambda c: c.update(revokes=[None]),
    lambda c: c.update(claim="10"),
])
def test_values_of_the_wrong_kind_give_a_message_not_a_crash(mutate) -> None:
    case = json.loads(json.dumps(QUICK))
    mutate(case)
    with pytest.raises(verzaking.CaseError) as exc:
        verzaking.rule(case, equity=False)
    assert exc.value.message("nl") and exc.value.message("en")
    assert exc.value.message("en") != exc.value.code  # written from the catalog


def test_a_long_value_is_cut_in_the_message() -> None:
    case = {**QUICK, "revokes": [{"seat": "E" * 5000, "trick": 6}]}
    with pytest.raises(verzaking.CaseError) as exc:
        verzaking.rule(case, equity=False)
    assert len(exc.value.message("nl")) < 200 and "…" in exc.value.message("nl")


def test_dutch_messages_name_seats_in_dutch() -> None:
    with pytest.raises(verzaking.CaseError) as exc:
        verzaking.rule({**QUICK, "declarer": "Q"}, equity=False)
    assert "N, O, Z, W" in exc.value.message("nl") and "N, E, S, W" in exc.value.message("en")


def test_an_unknown_field_is_a_warning_a_misspelt_one_an_error() -> None:
    ruled = verzaking.rule({**QUICK, "colour": "red"}, equity=False)
    assert "note_unknown_field" in [s.code for s in ruled.steps]
    assert ruled.score_ns_adjusted == 420
    bad = {k: v for k, v in QUICK.items() if k != "revokes"} | {"revoke": QUICK["revokes"]}
    with pytest.raises(verzaking.CaseError) as exc:  # else the revoke would be left out
        verzaking.rule(bad, equity=False)
    assert 'did you mean "revokes"' in exc.value.message("en")


# -- impossible input is an error, not a ruling -------------------------------------------------

def test_64_the_same_revoke_listed_twice_is_an_error_not_two_transfers() -> None:
    case = {**QUICK, "revokes": [{"seat": "E", "trick": 6, "suit": "H"}] * 2}
    with pytest.raises(verzaking.CaseError) as exc:
        verzaking.rule(case, equity=False)
    assert exc.value.code == "case_revoke_twice" and "revokes[1]" in exc.value.message("en")


def test_play_on_a_board_passed_out_is_an_error_in_pbn_as_in_lin() -> None:
    err = _error(pbn(play=["HA HT CA H2"], contract="Pass"), "pbn")
    assert err.code == "pbn_play_passed_out" and err.line is not None


@pytest.mark.parametrize("deal", ["garbage", "N:AKQJ.T98.765.432 T98.765.432.AKQJ "
                                             "765.432.AKQJ.T98 432.AKQJ.T98.76A"])
def test_a_case_deal_that_cannot_be_is_an_error_also_without_events(deal: str) -> None:
    with pytest.raises(verzaking.DealError):
        verzaking.rule({**QUICK, "deal": deal}, equity=False)


def test_a_cut_off_lin_record_is_an_error_not_a_board_passed_out() -> None:
    err = _error("qx|o1|md|3S765H432DAKQ", "lin")
    assert err.code == "deal_hand_size" and "9 cards" in err.message("en")


def test_lin_names_the_hand_that_is_wrong_when_the_fourth_is_left_out() -> None:
    err = _error("qx|o1|md|3S765H432DAKQJCT987,S432HAKQJDT98C765,SAKQJHT98D765C432,|"
                 "mb|1N|mb|p|mb|p|mb|p|", "lin")
    assert "South's hand has 14 cards" in err.message("en")


def test_a_lin_board_without_an_auction_is_not_called_passed_out() -> None:
    [board] = verzaking.read_text("qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,"
                                  "SAKQJHT98D765C432,|sv|o|", kind="lin")
    assert board.facts is not None
    ruling = verzaking.rule(board.facts, equity=False)
    assert [s.code for s in ruling.steps] == ["note_lin_no_auction"]
    assert ruling.score_ns_played is None


def test_laws_and_date_together_are_refused() -> None:
    res = subprocess.run([sys.executable, "-m", "verzaking", "rule", str(EXAMPLES / "voorbeeld1.json"),
                          "--laws", "2017", "--date", "2005-03-01"], capture_output=True, text=True)
    assert res.returncode == 2 and "--laws" in res.stderr and "Traceback" not in res.stderr


# -- PBN details -----------------------------------------------------------------------------

def test_pbn_lines_that_are_not_pbn_and_a_dealer_that_is_not_a_seat_are_warnings() -> None:
    text_ = pbn(play=None, result="7", extra="\x00\x01 junk \x7f").replace(
        '[Dealer "N"]', '[Dealer "Q"]')  # the one [Dealer] (a second would be refused)
    [board] = verzaking.read_text(text_, kind="pbn")
    assert board.facts is not None
    assert [n.code for n in board.warnings] == ["note_pbn_ignored_lines", "note_pbn_bad_dealer"]


def test_pbn_escaped_quote_in_a_tag_value_is_read() -> None:
    [board] = verzaking.read_text('[Event "Club \\"De Ruiter\\""]\n' + pbn(play=None, result="7"),
                                  kind="pbn")
    assert board.facts is not None and board.facts.tags["Event"] == 'Club "De Ruiter"'


# -- any value in any field: an error with a message, or a ruling -----------------------------

json_values = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6)
                           | st.floats(allow_nan=False) | st.text(max_size=12),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=12)
FIELDS = ["laws", "board", "contract", "declarer", "vulnerable", "tricks", "revokes", "claim",
          "title", "deal", "events", "play"]
TOLD = {"events": ["D8 D5 ST DA", {"type": "question", "seat": "S", "to": "E"}],
        "play": ["D8 D5 ST DA", "DK D9 D6 D2"]}
"""The play of the other two cases each value is tried in: told as events, a record's play."""


@settings(max_examples=300, deadline=None)
@given(field=st.sampled_from(FIELDS), value=json_values,
       base=st.sampled_from(["quick", "events", "play"]), lang=st.sampled_from(["nl", "en"]))
def test_any_value_in_any_field_gives_a_message_or_a_ruling(field, value, base, lang) -> None:
    case = json.loads(json.dumps(QUICK))
    if base in TOLD:
        case = {"contract": "1NT", "declarer": "S", "deal": DEAL, base: TOLD[base]}
    case[field] = value
    try:
        verzaking.rule(case, equity=False)
    except verzaking.VerzakingError as err:
        assert err.message(lang)
    for kind in ("json", "yaml"):
        for board in verzaking.read_text(json.dumps(case), kind=kind):
            assert board.facts is not None or (board.error is not None
                                               and board.error.message(lang))


@pytest.mark.parametrize("args, nl, en", [
    (["rule"], "ontbreekt: FILE", "missing: FILE"),
    (["rule", "x.pbn", "--bogus"], "onbekende optie(s): --bogus", "unknown option(s): --bogus"),
    (["scan", "--jobs", "x", "."], "'x' is geen getal", "'x' is not a number"),
])
def test_command_line_mistakes_are_said_in_the_users_language(args, nl, en) -> None:
    for lang, expected in (("nl", nl), ("en", en)):
        extra = [] if lang == "nl" else ["--lang", "en"]
        res = subprocess.run([sys.executable, "-m", "verzaking", *args, *extra],
                             capture_output=True, text=True)
        assert res.returncode == 2 and expected in res.stderr, res.stderr
        assert "Traceback" not in res.stderr


def test_what_now_for_a_hand_record_says_it_has_no_events() -> None:
    from conftest import FIXTURES

    res = subprocess.run([sys.executable, "-m", "verzaking", "next",
                          str(FIXTURES / "voorbeeld1.pbn"), "--lang", "en"],
                         capture_output=True, text=True)
    assert res.returncode == 0 and "not told as events" in res.stdout


@pytest.mark.parametrize("date, words", [("1925-01-01", "1930-11-22"),
                                         ("1950-06-01", "1932-01-01 and 1997-09-01")])
def test_a_date_without_laws_says_which_laws_there_are(date: str, words: str) -> None:
    from verzaking.laws import edition_for_date

    with pytest.raises(verzaking.InputError) as exc:
        edition_for_date(date)
    assert words in exc.value.message("en")


def test_the_list_of_event_types_is_given_whole() -> None:
    with pytest.raises(verzaking.CaseError) as exc:
        verzaking.rule({"contract": "4S", "declarer": "S", "events": [{"type": "x"}]})
    assert "exposed" in exc.value.message("en")  # the last of them


def test_a_utf16_file_with_its_bom_is_read(tmp_path) -> None:
    path = tmp_path / "board.pbn"
    path.write_bytes(pbn(play=None, result="7", extra='[Event "Zitting 3…"]').encode("utf-16"))
    [board] = verzaking.read(path)
    assert board.error is None and board.facts.tags["Event"] == "Zitting 3…"


@pytest.mark.parametrize("libyaml", [True, False])
def test_yaml_aliases_and_tags_are_refused_with_and_without_libyaml(
        libyaml: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # libyaml reads a large case file ten times faster, but composes in C: the aliases and
    # tags are checked on its events, with the same messages as the pure-Python reader's
    import yaml

    from verzaking.errors import CaseError
    from verzaking.io import caseload

    if libyaml and not yaml.__with_libyaml__:
        pytest.skip("PyYAML built without libyaml")
    monkeypatch.setattr(yaml, "__with_libyaml__", libyaml)
    caseload._yaml_loader.cache_clear()
    try:
        for text, reason in (("a: &x [1]\nb: *x\n", "reason.yaml_alias"),
                             ("a: !!int 3\n", "reason.yaml_tag"),
                             ("a: !!python/object:os.system x\n", "reason.yaml_tag")):
            with pytest.raises(CaseError) as err:
                caseload.load_case_text(text, yaml=True)
            assert err.value.params["reason"] == reason
        assert caseload.load_case_text("d: 2017-02-30\nn: 3\n", yaml=True) == {
            "d": "2017-02-30", "n": 3}
    finally:
        caseload._yaml_loader.cache_clear()
