"""Board numbers as a director asks for them: ``01`` and ``1`` are the same board.

Scoring programs write ``[Board "1"]`` or ``[Board "01"]``; a director types either.
A number (ASCII digits only) is compared without its leading zeros; anything else
(``#3``, ``1a``, a name) only as written, spaces around it aside.

>>> same_board("01", "1"), same_board("1", " 001 "), same_board("0", "00")
(True, True, True)
>>> same_board("10", "1"), same_board("1a", "01a"), same_board("A", "a")
(False, False, False)
"""

from __future__ import annotations

__all__ = ["board_key", "same_board"]


def board_key(label: str) -> str:
    """What a board number is compared by: a number without its leading zeros, else the
    label as written (without the spaces around it)."""
    label = label.strip()
    if label.isascii() and label.isdigit():
        return label.lstrip("0") or "0"
    return label


def same_board(label: str, asked: str) -> bool:
    """Board ``label`` (as the file numbers it) is board ``asked`` (as the user asked for it)."""
    return label == asked or board_key(label) == board_key(asked)
