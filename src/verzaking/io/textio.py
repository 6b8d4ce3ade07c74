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

__all__ = ["decode_bytes", "lines_of", "os_reason"]


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


def lines_of(text: str) -> list[str]:
    """The lines of ``text`` (a leading BOM dropped), split only at CR, LF and CRLF."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.split("\n")


def os_reason(exc: OSError) -> str:
    """A catalog key (``reason.*``) for common operating-system errors, else its own text."""
    return {
        errno.EISDIR: "reason.is_dir",
        errno.EACCES: "reason.permission",
        errno.EPERM: "reason.permission",
        errno.ENOENT: "reason.not_found",
    }.get(exc.errno or 0, exc.strerror or str(exc))
