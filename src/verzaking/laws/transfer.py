"""Stage 2b of a ruling: how many tricks an established revoke costs (64A1, 64A2), and which.

Only tricks the offending side won from the revoke trick on can move, never one
twice; a trick of the claim that ended play counts as won by the side it went
to, numbered after the tricks played.  The decision is typed
(:class:`~verzaking.decisions.Transferred`).
"""

from __future__ import annotations

from dataclasses import replace

from ..cards import Card, Seat, Side
from ..decisions import Aside, Cost, Remark, Sanction, Transferred
from ..errors import CaseError
from ..facts import BoardFacts
from ..points import BothSidesRevoked, DummysTrick, SecondTrick
from ..ruling import TransferredTrick
from ..table import Revoke, RevokeKind, TableRules, Trick
from .claimtrick import claim_trick_decision, in_progress_at_claim

__all__ = ["Transfer", "claimed_numbers", "named_tricks"]


class Transfer(TableRules):
    """Law 64A as the 2017 Laws have it (1997's extra trick from the table)."""

    def adjustment(self, revoke: Revoke, facts: BoardFacts) -> Transferred:
        """64A1 or 64A2 for an established revoke that no 64B item excludes."""
        t, seat = revoke.trick, revoke.seat
        side = seat.side
        trick = next((x for x in facts.tricks if x.number == t), None)
        later = named_tricks(facts, facts.won_by(side, start=t + 1))
        claimed = facts.claimed_tricks(side)
        later_all = tuple(later) + claimed_numbers(facts, side)
        data = {"seat": seat, "trick": t, "later": later_all, "claimed": claimed}
        if trick is None and in_progress_at_claim(revoke, facts):  # who wins it: the claim
            return claim_trick_decision(revoke, facts, data)
        if revoke.kind == RevokeKind.DEFECTIVE:
            has_b7 = self.params.both_sides_revoked is not BothSidesRevoked.NONE  # from 2007
            return Transferred(why=Cost.DEFECTIVE, tricks=1,
                               data={**data, "items": "64B2, 64B7" if has_b7 else "64B2"})
        if trick is not None and trick.side == side:
            if trick.winner is None:
                raise CaseError("case_winner_seat_needed", trick=t, side=side,
                                first=side.seats[0], second=side.seats[1])
            if trick.winner == seat:
                n = 1 + (1 if later or claimed else 0)
                so_far = n == 1 and facts.declarer_tricks is None  # play goes on: one may come
                why = Cost.OWN_TWO if n == 2 else Cost.OWN_ONE_SO_FAR if so_far else Cost.OWN_ONE
                return Transferred(why=why, tricks=n, own_trick=True, data={**data, "count": n})
            first = Transferred(why=self.partner_won(revoke, facts, trick.winner), tricks=1,
                                data={**data, "winner": trick.winner,
                                      "alt": 2 if later_all else 1})
        else:
            first = Transferred(why=Cost.LATER_TRICK, tricks=1, data=data)
        return self.a2_second_trick(revoke, facts, first, data)

    def a2_second_trick(self, revoke: Revoke, facts: BoardFacts, first: Transferred,
                        data: dict[str, object]) -> Transferred:
        """64A2's one trick (``first``), or under 1997 two, when the offender later won a
        trick with a card of the suit led he held and his side won a further trick (the WBF
        Laws Committee, 2000); where that is not known, one, said as assumed and asked."""
        side = revoke.seat.side
        extra = self.a2_extra_trick(revoke, facts)
        claimed = facts.claimed_tricks(side)
        further = len(facts.won_by(side, start=revoke.trick)) + claimed >= 2
        if extra is not None and further:  # WBFLC 2000: a second trick only with a further one
            return replace(extra, data={**extra.data, **data})
        if extra is not None:
            return replace(first, notes=(Remark(why=Aside.EXTRA_NO_FURTHER, article="64A2",
                                                data=data),))
        unknown = self.a2_extra_unknown(revoke, facts)
        if unknown is not None:
            return replace(first, notes=(unknown[0],), asks=(unknown[1],))
        return first

    def a2_extra_trick(self, revoke: Revoke, facts: BoardFacts) -> Transferred | None:
        """64A2 (1997 only): a second trick when the offender later won a trick with a card
        of the suit led he held (the WBF Laws Committee, 2000: only while his side won a
        further trick)."""
        if self.params.second_trick is not SecondTrick.EXTRA_TRICK:
            return None
        if revoke.won_later_with_held is not None:
            won, trick = revoke.won_later_with_held, None
        else:
            trick = next((t.number for t in _later_played(revoke, facts) or ()
                          if t.winner == revoke.seat
                          and _of_suit_led(t.cards[revoke.seat], revoke)), None)
            won = trick is not None
        if not won:
            return None
        return Transferred(why=Cost.EXTRA_1997, tricks=2, data={
            "seat": revoke.seat, "trick": revoke.trick, "later_trick": trick})

    def a2_extra_unknown(self, revoke: Revoke, facts: BoardFacts
                         ) -> tuple[Remark, Remark] | None:
        """64A2 (1997): the case neither gives the cards nor says whether the offender
        later won a trick with a card of the suit led, and the answer would change the
        transfer: what was assumed (not), and what to ask."""
        if (self.params.second_trick is not SecondTrick.EXTRA_TRICK
                or revoke.won_later_with_held is not None
                or _later_played(revoke, facts) is not None):
            return None
        side = revoke.seat.side
        claimed = facts.claimed_tricks(side)
        offender_later = claimed or any(
            t.number > revoke.trick and t.side == side and t.winner in (None, revoke.seat)
            for t in facts.tricks)
        if not offender_later or len(facts.won_by(side, start=revoke.trick)) + claimed < 2:
            return None  # he won no later trick, or no second trick could move anyway
        data = {"seat": revoke.seat, "trick": revoke.trick}
        return (Remark(why=Aside.EXTRA_UNKNOWN, article="64A2", data=data),
                Remark(why=Aside.ASK_WON_LATER, article="64A2", data=data))

    def partner_won(self, revoke: Revoke, facts: BoardFacts, winner: Seat) -> Cost:
        """Why one trick, when the offender's partner (or dummy) won the revoke trick."""
        contract = facts.contract
        if contract is not None and revoke.seat == contract.declarer and winner == contract.dummy:
            # the footnote to 64A: dummy's trick is not declarer's (1997: the WBF Laws
            # Committee, 12 January 2000, item 2; EBU White Book 2004, 43.1(c))
            if self.params.dummys_trick is DummysTrick.WBFLC_2000:
                return Cost.DUMMY_WON_1997
            return Cost.DUMMY_WON
        return Cost.PARTNER_WON

    def assign(self, facts: BoardFacts,
               sanctions: dict[int, Sanction]) -> dict[int, tuple[TransferredTrick, ...]]:
        """Which tricks each transfer takes.

        Only tricks the offending side won from the revoke trick on can be
        transferred (64A), and no trick twice.  The revokes are taken in the order
        they were made, as they were established: 64A1 names the revoke trick itself
        (each such trick is kept for its own revoke), then each revoke takes the
        earliest tricks of its side still left from its start on.  An earlier revoke
        gets its full count first; a later one may find nothing left.  (Earliest
        first also moves the most tricks in all: a later revoke can use only later
        tricks.)
        """
        decisions = {i: s for i, s in sanctions.items() if isinstance(s, Transferred)}
        if not any(dec.tricks for dec in decisions.values()):
            return {}
        pools = {side: named_tricks(facts, facts.won_by(side))
                 + list(claimed_numbers(facts, side)) for side in Side}
        order = sorted((i for i in decisions if decisions[i].tricks),
                       key=lambda i: (facts.revokes[i].trick, i))
        used: set[int] = set()
        got: dict[int, list[TransferredTrick]] = {i: [] for i in order}
        for i in order:  # 64A1: the revoke trick itself, for its own revoke
            r = facts.revokes[i]
            if decisions[i].own_trick and r.trick not in used:
                got[i].append(TransferredTrick(r.trick))
                used.add(r.trick)
        for i in order:
            dec, r = decisions[i], facts.revokes[i]
            start = r.trick + 1 if dec.own_trick else r.trick
            for n in pools[r.seat.side]:
                if len(got[i]) >= dec.tricks:
                    break
                if n >= start and n not in used:
                    got[i].append(n)
                    used.add(n)
        return {i: tuple(sorted(got[i])) for i in order}


def _later_played(revoke: Revoke, facts: BoardFacts) -> tuple[Trick, ...] | None:
    """The tricks after the revoke trick with their cards; ``None`` where they are not
    known (a quick case: only who won each trick)."""
    if facts.play is not None:
        return tuple(t for t in facts.play.tricks if t.number > revoke.trick)
    later = tuple(t for t in facts.tricks if t.number > revoke.trick)
    if not later or any(t.leader is None for t in later):
        return None
    return later  # a case told as events without the deal: its cards after the revoke


def _of_suit_led(card: Card | None, revoke: Revoke) -> bool:
    """``card`` is one the offender could legally have played to the revoke trick (1997
    64A2): one he held of the suit led.  Without the deal, any card of that suit he plays
    later: a hand only loses cards, so he held it then."""
    if card is None:
        return False
    if revoke.held:
        return card in revoke.held
    return revoke.kind == RevokeKind.FOLLOW and revoke.suit is not None and card.suit == revoke.suit


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


def named_tricks(facts: BoardFacts, numbers: list[int]) -> list[TransferredTrick]:
    """``numbers`` as tricks a step may name; in a short case each but a revoke trick
    marked ``unnumbered`` (its number is one arrangement's, not what happened)."""
    return [TransferredTrick(n, unnumbered=not facts.named(n)) for n in numbers]
