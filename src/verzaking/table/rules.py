"""What the table asks of the edition in force.

The constants come from the table of :mod:`verzaking.parameters` for the
edition's key (2017 by default), typed (:attr:`TableRules.params`); the answers
that are logic rather than a value (61B, 63B) are typed decisions
(:mod:`verzaking.decisions`), which :mod:`verzaking.said` words.  The editions in
:mod:`verzaking.laws` subclass it; the table never imports them.
"""

from __future__ import annotations

from ..articles import article
from ..cards import Seat
from ..contract import Contract
from ..decisions import Aside, Asking, MayAsk, Remark
from ..parameters import Parameters, parameters
from ..points import (
    AgreedClaim,
    BothSidesCorrected,
    Correction,
    DefectiveTrick,
    ForfeitedDummy,
    PenaltyInformation,
    QuestionAsIf,
    Scoring,
    TwelfthPartner,
    WhoMayAsk,
)

__all__ = ["DEFAULT_RULES", "TableRules"]


class TableRules:
    """The edition's answers to the table's questions (Laws 50E, 61B, 62C3, 62D2, 63A, 63B,
    77)."""

    key = "2017"
    """The edition's key (a column of :data:`verzaking.parameters.POINTS`)."""

    @property
    def params(self) -> Parameters:
        """This edition's values, typed."""
        return parameters(self.key)

    def article(self, law: str) -> str:
        """This edition's article for the rule the 2017 Laws number ``law``
        (:mod:`verzaking.articles`)."""
        return article(law, self.key)

    @property
    def has_62c3(self) -> bool:
        """62C3 (new in 2017): both sides revoked on one trick, only one side played on."""
        return self.params.both_sides_corrected is BothSidesCorrected.BOTH_CORRECTED

    @property
    def agreement_establishes(self) -> bool:
        """Agreeing to the opponents' claim establishes a revoke (63A4; 63A3 before 2017)."""
        return self.params.agreed_claim is not AgreedClaim.NONE

    @property
    def agreement_is_69a(self) -> bool:
        """Agreeing establishes as the side's agreement under 69A (63A4, 2017): an objection
        in time undoes it; before 2017 agreeing establishes it there and then (63A3)."""
        return self.params.agreed_claim is AgreedClaim.RULE_63A4

    @property
    def agreement_law(self) -> str:
        """The article for that (``63A4`` in 2017, ``63A3`` before)."""
        return "63A4" if self.agreement_is_69a else "63A3"

    @property
    def defective_held_excuses(self) -> bool:
        """67B1 (1997): placing a card of the suit led in a defective trick costs nothing; only
        a player without the suit is deemed to have revoked (later: deemed a revoke either way)."""
        return self.params.defective_trick is DefectiveTrick.HELD_NO_PENALTY

    @property
    def claim_law(self) -> str:
        """The article when an agreed claim by a player not named established the revoke:
        the offending side made it (63A3) or agreed to the opponents' (63A4 in 2017, so
        ``63A``, either item); before 2017 63A3 says both ("makes or agrees to", 1997
        "acquiesces in")."""
        return "63A" if self.agreement_is_69a else "63A3"

    @property
    def house_take_back(self) -> bool:
        """House rule: a revoke noticed before it is established is taken back freely."""
        return self.params.correction is Correction.TAKE_BACK

    @property
    def forfeited_dummy_unconfirmed(self) -> bool:
        """43B3's rule is applied, its wording in this edition not confirmed (1997)."""
        return self.params.forfeited_dummy is ForfeitedDummy.UNCONFIRMED

    @property
    def twelfth_partner_code(self) -> str:
        """The step for the offender's partner after a trick-12 revoke (62D2: 16C in 2017)."""
        return ("62D2.partner" if self.params.twelfth_partner is TwelfthPartner.RULE_16C
                else "62D2.two_suits")


    @property
    def penalty_information(self) -> tuple[str, str] | None:
        """"What now?" on what a major penalty card tells its owner's partner, and the
        article (50E; in 1997 the same rule stands in 50D1); ``None`` where not modelled."""
        return _PENALTY_INFORMATION.get(self.params.penalty_information)

    @property
    def picked_up_information(self) -> tuple[str, str] | None:
        """"What now?" once declarer has had a major penalty card picked up (50D2(a)): what
        it showed is unauthorized for the partner from then on (50E, where the card's
        information is authorized only while it lies on the table); ``None`` elsewhere."""
        return _PICKED_UP_INFORMATION.get(self.params.penalty_information)

    @property
    def minor_information(self) -> tuple[str, str] | None:
        """The same for a minor penalty card: 50E as for a major one (2017, 2007); in 1997
        50C says itself that what partner learns from seeing it is unauthorized."""
        return _MINOR_INFORMATION.get(self.params.penalty_information)

    @property
    def score_article(self) -> str:
        """The article of the scoring table (none for rubber scoring)."""
        return "77" if self.params.scoring is Scoring.DUPLICATE else ""

    def may_ask(self, asker: Seat, asked: Seat, contract: Contract) -> MayAsk:
        """61B: who may ask a player who failed to follow whether he has the suit led.

        :attr:`~verzaking.decisions.MayAsk.refused`: the question is not allowed.  Where
        defenders may not ask each other (1997, in Europe), such a question is allowed
        but corrects the revoke as if established (63B, :meth:`question_as_if`).
        """
        declarer, dummy = contract.declarer, contract.dummy
        data = {"seat": asker, "to": asked}
        defender = asker.side != declarer.side
        if (defender and asked == asker.partner
                and self.params.who_may_ask is WhoMayAsk.DECLARER_ONLY):
            return MayAsk(how=Asking.DEFENDERS_1997, article="61B", data=data)
        if asker == declarer and asked.side != declarer.side:
            return MayAsk(how=Asking.DECLARER, article=self.article("61B1"), data=data)
        if asker == dummy and asked == declarer:
            return MayAsk(how=Asking.DUMMY_DECLARER, article=self.article("61B2(a)"), data=data)
        if asker == dummy:
            return MayAsk(how=Asking.DUMMY_DEFENDER, article=self.article("61B2(b)"), data=data)
        if defender and asked == declarer:
            return MayAsk(how=Asking.DEFENDER_DECLARER, article=self.article("61B3"), data=data)
        if defender and asked == asker.partner:
            return MayAsk(how=Asking.DEFENDERS, article=self.article("61B3"), data=data)
        return MayAsk(how=Asking.REFUSED, article="61B", data=data)

    def question_as_if(self, asker: Seat, asked: Seat, contract: Contract) -> Remark | None:
        """63B (1997): a defender asked his partner against 61B: the revoke is corrected,
        but the tricks are adjusted as if it were established (the remark's article)."""
        if (self.params.question_as_if is QuestionAsIf.AS_IF
                and asker.side != contract.declaring_side and asked == asker.partner):
            return Remark(why=Aside.AS_IF_1997, article="63B", data={"seat": asked})
        return None


_PENALTY_INFORMATION = {
    PenaltyInformation.ON_TABLE: ("next.penalty_info_on_table", "50E"),
    PenaltyInformation.REQUIREMENT_ONLY: ("next.penalty_info_requirement", "50E"),
    PenaltyInformation.REQUIREMENT_ONLY_50D1: ("next.penalty_info_requirement", "50D1"),
}
"""The ``50E`` values: the line of "what now?" and its article."""

_PICKED_UP_INFORMATION = {
    PenaltyInformation.ON_TABLE: ("next.penalty_info_picked_up", "50E"),
}
"""The line said after the card is picked up, where 50E ties what it shows to the table."""

_MINOR_INFORMATION = {
    PenaltyInformation.ON_TABLE: ("next.minor_info_on_table", "50E"),
    PenaltyInformation.REQUIREMENT_ONLY: ("next.minor_info_requirement", "50E"),
    PenaltyInformation.REQUIREMENT_ONLY_50D1: ("next.minor_info_1997", "50C"),
}
"""The ``50E`` values for a minor penalty card: the line of "what now?" and its article."""

DEFAULT_RULES = TableRules()
"""The 2017 answers, for a table made without an edition."""
