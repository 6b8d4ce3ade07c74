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

from collections.abc import Iterator
from functools import lru_cache

from ..cards import Deal, Seat, Side, check_masks, parse_pbn_deal
from ..contract import Contract, ContractError, Vulnerability
from ..errors import DealError, InputError, PlayError, VerzakingError
from ..facts import BoardFacts, Note, board_from_table, record_notes
from ..play import feed_rows
from ..table import DEFAULT_RULES, Claim, Table, TableRules
from .auction import Auction
from .boardnumber import MAX_DIGITS, absurd_board
from .pbnauction import read_pbn_auction
from .pbnparse import PbnGame, board_label, parse_pbn, reading_notes
from .pbnplay import play_rows
from .pbnseats import reseat_rows

__all__ = ["PbnGame", "board_label", "game_to_facts", "iter_boards", "parse_pbn", "read_boards"]

_SEAT_LETTERS = {"N": 0, "E": 1, "S": 2, "W": 3}


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
    _board_check(game)
    vul, vul_note = _vulnerability(game)
    auction = _auction(game)
    notes += vul_note + (auction.notes if auction is not None else ())
    common = {"board": board_label(game), "vulnerability": vul, "source": source, "tags": tags,
              "auction": auction.calls if auction is not None else ()}
    if tags.get("Contract", "").strip().upper() in ("PASS", "P", "AP"):
        rows = play_rows(game.sections.get("Play", ()), 0)[0]
        if any(c >= 0 for row in rows for c in row):  # cards played on a board passed out?
            raise InputError("pbn_play_passed_out", line=game.lines.get("Play"))
        return BoardFacts(contract=None, tricks=(), notes=notes, **common)  # type: ignore[arg-type]
    contract = _contract(game)
    result = _result(game, contract)
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
        number = _board_number(game)
        if number is not None and 0 < number < 10_000:
            vul = Vulnerability.for_board(number)
            return vul, (Note(code="note_pbn_vul_from_board",
                              data={"number": number, "vulnerability": vul}),)
        return Vulnerability.NONE, (Note(code="note_pbn_vul_unknown", data={}),)
    try:
        return Vulnerability.parse(text), ()
    except ContractError:
        raise InputError("pbn_bad_value", line=game.lines.get("Vulnerable"), tag="Vulnerable",
                         value=text, reason="reason.vulnerable") from None


def _board_check(game: PbnGame) -> None:
    """A ``Board`` value no board can have (see :func:`~verzaking.io.boardnumber.absurd_board`)
    is refused with its line."""
    text = game.tags.get("Board", "")
    if len(text) <= 9 and text.isdigit():  # the common board number: nothing to check
        return
    if absurd_board(text):
        raise InputError("pbn_bad_value", line=game.lines.get("Board", game.line), tag="Board",
                         value=text.strip(), reason="reason.board_number")


def _board_number(game: PbnGame) -> int | None:
    """``Board`` as a number (``None``: none, or a name; see :func:`_board_check`)."""
    text = game.tags.get("Board", "").strip()
    digits = text.isascii() and text.isdigit() and len(text.lstrip("0")) <= MAX_DIGITS
    return int(text) if digits else None


def _contract(game: PbnGame) -> Contract:
    """``Contract`` and ``Declarer`` (without ``Declarer``: the seat before the ``Play`` leader)."""
    tags = game.tags
    contract_text = tags.get("Contract", "").strip()
    if not contract_text:
        raise _missing(game, "Contract")
    declarer_text = tags.get("Declarer", "").strip().lstrip("^")
    play_value = tags.get("Play", "").strip()
    if not declarer_text and play_value[:1].upper() in _SEAT_LETTERS:
        declarer_text = "NESW"[(_SEAT_LETTERS[play_value[0].upper()] + 3) & 3]
    if not declarer_text:
        raise _missing(game, "Declarer")
    try:
        return _parsed_contract(contract_text, declarer_text)
    except ContractError:
        tag = "Declarer" if declarer_text.upper() not in _SEAT_LETTERS else "Contract"
        raise InputError("pbn_bad_value", line=game.lines.get(tag), tag=tag,
                         value=tags.get(tag, ""),
                         reason="reason.seats" if tag == "Declarer" else "reason.contract") from None


def _missing(game: PbnGame, tag: str) -> InputError:
    """A tag the ruling needs is missing, or empty (also a ``#`` with no value before it to
    repeat): named at the tag's own line, or at the game's first line if it is not there."""
    if tag in game.lines:
        return InputError("pbn_empty", line=game.lines[tag], tag=tag)
    return InputError("pbn_missing", line=game.line, tag=tag)


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
    rows, marks, row_lines, plain = play_rows(game.sections.get("Play", ()), leader, masks)
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
    if not deal_text:  # at the tag's own line if it is there: empty, or "#" with none before
        raise InputError("pbn_no_deal", line=game.lines.get("Deal", game.line))
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


def _auction(game: PbnGame) -> Auction | None:
    """The ``Auction`` section read and checked (:func:`read_pbn_auction`), if it has calls;
    raises a located error.  What the calls make is not compared with ``Contract``."""
    lines = game.sections.get("Auction")
    if not lines:
        return None
    value = game.tags["Auction"]
    seat = _SEAT_LETTERS.get(value)
    if seat is None:
        value = value.strip()
        seat = _SEAT_LETTERS.get(value.upper())
    if seat is None:
        raise InputError("pbn_bad_value", line=game.lines.get("Auction"), tag="Auction",
                         value=value, reason="reason.seats")
    return read_pbn_auction(lines, seat)


def _result(game: PbnGame, contract: Contract) -> int | None:
    """``Result``: declarer's tricks, or as PBN 3.4.15 also writes them, a side's (``NS 9``,
    ``EW 4``, or both); a ``^`` before it (the players agreed a number the tricks do not
    make) is read past.  ``None`` when not given."""
    text = game.tags.get("Result", "").strip()
    if not text or text in ("?", "-"):
        return None
    value = text[1:].strip() if text[:1] == "^" else text
    if value.isascii() and value.isdigit() and len(value) <= 2 and int(value) <= 13:
        return int(value)
    words = value.upper().split()
    sides = dict(zip(words[::2], words[1::2], strict=False))
    if (len(words) in (2, 4) and len(sides) == len(words) // 2 and set(sides) <= {"NS", "EW"}
            and all(n.isascii() and n.isdigit() and len(n) <= 2 and int(n) <= 13
                    for n in sides.values())
            and (len(sides) == 1 or int(sides["NS"]) + int(sides["EW"]) == 13)):
        ours = "NS" if contract.declarer.side == Side.NS else "EW"
        return int(sides[ours]) if ours in sides else 13 - int(next(iter(sides.values())))
    raise InputError("pbn_bad_value", line=game.lines.get("Result"), tag="Result", value=text,
                     reason="reason.pbn_result")
