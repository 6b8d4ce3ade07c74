"""The options of ``rule --log``, ``verzaking log`` and ``verzaking quiz``, without the log
or the trainer: building the command line loads neither SQLite nor a question bank, so that
``verzaking rule`` of one board starts as fast as before they came.
"""

from __future__ import annotations

import argparse
from typing import Any

from .laws import EDITIONS
from .render.i18n import LANGUAGES

__all__ = ["QUIZ_SOURCES", "add_log_options", "add_log_parser", "add_quiz_parser"]

QUIZ_SOURCES = ("all", "generated", "bank", "explainer")
"""Which questions a run asks (:data:`verzaking.trainer.SOURCES`, checked equal in a test)."""


def add_log_options(p: argparse.ArgumentParser) -> None:
    """The options of ``verzaking rule`` that keep each ruling in the log."""
    g = p.add_argument_group("log", "keep each ruling in the director's log (--log)")
    g.add_argument("--log", action="store_true", help="keep each ruling in the log")
    g.add_argument("--db", metavar="PATH", help="the log file (default: in the user's data folder)")
    g.add_argument("--event", help="the event, for the log")
    g.add_argument("--log-date", metavar="YYYY-MM-DD",
                   help="the evening's date, for the log (default: --date, else today)")
    g.add_argument("--round", help="the round, for the log")
    g.add_argument("--table", help="the table: of a board that the file holds for several "
                                   "tables, only this one's (its number, room or a player's "
                                   "name); and the table, for the log")
    g.add_argument("--ns", metavar="PAIR", help="the North-South pair, for the log")
    g.add_argument("--ew", metavar="PAIR", help="the East-West pair, for the log")
    g.add_argument("--note", help="the director's note, for the log")


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", help="the log file (default: in the user's data folder)")
    p.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")


def _fields(p: argparse.ArgumentParser) -> None:
    p.add_argument("--event", help="the event")
    p.add_argument("--date", metavar="YYYY-MM-DD", help="the evening's date")
    p.add_argument("--round", help="the round")
    p.add_argument("--table", help="the table")
    p.add_argument("--board", help="the board number")
    p.add_argument("--ns", metavar="PAIR", help="the North-South pair")
    p.add_argument("--ew", metavar="PAIR", help="the East-West pair")
    p.add_argument("--note", help="the director's note")


def _filters(p: argparse.ArgumentParser) -> None:
    p.add_argument("--event", help="only this event")
    p.add_argument("--date", metavar="YYYY-MM-DD", help="only this date")


def add_log_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``verzaking log`` and its commands to the CLI's sub-parsers."""
    p = subparsers.add_parser("log", help="the director's log of rulings",
                              description="List, show, correct, export and import the rulings "
                                          "kept with 'verzaking rule … --log' or the web page.")
    sub = p.add_subparsers(dest="log_command", required=True)
    ls = sub.add_parser("list", help="the rulings in the log")
    _common(ls)
    _filters(ls)
    ls.add_argument("--deleted", action="store_true", help="deleted entries too")
    ls.add_argument("--json", action="store_true", help="JSON instead of text")
    sh = sub.add_parser("show", help="one entry: its facts, its history and the ruling")
    sh.add_argument("number", type=int, metavar="N")
    _common(sh)
    sh.add_argument("--json", action="store_true", help="the entry with every version, as JSON")
    co = sub.add_parser("correct", help="correct an entry (the earlier version is kept)")
    co.add_argument("number", type=int, metavar="N")
    _common(co)
    co.add_argument("--reason", required=True, help="why it is corrected")
    _fields(co)
    co.add_argument("--score-ns", type=int, metavar="POINTS",
                    help="the score North-South get instead (an assigned score)")
    co.add_argument("--case", metavar="FILE", help="new facts: a case file, ruled again")
    co.add_argument("--reopen", action="store_true", help="correct an entry marked final")
    fi = sub.add_parser("final", help="mark an entry final")
    fi.add_argument("number", type=int, metavar="N")
    _common(fi)
    fi.add_argument("--reason", help="why (default: marked final)")
    de = sub.add_parser("delete", help="delete an entry (logged; its versions are kept)")
    de.add_argument("number", type=int, metavar="N")
    _common(de)
    de.add_argument("--reason", required=True, help="why it is deleted")
    de.add_argument("--yes", action="store_true", help="confirm the deletion")
    ex = sub.add_parser("export", help="the log as CSV for the scoring program, or JSON")
    _common(ex)
    _filters(ex)
    ex.add_argument("--format", choices=("csv", "json"), default="csv", help="default csv")
    ex.add_argument("--out", metavar="FILE", help="write to FILE (default: standard output)")
    im = sub.add_parser("import", help="merge JSON exports into the log (by stable id)")
    im.add_argument("files", nargs="+", metavar="FILE")
    _common(im)
    pr = sub.add_parser("print", help="a printable page of one ruling, for the players (HTML)")
    pr.add_argument("number", type=int, metavar="N")
    _common(pr)
    pr.add_argument("--out", metavar="FILE", help="write to FILE (default: standard output)")
    rp = sub.add_parser("report", help="a printable report of the evening (HTML)")
    _common(rp)
    _filters(rp)
    rp.add_argument("--out", metavar="FILE", help="write to FILE (default: standard output)")
    return p


def add_quiz_parser(subparsers: Any) -> None:
    """Add ``quiz`` (alias ``oefen``) to the command line's subcommands."""
    p = subparsers.add_parser("quiz", aliases=["oefen"], prog="verzaking quiz|oefen",
                              help="practise revoke rulings on generated boards (Dutch: oefen)")
    p.add_argument("--count", default="10", metavar="N", help="number of questions (default 10)")
    p.add_argument("--level", default="1", metavar="1|2|3",
                   help="1 the basics, 2 all of 64A/B, penalty cards, trick 12, claims, "
                        "3 editions and several revokes (default 1)")
    p.add_argument("--laws", default=None,
                   help=f"edition of the laws: {', '.join(EDITIONS)} (default 2017; with --code, "
                        "the edition the code is for, or a fixed question under another)")
    p.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    p.add_argument("--seed", metavar="S", help="the same seed gives the same questions")
    p.add_argument("--source", choices=QUIZ_SOURCES, default="all",
                   help="generated boards, the fixed bank, the explainer's eight, or all mixed")
    p.add_argument("--code", help="ask the one question with this share code")
    p.add_argument("--json", action="store_true", help="print the questions as JSON, without asking")
    p.add_argument("--indent", action="store_true", help="JSON indented for reading")
