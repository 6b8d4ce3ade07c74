"""The WBF Laws of Duplicate Bridge 1997: what differs from 2007, article by article.

Seed ``002`` is the Dutch text of Laws 61-64 of 1997.  Checked against it:
defenders may ask declarer but not each other (61B, with the European Bridge
League's footnote), and a question against 61B corrects the revoke but the
adjustment applies as if established (63B); 64A2 adds a second trick when the
offender later wins a trick with a card he could legally have played to the
revoke trick (the WBF Laws Committee, 2000: only while his side won a further
trick); 64B has six items (no "both sides revoked"); 63A3 "acquiesces in" a claim.
Not confirmed: whether 1997 had the footnote that a trick won in dummy is not
won by declarer (the seed's text does not show it) -- we apply it, as later
editions do, and say so in the ruling.  In force in the Netherlands until
1 September 2008; its start date for the NBB is not confirmed (we use 1997-09-01).
"""

from __future__ import annotations

from ..cards import Seat
from ..contract import Contract
from ..facts import BoardFacts, RevokeFact
from ..ruling import Step
from .base import Edition, Exemption
from .wbf2007 import WBF2007

__all__ = ["WBF1997"]


class WBF1997(WBF2007):
    """WBF 1997: the extra trick of 64A2; defenders may not ask each other (61B, 63B)."""

    key = "1997"
    names: tuple[str, ...] = ("1997", "wbf1997", "wbf-1997", "laws1997")
    title = "WBF Laws of Duplicate Bridge 1997"
    in_force_nl = "1997-09-01"
    base = "2007"
    differences: tuple[tuple[str, str], ...] = (
        ("61B", "diff.1997.61B"),
        ("63B", "diff.1997.63B"),
        ("63A3", "diff.1997.63A3"),
        ("64A2", "diff.1997.64A2"),
        ("64B7", "diff.1997.64B7"),
        ("64B3", "diff.1997.64B3"),
    )

    exemptions: tuple[Exemption, ...] = (
        Edition.b1_no_trick, Edition.b2_same_suit, Edition.b3_faced_card, Edition.b4_b5_timing,
        Edition.b6_twelfth)  # six items: no B7

    def may_ask(self, asker: Seat, asked: Seat, contract: Contract) -> Step:
        """61B (1997): defenders may ask declarer, not each other (EBL: no permission)."""
        if asker.side != contract.declaring_side and asked == asker.partner:
            return Step(code="61B.1997_defenders", law="61B", data={"seat": asker, "to": asked})
        return super().may_ask(asker, asked, contract)

    def question_as_if(self, asker: Seat, asked: Seat, contract: Contract) -> Step | None:
        """63B (1997): attention drawn against 61B: correct, but adjust as if established."""
        if asker.side != contract.declaring_side and asked == asker.partner:
            return Step(code="63B.1997_as_if", law="63B", data={"seat": asked})
        return None

    def a2_extra_trick(self, revoke: RevokeFact, facts: BoardFacts) -> Step | None:
        """64A2 (1997): a later trick won by the offender with a card of the suit led he held."""
        if revoke.later_win_with_held is not None:
            won = revoke.later_win_with_held
            trick = None
        else:
            won, trick = False, None
            if facts.play is not None and revoke.held:
                for t in facts.play.tricks:
                    if (t.number > revoke.trick and t.winner == revoke.seat
                            and t.cards[revoke.seat] in revoke.held):
                        won, trick = True, t.number
                        break
        if not won:
            return None
        return Step(code="64A2.1997_extra", law="64A2",
                    data={"seat": revoke.seat, "trick": revoke.trick, "later_trick": trick})
