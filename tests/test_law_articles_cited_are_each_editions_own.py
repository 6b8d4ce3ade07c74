"""Every article a ruling cites exists in the edition applied and says what the step says.

Issue 28, item 3.  A battery of cases (told as events, a hand record, a quick case) is
ruled under each edition; every step (the ruling's and "what now?") is checked: its article
and the articles its Dutch and English texts cite in parentheses.

Worked by hand from the texts (shared/notes/revoke-laws.md, sections 1, 2 and 8; seed
002 for 1997's Laws 61-64; the 2007 English Law 16):
- 2007 has no 62C3, 63A4 (agreeing to a claim is in 63A3), 64B8, nor 64C1/64C2 (one 64C);
  its Law 16C is information from other sources: withdrawn cards are 16D.
- 1997 lacks all that 2007 lacks, and 64B7 (both sides revoked); its 61B is one paragraph
  (no 61B1, 61B2(a), 61B2(b), 61B3), and that dummy may not ask a defender is in dummy's
  rights, 42B1 (the EBU's summary of the 2007 changes); its 63B is "attention illegally drawn",
  so an established revoke that may not be corrected is 63C; extraneous information from
  partner is 16A (its 16B is information from other sources).
- Rubber bridge and home games apply the 2007 revoke laws.
- The Dutch rules of 1930 have one article on revokes, VII.2b: no modern article applies.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

import verzaking
from conftest import EXAMPLES
from pbnkit import DEAL, pbn
from verzaking.render.text import step_text
from verzaking.ruling import Step

WBF = ("2017", "2007", "1997", "rubber", "home")
"""The editions that rule a case told as events."""

_LATER = {"62C3", "63A4", "64B8", "64C1", "64C2(a)", "64C2(b)"}
NOT_THERE = {
    "2017": {"63C", "16D"},
    "2007": _LATER | {"63C", "16C"},
    "1997": _LATER | {"64B7", "61B1", "61B2(a)", "61B2(b)", "61B3", "16B", "16D"},
}
"""Articles the edition does not have, or has with another subject than any step means."""
NOT_THERE["rubber"] = NOT_THERE["home"] = NOT_THERE["2007"]

EXPECTED: dict[str, dict[str, str]] = {
    # step code: its article under 2017, 2007 (rubber, home) and 1997
    "61B1.declarer": {"2017": "61B1", "2007": "61B1", "1997": "61B"},
    "61B2a.dummy": {"2017": "61B2(a)", "2007": "61B2(a)", "1997": "61B"},
    "61B.refused_dummy": {"2017": "61B2(b)", "2007": "61B2(b)", "1997": "42B1"},
    "61B3.defender_declarer": {"2017": "61B3", "2007": "61B3", "1997": "61B"},
    "61B3.defenders": {"2017": "61B3", "2007": "61B3"},
    "61B.1997_defenders": {"1997": "61B"},
    "tl.attention_established": {"2017": "63B", "2007": "63B", "1997": "63C"},
    "tl.attention_after_play": {"2017": "63B", "2007": "63B", "1997": "63C"},
    "tl.established_agreement": {"2007": "63A3", "1997": "63A3"},  # at once, before 2017
    "tl.agreement_establishes": {"2017": "63A4"},  # 2017: unless the side objects in time
    "64C1.equity": {"2017": "64C1", "2007": "64C", "1997": "64C", "rubber": "", "home": ""},
    "64C.players": {"rubber": "64C", "home": "64C"},  # no director: the players (64C)
    "tl.claim_objected": {"2017": "68D", "2007": "68D", "1997": "68D"},
    # one defender agrees, his partner objects: 2017 undoes it (63A4), before it stands (63A3)
    "tl.claim_objected_undone": {"2017": "68D"},
    "tl.claim_objected_stands": {"2007": "68D", "1997": "68D"},
    # a dummy with forfeited rights points out a defender's revoke first: 43B3 (1997:
    # 43B2(c), unconfirmed)
    "43B3.no_rectification": {"2017": "43B3", "2007": "43B3", "1997": "43B2(c)"},
    "43B3.defenders_score": {"2017": "43B3", "2007": "43B3", "1997": "43B2(c)"},
    "46B4.void_call": {"2017": "46B4", "2007": "46B4", "1997": "46B4"},
    "tl.question_earlier": {"2017": "61B", "2007": "61B", "1997": "61B"},
}
"""Hand-worked: the article each edition gives these steps (rubber and home as 2007 unless
named; ``""``: the step is not said under that edition)."""

IN_TEXT: dict[str, dict[str, str]] = {
    # step code: an article its text must cite, by edition
    "tl.claim_objected": {"2017": "63A4", "2007": "63A3", "1997": "63A3"},
    "tl.claim_objected_undone": {"2017": "63A4"},
    "tl.claim_objected_stands": {"2007": "63A3", "1997": "63A3"},
    "62C1.may_change": {"2017": "16C", "2007": "16D", "1997": "16C"},
    "61B2b.attention_all_the_same": {"2017": "16B", "2007": "16B", "1997": "16A"},
    "63A.claim_agreed": {"2017": "63A4", "2007": "63A3", "1997": "63A3"},
    "67B1.one_trick": {"2017": "64B7", "2007": "64B7"},  # 1997: no 64B7 (see below)
}
"""Hand-worked: the article each edition's text of these steps cites."""


def _own(edition: str) -> str:
    return "2007" if edition in ("rubber", "home") else edition


def _expected(code: str, edition: str) -> str | None:
    by = EXPECTED[code]
    return by[edition] if edition in by else by.get(_own(edition))


T1 = "D8 D5 ST DA"  # 1NT by South: East plays ♠10 to diamonds holding ♦432 (a revoke)
DECL = "D8 D5 D4 C8"  # South discards ♣8 holding ♦AKQJ (declarer revokes); West wins
PLAY = ["HA H8 H5 H2", "HK H9 H6 H3", "HQ HT H7 H4", "HJ C2 CJ C8", T1, "DK D9 D6 D4",
        "DQ DT D7 D3", "DJ S2 C3 D2", "CT C5 C4 CA", "CK C9 C6 SJ", "CQ S5 C7 SQ",
        "S9 S6 S3 SA", "SK S8 S7 S4"]  # all 13 tricks; East's revoke on trick 5


def _ask(seat: str, to: str) -> dict:
    return {"type": "question", "seat": seat, "to": to}


TOLD = {
    "declarer asks": [T1, _ask("S", "E"), {"type": "play", "card": "D2"}],
    "dummy asks a defender": [T1, _ask("N", "E")],
    "dummy asks declarer": [DECL, _ask("N", "S")],
    "a defender asks declarer": [DECL, _ask("W", "S")],
    "defenders ask each other": [T1, _ask("W", "E")],
    "established, then attention": [T1, "DK D9 D6 D4", {"type": "attention", "seat": "E"}],
    "attention after play": [*PLAY, {"type": "attention", "seat": "E"}],
    "claim objected": [T1, {"type": "claim", "seat": "S", "declarer_tricks": 9},
                       {"type": "object", "seat": "W"}],
    "claim agreed by the offenders": [T1, {"type": "claim", "seat": "S", "declarer_tricks": 9},
                                      {"type": "accept", "seat": "W"}],
    "claim agreed by one offender, objected by the other": [
        T1, {"type": "claim", "seat": "S", "declarer_tricks": 9}, {"type": "accept", "seat": "W"},
        {"type": "object", "seat": "E"}],
    "a forfeited dummy asks a defender": [{"type": "dummy_forfeited"}, T1, _ask("N", "E")],
    "a void call from dummy": [DECL, "HA", {"type": "designate", "seat": "S", "card": "HK"}],
    "a question about an earlier trick": [*PLAY[:7], {**_ask("S", "E"), "trick": 5}],
    # East plays no card to trick 2 (♥K led), found after trick 3: he places ♥7 (67B1)
    "a defective trick": ["HA H8 H5 H2", "HK H9", {"type": "omitted", "seat": "E"}, "H3",
                          "HQ HT H6 H4", {"type": "defective_trick", "seat": "E", "trick": 2}],
}


def _steps(r: verzaking.Ruling) -> Iterator[Step]:
    yield from r.steps
    yield from r.next_steps


def _battery(edition: str) -> list[Step]:
    out: list[Step] = []
    for events in TOLD.values():
        case = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
                "events": events}
        out += _steps(verzaking.rule(case, laws=edition, equity=False))
    # a hand record: South revokes on trick 1 (♣8 to hearts) and the result is agreed
    facts = verzaking.read_text(pbn(play=["HA HT H7 C8"], result="7"), kind="pbn")[0].facts
    out += _steps(verzaking.rule(facts, laws=edition, equity=False))
    twelfth = json.loads((EXAMPLES / "tafel-twaalfde-slag.json").read_text(encoding="utf-8"))
    out += _steps(verzaking.rule(twelfth, laws=edition, equity=False))
    return out


_ARTICLE = re.compile(r"\b([1-9]\d[A-H]\d?(?:\([a-c]\))?)")


def _cited_in_text(step: Step, lang: str) -> set[str]:
    """The articles a step's text names (its own article included), such as 63A4 or 64C2(a):
    two digits, a letter, perhaps a number and a letter in brackets."""
    return set(_ARTICLE.findall(step_text(step, lang)))


@pytest.mark.parametrize("edition", WBF)
def test_no_step_cites_an_article_the_edition_does_not_have(edition: str) -> None:
    wrong = [(s.code, lang, a) for s in _battery(edition) for lang in ("en", "nl")
             for a in _cited_in_text(s, lang) if a in NOT_THERE[edition]]
    assert wrong == []


@pytest.mark.parametrize("edition", WBF)
def test_each_edition_cites_its_own_article(edition: str) -> None:
    steps = _battery(edition)
    own = _own(edition)
    got = {(s.code, s.law) for s in steps if s.code in EXPECTED}
    want = {(code, law) for code in EXPECTED if (law := _expected(code, edition))}
    assert got == want  # every expected step was said, each with the edition's article
    for s in steps:
        if s.code in IN_TEXT and own in IN_TEXT[s.code]:
            assert all(IN_TEXT[s.code][own] in _cited_in_text(s, lang) for lang in ("en", "nl"))
    assert {s.code for s in steps} >= {c for c, by in IN_TEXT.items() if own in by}


def test_1930_cites_only_its_own_article() -> None:
    # 1930 rules only a quick case: its revoke is defined in VII.2b, not in a Law 61A
    [r] = verzaking.rule_file(EXAMPLES / "voorbeeld1.json", laws="1930", equity=False)
    laws = {s.law for s in r.steps}
    assert laws and all(law == "" or law.startswith("VII.2b") for law in laws), laws
    assert next(s for s in r.steps if s.code == "61A.revoke_reported").law == "VII.2b"


def test_the_objection_names_the_editions_article_in_both_languages() -> None:
    # 68D: the objection undoes the agreement that would have established the revoke:
    # 63A4 in 2017, 63A3 ("makes or agrees to") in 2007
    case = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": TOLD["claim objected"]}
    for laws, article in (("2017", "63A4"), ("2007", "63A3"), ("1997", "63A3")):
        r = verzaking.rule(case, laws=laws, equity=False)
        step = next(s for s in r.steps if s.code == "tl.claim_objected")
        assert f"does not establish a revoke ({article})" in step_text(step, "en")
        assert f"maakt geen verzaking voldongen ({article})" in step_text(step, "nl")


@pytest.mark.parametrize("edition", WBF)
def test_the_64c_estimate_names_no_article_the_edition_lacks(edition: str) -> None:
    # A repeated revoke in one suit (64B2) is estimated under 64C2(a) in 2017 and under the
    # one 64C before it; both sides revoking with nothing transferred, under 64C before 2017
    # (64B7 in 2007, no such item in 1997).  The texts must not name 2017's articles there.
    ed = verzaking.find_edition(edition)
    data = {"seat": "E", "trick": 6, "first": 3, "suit": "hearts"}
    steps = [Step(code="equity.repeat_start", law=ed.equity_article("repeat"), data=data)]
    if ed.equity_article("both") != "64C2(b)":
        steps.append(Step(code="equity.both_start_64c", law=ed.equity_article("both"),
                          data=data))
    wrong = [(s.code, lang, a) for s in steps for lang in ("en", "nl")
             for a in _cited_in_text(s, lang) | {s.law} if a in NOT_THERE[edition]]
    assert wrong == []


def test_67b1_under_1997_names_no_64b7() -> None:
    # 1NT by South.  Tricks 1-3: West cashes ♥A ♥K ♥Q, all follow (East: ♥5 ♥6 ♥7).
    # Trick 4: West ♥J, North ♣2, East plays no card, South ♣8.  Found after trick 5
    # (West ♦8, North ♦5, East ♦2, South ♦J): East, without a heart, places ♣J and is deemed
    # to have revoked (67B1; 1997 spares only a card of the suit led).  His side won trick
    # 4: one trick (64A2).  The step says that it counts for no other revoke's 64B2 --
    # and not 64B7, which 1997 does not have.
    events = ["HA H8 H5 H2", "HK H9 H6 H3", "HQ HT H7 H4", "HJ C2",
              {"type": "omitted", "seat": "E"}, "C8", "D8 D5 D2 DJ",
              {"type": "defective_trick", "seat": "E", "trick": 4, "card": "CJ"}]
    case = {"contract": "1NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": events}
    r = verzaking.rule(case, laws="1997", equity=False)
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    step = next(s for s in r.steps if s.code == "67B1.one_trick")
    assert step_text(step, "en").endswith("for another revoke (64B2). (Law 64A2)")
    assert step_text(step, "nl").endswith("bij een andere verzaking (64B2). (art. 64A2)")

