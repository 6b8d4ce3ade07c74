"""The revoke law engine: a fixed pipeline of small steps, each one an edition may override.

:class:`Edition` implements the WBF Laws of Duplicate Bridge 2017 (Laws 61-64,
77).  A ruling runs the same stages for every edition:

1. :meth:`Edition.establishment`: was each revoke established (63A), or corrected?
2. :meth:`Edition.penalty`: for each established revoke its :meth:`~Edition.sanction`,
   the first 64B item that excludes a transfer (:meth:`~Edition.exemption`), else
   64A1/64A2 (:meth:`~Edition.adjustment`); then which tricks move
   (:meth:`~Edition.assign`).
3. :meth:`Edition.score`: the score before and after (77), and whether the adjusted
   result is the one to enter (:mod:`~.result`).

Each stage returns typed decisions (:mod:`verzaking.decisions`), never text; one place,
:mod:`verzaking.said`, gives each its step code, and the engine never reads a code back.
An older edition subclasses it and overrides only the typed hook that differs; the
constants that differ (which 64B items exist, the articles, the dates) come from
:mod:`verzaking.parameters`, typed.  Every step carries a stable ``code`` (a catalog
key) and the article that decided it; renderers turn them into Dutch or English.
"""

from __future__ import annotations

from .. import said
from ..decisions import EquityCase, Remark, Reminder
from ..errors import CaseError
from ..facts import BoardFacts, replayed
from ..points import Events
from ..ruling import Ruling, Step
from .establishment import Establishment
from .inquiry import Inquiry
from .penalty import Penalties, Penalty
from .redress import judged
from .told import NO_AUCTION, late_note
from .transfer import claimed_numbers, named_tricks
from .whatnow import what_now

__all__ = ["Edition", "Penalty", "claimed_numbers", "named_tricks"]


class Edition(Inquiry, Establishment, Penalties):
    """The laws on revokes of one edition; this base is the WBF 2017 Laws.

    Its stages live in one module per law: :mod:`~.establishment` (63A),
    :mod:`~.penalty` with :mod:`~.exemptions` (64B) and :mod:`~.transfer` (64A), the score
    :mod:`~.result` (77); who may ask whom is :mod:`~.inquiry` (61B).  This class runs them.
    """

    key = "2017"
    """Registry key (a column of :data:`verzaking.parameters.POINTS`)."""
    names: tuple[str, ...] = ("2017", "wbf2017", "wbf-2017", "laws2017")
    """Every name the registry accepts for this edition."""
    title = "WBF Laws of Duplicate Bridge 2017"
    """Full name."""
    base: str | None = None
    """The edition this one is written as a difference from."""

    # -- constants from the table --------------------------------------------------------

    @property
    def in_force_nl(self) -> str:
        """Date from which the Dutch federation applied it (``""``: not a federation's)."""
        return self.params.in_force

    @property
    def in_force_until(self) -> str:
        """Date from which it no longer applied, where one is known."""
        return self.params.in_force_until

    @property
    def supports_timeline(self) -> bool:
        """Whether a case told as events can be ruled under this edition."""
        return self.params.events is Events.YES

    # -- the whole board ----------------------------------------------------------------

    def rule(self, facts: BoardFacts) -> Ruling:
        """Rule every revoke on the board and score it before and after.

        A board told as events is fed to the table under this edition (if it was
        not already); the table's steps come first, then the ruling on the revokes
        as they then stand.
        """
        if facts.told and not self.supports_timeline:
            raise CaseError("case_timeline_edition", laws=self.key)
        if facts.rules.key != self.key:
            facts = replayed(facts, self)
        contract = facts.contract
        if contract is None:
            return self.no_contract(facts)
        steps: list[Step] = [self.summary_step(facts), *self.preamble(facts)]
        steps += [Step(code=n.code, law="", data=n.data) for n in facts.notes]
        penalty = self.penalty(facts, [self.establishment(r, facts) for r in facts.revokes])
        told = [late_note(rr) for rr in penalty.rulings]  # the ruling says it with its item
        steps += [s for s in facts.narrative if s not in told]
        for rr in penalty.rulings:
            steps.extend(rr.steps)
        if not facts.revokes:  # without the play, none can be seen
            unseen = not facts.tricks and facts.play is None
            steps.append(Step(code="board.no_revoke_unseen" if unseen else "board.no_revoke",
                              law=self.article("61A")))
        played, adjusted = _tricks(facts, penalty)
        equity_at = self._equity_steps(penalty, steps)
        redress = judged(self, facts, penalty.rulings, adjusted,  # the director's own (64C)
                         repeat=bool(penalty.repeats))
        if redress is not None:
            steps += redress.steps
            equity_at = len(steps) if equity_at >= 0 else equity_at  # an estimate: after it
        before = None if played is None else self.score(contract, facts.vulnerability, played)
        after = None if adjusted is None else (
            self.score(contract, facts.vulnerability, adjusted) + penalty.points_ns)
        minute = self.both_sides_by_64c(penalty.rulings)  # 1997: to 64C whole (WBFLC 2001)
        steps += self.score_steps(facts, played, adjusted, before, after, penalty.points_ns,
                                  transfers_only=minute)
        judgement = None if redress is None else redress.judgement
        moved = None if judgement is None or judgement.stands else judgement  # his result
        if redress is not None:
            steps += redress.last
        now = what_now(facts, penalty.rulings, penalty.asks, score_article=self.score_article,
                       unrectified_law=self.article("43B3"), minute=minute,
                       judged=judgement is not None, over=adjusted is not None)
        return Ruling(board=facts.board, edition=self.key, facts=facts,
                      revokes=penalty.rulings, declarer_tricks_played=played,
                      declarer_tricks_adjusted=adjusted, score_ns_played=before,
                      score_ns_adjusted=after, steps=tuple(steps),
                      penalty_cards=facts.penalty_cards, next_steps=now,
                      equity_replaces_automatic=minute,
                      equity_at=equity_at, judgement=judgement,
                      declarer_tricks_equity=None if moved is None else moved.declarer_tricks,
                      score_ns_equity=None if moved is None else moved.score_ns)

    def _equity_steps(self, penalty: Penalty, steps: list[Step]) -> int:
        """The reminder of 64C after an established revoke, added to ``steps`` (unless
        64B7's ruling said it for both sides), with 64C2(a) for each repeat in one suit
        where one side revoked; where the 64C estimate's steps go (``-1``: no 64C here)."""
        if not (penalty.adjusted and self.has_equity):
            return -1
        if not penalty.both_sides_said:
            reminder = self.equity_reminder(penalty.rulings)
            steps.append(said.step(reminder))
            if reminder.why is Reminder.SINGLE:
                article = self.equity_article(EquityCase.REPEAT)
                steps += [said.step(Remark(why=Reminder.REPEAT, article=article, data=ex.data))
                          for ex in penalty.repeats]
        return len(steps)

    def no_contract(self, facts: BoardFacts) -> Ruling:
        """A board without a contract: passed out (score 0), or no auction recorded."""
        notes = [Step(code=n.code, law="", data=n.data) for n in facts.notes]
        if NO_AUCTION in facts.notes:
            return Ruling(board=facts.board, edition=self.key, facts=facts, revokes=(),
                          declarer_tricks_played=None, declarer_tricks_adjusted=None,
                          score_ns_played=None, score_ns_adjusted=None, steps=tuple(notes))
        return Ruling(board=facts.board, edition=self.key, facts=facts, revokes=(),
                      declarer_tricks_played=None, declarer_tricks_adjusted=None,
                      score_ns_played=0, score_ns_adjusted=0,
                      steps=(*notes, Step(code="board.passed_out", law="")))

    def preamble(self, facts: BoardFacts) -> list[Step]:
        """Steps after the summary that the edition adds (none in 2017)."""
        return []

    def summary_step(self, facts: BoardFacts) -> Step:
        """The opening step: contract, how many tricks were played, how play ended."""
        contract = facts.contract
        assert contract is not None
        data = {"contract": contract, "declarer": contract.declarer,
                "vulnerability": facts.vulnerability, "played": len(facts.tricks),
                "edition": self.key}
        if facts.claim is None and len(facts.tricks) < 13:
            return Step(code="board.summary_partial", law="", data=data)
        if facts.claim is not None:
            data["claim_total"] = facts.claim.declarer_tricks
            if not facts.tricks and facts.play is None:
                return Step(code="board.summary_no_play", law="", data=data)
            return Step(code="board.summary_claim", law="", data=data)
        return Step(code="board.summary", law="", data=data)


def _tricks(facts: BoardFacts, penalty: Penalty) -> tuple[int | None, int | None]:
    """Declarer's tricks as played (before a 62D correction, if any) and after the
    automatic transfers; ``None`` while play is not over."""
    contract = facts.contract
    assert contract is not None
    corrected = facts.declarer_tricks  # after a 62D correction, if any
    adjusted = corrected
    if corrected is not None:
        decl_side = contract.declaring_side
        adjusted = (corrected + penalty.transfer_to.get(decl_side, 0)
                    - penalty.transfer_to.get(decl_side.other, 0))
    before_62d = None if facts.table is None else facts.table.twelfth_before
    played = corrected if before_62d is None or corrected is None else before_62d
    return played, adjusted
