"""The command line: ``verzaking rule FILE…``.

Exit codes: 0 every board ruled, 2 bad input (the message names the place).
"""

from __future__ import annotations

import argparse
import io
import json
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from . import __version__, rule
from .batch import RuleOptions, rule_path
from .cliopts import add_log_options, add_log_parser, add_quiz_parser
from .errors import InputError, VerzakingError
from .io import read, select
from .laws import EDITIONS, differences, edition_for_date, find_edition
from .render.i18n import LANGUAGES, text
from .render.laws import difference_rows
from .render.stream import JsonArrayWriter, TextWriter
from .render.text import step_text
from .ruling import Step
from .scan import add_scan_parser, run_scan
from .scan.discovery import default_jobs
from .site import add_site_options, add_site_parser, run_site, serve_site
from .web import add_serve_parser, run_serve

if TYPE_CHECKING:
    from .equity.likely import Settings

__all__ = ["main"]

EQUITY_MODES = ("double-dummy", "likely", "both")
"""``--equity``: :data:`verzaking.equity.MODES` (not imported: the command line starts fast)."""


_ARGPARSE = (
    (re.compile(r"the following arguments are required: (?P<args>.+)"), "cli.required"),
    (re.compile(r"argument (?P<arg>\S+): invalid choice: (?P<value>'.*?') \(choose from "
                r"(?P<choices>.+)\)"), "cli.invalid_choice"),
    (re.compile(r"argument (?P<arg>\S+): invalid (int|float) value: (?P<value>'.*?')"),
     "cli.invalid_number"),
    (re.compile(r"argument (?P<arg>\S+): expected (?P<count>one|\d+) arguments?"),
     "cli.expects_value"),
    (re.compile(r"unrecognized arguments: (?P<args>.+)"), "cli.unrecognized"),
)
"""argparse's English messages, and what we say instead in the user's language."""


class _Parser(argparse.ArgumentParser):
    """argparse, with its complaints in the language the command line asks for (``--lang``)."""

    def error(self, message: str) -> NoReturn:
        lang = _argv_lang(sys.argv[1:])
        for pattern, code in _ARGPARSE:
            m = pattern.fullmatch(message)
            if m is not None:
                facts = m.groupdict()
                if facts.get("count") == "one":
                    facts["count"] = "1"
                message = text(code, lang, facts)
                break
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: {message}\n")


def _argv_lang(argv: list[str]) -> str:
    """The ``--lang`` the command line asks for, if it is one we speak; else Dutch."""
    for i, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in LANGUAGES:
            return value
    return LANGUAGES[0]


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="verzaking", description="Revoke rulings under the laws of bridge.")
    p.add_argument("--version", action="version", version=f"verzaking {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("rule", help="rule the revokes on every board of PBN or case files")
    r.add_argument("files", nargs="+", metavar="FILE", help="PBN file or case file (.json, .yaml)")
    r.add_argument("--board", help="only this board number")
    r.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    r.add_argument("--json", action="store_true", help="JSON instead of text")
    r.add_argument("--indent", action="store_true", help="JSON indented for reading")
    r.add_argument("--jobs", type=int, metavar="N",
                   help="processes for a large PBN file (default: the number of cores)")
    r.add_argument("--laws", help=f"edition of the laws: {', '.join(EDITIONS)} (default 2017)")
    r.add_argument("--date", help="the laws the Dutch federation applied on this date (YYYY-MM-DD)")
    r.add_argument("--compare", action="store_true",
                   help="rule the case under every edition, side by side")
    r.add_argument("--no-equity", action="store_true",
                   help="skip the estimates of 64C")
    r.add_argument("--equity", choices=EQUITY_MODES, default="double-dummy",
                   help="the 64C estimates where the deal is known: double-dummy (default), "
                        "likely (each card chosen from what its player can see) or both")
    r.add_argument("--seed", type=int, metavar="N",
                   help="the likely play's random seed (default 0): the same board and seed "
                        "give the same figures")
    r.add_argument("--samples", type=int, metavar="N",
                   help="layouts of the hidden hands the likely play solves per card (default 20)")
    r.add_argument("--plays", type=int, metavar="N",
                   help="likely plays from the position (default 30)")
    r.add_argument("--budget", type=float, metavar="SECONDS",
                   help="processor seconds one likely-play estimate may take (default 5); "
                        "stopped there, what was found is said to be partial")
    r.add_argument("--strict", action="store_true",
                   help="read PBN [Play] rows only in PBN's fixed columns (refuse others)")
    add_log_options(r)
    add_site_options(add_serve_parser(sub))
    add_site_parser(sub)
    add_log_parser(sub)
    add_scan_parser(sub)
    add_quiz_parser(sub)
    la = sub.add_parser("laws", help="the editions of the laws; --diff A B lists what changed")
    la.add_argument("--diff", nargs=2, metavar=("A", "B"), help="differences between two editions")
    la.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    la.add_argument("--json", action="store_true", help="JSON instead of text")
    n = sub.add_parser("next", help="what now? the instructions after the events of a case file")
    n.add_argument("file", metavar="FILE", help="case file with events (.json, .yaml)")
    n.add_argument("--board", help="only this board number")
    n.add_argument("--table", help="only this table's record of a board (its number, room or a "
                                   "player's name)")
    n.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    n.add_argument("--json", action="store_true", help="JSON instead of text")
    n.add_argument("--laws", help=f"edition of the laws: {', '.join(EDITIONS)} (default 2017)")
    return p


def _next(args: argparse.Namespace) -> int:
    """Print what the director tells the table now, for each board of a case file."""
    lang = args.lang
    out: list[dict[str, object]] = []
    failed = False
    try:
        if args.laws is not None:
            find_edition(args.laws)
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    for item in select(read(args.file, laws=args.laws), args.board, name=args.file,
                       table=args.table):
        try:
            if item.error is not None:
                raise item.error
            assert item.facts is not None
            ruling = rule(item.facts, laws=args.laws or item.laws, equity=False)
        except VerzakingError as err:
            failed = True
            print(err.located(file=args.file, board=item.place).message(lang), file=sys.stderr)
            continue
        steps = ruling.next_steps
        if not ruling.facts.told and not steps:  # play is over, nothing left to find out
            steps = (Step(code="next.not_told", law="", data={}),)
        numbered = item.shows_number  # a case without a number: none made up
        if args.json:
            out.append({"board": ruling.board if numbered else None, "next": [
                {"code": s.code, "law": s.law, "text": step_text(s, lang)} for s in steps]})
        else:
            print((text("ui.board", lang, {"board": ruling.board}) if numbered
                   else text("ui.no_board", lang)) + " — " + text("ui.next_heading", lang))
            for s in steps:
                print(f" - {step_text(s, lang)}")
    if args.json:
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    return 2 if failed else 0


def _laws(args: argparse.Namespace) -> int:
    """List the editions, or the differences between two."""
    lang = args.lang
    try:
        if args.diff:
            a, b = (find_edition(x) for x in args.diff)
            rows = difference_rows(differences(a.key, b.key), lang)
            if args.json:
                json.dump([{"article": art, "point": point, a.key: ta, b.key: tb}
                           for point, art, ta, tb in rows], sys.stdout, ensure_ascii=False,
                          indent=2)
                sys.stdout.write("\n")
                return 0
            print(text("ui.laws_diff_heading", lang, {"a": a.key, "b": b.key}))
            if not rows:  # the same edition twice
                print(" " + text("ui.laws_no_difference", lang))
            for _point, art, ta, tb in rows:
                print(f" {art or '—':<7} {a.key:<7} {ta}")
                print(f" {'':<7} {b.key:<7} {tb}")
            return 0
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    eds = [cls() for cls in EDITIONS.values()]
    if args.json:
        json.dump([{"key": ed.key, "names": list(ed.names), "title": ed.title,
                    "in_force_nl": ed.in_force_nl or None, "based_on": ed.base,
                    "describes": text("edition." + ed.key, lang)} for ed in eds],
                  sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return 0
    print(text("ui.laws_heading", lang))
    for ed in eds:
        since = text("ui.laws_in_force", lang, {"date": ed.in_force_nl}) if ed.in_force_nl else ""
        print(f" {ed.key:<7} {text('edition.' + ed.key, lang)}" + (f"; {since}" if since else ""))
        print(f"         {', '.join(ed.names)}")
    return 0


def _rule(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        if args.date is not None and args.laws is not None:
            raise InputError("laws_and_date", laws=args.laws, date=args.date)
        if args.date is not None:
            args.laws = edition_for_date(args.date).key
        if args.laws is not None:
            find_edition(args.laws)
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    if args.jobs is not None and args.jobs < 1:
        print(text("error.scan_jobs", lang, {"jobs": args.jobs}), file=sys.stderr)
        return 2
    wrong = _likely_problem(args)
    if wrong is not None:
        print(text(wrong[0], lang, wrong[1]), file=sys.stderr)
        return 2
    options = RuleOptions(laws=args.laws, lang=lang, as_json=args.json, indent=args.indent,
                          equity=not args.no_equity, equity_mode=args.equity,
                          likely=_likely_settings(args), progress=True,
                          compare=args.compare, strict=args.strict, board=args.board,
                          table=args.table)
    jobs = default_jobs() if args.jobs is None else args.jobs
    failed = False
    writer: JsonArrayWriter | TextWriter = (
        JsonArrayWriter(sys.stdout, indent=args.indent) if args.json else TextWriter(sys.stdout))
    with writer:
        for path in args.files:
            for out, message in rule_path(path, options, jobs=jobs):
                if out is not None:
                    writer.add_text(out)
                if message is not None:
                    failed = True
                    writer.flush()  # the rulings before it come first, when both go to one terminal
                    print(message, file=sys.stderr)
    if args.log:  # each board ruled is kept in the director's log
        from .ruling_log.cli import log_rulings
        failed = log_rulings(args) or failed
    return 2 if failed else 0


def _likely_problem(args: argparse.Namespace) -> tuple[str, dict[str, object]] | None:
    """The message (key and facts) for a likely-play option out of range, if one is."""
    for name in ("samples", "plays"):
        value = getattr(args, name)
        if value is not None and value < 1:
            return "error.likely_count", {"option": name, "value": value}
    if args.seed is not None and args.seed < 0:
        return "error.likely_seed", {"value": args.seed}
    if args.budget is not None and not args.budget > 0:  # NaN too
        return "error.likely_budget", {"value": args.budget}
    return None


def _likely_settings(args: argparse.Namespace) -> Settings | None:
    """The likely play's settings the command line gives, ``None`` for the defaults."""
    given = {name: getattr(args, name) for name in ("seed", "samples", "plays", "budget")
             if getattr(args, name) is not None}
    if not given:
        return None
    from .equity.likely import Settings

    return Settings(**given)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = _parser().parse_args(argv)
    for stream in (sys.stdout, sys.stderr):  # a character the terminal cannot show: escaped
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    try:
        if args.command == "rule":
            return _rule(args)
        if args.command == "next":
            return _next(args)
        if args.command == "laws":
            return _laws(args)
        if args.command == "serve":  # with the offline app at /app/
            return run_serve(args, prepare=lambda: serve_site(args))
        if args.command == "site":
            return run_site(args)
        if args.command == "scan":
            return run_scan(args)
        if args.command in ("quiz", "oefen"):
            from .trainer.cli import run_quiz
            return run_quiz(args)
        if args.command == "log":
            from .ruling_log.cli import run_log
            return run_log(args)
    except BrokenPipeError:
        return 0
    return 2


def _entry() -> None:
    sys.exit(main())


if __name__ == "__main__":
    _entry()
