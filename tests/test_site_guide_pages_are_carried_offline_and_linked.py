"""The offline app carries the guide's *Aan tafel / At the table* part in both languages: its
pages are written into the app, every link and anchor in them leads somewhere, the service
worker keeps them, and a ruling's "what now?" links to the section on corrections (on the
server's page and in the app's own result area).  The documentation site includes the same
pages (``docs/*/table/*.md``)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

pytest.importorskip("jinja2")
pytest.importorskip("markdown_it")

from verzaking.site import build
from verzaking.site.guide import GUIDE, LANGS, PAGES, WHAT_NOW, page_html, slug

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pages of the app (without Pyodide), its manifest, style and icon, and the service
    worker over them."""
    out = tmp_path_factory.mktemp("app")
    build._pages(out)
    build._manifest(out)
    (out / "static").mkdir()
    shutil.copy(ROOT / "src" / "verzaking" / "web" / "static" / "style.css", out / "static")
    shutil.copy(ROOT / "src" / "verzaking" / "site" / "assets" / "icon.svg", out)
    build._worker(out)
    return out


def _ids(page: str) -> set[str]:
    return set(re.findall(r'\bid="([^"]+)"', page))


def test_both_languages_have_every_page_and_the_docs_include_each(site: Path) -> None:
    for lang in LANGS:
        for name in PAGES:
            assert (site / "guide" / lang / f"{name}.html").is_file(), (lang, name)
            included = (ROOT / "docs" / lang / "table" / f"{name}.md").read_text(encoding="utf-8")
            assert f"src/verzaking/site/guide/{lang}/{name}.md" in included, (lang, name)
        assert sorted(p.stem for p in (GUIDE / lang).glob("*.md")) == sorted(PAGES)


def test_every_link_and_image_in_the_guide_pages_leads_somewhere(site: Path) -> None:
    for page in sorted((site / "guide").glob("*/*.html")):
        text = page.read_text(encoding="utf-8")
        for href in re.findall(r'(?:href|src)="([^"]+)"', text):
            if href.startswith(("http:", "https:", "mailto:")):
                continue
            path, _, anchor = href.partition("#")
            target = (page.parent / path).resolve() if path else page
            assert target.is_file(), (page, href)
            if anchor:
                assert anchor in _ids(target.read_text(encoding="utf-8")), (page, href)


def test_the_what_now_anchors_are_the_corrections_sections(site: Path) -> None:
    # the heading of the section on corrections in each language, as its page writes it
    for lang, heading in (("nl", "Herstellen: wat nu?"), ("en", "Correcting: what now?")):
        page, anchor = WHAT_NOW[lang].split("#")
        text = (site / "guide" / lang / page).read_text(encoding="utf-8")
        assert f'<h2 id="{anchor}">{heading}</h2>' in text
        assert slug(heading) == anchor


def test_the_service_worker_keeps_the_guide(site: Path) -> None:
    worker = (site / "sw.js").read_text(encoding="utf-8")
    for lang in LANGS:
        for name in PAGES:
            assert f'"guide/{lang}/{name}.html"' in worker
    for image in (GUIDE / "img").glob("*.png"):
        assert f'"guide/img/{image.name}"' in worker


def test_the_apps_pages_link_to_the_guide_in_their_language(site: Path) -> None:
    for file, lang in (("index.html", "nl"), ("en.html", "en"), ("record.html", "nl")):
        text = (site / file).read_text(encoding="utf-8")
        assert f'href="guide/{lang}/index.html"' in text, file


def test_headings_get_the_anchors_the_docs_site_links_to() -> None:
    title, html = page_html("# Een titel\n\n## Billijkheid (64C)\n\nZie [dit](short.md#x).\n")
    assert title == "Een titel"
    assert '<h2 id="billijkheid-64c">' in html
    assert 'href="short.html#x"' in html


def test_a_ruling_with_what_now_links_to_the_corrections_section_on_the_server() -> None:
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    from fastapi.testclient import TestClient

    from verzaking.web import create_app

    client = TestClient(create_app())
    case = (EXAMPLES / "aan-tafel.json").read_text(encoding="utf-8")
    for lang in LANGS:
        res = client.post(f"/record?lang={lang}", data={"text": case})
        assert res.status_code == 200
        assert f'href="/app/guide/{lang}/{WHAT_NOW[lang]}"' in res.text, lang


def test_a_ruling_with_what_now_links_to_the_corrections_section_in_the_app() -> None:
    from verzaking.site import bridge

    case = (EXAMPLES / "aan-tafel.json").read_text(encoding="utf-8")
    for lang in LANGS:
        html = json.loads(bridge.rule(case, json.dumps({"lang": lang, "html": True})))["html"]
        assert f'href="guide/{lang}/{WHAT_NOW[lang]}"' in html, lang


# the seed's example 1 on the page Verloop / Play by play: East discards ♣4 on trick 6 while
# holding ♥4 (a revoke, 61A), and South notices it at once
TELL_SETUP = {"level": "4", "strain": "S", "dbl": "", "declarer": "S", "vul": "None",
              "laws": "2017", "board": "", "deal": ""}
TELL_TAPS = ["won:EW", "won:EW", "won:NS", "won:NS", "won:S", "card:H2", "card:H3", "card:HA",
             "card:C4"]


def test_what_now_on_the_page_verloop_links_to_the_corrections_section() -> None:
    pytest.importorskip("fastapi")
    pytest.importorskip("httpx")
    from fastapi.testclient import TestClient

    from verzaking.site import bridge
    from verzaking.web import create_app
    from verzaking.web.told import Told, tap

    told = Told.from_form(TELL_SETUP)
    for do in TELL_TAPS:
        told = tap(told, do).told
    before = Told.from_form(TELL_SETUP)  # South has won trick 5 and leads to trick 6
    for do in TELL_TAPS[:5]:
        before = tap(before, do).told
    client = TestClient(create_app())
    for lang in LANGS:
        # a revoke noticed at once is corrected (62A): "what now?" says how, and links to the
        # guide's section on corrections, on the server and in the app
        fields = {"lang": lang, **TELL_SETUP, **told.state(), "do": "revoke:3:S"}
        res = client.post(f"/tell?lang={lang}", data=fields, headers={"X-Fragment": "1"})
        assert res.status_code == 200
        assert f'href="/app/guide/{lang}/{WHAT_NOW[lang]}"' in res.text, lang
        offline = bridge.tell_page(json.dumps(fields), lang)
        assert f'href="guide/{lang}/{WHAT_NOW[lang]}"' in offline, lang
        # a card played as the laws want it: play goes on, nothing to correct, no link
        plain = {"lang": lang, **TELL_SETUP, **before.state(), "do": "card:H2"}
        res = client.post(f"/tell?lang={lang}", data=plain, headers={"X-Fragment": "1"})
        assert 'class="tell-whatnow"' in res.text and 'class="guide-link"' not in res.text
