"""The guide (docs/) builds in both languages with warnings as errors, and its generated
reference agrees with the program: every step code and error code in the catalogs is on its
page with both texts.  A broken link, a page in no table of contents, a page without its twin
in the other language and a catalog key without its text each fail the build.

Skipped where Sphinx, MyST or Furo is not installed (``pip install -e '.[docs]'``); CI
installs them with the test extra.
"""

from __future__ import annotations

import html
import importlib.util
import re
import shutil
import sys
from pathlib import Path

import pytest

from verzaking.render.i18n import CATALOGS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

pytestmark = [
    pytest.mark.skipif(
        any(importlib.util.find_spec(m) is None for m in ("sphinx", "myst_parser", "furo")),
        reason="the docs extra is not installed (pip install -e '.[docs]')"),
    # Sphinx's notices to plugin authors (MyST's use of a deprecated attribute), not ours
    pytest.mark.filterwarnings("ignore::DeprecationWarning",
                               "ignore::PendingDeprecationWarning"),
]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    assert _build(DOCS, out) == 0, "the guide did not build without warnings (run " \
        "python docs/build.py OUT to see them)"
    return out


def _text(page: Path) -> str:
    """A built page's text without its tags, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", page.read_text(encoding="utf-8")))


def test_both_languages_have_the_same_pages(site: Path) -> None:
    nl = {p.relative_to(site).as_posix() for p in site.rglob("*.html")
          if not p.relative_to(site).as_posix().startswith("en/")}
    en = {p.relative_to(site / "en").as_posix() for p in (site / "en").rglob("*.html")}
    assert nl == en
    for section in ("table", "evening", "practice", "install", "reference", "laws"):
        assert f"{section}/index.html" in nl


def test_every_step_code_is_on_the_steps_page_with_both_texts(site: Path) -> None:
    from verzaking_docs import step_codes  # docs/_ext, put on the path by docs/conf.py

    codes = step_codes()
    assert "64A2.later_trick" in codes and "61A.revoke" in codes and "error.card_not_held" not in codes
    for lang in ("nl", "en"):
        page = " ".join(_text(site / ("en/" if lang == "en" else "") / "reference" /
                              "steps.html").split())
        for code in codes:
            assert code in page, (lang, code)
            for text in (CATALOGS["nl"][code], CATALOGS["en"][code]):
                assert " ".join(text.split()) in page, (lang, code)


def test_every_error_code_is_on_the_errors_page_with_both_texts(site: Path) -> None:
    from verzaking_docs import error_codes

    codes = error_codes()
    assert "error.card_not_held" in codes and "log.err.no_entry" in codes
    for lang in ("nl", "en"):
        page = " ".join(_text(site / ("en/" if lang == "en" else "") / "reference" /
                              "errors.html").split())
        for code in codes:
            assert code in page, (lang, code)
            assert " ".join(CATALOGS[lang][code].split()) in page, (lang, code)


def test_the_command_line_page_has_every_command(site: Path) -> None:
    page = _text(site / "reference" / "cli.html")
    for command in ("verzaking rule", "verzaking next", "verzaking laws", "verzaking scan",
                    "verzaking serve", "verzaking site", "verzaking quiz", "verzaking log export",
                    "verzaking log import", "--no-equity", "--allowed-host"):
        assert command in page, command


def test_the_language_switch_leads_to_the_same_page(site: Path) -> None:
    page = (site / "reference" / "steps.html").read_text(encoding="utf-8")
    assert 'href="../en/reference/steps.html"' in page
    page = (site / "en" / "reference" / "steps.html").read_text(encoding="utf-8")
    assert 'href="../../reference/steps.html"' in page


def _mini_docs(tmp_path: Path, nl_page: str, en_page: str) -> Path:
    """A copy of the guide's configuration with one page in each language."""
    docs = tmp_path / "docs"
    shutil.copytree(DOCS / "_ext", docs / "_ext")
    shutil.copytree(DOCS / "_templates", docs / "_templates")
    for name in ("conf.py", "build.py"):
        shutil.copy(DOCS / name, docs / name)
    conf = docs / "conf.py"  # the copy finds the package where the real one does
    conf.write_text(conf.read_text(encoding="utf-8").replace(
        'DOCS.parent / "src"', repr(str(ROOT / "src"))), encoding="utf-8")
    for lang, text in (("nl", nl_page), ("en", en_page)):
        (docs / lang).mkdir()
        (docs / lang / "index.md").write_text(text, encoding="utf-8")
    return docs


def _build(docs: Path, out: Path) -> int:
    """``docs/build.py``'s build of the guide in ``docs`` into ``out``."""
    sys.path.insert(0, str(docs))
    try:
        sys.modules.pop("build", None)
        import build

        return int(build.build(out))
    finally:
        sys.path.remove(str(docs))
        sys.modules.pop("build", None)


def test_a_broken_link_fails_the_build(tmp_path: Path) -> None:
    good = "# Index\n\nSee [the steps](#index).\n"
    docs = _mini_docs(tmp_path, good, "# Index\n\nSee [a page](missing.md).\n")
    assert _build(docs, tmp_path / "out") != 0
    docs2 = _mini_docs(tmp_path / "b", good, good)
    assert _build(docs2, tmp_path / "out2") == 0  # the same without the broken link builds


def test_a_catalog_key_without_its_text_fails_the_build(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    page = "# Steps\n\n```{verzaking-steps}\n:groups: 64A2\n```\n"
    docs = _mini_docs(tmp_path, page, page)
    assert _build(docs, tmp_path / "out") == 0
    english = dict(CATALOGS["en"])
    english["64A2.later_trick"] = ""  # the English text left out
    monkeypatch.setitem(CATALOGS, "en", english)
    assert _build(docs, tmp_path / "out2") != 0
