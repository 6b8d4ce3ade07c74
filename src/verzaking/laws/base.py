"""The revoke law engine: a fixed pipeline of small steps, each one an edition may override.

:class:`Edition` implements the WBF Laws of Duplicate Bridge 2017 (Laws 61-64,
77).  A ruling runs the same stages for every edition:

1. :meth:`Edition.establishment`: was each revoke established (63A), or corrected?
2. :meth:`Edition.penalty`: for each established revoke, the first 64B item that
   excludes a transfer (:meth:`~Edition.exemption`), else 64A1/64A2
   (:meth:`~Edition.adjustment`); then which tricks move (:meth:`~Edition.assign`).
3. :meth:`Edition.score`: the score before and after (77).

An older edition subclasses it and overrides only the stage that differs; the
constants that differ (which 64B items exist, the articles, the dates) come from
:mod:`verzaking.parameters`.  Every step carries a stable ``code`` (a catalog
key) and the article that decided it; renderers turn them into Dutch or English.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..cards import Seat, Side
from ..contract import Contract, Vulnerability
from ..errors import CaseError
from ..facts import BoardFacts, replayed
from ..ruling import RevokeRuling, Ruling, Step, TransferredTrick
from ..scoring import rubber_net_ns, score_ns
from ..table import How, Revoke, RevokeKind, TableRules

__all__ = ["Decision", "Edition", "Exemption", "Penalty"]


Exemption = Callable[[Revoke, BoardFacts, list[Revoke]], "Step | None"]
"""A 64B item (bound to its edition): the step that excludes a transfer, or ``None``."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What the exemptions and 64A say about one established revoke."""

    rule: str
    """The article that decided."""
    count: int
    """Tricks to transfer, before the cap of what the offenders won."""
    own_trick: bool
    """64A1: the revoke trick itself is one of them."""
    step: Step
    """The step that says so."""


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


class Edition(TableRules):
    """The laws on revokes of one edition; this base is the WBF 2017 Laws."""

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

    def equity_article(self, case: str) -> str:
        """The 64C article for ``single``, ``repeat`` (same suit) or ``both`` (both sides)."""
        if self.value("64C") != "64C1_64C2":
            return "64C"  # one rule before 2017
        return {"single": "64C1", "repeat": "64C2(a)", "both": "64C2(b)"}[case]

    @property
    def score_article(self) -> str:
        """The article of the scoring table (none for rubber scoring)."""
        return "77" if self.value("77") == "duplicate" else ""

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's score for ``tricks`` by declarer: duplicate (77) or rubber points."""
        if self.value("77") == "duplicate":
            return score_ns(contract, vulnerability, tricks)
        return rubber_net_ns(contract, vulnerability, tricks)

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
            return Ruling(board=facts.board, edition=self.key, facts=facts, revokes=(),
                          declarer_tricks_played=None, declarer_tricks_adjusted=None,
                          score_ns_played=0, score_ns_adjusted=0,
                          steps=(Step(code="board.passed_out", law=""),))
        steps: list[Step] = [self.summary_step(facts), *self.preamble(facts)]
        steps += [Step(code=n.code, law="", data=n.data) for n in facts.notes]
        steps += facts.narrative
        est = [self.establishment(r, facts) for r in facts.revokes]
        penalty = self.penalty(facts, est)
        for rr in penalty.rulings:
            steps.extend(rr.steps)
        if not facts.revokes:
            steps.append(Step(code="board.no_revoke", law="61A"))
        steps += penalty.closing
        played = facts.declarer_tricks
        adjusted = played
        if played is not None:
            decl_side = contract.declaring_side
            adjusted = (played + penalty.transfer_to.get(decl_side, 0)
                        - penalty.transfer_to.get(decl_side.other, 0))
        equity_at = -1
        if penalty.adjusted and self.has_equity:
            steps.append(Step(code=self.equity_code, law=self.equity_article("single")))
            equity_at = len(steps)
        before = None if played is None else self.score(contract, facts.vulnerability, played)
        after = None if adjusted is None else (
            self.score(contract, facts.vulnerability, adjusted) + penalty.points_ns)
        steps += self.score_steps(facts, played, adjusted, before, after, penalty.points_ns)
        return Ruling(board=facts.board, edition=self.key, facts=facts,
                      revokes=penalty.rulings, declarer_tricks_played=played,
                      declarer_tricks_adjusted=adjusted, score_ns_played=before,
                      score_ns_adjusted=after, steps=tuple(steps),
                      penalty_cards=facts.penalty_cards, next_steps=facts.next_steps,
                      equity_at=equity_at)

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
            return Step(code="board.summary_partial", law="44", data=data)
        if facts.claim is not None:
            data["claim_total"] = facts.claim.declarer_tricks
            if not facts.tricks and facts.play is None:
                return Step(code="board.summary_no_play", law="", data=data)
            return Step(code="board.summary_claim", law="44", data=data)
        return Step(code="board.summary", law="44", data=data)

    def score_steps(self, facts: BoardFacts, played: int | None, adjusted: int | None,
                    before: int | None, after: int | None, points: int) -> list[Step]:
        """The closing step: the score as played and after adjustment (77)."""
        contract = facts.contract
        assert contract is not None
        if played is None:
            return [Step(code="77.no_result", law=self.score_article)]
        return [Step(code="77.score" if played != adjusted else "77.score_unchanged",
                     law=self.score_article, data={
                        "contract": contract, "declarer": contract.declarer,
                        "played": played, "adjusted": adjusted, "before": before,
                        "after": after, "before_decl": _decl(before, contract.declaring_side),
                        "after_decl": _decl(after, contract.declaring_side),
                        "declaring_side": contract.declaring_side})]

    # -- 1. establishment (Law 63A) ---------------------------------------------------------

    def establishment(self, revoke: Revoke, facts: BoardFacts) -> Step:
        """Whether ``revoke`` became established, as a step whose law says why (63A).

        The table decided it as play went on; this says it in the ruling.
        """
        data = {"seat": revoke.seat, "trick": revoke.trick}
        corrected = revoke.corrected_by
        if corrected == "62C3":
            return Step(code="62C3.corrected", law="62C3", data=data)
        if revoke.as_if is not None:
            return Step(code="as_if.established", law=revoke.as_if, data=data)
        how = revoke.establishment
        if how is not None and corrected in (None, "62D1"):
            if facts.told:
                return Step(code="tl.established_by", law=how.law, data=data)
            return self.established_step(revoke, facts, how.how, how.player)
        if corrected is not None:
            return Step(code="62A.corrected", law=corrected, data=data)
        if facts.told or revoke.settled is False:
            return Step(code="62A.given", law="62A", data=data)
        return Step(code="62A.not_established", law="62A", data=data)

    def established_step(self, revoke: Revoke, facts: BoardFacts, how: How,
                         player: Seat | None) -> Step:
        """The step for a revoke of a record or quick case established by ``how``."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        nxt = revoke.trick + 1
        if how == How.GIVEN:
            return Step(code="63A.given", law="63A", data=data)
        if how in (How.NEXT_TRICK, How.PLAY):
            if any(t.number == nxt for t in facts.tricks) or facts.play is None:
                return Step(code="63A1.next_trick", law="63A1", data={**data, "next": nxt})
            partial = next((t for t in facts.play.tricks if t.number == nxt), None)
            first = next((s for s in revoke.seat.side.seats
                          if partial is not None and partial.cards[s] is not None), player)
            return Step(code="63A1.played_next", law="63A1",
                        data={**data, "next": nxt, "player": first})
        if how == How.CLAIM:
            return Step(code="63A3.claim", law="63A3", data={**data, "claimer": player})
        if how == How.AGREEMENT:
            assert player is not None
            return self.agreed_claim(revoke, facts, player)
        # the claim is the recorded result, so it was agreed: whoever made it, the
        # offenders claimed (63A3) or agreed to the opponents' claim (63A4)
        return Step(code="63A.claim_agreed", law=self.claim_law, data=data)

    def agreed_claim(self, revoke: Revoke, facts: BoardFacts, claimer: Seat) -> Step:
        """63A4 (new in 2017): the offending side agreed to an opponent's claim."""
        return Step(code="63A4.agreed", law=self.agreement_law,
                    data={"seat": revoke.seat, "trick": revoke.trick, "claimer": claimer})

    establishing_laws = frozenset({"63A", "63A1", "63A2", "63A3", "63A4", "63B", "43B2b",
                                   "62C3", "67B1"})
    """Articles under which a revoke counts as established for Law 64."""

    def is_established(self, step: Step) -> bool:
        """Whether an establishment step says the revoke is established (or counts as such)."""
        return step.law in self.establishing_laws

    # -- 2. the penalty: exemptions, transfer, assignment (Law 64) ----------------------------

    def penalty(self, facts: BoardFacts, est: list[Step]) -> Penalty:
        """Each revoke ruled: the 64B items in order, else 64A; then the tricks assigned."""
        established = [r for r, s in zip(facts.revokes, est, strict=True)
                       if self.is_established(s) and not _unestablished_pair(r)]
        decisions: dict[int, Decision] = {}
        for i, (r, step) in enumerate(zip(facts.revokes, est, strict=True)):
            if not self.is_established(step):
                continue
            ex = self.exemption(r, facts, established)
            decisions[i] = (Decision(ex.law, 0, False, ex) if ex is not None
                            else self.adjustment(r, facts))
        taken = self.assign(facts, decisions)
        rulings: list[RevokeRuling] = []
        transfer_to = {Side.NS: 0, Side.EW: 0}
        for i, (r, step) in enumerate(zip(facts.revokes, est, strict=True)):
            head = [*self.revoke_steps(r, facts), step]
            dec = decisions.get(i)
            if dec is None:
                rulings.append(self.not_established(r, head, step))
                continue
            got = taken.get(i, ())
            rsteps = head + self.decision_steps(r, dec, got, last=i == max(decisions))
            transfer_to[r.seat.side.other] += len(got)
            rulings.append(RevokeRuling(
                revoke=r, offending_side=r.seat.side, established=_really_established(r),
                establishment=step.law, rule=dec.rule, tricks_transferred=len(got),
                transferred=got, steps=tuple(rsteps), shown_in_table=r.stands))
        return Penalty(rulings=tuple(rulings), transfer_to=transfer_to, adjusted=bool(decisions))

    def revoke_steps(self, r: Revoke, facts: BoardFacts) -> list[Step]:
        """The step that describes the revoke (a board told as events has said it already)."""
        if facts.told:
            return []
        data = {"seat": r.seat, "trick": r.trick, "suit": r.suit, "card": r.card,
                "held": r.held, "kind": r.kind}
        if r.card is None:
            return [Step(code="61A.revoke_reported", law="61A", data=data)]
        return [Step(code="61A.revoke" if r.held else "61A.revoke_no_held", law="61A",
                     data=data)]

    def not_established(self, r: Revoke, head: list[Step], step: Step) -> RevokeRuling:
        """A revoke that was not established: it is (or must be) corrected (62A)."""
        steps = list(head)
        if r.corrected_by is None and self.house_take_back:
            steps.append(Step(code="home.take_back", law="", data={"seat": r.seat}))
        elif r.corrected_by is None:
            steps.append(Step(code="62A.correct", law="62A", data={"seat": r.seat}))
        return RevokeRuling(revoke=r, offending_side=r.seat.side, established=False,
                            establishment=step.law, rule=r.corrected_by or "62A",
                            tricks_transferred=0, steps=tuple(steps), shown_in_table=r.stands)

    def decision_steps(self, r: Revoke, dec: Decision, got: tuple[TransferredTrick, ...], *,
                       last: bool) -> list[Step]:
        """The decision, the correction it may still need, and the tricks that move."""
        side = r.seat.side
        out = [dec.step]
        if dec.rule == "64B6" and r.corrected_by != "62D1":
            out.append(Step(code="62D1.correct", law="62D1", data={"seat": r.seat}))
        if dec.count and len(got) < dec.count:
            out.append(Step(code="64A.exhausted", law="64A",
                            data={"count": dec.count, "available": len(got)}))
        if got:
            out.append(Step(code="64A.transfer", law=dec.rule,
                            data={"count": len(got), "tricks": got, "to": side.other}))
        if dec.rule == "64B7" and last:
            out.append(Step(code="64C2b.both_sides", law=self.equity_article("both")))
        return out

    def exemption(self, revoke: Revoke, facts: BoardFacts,
                  established: list[Revoke]) -> Step | None:
        """The first 64B item, in the law's order, that excludes a transfer; else ``None``.

        A trick-12 revoke corrected under 62D is ruled by the twelfth-trick item
        itself: the tricks as corrected say nothing about the offenders' later tricks.
        """
        if revoke.corrected_by == "62D1":
            return self.b6_twelfth(revoke, facts, established)
        for item in self.exemptions():
            step = item(revoke, facts, established)
            if step is not None:
                return step
        return None

    def exemptions(self) -> list[Exemption]:
        """The 64B items this edition has, in the order they are tried (from the table)."""
        items: list[tuple[str, Exemption]] = [
            ("64B8", self.b8_62c3), ("64B1", self.b1_no_trick), ("64B2", self.b2_same_suit),
            ("64B3", self.b3_faced_card), ("64B4", self.b4_b5_timing),
            ("64B6", self.b6_twelfth), ("64B7", self.b7_both_sides)]
        return [item for key, item in items if self.value(key) not in ("none", "points_only")]

    def b8_62c3(self, revoke: Revoke, facts: BoardFacts,
                established: list[Revoke]) -> Step | None:
        """64B8 (2017): both revokes of one trick were corrected under 62C3."""
        if revoke.corrected_by != "62C3":
            return None
        return Step(code="64B8.62c3", law="64B8", data={"seat": revoke.seat,
                                                        "trick": revoke.trick})

    def b1_no_trick(self, revoke: Revoke, facts: BoardFacts,
                    established: list[Revoke]) -> Step | None:
        """64B1: the offending side won neither the revoke trick nor any later trick."""
        side = revoke.seat.side
        if facts.won_by(side, start=revoke.trick) or facts.claimed_tricks(side):
            return None
        return Step(code="64B1.no_trick", law="64B1",
                    data={"seat": revoke.seat, "trick": revoke.trick})

    def b2_same_suit(self, revoke: Revoke, facts: BoardFacts,
                     established: list[Revoke]) -> Step | None:
        """64B2: a later revoke by the same player in the same suit (2017: the first
        established)."""
        first_established = self.value("64B2") == "first_established"
        pool = established if first_established else list(facts.revokes)
        earlier = self.earlier_same_suit(revoke, pool)
        if earlier is None:
            return None
        return Step(code="64B2.same_suit", law="64B2",
                    data={"seat": revoke.seat, "trick": revoke.trick, "suit": revoke.suit,
                          "first": earlier.trick})

    def b3_faced_card(self, revoke: Revoke, facts: BoardFacts,
                      established: list[Revoke]) -> Step | None:
        """64B3: failing to play a penalty card, or any card of dummy."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.kind == RevokeKind.PENALTY_CARD:
            return Step(code="64B3.penalty_card", law="64B3", data=data)
        if facts.contract is not None and revoke.seat == facts.contract.dummy:
            return Step(code="64B3.dummy", law="64B3", data=data)
        return None

    def b4_b5_timing(self, revoke: Revoke, facts: BoardFacts,
                     established: list[Revoke]) -> Step | None:
        """64B4/64B5: attention first drawn after a call on the next board, or the round."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.attention == "after_next_call":
            return Step(code="64B4.after_call", law="64B4", data=data)
        if revoke.attention == "after_round":
            return Step(code="64B5.after_round", law="64B5", data=data)
        return None

    def b6_twelfth(self, revoke: Revoke, facts: BoardFacts,
                   established: list[Revoke]) -> Step | None:
        """64B6: a revoke on the twelfth trick."""
        if revoke.trick != 12:
            return None
        return Step(code="64B6.twelfth", law="64B6",
                    data={"seat": revoke.seat, "trick": revoke.trick})

    def b7_both_sides(self, revoke: Revoke, facts: BoardFacts,
                      established: list[Revoke]) -> Step | None:
        """64B7 (2017): both sides revoked on the board and both revokes are established
        (2007: both revoked, established or not)."""
        pool = (established if self.value("64B7") == "both_established"
                else list(facts.revokes))
        if len({r.seat.side for r in pool}) < 2:
            return None
        return Step(code="64B7.both_sides", law="64B7",
                    data={"seat": revoke.seat, "trick": revoke.trick})

    @staticmethod
    def earlier_same_suit(revoke: Revoke, pool: list[Revoke]) -> Revoke | None:
        """An earlier revoke by the same player in the same suit (64B2).

        Only failures to follow suit count: a penalty card not played or a lead not
        obeyed is not a revoke "in a suit" in the sense of 64B2.
        """
        if revoke.kind != RevokeKind.FOLLOW:
            return None
        for other in pool:
            if (other is revoke or other.trick >= revoke.trick or other.seat != revoke.seat
                    or other.kind != RevokeKind.FOLLOW):
                continue
            if other.suit is None or revoke.suit is None:
                raise CaseError("case_suit_needed", seat=revoke.seat, trick=revoke.trick,
                                first=other.trick)
            if other.suit == revoke.suit:
                return other
        return None

    def adjustment(self, revoke: Revoke, facts: BoardFacts) -> Decision:
        """64A1 or 64A2 for an established revoke that no 64B item excludes."""
        t, seat = revoke.trick, revoke.seat
        side = seat.side
        trick = next((x for x in facts.tricks if x.number == t), None)
        later = facts.won_by(side, start=t + 1)
        claimed = facts.claimed_tricks(side)
        later_all = tuple(later) + claimed_numbers(facts, side)
        data = {"seat": seat, "trick": t, "later": later_all, "claimed": claimed}
        if revoke.kind == RevokeKind.DEFECTIVE:
            return Decision("64A2", 1, False, Step(code="67B1.one_trick", law="64A2", data=data))
        if trick is not None and trick.side == side:
            if trick.winner is None:
                raise CaseError("case_winner_seat_needed", trick=t, side=side,
                                first=side.seats[0], second=side.seats[1])
            if trick.winner == seat:
                n = 1 + (1 if later or claimed else 0)
                return Decision("64A1", n, True,
                                Step(code="64A1.two" if n == 2 else "64A1.one", law="64A1",
                                     data={**data, "count": n}))
            step = Step(code=self.partner_won_code(revoke, facts, trick.winner),
                        law="64A2", data={**data, "winner": trick.winner})
        else:
            step = Step(code="64A2.later_trick", law="64A2", data=data)
        extra = self.a2_extra_trick(revoke, facts)
        if extra is not None:
            return Decision("64A2", 2, False, replace(extra, data={**extra.data, **data}))
        return Decision("64A2", 1, False, step)

    def a2_extra_trick(self, revoke: Revoke, facts: BoardFacts) -> Step | None:
        """64A2 (1997 only): a second trick when the offender later won a trick with a card
        of the suit led he held (the WBF Laws Committee, 2000: only while his side won a
        further trick)."""
        if self.value("64A2") != "extra_trick":
            return None
        if revoke.won_later_with_held is not None:
            won, trick = revoke.won_later_with_held, None
        else:
            won, trick = False, None
            if facts.play is not None and revoke.held:
                for t in facts.play.tricks:
                    if (t.number > revoke.trick and t.winner == revoke.seat
                            and t.cards[revoke.seat] in revoke.held):
                        won, trick = True, t.number
                        break
        if not won:
            return None
        return Step(code="64A2.1997_extra", law="64A2",
                    data={"seat": revoke.seat, "trick": revoke.trick, "later_trick": trick})

    @staticmethod
    def partner_won_code(revoke: Revoke, facts: BoardFacts, winner: Seat) -> str:
        """The step code when the offender's partner (or dummy) won the revoke trick."""
        contract = facts.contract
        if contract is not None and revoke.seat == contract.declarer and winner == contract.dummy:
            return "64A2.dummy_won"  # the footnote to 64A: dummy's trick is not declarer's
        return "64A2.partner_won"

    def assign(self, facts: BoardFacts,
               decisions: dict[int, Decision]) -> dict[int, tuple[TransferredTrick, ...]]:
        """Which tricks each transfer takes.

        Only tricks the offending side won from the revoke trick on can be
        transferred (64A), and no trick twice.  Later revokes choose first, so
        that an earlier revoke, whose choice is wider, takes what is left.
        """
        pools = {side: [TransferredTrick(n) for n in facts.won_by(side)]
                 + list(claimed_numbers(facts, side)) for side in Side}
        used: set[int] = set()
        taken: dict[int, tuple[TransferredTrick, ...]] = {}
        order = sorted(decisions, key=lambda i: (-facts.revokes[i].trick,
                                                 not decisions[i].own_trick))
        for i in order:
            dec = decisions[i]
            if not dec.count:
                continue
            r = facts.revokes[i]
            got: list[TransferredTrick] = []
            if dec.own_trick and r.trick not in used:
                got.append(TransferredTrick(r.trick))
                used.add(r.trick)
            start = r.trick + 1 if dec.own_trick else r.trick
            for n in pools[r.seat.side]:
                if len(got) >= dec.count:
                    break
                if n >= start and n not in used:
                    got.append(n)
                    used.add(n)
            taken[i] = tuple(sorted(got))
        return taken


def claimed_numbers(facts: BoardFacts, side: Side) -> tuple[TransferredTrick, ...]:
    """The tricks ``side`` got from the claim, numbered after the tricks played (declarer's
    first), each marked as from the claim."""
    contract = facts.contract
    if contract is None:
        return ()
    first = len(facts.tricks) + 1
    if side != contract.declaring_side:
        first += facts.claimed_tricks(contract.declaring_side)
    return tuple(TransferredTrick(first + k, from_claim=True)
                 for k in range(facts.claimed_tricks(side)))


def _unestablished_pair(r: Revoke) -> bool:
    """Corrected with the other side's revoke under 62C3 before it was itself established."""
    return r.corrected_by == "62C3" and r.established_by is None


def _really_established(r: Revoke) -> bool:
    """Established, not merely adjusted as if it were (43B2b, 63B)."""
    return r.established_by is not None and r.as_if is None


def _decl(score_ns_value: int | None, side: Side) -> int | None:
    if score_ns_value is None:
        return None
    return score_ns_value if side == Side.NS else -score_ns_value
