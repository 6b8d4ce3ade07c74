"""The log on paper: a page per ruling for the players, a report of the evening, a listing.

Both are one HTML file that needs nothing else (its style inside), printed from the
browser.  The ruling is ruled again from the entry's facts in the players' language
(the trick table, the steps with their articles, the score as played and after
adjustment, as ``verzaking rule`` writes them); the director's note is not on the
players' page.

>>> from verzaking.ruling_log.entries import Entry, Version
>>> content = {"board": "1", "event": "Clubavond", "table": "3", "final": False,
...     "case": {"contract": "4S", "declarer": "S",
...              "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
...              "revokes": [{"seat": "E", "trick": 6}]},
...     "ruling": {"contract": "4S", "declarer": "S", "declarer_tricks": {"played": 9,
...                "adjusted": 10}, "score_ns": {"played": -50, "adjusted": 420},
...                "revokes": [{"rule": "64A2"}]}}
>>> entry = Entry(id="2f0c2a64-3b9e-4c55-9a43-0d3c4b9b1e1d", number=1, versions=(
...     Version(revision=1, at="2025-03-01T20:15:00.000000Z", reason=None, content=content),))
>>> row = listing(entry, "nl")
>>> row["contract"], row["result"], row["score"], row["articles"]
('4♠ Z', '4♠ −1 → 4♠ gemaakt', '−50 → +420', '64A2')
>>> "art. 64A2" in ruling_page(entry, "nl")
True
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from .. import __version__
from ..contract import Contract
from ..errors import VerzakingError
from ..render.estimate import enter_column
from ..render.i18n import contract_text_lang, fmt_value, score_text, seat_letter, text
from ..render.text import render_text
from ..ruling import Ruling
from .changes import FORM_FIELDS, changed_fields
from .entries import Entry, ruling_problem
from .errors import field_name
from .record import rule_entry
from .scored import basis_text, form_choices, mapping, points_text, weights_said

__all__ = ["PRINT_STYLE", "assigned_line", "entry_page", "entry_text", "listing", "report_page",
           "ruling_page", "score_state", "status_text", "stored_ruling"]

PRINT_STYLE = """
body { font: 11pt/1.4 "DejaVu Sans", Arial, sans-serif; margin: 1.5cm; color: #000;
       overflow-wrap: break-word; }
h1 { font-size: 16pt; margin: 0 0 .3em; } h2 { font-size: 13pt; margin: 1em 0 .3em; }
.meta { margin: 0 0 1em; display: flex; flex-wrap: wrap; column-gap: 1.2em; }
.meta span { min-width: 0; }  /* a line breaks between items; an item, only if too long */
pre { font: 10pt/1.35 "DejaVu Sans Mono", monospace; white-space: pre-wrap; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
th, td { border: 1px solid #888; padding: .15em .35em; text-align: left; vertical-align: top; }
@media screen and (max-width: 40em) {  /* a phone: each ruling of the report a block of its own */
  body { margin: .8em; } pre { font-size: 8pt; }  /* a 52-character line fits 360 px */
  thead { display: none; } table, tbody, tr, td { display: block; }
  tr { border: 1px solid #888; margin: 0 0 .5em; } td { border: 0; } td:empty { display: none; }
  td[data-label]::before { content: attr(data-label) ": "; font-weight: bold; }
}
.ruling { page-break-before: always; } .warn { font-style: italic; }
footer { margin-top: 2em; font-size: 8pt; color: #444; }
@media print { body { margin: 0; } a { color: #000; text-decoration: none; } }
"""


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value))


def _contract(ruling: Mapping[str, Any]) -> Contract | None:
    raw, declarer = ruling.get("contract"), ruling.get("declarer")
    if not isinstance(raw, str) or not isinstance(declarer, str):
        return None
    try:
        return Contract.parse(raw, declarer=declarer)
    except (ValueError, VerzakingError):
        return None


def stored_ruling(content: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The entry's stored ruling, ``None`` if it is not one (:func:`.entries.ruling_problem`:
    a log written before the import checked it)."""
    ruling = content.get("ruling") or {}
    return None if ruling_problem(ruling) is not None else ruling


def status_text(entry: Entry, lang: str) -> str:
    """``definitief``, ``gecorrigeerd (versie 2)``, ``verwijderd``, or ``''``."""
    if entry.deleted:
        return text("log.status.deleted", lang)
    parts = []
    if entry.final:
        parts.append(text("log.status.final", lang))
    corrections = sum(1 for v in entry.versions[1:] if not _only_final(v.content, entry, v))
    if corrections:
        parts.append(text("log.status.corrected", lang, {"revision": len(entry.versions)}))
    return ", ".join(parts)


def _only_final(content: Mapping[str, Any], entry: Entry, version: Any) -> bool:
    """Whether a version only marked the entry final (no correction of its facts)."""
    before = entry.versions[version.revision - 2].content
    return {k: v for k, v in content.items() if k != "final"} == \
        {k: v for k, v in before.items() if k != "final"}


def listing(entry: Entry, lang: str) -> dict[str, str]:
    """One entry as a line of a list, in ``lang``: number, date, event, round, table, board,
    pairs, contract, result (played → adjusted), score (played → adjusted, and the 64C
    estimate's when it differs; the director's own when he gave one), articles, status,
    note."""
    c = entry.content
    readable = stored_ruling(c)
    ruling: Mapping[str, Any] = readable or {}
    contract = _contract(ruling)
    tricks = ruling.get("declarer_tricks") or {}
    score = ruling.get("score_ns") or {}
    pairs = c.get("pairs") or {}
    if readable is None:  # a log written before rulings were checked: said in the row
        shown, result = text("log.unreadable", lang), ""
    elif contract is not None:
        shown = f"{contract_text_lang(contract, lang)} {seat_letter(contract.declarer, lang)}"
        played, adjusted = tricks.get("played"), tricks.get("adjusted")
        result = (f"{fmt_value(played, 'result', lang, {'contract': contract})} → "
                  f"{fmt_value(adjusted, 'result', lang, {'contract': contract})}"
                  if isinstance(played, int) and isinstance(adjusted, int) else "")
    else:
        shown, result = text("log.passed", lang), ""
    points = f"{score_text(score.get('played'))} → {score_text(score.get('adjusted'))}" \
        if score else ""
    basis = mapping(c.get("score_basis"))
    if points and isinstance(score.get("equity"), int) and not basis:  # for him to weigh
        points = text("log.score_equity", lang, {"points": points,
                                                 "score": score_text(score["equity"])})
    points = _chosen(c, basis, lang) or points
    who = " / ".join(p for p in (pairs.get("ns"), pairs.get("ew")) if p)  # "–" is in a pair
    return {"number": str(entry.number or ""), "date": c.get("date") or "",
            "event": c.get("event") or "", "round": c.get("round") or "",
            "table": c.get("table") or "", "board": c.get("board") or "", "pairs": who,
            "contract": shown, "result": result, "score": points,
            "articles": " ".join(str(r.get("rule")) for r in ruling.get("revokes", []) or []),
            "status": status_text(entry, lang), "note": c.get("note") or ""}


def _chosen(content: Mapping[str, Any], basis: Mapping[str, Any], lang: str) -> str:
    """The score the director chose to enter, as a list shows it (``''``: the automatic one,
    or none chosen: the list shows the ruling's)."""
    given = content.get("score_ns")
    if given is None:
        return ""
    said = points_text(given, lang)
    if basis.get("kind") == "weighted":
        return text("log.score_basis_weighted", lang, {"score": said,
                                                       "weights": weights_said(basis, lang)})
    if basis.get("kind") == "equity":
        return text("log.score_basis_equity", lang, {"score": said})
    return text("log.score_given", lang, {"score": said})  # his own (arbitraal)


def score_state(content: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The correction form's score to enter: the stored choice (``score_kind``), an own
    score (``score_own``), the choices the stored ruling offers, and the line the entry's
    facts show (``score_text``)."""
    basis = mapping(content.get("score_basis")) or None
    given = content.get("score_ns")
    kind = basis.get("kind") if basis else ("own" if given is not None else "")
    ruling = mapping(content.get("ruling"))
    score = mapping(ruling.get("score_ns"))
    shown = points_text(given if given is not None else score.get("adjusted"), lang)
    said = basis_text(basis, lang) if basis else (text("log.basis.own", lang) if kind else "")
    return {"score_kind": kind, "score_own": given if kind == "own" else "",
            "score_text": f"{shown} — {said}" if said else "",
            "choices": form_choices(ruling, lang, basis=basis, score=given)}


def entry_page(entry: Entry, lang: str) -> dict[str, Any]:
    """What an entry's page shows besides its ruling (the server's and the offline app's):
    ``entry``, its ``row`` (:func:`listing`), ``entry_status``, the correction form's
    ``state``, the ``history`` (each version: when, why, the fields it changed) and the
    ``facts`` as JSON."""
    c = entry.content
    pairs = c.get("pairs") or {}
    scored = score_state(c, lang)
    state = {**{k: c.get(k) or "" for k in FORM_FIELDS}, "ns": pairs.get("ns") or "",
             "ew": pairs.get("ew") or "",
             **{k: v for k, v in scored.items() if k != "choices"}}
    history = [{"revision": v.revision, "at": v.at[:19].replace("T", " "),
                "reason": v.reason or text("log.first_version", lang),
                "changed": ", ".join(field_name(k, lang) for k in ch)}
               for v, ch in zip(entry.versions, changed_fields(entry), strict=True)]
    return {"entry": entry, "row": listing(entry, lang), "entry_status": status_text(entry, lang),
            "state": state, "history": history, "score_choices": scored["choices"],
            "facts": json.dumps(c.get("case"), ensure_ascii=False, indent=1)}


def _meta_lines(entry: Entry, lang: str) -> list[tuple[str, str]]:
    c = entry.content
    pairs = c.get("pairs") or {}
    out = [(text("log.col." + key, lang), str(c[key])) for key in
           ("event", "date", "round", "table", "board") if c.get(key)]
    for side in ("ns", "ew"):
        if pairs.get(side):
            out.append((text("log.col.pair_" + side, lang), str(pairs[side])))
    if c.get("score_ns") is not None:
        out.append((text("log.col.score_ns", lang), points_text(c["score_ns"], lang)))
    if isinstance(c.get("score_basis"), Mapping):
        out.append((text("log.col.score_basis", lang), basis_text(c["score_basis"], lang)))
    return out


def _ruling_text(entry: Entry, lang: str) -> tuple[str, str | None]:
    """The ruling as ``verzaking rule`` writes it in ``lang``, and a warning if any.

    Its heading names the entry's board, the one number the entry has (a correction may
    have changed it), and no number for an entry without one: not the engine's "1" for a
    case without a board.
    """
    ruling, same = rule_entry(entry.content)
    if ruling is None:
        stored = stored_ruling(entry.content) or {}
        steps = [f"{i:>2}. {s.get('text', '')}" for i, s in
                 enumerate(stored.get("steps", []) or [], 1) if isinstance(s, Mapping)]
        return "\n".join(steps) + "\n", text("log.warn.not_ruled", lang)
    board = _board(entry)
    if board:
        ruling = replace(ruling, board=board)
    line, overrides = assigned_line(entry.content, ruling, lang)
    # an own score in place of the one the ruling marks to enter: that mark is left out, and
    # the last line says which score is entered and what the others are
    body = render_text(ruling, lang, numbered=bool(board), enter=not overrides)
    if line:
        body += "\n" + line + "\n"
    return body, None if same else text("log.warn.differs", lang)


def assigned_line(content: Mapping[str, Any], ruling: Ruling,
                  lang: str) -> tuple[str | None, bool]:
    """The line that says the score the director assigned, where it is not the ruling's own
    (``None`` where it is), and whether it is his own score in place of the one the ruling
    marks to enter (then the ruling's mark and its "to enter" line must not be shown)."""
    assigned = content.get("score_ns")
    computed = ruling.score_ns_adjusted
    basis = content.get("score_basis")
    if isinstance(basis, Mapping) and basis.get("kind") == "weighted" and assigned is not None:
        return text("log.assigned_weighted", lang, {
            "weights": weights_said(basis, lang), "score": points_text(assigned, lang),
            "computed": computed}), False
    if not isinstance(assigned, int) or isinstance(assigned, bool):
        return None, False
    column = enter_column(ruling)
    marked = {"automatic": computed, "equity": ruling.score_ns_equity}.get(column or "")
    if assigned == computed and marked in (None, computed):
        return None, False
    judged = isinstance(basis, Mapping) and basis.get("from") == "director"
    if assigned == ruling.score_ns_equity:  # the 64C figure beside the automatic result
        code = "log.assigned_director" if judged else "log.assigned_equity"
        return (text(code, lang, {"score": assigned, "computed": computed}),
                marked not in (None, assigned))
    data: dict[str, Any] = {"score": assigned, "computed": computed,
                            "equity": ruling.score_ns_equity}
    j = ruling.judgement
    if j is not None and j.applied and ruling.score_ns_equity is not None:
        return text("log.assigned_over_director", lang, {**data, "law": j.law}), True
    if ruling.score_ns_equity is not None:
        return text("log.assigned_over_estimate", lang, data), True
    return text("log.assigned_score", lang, data), True


def _board(entry: Entry) -> str:
    """The entry's board number; ``""`` for an entry without one."""
    board = entry.content.get("board")
    return board.strip() if isinstance(board, str) else ""


def _heading(entry: Entry, lang: str) -> str:
    """The heading of an entry's printed ruling: its board, or that it has no number."""
    board = _board(entry)
    if not board:
        return text("log.print_heading_no_board", lang)
    return text("log.print_heading", lang, {"board": board})


def entry_text(entry: Entry, lang: str, *, history: bool = True) -> str:
    """An entry for the terminal: its facts, its history and the ruling (``log show N``)."""
    lines = [text("log.entry_heading", lang, {"number": entry.number}) + f"  ({entry.id})"]
    lines += [f"  {label}: {value}" for label, value in _meta_lines(entry, lang)]
    if entry.content.get("note"):
        lines.append(f"  {text('log.col.note', lang)}: {entry.content['note']}")
    status = status_text(entry, lang)
    if status:
        lines.append(f"  {text('log.col.status', lang)}: {status}")
    if history:
        lines.append(text("log.history", lang))
        for v in entry.versions:
            reason = v.reason or text("log.first_version", lang)
            lines.append(f"  {v.revision:>2}. {v.at[:19].replace('T', ' ')} UTC  {reason}")
    body, warning = _ruling_text(entry, lang)
    lines.append("")
    if warning:
        lines += [warning, ""]
    return "\n".join(lines) + "\n" + body


def _section(entry: Entry, lang: str, *, cls: str = "") -> str:
    body, warning = _ruling_text(entry, lang)
    items = _meta_lines(entry, lang)
    status = status_text(entry, lang)
    if status:
        items.append((text("log.col.status", lang), status))
    meta = " ".join(f"<span><b>{_e(label)}:</b> {_e(value)}</span>"  # a line may break between
                    for label, value in items)
    heading = _heading(entry, lang)
    return (f'<section class="{cls}"><h1>{_e(heading)}</h1><p class="meta">{meta}</p>'
            + (f'<p class="warn">{_e(warning)}</p>' if warning else "")
            + f"<pre>{_e(body)}</pre></section>")


def _page(title: str, body: str, lang: str, style_href: str | None) -> str:
    style = (f'<link rel="stylesheet" href="{_e(style_href)}">' if style_href
             else f"<style>{PRINT_STYLE}</style>")
    return (f'<!doctype html>\n<html lang="{_e(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{_e(title)}</title>{style}</head><body>{body}"
            f"<footer>verzaking {_e(__version__)}</footer></body></html>\n")


def ruling_page(entry: Entry, lang: str, *, style_href: str | None = None) -> str:
    """The page for the players: one ruling, in ``lang``, with the trick table and articles.

    ``style_href``: link to :data:`PRINT_STYLE` there instead of having it in the page
    (a page served under a policy that forbids inline style).
    """
    title = _heading(entry, lang)
    return _page(title, _section(entry, lang), lang, style_href)


_REPORT_COLUMNS = ("number", "round", "table", "board", "pairs", "contract", "result", "score",
                   "articles", "status", "note")


def report_page(entries: Iterable[Entry], lang: str, *, event: str | None = None,
                date: str | None = None, style_href: str | None = None) -> str:
    """The report of an evening: the list of its rulings, then each ruling on its own page."""
    chosen = [e for e in entries if not e.deleted]
    title = text("log.report_heading", lang)
    about = " · ".join(x for x in (event, date) if x)
    labels = {key: _e(text("log.list." + key, lang)) for key in _REPORT_COLUMNS}
    head = "".join(f"<th>{labels[key]}</th>" for key in _REPORT_COLUMNS)
    rows = []
    for entry in chosen:  # each cell with its column's name: a phone shows it beside the value
        row = listing(entry, lang)
        rows.append("<tr>" + "".join(f'<td data-label="{labels[key]}">{_e(row[key])}</td>'
                                     for key in _REPORT_COLUMNS) + "</tr>")
    if not rows:
        rows.append(f'<tr><td colspan="{len(_REPORT_COLUMNS)}">'
                    f'{_e(text("log.empty", lang))}</td></tr>')
    body = (f"<h1>{_e(title)}{' · ' + _e(about) if about else ''}</h1>"
            f"<p>{_e(text('log.report_count', lang, {'count': len(chosen)}))}</p>"
            f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            + "".join(_section(e, lang, cls="ruling") for e in chosen))
    return _page(title + (f" · {about}" if about else ""), body, lang, style_href)
