"""Which table of a board a record is, as the file tells it, and choosing one by it.

A club's hand record (a PBN of a whole evening, a BBO vugraph file) holds the same
board once for every table that played it.  A record says which table it is only as
far as its file does: PBN by ``[Table]``, ``[Room]`` and the four players' names
(``[North]`` …), LIN by the room of a vugraph board (``qx|o12|`` open, ``qx|c12|``
closed) and the players (``pn|``).  :class:`TableOf` holds those facts;
:meth:`TableOf.matches` tells whether a table asked for (``7``, ``closed``, a name, or
several words together: ``7 closed``) is this one.  No law here.

>>> place = TableOf(number="12", table="7", room="Closed",
...                 players=("Eskes", "Paulissen", "Sprinkhuizen", "Nab"))
>>> place.matches("7"), place.matches("07"), place.matches("gesloten"), place.matches("nab")
(True, True, True, True)
>>> place.matches("8"), place.matches("7 open"), place.matches("Jansen")
(False, False, False)

A board number asked for in a vugraph file is the board of both rooms:

>>> lin_number("o12"), lin_number("c3"), lin_number("12"), lin_number("cx")
('12', '3', None, None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .boardnumber import same_board
from .readboard import ReadBoard

__all__ = ["PLAYER_TAGS", "TableOf", "lin_number", "shown_name", "table_of"]

PLAYER_TAGS = ("North", "East", "South", "West")
"""The tags of the four players' names, in seat order (PBN's, and LIN's ``pn`` as read)."""
_ROOMS = {"o": "open", "open": "open", "opened": "open", "c": "closed", "closed": "closed",
          "gesloten": "closed", "dicht": "closed"}
"""Room names as a file writes them or a director types them, to one word each."""
_NOISE = frozenset({"tafel", "table", "t", "zaal", "room", "·", "-", ",", "/"})
"""Words a director may type around the table asked for ("tafel 7"): not facts."""
_ACCOUNT = re.compile(r"#\d+$")
"""An online account number after a player's name (``Markus Knob#39415``)."""


def lin_number(label: str) -> str | None:
    """The board number of a vugraph board's label (``o12``, ``c12``: ``12``), else ``None``."""
    room, digits = label[:1], label[1:]
    if room.lower() in ("o", "c") and digits.isascii() and digits.isdigit():
        return digits
    return None


def shown_name(name: str) -> str:
    """A player's name as a list shows it: without an online account number after it."""
    return _ACCOUNT.sub("", name.strip()).strip() or name.strip()


def _room(value: str) -> str:
    return _ROOMS.get(value.strip().lower(), value.strip().lower())


@dataclass(frozen=True, slots=True, kw_only=True)
class TableOf:
    """One record's board and table, as far as its file tells them."""

    number: str
    """The board's number as a director asks for it (``12`` for a vugraph's ``o12``)."""
    table: str = ""
    """The table's number or name (PBN ``[Table]``), ``""`` when the file gives none."""
    room: str = ""
    """The room as the file writes it (PBN ``[Room]``), or ``open``/``closed`` (LIN ``qx``)."""
    players: tuple[str, str, str, str] = ("", "", "", "")
    """The players' names, North, East, South, West (``""`` where not given)."""

    @property
    def known(self) -> bool:
        """The file tells something of the table: its number, its room or a player."""
        return bool(self.table or self.room or any(self.players))

    @property
    def room_key(self) -> str:
        """The room as one word (``open``, ``closed``, else as written, in lower case)."""
        return _room(self.room) if self.room else ""

    def pair(self, first: int) -> str:
        """The names of a pair (``first``: 0 North-South, 1 East-West), ``""`` if none."""
        names = [shown_name(self.players[first]), shown_name(self.players[first + 2])]
        return " – ".join(n for n in names if n)

    def matches(self, asked: str) -> bool:
        """Whether ``asked`` names this table: every word of it is the table's number, its
        room, or part of a player's name (a number is only ever a table's number)."""
        words = [w for w in asked.replace(",", " ").split() if w.lower() not in _NOISE]
        return bool(words) and all(self._word(w) for w in words)

    def _word(self, word: str) -> bool:
        if word.isascii() and word.isdigit():
            return bool(self.table) and same_board(self.table, word)
        if self.table and self.table.strip().lower() == word.lower():
            return True  # a table named, not numbered
        if self.room and _room(word) == self.room_key:
            return True
        folded = word.casefold()
        return any(folded in name.casefold() for name in self.players if name)


def table_of(item: ReadBoard) -> TableOf:
    """The board and table of a record, from its tags (a board that could not be read
    has none but its number)."""
    facts = item.facts if item.facts is not None else item.partial
    tags = facts.tags if facts is not None else {}
    number = item.board
    room = tags.get("Room", "").strip()
    if item.kind == "lin":
        from_label = lin_number(tags.get("qx", "") or item.board)
        if from_label is not None:
            number = from_label
            room = room or ("open" if (tags.get("qx") or item.board)[:1] in "oO" else "closed")
    players = tuple(tags.get(tag, "").strip() for tag in PLAYER_TAGS)
    return TableOf(number=number, table=tags.get("Table", "").strip(), room=room,
                   players=(players[0], players[1], players[2], players[3]))
