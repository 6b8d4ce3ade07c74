"""Law 64C with the director's own judgement: a case's ``without_revoke``.

Most boards at a club come without the full deal, so no double-dummy estimate can be
made; the director judges himself what would have happened without the revoke ("3NT
would have made 9 tricks, not 6").  This stage rules that judgement as 64C says, by
edition (the articles from :meth:`~.base.Edition.equity_article`):

- One side revoked (2017: 64C1, or 64C2(a) where a later revoke repeated an established
  one in the same suit, 64B2; 2007 and 1997: the one 64C).  The non-offending side gets
  at least the automatic result: a judgement better for them is the adjusted score, one
  that is not leaves the automatic result standing (64C only adds to the transfer, which
  is not undone for being more than the damage, 12B2).
- Both sides revoked (2017: 64C2(b); 2007: 64B7 and its one 64C; 1997, where each revoke
  transfers: 64C as the WBF Laws Committee told directors in 2001).  The judgement is the
  result as though neither side had revoked, and applies to both sides.
- Rubber bridge and home games have no director: the players settle equity together, and
  their agreed figure is applied as 64C (a step says whose judgement it is).
- A defender's revoke that a dummy with his rights forfeited pointed out first (43B3):
  no 64C for the declaring side, which keeps its table score; the judgement is for the
  defenders' score alone (if they gained, their score is that of the judgement), said in
  a step: the board's result, North-South's view, is not changed.
- The Dutch rules of 1930 have no 64C: the judgement is not applied, and a step says so,
  as it does where no revoke is established (64C follows an established revoke) or play
  is not over.

A double-dummy estimate made on the same board (the deal known) is then only
information: the director's judgement is what 64C applies (:mod:`verzaking.equity`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .. import said
from ..contract import Contract, Vulnerability
from ..decisions import EquityCase, Remark, Verdict
from ..facts import BoardFacts
from ..parameters import Parameters
from ..points import Equity64C
from ..ruling import Judgement, RevokeRuling
from ..scoring import for_side
from ..steps import Step

__all__ = ["Redress", "judged"]


class Laws(Protocol):
    """What this stage asks of the edition (:class:`~.base.Edition`)."""

    @property
    def has_equity(self) -> bool:
        """The edition has a 64C."""

    @property
    def params(self) -> Parameters:
        """The edition's values, typed."""

    def equity_article(self, case: EquityCase) -> str:
        """The 64C article for one side, a repeat or both sides."""

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's score for ``tricks`` by declarer."""

    def article(self, law: str) -> str:
        """The edition's article for the rule the 2017 Laws number ``law``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Redress:
    """The director's judgement as ruled: the judgement, its steps, the result to enter."""

    judgement: Judgement
    """What the laws make of it."""
    steps: tuple[Step, ...]
    """Its steps, after the reminder of 64C (or where that would stand)."""
    last: tuple[Step, ...] = ()
    """The result with the judgement, after the automatic one (77), where they differ."""


def judged(edition: Laws, facts: BoardFacts, rulings: Sequence[RevokeRuling],
           adjusted: int | None, *, repeat: bool = False) -> Redress | None:
    """The board's ``without_revoke`` ruled under ``edition``, or ``None`` without one.

    ``adjusted``: declarer's tricks after the automatic transfers (``None`` while play is
    not over); ``repeat``: an established revoke is excused by 64B2 (a repeat in one suit).
    """
    n, contract = facts.without_revoke, facts.contract
    if n is None or contract is None:
        return None
    data: dict[str, object] = {"tricks": n, "after": adjusted, "declarer": contract.declarer}
    established = [r for r in rulings if r.established and r.revoke.unrectified is None]
    unrectified = [r for r in rulings if r.revoke.unrectified is not None]
    if unrectified and not established and adjusted is not None:
        return _defenders_only(edition, facts, unrectified[0], n, adjusted)
    if not edition.has_equity or not established or adjusted is None:
        why = (Verdict.NO_64C if not edition.has_equity
               else Verdict.NONE_ESTABLISHED if not established else Verdict.NEEDS_END)
        verdict = Remark(why=why, article="" if why is Verdict.NO_64C else "64C", data=data)
        return Redress(judgement=Judgement(without_revoke=n, law="", applied=False, stands=True),
                       steps=(said.step(verdict),))
    both = len({r.offending_side for r in established}) == 2
    law = edition.equity_article(EquityCase.BOTH if both else EquityCase.REPEAT if repeat
                                 else EquityCase.SINGLE)
    if both:  # the result had neither side revoked, for both sides
        tricks = n
    else:  # at least the automatic result for the non-offending side
        nos_gain = 1 if established[0].offending_side != contract.declaring_side else -1
        tricks = n if (n - adjusted) * nos_gain > 0 else adjusted
    score = edition.score(contract, facts.vulnerability, tricks)
    data.update(score=score, adds=abs(n - adjusted))
    why = (Verdict.BOTH_SAME if tricks == adjusted else Verdict.BOTH) if both else (
        Verdict.STANDS if tricks == adjusted else Verdict.ADDS)
    steps = [said.step(Remark(why=why, article=law, data=data))]
    if edition.params.equity is Equity64C.PLAYERS:  # no director: the players' own figure
        steps.insert(0, said.step(Remark(why=Verdict.PLAYERS, article=law, data=data)))
    last: tuple[Step, ...] = ()
    if tricks != adjusted:
        side = contract.declaring_side
        last = (said.step(Remark(why=Verdict.BOARD_RESULT, article=law, data={
            "contract": contract, "declaring_side": side, "tricks": tricks, "score": score,
            "score_decl": for_side(score, side)})),)
    return Redress(judgement=Judgement(without_revoke=n, law=law, applied=True,
                                       stands=tricks == adjusted, declarer_tricks=tricks,
                                       score_ns=score),
                   steps=tuple(steps), last=last)


def _defenders_only(edition: Laws, facts: BoardFacts, rr: RevokeRuling, n: int,
                    played: int) -> Redress:
    """43B3: the judgement is for the defenders' score alone (a split score).  They gained
    by their revoke if declarer would have made more without it: their score becomes that
    of ``n`` tricks; the declaring side keeps its table score either way (the board's
    adjusted result, North-South's view, is the table's)."""
    contract = facts.contract
    assert contract is not None
    law = edition.article(rr.revoke.unrectified or "43B3")
    side, defenders = contract.declaring_side, rr.offending_side
    table = edition.score(contract, facts.vulnerability, played)
    gained = n > played
    score = edition.score(contract, facts.vulnerability, n) if gained else table
    data = {"tricks": n, "played": played, "defenders": defenders, "declaring_side": side,
            "score_def": for_side(score, defenders), "table_decl": for_side(table, side)}
    verdict = Remark(why=Verdict.DEFENDERS_GAIN if gained else Verdict.DEFENDERS_NO_GAIN,
                     article=law, data=data)
    return Redress(judgement=Judgement(without_revoke=n, law=law, applied=False, stands=True),
                   steps=(said.step(verdict),))
