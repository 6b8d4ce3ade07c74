"""The steps that explain a 64C estimate, in the order a director checks it.

One estimate reads: where it starts (64C1; for a repeated revoke 64C2(a): the position
just before the later revoke, the earlier one and its transfer standing; for both sides
64C2(b): just before the first revoke, with no revoke in the line), each legal card's
total, what earlier transfers add or take, whether the automatic result already
compensates and what the estimate adds, and the weighted option (12C1(c)) where no card
is clearly the likely one.
"""

from __future__ import annotations

from ..ruling import Equity, RevokeRuling, Ruling, Step
from ..scoring import for_side

__all__ = ["board_result_step", "closing_steps", "estimate_steps"]


def estimate_steps(eq: Equity, rr: RevokeRuling, ruling: Ruling, *, both_sides: bool,
                   transferred: bool, double_dummy: bool = True) -> list[Step]:
    """The steps of one estimate (``transferred``: some trick moved on this board); without
    ``double_dummy`` only where it starts (the likely play says the rest)."""
    declarer = ruling.facts.contract.declarer if ruling.facts.contract is not None else None
    dd = eq.likely_declarer_tricks - eq.earlier_transferred
    data: dict[str, object] = {
        "seat": eq.seat, "trick": eq.trick, "declarer": declarer,
        "cards": tuple((o.card, o.declarer_tricks) for o in eq.outcomes),
        "likely_card": eq.likely_card, "dd": dd, "likely": eq.likely_declarer_tricks,
        "after": eq.after_transfer, "recommended": eq.recommended_declarer_tricks,
        "score": eq.recommended_score_ns,
        "adds": abs(eq.recommended_declarer_tricks - eq.after_transfer)}
    steps: list[Step] = []
    if both_sides:  # 64C2(b) (2017); 64B7 and one 64C (2007); transfers and 64C (1997)
        steps.append(Step(code="equity.both_start_transferred" if transferred
                          else "equity.both_start" if eq.basis == "64C2(b)"
                          else "equity.both_start_64c", law=eq.basis, data=data))
    elif rr.rule == "64B2":
        steps.append(Step(code="equity.repeat_start", law=eq.basis,
                          data={**data, "first": _first_in_suit(rr, ruling),
                                "suit": rr.revoke.suit}))
    if not double_dummy:
        return steps
    best = next(o.declarer_tricks for o in eq.outcomes if o.card == eq.likely_card)
    tied = tuple(o.card for o in eq.outcomes
                 if o.card != eq.likely_card and o.declarer_tricks == best)
    code = "equity.dd_cards_both" if both_sides else "equity.dd_cards"
    if tied:  # say that other cards give as much, and which one the line follows (a review)
        code, data = code + "_tied", {**data, "tied": tied}
    steps.append(Step(code=code, law=eq.basis, data=data))
    if eq.earlier_transferred:
        code = "equity.earlier_plus" if eq.earlier_transferred > 0 else "equity.earlier_minus"
        steps.append(Step(code=code, law=eq.basis,
                          data={**data, "count": abs(eq.earlier_transferred)}))
    if both_sides:
        steps.append(Step(code="equity.both_result_transferred" if transferred
                          else "equity.both_result", law=eq.basis, data=data))
    elif not eq.compensated:
        steps.append(Step(code="equity.not_compensated" if transferred
                          else "equity.not_compensated_untransferred", law=eq.basis, data=data))
    elif transferred:
        steps.append(Step(code="equity.compensated", law=eq.basis, data=data))
    elif ruling.declarer_tricks_played != eq.after_transfer:  # a revoke corrected (62D)
        steps.append(Step(code="equity.compensated_corrected", law=eq.basis, data=data))
    else:
        steps.append(Step(code="equity.compensated_as_played", law=eq.basis, data=data))
    if eq.weighted:
        low, high = eq.weighted
        # the larger weight on the result better for the non-offending side (84D: doubt
        # goes their way); even when both sides revoked (the rule in .estimate)
        code = "equity.weighted_even" if low.weight == high.weight else "equity.weighted"
        steps.append(Step(code=code, law="12C1(c)", data={
            "cards1": low.cards, "t1": low.declarer_tricks, "w1": low.weight,
            "s1": low.score_ns, "cards2": high.cards, "t2": high.declarer_tricks,
            "w2": high.weight, "s2": high.score_ns}))
    return steps


def _first_in_suit(rr: RevokeRuling, ruling: Ruling) -> int:
    """The trick of the offender's first established revoke in the same suit."""
    rv = rr.revoke
    for other in ruling.revokes:
        o = other.revoke
        if (other.established and o.seat == rv.seat and o.suit == rv.suit
                and o.trick < rv.trick):
            return o.trick
    return rv.trick


def closing_steps(*, both_sides: bool = False) -> list[Step]:
    """What every estimate ends with: what double dummy assumes."""
    return [Step(code="equity.estimate_only_both" if both_sides else "equity.estimate_only",
                 law="64C")]


def board_result_step(ruling: Ruling, tricks: int, score_ns: int) -> Step:
    """The board's result with the estimate, after the automatic one (77), where they differ."""
    contract = ruling.facts.contract
    assert contract is not None
    side = contract.declaring_side
    return Step(code="equity.board_result", law="64C", data={
        "contract": contract, "declaring_side": side, "tricks": tricks, "score": score_ns,
        "score_decl": for_side(score_ns, side)})
