"""A ruling as JSON-ready data.  The keys listed in the README are a public interface."""

from __future__ import annotations

from typing import Any

from ..cards import CARDS, Card, Seat
from ..errors import VerzakingError
from ..ruling import Equity, LikelyPlay, RevokeRuling, Ruling
from ..table import RevokeKind
from .estimate import enter_basis
from .text import step_text

__all__ = ["error_to_dict", "likely_to_dict", "ruling_to_dict"]


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def ruling_to_dict(ruling: Ruling, *, lang: str = "nl", numbered: bool = True) -> dict[str, Any]:
    """The ruling as plain data; seats are always ``N``/``E``/``S``/``W``.  ``numbered=False``:
    a case without a board number, whose ``board`` is ``None`` (none made up)."""
    facts = ruling.facts
    contract = facts.contract
    out: dict[str, Any] = {
        "board": ruling.board if numbered else None,
        "laws": ruling.edition,
        "contract": str(contract) if contract is not None else "Pass",
        "declarer": contract.declarer.letter if contract is not None else None,
        "vulnerable": facts.vulnerability.pbn,
        "revokes": [_revoke(r) for r in ruling.revokes],
        "declarer_tricks": {"played": ruling.declarer_tricks_played,
                            "adjusted": ruling.declarer_tricks_adjusted},
        "score_ns": {"played": ruling.score_ns_played, "adjusted": ruling.score_ns_adjusted},
        "tricks": _tricks(ruling),
    }
    if ruling.declarer_tricks_equity is not None:  # the 64C result, where it differs
        out["declarer_tricks"]["equity"] = ruling.declarer_tricks_equity
        out["score_ns"]["equity"] = ruling.score_ns_equity
    board_equity = _board_equity(ruling)
    if board_equity is not None:
        out["equity"] = board_equity
    if ruling.declarer_tricks_played is not None:  # which result is the score to enter
        out["enter"] = enter_basis(ruling)
    if facts.claim is not None:
        out["claim"] = {"declarer_tricks": facts.claim.declarer_tricks,
                        "by": facts.claim.by.letter if facts.claim.by is not None else None,
                        "ruled": facts.claim.ruled}
    out["steps"] = [{"code": s.code, "law": s.law, "text": step_text(s, lang)}
                    for s in ruling.steps]
    if ruling.penalty_cards or ruling.next_steps or facts.events:
        out["penalty_cards"] = [
            {"trick": number, "cards": {seat.letter: [{"card": str(c), "major": major}
                                                      for c, major in cards]
                                        for seat, cards in by_seat.items()}}
            for number, by_seat in ruling.penalty_cards]
        out["next"] = [{"code": s.code, "law": s.law, "text": step_text(s, lang)}
                       for s in ruling.next_steps]
    if facts.source:
        out["source"] = facts.source
    return out


def _board_equity(ruling: Ruling) -> dict[str, Any] | None:
    """The board's 64C result and what it rests on: the director's own judgement (``basis``
    ``director``, with his ``without_revoke``; it rules where given) or the double-dummy
    estimate (``double_dummy``); ``declarer_tricks`` and ``score_ns`` are the result to
    enter under 64C (the automatic one where that ``stands``)."""
    j = ruling.judgement
    if j is not None:
        return {"basis": "director", "law": j.law, "without_revoke": j.without_revoke,
                "applied": j.applied, "stands": j.stands, "declarer_tricks": j.declarer_tricks,
                "score_ns": j.score_ns}
    estimates = [r.equity for r in ruling.revokes if r.equity is not None]
    if not estimates:
        return None
    moved = ruling.declarer_tricks_equity is not None
    tricks = ruling.declarer_tricks_equity if moved else ruling.declarer_tricks_adjusted
    basis = ruling.equity_basis or "double_dummy"

    def recommends(e: Equity) -> int:
        lp = e.likely_play
        return e.recommended_declarer_tricks if lp is None else lp.recommended_declarer_tricks

    setting = next((e for e in estimates if recommends(e) == tricks), estimates[0])
    out: dict[str, Any] = {
        "basis": basis, "law": setting.basis, "applied": True, "stands": not moved,
        "declarer_tricks": tricks,
        "score_ns": ruling.score_ns_equity if moved else ruling.score_ns_adjusted}
    if setting.likely_play is not None:
        out["likely_play"] = likely_to_dict(setting.likely_play)
    return out


def likely_to_dict(lp: LikelyPlay) -> dict[str, Any]:
    """A likely-play estimate as plain data: the distribution of declarer's tricks over the
    plays, the figure, its basis (the rules and what the plays assume), what the director
    should consider, the weighted option and the card that makes the difference with
    double dummy."""
    d = lp.difference
    return {
        "distribution": [{"declarer_tricks": t, "plays": n} for t, n in lp.distribution],
        "plays": lp.plays, "asked": lp.asked, "partial": lp.partial,
        "figure": lp.figure,
        "basis": {"rule": lp.rule, "law": lp.rule_law, "likely_share": "1/3",
                  "weighted_share": "1/5", "weighted_law": lp.weighted_law,
                  "samples": lp.samples, "seed": lp.seed,
                  "defenders": "double_dummy" if lp.defenders_see else "sampled",
                  "auction": "not used"},
        "declarer_tricks": lp.recommended_declarer_tricks, "score_ns": lp.recommended_score_ns,
        "compensated": lp.compensated,
        "weighted": [{"declarer_tricks": w.declarer_tricks, "score_ns": w.score_ns,
                      "weight": w.weight} for w in lp.weighted],
        "difference": None if d is None else {
            "trick": d.trick, "seat": d.seat.letter, "card": str(d.card),
            "double_dummy": [str(c) for c in d.double_dummy], "share": d.share},
    }


def _revoke(r: RevokeRuling) -> dict[str, Any]:
    rv = r.revoke
    out: dict[str, Any] = {
        "seat": rv.seat.letter,
        "trick": rv.trick,
        "established": r.established,
        "tricks_transferred": r.tricks_transferred,
        "rule": r.rule,
        "establishment": r.establishment,
        "suit_led": _suit_led(r),
        "card": _card(rv.card),
        "held": [str(c) for c in rv.held],
        "kind": str(rv.kind),
        "transferred_tricks": [int(n) for n in r.transferred
                               if not n.from_claim and not n.unnumbered],
        "transferred_from_claim": sum(1 for n in r.transferred if n.from_claim),
        "transferred_later": sum(1 for n in r.transferred if n.unnumbered),
    }
    if rv.kind == RevokeKind.LEAD and rv.suit is not None and rv.card is not None:
        out["lead_rule"] = {"choice": "forbid" if rv.card.suit == rv.suit else "require",
                            "suit": rv.suit.letter}
    eq = r.equity
    if eq is not None:
        out["equity"] = {
            "basis": eq.basis,
            "double_dummy": {str(o.card): o.declarer_tricks for o in eq.outcomes},
            "likely_card": str(eq.likely_card),
            "likely_declarer_tricks": eq.likely_declarer_tricks,
            "after_transfer": eq.after_transfer,
            "compensated": eq.compensated,
            "recommended_declarer_tricks": eq.recommended_declarer_tricks,
            "recommended_score_ns": eq.recommended_score_ns,
            "earlier_transferred": eq.earlier_transferred,
            "line": [{"number": t.number, "leader": t.leader.letter,
                      "cards": {s.letter: str(c) for s, c in zip(Seat, t.cards, strict=True)},
                      "winner": t.winner.letter} for t in eq.line],
            "weighted": [{"declarer_tricks": w.declarer_tricks, "score_ns": w.score_ns,
                          "weight": w.weight, "cards": [str(c) for c in w.cards]}
                         for w in eq.weighted],
        }
        if eq.likely_play is not None:
            out["equity"]["likely_play"] = likely_to_dict(eq.likely_play)
    return out


def _suit_led(r: RevokeRuling) -> str | None:
    """The suit led to the revoke trick; none for a lead that did not obey declarer's
    requirement (the offender led: ``lead_rule`` says what declarer required)."""
    rv = r.revoke
    return None if rv.suit is None or rv.kind == RevokeKind.LEAD else rv.suit.letter


def _tricks(ruling: Ruling) -> list[dict[str, Any]]:
    facts = ruling.facts
    letter, text = _LETTER, _TEXT
    if facts.play is not None:
        return [{
            "number": t.number,
            "leader": letter[t.leader],
            "cards": {"N": text[c[0]], "E": text[c[1]], "S": text[c[2]], "W": text[c[3]]},
            "winner": letter[t.winner],
        } for t in facts.play.tricks for c in (t.cards,)]
    return [{  # a short case: only the revoke trick, the one trick known by its number
        "number": t.number,
        "winner": letter[t.winner],
        "side": t.side.name if t.side is not None else None,
    } for t in facts.tricks if facts.named(t.number)]


_LETTER: dict[Seat | None, str | None] = {None: None, **{s: s.letter for s in Seat}}
_TEXT: dict[Card | None, str | None] = {None: None, **{c: str(c) for c in CARDS}}
"""Seat letters and card texts looked up (an archive's JSON names hundreds of thousands)."""


def error_to_dict(err: VerzakingError, *, board: str | None = None, lang: str = "nl",
                  message: str | None = None) -> dict[str, Any]:
    """A board that could not be ruled: ``board``, ``error`` (the message, ``message`` when
    the caller has it already) and its code."""
    return {"board": err.board or board,
            "error": err.message(lang) if message is None else message, "error_code": err.code,
            "file": err.file, "line": err.line}
