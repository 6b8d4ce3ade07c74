"""Cutting a large PBN text into pieces that can be read apart, each knowing how many lines
of the text come before it (so that lines named in messages are the whole file's).

The scanner shares an archive between processes this way, and so does ``verzaking rule``.

>>> game = '[Board "{n}"]\\n[Deal "N:AKQJ.T98.765.432 - - -"]\\n'
>>> text = "\\n".join(game.format(n=n) for n in range(1, 5))
>>> [(piece.count("[Board"), lines) for piece, lines in pbn_pieces(text, 2)]
[(3, 0), (1, 9)]
"""

from __future__ import annotations

import re
from itertools import pairwise

__all__ = ["pbn_pieces"]

_BLANK = re.compile(r"\n[ \t\r]*\n")
_TRIES = 200  # games looked at for one that stands on its own, from each place a cut is wanted


def pbn_pieces(text: str, pieces: int) -> list[tuple[str, int]]:
    """Cut PBN text into about ``pieces`` pieces, each with the number of lines before it.

    A cut is made only before a game that stands on its own (see
    :func:`_stands_alone`), so nothing it holds is taken from the game before,
    and the findings are the same as for the whole file read at once.
    """
    n = len(text)
    cuts = [0]
    for k in range(1, pieces):
        cut = _next_cut(text, max(cuts[-1], n * k // pieces))
        if cut is not None and cut > cuts[-1]:
            cuts.append(cut)
    cuts.append(n)
    out = []
    lines = 0
    for a, b in pairwise(cuts):
        piece = text[a:b]
        out.append((piece, lines))
        lines += _line_breaks(piece)
    return out


def _next_cut(text: str, pos: int) -> int | None:
    """Where the first game from ``pos`` that stands on its own begins: right after the line
    break that ends the blank line(s) before it; ``None`` if none is near."""
    n = len(text)
    for _ in range(_TRIES):
        m = _BLANK.search(text, pos)
        if m is None:
            return None
        start = m.end()
        while start < n and text[start] in " \t\r\n":
            start += 1
        end_m = _BLANK.search(text, start)
        end = end_m.start() if end_m else n
        if _stands_alone(text, start, end):
            return text.rfind("\n", 0, start) + 1
        pos = end
    return None


def _stands_alone(text: str, start: int, end: int) -> bool:
    """The game ``text[start:end]`` follows a blank line outside any ``{…}`` comment and has its
    own ``Board`` and ``Deal`` and no ``#`` value (a value repeated from the game before)."""
    game = text[start:end]
    return (game.startswith("[") and '[Board "' in game and '[Deal "' in game
            and '"#"' not in game and text.rfind("{", 0, start) <= text.rfind("}", 0, start))


def _line_breaks(text: str) -> int:
    """Line breaks in ``text``, counted as the readers count them (CR, LF or CRLF)."""
    return text.count("\n") + text.count("\r") - text.count("\r\n")
