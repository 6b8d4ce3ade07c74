"""Law 52B1 with 61A and 63A1: a defender plays another card where his penalty card was due
(issue 28, item 8).  That is a revoke by 61A (failing to play a card the law requires), not
"by 50D1"; declarer accepting the card, by saying so (52B1(a)) or by playing on (52B1(b)),
lets it stand but establishes nothing: the revoke is established only as 63A says, and then
no tricks are transferred for it (64B3).

Deal, 3NT by South, West leads:
    N KQJ.AKQ.AQ5.AKQ2   E AT98.JT9.JT9.JT9   S 765.876.K873.876   W 432.5432.642.543
Trick 1: West S2, North SK, East S8, South S5 (North wins).  West then exposes C5 on
purpose: a major penalty card (50B).  Trick 2: North CA, East C9, South C6, West C3 -- West
had to play C5 to the club lead (50D1: the first legal opportunity) and did not: a revoke.
"""

from __future__ import annotations

from typing import Any

import verzaking
from verzaking.cards import Seat

DEAL = "N:KQJ.AKQ.AQ5.AKQ2 AT98.JT9.JT9.JT9 765.876.K873.876 432.5432.642.543"
C5_DUE = ["S2 SK S8 S5", {"type": "exposed", "seat": "W", "card": "C5", "choice": "deliberate"},
          "CA C9 C6 C3"]


def rule(events: list[Any]) -> verzaking.Ruling:
    case = {"contract": "3NT", "declarer": "S", "vulnerable": "None", "deal": DEAL,
            "events": events}
    return verzaking.rule(case, equity=False)


def steps(r: verzaking.Ruling) -> list[tuple[str, str]]:
    return [(s.code, s.law) for s in r.steps]


def test_not_playing_the_penalty_card_is_a_revoke_by_61A() -> None:
    r = rule(C5_DUE)
    assert ("tl.penalty_not_played", "61A") in steps(r)
    assert not [s for s in r.steps if s.code == "tl.penalty_not_played" and s.law == "50D1"]


def test_declarer_playing_on_accepts_the_card_but_the_revoke_is_not_established() -> None:
    # North leads CK to trick 3: declarer played on, so he must accept West's C3 (52B1(b)).
    # Nobody of East-West has played to trick 3 yet: not established (63A1), so no 64B
    # decision and no 64C reminder for it.
    r = rule([*C5_DUE, "CK"])
    assert ("52B1.accepted", "52B1(b)") in steps(r)
    [rr] = r.revokes
    assert rr.revoke.accepted == "52B1(b)" and rr.revoke.established_by is None
    assert not rr.established and rr.tricks_transferred == 0
    codes = [c for c, _ in steps(r)]
    assert "tl.established_by" not in codes and not any(c.startswith("64C") for c in codes)
    assert ("52B1.stands", "52B1") in steps(r)
    # "what now?": no note that declarer may still choose (he has accepted)
    assert "next.open_law52" not in [s.code for s in r.next_steps]


def test_the_revoke_is_established_when_the_offending_side_plays_on() -> None:
    # East follows with CT to trick 3: the offender's partner played to the next trick (63A1)
    r = rule([*C5_DUE, "CK CT"])
    [rr] = r.revokes
    assert rr.revoke.established_by == "63A1" and rr.established
    assert ("tl.established_play", "63A1") in steps(r)


def test_declarer_accepting_by_saying_so_establishes_nothing_either() -> None:
    r = rule([*C5_DUE, {"type": "attention", "seat": "W"}, {"type": "accept_play"}])
    assert ("52B1.accepted", "52B1(a)") in steps(r)
    [rr] = r.revokes
    assert not rr.established and rr.revoke.established_by is None


def test_attention_after_the_card_was_accepted_does_not_correct_it() -> None:
    # accepted by declarer's play (52B1(b)), then attention before West's side plays on: the
    # card stands (52B1(c): the penalty card stays one); no correction, no new penalty card
    r = rule([*C5_DUE, "CK", {"type": "attention", "seat": "W"}])
    assert ("tl.attention_accepted", "52B1(b)") in steps(r)
    codes = [c for c, _ in steps(r)]
    assert "62A.correct_obligation" not in codes and "52B.choose" not in codes
    table = r.facts.table
    assert table is not None
    assert [p.card for p in table.penalty[Seat.WEST]] == [verzaking.Card.parse("C5")]
    assert table.cards[Seat.NORTH] == verzaking.Card.parse("CK")  # trick 3 goes on
