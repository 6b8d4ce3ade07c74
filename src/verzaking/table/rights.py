""""What now?" during a correction: who plays to the corrected trick, and who may still
take back the card he played after the revoke, and what that costs.

After a correction (62A, 62B) each non-offender who played after the revoke may
take his card back and play another, without penalty (62C1); once one of them
has, the offender's partner, next in rotation, may too, and a defender's card so
taken back becomes a penalty card (62C2).  After a trick-12 correction (62D1) the
same rights apply to trick 12, and 62D2 binds the partner of a defender who
revoked before him.  The rights end when the trick is quitted and play moves on.

>>> # see Table.next_steps
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import SUIT_MASKS, Card, Seat, Suit, cards_of
from ..steps import Step
from .core import TableCore
from .pending import (
    Pending,
    Rights62C,
    SubstituteDue,
    TwelfthCorrection62D,
    Withdrawal62C,
    find,
)
from .records import How, Revoke, RevokeKind

__all__ = ["choosing", "correction_steps", "replays_penalty", "twelfth_steps",
           "twelfth_swap_legal"]


@dataclass(frozen=True, slots=True, kw_only=True)
class _Corrected:
    """The trick being corrected as it lies: on the table, or just quitted when it is whole
    again (62C); and who may still take back his card there."""

    cards: Mapping[Seat, Card | None]
    """Each card in it so far."""
    leader: Seat
    """Who led to it."""
    number: int
    """Its number."""
    rights: Rights62C
    """Who may still take back the card he played after the revoke."""
    whole: bool = False
    """It is whole again: quitted unless someone takes back his card."""

    @property
    def led(self) -> Suit | None:
        """The suit led to it."""
        card = self.cards.get(self.leader)
        return None if card is None else card.suit

    def rotation(self) -> list[Seat]:
        """Its seats in the order they play."""
        return [Seat((self.leader + i) & 3) for i in range(4)]


def _both_sides(rv: Revoke) -> bool:
    """Corrected with the other side's revoke on the same trick (62C3)."""
    fixed = rv.correction
    return fixed is not None and fixed.how == How.BOTH_SIDES


def correction_steps(t: TableCore, pending: Pending | None,
                     due_now: Mapping[Seat, Card]) -> list[Step]:
    """During a correction: who plays now, and who may still take back his card (the
    non-offenders first, 62C1; then the offender's partner after them, 62C2).  ``due_now``:
    who must play a penalty card of his to the trick now (50D1), and which."""
    due, window = find(pending, SubstituteDue), find(pending, Withdrawal62C)
    if due is not None:
        view = _Corrected(cards=t.cards, leader=t.leader, number=t.number, rights=due.rights)
        rv = t.revokes[due.revoke]
        return _substitutes(t, rv, due.seat, due_now) + _withdrawals(t, rv, view)
    if window is not None and window.whole:
        last = t.tricks[-1]
        assert last.leader is not None
        view = _Corrected(cards=dict(zip(Seat, last.cards, strict=True)), leader=last.leader,
                          number=last.number, rights=window.rights, whole=True)
        return _withdrawals(t, t.revokes[window.revoke], view)
    return []


def replays_penalty(t: TableCore, pending: Pending | None,
                    due_now: Mapping[Seat, Card]) -> Seat | None:
    """The player who took his card back (62C) and plays to the corrected trick again the
    penalty card he must play there (50D1): his line names it, in place of the line that he
    must play the penalty card now."""
    due = find(pending, SubstituteDue)
    if due is None or due.seat not in due_now:
        return None
    rv = t.revokes[due.revoke]
    if due.seat == rv.seat or _pair_62c3(t, due.seat, rv) is not None:
        return None
    return due.seat


def _substitutes(t: TableCore, rv: Revoke, due: Seat, due_now: Mapping[Seat, Card]
                 ) -> list[Step]:
    """Who plays a card to the corrected trick now, naming it where it is his only legal
    card (the deal known)."""
    out: list[Step] = []
    if due == rv.seat and rv.kind == RevokeKind.PLAY_OPTION:
        out.append(Step(code="next.substitute_play_rule", law="57A",
                        data={"seat": rv.seat, "card": rv.card}))
    elif due == rv.seat:
        out.append(_offenders_card(t, rv))
    else:
        pair = _pair_62c3(t, due, rv)
        out.append(_also_62c3(t, due, pair.suit) if pair is not None
                   else _replay(t, due, due_now.get(due)))
    if due == rv.seat:
        for other in t.revokes:
            pair = _pair_62c3(t, other.seat, rv)
            if pair is not None and other is pair and other.seat not in t.cards:
                out.append(_also_62c3(t, other.seat, other.suit))
    return out


def _offenders_card(t: TableCore, rv: Revoke) -> Step:
    """The offender puts his revoke card right (62B): a defender's card from his hand a
    major penalty card (62B1), declarer's or dummy's back without penalty (62B2)."""
    penalty = any(p.card == rv.card and p.major for p in t.penalty[rv.seat])
    data: dict[str, object] = {"seat": rv.seat, "suit": rv.suit, "card": rv.card}
    law = ("62B2" if rv.faced is not None else "62B1") if penalty else "62B"
    if rv.kind != RevokeKind.FOLLOW:  # a lead or a penalty card: what the obligation requires
        return Step(code="next.substitute_obligation" + ("_penalty" if penalty else ""),
                    law=law, data=data)
    code = "next.substitute_penalty" if penalty else "next.substitute"
    only = _only_card(t, rv.seat, rv.suit)
    if only is not None:
        code, data["play"] = code + "_card", only
    if rv.seat == t.contract.dummy:  # declarer puts dummy's card right (45B)
        code += "_dummy"
    return Step(code=code, law=law, data=data)


def _also_62c3(t: TableCore, seat: Seat, suit: Suit | None) -> Step:
    """62C3: the other side's revoke on the trick is put right too."""
    only = _only_card(t, seat, suit)
    dummy = "_dummy" if seat == t.contract.dummy else ""  # dummy's card put right by declarer
    if only is not None:
        return Step(code="next.62c3_also_card" + dummy, law="62C3",
                    data={"seat": seat, "suit": suit, "play": only})
    return Step(code="next.62c3_also" + dummy, law="62C3", data={"seat": seat, "suit": suit})


def _only_card(t: TableCore, seat: Seat, suit: Suit | None) -> Card | None:
    """``seat``'s only card of ``suit``, if the deal is known and he holds exactly one."""
    if t.hands is None or suit is None:
        return None
    held = cards_of(t.hands[seat] & SUIT_MASKS[suit])
    return held[0] if len(held) == 1 else None


def _withdrawals(t: TableCore, rv: Revoke, view: _Corrected) -> list[Step]:
    """Who may still take back the card he played after the revoke (62C1, each non-offender
    on his own line; dummy's card by declarer, 45B), then what the withdrawn cards tell the
    offenders (16C), and the offender's partner after a non-offender did, or would (62C2)."""
    rot = view.rotation()
    later = [s for s in rot if s in view.cards and s in view.rights.may]
    nos = [s for s in later if s.side != rv.seat.side]
    out = [_nos_may_withdraw(t, rv, seat, view) for seat in nos]
    if nos and not _both_sides(rv):  # both sides revoked: each side is an offender
        out.append(Step(code="next.withdrawn_info", law=t.rules.article("16C"),
                        data={"side": rv.seat.side}))
    by_nos = view.rights.by_nos
    for seat in later:
        if seat.side == rv.seat.side:
            before = [s for s in nos if rot.index(s) < rot.index(seat)]
            if by_nos or before:  # else no non-offender played before him
                out.append(_partner_may_withdraw(t, rv, seat, None if by_nos else before[-1],
                                                 view))
    if out and view.whole:
        out.append(Step(code="next.trick_whole", law="62C", data={"trick": view.number}))
    return out


def _nos_may_withdraw(t: TableCore, rv: Revoke, seat: Seat, view: _Corrected) -> Step:
    """62C1 for one non-offender: dummy's card is taken back by declarer (45B); a card that
    is his only one of the suit led is named (he plays it again); when both sides revoked
    on the trick, a defender's card taken back is a penalty card (62C3)."""
    card = view.cards.get(seat)
    data: dict[str, object] = {"seat": seat, "card": card, "suit": view.led}
    if _both_sides(rv) and t.is_defender(seat):
        return Step(code="next.nos_may_withdraw_62c3", law="62C1", data=data)
    code = "next.nos_may_withdraw" + ("_dummy" if seat == t.contract.dummy else "")
    if _only_played(t, rv, seat, view):
        code += "_only"
    return Step(code=code, law="62C1", data=data)


def _partner_may_withdraw(t: TableCore, rv: Revoke, seat: Seat, nos: Seat | None,
                          view: _Corrected) -> Step:
    """62C2 for the offender's partner: now (a non-offender took his card back) or once
    ``nos`` does.  A defender's card so taken back is a major penalty card, to be played at
    the first legal opportunity (50D1): where it may be played to this trick he plays it
    there again, so he can change it only where it may not (said plainly where the cards
    are known).  Declarer's or dummy's card comes back without penalty (48A)."""
    card = view.cards.get(seat)
    data: dict[str, object] = {"seat": seat, "card": card, "suit": view.led}
    code = "next.offenders_may_withdraw" if nos is None else "next.partner_may_withdraw_if"
    if nos is not None:
        data["nos"] = nos
    only = _only_played(t, rv, seat, view)
    if not t.is_defender(seat):
        return Step(code=code + ("_only" if only else ""), law="62C2", data=data)
    if not _replayed_as_penalty(t, seat, view):
        return Step(code=code + "_penalty", law="62C2", data=data)
    return Step(code=code + ("_replay_only" if only else "_replay"), law="62C2", data=data)


def _only_played(t: TableCore, rv: Revoke, seat: Seat, view: _Corrected) -> bool:
    """``seat`` followed suit to this trick with his only card of the suit led (the deal
    known; the suit led not changed by the correction: the revoke was in following)."""
    card, led = view.cards.get(seat), view.led
    return (rv.kind == RevokeKind.FOLLOW and card is not None and led is not None
            and card.suit == led and t.hands is not None
            and not t.hands[seat] & SUIT_MASKS[led])


def _replayed_as_penalty(t: TableCore, seat: Seat, view: _Corrected) -> bool:
    """A defender's card taken back under 62C2 would be a major penalty card that may be
    played to this very trick, so 50D1 has him play it there again: it follows suit, or he
    has no card of the suit led.  Not known (so not said) where a choice of declarer's
    binds him (57A) or another penalty card of his could be played here too (50D1: declarer
    then says which)."""
    card, led = view.cards.get(seat), view.led
    if card is None or led is None or (t.play_rule is not None and t.play_rule.seat == seat):
        return False
    void = t.hands is not None and not t.hands[seat] & SUIT_MASKS[led]
    if card.suit != led and not void:
        return False
    return not any(p.major and (p.card.suit == led or void) for p in t.penalty[seat])


def _replay(t: TableCore, seat: Seat, penalty: Card | None) -> Step:
    """A player who took his card back (62C) plays to the trick again: the penalty card he
    must play there (50D1, ``penalty``), else his only card of the suit led named; dummy's
    card played by declarer (45B)."""
    if penalty is not None:
        return Step(code="next.replay_penalty_card", law="50D1",
                    data={"seat": seat, "card": penalty})
    dummy = seat == t.contract.dummy
    led = t.led_suit()
    only = _only_card(t, seat, led) if seat != t.leader else None
    if only is not None:
        return Step(code="next.replay_only" + ("_dummy" if dummy else ""), law="62C",
                    data={"seat": seat, "play": only, "suit": led})
    return Step(code="next.replay_card" + ("_dummy" if dummy else ""), law="62C",
                data={"seat": seat})


def _pair_62c3(t: TableCore, seat: Seat, rv: Revoke) -> Revoke | None:
    """The other side's revoke on ``rv``'s trick by ``seat``, corrected with it (62C3)."""
    for other in t.revokes:
        last = other.history[-1] if other.history else None
        if (other.seat == seat and other.trick == rv.trick and seat.side != rv.seat.side
                and last is not None and last.how == How.BOTH_SIDES):
            return other
    return None


# -- the twelfth trick (62D) ------------------------------------------------------------------

def twelfth_swap_legal(t: TableCore, seat: Seat) -> bool:
    """After a 62D correction: whether ``seat``'s trick-13 card could have been played to trick
    12 instead (he followed suit there, so the other card must be of the suit led too)."""
    t12, t13 = t.tricks[-2], t.tricks[-1]
    card, other = t12.cards[seat], t13.cards[seat]
    led = t12.suit_led
    if card is None or other is None or led is None:
        return True
    return not (card.suit == led and other.suit != led)


def _twelfth_changers(t: TableCore) -> tuple[Revoke, Rights62C, list[Seat]] | None:
    """The revoke corrected under 62D1 and, in the order they played to trick 12, those who
    played after it and may still play their other card there."""
    fixed = find(t.pending, TwelfthCorrection62D)
    if fixed is None or t.hands_returned or len(t.tricks) < 2:
        return None
    rv = t.revokes[fixed.revoke]
    leader = t.tricks[-2].leader
    rot = t.rotation(leader) if leader is not None else t.rotation()
    return rv, fixed.rights, [s for s in rot
                              if s in fixed.rights.may and twelfth_swap_legal(t, s)]


def choosing(t: TableCore) -> bool:
    """After a correction of trick 12 (62D), a player may still choose his card again."""
    return any(choice for _, choice in _twelfth_lines(t))


def twelfth_steps(t: TableCore) -> list[Step]:
    """62D1 with 62C: who may still play his other card to trick 12 (the non-offenders
    first, 62C1; the offender's partner after one of them did, 62C2; a defender there
    plays the card he takes back again, 50D1)."""
    return [step for step, _ in _twelfth_lines(t)]


def _twelfth_lines(t: TableCore) -> list[tuple[Step, bool]]:
    """The lines of :func:`twelfth_steps`, each with whether it leaves a real choice."""
    found = _twelfth_changers(t)
    if found is None:
        return []
    rv, rights, may = found
    nos = tuple(s for s in may if s.side != rv.seat.side)
    out: list[tuple[Step, bool]] = []
    if nos:
        out.append((Step(code="next.twelfth_may_change", law="62C1", data={"seats": nos}), True))
    for seat in may:
        if seat.side != rv.seat.side:
            continue
        before = [s for s in nos if may.index(s) < may.index(seat)]
        if not (rights.by_nos or before):
            continue
        if t.is_defender(seat):  # his card would be a penalty card due right there
            out.append((_twelfth_replay(t, seat, None if rights.by_nos else before[-1]), False))
            continue
        if rights.by_nos:
            out.append((Step(code="next.twelfth_may_change", law="62C2",
                             data={"seats": (seat,)}), True))
        else:
            out.append((Step(code="next.twelfth_partner_if", law="62C2",
                             data={"seat": seat, "nos": before[-1]}), True))
    return out


def _twelfth_replay(t: TableCore, seat: Seat, nos: Seat | None) -> Step:
    """62C2 for a defender after a 62D correction: the card he takes back from trick 12 is a
    major penalty card that may be played there, its first legal opportunity (50D1): he
    plays it there again (now, or once ``nos`` has changed his card)."""
    t12 = t.tricks[-2]
    data: dict[str, object] = {"seat": seat, "card": t12.cards[seat], "suit": t12.suit_led}
    if nos is None:
        return Step(code="next.offenders_may_withdraw_replay", law="62C2", data=data)
    data["nos"] = nos
    return Step(code="next.partner_may_withdraw_if_replay", law="62C2", data=data)
