"""An auction as a hand record gives it, call by call: the contract and the declarer it ends in
(no law of the ruling: the readers of :mod:`verzaking.io` check the calls of a record).

A bid must be higher than the last (Law 18; one marked as an insufficient bid that the
opponents accepted, as PBN 3.9 writes it, stands as made); the auction ends after three
passes, four if nobody bid (Law 22).  A double or a redouble that Law 19 does not allow (a
double of nothing, of one's own side, a redouble of no double) is an irregularity of the
auction, Law 36, and ruling it is the director's: it is read with a warning naming the call,
and the contract and the declarer follow from the bids, as if it had not been made.

>>> made = run_auction([(PASS, 0), (DOUBLE, 0), (BID, 24), (PASS, 0), (PASS, 0), (PASS, 0)],
...                    dealer=0, prefix="lin", line=lambda at: 1)
>>> str(made.contract), made.contract.declarer.letter, made.calls, made.notes[0].data["call"]
('4NT', 'S', ('Pass', 'X', '4NT', 'Pass', 'Pass', 'Pass'), 'X')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..cards import Seat, Strain
from ..contract import Contract
from ..errors import InputError
from ..facts import Note

__all__ = ["ACCEPTED", "ALL_PASS", "BID", "DOUBLE", "PASS", "REDOUBLE", "SKIP", "Auction",
           "call_text", "run_auction"]

PASS, BID, DOUBLE, REDOUBLE = 0, 1, 2, 3
"""The kinds of call; a bid is ``level * 5 + strain`` (clubs 0 ... notrump 4)."""
SKIP, ACCEPTED, ALL_PASS = 4, 5, 6
"""What a record may also write: a turn without a call (PBN's ``^S``: a call out of rotation
took it), a bid marked as insufficient and accepted (PBN's ``^I``), the others pass (``AP``)."""
_STRAIN_TEXT = ("C", "D", "H", "S", "NT")
_STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
_BID_TEXT = tuple(f"{bid // 5}{_STRAIN_TEXT[bid % 5]}" if bid >= 5 else "" for bid in range(40))


def call_text(kind: int, bid: int) -> str:
    """A call as PBN spells it (``Pass``, ``1NT``, ``X``, ``XX``)."""
    if kind == BID or kind == ACCEPTED:
        return _BID_TEXT[bid]
    return ("Pass", "", "X", "XX", "", "", "AP")[kind]


class Auction(NamedTuple):
    """What the calls of a record make (a named tuple: one is made for every board read)."""

    items: Sequence[tuple[int, int]]
    """The calls as read (kind and bid, see :data:`PASS`)."""
    ended: bool
    """The auction ended (three passes after a bid, four without one)."""
    notes: tuple[Note, ...]
    """A warning for each inadmissible double or redouble (Law 36 is the director's)."""
    made: tuple[int, int, int]
    """The last bid, its doubling and its bidder (``-1`` for the bid: nobody bid)."""
    dealer: int
    """The seat of the first item (every item takes a turn: see :func:`run_auction`)."""

    @property
    def contract(self) -> Contract | None:
        """The contract the bids make (``None``: nobody bid): its declarer is the first of
        the side that made the last bid to name its strain."""
        bid, doubled, bidder = self.made
        if bid < 0:
            return None
        strain, dealer = bid % 5, self.dealer
        declarer = next((dealer + at) & 3 for at, (kind, b) in enumerate(self.items)
                        if (kind == BID or kind == ACCEPTED) and b % 5 == strain
                        and (dealer + at - bidder) & 1 == 0)
        return Contract(level=bid // 5, strain=_STRAINS[strain], doubled=doubled,
                        declarer=Seat(declarer))

    @property
    def calls(self) -> tuple[str, ...]:
        """The calls as PBN spells them (``AP`` written out as passes)."""
        out: list[str] = []
        passes, bid_made = 0, False
        for kind, bid in self.items:
            if kind == ALL_PASS:
                out += ["Pass"] * ((3 if bid_made else 4) - passes)
            elif kind != SKIP:
                passes = passes + 1 if kind == PASS else 0
                bid_made = bid_made or kind == BID or kind == ACCEPTED
                out.append(call_text(kind, bid))
        return tuple(out)


def run_auction(items: Sequence[tuple[int, int]], *, dealer: int, prefix: str,
                line: Callable[[int], int | None]) -> Auction:
    """The auction of ``items`` (kind and bid, see :data:`PASS`, :data:`SKIP`), the dealer
    calling first.  Raises :class:`InputError` (code ``prefix`` + ``_insufficient_bid`` or
    ``_call_after_end``) with the line of the item (``line``: of the item at an index).

    Every item but the last (``AP``) takes one turn, so the item at ``at`` is the call of
    seat ``dealer + at``: the loop counts neither seats nor calls (it runs for every board
    of an archive)."""
    last_bid, last_bidder, doubled, passes, ended = -1, -1, 0, 0, False
    notes: list[Note] = []
    for at, (kind, bid) in enumerate(items):
        if ended:
            raise InputError(prefix + "_call_after_end", line=line(at),
                             number=_number(items, at), call=call_text(kind, bid),
                             seat=Seat((dealer + at) & 3))
        if kind == PASS:
            passes += 1
            ended = passes == (3 if last_bid >= 0 else 4)
        elif kind == BID or kind == ACCEPTED:
            seat = (dealer + at) & 3
            if bid <= last_bid and kind == BID:
                raise InputError(prefix + "_insufficient_bid", line=line(at),
                                 number=_number(items, at), call=_BID_TEXT[bid],
                                 seat=Seat(seat), last=_BID_TEXT[last_bid])
            last_bid, last_bidder, doubled, passes = bid, seat, 0, 0
        elif kind == ALL_PASS:  # the players still to call pass
            passes, ended = (3 if last_bid >= 0 else 4), True
        elif kind != SKIP:  # a double or a redouble
            seat = (dealer + at) & 3
            opponents = last_bid >= 0 and (last_bidder & 1) != (seat & 1)
            if kind == DOUBLE and opponents and not doubled:
                doubled = 1
            elif kind == REDOUBLE and not opponents and doubled == 1:
                doubled = 2
            else:  # Law 36: the director's; the contract as the bids make it
                notes.append(Note(code="note_inadmissible_call", data={
                    "number": _number(items, at), "call": call_text(kind, bid),
                    "seat": Seat(seat), "line": line(at)}))
            passes = 0
    return Auction(items, ended, tuple(notes) if notes else (), (last_bid, doubled, last_bidder),
                   dealer)


def _number(items: Sequence[tuple[int, int]], at: int) -> int:
    """The call number (1-based) of the item at ``at``: the turns taken without a call
    (:data:`SKIP`) are not calls, ``AP`` stands for those still to call."""
    number = 0
    passes = bid = 0
    for kind, _ in items[:at]:
        if kind == ALL_PASS:
            number += (3 if bid else 4) - passes
        elif kind != SKIP:
            number += 1
            passes = passes + 1 if kind == PASS else 0
            bid = bid or kind in (BID, ACCEPTED)
    return number + 1
