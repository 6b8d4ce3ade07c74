"""A run of ten questions asks what its level adds (issue 28, item 7): level 3 promises two
revokes on one board and Law 64C by double dummy (and the same board under 1997), and a
session of ten asks each of them, not mostly the score boards of level 2.  Every fourth
question comes from the bank; the generated topics come as from a shuffled deck, the
level's own first.  A topic answered wrongly still comes back more often."""

from __future__ import annotations

from collections import Counter

import pytest

from verzaking.trainer import generate
from verzaking.trainer.gen_equity import solver_ready
from verzaking.trainer.session import Run


@pytest.mark.parametrize("seed", [303, 1, 2])
def test_a_level_3_session_of_ten_asks_two_revokes_and_64c(seed: int) -> None:
    qs = generate(level=3, count=10, seed=seed)
    assert [i for i, q in enumerate(qs, 1) if q.case is None] == [4, 8]  # from the bank
    asked = [q.topic for q in qs if q.case is not None]
    own = {"editions", "several"} | ({"equity"} if solver_ready() else set())
    assert own <= set(asked), asked
    assert sum(t in own for t in asked) >= 4, asked  # level 3's own, more than level 2's


def test_a_level_2_session_of_ten_asks_what_level_2_adds() -> None:
    asked = {q.topic for q in generate(level=2, count=10, seed=202, source="generated")}
    assert {"correction", "score", "twelfth"} <= asked


def test_a_topic_answered_wrongly_comes_back_more_often() -> None:
    run = Run(level=2, seed=5, source="generated")
    weak = Counter(run.next({"twelfth": 9.0}).topic for _ in range(60))
    plain = Counter(q.topic for q in generate(level=2, count=60, seed=5, source="generated"))
    assert weak["twelfth"] > plain["twelfth"] + 10
