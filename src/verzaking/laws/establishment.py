"""Stage 1 of a ruling: whether each revoke was established (Law 63A), in the ruling's words.

The table decided it as play went on (:mod:`verzaking.table.establishment`);
this stage says it, with the edition's article.  The Dutch rules of 1930
override it (:mod:`verzaking.laws.nl1930`).
"""

from __future__ import annotations

from ..cards import Seat
from ..facts import BoardFacts
from ..steps import Step
from ..table import How, Revoke, TableRules

__all__ = ["Establishment"]


class Establishment(TableRules):
    """Law 63A as the 2017 Laws have it; an edition overrides what differs."""

    def establishment(self, revoke: Revoke, facts: BoardFacts) -> Step:
        """Whether ``revoke`` became established, as a step whose law says why (63A).

        The table decided it as play went on; this says it in the ruling.
        """
        data = {"seat": revoke.seat, "trick": revoke.trick}
        corrected = revoke.corrected_by
        if corrected == "62C3":
            return Step(code="62C3.corrected", law="62C3", data=data)
        if revoke.as_if is not None:
            return Step(code="as_if.established", law=revoke.as_if, data=data)
        how = revoke.establishment
        if how is not None and corrected in (None, "62D1"):
            if facts.told and how.how == How.CLAIM_AGREED:  # no step of the table said it
                return Step(code="tl.established_claim_agreed", law=how.law,
                            data={**data, "laws": self.claim_laws})
            if facts.told:
                return Step(code="tl.established_by", law=how.law, data=data)
            return self.established_step(revoke, facts, how.how, how.player)
        if corrected is not None:
            return Step(code="62A.corrected", law=corrected, data=data)
        if (facts.told and revoke.is_open and revoke.settled is None
                and not revoke.attention_drawn and revoke.accepted is None):
            return Step(code="62A.open", law="62A", data=data)  # the table left it open
        if facts.told or revoke.settled is False:
            return Step(code="62A.given", law="62A", data=data)
        return Step(code="62A.not_established", law="62A", data=data)

    def established_step(self, revoke: Revoke, facts: BoardFacts, how: How,
                         player: Seat | None) -> Step:
        """The step for a revoke of a record or quick case established by ``how``."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        nxt = revoke.trick + 1
        if how == How.GIVEN:
            return Step(code="63A.given", law="63A", data=data)
        if how in (How.NEXT_TRICK, How.PLAY):
            if any(t.number == nxt for t in facts.tricks) or facts.play is None:
                return Step(code="63A1.next_trick", law="63A1", data={**data, "next": nxt})
            partial = next((t for t in facts.play.tricks if t.number == nxt), None)
            first = next((s for s in revoke.seat.side.seats
                          if partial is not None and partial.cards[s] is not None), player)
            return Step(code="63A1.played_next", law="63A1",
                        data={**data, "next": nxt, "player": first})
        if how == How.CLAIM:
            return Step(code="63A3.claim", law="63A3", data={**data, "claimer": player})
        if how == How.AGREEMENT:
            assert player is not None
            return self.agreed_claim(revoke, facts, player)
        # the claim is the recorded result, so it was agreed: whoever made it, the
        # offenders claimed (63A3) or agreed to the opponents' claim (63A4)
        return Step(code="63A.claim_agreed", law=self.claim_law,
                    data={**data, "laws": self.claim_laws})

    @property
    def claim_laws(self) -> str:
        """The items that establish a revoke by an agreed claim whose maker is not known:
        ``63A3, 63A4`` in 2017, ``63A3`` before (making or agreeing to it, one item)."""
        return ", ".join(dict.fromkeys(("63A3", self.agreement_law)))

    def agreed_claim(self, revoke: Revoke, facts: BoardFacts, claimer: Seat) -> Step:
        """63A4 (new in 2017): the offending side agreed to an opponent's claim."""
        return Step(code="63A4.agreed", law=self.agreement_law,
                    data={"seat": revoke.seat, "trick": revoke.trick, "claimer": claimer})

    establishing_laws = frozenset({"63A", "63A1", "63A2", "63A3", "63A4",
                                   "63B", "43B2b", "62C3", "66D", "67B1"})
    """Articles under which a revoke counts as established for Law 64."""

    def is_established(self, step: Step) -> bool:
        """Whether an establishment step says the revoke is established (or counts as such)."""
        return step.law in self.establishing_laws
