"""The auction of a BBO LIN board (``mb|``): the calls, the contract and the declarer.

The calls are checked as an auction goes (Law 18: a bid must be higher; the auction ends
after three passes, four if nobody bid).  A double or a redouble that Law 19 does not allow
(a double of nothing, of one's own side, a redouble of no double) is an irregularity of the
auction, Law 36, and ruling it is the director's: it is read with a warning naming the
call, and the contract and the declarer follow from the bids, as if it had not been made.

>>> calls = ["p", "d", "1N", "p", "p", "p"]   # dealer North; East doubles nothing
>>> contract, spelled, notes = read_auction(calls, lambda n: 1 + n // 2, 0)
>>> str(contract), spelled, notes[0].data["number"], notes[0].data["call"]
('1NT', ('Pass', 'X', '1NT', 'Pass', 'Pass', 'Pass'), 2, 'X')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import Seat, Strain
from ..contract import Contract
from ..errors import InputError
from ..facts import Note

__all__ = ["read_auction"]

_DIGITS = frozenset("0123456789")
"""ASCII digits (``str.isdigit`` also takes ² and ①, which ``int`` refuses)."""
_STRAIN_INDEX = {"C": 0, "D": 1, "H": 2, "S": 3, "N": 4}
_STRAIN_TEXT = ("C", "D", "H", "S", "NT")
_STRAINS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP)
_CALL_CACHE: dict[str, tuple[int, int] | None] = {}  # mb| value -> (kind, bid), see _call


def _call(text: str) -> tuple[int, int] | None:
    """``(kind, bid)`` of an ``mb`` value: 0 pass, 1 bid (bid = level*5 + strain), 2 X, 3 XX."""
    if text in _CALL_CACHE:
        return _CALL_CACHE[text]
    s = text.strip().upper()
    s = s.split("!", 1)[0].strip()
    out: tuple[int, int] | None = None
    if s[:1] in _DIGITS:
        level = int(s[0])
        strain = _STRAIN_INDEX.get(s[1:2])
        if 1 <= level <= 7 and strain is not None:
            out = (1, level * 5 + strain)
    elif s[:2] == "XX" or s[:1] == "R":
        out = (3, 0)
    elif s[:1] in ("X", "D"):
        out = (2, 0)
    elif s[:1] == "P":
        out = (0, 0)
    if len(_CALL_CACHE) < 10_000:
        _CALL_CACHE[text] = out
    return out


def _call_text(kind: int, bid: int) -> str:
    if kind == 1:
        return f"{bid // 5}{_STRAIN_TEXT[bid % 5]}"
    return ("Pass", "", "X", "XX")[kind]


def read_auction(values: Sequence[str], line: Callable[[int], int], dealer: int
                 ) -> tuple[Contract | None, tuple[str, ...], tuple[Note, ...]]:
    """The contract (``None``: passed out, or no calls), the calls in PBN spelling, and a
    warning for each inadmissible double or redouble (Law 36), from the ``mb`` values
    (``line``: the line of the call at an index, counted when an error or a warning names
    it); raises :class:`InputError` naming the call for one that cannot be
    read, a bid not higher than the last, or a call after the auction ended."""
    if not values:
        return None, (), ()
    seat, last_bid, last_bidder, doubled, passes, ended = dealer, -1, -1, 0, 0, False
    first_bidder: dict[tuple[int, int], int] = {}
    out: list[str] = []
    notes: list[Note] = []
    for number, value in enumerate(values, 1):
        call = _call(value)
        if call is None:
            raise InputError("lin_call", line=line(number - 1), number=number,
                             text=value.strip())
        kind, bid = call
        if ended:
            raise InputError("lin_call_after_end", line=line(number - 1), number=number,
                             call=_call_text(kind, bid), seat=Seat(seat))
        if kind == 0:
            passes += 1
            ended = passes == (4 if last_bid < 0 else 3)
        elif kind == 1:
            if bid <= last_bid:
                raise InputError("lin_insufficient_bid", line=line(number - 1), number=number,
                                 call=_call_text(1, bid), seat=Seat(seat),
                                 last=_call_text(1, last_bid))
            last_bid, last_bidder, doubled, passes = bid, seat, 0, 0
            first_bidder.setdefault((seat & 1, bid % 5), seat)
        else:
            opponents = last_bid >= 0 and (last_bidder & 1) != (seat & 1)
            allowed = (opponents and not doubled) if kind == 2 else (
                not opponents and last_bid >= 0 and doubled == 1)
            if allowed:
                doubled = kind - 1
            else:  # Law 36: for the director; the contract as the bids make it
                notes.append(Note(code="note_lin_inadmissible_call", data={
                    "number": number, "call": _call_text(kind, bid), "seat": Seat(seat),
                    "line": line(number - 1)}))
            passes = 0
        out.append(_call_text(kind, bid))
        seat = (seat + 1) & 3
    if last_bid < 0:
        return None, tuple(out), tuple(notes)
    strain = last_bid % 5
    contract = Contract(level=last_bid // 5, strain=_STRAINS[strain], doubled=doubled,
                        declarer=Seat(first_bidder[(last_bidder & 1, strain)]))
    return contract, tuple(out), tuple(notes)
