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

from ..cards import Seat
from ..errors import TimelineError
from .core import LeadOutOfTurnState, TableCore
from .establishment import establish_by_play
from .operations import LeadOutOfTurn, PlayAccepted, PlayCard, PrematurePlay
from .penalty import accept_card, add_penalty, offer_option_now, remove_penalty
from .play import complete_trick, play_card, reopen_last_trick
from .records import How, RevokeKind, RevokeState, Transition

__all__ = ["apply_lead_out_of_turn", "apply_play_accepted", "apply_premature",
           "law52_attention", "settle_lead_out_of_turn", "verify_lead_out_of_turn",
           "verify_play_accepted", "verify_premature"]

_LOOT_CHOICES = ("accept", "refuse", "spread")


# -- a lead out of turn (53-56) ----------------------------------------------------------------

def verify_lead_out_of_turn(t: TableCore, op: LeadOutOfTurn) -> None:
    """A lead out of turn: between tricks, by a player who is not to lead, of a card he holds."""
    if t.over or t.claim_agreed or t.hands_returned:
        raise TimelineError("timeline_play_after_end")
    if t.cards or t.correcting is not None or t.loot is not None:
        raise TimelineError("timeline_loot_not_a_lead", seat=op.seat)
    if op.seat == t.leader:
        raise TimelineError("timeline_loot_in_turn", seat=op.seat)
    if not t.holds(op.seat, op.card):
        raise TimelineError("timeline_not_held", seat=op.seat, card=op.card)
    if op.choice is not None and op.choice not in _LOOT_CHOICES:
        raise TimelineError("timeline_bad_choice", choice=op.choice)
    if op.choice == "spread" and (t.tricks or not t.is_defender(op.seat)):
        raise TimelineError("timeline_loot_spread", seat=op.seat)


def apply_lead_out_of_turn(t: TableCore, op: LeadOutOfTurn) -> None:
    """The lead is faced: the revokes of the offender's side are established (63A1); then it
    is accepted or refused, or waits for the next card (53A)."""
    t.step("53.out_of_turn", "53", seat=op.seat, card=op.card, leader=t.leader)
    if t.revokes:
        establish_by_play(t, op.seat, t.number, "63A1", How.PLAY)
    if op.choice is None:
        t.loot = LeadOutOfTurnState(seat=op.seat, card=op.card)
        return
    _settle(t, op.seat, op.card, op.choice)


def settle_lead_out_of_turn(t: TableCore, op: PlayCard) -> PlayCard:
    """A card played while a lead out of turn waits: the next hand after the offender plays
    (the lead is accepted, 53A), or the right leader leads (it is refused).  Returns the
    card with its player."""
    loot = t.loot
    assert loot is not None and op.card is not None
    after = Seat((loot.seat + 1) % 4)
    seat = op.seat
    if seat is None:
        holds_after = t.hands is None or t.holds(after, op.card)
        seat = after if holds_after else t.leader
    if seat not in (after, t.leader):
        raise TimelineError("timeline_loot_pending", seat=loot.seat, leader=t.leader)
    _settle(t, loot.seat, loot.card, "accept" if seat == after else "refuse")
    return replace(op, seat=seat)


def _settle(t: TableCore, seat: Seat, card: object, choice: str) -> None:
    t.loot = None
    assert card is not None
    defender = t.is_defender(seat)
    if choice in ("accept", "spread"):
        if choice == "spread":
            t.contract = replace(t.contract, declarer=t.contract.dummy)
            t.step("54A.spread", "54A", seat=t.contract.dummy, declarer=t.contract.declarer)
        else:
            t.step("53A.accepted" if defender else "55A.accepted", "53A" if defender else "55A",
                   seat=seat)
        t.leader = seat
        play_card(t, seat, card)  # type: ignore[arg-type]
        return
    if not defender:
        t.step("55B.retracted", "55B", seat=seat, card=card, leader=t.leader)
        return
    add_penalty(t, seat, card, major=True, trick=t.number)  # type: ignore[arg-type]
    t.step("56.penalty_card", "56", seat=seat, card=card, leader=t.leader)
    offer_option_now(t)


# -- a premature play (57) ---------------------------------------------------------------------

def verify_premature(t: TableCore, op: PrematurePlay) -> None:
    """A defender plays before his partner, who is still to play to this trick (57A); not once
    declarer has played from both hands (57C1)."""
    seat = op.seat
    if t.over or not t.cards or t.correcting is not None or len(t.cards) == 4:
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
    t.play_option_due = op.seat.partner
    t.step("57A.penalty_card", "57A", seat=op.seat, card=op.card, partner=op.seat.partner)


# -- a card played instead of a penalty card (52) ------------------------------------------------

def law52_attention(t: TableCore, index: int) -> None:
    """Attention to a card played instead of a penalty card, before declarer played on:
    declarer accepts it or requires the penalty card (52B)."""
    rv = t.revokes[index]
    t.law52_due = index
    t.step("52B.choose", "52B", seat=rv.seat, card=rv.card, penalty=rv.held)


def verify_play_accepted(t: TableCore, op: PlayAccepted) -> None:
    """Declarer chooses only while a card played instead of a penalty card waits (52B)."""
    if t.law52_due is None:
        raise TimelineError("timeline_no_law52")


def apply_play_accepted(t: TableCore, op: PlayAccepted) -> None:
    """52B1(a): the card stands; 52B2: the penalty card instead, the other card a penalty card."""
    index = t.law52_due
    assert index is not None
    if op.accept:
        accept_card(t, index, law="52B1(a)")
        return
    rv = t.revokes[index]
    t.law52_due = None
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


def is_law52(t: TableCore, index: int) -> bool:
    """A card played instead of a penalty card, not yet accepted: Law 52 decides."""
    rv = t.revokes[index]
    return (rv.kind == RevokeKind.PENALTY_CARD and rv.is_open and rv.accepted is None
            and t.is_defender(rv.seat))
