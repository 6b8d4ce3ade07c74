"""The offline app's ruling log: what the page keeps in the browser (IndexedDB), made here.

The browser holds the entries as the JSON export writes them (``{"id", "number",
"versions": [...]}``); the page's script only stores and fetches them.  A new entry,
a correction, a final mark, a deletion and a merge are made by the same functions as
in the SQLite log (:mod:`verzaking.ruling_log.changes`), so a version has the same
hash in both, and an export of the offline log is what ``verzaking log export
--format json`` writes: the server's ``POST /log/import`` (or ``verzaking log import``)
merges it without duplicates.

>>> import json, pathlib
>>> case = json.loads(pathlib.Path("examples/voorbeeld1.json").read_text())
>>> made = new_entry(case, {"id": "abcdef12-0000-4000-8000-000000000001", "table": "3"},
...                  lang="en")
>>> e = stored([made])[0]
>>> e.content["table"], e.content["ruling"]["score_ns"], e.number is None
('3', {'played': -50, 'adjusted': 420}, True)
>>> fixed = change(e, "correct", {"table": "5", "reason": "wrong table"})
>>> [v.reason for v in fixed.versions]
[None, 'wrong table']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import verzaking

from ..errors import VerzakingError
from ..render.i18n import text
from ..ruling_log.changes import (
    corrected,
    deleted,
    finalised,
    form_changes,
    form_reason,
    merged,
)
from ..ruling_log.entries import Entry, Version, check_date, check_id, now
from ..ruling_log.errors import LogError
from ..ruling_log.exports import parse_import
from ..ruling_log.record import Meta, content_of

__all__ = ["ACTIONS", "MergeCount", "change", "merge", "new_entry", "stored"]

ACTIONS = ("correct", "final", "delete")
"""What the entry page's forms do."""
MergeCount = dict[str, int]


def new_entry(case: Mapping[str, Any], fields: Mapping[str, str], *, lang: str) -> dict[str, Any]:
    """The first version of a ruling saved from the page ("Opslaan in logboek"): ``fields``
    as the save form gives them (``id``, the event, date, round, table, board, pairs,
    note, the score to enter: :func:`verzaking.ruling_log.scored.chosen`, the 64C figures
    from the page); the case is ruled again here (without the estimate of 64C).  Raises
    :class:`VerzakingError`."""
    entry_id = check_id(fields.get("id") or "", where="id")
    if fields.get("date"):
        check_date(fields["date"])
    ruling = verzaking.rule(dict(case), equity=False)
    meta = Meta(event=fields.get("event"), date=fields.get("date"), round=fields.get("round"),
                table=fields.get("table"), board=fields.get("board"), ns=fields.get("ns"),
                ew=fields.get("ew"), note=fields.get("note"))
    content = content_of(ruling, meta, lang=lang, case=case, source={"web": "offline"},
                         score=fields)
    first = Version(revision=1, at=now(), reason=None, content=content)
    return Entry(id=entry_id, versions=(first,)).to_dict()


def stored(raw: Any) -> list[Entry]:
    """The entries the browser holds (each written by this module), in order of number."""
    out = []
    for item in raw if isinstance(raw, list) else []:
        versions = tuple(Version(revision=int(v["revision"]), at=str(v["at"]),
                                 reason=v.get("reason"), content=v["content"])
                         for v in item["versions"])
        number = item.get("number")
        out.append(Entry(id=str(item["id"]), versions=versions,
                         number=number if isinstance(number, int) else None))
    return sorted(out, key=lambda e: (e.number is None, e.number or 0))


def change(entry: Entry, action: str, fields: Mapping[str, str], *,
           lang: str = "nl") -> Entry:
    """The entry as a form of its page changes it (``action``: one of :data:`ACTIONS`);
    ``entry`` itself if nothing changes (a final mark of a final entry).  Raises
    :class:`VerzakingError` (a missing reason, a bad date or score, nothing changed)."""
    if action == "correct":
        reason = str(form_reason(fields))
        changes = form_changes(entry, fields)
        reopen = fields.get("reopen") == "1"
        if not changes and not (entry.final and reopen):
            raise _said("web.log_err_same")
        return corrected(entry, changes, reason=reason, reopen=reopen)
    if action == "final":
        reason = form_reason(fields, "log.reason_final") or text("log.reason_final", lang)
        return finalised(entry, reason=reason) or entry
    if action == "delete":
        if fields.get("confirm") != "1":
            raise _said("web.log_err_confirm", number=entry.number)
        reason = form_reason(fields, "log.reason_delete") or text("log.reason_delete", lang)
        return deleted(entry, reason=reason)
    raise _said("web.log_err_same")


def _said(code: str, **facts: Any) -> VerzakingError:
    return LogError(code=code, **facts)


def merge(mine: list[Entry], data: bytes, *, name: str) -> tuple[list[Entry], MergeCount]:
    """An export file merged into the browser's entries: the entries to write (new ones
    numbered after the last) and how many were added, updated, unchanged.  Every entry
    of the file is checked first: a broken file raises :class:`VerzakingError` and
    nothing is merged."""
    others = parse_import(data, name=name)
    have = {e.id: e for e in mine}
    last = max((e.number or 0 for e in mine), default=0)
    counts: MergeCount = {"added": 0, "updated": 0, "unchanged": 0}
    write: dict[str, Entry] = {}
    for other in others:
        how, entry = merged(write.get(other.id) or have.get(other.id), other)
        counts[how] += 1
        if how == "added":
            last += 1
            entry = Entry(id=entry.id, versions=entry.versions, number=last)
        if how != "unchanged":
            write[entry.id] = entry
    return list(write.values()), counts
