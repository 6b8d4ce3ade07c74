"""One board as a reader gives it: its facts, or the error that stops it, and where it was
(:class:`ReadBoard`; every reader of :mod:`verzaking.io` gives these)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..errors import VerzakingError
from ..facts import BoardFacts, Note

__all__ = ["LoadedBoard", "ReadBoard"]


def _no_line() -> int | None:
    return None


@dataclass(frozen=True, slots=True, kw_only=True)
class ReadBoard:
    """One board from a file: its facts, or the error that stops it, and the warnings."""

    board: str
    """Board number (or ``#n``, its place in the file)."""
    facts: BoardFacts | None = None
    """The facts, when the board could be read and its play fed to the table."""
    error: VerzakingError | None = None
    """Why it could not."""
    laws: str | None = None
    """The laws a case file names for it."""
    kind: str | None = None
    """What the file was read as: ``pbn``, ``lin``, ``json`` or ``yaml`` (``None``: not
    known, the file could not be read)."""
    ordinal: int = 0
    """1-based place of the board in the file (each table result counts)."""
    numbered: bool = True
    """The board has a number of its own (else :attr:`board` is ``#n``)."""
    has_play: bool = False
    """The record has cards played."""
    partial: BoardFacts | None = None
    """For a board whose recorded result is impossible: its facts without that result."""
    where: Callable[[], int | None] = _no_line
    """The line the board starts on (counted when asked)."""
    several: bool = False
    """A case among several in its file (a case without a number is named by its place)."""

    @property
    def whole_file(self) -> bool:
        """The entry stands for the whole file, which could not be read (no board of it)."""
        return self.ordinal == 0 and self.error is not None

    @property
    def warnings(self) -> tuple[Note, ...]:
        """What reading noticed that does not stop the ruling."""
        return self.facts.notes if self.facts is not None else ()

    @property
    def line(self) -> int | None:
        """The line the board starts on."""
        return self.where()

    @property
    def shows_number(self) -> bool:
        """A heading names :attr:`board`: all but a case without a number of its own (its
        board is the engine's number; a hand record's ``#n`` is its place in the file)."""
        return self.numbered or self.kind not in ("json", "yaml")

    @property
    def label(self) -> str:
        """The board as the director knows it: its number, ``#n`` for a board of a hand
        record without one, and the place ``#n`` of a case without one (its :attr:`board`
        is the engine's number, which the director never gave)."""
        return self.board if self.shows_number else f"#{self.ordinal}"

    @property
    def place(self) -> str | None:
        """The board to name where an error about it is told: its :attr:`label`, but none
        for a case without a number that is alone in its file, or for a file of which no
        board was read."""
        if self.whole_file or not (self.shows_number or self.several):
            return None
        return self.label


LoadedBoard = ReadBoard
"""The name this had before (``verzaking.LoadedBoard``)."""
