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
from ..facts import BoardFacts
from ..ruling import RevokeRuling
from ..scoring import for_side, rubber_net_ns, score_ns
from ..steps import Step
from ..table import TableRules

__all__ = ["Result", "figure_asked", "transfers_only"]


class Result(TableRules):
    """The score (77, or rubber scoring) and whether both sides' revokes go to 64C whole."""

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's score for ``tricks`` by declarer: duplicate (77) or rubber points."""
        if self.value("77") == "duplicate":
            return score_ns(contract, vulnerability, tricks)
        return rubber_net_ns(contract, vulnerability, tricks)

    def score_steps(self, facts: BoardFacts, played: int | None, adjusted: int | None,
                    before: int | None, after: int | None, points: int) -> list[Step]:
        """The closing step: the score as played and after adjustment (77)."""
        contract = facts.contract
        assert contract is not None
        if played is None:
            return [Step(code="77.no_result", law=self.score_article)]
        return [Step(code="77.score" if played != adjusted else "77.score_unchanged",
                     law=self.score_article, data={
                        "contract": contract, "declarer": contract.declarer,
                        "played": played, "adjusted": adjusted, "before": before,
                        "after": after, "before_decl": _decl(before, contract.declaring_side),
                        "after_decl": _decl(after, contract.declaring_side),
                        "declaring_side": contract.declaring_side})]

    def both_sides_by_64c(self, rulings: Sequence[RevokeRuling]) -> bool:
        """Both sides' revokes established under laws with a 64C but no 64B7 (1997): the
        board is ruled under 64C as though neither side had revoked (the WBF Laws
        Committee, 1 November 2001), not by the transfers."""
        if self.value("64B7") != "none" or self.value("64C") == "none":
            return False
        return len({r.offending_side for r in rulings
                    if r.established and r.revoke.unrectified is None}) == 2


_TRANSFERS_ONLY = {"77.score": "77.score_transfers_only",
                   "77.score_unchanged": "77.score_unchanged_transfers_only"}


def transfers_only(steps: list[Step]) -> list[Step]:
    """The score steps said as the transfers' figure, which is not the score to enter."""
    return [Step(code=_TRANSFERS_ONLY.get(s.code, s.code), law=s.law, data=s.data)
            for s in steps]


_MOOT = frozenset({"next.1997_won_later", "next.adjust", "next.no_transfer", "next.score"})
""""What now?" lines the minute makes moot: a fact that changes only a transfer, and the
general instruction after play (adjust the tricks, or enter the score)."""


def figure_asked(steps: tuple[Step, ...], *, judged: bool, over: bool) -> tuple[Step, ...]:
    """"What now?" when both sides' revokes go to 64C: once play is over, the director's
    result had neither side revoked (``without_revoke``) is asked, or, where the case gives
    it (``judged``), the score is entered."""
    kept = tuple(s for s in steps if s.code not in _MOOT)
    if not over:
        return kept
    if not judged:
        return (*kept, Step(code="next.64c_both_sides", law="64C", data={}))
    if len(kept) < len(steps):  # in place of what was said after play
        return (*kept, Step(code="next.score", law="77", data={}))
    return kept


def _decl(score_ns_value: int | None, side: Side) -> int | None:
    return None if score_ns_value is None else for_side(score_ns_value, side)
