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

Only two stages differ from the modern laws, each through its typed hook: the
establishment (:meth:`NL1930.establishment`) and the penalty of each established
revoke (:meth:`NL1930.sanction`, a :class:`~verzaking.decisions.Penalised`, with the
tricks it takes, :meth:`NL1930.assign`), and the score.  The constants (no timeline,
no 64C, the 150 points, rubber scoring) are in :mod:`verzaking.parameters`.
"""

from __future__ import annotations

from typing import cast

from ..cards import Side
from ..decisions import (
    Basis,
    Choice1930,
    Established,
    NotEstablished,
    Penalised,
    Sanction,
    Settled,
    Unsettled,
)
from ..errors import CaseError
from ..facts import BoardFacts
from ..ruling import RevokeRuling, Step, TransferredTrick
from ..table import Revoke, RevokeKind, Timing
from .base import Edition, claimed_numbers, named_tricks

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

    def establishment(self, revoke: Revoke, facts: BoardFacts) -> Settled:
        """(a)/(c): a later trick was begun; (b): the revoker claimed."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.settled is not None:
            return (Established(how=Basis.GIVEN, article=_ART, data=data) if revoke.settled
                    else NotEstablished(why=Unsettled.GIVEN, article=_ART + "-correct",
                                        data=data))
        later = [t for t in (facts.play.tricks if facts.play is not None else facts.tricks)
                 if t.number > revoke.trick]
        if later:
            return Established(how=Basis.QUITTED_NEXT, article=_ART + "(a)(c)", data=data)
        claim = facts.claim
        if claim is not None and claim.by == revoke.seat:
            return Established(how=Basis.OWN_CLAIM, article=_ART + "(b)", data=data)
        if claim is not None and any(t.number == revoke.trick for t in facts.tricks):
            # the revoke trick was complete when play ended: turned and quitted before the claim
            return Established(how=Basis.QUITTED, article=_ART + "(a)", data=data)
        return NotEstablished(why=Unsettled.NOT_YET_1930, article=_ART + "-correct", data=data)

    def not_established(self, r: Revoke, head: list[Step], settled: Settled, *,
                        told: bool = False) -> RevokeRuling:
        """Not established: it may be corrected (declarer's options of 1930)."""
        steps = [*head, Step(code="1930.correct", law=_ART, data={"seat": r.seat})]
        return RevokeRuling(revoke=r, offending_side=r.seat.side, established=False,
                            establishment=settled.article, rule=_ART + "-correct",
                            tricks_transferred=0, steps=tuple(steps))

    def sanction(self, revoke: Revoke, facts: BoardFacts, established: list[Revoke],
                 earlier: dict[int, Sanction]) -> Penalised:
        """Claimed too late, nothing; the same card withheld again, counted once; else the
        non-offending side's better choice (a later revoke: the points only), both shown."""
        data = {"seat": revoke.seat}
        if revoke.attention != Timing.DURING_PLAY:
            return Penalised(why=Choice1930.TOO_LATE, article=_ART, data=data)
        before = [facts.revokes[i] for i in earlier]
        if any(_same_card(e, revoke) for e in before):
            return Penalised(why=Choice1930.SAME_CARD, article=_ART, data=data)
        return self._choice(facts, revoke, earlier)

    def assign(self, facts: BoardFacts, sanctions: dict[int, Sanction]
               ) -> dict[int, tuple[TransferredTrick, ...]]:
        """The tricks each choice of two tricks takes (chosen with it)."""
        return {i: cast("tuple[TransferredTrick, ...]", tuple(sorted(s.tricks)))
                for i, s in sanctions.items() if isinstance(s, Penalised) and s.tricks}

    def _choice(self, facts: BoardFacts, r: Revoke, earlier: dict[int, Sanction]) -> Penalised:
        """The non-offending side's better choice, 150 points or two tricks (a later revoke:
        the points only), with the tricks the earlier choices took out of reach."""
        contract = facts.contract
        assert contract is not None
        side = r.seat.side
        chosen = [(facts.revokes[i], s) for i, s in earlier.items()
                  if isinstance(s, Penalised) and s.tricks]
        used = {n for _, s in chosen for n in s.tricks}
        tricks = facts.declarer_tricks
        if tricks is not None:
            tricks += sum(len(s.tricks) * (1 if e.seat.side.other == contract.declaring_side
                                           else -1) for e, s in chosen)
        pts = self.params.penalty_points * (1, 2, 4)[contract.doubled]
        pool = [n for n in named_tricks(facts, facts.won_by(side, start=r.trick)) if n not in used]
        pool += [n for n in claimed_numbers(facts, side) if n not in used]
        two = tuple(pool[:2])
        sign = 1 if side.other == Side.NS else -1
        if earlier or tricks is None or not two:
            why = (Choice1930.SECOND_REVOKE if earlier else Choice1930.POINTS_ONLY
                   if tricks is None else Choice1930.NO_TRICK_TO_TAKE)
            return Penalised(why=why, article=_ART, points=pts,
                             data={"points": pts, "to": side.other})
        with_points = self.score(contract, facts.vulnerability, tricks) + sign * pts
        t2 = tricks + (len(two) if side.other == contract.declaring_side else -len(two))
        with_tricks = self.score(contract, facts.vulnerability, t2)
        better_tricks = (with_tricks - with_points) * sign > 0
        data = {"to": side.other, "points": pts, "count": len(two), "tricks": two,
                "score_points": with_points, "score_tricks": with_tricks,
                "choice": ("tricks" if len(two) == 2 else "trick") if better_tricks
                else "points"}
        why = Choice1930.OPTIONS if len(two) == 2 else Choice1930.OPTIONS_ONE
        if better_tricks:
            return Penalised(why=why, article=_ART, tricks=two, data=data)
        return Penalised(why=why, article=_ART, points=pts, data=data)

    def score_steps(self, facts: BoardFacts, played: int | None, adjusted: int | None,
                    before: int | None, after: int | None, points: int, *,
                    transfers_only: bool = False) -> list[Step]:
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
