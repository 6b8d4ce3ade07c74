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

from ..cards import SUIT_MASKS, Card, Seat, Suit, cards_of
from ..errors import TimelineError
from .core import TableCore
from .operations import Exposed, Option
from .pending import Choice52B, Choice57A, DeclarerOption50D2, find
from .records import Choice, LeadRule, PenaltyCard, PlayRule, Revoke, RevokeKind

__all__ = ["accept_by_play", "accept_card", "add_penalty", "apply_exposed", "apply_option",
           "check_obligations", "offer_option", "offer_option_now", "play_rule_missed",
           "remove_penalty",
           "verify_exposed", "verify_option"]

_HONOURS = frozenset({8, 9, 10, 11, 12})  # rank index of T J Q K A


def _or(suit: Suit | None, default: Suit | None) -> Suit | None:
    """``suit`` if given, else ``default`` (clubs are suit 0: never test a suit for truth)."""
    return default if suit is None else suit


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
    if (t.play_rule is not None and t.play_rule.seat == seat and t.play_rule.trick == number
            and led is not None):
        if play_rule_missed(t.play_rule, card, led, hand):
            t.step("tl.play_rule_not_obeyed", "61A", seat=seat, card=card,
                   choice=t.play_rule.choice.value, suit=_or(t.play_rule.suit, led))
            return Revoke(seat=seat, trick=number, card=card, suit=_or(t.play_rule.suit, led),
                          kind=RevokeKind.PLAY_OPTION, event=event)
    rule = t.lead_rule
    if rule is not None and led is None and rule.leader == seat:
        has = hand is None or bool(hand & SUIT_MASKS[rule.suit])
        other = hand is None or bool(hand & ~SUIT_MASKS[rule.suit])
        mask = SUIT_MASKS[rule.suit]
        if rule.choice == Choice.REQUIRE and card.suit != rule.suit and has:
            t.step("tl.lead_not_obeyed_require", "61A", seat=seat, suit=rule.suit, card=card)
            return Revoke(seat=seat, trick=number, card=card, suit=rule.suit,
                          held=_could_lead(hand, mask), kind=RevokeKind.LEAD, event=event)
        if rule.choice == Choice.FORBID and card.suit == rule.suit and other:
            t.step("tl.lead_not_obeyed_forbid", "61A", seat=seat, suit=rule.suit, card=card)
            return Revoke(seat=seat, trick=number, card=card, suit=rule.suit,
                          held=_could_lead(hand, ~mask), kind=RevokeKind.LEAD, event=event)
    own = t.penalty[seat]
    if not own or any(p.card == card for p in own):
        return None
    missed = _missed(own, card, led, hand)
    if missed is None:
        return None
    t.step("tl.penalty_not_played", "61A", seat=seat, penalty=missed.card, card=card)
    return Revoke(seat=seat, trick=number, card=card, suit=led, held=(missed.card,),
                  kind=RevokeKind.PENALTY_CARD, event=event)


def _could_lead(hand: int | None, allowed: int) -> tuple[Card, ...]:
    """The cards he could have led as declarer required or forbade (the lead revoke's
    ``held``: its legal cards); none known without the deal."""
    return () if hand is None else cards_of(hand & allowed)


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


def play_rule_missed(rule: PlayRule, card: Card, led: Suit, hand: int | None) -> bool:
    """The card does not do what declarer required after the partner's premature play (57A),
    though the player could (57B: if he cannot, any card)."""
    if hand is None:
        return False  # without the deal nobody knows whether he could
    in_led = [c for c in cards_of(hand) if c.suit == led]
    if rule.choice in (Choice.HIGHEST, Choice.LOWEST):
        if not in_led:
            return False
        want = max(in_led) if rule.choice == Choice.HIGHEST else min(in_led)
        return card != want
    if in_led or rule.suit is None:
        return False  # he must follow suit first (44C): declarer's suit cannot be played
    has_suit = bool(hand & SUIT_MASKS[rule.suit])
    if rule.choice == Choice.REQUIRE:
        return has_suit and card.suit != rule.suit
    others = bool(hand & ~SUIT_MASKS[rule.suit])
    return card.suit == rule.suit and others


def accept_by_play(t: TableCore, seat: Seat) -> None:
    """52B1(b): declarer plays from his hand or dummy after a defender played another card
    when a penalty card was due: that card is accepted, the penalty card stays."""
    if t.is_defender(seat):
        return
    for i, rv in enumerate(t.revokes):
        if rv.kind == RevokeKind.PENALTY_CARD and rv.is_open and rv.accepted is None:
            accept_card(t, i, law="52B1(b)")


def accept_card(t: TableCore, index: int, *, law: str) -> None:
    """The card played instead of a penalty card stands (52B1); the penalty card stays.
    Accepting it establishes nothing: the revoke (61A) is established only as 63A says."""
    rv = t.revokes[index]
    t.update(index, replace(rv, accepted=law))
    choice = find(t.pending, Choice52B)
    if choice is not None and choice.revoke == index:
        t.settle(choice, None)
    t.step("52B1.accepted", law, seat=rv.seat, card=rv.card, penalty=rv.held)


def offer_option_now(t: TableCore) -> None:
    """A defender is about to lead now while his partner has a major penalty card: declarer's
    50D2 options (also at the opening lead, after a lead out of turn not accepted)."""
    if not t.cards and t.option_due() is None and t.lead_rule is None:
        offer_option(t, t.leader)


def offer_option(t: TableCore, winner: Seat) -> None:
    """After a trick: a defender to lead whose partner has a major penalty card (50D2), also
    when he has one of his own (which waits, 50D1(b), if declarer requires or forbids a suit)."""
    option = t.option_for(winner)
    if option is not None:
        t.wait_for(option)
        partner = winner.partner
        t.step("50D2.choose", "50D2", leader=winner, owner=partner,
               cards=tuple(p.card for p in t.penalty[partner] if p.major))


def _choice(op: Option, allowed: tuple[Choice, ...]) -> Choice:
    """``op``'s choice, if it is one of ``allowed``."""
    if op.choice not in allowed:
        raise TimelineError("timeline_bad_choice", choice=op.choice)
    return Choice(op.choice)


def verify_option(t: TableCore, op: Option) -> None:
    """Declarer may choose only before the partner of a major penalty card's owner leads
    (50D2), or plays after his partner played too soon (57A)."""
    pending = t.waiting(op)
    if find(pending, Choice57A) is not None:
        choice = _choice(op, tuple(Choice))
        led = t.led_suit()
        if choice in (Choice.REQUIRE, Choice.FORBID) and (op.suit is None or op.suit == led):
            raise TimelineError("timeline_bad_choice", choice=op.choice)
        return
    option = find(pending, DeclarerOption50D2)
    if option is None or t.cards:
        raise TimelineError("timeline_option_not_available")
    choice = _choice(op, (Choice.REQUIRE, Choice.FORBID, Choice.NONE))
    if choice != Choice.NONE:
        majors = [p for p in t.penalty[option.leader.partner] if p.major]
        suit = _or(op.suit, majors[0].card.suit if majors else None)
        if suit is None or not any(p.card.suit == suit for p in majors):
            raise TimelineError("timeline_bad_choice", choice=op.choice)


def apply_option(t: TableCore, op: Option) -> None:
    """50D2: require or forbid the penalty card's suit (the card is then picked up), or not;
    57A: what the partner of the defender who played too soon plays to this trick."""
    choice57 = find(t.pending, Choice57A)
    if choice57 is not None:
        t.settle(choice57, None)
        _apply_57a(t, op, choice57.seat)
        return
    option = t.option_due()
    assert option is not None
    leader = option.leader
    owner = leader.partner
    choice = Choice(op.choice)
    if choice == Choice.NONE:
        t.step("50D2b.none", "50D2(b)", leader=leader, owner=owner)
    else:
        majors = [p for p in t.penalty[owner] if p.major]
        suit = majors[0].card.suit if op.suit is None else op.suit
        t.lead_rule = LeadRule(choice=choice, suit=suit, leader=leader)
        t.penalty[owner] = tuple(p for p in t.penalty[owner]
                                 if not (p.major and p.card.suit == suit))
        t.step("50D2a." + choice, "50D2(a)", leader=leader, owner=owner, suit=suit)
    t.drop_option()


def _apply_57a(t: TableCore, op: Option, seat: Seat) -> None:
    """57A: declarer's choice for ``seat``'s card to this trick."""
    choice = Choice(op.choice)
    if choice == Choice.NONE:
        t.step("57A.none", "57A", seat=seat)
        return
    t.play_rule = PlayRule(choice=choice, suit=op.suit, seat=seat, trick=t.number)
    t.step("57A." + choice, "57A", seat=seat, suit=_or(op.suit, t.led_suit()))


def verify_exposed(t: TableCore, op: Exposed) -> None:
    """The exposed card must be in the hand."""
    if not t.holds(op.seat, op.card):
        raise TimelineError("timeline_not_held", seat=op.seat, card=op.card)
    if (op.deliberate is None and t.is_defender(op.seat) and op.card % 13 not in _HONOURS
            and not t.penalty[op.seat]):  # only the way it was exposed decides (50B)
        raise TimelineError("timeline_exposed_how", seat=op.seat, card=op.card)


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
    major = bool(op.deliberate) or card % 13 in _HONOURS or bool(own)
    own = (*own, PenaltyCard(card=card, major=major, trick=t.number))
    t.penalty[seat] = tuple(replace(p, major=True) for p in own) if len(own) > 1 else own
    t.step("50B.major" if major else "50B.minor", "50B", seat=seat, card=card,
           count=len(t.penalty[seat]))
    offer_option_now(t)
