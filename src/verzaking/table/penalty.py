"""Penalty cards and what they oblige (Laws 50-52).

A card a defender exposes other than by play, or takes back after a revoke, is a
penalty card: minor if a single card below honour rank fell by accident, major
otherwise (50B).  A major penalty card must be played at the first legal
opportunity (50D1(a); of two or more, the one declarer designates, 51A), after
following suit and declarer's lead or play restriction (50D1(b)); a minor one before
any lower card of its suit that is not an honour (50C).  Failing such an obligation
when able is a revoke (61A), ruled under Law 52.  Declarer's options when the owner's
partner is to lead (50D2, 51B) are in :mod:`~.options`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..cards import SUIT_MASKS, Card, Seat, Suit, cards_of
from ..errors import TimelineError
from . import options
from .core import TableCore
from .operations import DesignatePenalty, Exposed
from .pending import Choice52B, find
from .records import Choice, PenaltyCard, PlayRule, Revoke, RevokeKind

__all__ = ["accept_by_play", "accept_card", "add_penalty", "allowed", "apply_designate_penalty",
           "apply_exposed", "check_obligations", "designated", "due_now", "play_rule_missed",
           "released", "remove_penalty", "verify_designate_penalty", "verify_exposed"]

_HONOURS = frozenset({8, 9, 10, 11, 12})  # rank index of T J Q K A


def _or(suit: Suit | None, default: Suit | None) -> Suit | None:
    """``suit`` if given, else ``default`` (clubs are suit 0: never test a suit for truth)."""
    return default if suit is None else suit


def add_penalty(t: TableCore, seat: Seat, card: Card, *, major: bool, trick: int) -> None:
    """``card`` becomes a penalty card of ``seat`` (one that is one already stays one, major
    if either is: a card led or played too soon from the penalty cards, say).  With two or
    more, every one is major (50B)."""
    own = t.penalty[seat]
    if any(p.card == card for p in own):
        own = tuple(replace(p, major=p.major or major) if p.card == card else p for p in own)
    else:
        own = (*own, PenaltyCard(card=card, major=major, trick=trick))
    t.penalty[seat] = tuple(replace(p, major=True) for p in own) if len(own) > 1 else own


def remove_penalty(t: TableCore, seat: Seat, card: Card) -> None:
    """``card`` is played (or taken up): it is no longer a penalty card."""
    if t.penalty[seat]:
        t.penalty[seat] = tuple(p for p in t.penalty[seat] if p.card != card)


def check_obligations(t: TableCore, seat: Seat, card: Card, led: Suit | None,
                      event: int) -> Revoke | None:
    """A penalty card not played, or a lead or play restriction not obeyed, when able (61A).
    The restriction comes first (50D1(b)): a penalty card it does not allow waits."""
    hand = t.hands[seat] if t.hands is not None else None
    broken = _restriction_broken(t, seat, card, led, hand, event)
    if broken is not None:
        return broken
    spared = released(t, seat)
    own = tuple(p for p in t.penalty[seat] if p.card not in spared)
    if not own:
        return None
    chosen = designated(t, seat)
    if chosen is not None and allowed(t, seat, chosen.card, led, hand):
        if card == chosen.card:
            return None
        missed: PenaltyCard | None = chosen  # declarer said which (50D1(a), 51A)
    elif any(p.card == card for p in own):
        return None
    else:
        missed = _missed(own, card, led, hand, lambda c: allowed(t, seat, c, led, hand))
    if missed is None:
        return None
    t.step("tl.penalty_not_played", "61A", seat=seat, penalty=missed.card, card=card)
    return Revoke(seat=seat, trick=t.number, card=card, suit=led, held=(missed.card,),
                  kind=RevokeKind.PENALTY_CARD, event=event)


def _restriction_broken(t: TableCore, seat: Seat, card: Card, led: Suit | None,
                        hand: int | None, event: int) -> Revoke | None:
    """Declarer's choice after a premature play (57A), or his lead requirement or prohibition
    (50D2(a), 51B), not obeyed though the player could."""
    number = t.number
    if (t.play_rule is not None and t.play_rule.seat == seat and t.play_rule.trick == number
            and led is not None):
        if play_rule_missed(t.play_rule, card, led, hand):
            t.step("tl.play_rule_not_obeyed", "61A", seat=seat, card=card,
                   choice=t.play_rule.choice.value, suit=_or(t.play_rule.suit, led))
            return Revoke(seat=seat, trick=number, card=card, suit=_or(t.play_rule.suit, led),
                          kind=RevokeKind.PLAY_OPTION, event=event)
    rule = t.lead_rule
    if rule is None or led is not None or rule.leader != seat:
        return None
    broken = rule.broken(card, hand)
    if broken is None:
        return None
    if broken[0] == Choice.REQUIRE:
        t.step("tl.lead_not_obeyed_require", "61A", seat=seat, suit=rule.suit, card=card)
        return Revoke(seat=seat, trick=number, card=card, suit=rule.suit,
                      held=_could_lead(hand, SUIT_MASKS[rule.suit]), kind=RevokeKind.LEAD,
                      event=event)
    # a suit forbidden, also one kept from an earlier prohibition under a requirement he
    # cannot follow (50D2(a), 59)
    t.step("tl.lead_not_obeyed_forbid", "61A", seat=seat, suit=card.suit, card=card)
    return Revoke(seat=seat, trick=number, card=card, suit=card.suit,
                  held=_could_lead(hand, ~_mask(rule.forbidden)), kind=RevokeKind.LEAD,
                  event=event)


def _mask(suits: tuple[Suit, ...]) -> int:
    """The cards of ``suits``."""
    out = 0
    for suit in suits:
        out |= SUIT_MASKS[suit]
    return out


def allowed(t: TableCore, seat: Seat, card: Card, led: Suit | None, hand: int | None) -> bool:
    """Declarer's lead or play restriction in force lets ``seat`` play ``card`` now (it comes
    before a penalty card, 50D1(b)); he obeys it only as far as he can (59)."""
    if led is None:
        rule = t.lead_rule
        return rule is None or rule.leader != seat or rule.broken(card, hand) is None
    bound = t.play_rule
    if bound is None or bound.seat != seat or bound.trick != t.number:
        return True
    return not play_rule_missed(bound, card, led, hand)


def released(t: TableCore, seat: Seat) -> tuple[Card, ...]:
    """The penalty cards ``seat`` need not play to this trick: declarer required or forbade a
    suit when his partner was to lead to it, his penalty cards of that suit were picked up,
    and he makes any legal play to it (51B1, 51B2); the others stay penalty cards."""
    rule = t.lead_rule
    if rule is None or rule.leader != seat.partner or rule.trick != t.number:
        return ()
    return rule.spared


def designated(t: TableCore, seat: Seat) -> PenaltyCard | None:
    """The penalty card declarer designated for ``seat``'s card now (50D1(a), 51A)."""
    if t.designated is None or t.designated[0] != seat:
        return None
    return next((p for p in t.penalty[seat] if p.card == t.designated[1]), None)


def due_now(t: TableCore, seat: Seat) -> tuple[Card, ...]:
    """The major penalty cards ``seat`` must play now (the deal known for a discard): on lead
    any, else those of the suit led, or, void in it, any (the first legal opportunity,
    50D1), each as far as declarer's restriction allows (50D1(b)); the one declarer
    designated (51A).  Not his own revoke card of this very trick, which he is putting
    right (62B); but a card he took back under 62C2 (or 62C3) that may be played here is
    due here again.  Not those left when declarer required or forbade a suit his partner
    leads to this trick (51B)."""
    revoked = {rv.card for rv in t.revokes if rv.seat == seat and rv.trick == t.number}
    spared = released(t, seat)
    hand = t.hands[seat] if t.hands is not None else None
    led = t.led_suit() if t.cards and seat != t.leader else None
    majors = tuple(p.card for p in t.penalty[seat]
                   if p.major and not (p.trick == t.number and p.card in revoked)
                   and p.card not in spared
                   and allowed(t, seat, p.card, led, hand))
    if led is None:
        due = majors if not t.cards else ()
    else:
        void = hand is not None and not hand & SUIT_MASKS[led]
        due = tuple(c for c in majors if c.suit == led) or (majors if void else ())
    chosen = designated(t, seat)
    return (chosen.card,) if chosen is not None and chosen.card in due else due


def _could_lead(hand: int | None, allowed: int) -> tuple[Card, ...]:
    """The cards he could have led as declarer required or forbade (the lead revoke's
    ``held``: its legal cards); none known without the deal."""
    return () if hand is None else cards_of(hand & allowed)


def _missed(own: tuple[PenaltyCard, ...], card: Card, led: Suit | None, hand: int | None,
            may: Callable[[Card], bool]) -> PenaltyCard | None:
    """The penalty card that had to be played instead of ``card``, if any (``may``: what
    declarer's restriction allows, 50D1(b))."""
    void = led is not None and hand is not None and not hand & SUIT_MASKS[led]
    for p in own:
        if not p.major or not may(p.card):
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
    options.offer_option_now(t)


def verify_designate_penalty(t: TableCore, op: DesignatePenalty) -> None:
    """Declarer names which penalty card is played only where the player to play has two or
    more that he must play now (50D1(a), 51A)."""
    seat = op.seat if op.seat is not None else t.next_player()
    to_play = None if t.over or t.hands_returned or len(t.cards) == 4 else t.next_player()
    option = t.option_due()
    waits = option is not None and option.leader == seat and not t.cards  # 50D2 first
    cards = due_now(t, seat) if seat == to_play and not waits and t.designated is None else ()
    if len(cards) < 2:
        raise TimelineError("timeline_designate_penalty_not_now", seat=seat)
    if op.card not in cards:
        raise TimelineError("timeline_designate_penalty_card", seat=seat, card=op.card,
                            cards=cards)


def apply_designate_penalty(t: TableCore, op: DesignatePenalty) -> None:
    """51A: the defender plays the penalty card declarer names."""
    seat = op.seat if op.seat is not None else t.next_player()
    t.designated = (seat, op.card)
    t.step("51A.designated", "51A", seat=seat, card=op.card)
