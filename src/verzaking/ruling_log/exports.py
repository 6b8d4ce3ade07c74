"""Out of the log and into it: CSV for the scoring program, JSON to keep and to merge.

The JSON export is the whole log, every version of every entry, and reads back
in with :func:`read_import` (then :meth:`RulingLog.merge`): importing the same
file twice adds nothing, and entries of another log (a second laptop, a phone's
offline log) are merged by their id::

    {"format": "verzaking-ruling-log", "version": 1, "exported": "2025-03-01T23:10:00.000000Z",
     "entries": [{"id": "…", "number": 1,
                  "versions": [{"revision": 1, "at": "…", "reason": null, "content": {…}}]}]}

The CSV has a header row and one row per entry that is not deleted, columns
:data:`CSV_COLUMNS`, in the conventions of its language: Dutch separated by ``;`` with a
decimal comma (what a Dutch spreadsheet expects), seats and vulnerability as the page
says them (``O``, ``OW``, ``niemand``); English by ``,`` with a decimal point.  Times are
in the local time zone, with its offset.
"""

from __future__ import annotations

import contextlib
import csv
import datetime as dt
import io
import json
import math
import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import IO, Any

from ..contract import Contract
from ..errors import VerzakingError
from ..io.textio import decode_bytes
from ..render.i18n import contract_text_lang, score_text, seat_letter, text
from ..render.jsonout import ruling_to_dict
from .casedoc import agrees, rule_case
from .changes import ordered
from .entries import (
    MAX_REASON,
    Entry,
    Version,
    canonical_time,
    check_content,
    check_id,
    now,
    ruling_problem,
)
from .errors import LogError, os_problem
from .scored import basis_text, mapping

__all__ = ["CSV_COLUMNS", "CSV_DELIMITER", "EXPORT_FORMAT", "csv_row", "csv_text", "entries_of",
           "export_document", "json_text", "local_time", "parse_import", "read_import",
           "result_text", "write_csv", "write_out"]

EXPORT_FORMAT = "verzaking-ruling-log"
"""The ``format`` of a JSON export."""
EXPORT_VERSION = 1
"""The ``version`` of the JSON export's layout."""
MAX_IMPORT = 64 * 1024 * 1024
"""The largest import file, in bytes."""

CSV_COLUMNS = ("number", "id", "event", "date", "round", "table", "board", "pair_ns", "pair_ew",
               "contract", "declarer", "vulnerable", "laws", "tricks_played", "tricks_adjusted",
               "result_played", "result_adjusted", "score_ns_played", "score_ns_adjusted",
               "score_ns", "score_basis", "articles", "final", "revision", "changed_at",
               "note")
"""The CSV's columns (the header row says them in the export's language, ``log.col.*``):
``contract`` and ``declarer`` as the rulings write them (``4♠``, ``3SA``/``3NT``; ``O``/``E``),
``vulnerable`` as the page says it (``niemand``, ``OW``), ``result_*`` relative to the
contract (``=``, ``+1``, ``-2``), the declarer's tricks in ``tricks_*``; ``score_ns`` is the
score to enter, the one the director chose (the automatic result, the 64C figure, a weighted
score: its weighted mean, or his own), and ``score_basis`` says which and why
(:func:`.scored.basis_text`); ``articles`` the article that decided each revoke (``64A2``);
``changed_at`` when the current version was made (local time, with its offset)."""
CSV_DELIMITER = {"nl": ";", "en": ","}
"""The separator a spreadsheet in that language expects."""
_VUL = {"None": "web.vul_none", "NS": "web.vul_ns", "EW": "web.vul_ew", "All": "web.vul_all",
        "Both": "web.vul_all"}


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


def csv_row(entry: Entry, lang: str = "nl", tz: dt.tzinfo | None = None) -> dict[str, Any]:
    """One entry as a row of the CSV (keys :data:`CSV_COLUMNS`), seats, vulnerability and
    suits in ``lang``, its time in ``tz`` (default: the local time zone); a stored ruling
    that cannot be read is said in ``contract``, its scores left blank."""
    c = entry.content
    unreadable = ruling_problem(c.get("ruling") or {}) is not None
    ruling: Mapping[str, Any] = {} if unreadable else c.get("ruling") or {}
    tricks = ruling.get("declarer_tricks") or {}
    score = ruling.get("score_ns") or {}
    pairs = c.get("pairs") or {}
    contract = ruling.get("contract")
    shown, declarer = _contract(ruling, lang)
    if unreadable:  # a log written before rulings were checked: said, never a crash
        shown = text("log.unreadable", lang)
    given = c.get("score_ns")
    basis = mapping(c.get("score_basis")) or None
    if basis is None:  # a log of before the choice was kept: his own score, or the ruling's
        rules = " ".join(dict.fromkeys(str(r.get("rule")) for r in ruling.get("revokes") or []))
        basis = {"kind": "own"} if given is not None else {"kind": "automatic", "law": rules}
    vul = ruling.get("vulnerable")
    return {
        "number": entry.number, "id": entry.id, "event": c.get("event"), "date": c.get("date"),
        "round": c.get("round"), "table": c.get("table"), "board": c.get("board"),
        "pair_ns": pairs.get("ns"), "pair_ew": pairs.get("ew"), "contract": shown,
        "declarer": declarer, "vulnerable": text(_VUL[vul], lang) if vul in _VUL else vul,
        "laws": ruling.get("laws"), "tricks_played": tricks.get("played"),
        "tricks_adjusted": tricks.get("adjusted"),
        "result_played": result_text(tricks.get("played"), contract),
        "result_adjusted": result_text(tricks.get("adjusted"), contract),
        "score_ns_played": score.get("played"), "score_ns_adjusted": score.get("adjusted"),
        "score_ns": _number(given if given is not None else score.get("adjusted"), lang),
        "score_basis": basis_text(basis, lang) if not unreadable else "",
        "articles": " ".join(str(r.get("rule")) for r in ruling.get("revokes") or []),
        "final": text("log.yes" if entry.final else "log.no", lang),
        "revision": len(entry.versions), "changed_at": local_time(entry.current.at, tz),
        "note": c.get("note"),
    }


def _number(value: Any, lang: str) -> Any:
    """A number as a spreadsheet in ``lang`` reads it: a decimal comma in Dutch."""
    if isinstance(value, float):
        said = f"{value:.2f}".rstrip("0").rstrip(".")
        return said.replace(".", ",") if lang == "nl" else said
    return value


def local_time(at: str, tz: dt.tzinfo | None = None) -> str:
    """A stored time (UTC) in ``tz`` (default: the local time zone), with its offset:
    ``2025-03-01 21:15:02+01:00``; as stored if it cannot be read.

    >>> local_time("2025-03-01T20:15:02.500000Z", dt.timezone(dt.timedelta(hours=1)))
    '2025-03-01 21:15:02+01:00'
    """
    try:
        moment = dt.datetime.fromisoformat(at.replace("Z", "+00:00"))
    except ValueError:
        return at
    return moment.astimezone(tz).isoformat(sep=" ", timespec="seconds")


def write_csv(entries: Iterable[Entry], stream: IO[str], lang: str = "nl",
              tz: dt.tzinfo | None = None) -> None:
    """The CSV of ``entries`` (those not deleted) on ``stream``: a header row in ``lang``
    (``log.col.*``), then a row per entry, separated as a spreadsheet in ``lang`` expects
    (:data:`CSV_DELIMITER`)."""
    writer = csv.writer(stream, delimiter=CSV_DELIMITER.get(lang, ","), lineterminator="\n")
    writer.writerow([text("log.col." + key, lang) for key in CSV_COLUMNS])
    for entry in entries:
        if not entry.deleted:
            row = csv_row(entry, lang, tz)
            writer.writerow(["" if row[key] is None else row[key] for key in CSV_COLUMNS])


def csv_text(entries: Iterable[Entry], lang: str = "nl", tz: dt.tzinfo | None = None) -> str:
    """The CSV of ``entries`` as text."""
    out = io.StringIO()
    write_csv(entries, out, lang, tz)
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


def parse_import(data: bytes, *, name: str,
                 check: Callable[[], None] | None = None) -> list[Entry]:
    """The entries of an export's bytes (as :func:`read_import`; ``name`` names it).

    ``check`` is called before each entry is checked (the web's time budget: it raises to
    stop the work).
    """
    if len(data) > MAX_IMPORT:
        raise LogError(code="log.err.import_too_large", file=name,
                       limit=MAX_IMPORT // (1024 * 1024))
    try:
        doc = json.loads(decode_bytes(data), parse_constant=_no_constant,
                         parse_float=_finite)
    except _NotFinite:
        raise LogError(code="log.err.import_number", file=name) from None
    except json.JSONDecodeError as exc:
        raise LogError(code="log.err.import_json", file=name, line=exc.lineno,
                       column=exc.colno) from None
    except (ValueError, RecursionError):
        raise LogError(code="log.err.import_format", file=name) from None
    return entries_of(doc, name=name, check=check)


class _NotFinite(Exception):
    """NaN, Infinity or a number too large for a float: not JSON (a browser refuses it)."""


def _no_constant(value: str) -> Any:
    raise _NotFinite(value)


def _finite(value: str) -> float:
    number = float(value)
    if not math.isfinite(number):
        raise _NotFinite(value)
    return number


def entries_of(doc: Any, *, name: str, check: Callable[[], None] | None = None) -> list[Entry]:
    """The entries of an export's data (an export object, or a bare list of entries).

    Every entry is checked, its case ruled again (:func:`.casedoc.agrees`); the first
    problem raises :class:`LogError` naming the entry, the version and the field, and
    nothing is imported.  An id twice is refused unless one copy has every version of the
    other (then it is one entry).
    """
    if isinstance(doc, dict) and doc.get("format") == EXPORT_FORMAT:
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise LogError(code="log.err.import_bad_version", file=name,
                           version=json.dumps(version)[:40], known=EXPORT_VERSION)
        if version > EXPORT_VERSION:
            raise LogError(code="log.err.import_version", file=name, version=version,
                           known=EXPORT_VERSION)
        items = doc.get("entries")
    else:
        items = doc
    if not isinstance(items, list):
        raise LogError(code="log.err.import_format", file=name)
    ruled: dict[str, Mapping[str, Any] | VerzakingError] = {}
    out: list[Entry] = []
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        if check is not None:
            check()
        try:
            entry = _entry(item, f"{name}, entries[{i}]", ruled)
        except LogError as err:
            raise LogError(code="log.err.import_entry", file=name, problem=err) from None
        if entry.id in seen:
            first = seen[entry.id]
            kept = _same_entry(out[first], entry)
            if kept is None:
                raise LogError(code="log.err.import_dup_id", file=name, id=entry.id,
                               first=first, second=i)
            out[first] = kept
            continue
        seen[entry.id] = len(out)
        out.append(entry)
    return out


def _same_entry(a: Entry, b: Entry) -> Entry | None:
    """One entry twice in a file: the copy with every version of the other; ``None`` if each
    has a version the other lacks (two histories of one id)."""
    ha, hb = {v.hash for v in a.versions}, {v.hash for v in b.versions}
    if hb <= ha:
        return a
    if ha <= hb:
        return b
    return None


def _entry(item: Any, where: str, ruled: dict[str, Mapping[str, Any] | VerzakingError]) -> Entry:
    if not isinstance(item, dict):
        raise LogError(code="log.err.bad_field", entry=where, field="-",
                       expected="log.reason.object")
    entry_id = check_id(item.get("id"), where=where)
    where = f"{where} ({entry_id})"
    raw = item.get("versions")
    if not isinstance(raw, list) or not raw:
        raise LogError(code="log.err.bad_field", entry=where, field="versions",
                       expected="log.reason.versions")
    versions = [_version(v, f"{where}, versions[{j}]", ruled) for j, v in enumerate(raw)]
    return Entry(id=entry_id, versions=tuple(ordered(versions)))


def _version(raw: Any, where: str, ruled: dict[str, Mapping[str, Any] | VerzakingError]
             ) -> Version:
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
    _check_ruled(content, where, ruled)
    return Version(revision=0, at=at, reason=reason, content=content)


def _check_ruled(content: Mapping[str, Any], where: str,
                 ruled: dict[str, Mapping[str, Any] | VerzakingError]) -> None:
    """The case read and ruled again (once per distinct case in a file) must give the
    stored ruling."""
    key = json.dumps(content["case"], sort_keys=True, ensure_ascii=False)
    if key not in ruled:
        try:
            ruled[key] = ruling_to_dict(rule_case(content["case"]))
        except VerzakingError as exc:
            ruled[key] = exc
        except (RecursionError, TypeError, ValueError, AttributeError, KeyError):
            ruled[key] = LogError(code="log.err.bad_field", entry=where, field="case",
                                  expected="log.reason.case")
    again = ruled[key]
    if isinstance(again, LogError):
        raise LogError(code=again.code, **{**again.params, "entry": where})
    if isinstance(again, VerzakingError):
        raise LogError(code="log.err.bad_case", entry=where, problem=again)
    stored = content["ruling"]
    if not agrees(again, stored):
        raise LogError(code="log.err.ruling_differs", entry=where, stored=_summary(stored),
                       ruled=_summary(again))


def _summary(ruling: Mapping[str, Any]) -> str:
    """A ruling in short: the edition, NS's score played → adjusted, the revokes' articles."""
    score = ruling.get("score_ns") or {}
    rules = " ".join(str(r.get("rule")) for r in ruling.get("revokes") or [])
    points = f"{score_text(score.get('played'))} → {score_text(score.get('adjusted'))}"
    return " ".join(x for x in (str(ruling.get("laws") or "?") + ":", points,
                                f"({rules})" if rules else "") if x)
