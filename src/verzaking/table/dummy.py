"""Dummy drawing attention to a revoke (Law 43): what changes when he does.

- Dummy may not draw attention to an irregularity during play (43A1(b)); if he does,
  attention is drawn all the same and the revoke is dealt with as usual (he may get a
  procedural penalty, 43B1 and 90).  After play he may (42B3).
- Dummy who forfeited his rights (43A2: exchanged hands, watched declarer, looked at a
  defender's cards):
  - asks declarer first about declarer's own revoke: declarer corrects it, and the tricks
    are adjusted as if it had been established (43B2(b));
  - is the first to draw attention to a defender's revoke (by asking the defender, which
    61B2(b) forbids him anyway, or otherwise): there is no rectification (43B3).  The
    revoke is not corrected and nothing is transferred; play goes on as though it had not
    happened, and after play the director takes away only what the defenders gained by it,
    from their score alone.  The declaring side keeps its score from the table.  (The 1997
    article, 43B2(c), and its wording could not be confirmed from a source: the later rule
    is applied and the ruling says so.)
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import Seat
from .core import TableCore

__all__ = ["dummy_attention", "forfeited_asks_declarer", "forfeited_first"]


def forfeited_first(t: TableCore, seat: Seat, index: int) -> bool:
    """43B3: ``seat`` is dummy, his rights forfeited, and revoke ``index`` is a defender's
    that nobody has drawn attention to: it is left unrectified (the caller then neither
    corrects it nor draws attention to it).  Returns whether that applied."""
    rv = t.revokes[index]
    if not (t.dummy_forfeited and seat == t.contract.dummy and t.is_defender(rv.seat)
            and not rv.attention_drawn and rv.stands):
        return False
    t.update(index, replace(rv, attention_drawn=True, unrectified="43B3"))
    law = t.rules.article("43B3")
    t.step("43B3.no_rectification", law, seat=rv.seat, trick=rv.trick, dummy=seat,
           side=rv.seat.side, other=rv.seat.side.other)
    if t.rules.forfeited_dummy_unconfirmed:
        t.step("43B3.1997_unconfirmed", law)
    return True


def forfeited_asks_declarer(t: TableCore, seat: Seat, index: int) -> None:
    """43B2(b): ``seat`` is dummy, his rights forfeited, first to ask about declarer's
    revoke ``index`` not yet established: corrected, adjusted as if established."""
    rv = t.revokes[index]
    if (t.dummy_forfeited and seat == t.contract.dummy and rv.seat == t.contract.declarer
            and rv.is_open and rv.as_if is None):
        t.update(index, replace(rv, as_if="43B2b"))
        t.step("43B2b.first_to_ask", "43B2b", seat=rv.seat)


def dummy_attention(t: TableCore, seat: Seat | None, index: int) -> bool:
    """Attention drawn by ``seat`` (an ``attention`` event's ``by``) to revoke ``index``:
    the dummy rules above.  Returns whether the revoke is left unrectified (43B3)."""
    if seat is None or seat != t.contract.dummy:
        return False
    if forfeited_first(t, seat, index):
        return True
    if t.dummy_forfeited:
        forfeited_asks_declarer(t, seat, index)
    elif not (t.over or t.claim is not None or t.hands_returned):
        t.step("43A1b.dummy_attention", t.rules.article("43A1(b)"), dummy=seat)
    return False
