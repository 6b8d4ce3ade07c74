"""Sphinx directives that write the guide's tables from the code, so they cannot go stale.

- ``verzaking-editions``: the editions (``parameters.py``, the catalogs' names);
- ``verzaking-point`` (``:point: KEY`` for one, else every point): what each edition says on a
  point of the laws, in the catalogs' words, editions that agree said once;
- ``verzaking-renumbered``: the articles an older edition numbers otherwise (``articles.py``);
- ``verzaking-steps`` (``:groups:`` to pick): every ruling step's code, its article and both
  catalog texts;
- ``verzaking-errors``: every error code with its message in both languages, and the notes
  a reader adds to a board it read;
- ``verzaking-cli``: the command line, read from the parser itself.

A catalog key without its text in either language is a warning, and the guide is built
with warnings as errors.  Beside them: the language switch of every page (the same page in
the other tree) and a check that both trees have the same pages.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from verzaking.articles import RENUMBERED
from verzaking.parameters import EDITION_KEYS, POINTS
from verzaking.render.i18n import CATALOGS

LOG = logging.getLogger(__name__)
LANGS = ("nl", "en")
SRC = Path(__file__).resolve().parents[2] / "src" / "verzaking"

NOT_STEPS = ("error", "reason", "ui", "web", "cli", "where", "edition", "point", "scan", "quiz",
             "log", "note_")
"""Catalog groups that are not ruling steps (messages, the pages' words, the trainer's)."""
ERROR_GROUPS = ("error.", "reason.", "log.err.", "web.err.", "cli.")
"""Catalog groups of error messages (and the reasons they give)."""
_ARTICLE = re.compile(r"^(\d\d)([A-D]?)(\d?)([a-c]?)$")
_WORDS = {
    "nl": {"key": "code", "edition": "editie", "name": "naam", "in_force": "in gebruik (NBB)",
           "scoring": "telling", "rulers": "wie beslist", "article": "artikel", "nl": "Nederlands",
           "en": "Engels", "none": "—", "option": "optie", "help": "betekenis",
           "usage": "Gebruik", "renumbered": "artikel in die editie", "no_article": "(geen)",
           "from": "van", "until": "tot"},
    "en": {"key": "code", "edition": "edition", "name": "name", "in_force": "in force (NBB)",
           "scoring": "scoring", "rulers": "who rules", "article": "article", "nl": "Dutch",
           "en": "English", "none": "—", "option": "option", "help": "meaning",
           "usage": "Usage", "renumbered": "article in that edition", "no_article": "(none)",
           "from": "from", "until": "until"},
}


def _lang(directive: SphinxDirective) -> str:
    return directive.config.language if directive.config.language in LANGS else "nl"


def _text(directive: SphinxDirective, key: str, lang: str) -> str:
    """The catalog's text for ``key``; a warning (an error in the build) where it has none."""
    value = CATALOGS[lang].get(key, "")
    if not value.strip():
        LOG.warning("catalog key %s has no %s text", key, lang,
                    location=(directive.env.docname, directive.lineno))
    return value


def _cell(value: str | nodes.Node, *, code: bool = False) -> nodes.entry:
    entry = nodes.entry()
    if isinstance(value, nodes.Node):
        entry += value
    else:
        para = nodes.paragraph()
        para += nodes.literal(value, value) if code and value not in ("", "—") else nodes.Text(value)
        entry += para
    return entry


def _table(headers: Sequence[str], rows: Iterable[Sequence[str | nodes.Node]],
           *, code_columns: Sequence[int] = (0,), widths: Sequence[int] | None = None
           ) -> nodes.table:
    table = nodes.table(classes=["verzaking-generated"] + (["colwidths-given"] if widths else []))
    group = nodes.tgroup(cols=len(headers))
    table += group
    for width in widths or [1] * len(headers):
        group += nodes.colspec(colwidth=width)
    head = nodes.thead()
    group += head
    row = nodes.row()
    for header in headers:
        row += _cell(header)
    head += row
    body = nodes.tbody()
    group += body
    for values in rows:
        row = nodes.row()
        for i, value in enumerate(values):
            row += _cell(value, code=i in code_columns)
        body += row
    return table


class Editions(SphinxDirective):
    """The editions: key, name, the date the Dutch federation applied it from, scoring, rulers."""

    def run(self) -> list[nodes.Node]:
        lang, w = _lang(self), _WORDS[_lang(self)]
        by_key = {p.key: p for p in POINTS}
        rows = []
        for edition in EDITION_KEYS:
            start, end = by_key["in_force"].values[edition], by_key["in_force_until"].values[edition]
            when = (f"{w['from']} {start}" + (f" {w['until']} {end}" if end else "")) if start \
                else w["none"]
            rows.append([edition, _text(self, f"edition.{edition}", lang), when,
                         _text(self, f"point.77.{by_key['77'].values[edition]}", lang),
                         _text(self, f"point.81.{by_key['81'].values[edition]}", lang)])
        return [_table([w["key"], w["name"], w["in_force"], w["scoring"], w["rulers"]], rows,
                       widths=[1, 4, 2, 3, 2])]


class Point(SphinxDirective):
    """What each edition says on a point of the laws (every point, or ``:point: KEY``)."""

    option_spec: ClassVar[dict[str, Any]] = {"point": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        lang = _lang(self)
        wanted = self.options.get("point")
        rows = [p for p in POINTS if not p.dated and (wanted is None or p.key == wanted)]
        if not rows:
            LOG.warning("no point %s in parameters.py", wanted,
                        location=(self.env.docname, self.lineno))
        out: list[nodes.Node] = []
        for point in rows:
            for other in LANGS:  # both catalogs must say every value
                for value in set(point.values.values()):
                    _text(self, f"point.{point.key}.{value}", other)
            groups: dict[str, list[str]] = {}
            for edition in EDITION_KEYS:
                groups.setdefault(point.values[edition], []).append(edition)
            if wanted is None:
                title = nodes.paragraph()
                title += nodes.strong(point.key, point.key)
                if point.article and point.article != point.key:
                    title += nodes.Text(f" (art. {point.article})")
                out.append(title)
            items = nodes.bullet_list()
            for value, editions in groups.items():
                item = nodes.list_item()
                para = nodes.paragraph()
                para += nodes.strong(", ".join(editions), ", ".join(editions))
                para += nodes.Text(": " + CATALOGS[lang].get(f"point.{point.key}.{value}", ""))
                item += para
                items += item
            out.append(items)
        return out


class Renumbered(SphinxDirective):
    """The articles an edition numbers otherwise than the 2017 Laws."""

    def run(self) -> list[nodes.Node]:
        w = _WORDS[_lang(self)]
        rows = [[law, edition, own or w["no_article"]]
                for edition, table in RENUMBERED.items() for law, own in table.items()]
        return [_table(["2017", w["edition"], w["renumbered"]], rows, code_columns=(0, 2))]


def _article_of(key: str) -> str:
    """The article a step code names (``64C2a.x`` → ``64C2(a)``), or ``""``."""
    head = key.split(".", 1)[0]
    m = _ARTICLE.match(head)
    if not m:
        return ""
    number, letter, digit, sub = m.groups()
    return number + letter + digit + (f"({sub})" if sub else "")


def _literal_laws() -> dict[str, str]:
    """Step codes the source builds with a literal article (``Step(code="x", law="64C")``)."""
    found: dict[str, str] = {}
    for path in SRC.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for code, law in re.findall(r'code="([\w.()]+)",\s*law="([\w.()]*)"', text):
            found.setdefault(code, law)
    return found


def step_codes() -> list[str]:
    """Every ruling step's code in the catalogs, in the catalog's order."""
    return [k for k in CATALOGS["nl"] if not k.startswith(NOT_STEPS)]


def error_codes() -> list[str]:
    """Every error message's code (and the reasons messages give), in the catalog's order."""
    return [k for k in CATALOGS["nl"] if k.startswith(ERROR_GROUPS)]


def note_codes() -> list[str]:
    """The notes a reader adds to a board it read (warnings, not errors)."""
    return [k for k in CATALOGS["nl"] if k.startswith("note_")]


class Steps(SphinxDirective):
    """Every ruling step: code, article, Dutch and English text (``:groups:`` to pick)."""

    option_spec: ClassVar[dict[str, Any]] = {"groups": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        w = _WORDS[_lang(self)]
        literal = _literal_laws()
        groups = self.options.get("groups", "").split()
        codes = [c for c in step_codes() if not groups or c.split(".", 1)[0] in groups]
        rows = [[code, _article_of(code) or literal.get(code, "") or w["none"],
                 _text(self, code, "nl"), _text(self, code, "en")] for code in codes]
        return [_table([w["key"], w["article"], w["nl"], w["en"]], rows, code_columns=(0, 1),
                       widths=[2, 1, 4, 4])]


class Errors(SphinxDirective):
    """Every error code with both messages (``:notes:`` for the readers' notes instead)."""

    option_spec: ClassVar[dict[str, Any]] = {"notes": directives.flag}

    def run(self) -> list[nodes.Node]:
        w = _WORDS[_lang(self)]
        codes = note_codes() if "notes" in self.options else error_codes()
        rows = [[code, _text(self, code, "nl"), _text(self, code, "en")] for code in codes]
        return [_table([w["key"], w["nl"], w["en"]], rows, widths=[3, 5, 5])]


def _subparsers(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.ArgumentParser]]:
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            seen: set[int] = set()
            for name, sub in action.choices.items():
                if id(sub) not in seen:
                    seen.add(id(sub))
                    found.append((name, sub))
    return found


def _options(parser: argparse.ArgumentParser) -> list[list[str]]:
    rows = []
    for action in parser._actions:
        if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
            continue
        if action.help == argparse.SUPPRESS:
            continue
        name = ", ".join(action.option_strings) or (action.metavar or action.dest)
        if isinstance(name, tuple):
            name = " ".join(name)
        if action.option_strings and action.nargs != 0:
            metavar = action.metavar or action.dest.upper()
            name += " " + (" ".join(metavar) if isinstance(metavar, tuple) else metavar)
        help_text = (action.help or "").replace("%%", "%")
        if action.choices and not isinstance(action, argparse._SubParsersAction):
            help_text += f" ({', '.join(map(str, action.choices))})"
        rows.append([str(name), help_text])
    return rows


class Cli(SphinxDirective):
    """The command line: every command's usage and options, from the parser itself."""

    def run(self) -> list[nodes.Node]:
        from verzaking.cli import _parser

        w = _WORDS[_lang(self)]
        out: list[nodes.Node] = []

        def walk(prefix: str, parser: argparse.ArgumentParser) -> None:
            subs = _subparsers(parser)
            if prefix != "verzaking" or not subs:
                title = nodes.rubric(prefix, prefix, ids=[nodes.make_id(prefix)])
                out.append(title)
                if parser.description:
                    out.append(nodes.paragraph(parser.description, parser.description))
                usage = parser.format_usage().removeprefix("usage: ").strip()
                out.append(nodes.literal_block(usage, usage))
                rows = _options(parser)
                if rows:
                    out.append(_table([w["option"], w["help"]], rows, widths=[2, 5]))
            for name, sub in subs:
                walk(f"{prefix} {name}", sub)

        walk("verzaking", _parser())
        return out


def _language_switch(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                     doctree: Any) -> None:
    lang = app.config.language
    root = context["pathto"]("", 1)
    root = "" if root in (".", "./") else root.rstrip("/") + "/"
    if lang == "en":
        context.update(other_language="nl", other_language_label="Nederlands",
                       other_language_url=f"{root}../{pagename}.html")
    else:
        context.update(other_language="en", other_language_label="English",
                       other_language_url=f"{root}en/{pagename}.html")


def _twins(app: Sphinx, env: Any) -> None:
    """Every page of this language has its twin in the other (the switch's target)."""
    here = Path(app.srcdir)
    other = here.parent / ("nl" if here.name == "en" else "en")
    for docname in sorted(env.found_docs):
        if not (other / f"{docname}.md").is_file():
            LOG.warning("%s has no twin %s", docname, other / f"{docname}.md",
                        location=docname)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("verzaking-editions", Editions)
    app.add_directive("verzaking-point", Point)
    app.add_directive("verzaking-renumbered", Renumbered)
    app.add_directive("verzaking-steps", Steps)
    app.add_directive("verzaking-errors", Errors)
    app.add_directive("verzaking-cli", Cli)
    app.connect("html-page-context", _language_switch)
    app.connect("env-check-consistency", _twins)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
