"""Bytes to text, and text to lines, the same way for every reader.

Files are UTF-8 (a BOM is dropped); anything else is read as Windows-1252, the
encoding of older Dutch and English scoring programs.  Lines end at ``\\n``,
``\\r\\n`` or ``\\r`` only: ``str.splitlines`` would also split at characters
such as U+0085 or U+2028 that can stand inside a value.

>>> lines_of("\\ufeffa\\r\\nb\\u0085c\\rd")
['a', 'b\\x85c', 'd']
"""

from __future__ import annotations

import errno
import re
from collections.abc import Iterator

__all__ = ["OS_ERRORS", "decode_bytes", "iter_lines", "lines_of", "looks_binary", "os_reason",
           "without_surrogates"]


def decode_bytes(data: bytes) -> str:
    """UTF-8 without its BOM (UTF-16 with its BOM), else Windows-1252 (undefined bytes replaced)."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):  # a BOM says UTF-16 (Windows Notepad)
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


_CONTROL = re.compile("[\x00-\x08\x0e-\x19\x1c-\x1f\x7f]")
"""Control characters that text files do not hold (tab, line breaks, form feed, the end of
file mark of old DOS programs and escape are left out)."""


def looks_binary(text: str, *, sample: int = 4096) -> bool:
    """Whether ``text`` is a binary file read as text (a photo, a PDF, a spreadsheet...): more
    than one in twenty of its first ``sample`` characters are control characters that text
    does not hold, or it begins as a PDF does.

    >>> looks_binary("\\u2030PNG\\r\\n\\x1a\\n\\x00\\x00\\x00\\rIHDR")
    True
    >>> looks_binary('[Board "1"]\\n' * 2 + "\\x00")
    False
    """
    start = text[:sample]
    return start.startswith("%PDF-") or len(_CONTROL.findall(start)) * 20 > len(start)


def lines_of(text: str) -> list[str]:
    """The lines of ``text`` (a leading BOM dropped), split only at CR, LF and CRLF."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.split("\n")


def iter_lines(text: str, *, block: int = 1 << 20) -> Iterator[str]:
    """The lines of ``text`` as :func:`lines_of` gives them, a block at a time: the lines of a
    large file are never all held at once.

    >>> list(iter_lines("\\ufeffa\\r\\nb\\rc\\n", block=2))
    ['a', 'b', 'c', '']
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    start, n = 0, len(text)
    while True:
        cut = text.find("\n", min(start + block, n))
        end = n if cut < 0 else cut + 1  # a block ends after a line feed: CR LF stays whole
        piece = text[start:end]
        if "\r" in piece:
            piece = piece.replace("\r\n", "\n").replace("\r", "\n")
        lines = piece.split("\n")
        if end < n:
            lines.pop()  # the block ends with its line feed: nothing after it yet
        yield from lines
        if end >= n:
            return
        start = end


_SURROGATE = re.compile("[\ud800-\udfff]")


def without_surrogates(text: str) -> str:
    """``text`` with any lone UTF-16 surrogate (from a ``\\ud800`` escape, or a caller's
    string) replaced by U+FFFD: such text cannot be written as UTF-8.

    >>> without_surrogates("a\\ud800b") == "a\\ufffdb"
    True
    """
    if text.isascii() or _SURROGATE.search(text) is None:
        return text
    return _SURROGATE.sub("\ufffd", text)


OS_ERRORS: dict[int, str] = {
    errno.EISDIR: "is_dir", errno.EACCES: "permission", errno.EPERM: "permission",
    errno.ENOENT: "not_found", errno.ENOSPC: "disk_full", errno.EROFS: "read_only"}
"""Common operating-system errors, by the name of their text in a catalog."""


def os_reason(exc: OSError, prefix: str = "reason.") -> str:
    """A catalog key (``prefix`` and the error's name: ``reason.not_found``) for a common
    operating-system error, else the error's own text."""
    name = OS_ERRORS.get(exc.errno or 0)
    return prefix + name if name is not None else exc.strerror or str(exc)
