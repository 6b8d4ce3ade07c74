"""The auction of a BBO LIN board (``mb|``): the calls, the contract and the declarer.

Each ``mb`` value is read as a call (``p``, ``d``, ``r``, ``1N``, ``2S!`` …, alert marks and
text after the call left out) and checked as :func:`~verzaking.io.auction.run_auction` checks an
auction: a double of nothing is read with a warning (Law 36 is the director's), a bid not
higher than the last or a call after the auction ended is refused with its line.

>>> contract, spelled, notes, ended = read_auction(["p", "d", "1N", "p", "p", "p"], lambda n: 1, 0)
>>> str(contract), spelled, notes[0].data["number"], notes[0].data["call"]
('1NT', ('Pass', 'X', '1NT', 'Pass', 'Pass', 'Pass'), 2, 'X')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..contract import Contract
from ..errors import InputError
from ..facts import Note
from .auction import BID, DOUBLE, PASS, REDOUBLE, run_auction

__all__ = ["read_auction"]

_DIGITS = frozenset("0123456789")
"""ASCII digits (``str.isdigit`` also takes ² and ①, which ``int`` refuses)."""
_STRAIN_INDEX = {"C": 0, "D": 1, "H": 2, "S": 3, "N": 4}
_CALL_CACHE: dict[str, tuple[int, int] | None] = {}  # mb| value -> (kind, bid), see _call


def _call(text: str) -> tuple[int, int] | None:
    """``(kind, bid)`` of an ``mb`` value (see :mod:`verzaking.io.auction`), ``None`` if it is
    not a call."""
    if text in _CALL_CACHE:
        return _CALL_CACHE[text]
    s = text.strip().upper()
    s = s.split("!", 1)[0].strip()
    out: tuple[int, int] | None = None
    if s[:1] in _DIGITS:
        level = int(s[0])
        strain = _STRAIN_INDEX.get(s[1:2])
        if 1 <= level <= 7 and strain is not None:
            out = (BID, level * 5 + strain)
    elif s[:2] == "XX" or s[:1] == "R":
        out = (REDOUBLE, 0)
    elif s[:1] in ("X", "D"):
        out = (DOUBLE, 0)
    elif s[:1] == "P":
        out = (PASS, 0)
    if len(_CALL_CACHE) < 10_000:
        _CALL_CACHE[text] = out
    return out


def read_auction(values: Sequence[str], line: Callable[[int], int], dealer: int
                 ) -> tuple[Contract | None, tuple[str, ...], tuple[Note, ...], bool]:
    """The contract (``None``: passed out, or no calls), the calls in PBN spelling, a
    warning for each inadmissible double or redouble, and whether the auction ended, from
    the ``mb`` values (``line``: the line of call number n, counted when an error or a
    warning names it); raises
    :class:`InputError` naming the call for one that cannot be read, a bid not higher than
    the last, or a call after the auction ended."""
    if not values:
        return None, (), (), False
    items = []
    for number, value in enumerate(values, 1):
        call = _call(value)
        if call is None:
            raise InputError("lin_call", line=line(number), number=number, text=value.strip())
        items.append(call)
    made = run_auction(items, dealer=dealer, prefix="lin", line=lambda at: line(at + 1))
    return made.contract, made.calls, made.notes, made.ended
