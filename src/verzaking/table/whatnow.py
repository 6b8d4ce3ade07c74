""""What now?": what the director tells the table after the last operation.

What the table waits for (:attr:`~verzaking.table.core.TableCore.pending`) comes first:
a choice (53-57, 52B), a correction (who plays and who may still take back a card,
:mod:`verzaking.table.rights`), 62D, declarer's 50D2 option; then the restrictions and
penalty cards in force, and whose turn it is.  When the corrected trick is whole again,
what follows once it is quitted comes after who may still take back his card.

>>> # see Table.next_steps
"""

from __future__ import annotations

from typing import assert_never

from ..cards import Card, Seat
from ..steps import Step
from .core import TableCore
from .penalty import due_now
from .pending import (
    Choice52B,
    Choice57A,
    DeclarerOption50D2,
    LeadOutOfTurn53,
    Pending,
    SubstituteDue,
    Trick13First62D,
    TwelfthCorrection62D,
    Withdrawal62C,
    chain,
    find,
)
from .records import Choice, How, LeadRule, PenaltyCard, Revoke, RevokeKind
from .rights import choosing, correction_steps, replays_penalty, twelfth_steps

__all__ = ["next_steps"]


def next_steps(t: TableCore) -> list[Step]:
    """The instructions for the next step, in the order the director gives them.  While a
    corrected trick is whole again but not quitted, who may still take back a card, then
    what follows once it is quitted."""
    pending = t.pending
    window = find(pending, Withdrawal62C)
    if window is not None and window.whole:
        return correction_steps(t, window, {}) + _steps(t, t.waiting())
    return _steps(t, pending)


def _steps(t: TableCore, pending: Pending | None) -> list[Step]:
    """"What now?" with the table waiting for ``pending``."""
    waits = chain(pending)
    choice = _waiting(t, waits[0] if waits else None)
    due = _due_seat(t, pending)
    playing = (not t.over and t.claim is None and not t.hands_returned
               and t.number <= 13)
    now = _must_play_now(t, due, pending) if playing else {}
    out = choice + correction_steps(t, pending, now) + twelfth_steps(t)
    leads = t.claim is None  # after a claim play has ceased (68D): no lead to come
    option = _option(pending)
    if leads and option is not None and not t.cards:
        owner = option.leader.partner
        out.append(Step(code="next.option", law="50D2", data={
            "leader": option.leader, "owner": owner,
            "cards": tuple(p.card for p in t.penalty[owner] if p.major)}))
    if leads and t.lead_rule is not None and not t.cards:
        rule = t.lead_rule
        out += _lead_rule(rule)
        picked_up = t.rules.picked_up_information  # the card went back: said again now
        if picked_up is not None:
            out.append(Step(code=picked_up[0], law=picked_up[1], data={
                "partner": rule.leader, "owner": rule.leader.partner, "suit": rule.suit}))
    if t.claim is not None and not t.claim_agreed:
        out.append(Step(code="next.claim_objected" if t.claim.objected else "next.claim_pending",
                        law="70" if t.claim.objected else "68D",
                        data={"seat": t.claim.by, "total": t.claim.declarer_tricks}))
    if playing:
        said = replays_penalty(t, pending, now)
        out += _penalty_cards(t, due, pending, said)
        if (find(pending, SubstituteDue) is None and len(t.cards) < 4 and not choice
                and t.leader_known()):
            out.append(Step(code="next.play", law="44",
                            data={"seat": t.to_play(), "trick": t.number}))
    out += _unfinished(t)
    if (t.over or t.claim_agreed or t.number > 13) and not choosing(t) and not t.omitted:
        adjust = [rv for rv in t.revokes if _adjusted(rv)]
        out.append(Step(code="next.adjust", law="64", data={}) if adjust
                   else Step(code="next.score", law=t.rules.score_article, data={}))
    return out


def _lead_rule(rule: LeadRule) -> list[Step]:
    """Declarer's lead restriction in force: a suit required (for this lead), and the suits
    forbidden, also those of an earlier prohibition kept beside a requirement, which bind him
    if he cannot follow it (59) and while he keeps the lead (50D2(a))."""
    out: list[Step] = []
    if rule.choice == Choice.REQUIRE:
        out.append(Step(code="next.lead_require", law="50D2(a)",
                        data={"seat": rule.leader, "suit": rule.suit}))
    forbidden = rule.forbidden
    if len(forbidden) > 1:  # more than one suit forbidden (51B2(b))
        out.append(Step(code="next.lead_forbid_suits", law="51B2(b)",
                        data={"seat": rule.leader, "suits": forbidden}))
    elif forbidden:
        out.append(Step(code="next.lead_forbid", law="50D2(a)",
                        data={"seat": rule.leader, "suit": forbidden[0]}))
    return out


def _adjusted(rv: Revoke) -> bool:
    """Law 64 applies after play: established and standing, or corrected under 62D1 after it
    was established (no transfer, 64B6, but 64C), or corrected as if established."""
    if rv.as_if is not None:
        return True
    fixed = rv.correction
    return rv.established_by is not None and (
        rv.stands or (fixed is not None and fixed.how == How.TWELFTH))


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


def _option(pending: Pending | None) -> DeclarerOption50D2 | None:
    """Declarer's 50D2 option, pending now or after a choice that comes first."""
    return find(pending, DeclarerOption50D2)


def _waiting(t: TableCore, pending: Pending | None) -> list[Step]:
    """A choice the table waits for: a lead out of turn accepted or not (53-55), declarer's
    choice after a card played instead of a penalty card (52B), or after a premature play
    (57A).  A correction, 62D and the 50D2 option have their own lines."""
    match pending:
        case LeadOutOfTurn53(seat=seat, card=card):
            defender = t.is_defender(seat)
            code = "next.loot_declarer" if not defender else (
                "next.loot_opening" if not t.tricks else "next.loot_defender")
            return [Step(code=code, law="53A" if defender else "55A",
                         data={"seat": seat, "card": card, "leader": t.leader,
                               "next": Seat((seat + 1) % 4)})]
        case Choice52B(revoke=index):
            rv = t.revokes[index]
            return [Step(code="next.law52_choose", law="52B",
                         data={"seat": rv.seat, "card": rv.card, "penalty": rv.held})]
        case Choice57A(seat=seat):
            return [Step(code="next.play_option", law="57A", data={"seat": seat})]
        case (SubstituteDue() | Withdrawal62C() | TwelfthCorrection62D() | Trick13First62D()
              | DeclarerOption50D2() | None):
            return []
        case _:
            assert_never(pending)


def _due_seat(t: TableCore, pending: Pending | None) -> Seat | None:
    """Who plays the next card: to the corrected trick, or in turn; ``None`` once the trick
    has four cards."""
    due = find(pending, SubstituteDue)
    if due is not None:
        return due.seat
    return t.to_play() if len(t.cards) < 4 else None


def _bound(t: TableCore, seat: Seat, pending: Pending | None) -> bool:
    """``seat`` may not lead before declarer has chosen his 50D2 option: what he leads then
    is not known yet (his own penalty card waits for it, 50D1(b))."""
    option = _option(pending)
    return option is not None and option.leader == seat and not t.cards


def _must_play_now(t: TableCore, due: Seat | None, pending: Pending | None
                   ) -> dict[Seat, Card]:
    """The player to play, following (not leading), who must play one particular penalty
    card of his now (50D1), and that card."""
    if due is None or not t.penalty[due] or _bound(t, due, pending):
        return {}
    now = due_now(t, due)
    lead = due == t.leader and not t.cards
    return {due: now[0]} if len(now) == 1 and not lead else {}


def _penalty_cards(t: TableCore, due: Seat | None, pending: Pending | None,
                   said: Seat | None) -> list[Step]:
    """Each penalty card on the table; the one that must be played now, said as such (50D1),
    unless ``said`` names it already as the card he plays to the corrected trick again."""
    out: list[Step] = []
    for seat in Seat:
        pens = t.penalty[seat]
        if not pens:
            continue
        now = due_now(t, seat) if seat == due and not _bound(t, seat, pending) else ()
        if len(now) == 1:
            lead = seat == t.leader and not t.cards
            if seat != said:
                out.append(Step(code="next.penalty_card_lead" if lead
                                else "next.penalty_card_play", law="50D1",
                                data={"seat": seat, "card": now[0]}))
        elif now:
            out.append(Step(code="next.penalty_cards_designate", law="51A",
                            data={"seat": seat, "cards": now}))
        elif any(p.major for p in pens):
            out.append(Step(code="next.penalty_card", law="50D1",
                            data={"seat": seat, "cards": tuple(p.card for p in pens)}))
        else:  # one minor card (two or more are all major, 50B): its own rule, 50C
            card = pens[0].card
            out.append(Step(code="next.penalty_card_minor", law="50C", data={
                "seat": seat, "card": card, "suit": card.suit, "partner": seat.partner}))
        out += _announce(t, seat, pens, _option(pending))
    return out


def _announce(t: TableCore, seat: Seat, pens: tuple[PenaltyCard, ...],
              option: DeclarerOption50D2 | None) -> list[Step]:
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
    if option is None or option.leader != seat.partner:
        out.append(Step(code="next.penalty_partner_lead", law="50D2", data=data))
    info = t.rules.penalty_information
    if info is not None:
        out.append(Step(code=info[0], law=info[1], data=data))
    return out
