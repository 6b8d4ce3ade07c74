"""The command line: ``verzaking rule FILE…``.

Exit codes: 0 every board ruled, 2 bad input (the message names the place).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import __version__, rule
from .errors import InputError, VerzakingError
from .io import LoadedBoard, load_path
from .laws import EDITIONS, find_edition
from .render.i18n import LANGUAGES, text
from .render.jsonout import error_to_dict, ruling_to_dict
from .render.text import render_text, step_text

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="verzaking",
                                description="Revoke rulings under the laws of bridge.")
    p.add_argument("--version", action="version", version=f"verzaking {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("rule", help="rule the revokes on every board of PBN or case files")
    r.add_argument("files", nargs="+", metavar="FILE", help="PBN file or case file (.json, .yaml)")
    r.add_argument("--board", help="only this board number")
    r.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    r.add_argument("--json", action="store_true", help="JSON instead of text")
    r.add_argument("--laws", help=f"edition of the laws: {', '.join(EDITIONS)} (default 2017)")
    r.add_argument("--no-equity", action="store_true",
                   help="skip the double-dummy estimate of 64C")
    n = sub.add_parser("next", help="what now? the instructions after the events of a case file")
    n.add_argument("file", metavar="FILE", help="case file with events (.json, .yaml)")
    n.add_argument("--board", help="only this board number")
    n.add_argument("--lang", choices=LANGUAGES, default="nl", help="language (default nl)")
    n.add_argument("--json", action="store_true", help="JSON instead of text")
    n.add_argument("--laws", help=f"edition of the laws: {', '.join(EDITIONS)} (default 2017)")
    return p


def _next(args: argparse.Namespace) -> int:
    """Print what the director tells the table now, for each board of a case file."""
    lang = args.lang
    out: list[dict[str, object]] = []
    failed = False
    for item in load_path(args.file):
        if args.board is not None and item.board != args.board:
            continue
        try:
            if item.error is not None:
                raise item.error
            assert item.facts is not None
            ruling = rule(item.facts, laws=args.laws or item.laws, equity=False)
        except VerzakingError as err:
            failed = True
            print(err.message(lang), file=sys.stderr)
            continue
        steps = ruling.next_steps
        if args.json:
            out.append({"board": ruling.board, "next": [
                {"code": s.code, "law": s.law, "text": step_text(s, lang)} for s in steps]})
        else:
            print(text("ui.board", lang, {"board": ruling.board}) + " — "
                  + text("ui.next_heading", lang))
            for s in steps:
                print(f" - {step_text(s, lang)}")
    if args.json:
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    return 2 if failed else 0


def _rule(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.laws is not None:
        try:
            find_edition(args.laws)
        except VerzakingError as err:
            print(err.message(lang), file=sys.stderr)
            return 2
    failed = False
    results: list[dict[str, object]] = []
    chunks: list[str] = []
    for path in args.files:
        boards = load_path(path)
        if args.board is not None:
            unread = [b for b in boards if b.error is not None and b.board == "?"]
            chosen = [b for b in boards if b.board == args.board]
            if not chosen and not unread:
                chosen = [LoadedBoard(board=args.board, error=InputError(
                    "board_not_found", file=path, number=args.board))]
            boards = unread + chosen
        for item in boards:
            err = item.error
            if err is None:
                assert item.facts is not None
                try:
                    ruling = rule(item.facts, laws=args.laws or item.laws,
                                  equity=not args.no_equity)
                except VerzakingError as exc:
                    err = exc.located(file=path, board=item.board)
                else:
                    if args.json:
                        results.append(ruling_to_dict(ruling, lang=lang))
                    else:
                        chunks.append(render_text(ruling, lang))
                    continue
            failed = True
            if args.json:
                results.append(error_to_dict(err, board=item.board, lang=lang))
            print(err.message(lang), file=sys.stderr)
    if args.json:
        json.dump(results, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write("\n".join(chunks))
    return 2 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "rule":
            return _rule(args)
        if args.command == "next":
            return _next(args)
    except BrokenPipeError:
        return 0
    return 2


def _entry() -> None:
    sys.exit(main())


if __name__ == "__main__":
    _entry()
