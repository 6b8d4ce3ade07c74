""""What now?": what the director tells the table after the last operation.

During a correction, who plays and who may still take back a card comes from
:mod:`verzaking.table.rights`; when the corrected trick is whole again,
:meth:`verzaking.table.Table.next_steps` adds what follows once it is quitted.

>>> # see Table.next_steps
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat
from ..steps import Step
from .core import TableCore
from .records import PenaltyCard, Revoke, RevokeKind
from .rights import choosing, correction_steps, twelfth_steps

__all__ = ["next_steps"]


def next_steps(t: TableCore) -> list[Step]:
    """The instructions for the next step, in the order the director gives them.  While a
    corrected trick is whole again but not quitted, only who may still take back a card."""
    if t.pending_complete:
        return correction_steps(t)
    out: list[Step] = []
    out += _waiting(t)
    out += correction_steps(t)
    out += twelfth_steps(t)
    leads = t.claim is None  # after a claim play has ceased (68D): no lead to come
    if leads and t.option_due is not None and not t.cards:
        owner = t.option_due.partner
        out.append(Step(code="next.option", law="50D2", data={
            "leader": t.option_due, "owner": owner,
            "cards": tuple(p.card for p in t.penalty[owner] if p.major)}))
    if leads and t.lead_rule is not None and not t.cards:
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
        out = _replay_penalty(out, _penalty_cards(t))
        if t.substitute_due is None and len(t.cards) < 4 and not _waiting(t):
            out.append(Step(code="next.play", law="44",
                            data={"seat": t.to_play(), "trick": t.number}))
    out += _unfinished(t)
    if (t.over or t.claim_agreed or t.number > 13) and not choosing(t) and not t.omitted:
        adjust = [rv for rv in t.revokes if _adjusted(rv)]
        out.append(Step(code="next.adjust", law="64", data={}) if adjust
                   else Step(code="next.score", law=t.rules.score_article, data={}))
    return out


def _adjusted(rv: Revoke) -> bool:
    """Law 64 applies after play: established and standing, or corrected under 62D1 after it
    was established (no transfer, 64B6, but 64C), or corrected as if established."""
    if rv.as_if is not None:
        return True
    return rv.established_by is not None and (rv.stands or rv.corrected_by == "62D1")


def _unfinished(t: TableCore) -> list[Step]:
    """A trick left without a card (67), and a revoke nobody has drawn attention to: one
    still open (62A; 52A for a card played instead of a penalty card), or one on trick 12
    while the hands are out (62D1)."""
    out: list[Step] = []
    for trick, seat in t.omitted.items():
        data = {"seat": seat, "trick": trick}
        if t.found_late(trick):
            out.append(Step(code="next.defective", law="67B1", data=data))  # found late
        elif trick == 13 and t.over:  # no next trick: never too late to supply it
            out.append(Step(code="next.supply", law="67A1", data=data))
    for rv in t.revokes:
        if rv.attention_drawn or rv.accepted is not None:
            continue
        said = {"seat": rv.seat, "trick": rv.trick, "card": rv.card, "penalty": rv.held}
        if rv.is_open:
            law52 = rv.kind == RevokeKind.PENALTY_CARD and t.is_defender(rv.seat)
            out.append(Step(code="next.open_law52" if law52 else "next.open_revoke",
                            law="52A" if law52 else "62A", data=said))
        elif (rv.trick == 12 and rv.kind == RevokeKind.FOLLOW and rv.is_established
              and t.over and not t.hands_returned):
            out.append(Step(code="next.open_twelfth", law="62D1", data=said))
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


def _replay_penalty(out: list[Step], pens: list[Step]) -> list[Step]:
    """A player who took his card back under 62C2 (or 62C3) and must play it to this trick
    again as a major penalty card (50D1): his line "plays a card again" names it, in place
    of the separate line that he must play the penalty card now."""
    now = {s.data["seat"]: s for s in pens if s.code == "next.penalty_card_play"}
    merged: list[Step] = []
    for step in out:
        due = now.get(step.data.get("seat")) if step.code.startswith("next.replay_") else None
        if due is None:
            merged.append(step)
            continue
        merged.append(Step(code="next.replay_penalty_card", law="50D1", data=due.data))
        pens = [s for s in pens if s is not due]
    return merged + pens


def _penalty_cards(t: TableCore) -> list[Step]:
    """Each penalty card on the table; the one that must be played now, said as such (50D1)."""
    out: list[Step] = []
    due = t.substitute_due if t.substitute_due is not None else (
        t.to_play() if len(t.cards) < 4 else None)
    for seat in Seat:
        pens = t.penalty[seat]
        if not pens:
            continue
        bound = (t.play_rule is not None and t.play_rule.seat == seat) or (
            t.lead_rule is not None or t.option_due == seat)  # a lead rule, or one to come
        now = _playable_now(t, seat) if seat == due and not bound else ()
        if len(now) == 1:
            lead = seat == t.leader and not t.cards
            out.append(Step(code="next.penalty_card_lead" if lead else "next.penalty_card_play",
                            law="50D1", data={"seat": seat, "card": now[0]}))
        elif now:
            out.append(Step(code="next.penalty_cards_designate", law="50D1(b)",
                            data={"seat": seat, "cards": now}))
        elif any(p.major for p in pens):
            out.append(Step(code="next.penalty_card", law="50D1",
                            data={"seat": seat, "cards": tuple(p.card for p in pens)}))
        else:  # one minor card (two or more are all major, 50B): its own rule, 50C
            card = pens[0].card
            out.append(Step(code="next.penalty_card_minor", law="50C", data={
                "seat": seat, "card": card, "suit": card.suit, "partner": seat.partner}))
        out += _announce(t, seat, pens)
    return out


def _announce(t: TableCore, seat: Seat, pens: tuple[PenaltyCard, ...]) -> list[Step]:
    """What the director announces with a new penalty card (made in this trick, or in the
    last one before anyone played on): for a major one, declarer's options when the owner's
    partner next gains the lead (50D2), unless he is to lead now (then declarer chooses now),
    and what the card tells the partner (50E); for a minor one only the latter (50E; 1997:
    50C)."""
    fresh = [p for p in pens if p.trick == t.number or (p.trick == t.number - 1 and not t.cards)]
    if not fresh or not t.is_defender(seat):
        return []
    if not any(p.major for p in fresh):  # a minor card: no 50D2, what it tells partner
        minor = t.rules.minor_information
        return [] if minor is None else [Step(code=minor[0], law=minor[1], data={
            "owner": seat, "partner": seat.partner, "card": fresh[0].card})]
    cards = tuple(p.card for p in pens if p.major)
    data = {"owner": seat, "partner": seat.partner, "cards": cards}
    out: list[Step] = []
    if t.option_due != seat.partner:
        out.append(Step(code="next.penalty_partner_lead", law="50D2", data=data))
    info = t.rules.penalty_information
    if info is not None:
        out.append(Step(code=info[0], law=info[1], data=data))
    return out


def _playable_now(t: TableCore, seat: Seat) -> tuple[Card, ...]:
    """The major penalty cards ``seat`` must play now: on lead any; else those of the suit
    led, or, void in it, any (the first legal opportunity, 50D1).  Not his own revoke card
    of this very trick, which he is putting right (62B); but a card he took back under 62C2
    (or 62C3) that may be played here is due here again."""
    revoked = {rv.card for rv in t.revokes if rv.seat == seat and rv.trick == t.number}
    majors = tuple(p.card for p in t.penalty[seat]
                   if p.major and not (p.trick == t.number and p.card in revoked))
    led = t.led_suit() if t.cards and seat != t.leader else None
    if led is None:
        return majors if not t.cards else ()
    of_led = tuple(c for c in majors if c.suit == led)
    if of_led:
        return of_led
    void = t.hands is not None and not t.hands[seat] & SUIT_MASKS[led]
    return majors if void else ()
