"""verzaking: the laws of contract bridge on revokes, as software.

Give it a board (a PBN hand record, or what the director saw trick by trick) and
it finds every revoke, rules it under the chosen laws and scores the result:

>>> import verzaking
>>> ruling = verzaking.rule({"contract": "4S", "declarer": "S", "vulnerable": "None",
...     "tricks": ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW", "NS"],
...     "revokes": [{"seat": "E", "trick": 6}]})
>>> ruling.revokes[0].rule, ruling.revokes[0].tricks_transferred
('64A2', 1)
>>> ruling.score_ns_played, ruling.score_ns_adjusted
(-50, 420)
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import Card, Deal, Seat, Side, Strain, Suit
from .contract import Contract, Vulnerability
from .errors import CaseError, DealError, InputError, PlayError, TimelineError, VerzakingError
from .facts import BoardFacts, ClaimResult, RevokeFact, TrickOutcome, board_from_table
from .io import LoadedBoard, ReadBoard, load_path, load_text, read, read_text, select
from .io.casefile import case_to_facts
from .io.pbn import read_boards
from .laws import EDITIONS, Edition, find_edition
from .play import Play, Revoke, Trick, replay
from .render import i18n as _i18n  # installs the error messages  # noqa: F401
from .render.jsonout import ruling_to_dict
from .render.text import render_text
from .ruling import Equity, RevokeRuling, Ruling, Step, TransferredTrick
from .scoring import duplicate_score, score_ns
from .table import PlayRecord, RevokeReported, Table, TrickWon

if TYPE_CHECKING:
    from .equity import LikelyProgress, Settings

Claim = ClaimResult

__version__ = "0.1.0"

__all__ = [
    "EDITIONS",
    "BoardFacts",
    "Card",
    "CaseError",
    "Claim",
    "Contract",
    "Deal",
    "DealError",
    "Edition",
    "Equity",
    "InputError",
    "LoadedBoard",
    "Play",
    "PlayError",
    "ReadBoard",
    "Revoke",
    "RevokeFact",
    "RevokeRuling",
    "Ruling",
    "Seat",
    "Side",
    "Step",
    "Strain",
    "Suit",
    "Table",
    "TimelineError",
    "TransferredTrick",
    "Trick",
    "TrickOutcome",
    "VerzakingError",
    "Vulnerability",
    "board_from_table",
    "duplicate_score",
    "find_edition",
    "load_path",
    "load_text",
    "read",
    "read_boards",
    "read_text",
    "render_text",
    "replay",
    "rule",
    "rule_file",
    "ruling_to_dict",
    "score_ns",
    "select",
]


def rule(board: BoardFacts | ReadBoard | Table | Mapping[str, Any], *, laws: str | None = None,
         equity: bool | str = True, vulnerable: str = "None", likely: Settings | None = None,
         progress: LikelyProgress | None = None) -> Ruling:
    """Rule one board: facts, a board as :func:`read` gives it, a :class:`Table` played on,
    or a case as a dict (the README's case file).  For a file, see :func:`rule_file`.

    ``laws`` names the edition (default: the case's own, else 2017); ``vulnerable``
    is the vulnerability of a table (facts and cases carry their own).  With
    ``equity`` (the default) each established revoke on a board whose cards are
    known gets a double-dummy estimate for 64C; ``equity="likely"`` or ``"both"`` adds
    the likely play (:mod:`verzaking.equity.likely`: each card chosen from what its player
    sees), which then sets the board's 64C result; ``likely`` gives its samples, plays,
    budget and seed (default: ``verzaking.equity.Settings()``), and ``progress`` is told
    after each of its plays.  Raises ``ValueError`` for another ``equity`` and a
    :class:`VerzakingError` subclass for bad input.
    """
    mode = "double-dummy" if equity is True else equity
    if mode is not False and mode not in ("double-dummy", "likely", "both"):
        raise ValueError(f"equity must be True, False, 'double-dummy', 'likely' or 'both', "
                         f"not {equity!r}")
    case_laws = None
    if isinstance(board, ReadBoard):  # as read from a file: its facts, or why it has none
        if board.error is not None:
            raise board.error
        if board.facts is None:  # pragma: no cover - a board read has one or the other
            raise TypeError("rule(): this board was read without facts")
        case_laws = board.laws
        board = board.facts
    elif isinstance(board, (str, Path, bytes)):
        raise TypeError("rule() takes a board (facts, a board read, a Table or a case dict), "
                        "not a path or a text: use rule_file(path), or read_text(text)")
    if isinstance(board, Table):
        records = (PlayRecord, TrickWon, RevokeReported)
        told = not all(isinstance(e.operation, records) for e in board.log)
        board = board_from_table(board, board="1", vulnerability=Vulnerability.parse(vulnerable),
                                 told=told)
    if not isinstance(board, BoardFacts):
        if not isinstance(board, Mapping):
            raise TypeError(f"rule() takes a board (facts, a board read, a Table or a case "
                            f"dict), not {type(board).__name__}")
        board, case_laws = case_to_facts(dict(board), laws=laws)
    edition = find_edition(laws or case_laws or board.rules.key)
    ruling = edition.rule(board)
    if mode:
        from .equity import analyse

        ruling = analyse(ruling, edition, mode=str(mode), likely=likely, progress=progress)
    return ruling


def rule_file(path: str | Path, *, laws: str | None = None, board: str | None = None,
              equity: bool | str = True, strict: bool = False,
              table: str | None = None) -> list[Ruling | VerzakingError]:
    """Rule every board of a PBN, LIN or case file; a bad board is returned as its error.

    ``board`` and ``table`` choose as :func:`select` does (a club's file: one table's
    record of a board).  ``strict``: PBN ``Play`` rows only in PBN's fixed columns (see
    :func:`read`).
    """
    out: list[Ruling | VerzakingError] = []
    for item in select(read(path, laws=laws, strict=strict), board, name=str(path),
                       table=table):
        if item.error is not None:
            out.append(item.error)
            continue
        assert item.facts is not None
        try:
            out.append(rule(item.facts, laws=laws or item.laws, equity=equity))
        except VerzakingError as err:
            out.append(err.located(file=str(path), board=item.place))
    return out
