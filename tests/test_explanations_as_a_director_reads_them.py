"""Explanations read as a director reads them at the table (issue 13, the explanation points):
every step that speaks of a revoke names whose and which trick, the summary line cites no
article, the act that established a revoke is said, a claim objected to is explained, and
English counts "one trick", not "1 tricks"."""

from __future__ import annotations

import re

import verzaking
from pbnkit import DEAL

# 1NT by South, West leads; trick 1: West D8, North D5, East ST (a revoke: East holds D4 D3 D2)
REVOKE_T1 = "D8 D5 ST DA"


def rule(events: list, **kw) -> verzaking.Ruling:
    return verzaking.rule({"contract": "1NT", "declarer": "S", "vulnerable": "None",
                           "deal": DEAL, "events": events, **kw}, equity=False)


def texts(r: verzaking.Ruling, lang: str) -> list[str]:
    return verzaking.render_text(r, lang).splitlines()


def test_the_summary_line_cites_no_article() -> None:
    r = rule([REVOKE_T1])
    assert r.steps[0].law == ""
    first = next(line for line in texts(r, "en") if line.lstrip().startswith("1."))
    assert "(Law" not in first


def test_one_trick_played_is_said_in_the_singular() -> None:
    r = rule([REVOKE_T1])
    en = "\n".join(texts(r, "en"))
    assert not re.search(r"\b1 tricks\b", en) and "one trick have" not in en
    assert "one trick" in en


def test_63A1_the_act_that_established_the_revoke_is_said_with_its_revoke() -> None:
    # East's side plays to trick 2: South won trick 1 and leads DK; West follows: established
    r = rule([REVOKE_T1, "DK D9"])
    [step] = [s for s in r.steps if s.code == "tl.established_play"]
    assert step.law == "63A1" and step.data["next"] == 2
    en = "\n".join(texts(r, "en"))
    assert "East's revoke on trick 1 is now established: West, of the offending side, played " \
           "a card to trick 2." in en


def test_two_revokes_each_establishment_step_names_its_seat_and_trick() -> None:
    # East revokes on trick 1 and again on trick 2 (S9, then S8, still holding diamonds): both
    # are established by play; every establishment line in the ruling names its revoke
    r = rule([REVOKE_T1, "DK D9 D6 S9", "DQ DT D7 S8"])
    lines = [ln for ln in texts(r, "en")
             if re.match(r"\s*\d+\. ", ln) and "established" in ln and "revoke" in ln]
    assert len(lines) >= 3
    assert all(re.search(r"East's revoke on trick [123]\b", ln) for ln in lines), lines


def test_68D_an_objection_to_the_claim_is_explained() -> None:
    r = rule([REVOKE_T1, {"type": "claim", "seat": "S", "declarer_tricks": 9},
              {"type": "object", "seat": "W"}])
    en = "\n".join(texts(r, "en"))
    assert "West objects to the claim: it is not agreed" in en and "63A4" in en


def test_63A2_the_designated_card_is_named() -> None:
    r = rule([REVOKE_T1, {"type": "designate", "seat": "E", "card": "CA"}])
    nl = "\n".join(texts(r, "nl"))
    assert "Oost noemt ♣A voor de volgende slag." in nl


def test_64B4_dutch_speaks_of_a_call_not_a_bid() -> None:
    r = rule([REVOKE_T1, "DK D9 D6 D4", "DQ DT D7 D3", "DJ HA C2 D2",
              {"type": "next_board_call", "seat": "N"}, {"type": "attention", "seat": "E"}])
    nl = "\n".join(texts(r, "nl"))
    assert "geboden" not in nl and "bieding" in nl


def test_63A_a_board_told_as_events_says_once_that_the_revoke_is_established() -> None:
    # West's play to trick 2 establishes East's revoke; the ruling says so once, with the act,
    # not a second time without it before the adjustment
    r = rule([REVOKE_T1, "DK D9 D6 D4", "DQ DT D7 D3", "DJ HA C2 D2"])
    lines = [ln for ln in texts(r, "en") if re.match(r"\s*\d+\. ", ln)
             and "East's revoke on trick 1 is" in ln and "established" in ln]
    assert len(lines) == 1 and "West, of the offending side, played" in lines[0]
