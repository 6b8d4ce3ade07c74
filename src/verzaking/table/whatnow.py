""""What now?": what the director tells the table after the last operation.

>>> # see Table.next_steps
"""

from __future__ import annotations

from ..cards import Seat
from ..steps import Step
from .core import TableCore

__all__ = ["next_steps"]


def next_steps(t: TableCore) -> list[Step]:
    """The instructions for the next step, in the order the director gives them."""
    out: list[Step] = []
    out += _correction(t)
    if t.option_due is not None and not t.cards:
        owner = t.option_due.partner
        out.append(Step(code="next.option", law="50D2", data={
            "leader": t.option_due, "owner": owner,
            "cards": tuple(p.card for p in t.penalty[owner] if p.major)}))
    if t.lead_rule is not None and not t.cards:
        rule = t.lead_rule
        out.append(Step(code="next.lead_" + rule.choice, law="50D2(a)",
                        data={"seat": rule.leader, "suit": rule.suit}))
    if not t.over and not t.claim_agreed and not t.hands_returned:
        for seat in Seat:
            pens = t.penalty[seat]
            if pens:
                out.append(Step(code="next.penalty_card",
                                law="50D1" if any(p.major for p in pens) else "50C",
                                data={"seat": seat, "cards": tuple(p.card for p in pens)}))
        if t.substitute_due is None and len(t.cards) < 4:
            out.append(Step(code="next.play", law="44",
                            data={"seat": t.to_play(), "trick": t.number}))
    for rv in t.revokes:
        if rv.is_open and not rv.attention_drawn:
            out.append(Step(code="next.open_revoke", law="62A",
                            data={"seat": rv.seat, "trick": rv.trick}))
    if t.over or t.claim_agreed:
        if any((rv.is_established and rv.stands) or rv.as_if for rv in t.revokes):
            out.append(Step(code="next.adjust", law="64", data={}))
        else:
            out.append(Step(code="next.score", law="77", data={}))
    return out


def _correction(t: TableCore) -> list[Step]:
    """During a correction: who plays now, and who may still take back his card."""
    if t.correcting is None or t.substitute_due is None:
        return []
    rv = t.revokes[t.correcting]
    out: list[Step] = []
    if t.substitute_due == rv.seat:
        penalty = any(p.card == rv.card for p in t.penalty[rv.seat])
        out.append(Step(code="next.substitute_penalty" if penalty else "next.substitute",
                        law="62B1" if penalty else "62B",
                        data={"seat": rv.seat, "suit": rv.suit, "card": rv.card}))
    else:
        out.append(Step(code="next.replay_card", law="62C", data={"seat": t.substitute_due}))
    after = [s for s in t.rotation()
             if s in t.cards and s.side != rv.seat.side and s in t.may_withdraw]
    if after:
        out.append(Step(code="next.nos_may_withdraw", law="62C1", data={"seats": tuple(after)}))
    return out
