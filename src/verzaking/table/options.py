"""Declarer's options when a defender's partner is to lead (50D2, 51B) or to play after a
premature play (57A).

When the partner of a major penalty card's owner is to lead, he waits until declarer
has chosen (50D2, also when he has a penalty card of his own: it waits, 50D1(b)):
require or forbid the suit (the card is picked up), or neither (it stays).  With two
or more penalty cards (51B) declarer requires one of their suits or forbids one or
more; the cards of those suits are picked up, and the owner makes any legal play to
that trick.  After a premature play declarer chooses the partner's card (57A).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import Seat, Suit
from ..errors import TimelineError
from .core import TableCore
from .operations import Option
from .pending import Choice57A, DeclarerOption50D2, find
from .records import Choice, LeadRule, PlayRule

__all__ = ["apply_option", "offer_option", "offer_option_now", "verify_option"]


def _or(suit: Suit | None, default: Suit | None) -> Suit | None:
    """``suit`` if given, else ``default`` (clubs are suit 0: never test a suit for truth)."""
    return default if suit is None else suit


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
        majors = {p.card.suit for p in t.penalty[option.leader.partner] if p.major}
        suits = _suits(t, option, op)
        if not suits or not set(suits) <= majors or (
                len(suits) > 1 and (choice != Choice.FORBID or len(suits) == len(majors) == 1)):
            raise TimelineError("timeline_bad_choice", choice=op.choice)


def _suits(t: TableCore, option: DeclarerOption50D2, op: Option) -> tuple[Suit, ...]:
    """The suits declarer requires or forbids: those named, else the penalty card's suit."""
    if op.suit is None:
        majors = [p for p in t.penalty[option.leader.partner] if p.major]
        return (majors[0].card.suit,) if majors else ()
    return tuple(dict.fromkeys((op.suit, *op.more)))


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
    majors = [p for p in t.penalty[owner] if p.major]
    t.drop_option()
    if len(majors) > 1:  # two or more penalty cards (51B)
        _apply_51b(t, option, op, choice)
    elif choice == Choice.NONE:
        t.step("50D2b.none", "50D2(b)", leader=leader, owner=owner)
    else:
        suit = majors[0].card.suit if op.suit is None else op.suit
        t.lead_rule = _with_earlier(t, LeadRule(choice=choice, suit=suit, leader=leader,
                                                trick=t.number))
        t.penalty[owner] = tuple(p for p in t.penalty[owner]
                                 if not (p.major and p.card.suit == suit))
        t.step("50D2a." + choice, "50D2(a)", leader=leader, owner=owner, suit=suit)


_51B = {(Choice.REQUIRE, False): "51B1(a)", (Choice.FORBID, False): "51B1(b)",
        (Choice.NONE, False): "50D2(b)", (Choice.REQUIRE, True): "51B2(a)",
        (Choice.FORBID, True): "51B2(b)", (Choice.NONE, True): "51B2(c)"}
"""The article for declarer's choice when the owner has two or more penalty cards: in one
suit, or in more than one (``True``)."""


def _apply_51b(t: TableCore, option: DeclarerOption50D2, op: Option, choice: Choice) -> None:
    """51B: the owner has two or more penalty cards.  Declarer requires one of their suits or
    forbids one or more of them (every penalty card in those suits is picked up, and the
    owner makes any legal play to the trick), or neither (they all stay)."""
    leader, owner = option.leader, option.leader.partner
    several = len({p.card.suit for p in t.penalty[owner]}) > 1
    law = _51B[(choice, several)]
    if choice == Choice.NONE:
        t.step("51B.none", law, leader=leader, owner=owner,
               cards=tuple(p.card for p in t.penalty[owner]))
        return
    suits = _suits(t, option, op)
    back = tuple(p.card for p in t.penalty[owner] if p.card.suit in suits)
    t.penalty[owner] = tuple(p for p in t.penalty[owner] if p.card.suit not in suits)
    t.lead_rule = _with_earlier(t, LeadRule(choice=choice, suit=suits[0], others=suits[1:],
                                            leader=leader, trick=t.number,
                                            spared=tuple(p.card for p in t.penalty[owner])))
    t.step("51B." + choice, law, leader=leader, owner=owner, suits=suits, cards=back)


def _with_earlier(t: TableCore, rule: LeadRule) -> LeadRule:
    """``rule`` with a prohibition from an earlier trick that is still in force: it binds the
    leader for as long as he keeps the lead (50D2(a), 51B1(b), 51B2(b)), also when declarer
    chooses again because the partner still has a penalty card (50D2 footnote, 51B2(c)
    footnote): a second prohibition adds its suits to the first; a requirement keeps them
    beside it, for this lead if he cannot follow it (59) and for his later leads."""
    earlier = t.lead_rule
    kept = (earlier.after_lead() if earlier is not None and earlier.leader == rule.leader
            else None)
    if kept is None:
        return rule
    if rule.choice == Choice.REQUIRE:
        return replace(rule, kept=kept.suits)
    suits = tuple(dict.fromkeys((*kept.suits, *rule.suits)))
    return replace(rule, suit=suits[0], others=suits[1:])


def _apply_57a(t: TableCore, op: Option, seat: Seat) -> None:
    """57A: declarer's choice for ``seat``'s card to this trick."""
    choice = Choice(op.choice)
    if choice == Choice.NONE:
        t.step("57A.none", "57A", seat=seat)
        return
    t.play_rule = PlayRule(choice=choice, suit=op.suit, seat=seat, trick=t.number)
    t.step("57A." + choice, "57A", seat=seat, suit=_or(op.suit, t.led_suit()))


