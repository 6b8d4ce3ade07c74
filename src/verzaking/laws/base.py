"""The revoke law engine: a fixed pipeline of small steps, each one an edition may override.

:class:`Edition` implements the WBF Laws of Duplicate Bridge 2017 (Laws 61-64,
77).  A ruling runs the same stages for every edition:

1. :meth:`Edition.establishment`: was each revoke established (63A), or corrected?
2. :meth:`Edition.penalty`: for each established revoke, the first 64B item that
   excludes a transfer (:meth:`~Edition.exemption`), else 64A1/64A2
   (:meth:`~Edition.adjustment`); then which tricks move (:meth:`~Edition.assign`).
3. :meth:`Edition.score`: the score before and after (77), and whether the adjusted
   result is the one to enter (:mod:`~.result`).

An older edition subclasses it and overrides only the stage that differs; the
constants that differ (which 64B items exist, the articles, the dates) come from
:mod:`verzaking.parameters`.  Every step carries a stable ``code`` (a catalog
key) and the article that decided it; renderers turn them into Dutch or English.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ..cards import Side
from ..errors import CaseError
from ..facts import BoardFacts, replayed
from ..ruling import RevokeRuling, Ruling, Step, TransferredTrick
from ..table import Revoke, RevokeKind
from .establishment import Establishment
from .exemptions import Exemption, Exemptions
from .inquiry import Inquiry
from .redress import judged
from .result import Result, figure_asked, transfers_only
from .transfer import Decision, Transfer, claimed_numbers
from .unrectified import unrectified_after_play, unrectified_ruling

__all__ = ["Decision", "Edition", "Exemption", "Penalty", "claimed_numbers"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Penalty:
    """What the penalty stage gives: a ruling per revoke, and what moves on the board."""

    rulings: tuple[RevokeRuling, ...]
    """One per revoke, in order."""
    transfer_to: dict[Side, int] = field(default_factory=dict)
    """Tricks each side receives."""
    points_ns: int = 0
    """Penalty points to North-South, as their score counts them (1930)."""
    adjusted: bool = False
    """Some revoke was established: the director must then consider equity (64C)."""
    closing: tuple[Step, ...] = ()
    """Steps that close the penalty stage, after the revokes' own."""
    asks: tuple[Step, ...] = ()
    """What the director should still find out ("what now?"): facts the case does not give."""


class Edition(Inquiry, Establishment, Exemptions, Transfer, Result):
    """The laws on revokes of one edition; this base is the WBF 2017 Laws.

    Its stages live in one module per law: :mod:`~.establishment` (63A),
    :mod:`~.exemptions` (64B), :mod:`~.transfer` (64A); who may ask whom is
    :mod:`~.inquiry` (61B).  This class runs them.
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
        return self.value("in_force")

    @property
    def in_force_until(self) -> str:
        """Date from which it no longer applied, where one is known."""
        return self.value("in_force_until")

    @property
    def supports_timeline(self) -> bool:
        """Whether a case told as events can be ruled under this edition."""
        return self.value("events") == "yes"

    @property
    def has_equity(self) -> bool:
        """Whether the edition has a 64C (equity restored after an established revoke)."""
        return self.value("64C") != "none"

    @property
    def equity_code(self) -> str:
        """The reminder of 64C after an established revoke (without a director: the players)."""
        return "64C.players" if self.value("64C") == "players" else "64C1.equity"

    def _equity_reminder(self, rulings: Sequence[RevokeRuling]) -> Step:
        """The reminder of 64C after the automatic adjustment.  When both sides revoked
        neither is simply "the non-offending side": with 64B7 in the edition its both-sides
        wording (64C2(b) in 2017), also when another item ruled the last revoke (a review:
        dummy's, 64B3); without it (1997, each revoke transferring) whether either side is
        still damaged."""
        code = self.equity_code
        if code != "64C1.equity" or len({r.offending_side for r in rulings
                                         if r.established}) < 2:
            return Step(code=code, law=self.equity_article("single"))
        if self.value("64B7") != "none":
            return Step(code="64C2b.both_sides", law=self.equity_article("both"))
        return Step(code="64C.both_sides_equity", law=self.equity_article("both"))

    def equity_article(self, case: str) -> str:
        """The 64C article for ``single``, ``repeat`` (same suit) or ``both`` (both sides)."""
        if self.value("64C") != "64C1_64C2":
            return "64C"  # one rule before 2017
        return {"single": "64C1", "repeat": "64C2(a)", "both": "64C2(b)"}[case]

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
        est = [self.establishment(r, facts) for r in facts.revokes]
        penalty = self.penalty(facts, est)
        steps += _told_once(facts.narrative, penalty.rulings)
        for rr in penalty.rulings:
            steps.extend(rr.steps)
        if not facts.revokes:  # without the play, none can be seen
            unseen = not facts.tricks and facts.play is None
            steps.append(Step(code="board.no_revoke_unseen" if unseen else "board.no_revoke",
                              law=self.article("61A")))
        steps += penalty.closing
        corrected = facts.declarer_tricks  # after a 62D correction, if any
        adjusted = corrected
        if corrected is not None:
            decl_side = contract.declaring_side
            adjusted = (corrected + penalty.transfer_to.get(decl_side, 0)
                        - penalty.transfer_to.get(decl_side.other, 0))
        before_62d = None if facts.table is None else facts.table.twelfth_before
        played = corrected if before_62d is None or corrected is None else before_62d
        equity_at = self._equity_steps(penalty, steps)
        redress = judged(self, facts, penalty.rulings, adjusted)  # the director's own (64C)
        if redress is not None:
            steps += redress.steps
            equity_at = len(steps) if equity_at >= 0 else equity_at  # an estimate: after it
        before = None if played is None else self.score(contract, facts.vulnerability, played)
        after = None if adjusted is None else (
            self.score(contract, facts.vulnerability, adjusted) + penalty.points_ns)
        minute = self.both_sides_by_64c(penalty.rulings)  # 1997: to 64C whole (WBFLC 2001)
        scored = self.score_steps(facts, played, adjusted, before, after, penalty.points_ns)
        steps += transfers_only(scored) if minute else scored
        judgement = None if redress is None else redress.judgement
        moved = None if judgement is None or judgement.stands else judgement  # his result
        if redress is not None:
            steps += redress.last
        now = self.what_now(facts, penalty, minute=minute, judged=judgement is not None,
                            over=adjusted is not None)
        return Ruling(board=facts.board, edition=self.key, facts=facts,
                      revokes=penalty.rulings, declarer_tricks_played=played,
                      declarer_tricks_adjusted=adjusted, score_ns_played=before,
                      score_ns_adjusted=after, steps=tuple(steps),
                      penalty_cards=facts.penalty_cards, next_steps=now,
                      equity_replaces_automatic=minute,
                      equity_at=equity_at, judgement=judgement,
                      declarer_tricks_equity=None if moved is None else moved.declarer_tricks,
                      score_ns_equity=None if moved is None else moved.score_ns)

    def what_now(self, facts: BoardFacts, penalty: Penalty, *, minute: bool, judged: bool,
                 over: bool) -> tuple[Step, ...]:
        """"What now?" with the ruling known: the table's, as the ruling changes it after
        play, then what the director should still find out; where both sides' revokes go
        to 64C whole (``minute``, :mod:`~.result`), his result had neither revoked."""
        now = unrectified_after_play(_after_play(facts.next_steps, penalty.rulings),
                                     penalty.rulings, self.article("43B3")) + penalty.asks
        return figure_asked(now, judged=judged, over=over) if minute else now

    def _equity_steps(self, penalty: Penalty, steps: list[Step]) -> int:
        """The reminder of 64C after an established revoke, added to ``steps``; where the
        64C estimate's steps go (``-1``: no 64C here)."""
        if not (penalty.adjusted and self.has_equity):
            return -1
        if not any(s.code == "64C2b.both_sides" for s in steps):  # both sides: said there
            steps.append(self._equity_reminder(penalty.rulings))
        if steps[-1].code == "64C1.equity":  # one side; a repeat in one suit: 64C2(a) for it
            steps += [Step(code="64C2a.repeat", law=self.equity_article("repeat"), data=s.data)
                      for r in penalty.rulings if r.rule == "64B2"
                      for s in r.steps if s.code == "64B2.same_suit"]
        return len(steps)

    def no_contract(self, facts: BoardFacts) -> Ruling:
        """A board without a contract: passed out (score 0), or no auction recorded."""
        notes = [Step(code=n.code, law="", data=n.data) for n in facts.notes]
        if any(n.code == "note_lin_no_auction" for n in facts.notes):
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

    # -- 2. the penalty: exemptions, transfer, assignment (Law 64) ----------------------------

    def penalty(self, facts: BoardFacts, est: list[Step]) -> Penalty:
        """Each revoke ruled: the 64B items in order, else 64A; then the tricks assigned."""
        established = [r for r, s in zip(facts.revokes, est, strict=True)
                       if self.is_established(s) and not _unestablished_pair(r)]
        decisions: dict[int, Decision] = {}
        for i, (r, step) in enumerate(zip(facts.revokes, est, strict=True)):
            if not self.is_established(step) or r.unrectified is not None:  # 43B3: none
                continue
            ex = self.exemption(r, facts, established)
            if ex is not None and ex.code == "64B7.both_sides" and any(
                    d.step.code == "64B7.both_sides" for d in decisions.values()):
                ex = replace(ex, code="64B7.this_one_too")  # said once, for the first revoke
            decisions[i] = (Decision(ex.law, 0, False, ex) if ex is not None
                            else self.adjustment(r, facts))
        taken = self.assign(facts, decisions)
        rulings: list[RevokeRuling] = []
        transfer_to = {Side.NS: 0, Side.EW: 0}
        for i, (r, step) in enumerate(zip(facts.revokes, est, strict=True)):
            head = [*self.revoke_steps(r, facts)]
            if not (step.code == "tl.established_by" and _told_established(facts, r)):
                head.append(step)  # else the table's step said it already, with the act
            if r.unrectified is not None:  # 43B3: no rectification, no 64C for the NOS
                rulings.append(unrectified_ruling(r, head, establishment=step.law,
                                                  law=self.article(r.unrectified)))
                continue
            dec = decisions.get(i)
            if dec is None:
                rulings.append(self.not_established(r, head, step, told=facts.told))
                continue
            got = taken.get(i, ())
            rsteps = head + self.decision_steps(r, dec, got, last=i == max(decisions),
                                                hands_back=_hands_back(facts),
                                                so_far=facts.declarer_tricks is None)
            transfer_to[r.seat.side.other] += len(got)
            rulings.append(RevokeRuling(
                revoke=r, offending_side=r.seat.side, established=_really_established(r),
                establishment=step.law, rule=dec.rule, tricks_transferred=len(got),
                transferred=got, steps=tuple(rsteps), shown_in_table=r.stands))
        asks = tuple(s for i in sorted(decisions) for s in decisions[i].asks)
        return Penalty(rulings=tuple(rulings), transfer_to=transfer_to, adjusted=bool(decisions),
                       asks=asks)

    def revoke_steps(self, r: Revoke, facts: BoardFacts) -> list[Step]:
        """The step that describes the revoke (a board told as events has said it already)."""
        if facts.told:
            return []
        data = {"seat": r.seat, "trick": r.trick, "suit": r.suit, "card": r.card,
                "held": r.held, "kind": r.kind}
        law = self.article("61A")
        if r.card is None:
            return [Step(code="61A.revoke_reported", law=law, data=data)]
        return [Step(code="61A.revoke" if r.held else "61A.revoke_no_held", law=law,
                     data=data)]

    def not_established(self, r: Revoke, head: list[Step], step: Step, *,
                        told: bool = False) -> RevokeRuling:
        """A revoke that was not established: it is (or must be) corrected (62A); one the
        table left open (told as events, nobody drew attention to it, play not over) is
        said as still to be corrected, not as settled."""
        steps = list(head)
        if r.corrected_by is None and self.house_take_back:
            steps.append(Step(code="home.take_back", law="", data={"seat": r.seat}))
        elif r.accepted is not None and r.stands:  # accepted (52B1), not (yet) established
            steps.append(Step(code="52B1.stands", law="52B1",
                              data={"seat": r.seat, "trick": r.trick, "card": r.card}))
        elif r.corrected_by is None and r.kind == RevokeKind.PENALTY_CARD:
            steps.append(Step(code="52B.on_attention", law="52B",
                              data={"seat": r.seat, "card": r.card, "penalty": r.held}))
        elif r.corrected_by is None:
            still_open = told and r.is_open and r.settled is None and not r.attention_drawn
            steps.append(Step(code="62A.correct_open" if still_open else "62A.correct",
                              law="62A", data={"seat": r.seat}))
        return RevokeRuling(revoke=r, offending_side=r.seat.side, established=False,
                            establishment=step.law, rule=r.corrected_by or "62A",
                            tricks_transferred=0, steps=tuple(steps), shown_in_table=r.stands)

    def decision_steps(self, r: Revoke, dec: Decision, got: tuple[TransferredTrick, ...], *,
                       last: bool, hands_back: bool = False, so_far: bool = False
                       ) -> list[Step]:
        """The decision, the correction it may still need, and the tricks that move (while
        play goes on, ``so_far``: those that will move when it ends, as things stand)."""
        side = r.seat.side
        out = [dec.step, *dec.notes]
        twelfth = dec.rule == "64B6" or (  # 62D1 holds whichever 64B item spoke first
            r.trick == 12 and r.kind != RevokeKind.DEFECTIVE  # (67B1 forbids changing it)
            and self.value("64B6") not in ("none", "points_only"))
        if twelfth and r.corrected_by != "62D1":
            out.append(Step(code="62D.hands_back" if hands_back else "62D1.correct",
                            law="62D1", data={"seat": r.seat}))
        if dec.count and len(got) < dec.count:  # the rest went over for another revoke
            out.append(Step(code="64A.exhausted" if got else "64A.exhausted_none", law="64A",
                            data={"count": dec.count, "available": len(got)}))
        if got:
            out.append(Step(code="64A.transfer_so_far" if so_far else "64A.transfer", law=dec.rule,
                            data={"count": len(got), "tricks": got, "to": side.other}))
        if dec.rule == "64B7" and last:
            out.append(Step(code="64C2b.both_sides", law=self.equity_article("both")))
        return out


_ESTABLISHED_AT_THE_TABLE = frozenset({"tl.established_play", "tl.established_designation",
                                       "tl.established_claim", "tl.established_agreement"})


def _told_established(facts: BoardFacts, r: Revoke) -> bool:
    """A board told as events already said when and by what ``r`` became established."""
    return any(s.code in _ESTABLISHED_AT_THE_TABLE and s.data.get("seat") == r.seat
               and s.data.get("trick") == r.trick for s in facts.narrative)


def _hands_back(facts: BoardFacts) -> bool:
    """The hands are back in the board (a case told as events says so): 62D is too late."""
    return facts.table is not None and facts.table.hands_returned


def _unestablished_pair(r: Revoke) -> bool:
    """Corrected with the other side's revoke under 62C3 before it was itself established."""
    return r.corrected_by == "62C3" and r.established_by is None


def _really_established(r: Revoke) -> bool:
    """Established, not merely adjusted as if it were (43B2b, 63B)."""
    return r.established_by is not None and r.as_if is None



def _after_play(steps: tuple[Step, ...], rulings: tuple[RevokeRuling, ...]) -> tuple[Step, ...]:
    """"What now?" after play, with the ruling known: no tricks to adjust when none move
    (every revoke corrected, or each one excused by 64B); equity is still checked (64C)."""
    if not any(s.code == "next.adjust" for s in steps) or any(
            r.tricks_transferred for r in rulings):
        return steps
    laws = tuple(sorted({r.rule for r in rulings
                         if r.established and r.revoke.unrectified is None}))
    instead = (Step(code="next.no_transfer", law="64C", data={"laws": laws}) if laws
               else Step(code="next.score", law="77", data={}))
    return tuple(instead if s.code == "next.adjust" else s for s in steps)


def _told_once(narrative: Sequence[Step], rulings: Sequence[RevokeRuling]) -> list[Step]:
    """The table's steps, without its note that attention came too late (64B4, 64B5) where
    the ruling on that revoke rules by the same item and says so itself."""
    ruled = {(r.revoke.seat, r.revoke.trick, r.rule) for r in rulings}
    return [s for s in narrative if not (
        s.code == "tl.attention_late"
        and (s.data.get("seat"), s.data.get("trick"), s.law) in ruled)]
