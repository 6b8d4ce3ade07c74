"""Stage 1 of a ruling: whether each revoke was established (Law 63A), and by what.

The table decided it as play went on (:mod:`verzaking.table.establishment`);
this stage says it, with the edition's article, as a typed decision
(:class:`~verzaking.decisions.Established` or
:class:`~verzaking.decisions.NotEstablished`).  The Dutch rules of 1930 override it
(:mod:`verzaking.laws.nl1930`).
"""

from __future__ import annotations

from ..cards import Seat
from ..decisions import Basis, Established, NotEstablished, Settled, Unsettled
from ..facts import BoardFacts
from ..table import How, Revoke, RevokeState, TableRules

__all__ = ["Establishment", "correction"]


def correction(revoke: Revoke) -> How | None:
    """How ``revoke`` was corrected, if it was: on attention (62A), by the penalty card
    played instead (52B2), with the other side's revoke of the trick (62C3), on the twelfth
    trick (62D1)."""
    return next((t.how for t in revoke.history if t.to == RevokeState.CORRECTED), None)


class Establishment(TableRules):
    """Law 63A as the 2017 Laws have it; an edition overrides what differs."""

    def establishment(self, revoke: Revoke, facts: BoardFacts) -> Settled:
        """Whether ``revoke`` became established, and by what (63A); or why not.

        The table decided it as play went on; this says it in the ruling.
        """
        data = {"seat": revoke.seat, "trick": revoke.trick}
        corrected = correction(revoke)
        if corrected == How.BOTH_SIDES:
            return Established(how=Basis.BOTH_SIDES, article="62C3", data=data)
        if revoke.as_if is not None:
            return Established(how=Basis.AS_IF, article=revoke.as_if, data=data)
        how = revoke.establishment
        if how is not None and corrected in (None, How.TWELFTH):
            if facts.told and how.how == How.CLAIM_AGREED:  # no step of the table said it
                return Established(how=Basis.TOLD_CLAIM_AGREED, article=how.law,
                                   data={**data, "laws": self.claim_laws})
            if facts.told:
                return Established(how=Basis.TOLD, article=how.law, data=data)
            return self.established(revoke, facts, how.how, how.player)
        if revoke.corrected_by is not None:
            return NotEstablished(why=Unsettled.CORRECTED, article=revoke.corrected_by,
                                  data=data)
        if (facts.told and revoke.is_open and revoke.settled is None
                and not revoke.attention_drawn and revoke.accepted is None):
            return NotEstablished(why=Unsettled.OPEN, article="62A", data=data)  # left open
        if facts.told or revoke.settled is False:
            return NotEstablished(why=Unsettled.GIVEN, article="62A", data=data)
        return NotEstablished(why=Unsettled.NOT_YET, article="62A", data=data)

    def established(self, revoke: Revoke, facts: BoardFacts, how: How,
                    player: Seat | None) -> Established:
        """A revoke of a record or quick case established by ``how``."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        nxt = revoke.trick + 1
        if how == How.GIVEN:
            return Established(how=Basis.GIVEN, article="63A", data=data)
        if how in (How.NEXT_TRICK, How.PLAY) and facts.counted:  # a short case: not asked
            return Established(how=Basis.COUNTED, article="63A", data=data)
        if how in (How.NEXT_TRICK, How.PLAY):
            if any(t.number == nxt for t in facts.tricks) or facts.play is None:
                return Established(how=Basis.NEXT_TRICK, article="63A1",
                                   data={**data, "next": nxt})
            partial = next((t for t in facts.play.tricks if t.number == nxt), None)
            first = next((s for s in revoke.seat.side.seats
                          if partial is not None and partial.cards[s] is not None), player)
            return Established(how=Basis.PLAYED_NEXT, article="63A1",
                               data={**data, "next": nxt, "player": first})
        if how == How.CLAIM:
            return Established(how=Basis.CLAIM, article="63A3",
                               data={**data, "claimer": player})
        if how == How.AGREEMENT:
            assert player is not None
            return Established(how=Basis.AGREEMENT, article=self.agreement_law,
                               data={**data, "claimer": player})
        # the claim is the recorded result, so it was agreed: whoever made it, the
        # offenders claimed (63A3) or agreed to the opponents' claim (63A4)
        return Established(how=Basis.CLAIM_AGREED, article=self.claim_law,
                           data={**data, "laws": self.claim_laws})

    @property
    def claim_laws(self) -> str:
        """The items that establish a revoke by an agreed claim whose maker is not known:
        ``63A3, 63A4`` in 2017, ``63A3`` before (making or agreeing to it, one item)."""
        return ", ".join(dict.fromkeys(("63A3", self.agreement_law)))
