"""Stage 3 of a ruling: the score as played and after the automatic adjustment (77), and
whether that adjusted result is the one to enter.

The automatic result (64A, or the 64B item that excludes a transfer) is the score to
enter unless 64C gives the non-offending side more.  One case differs: both sides revoked
on the board and both revokes were established, under laws whose 64B has no item for that
(the 1997 Laws; 64B7 came in 2007).  Asked how to rule a defender's ruff and declarer's
over-ruff, both established, the WBF Laws Committee told directors to restore equity under
64C as though neither side had revoked (minute of 1 November 2001, item 4; quoted in the
EBU White Book 2004, 64.3).  The transfers 64A gives each revoke are then the text's
automatic figure, not the score: the score to enter is the director's 64C result, the
same for both sides, as 2007's 64B7 and 2017's 64C2(b) have it.  The ruling says so, its
"what now?" asks for that result (a case's ``without_revoke``) instead of a fact that
changes only the transfers (1997's second trick of 64A2), and the ruling carries
:attr:`~verzaking.ruling.Ruling.equity_replaces_automatic` for the renderers, which then
mark no column as the one to enter until the director's result (or an estimate) is there.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Side
from ..contract import Contract, Vulnerability
from ..decisions import EquityCase, Remark, Reminder
from ..facts import BoardFacts
from ..points import BothSidesRevoked, Equity64C, Scoring
from ..ruling import RevokeRuling
from ..scoring import for_side, rubber_net_ns, score_ns
from ..steps import Step
from ..table import TableRules

__all__ = ["Result"]


class Result(TableRules):
    """The score (77, or rubber scoring), the edition's 64C and whether both sides' revokes
    go to 64C whole."""

    @property
    def has_equity(self) -> bool:
        """Whether the edition has a 64C (equity restored after an established revoke)."""
        return self.params.equity is not Equity64C.NONE

    def equity_article(self, case: EquityCase) -> str:
        """The 64C article for one side, a repeat in one suit, or both sides (one rule,
        ``64C``, before 2017)."""
        if self.params.equity is not Equity64C.RULES_64C1_64C2:
            return "64C"
        match case:
            case EquityCase.SINGLE:
                return "64C1"
            case EquityCase.REPEAT:
                return "64C2(a)"
            case EquityCase.BOTH:
                return "64C2(b)"

    def equity_reminder(self, rulings: Sequence[RevokeRuling]) -> Remark:
        """The reminder of 64C after the automatic adjustment.  When both sides revoked
        neither is simply "the non-offending side": with 64B7 in the edition its both-sides
        wording (64C2(b) in 2017), also when another item ruled the last revoke (a review:
        dummy's, 64B3); without it (1997, each revoke transferring) whether either side is
        still damaged.  Without a director the players settle it."""
        p = self.params
        sides = len({r.offending_side for r in rulings if r.established})
        if p.equity is Equity64C.PLAYERS or sides < 2:
            why = Reminder.PLAYERS if p.equity is Equity64C.PLAYERS else Reminder.SINGLE
            return Remark(why=why, article=self.equity_article(EquityCase.SINGLE))
        both = (Reminder.BOTH_EQUITY if p.both_sides_revoked is BothSidesRevoked.NONE
                else Reminder.BOTH_64C2B)
        return Remark(why=both, article=self.equity_article(EquityCase.BOTH))

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's score for ``tricks`` by declarer: duplicate (77) or rubber points."""
        if self.params.scoring is Scoring.DUPLICATE:
            return score_ns(contract, vulnerability, tricks)
        return rubber_net_ns(contract, vulnerability, tricks)

    def score_steps(self, facts: BoardFacts, played: int | None, adjusted: int | None,
                    before: int | None, after: int | None, points: int, *,
                    transfers_only: bool = False) -> list[Step]:
        """The closing step: the score as played and after adjustment (77); said as the
        transfers' figure, which is not the score to enter, where both sides' revokes go to
        64C whole (``transfers_only``, :meth:`both_sides_by_64c`)."""
        contract = facts.contract
        assert contract is not None
        if played is None:
            return [Step(code="77.no_result", law=self.score_article)]
        if transfers_only:
            code = ("77.score_transfers_only" if played != adjusted
                    else "77.score_unchanged_transfers_only")
        else:
            code = "77.score" if played != adjusted else "77.score_unchanged"
        return [Step(code=code, law=self.score_article, data={
                        "contract": contract, "declarer": contract.declarer,
                        "played": played, "adjusted": adjusted, "before": before,
                        "after": after, "before_decl": _decl(before, contract.declaring_side),
                        "after_decl": _decl(after, contract.declaring_side),
                        "declaring_side": contract.declaring_side})]

    def both_sides_by_64c(self, rulings: Sequence[RevokeRuling]) -> bool:
        """Both sides' revokes established under laws with a 64C but no 64B7 (1997): the
        board is ruled under 64C as though neither side had revoked (the WBF Laws
        Committee, 1 November 2001), not by the transfers."""
        p = self.params
        if p.both_sides_revoked is not BothSidesRevoked.NONE or p.equity is Equity64C.NONE:
            return False
        return len({r.offending_side for r in rulings
                    if r.established and r.revoke.unrectified is None}) == 2


def _decl(score_ns_value: int | None, side: Side) -> int | None:
    return None if score_ns_value is None else for_side(score_ns_value, side)
