"""The page as a director reads it at the table (issue 14's fixes), on the server.

The short path, a board without a number, the trick row of a revoke, the revoke's kind,
the editions' labels, the board picker of a file with every table's result, a case
file's title and description, the API's page without a CDN, and the offline app at
``/app/``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("httpx")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from conftest import EXAMPLES
from verzaking.web import create_app
from verzaking.web.limits import Limits

SHORT_1 = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "short",
           "s_tricks": "9", "s_seat": "E", "s_trick": "6", "s_won": "other", "s_later": "1"}


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(Limits(processes=0)), raise_server_exceptions=False) as c:
        yield c


def fragment(client: Any, path: str, data: dict[str, str], **kw: Any) -> str:
    res = client.post(path, data=data, headers={"X-Fragment": "1"}, **kw)
    return str(res.text)


def test_law_64a_by_the_short_path_on_the_server(client: Any) -> None:
    html = fragment(client, "/quick", SHORT_1)
    assert 'class="after">+420<' in html and "64A2" in html
    html = fragment(client, "/quick", {**SHORT_1, "s_trick": "7", "s_won": "offender"})
    assert 'class="after">+450<' in html and "64A1" in html


def test_the_short_path_says_what_is_missing_in_the_pages_language(client: Any) -> None:
    html = fragment(client, "/quick?lang=en", {**SHORT_1, "s_won": "", "lang": "en"})
    assert "Short: tap declarer&#39;s tricks" in html


def test_a_board_without_a_number_is_not_called_board_1(client: Any) -> None:
    html = fragment(client, "/quick", SHORT_1)
    assert "Spel (geen nummer)" in html and "Spel 1<" not in html
    assert "Spel 7" in fragment(client, "/quick", {**SHORT_1, "board": "7"})


ROWS_1 = {"level": "4", "strain": "S", "declarer": "S", "vul": "None", "path": "tricks",
          "r1_seat": "E", "r1_trick": "6",
          **{f"t{n}": w for n, w in enumerate(
              "EW EW NS NS NS N NS NS EW NS NS EW NS".split(), 1)}}


def test_the_revoke_trick_row_says_who_revoked(client: Any) -> None:
    html = fragment(client, "/quick", ROWS_1)
    assert "(verzaking van O)" in html and "verzaakt: O" not in html


def test_the_form_names_the_revoke_kind_and_editions_briefly(client: Any) -> None:
    page = client.get("/").text
    assert "Soort verzaking" in page and "kleur niet gevolgd" in page
    labels = re.findall(r'<option value="(?:2017|2007|1997|1930|rubber|home)"[^>]*>([^<]+)<', page)
    assert len(labels) == 6 and max(len(label) for label in labels) <= 24


def test_the_picker_tells_the_tables_of_one_board_apart(client: Any) -> None:
    deal = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    pbn = "".join(f'[Board "11"]\n[Deal "{deal}"]\n[Declarer "S"]\n[Contract "1NT"]\n'
                  f'[Result "7"]\n[Table "{n}"]\n\n' for n in (1, 2, 3))
    html = fragment(client, "/record", {"text": pbn})
    labels = re.findall(r'<span class="pick-board">([^<]+)</span>', html)
    assert labels == ["Spel 11 · tafel 1", "Spel 11 · tafel 2", "Spel 11 · tafel 3"]


def test_a_case_files_title_and_description_are_shown(client: Any) -> None:
    case = (EXAMPLES / "voorbeeld1.json").read_text(encoding="utf-8")
    case = case.replace('"title"', '"description": "Noord dekte voor.", "title"')
    html = fragment(client, "/record", {"text": case})
    assert "Seed 000, Voorbeeld 1" in html and "Noord dekte voor." in html


def test_the_api_page_needs_no_cdn(client: Any) -> None:
    page = client.get("/api/docs?lang=en").text
    assert "POST /api/rule" in page
    assert not re.search(r"<(script|link)[^>]+(src|href)=\"https?://", page)


def test_the_offline_app_at_app_when_built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "build.json").write_text("{}")
    (tmp_path / "index.html").write_text("<!doctype html><title>site</title>")
    monkeypatch.setenv("VERZAKING_SITE", str(tmp_path))
    with TestClient(create_app(Limits(processes=0))) as c:
        res = c.get("/app/")
        assert res.status_code == 200 and "site" in res.text
        assert "'wasm-unsafe-eval'" in res.headers["content-security-policy"]
        assert "wasm" not in c.get("/").headers["content-security-policy"]
    monkeypatch.delenv("VERZAKING_SITE")
    with TestClient(create_app(Limits(processes=0))) as c:
        res = c.get("/app/")
        assert res.status_code == 404 and "verzaking site" in res.text


def test_verzaking_site_refuses_a_folder_that_is_not_a_site(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    done = subprocess.run([sys.executable, "-m", "verzaking", "site", str(tmp_path)],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "not empty" in done.stderr
    assert (tmp_path / "notes.txt").exists()


def test_the_short_path_shows_no_made_up_trick_table_and_says_why(client: Any) -> None:
    # the short path knows only counts after the revoke trick: a trick table (and trick
    # numbers after trick 6) would state what did not happen at the table
    html = fragment(client, "/quick", SHORT_1)
    assert "Kort pad" in html and "latere slagen daarom zonder nummer" in html
    assert "<table class=\"tricks" not in html and 'class="tricks' not in html
    rows = fragment(client, "/quick", ROWS_1)
    assert "Kort pad" not in rows and "+420" in rows and 'class="tricks' in rows


def test_every_page_links_the_practice_page_in_its_language(client: Any) -> None:
    assert '<a href="/practice?lang=nl">Oefenen</a>' in client.get("/").text
    assert '<a href="/practice?lang=en">Practice</a>' in client.get("/record?lang=en").text
