"""The ``Play`` section of a PBN game read into tricks by seat (no law, no replay).

PBN 2.1, 3.6 writes one trick a line: four cards in fixed columns starting with the
opening leader, ``-`` for a card not known or not played, ``+`` in the place of the card to
be played next (not played either), ``*`` for the end of the play.  Real files also run the
cards on over lines, and annotate them (``$n``, ``=n=``, ``!``, ``?``, ``^R``).  What cannot
be told apart from a mistake is refused with its line, never guessed: a line short of a card
before the next trick, and a line of more than four cards whose cards after the fourth
begin a trick that the lines after it do not go on with (a fifth card written by mistake).

>>> rows, marks, lines, plain = play_rows([(9, "HJ H8 H7 H2"), (10, "HA - - -"), (11, "*")], 3)
>>> rows, lines, plain
([(32, 31, 26, 35), (-1, -1, -1, 38)], [9, 10], False)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import _CARD_TEXT
from ..errors import PlayError

__all__ = ["PLAY_TOKENS", "play_rows"]

PLAY_TOKENS: dict[str, int] = {"-": -1, "+": -1,  # PBN 2.1, 3.6: "+" is the card to play next
                               **{k: int(v) for k, v in _CARD_TEXT.items()}}
"""A ``Play`` token as written to its card number (``-1``: a card not known or not played)."""

Rows = tuple[list[tuple[int, ...]], frozenset[tuple[int, int]], list[int], bool]
"""What :func:`play_rows` gives: the rows by seat, the ``^R`` marks, each trick's line, and
whether every row was four plain cards in their columns' hands."""


def play_rows(section: Sequence[tuple[int, str]], leader: int,
              masks: tuple[int, int, int, int] = (-1, -1, -1, -1)) -> Rows:
    """Cards by seat per trick (``-1`` unknown), ``^R`` marks, each trick's line, and whether
    every row is four plain cards each dealt to its column's seat (by ``masks``).

    Each trick begins a line, or follows a whole trick on its line.  A trick may go on
    over the next lines (much annotation, or text that runs on: a line of six cards, the
    next trick begun mid-line and ended on the next line, is read as written).  Refused
    with its line: a line that begins a trick and holds fewer than four cards, all of that
    trick, when the line that ends the trick begins the next (three cards, then four); and
    a line of more than four cards whose cards after the last whole trick begin one that
    the play then ends without, or that a line of four cards goes on with (five cards,
    then ``*``, or then four).  The last trick may be cut short (``*``, or the section
    ends, or only ``-`` follow): its missing cards are not known.  A revoke mark is read
    glued after its card (``S6^R``) or as PBN 3.9 writes it, a token before the card it
    marks (``^R S6``, ``^RS6``); another mark (``^L``) is refused.
    """
    north, east, south, west = masks
    plain = True
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    rest = _Lines(rows, row_lines, leader)  # the lines that are not one plain trick
    fast = PLAY_TOKENS
    i0, i1, i2, i3 = ((s - leader) & 3 for s in range(4))  # column of each seat
    for at, (lineno, line) in enumerate(section):
        toks = line.split()
        if not rest.row and not rest.pending and len(toks) == 4:  # the common line: a trick
            a, b, c, d = fast.get(toks[0]), fast.get(toks[1]), fast.get(toks[2]), fast.get(toks[3])
            if a is not None and b is not None and c is not None and d is not None:
                got = (a, b, c, d)
                seated = (got[i0], got[i1], got[i2], got[i3])
                rows.append(seated)
                row_lines.append(lineno)
                if plain:
                    n_, e_, s_, w_ = seated
                    plain = bool(n_ >= 0 and e_ >= 0 and s_ >= 0 and w_ >= 0  # "-" is -1
                                 and north >> n_ & 1 and east >> e_ & 1 and south >> s_ & 1
                                 and west >> w_ & 1)
                continue
        if rest.read(toks, lineno, line, section[at + 1:]):
            break
    return rows, rest.end(), row_lines, plain and not rest.turned


class _Lines:
    """The lines of a ``Play`` section other than one plain trick, read card by card: the
    trick open over lines, the marks, and the short and long lines waiting to be judged."""

    __slots__ = ("cols", "ended", "leader", "line", "long", "marks", "pending", "row",
                 "row_line", "row_lines", "rows", "short", "short_at", "turned",
                 "unknown_after")

    def __init__(self, rows: list[tuple[int, ...]], row_lines: list[int], leader: int) -> None:
        self.rows, self.row_lines, self.leader = rows, row_lines, leader
        self.cols = tuple((s - leader) & 3 for s in range(4))  # column of each seat
        self.marks: set[tuple[int, int]] = set()
        self.row: list[int] = []
        self.row_line = self.line = 0
        self.short = 0  # the cards of the line that began the open trick, if only its
        self.short_at = (0, 0, 0)  # that line, its trick and its cards, once the trick ended
        self.long: tuple[int, int, int, int, str] | None = None
        """A line of more than four cards whose cards after its last whole trick began the
        trick still open: its line, that trick, its cards, those after, its text."""
        self.pending = False  # "^R" read, its card not yet
        self.unknown_after = False  # only "-" read after a short row's trick ended
        self.turned = False  # a row was completed here: not one plain trick a line
        self.ended = False  # the trick carried from the line before ended on this line

    def read(self, toks: list[str], lineno: int, text: str,
             after: Sequence[tuple[int, str]]) -> bool:
        """One line's tokens; whether it ends the play (``*``)."""
        self.line = lineno
        carried, self.ended, count = bool(self.row), False, 0  # a trick goes on from before
        done = False
        for k, tok in enumerate(toks):
            card = PLAY_TOKENS.get(tok)  # a card, or "-" or "+" (-1)
            if card is None:
                if tok == "*":
                    done = True
                    _nothing_after_end(toks[k + 1:], lineno, after)
                    break
                card = self._annotated(tok, lineno)
                if card is None:
                    continue
            self._card(card, lineno, carried)
            count += 1
        row = self.row
        if row and self.row_line == lineno:  # the open trick began on this line: at its start?
            self.short = count if count == len(row) else 0
        self._long(count, lineno, text)
        return done

    def _annotated(self, tok: str, lineno: int) -> int | None:
        """A token that is not plainly a card: a NAG or note (``None``), a mark, a card with
        PBN's suffixes."""
        if tok[0] in "$=":
            return None
        trick = len(self.rows) + 1
        if tok[0] == "^":  # PBN 3.2, 3.9: "^R", two characters, precedes its card
            self.pending = self.pending or _revoke_mark(tok, lineno, trick)
            tok = tok[2:]
            if not tok:
                return None
            card = PLAY_TOKENS.get(tok)
            if card is not None:
                return card
        card, mark = _annotated_card(tok, lineno, trick)
        self.pending = self.pending or mark
        return card

    def _card(self, card: int, lineno: int, carried: bool) -> None:
        """One card (or ``-``) into the open trick."""
        rows, row = self.rows, self.row
        if self.pending:
            if card < 0:  # "^R -": a revoke marked on a card not known
                raise PlayError("pbn_play_mark_no_card", line=lineno, trick=len(rows) + 1)
            self.marks.add((len(rows) + 1, (self.leader + len(row)) & 3))
            self.pending = False
        if (self.ended and self.short) or (self.unknown_after and card >= 0):
            # a short row's trick ended on a line that begins the next: refused, unless
            # nothing but cards not known ("-") follow to the end of the play
            if card >= 0:
                line, trick, count = self.short_at
                raise PlayError("pbn_play_short_row", line=line, trick=trick, count=count)
            self.unknown_after = True
        if not row:
            self.row_line = lineno
        row.append(card)
        if len(row) == 4:
            i0, i1, i2, i3 = self.cols
            rows.append((row[i0], row[i1], row[i2], row[i3]))
            self.row_lines.append(self.row_line)
            self.row = []
            self.turned = True
            if carried and not self.ended:
                self.ended, self.short_at = True, (self.row_line, len(rows), self.short)

    def _long(self, count: int, lineno: int, text: str) -> None:
        """After a line of ``count`` cards: judge the long line before it, if any (a line of
        four cards going on with the trick its cards after the fourth began), and keep this
        one if it is long (more than four cards, and a trick begun after the fourth)."""
        if self.long is not None and count:
            if count == 4:
                self._refuse_long()
            if len(self.rows) >= self.long[1]:  # its trick ended: read as text that runs on
                self.long = None
        row = self.row
        if row and self.row_line == lineno and count > 4 and count > len(row):
            self.long = (lineno, len(self.rows) + 1, count, len(row), text.strip())

    def _refuse_long(self) -> None:
        assert self.long is not None
        line, trick, count, extra, text = self.long
        raise PlayError("pbn_play_long_row", line=line, trick=trick, count=count, extra=extra,
                        text=text)

    def end(self) -> frozenset[tuple[int, int]]:
        """The play ends: the trick left open is cut short (its missing cards not known),
        unless the cards after the fourth of a long line began it; the marks."""
        if self.pending:  # "^R" with no card after it
            raise PlayError("pbn_play_mark_no_card", line=self.line, trick=len(self.rows) + 1)
        row = self.row
        if row:
            if self.long is not None and self.long[1] == len(self.rows) + 1:
                self._refuse_long()
            self.turned = True
            row += [-1] * (4 - len(row))
            self.rows.append(tuple(row[(s - self.leader) & 3] for s in range(4)))
            self.row_lines.append(self.row_line)
        return frozenset(self.marks)


def _nothing_after_end(rest: list[str], lineno: int,
                       lines: Sequence[tuple[int, str]]) -> None:
    """``*`` ends the play: a card after it (on its line or the next) is refused, not
    silently left out (it may be the revoke the director is asked about).  Notes, NAGs
    and stray control characters (an old end-of-file mark) may follow."""
    for where, toks in ((lineno, rest), *((n, line.split()) for n, line in lines)):
        for tok in toks:
            if tok[0].isalnum() or tok[0] in "^-+♠♥♦♣":  # a card, "-", "+", a mark
                raise PlayError("pbn_play_after_end", line=where, text=tok[:20])


def _revoke_mark(tok: str, lineno: int, trick: int) -> bool:
    """Whether an irregularity token (PBN 3.9: ``^`` and one letter) is the revoke mark
    ``^R``; the others (``^L``, a lead out of turn, changes who led) are refused."""
    if tok[1:2].upper() != "R":
        raise PlayError("pbn_play_mark", line=lineno, trick=trick, text=tok[:2])
    return True


def _annotated_card(tok: str, lineno: int, trick: int) -> tuple[int, bool]:
    """A card with PBN's suffixes (``!``, ``?``, ``^R`` for a revoke mark): the card and
    whether it is marked."""
    mark, written = False, tok
    if "^" in tok:
        tok, *marks = tok.split("^")
        mark = all(_revoke_mark("^" + m, lineno, trick) for m in marks)  # ^R only, each
    tok = tok.rstrip("!?")
    card = _CARD_TEXT.get(tok)
    if card is None:
        card = _CARD_TEXT.get(tok.upper())
        if card is None:  # named as written ("!" alone, not "")
            raise PlayError("pbn_play_token", line=lineno, trick=trick, text=tok or written)
    return card, mark
