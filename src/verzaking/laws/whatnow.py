""""What now?" with the ruling known: the table's instructions, as the ruling changes them.

The table (:mod:`verzaking.table.whatnow`) ends play with one line: adjust the tricks
(Law 64 applies to some revoke) or enter the score.  With the ruling known:

- no tricks move (every revoke corrected, or each one excused by 64B): no tricks to
  adjust; equity is still checked (64C) where a revoke was established;
- a defender's revoke a forfeited dummy pointed out first (43B3,
  :mod:`~.unrectified`): no transfer and the table score for the declaring side, which
  replaces the table's line where no other revoke needs one;
- then what the decisions ask (a fact the case does not give);
- both sides' revokes ruled under 64C whole (1997, :meth:`~.result.Result.both_sides_by_64c`):
  the line after play and a fact that changes only a transfer (1997's second trick of 64A2)
  are moot; once play is over the director's result had neither side revoked
  (``without_revoke``) is asked, or, where the case gives it (``judged``), the score is
  entered.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import said
from ..decisions import Aside, Remark
from ..facts import BoardFacts
from ..ruling import RevokeRuling
from ..steps import Step
from .told import ADJUST, after_play
from .unrectified import unrectified_next

__all__ = ["what_now"]


def what_now(facts: BoardFacts, rulings: Sequence[RevokeRuling], asks: Sequence[Remark], *,
             score_article: str, unrectified_law: str, minute: bool, judged: bool,
             over: bool) -> tuple[Step, ...]:
    """The table's "what now?" after the last event (``facts.next_steps``), as the ruling
    changes it (see the module); ``minute``: both sides' revokes go to 64C whole."""
    steps = list(facts.next_steps)
    at = after_play(steps, score_article)
    if at is not None and steps[at] == ADJUST and not any(r.tricks_transferred for r in rulings):
        steps[at] = _no_transfer(rulings)
    mine = [r for r in rulings if r.revoke.unrectified is not None]
    if mine and at is not None:
        if not any(r.revoke.unrectified is None and r.established for r in rulings):
            del steps[at]
            at = None
        steps += [unrectified_next(r.revoke, unrectified_law) for r in mine]
    kept = [a for a in asks if not (minute and a.why is Aside.ASK_WON_LATER)]
    steps += [said.step(a) for a in kept]
    if not minute:
        return tuple(steps)
    dropped = len(kept) < len(asks) or at is not None
    if at is not None:
        del steps[at]
    if over and not judged:
        steps.append(Step(code="next.64c_both_sides", law="64C", data={}))
    elif over and dropped:  # in place of what was said after play
        steps.append(Step(code="next.score", law="77", data={}))
    return tuple(steps)


def _no_transfer(rulings: Sequence[RevokeRuling]) -> Step:
    """After play, no tricks to adjust: equity is still checked (64C) where a revoke was
    established, naming the items that excused it; else the score is entered."""
    laws = tuple(sorted({r.rule for r in rulings
                         if r.established and r.revoke.unrectified is None}))
    if laws:
        return Step(code="next.no_transfer", law="64C", data={"laws": laws})
    return Step(code="next.score", law="77", data={})
