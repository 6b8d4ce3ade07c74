"""Our own PBN reader: lean, tolerant of real files, strict about what cannot be.

It reads tag pairs, the ``Auction`` and ``Play`` sections, comments (``%`` lines,
``{...}`` also over several lines, ``;`` to the end of a line), the ``#`` value
that repeats the previous board's tag, and second tables that leave out
``Board``/``Deal`` and take them from the board before.  A card marked ``^R``
(revoke) is accepted; detection never depends on the mark.

Every board becomes :class:`~verzaking.facts.BoardFacts` or an error that names
the file, line, board, trick and seat:

>>> text = '''[Board "1"]
... [Dealer "N"]
... [Vulnerable "None"]
... [Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
... [Declarer "S"]
... [Contract "1NT"]
... [Result "7"]
... [Play "W"]
... HA HT CA H2
... *
... '''
>>> board = read_boards(text)[0]
>>> board.board, board.revokes[0].seat, board.revokes[0].trick, board.declarer_tricks
('1', <Seat.EAST: 1>, 1, 7)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..cards import _CARD_TEXT, Deal, Seat, check_masks, parse_pbn_deal
from ..contract import Contract, ContractError, Vulnerability
from ..errors import DealError, InputError, PlayError, VerzakingError
from ..facts import BoardFacts, board_from_table, record_notes
from ..play import feed_rows
from ..table import DEFAULT_RULES, Claim, Table, TableRules
from .textio import lines_of

__all__ = ["PbnGame", "game_to_facts", "parse_pbn", "read_boards"]

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]')
_SECTION_TAGS = frozenset({"Play", "Auction"})
_DEAL_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")
_EVENT_TAGS = ("Event", "Site", "Date", "Stage", "Scoring")
_SEAT_LETTERS = {"N": 0, "E": 1, "S": 2, "W": 3}
_PLAY_TOKENS: dict[str, int] = {"-": -1, **{k: int(v) for k, v in _CARD_TEXT.items()}}


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


def parse_pbn(text: str, *, source: str | None = None) -> list[PbnGame]:
    """Split PBN text into games; syntax errors stay with their game."""
    games: list[PbnGame] = []
    game = PbnGame()
    section: str | None = None
    in_comment = False
    comment_line = 0
    blank = False  # an empty line was seen: the game ends unless its section goes on
    prev: dict[str, str] = {}
    for lineno, raw in enumerate(lines_of(text), 1):
        line = raw
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
                _close(game, prev, games)
                game = PbnGame()
                section = None
        if first == "[" and stripped[-2:] == '"]' and stripped.count('"') == 2:
            space = stripped.find(" ")
            quote = stripped.find('"')
            if 1 < space < quote and stripped[1:space].isalnum():
                section = _set_tag(game, prev, stripped[1:space], stripped[quote + 1:-2], lineno,
                                   section)
                continue
        if first == "[":
            pos = 0
            while stripped.startswith("[", pos):
                m = _TAG.match(stripped, pos)
                if m is None:
                    if game.error is None:
                        game.error = InputError("pbn_tag_syntax", line=lineno, text=stripped[pos:60])
                    break
                section = _set_tag(game, prev, m.group(1), m.group(2), lineno, section)
                pos = m.end()
                while pos < len(stripped) and stripped[pos] == " ":
                    pos += 1
            continue
        if section is not None:
            game.sections[section].append((lineno, stripped))
    if in_comment and game.error is None:
        game.error = InputError("pbn_comment_open", line=comment_line)
    if game.tags or game.error is not None:
        _close(game, prev, games)
    if source:
        for g in games:
            if g.error is not None:
                g.error.located(file=source)
    return games


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
    if value == "#" and name in prev:
        value = prev[name]
    if name == "Note":
        game.tags.setdefault(name, value)
        game.lines.setdefault(name, lineno)
        return section
    game.tags[name] = value
    game.lines[name] = lineno
    if name in _SECTION_TAGS:
        game.sections[name] = []
        return name
    return None


def _close(game: PbnGame, prev: dict[str, str], games: list[PbnGame]) -> None:
    tags = game.tags
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
    game.ordinal = len(games) + 1
    games.append(game)


def read_boards(text: str, *, source: str | None = None,
                rules: TableRules = DEFAULT_RULES) -> list[BoardFacts]:
    """Every board in PBN text as facts; raises the first board's error."""
    return [b if isinstance(b, BoardFacts) else _raise(b)
            for b in iter_boards(text, source=source, rules=rules)]


def _raise(err: VerzakingError) -> BoardFacts:
    raise err


def iter_boards(text: str, *, source: str | None = None,
                rules: TableRules = DEFAULT_RULES) -> Iterator[BoardFacts | VerzakingError]:
    """Each game as facts, or as the error that stops it; never raises for one bad board."""
    for game in parse_pbn(text, source=source):
        try:
            yield game_to_facts(game, source=source, rules=rules)
        except VerzakingError as err:
            yield err.located(file=source, board=board_label(game))


def board_label(game: PbnGame) -> str:
    """The board number, or ``#n`` (position in the file) without one."""
    number = game.tags.get("Board", "").strip()
    return number or f"#{game.ordinal}"


def game_to_facts(game: PbnGame, *, source: str | None = None,
                  rules: TableRules = DEFAULT_RULES) -> BoardFacts:
    """Feed one game's play to a table and gather the facts; raises a located error."""
    if game.error is not None:
        raise game.error
    tags = game.tags
    common = {"board": board_label(game), "vulnerability": _vulnerability(game),
              "source": source, "tags": tags, "auction": _auction(game)}
    if tags.get("Contract", "").strip().upper() in ("PASS", "P", "AP"):
        return BoardFacts(contract=None, tricks=(), **common)  # type: ignore[arg-type]
    contract = _contract(game)
    result = _result(game)
    if "Play" not in tags:
        table = Table(contract=contract, rules=rules)
        if result is not None:
            table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
        return board_from_table(table, has_play=False, **common)  # type: ignore[arg-type]
    table = _play(game, contract, rules, result)
    return board_from_table(table, has_play=True, notes=record_notes(table, result),
                            **common)  # type: ignore[arg-type]


def _vulnerability(game: PbnGame) -> Vulnerability:
    text = game.tags.get("Vulnerable", "")
    try:
        return Vulnerability.parse(text)
    except ContractError:
        raise InputError("pbn_bad_value", line=game.lines.get("Vulnerable"), tag="Vulnerable",
                         value=text, reason="None, NS, EW, All") from None


def _contract(game: PbnGame) -> Contract:
    """``Contract`` and ``Declarer`` (without ``Declarer``: the seat before the ``Play`` leader)."""
    tags = game.tags
    contract_text = tags.get("Contract", "").strip()
    if not contract_text:
        raise InputError("pbn_missing", line=game.line, tag="Contract")
    declarer_text = tags.get("Declarer", "").strip().lstrip("^")
    play_value = tags.get("Play", "").strip()
    if not declarer_text and play_value[:1].upper() in _SEAT_LETTERS:
        declarer_text = "NESW"[(_SEAT_LETTERS[play_value[0].upper()] + 3) & 3]
    if not declarer_text:
        raise InputError("pbn_missing", line=game.line, tag="Declarer")
    try:
        return Contract.parse(contract_text, declarer=declarer_text)
    except ContractError:
        tag = "Declarer" if declarer_text.upper() not in _SEAT_LETTERS else "Contract"
        raise InputError("pbn_bad_value", line=game.lines.get(tag), tag=tag,
                         value=tags.get(tag, ""),
                         reason="N, E, S, W" if tag == "Declarer" else "4S, 3NT, 5DX") from None


def _play(game: PbnGame, contract: Contract, rules: TableRules, result: int | None) -> Table:
    """``Deal`` and the ``Play`` section played on a table, then the claim (``Result``)."""
    tags = game.tags
    deal_text = tags.get("Deal")
    if not deal_text:
        raise InputError("pbn_no_deal", line=game.line)
    masks, problem = parse_pbn_deal(deal_text)
    if problem is None:
        problem = check_masks(masks)
    if problem is not None:
        raise DealError(problem[0], line=game.lines.get("Deal"), **problem[1])
    play_value = tags.get("Play", "").strip()
    leader = _SEAT_LETTERS.get(play_value[:1].upper())
    if leader is None:
        raise InputError("pbn_bad_value", line=game.lines.get("Play"), tag="Play",
                         value=play_value, reason="N, E, S, W")
    if leader != contract.opening_leader:
        raise InputError("pbn_play_leader", line=game.lines.get("Play"), leader=Seat(leader),
                         declarer=contract.declarer, expected=contract.opening_leader)
    rows, marks, row_lines = _play_rows(game.sections.get("Play", ()), leader)
    table = Table(contract=contract, deal=Deal(masks), rules=rules)
    try:
        feed_rows(table, rows, by_seat=True, marks=marks)
    except PlayError as err:
        trick = err.params.get("trick")
        line = row_lines[trick - 1] if isinstance(trick, int) and 0 < trick <= len(row_lines) else None
        raise err.located(line=line or game.lines.get("Play")) from None
    done = len(table.completed())
    if done < 13 and result is not None:
        left = 13 - done
        decl = table.declarer_tricks()
        if not decl <= result <= decl + left:
            raise PlayError("result_range", line=game.lines.get("Result"), result=result,
                            played=done, decl=decl, left=left)
        table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
    return table


def _auction(game: PbnGame) -> tuple[str, ...]:
    """The calls of the ``Auction`` section (notes and comments left out)."""
    lines = game.sections.get("Auction")
    if not lines:
        return ()
    return tuple(t for _, line in lines for t in line.split() if t[0] not in "=$")


def _result(game: PbnGame) -> int | None:
    text = game.tags.get("Result", "").strip()
    if not text or text in ("?", "-"):
        return None
    if text.isdigit() and len(text) <= 2 and int(text) <= 13:
        return int(text)
    raise InputError("pbn_bad_value", line=game.lines.get("Result"), tag="Result", value=text,
                     reason="0..13")


def _play_rows(
    section: list[tuple[int, str]] | tuple[()], leader: int
) -> tuple[list[tuple[int, ...]], frozenset[tuple[int, int]], list[int]]:
    """Cards by seat per trick (``-1`` unknown), ``^R`` marks and each trick's line."""
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    marks: set[tuple[int, int]] = set()
    row: list[int] = []
    row_line = 0
    done = False
    fast = _PLAY_TOKENS
    for lineno, line in section:
        for tok in line.split():
            card = fast.get(tok)
            if card is not None:
                if not row:
                    row_line = lineno
                row.append(card)
                if len(row) == 4:
                    rows.append(tuple(row[(s - leader) & 3] for s in range(4)))
                    row_lines.append(row_line)
                    row = []
                continue
            if tok == "*":
                done = True
                break
            if tok == "+" or tok[0] in "$=":
                continue
            if not row:
                row_line = lineno
            if tok == "-":
                row.append(-1)
            else:
                mark = False
                if "^" in tok:
                    tok, _, irr = tok.partition("^")
                    mark = irr.upper().startswith("R")
                tok = tok.rstrip("!?")
                card = _CARD_TEXT.get(tok)
                if card is None:
                    card = _CARD_TEXT.get(tok.upper())
                    if card is None:
                        raise PlayError("pbn_play_token", line=lineno, trick=len(rows) + 1,
                                        text=tok)
                if mark:
                    marks.add((len(rows) + 1, (leader + len(row)) & 3))
                row.append(card)
            if len(row) == 4:
                rows.append(tuple(row[(s - leader) & 3] for s in range(4)))
                row_lines.append(row_line)
                row = []
        if done:
            break
    if row:
        row += [-1] * (4 - len(row))
        rows.append(tuple(row[(s - leader) & 3] for s in range(4)))
        row_lines.append(row_line)
    return rows, frozenset(marks), row_lines
