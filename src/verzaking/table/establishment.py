"""When a revoke becomes established (Law 63A), claims and their agreement (Laws 68, 69),
and the moments that set the deadlines of 63A4 and 64B4/B5.

Established is established for good: once the offending side plays to a later
trick, names a card for it, claims, or agrees to the opponents' claim, the revoke
can no longer be corrected (save on trick 12, 62D).  An objection in time undoes
an agreement (63A4).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import Card, Seat
from ..errors import TimelineError
from .core import ClaimState, TableCore
from .operations import (
    Accept,
    Claim,
    ClaimRuled,
    Designate,
    Disputed,
    Disturbed,
    DummyForfeited,
    EndOfRound,
    HandsReturned,
    NextBoardCall,
    Object,
)
from .pending import TwelfthCorrection62D, correcting, find
from .records import How, Revoke, RevokeState, Transition

__all__ = [
    "apply_accept", "apply_claim", "apply_claim_ruled", "apply_designate", "apply_disturbed",
    "apply_dummy_forfeited", "apply_end_of_round", "apply_hands_returned",
    "apply_next_board_call", "apply_object", "establish", "establish_by_play", "verify_accept",
    "verify_claim", "verify_claim_ruled", "verify_designate", "verify_object",
]


def _may_establish(rv: Revoke) -> bool:
    """Open, and not settled by the director."""
    return rv.is_open and rv.settled is None


def establish(t: TableCore, index: int, *, law: str, how: How, player: Seat | None = None,
              trick: int | None = None) -> None:
    """Revoke ``index`` is established now."""
    t.update(index, t.revokes[index].moved(Transition(
        to=RevokeState.ESTABLISHED, law=law, how=how, player=player, trick=trick)))


def establish_by_play(t: TableCore, seat: Seat, number: int, law: str, how: How) -> None:
    """63A1/63A2: ``seat`` played to (or named a card for) trick ``number``."""
    for i, rv in enumerate(t.revokes):
        if _may_establish(rv) and rv.seat.side == seat.side and rv.trick < number:
            establish(t, i, law=law, how=how, player=seat, trick=number)
            t.step("tl.established_designation" if how == How.DESIGNATION
                   else "tl.established_play", law, seat=rv.seat, trick=rv.trick, player=seat,
                   next=number)


# -- claims --------------------------------------------------------------------------------

def verify_claim(t: TableCore, op: Claim) -> None:
    """A claim is made (between tricks or during one: the trick on the table is among those
    still to be won), for a total declarer can still reach."""
    if t.hands_returned and not op.agreed:
        raise TimelineError("timeline_play_after_return")
    if t.claim is not None and t.claim.ruled:
        raise TimelineError("timeline_claim_ruled")
    if t.claim is not None and t.claim.objected and op.agreed:  # a result after an objection:
        raise TimelineError("timeline_result_after_objection")  # the director rules it (70)
    if t.claim is not None and not t.claim.objected and not op.agreed:
        raise TimelineError("timeline_claim_pending")
    done = t.declarer_tricks()
    left = 13 - len(t.completed())
    if not done <= op.declarer_tricks <= done + left:
        raise TimelineError("timeline_claim_range", total=op.declarer_tricks, decl=done,
                            left=left)


def apply_claim(t: TableCore, op: Claim) -> None:
    """Law 68: a claim or concession; the offending side's claim establishes (63A3).

    A claim the record gives as the result (``agreed``) was agreed to: the other
    side's revokes are established by that agreement (63A4), and where the record
    does not say who claimed, every revoke of a trick played to the end is.
    """
    t.claim = ClaimState(by=op.seat, declarer_tricks=op.declarer_tricks, agreed=op.agreed)
    by = op.seat
    if by is not None:
        t.step("tl.claim", "68", seat=by, total=op.declarer_tricks)
    played = len(t.completed())
    for i, rv in enumerate(t.revokes):
        if not _may_establish(rv):
            continue
        if by is None:
            if op.agreed and rv.trick <= played:
                establish(t, i, law=t.rules.claim_law, how=How.CLAIM_AGREED, trick=t.number)
        elif rv.seat.side == by.side:
            establish(t, i, law="63A3", how=How.CLAIM, player=by, trick=t.number)
            t.step("tl.established_claim", "63A3", seat=rv.seat, trick=rv.trick, player=by)
        elif op.agreed:
            establish(t, i, law=t.rules.agreement_law, how=How.AGREEMENT, player=by,
                      trick=t.number)


def verify_accept(t: TableCore, op: Accept) -> None:
    """Only an opponent of the claimer can agree to a claim."""
    if t.claim is None:
        raise TimelineError("timeline_no_claim")
    if t.claim.by is not None and op.seat.side == t.claim.by.side:
        raise TimelineError("timeline_accept_own_claim", seat=op.seat)


def apply_accept(t: TableCore, op: Accept) -> None:
    """69A: the claim is agreed; the offending side's agreement establishes the revoke.

    Before 2017 a member of the offending side who agrees to a claim establishes it
    there and then (63A3, "makes or agrees to"; 1997 "acquiesces in").  In 2017 it is
    agreement as 69A has it (63A4): the side assents and raises no objection before the
    end of the round, so an objection in time undoes it (:func:`apply_object`), and the
    step says so rather than "now established".
    """
    assert t.claim is not None
    t.claim = replace(t.claim, agreed=True)
    t.step("tl.claim_accepted", "69A", seat=op.seat)
    if not t.rules.agreement_establishes:
        return
    law = t.rules.agreement_law
    code = "tl.agreement_establishes" if t.rules.agreement_is_69a else "tl.established_agreement"
    for i, rv in enumerate(t.revokes):
        if _may_establish(rv) and rv.seat.side == op.seat.side:
            establish(t, i, law=law, how=How.AGREEMENT, player=op.seat, trick=t.number)
            t.step(code, law, seat=rv.seat, trick=rv.trick, player=op.seat)


def verify_object(t: TableCore, op: Object) -> None:
    """There must be a claim to object to."""
    if t.claim is None:
        raise TimelineError("timeline_no_claim")


def apply_object(t: TableCore, op: Object) -> None:
    """68D: the claim is disputed and the director rules on it (70).

    In 2017 an objection by the offending side in time means its side never agreed (69A),
    so a partner's assent does not establish the revoke (63A4): that establishment is
    undone.  Before 2017 the partner's agreement established it for good (63A3): the
    objection disputes the claim, not the revoke.  An objection after the end of the round,
    or after the objector's side called on the next board, comes too late: the agreement
    stands (69A).
    """
    assert t.claim is not None
    if t.claim.agreed and (t.round_ended or op.seat.side in t.next_call):
        t.step("tl.claim_objected_late", "69A", seat=op.seat)  # too late: agreement stands
        return
    t.claim = replace(t.claim, agreed=False, objected=True)
    claimer = t.claim.by
    article = t.rules.agreement_law
    said = False
    for i, rv in enumerate(t.revokes):
        last = rv.history[-1] if rv.history else None
        if (last is None or last.how != How.AGREEMENT or rv.seat.side != op.seat.side
                or (claimer is not None and claimer.side == rv.seat.side)):
            continue
        data = {"seat": op.seat, "revoker": rv.seat, "trick": rv.trick,
                "player": last.player, "article": article}
        if not t.rules.agreement_is_69a:
            t.step("tl.claim_objected_stands", "68D", **data)
        else:
            t.update(i, replace(rv, history=rv.history[:-1]))
            t.step("tl.claim_objected_undone", "68D", **data)
        said = True
    if not said:
        t.step("tl.claim_objected", "68D", seat=op.seat, article=article)


def verify_claim_ruled(t: TableCore, op: ClaimRuled) -> None:
    """The director rules on a claim that is disputed (objected to, or not yet agreed), once,
    for a total declarer can still reach."""
    if t.claim is None:
        raise TimelineError("timeline_no_claim")
    if t.claim.ruled:
        raise TimelineError("timeline_claim_ruled")
    if t.claim.agreed:
        raise TimelineError("timeline_claim_agreed")
    done = t.declarer_tricks()
    left = 13 - len(t.completed())
    if not done <= op.declarer_tricks <= done + left:
        raise TimelineError("timeline_claim_range", total=op.declarer_tricks, decl=done,
                            left=left)


def apply_claim_ruled(t: TableCore, op: ClaimRuled) -> None:
    """Law 70: the director's ruling on the disputed claim is the board's result.

    The ruling establishes nothing: only the offending side's own claim or its agreement
    to the opponents' claim does (63A3, 63A4).  A revoke still not established is taken
    as corrected (62A) in the ruling: the director adjudicates the claim with the legal
    card in its place, and no trick is transferred for it; a correction under way when he
    rules ends there (no more cards are played).
    """
    assert t.claim is not None
    t.claim = replace(t.claim, agreed=False, objected=True, ruled=True,
                      declarer_tricks=op.declarer_tricks)
    t.step("tl.claim_ruled", "70", total=op.declarer_tricks)
    for fixing in (correcting(t.pending), find(t.pending, TwelfthCorrection62D)):
        if fixing is not None:
            t.settle(fixing, None)  # no more cards are played
    for i, rv in enumerate(t.revokes):
        if _may_establish(rv):
            t.update(i, rv.moved(Transition(to=RevokeState.CORRECTED, law="62A",
                                            how=How.CLAIM_RULED, trick=t.number)))
            t.step("tl.claim_ruled_corrected", "62A", seat=rv.seat, trick=rv.trick)


def verify_designate(t: TableCore, op: Designate) -> None:
    """No card can be named for a trick once the hands are back in the board; a player names
    a card of his own hand only if he holds it (45C4(a)).

    Declarer names dummy's cards (45B): a card that neither he nor dummy holds is a call
    from dummy for a card not there, which is void (46B4), not impossible.  Without the
    deal the table knows only the cards already played: any other card is taken as held.
    """
    if t.hands_returned:
        raise TimelineError("timeline_play_after_return")
    card = op.card
    if card is None or _void_call(t, op) or _in_hand(t, op.seat, card) or (
            op.seat == t.contract.declarer and _in_hand(t, t.contract.dummy, card)):
        return
    raise TimelineError("timeline_designate_not_held", seat=op.seat, card=card)


def _in_hand(t: TableCore, seat: Seat, card: Card) -> bool:
    """``seat`` may still hold ``card``: with the deal, he does; without it, it is not on the
    table (a card played before can be named by nobody)."""
    if t.hands is not None:
        return t.holds(seat, card)
    return card not in t.cards.values() and not any(card in tr.cards for tr in t.tricks)


def _void_call(t: TableCore, op: Designate) -> bool:
    """46B4: a card called from dummy that dummy does not hold.  The call is dummy's when
    the event names dummy, or when declarer names a card he does not hold himself."""
    card = op.card
    dummy = t.contract.dummy
    if card is None or op.seat not in (dummy, t.contract.declarer):
        return False
    return not _in_hand(t, dummy, card) and (op.seat == dummy or not _in_hand(t, op.seat, card))


def apply_designate(t: TableCore, op: Designate) -> None:
    """63A2: naming a card for the next trick establishes the side's revoke.

    A void call (46B4) names nothing, so it establishes nothing: the revoke can still be
    corrected.  Whether the card named could be played legally does not matter: 63A2 asks
    only that a card be named for the next trick (as 63A1 counts any play, legal or not);
    the card is then played (45B, 45C4(a)), and if that play fails to follow suit it is a
    revoke of its own when it is played.  A designation by the other side establishes
    nothing (63A2 speaks of the offender and his partner).
    """
    number = t.number + (1 if len(t.cards) == 4 else 0)
    if _void_call(t, op):
        t.step("46B4.void_call", "46B4", seat=op.seat, card=op.card, dummy=t.contract.dummy,
               trick=number)
        return
    t.step("tl.designated", "63A2", seat=op.seat, card=op.card)
    establish_by_play(t, op.seat, number, "63A2", How.DESIGNATION)


# -- the moments after play -----------------------------------------------------------------

def apply_next_board_call(t: TableCore, op: NextBoardCall) -> None:
    """A call on the next board: the deadline of 64B4 (and of 63A4's objection)."""
    t.next_call = t.next_call | {op.seat.side}
    t.over = t.over or t.claim_agreed
    t.step("tl.next_call", "", seat=op.seat)


def apply_end_of_round(t: TableCore, op: EndOfRound) -> None:
    """The end of the round: the deadline of 64B5."""
    t.round_ended = True
    t.step("tl.round_end", "")


def apply_hands_returned(t: TableCore, op: HandsReturned) -> None:
    """The hands are back in the board: a trick-12 revoke can no longer be corrected (62D)."""
    t.hands_returned = True
    t.step("tl.hands_returned", "")


def apply_dummy_forfeited(t: TableCore, op: DummyForfeited) -> None:
    """43A2: dummy lost his rights by an action of his own."""
    t.dummy_forfeited = True
    t.step("43A2.forfeited", "43A2", dummy=t.contract.dummy)


def apply_disturbed(t: TableCore, op: Disturbed) -> None:
    """65D: a player who disturbs his played cards weakens his side's claim of a revoke."""
    t.step("65D.disturbed", "65D", seat=op.seat, side=op.seat.side)


def verify_disputed(t: TableCore, op: Disputed) -> None:
    """66D: after play, on a trick played, and only where the deal does not settle it."""
    if not (t.over or t.claim_agreed or t.hands_returned):
        raise TimelineError("timeline_dispute_in_play")
    if t.hands is not None:
        raise TimelineError("timeline_dispute_with_deal")
    if not 1 <= op.trick <= len(t.completed()):
        raise TimelineError("timeline_no_trick", trick=op.trick)


def apply_disputed(t: TableCore, op: Disputed) -> None:
    """66D: the director rules for the side that did not mix its cards: the revoke is taken
    as made and established when the alleged offender's side mixed them, else as not made."""
    if op.by.side == op.seat.side:
        rv = Revoke(seat=op.seat, trick=op.trick, settled=True, event=op.event)
        t.revokes.append(rv.moved(Transition(to=RevokeState.ESTABLISHED, law="66D",
                                             how=How.GIVEN, trick=t.number)))
        t.step("66D.revoke_taken", "66D", seat=op.seat, trick=op.trick, by=op.by)
    else:
        t.step("66D.no_revoke", "66D", seat=op.seat, trick=op.trick, by=op.by)
