"""Law 64C by likely play (issue 34): each card chosen from what its player can see.

The hand-worked board (``fixtures/likely_drop.pbn``, 1NT by South, nobody vulnerable):
nine tricks where everyone follows suit (North-South win tricks 3, 7, 8 and 9, East-West 1,
2, 4, 5 and 6: four tricks to declarer), then South leads DA at trick 10 and East, holding
D4, discards HK: a revoke, established when East plays to trick 11.  In the real play East
wins tricks 11-13: declarer has 5 tricks, 64A2 transfers one (East-West won later
tricks, not the revoke trick): 6 tricks, 1NT-1, -50.

Without the revoke East plays D4 (his only diamond) and South's DA wins trick 10
(declarer 5).  The last three cards:

    North (dummy)  SA SQ H2
    West  SJ ST S9                  East  SK HA HK
    South (declarer)  S4 S3 S2

South can only lead a spade; West plays low; North must choose:

- double dummy sees East's singleton king: North plays the ace, the king drops, the queen
  wins trick 12: declarer 7 tricks in all, 1NT made, +90.  So the double-dummy estimate says
  North-South are a trick short of the automatic result (6).
- declarer cannot see it.  He knows East and West hold SK SJ ST and HA HK (West has played
  S9 to the trick, so he holds two of those five and East three; nobody has shown out of
  anything): ten layouts, all taken (no more than the samples).  Worked by hand, North-
  South's tricks of the last three with the queen (finesse) and the ace (drop):

      West holds                    finesse  drop
      SK SJ, SK ST, SK HA, SK HK       2       1     (the king onside: four layouts)
      SJ ST (East: SK HA HK)           0       2     (the king singleton offside)
      SJ HA, SJ HK, ST HA, ST HK,      1       1     (the ace is one trick; East-West
      HA HK                                           take the rest)

  Finesse 13, drop 11 over the ten: declarer finesses.  East wins the king and cashes HA
  and HK (the defenders play double dummy); dummy's ace goes on the second heart.
  Declarer has 5 tricks in every play.  The likely result for North-South (the best they
  reach in a third of the plays) is 5: the automatic result (6) gives them more, and stands.
"""

from __future__ import annotations

import verzaking
from conftest import FIXTURES
from verzaking.cards import Card, Seat
from verzaking.equity import Settings
from verzaking.render.jsonout import ruling_to_dict

C = Card.parse
DROP = FIXTURES / "likely_drop.pbn"


def test_64C_double_dummy_finds_the_drop_no_declarer_would_find() -> None:
    [r] = verzaking.rule_file(DROP)  # double dummy alone: the library's default
    [rr] = r.revokes
    assert (rr.rule, rr.tricks_transferred) == ("64A2", 1)
    assert (r.declarer_tricks_played, r.declarer_tricks_adjusted) == (5, 6)
    eq = rr.equity
    assert eq is not None and eq.likely_play is None
    assert [(o.card, o.declarer_tricks) for o in eq.outcomes] == [(C("D4"), 7)]
    assert eq.line[1].cards[Seat.NORTH] == C("SA")  # the ace from dummy on trick 11
    assert (eq.recommended_declarer_tricks, eq.recommended_score_ns) == (7, 90)
    assert (r.declarer_tricks_equity, r.score_ns_equity) == (7, 90)


def test_64C_likely_play_finesses_and_the_automatic_result_stands() -> None:
    r = verzaking.rule(verzaking.read(DROP)[0], equity="both",
                       likely=Settings(budget=None))
    eq = r.revokes[0].equity
    assert eq is not None and eq.likely_declarer_tricks == 7  # double dummy, beside it
    lp = eq.likely_play
    assert lp is not None
    assert lp.distribution == ((5, 30),) and (lp.plays, lp.asked, lp.partial) == (30, 30, False)
    assert (lp.figure, lp.rule, lp.rule_law) == (5, "third", "12C1(e)")
    assert (lp.recommended_declarer_tricks, lp.recommended_score_ns, lp.compensated) == (
        6, -50, True)
    assert lp.weighted == ()
    d = lp.difference
    assert d is not None
    assert (d.trick, d.seat, d.card, d.double_dummy, d.share) == (
        11, Seat.NORTH, C("SQ"), (C("SA"),), 100)
    # the likely play sets the board's 64C result: the automatic one stands
    assert r.equity_basis == "likely_play" and r.declarer_tricks_equity is None
    codes = [s.code for s in r.steps]
    assert "equity.dd_cards" in codes and "equity.not_compensated" in codes  # beside it
    assert codes.index("likely.plays") < codes.index("likely.figure") < codes.index(
        "likely.differs") < codes.index("likely.compensated")
    assert "likely.assumes" in codes


def test_64C_likely_play_alone_leaves_the_double_dummy_steps_out() -> None:
    r = verzaking.rule(verzaking.read(DROP)[0], equity="likely", likely=Settings(budget=None))
    codes = [s.code for s in r.steps]
    assert "likely.figure" in codes and "equity.dd_cards" not in codes
    assert "equity.estimate_only" not in codes and "likely.assumes" in codes


def test_64C_likely_play_the_same_seed_gives_the_same_plays() -> None:
    # Two samples a card: the ten layouts of North's choice are no longer all taken, and
    # which two are drawn decides between finesse and drop (with seed 3 both come out).
    first = verzaking.rule(verzaking.read(DROP)[0], equity="likely",
                           likely=Settings(samples=2, plays=12, seed=3, budget=None))
    again = verzaking.rule(verzaking.read(DROP)[0], equity="likely",
                           likely=Settings(samples=2, plays=12, seed=3, budget=None))
    lp, lp2 = first.revokes[0].equity.likely_play, again.revokes[0].equity.likely_play
    assert lp is not None and lp2 is not None
    assert len(lp.distribution) > 1  # the layouts drawn matter here
    assert lp == lp2
    assert ruling_to_dict(first) == ruling_to_dict(again)


def test_64C_likely_play_in_the_json() -> None:
    r = verzaking.rule(verzaking.read(DROP)[0], equity="both", likely=Settings(budget=None))
    data = ruling_to_dict(r, lang="en")
    lp = data["revokes"][0]["equity"]["likely_play"]
    assert lp["distribution"] == [{"declarer_tricks": 5, "plays": 30}]
    assert (lp["figure"], lp["declarer_tricks"], lp["score_ns"]) == (5, 6, -50)
    assert lp["basis"] == {"rule": "third", "law": "12C1(e)", "likely_share": "1/3",
                           "weighted_share": "1/5", "weighted_law": "12C1(c)", "samples": 20,
                           "seed": 0, "defenders": "double_dummy", "auction": "not used"}
    assert (lp["plays"], lp["asked"], lp["partial"], lp["weighted"]) == (30, 30, False, [])
    assert lp["difference"] == {"trick": 11, "seat": "N", "card": "SQ",
                                "double_dummy": ["SA"], "share": 100}
    board = data["equity"]
    assert (board["basis"], board["stands"], board["declarer_tricks"]) == ("likely_play", True, 6)
    assert board["likely_play"] == lp
    assert data["revokes"][0]["equity"]["double_dummy"] == {"D4": 7}  # double dummy beside it


def test_64C_likely_play_cites_each_editions_own_articles() -> None:
    # 1997 numbers "the most favourable result that was likely" 12C2 and the score varied to
    # do equity 12C3 (2007 and 2017: 12C1(e) and 12C1(c)); its one 64C is the estimate's
    r = verzaking.rule(verzaking.read(DROP)[0], laws="1997", equity="likely",
                       likely=Settings(budget=None))
    eq = r.revokes[0].equity
    assert eq is not None and eq.basis == "64C"
    lp = eq.likely_play
    assert lp is not None and (lp.rule_law, lp.weighted_law) == ("12C2", "12C3")
    assert [s.law for s in r.steps if s.code == "likely.figure"] == ["12C2"]
