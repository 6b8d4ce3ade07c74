"""Law 62C on the phone, as a Dutch club director found it (issue 28, second round, items 2,
7 and 11): "what now?" after a corrected revoke says

- that a defender's card taken back under 62C2 becomes a major penalty card which must be
  played at the first legal opportunity (50D1): where it may be played to this very trick he
  plays it there again, so he can change only where it may not;
- that dummy's card is taken back by declarer (45B: declarer plays dummy's cards; dummy does
  not act), not "North may take back his card";
- a card that is the player's only one of the suit led (he must play it again), for dummy
  and the offender's partner as for the offender;

on the command line (``verzaking next``), the server's page and the offline app alike.

The deal (the README's), 4S by South:
    N 9742.AQJ6.852.63   E 85.4.T963.KQ9874   S AKQJT.92.Q74.AJ5   W 63.KT8753.AKJ.T2
Tricks 1-5: DA D2 D3 D4 (West), DK D5 D6 D7 (West), C2 C3 C9 CA (South), SA S3 S4 S5,
SK S6 S7 S8 (South).  Then the hands hold
    N S92 HAQJ6 D8 C6    E H4 DT9 CKQ874    S SQJT H92 DQ CJ5    W HKT8753 DJ CT
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import pytest

import verzaking
from conftest import web_client
from verzaking.cards import Card, Seat
from verzaking.cli import main
from verzaking.render.text import step_text
from verzaking.site import bridge

DEAL = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"
FIVE = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8"]
# Trick 6 of the trial's case D: South leads DQ, West plays H3 holding DJ (a revoke), North
# (dummy) D8, his only diamond, East D9 (he still holds DT); attention to West's revoke.
CASE_D = [*FIVE, "DQ H3 D8 D9", {"type": "attention", "seat": "W"}]
# The trial's case H: South leads H9, West plays CT holding six hearts (a revoke), North
# (dummy) HA, East H4, his only heart; attention.
CASE_H = [*FIVE, "H9 CT HA H4", {"type": "attention", "seat": "W"}]


def case(events: list[Any], deal: str | None = DEAL) -> dict[str, Any]:
    out: dict[str, Any] = {"contract": "4S", "declarer": "S", "vulnerable": "None",
                           "events": events}
    if deal is not None:
        out["deal"] = deal
    return out


def nxt(events: list[Any], deal: str | None = DEAL) -> list[verzaking.Step]:
    return list(verzaking.rule(case(events, deal), equity=False).next_steps)


def said(events: list[Any], lang: str) -> list[str]:
    return [step_text(s, lang) for s in nxt(events)]


# -- the trial's case D: dummy's only diamond, East's diamond a penalty card due here again ----

D_NL = [
    # 62B1, 62B: DJ is West's only diamond ("ruitenkaart", one word: the trial read
    # "ruiten-kaart"); H3, from a defender's unfaced hand, a major penalty card
    "West bekent alsnog met ♦B, zijn enige ruitenkaart; ♥3 blijft als grote strafkaart open op "
    "tafel liggen. (art. 62B1)",
    # 62C1 for dummy, by declarer (45B); D8 is dummy's only diamond: played again (44C)
    "De leider mag ♦8 van de blinde (Noord), gespeeld na de verzaking, terugnemen, maar dat is "
    "de enige ruitenkaart van de blinde: die wordt dan opnieuw gespeeld. (art. 62C1)",
    # 16C: what withdrawn cards show is unauthorized for the offenders, East-West
    "Wat teruggenomen kaarten laten zien, is voor Oost-West (de partij van de verzaker) "
    "ongeoorloofde informatie; de andere partij mag het gebruiken. (art. 16C)",
    # 62C2 + 50D1: D9 taken back would be a major penalty card; diamonds were led, so the
    # first legal opportunity to play it is this trick: East plays D9 again
    "Wordt de kaart van Noord teruggenomen, dan mag Oost daarna ook ♦9 terugnemen, maar die "
    "wordt dan een grote strafkaart, die hij bij de eerste toegestane gelegenheid moet spelen "
    "(50D1), en ♦9 mag in deze slag gespeeld worden: hij speelt haar hier opnieuw en kan zijn "
    "kaart dus niet veranderen. (art. 62C2)",
    # 50D1 for West's H3, one card: "de strafkaart", not "strafkaart(en)"
    "West heeft de strafkaart ♥3 op tafel: speel die bij de eerste toegestane gelegenheid; "
    "bekennen gaat voor. (art. 50D1)",
]
D_EN = [
    "West follows suit with ♦J, his only card of diamonds; ♥3 stays face up on the table as a "
    "major penalty card. (Law 62B1)",
    "Declarer may take back dummy's ♦8 (North), played after the revoke, but it is dummy's "
    "only card of diamonds: it is then played again. (Law 62C1)",
    "What cards taken back show is unauthorized information for East-West (the offending "
    "side); the other side may use it. (Law 16C)",
    "If North's card is taken back, East may then take back ♦9 too, but it then becomes a "
    "major penalty card, to be played at the first legal opportunity (50D1), and ♦9 may be "
    "played to this trick: he plays it here again, so he cannot change his card. (Law 62C2)",
    "West has the penalty card ♥3 on the table, to be played at the first legal opportunity; "
    "following suit comes first. (Law 50D1)",
]


@pytest.mark.parametrize(("lang", "expected"), [("nl", D_NL), ("en", D_EN)])
def test_case_d_declarer_takes_dummys_only_diamond_back_and_easts_d9_is_played_again(
        lang: str, expected: list[str]) -> None:
    assert said(CASE_D, lang)[:5] == expected


def test_case_d_after_the_withdrawals_east_plays_the_penalty_card_d9_again() -> None:
    # West plays DJ; declarer takes dummy's D8 back and plays it again (his only diamond);
    # East takes D9 back: a major penalty card (62C2), due now (50D1): "what now?" names it
    # instead of "East plays a card to this trick again"
    events = [*CASE_D, {"type": "play", "card": "DJ"},
              {"type": "withdraw", "seat": "N", "card": "D8"}]
    first = nxt(events)[0]
    assert (first.code, first.law, first.data["play"]) == (
        "next.replay_only_dummy", "62C", Card.parse("D8"))
    events += [{"type": "play", "card": "D8"}, {"type": "withdraw", "seat": "E", "card": "D9"}]
    steps = nxt(events)
    assert (steps[0].code, steps[0].law, steps[0].data["card"]) == (
        "next.replay_penalty_card", "50D1", Card.parse("D9"))
    assert step_text(steps[0], "nl") == (
        "Oost speelt opnieuw ♦9 in deze slag: die kaart is nu een grote strafkaart, te spelen "
        "bij de eerste toegestane gelegenheid, en dat is hier. (art. 50D1)")
    # said once: no second line that East must play the penalty card D9 now
    assert not [s for s in steps[1:] if s.data.get("seat") == Seat.EAST
                and s.code.startswith("next.penalty_card")]


# -- the trial's case H: East's only heart ----------------------------------------------------

def test_case_h_names_easts_only_heart_which_he_plays_again() -> None:
    # 62C1: dummy's HA may be taken back by declarer (HQ HJ H6 remain: a choice, none named);
    # 62C2: East's H4 is his only heart, and as a major penalty card (50D1) it would be due
    # to this trick anyway: he plays H4 again, nothing changes
    steps = nxt(CASE_H)
    assert [(s.code, s.law) for s in steps[:4]] == [
        ("next.substitute_penalty", "62B1"), ("next.nos_may_withdraw_dummy", "62C1"),
        ("next.withdrawn_info", "16C"), ("next.partner_may_withdraw_if_replay_only", "62C2")]
    assert step_text(steps[1], "nl") == (
        "De leider mag de kaart die de blinde (Noord) na de verzaking speelde zonder straf "
        "terugnemen en een andere kaart van de blinde spelen; de blinde doet dat niet zelf "
        "(45B). (art. 62C1)")
    assert step_text(steps[3], "nl") == (
        "Wordt de kaart van Noord teruggenomen, dan mag Oost daarna ook ♥4 terugnemen, maar dat "
        "is zijn enige hartenkaart en als grote strafkaart moet hij haar toch bij de eerste "
        "toegestane gelegenheid spelen (50D1): hij speelt ♥4 hier opnieuw en kan niets "
        "veranderen. (art. 62C2)")
    assert step_text(steps[3], "en") == (
        "If North's card is taken back, East may then take back ♥4 too, but it is his only card "
        "of hearts, and as a major penalty card he must play it at the first legal opportunity "
        "anyway (50D1): he plays ♥4 here again and nothing changes. (Law 62C2)")
    # West's substitute: "hartenkaart", one word
    assert step_text(steps[0], "nl").startswith("West bekent alsnog met een hartenkaart;")


# -- without the deal: the rule said, not the card ------------------------------------------

def test_without_the_deal_a_discard_taken_back_under_62C2_gets_the_rule_in_words() -> None:
    # Trick 6 told without the deal: South C5, West H3 (a revoke), North C6, East H4.  Whether
    # East could follow clubs is not known: if he had none, H4 could be played here and
    # would be due again (50D1); if he had, H4 was a revoke of his own.  So the rule is said
    # in words, with its consequence, and no card is named.
    events = [*FIVE, "C5", {"type": "play", "card": "H3", "revoke": True}, "C6", "H4",
              {"type": "attention", "seat": "W"}]
    [line] = [s for s in nxt(events, deal=None) if s.law == "62C2"]
    assert line.code == "next.partner_may_withdraw_if_penalty"
    assert step_text(line, "en") == (
        "If North's card is taken back, East may then take back his own card too. It then "
        "becomes a major penalty card, to be played at the first legal opportunity (50D1): if "
        "it may be played to this trick, he must play it here again; only if it may not does "
        "he play another card. (Law 62C2)")


# -- two penalty cards: the plural --------------------------------------------------------------

def test_two_penalty_cards_are_said_in_the_plural() -> None:
    # After trick 1 (West wins with DA), East drops CK and CQ: honours, so major penalty cards
    # (50B); West is on lead, so they are not due now: the line lists both, in the plural
    events = ["DA D2 D3 D4", {"type": "exposed", "seat": "E", "card": "CK"},
              {"type": "exposed", "seat": "E", "card": "CQ"}]
    [line] = [s for s in nxt(events) if s.code == "next.penalty_card"]
    assert step_text(line, "nl").startswith("Oost heeft de strafkaarten ♣H en ♣V op tafel")
    assert step_text(line, "en").startswith("East has the penalty cards ♣K and ♣Q on the table")


# -- the command line, the server's page, the offline app --------------------------------------

def test_verzaking_next_says_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "d.json"
    path.write_text(json.dumps(case(CASE_D)), encoding="utf-8")
    assert main(["next", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[1:6] == [" - " + line for line in D_NL]
    assert main(["next", str(path), "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[1:6] == [" - " + line for line in D_EN]


@pytest.mark.parametrize(("lang", "expected"), [("nl", D_NL), ("en", D_EN)])
def test_the_server_page_and_the_offline_app_say_it(lang: str, expected: list[str]) -> None:
    res = web_client().post(f"/record?lang={lang}",
                            data={"text": json.dumps(case(CASE_D)), "lang": lang},
                            headers={"X-Fragment": "1"})
    assert res.status_code == 200
    page = html.unescape(res.text)
    for line in expected:
        assert f"<li>{line}</li>" in page
    out = json.loads(bridge.rule(json.dumps(case(CASE_D)), json.dumps({"lang": lang,
                                                                        "html": "1"})))
    assert [s["text"] for s in out["json"][0]["next"][:5]] == expected
    offline = html.unescape(out["html"])
    for line in expected:
        assert f"<li>{line}</li>" in offline
