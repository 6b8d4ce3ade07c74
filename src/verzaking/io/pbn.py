"""Our own PBN reader: lean, tolerant of real files, strict about what cannot be.

It reads tag pairs, the ``Auction`` and ``Play`` sections, comments (``%`` lines,
``{...}`` also over several lines, ``;`` to the end of a line), the ``#`` value
that repeats the previous board's tag, and second tables that leave out
``Board``/``Deal`` and take them from the board before.  A card marked ``^R``
(revoke: ``^R S6`` as PBN 3.9 writes it, or ``S6^R``) is accepted; detection never
depends on the mark.

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

from collections.abc import Iterator, Sequence
from functools import lru_cache

from ..cards import _CARD_TEXT, Deal, Seat, check_masks, parse_pbn_deal
from ..contract import Contract, ContractError, Vulnerability
from ..errors import DealError, InputError, PlayError, VerzakingError
from ..facts import BoardFacts, Note, board_from_table, record_notes
from ..play import feed_rows
from ..table import DEFAULT_RULES, Claim, Table, TableRules
from .pbnparse import PbnGame, board_label, parse_pbn, reading_notes
from .pbnseats import reseat_rows

__all__ = ["PbnGame", "board_label", "game_to_facts", "iter_boards", "parse_pbn", "read_boards"]

_SEAT_LETTERS = {"N": 0, "E": 1, "S": 2, "W": 3}
_PLAY_TOKENS: dict[str, int] = {"-": -1, "+": -1,  # PBN 2.1, 3.6: "+" is the card to play next
                               **{k: int(v) for k, v in _CARD_TEXT.items()}}


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


def game_to_facts(game: PbnGame, *, source: str | None = None,
                  rules: TableRules = DEFAULT_RULES, strict: bool = False) -> BoardFacts:
    """Feed one game's play to a table and gather the facts; raises a located error.

    ``strict``: read ``Play`` rows only in PBN's fixed columns (a row in another seat
    order is then refused where a card is not in the hand of its column's seat).
    """
    if game.error is not None:
        raise game.error
    tags = game.tags
    notes = reading_notes(game)
    vul, vul_note = _vulnerability(game)
    notes += vul_note
    common = {"board": board_label(game), "vulnerability": vul,
              "source": source, "tags": tags, "auction": _auction(game)}
    if tags.get("Contract", "").strip().upper() in ("PASS", "P", "AP"):
        rows = _play_rows(game.sections.get("Play", ()), 0)[0]
        if any(c >= 0 for row in rows for c in row):  # cards played on a board passed out?
            raise InputError("pbn_play_passed_out", line=game.lines.get("Play"))
        return BoardFacts(contract=None, tricks=(), notes=notes, **common)  # type: ignore[arg-type]
    contract = _contract(game)
    result = _result(game)
    if "Play" not in tags:
        table = Table(contract=contract, rules=rules)
        if result is not None:
            table.apply(Claim(seat=None, declarer_tricks=result, agreed=True))
        return board_from_table(table, has_play=False, notes=notes,
                                **common)  # type: ignore[arg-type]
    seated: list[Note] = []
    table = _play(game, contract, rules, result, strict=strict, notes=seated)
    return board_from_table(table, has_play=True,
                            notes=notes + tuple(seated) + record_notes(table, result),
                            **common)  # type: ignore[arg-type]


def _vulnerability(game: PbnGame) -> tuple[Vulnerability, tuple[Note, ...]]:
    """``Vulnerable``; without it (or empty), the board number's, with a note (PBN 3.1 has
    it in every game; scoring it as nobody vulnerable would be a silent guess)."""
    text = game.tags.get("Vulnerable", "")
    if not text.strip():
        number = game.tags.get("Board", "").strip()
        if number.isascii() and number.isdigit() and 0 < int(number) < 10_000:
            vul = Vulnerability.for_board(int(number))
            return vul, (Note(code="note_pbn_vul_from_board",
                              data={"number": int(number), "vulnerability": vul}),)
        return Vulnerability.NONE, (Note(code="note_pbn_vul_unknown", data={}),)
    try:
        return Vulnerability.parse(text), ()
    except ContractError:
        raise InputError("pbn_bad_value", line=game.lines.get("Vulnerable"), tag="Vulnerable",
                         value=text, reason="reason.vulnerable") from None


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
        return _parsed_contract(contract_text, declarer_text)
    except ContractError:
        tag = "Declarer" if declarer_text.upper() not in _SEAT_LETTERS else "Contract"
        raise InputError("pbn_bad_value", line=game.lines.get(tag), tag=tag,
                         value=tags.get(tag, ""),
                         reason="reason.seats" if tag == "Declarer" else "reason.contract") from None


@lru_cache(maxsize=512)
def _parsed_contract(text: str, declarer: str) -> Contract:
    """:meth:`Contract.parse`, once for each contract and declarer as written (a contract is
    frozen: the boards of an archive share it)."""
    return Contract.parse(text, declarer=declarer)


def _play(game: PbnGame, contract: Contract, rules: TableRules, result: int | None, *,
          strict: bool, notes: list[Note]) -> Table:
    """``Deal`` and the ``Play`` section played on a table, then the claim (``Result``).

    Unless ``strict``, a row not in PBN's fixed columns is read with each card's player
    taken from the deal (:func:`reseat_rows`), and a note says which tricks.
    """
    masks, rows, marks, row_lines = _deal_and_rows(game, contract, strict=strict, notes=notes)
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


def _deal_and_rows(game: PbnGame, contract: Contract, *, strict: bool, notes: list[Note]
                   ) -> tuple[tuple[int, int, int, int], list[tuple[int, ...]],
                              frozenset[tuple[int, int]], list[int]]:
    """``Deal`` and the ``Play`` rows by seat (see :func:`_play`): the hands, the rows, the
    ``^R`` marks and each trick's line; raises a located error."""
    masks, leader = _deal_and_leader(game, contract)
    rows, marks, row_lines, plain = _play_rows(game.sections.get("Play", ()), leader, masks)
    if not strict and not plain:
        rows, marks, reseated = reseat_rows(rows, marks, masks)
        if reseated:
            notes.append(Note(code="note_pbn_rows_reseated", data={"tricks": tuple(reseated)}))
    return masks, rows, marks, row_lines


def _deal_and_leader(game: PbnGame, contract: Contract
                     ) -> tuple[tuple[int, int, int, int], int]:
    """The hands dealt (bit sets) and the ``Play`` tag's leader; raises a located error."""
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
                         value=play_value, reason="reason.seats")
    if leader != contract.opening_leader:
        raise InputError("pbn_play_leader", line=game.lines.get("Play"), leader=Seat(leader),
                         declarer=contract.declarer, expected=contract.opening_leader)
    return masks, leader


def _auction(game: PbnGame) -> tuple[str, ...]:
    """The calls of the ``Auction`` section (notes and comments left out)."""
    lines = game.sections.get("Auction")
    if not lines:
        return ()
    return tuple(t for _, line in lines for t in line.split()
                 if t[0] not in "=$" and t not in ("+", "*"))  # "+": the call to make next


def _result(game: PbnGame) -> int | None:
    text = game.tags.get("Result", "").strip()
    if not text or text in ("?", "-"):
        return None
    if text.isascii() and text.isdigit() and len(text) <= 2 and int(text) <= 13:
        return int(text)
    raise InputError("pbn_bad_value", line=game.lines.get("Result"), tag="Result", value=text,
                     reason="0..13")


def _play_rows(
    section: list[tuple[int, str]] | tuple[()], leader: int,
    masks: tuple[int, int, int, int] = (-1, -1, -1, -1),
) -> tuple[list[tuple[int, ...]], frozenset[tuple[int, int]], list[int], bool]:
    """Cards by seat per trick (``-1`` unknown), ``^R`` marks, each trick's line, and whether
    every row is four plain cards each dealt to its column's seat (by ``masks``).

    Each trick begins a line (PBN 2.1, 3.6: four cards a line, ``-`` for a card not known or
    not played, ``+`` in the place of the card to be played next: not played either), or
    follows a whole trick on its line.  A trick may go on over the next lines (much
    annotation).  A line that begins a trick and holds fewer than four cards, all of that
    trick, is a row short of a card when the line that ends the trick begins the next: a line
    of three cards followed by a line of four is refused with its line rather than read with
    the next line's first card.  Text that runs on (a line of six cards, the next trick begun
    mid-line and ended on the next line) is read as written.  The last trick may be cut short
    (``*``, or the section ends, or only ``-`` follow): its missing cards are not known.  A
    revoke mark is read glued after its card (``S6^R``) or as PBN 3.9 writes it, a token
    before the card it marks (``^R S6``, ``^RS6``); another mark (``^L``) is refused.
    """
    north, east, south, west = masks
    plain = True
    rows: list[tuple[int, ...]] = []
    row_lines: list[int] = []
    marks: set[tuple[int, int]] = set()
    row: list[int] = []
    row_line = short = 0  # short: the cards of the line that began the open trick, if only its
    done = pending = False  # pending: a "^R" read, its card not yet
    short_at = (0, 0, 0)  # that line, its trick and its cards
    unknown_after = False  # only "-" read after a short row's trick ended
    fast = _PLAY_TOKENS
    i0, i1, i2, i3 = ((s - leader) & 3 for s in range(4))  # column of each seat
    for at, (lineno, line) in enumerate(section):
        toks = line.split()
        if not row and not pending and len(toks) == 4:  # the common line: a trick of four cards
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
        carried, ended, count = bool(row), False, 0  # a trick goes on from the line before
        for k, tok in enumerate(toks):
            card = fast.get(tok)  # a card, or "-" or "+" (-1)
            if card is None:
                if tok == "*":
                    done = True
                    _nothing_after_end(toks[k + 1:], lineno, section[at + 1:])
                    break
                if tok[0] in "$=":
                    continue
                if tok[0] == "^":  # PBN 3.2, 3.9: "^R", two characters, precedes its card
                    pending = pending or _revoke_mark(tok, lineno, len(rows) + 1)
                    tok = tok[2:]
                    if not tok:
                        continue
                    card = fast.get(tok)
                if card is None:
                    card, mark = _annotated_card(tok, lineno, len(rows) + 1)
                    pending = pending or mark
            if pending:
                if card < 0:  # "^R -": a revoke marked on a card not known
                    raise PlayError("pbn_play_mark_no_card", line=lineno, trick=len(rows) + 1)
                marks.add((len(rows) + 1, (leader + len(row)) & 3))
                pending = False
            if (ended and short) or (unknown_after and card >= 0):
                # a short row's trick ended on a line that begins the next: refused, unless
                # nothing but cards not known ("-") follow to the end of the play
                if card >= 0:
                    raise PlayError("pbn_play_short_row", line=short_at[0], trick=short_at[1],
                                    count=short_at[2])
                unknown_after = True
            if not row:
                row_line = lineno
            row.append(card)
            count += 1
            if len(row) == 4:
                rows.append((row[i0], row[i1], row[i2], row[i3]))
                row_lines.append(row_line)
                row = []
                plain = False
                if carried and not ended:
                    ended, short_at = True, (row_line, len(rows), short)
        if row and row_line == lineno:  # the open trick began on this line: at its start?
            short = count if count == len(row) else 0
        if done:
            break
    if pending:  # "^R" with no card after it
        raise PlayError("pbn_play_mark_no_card", line=lineno, trick=len(rows) + 1)
    if row:
        plain = False
        row += [-1] * (4 - len(row))
        rows.append(tuple(row[(s - leader) & 3] for s in range(4)))
        row_lines.append(row_line)
    return rows, frozenset(marks), row_lines, plain


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
