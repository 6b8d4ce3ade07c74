"""Turning each board read into counts and findings: revokes ruled, results checked, errors listed.

A :class:`Tally` takes the :class:`~verzaking.io.ReadBoard` of one file (or one
piece of it) one by one.  A board that cannot be read or replayed is listed
with the reason; a board that replays is checked against the file's own result
(PBN ``Result``, LIN ``mc`` claim and ``rs`` list) and its revokes are ruled by
the edition.  A board whose recorded result is impossible is read without that
result (:attr:`~verzaking.io.ReadBoard.partial`), so its revokes are still found.

>>> from verzaking.io import read_text
>>> tally = Tally(file="club.lin", kind="lin", laws="2017", lang="en")
>>> for board in read_text("qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|"
...                        "sv|o|mb|p|mb|p|mb|1N|mb|p|mb|p|mb|p|pc|HA|pc|HT|pc|CA|pc|H2|mc|7|",
...                        kind="lin"):
...     tally.add(board)
>>> [(f.type, f.board, f.seat, f.trick, f.rule) for f in tally.result(size=0).scan.findings]
[('revoke', 'o1', 'E', 1, '64A2')]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Seat, Suit
from ..contract import Contract
from ..errors import InputError, VerzakingError
from ..facts import BoardFacts
from ..io import RESULT_CODES, ReadBoard
from ..io.pbnplain import PlainPlay
from ..laws import find_edition
from ..render.i18n import text, with_reasons
from ..ruling import RevokeRuling, Ruling
from .results import FileScan, Finding

__all__ = ["SOURCES", "Tally", "UnitScan", "failed_unit", "file_error", "internal_error",
           "message"]

SOURCES = {"pbn": "Result", "lin": "mc"}
"""Where each kind of file gives declarer's result."""

_RS = re.compile(r"^\s*([1-7])([CDHSN])T?([NESW])(X{0,2})\s*(=|[+-]\d{1,2})\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True, kw_only=True)
class UnitScan:
    """What one file or piece gave, with the findings that name a board by its place."""

    scan: FileScan
    """The counts and findings."""
    unnumbered: tuple[tuple[int, int], ...] = ()
    """``(index in scan.findings, ordinal)`` of each finding of a board labelled ``#n``."""


class Tally:
    """The counts and findings of one file or piece, board by board (see :meth:`add`)."""

    def __init__(self, *, file: str, kind: str, laws: str, lang: str) -> None:
        self.file = file
        self.kind = kind
        self.source = SOURCES[kind]
        self.edition = find_edition(laws)
        self.lang = lang
        self.boards = 0
        self.counts: dict[str, int] = {}
        self.rows: list[Finding] = []
        self.unnumbered: list[tuple[int, int]] = []

    def count(self, key: str, n: int = 1) -> None:
        """Add ``n`` to the count ``key``."""
        self.counts[key] = self.counts.get(key, 0) + n

    def add(self, board: ReadBoard) -> None:
        """Count one board and add its findings."""
        self.boards += 1
        if board.has_play:
            self.count("with_play")
        before = len(self.rows)
        err = board.error
        facts = board.facts if err is None else board.partial
        if err is not None and (facts is None or err.code not in RESULT_CODES):
            self._not_replayed(board.board, err.line or board.line, err, place=True)
        elif facts is not None:
            self._replayed(board, facts)
        if not board.numbered:
            self.unnumbered += [(i, board.ordinal) for i in range(before, len(self.rows))]

    def add_plain(self, plain: PlainPlay, *, board: str, ordinal: int, numbered: bool,
                  line: int) -> None:
        """Count one board whose play is plain (:func:`~verzaking.io.pbnplain.plain_play`): the
        same counts and findings as :meth:`add` of the board read in full."""
        self.boards += 1
        self.count("with_play")
        self.count("replayed")
        if plain.reseated:
            self.count("rows_reseated")
        if plain.result_differs:
            assert plain.result is not None
            self._mismatch(board, plain.contract, line=line, source=self.source,
                           tricks=(plain.result, plain.won, 13), code="scan.result_differs",
                           data={"result": plain.result, "played": plain.won,
                                 "source": self.source})
            if not numbered:
                self.unnumbered.append((len(self.rows) - 1, ordinal))

    def result(self, *, size: int) -> UnitScan:
        """Everything counted and found so far."""
        scan = FileScan(file=self.file, kind=self.kind, size=size, boards=self.boards,
                        counts=dict(self.counts), findings=tuple(self.rows))
        return UnitScan(scan=scan, unnumbered=tuple(self.unnumbered))

    def _not_replayed(self, board: str, line: int | None, err: VerzakingError, *,
                      place: bool) -> None:
        """List a board that cannot be read or replayed (``place``: with the error's trick,
        seat and card), or whose revokes cannot be ruled."""
        self.count("not_replayed")
        self.count("code:" + err.code)
        p = err.params
        where: dict[str, Any] = ({"trick": p.get("trick"), "seat": _plain(p.get("seat")),
                                  "card": _plain(p.get("card"))} if place else {})
        self.rows.append(Finding(type="not_replayed", file=self.file, board=board, line=line,
                                 code=err.code, message=message("error." + err.code, self.lang, p),
                                 **where))

    def _replayed(self, board: ReadBoard, facts: BoardFacts) -> None:
        """Count a board that replays, check its result and rule its revokes."""
        if any(n.code == "note_inadmissible_call" for n in facts.notes):
            self.count("inadmissible_calls")  # read, and for the director (Law 36)
        if facts.play is not None:
            self.count("replayed")
            if any(n.code == "note_pbn_rows_reseated" for n in facts.notes):
                self.count("rows_reseated")
        elif facts.contract is None:
            # PBN writes a passed-out board as Contract "Pass"; LIN has its calls or none
            self.count("passed_out" if facts.auction or self.kind == "pbn" else "no_auction")
        else:
            self.count("auction_only")
        if board.error is not None:  # a claim or Result that the tricks played cannot reach
            p = board.error.params
            self._mismatch(board.board, facts.contract, line=board.error.line or board.line,
                           source=self.source,
                           tricks=(p["result"], p["decl"], p["played"]), code="scan.result_range",
                           data={**p, "source": self.source})
        else:
            self._check_result(board, facts)
        if facts.revokes:
            self._rule(board, facts)

    def _check_result(self, board: ReadBoard, facts: BoardFacts) -> None:
        """A result in the file that differs from the play: by its own tag, or by ``rs``."""
        for note in facts.notes:
            if note.code == "note_result_differs":
                d = note.data
                result, played = int(d["result"]), int(d["played"])  # type: ignore[call-overload]
                self._mismatch(board.board, facts.contract, line=board.line, source=self.source,
                               tricks=(result, played, 13), code="scan.result_differs",
                               data={"result": d["result"], "played": d["played"],
                                     "source": self.source})
        rs = facts.tags.get("rs") if self.kind == "lin" else None
        contract, declarer = _contract_text(facts.contract)
        if rs and facts.contract is not None and facts.declarer_tricks is not None:
            tricks = _rs_tricks(rs, contract, declarer)
            if tricks is not None and tricks != facts.declarer_tricks:
                self._mismatch(board.board, facts.contract, line=board.line, source="rs",
                               tricks=(tricks, facts.declarer_tricks, len(facts.tricks)),
                               code="scan.rs_differs",
                               data={"result": tricks, "played": facts.declarer_tricks,
                                     "rs": rs.strip()})

    def _mismatch(self, board: str, contract: Contract | None, *, line: int | None, source: str,
                  tricks: tuple[int, int, int], code: str, data: Mapping[str, Any]) -> None:
        """List a result that differs: ``tricks`` is the file's, the replay's and those played."""
        self.count("mismatch")
        self.count("source:" + source)
        written, declarer = _contract_text(contract)
        file_result, replay_result, played = tricks
        self.rows.append(Finding(
            type="result", file=self.file, board=board, line=line, contract=written,
            declarer=declarer, source=source, file_result=file_result,
            replay_result=replay_result, tricks_played=played,
            message=message(code, self.lang, data)))

    def _rule(self, board: ReadBoard, facts: BoardFacts) -> None:
        """Rule the board's revokes: one finding each (or the error that stops the ruling)."""
        try:
            ruling = self.edition.rule(facts)
        except Exception as exc:  # a bug must not stop the scan: report it with the board
            err = exc if isinstance(exc, VerzakingError) else internal_error(
                exc, self.file, board.board, board.line)
            self._not_replayed(board.board, board.line, err, place=False)
            return
        self.count("revoke_boards")
        for r in ruling.revokes:
            self.rows.append(self._revoke(board, facts, ruling, r))

    def _revoke(self, board: ReadBoard, facts: BoardFacts, ruling: Ruling,
                r: RevokeRuling) -> Finding:
        """Count one revoke ruled and give its finding."""
        rv = r.revoke
        contract = facts.contract
        assert contract is not None
        role = ("declarer" if rv.seat == contract.declarer else
                "dummy" if rv.seat == contract.dummy else "defender")
        for key in ("revokes", "role:" + role, "kind:" + rv.kind, "rule:" + r.rule):
            self.count(key)
        self.count("transferred", r.tricks_transferred)
        if r.established:
            self.count("established")
        text_data = {"seat": rv.seat, "trick": rv.trick, "suit": rv.suit, "card": rv.card,
                     "held": rv.held}
        return Finding(
            type="revoke", file=self.file, board=board.board, line=board.line,
            contract=str(contract), declarer=contract.declarer.letter, seat=rv.seat.letter,
            role=role, kind=rv.kind, trick=rv.trick, suit=_plain(rv.suit), card=_plain(rv.card),
            held=" ".join(str(c) for c in rv.held), established=r.established, rule=r.rule,
            tricks_transferred=r.tricks_transferred,
            declarer_tricks_before=ruling.declarer_tricks_played,
            declarer_tricks_after=ruling.declarer_tricks_adjusted,
            score_ns_before=ruling.score_ns_played, score_ns_after=ruling.score_ns_adjusted,
            message=message("61A.revoke", self.lang, text_data))


def file_error(file: str, code: str, params: Mapping[str, Any], lang: str
               ) -> tuple[dict[str, str], Finding]:
    """Why a file cannot be read (``code`` and ``message``), and its finding."""
    msg = message("error." + code, lang, params)
    return {"code": code, "message": msg}, Finding(type="file", file=file, code=code, message=msg)


def failed_unit(file: str, code: str, params: Mapping[str, Any], lang: str, *, size: int = 0,
                kind: str | None = None) -> UnitScan:
    """A file or piece that could not be read at all."""
    error, row = file_error(file, code, params, lang)
    return UnitScan(scan=FileScan(file=file, kind=kind, size=size, findings=(row,), error=error))


def internal_error(exc: Exception, file: str, board: str | None, line: int | None
                   ) -> VerzakingError:
    """A bug met on the way, as the error reported in its place."""
    return InputError("internal_error", file=file, board=board, line=line,
                      reason=f"{type(exc).__name__}: {exc}")


def message(code: str, lang: str, params: Mapping[str, Any]) -> str:
    """A catalog message without its place (file, line and board are columns of their own);
    a reason given by its code (``reason.not_regular``) said in ``lang``."""
    try:
        return text(code, lang, with_reasons(params, lang))
    except (KeyError, IndexError, ValueError):
        return code.removeprefix("error.") + " " + ", ".join(f"{k}={v}" for k, v in params.items())


def _plain(value: Any) -> Any:
    """Seats, suits and cards as their letters (``E``, ``H``, ``HA``); anything else as it is."""
    if isinstance(value, Seat | Suit):
        return value.letter
    if isinstance(value, Card):
        return str(value)
    return value


def _contract_text(contract: Contract | None) -> tuple[str | None, str | None]:
    """The contract as written (``3NT``) and declarer's letter, if there is a contract."""
    if contract is None:
        return None, None
    return str(contract), contract.declarer.letter


def _rs_tricks(entry: str, contract: str | None, declarer: str | None) -> int | None:
    """Declarer's tricks by a vugraph ``rs`` entry such as ``4HSx-2``, if it is this contract."""
    m = _RS.match(entry)
    if m is None or contract is None:
        return None
    level, strain, seat, dbl, res = m.groups()
    strain = strain.upper()
    written = level + ("NT" if strain == "N" else strain) + dbl.upper()
    if written != contract or seat.upper() != declarer:
        return None
    tricks = 6 + int(level) + (0 if res == "=" else int(res))
    return tricks if 0 <= tricks <= 13 else None
