"""The weighted option of 12C1(c) says why the larger weight goes where it goes (trial F5: the
64C step called ♦A the likely card, and the proposal then gave ♦A's result the smaller
weight, 40 %, without a word why; a director read it as a contradiction).

The weights are right, the text was not: the weighted option is offered only when the two
best cards for the offending side are one trick apart, so that no card is clearly the
likely one; "likely" there only means the card best for the offending side (double dummy),
and the doubt whether the player would have found it goes to the non-offending side (84D):
60 % to the result better for them, 40 % to the other (50/50 when both sides revoked,
64C2(b): neither side is favoured).

By hand (tests/fixtures/equity_weighted.pbn: 3NT by South, nobody vulnerable, East revokes):
♦A gives declarer 7 tricks, 3NT−2 = −100; ♦9 gives 8, 3NT−1 = −50.  −50 is better for
North-South (the non-offending side), so −50 gets 60 %, −100 gets 40 %.
"""

from __future__ import annotations

import pytest

import verzaking
from conftest import FIXTURES

pytest.importorskip("endplay")


def test_the_proposal_says_the_larger_weight_is_for_the_non_offenders_result() -> None:
    [r] = verzaking.rule_file(FIXTURES / "equity_weighted.pbn")
    [w1, w2] = r.revokes[0].equity.weighted
    assert [(w1.score_ns, w1.weight), (w2.score_ns, w2.weight)] == [(-100, 40), (-50, 60)]
    nl = verzaking.render_text(r, "nl")
    assert ("een voorstel: 40 % van −100, 60 % van −50. Het grotere deel gaat naar −50 (met "
            "♦9), de uitslag die beter is voor de niet-verzakende partij: twijfel wordt in hun "
            "voordeel beslist (84D).") in nl
    assert "Geen kaart is dus duidelijk de waarschijnlijke" in nl
    en = verzaking.render_text(r, "en")
    assert ("a suggestion: 40 % of −100, 60 % of −50. The larger share goes to −50 (with ♦9), "
            "the result better for the non-offending side: doubt is resolved in their favour "
            "(84D).") in en


def test_even_weights_when_both_sides_revoked_say_why_instead() -> None:
    # both sides revoked (64C2(b)): the rule gives 50 % each; the same two results, so the
    # step says neither side gets the benefit of the doubt (no "larger share")
    from dataclasses import replace

    from verzaking.equity.steps import estimate_steps
    from verzaking.render.text import step_text
    [r] = verzaking.rule_file(FIXTURES / "equity_weighted.pbn")
    rr = r.revokes[0]
    eq = rr.equity
    even = replace(eq, weighted=tuple(replace(w, weight=50) for w in eq.weighted))
    last = estimate_steps(even, rr, r, both_sides=False, transferred=True)[-1]
    assert last.code == "equity.weighted_even"
    said = step_text(last, "nl")
    assert "50 % van −100, 50 % van −50: beide partijen verzaakten" in said
    assert "grotere deel" not in said
