"""Stage 2a of a ruling: the 64B items, tried in the law's order, that exclude a transfer.

Which items an edition has, and in which wording (64B2 and 64B7 ask that the
revokes were established since 2017), comes from :mod:`verzaking.parameters`.
Each item answers with a typed decision (:class:`~verzaking.decisions.Exempt`) or
``None``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..decisions import Exempt, Exemption
from ..errors import CaseError
from ..facts import BoardFacts
from ..points import BothSidesRevoked, FacedCard, Has, LaterRevoke
from ..table import How, Revoke, RevokeKind, TableRules, Timing
from .establishment import correction

__all__ = ["Exemptions", "Item"]

Item = Callable[[Revoke, BoardFacts, list[Revoke]], "Exempt | None"]
"""A 64B item (bound to its edition): the decision that excludes a transfer, or ``None``."""


class Exemptions(TableRules):
    """Law 64B as the 2017 Laws have it; the items and their wording from the table."""

    def exemption(self, revoke: Revoke, facts: BoardFacts,
                  established: list[Revoke]) -> Exempt | None:
        """The first 64B item, in the law's order, that excludes a transfer; else ``None``.

        A defective trick's deemed revoke (67B1) costs one trick "in accordance with
        64A2": only 64A2's own condition applies to it (the offending side won that
        trick or a later one, the test of 64B1), no other 64B item, and it counts as
        no revoke for another's 64B2 or 64B7.

        A trick-12 revoke corrected under 62D is ruled by the twelfth-trick item
        itself: the tricks as corrected say nothing about the offenders' later tricks.
        """
        if correction(revoke) == How.TWELFTH:
            return self.b6_twelfth(revoke, facts, established)
        if revoke.kind == RevokeKind.DEFECTIVE:  # 67B1 itself says what it costs: 64A2's one
            return self.b1_no_trick(revoke, facts, established)  # trick, if there is one
        established = [r for r in established if r.kind != RevokeKind.DEFECTIVE]
        for item in self.exemptions():
            found = item(revoke, facts, established)
            if found is not None:
                return found
        return None

    def exemptions(self) -> list[Item]:
        """The 64B items this edition has, in the order they are tried (from the table;
        64B4 and 64B5 are one test, which every edition has in some form)."""
        p = self.params
        items: list[tuple[bool, Item]] = [
            (p.both_corrected_exempt is Has.YES, self.b8_62c3),
            (p.no_trick is Has.YES, self.b1_no_trick),
            (p.later_revoke is not LaterRevoke.POINTS_ONLY, self.b2_same_suit),
            (p.faced_card is not FacedCard.NONE, self.b3_faced_card),
            (True, self.b4_b5_timing),
            (p.twelfth_trick is Has.YES, self.b6_twelfth),
            (p.both_sides_revoked is not BothSidesRevoked.NONE, self.b7_both_sides)]
        return [item for present, item in items if present]

    def b8_62c3(self, revoke: Revoke, facts: BoardFacts,
                established: list[Revoke]) -> Exempt | None:
        """64B8 (2017): both revokes of one trick were corrected under 62C3."""
        if correction(revoke) != How.BOTH_SIDES:
            return None
        return Exempt(why=Exemption.BOTH_CORRECTED,
                      data={"seat": revoke.seat, "trick": revoke.trick})

    def b1_no_trick(self, revoke: Revoke, facts: BoardFacts,
                    established: list[Revoke]) -> Exempt | None:
        """64B1: the offending side won neither the revoke trick nor any later trick."""
        side = revoke.seat.side
        if facts.won_by(side, start=revoke.trick) or facts.claimed_tricks(side):
            return None
        so_far = facts.declarer_tricks is None  # play is not over: only so far
        return Exempt(why=Exemption.NO_TRICK_SO_FAR if so_far else Exemption.NO_TRICK,
                      data={"seat": revoke.seat, "trick": revoke.trick})

    def b2_same_suit(self, revoke: Revoke, facts: BoardFacts,
                     established: list[Revoke]) -> Exempt | None:
        """64B2: a later revoke by the same player in the same suit (2017: the first
        established)."""
        first_established = self.params.later_revoke is LaterRevoke.FIRST_ESTABLISHED
        pool = established if first_established else list(facts.revokes)
        earlier = self.earlier_same_suit(revoke, pool)
        if earlier is None:
            return None
        return Exempt(why=Exemption.SAME_SUIT,
                      data={"seat": revoke.seat, "trick": revoke.trick, "suit": revoke.suit,
                            "first": earlier.trick})

    def b3_faced_card(self, revoke: Revoke, facts: BoardFacts,
                      established: list[Revoke]) -> Exempt | None:
        """64B3: failing to play a penalty card, or any card of dummy."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.kind == RevokeKind.PENALTY_CARD:
            return Exempt(why=Exemption.PENALTY_CARD, data=data)
        if facts.contract is not None and revoke.seat == facts.contract.dummy:
            return Exempt(why=Exemption.DUMMY, data=data)
        return None

    def b4_b5_timing(self, revoke: Revoke, facts: BoardFacts,
                     established: list[Revoke]) -> Exempt | None:
        """64B4/64B5: attention first drawn after a call on the next board, or the round."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.attention == Timing.AFTER_CALL:
            return Exempt(why=Exemption.AFTER_CALL, data=data)
        if revoke.attention == Timing.AFTER_ROUND:
            return Exempt(why=Exemption.AFTER_ROUND, data=data)
        return None

    def b6_twelfth(self, revoke: Revoke, facts: BoardFacts,
                   established: list[Revoke]) -> Exempt | None:
        """64B6: a revoke on the twelfth trick."""
        if revoke.trick != 12:
            return None
        return Exempt(why=Exemption.TWELFTH, data={"seat": revoke.seat, "trick": revoke.trick})

    def b7_both_sides(self, revoke: Revoke, facts: BoardFacts,
                      established: list[Revoke]) -> Exempt | None:
        """64B7 (2017): both sides revoked on the board and both revokes are established
        (2007: both revoked, established or not)."""
        pool = (established
                if self.params.both_sides_revoked is BothSidesRevoked.BOTH_ESTABLISHED
                else [r for r in facts.revokes if r.kind != RevokeKind.DEFECTIVE])
        if len({r.seat.side for r in pool}) < 2:
            return None
        return Exempt(why=Exemption.BOTH_SIDES, data={"seat": revoke.seat, "trick": revoke.trick})

    @staticmethod
    def earlier_same_suit(revoke: Revoke, pool: list[Revoke]) -> Revoke | None:
        """An earlier revoke by the same player in the same suit (64B2).

        Only failures to follow suit count: a penalty card not played or a lead not
        obeyed is not a revoke "in a suit" in the sense of 64B2.
        """
        if revoke.kind != RevokeKind.FOLLOW:
            return None
        for other in pool:
            if (other is revoke or other.trick >= revoke.trick or other.seat != revoke.seat
                    or other.kind != RevokeKind.FOLLOW):
                continue
            if other.suit is None or revoke.suit is None:
                raise CaseError("case_suit_needed", seat=revoke.seat, trick=revoke.trick,
                                first=other.trick)
            if other.suit == revoke.suit:
                return other
        return None
