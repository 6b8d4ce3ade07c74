"""The ``Auction`` section of a PBN game (PBN 3.5): its calls, checked as an auction goes
(:func:`~verzaking.io.auction.run_auction`).

Read: calls in any case (``Pass``, ``X``, ``XX``, ``1C`` … ``7NT``; also ``P`` and ``1N``
as some programs write them), ``AP`` (the others pass), ``-`` in the first line for each
player before the dealer (when the tag names another seat), ``^I`` before an insufficient
bid the opponents accepted and ``^S`` for a player whose turn a call out of rotation took
(PBN 3.9), notes (``=1=``), NAGs (``$5``), suffixes (``!``, ``?!`` …), ``*`` (no more
calls) and ``+`` (the call to be made next).  Anything else is refused with its line, as
are a bid not higher than the last (not marked ``^I``) and a call after the auction ended.

The contract the calls make is not compared with ``Contract`` and ``Declarer``: those
decide the ruling, and real archives write auctions from another seat than the tag names
(about half of the auctions of a 2012 championship archive).

>>> made = read_pbn_auction([(12, "- Pass 1NT =1= Pass"), (13, "3NT AP")], 3)
>>> str(made.contract), made.contract.declarer.letter, made.ended, made.calls[:4]
('3NT', 'E', True, ('Pass', '1NT', 'Pass', '3NT'))
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from ..errors import InputError
from .auction import ACCEPTED, ALL_PASS, BID, DOUBLE, PASS, REDOUBLE, SKIP, Auction, run_auction

__all__ = ["read_pbn_auction"]

_STRAINS = {"C": 0, "D": 1, "H": 2, "S": 3, "N": 4, "NT": 4}
_CALLS: dict[str, tuple[int, int]] = {
    "PASS": (PASS, 0), "P": (PASS, 0), "X": (DOUBLE, 0), "XX": (REDOUBLE, 0),
    "AP": (ALL_PASS, 0), "^S": (SKIP, 0),
    **{f"{level}{name}": (BID, level * 5 + strain)
       for level in range(1, 8) for name, strain in _STRAINS.items()}}
"""A call token, in upper case, to its kind and bid."""
_WRITTEN = {**_CALLS, "Pass": (PASS, 0)}
"""The tokens as archives write them, found without a change of case."""

_PLAIN: dict[str, tuple[tuple[int, int], ...]] = {}
"""Lines of calls only, as archives write them (``Pass 1NT Pass 3NT``), read once: their
calls; an empty tuple for a line that needs reading token by token."""


def _plain_line(line: str) -> tuple[tuple[int, int], ...]:
    calls = [_WRITTEN.get(tok) for tok in line.split()]
    return () if None in calls else tuple(calls)  # type: ignore[arg-type]


def read_pbn_auction(lines: Sequence[tuple[int, str]], seat: int) -> Auction:
    """The calls of an ``Auction`` section whose first column is ``seat`` (the tag's value);
    raises :class:`InputError` with the line (see the module)."""
    items: list[tuple[int, int]] = []
    starts: list[int] = []  # the first item of each line
    dealer = seat  # "-" before the first call: the dealer is a later seat
    accepted = False  # "^I" read, its bid not yet
    stop = ""  # "*" or "+", once read
    written, plain = _WRITTEN, _PLAIN
    for lineno, line in lines:
        starts.append(len(items))
        known = plain.get(line)
        if known is None and len(plain) < 50_000:
            known = plain[line] = _plain_line(line)
        if known and not accepted and not stop:  # the common line: calls only
            items += known
            continue
        for tok in line.split():
            call = written.get(tok)
            if call is None:
                word = tok.upper().rstrip("!?")
                if not word or tok[0] in "$=":  # a suffix alone, a note, a NAG
                    continue
                if word in ("*", "+") or stop:
                    if stop:
                        raise InputError("pbn_auction_after_end", line=lineno, text=tok[:20],
                                         end=stop)
                    stop = word
                    continue
                if word == "-" and not items and not accepted:
                    dealer = (dealer + 1) & 3  # a player before the dealer in the first line
                    continue
                if word[:2] == "^I" and not accepted:
                    accepted, word = True, word[2:]
                    if not word:
                        continue
                call = _CALLS.get(word)
            if call is None or (accepted and call[0] != BID):
                raise InputError("pbn_auction_token", line=lineno, number=len(items) + 1,
                                 text=tok[:20])
            if stop:
                raise InputError("pbn_auction_after_end", line=lineno, text=tok[:20], end=stop)
            if accepted:
                call, accepted = (ACCEPTED, call[1]), False
            items.append(call)
    if accepted:  # "^I" and no bid after it
        raise InputError("pbn_auction_token", line=lines[-1][0], number=len(items) + 1,
                         text="^I")
    return run_auction(items, dealer=dealer, prefix="pbn",
                       line=lambda at: lines[bisect_right(starts, at) - 1][0])
