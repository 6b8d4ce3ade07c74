"""A defender's revoke that dummy, with his rights forfeited, pointed out first (43B3).

There is no rectification: the revoke was not corrected, no trick is transferred (64A is
a rectification), and the declaring side, whose dummy broke the law, gets no 64C
adjustment either: it keeps the score made at the table.  If the defenders gained by
their revoke, the director takes that gain away from their score alone (a split score).
The table marked the revoke (:mod:`verzaking.table.dummy`); this module says it in the
ruling and in "what now?".  It is not a 64B exemption: the revoke may well be established
(63A1), and then counts as such for another revoke's 64B2 or 64B7.
"""

from __future__ import annotations

from ..ruling import RevokeRuling
from ..steps import Step
from ..table import Revoke

__all__ = ["unrectified_next", "unrectified_ruling"]


def _data(r: Revoke) -> dict[str, object]:
    return {"seat": r.seat, "trick": r.trick, "side": r.seat.side, "other": r.seat.side.other}


def unrectified_ruling(r: Revoke, head: list[Step], *, establishment: str, law: str
                       ) -> RevokeRuling:
    """The ruling on such a revoke: its steps so far, then 43B3 (``law``: the edition's
    article, which is also its ``rule``); nothing transferred.  ``establishment``: the
    article of its establishment (63A1 where the defenders played on)."""
    steps = [*head, Step(code="43B3.defenders_score", law=law, data=_data(r))]
    return RevokeRuling(revoke=r, offending_side=r.seat.side,
                        established=r.established_by is not None,
                        establishment=establishment, rule=law, tricks_transferred=0,
                        steps=tuple(steps), shown_in_table=r.stands)


def unrectified_next(r: Revoke, law: str) -> Step:
    """"What now?" after play for such a revoke: no transfer, the table score for the
    declaring side and the defenders' gain taken from theirs (:mod:`~.whatnow`)."""
    return Step(code="next.unrectified", law=law, data=_data(r))
