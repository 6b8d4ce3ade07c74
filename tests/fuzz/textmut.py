"""Mutations that know no format: bytes, lines, tokens, and values made extreme.

Each mutation takes the random source and the input and gives the changed input.  Text
is handled as UTF-8 with ``surrogateescape``, so any bytes survive a text mutation.

>>> import random
>>> rng = random.Random(1)
>>> len(truncate(rng, b"abcdef")) < 6
True
>>> swap_lines(random.Random(2), b"a\\nb\\nc") != b"a\\nb\\nc"
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence

__all__ = ["BYTE_MUTATIONS", "EXTREMES", "LINE_MUTATIONS", "ByteMutation", "decode", "encode",
           "extreme", "pick_weighted", "token_mutation"]

ByteMutation = Callable[[random.Random, bytes], bytes]
"""One mutation of an input's bytes."""

EXTREMES: tuple[str, ...] = (
    "", " ", "0", "-1", "-0", "00", "007", "+5", "1.5", "6.0", "13", "14", "52", "53", "99",
    "2147483648", "18446744073709551617", "9" * 40, "9" * 400, "9" * 5000, "1e999", "-1e999",
    "1e-999", "NaN", "nan", "Infinity", "-Infinity", "0x10", "0o17", "1_000", "x" * 300,
    "x" * 70_000, "é", "ÄÖÜß", "♠♥♦♣", "\U0001f0a1", "\u202e", "\u200b", "\ufeff", "²", "①",
    "١٢", "߁", "\uff11\uff13", "\x00", "\x01", "\x1b[2J", "\x7f", "\t", "\r", "\r\n", "\n",
    "\x0b\x0c", "\x85", "\u2028", "\u00a0", "\ud800", "\udfff", "{", "}", "{}", "{{", "}}", "{0}", "{board}",
    "{seat!r}", "{:>999999}", "{0.__class__}", "%s", "%(x)s", '"', "\\", '\\"', "\\u0000",
    "'", "|", "||", "[", "]", "[]", "*", "#", "^R", "-", "=", ";", "%", "~", "null", "true",
    "None", "none", "Pass", "pass", "NT", "N", "E", "S", "W", "O", "Z", "NS", "EW", "NZ", "OW",
    "All", "Both", "X", "XX", "XXX", "AKQJT98765432", "<script>", "../../etc/passwd", "CON",
)
"""Values that break careless code: numbers too large, long text, unicode, control
characters, the characters formats give a meaning (braces, quotes, backslashes, ``|``)."""

INTERESTING_BYTES = b"\x00\x01\x7f\x80\xff\xfe\xc3\xe2\x9d\"'\\{}[]|\n\r\t %;*#-^0"
TOKEN = re.compile(r"[^\s|,:\"\[\]{}]+")


def decode(data: bytes) -> str:
    """The bytes as text, losslessly."""
    return data.decode("utf-8", "surrogateescape")


def encode(text: str) -> bytes:
    """Text back to bytes: the bytes :func:`decode` read, as they were (a lone surrogate
    that came from elsewhere, such as a JSON escape, is written as UTF-8 would)."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def pick_weighted(rng: random.Random, table: Sequence[tuple[int, object]]) -> object:
    """One item of ``(weight, item)`` pairs."""
    return rng.choices([item for _, item in table], weights=[w for w, _ in table])[0]


def extreme(rng: random.Random) -> str:
    """One extreme value (long ones less often)."""
    value = rng.choice(EXTREMES)
    if len(value) > 1000 and rng.random() < 0.7:
        value = rng.choice(EXTREMES)
    return value


def _span(rng: random.Random, size: int) -> tuple[int, int]:
    start = rng.randrange(size + 1)
    length = min(size - start, rng.choice((1, 1, 2, 4, 8, 16, 64, 512)))
    return start, start + length


def flip_bit(rng: random.Random, data: bytes) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    i = rng.randrange(len(data))
    return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]


def set_byte(rng: random.Random, data: bytes) -> bytes:
    i = rng.randrange(len(data) + 1)
    b = rng.choice(INTERESTING_BYTES) if rng.random() < 0.7 else rng.randrange(256)
    return data[:i] + bytes([b]) + data[i + 1:]


def insert_bytes(rng: random.Random, data: bytes) -> bytes:
    i = rng.randrange(len(data) + 1)
    if rng.random() < 0.5:
        chunk = bytes(rng.choice(INTERESTING_BYTES) for _ in range(rng.randint(1, 8)))
    else:
        chunk = encode(extreme(rng))
    return data[:i] + chunk + data[i:]


def delete_span(rng: random.Random, data: bytes) -> bytes:
    a, b = _span(rng, len(data))
    return data[:a] + data[b:]


def duplicate_span(rng: random.Random, data: bytes) -> bytes:
    a, b = _span(rng, len(data))
    times = rng.choice((1, 1, 2, 10, 100))
    return data[:b] + data[a:b] * times + data[b:]


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[:rng.randrange(len(data))] if data else data


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True) or [b""]


def delete_line(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    del lines[rng.randrange(len(lines))]
    return b"".join(lines)


def duplicate_line(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    i = rng.randrange(len(lines))
    line = lines[i] if lines[i].endswith(b"\n") else lines[i] + b"\n"
    lines[i:i] = [line] * rng.choice((1, 1, 3, 40))
    return b"".join(lines)


def swap_lines(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    if len(lines) > 1:
        i, j = rng.sample(range(len(lines)), 2)
        lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def move_line(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    line = lines.pop(rng.randrange(len(lines)))
    lines.insert(rng.randrange(len(lines) + 1), line)
    return b"".join(lines)


def line_endings(rng: random.Random, data: bytes) -> bytes:
    """All line ends one way (CRLF, CR, none), or a line end dropped."""
    choice = rng.choice((b"\r\n", b"\r", b" ", b"\n\n"))
    return data.replace(b"\r\n", b"\n").replace(b"\n", choice)


def token_mutation(rng: random.Random, data: bytes) -> bytes:
    """A word (between spaces and punctuation) deleted, doubled, swapped or made extreme."""
    text = decode(data)
    spans = [m.span() for m in TOKEN.finditer(text)]
    if not spans:
        return insert_bytes(rng, data)
    a, b = rng.choice(spans)
    what = rng.randrange(4)
    if what == 0:
        return encode(text[:a] + text[b:])
    if what == 1:
        return encode(text[:b] + " " + text[a:b] + text[b:])
    if what == 2:
        c, d = rng.choice(spans)
        if (c, d) != (a, b):
            (a, b, ta), (c, d, tc) = sorted([(a, b, text[a:b]), (c, d, text[c:d])])
            return encode(text[:a] + tc + text[b:c] + ta + text[d:])
    return encode(text[:a] + extreme(rng) + text[b:])


BYTE_MUTATIONS: tuple[tuple[int, ByteMutation], ...] = (
    (2, flip_bit), (2, set_byte), (2, insert_bytes), (2, delete_span), (1, duplicate_span),
    (1, truncate), (3, token_mutation),
)
"""Byte and token mutations with their weights."""
LINE_MUTATIONS: tuple[tuple[int, ByteMutation], ...] = (
    (2, delete_line), (2, duplicate_line), (2, swap_lines), (1, move_line), (1, line_endings),
)
"""Line mutations with their weights."""
