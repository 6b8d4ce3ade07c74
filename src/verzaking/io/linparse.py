"""Splitting BBO LIN text into boards: where each board's fields are (no law, no replay).

LIN is a flat list of ``key|value|`` pairs.  A vugraph file holds many boards,
each starting at ``qx|o1|`` (open room) or ``qx|c1|`` (closed room); a hand
record without ``qx`` starts a board at each ``md|``.  Line breaks are not
separators: a value broken over two lines is joined again, and a line that
ends without its ``|`` before the next key is still read.  A syntax error stays
with its board; :mod:`verzaking.io.lin` turns each :class:`LinRecord` into facts.

>>> records = parse_lin("qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|"
...                     "mb|1N|mb|p|mb|p|mb|p|pc|HA|mc|7|")
>>> [(r.board, len(r.calls), len(r.cards)) for r in records]
[('o1', 4, 1)]
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from itertools import accumulate

from ..errors import InputError, VerzakingError
from .boardnumber import shown

__all__ = ["KNOWN_KEYS", "LinRecord", "parse_lin"]

KNOWN_KEYS = frozenset({
    "qx", "md", "sv", "mb", "pc", "mc", "pn", "rs", "vg", "ah", "an", "pg", "nt", "st",
    "rh", "ob", "sk", "up", "bn",
})
"""Keys BBO writes.  Only some are read; the others are known so that a line ending
without its ``|`` can be recognised by the key that follows it."""


class _Parts:
    """The text split at ``|``, and part numbers to 1-based line numbers (counted on first use)."""

    __slots__ = ("_ends", "_newlines", "_text", "parts")

    def __init__(self, text: str) -> None:
        self._text = text
        self.parts = text.split("|")
        """The parts, values cleaned of line breaks where needed."""
        self._ends: list[int] | None = None
        self._newlines: list[int] = []

    def set(self, index: int, value: str) -> None:
        """Replace a part (the original text keeps the line numbers)."""
        if self._ends is None:
            self._count()
        self.parts[index] = value

    def _count(self) -> None:
        text = self._text
        self._ends = [end + i for i, end in enumerate(accumulate(map(len, self.parts)))]
        newlines = self._newlines
        pos = text.find("\n")
        while pos >= 0:
            newlines.append(pos)
            pos = text.find("\n", pos + 1)

    def line(self, index: int) -> int:
        """The line on which part ``index`` ends (for a key: the line of the key)."""
        if self._ends is None:
            self._count()
        assert self._ends is not None
        index = max(0, min(index, len(self._ends) - 1))
        return bisect_left(self._newlines, self._ends[index]) + 1


@dataclass(slots=True)
class LinRecord:
    """One board (one table) as read: where its LIN fields are in the split text."""

    src: _Parts
    """The split text the indices below point into."""
    ordinal: int
    """1-based position of the board in the file."""
    at: int
    """The part where the board starts."""
    label: str | None = None
    """The ``qx`` value (``o1``, ``c1``) or the name given by ``ah``."""
    md: int = -1
    """Part index of the ``md`` value (-1: none)."""
    sv: int = -1
    """Part index of the ``sv`` value (-1: none)."""
    ah: int = -1
    """Part index of the ``ah`` value (-1: none)."""
    calls: list[int] = field(default_factory=list)
    """Part indices of the ``mb`` values."""
    cards: list[int] = field(default_factory=list)
    """Part indices of the ``pc`` values, in order of play."""
    claim: int = -1
    """Part index of the ``mc`` value (-1: none; a second ``mc`` is an error)."""
    players: tuple[str, ...] = ()
    """``pn`` names as given (four, or eight for both rooms)."""
    error: VerzakingError | None = None
    """A syntax error inside the board, if any."""
    tags: dict[str, str] = field(default_factory=dict)
    """LIN fields kept as tags (``qx``, ``ah``, ``rs``, ``Event``; more added when read)."""

    @property
    def board(self) -> str:
        """The label, or ``#n`` (position in the file) without one."""
        return shown(self.label) if self.label else f"#{self.ordinal}"

    def value(self, index: int) -> str:
        """The text of a part, stripped."""
        return self.src.parts[index].strip()

    def line(self, index: int) -> int:
        """The line of the key before the value at ``index``."""
        return self.src.line(index - 1)


_PC, _MB, _QX, _MD, _SV, _AH, _MC, _PN, _VG, _RS = range(1, 11)
_KEY_CODES = {**dict.fromkeys(KNOWN_KEYS, 0),  # 0: known, not needed (pg, an, ob …)
              "pc": _PC, "mb": _MB, "qx": _QX, "md": _MD, "sv": _SV, "ah": _AH, "mc": _MC,
              "pn": _PN, "vg": _VG, "rs": _RS}


def parse_lin(text: str, *, source: str | None = None) -> list[LinRecord]:
    """Split LIN text into boards; syntax errors stay with their board."""
    src = _Parts(text)
    parts = src.parts
    reader = _Reader(src)
    n = len(parts)
    carry: str | None = None  # a key found at the end of a value (line without its "|")
    i = 0
    while i + 1 < n:
        k = parts[i] if carry is None else carry
        carry = None
        vi = i + 1
        i += 2
        value = parts[vi]
        if "\n" in value or "\r" in value:
            cut = value.rfind("\n")
            tail = value[cut + 1:].strip()
            if cut > 0 and tail.lower() in KNOWN_KEYS:
                carry, i, value = tail, vi, value[:cut]
            value = value.replace("\r", "").replace("\n", "")
            src.set(vi, value)
        code = _KEY_CODES.get(k)
        if code is None:
            key = k.replace("\r", "").replace("\n", "").strip().lower()
            code = _KEY_CODES.get(key)
            if code is None:
                if reader.unknown(key, vi, value) and carry is None:
                    i, carry = vi, value.strip()  # one part out of step: pair up again
                continue
        if code:
            reader.take(code, vi, value)
    if source:
        for r in reader.records:
            if r.error is not None:
                r.error.located(file=source)
    return reader.records


class _Reader:
    """What :func:`parse_lin` has read so far: the boards, and the fields that carry over."""

    def __init__(self, src: _Parts) -> None:
        self.src = src
        self.records: list[LinRecord] = []
        self.cur: LinRecord | None = None
        self.players: tuple[str, ...] = ()
        self.event: str | None = None
        self.first_board: int | None = None
        self.results: list[str] = []
        self.pending: dict[int, int] = {}  # sv|, ah| given before the board they belong to

    def new_record(self, at: int) -> LinRecord:
        rec = LinRecord(src=self.src, ordinal=len(self.records) + 1, at=at, players=self.players)
        if self.event is not None:
            rec.tags["Event"] = self.event
        self.records.append(rec)
        self.cur = rec
        return rec

    def unknown(self, key: str, vi: int, value: str) -> bool:
        """A key we do not know: skip it, or note a syntax error.  True: the value looks
        like a key, so the pairs are one part out of step."""
        if (len(key) == 2 and key.isalpha()) or (not key and not value.strip()):
            return False  # a key we do not need, or an empty pair
        cur = self.cur or self.new_record(vi - 1)
        if cur.error is None:
            cur.error = InputError("lin_syntax", line=self.src.line(vi - 1),
                                   text=(key + "|" + value)[:40])
        return value.strip().lower() in KNOWN_KEYS

    def take(self, code: int, vi: int, value: str) -> None:
        """A key the reader needs, with its value at part ``vi``."""
        cur = self.cur
        if code in (_PC, _MB):
            if cur is None:
                cur = self.new_record(vi - 1)
                cur.error = InputError("lin_no_board", line=self.src.line(vi - 1),
                                       key="pc" if code == _PC else "mb")
            (cur.cards if code == _PC else cur.calls).append(vi)
        elif code == _QX or (code == _MD and (cur is None or cur.md >= 0)):
            self.start(code, vi, value)
        elif code == _MD:
            assert cur is not None
            cur.md = vi
        elif code in (_SV, _AH):
            given = cur is not None and (cur.sv >= 0 if code == _SV else "ah" in cur.tags)
            if cur is None or cur.calls or cur.cards or given:
                self.pending[code] = vi  # for the board that starts next
            else:
                _set(cur, code, vi)
        elif code == _MC:
            if cur is not None and cur.claim >= 0:
                same = cur.value(cur.claim).strip() == value.strip()  # said again: read once
                if cur.error is None and not same:  # which claim is it? refuse, not guess
                    cur.error = InputError("lin_claim_twice", line=self.src.line(vi - 1),
                                           first=cur.value(cur.claim)[:12],
                                           second=value.strip()[:12],
                                           first_line=self.src.line(cur.claim - 1))
            elif cur is not None:
                cur.claim = vi
        else:
            self.context(code, value)

    def start(self, code: int, vi: int, value: str) -> None:
        """A new board: at ``qx`` (a vugraph table), or at ``md`` in a hand record."""
        cur = self.new_record(vi - 1)
        if code == _QX:
            label = value.split(",", 1)[0].strip()  # also "o1,BOARD 1"
            cur.label = label or None
            cur.tags["qx"] = label
            if self.results and label:
                entry = _result_entry(label, self.results, self.first_board)
                if entry is not None:
                    cur.tags["rs"] = entry
        else:
            cur.md = vi
        for kc, j in self.pending.items():
            _set(cur, kc, j)
        self.pending.clear()

    def context(self, code: int, value: str) -> None:
        """``pn``, ``vg``, ``rs``: fields that hold for the boards that follow."""
        if code == _PN:
            self.players = tuple(name.strip() for name in value.split(","))
            cur = self.cur
            if cur is not None and not cur.calls and not cur.cards:
                cur.players = self.players
        elif code == _VG:
            fields = value.split(",")
            self.event = fields[0].strip() or None
            first = fields[3].strip() if len(fields) > 3 else ""
            if first.isascii() and first.isdigit() and len(first) <= 6:
                self.first_board = int(first)
        elif code == _RS:
            self.results = value.split(",")


def _set(rec: LinRecord, code: int, index: int) -> None:
    """Give a board its ``sv`` or ``ah`` value."""
    if code == _SV:
        rec.sv = index
        return
    value = rec.value(index)
    rec.tags["ah"] = value
    rec.ah = index
    if not rec.label and value:
        rec.label = value[6:].strip() if value.lower().startswith("board ") else value


def _result_entry(label: str, results: list[str], first: int | None) -> str | None:
    """The ``rs`` entry of a vugraph board: open and closed room of each deal in turn."""
    room = label[:1].lower()
    number = label[1:]
    if (room not in ("o", "c") or not (number.isascii() and number.isdigit())
            or len(number) > 6 or first is None):
        return None
    index = 2 * (int(number) - first) + (room == "c")
    if 0 <= index < len(results):
        return results[index].strip() or None
    return None
