"""Leads and plays out of turn (Laws 53-57) and a card played instead of a penalty card (52).

A lead out of turn is accepted (53A, 55A), or refused: a defender's card then
becomes a major penalty card and declarer has the lead options of 50D2 when the
offender's partner is the right leader (54D, 56), even at the opening lead;
declarer's card goes back (55B).  At the opening lead declarer may also spread
his hand and become dummy (54A).  A defender who plays before his partner makes
his card a major penalty card, and declarer chooses what the partner plays (57A).
Any lead or play by the offending side to a later trick, legal or not,
establishes its revoke (63A1).  A defender's card played when a penalty card was
due stands if declarer accepts it or plays on (52B1); if he refuses, the penalty
card is played instead and the other card becomes a penalty card (52B2).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import Card, Seat
from ..errors import PlayError, TimelineError
from .core import TableCore
from .establishment import establish_by_play
from .operations import LeadOutOfTurn, PlayAccepted, PlayCard, PrematurePlay
from .options import offer_option_now
from .penalty import accept_card, add_penalty, remove_penalty
from .pending import Choice52B, Choice57A, LeadOutOfTurn53, correcting, find
from .play import complete_trick, play_card, reopen_last_trick, verify_card, verify_in_play
from .records import How, LootChoice, RevokeKind, RevokeState, Transition

__all__ = ["apply_lead_out_of_turn", "apply_play_accepted", "apply_premature",
           "is_law52", "law52_attention", "replaceable", "settle_lead_out_of_turn",
           "verify_card_after_lead_out_of_turn",
           "verify_lead_out_of_turn", "verify_play_accepted", "verify_premature"]


# -- a lead out of turn (53-56) ----------------------------------------------------------------

def verify_lead_out_of_turn(t: TableCore, op: LeadOutOfTurn) -> None:
    """A lead out of turn: between tricks, by a player who is not to lead, of a card he holds."""
    if t.over or t.claim_agreed or t.hands_returned:
        raise TimelineError("timeline_play_after_end")
    pending = t.waiting(op)
    if t.cards or correcting(pending) is not None or find(pending, LeadOutOfTurn53) is not None:
        raise TimelineError("timeline_loot_not_a_lead", seat=op.seat)
    if op.seat == t.leader:
        raise TimelineError("timeline_loot_in_turn", seat=op.seat)
    if not t.holds(op.seat, op.card):
        raise TimelineError("timeline_not_held", seat=op.seat, card=op.card)
    if op.choice is not None and op.choice not in tuple(LootChoice):
        raise TimelineError("timeline_bad_choice", choice=op.choice)
    if op.choice == LootChoice.SPREAD and (t.tricks or not t.is_defender(op.seat)):
        raise TimelineError("timeline_loot_spread", seat=op.seat)


def apply_lead_out_of_turn(t: TableCore, op: LeadOutOfTurn) -> None:
    """The lead is faced: the revokes of the offender's side are established (63A1); then it
    is accepted or refused, or waits for the next card (53A)."""
    t.step("53.out_of_turn", "53", seat=op.seat, card=op.card, leader=t.leader)
    if t.revokes:
        establish_by_play(t, op.seat, t.number, "63A1", How.PLAY)
    if op.choice is None:
        t.wait_for(LeadOutOfTurn53(seat=op.seat, card=op.card))
        return
    _settle(t, op.seat, op.card, LootChoice(op.choice))


def _next_hand(loot: LeadOutOfTurn53) -> Seat:
    """The hand after the offender's: his card accepts the lead (53A)."""
    return Seat((loot.seat + 1) % 4)


def _card_settles(t: TableCore, loot: LeadOutOfTurn53, op: PlayCard) -> Seat:
    """Who plays ``op`` while the lead out of turn waits: the hand after the offender
    (accepting it) or the right leader (refusing it)."""
    assert op.card is not None
    after = _next_hand(loot)
    seat = op.seat
    if seat is None:
        holds_after = t.hands is None or t.holds(after, op.card)
        seat = after if holds_after else t.leader
    if seat not in (after, t.leader):
        raise TimelineError("timeline_loot_pending", seat=loot.seat, leader=t.leader)
    return seat


def verify_card_after_lead_out_of_turn(t: TableCore, loot: LeadOutOfTurn53,
                                       op: PlayCard) -> None:
    """A card while a lead out of turn waits, checked as the card it is: the next hand's to
    the faced card as the lead, or the right leader's lead (the faced card put aside)."""
    assert op.card is not None
    seat = _card_settles(t, loot, op)
    verify_in_play(t)
    if seat != _next_hand(loot):
        verify_card(t, seat, op.card, said=op.revoke, led=None)
        return
    if op.card == loot.card:
        raise PlayError("card_played_twice", trick=t.number, seat=seat, card=op.card,
                        first=t.number)
    verify_card(t, seat, op.card, said=op.revoke, led=loot.card.suit)


def settle_lead_out_of_turn(t: TableCore, loot: LeadOutOfTurn53, op: PlayCard) -> PlayCard:
    """A card played while a lead out of turn waits: the next hand after the offender plays
    (the lead is accepted, 53A), or the right leader leads (it is refused).  Returns the
    card with its player."""
    seat = _card_settles(t, loot, op)
    _settle(t, loot.seat, loot.card,
            LootChoice.ACCEPT if seat == _next_hand(loot) else LootChoice.REFUSE)
    return replace(op, seat=seat)


def _settle(t: TableCore, seat: Seat, card: Card, choice: LootChoice) -> None:
    if isinstance(t.pending, LeadOutOfTurn53):
        t.answered()  # the table waits again for what it waited for before
    if choice != LootChoice.REFUSE:
        t.drop_option()  # accepted: the defender who was to lead does not lead now
    defender = t.is_defender(seat)
    if choice in (LootChoice.ACCEPT, LootChoice.SPREAD):
        if choice == LootChoice.SPREAD:
            t.contract = replace(t.contract, declarer=t.contract.dummy)
            t.step("54A.spread", "54A", seat=t.contract.dummy, declarer=t.contract.declarer)
        else:
            t.step("53A.accepted" if defender else "55A.accepted", "53A" if defender else "55A",
                   seat=seat)
        t.leader = seat
        play_card(t, seat, card)
        return
    if not defender:
        t.step("55B.retracted", "55B", seat=seat, card=card, leader=t.leader)
        return
    add_penalty(t, seat, card, major=True, trick=t.number)
    t.step("56.penalty_card", "56", seat=seat, card=card, leader=t.leader)
    offer_option_now(t)


# -- a premature play (57) ---------------------------------------------------------------------

def verify_premature(t: TableCore, op: PrematurePlay) -> None:
    """A defender plays before his partner, who is still to play to this trick (57A); not once
    declarer has played from both hands (57C1)."""
    seat = op.seat
    if t.over or not t.cards or correcting(t.waiting(op)) is not None or len(t.cards) == 4:
        raise TimelineError("timeline_premature_not", seat=seat)
    if not t.is_defender(seat) or seat in t.cards or seat == t.to_play():
        raise TimelineError("timeline_premature_not", seat=seat)
    if seat.partner in t.cards:
        raise TimelineError("timeline_premature_not", seat=seat)
    decl = t.contract.declarer
    if decl in t.cards and decl.partner in t.cards:
        raise TimelineError("timeline_premature_57c", seat=seat)
    if not t.holds(seat, op.card):
        raise TimelineError("timeline_not_held", seat=seat, card=op.card)


def apply_premature(t: TableCore, op: PrematurePlay) -> None:
    """57A: the card is a major penalty card; declarer chooses what the partner plays."""
    add_penalty(t, op.seat, op.card, major=True, trick=t.number)
    t.wait_for(Choice57A(seat=op.seat.partner))
    t.step("57A.penalty_card", "57A", seat=op.seat, card=op.card, partner=op.seat.partner)


# -- a card played instead of a penalty card (52) ------------------------------------------------

def law52_attention(t: TableCore, index: int) -> None:
    """Attention to a card played instead of a penalty card, before declarer played on:
    declarer accepts it or requires the penalty card (52B)."""
    rv = t.revokes[index]
    t.wait_for(Choice52B(revoke=index))
    t.step("52B.choose", "52B", seat=rv.seat, card=rv.card, penalty=rv.held)


def verify_play_accepted(t: TableCore, op: PlayAccepted) -> None:
    """Declarer chooses only while a card played instead of a penalty card waits (52B)."""
    choice = find(t.waiting(op), Choice52B)
    if choice is None or not replaceable(t, choice.revoke):
        raise TimelineError("timeline_no_law52")


def apply_play_accepted(t: TableCore, op: PlayAccepted) -> None:
    """52B1(a): the card stands; 52B2: the penalty card instead, the other card a penalty card."""
    choice = find(t.pending, Choice52B)
    assert choice is not None
    index = choice.revoke
    if op.accept:
        accept_card(t, index, law="52B1(a)")
        return
    rv = t.revokes[index]
    t.settle(choice, None)
    wrong, penalty = rv.card, rv.held[0]
    assert wrong is not None
    if rv.trick != t.number:
        reopen_last_trick(t)
    del t.cards[rv.seat]
    t.give_back(rv.seat, wrong)
    remove_penalty(t, rv.seat, penalty)
    t.take(rv.seat, penalty)
    t.cards[rv.seat] = penalty
    add_penalty(t, rv.seat, wrong, major=True, trick=rv.trick)
    t.update(index, rv.moved(Transition(to=RevokeState.CORRECTED, law="52B2",
                                        how=How.SUBSTITUTED, trick=t.number)))
    t.step("52B2.substituted", "52B2", seat=rv.seat, card=wrong, penalty=penalty)
    if len(t.cards) == 4:
        complete_trick(t)


def replaceable(t: TableCore, index: int) -> bool:
    """The card of revoke ``index``, played instead of a penalty card, can still be replaced
    by it (52B2): the revoke is open and the card still lies in its trick, on the table or
    the last one won."""
    rv = t.revokes[index]
    if not rv.is_open:
        return False
    if rv.trick == t.number:
        return t.cards.get(rv.seat) == rv.card
    return rv.trick == t.number - 1 and t.tricks[-1].cards[rv.seat] == rv.card


def is_law52(t: TableCore, index: int) -> bool:
    """A card played instead of a penalty card, not yet accepted: Law 52 decides."""
    rv = t.revokes[index]
    return (rv.kind == RevokeKind.PENALTY_CARD and rv.is_open and rv.accepted is None
            and t.is_defender(rv.seat))
