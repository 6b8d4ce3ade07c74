"""PBN ``Play`` rows written in another seat order than PBN's fixed columns, put back by who
was dealt each card (no law, no replay: the table refuses what no seat order explains).

>>> deal = (1 << 0, 1 << 1, 1 << 2, 1 << 3)  # each seat holds one card: N ♣2, E ♣3, S ♣4, W ♣5
>>> reseat_rows([(1, 2, 3, 0)], frozenset(), deal)[0]   # the row from East on
[(0, 1, 2, 3)]
"""

from __future__ import annotations

__all__ = ["by_holder", "reseat_rows"]


def reseat_rows(rows: list[tuple[int, ...]], marks: frozenset[tuple[int, int]],
                masks: tuple[int, int, int, int]
                ) -> tuple[list[tuple[int, ...]], frozenset[tuple[int, int]], list[int]]:
    """Rows whose cards are not in their columns' hands, read by who was dealt each card.

    Some programs write a trick clockwise but from another seat than PBN's fixed
    columns (often from the trick's leader).  Where the known cards of a row were
    dealt to four different seats (or as many as there are known cards), each goes
    to the seat that holds it; a card not known (``-``) follows the same turn of
    the row when the known cards show one.  A row that no seat order explains (two
    cards dealt to one seat, a card nobody holds) is left as it is: the replay then
    refuses it with its place.  Returns the rows, the marks and the tricks reseated.
    """
    out: list[tuple[int, ...]] = []
    new_marks = set(marks)
    moved: list[int] = []
    north, east, south, west = masks
    for number, row in enumerate(rows, 1):
        if len(row) == 4:
            a, b, c, d = row
            if ((a < 0 or north >> a & 1) and (b < 0 or east >> b & 1)
                    and (c < 0 or south >> c & 1) and (d < 0 or west >> d & 1)):
                out.append(row)  # every card in its column's hand: PBN as written
                continue
            if not marks and a >= 0 and b >= 0 and c >= 0 and d >= 0:  # the common row
                seated = by_holder(row, masks)
                if seated is None:
                    out.append(row)
                else:
                    out.append(seated)
                    moved.append(number)
                continue
        seats = [-2 if c < 0 else 0 if north >> c & 1 else 1 if east >> c & 1 else
                 2 if south >> c & 1 else 3 if west >> c & 1 else -1 for c in row]
        placed = _placed(seats) if -1 not in seats else None
        if placed is None:  # a card nobody holds, or two from one hand
            out.append(row)
            continue
        for col, seat in enumerate(placed):
            if (number, col) in marks:
                new_marks.discard((number, col))
                new_marks.add((number, seat))
        cards = [-1, -1, -1, -1]
        for col, seat in enumerate(placed):
            cards[seat] = row[col]
        out.append(tuple(cards))
        moved.append(number)
    return out, frozenset(new_marks), moved


def _placed(seats: list[int]) -> list[int] | None:
    """The seat of each column of a row, from the seats holding its known cards (``-2``: a
    card not known); ``None`` if two known cards come from one hand."""
    known = [(col, seat) for col, seat in enumerate(seats) if seat != -2]
    if len({seat for _, seat in known}) < len(known):
        return None
    if len(known) == 4:
        return seats
    turns = {(seat - col) & 3 for col, seat in known}
    where = {}
    for col in range(4):
        if seats[col] != -2:
            where[col] = seats[col]
        elif len(turns) == 1:
            where[col] = (col + next(iter(turns))) & 3
    free = [seat for seat in range(4) if seat not in where.values()]
    return [where[col] if col in where else free.pop(0)  # no single turn to place it by
            for col in range(len(seats))]


def by_holder(row: tuple[int, ...], masks: tuple[int, int, int, int]) -> tuple[int, ...] | None:
    """Four known cards put at the seats they were dealt to (:func:`reseat_rows`); ``None``
    if two were dealt to one seat."""
    north, east, south, west = masks
    out = [-1, -1, -1, -1]
    for c in row:
        seat = (0 if north >> c & 1 else 1 if east >> c & 1 else 2 if south >> c & 1 else
                3 if west >> c & 1 else -1)
        if seat < 0 or out[seat] >= 0:
            return None
        out[seat] = c
    return tuple(out)
