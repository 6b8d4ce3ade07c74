"""Every edition side by side for one board (``verzaking rule --compare``)."""

from __future__ import annotations

from ..ruling import Ruling
from .i18n import score_text, seat_letter, text

__all__ = ["compare_text"]


def compare_text(ruling_for: dict[str, Ruling], lang: str) -> str:
    """One table: each edition's rule per revoke, tricks and score."""
    first = next(iter(ruling_for.values()))
    lines = [text("ui.board", lang, {"board": first.board}) + " — " + text("ui.compare_heading", lang)]
    head = f" {'':<8}"
    for rr in first.revokes:
        head += f" {seat_letter(rr.revoke.seat, lang)}{rr.revoke.trick:<12}"
    head += f" {text('ui.declarer_tricks', lang):<18} {text('ui.score_ns', lang)}"
    lines.append(head)
    for key, r in ruling_for.items():
        row = f" {key:<8}"
        for rr in r.revokes:
            row += f" {rr.rule + ' ' + str(rr.tricks_transferred):<13}"
        row += f" {r.declarer_tricks_played!s:>3} → {r.declarer_tricks_adjusted!s:<12}"
        row += f" {score_text(r.score_ns_played)} → {score_text(r.score_ns_adjusted)}"
        lines.append(row)
    return "\n".join(lines) + "\n"
