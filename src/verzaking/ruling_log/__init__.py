"""The director's ruling log: every ruling of an evening kept, corrected, exported, merged.

A log is an SQLite file (:mod:`.schema`) of entries (:mod:`.entries`), each a
stable id and its versions; :class:`RulingLog` adds, corrects, marks final,
deletes (a logged version, nothing removed) and merges (:mod:`.store`), each new version
made by :mod:`.changes` (which the offline app's log in the browser uses too).
:mod:`.exports` writes the CSV for the scoring program and the JSON that the
offline app's log uses too, :mod:`.printed` the pages for the players and the
report of the evening; :mod:`.cli` is ``verzaking log``.

>>> import tempfile, pathlib, verzaking
>>> ruling = verzaking.rule({"contract": "4S", "declarer": "S", "tricks":
...     "EW EW NS NS NS N NS NS EW NS NS EW NS".split(), "revokes": [{"seat": "E", "trick": 6}]},
...     equity=False)
>>> with RulingLog.open(pathlib.Path(tempfile.mkdtemp()) / "log.sqlite") as log:
...     entry = log.add(content_of(ruling, Meta(event="Clubavond", table="3"), lang="nl"))
...     [row["score"] for row in map(lambda e: listing(e, "nl"), log.entries())]
['−50 → +420']
"""

from __future__ import annotations

from .entries import Entry, Version
from .errors import LogError
from .exports import CSV_COLUMNS, csv_text, entries_of, export_document, json_text, parse_import
from .printed import listing, report_page, ruling_page
from .record import Meta, content_of, rule_entry
from .schema import SCHEMA_VERSION
from .store import MergeResult, RulingLog, default_path

__all__ = ["CSV_COLUMNS", "SCHEMA_VERSION", "Entry", "LogError", "MergeResult", "Meta",
           "RulingLog", "Version", "content_of", "csv_text", "default_path", "entries_of",
           "export_document", "json_text", "listing", "parse_import", "report_page",
           "rule_entry", "ruling_page"]
