"""Penalty cards and what they oblige (Laws 50-52), and declarer's lead options (50D2).

A card a defender exposes other than by play, or takes back after a revoke, is a
penalty card: minor if a single card below honour rank fell by accident, major
otherwise (50B).  A major penalty card must be played at the first legal
opportunity (50D1); a minor one before any lower card of its suit that is not an
honour (50C).  When the owner's partner is to lead, declarer may require or
forbid the suit (50D2).  Failing such an obligation when able is a revoke (61A).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import SUIT_MASKS, Card, Seat, Suit
from ..errors import TimelineError
from .core import LeadRule, TableCore
from .operations import Exposed, Option
from .records import PenaltyCard, Revoke, RevokeKind

__all__ = ["add_penalty", "apply_exposed", "apply_option", "check_obligations",
           "offer_option", "remove_penalty", "verify_exposed", "verify_option"]

_HONOURS = frozenset({8, 9, 10, 11, 12})  # rank index of T J Q K A


def add_penalty(t: TableCore, seat: Seat, card: Card, *, major: bool, trick: int) -> None:
    """``card`` becomes a penalty card of ``seat``."""
    t.penalty[seat] = (*t.penalty[seat], PenaltyCard(card=card, major=major, trick=trick))


def remove_penalty(t: TableCore, seat: Seat, card: Card) -> None:
    """``card`` is played (or taken up): it is no longer a penalty card."""
    if t.penalty[seat]:
        t.penalty[seat] = tuple(p for p in t.penalty[seat] if p.card != card)


def check_obligations(t: TableCore, seat: Seat, card: Card, led: Suit | None,
                      event: int) -> Revoke | None:
    """A penalty card not played, or a lead requirement not obeyed, when able (61A)."""
    hand = t.hands[seat] if t.hands is not None else None
    number = t.number
    rule = t.lead_rule
    if rule is not None and led is None and rule.leader == seat:
        has = hand is None or bool(hand & SUIT_MASKS[rule.suit])
        other = hand is None or bool(hand & ~SUIT_MASKS[rule.suit])
        if rule.choice == "require" and card.suit != rule.suit and has:
            t.step("tl.lead_not_obeyed_require", "61A", seat=seat, suit=rule.suit, card=card)
            return Revoke(seat=seat, trick=number, card=card, suit=rule.suit,
                          kind=RevokeKind.LEAD, event=event)
        if rule.choice == "forbid" and card.suit == rule.suit and other:
            t.step("tl.lead_not_obeyed_forbid", "61A", seat=seat, suit=rule.suit, card=card)
            return Revoke(seat=seat, trick=number, card=card, suit=rule.suit,
                          kind=RevokeKind.LEAD, event=event)
    own = t.penalty[seat]
    if not own or any(p.card == card for p in own):
        return None
    missed = _missed(own, card, led, hand)
    if missed is None:
        return None
    t.step("tl.penalty_not_played", "50D1" if missed.major else "50C", seat=seat,
           penalty=missed.card, card=card)
    return Revoke(seat=seat, trick=number, card=card, suit=led, held=(missed.card,),
                  kind=RevokeKind.PENALTY_CARD, event=event)


def _missed(own: tuple[PenaltyCard, ...], card: Card, led: Suit | None,
            hand: int | None) -> PenaltyCard | None:
    """The penalty card that had to be played instead of ``card``, if any."""
    void = led is not None and hand is not None and not hand & SUIT_MASKS[led]
    for p in own:
        if not p.major:
            continue
        if led is None:
            return p  # leading: the penalty card must be led (50D1)
        if p.card.suit == led:
            return p  # it follows suit: the first legal opportunity
        if card.suit != led and (void or hand is None):
            return p  # discarding or trumping: it had to be the penalty card
    for p in own:  # a minor penalty card: no lower non-honour of its suit first (50C)
        if not p.major and card.suit == p.card.suit and card % 13 not in _HONOURS:
            if led is None or p.card.suit == led or void:
                return p
    return None


def offer_option(t: TableCore, winner: Seat) -> None:
    """After a trick: a defender to lead whose partner has a major penalty card (50D2)."""
    partner = winner.partner
    if (t.is_defender(winner) and any(p.major for p in t.penalty[partner])
            and not t.penalty[winner]):
        t.option_due = winner
        t.step("50D2.choose", "50D2", leader=winner, owner=partner,
               cards=tuple(p.card for p in t.penalty[partner] if p.major))


def verify_option(t: TableCore, op: Option) -> None:
    """Declarer may choose only before the partner of a major penalty card's owner leads."""
    leader = t.option_due
    if leader is None or t.cards:
        raise TimelineError("timeline_option_not_available")
    if op.choice not in ("require", "forbid", "none"):
        raise TimelineError("timeline_bad_choice", choice=op.choice)
    if op.choice != "none":
        majors = [p for p in t.penalty[leader.partner] if p.major]
        suit = op.suit or (majors[0].card.suit if majors else None)
        if suit is None or not any(p.card.suit == suit for p in majors):
            raise TimelineError("timeline_bad_choice", choice=op.choice)


def apply_option(t: TableCore, op: Option) -> None:
    """50D2: require or forbid the penalty card's suit (the card is then picked up), or not."""
    leader = t.option_due
    assert leader is not None
    owner = leader.partner
    if op.choice == "none":
        t.step("50D2b.none", "50D2(b)", leader=leader, owner=owner)
    else:
        majors = [p for p in t.penalty[owner] if p.major]
        suit = op.suit or majors[0].card.suit
        t.lead_rule = LeadRule(choice=op.choice, suit=suit, leader=leader)
        t.penalty[owner] = tuple(p for p in t.penalty[owner]
                                 if not (p.major and p.card.suit == suit))
        t.step("50D2a." + op.choice, "50D2(a)", leader=leader, owner=owner, suit=suit)
    t.option_due = None


def verify_exposed(t: TableCore, op: Exposed) -> None:
    """The exposed card must be in the hand."""
    if not t.holds(op.seat, op.card):
        raise TimelineError("timeline_not_held", seat=op.seat, card=op.card)


def apply_exposed(t: TableCore, op: Exposed) -> None:
    """A defender's card exposed other than by a legal play becomes a penalty card (50B).

    Minor: a single card below honour rank exposed by accident.  Major: an honour,
    any card exposed deliberately, and every penalty card of a defender who has two
    or more.  Declarer's cards never become penalty cards (48A).
    """
    seat, card = op.seat, op.card
    own = t.penalty[seat]
    if any(p.card == card for p in own):
        return
    if not t.is_defender(seat):
        t.step("48A.declarer_exposed", "48A", seat=seat, card=card)
        return
    major = op.deliberate or card % 13 in _HONOURS or bool(own)
    own = (*own, PenaltyCard(card=card, major=major, trick=t.number))
    t.penalty[seat] = tuple(replace(p, major=True) for p in own) if len(own) > 1 else own
    t.step("50B.major" if major else "50B.minor", "50B", seat=seat, card=card,
           count=len(t.penalty[seat]))
