""""What now?": what the director tells the table after the last operation.

>>> # see Table.next_steps
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat
from ..steps import Step
from .core import TableCore
from .records import Revoke, RevokeKind

__all__ = ["next_steps", "twelfth_swap_legal"]


def next_steps(t: TableCore) -> list[Step]:
    """The instructions for the next step, in the order the director gives them."""
    out: list[Step] = []
    out += _waiting(t)
    out += _correction(t)
    out += _twelfth(t)
    if t.option_due is not None and not t.cards:
        owner = t.option_due.partner
        out.append(Step(code="next.option", law="50D2", data={
            "leader": t.option_due, "owner": owner,
            "cards": tuple(p.card for p in t.penalty[owner] if p.major)}))
    if t.lead_rule is not None and not t.cards:
        rule = t.lead_rule
        out.append(Step(code="next.lead_" + rule.choice, law="50D2(a)",
                        data={"seat": rule.leader, "suit": rule.suit}))
    if t.claim is not None and not t.claim_agreed:
        out.append(Step(code="next.claim_objected" if t.claim.objected else "next.claim_pending",
                        law="70" if t.claim.objected else "68D",
                        data={"seat": t.claim.by, "total": t.claim.declarer_tricks}))
    playing = (not t.over and t.claim is None and not t.hands_returned
               and t.number <= 13)
    if playing:
        out += _penalty_cards(t)
        if t.substitute_due is None and len(t.cards) < 4 and not _waiting(t):
            out.append(Step(code="next.play", law="44",
                            data={"seat": t.to_play(), "trick": t.number}))
    for trick, seat in t.omitted.items():
        data = {"seat": seat, "trick": trick}
        if t.found_late(trick):
            out.append(Step(code="next.defective", law="67B1", data=data))  # found late
        elif trick == 13 and t.over:  # no next trick: never too late to supply it
            out.append(Step(code="next.supply", law="67A1", data=data))
    for rv in t.revokes:
        if rv.is_open and not rv.attention_drawn:
            law52 = rv.kind == RevokeKind.PENALTY_CARD and t.is_defender(rv.seat)
            out.append(Step(code="next.open_law52" if law52 else "next.open_revoke",
                            law="52A" if law52 else "62A",
                            data={"seat": rv.seat, "trick": rv.trick, "card": rv.card,
                                  "penalty": rv.held}))
    if (t.over or t.claim_agreed or t.number > 13) and not _choosing(t) and not t.omitted:
        adjust = [rv for rv in t.revokes
                  if (rv.is_established and rv.stands) or rv.as_if]
        out.append(Step(code="next.adjust", law="64", data={}) if adjust
                   else Step(code="next.score", law="77", data={}))
    return out


def _waiting(t: TableCore) -> list[Step]:
    """A choice the table waits for: a lead out of turn accepted or not (53-55), declarer's
    choice after a card played instead of a penalty card (52B), or after a premature play
    (57A)."""
    if t.loot is not None:
        defender = t.is_defender(t.loot.seat)
        code = "next.loot_declarer" if not defender else (
            "next.loot_opening" if not t.tricks else "next.loot_defender")
        return [Step(code=code,
                     law="53A" if defender else "55A",
                     data={"seat": t.loot.seat, "card": t.loot.card, "leader": t.leader,
                           "next": Seat((t.loot.seat + 1) % 4)})]
    if t.law52_due is not None:
        rv = t.revokes[t.law52_due]
        return [Step(code="next.law52_choose", law="52B",
                     data={"seat": rv.seat, "card": rv.card, "penalty": rv.held})]
    if t.play_option_due is not None:
        return [Step(code="next.play_option", law="57A", data={"seat": t.play_option_due})]
    return []


def _penalty_cards(t: TableCore) -> list[Step]:
    """Each penalty card on the table; the one that must be played now, said as such (50D1)."""
    out: list[Step] = []
    due = t.substitute_due if t.substitute_due is not None else (
        t.to_play() if len(t.cards) < 4 else None)
    for seat in Seat:
        pens = t.penalty[seat]
        if not pens:
            continue
        bound = t.play_rule is not None and t.play_rule.seat == seat
        now = _playable_now(t, seat) if seat == due and t.lead_rule is None and not bound else ()
        if len(now) == 1:
            lead = seat == t.leader and not t.cards
            out.append(Step(code="next.penalty_card_lead" if lead else "next.penalty_card_play",
                            law="50D1", data={"seat": seat, "card": now[0]}))
        elif now:
            out.append(Step(code="next.penalty_cards_designate", law="50D1(b)",
                            data={"seat": seat, "cards": now}))
        else:
            out.append(Step(code="next.penalty_card",
                            law="50D1" if any(p.major for p in pens) else "50C",
                            data={"seat": seat, "cards": tuple(p.card for p in pens)}))
    return out


def _playable_now(t: TableCore, seat: Seat) -> tuple[Card, ...]:
    """The major penalty cards ``seat`` must play now: on lead any; else those of the suit
    led, or, void in it, any (the first legal opportunity, 50D1)."""
    majors = tuple(p.card for p in t.penalty[seat] if p.major)
    led = t.led_suit() if t.cards and seat != t.leader else None
    if led is None:
        return majors if not t.cards else ()
    of_led = tuple(c for c in majors if c.suit == led)
    if of_led:
        return of_led
    void = t.hands is not None and not t.hands[seat] & SUIT_MASKS[led]
    return majors if void else ()


def _choosing(t: TableCore) -> bool:
    """After a correction of trick 12 (62D), a player may still choose his card again."""
    return t.twelfth and t.correcting is not None and bool(_twelfth_choosers(t))


def twelfth_swap_legal(t: TableCore, seat: Seat) -> bool:
    """After a 62D correction: whether ``seat``'s trick-13 card could have been played to trick
    12 instead (he followed suit there, so the other card must be of the suit led too)."""
    t12, t13 = t.tricks[-2], t.tricks[-1]
    card, other = t12.cards[seat], t13.cards[seat]
    led = t12.suit_led
    if card is None or other is None or led is None:
        return True
    return not (card.suit == led and other.suit != led)


def _twelfth_choosers(t: TableCore) -> tuple[Seat, ...]:
    if t.correcting is None or len(t.tricks) < 2:
        return ()
    rv = t.revokes[t.correcting]
    may = [s for s in t.rotation() if s in t.may_withdraw and twelfth_swap_legal(t, s)]
    nos = tuple(s for s in may if s.side != rv.seat.side)
    if nos:
        return nos
    return tuple(s for s in may if s.side == rv.seat.side) if t.withdrawn_by_nos else ()


def _pair_62c3(t: TableCore, seat: Seat, rv: Revoke) -> Revoke | None:
    """The other side's revoke on ``rv``'s trick by ``seat``, corrected with it (62C3)."""
    for other in t.revokes:
        last = other.history[-1] if other.history else None
        if (other.seat == seat and other.trick == rv.trick and seat.side != rv.seat.side
                and last is not None and last.law == "62C3"):
            return other
    return None


def _twelfth(t: TableCore) -> list[Step]:
    """62D with 62C: who may still play his other card to trick 12."""
    if not t.twelfth or t.hands_returned:
        return []
    seats = _twelfth_choosers(t)
    if not seats:
        return []
    rv = t.revokes[t.correcting] if t.correcting is not None else None
    offenders = rv is not None and seats[0].side == rv.seat.side
    return [Step(code="next.twelfth_may_change", law="62C2" if offenders else "62C1",
                 data={"seats": seats})]


def _correction(t: TableCore) -> list[Step]:
    """During a correction: who plays now, and who may still take back his card (the
    non-offenders first, 62C1; then the offenders after them, 62C2)."""
    if t.correcting is None or t.twelfth or (t.substitute_due is None
                                             and not t.pending_complete):
        return []
    rv = t.revokes[t.correcting]
    out: list[Step] = []
    if t.substitute_due == rv.seat and rv.kind == RevokeKind.PLAY_OPTION:
        out.append(Step(code="next.substitute_play_rule", law="57A",
                        data={"seat": rv.seat, "card": rv.card}))
    elif t.substitute_due == rv.seat:
        penalty = any(p.card == rv.card for p in t.penalty[rv.seat])
        out.append(Step(code="next.substitute_penalty" if penalty else "next.substitute",
                        law="62B1" if penalty else "62B",
                        data={"seat": rv.seat, "suit": rv.suit, "card": rv.card}))
    elif t.substitute_due is not None:
        pair = _pair_62c3(t, t.substitute_due, rv)
        out.append(Step(code="next.62c3_also", law="62C3",
                        data={"seat": t.substitute_due, "suit": pair.suit}) if pair is not None
                   else Step(code="next.replay_card", law="62C",
                             data={"seat": t.substitute_due}))
    if t.substitute_due == rv.seat:
        for other in t.revokes:
            pair = _pair_62c3(t, other.seat, rv)
            if pair is not None and other is pair and other.seat not in t.cards:
                out.append(Step(code="next.62c3_also", law="62C3",
                                data={"seat": other.seat, "suit": other.suit}))
    later = [s for s in t.rotation() if s in t.cards and s in t.may_withdraw]
    nos = tuple(s for s in later if s.side != rv.seat.side)
    offenders = tuple(s for s in later if s.side == rv.seat.side)
    if nos:
        out.append(Step(code="next.nos_may_withdraw", law="62C1", data={"seats": nos}))
    elif offenders and t.withdrawn_by_nos:
        out.append(Step(code="next.offenders_may_withdraw", law="62C2",
                        data={"seats": offenders}))
    return out
