"""A binary file (a photo, a PDF, random bytes) chosen as the hand record (phone trial: the
message repeated some 60 characters of the file's bytes, with ``\\x03`` escapes, and named
"spel #1").  It is one message for the whole file: not a text file, so not a PBN, LIN or
case file, with the file's name, in the user's language; exit 2, a 4xx on the web."""

from __future__ import annotations

import html
import random
import re
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

import verzaking
from conftest import FIXTURES, web_client


def png() -> bytes:
    """A small, real PNG image (a red square)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data)))
    rows = b"".join(b"\x00" + b"\xff\x00\x00" * 16 for _ in range(16))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


NOISE = random.Random(48).randbytes(3000)
"""Random bytes that the PBN reader read as a game with a tag it could not read (line 18)."""
PDF = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n" + NOISE[:500]
BINARIES = {"hand.pbn": NOISE, "foto.png": png(), "foto.pbn": png(), "scan.pdf": PDF,
            "uitslag.pbn": PDF, "garbage.lin": bytes(range(256)) * 8}
SAID = {"nl": "geen tekstbestand (bijvoorbeeld een foto of een pdf), dus geen PBN-, LIN- of "
              "casusbestand",
        "en": "not a text file (a photo or a PDF, for instance), so not a PBN, LIN or case file"}


def no_junk(message: str) -> None:
    assert "\\x" not in message and "#1" not in message and "\ufffd" not in message
    assert not any(ch < " " for ch in message.strip())
    assert len(message) < 250


@pytest.mark.parametrize("name", sorted(BINARIES))
def test_a_binary_file_is_said_to_be_no_text_file_with_its_name(name: str) -> None:
    [entry] = verzaking.read(BINARIES[name], name=name)
    assert entry.whole_file and entry.error.code == "file_not_text"
    for lang, said in SAID.items():
        message = entry.error.message(lang)
        assert message.startswith(f"{name}: {said}")
        no_junk(message)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_binary_file_on_the_command_line_exits_2_saying_it_is_no_text_file(
        tmp_path: Path, lang: str) -> None:
    for name in ("hand.pbn", "foto.png", "uitslag.pbn"):
        path = tmp_path / name
        path.write_bytes(BINARIES[name])
        res = subprocess.run([sys.executable, "-m", "verzaking", "rule", "--lang", lang, str(path)],
                             capture_output=True, text=True)
        assert res.returncode == 2 and res.stdout == ""
        assert res.stderr.startswith(f"{path}: {SAID[lang]}")
        assert "Traceback" not in res.stderr and res.stderr.count("\n") == 1
        no_junk(res.stderr)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_binary_file_on_the_web_is_a_4xx_saying_it_is_no_text_file(lang: str) -> None:
    client = web_client()
    for name in ("hand.pbn", "foto.png"):
        res = client.post(f"/record?lang={lang}", files={"file": (name, BINARIES[name])},
                          data={"lang": lang}, headers={"X-Fragment": "1"})
        found = re.search(r'class="error" role="alert">(.*?)</div>', res.text, re.S)
        assert 400 <= res.status_code < 500 and found
        shown = html.unescape(re.sub(r"<[^>]+>", " ", found.group(1)))
        assert f"{name}: {SAID[lang]}" in shown
        no_junk(re.sub(r"\s+", " ", shown))
        api = client.post(f"/api/rule?lang={lang}", files={"file": (name, BINARIES[name])})
        assert 400 <= api.status_code < 500
        [answer] = api.json()
        assert answer["error_code"] == "file_not_text" and answer["file"] == name
        assert answer["error"].startswith(f"{name}: {SAID[lang]}")
    body = client.post(f"/api/rule?lang={lang}", content=png(),
                       headers={"content-type": "application/octet-stream"})
    assert body.status_code == 422 and body.json()[0]["error_code"] == "file_not_text"


def test_text_files_with_a_stray_control_character_are_still_read() -> None:
    text = (FIXTURES / "voorbeeld1.pbn").read_text(encoding="utf-8")
    for data in (text.encode("utf-16"), text.encode("cp1252"),
                 text.replace("[Dealer", "\x00\x01 junk \x7f\n[Dealer").encode(),
                 text.encode() + b"\x1a"):  # the end-of-file mark of old DOS programs
        [board] = verzaking.read(data, name="voorbeeld1.pbn")
        assert board.error is None and board.facts.declarer_tricks == 9
