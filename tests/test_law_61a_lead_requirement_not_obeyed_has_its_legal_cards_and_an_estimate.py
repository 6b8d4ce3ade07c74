"""Law 61A: failing to lead as declarer required (50D2(a)) is a revoke.  What its record
says: no suit was led to that trick (the offender led), the cards he held that he could
have led are his legal cards, and, with the deal and the play, it gets a 64C estimate like
any other established revoke (README, "Equity (64C)").

The board (after the EBL course example of a lead out of turn, in our own play): 4S by
South, East-West vulnerable.  East leads the heart nine out of turn; declarer refuses it
and, West to lead, requires hearts (East's nine goes back to his hand).  West, whose only
heart is the jack, leads the diamond king and wins; West's side plays on (63A1).
"""

from __future__ import annotations

import verzaking
from verzaking.cards import Card, Suit
from verzaking.render.jsonout import ruling_to_dict

DEAL = "N:Q743.A6.854.K532 J.987543.A92.JT9 AK852.KQT2.JT3.A T96.J.KQ76.Q8764"
START = [{"type": "lead_out_of_turn", "seat": "E", "card": "H9", "choice": "refuse"},
         {"type": "option", "choice": "require", "suit": "H"}]
PLAY = ["DK D4 D2 D3", "D6 D5 DA DT", "D9 DJ DQ D8", "D7 S3 SJ SK", "SA S6 S4 H3",
        "S2 S9 SQ H4", "HA H5 H2 HJ", "H6 H7 HK C4", "HQ C6 C2 H8", "HT C7 C3 H9",
        "CA C8 C5 C9", "S8 ST S7 CT", "CQ CK CJ S5"]


def _case(events: list, *, deal: str | None = DEAL) -> dict:
    c = {"contract": "4S", "declarer": "S", "vulnerable": "EW", "events": START + events}
    return c if deal is None else {**c, "deal": deal}


def test_the_lead_revoke_holds_the_cards_he_could_have_led() -> None:
    r = verzaking.rule(_case(PLAY), equity=False)
    [rr] = r.revokes
    rv = rr.revoke
    # West held one heart, the jack: the only card he could have led as required
    assert rv.kind == "lead_requirement" and rv.held == (Card.parse("HJ"),)
    assert rv.suit == Suit.HEARTS and rv.card == Card.parse("DK")
    # 64A1: West won trick 1; East-West won tricks 2, 3 and 12 later: tricks 1 and 2 go
    # over.  Declarer 9 as played (4S-1, -50), 11 after (4S+1, +450: North-South not vul)
    assert (rr.rule, rr.transferred) == ("64A1", (1, 2))
    assert (r.score_ns_played, r.score_ns_adjusted) == (-50, 450)


def test_the_json_says_no_suit_was_led_and_what_declarer_required() -> None:
    r = verzaking.rule(_case(PLAY), equity=False)
    [out] = ruling_to_dict(r, lang="en")["revokes"]
    assert out["suit_led"] is None
    assert out["held"] == ["HJ"]
    assert out["lead_rule"] == {"choice": "require", "suit": "H"}


def test_with_the_deal_and_the_play_the_lead_revoke_gets_a_64c_estimate() -> None:
    r = verzaking.rule(_case(PLAY))
    [rr] = r.revokes
    eq = rr.equity
    assert eq is not None and eq.trick == 1 and eq.basis == "64C1"
    # the legal leads are West's hearts: the jack alone, so it is the likely card
    assert [o.card for o in eq.outcomes] == [Card.parse("HJ")]
    assert eq.likely_card == Card.parse("HJ")
    assert eq.after_transfer == 11  # the automatic result the estimate starts from


def test_forbidding_a_suit_leaves_every_other_card_as_a_legal_lead() -> None:
    # declarer forbids hearts instead; West leads his heart jack all the same: a revoke,
    # and his legal leads were all his other twelve cards
    events = [START[0], {"type": "option", "choice": "forbid", "suit": "H"}, "HJ"]
    r = verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "EW",
                        "deal": DEAL, "events": events}, equity=False)
    [rr] = r.revokes
    assert rr.revoke.card == Card.parse("HJ")
    assert len(rr.revoke.held) == 12 and Card.parse("HJ") not in rr.revoke.held
    assert {c.suit for c in rr.revoke.held} == {Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS}
    [out] = ruling_to_dict(r, lang="en")["revokes"]
    assert out["lead_rule"] == {"choice": "forbid", "suit": "H"} and out["suit_led"] is None


def test_without_the_deal_nothing_is_known_of_what_he_held() -> None:
    # without the deal West is taken to hold a heart (he could have obeyed): a revoke, but
    # which hearts he held nobody knows
    events = [START[0], START[1], {"type": "play", "seat": "W", "card": "DK"}]
    r = verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "EW",
                        "events": events}, equity=False)
    [rr] = r.revokes
    assert rr.revoke.kind == "lead_requirement" and rr.revoke.held == ()
    [out] = ruling_to_dict(r, lang="en")["revokes"]
    assert out["held"] == [] and out["suit_led"] is None
