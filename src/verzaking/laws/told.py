"""What the table or the reader already said, recognised as the very steps they give.

A board told as events comes with the table's own steps (its narrative, and "what now?");
the ruling leaves out what they said already and replaces the table's line after play
where the ruling knows more.  It recognises those steps by their whole value (code,
article and facts), rebuilt from what the table recorded, never by testing a code: this
module is the one place that knows how the table words them
(:mod:`verzaking.table.establishment`, :mod:`~verzaking.table.correction`,
:mod:`~verzaking.table.whatnow`; a reader's note, :mod:`verzaking.io.lin`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..facts import BoardFacts, Note
from ..ruling import RevokeRuling
from ..steps import Step
from ..table import How, Revoke

__all__ = ["ADJUST", "NO_AUCTION", "after_play", "late_note", "told_established"]

ADJUST = Step(code="next.adjust", law="64", data={})
"""The table's line after play where Law 64 applies to some revoke."""

NO_AUCTION = Note(code="note_lin_no_auction", data={})
"""The LIN reader's note: a record without an auction and without play."""


def after_play(steps: Sequence[Step], score_article: str) -> int | None:
    """Where the table's line after play stands in its "what now?" (adjust the tricks, or
    enter the score under ``score_article``), if it gave one."""
    score = Step(code="next.score", law=score_article, data={})
    return next((i for i, s in enumerate(steps) if s in (ADJUST, score)), None)


def told_established(facts: BoardFacts, r: Revoke) -> bool:
    """The table's narrative already said when and by what ``r`` became established: a
    card played or named for a later trick (63A1, 63A2), a claim (63A3), an agreement that
    establishes at once (63A3 before 2017)."""
    tr = r.establishment
    if tr is None:
        return False
    data = {"seat": r.seat, "trick": r.trick, "player": tr.player}
    match tr.how:
        case How.PLAY:
            said = Step(code="tl.established_play", law=tr.law, data={**data, "next": tr.trick})
        case How.DESIGNATION:
            said = Step(code="tl.established_designation", law=tr.law,
                        data={**data, "next": tr.trick})
        case How.CLAIM:
            said = Step(code="tl.established_claim", law=tr.law, data=data)
        case How.AGREEMENT:
            said = Step(code="tl.established_agreement", law=tr.law, data=data)
        case _:
            return False
    return said in facts.narrative


def late_note(rr: RevokeRuling) -> Step:
    """The table's note that attention came too late (64B4, 64B5) for the revoke of ``rr``,
    as it would be worded had the item that ruled it been that one."""
    return Step(code="tl.attention_late", law=rr.rule,
                data={"seat": rr.revoke.seat, "trick": rr.revoke.trick})
