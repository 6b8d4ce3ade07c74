"""Stage 2 of a ruling: the penalty for each established revoke (Law 64), as typed decisions.

For each revoke that stage 1 found established (or counting as such) the edition's
:meth:`~Penalties.sanction` decides: in the modern laws the first item of 64B that
excludes a transfer (:mod:`~.exemptions`), else 64A1 or 64A2 (:mod:`~.transfer`); under
the rules of 1930 the non-offending side's choice (:mod:`~.nl1930`).  Then
:meth:`~verzaking.laws.transfer.Transfer.assign` says which tricks move, and each revoke's
ruling is said: its decisions in words by :mod:`verzaking.said`, the correction it may
still need (62D), and the tricks that move.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import assert_never

from .. import said
from ..cards import Side
from ..decisions import (
    Basis,
    EquityCase,
    Established,
    Exempt,
    Exemption,
    Item,
    Penalised,
    Remark,
    Reminder,
    Sanction,
    Settled,
    Transferred,
)
from ..facts import BoardFacts
from ..points import Has
from ..ruling import RevokeRuling, TransferredTrick
from ..steps import Step
from ..table import How, Revoke, RevokeKind
from .establishment import correction
from .exemptions import Exemptions
from .result import Result
from .told import told_established
from .transfer import Transfer
from .unrectified import unrectified_ruling

__all__ = ["Penalties", "Penalty"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Penalty:
    """What the penalty stage gives: a ruling per revoke, and what moves on the board."""

    rulings: tuple[RevokeRuling, ...]
    """One per revoke, in order."""
    sanctions: tuple[Sanction | None, ...] = ()
    """The decision on each revoke, in order (``None``: not established, or 43B3)."""
    transfer_to: dict[Side, int] = field(default_factory=dict)
    """Tricks each side receives."""
    points_ns: int = 0
    """Penalty points to North-South, as their score counts them (1930)."""
    asks: tuple[Remark, ...] = ()
    """What the director should still find out ("what now?"): facts the case does not give."""

    @property
    def adjusted(self) -> bool:
        """Some revoke was established: the director must then consider equity (64C)."""
        return any(s is not None for s in self.sanctions)

    @property
    def both_sides_said(self) -> bool:
        """The last established revoke was excused by 64B7, whose ruling said 64C for both
        sides already."""
        last = [s for s in self.sanctions if s is not None][-1:]
        return bool(last) and isinstance(last[0], Exempt) and last[0].item is Item.B7

    @property
    def repeats(self) -> tuple[Exempt, ...]:
        """The revokes excused as repeats in one suit (64B2), for 64C2(a)."""
        return tuple(s for s in self.sanctions
                     if isinstance(s, Exempt) and s.why is Exemption.SAME_SUIT)


class Penalties(Exemptions, Transfer, Result):
    """Law 64 as the 2017 Laws have it; an edition overrides :meth:`sanction` (and
    :meth:`~verzaking.laws.transfer.Transfer.assign`, :meth:`not_established`)."""

    def penalty(self, facts: BoardFacts, settled: list[Settled]) -> Penalty:
        """Each revoke ruled: its sanction if established, then the tricks assigned."""
        pairs = list(zip(facts.revokes, settled, strict=True))
        established = [r for r, s in pairs
                       if isinstance(s, Established) and not _unestablished_pair(r)]
        sanctions: dict[int, Sanction] = {}
        for i, (r, s) in enumerate(pairs):
            if isinstance(s, Established) and r.unrectified is None:  # 43B3: none
                sanctions[i] = self.sanction(r, facts, established, sanctions)
        taken = self.assign(facts, sanctions)
        rulings = [self.revoke_ruling(facts, i, r, s, sanctions, taken.get(i, ()))
                   for i, (r, s) in enumerate(pairs)]
        transfer_to = {Side.NS: 0, Side.EW: 0}
        points_ns = 0
        for rr, sanction in ((rr, sanctions.get(i)) for i, rr in enumerate(rulings)):
            transfer_to[rr.offending_side.other] += rr.tricks_transferred
            if isinstance(sanction, Penalised):
                points_ns += sanction.points * (1 if rr.offending_side.other == Side.NS else -1)
        return Penalty(rulings=tuple(rulings), transfer_to=transfer_to, points_ns=points_ns,
                       sanctions=tuple(sanctions.get(i) for i in range(len(pairs))),
                       asks=tuple(a for i in sorted(sanctions) for a in _asks(sanctions[i])))

    def sanction(self, revoke: Revoke, facts: BoardFacts, established: list[Revoke],
                 earlier: dict[int, Sanction]) -> Sanction:
        """The penalty for an established revoke: the first 64B item that excludes a
        transfer, else 64A (``earlier``: the decisions on the revokes before it)."""
        ex = self.exemption(revoke, facts, established)
        if ex is None:
            return self.adjustment(revoke, facts)
        if ex.why is Exemption.BOTH_SIDES and any(
                isinstance(d, Exempt) and d.why is Exemption.BOTH_SIDES for d in earlier.values()):
            return replace(ex, why=Exemption.BOTH_SIDES_AGAIN)  # said once, for the first
        return ex

    def revoke_ruling(self, facts: BoardFacts, i: int, r: Revoke, settled: Settled,
                      sanctions: dict[int, Sanction], got: tuple[TransferredTrick, ...]
                      ) -> RevokeRuling:
        """The ruling on revoke ``i``: what describes it, its establishment, its sanction."""
        head = [*self.revoke_steps(r, facts)]
        if not (isinstance(settled, Established) and settled.how is Basis.TOLD
                and told_established(facts, r)):
            head.append(said.step(settled))  # else the table's step said it, with the act
        if r.unrectified is not None:  # 43B3: no rectification, no 64C for the NOS
            return unrectified_ruling(r, head, establishment=settled.article,
                                      law=self.article(r.unrectified))
        sanction = sanctions.get(i)
        if sanction is None:
            return self.not_established(r, head, settled, told=facts.told)
        assert isinstance(settled, Established)
        steps = head + self.sanction_steps(r, sanction, got, last=i == max(sanctions),
                                           hands_back=_hands_back(facts),
                                           so_far=facts.declarer_tricks is None)
        return RevokeRuling(
            revoke=r, offending_side=r.seat.side, established=_really_established(r, settled),
            establishment=settled.article, rule=said.rule(sanction), tricks_transferred=len(got),
            transferred=got, steps=tuple(steps), shown_in_table=r.stands)

    def not_established(self, r: Revoke, head: list[Step], settled: Settled, *,
                        told: bool = False) -> RevokeRuling:
        """A revoke that was not established: it is (or must be) corrected (62A); one the
        table left open (told as events, nobody drew attention to it, play not over) is
        said as still to be corrected, not as settled."""
        steps = list(head)
        if r.corrected_by is None and self.house_take_back:
            steps.append(Step(code="home.take_back", law="", data={"seat": r.seat}))
        elif r.accepted is not None and r.stands:  # accepted (52B1), not (yet) established
            steps.append(Step(code="52B1.stands", law="52B1",
                              data={"seat": r.seat, "trick": r.trick, "card": r.card}))
        elif r.corrected_by is None and r.kind == RevokeKind.PENALTY_CARD:
            steps.append(Step(code="52B.on_attention", law="52B",
                              data={"seat": r.seat, "card": r.card, "penalty": r.held}))
        elif r.corrected_by is None:
            still_open = told and r.is_open and r.settled is None and not r.attention_drawn
            steps.append(Step(code="62A.correct_open" if still_open else "62A.correct",
                              law="62A", data={"seat": r.seat}))
        return RevokeRuling(revoke=r, offending_side=r.seat.side, established=False,
                            establishment=settled.article, rule=r.corrected_by or "62A",
                            tricks_transferred=0, steps=tuple(steps), shown_in_table=r.stands)

    def sanction_steps(self, r: Revoke, sanction: Sanction, got: tuple[TransferredTrick, ...],
                       *, last: bool, hands_back: bool = False, so_far: bool = False
                       ) -> list[Step]:
        """The decision, the correction it may still need, and the tricks that move (while
        play goes on, ``so_far``: those that will move when it ends, as things stand)."""
        match sanction:
            case Penalised():  # 1930: the choice says what moves
                return [said.step(sanction)]
            case Transferred():
                out = [said.step(sanction), *(said.step(n) for n in sanction.notes)]
                count = sanction.tricks
            case Exempt():
                out, count = [said.step(sanction)], 0
            case _:
                assert_never(sanction)
        twelfth = (isinstance(sanction, Exempt) and sanction.item is Item.B6) or (
            r.trick == 12 and r.kind != RevokeKind.DEFECTIVE  # 62D1 holds whichever 64B
            and self.params.twelfth_trick is Has.YES)  # item spoke first (67B1 forbids it)
        if twelfth and correction(r) != How.TWELFTH:
            out.append(Step(code="62D.hands_back" if hands_back else "62D1.correct",
                            law="62D1", data={"seat": r.seat}))
        if count and len(got) < count:  # the rest went over for another revoke
            out.append(Step(code="64A.exhausted" if got else "64A.exhausted_none", law="64A",
                            data={"count": count, "available": len(got)}))
        if got:
            out.append(Step(code="64A.transfer_so_far" if so_far else "64A.transfer",
                            law=said.rule(sanction),
                            data={"count": len(got), "tricks": got, "to": r.seat.side.other}))
        if isinstance(sanction, Exempt) and sanction.item is Item.B7 and last:
            out.append(said.step(Remark(why=Reminder.BOTH_64C2B,
                                        article=self.equity_article(EquityCase.BOTH))))
        return out

    def revoke_steps(self, r: Revoke, facts: BoardFacts) -> list[Step]:
        """The step that describes the revoke (a board told as events has said it already)."""
        if facts.told:
            return []
        data = {"seat": r.seat, "trick": r.trick, "suit": r.suit, "card": r.card,
                "held": r.held, "kind": r.kind}
        law = self.article("61A")
        if r.card is None:
            return [Step(code="61A.revoke_reported", law=law, data=data)]
        return [Step(code="61A.revoke" if r.held else "61A.revoke_no_held", law=law,
                     data=data)]


def _asks(sanction: Sanction) -> tuple[Remark, ...]:
    return sanction.asks if isinstance(sanction, Transferred) else ()


def _hands_back(facts: BoardFacts) -> bool:
    """The hands are back in the board (a case told as events says so): 62D is too late."""
    return facts.table is not None and facts.table.hands_returned


def _unestablished_pair(r: Revoke) -> bool:
    """Corrected with the other side's revoke under 62C3 before it was itself established."""
    return correction(r) == How.BOTH_SIDES and r.established_by is None


def _really_established(r: Revoke, settled: Established) -> bool:
    """Established, not merely adjusted as if it were (43B2b, 63B), nor only corrected with
    the other side's revoke (62C3) before it was."""
    if settled.how is Basis.AS_IF:
        return False
    if settled.how is Basis.BOTH_SIDES:
        return r.established_by is not None and r.as_if is None
    return True
