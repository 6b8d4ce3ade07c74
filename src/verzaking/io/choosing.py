"""Choosing boards of a file: by number (``01`` is board ``1``), as ``--board`` and
``?board=`` do, and by table (``--table``, ``?table=``) where a file holds a board for
several tables.

>>> from verzaking.io import read_text
>>> pbn = "".join(f'[Board "3"]\\n[Table "{t}"]\\n[North "Jansen{t}"]\\n[Contract "Pass"]\\n\\n'
...               for t in (1, 2))
>>> [b.facts.tags["Table"] for b in select(read_text(pbn, kind="pbn"), "3", table="2")]
['2']
>>> [b.error.code for b in select(read_text(pbn, kind="pbn"), "3", table="9")]
['board_table_not_found']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..errors import InputError
from .boardnumber import same_board
from .readboard import ReadBoard
from .tables import lin_number, table_of

__all__ = ["at_table", "iter_select", "not_found", "numbered_as", "select"]


def iter_select(boards: Iterable[ReadBoard], number: str | None, *, name: str | None = None,
                table: str | None = None) -> Iterator[ReadBoard]:
    """:func:`select` for boards given one at a time."""
    table = table.strip() or None if table is not None else None  # a field left empty
    if number is None and table is None:
        yield from boards
        return
    number = number.strip() if number is not None else None
    found, elsewhere = False, 0
    for b in boards:
        if b.error is not None and b.board == "?":  # the file, or its rest, could not be read
            found = True
            yield b
        elif number is None or numbered_as(b, number):
            if table is None or at_table(b, table):
                found = True
                yield b
            else:
                elsewhere += 1
    if not found:
        yield not_found(number, table, elsewhere, name)


def at_table(board: ReadBoard, table: str) -> bool:
    """``board`` is a record of table ``table`` (:meth:`~.tables.TableOf.matches`), or its
    file does not say which table it is (then the table asked for is only the log's)."""
    place = table_of(board)
    return not place.known or place.matches(table)


def not_found(number: str | None, table: str | None, elsewhere: int,
              name: str | None) -> ReadBoard:
    """The entry saying that the board (at the table) asked for is not in the file
    (``elsewhere``: the records of that board at other tables)."""
    number = number.strip() if number is not None else None
    if table is not None and (number is None or elsewhere):
        err = (InputError("table_not_found", file=name, table=table.strip()[:40])
               if number is None else
               InputError("board_table_not_found", file=name, number=number[:40],
                          table=table.strip()[:40], count=elsewhere))
        return ReadBoard(board=(number or "?")[:40], error=err)
    assert number is not None
    return ReadBoard(board=number[:40],
                     error=InputError("board_not_found", file=name, number=number[:40]))


def numbered_as(board: ReadBoard, number: str) -> bool:
    """``board`` is the one ``number`` asks for: its number (``01`` is ``1``; in a vugraph
    file ``12`` is ``o12`` and ``c12``, both rooms), or for a case without one its place
    ``#n``, as its errors name it."""
    if same_board(board.board, number) or (
            not board.shows_number and number == f"#{board.ordinal}"):
        return True
    if board.kind != "lin":
        return False
    of_room = lin_number(board.board)
    return of_room is not None and same_board(of_room, number)


def select(boards: list[ReadBoard], number: str | None, *, name: str | None = None,
           table: str | None = None) -> list[ReadBoard]:
    """The boards numbered ``number`` (all for ``None``), with those that could not be read
    at all; a number not in the file is one entry with that error.

    ``table`` keeps, of those, the records of that table (its number, its room, a player's
    name: :func:`at_table`); a record whose file does not say its table is kept."""
    if number is None and not (table or "").strip():
        return boards
    unread = [b for b in boards if b.error is not None and b.board == "?"]
    rest = list(iter_select((b for b in boards if not (b.error is not None and b.board == "?")),
                            number, name=name, table=table))
    if rest and rest[-1].error is not None and rest[-1].ordinal == 0 and unread:
        rest.pop()  # the file's own error says enough: nothing to look for in it
    return unread + rest
