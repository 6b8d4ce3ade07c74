"""A short case's later trick is said "a later trick" even after a ruling that transferred a
trick with the same number: the memory of steps said before (render/text.py) told them apart
by the type of each fact but not of the numbers inside a tuple, so trick 7 of a ruling told
trick by trick made the short case say "trick 7" (found by running the trainer's tests before
the short path's; issue 30 item 2: no invented trick numbers)."""

from __future__ import annotations

from verzaking.render.text import step_text
from verzaking.ruling import TransferredTrick
from verzaking.steps import Step


def test_the_same_step_with_trick_7_and_with_a_later_trick_numbered_7() -> None:
    # worked by hand: the 64A2 transfer of one trick; told trick by trick it is trick 7, in a
    # short case the same trick has no number of its own and is said as a later trick
    told = Step(code="64A.transfer", law="64A2",
                data={"to": "NS", "count": 1, "tricks": (7,)})
    short = Step(code="64A.transfer", law="64A2",
                 data={"to": "NS", "count": 1,
                       "tricks": (TransferredTrick(7, unnumbered=True),)})
    for lang, number, later in (("en", "trick 7", "a later trick"),
                                ("nl", "slag 7", "een latere slag")):
        first = step_text(told, lang)
        assert number in first and later not in first
        second = step_text(short, lang)
        assert later in second and number not in second
