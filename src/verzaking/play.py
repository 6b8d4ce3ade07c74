"""Replaying the play of a board (Law 44) and finding every revoke in it (Law 61A).

A thin layer over the :class:`~verzaking.table.Table`: the cards are played on
it one by one.  Replay accepts any card the player holds, so a failure to
follow suit is not an error but a revoke in the result.  Only a record that
cannot have happened raises :class:`~verzaking.errors.PlayError`: a card the
player does not hold, a card played twice, a card missing in the middle.

>>> from verzaking.cards import Deal, Seat
>>> from verzaking.contract import Contract
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> play = replay(deal, Contract.parse("1NT", declarer="S"), [["HA", "HT", "CA", "H2"]])
>>> play.tricks[0].winner, play.revokes[0].seat, play.revokes[0].held
(<Seat.WEST: 3>, <Seat.EAST: 1>, (Card('H7'), Card('H6'), Card('H5')))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card, Deal, parse_card
from .contract import Contract
from .errors import PlayError
from .facts import Play, _play_view
from .table import PlayRecord, Revoke, Table, Trick, trick_winner

__all__ = ["Play", "Revoke", "Trick", "feed_rows", "replay", "trick_winner"]


def replay(
    deal: Deal,
    contract: Contract,
    tricks: Iterable[Sequence[str | Card | None]],
    *,
    by_seat: bool = False,
) -> Play:
    """Replay ``tricks`` (each in the order played, or indexed N/E/S/W if ``by_seat``).

    Cards may be strings (``"SA"``) or :class:`Card`; ``None`` or ``"-"`` is a
    card not known.  Raises :class:`PlayError` for a record that cannot have
    happened.
    """
    rows: list[list[int]] = []
    for row in tricks:
        ints = []
        for item in row:
            if item is None or item == "-":
                ints.append(-1)
            elif isinstance(item, Card):
                ints.append(int(item))
            else:
                card = parse_card(str(item))
                if card is None:
                    raise PlayError("not_a_card", trick=len(rows) + 1, text=str(item))
                ints.append(int(card))
        rows.append(ints)
    table = Table(contract=contract, deal=deal)
    feed_rows(table, rows, by_seat=by_seat)
    return _play_view(table)


def feed_rows(table: Table, rows: Sequence[Sequence[int]], *, by_seat: bool,
              marks: frozenset[tuple[int, int]] = frozenset()) -> None:
    """Play a hand record's tricks on ``table`` (see :class:`~verzaking.table.PlayRecord`):
    card numbers, ``-1`` for a card not known.  Raises :class:`PlayError` naming the trick."""
    table.apply(PlayRecord(rows=tuple(r if isinstance(r, tuple) else tuple(r) for r in rows),
                           by_seat=by_seat, marks=marks))
