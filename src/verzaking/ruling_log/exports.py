"""Out of the log and into it: CSV for the scoring program, JSON to keep and to merge.

The JSON export is the whole log, every version of every entry, and reads back
in with :func:`read_import` (then :meth:`RulingLog.merge`): importing the same
file twice adds nothing, and entries of another log (a second laptop, a phone's
offline log) are merged by their id::

    {"format": "verzaking-ruling-log", "version": 1, "exported": "2025-03-01T23:10:00.000000Z",
     "entries": [{"id": "…", "number": 1,
                  "versions": [{"revision": 1, "at": "…", "reason": null, "content": {…}}]}]}

The CSV has a header row and one row per entry that is not deleted, columns
:data:`CSV_COLUMNS`.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import IO, Any

from ..contract import Contract
from ..errors import VerzakingError
from ..io.casefile import case_to_facts
from ..io.textio import decode_bytes
from ..render.i18n import contract_text_lang, seat_letter, text
from .entries import MAX_REASON, Entry, Version, canonical_time, check_content, check_id, now
from .errors import LogError, os_problem

__all__ = ["CSV_COLUMNS", "EXPORT_FORMAT", "csv_row", "csv_text", "entries_of", "export_document",
           "json_text", "parse_import", "read_import", "result_text", "write_csv", "write_out"]

EXPORT_FORMAT = "verzaking-ruling-log"
"""The ``format`` of a JSON export."""
EXPORT_VERSION = 1
"""The ``version`` of the JSON export's layout."""
MAX_IMPORT = 64 * 1024 * 1024
"""The largest import file, in bytes."""

CSV_COLUMNS = ("number", "id", "event", "date", "round", "table", "board", "pair_ns", "pair_ew",
               "contract", "declarer", "vulnerable", "laws", "tricks_played", "tricks_adjusted",
               "result_played", "result_adjusted", "score_ns_played", "score_ns_adjusted",
               "score_ns", "articles", "final", "revision", "note")
"""The CSV's columns (the header row says them in the export's language, ``log.col.*``):
``contract`` and ``declarer`` as the rulings write them (``4♠``, ``3SA``/``3NT``; ``O``/``E``),
``result_*`` relative to the contract (``=``, ``+1``, ``-2``), the declarer's tricks in
``tricks_*``; ``score_ns`` is the score to enter (the director's own, else the adjusted one);
``articles`` the article that decided each revoke (``64A2``)."""


def result_text(tricks: Any, contract: Any) -> str:
    """Declarer's tricks as the result of ``contract``: ``=``, ``+1``, ``-2``; ``''`` unknown.

    >>> result_text(9, "4S"), result_text(10, "4S"), result_text(11, "3NT")
    ('-1', '=', '+2')
    """
    if not isinstance(tricks, int) or not isinstance(contract, str) or not contract[:1].isdigit():
        return ""
    over = tricks - (int(contract[0]) + 6)
    return "=" if over == 0 else f"{over:+d}"


def _contract(ruling: Mapping[str, Any], lang: str) -> tuple[str, str]:
    """The contract and declarer as the rulings write them in ``lang`` (``4♠``, ``3SA``, ``O``)."""
    raw, declarer = ruling.get("contract"), ruling.get("declarer")
    if not isinstance(raw, str) or not isinstance(declarer, str):
        return (raw if isinstance(raw, str) else ""), ""
    try:
        contract = Contract.parse(raw, declarer=declarer)
    except (ValueError, VerzakingError):
        return raw, declarer
    return contract_text_lang(contract, lang), seat_letter(contract.declarer, lang)


def csv_row(entry: Entry, lang: str = "nl") -> dict[str, Any]:
    """One entry as a row of the CSV (keys :data:`CSV_COLUMNS`), seats and suits in ``lang``."""
    c = entry.content
    ruling: Mapping[str, Any] = c.get("ruling") or {}
    tricks = ruling.get("declarer_tricks") or {}
    score = ruling.get("score_ns") or {}
    pairs = c.get("pairs") or {}
    contract = ruling.get("contract")
    shown, declarer = _contract(ruling, lang)
    given = c.get("score_ns")
    return {
        "number": entry.number, "id": entry.id, "event": c.get("event"), "date": c.get("date"),
        "round": c.get("round"), "table": c.get("table"), "board": c.get("board"),
        "pair_ns": pairs.get("ns"), "pair_ew": pairs.get("ew"), "contract": shown,
        "declarer": declarer, "vulnerable": ruling.get("vulnerable"),
        "laws": ruling.get("laws"), "tricks_played": tricks.get("played"),
        "tricks_adjusted": tricks.get("adjusted"),
        "result_played": result_text(tricks.get("played"), contract),
        "result_adjusted": result_text(tricks.get("adjusted"), contract),
        "score_ns_played": score.get("played"), "score_ns_adjusted": score.get("adjusted"),
        "score_ns": given if given is not None else score.get("adjusted"),
        "articles": " ".join(str(r.get("rule")) for r in ruling.get("revokes", [])),
        "final": text("log.yes" if entry.final else "log.no", lang),
        "revision": len(entry.versions), "note": c.get("note"),
    }


def write_csv(entries: Iterable[Entry], stream: IO[str], lang: str = "nl") -> None:
    """The CSV of ``entries`` (those not deleted) on ``stream``: a header row in ``lang``
    (``log.col.*``), then a row per entry."""
    writer = csv.writer(stream, lineterminator="\n")
    writer.writerow([text("log.col." + key, lang) for key in CSV_COLUMNS])
    for entry in entries:
        if not entry.deleted:
            row = csv_row(entry, lang)
            writer.writerow(["" if row[key] is None else row[key] for key in CSV_COLUMNS])


def csv_text(entries: Iterable[Entry], lang: str = "nl") -> str:
    """The CSV of ``entries`` as text."""
    out = io.StringIO()
    write_csv(entries, out, lang)
    return out.getvalue()


def json_text(entries: Iterable[Entry]) -> str:
    """The JSON export of ``entries`` as text."""
    return json.dumps(export_document(entries), ensure_ascii=False, indent=1) + "\n"


def write_out(path: str | Path, data: str) -> None:
    """Write an export or a page to ``path`` whole or not at all (a temporary file beside it,
    then renamed); raises :class:`LogError` naming the file."""
    target = Path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise LogError(code="log.err.out_write", file=str(path), reason=os_problem(exc)) from None


def export_document(entries: Iterable[Entry]) -> dict[str, Any]:
    """The JSON export of ``entries`` (deleted ones too: a deletion is merged as well)."""
    return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "exported": now(),
            "entries": [e.to_dict() for e in entries]}


def read_import(path: str | Path) -> list[Entry]:
    """The entries of an export file, every field checked; raises :class:`LogError`
    naming the file, the entry and the field (nothing is imported from a bad file)."""
    name = str(path)
    try:
        data = Path(path).read_bytes() if Path(path).stat().st_size <= MAX_IMPORT else None
    except OSError as exc:
        raise LogError(code="log.err.import_read", file=name, reason=os_problem(exc)) from None
    if data is None:
        raise LogError(code="log.err.import_too_large", file=name,
                       limit=MAX_IMPORT // (1024 * 1024))
    return parse_import(data, name=name)


def parse_import(data: bytes, *, name: str) -> list[Entry]:
    """The entries of an export's bytes (as :func:`read_import`; ``name`` names it)."""
    if len(data) > MAX_IMPORT:
        raise LogError(code="log.err.import_too_large", file=name,
                       limit=MAX_IMPORT // (1024 * 1024))
    try:
        doc = json.loads(decode_bytes(data))
    except json.JSONDecodeError as exc:
        raise LogError(code="log.err.import_json", file=name, line=exc.lineno,
                       column=exc.colno) from None
    except (ValueError, RecursionError):
        raise LogError(code="log.err.import_format", file=name) from None
    return entries_of(doc, name=name)


def entries_of(doc: Any, *, name: str) -> list[Entry]:
    """The entries of an export's data (an export object, or a bare list of entries)."""
    if isinstance(doc, dict) and doc.get("format") == EXPORT_FORMAT:
        if not isinstance(doc.get("version"), int) or doc["version"] > EXPORT_VERSION:
            raise LogError(code="log.err.import_version", file=name, version=doc.get("version"),
                           known=EXPORT_VERSION)
        items = doc.get("entries")
    else:
        items = doc
    if not isinstance(items, list):
        raise LogError(code="log.err.import_format", file=name)
    return [_entry(item, f"{name}, entries[{i}]") for i, item in enumerate(items)]


def _entry(item: Any, where: str) -> Entry:
    if not isinstance(item, dict):
        raise LogError(code="log.err.bad_field", entry=where, field="-",
                       expected="log.reason.object")
    entry_id = check_id(item.get("id"), where=where)
    where = f"{where} ({entry_id})"
    raw = item.get("versions")
    if not isinstance(raw, list) or not raw:
        raise LogError(code="log.err.bad_field", entry=where, field="versions",
                       expected="log.reason.versions")
    versions = [_version(v, f"{where}, versions[{j}]") for j, v in enumerate(raw)]
    versions.sort(key=lambda v: (v.at, v.hash))
    return Entry(id=entry_id, versions=tuple(
        Version(revision=i, at=v.at, reason=v.reason, content=v.content)
        for i, v in enumerate(versions, 1)))


def _version(raw: Any, where: str) -> Version:
    if not isinstance(raw, dict):
        raise LogError(code="log.err.bad_field", entry=where, field="-",
                       expected="log.reason.object")
    at = canonical_time(raw.get("at"))
    if at is None:
        raise LogError(code="log.err.bad_field", entry=where, field="at",
                       expected="log.reason.time")
    reason = raw.get("reason")
    if reason is not None and (not isinstance(reason, str) or len(reason) > MAX_REASON):
        raise LogError(code="log.err.bad_field", entry=where, field="reason",
                       expected="log.reason.text")
    content = check_content(raw.get("content"), where=where)
    try:
        case_to_facts(content["case"])
    except VerzakingError as exc:
        raise LogError(code="log.err.bad_case", entry=where, problem=exc) from None
    except (RecursionError, TypeError, ValueError, AttributeError):
        raise LogError(code="log.err.bad_field", entry=where, field="case",
                       expected="log.reason.case") from None
    return Version(revision=0, at=at, reason=reason, content=content)
