"""Laws 62B2, 62C2, 50B and 52: a penalty card stays a penalty card until it is legally
played (issue 29, item 2).

1. A defender revokes *with* a major penalty card and corrects it.  62B2: a defender's
   faced card is replaced "without further rectification": nothing new is added, but the
   card was never legally played, so it is still the penalty card it was (50A, 50D1).
2. After a 62C2 withdrawal a defender's card is a major penalty card, due at the first
   legal opportunity (50D1): where it may be played to the same trick, another card there
   is a failure to play a penalty card (61A), dealt with under Law 52: declarer accepts it
   (52B1; playing on accepts it, 52B1(b)) or has the penalty card played, the other card
   becoming a major penalty card (52B2).  Found in a director's trial
   (briefs/trial-phone/caseD6.json).
3. A defender with a penalty card who gets another one: all are major (50B); a card that
   is a penalty card already stays one card.

Deal D1, 4♠ by South, West leads::

            ♠ K 10 4
            ♥ A Q 6 5
            ♦ K 7 3
            ♣ 8 6 2
    ♠ 5 2               ♠ 7 6
    ♥ 10 7 3            ♥ K J 9 8
    ♦ 8 6 2             ♦ Q J 10 9
    ♣ Q 10 7 4 3        ♣ A J 9
            ♠ A Q J 9 8 3
            ♥ 4 2
            ♦ A 5 4
            ♣ K 5
"""

from __future__ import annotations

from typing import Any

import verzaking
from verzaking.cards import Card, Seat

C = Card.parse
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
D1 = "N:KT4.AQ65.K73.862 76.KJ98.QJT9.AJ9 AQJ983.42.A54.K5 52.T73.862.QT743"
# the trial's deal, 4♠ by South: N ♠9742 ♥AQJ6 ♦852 ♣63  E ♠85 ♥4 ♦T963 ♣KQ9874
#                                 S ♠AKQJT ♥92 ♦Q74 ♣AJ5  W ♠63 ♥KT8753 ♦AKJ ♣T2
D6 = "N:9742.AQJ6.852.63 85.4.T963.KQ9874 AKQJT.92.Q74.AJ5 63.KT8753.AKJ.T2"


def rule(events: list[Any], deal: str = D1) -> verzaking.Ruling:
    return verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "None",
                           "deal": deal, "events": events}, equity=False)


def penalties(r: verzaking.Ruling, trick: int) -> dict:
    return dict(dict(r.penalty_cards).get(trick, {}))


def codes(r: verzaking.Ruling) -> list[str]:
    return [s.code for s in r.steps]


# -- 1. 62B2: revoking with a penalty card does not shed it -------------------------------

def test_62B2_a_revoke_made_with_a_penalty_card_keeps_it_a_penalty_card() -> None:
    # T1: W C4, N C2, E CA, S C5: East.  West exposes HT: a major penalty card (50B, an
    # honour).  East is to lead: declarer leaves it (50D2(b)).
    # T2: E DQ, S DA, W HT -- West holds D8 D6 D2: a revoke, made with the penalty card.
    # Attention: HT is replaced without further rectification (62B2) and stays a major
    # penalty card; West follows with D2; N D3: South's DA wins.
    r = rule(["C4 C2 CA C5", {"type": "exposed", "seat": "W", "card": "HT"},
              {"type": "option", "choice": "none"}, "DQ DA HT",
              {"type": "attention", "seat": "W"}, {"type": "play", "card": "D2"}, "D3"])
    [stays] = [s for s in r.steps if s.code == "62B2.penalty_card_stays"]
    assert (stays.law, stays.data["seat"], stays.data["card"]) == ("62B2", W, C("HT"))
    assert "62B1.penalty_card" not in codes(r)
    assert penalties(r, 2) == {W: ((C("HT"), True),)}
    [rv] = r.revokes
    assert (rv.revoke.seat, rv.revoke.trick, rv.established, rv.rule) == (W, 2, False, "62A")
    # T3: S H2; West must follow with the penalty card HT (50D1)
    r = rule(["C4 C2 CA C5", {"type": "exposed", "seat": "W", "card": "HT"},
              {"type": "option", "choice": "none"}, "DQ DA HT",
              {"type": "attention", "seat": "W"}, {"type": "play", "card": "D2"}, "D3", "H2"])
    [play] = [s for s in r.next_steps if s.code == "next.penalty_card_play"]
    assert (play.data["seat"], play.data["card"]) == (W, C("HT"))


# -- 2. 62C2 then another card: Law 52 --------------------------------------------------------

# T1 W DA, N D2, E D3, S D4 (West).  T2 W DK, N D5, E D6, S D7 (West).  T3 W C2, N C3,
# E C9, S CA (South).  T4 S SA, W S3, N S4, E S5.  T5 S SK, W S6, N S7, E S8.
# T6 S DQ, W H3 -- West holds DJ: a revoke; N D8, E D9.  Attention: West's H3 becomes a
# major penalty card (62B1) and he plays DJ (62B); North takes back D8 (62C1) and plays
# it again; then East, of the offending side, takes back D9 (62C2): as a defender's card
# it is a major penalty card.  A diamond is led and D9 is a diamond: this trick is its
# first legal opportunity (50D1).  East plays DT instead.
CASE_D6 = ["DA D2 D3 D4", "DK D5 D6 D7", "C2 C3 C9 CA", "SA S3 S4 S5", "SK S6 S7 S8",
           "DQ H3 D8 D9", {"type": "attention", "seat": "W"}, {"type": "play", "card": "DJ"},
           {"type": "withdraw", "seat": "N", "card": "D8"}, {"type": "play", "card": "D8"},
           {"type": "withdraw", "seat": "E", "card": "D9"}, {"type": "play", "card": "DT"}]


def test_62C2_then_52_another_card_where_the_penalty_card_was_legal() -> None:
    r = rule(CASE_D6, D6)
    assert "tl.penalty_not_played" in codes(r)
    pc = [x for x in r.revokes if x.revoke.kind == "penalty_card"]
    assert [(x.revoke.seat, x.revoke.trick, x.revoke.card, x.revoke.held) for x in pc] == [
        (E, 6, C("DT"), (C("D9"),))]
    # "what now?": a revoke under 52A that nobody has drawn attention to yet
    [note] = [s for s in r.next_steps if s.code == "next.open_law52"]
    assert (note.law, note.data["seat"], note.data["card"]) == ("52A", E, C("DT"))


def test_52B1a_declarer_accepts_dt_and_d9_stays() -> None:
    # trick 6 as played: S DQ, W DJ, N D8, E DT: South's queen wins
    r = rule([*CASE_D6, {"type": "attention", "seat": "E"}, {"type": "accept_play"}], D6)
    assert "52B1.accepted" in codes(r)
    t6 = r.facts.play.tricks[5]
    assert (t6.cards[E], t6.winner) == (C("DT"), S)
    assert penalties(r, 6) == {E: ((C("D9"), True),), W: ((C("H3"), True),)}


def test_52B2_declarer_has_d9_played_and_dt_becomes_a_penalty_card() -> None:
    r = rule([*CASE_D6, {"type": "attention", "seat": "E"}, {"type": "refuse_play"}], D6)
    assert "52B2.substituted" in codes(r)
    t6 = r.facts.play.tricks[5]
    assert (t6.cards[E], t6.winner) == (C("D9"), S)
    assert penalties(r, 6) == {E: ((C("DT"), True),), W: ((C("H3"), True),)}


def test_52B1b_declarer_playing_on_accepts_dt() -> None:
    # South leads SQ to trick 7 without a word: he has played on, DT is accepted
    r = rule([*CASE_D6, "SQ"], D6)
    [acc] = [s for s in r.steps if s.code == "52B1.accepted"]
    assert (acc.law, acc.data["seat"], acc.data["card"]) == ("52B1(b)", E, C("DT"))


def test_62C2_playing_the_penalty_card_again_is_no_revoke() -> None:
    r = rule([*CASE_D6[:-1], {"type": "play", "card": "D9"}], D6)
    assert [x.revoke.seat for x in r.revokes] == [W]
    assert penalties(r, 6) == {W: ((C("H3"), True),)}


# -- 3. 50B: a second penalty card makes both major; one card is one penalty card -------------

def test_50B_a_minor_penalty_card_becomes_major_with_a_second_one() -> None:
    # T1: W C4, N C2, E CA, S C5: East.  West drops D2 by accident: a minor penalty card.
    # T2: E S7, S SA, W H3 -- West holds S5 S2: a revoke; attention: H3 is a major penalty
    # card (62B1), and West now has two penalty cards, so D2 is major too (50B).
    # West plays S2, N S4: South's SA wins.
    r = rule(["C4 C2 CA C5", {"type": "exposed", "seat": "W", "card": "D2",
                              "choice": "accident"},
              "S7 SA H3", {"type": "attention", "seat": "W"}, {"type": "play", "card": "S2"},
              "S4"])
    assert penalties(r, 2) == {W: ((C("D2"), True), (C("H3"), True))}


def test_56_a_penalty_card_led_out_of_turn_and_refused_is_one_penalty_card() -> None:
    # T1 as above: East is to lead; West has HT on the table and leads it out of turn.
    # Declarer does not accept it: it stays one major penalty card (56), and East may not
    # lead before declarer's 50D2 choice.
    r = rule(["C4 C2 CA C5", {"type": "exposed", "seat": "W", "card": "HT"},
              {"type": "option", "choice": "none"},
              {"type": "lead_out_of_turn", "seat": "W", "card": "HT", "choice": "refuse"}])
    [opt] = [s for s in r.next_steps if s.code == "next.option"]
    assert opt.data["cards"] == (C("HT"),)
