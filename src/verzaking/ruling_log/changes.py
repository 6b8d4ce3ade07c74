"""What changes an entry, without a file: a correction, a final mark, a deletion, a merge.

The SQLite log (:mod:`.store`) and the offline app's log in the browser (IndexedDB,
:mod:`verzaking.site.logbook`) make their new versions here, so that an entry is
corrected, finalised and merged the same way in both, and a version has the same
hash in both.

>>> first = Version(revision=1, at="2025-03-01T20:15:00.000000Z", reason=None,
...                 content={"board": "1", "case": {"contract": "Pass"}, "ruling": {}})
>>> entry = Entry(id="2f0c2a64-3b9e-4c55-9a43-0d3c4b9b1e1d", versions=(first,))
>>> fixed = corrected(entry, {"table": "5"}, reason="table forgotten")
>>> [(v.revision, v.reason) for v in fixed.versions], fixed.content["table"]
([(1, None), (2, 'table forgotten')], '5')
>>> merged(fixed, entry)[0], merged(None, entry)[0], merged(entry, fixed)[0]
('unchanged', 'added', 'updated')
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from typing import Any

from .entries import MAX_REASON, Entry, Version, check_content, check_date, now
from .errors import LogError
from .scored import chosen, mapping

__all__ = ["FORM_FIELDS", "changed_fields", "corrected", "deleted", "finalised", "form_changes",
           "form_reason", "merged", "ordered", "revised"]

FORM_FIELDS = ("event", "date", "round", "table", "board", "note")
"""The text fields a correction form may change (besides the pairs and the score)."""


def revised(entry: Entry, changes: Mapping[str, Any], *, reason: str,
            at: str | None = None) -> Entry:
    """``entry`` with a new version: its content with ``changes``, and why (the time
    after the current version's, also when the clock went back)."""
    content = check_content({**entry.content, **changes},
                            where=str(entry.number if entry.number is not None else entry.id),
                            ruling="ruling" in changes)  # one stored unchecked is kept
    moment = at or now()
    if moment <= entry.current.at:  # versions stay in order of time
        moment = _after(entry.current.at)
    version = Version(revision=len(entry.versions) + 1, at=moment, reason=reason, content=content)
    return Entry(id=entry.id, number=entry.number, versions=(*entry.versions, version))


def corrected(entry: Entry, changes: Mapping[str, Any], *, reason: str, reopen: bool = False,
              at: str | None = None) -> Entry:
    """A correction (the earlier version kept); a final entry only with ``reopen`` (then it
    is no longer final).  Raises :class:`LogError` for a deleted or final entry."""
    _not_deleted(entry)
    if entry.final and not reopen:
        raise LogError(code="log.err.final", number=entry.number)
    if "score_ns" in changes and "score_basis" not in changes:  # a score given as such
        changes = {**changes, "score_basis": None if changes["score_ns"] is None
                   else {"kind": "own"}}
    case = entry.content.get("case")
    if "board" in changes and "case" not in changes and isinstance(case, dict):
        # the board's number is the facts' too, as when the entry was saved (content_of)
        case = {k: v for k, v in case.items() if k != "board"}
        changes = {**changes, "case": {**case, "board": changes["board"]}
                   if changes["board"] else case}
    return revised(entry, {**changes, "final": False} if entry.final else changes,
                   reason=reason, at=at)


def finalised(entry: Entry, *, reason: str, at: str | None = None) -> Entry | None:
    """The entry marked final; ``None`` if it was already."""
    _not_deleted(entry)
    if entry.final:
        return None
    return revised(entry, {"final": True}, reason=reason, at=at)


def deleted(entry: Entry, *, reason: str, at: str | None = None) -> Entry:
    """The entry deleted: a last version that says so, the others kept."""
    _not_deleted(entry)
    return revised(entry, {"deleted": True}, reason=reason, at=at)


def _not_deleted(entry: Entry) -> None:
    if entry.deleted:
        raise LogError(code="log.err.deleted", number=entry.number)


def merged(mine: Entry | None, other: Entry) -> tuple[str, Entry]:
    """What merging ``other`` into a log that has ``mine`` (or not) gives: ``"added"``,
    ``"updated"`` (``mine`` with the versions it lacked, by hash, all in order of time) or
    ``"unchanged"``, and the entry as the log then has it."""
    if mine is None:
        return "added", Entry(id=other.id, number=other.number,
                              versions=tuple(ordered(other.versions)))
    known = {v.hash for v in mine.versions}
    if all(v.hash in known for v in other.versions):
        return "unchanged", mine
    return "updated", Entry(id=mine.id, number=mine.number,
                            versions=tuple(ordered((*mine.versions, *other.versions))))


def ordered(versions: Iterable[Version]) -> list[Version]:
    """Versions without repeats (by hash), in order of time, numbered from 1."""
    unique = {v.hash: v for v in versions}
    ranked = sorted(unique.items(), key=lambda item: (item[1].at, item[0]))
    return [Version(revision=i, at=v.at, reason=v.reason, content=v.content)
            for i, (_h, v) in enumerate(ranked, 1)]


def changed_fields(entry: Entry) -> list[list[str]]:
    """For each version of ``entry``: the fields it changed (none for the first)."""
    out: list[list[str]] = []
    before: Mapping[str, Any] = {}
    for v in entry.versions:
        keys = sorted(k for k in set(v.content) | set(before)
                      if v.content.get(k) != before.get(k)) if before else []
        if "score_ns" in keys and "score_basis" in keys:  # one change: the score to enter
            keys.remove("score_basis")
        out.append(keys)
        before = v.content
    return out


def _after(at: str) -> str:
    """A time just after ``at``; the time now if ``at`` cannot be read (a log written before
    the times were checked) or nothing comes after it."""
    try:
        moment = dt.datetime.strptime(at, "%Y-%m-%dT%H:%M:%S.%fZ") + dt.timedelta(microseconds=1)
    except (ValueError, OverflowError):
        return now()
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


# -- a correction as a page's form gives it --------------------------------------------------

def form_reason(fields: Mapping[str, str], default: str | None = None) -> str | None:
    """The form's reason (cut to its longest); without one ``default`` (a catalog key the
    caller says in its language), or :class:`LogError` ``web.log_err_reason`` if none."""
    reason = fields.get("reason", "").strip()[:MAX_REASON]
    if reason:
        return reason
    if default is None:
        raise LogError(code="web.log_err_reason")
    return None


def form_changes(entry: Entry, fields: Mapping[str, str]) -> dict[str, Any]:
    """The fields a correction form changes in ``entry``'s current content (blanks are
    ``None``), the score to enter as its ``score_choice`` says (:func:`.scored.chosen`);
    raises :class:`LogError` for a bad date or score."""
    c = entry.content
    changes: dict[str, Any] = {}
    for key in FORM_FIELDS:
        if key in fields:
            value = fields[key].strip() or None
            if value != c.get(key):
                changes[key] = value
    if changes.get("date"):
        check_date(changes["date"])
    old = c.get("pairs") or {}
    pairs = {side: (fields.get(side, old.get(side) or "").strip() or None) for side in ("ns", "ew")}
    if pairs != {"ns": old.get("ns"), "ew": old.get("ew")}:
        changes["pairs"] = pairs if any(pairs.values()) else None
    if fields.get("score_choice", "").strip():  # the score to enter, as the form chose it
        score, basis = chosen(mapping(c.get("ruling")), fields, c.get("score_basis"),
                              c.get("score_ns"))
        old = c.get("score_basis") or ({"kind": "own"} if c.get("score_ns") is not None
                                       else None)  # a log of before: his own score
        if (score, basis) != (c.get("score_ns"), old):
            changes.update(score_ns=score, score_basis=basis)
    elif "score_ns" in fields:  # a form of before the choice: a score of his own, or none
        score = _score(fields["score_ns"])
        if score != c.get("score_ns"):
            changes["score_ns"] = score
    return changes


def _score(value: str) -> int | None:
    value = value.strip()
    if not value:
        return None
    try:
        return int(value.replace("−", "-").replace("+", ""))
    except ValueError:
        raise LogError(code="web.log_err_score") from None
