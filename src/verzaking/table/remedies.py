"""What may happen now besides cards: a question (61B), attention to a revoke (62A, 63B,
62D), a card taken back (62C, 62D), declarer's choice (50D2, 51B, 52B, 57A), a claim and
what follows it (68-70), and what may still happen after play (62D, 64B4, 64B5).  Part of
:func:`verzaking.table.choices.choices`.
"""

from __future__ import annotations

from ..cards import SEATS, SUITS, Seat
from ..errors import TimelineError
from .core import TableCore
from .offers import Kind, Offer
from .operations import Question
from .pending import (
    Choice52B,
    Choice57A,
    DeclarerOption50D2,
    Pending,
    SubstituteDue,
    TwelfthCorrection62D,
    correcting,
    find,
)
from .question import about
from .records import Choice, RevokeKind
from .rights import twelfth_swap_legal

__all__ = ["after_play", "attention", "claims", "in_play", "option", "questions", "withdrawals"]


def in_play(t: TableCore) -> bool:
    """Cards are still played: not after the last trick, a claim that stopped play (68D) or
    the hands going back."""
    return not (t.over or t.hands_returned or t.number > 13 or t.gap is not None
                or (t.claim is not None and not t.claim.objected) or t.claim_agreed)


# -- questions, attention, cards taken back ----------------------------------------------------

def questions(t: TableCore) -> list[Offer]:
    """61B: a question to a player who failed to follow suit, by those the edition lets ask
    him (dummy asking a defender is irregular, 61B2(b), but draws attention all the same);
    about what :func:`~.question.about` finds, and not about a revoke already heard."""
    if not in_play(t):
        return []
    out = []
    for to in SEATS:
        try:
            found = about(t, Question(seat=to.partner, to=to))
        except TimelineError:
            continue
        if found.known or (found.index is None and not _showed_out(t, to, found.trick)):
            continue
        for seat in SEATS:
            asked = t.rules.may_ask(seat, to, t.contract)
            if seat != to and not asked.refused:
                out.append(Offer(kind=Kind.QUESTION, law=asked.article, seat=seat, to=to,
                                 trick=found.trick, irregular=asked.irregular))
    return out


def _showed_out(t: TableCore, seat: Seat, number: int) -> bool:
    """``seat`` played another suit than the one led to trick ``number`` (what 61B asks
    about)."""
    if number == t.number:
        card, led = t.cards.get(seat), t.cards.get(t.leader)
        lead = seat == t.leader
    else:
        trick = t.tricks[number - 1]
        card = trick.cards[seat]
        led = trick.cards[trick.leader] if trick.leader is not None else None
        lead = seat == trick.leader
    return card is not None and led is not None and not lead and card.suit != led.suit


def attention(t: TableCore) -> list[Offer]:
    """Attention to a revoke nobody has drawn attention to yet: one not established is
    corrected (62A), one established stands (63B); on trick 12 while the hands are out,
    62D.  Anyone may be the one who drew it (by dummy, 43A1(b), 43B2(b), 43B3)."""
    if t.hands_returned and not t.over:
        return []
    out = []
    for rv in t.revokes:
        if not rv.stands or rv.attention_drawn:
            continue
        if (rv.trick == 12 and rv.kind == RevokeKind.FOLLOW and t.over and not t.hands_returned
                and (t.tricks[-2].number != 12 or t.tricks[-2].leader is None)):
            continue  # a trick-12 revoke told only by its winner: nothing to correct (62D)
        law = "62A" if rv.is_open else t.rules.article("63B")
        out.append(Offer(kind=Kind.ATTENTION, law=law, seat=rv.seat, trick=rv.trick,
                         by=tuple(SEATS)))
    return out


def withdrawals(t: TableCore) -> list[Offer]:
    """62C, once the offender has corrected his revoke (62B): a non-offender who played
    after the revoke takes his card back (62C1); a player
    of the offending side only once a non-offender has (62C2).  After a trick-12 correction
    the same, for a player whose other card may be played to trick 12 (62D1)."""
    fixed = find(t.pending, TwelfthCorrection62D)
    if fixed is not None and not t.hands_returned and len(t.tricks) >= 2:
        rights, rv = fixed.rights, t.revokes[fixed.revoke]
        cards = dict(zip(Seat, t.tricks[-2].cards, strict=True))
        may = [s for s in SEATS if twelfth_swap_legal(t, s)]
    else:
        fixing = correcting(t.pending)
        if fixing is None:
            return []
        rights, rv = fixing.rights, t.revokes[fixing.revoke]
        if isinstance(fixing, SubstituteDue) and fixing.seat == rv.seat:
            return []  # the offender corrects first (62B); 62C then (as verify_withdraw)
        whole = getattr(fixing, "whole", False)
        cards = dict(zip(Seat, t.tricks[-1].cards, strict=True)) if whole else dict(t.cards)
        may = list(SEATS)
    out = []
    for seat in may:
        card = cards.get(seat)
        nos = seat.side != rv.seat.side
        if card is None or seat not in rights.may or not (nos or rights.by_nos):
            continue
        out.append(Offer(kind=Kind.WITHDRAW, law="62C1" if nos else "62C2", seat=seat,
                         cards=(card,)))
    return out


# -- declarer's choices ------------------------------------------------------------------------

def option(t: TableCore, waiting: Pending | None) -> list[Offer]:
    """What the table waits for first, when it is declarer's choice: the 50D2 options (51B
    with two or more penalty cards), 57A after a premature play, 52B after a card played
    instead of a penalty card."""
    decl = t.contract.declarer
    if isinstance(waiting, DeclarerOption50D2) and not t.cards:
        owner = waiting.leader.partner
        majors = tuple(dict.fromkeys(p.card.suit for p in t.penalty[owner] if p.major))
        several = sum(p.major for p in t.penalty[owner]) > 1
        return [Offer(kind=Kind.OPTION, law="51B" if several else "50D2", seat=decl,
                      choices=(Choice.REQUIRE, Choice.FORBID, Choice.NONE), suits=majors,
                      due=True)]
    if isinstance(waiting, Choice57A):
        led = t.led_suit()
        return [Offer(kind=Kind.OPTION, law="57A", seat=decl, choices=tuple(Choice),
                      suits=tuple(s for s in reversed(SUITS) if s != led), due=True)]
    if isinstance(waiting, Choice52B):
        return [Offer(kind=Kind.ACCEPT_PLAY, law="52B1(a)", seat=decl, due=True),
                Offer(kind=Kind.REFUSE_PLAY, law="52B2", seat=decl, due=True)]
    return []


# -- claims and the end of play -----------------------------------------------------------------

def claims(t: TableCore) -> list[Offer]:
    """A claim or concession by declarer or a defender while play goes on (68); then agreement
    by an opponent of the claimer (69A) or an objection by the other side or a defender's
    partner (68B2, 68D); after an objection the director rules (70)."""
    done = t.declarer_tricks()
    totals = tuple(range(done, done + 13 - len(t.completed()) + 1))
    dummy = t.contract.dummy
    players = tuple(s for s in SEATS if s != dummy)
    claim = t.claim
    if claim is None:
        if t.over or t.hands_returned:
            return []
        return [Offer(kind=kind, law="68", seat=s, totals=totals)
                for kind in (Kind.CLAIM, Kind.CONCEDE) for s in players]
    if claim.ruled:
        return []
    by = claim.by
    out = []
    if not claim.agreed:
        out += [Offer(kind=Kind.ACCEPT, law="69A", seat=s) for s in players
                if by is None or s.side != by.side]
    out += [Offer(kind=Kind.OBJECT, law="68D", seat=s) for s in players if s != by]
    if not claim.agreed:
        out.append(Offer(kind=Kind.CLAIM_RULED, law="70", totals=totals, due=claim.objected))
    return out


def after_play(t: TableCore) -> list[Offer]:
    """After play: the hands going back into the board (62D), a call on the next board by
    either side (64B4, 63A4), the end of the round (64B5, 69A)."""
    if not (t.over or t.claim_agreed):
        return []
    out = [] if t.hands_returned else [Offer(kind=Kind.HANDS_RETURNED, law="62D")]
    out += [Offer(kind=Kind.NEXT_BOARD_CALL, law="64B4", seat=s) for s in SEATS]
    if not t.round_ended:
        out.append(Offer(kind=Kind.END_OF_ROUND, law="64B5"))
    return out


