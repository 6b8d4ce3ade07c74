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
"""

from __future__ import annotations

from typing import Any

__all__ = ["CaseError", "DealError", "InputError", "PlayError", "VerzakingError"]


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
        from .render.i18n import render_error

        return render_error(self, lang)


class InputError(VerzakingError):
    """A file that cannot be read: syntax, a missing or unreadable tag."""


class DealError(VerzakingError):
    """A deal that is not four hands of thirteen distinct cards."""


class PlayError(VerzakingError):
    """A play record that cannot have happened: a card not held, played twice, a gap."""


class CaseError(VerzakingError):
    """A case (trick-level facts) that is incomplete or contradicts itself."""
