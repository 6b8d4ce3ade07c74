"""Attention to a revoke and its correction (Laws 61B, 62; 63B in 1997; dummy, 43).

A revoke noticed before it is established is corrected (62A): the offender takes
the card back and plays a legal one (62B); a defender's card from his hand
becomes a major penalty card (62B1).  Players who played after it may change
their cards, the non-offenders first (62C1, 62C2).  When both sides revoked on
the trick and only one side has played on, both are corrected (62C3).  A revoke
on trick 12 is corrected even if established, while the hands are out (62D).
An established revoke stands (63B).
"""

from __future__ import annotations

from dataclasses import replace

from .. import said
from ..cards import Card, Seat
from ..errors import TimelineError
from . import irregular, twelfth
from .core import TableCore
from .dummy import dummy_attention, forfeited_asks_declarer, forfeited_first
from .establishment import establish
from .operations import DrawAttention, Operation, PlayCard, Question, Withdraw
from .penalty import add_penalty, check_obligations, remove_penalty
from .pending import (
    Rights62C,
    SubstituteDue,
    TwelfthCorrection62D,
    Withdrawal62C,
    correcting,
    find,
)
from .play import close_trick, follow_trick, reopen_last_trick
from .question import about
from .records import How, Revoke, RevokeKind, RevokeState, Timing, Transition
from .substitute import substitute_problem

__all__ = ["apply_attention", "apply_question", "apply_substitute", "apply_withdraw",
           "quit_corrected_trick", "quits", "verify_attention", "verify_question",
           "verify_substitute", "verify_withdraw"]


# -- questions and attention ----------------------------------------------------------------

def verify_question(t: TableCore, op: Question) -> None:
    """61B: only some players may ask whom (the edition says), and only about a trick where
    the player asked failed to follow suit (:func:`~.question.about`)."""
    if t.rules.may_ask(op.seat, op.to, t.contract).refused:
        raise TimelineError("timeline_may_not_ask", seat=op.seat, to=op.to)
    about(t, op)


def apply_question(t: TableCore, op: Question) -> None:
    """"Geen meer?": a question draws attention to the revoke it asks about (also dummy's
    question to a defender, which he may not ask: 61B2(b), 16B); asked after the offender
    played on, to a revoke already established, which stands (63B).  Dummy with his rights
    forfeited who asks first: about declarer's revoke, 43B2(b); about a defender's, no
    rectification at all (43B3, :mod:`~.dummy`)."""
    asked = t.rules.may_ask(op.seat, op.to, t.contract)
    t.add_step(said.step(asked))
    found = about(t, op)
    target = found.index
    if target is not None and forfeited_first(t, op.seat, target):
        return  # 43B3: not corrected, no attention drawn in the sense of 62A
    if asked.irregular:
        t.step("61B2b.attention_all_the_same", asked.article, seat=op.seat, to=op.to,
               ui=t.rules.article("16B"))
    if target is None:
        t.step("tl.question_known" if found.known else "tl.question_no_revoke", "61B",
               to=op.to, trick=found.trick)
        return
    if not t.revokes[target].is_open:  # established already: attention to it all the same
        t.step("tl.question_earlier", "61B", seat=op.seat, to=op.to, trick=found.trick)
        _draw_attention(t, target)
        return
    if op.to == t.contract.declarer:
        forfeited_asks_declarer(t, op.seat, target)
    as_if = t.rules.question_as_if(op.seat, op.to, t.contract)
    if as_if is not None and t.revokes[target].as_if is None:
        t.update(target, replace(t.revokes[target], as_if=as_if.article))
        t.add_step(said.step(as_if))
    _draw_attention(t, target)


def _attention_target(t: TableCore, op: DrawAttention) -> int | None:
    for i in range(len(t.revokes) - 1, -1, -1):
        rv = t.revokes[i]
        if op.seat is not None and rv.seat != op.seat:
            continue
        if op.trick is not None and rv.trick != op.trick:
            continue
        if rv.stands and not rv.attention_drawn:
            return i
    return None


def verify_attention(t: TableCore, op: DrawAttention) -> None:
    """There must be a revoke (by that seat, on that trick) that attention can be drawn to."""
    target = _attention_target(t, op)
    if target is None:
        raise _no_revoke(t, op)
    rv = t.revokes[target]
    if (rv.trick == 12 and rv.kind == RevokeKind.FOLLOW and t.over and not t.hands_returned
            and (t.tricks[-2].number != 12 or t.tricks[-2].leader is None)):
        raise TimelineError("timeline_no_revoke")


def _no_revoke(t: TableCore, op: DrawAttention) -> TimelineError:
    """Attention to a seat's revoke that is not there: where another seat's revoke is open,
    who did revoke, and where (a director who typed East for West sees which he meant)."""
    open_ = [rv for rv in t.revokes if rv.stands and not rv.attention_drawn]
    if op.seat is None or not open_ or any(rv.seat == op.seat for rv in open_):
        return TimelineError("timeline_no_revoke")
    other = open_[-1]
    code = ("timeline_no_revoke_by" if not any(rv.seat == op.seat for rv in t.revokes)
            else "timeline_no_revoke_drawn")
    return TimelineError(code, seat=op.seat, other=other.seat, trick=other.trick,
                         letter=other.seat.letter)


def apply_attention(t: TableCore, op: DrawAttention) -> None:
    """Attention is drawn to the most recent revoke it names (by dummy: :mod:`~.dummy`)."""
    target = _attention_target(t, op)
    assert target is not None
    if not dummy_attention(t, op.by, target):
        _draw_attention(t, target)


def _draw_attention(t: TableCore, index: int) -> None:
    rv = t.revokes[index]
    timing = rv.attention
    nos = rv.seat.side.other
    if t.round_ended:
        timing = Timing.AFTER_ROUND
    elif nos in t.next_call:
        timing = Timing.AFTER_CALL
    rv = replace(rv, attention_drawn=True, attention=timing)
    t.update(index, rv)
    if irregular.is_law52(t, index) and not t.over and rv.trick >= t.number - 1:
        irregular.law52_attention(t, index)  # 52B: declarer accepts the card or not
        return
    if rv.accepted is not None and rv.is_open and not t.over:  # 52B1: the card stands
        t.step("tl.attention_accepted", rv.accepted, seat=rv.seat, trick=rv.trick, card=rv.card)
        return
    pair = _pair(t, index)
    if pair is not None and not t.over:
        # 62C3: one of the two is established, the other not: correct both
        first = index if t.revokes[index].is_open else pair
        t.update(first, replace(t.revokes[first], attention_drawn=True))
        _start_correction(t, first)
        return
    if (rv.is_open and rv.kind != RevokeKind.DEFECTIVE and not t.over
            and rv.trick >= t.number - 1):
        _start_correction(t, index)
        return
    if twelfth.to_correct(t, rv):
        twelfth.correct_now_or_after_trick_13(t, index)
        return
    if rv.is_open:  # play ended: the record stands
        establish(t, index, law="63A", how=How.END_OF_PLAY, trick=t.number)
    t.step("tl.attention_after_play" if t.over or t.claim_agreed
           else "tl.attention_established", t.rules.article("63B"), seat=rv.seat,
           trick=rv.trick)
    if rv.attention != Timing.DURING_PLAY:
        t.step("tl.attention_late", "64B4" if rv.attention == Timing.AFTER_CALL else "64B5",
               seat=rv.seat, trick=rv.trick)


def _pair(t: TableCore, index: int) -> int | None:
    """62C3: the other side's revoke on this trick, when exactly one of the two is established."""
    rv = t.revokes[index]
    if not t.rules.has_62c3 or rv.kind != RevokeKind.FOLLOW:
        return None
    for j, other in enumerate(t.revokes):
        if (j != index and other.trick == rv.trick and other.kind == RevokeKind.FOLLOW
                and other.seat.side != rv.seat.side and other.stands
                and other.is_open != rv.is_open):
            return j
    return None


# -- the correction --------------------------------------------------------------------------

def _start_correction(t: TableCore, index: int) -> None:
    """62A-C: the revoke card comes back; a defender's becomes a major penalty card."""
    rv = t.revokes[index]
    if rv.trick != t.number:
        # the revoke trick is complete and the non-offending side led on: reopen it
        assert rv.trick == t.number - 1
        reopen_last_trick(t)
    card = rv.card
    assert card is not None
    del t.cards[rv.seat]
    t.give_back(rv.seat, card)
    if t.rules.house_take_back:
        t.step("home.take_back", "", seat=rv.seat)
    elif rv.faced is not None:  # a penalty card already: nothing is added, it stays one
        add_penalty(t, rv.seat, card, major=rv.faced.major, trick=rv.faced.trick)
        t.step("62B2.penalty_card_stays", "62B2", seat=rv.seat, card=card)
    elif t.is_defender(rv.seat):
        add_penalty(t, rv.seat, card, major=True, trick=rv.trick)
        t.step("62B1.penalty_card", "62B1", seat=rv.seat, card=card)
    else:
        t.step("62B2.no_penalty", "62B2", seat=rv.seat, card=card)
    t.update(index, rv.moved(Transition(to=RevokeState.CORRECTED, law="62A", how=How.ATTENTION,
                                        trick=t.number)))
    revokers = {x.seat for x in t.revokes if x.trick == rv.trick}
    after = [s for s in _after_in_trick(t, rv.seat) if s not in revokers]
    t.wait_for(SubstituteDue(revoke=index, seat=rv.seat, rights=Rights62C(may=frozenset(after))))
    nos_after = [s for s in after if s.side != rv.seat.side]
    t.step("62A.correct_now" if rv.kind == RevokeKind.FOLLOW else "62A.correct_obligation",
           "62A", seat=rv.seat, card=card, suit=rv.suit, penalty=rv.held)
    if nos_after:
        dummy = t.contract.dummy in nos_after  # declarer acts for dummy (45B) only then
        t.step("62C1.may_change_dummy" if dummy else "62C1.may_change", "62C1",
               seats=tuple(nos_after),
               withdrawn=t.rules.article("16C"))
    _both_sides_same_trick(t, index)


def _after_in_trick(t: TableCore, seat: Seat) -> list[Seat]:
    rot = t.rotation()
    return [s for s in rot[rot.index(seat) + 1:] if s in t.cards]


def _as_62c3(rv: Revoke) -> Revoke:
    """The revoke corrected under 62C3 (its correction so far, if any, becomes that)."""
    history = rv.history[:-1] if rv.state == RevokeState.CORRECTED else rv.history
    return replace(rv, history=(*history, Transition(to=RevokeState.CORRECTED, law="62C3",
                                                       how=How.BOTH_SIDES, trick=rv.trick)))


def _both_sides_same_trick(t: TableCore, index: int) -> None:
    """62C3 (2017): both sides revoked on this trick; only one side played on."""
    if not t.rules.has_62c3:
        return
    rv = t.revokes[index]
    for j, other in enumerate(t.revokes):
        if (j != index and other.trick == rv.trick and other.seat.side != rv.seat.side
                and other.kind == RevokeKind.FOLLOW and other.stands):
            t.update(j, _as_62c3(other))
            t.update(index, _as_62c3(t.revokes[index]))
            card = other.card
            assert card is not None
            if t.cards.get(other.seat) == card:
                del t.cards[other.seat]
                t.give_back(other.seat, card)
            defender = t.is_defender(other.seat)
            if defender:
                add_penalty(t, other.seat, card, major=True, trick=other.trick)
            t.step("62C3.both", "62C3", seat=rv.seat, other=other.seat)
            t.step("62C3.other_penalty" if defender else "62C3.other_back",
                   "62B1" if defender else "62B2", seat=other.seat, card=card,
                   suit=other.suit)


def verify_substitute(t: TableCore, due: SubstituteDue, op: PlayCard, seat: Seat) -> None:
    """The card played to the corrected trick must be legal, and obey the obligation."""
    assert op.card is not None
    problem = substitute_problem(t, due, seat, op.card)
    if problem is not None:
        raise problem


def apply_substitute(t: TableCore, op: PlayCard, seat: Seat) -> None:
    """62B/62C: a card played to the corrected trick in place of one taken back."""
    due = find(t.pending, SubstituteDue)
    assert due is not None and op.card is not None
    rv = t.revokes[due.revoke]
    card = op.card
    if seat != rv.seat or rv.kind != RevokeKind.PENALTY_CARD:
        # the card in place of the revoke card, or one played again after 62C: a penalty card
        # comes first where it may be played (50D1); a revoke that was itself a penalty card
        # not played is put right with it (see verify_substitute)
        violation = check_obligations(t, seat, card, t.led_suit(), op.event)
        if violation is not None:
            t.revokes.append(violation)  # Law 52: declarer accepts it or not
    if t.designated is not None and t.designated[0] == seat:
        t.designated = None
    t.take(seat, card)
    remove_penalty(t, seat, card)
    if t.play_rule is not None and t.play_rule.seat == seat:
        t.play_rule = None  # obeyed now
    t.cards[seat] = card
    t.step("tl.substituted", "62B" if seat == rv.seat else "62C", seat=seat, card=card)
    rot = t.rotation()
    missing = [s for s in rot if s not in t.cards]
    if missing and any(x in t.cards for x in rot[rot.index(missing[0]):]):
        t.settle(due, replace(due, seat=missing[0]))
    elif len(t.cards) == 4:  # whole again: quitted, unless someone takes back a card (62C)
        rule = t.lead_rule
        close_trick(t)
        t.settle(due, Withdrawal62C(revoke=due.revoke, rights=due.rights, whole=True,
                                    lead_rule_before=rule))
    else:  # the trick goes on in turn
        t.settle(due, Withdrawal62C(revoke=due.revoke, rights=due.rights))


def quits(t: TableCore, op: Operation | None) -> bool:
    """``op`` (``None``: nothing more happens) quits the corrected trick that is whole again:
    anything but a card taken back (62C)."""
    window = find(t.pending, Withdrawal62C)
    return window is not None and window.whole and not isinstance(op, Withdraw)


def quit_corrected_trick(t: TableCore) -> None:
    """The corrected trick is whole again and nobody else takes a card back: it stays
    quitted, and what follows it is said now (declarer's 50D2 option, the end of play)."""
    window = find(t.pending, Withdrawal62C)
    assert window is not None
    t.settle(window, None)
    follow_trick(t)


# -- taking cards back ------------------------------------------------------------------------

def _on_table(t: TableCore) -> dict[Seat, Card | None]:
    """The cards of the trick being corrected: on the table, or the trick just quitted when
    it is whole again (62C)."""
    window = find(t.pending, Withdrawal62C)
    if window is not None and window.whole:
        return {s: c for s, c in zip(Seat, t.tricks[-1].cards, strict=True)}
    return t.cards


def verify_withdraw(t: TableCore, op: Withdraw) -> None:
    """Only the players after the revoke may take their cards back, non-offenders first
    (62C1, 62C2).  The offender usually corrects first (62B), and the pages offer the
    take-back only then; the law does not order the two, so a take-back told before the
    correction is still taken (as it always was: a case file told that way still rules)."""
    seat, card = op.seat, op.card
    fixed = find(t.pending, TwelfthCorrection62D)
    if fixed is not None and not t.hands_returned:
        twelfth.verify_withdraw(t, fixed, seat, card)
        return
    fixing = correcting(t.pending)
    rv = t.revokes[fixing.revoke] if fixing is not None else None
    if _on_table(t).get(seat) != card:
        if rv is not None and rv.seat == seat and rv.card == card:
            return  # the revoke card itself: already taken back when attention was drawn
        raise TimelineError("timeline_withdraw_not_played", seat=seat, card=card)
    if fixing is None or rv is None or seat not in fixing.rights.may:
        raise TimelineError("timeline_withdraw_not_allowed", seat=seat, card=card)
    if seat.side == rv.seat.side and not fixing.rights.by_nos:
        raise TimelineError("timeline_withdraw_not_allowed", seat=seat, card=card)


def apply_withdraw(t: TableCore, op: Withdraw) -> None:
    """62C1 (non-offenders, freely; but after revokes by both sides a defender's card is a
    penalty card, 62C3), then 62C2 (offenders; a defender's card is a penalty card)."""
    seat, card = op.seat, op.card
    fixed = find(t.pending, TwelfthCorrection62D)
    if fixed is not None and not t.hands_returned:
        twelfth.withdraw(t, fixed, seat, card)
        return
    if _on_table(t).get(seat) != card:
        return  # the revoke card itself: nothing more happens
    pending = correcting(t.pending)
    assert pending is not None
    if isinstance(pending, Withdrawal62C) and pending.whole:  # the trick comes back
        reopen_last_trick(t)
        t.lead_rule = pending.lead_rule_before
    rv = t.revokes[pending.revoke]
    nos = seat.side != rv.seat.side
    if nos:
        made = rv.correction
        if made is not None and made.how == How.BOTH_SIDES and t.is_defender(seat):
            # both sides revoked on this trick (62C3): each side is an offender
            add_penalty(t, seat, card, major=True, trick=rv.trick)
            t.step("62C3.withdrawn_penalty", "62C3", seat=seat, card=card)
        else:
            t.step("62C1.withdrawn", "62C1", seat=seat, card=card)
    elif t.is_defender(seat):
        add_penalty(t, seat, card, major=True, trick=rv.trick)
        t.step("62C2.withdrawn_penalty", "62C2", seat=seat, card=card)
    else:
        t.step("62C2.withdrawn", "62C2", seat=seat, card=card)
    del t.cards[seat]
    t.give_back(seat, card)
    t.settle(pending, SubstituteDue(revoke=pending.revoke, seat=seat,
                                    rights=pending.rights.used(seat, nos=nos)))
