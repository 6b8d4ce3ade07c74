"""The command line: ``verzaking scan PATH…`` (also ``python -m verzaking.scan PATH…``).

Exit 0 when the scan ran (whatever it found), 2 for a missing path or a wrong
option (the message on stderr); files that cannot be read are listed on stderr.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import VerzakingError
from ..laws import DEFAULT_EDITION, EDITIONS, find_edition
from ..render.i18n import LANGUAGES, text
from .discovery import default_jobs

if TYPE_CHECKING:
    from .results import ScanResult

__all__ = ["add_scan_parser", "main", "run_scan"]


def add_scan_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``scan`` to the command line's subcommands."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "scan", help="scan folders of PBN and LIN hand records for revokes")
    p.add_argument("paths", nargs="+", metavar="PATH", help="file or folder (searched recursively)")
    p.add_argument("--laws", help=f"edition of the laws: {', '.join(EDITIONS)} "
                                  f"(default {DEFAULT_EDITION})")
    p.add_argument("--report", metavar="FILE", help="write every finding to FILE (.csv or .json)")
    p.add_argument("--jobs", type=int, metavar="N",
                   help=f"processes to use (default: the number of cores, here {default_jobs()})")
    p.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show the progress bar (default: when stderr is a terminal)")
    p.add_argument("--strict", action="store_true",
                   help="read PBN [Play] rows only in PBN's fixed columns (refuse others)")
    p.set_defaults(func=run_scan)
    return p


def run_scan(args: argparse.Namespace) -> int:
    """Run ``verzaking scan``; 0 when the scan ran (findings included), 2 for a bad path or option."""
    lang = args.lang
    problem = _refused(args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    from .pool import scan_paths  # the process pool's machinery and the report, only now
    from .report import ProgressBar, format_summary

    show = args.progress if args.progress is not None else sys.stderr.isatty()
    bar = ProgressBar(sys.stderr, lang) if show else None
    try:
        result = scan_paths(args.paths, laws=args.laws, jobs=args.jobs, lang=lang, progress=bar,
                            strict=args.strict)
    except VerzakingError as err:
        print(err.message(lang), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    finally:
        if bar is not None:
            bar.close()
    sys.stdout.write(format_summary(result, lang))
    for fs in result.files:
        if fs.error is not None:
            print(f"{fs.file}: {fs.error['message']}", file=sys.stderr)
    return 0 if args.report is None else _write(result, args.report, lang)


def _refused(args: argparse.Namespace) -> str | None:
    """Why the options cannot be used, checked before anything is scanned; ``None`` if they can."""
    lang = args.lang
    try:
        find_edition(args.laws)
    except VerzakingError as err:
        return err.message(lang)
    if args.jobs is not None and args.jobs < 1:
        return text("error.scan_jobs", lang, {"jobs": args.jobs})
    report = args.report
    if report is not None and Path(report).suffix.lower() not in (".csv", ".json"):
        return text("error.scan_report_type", lang, {"file": report})
    if report is not None and not Path(report).resolve().parent.is_dir():
        return text("error.scan_report_write", lang,
                    {"file": report, "reason": text("reason.no_folder", lang)})
    return None


def _write(result: ScanResult, report: str, lang: str) -> int:
    """Write the report and say so: 0, or 2 if it cannot be written."""
    from .report import write_report

    try:
        write_report(result, report)
    except OSError as exc:
        print(text("error.scan_report_write", lang,
                   {"file": report, "reason": exc.strerror or str(exc)}), file=sys.stderr)
        return 2
    sys.stdout.write(text("scan.report_written", lang,
                          {"file": report, "count": len(result.rows)}) + "\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m verzaking.scan PATH…`` (the same as ``verzaking scan``)."""
    parser = argparse.ArgumentParser(prog="verzaking")
    sub = parser.add_subparsers(dest="command", required=True)
    add_scan_parser(sub)
    return run_scan(parser.parse_args(["scan", *(sys.argv[1:] if argv is None else argv)]))
