"""Why a wrong count of transferred tricks is wrong: the classic mistake behind each.

A board question's key is the engine's ruling; each wrong option is explained by what
its count would take, worked from the same board: the transfer 64A would give without
the 64B item that excludes it, the second trick of 64A1, the 1997 extra trick of 64A2,
a trick won in dummy (the footnote to 64A), tricks won before the revoke.  The key's own
reason follows each of them, so none repeats it.

>>> Said("quiz.myth.won_some").code
'quiz.myth.won_some'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Seat
from ..laws import Edition
from ..points import SecondTrick
from ..ruling import RevokeRuling, Ruling
from ..table import Revoke
from .board import Board
from .model import Said

__all__ = ["automatic", "call_not_late", "dummy_won", "exempt_myth", "transfer_myth"]


def dummy_won(board: Board, rv: Revoke) -> bool:
    """Declarer revoked and dummy won the revoke trick (the footnote to 64A)."""
    trick = board.table.tricks[rv.trick - 1]
    return rv.seat == board.contract.declarer and trick.winner == board.contract.dummy


def automatic(edition: Edition, ruling: Ruling, r: RevokeRuling) -> int:
    """What 64A gives the revoke ``r`` where no 64B item applies (none where its side won no
    trick from the revoke trick on, 64B1)."""
    if edition.b1_no_trick(r.revoke, ruling.facts, []) is not None:
        return 0
    return edition.adjustment(r.revoke, ruling.facts).tricks


def call_not_late(story: Sequence[Said], rv: Revoke) -> Said | None:
    """The story says a player of the offending side called on the next board before
    attention was drawn: that is no reason for 64B4, which the key then says."""
    for s in story:
        seat = s.data.get("seat") if s.code == "quiz.sit.after_call" else None
        if isinstance(seat, Seat) and seat.side == rv.seat.side:
            return Said("quiz.tr.call_not_late", {"seat": seat})
    return None


def exempt_myth(chosen: int, auto: int, law: str) -> Said:
    """Why ``chosen`` tricks is wrong where the 64B item ``law`` excludes any transfer and 64A
    alone would give ``auto``: that is 64A's count; or 64A gives another; or nothing at all."""
    if chosen == auto:
        return Said("quiz.myth.exempt_would", {"count": chosen, "law": law})
    if auto:
        return Said("quiz.myth.exempt_other", {"count": chosen, "auto": auto, "law": law})
    return Said("quiz.myth.exempt", {"count": chosen, "law": law})


def transfer_myth(edition: Edition, ruling: Ruling, r: RevokeRuling, chosen: int,
                  board: Board) -> Said:
    """The mistake behind ``chosen`` tricks transferred where the ruling on ``r`` transfers
    another number."""
    key, rv = r.tricks_transferred, r.revoke
    if r.rule.startswith("64B"):  # an item of 64B excludes any transfer
        if r.rule == "64B1":
            return Said("quiz.myth.before")
        return exempt_myth(chosen, automatic(edition, ruling, r), r.rule)
    if chosen == 0:
        return Said("quiz.myth.won_some")
    if chosen > key:
        if r.rule == "64A2" and dummy_won(board, rv):
            return Said("quiz.myth.dummy_won")
        if r.rule == "64A2" and edition.params.second_trick is SecondTrick.EXTRA_TRICK:
            further = any(s.code == "64A2.1997_extra_no_further" for s in r.steps)
            return Said("quiz.myth.no_further" if further else "quiz.myth.no_extra",
                        {"seat": rv.seat})
        return Said("quiz.myth.always_two")
    if r.rule == "64A1":
        return Said("quiz.myth.a1_two")
    return Said("quiz.myth.extra_1997", {"seat": rv.seat})
