"""``verzaking log …`` and ``verzaking rule … --log``: the director's log on the command line.

Every command takes ``--db PATH`` (default: the user's data folder) and ``--lang``.
Exit code 0: done; 2: bad input (an unknown entry, a broken import file, a log
that cannot be written), with a message in the chosen language and nothing
half-written.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .. import rule
from ..errors import VerzakingError
from ..io import read, select
from ..render.i18n import text
from .casedoc import case_of
from .entries import MAX_REASON, check_date
from .errors import LogError
from .exports import csv_text, json_text, parse_import, read_import, write_out
from .printed import entry_text, listing, report_page, ruling_page
from .record import Meta, content_of, today
from .store import RulingLog

__all__ = ["log_rulings", "run_log"]

_LIST_COLUMNS = ("number", "date", "event", "round", "table", "board", "contract", "result",
                 "score", "articles", "status")


@contextmanager
def _opened(args: argparse.Namespace, *, create: bool = True) -> Iterator[RulingLog]:
    log = RulingLog.open(args.db, create=create)
    try:
        yield log
    finally:
        log.close()


def _say(message: str) -> None:
    print(message, file=sys.stderr)


def _emit(data: str, out: str | None) -> None:
    if out is None:
        sys.stdout.write(data)
    else:
        write_out(out, data)


def run_log(args: argparse.Namespace) -> int:
    """Run a ``verzaking log`` command; 0 done, 2 bad input (said in ``--lang``)."""
    lang = args.lang
    try:
        if getattr(args, "date", None) is not None:
            check_date(args.date)
        return _COMMANDS[args.log_command](args, lang)
    except VerzakingError as err:
        _say(err.message(lang))
        return 2


def _list(args: argparse.Namespace, lang: str) -> int:
    with _opened(args) as log:
        entries = log.entries(event=args.event, date=args.date, deleted=args.deleted)
    if args.json:
        json.dump([{**listing(e, lang), "id": e.id} for e in entries], sys.stdout,
                  ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return 0
    if not entries:
        print(text("log.empty", lang))
        return 0
    rows = [[text("log.list." + k, lang) for k in _LIST_COLUMNS]]
    rows += [[listing(e, lang)[k] for k in _LIST_COLUMNS] for e in entries]
    widths = [max(len(r[i]) for r in rows) for i in range(len(_LIST_COLUMNS))]
    for r in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip())
    return 0


def _show(args: argparse.Namespace, lang: str) -> int:
    with _opened(args) as log:
        entry = log.entry(args.number)
    if args.json:
        json.dump(entry.to_dict(), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(entry_text(entry, lang))
    return 0


def _reason(value: str | None, lang: str, default: str) -> str:
    reason = (value or "").strip() or text(default, lang)
    if len(reason) > MAX_REASON:
        raise LogError(code="log.err.reason_long", limit=MAX_REASON)
    return reason


def _changes(args: argparse.Namespace, lang: str) -> dict[str, Any]:
    changes: dict[str, Any] = {}
    for key in ("event", "date", "round", "table", "board", "note"):
        value = getattr(args, key)
        if value is not None:
            changes[key] = value.strip() or None
    if args.score_ns is not None:
        changes["score_ns"] = args.score_ns
    if args.case is not None:
        changes.update(_new_facts(args.case, args.board, lang))
    return changes


def _new_facts(path: str, board: str | None, lang: str) -> dict[str, Any]:
    """The case and ruling of a corrected entry, from a case file (one board)."""
    items = select(read(path), board, name=path)
    if len(items) != 1:
        raise LogError(code="log.err.case_boards", file=path, count=len(items))
    item = items[0]
    if item.error is not None:
        raise item.error
    assert item.facts is not None
    ruling = rule(item.facts, laws=item.laws, equity=True)
    content = content_of(ruling, Meta(), lang=lang, case=case_of(item, path, ruling))
    return {"case": content["case"], "ruling": content["ruling"]}


def _correct(args: argparse.Namespace, lang: str) -> int:
    reason = _reason(args.reason, lang, "log.reason_correct")
    with _opened(args, create=False) as log:
        entry = log.entry(args.number)
        changes = _changes(args, lang)
        pairs = dict(entry.content.get("pairs") or {})
        for side in ("ns", "ew"):
            value = getattr(args, side)
            if value is not None:
                pairs[side] = value.strip() or None
        if pairs != dict(entry.content.get("pairs") or {}):
            changes["pairs"] = pairs if any(pairs.values()) else None
        changes = {k: v for k, v in changes.items() if entry.content.get(k) != v}
        if not changes and not (entry.final and args.reopen):
            raise LogError(code="log.err.nothing_to_correct", number=args.number)
        entry = log.correct(args.number, changes, reason=reason, reopen=args.reopen)
    _say(text("log.corrected", lang, {"number": entry.number, "revision": len(entry.versions),
                                      "db": log.path}))
    return 0


def _final(args: argparse.Namespace, lang: str) -> int:
    reason = _reason(args.reason, lang, "log.reason_final")
    with _opened(args, create=False) as log:
        done = log.mark_final(args.number, reason=reason)
    key = "log.was_final" if done is None else "log.made_final"
    _say(text(key, lang, {"number": args.number}))
    return 0


def _delete(args: argparse.Namespace, lang: str) -> int:
    reason = _reason(args.reason, lang, "log.reason_delete")
    with _opened(args, create=False) as log:
        log.entry(args.number)  # an unknown entry is said first
        if not args.yes:
            raise LogError(code="log.err.confirm_delete", number=args.number)
        log.delete(args.number, reason=reason)
    _say(text("log.deleted", lang, {"number": args.number}))
    return 0


def _export(args: argparse.Namespace, lang: str) -> int:
    with _opened(args) as log:
        every = args.format == "json"  # a deletion is merged too
        entries = log.entries(event=args.event, date=args.date, deleted=every)
    _emit(json_text(entries) if args.format == "json" else csv_text(entries, lang), args.out)
    if args.out is not None:
        _say(text("log.exported", lang, {"count": len(entries), "file": args.out}))
    return 0


def _import(args: argparse.Namespace, lang: str) -> int:
    batches = [(path, read_import(path) if path != "-" else
                parse_import(sys.stdin.buffer.read(), name="-")) for path in args.files]
    with _opened(args) as log:  # every file checked before anything is merged
        for path, entries in batches:
            result = log.merge(entries)
            _say(text("log.imported", lang, {"file": path, "added": result.added,
                                             "updated": result.updated,
                                             "unchanged": result.unchanged}))
    return 0


def _print(args: argparse.Namespace, lang: str) -> int:
    with _opened(args, create=False) as log:
        entry = log.entry(args.number)
    _emit(ruling_page(entry, lang), args.out)
    return 0


def _report(args: argparse.Namespace, lang: str) -> int:
    with _opened(args) as log:
        entries = log.entries(event=args.event, date=args.date)
    _emit(report_page(entries, lang, event=args.event, date=args.date), args.out)
    return 0


_COMMANDS = {"list": _list, "show": _show, "correct": _correct, "final": _final,
             "delete": _delete, "export": _export, "import": _import, "print": _print,
             "report": _report}


def log_rulings(args: argparse.Namespace) -> bool:
    """``verzaking rule … --log``: keep each board that was ruled in the log, saying its number.

    Boards that could not be ruled were reported already and are left out.  Returns
    whether something went wrong (the message is said in ``--lang``).
    """
    lang = args.lang
    try:
        date = args.log_date or args.date or today()
        check_date(date)
        meta = Meta(event=args.event, date=date, round=args.round, table=args.table,
                    ns=args.ns, ew=args.ew, note=args.note)
        with _opened(args) as log:
            for path in args.files:
                cache: dict[str, list[Any]] = {}
                for item in select(read(path, laws=args.laws, strict=args.strict), args.board,
                                   name=path, table=args.table):
                    if item.error is not None or item.facts is None:
                        continue
                    try:
                        ruling = rule(item.facts, laws=args.laws or item.laws,
                                      equity=not args.no_equity)
                    except VerzakingError:
                        continue
                    content = content_of(ruling, meta, lang=lang,
                                         case=case_of(item, path, ruling, cache),
                                         source={"file": path, "kind": item.kind,
                                                 "board": item.board})
                    entry = log.add(content)
                    board = entry.content.get("board")  # none for a case without a number
                    _say(text("log.saved" if board else "log.saved_no_board", lang,
                              {"number": entry.number, "board": board, "db": log.path}))
    except VerzakingError as err:
        _say(err.message(lang))
        return True
    return False
