"""A ruled board as the content of a log entry, and a stored entry ruled again.

The command line (``verzaking rule … --log``) and the web page ("Opslaan in
logboek") both make an entry's first version here: the facts as a case file
(:mod:`.casedoc`), the ruling as ``verzaking rule --json`` gives it, and what the
director adds (event, date, round, table, pairs, a note).

>>> import verzaking
>>> ruling = verzaking.rule({"contract": "4S", "declarer": "S", "tricks":
...     "EW EW NS NS NS N NS NS EW NS NS EW NS".split(), "revokes": [{"seat": "E", "trick": 6}]},
...     equity=False)
>>> c = content_of(ruling, Meta(event="Clubavond", table="3"), lang="en")
>>> c["board"], c["table"], c["ruling"]["score_ns"], c["case"]["tricks"][5]
('1', '3', {'played': -50, 'adjusted': 420}, 'N')
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .. import __version__
from ..errors import VerzakingError
from ..render.jsonout import ruling_to_dict
from ..ruling import Ruling
from .casedoc import case_from_facts, rule_case, same_result
from .entries import check_content, new_id, ruling_problem
from .scored import chosen, default_kind, form_choices

__all__ = ["Meta", "content_of", "has_equity", "rule_entry", "save_form", "today"]


def today() -> str:
    """Today's date on this machine (``YYYY-MM-DD``), the default date of an entry."""
    return dt.date.today().isoformat()


@dataclass(frozen=True, slots=True, kw_only=True)
class Meta:
    """What the director tells about a ruling besides its facts (all optional)."""

    event: str | None = None
    """The event (``Clubavond``, ``Viertallen ronde 3``)."""
    date: str | None = None
    """The evening's date, ``YYYY-MM-DD``."""
    round: str | None = None
    """The round."""
    table: str | None = None
    """The table."""
    board: str | None = None
    """The board number (default: the case's; none for a case without one)."""
    ns: str | None = None
    """The North-South pair (number or names)."""
    ew: str | None = None
    """The East-West pair."""
    note: str | None = None
    """The director's note (not printed for the players)."""

    def fields(self) -> dict[str, Any]:
        """As content fields: blanks left out, the pairs as one field."""
        out: dict[str, Any] = {}
        for key in ("event", "date", "round", "table", "board", "note"):
            value = _blank(getattr(self, key))
            if value is not None:
                out[key] = value
        ns, ew = _blank(self.ns), _blank(self.ew)
        if ns is not None or ew is not None:
            out["pairs"] = {"ns": ns, "ew": ew}
        return out


def _blank(value: str | None) -> str | None:
    if value is None:
        return None
    value = value.strip()
    return value or None


def content_of(ruling: Ruling, meta: Meta, *, lang: str, case: Mapping[str, Any] | None = None,
               source: Mapping[str, Any] | None = None,
               score: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The first version's content for ``ruling`` (``case``: the facts as a case file, by
    default made from the ruling's facts); raises :class:`LogError` for a bad field.

    ``score``: the save form's choice of the score to enter (``score_choice``, ``weights``,
    the figures the page showed: :func:`.scored.chosen`); without one, the result the
    ruling marks as the one to enter (the automatic one, or the director's own 64C
    judgement), or none where the director must decide (a double-dummy estimate differs).

    The entry's board is the one the director gives, else the case's: a case without a
    board number (the quick form left blank) is logged without one, in the entry and in its
    stored ruling, not as the board "1" the engine rules it as.

    >>> quick = {"contract": "3NT", "declarer": "S", "tricks": ["NS"] * 13}
    >>> ruling = rule_case(quick)
    >>> logged = content_of(ruling, Meta(), lang="en", case=quick)
    >>> ruling.board, logged["board"], logged["ruling"]["board"], "board" in logged["case"]
    ('1', None, None, False)
    """
    facts = case if case is not None else case_from_facts(ruling.facts, ruling)
    given = None if case is None else case.get("board")
    numbered = case is None or (given is not None and _blank(str(given)) is not None)
    content: dict[str, Any] = {"event": None, "date": None, "round": None, "table": None,
                               "board": ruling.board if numbered else None, "pairs": None,
                               "note": None, "lang": lang,
                               "case": dict(facts), "ruling": ruling_to_dict(ruling, lang=lang),
                               "score_ns": None, "score_basis": None,
                               "final": False, "deleted": False,
                               "source": dict(source) if source else None,
                               "verzaking": __version__}
    content.update(meta.fields())
    board = _blank(meta.board)
    if board is not None:  # the number the director gave is the board's, in the facts too
        content["case"]["board"] = board
        content["ruling"]["board"] = board
    elif not numbered:  # no number anywhere: the stored ruling makes none up either
        content["ruling"]["board"] = None
    form = dict(score or {})
    if not form.get("score_choice", "").strip():
        form = {"score_choice": default_kind(content["ruling"]) or ""}
    if form["score_choice"]:
        content["score_ns"], content["score_basis"] = chosen(content["ruling"], form)
    return check_content(content, where="-")


def has_equity(ruling: Mapping[str, Any]) -> bool:
    """Whether a stored ruling had the double-dummy estimate (then it is ruled again with it)."""
    if not isinstance(ruling, Mapping) or not isinstance(ruling.get("revokes"), list):
        return False  # also a ruling stored before they were checked
    return any(isinstance(r, Mapping) and r.get("equity") for r in ruling["revokes"])


def rule_entry(content: Mapping[str, Any], *, equity: bool | None = None) -> tuple[Ruling | None,
                                                                                  bool]:
    """The stored case ruled again, and whether that ruling agrees with the stored one.

    ``equity``: with the double-dummy estimate (default: as the stored ruling had it; a case
    without a deal, where none can be made, as the page ruled it: saying so under 64C).
    ``(None, False)`` when the case can no longer be ruled.
    """
    stored: Mapping[str, Any] = content.get("ruling") or {}
    if equity is None:
        case = content.get("case")
        equity = has_equity(stored) or (isinstance(case, Mapping) and "deal" not in case)
    try:
        ruling = rule_case(content["case"], equity=equity)
    except (VerzakingError, KeyError, TypeError):
        return None, False
    if ruling_problem(stored) is not None:  # stored before rulings were checked
        return ruling, False
    return ruling, same_result(ruling_to_dict(ruling), stored)


def save_form(ruling: Ruling, *, lang: str = "nl",
              data: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """What the web page's "save to log" form under a ruling carries: a new stable id, the
    facts as a case file (JSON), today's date, the board, the event and table a hand record
    names, and the ``scores`` to choose the one to enter from (:func:`.scored.form_choices`:
    the one the ruling marks checked, none where the director decides); ``None`` if the
    facts cannot be told as a case.  ``data``: the ruling as JSON, if made already."""
    try:
        case = case_from_facts(ruling.facts, ruling)
    except (VerzakingError, ValueError, TypeError, KeyError):
        return None
    tags = ruling.facts.tags  # a hand record's event and table, for the form to start from
    ruled = ruling_to_dict(ruling, lang=lang) if data is None else data
    return {"id": new_id(), "case": json.dumps(case, ensure_ascii=False), "date": today(),
            "board": ruling.board, "event": tags.get("Event", "").strip()[:200],
            "table": tags.get("Table", "").strip()[:40],
            "scores": form_choices(ruled, lang, preselect=default_kind(ruled))}
