"""The 64C result in the text output: the estimate's line, the three results side by side
and what the director should enter (his decision), or, where he gave his own judgement
(a case's ``without_revoke``), the score to enter with it and its article."""

from __future__ import annotations

from ..cards import Seat
from ..parameters import value
from ..ruling import Equity, RevokeRuling, Ruling
from .i18n import card_text, score_text, seat_letter, text

__all__ = ["automatic_column", "enter_basis", "enter_column", "enter_items", "enter_lines",
           "equity_column", "line_lines", "score_lines", "weights_text"]


def weights_text(eq: Equity, lang: str) -> str:
    """``40 % of +420, 60 % of +450``: the weighted option, matchpoint-neutral (the likely
    play's where it was made)."""
    weighted = eq.weighted if eq.likely_play is None else eq.likely_play.weighted
    return ", ".join(text("equity.weight_part", lang, {"w": w.weight, "s": score_text(w.score_ns)})
                     for w in weighted)


def _weighted(eq: Equity) -> bool:
    """The estimate offers a weighted option (the likely play's where it was made)."""
    return bool(eq.weighted if eq.likely_play is None else eq.likely_play.weighted)


def _recommended(eq: Equity) -> int:
    return (eq.recommended_declarer_tricks if eq.likely_play is None
            else eq.likely_play.recommended_declarer_tricks)


def line_lines(ruling: Ruling, lang: str) -> list[str]:
    """Per estimate: the principal double-dummy line as a small trick table, and the other
    legal cards' totals."""
    lines: list[str] = []
    for rr in ruling.revokes:
        eq = rr.equity
        if eq is None or not eq.line:
            continue
        lines += ["", text("equity.line_heading", lang, {"card": eq.likely_card, "seat": eq.seat,
                                                         "trick": eq.trick})]
        head = f"{text('ui.trick', lang):>5}  {text('ui.leader', lang):<5}"
        for seat in Seat:
            head += f" {seat_letter(seat, lang):<4}"
        lines.append(head + f" {text('ui.won_by', lang)}")
        for t in eq.line:
            row = f"{t.number:>5}  {seat_letter(t.leader, lang):<5}"
            for seat in Seat:
                row += f" {card_text(t.cards[seat], lang):<4}"
            lines.append(row + f" {seat_letter(t.winner, lang)}")
        others = tuple((o.card, o.declarer_tricks) for o in eq.outcomes if o.card != eq.likely_card)
        if others:
            lines.append(text("equity.other_cards", lang, {"cards": others}))
    return lines


def score_lines(ruling: Ruling, lang: str) -> list[str]:
    """Declarer's tricks and the score: as played, automatic and, where it differs, 64C.

    With three results the headings take two lines, so that the table fits a phone."""
    w = max(len(text("ui.declarer_tricks", lang)), len(text("ui.score_ns", lang))) + 2
    tricks_row = [str(ruling.declarer_tricks_played), str(ruling.declarer_tricks_adjusted)]
    score_row = [score_text(ruling.score_ns_played), score_text(ruling.score_ns_adjusted)]
    if ruling.declarer_tricks_equity is None:
        head = " " * w + f"{text('ui.played', lang):<16}{automatic_column(ruling, lang)}"
        tricks = f"{text('ui.declarer_tricks', lang):<{w}}{tricks_row[0]:<16}{tricks_row[1]}"
        score = f"{text('ui.score_ns', lang):<{w}}{score_row[0]:<16}{score_row[1]}"
        return [head.rstrip(), tricks.rstrip(), score.rstrip()]
    tricks_row.append(str(ruling.declarer_tricks_equity))
    score_row.append(score_text(ruling.score_ns_equity))
    heads = [_two_lines(label) for label in (text("ui.played", lang),
                                              automatic_column(ruling, lang),
                                              equity_column(ruling, lang))]
    widths = [max(len(top), len(bottom), len(t), len(sc)) + 2
              for (top, bottom), t, sc in zip(heads, tricks_row, score_row, strict=True)]
    rows = [(" " * w, [h[0] for h in heads]), (" " * w, [h[1] for h in heads]),
            (f"{text('ui.declarer_tricks', lang):<{w}}", tricks_row),
            (f"{text('ui.score_ns', lang):<{w}}", score_row)]
    return ["".join([first, *(c.ljust(n) for c, n in zip(cells, widths, strict=True))]).rstrip()
            for first, cells in rows]


def automatic_column(ruling: Ruling, lang: str) -> str:
    """The heading of the automatic result (64A, or an exemption of 64B): never "adjusted",
    a word the laws keep for the score 64C assigns.  Under the 1930 rules, the result after
    their penalty (VII.2b)."""
    if value("penalty_points", ruling.edition) != "none":
        return text("equity.col_automatic_1930", lang)
    return text("equity.col_automatic", lang)


def enter_column(ruling: Ruling) -> str | None:
    """Which result is the one to enter: ``equity`` (the director's own judgement of 64C,
    applied and giving the non-offending side more), ``automatic`` (there is no 64C result
    beside it, or the judgement leaves it standing), or ``None`` where a double-dummy
    estimate differs: then the director decides (the lines under the table say so).  Also
    ``None`` where the automatic result is not the score to enter and no 64C result is
    there yet (both sides revoked under 1997: :func:`enter_basis` says ``director``)."""
    j = ruling.judgement
    if j is not None and j.applied and not j.stands and ruling.declarer_tricks_equity is not None:
        return "equity"
    if ruling.declarer_tricks_equity is not None or _figure_needed(ruling):
        return None
    return "automatic"


def enter_basis(ruling: Ruling) -> str | None:
    """What the score to enter is: :func:`enter_column`'s answer, or ``director`` where
    the director's 64C result is still needed (the JSON's ``enter``)."""
    return "director" if _figure_needed(ruling) else enter_column(ruling)


def _figure_needed(ruling: Ruling) -> bool:
    """The automatic result is not the score to enter, and neither the director's result
    nor a double-dummy estimate is there to take its place."""
    return (ruling.equity_replaces_automatic and ruling.judgement is None
            and ruling.declarer_tricks_played is not None
            and not any(rr.equity is not None for rr in ruling.revokes))


def equity_column(ruling: Ruling, lang: str) -> str:
    """The heading of the third result: the estimate's, or the director's with its article."""
    j = ruling.judgement
    if j is not None and j.applied:
        return text("director.col", lang, {"law": j.law})
    if ruling.equity_basis == "likely_play":
        return text("likely.col", lang)
    return text("equity.col_equity", lang)


def _two_lines(label: str) -> tuple[str, str]:
    """A heading over two lines, broken at the space nearest its middle."""
    spaces = [i for i, ch in enumerate(label) if ch == " "]
    if not spaces:
        return label, ""
    cut = min(spaces, key=lambda i: abs(2 * i - len(label)))
    return label[:cut], label[cut + 1:]


def enter_lines(ruling: Ruling, lang: str) -> list[str]:
    """What to enter when the estimate differs from the automatic result, then the weighted
    option where it offers one (12C1(c)), also when the automatic result stands: the last
    lines of the text, and on the web page the lines under the score table.  Where the
    director gave his own judgement, the score to enter with it, and its article."""
    return [line for line, _, _ in enter_items(ruling, lang)]


def enter_items(ruling: Ruling, lang: str) -> list[tuple[str, str, str]]:
    """:func:`enter_lines` as ``(line, pattern, key)``: a line of the weighted option has its
    ``pattern`` (the line with ``{weights}`` where the weights go: the page's script writes
    them as the director changes them) and the ``key`` of its revoke (seat and trick,
    ``E6``); other lines ``""`` for both."""
    j = ruling.judgement
    if j is not None and j.applied:
        return [(_director_line(ruling, lang), "", "")]
    if _figure_needed(ruling):
        return [(text("director.enter_needed", lang), "", "")]
    likely = ruling.equity_basis == "likely_play"
    if ruling.declarer_tricks_equity is None:
        stands = next((rr for rr in ruling.revokes
                       if rr.equity is not None and _weighted(rr.equity)), None)
        if stands is None:
            return []
        return [_weighted_line("likely.stands_weighted" if likely else "equity.stands_weighted",
                               stands, lang)]
    out = [(text("likely.enter" if likely else "equity.enter", lang, {
        "tricks": ruling.declarer_tricks_equity, "score": ruling.score_ns_equity,
        "automatic": ruling.score_ns_adjusted}), "", "")]
    weighted = next((rr for rr in ruling.revokes if rr.equity is not None
                     and _weighted(rr.equity)
                     and _recommended(rr.equity) == ruling.declarer_tricks_equity), None)
    if weighted is not None:
        assert weighted.equity is not None
        out.append(_weighted_line("equity.enter_weighted" if weighted.equity.likely_play is None
                                  else "likely.enter_weighted", weighted, lang))
    return out


def _weighted_line(code: str, rr: RevokeRuling, lang: str) -> tuple[str, str, str]:
    """A line of the weighted option (12C1(c)), the likely play's with its article."""
    assert rr.equity is not None
    lp = rr.equity.likely_play
    law = {} if lp is None else {"law": lp.weighted_law}
    return (text(code, lang, {"weights": weights_text(rr.equity, lang), **law}),
            text(code, lang, {"weights": "{weights}", **law}),
            f"{rr.revoke.seat.letter}{rr.revoke.trick}")


def _director_line(ruling: Ruling, lang: str) -> str:
    """The score to enter with the director's own judgement of 64C, and its article."""
    j = ruling.judgement
    assert j is not None
    both = len({r.offending_side for r in ruling.revokes if r.established}) == 2
    code = ("director.enter" if not j.stands else "director.enter_same" if both
            else "director.enter_stands")
    return text(code, lang, {"tricks": j.without_revoke, "score": j.score_ns,
                             "automatic": ruling.score_ns_adjusted, "law": j.law})
