"""The trick table marks the same revoke cards on the web page as in the text ruling.

Renderers never decide law: which card a trick table marks as a revoke comes from
the ruling alone (``RevokeRuling.shown_in_table``, through
:func:`verzaking.render.text.revoke_cells`).  For every case file in ``examples/``
and every PBN, LIN and JSON file under ``tests/fixtures``, each board is rendered
as text (a ``*`` after the card) and as the web page's table (``ruling_view`` and
the HTML of ``/record``), and the (trick, seat) cells marked must be the same.
A corrected revoke (62A, 62C: the card was taken back) is marked in neither.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import pytest

from conftest import EXAMPLES, FIXTURES
from verzaking import Seat, read, render_text, rule
from verzaking.errors import VerzakingError
from verzaking.render.i18n import text
from verzaking.ruling import Ruling

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2; httpx works with every version
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from verzaking.web import create_app
from verzaking.web.view import ruling_view

Cells = set[tuple[int, Seat]]
FILES = sorted([*EXAMPLES.glob("*.json"),
                *(p for p in FIXTURES.rglob("*") if p.suffix in (".pbn", ".lin", ".json"))])
MARK = text("ui.revoke_mark", "en")
NOTE = re.escape(text("web.revoke_in", "en", {"seats": "SEATS"})).replace("SEATS", "([^<]*)")
"""The note of a trick row without cards: "revoke by E" (a pattern, the seats a group)."""


def _boards() -> list[tuple[Path, int]]:
    """(file, place in the file) of every board that reads and rules."""
    out = []
    for path in FILES:
        for index, item in enumerate(read(path)):
            if item.facts is None:
                continue
            try:
                rule(item.facts, laws=item.laws, equity=False)
            except VerzakingError:
                continue
            out.append((path, index))
    return out


BOARDS = _boards()


def _ruling(path: Path, index: int) -> Ruling:
    item = read(path)[index]
    assert item.facts is not None
    return rule(item.facts, laws=item.laws, equity=False)


def text_marks(ruling: Ruling) -> Cells:
    """The cells the text ruling marks: a ``*`` after the card, or ``revoke X`` without play."""
    lines = render_text(ruling, "en").splitlines()
    marks: Cells = set()
    if text("ui.tricks_heading", "en") not in lines:  # no trick known: no table
        return marks
    start = lines.index(text("ui.tricks_heading", "en")) + 2
    for line in lines[start:]:
        if not re.match(r"\s+\d+\s", line):
            break
        tokens = line.split()
        number = int(tokens[0])
        if ruling.facts.play is not None:
            for seat, card in zip(Seat, tokens[2:6], strict=True):
                if card.endswith("*"):
                    marks.add((number, seat))
        else:
            notes = line[19:].strip().split("; ")
            marks |= {(number, Seat.parse(n.split()[1])) for n in notes
                      if re.fullmatch(re.escape(MARK) + r" [NESW]", n)}
    return marks


def view_marks(ruling: Ruling) -> Cells:
    """The cells the page's table marks (``ruling_view(...)["table"]``)."""
    table = ruling_view(ruling, "en")["table"]
    if table is None:
        return set()
    marks: Cells = set()
    for row in table["rows"]:
        if table["play"]:
            marks |= {(row["number"], seat) for seat, cell in zip(Seat, row["cells"], strict=True)
                      if cell["revoke"]}
        else:
            marks |= {(row["number"], Seat.parse(s)) for s in row["revokes"]}
    return marks


def html_marks(page: str) -> Cells:
    """The cells the HTML of the record page marks: ``rvcard`` cells, or the row's note."""
    table = re.search(r'<table class="tricks-table( play)?">(.*?)</table>', page, re.S)
    if table is None:
        return set()
    marks: Cells = set()
    for number, cells in re.findall(r'<tr class="[^"]*">\s*<th scope="row">(\d+)</th>(.*?)</tr>',
                                    table.group(2), re.S):
        if table.group(1):
            classes = re.findall(r'<td class="([^"]*)">', cells)[:4]
            marks |= {(int(number), seat) for seat, c in zip(Seat, classes, strict=True)
                      if "rvcard" in c.split()}
        else:
            note = re.search(r'<span class="note">\(' + NOTE + r"\)</span>", cells)
            if note:
                marks |= {(int(number), Seat.parse(s)) for s in note.group(1).split(", ")}
    return marks


def _id(board: tuple[Path, int]) -> str:
    path, index = board
    return f"{path.parent.name}/{path.name}#{index}"


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def test_every_file_is_covered() -> None:
    assert {p.name for p in FILES} >= {"tafel-62C-terugnemen.json", "voorbeeld1.json",
                                       "voorbeeld1.pbn", "revoke.lin"}
    assert len(BOARDS) >= 14


@pytest.mark.parametrize("board", BOARDS, ids=_id)
def test_the_page_marks_the_cells_the_text_marks(board: tuple[Path, int]) -> None:
    ruling = _ruling(*board)
    assert view_marks(ruling) == text_marks(ruling)
    shown = {(r.revoke.trick, r.revoke.seat) for r in ruling.revokes if r.shown_in_table}
    assert text_marks(ruling) == shown


@pytest.mark.parametrize("board", BOARDS, ids=_id)
def test_the_record_page_html_marks_the_cells_the_text_marks(client: TestClient,
                                                             board: tuple[Path, int]) -> None:
    path, index = board
    res = client.post("/record?lang=en", files={"file": (path.name, path.read_bytes())},
                      data={"pick": str(index)}, headers={"X-Fragment": "1"})
    assert res.status_code == 200, res.text[:300]
    assert html_marks(res.text) == text_marks(_ruling(path, index))


def test_a_revoke_corrected_by_62c_is_marked_in_neither() -> None:
    # East's H8 on trick 5 was taken back and replaced by D9 (62B1, 62C): the table shows
    # D9 as played, so no card of trick 5 is a revoke card; the ruling still has the revoke.
    ruling = _ruling(EXAMPLES / "tafel-62C-terugnemen.json", 0)
    assert [(r.revoke.trick, r.revoke.seat, r.shown_in_table) for r in ruling.revokes] == [
        (5, Seat.EAST, False)]
    assert text_marks(ruling) == set() == view_marks(ruling)
    assert "revoke E corrected" in render_text(ruling, "en")


def test_an_established_revoke_is_marked_in_both() -> None:
    ruling = _ruling(FIXTURES / "voorbeeld1.pbn", 0)
    assert text_marks(ruling) == {(6, Seat.EAST)} == view_marks(ruling)
    ruling = _ruling(EXAMPLES / "voorbeeld1.json", 0)  # no play: the row says who revoked
    assert text_marks(ruling) == {(6, Seat.EAST)} == view_marks(ruling)
