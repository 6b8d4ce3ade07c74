"""Errors for bad input: one class per kind, each with a code, its facts and its place.

The message is looked up by ``code`` in the catalog of the user's language, so
the same error reads in Dutch on the command line and in English in a log:

>>> from verzaking.cards import Card, Seat
>>> err = PlayError("card_not_held", trick=3, seat=Seat.EAST, card=Card.parse("SA"),
...                 holder=Seat.NORTH)
>>> err.message("en")
'trick 3, E: plays ♠A, which is not in that hand (it was dealt to N)'
>>> err.message("nl")
'slag 3, O: speelt ♠A, maar die kaart zit niet in die hand (ze zit bij N)'

This module knows nothing of catalogs: the renderer (:mod:`verzaking.render.i18n`)
installs the function that writes messages when it is imported, which the
package does on import.  Without it, a message is the code and its facts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["CaseError", "DealError", "InputError", "PlayError", "TimelineError",
           "VerzakingError", "install_message_writer"]

MessageWriter = Callable[["VerzakingError", str], str]
"""Writes an error's message, with its place, in a language."""

_writer: list[MessageWriter] = []


def install_message_writer(writer: MessageWriter) -> None:
    """Let ``writer`` write every error's message (the renderer calls this once)."""
    _writer[:] = [writer]


class VerzakingError(ValueError):
    """Base of every bad-input error; carries a catalog code and where it happened."""

    def __init__(
        self,
        code: str,
        *,
        file: str | None = None,
        line: int | None = None,
        board: str | None = None,
        **params: Any,
    ) -> None:
        self.code = code
        self.params = params
        self.file = file
        self.line = line
        self.board = board
        super().__init__(code)

    def located(self, *, file: str | None = None, line: int | None = None,
                board: str | None = None) -> VerzakingError:
        """The same error with its place filled in where it was not known yet."""
        self.file = self.file or file
        self.line = self.line or line
        self.board = self.board or board
        return self

    def __str__(self) -> str:
        return self.message("en")

    def message(self, lang: str = "nl") -> str:
        """The message in ``lang``, with its place."""
        if _writer:
            return _writer[0](self, lang)
        return self.code + " " + ", ".join(f"{k}={v}" for k, v in self.params.items())


class InputError(VerzakingError):
    """A file that cannot be read: syntax, a missing or unreadable tag."""


class DealError(VerzakingError):
    """A deal that is not four hands of thirteen distinct cards."""


class PlayError(VerzakingError):
    """A play record that cannot have happened: a card not held, played twice, a gap."""


class CaseError(VerzakingError):
    """A case (trick-level facts) that is incomplete or contradicts itself."""


class TimelineError(VerzakingError):
    """A timeline that cannot have happened; names the event (1-based) and why."""
