"""Board numbers as a director asks for them: ``01`` and ``1`` are the same board.

Scoring programs write ``[Board "1"]`` or ``[Board "01"]``; a director types either.
A number (ASCII digits only) is compared without its leading zeros; anything else
(``#3``, ``1a``, a name) only as written, spaces around it aside.

>>> same_board("01", "1"), same_board("1", " 001 "), same_board("0", "00")
(True, True, True)
>>> same_board("10", "1"), same_board("1a", "01a"), same_board("A", "a")
(False, False, False)

A label that no board can have is refused by the readers (:func:`absurd_board`): PBN 3.4.4
has a positive number, and names are read only as long as a case file or the log takes them.

>>> absurd_board("12"), absurd_board("1a"), absurd_board("-3"), absurd_board("9" * 5000)
(False, False, True, True)
"""

from __future__ import annotations

__all__ = ["MAX_DIGITS", "MAX_LABEL", "absurd_board", "board_key", "same_board", "shown"]

MAX_LABEL = 40
"""The longest board number or name read (as long as a case file and the log take one)."""
MAX_DIGITS = 9
"""The most digits a board number has, leading zeros aside (no archive holds a thousand
million boards)."""


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


def absurd_board(label: str) -> bool:
    """``label`` cannot be a board's: longer than :data:`MAX_LABEL`, a number of more than
    :data:`MAX_DIGITS` digits, or a number with a sign (PBN 3.4.4: a positive number)."""
    label = label.strip()
    if len(label) > MAX_LABEL:
        return True
    signed = label[:1] in ("+", "-", "\u2212")  # also the minus sign of a word processor
    digits = label[1:] if signed else label
    if digits.isascii() and digits.isdigit():
        return signed or len(digits.lstrip("0")) > MAX_DIGITS
    return False


def shown(label: str) -> str:
    """A board label as the readers give it: cut short past :data:`MAX_LABEL` characters (such
    a board is refused; its 5,000 digits would fill every line of a report that names it).

    >>> shown("12"), len(shown("9" * 5000))
    ('12', 41)
    """
    return label if len(label) <= MAX_LABEL else label[:MAX_LABEL] + "…"
