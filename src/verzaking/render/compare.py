"""Every edition side by side for one board (``verzaking rule --compare``).

One row per edition: for each revoke the article that decided it and the tricks
it moved, declarer's tricks and North-South's score as played and adjusted, and,
when the double-dummy estimate of 64C was made or the director gave his own judgement,
what it gives.  An edition that
cannot rule the case (the 1930 rules for a case told as events) says why in its
row.  Every column is as wide as its longest cell, so long articles
(``VII.2b-same-card``) keep the columns aligned.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import Seat
from ..errors import VerzakingError
from ..parameters import value
from ..ruling import Ruling
from .estimate import enter_basis
from .i18n import score_text, seat_letter, text

__all__ = ["compare_text"]

_GAP = "  "


def compare_text(ruling_for: Mapping[str, Ruling | VerzakingError], lang: str, *,
                 numbered: bool = True) -> str:
    """One table: each edition's rule per revoke, tricks, score, and 64C when estimated.

    ``ruling_for`` maps each edition's key to its ruling, or to the error that
    kept it from ruling the case; at least one must be a ruling.  ``numbered=False``:
    the case has no board number, and the heading makes none up.
    """
    rulings = [r for r in ruling_for.values() if isinstance(r, Ruling)]
    first = rulings[0]
    revokes = _revoke_columns(rulings)
    equity = any(r.equity_basis is not None or enter_basis(r) == "director" for r in rulings)
    head = ["", *(seat_letter(seat, lang) + str(trick) for seat, trick in revokes),
            text("ui.declarer_tricks", lang), text("ui.score_ns", lang)]
    if equity:  # the director's own judgement, where he gave one, rules the column
        director = any(r.equity_basis == "director" or enter_basis(r) == "director"
                       for r in rulings)
        head.append(text("ui.compare_director" if director else "ui.compare_equity", lang))
    rows: list[list[str] | str] = [head]  # a row of cells, or why the edition cannot rule
    for key, r in ruling_for.items():
        rows.append(_row(key, r, revokes, lang, equity=equity) if isinstance(r, Ruling)
                    else text("ui.compare_cannot_rule", lang, {"reason": r.message(lang)}))
    cells = [row for row in rows if isinstance(row, list)]
    widths = [max(len(row[i]) for row in cells) for i in range(len(head))]
    widths[0] = max(widths[0], *(len(key) for key in ruling_for))
    board = (text("ui.board", lang, {"board": first.board}) if numbered
             else text("ui.no_board", lang))
    lines = [board + " — " + text("ui.compare_heading", lang)]
    for key, row in zip(["", *ruling_for], rows, strict=True):
        if isinstance(row, str):
            row = [key, row]  # the reason runs on past the columns
        lines.append(" " + _GAP.join(cell.ljust(w) for cell, w in zip(row, widths, strict=False))
                     .rstrip())
    return "\n".join(lines) + "\n"


def _revoke_columns(rulings: list[Ruling]) -> list[tuple[Seat, int]]:
    """Every revoke of any edition's ruling, by trick (an edition may see fewer)."""
    seen: list[tuple[Seat, int]] = []
    for r in rulings:
        for rr in r.revokes:
            key = (rr.revoke.seat, rr.revoke.trick)
            if key not in seen:
                seen.append(key)
    return sorted(seen, key=lambda k: k[1])


def _row(key: str, r: Ruling, revokes: list[tuple[Seat, int]], lang: str, *,
         equity: bool) -> list[str]:
    by_revoke = {(rr.revoke.seat, rr.revoke.trick): rr for rr in r.revokes}
    row = [key]
    for col in revokes:
        rr = by_revoke.get(col)
        row.append("—" if rr is None else f"{rr.rule} {rr.tricks_transferred}")
    row.append(f"{r.declarer_tricks_played if r.declarer_tricks_played is not None else '?'}"
               f" → {r.declarer_tricks_adjusted if r.declarer_tricks_adjusted is not None else '?'}")
    row.append(f"{score_text(r.score_ns_played)} → {score_text(r.score_ns_adjusted)}")
    if equity:
        row.append(_equity_cell(r, lang))
    return row


def _equity_cell(r: Ruling, lang: str) -> str:
    """What 64C gives under this edition: compensated, or the tricks and score to consider."""
    if value("64C", r.edition) == "none":
        return text("ui.compare_no_64c", lang)
    if enter_basis(r) == "director":  # both sides revoked (1997): his 64C result, not yet given
        return text("ui.compare_director_needed", lang)
    j = r.judgement
    if j is not None and j.applied:  # his own judgement rules (the estimate is information)
        return (text("ui.compare_compensated", lang) if j.stands
                else f"{j.declarer_tricks} {score_text(j.score_ns)}")
    cells = []
    for rr in r.revokes:
        eq = rr.equity
        if eq is None:
            continue
        if eq.compensated:
            cells.append(text("ui.compare_compensated", lang))
        else:
            cells.append(f"{eq.recommended_declarer_tricks} "
                         f"{score_text(eq.recommended_score_ns)}")
    return "; ".join(cells) or "—"
