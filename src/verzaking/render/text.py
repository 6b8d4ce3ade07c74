"""A ruling as text for the terminal, in Dutch or English."""

from __future__ import annotations

from ..cards import Seat
from ..ruling import Ruling, Step
from .estimate import enter_lines, line_lines, score_lines
from .i18n import card_text, contract_text_lang, fmt_value, seat_letter, text

__all__ = ["correction_notes", "render_text", "revoke_cells", "step_text"]


def revoke_cells(ruling: Ruling) -> set[tuple[int, Seat]]:
    """The (trick, seat) cells a trick table marks as a revoke card: those the ruling shows."""
    return {(r.revoke.trick, r.revoke.seat) for r in ruling.revokes if r.shown_in_table}


def step_text(step: Step, lang: str) -> str:
    """One step in words, with its article."""
    # each fact by its repr: 5 and card 5 are equal, and so are trick 7 and a later trick
    # of a short case numbered 7 (TransferredTrick), inside a tuple too; their reprs differ
    key = (step.code, step.law, lang, *((k, repr(v)) for k, v in step.data.items()))
    body = _SAID.get(key)
    if body is None:
        body = text(step.code, lang, step.data)
        if step.law:
            body += f" ({text('ui.art', lang)} {step.law})"
        if len(_SAID) >= 4096:
            _SAID.clear()
        _SAID[key] = body
    return body


_SAID: dict[tuple[object, ...], str] = {}
"""Steps said before: an archive's boards repeat the same steps with the same facts."""


def _trick_table(ruling: Ruling, lang: str) -> list[str]:
    facts = ruling.facts
    lines = [text("ui.tricks_heading", lang)]
    if facts.play is not None:
        lines += _card_rows(ruling, lang)
    else:
        lines += _winner_rows(ruling, lang)
    if facts.claim is not None and facts.contract is not None:
        left = 13 - len(facts.tricks)
        if left:
            lines.append("       " + text("ui.claim_row", lang,
                                          {"count": left, "total": facts.claim.declarer_tricks}))
    return lines


def _notes(ruling: Ruling, lang: str) -> dict[int, list[str]]:
    """What the last column says per trick, in this order: transferred, revoke corrected,
    penalty cards (the revoke marks of the row come before them)."""
    notes: dict[int, list[str]] = {}
    moved_mark = text("ui.transferred_mark", lang)
    for r in ruling.revokes:
        for n in r.transferred:
            if not n.from_claim:
                to = "".join(seat_letter(s, lang) for s in r.offending_side.other.seats)
                notes.setdefault(int(n), []).append(f"{moved_mark} → {to}")  # as the seats: NZ
    for number, more in correction_notes(ruling, lang).items():
        notes.setdefault(number, []).extend(more)
    return notes


def correction_notes(ruling: Ruling, lang: str) -> dict[int, list[str]]:
    """Per trick, a revoke corrected there (its card no longer in the trick, so unmarked)
    and the penalty cards on the table after it: the trick table's notes, on the command
    line and on the web page alike."""
    notes: dict[int, list[str]] = {}
    for r in ruling.revokes:
        if not r.shown_in_table:
            notes.setdefault(r.revoke.trick, []).append(
                text("ui.corrected_mark", lang, {"seat": seat_letter(r.revoke.seat, lang)}))
    for number, by_seat in ruling.penalty_cards:
        for seat, cards in by_seat.items():
            for card, major in cards:
                notes.setdefault(number, []).append(text("ui.penalty_mark", lang, {
                    "seat": seat_letter(seat, lang), "card": card,
                    "size": text("ui.major" if major else "ui.minor", lang)}))
    return notes


def _card_rows(ruling: Ruling, lang: str) -> list[str]:
    """One row per trick with its four cards, a ``*`` after each revoke card the ruling shows."""
    play = ruling.facts.play
    assert play is not None
    revoke_at = revoke_cells(ruling)
    extra = _notes(ruling, lang)
    mark = text("ui.revoke_mark", lang)
    head = f"{text('ui.trick', lang):>5}  {text('ui.leader', lang):<5}"
    for seat in Seat:
        head += f" {seat_letter(seat, lang):<4}"
    lines = [head + f" {text('ui.won_by', lang)}"]
    for t in play.tricks:
        row = f"{t.number:>5}  {seat_letter(t.leader, lang):<5}"
        notes = []
        for seat in Seat:
            c = card_text(t.cards[seat], lang)
            if (t.number, seat) in revoke_at:
                c += "*"
                notes.append(f"{mark} {seat_letter(seat, lang)}")
            row += f" {c:<4}"
        row += f" {seat_letter(t.winner, lang):<3}"
        notes += extra.get(t.number, [])
        if notes:
            row += "  " + "; ".join(notes)
        lines.append(row.rstrip())
    return lines


def _winner_rows(ruling: Ruling, lang: str) -> list[str]:
    """One row per trick with who won it (a quick case: no cards)."""
    revoke_at = revoke_cells(ruling)
    extra = _notes(ruling, lang)
    mark = text("ui.revoke_mark", lang)
    lines = [f"{text('ui.trick', lang):>5}  {text('ui.won_by', lang)}"]
    for o in ruling.facts.tricks:
        won = (seat_letter(o.winner, lang) if o.winner is not None
               else fmt_value(o.side, "", lang))
        notes = [f"{mark} {seat_letter(s, lang)}" for (n, s) in sorted(revoke_at)
                 if n == o.number]
        notes += extra.get(o.number, [])
        row = f"{o.number:>5}  {won:<12}"
        if notes:
            row += "  " + "; ".join(notes)
        lines.append(row.rstrip())
    return lines


def render_text(ruling: Ruling, lang: str = "nl", *, numbered: bool = True,
                enter: bool = True) -> str:
    """The whole ruling: heading, trick table, numbered steps, score before and after.

    ``numbered=False``: the board has no number of its own (a quick case left blank), and
    the heading says so instead of naming the engine's board "1".  ``enter=False``: without
    the lines that say what to enter (a log entry where the director entered his own score
    says it after the ruling).
    """
    facts = ruling.facts
    title = (text("ui.board", lang, {"board": ruling.board}) if numbered
             else text("ui.no_board", lang))
    if facts.contract is not None:
        title += " — " + contract_text_lang(facts.contract, lang) + " " + \
            fmt_value(facts.contract.declarer, "", lang) + ", " + \
            fmt_value(facts.vulnerability, "", lang)
    lines = [title, "=" * len(title), ""]
    if (facts.tricks or facts.play is not None) and not facts.counted:  # a short case: the
        lines += [*_trick_table(ruling, lang), ""]  # table would be one arrangement, made up
    lines.append(text("ui.steps_heading", lang))
    for i, step in enumerate(ruling.steps, 1):
        lines.append(f"{i:>2}. {step_text(step, lang)}")
    if ruling.next_steps:
        lines += ["", text("ui.next_heading", lang)]
        lines += [f" - {step_text(s, lang)}" for s in ruling.next_steps]
    lines += line_lines(ruling, lang)  # the 64C estimate's line, if any
    if ruling.declarer_tricks_played is not None:
        lines += ["", text("ui.score_heading", lang), *score_lines(ruling, lang)]
        lines += enter_lines(ruling, lang) if enter else []  # what to enter when 64C differs: the last line
    return "\n".join(lines) + "\n"
