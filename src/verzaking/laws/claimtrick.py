"""64A for a revoke on the trick still being played when play ended in a claim.

A claim made during a trick (the offender revokes, then he or his partner claims before
the trick is complete) establishes the revoke (63A3), but who wins that trick is decided
by the claim line, which the case does not give.  It decides between 64A1 (the offender
won the revoke trick: it goes over with one later trick of his side) and 64A2 (one trick):

- his card can no longer win the trick (a higher card of the suit led, or a trump, has
  been played, or his card is neither of the suit led nor a trump): 64A2, whoever takes
  the trick;
- his side gets fewer than two tricks of the claim: one trick either way (64A1 would move
  the revoke trick alone);
- else it is not known: the ruling takes it that he did not win it (64A2, one trick), says
  so, and "what now?" asks who wins it, and how to enter it (the trick's other cards, as
  the claim line has them, before the claim).
"""

from __future__ import annotations

from ..cards import Seat
from ..decisions import Aside, Cost, Remark, Transferred
from ..facts import BoardFacts
from ..table import Revoke
from ..trick import ahead

__all__ = ["claim_trick_decision", "in_progress_at_claim"]


def in_progress_at_claim(revoke: Revoke, facts: BoardFacts) -> bool:
    """The revoke trick was still being played when play ended in the claim."""
    return (facts.claim is not None and facts.table is not None
            and revoke.trick == len(facts.tricks) + 1
            and not any(t.number == revoke.trick for t in facts.tricks))


def _can_still_win(revoke: Revoke, facts: BoardFacts) -> bool:
    """The offender's card wins the trick so far (later cards may still beat it, 44); also
    where a card played before it is not known."""
    table, contract = facts.table, facts.contract
    assert table is not None and contract is not None
    seats: list[Seat] = []
    played: list[int] = []
    for i in range(4):
        seat = Seat((table.leader + i) % 4)
        if seat not in table.cards:
            break
        card = table.cards[seat]
        if card is None:
            return True  # not known: it may be winning
        seats.append(seat)
        played.append(int(card))
    if not played:
        return False
    trump = contract.strain.trump
    at, _ = ahead(played, None if trump is None else int(trump))
    return seats[at] == revoke.seat


def claim_trick_decision(revoke: Revoke, facts: BoardFacts, data: dict[str, object]
                         ) -> Transferred:
    """64A for a revoke on the trick in progress at the claim (see the module): always one
    trick under 64A2 as the ruling takes it; why, and what to ask."""
    side = revoke.seat.side
    claimed = facts.claimed_tricks(side)
    data = {**data, "card": revoke.card, "claimed": claimed}
    if not _can_still_win(revoke, facts):
        return Transferred(why=Cost.CLAIM_TRICK_NOT_OFFENDER, tricks=1, data=data)
    if claimed < 2:
        return Transferred(why=Cost.CLAIM_TRICK_EITHER, tricks=1, data=data)
    data["alt"] = 2
    return Transferred(why=Cost.CLAIM_TRICK_ASSUMED, tricks=1, data=data,
                       asks=(Remark(why=Aside.ASK_CLAIM_TRICK_WINNER, article="64A1",
                                    data=data),))
