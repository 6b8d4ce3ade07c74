"""An entry of the log: a stable id and its versions, each a time, a reason and the content.

The content of a version is plain data (the same in SQLite, in an export and in
a browser's log)::

    event, date ("YYYY-MM-DD"), round, table, board      text or null
    pairs      {"ns": text or null, "ew": text or null} or null (pair numbers or names)
    note       the director's note (not printed for the players)
    lang       the language of the ruling's texts ("nl", "en")
    case       the facts: a case file that ``verzaking rule`` accepts
    ruling     the ruling, as ``verzaking rule --json`` gives it
    score_ns   the score to enter when it is not the ruling's automatic one (the 64C figure,
               a weighted score, an artificial score), or null
    score_basis  which score the director chose to enter, and why (:mod:`.scored`), or null
    final      the ruling is final
    deleted    the entry is deleted (its versions are kept)
    source     where it was ruled from: {"file", "kind", "board"} or null
    verzaking  the version of verzaking that ruled it

>>> first = Version(revision=1, at="2025-03-01T20:15:00.000000Z", reason=None,
...                 content={"board": "1", "final": False})
>>> entry = Entry(id="2f0c2a64-3b9e-4c55-9a43-0d3c4b9b1e1d", versions=(first,))
>>> entry.current.content["board"], entry.final, len(first.hash)
('1', False, 64)
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import LogError
from .scored import basis_problem, score_ok

__all__ = ["CONTENT_FIELDS", "Entry", "Version", "canonical_time", "check_content",
           "new_id", "now", "version_hash"]

CONTENT_FIELDS = ("event", "date", "round", "table", "board", "pairs", "note", "lang", "case",
                  "ruling", "score_ns", "score_basis", "final", "deleted", "source",
                  "verzaking")
"""The fields of a version's content, in the order an export writes them."""
TEXT_FIELDS = {"event": 200, "date": 10, "round": 40, "table": 40, "board": 40, "note": 4000,
               "lang": 8, "verzaking": 40}
"""The text fields and their longest value."""
MAX_REASON = 1000
"""The longest reason of a correction."""
FIRST_YEAR, LAST_YEAR = 1000, 9998
"""The years a version's time may have (UTC): four digits, so that the stored text sorts in
order of time, and a year to spare for the times just after it that a correction makes."""
LANGS = ("nl", "en")
"""The languages a ruling's texts can be in."""
_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def new_id() -> str:
    """A new stable id: a random UUID, as a browser's ``crypto.randomUUID()`` makes one."""
    return str(uuid.uuid4())


def now() -> str:
    """The time now, UTC, in the form every version's ``at`` has."""
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def canonical_time(value: Any) -> str | None:
    """An ISO 8601 time as ``YYYY-MM-DDTHH:MM:SS.ffffffZ`` (UTC); ``None`` if it is not one,
    or if its year (in UTC) is not from :data:`FIRST_YEAR` to :data:`LAST_YEAR`.

    >>> canonical_time("2025-03-01T21:15:02.5+01:00")
    '2025-03-01T20:15:02.500000Z'
    >>> canonical_time("0999-06-01T00:00:00Z"), canonical_time("9999-12-31T23:59:59-14:00")
    (None, None)
    """
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        moment = dt.datetime.fromisoformat(value)
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=dt.UTC)
        moment = moment.astimezone(dt.UTC)
    except (ValueError, OverflowError):  # a time zone that moves it past year 1 or 9999
        return None
    if not FIRST_YEAR <= moment.year <= LAST_YEAR:
        return None
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def version_hash(at: str, reason: str | None, content: Mapping[str, Any]) -> str:
    """What identifies a version in every log: SHA-256 of its time, reason and content."""
    return hashlib.sha256(_canonical([at, reason, content]).encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True, kw_only=True)
class Version:
    """One version of an entry."""

    revision: int
    """1 for the first, then 2, 3, ... in order of time."""
    at: str
    """When it was made (UTC, ISO 8601)."""
    reason: str | None
    """Why it was made (``None`` for the first)."""
    content: Mapping[str, Any]
    """The entry's fields (see the module)."""

    @property
    def hash(self) -> str:
        """Its identity: the same version has the same hash in every log."""
        return version_hash(self.at, self.reason, self.content)

    def to_dict(self) -> dict[str, Any]:
        """As an export writes it."""
        return {"revision": self.revision, "at": self.at, "reason": self.reason,
                "content": dict(self.content)}


@dataclass(frozen=True, slots=True, kw_only=True)
class Entry:
    """A ruling in the log, with every version of it."""

    id: str
    """The stable id, the same in every log it is merged into."""
    versions: tuple[Version, ...]
    """Every version, oldest first; the last is the current one."""
    number: int | None = None
    """Its number in this log (``verzaking log show N``)."""
    content: Mapping[str, Any] = field(init=False, repr=False, compare=False)
    """The current version's content."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "content", self.versions[-1].content)

    @property
    def current(self) -> Version:
        """The current version."""
        return self.versions[-1]

    @property
    def created(self) -> str:
        """When the first version was made."""
        return self.versions[0].at

    @property
    def final(self) -> bool:
        """The current version is final."""
        return bool(self.content.get("final"))

    @property
    def deleted(self) -> bool:
        """The entry is deleted (its versions are kept)."""
        return bool(self.content.get("deleted"))

    def to_dict(self) -> dict[str, Any]:
        """As an export writes it: ``id``, ``number`` (in the log it came from), ``versions``."""
        return {"id": self.id, "number": self.number,
                "versions": [v.to_dict() for v in self.versions]}


def check_id(value: Any, *, where: str) -> str:
    """A stable id as given; raises :class:`LogError` naming ``where``."""
    if not isinstance(value, str) or not _ID.fullmatch(value):
        raise LogError(code="log.err.bad_field", entry=where, field="id",
                       expected="log.reason.id")
    return value


def check_content(content: Any, *, where: str, ruling: bool = True) -> dict[str, Any]:
    """A version's content checked field by field; raises :class:`LogError` naming the field.

    Unknown fields are kept (a later verzaking may add some); ``case`` and
    ``ruling`` must be objects, the texts short enough, ``date`` a date, ``lang`` ``nl`` or
    ``en``; the ruling as :func:`ruling_problem` checks it (unless ``ruling`` is false: a
    change that keeps a ruling stored before rulings were checked).
    """
    if not isinstance(content, dict):
        raise LogError(code="log.err.bad_field", entry=where, field="content",
                       expected="log.reason.object")
    out = dict(content)
    for key, longest in TEXT_FIELDS.items():
        value = out.get(key)
        if isinstance(value, str) and len(value) > longest:
            raise LogError(code="log.err.too_long", entry=where, field=key, longest=longest)
        if value is not None and not isinstance(value, str):
            raise LogError(code="log.err.bad_field", entry=where, field=key,
                           expected="log.reason.text")
    if out.get("date") is not None and not _is_date(out["date"]):
        raise LogError(code="log.err.bad_field", entry=where, field="date",
                       expected="log.reason.date")
    if out.get("lang") is not None and out["lang"] not in LANGS:
        raise LogError(code="log.err.bad_field", entry=where, field="lang",
                       expected="log.reason.lang")
    _check_pairs(out.get("pairs"), where)
    for key in ("case", "ruling"):
        if not isinstance(out.get(key), dict):
            raise LogError(code="log.err.bad_field", entry=where, field=key,
                           expected="log.reason.object")
    if ruling:
        check_ruling(out["ruling"], where=where)
    score = out.get("score_ns")
    if not score_ok(score):
        raise LogError(code="log.err.bad_field", entry=where, field="score_ns",
                       expected="log.reason.score")
    problem = basis_problem(out.get("score_basis"), score)
    if problem is not None:  # the score as the basis says (a weighted score its weights')
        raise LogError(code="log.err.bad_field", entry=where, field=problem,
                       expected="log.reason.score_basis")
    for key in ("final", "deleted"):
        if not isinstance(out.get(key, False), bool):
            raise LogError(code="log.err.bad_field", entry=where, field=key,
                           expected="log.reason.bool")
        out[key] = bool(out.get(key, False))
    return out


_RULING_TEXTS = ("board", "laws", "contract", "declarer", "vulnerable")
_RULING_NUMBERS = {"declarer_tricks": 13, "score_ns": 100000}
_RULING_LISTS = ("revokes", "tricks", "steps", "penalty_cards", "next")


def ruling_problem(ruling: Any) -> str | None:
    """Where a stored ruling is not as ``verzaking rule --json`` writes one (the field, e.g.
    ``ruling.score_ns.adjusted``); ``None`` if it is.  Fields it lacks are not a problem.

    >>> ruling_problem({"contract": "4S", "score_ns": {"played": -50, "adjusted": 420}})
    >>> ruling_problem({"revokes": [1, 2]}), ruling_problem({"score_ns": []})
    ('ruling.revokes[0]', 'ruling.score_ns')
    """
    if not isinstance(ruling, dict):
        return "ruling"
    for key in _RULING_TEXTS:
        value = ruling.get(key)
        if value is not None and (not isinstance(value, str) or len(value) > 40):
            return f"ruling.{key}"
    for key, most in _RULING_NUMBERS.items():
        numbers = ruling.get(key)
        if numbers is None:
            continue
        if not isinstance(numbers, dict):
            return f"ruling.{key}"
        for name, value in numbers.items():
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)
                                      or abs(value) > most):
                return f"ruling.{key}.{name}"
    for key in _RULING_LISTS:
        items = ruling.get(key)
        if items is None:
            continue
        if not isinstance(items, list):
            return f"ruling.{key}"
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                return f"ruling.{key}[{i}]"
    for i, revoke in enumerate(ruling.get("revokes") or []):
        rule = revoke.get("rule")
        if rule is not None and (not isinstance(rule, str) or len(rule) > 40):
            return f"ruling.revokes[{i}].rule"
    for i, step in enumerate(ruling.get("steps") or []):
        if not isinstance(step.get("text", ""), str):
            return f"ruling.steps[{i}].text"
    return None


def check_ruling(ruling: Any, *, where: str) -> None:
    """Raises :class:`LogError` naming the field where a stored ruling is not one
    (:func:`ruling_problem`)."""
    problem = ruling_problem(ruling)
    if problem is not None:
        raise LogError(code="log.err.bad_field", entry=where, field=problem,
                       expected="log.reason.ruling")


def _is_date(value: str) -> bool:
    if not _DATE.fullmatch(value):
        return False
    try:
        dt.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _check_pairs(pairs: Any, where: str) -> None:
    if pairs is None:
        return
    if (not isinstance(pairs, dict) or set(pairs) - {"ns", "ew"}
            or any(v is not None and not isinstance(v, str) for v in pairs.values())):
        raise LogError(code="log.err.bad_field", entry=where, field="pairs",
                       expected="log.reason.pairs")
    for side, value in pairs.items():
        if value is not None and len(value) > 200:
            raise LogError(code="log.err.too_long", entry=where, field="pair_" + side,
                           longest=200)


def check_date(value: str) -> str:
    """A date given on the command line: ``YYYY-MM-DD``; raises :class:`LogError`."""
    if not _is_date(value):
        raise LogError(code="log.err.bad_date", value=value[:40])
    return value


__all__ += ["FIRST_YEAR", "LANGS", "LAST_YEAR", "MAX_REASON", "TEXT_FIELDS", "check_date",
            "check_id", "check_ruling", "ruling_problem"]
