"""The revoke law engine: one class whose hooks an edition overrides.

:class:`Edition` implements the WBF Laws of Duplicate Bridge 2017 (Laws 61-64,
77).  An older edition subclasses it and overrides only what differs, with the
article beside each difference.

The steps of a ruling carry a stable ``code`` (a catalog key) and the article
that decided it; renderers turn them into Dutch or English.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..cards import Seat, Side
from ..contract import Contract, Vulnerability
from ..errors import CaseError
from ..facts import (
    ATTENTION_AFTER_CALL,
    ATTENTION_AFTER_ROUND,
    KIND_DEFECTIVE,
    KIND_FOLLOW,
    KIND_PENALTY_CARD,
    BoardFacts,
    RevokeFact,
)
from ..ruling import CLAIMED, RevokeRuling, Ruling, Step
from ..scoring import score_ns

__all__ = ["Edition"]


Exemption = Callable[["Edition", RevokeFact, BoardFacts, list[RevokeFact]], "Step | None"]
"""A 64B item: the step that excludes a transfer, or ``None``."""


@dataclass(frozen=True, slots=True)
class _Decision:
    """What the exemptions and 64A say about one established revoke."""

    rule: str
    count: int  # nominal tricks to transfer
    own_trick: bool  # 64A1: the revoke trick itself is one of them
    step: Step


class Edition:
    """The laws on revokes of one edition; this base is the WBF 2017 Laws."""

    key = "2017"
    """Registry key."""
    names: tuple[str, ...] = ("2017", "wbf2017", "wbf-2017", "laws2017")
    """Every name the registry accepts for this edition."""
    title = "WBF Laws of Duplicate Bridge 2017"
    """Full name."""
    in_force_nl = "2017-09-01"
    """Date from which the Dutch federation applied it (NBB)."""
    base: str | None = None
    """The edition this one is written as a difference from."""
    differences: tuple[tuple[str, str], ...] = ()
    """(article, catalog code) for each point where it differs from its base."""
    supports_timeline = True
    """Whether a case told as events can be ruled under this edition."""
    house_take_back = False
    """Home-game rule: a revoke noticed before it is established is taken back freely."""

    # -- establishment (Law 63A) ---------------------------------------------------------

    def establishment(self, revoke: RevokeFact, facts: BoardFacts) -> Step:
        """Whether ``revoke`` became established, as a step whose law says why (63A)."""
        seat, t = revoke.seat, revoke.trick
        data = {"seat": seat, "trick": t}
        if revoke.corrected == "62C3":
            return Step(code="62C3.corrected", law="62C3", data=data)
        if revoke.as_if_established is not None:
            return Step(code="as_if.established", law=revoke.as_if_established, data=data)
        if revoke.establishment is not None and revoke.corrected in (None, "62D1"):
            return Step(code="tl.established_by", law=revoke.establishment, data=data)
        if revoke.corrected is not None:
            return Step(code="62A.corrected", law=revoke.corrected, data=data)
        if revoke.established is not None:
            if revoke.established:
                return Step(code="63A.given", law="63A", data=data)
            return Step(code="62A.given", law="62A", data=data)
        side = seat.side
        nxt = next((x for x in facts.tricks if x.number == t + 1), None)
        if nxt is not None:
            return Step(code="63A1.next_trick", law="63A1", data={**data, "next": t + 1})
        if facts.play is not None:
            partial = next((x for x in facts.play.tricks if x.number == t + 1), None)
            if partial is not None:
                for s in side.seats:
                    if partial.cards[s] is not None:
                        return Step(code="63A1.played_next", law="63A1",
                                    data={**data, "next": t + 1, "player": s})
        claim = facts.claim
        if claim is not None and claim.by is not None and t <= len(facts.tricks) + 1:
            if claim.by.side == side:
                return Step(code="63A3.claim", law="63A3", data={**data, "claimer": claim.by})
            return self.agreed_claim(revoke, facts, claim.by)
        if claim is not None and t <= len(facts.tricks):
            # The claim is the recorded result, so it was agreed: whoever made it, the
            # offenders claimed (63A3) or agreed to the opponents' claim (63A4).
            return Step(code="63A.claim_agreed", law=self.claim_law, data=data)
        return Step(code="62A.not_established", law="62A", data=data)

    claim_law = "63A3"
    """Article cited when an agreed claim by an unknown player established the revoke."""

    agreement_law = "63A4"
    """The article under which agreeing to an opponent's claim establishes a revoke."""

    def agreed_claim(self, revoke: RevokeFact, facts: BoardFacts, claimer: Seat) -> Step:
        """63A4 (new in 2017): the offending side agreed to an opponent's claim."""
        return Step(code="63A4.agreed", law=self.agreement_law,
                    data={"seat": revoke.seat, "trick": revoke.trick, "claimer": claimer})

    establishing_laws = frozenset({"63A", "63A1", "63A2", "63A3", "63A4", "63B", "43B2b",
                                   "62C3", "67B1"})
    """Articles under which a revoke counts as established for Law 64."""

    def is_established(self, step: Step) -> bool:
        """Whether an establishment step says the revoke is established (or counts as such)."""
        return step.law in self.establishing_laws

    # -- the timeline (Laws 61B, 62, 63A) --------------------------------------------------

    has_62c3 = True
    """62C3 (new in 2017): both sides revoked on one trick, only one side played on."""
    agreement_establishes = True
    """63A4 (new in 2017): agreeing to an opponent's claim establishes the revoke."""

    def may_ask(self, asker: Seat, asked: Seat, contract: Contract) -> Step:
        """61B: who may ask a player who failed to follow whether he has the suit led."""
        declarer, dummy = contract.declarer, contract.dummy
        data = {"seat": asker, "to": asked}
        if asker == declarer and asked.side != declarer.side:
            return Step(code="61B1.declarer", law="61B1", data=data)
        if asker == dummy and asked == declarer:
            return Step(code="61B2a.dummy", law="61B2(a)", data=data)
        if asker == dummy:
            return Step(code="61B.refused_dummy", law="61B2(b)", data=data)
        if asker.side != declarer.side and asked == declarer:
            return Step(code="61B3.defender_declarer", law="61B3", data=data)
        if asker.side != declarer.side and asked == asker.partner:
            return Step(code="61B3.defenders", law="61B3", data=data)
        return Step(code="61B.refused", law="61B", data=data)

    def question_as_if(self, asker: Seat, asked: Seat, contract: Contract) -> Step | None:
        """A question that corrects the revoke but adjusts as if established (1997: 63B)."""
        return None

    # -- automatic trick adjustment (Law 64) ---------------------------------------------

    def exemption(self, revoke: RevokeFact, facts: BoardFacts,
                  established: list[RevokeFact]) -> Step | None:
        """The first 64B item, in the law's order, that excludes a transfer; else ``None``.

        A trick-12 revoke corrected under 62D is ruled by the twelfth-trick item
        itself: the tricks as corrected say nothing about the offenders' later tricks.
        """
        if revoke.corrected == "62D1":
            return self.b6_twelfth(revoke, facts, established)
        for item in self.exemptions:
            step = item(self, revoke, facts, established)
            if step is not None:
                return step
        return None

    def b8_62c3(self, revoke: RevokeFact, facts: BoardFacts,
                established: list[RevokeFact]) -> Step | None:
        """64B8 (2017): both revokes of one trick were corrected under 62C3."""
        if revoke.corrected != "62C3":
            return None
        return Step(code="64B8.62c3", law="64B8", data={"seat": revoke.seat,
                                                        "trick": revoke.trick})

    def b1_no_trick(self, revoke: RevokeFact, facts: BoardFacts,
                    established: list[RevokeFact]) -> Step | None:
        """64B1: the offending side won neither the revoke trick nor any later trick."""
        side = revoke.seat.side
        if facts.won_by(side, start=revoke.trick) or facts.claimed_tricks(side):
            return None
        return Step(code="64B1.no_trick", law="64B1",
                    data={"seat": revoke.seat, "trick": revoke.trick})

    def b2_same_suit(self, revoke: RevokeFact, facts: BoardFacts,
                     established: list[RevokeFact]) -> Step | None:
        """64B2: a later revoke by the same player in the same suit, the first established."""
        pool = established if self.b2_first_established else list(facts.revokes)
        earlier = self.earlier_same_suit(revoke, pool)
        if earlier is None:
            return None
        return Step(code="64B2.same_suit", law="64B2",
                    data={"seat": revoke.seat, "trick": revoke.trick, "suit": revoke.suit,
                          "first": earlier.trick})

    def b3_faced_card(self, revoke: RevokeFact, facts: BoardFacts,
                      established: list[RevokeFact]) -> Step | None:
        """64B3: failing to play a penalty card, or any card of dummy."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.kind == KIND_PENALTY_CARD:
            return Step(code="64B3.penalty_card", law="64B3", data=data)
        if facts.contract is not None and revoke.seat == facts.contract.dummy:
            return Step(code="64B3.dummy", law="64B3", data=data)
        return None

    def b4_b5_timing(self, revoke: RevokeFact, facts: BoardFacts,
                     established: list[RevokeFact]) -> Step | None:
        """64B4/64B5: attention first drawn after a call on the next board, or the round."""
        data = {"seat": revoke.seat, "trick": revoke.trick}
        if revoke.attention == ATTENTION_AFTER_CALL:
            return Step(code="64B4.after_call", law="64B4", data=data)
        if revoke.attention == ATTENTION_AFTER_ROUND:
            return Step(code="64B5.after_round", law="64B5", data=data)
        return None

    def b6_twelfth(self, revoke: RevokeFact, facts: BoardFacts,
                   established: list[RevokeFact]) -> Step | None:
        """64B6: a revoke on the twelfth trick."""
        if revoke.trick != 12:
            return None
        return Step(code="64B6.twelfth", law="64B6",
                    data={"seat": revoke.seat, "trick": revoke.trick})

    def b7_both_sides(self, revoke: RevokeFact, facts: BoardFacts,
                      established: list[RevokeFact]) -> Step | None:
        """64B7 (2017): both sides revoked on the board and both revokes are established."""
        pool = established if self.b7_both_established else list(facts.revokes)
        if len({r.seat.side for r in pool}) < 2:
            return None
        return Step(code="64B7.both_sides", law="64B7",
                    data={"seat": revoke.seat, "trick": revoke.trick})

    b2_first_established = True
    """64B2 (2017) asks that the first revoke was established; 2007 and 1997 do not."""
    b7_both_established = True
    """64B7 (2017) asks that both revokes were established; 2007 does not."""

    def a2_extra_trick(self, revoke: RevokeFact, facts: BoardFacts) -> Step | None:
        """A second trick under 64A2; none since 2007 (the 1997 edition overrides)."""
        return None

    def equity_article(self, case: str) -> str:
        """The 64C article for ``single``, ``repeat`` (same suit) or ``both`` (both sides)."""
        return {"single": "64C1", "repeat": "64C2(a)", "both": "64C2(b)"}[case]

    has_equity = True
    """Whether the edition has a 64C (the director restores equity)."""
    equity_code = "64C1.equity"
    """The reminder of 64C after an established revoke."""
    score_article = "77"
    """The article of the scoring table."""
    twelfth_partner_code = "62D2.partner"
    """The step for the offender's partner after a trick-12 revoke (16C in 2017)."""

    def score(self, contract: Contract, vulnerability: Vulnerability, tricks: int) -> int:
        """North-South's score for ``tricks`` by declarer (duplicate, Law 77)."""
        return score_ns(contract, vulnerability, tricks)

    exemptions: tuple[Exemption, ...] = (b8_62c3, b1_no_trick, b2_same_suit, b3_faced_card,
                                         b4_b5_timing, b6_twelfth, b7_both_sides)
    """The 64B items in the law's order; an edition lists its own."""

    @staticmethod
    def earlier_same_suit(revoke: RevokeFact, established: list[RevokeFact]) -> RevokeFact | None:
        """An earlier established revoke by the same player in the same suit (64B2).

        Only failures to follow suit count: a penalty card not played or a lead not
        obeyed is not a revoke "in a suit" in the sense of 64B2.
        """
        if revoke.kind != KIND_FOLLOW:
            return None
        for other in established:
            if (other is revoke or other.trick >= revoke.trick or other.seat != revoke.seat
                    or other.kind != KIND_FOLLOW):
                continue
            if other.suit is None or revoke.suit is None:
                raise CaseError("case_suit_needed", seat=revoke.seat, trick=revoke.trick,
                                first=other.trick)
            if other.suit == revoke.suit:
                return other
        return None

    def adjustment(self, revoke: RevokeFact, facts: BoardFacts) -> _Decision:
        """64A1 or 64A2 for an established revoke that no 64B item excludes."""
        t, seat = revoke.trick, revoke.seat
        side = seat.side
        trick = next((x for x in facts.tricks if x.number == t), None)
        later = facts.won_by(side, start=t + 1)
        claimed = facts.claimed_tricks(side)
        later_all = tuple(later) + tuple(CLAIMED + k for k in range(claimed))
        data = {"seat": seat, "trick": t, "later": later_all, "claimed": claimed}
        if revoke.kind == KIND_DEFECTIVE:
            return _Decision("64A2", 1, False, Step(code="67B1.one_trick", law="64A2", data=data))
        won_revoke_trick = trick is not None and trick.side == side
        if won_revoke_trick:
            assert trick is not None
            if trick.winner is None:
                raise CaseError("case_winner_seat_needed", trick=t, side=side,
                                first=side.seats[0], second=side.seats[1])
            if trick.winner == seat:
                n = 1 + (1 if later or claimed else 0)
                return _Decision("64A1", n, True,
                                 Step(code="64A1.two" if n == 2 else "64A1.one", law="64A1",
                                      data={**data, "count": n}))
            step = Step(code=self.partner_won_code(revoke, facts, trick.winner),
                        law="64A2", data={**data, "winner": trick.winner})
        else:
            step = Step(code="64A2.later_trick", law="64A2", data=data)
        extra = self.a2_extra_trick(revoke, facts)
        if extra is not None:
            return _Decision("64A2", 2, False, replace(extra, data={**extra.data, **data}))
        return _Decision("64A2", 1, False, step)

    @staticmethod
    def partner_won_code(revoke: RevokeFact, facts: BoardFacts, winner: Seat) -> str:
        """The step code when the offender's partner (or dummy) won the revoke trick."""
        contract = facts.contract
        if contract is not None and revoke.seat == contract.declarer and winner == contract.dummy:
            return "64A2.dummy_won"  # the footnote to 64A: dummy's trick is not declarer's
        return "64A2.partner_won"

    # -- the whole board ----------------------------------------------------------------

    def rule(self, facts: BoardFacts) -> Ruling:
        """Rule every revoke on the board and score it before and after.

        A board with events is first replayed event by event (the timeline): its
        steps come first, then the ruling on the revokes as they then stand.
        """
        if facts.events and facts.contract is not None:
            from ..timeline import run_timeline

            if not self.supports_timeline:
                raise CaseError("case_timeline_edition", laws=self.key)

            tl = run_timeline(board=facts.board, contract=facts.contract,
                              vulnerability=facts.vulnerability, deal=facts.deal,
                              events=facts.events, edition=self, prefix=facts.tricks,
                              source=facts.source)
            ruling = self.rule_facts(tl.facts)
            told = {(r.seat, r.trick) for r in tl.facts.revokes}
            rest = tuple(s for s in ruling.steps[1:] if not (
                s.code.startswith("61A.revoke") and (s.data["seat"], s.data["trick"]) in told))
            steps = ruling.steps[:1] + tl.steps + rest
            return replace(ruling, steps=steps, penalty_cards=tl.penalty_cards,
                           next_steps=tl.next_steps)
        return self.rule_facts(facts)

    def rule_facts(self, facts: BoardFacts) -> Ruling:
        """Rule the revokes of facts that need no timeline."""
        steps: list[Step] = []
        contract = facts.contract
        played = facts.declarer_tricks
        if contract is None:
            steps.append(Step(code="board.passed_out", law=""))
            return Ruling(board=facts.board, edition=self.key, facts=facts, revokes=(),
                          declarer_tricks_played=None, declarer_tricks_adjusted=None,
                          score_ns_played=0, score_ns_adjusted=0, steps=tuple(steps))
        steps.append(self.summary_step(facts))
        for note in facts.notes:
            steps.append(Step(code=note.code, law="", data=note.data))

        est_steps = [self.establishment(r, facts) for r in facts.revokes]
        established = [r for r, s in zip(facts.revokes, est_steps, strict=True)
                       if self.is_established(s) and r.established is not False]
        decisions: dict[int, _Decision] = {}
        for i, (r, est) in enumerate(zip(facts.revokes, est_steps, strict=False)):
            if not self.is_established(est):
                continue
            ex = self.exemption(r, facts, established)
            if ex is not None:
                decisions[i] = _Decision(ex.law, 0, False, ex)
            else:
                decisions[i] = self.adjustment(r, facts)
        taken = self.assign(facts, decisions)

        rulings: list[RevokeRuling] = []
        transfer_to = {Side.NS: 0, Side.EW: 0}
        for i, (r, est) in enumerate(zip(facts.revokes, est_steps, strict=False)):
            rsteps = [Step(code=self.revoke_code(r), law="61A", data=self.revoke_data(r, facts))]
            rsteps.append(est)
            side = r.seat.side
            if i not in decisions:
                if r.corrected is None and self.house_take_back:
                    rsteps.append(Step(code="home.take_back", law="", data={"seat": r.seat}))
                elif r.corrected is None:
                    rsteps.append(Step(code="62A.correct", law="62A", data={"seat": r.seat}))
                rulings.append(RevokeRuling(revoke=r, offending_side=side, established=False,
                                            establishment=est.law, rule=r.corrected or "62A",
                                            tricks_transferred=0, steps=tuple(rsteps)))
                continue
            dec = decisions[i]
            rsteps.append(dec.step)
            if dec.rule == "64B6" and r.corrected != "62D1":
                rsteps.append(Step(code="62D1.correct", law="62D1", data={"seat": r.seat}))
            got = taken.get(i, ())
            if dec.count and len(got) < dec.count:
                rsteps.append(Step(code="64A.exhausted", law="64A",
                                   data={"count": dec.count, "available": len(got)}))
            if got:
                rsteps.append(Step(code="64A.transfer", law=dec.rule,
                                   data={"count": len(got), "tricks": got,
                                         "to": side.other}))
            if dec.rule == "64B7" and i == max(decisions):
                rsteps.append(Step(code="64C2b.both_sides", law=self.equity_article("both")))
            transfer_to[side.other] += len(got)
            really = (r.established if r.established is not None
                      else est.law not in ("43B2b", "63B"))
            rulings.append(RevokeRuling(revoke=r, offending_side=side, established=really,
                                        establishment=est.law, rule=dec.rule,
                                        tricks_transferred=len(got), transferred=got,
                                        steps=tuple(rsteps)))
        for rr in rulings:
            steps.extend(rr.steps)
        if not facts.revokes:
            steps.append(Step(code="board.no_revoke", law="61A"))

        adjusted = played
        if played is not None:
            decl_side = contract.declaring_side
            adjusted = played + transfer_to[decl_side] - transfer_to[decl_side.other]
        if decisions and self.has_equity:
            steps.append(Step(code=self.equity_code, law=self.equity_article("single")))
        before = None if played is None else self.score(contract, facts.vulnerability, played)
        after = None if adjusted is None else self.score(contract, facts.vulnerability, adjusted)
        if played is not None:
            steps.append(Step(code="77.score" if played != adjusted else "77.score_unchanged",
                              law=self.score_article, data={
                "contract": contract, "declarer": contract.declarer,
                "played": played, "adjusted": adjusted,
                "before": before, "after": after,
                "before_decl": _decl(before, contract.declaring_side),
                "after_decl": _decl(after, contract.declaring_side),
                "declaring_side": contract.declaring_side}))
        else:
            steps.append(Step(code="77.no_result", law=self.score_article))
        return Ruling(board=facts.board, edition=self.key, facts=facts, revokes=tuple(rulings),
                      declarer_tricks_played=played, declarer_tricks_adjusted=adjusted,
                      score_ns_played=before, score_ns_adjusted=after, steps=tuple(steps))

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

    @staticmethod
    def revoke_code(r: RevokeFact) -> str:
        """The step that describes the revoke, by what is known of it."""
        if r.card is None:
            return "61A.revoke_reported"
        return "61A.revoke" if r.held else "61A.revoke_no_held"

    @staticmethod
    def revoke_data(r: RevokeFact, facts: BoardFacts) -> dict[str, object]:
        """The facts of the revoke step."""
        return {"seat": r.seat, "trick": r.trick, "suit": r.suit, "card": r.card,
                "held": r.held, "kind": r.kind}

    def assign(self, facts: BoardFacts, decisions: dict[int, _Decision]) -> dict[int, tuple[int, ...]]:
        """Which tricks each transfer takes.

        Only tricks the offending side won from the revoke trick on can be
        transferred (64A), and no trick twice.  Later revokes choose first, so
        that an earlier revoke, whose choice is wider, takes what is left.
        """
        pools: dict[Side, list[int]] = {}
        for side in Side:
            won = facts.won_by(side)
            won += [CLAIMED + k for k in range(facts.claimed_tricks(side))]
            pools[side] = won
        used: set[int] = set()
        taken: dict[int, tuple[int, ...]] = {}
        order = sorted(decisions, key=lambda i: (-facts.revokes[i].trick, not decisions[i].own_trick))
        for i in order:
            dec = decisions[i]
            if not dec.count:
                continue
            r = facts.revokes[i]
            got: list[int] = []
            if dec.own_trick and r.trick not in used:
                got.append(r.trick)
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


def _decl(score_ns_value: int | None, side: Side) -> int | None:
    if score_ns_value is None:
        return None
    return score_ns_value if side == Side.NS else -score_ns_value
