"""The Dutch rules of 1930 on revokes (seed ``004``: section VII 2b, "Het verzaken").

What the seed says, and how it is applied here:

- Established (a) once the trick is turned and quitted, (b) once the revoker
  faces his cards and claims, (c) once a player -- any player -- leads to the next
  trick.  In a play record a trick is quitted when the next one is begun, so a
  later trick with any card establishes it; a claim by the revoker too.
- Not established: it may be corrected; if a defender revoked, declarer may
  require his highest or lowest card of the suit, or that the revoke card stay
  exposed on the table (and a defender may ask the same of declarer when
  declarer's revoke exposed a card).  The exception of partner's question before
  the trick is quitted needs the timeline, which these rules do not support.
- The penalty is the non-offending side's choice: 150 points (300 doubled, 600
  redoubled) or two tricks "with all consequences"; tricks won before the revoke
  are untouchable, so at most the offenders' tricks from the revoke trick on.
  A later revoke on the same deal can cost only the 150 points; revoking again
  with the same withheld card counts once; once the cards are cut for the next
  deal no penalty can be claimed; mixing the cards after a revoke is alleged
  counts as proof of it; nobody is forced to revoke to obey a penalty.
- Scoring: the contract scoring of 1930 could not be sourced; the points are
  those of rubber bridge (trick points below the line, the 150 penalty above),
  and the ruling says so.  There is no equity rule (no 64C).
"""

from __future__ import annotations

from ..cards import Side
from ..contract import Contract, Vulnerability
from ..facts import ATTENTION_DURING_PLAY, BoardFacts, RevokeFact
from ..ruling import CLAIMED, RevokeRuling, Ruling, Step
from ..scoring import rubber_net_ns
from .base import Edition

__all__ = ["NL1930"]

_ART = "VII.2b"


class NL1930(Edition):
    """Dutch rules of 1930: established when the trick is quitted; 150 points or two tricks."""

    key = "1930"
    names: tuple[str, ...] = ("1930", "nl1930", "nbb1930", "oud", "old")
    title = "Nederlandse spelregels 1930"
    in_force_nl = "1930-11-22"
    in_force_until = "1932-01-01"
    """The federation adopted a translation of the Portland Club laws in 1932."""
    base = "2017"
    differences: tuple[tuple[str, str], ...] = (
        ("63A", "diff.1930.63A"),
        ("62", "diff.1930.62"),
        ("64A", "diff.1930.64A"),
        ("64B2", "diff.1930.64B2"),
        ("64B4", "diff.1930.64B4"),
        ("64C", "diff.1930.64C"),
        ("66D", "diff.1930.66D"),
        ("59", "diff.1930.59"),
        ("77", "diff.1930.77"),
    )
    has_equity = False
    supports_timeline = False
    penalty_points = 150

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's net points on the deal, rubber scoring (1930 scoring not sourced)."""
        return rubber_net_ns(contract, vulnerability, tricks)

    def establishment(self, revoke: RevokeFact, facts: BoardFacts) -> Step:
        """(a)/(c): a later trick was begun; (b): the revoker claimed."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.established is not None:
            return Step(code="63A.given" if revoke.established else "62A.given",
                        law=_ART if revoke.established else _ART + "-correct", data=data)
        later = [t for t in (facts.play.tricks if facts.play is not None else facts.tricks)
                 if t.number > revoke.trick]
        if later:
            return Step(code="1930.established_next", law=_ART + "(a)(c)", data=data)
        claim = facts.claim
        if claim is not None and claim.by == revoke.seat:
            return Step(code="1930.established_claim", law=_ART + "(b)", data=data)
        return Step(code="1930.not_established", law=_ART + "-correct", data=data)

    def is_established(self, step: Step) -> bool:
        """Established unless the step says it must be corrected."""
        return not step.law.endswith("-correct")

    def rule_facts(self, facts: BoardFacts) -> Ruling:
        """Each established revoke: the non-offending side's better choice, both shown."""
        contract = facts.contract
        if contract is None:
            return super().rule_facts(facts)
        steps: list[Step] = [self.summary_step(facts), Step(code="1930.scoring", law="")]
        played = facts.declarer_tricks
        decl_side = contract.declaring_side
        tricks = played
        points_ns = 0  # penalty points, from North-South's side
        used: set[int] = set()
        rulings: list[RevokeRuling] = []
        earlier: list[RevokeFact] = []
        for r in facts.revokes:
            side = r.seat.side
            rsteps = [Step(code=self.revoke_code(r), law="61A", data=self.revoke_data(r, facts))]
            est = self.establishment(r, facts)
            rsteps.append(est)
            if not self.is_established(est):
                rsteps.append(Step(code="1930.correct", law=_ART, data={"seat": r.seat}))
                rulings.append(RevokeRuling(revoke=r, offending_side=side, established=False,
                                            establishment=est.law, rule=_ART + "-correct",
                                            tricks_transferred=0, steps=tuple(rsteps)))
                continue
            if r.attention != ATTENTION_DURING_PLAY:
                moved: tuple[int, ...] = ()
                rule, pts = _ART + "-late", 0
                rsteps.append(Step(code="1930.too_late", law=_ART, data={"seat": r.seat}))
            elif any(e.seat == r.seat and set(e.held) & set(r.held) for e in earlier):
                rule, moved, pts = _ART + "-same-card", (), 0
                rsteps.append(Step(code="1930.same_card", law=_ART, data={"seat": r.seat}))
            else:
                pts = self.penalty_points * (1, 2, 4)[contract.doubled]
                pool = [n for n in facts.won_by(side, start=r.trick) if n not in used]
                pool += [CLAIMED + k for k in range(facts.claimed_tricks(side))
                         if CLAIMED + k not in used]
                two = tuple(pool[:2])
                sign = 1 if side.other == Side.NS else -1
                if earlier or tricks is None:
                    rule, moved = _ART + "-150", ()
                    rsteps.append(Step(code="1930.second_revoke" if earlier else
                                       "1930.points_only", law=_ART,
                                       data={"points": pts, "to": side.other}))
                else:
                    with_points = self.score(contract, facts.vulnerability, tricks) + sign * pts
                    t2 = tricks + (len(two) if side.other == decl_side else -len(two))
                    with_tricks = self.score(contract, facts.vulnerability, t2)
                    better_tricks = (with_tricks - with_points) * sign > 0
                    rsteps.append(Step(code="1930.options", law=_ART, data={
                        "to": side.other, "points": pts, "count": len(two), "tricks": two,
                        "score_points": with_points, "score_tricks": with_tricks,
                        "choice": "tricks" if better_tricks else "points"}))
                    if better_tricks:
                        rule, moved, pts = _ART + "-2", tuple(two), 0
                    else:
                        rule, moved = _ART + "-150", ()
                if pts:
                    points_ns += sign * pts
                used.update(moved)
                if tricks is not None and moved:
                    tricks += len(moved) if side.other == decl_side else -len(moved)
            earlier.append(r)
            rulings.append(RevokeRuling(revoke=r, offending_side=side, established=True,
                                        establishment=est.law, rule=rule,
                                        tricks_transferred=len(moved),
                                        transferred=tuple(sorted(moved)), steps=tuple(rsteps)))
        for rr in rulings:
            steps.extend(rr.steps)
        if not facts.revokes:
            steps.append(Step(code="board.no_revoke", law="61A"))
        before = None if played is None else self.score(contract, facts.vulnerability, played)
        after = None if tricks is None else (
            self.score(contract, facts.vulnerability, tricks) + points_ns)
        if played is not None:
            steps.append(Step(code="1930.score", law="", data={
                "contract": contract, "played": played, "adjusted": tricks,
                "before": before, "after": after, "points": points_ns}))
        return Ruling(board=facts.board, edition=self.key, facts=facts, revokes=tuple(rulings),
                      declarer_tricks_played=played, declarer_tricks_adjusted=tricks,
                      score_ns_played=before, score_ns_adjusted=after, steps=tuple(steps))
