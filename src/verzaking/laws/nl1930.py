"""The Dutch rules of 1930 on revokes (seed ``004``: section VII 2b, "Het verzaken").

What the seed says, and how it is applied here:

- Established (a) once the trick is turned and quitted, (b) once the revoker
  faces his cards and claims, (c) once a player -- any player -- leads to the next
  trick.  In a play record a trick is quitted when the next one is begun, so a
  later trick with any card establishes it; a claim by the revoker too (b), and
  a claim by anyone else after the revoke trick was complete, since the trick
  had then been turned and quitted (a).
- Not established: it may be corrected; if a defender revoked, declarer may
  require his highest or lowest card of the suit, or that the revoke card stay
  exposed on the table (and a defender may ask the same of declarer when
  declarer's revoke exposed a card).  The exception of partner's question before
  the trick is quitted needs the timeline, which these rules do not support.
- The penalty is the non-offending side's choice: 150 points (300 doubled, 600
  redoubled) or two tricks "with all consequences"; tricks won before the revoke
  are untouchable, so at most the offenders' tricks from the revoke trick on.
  A later revoke on the same deal can cost only the 150 points; revoking again
  with the same withheld card counts once (a player who revokes twice in one
  suit always withholds a card of the first time again: a hand only loses
  cards, so what he still holds of the suit he held then); once the cards are
  cut for the next deal no penalty can be claimed; mixing the cards after a
  revoke is alleged counts as proof of it; nobody is forced to revoke to obey a
  penalty.
- Scoring: the contract scoring of 1930 could not be sourced; the points are
  those of rubber bridge (trick points below the line, the 150 penalty above),
  and the ruling says so.  There is no equity rule (no 64C).

Only two stages differ from the modern laws: establishment and the penalty
(with its score).  The constants (no timeline, no 64C, the 150 points, rubber
scoring) are in :mod:`verzaking.parameters`.
"""

from __future__ import annotations

from ..cards import Side
from ..errors import CaseError
from ..facts import BoardFacts
from ..ruling import RevokeRuling, Step, TransferredTrick
from ..table import Revoke, RevokeKind, Timing
from .base import Edition, Penalty, claimed_numbers

__all__ = ["NL1930"]

_ART = "VII.2b"


class NL1930(Edition):
    """Dutch rules of 1930: established when the trick is quitted; 150 points or two tricks."""

    key = "1930"
    names: tuple[str, ...] = ("1930", "nl1930", "nbb1930", "oud", "old")
    title = "Nederlandse spelregels 1930"
    base = "2017"

    def preamble(self, facts: BoardFacts) -> list[Step]:
        """The scoring of 1930 could not be sourced: say so."""
        return [Step(code="1930.scoring", law="")]

    def establishment(self, revoke: Revoke, facts: BoardFacts) -> Step:
        """(a)/(c): a later trick was begun; (b): the revoker claimed."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.settled is not None:
            return Step(code="63A.given" if revoke.settled else "62A.given",
                        law=_ART if revoke.settled else _ART + "-correct", data=data)
        later = [t for t in (facts.play.tricks if facts.play is not None else facts.tricks)
                 if t.number > revoke.trick]
        if later:
            return Step(code="1930.established_next", law=_ART + "(a)(c)", data=data)
        claim = facts.claim
        if claim is not None and claim.by == revoke.seat:
            return Step(code="1930.established_claim", law=_ART + "(b)", data=data)
        if claim is not None and any(t.number == revoke.trick for t in facts.tricks):
            # the revoke trick was complete when play ended: turned and quitted before the claim
            return Step(code="1930.established_quitted", law=_ART + "(a)", data=data)
        return Step(code="1930.not_established", law=_ART + "-correct", data=data)

    def is_established(self, step: Step) -> bool:
        """Established unless the step says it must be corrected."""
        return not step.law.endswith("-correct")

    def penalty(self, facts: BoardFacts, est: list[Step]) -> Penalty:
        """Each established revoke: the non-offending side's better choice, both shown."""
        contract = facts.contract
        assert contract is not None
        tricks = facts.declarer_tricks
        decl_side = contract.declaring_side
        points_ns = 0
        transfer_to = {Side.NS: 0, Side.EW: 0}
        used: set[int] = set()
        rulings: list[RevokeRuling] = []
        earlier: list[Revoke] = []
        for r, step in zip(facts.revokes, est, strict=True):
            side = r.seat.side
            rsteps = [*self.revoke_steps(r, facts), step]
            if not self.is_established(step):
                rsteps.append(Step(code="1930.correct", law=_ART, data={"seat": r.seat}))
                rulings.append(RevokeRuling(revoke=r, offending_side=side, established=False,
                                            establishment=step.law, rule=_ART + "-correct",
                                            tricks_transferred=0, steps=tuple(rsteps)))
                continue
            moved: tuple[TransferredTrick, ...] = ()
            if r.attention != Timing.DURING_PLAY:
                rule = _ART + "-late"
                rsteps.append(Step(code="1930.too_late", law=_ART, data={"seat": r.seat}))
            elif any(_same_card(e, r) for e in earlier):
                rule = _ART + "-same-card"
                rsteps.append(Step(code="1930.same_card", law=_ART, data={"seat": r.seat}))
            else:
                rule, moved, pts = self._choice(facts, r, rsteps, used, tricks, bool(earlier))
                points_ns += (1 if side.other == Side.NS else -1) * pts
                used.update(moved)
                if tricks is not None and moved:
                    tricks += len(moved) if side.other == decl_side else -len(moved)
                    transfer_to[side.other] += len(moved)
            earlier.append(r)
            rulings.append(RevokeRuling(revoke=r, offending_side=side, established=True,
                                        establishment=step.law, rule=rule,
                                        tricks_transferred=len(moved),
                                        transferred=tuple(sorted(moved)), steps=tuple(rsteps)))
        return Penalty(rulings=tuple(rulings), transfer_to=transfer_to, points_ns=points_ns)

    def _choice(self, facts: BoardFacts, r: Revoke, rsteps: list[Step], used: set[int],
                tricks: int | None, later: bool
                ) -> tuple[str, tuple[TransferredTrick, ...], int]:
        """The non-offending side's better choice, 150 points or two tricks (a later revoke:
        the points only): the rule, the tricks that move and the points."""
        contract = facts.contract
        assert contract is not None
        side = r.seat.side
        pts = int(self.value("penalty_points")) * (1, 2, 4)[contract.doubled]
        pool = [TransferredTrick(n) for n in facts.won_by(side, start=r.trick) if n not in used]
        pool += [n for n in claimed_numbers(facts, side) if n not in used]
        two = tuple(pool[:2])
        sign = 1 if side.other == Side.NS else -1
        if later or tricks is None or not two:
            code = ("1930.second_revoke" if later else "1930.points_only" if tricks is None
                    else "1930.no_trick_to_take")
            rsteps.append(Step(code=code, law=_ART, data={"points": pts, "to": side.other}))
            return _ART + "-150", (), pts
        with_points = self.score(contract, facts.vulnerability, tricks) + sign * pts
        t2 = tricks + (len(two) if side.other == contract.declaring_side else -len(two))
        with_tricks = self.score(contract, facts.vulnerability, t2)
        better_tricks = (with_tricks - with_points) * sign > 0
        rsteps.append(Step(code="1930.options" if len(two) == 2 else "1930.options_one",
                           law=_ART, data={
            "to": side.other, "points": pts, "count": len(two), "tricks": two,
            "score_points": with_points, "score_tricks": with_tricks,
            "choice": ("tricks" if len(two) == 2 else "trick") if better_tricks else "points"}))
        if better_tricks:
            return _ART + "-2", two, 0
        return _ART + "-150", (), pts

    def score_steps(self, facts: BoardFacts, played: int | None, adjusted: int | None,
                    before: int | None, after: int | None, points: int) -> list[Step]:
        """The score with the penalty points (rubber scoring; 1930's own not sourced)."""
        if played is None:
            return []
        return [Step(code="1930.score", law="", data={
            "contract": facts.contract, "played": played, "adjusted": adjusted,
            "before": before, "after": after, "points": points}),
            Step(code="rubber.score_scope", law="")]


def _same_card(earlier: Revoke, revoke: Revoke) -> bool:
    """``revoke`` withholds again a card ``earlier`` withheld (counted once).

    With the cards known, the cards held tell.  Without them, the same player
    failing twice to follow the same suit is enough: his hand only loses cards,
    so the cards of the suit he still holds at the later revoke (at least one, or
    it would be no revoke) he held at the earlier one too.
    """
    if earlier.seat != revoke.seat:
        return False
    if earlier.held and revoke.held:
        return bool(set(earlier.held) & set(revoke.held))
    if earlier.kind != RevokeKind.FOLLOW or revoke.kind != RevokeKind.FOLLOW:
        return False
    if earlier.suit is None or revoke.suit is None:
        raise CaseError("case_suit_needed", seat=revoke.seat, trick=revoke.trick,
                        first=earlier.trick)
    return earlier.suit == revoke.suit
