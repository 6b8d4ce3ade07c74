r"""Splitting PBN text into games: tags, their lines, the sections (no law, no replay).

It reads tag pairs, the ``Auction`` and ``Play`` sections, comments (``%`` lines,
``{...}`` also over several lines, ``;`` to the end of a line), the ``#`` value
that repeats the previous board's tag, and second tables that leave out
``Board``/``Deal`` and take them from the board before.  Games are separated by
an empty line; where one is missing, a tag that begins a game or a table and that
the game already has (a second ``[Event]``, ``[Board]``, ``[Deal]``, ``[West]``,
``[Contract]``...) begins the next game, with a warning.  A
syntax error stays with its game; :mod:`verzaking.io.pbn` turns each
:class:`PbnGame` into facts.

>>> [g.tags["Event"] for g in parse_pbn('[Event "Club \\"De Ruiter\\""]\n[Board "1"]')]
['Club "De Ruiter"']
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field

from ..errors import InputError, VerzakingError
from ..facts import Note
from .boardnumber import shown
from .pbnplay import PLAY_TOKENS
from .textio import iter_lines

__all__ = ["PbnGame", "board_label", "iter_games", "parse_pbn", "reading_notes"]

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_ESCAPE = re.compile(r"\\(.)")
_PLAIN_LINE = re.compile(
    r'[ \t]*(?:\[([A-Za-z0-9_]+) "([^"\\]*)"\]|([^\s%\[{;](?:[^{;]*[^\s{;])?))?[ \t]*').fullmatch
"""A line without comments: one tag pair (no escapes), a section line, or empty; any other
line (comments, escapes, several tags, odd spaces) takes the general path."""
_SECTION_TAGS = frozenset({"Play", "Auction"})
_DEAL_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")
_EVENT_TAGS = ("Event", "Site", "Date", "Stage", "Scoring")
_TABLE_ORDER = {name: n for n, name in enumerate((
    "Event", "Site", "Date", "Stage", "Board", "West", "North", "East", "South", "Dealer",
    "Vulnerable", "Deal"))}
"""The tags that name the event, the board and the table, in PBN's order: a game begins with
them."""
_STARTS = frozenset({"Event", "Site", "Date", "Board", "West", "North", "East", "South", "Deal",
                     "Declarer", "Contract", "Result", "Auction", "Play"})
"""Tags that begin a game or a second table (which has no ``Board`` or ``Deal`` of its own), and
that one game holds once: a second in the same game begins the next game, the empty line
between them missing.  Any other tag given again keeps its first value (PBN 3.4), unless a
tag that begins a game follows: then it was the next game's (see :attr:`PbnGame.repeats`)."""


@dataclass(slots=True)
class PbnGame:
    """One game (board at one table) as read: tags, their lines, the sections."""

    tags: dict[str, str] = field(default_factory=dict)
    """Tag values, after ``#`` and second-table inheritance."""
    lines: dict[str, int] = field(default_factory=dict)
    """The line of each tag (1-based)."""
    sections: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    """``Play`` and ``Auction`` section lines with their numbers."""
    line: int = 0
    """The game's first line."""
    ordinal: int = 0
    """1-based position of the game in the file."""
    error: VerzakingError | None = None
    """A syntax error inside the game, if any."""
    inherited: bool = False
    """Board and deal were taken from the previous game."""
    ignored: list[tuple[int, str]] = field(default_factory=list)
    """Lines that are neither a tag, nor a section line, nor a comment (left out): their
    number and text."""
    joined: bool = False
    """No empty line came between the game before and this one: a tag that game already
    had began this one."""
    repeats: list[tuple[str, str, int]] = field(default_factory=list)
    """Tags given again with another value (name, value, line): the next game's, if a tag
    that begins a game follows, else ignored (PBN 3.4) or, for one the ruling reads, an
    error."""


def parse_pbn(text: str, *, source: str | None = None) -> list[PbnGame]:
    """Split PBN text into games; syntax errors stay with their game."""
    return list(iter_games(text, source=source))


def iter_games(text: str, *, source: str | None = None) -> Iterator[PbnGame]:
    """The games of PBN text one by one, as each ends (one pass over the lines).

    Long because it is one pass with its small state machine (see the tests of
    the architecture); the tag and comment details are in the functions below.
    """
    games = _Count()
    game = PbnGame()
    section: str | None = None
    in_comment = False
    comment_line = 0
    blank = False  # an empty line was seen: the game ends unless its section goes on
    prev: dict[str, str] = {}
    plain = _PLAIN_LINE
    for lineno, raw in enumerate(iter_lines(text), 1):
        line = raw
        m = None if in_comment else plain(line)
        if m is not None:  # the common lines, read as the general path below reads them
            name, value, body = m.groups()
            if name is None and body is None:  # an empty line
                if game.tags:
                    blank = True
                continue
            if blank:
                blank = False
                if name is not None or section is None:
                    yield _close(game, prev, games, source)
                    game = PbnGame()
                    section = None
            if name is not None:
                if name in _STARTS and name in game.tags:  # no empty line before this game
                    game = yield from _next_game(game, prev, games, source, name)
                section = _set_tag(game, prev, name, value, lineno, section)
            elif section is not None:
                game.sections[section].append((lineno, body))
            else:
                game.ignored.append((lineno, body))
            continue
        if in_comment:
            end = line.find("}")
            if end < 0:
                continue
            in_comment = False
            line = line[end + 1:]
        elif line[:1] == "%" or line.lstrip()[:1] == "%":
            continue
        if "{" in line or ";" in line:
            line, in_comment, comment_line = _strip_comments(line, lineno, comment_line)
        stripped = line.strip()
        if not stripped:
            if game.tags and not in_comment and not raw.strip():
                blank = True
            continue
        first = stripped[0]
        if blank:
            blank = False
            if first == "[" or section is None:
                yield _close(game, prev, games, source)
                game = PbnGame()
                section = None
        if first == "[" and stripped[-2:] == '"]' and stripped.count('"') == 2:
            space = stripped.find(" ")
            quote = stripped.find('"')
            if 1 < space < quote and stripped[1:space].isalnum():
                name = stripped[1:space]
                if name in _STARTS and name in game.tags:
                    game = yield from _next_game(game, prev, games, source, name)
                section = _set_tag(game, prev, name, stripped[quote + 1:-2], lineno, section)
                continue
        if first == "[":
            pos = 0
            while stripped.startswith("[", pos):
                m = _TAG.match(stripped, pos)
                if m is None:
                    if game.error is None:
                        game.error = InputError("pbn_tag_syntax", line=lineno, text=stripped[pos:60])
                    break
                name, value = m.group(1), m.group(2)
                if "\\" in value:  # \" and \\ inside a value stand for " and \
                    value = _ESCAPE.sub(r"\1", value)
                if name in _STARTS and name in game.tags:
                    game = yield from _next_game(game, prev, games, source, name)
                section = _set_tag(game, prev, name, value, lineno, section)
                pos = m.end()
                while pos < len(stripped) and stripped[pos] == " ":
                    pos += 1
            continue
        if section is not None:
            game.sections[section].append((lineno, stripped))
        else:
            game.ignored.append((lineno, stripped))
    if in_comment and game.error is None:
        game.error = InputError("pbn_comment_open", line=comment_line)
    if game.tags or game.error is not None:
        yield _close(game, prev, games, source)


def _next_game(game: PbnGame, prev: dict[str, str], games: _Count, source: str | None,
               name: str) -> Generator[PbnGame, None, PbnGame]:
    """Tag ``name``, which the game already has, begins the next game (see :data:`_STARTS`):
    yields the game, ended, and returns the next one, with the tags it began with before
    ``name`` (see :func:`_first_tags_of_next`)."""
    carried = _first_tags_of_next(game, name)
    repeats, game.repeats = game.repeats, []  # given again: they began this next game
    yield _close(game, prev, games, source)
    new = PbnGame(joined=True)
    for tag, value, lineno in sorted(carried + repeats, key=lambda t: t[2]):
        _set_tag(new, {}, tag, value, lineno)  # values as read (a "#" already taken)
    return new


def _first_tags_of_next(game: PbnGame, name: str) -> list[tuple[str, str, int]]:
    """The tags at the end of ``game`` that began the next game before ``name``, taken out.

    The game before may not have had them (a second table has no ``Board`` or ``Deal``
    of its own), so they did not begin a new game.  They are the last tags before
    ``name``, after its own, the game's sections and notes, from the first that names the
    event, board or table and that PBN's order puts before ``name`` (``Event``, ``Date``,
    ``Stage``, ``Board``... ``Deal``).  Tags after the sections that do not (``Room``,
    ``Score``...) stay: some programs write a game's own tags there.
    """
    before = _TABLE_ORDER.get(name, len(_TABLE_ORDER))
    run: list[str] = []
    first = 0  # the tags of the run to carry: up to its earliest that names a board or table
    for tag in reversed(game.lines):
        rank = _TABLE_ORDER.get(tag)
        if tag in (name, "Note") or tag in game.sections or (rank is not None and rank >= before):
            break
        run.append(tag)
        if rank is not None:
            first = len(run)
    return [(tag, game.tags.pop(tag), game.lines.pop(tag)) for tag in reversed(run[:first])]


class _Count:
    """How many games have ended so far."""

    __slots__ = ("n",)

    def __init__(self) -> None:
        self.n = 0


def _strip_comments(line: str, lineno: int, comment_line: int) -> tuple[str, bool, int]:
    """Remove ``{...}`` comments and a ``;`` comment, outside quoted tag values.

    Returns the rest of the line, whether a ``{`` comment stays open past it, and
    the line where that comment began.
    """
    out: list[str] = []
    quoted = False
    i, n = 0, len(line)
    start = 0
    while i < n:
        ch = line[i]
        if ch == '"' and (i == 0 or line[i - 1] != "\\"):
            quoted = not quoted
        elif not quoted and ch == ";":
            out.append(line[start:i])
            return "".join(out), False, comment_line
        elif not quoted and ch == "{":
            out.append(line[start:i])
            end = line.find("}", i + 1)
            if end < 0:
                return "".join(out), True, lineno
            i = start = end + 1
            continue
        i += 1
    out.append(line[start:])
    return "".join(out), False, comment_line


def _set_tag(game: PbnGame, prev: dict[str, str], name: str, value: str,
             lineno: int, section: str | None = None) -> str | None:
    """Record one tag pair (``#`` repeats the previous game's value); the section now open.

    A ``Note`` tag inside a section leaves the section open: some programs put
    the notes of the auction or the play between its lines.
    """
    if not game.tags:
        game.line = lineno
    if value == "#":  # the previous game's value; in the first game, none
        value = prev.get(name, "")
    if name == "Note":
        game.tags.setdefault(name, value)
        game.lines.setdefault(name, lineno)
        return section
    if name in game.tags:  # PBN 3.4: the first stands; another value may begin the next
        if game.tags[name] != value:  # game (its empty line missing): kept until that is known
            game.repeats.append((name, value, lineno))
        return name if name.endswith("Table") else section  # a table's lines stay its own
    game.tags[name] = value
    game.lines[name] = lineno
    if name in _SECTION_TAGS:
        game.sections[name] = []
        return name
    if name.endswith("Table"):  # PBN's tables (ScoreTable, OptimumResultTable...): kept apart
        game.sections[name] = []
        return name
    return None


_RULED_AGAIN = frozenset({"Dealer", "Vulnerable"})
"""Tags the ruling reads that do not begin a game: given again with another value in one
game, which one is meant cannot be told (the others are ignored, as PBN 3.4 has it)."""


def _close(game: PbnGame, prev: dict[str, str], games: _Count, source: str | None) -> PbnGame:
    """The game ends: it takes what a second table leaves out from the one before."""
    tags = game.tags
    for name, value, lineno in game.repeats:
        if (name in _RULED_AGAIN and value.strip().lower() != tags[name].strip().lower()
                and game.error is None):
            game.error = InputError("pbn_tag_twice", line=lineno, tag=name, value=value[:40],
                                    first=tags[name][:40], first_line=game.lines[name])
    if game.ignored and game.error is None:
        game.error = _cards_outside_play(game.ignored)
    second_table = "Board" not in tags or tags["Board"] == prev.get("Board")
    if "Deal" not in tags and prev.get("Deal") and second_table:
        for name in _DEAL_TAGS:
            if name not in tags and name in prev:
                tags[name] = prev[name]
        game.inherited = True
    for name in _EVENT_TAGS:
        if name not in tags and name in prev:
            tags[name] = prev[name]
    prev.clear()
    prev.update(tags)
    games.n += 1
    game.ordinal = games.n
    if source and game.error is not None:
        game.error.located(file=source)
    return game


def _cards_outside_play(ignored: list[tuple[int, str]]) -> InputError | None:
    """A line left out that holds cards only (``S2 SA S8 S5``): a trick whose ``[Play]``
    tag is missing, or that a tag inside the section cut off.  Read without it, the board
    would be ruled without its play (a revoke among the cards unseen): refused."""
    for lineno, text in ignored:
        toks = text.split()
        if all(tok in PLAY_TOKENS for tok in toks) and any(PLAY_TOKENS[t] >= 0 for t in toks):
            return InputError("pbn_cards_outside_play", line=lineno, text=text[:60])
    return None


def reading_notes(game: PbnGame) -> tuple[Note, ...]:
    """What reading noticed: lines that are not PBN, a dealer that is not a seat, no empty
    line before the game."""
    notes = []
    if game.joined:
        notes.append(Note(code="note_pbn_no_empty_line", data={"line": game.line}))
    if game.ignored:
        notes.append(Note(code="note_pbn_ignored_lines",
                          data={"line": game.ignored[0][0], "count": len(game.ignored)}))
    dealer = game.tags.get("Dealer", "").strip()
    if dealer and dealer.upper() not in ("N", "E", "S", "W"):
        notes.append(Note(code="note_pbn_bad_dealer", data={"value": dealer[:20]}))
    return tuple(notes)


def board_label(game: PbnGame) -> str:
    """The board number, or ``#n`` (position in the file) without one."""
    number = game.tags.get("Board", "").strip()
    return shown(number) if number else f"#{game.ordinal}"
