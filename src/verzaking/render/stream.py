"""Rulings written as they are made: text one board after another, or one JSON array
written item by item, through one buffer (few large writes, however many boards).

JSON is encoded by orjson, compact unless indentation is asked for.

>>> import io
>>> out = io.StringIO()
>>> with JsonArrayWriter(out) as w:
...     w.add({"board": "1", "tricks": [1, 2]})
...     w.add({"board": "2"})
>>> out.getvalue()
'[{"board":"1","tricks":[1,2]},\\n{"board":"2"}]\\n'
"""

from __future__ import annotations

import json
from types import TracebackType
from typing import Any, TextIO

__all__ = ["JsonArrayWriter", "TextWriter", "to_json"]

_FLUSH_AT = 1 << 18
"""Characters gathered before they are written."""


def to_json(obj: Any, *, indent: bool = False) -> str:
    """``obj`` as JSON text (UTF-8 characters kept, not escaped).

    Text that UTF-8 cannot hold (a lone surrogate) is written as a JSON escape.
    """
    import orjson  # loaded with the first JSON written: a ruling as text never needs it

    try:
        return orjson.dumps(obj, option=orjson.OPT_INDENT_2 if indent else 0).decode()
    except orjson.JSONEncodeError:
        return json.dumps(obj, indent=2 if indent else None,
                          separators=None if indent else (",", ":"))


class _Buffered:
    def __init__(self, stream: TextIO) -> None:
        self._stream = stream
        self._parts: list[str] = []
        self._size = 0
        self.count = 0

    def _put(self, piece: str) -> None:
        self._parts.append(piece)
        self._size += len(piece)
        if self._size >= _FLUSH_AT:
            self.flush()

    def flush(self) -> None:
        """Write what is gathered."""
        if self._parts:
            self._stream.write("".join(self._parts))
            self._parts.clear()
            self._size = 0
        self._stream.flush()

    def close(self) -> None:
        """Finish the output."""
        self.flush()

    def __enter__(self) -> _Buffered:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


class TextWriter(_Buffered):
    """Text pieces written one after another, an empty line between two."""

    def add(self, piece: str) -> None:
        """Write one board's text."""
        self._put(piece if not self.count else "\n" + piece)
        self.count += 1

    add_text = add

    def __enter__(self) -> TextWriter:
        return self


class JsonArrayWriter(_Buffered):
    """A JSON array written one item at a time; each item on its own line (or indented)."""

    def __init__(self, stream: TextIO, *, indent: bool = False) -> None:
        super().__init__(stream)
        self._indent = indent

    def add(self, item: Any) -> None:
        """Write one item of the array."""
        self.add_text(to_json(item, indent=self._indent))

    def add_text(self, body: str) -> None:
        """Write one item of the array given as JSON text (indented if the writer is)."""
        if self._indent:
            body = "  " + body.replace("\n", "\n  ")  # a JSON string never holds a raw new line
        self._put(("[" if not self.count else ",") + ("\n" if self._indent or self.count else "")
                  + body)
        self.count += 1

    def close(self) -> None:
        """End the array (``[]`` when nothing was written)."""
        if not self.count:
            self._put("[]\n")
        else:
            self._put("\n]\n" if self._indent else "]\n")
        super().close()

    def __enter__(self) -> JsonArrayWriter:
        return self
