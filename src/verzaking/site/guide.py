"""The director's guide in the offline app: the *Aan tafel / At the table* part of the guide.

Its text is the Markdown in ``guide/nl`` and ``guide/en`` (the same page names in both),
which the documentation site (``docs/``) includes as its *Aan tafel* part; the app draws it
here as its own pages (``guide/nl/short.html``, …), with the screenshots of ``guide/img``,
so the service worker keeps them offline with the rest.  The pages use CommonMark with
tables only, and their heading anchors are the documentation site's (GitHub's slugs, as
MyST makes them), so a link to ``events.md#herstellen-wat-nu`` works in both.

>>> slug("Herstellen: wat nu?"), slug("Equity (64C)")
('herstellen-wat-nu', 'equity-64c')
>>> PAGES[:3]
('index', 'app', 'short')
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

__all__ = ["GUIDE", "LANGS", "PAGES", "WHAT_NOW", "page_html", "slug", "write_guide"]

GUIDE = Path(__file__).resolve().parent / "guide"
"""The guide's Markdown (``nl/``, ``en/``) and screenshots (``img/``)."""
LANGS = ("nl", "en")
PAGES = ("index", "app", "short", "tricks", "tell", "events", "reading", "situations")
"""The guide's pages, in reading order."""
WHAT_NOW = {"nl": "events.html#herstellen-wat-nu", "en": "events.html#correcting-what-now"}
"""Where a ruling's "what now?" links to, by language (relative to ``guide/LANG/``)."""
_SLUG_DROP = re.compile(r"[^\w\u4e00-\u9fff\- ]")
_MD_LINK = re.compile(r"^([\w-]+)\.md(#[\w-]+)?$")


def slug(title: str) -> str:
    """A heading's anchor as MyST makes it (GitHub's way): lower case, spaces to hyphens,
    other punctuation dropped."""
    return _SLUG_DROP.sub("", title.lower().replace(" ", "-"))


def page_html(text: str) -> tuple[str, str]:
    """(title, HTML) of a guide page: its first heading, and the page with anchors on its
    headings and links to other pages of the guide made ``.html``."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    tokens = md.parse(text)
    title = ""
    for i, token in enumerate(tokens):
        if token.type == "heading_open":
            words = "".join(c.content for c in tokens[i + 1].children or ()
                            if c.type in ("text", "code_inline"))
            token.attrSet("id", slug(words))
            title = title or words
        for child in token.children or ():
            href = child.attrGet("href") if child.type == "link_open" else None
            if isinstance(href, str) and (m := _MD_LINK.match(href)):
                child.attrSet("href", f"{m.group(1)}.html{m.group(2) or ''}")
    return title, md.renderer.render(tokens, md.options, {})


def write_guide(out: Path, env: Any, context: Any) -> list[str]:
    """Write the guide's pages into ``out/guide`` with the template ``guide.html`` of
    ``env``; ``context(lang)`` gives a page's shared texts.  Returns the files written."""
    written = []
    (out / "guide" / "img").mkdir(parents=True, exist_ok=True)
    for image in sorted((GUIDE / "img").glob("*.png")):
        shutil.copy(image, out / "guide" / "img" / image.name)
        written.append(f"guide/img/{image.name}")
    template = env.get_template("guide.html")
    for lang in LANGS:
        other = LANGS[1 - LANGS.index(lang)]
        titles = {name: page_html((GUIDE / lang / f"{name}.md").read_text(encoding="utf-8"))[0]
                  for name in PAGES}
        (out / "guide" / lang).mkdir(parents=True, exist_ok=True)
        for name in PAGES:
            title, body = page_html((GUIDE / lang / f"{name}.md").read_text(encoding="utf-8"))
            page = template.render({**context(lang), "lang": lang, "other_lang": other,
                                    "title": title, "body": body, "name": name,
                                    "pages": [(n, titles[n]) for n in PAGES]})
            (out / "guide" / lang / f"{name}.html").write_text(page, encoding="utf-8")
            written.append(f"guide/{lang}/{name}.html")
    return written
