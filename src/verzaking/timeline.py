"""What happened at the table, event by event (Laws 50, 61B, 62, 63A, 43B2b, 64B4/5/8, 65D, 67B1).

A director describes a board as an ordered list of events: cards played,
"geen meer?" questions, attention drawn to a revoke, cards withdrawn, claims and
their acceptance, a card designated for the next trick, a call on the next board,
the end of the round, the hands returned to the board.  :func:`run_timeline`
replays them, says at each point what the laws require, keeps the penalty cards,
and hands the law engine the revokes with how each was established or corrected.

Irregular play is data; only a timeline that cannot have happened raises
:class:`TimelineError` naming the event: a withdrawal of a card never played, a
question from a seat that may not ask, play after the hands were returned.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import SEATS, SUIT_MASKS, Card, Deal, Seat, Side, Suit, cards_of
from .contract import Contract, Vulnerability
from .errors import VerzakingError
from .facts import (
    ATTENTION_AFTER_CALL,
    ATTENTION_AFTER_ROUND,
    ATTENTION_DURING_PLAY,
    KIND_DEFECTIVE,
    KIND_FOLLOW,
    KIND_LEAD,
    KIND_PENALTY_CARD,
    BoardFacts,
    Claim,
    Event,
    RevokeFact,
    TrickOutcome,
)
from .play import Play, Trick, trick_winner
from .ruling import Step

if TYPE_CHECKING:
    from .laws.base import Edition

__all__ = ["EVENT_TYPES", "Event", "TimelineError", "TimelineResult", "run_timeline"]

EVENT_TYPES = ("play", "question", "attention", "withdraw", "designate", "claim", "concede",
               "accept", "object", "option", "next_board_call", "end_of_round",
               "hands_returned", "dummy_forfeited", "disturbed", "defective_trick", "exposed")
"""Every kind of event a case file may list."""

_HONOURS = frozenset({8, 9, 10, 11, 12})  # rank index of T J Q K A


class TimelineError(VerzakingError):
    """A timeline that cannot have happened; names the event (1-based) and why."""


@dataclass(slots=True)
class _Revoke:
    seat: Seat
    trick: int
    card: Card | None
    suit: Suit | None
    held: tuple[Card, ...]
    kind: str
    event: int
    established: str | None = None
    corrected: str | None = None
    as_if: str | None = None
    attention: str = ATTENTION_DURING_PLAY
    attention_drawn: bool = False
    faced: bool = False  # the card played was already face up (a penalty card)


@dataclass(slots=True)
class _Penalty:
    card: Card
    major: bool
    trick: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TimelineResult:
    """What the timeline gives the law engine and the director."""

    facts: BoardFacts
    """The board as it stands after every correction, with its revokes."""
    steps: tuple[Step, ...]
    """What the laws required at each event, in order."""
    penalty_cards: tuple[tuple[int, dict[Seat, tuple[tuple[Card, bool], ...]]], ...]
    """After each completed trick: the penalty cards on the table (card, major) by seat."""
    next_steps: tuple[Step, ...]
    """"What now?": the instructions for the next step, after the last event."""


@dataclass
class _State:
    contract: Contract
    edition: Edition
    hands: list[int] | None
    prefix: list[TrickOutcome]
    tricks: list[dict[str, Any]] = field(default_factory=list)
    cards: dict[Seat, Card] = field(default_factory=dict)
    leader: Seat = Seat.NORTH
    penalty: dict[Seat, list[_Penalty]] = field(default_factory=lambda: {s: [] for s in Seat})
    revokes: list[_Revoke] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    snapshots: list[tuple[int, dict[Seat, tuple[tuple[Card, bool], ...]]]] = field(
        default_factory=list)
    correcting: _Revoke | None = None
    substitute_due: Seat | None = None
    pending_complete: bool = False
    twelfth: bool = False  # a 62D correction after play is under way
    may_withdraw: set[Seat] = field(default_factory=set)
    withdrawn_by_nos: bool = False
    lead_rule: tuple[str, Suit, Seat] | None = None
    option_due: Seat | None = None
    claim: dict[str, Any] | None = None
    claim_agreed: bool = False
    next_call: set[Side] = field(default_factory=set)
    round_ended: bool = False
    hands_returned: bool = False
    dummy_forfeited: bool = False
    over: bool = False

    @property
    def number(self) -> int:
        return len(self.prefix) + len(self.tricks) + 1

    def to_play(self) -> Seat:
        for i in range(4):
            seat = SEATS[(self.leader + i) & 3]
            if seat not in self.cards:
                return seat
        raise AssertionError("trick complete")

    def led_suit(self) -> Suit | None:
        card = self.cards.get(self.leader)
        return None if card is None else card.suit

    def is_defender(self, seat: Seat) -> bool:
        return seat.side != self.contract.declaring_side

    def step(self, code: str, law: str, **data: Any) -> None:
        self.steps.append(Step(code=code, law=law, data=data))


def run_timeline(*, board: str, contract: Contract, vulnerability: Vulnerability,
                 deal: Deal | None, events: Sequence[Event], edition: Edition,
                 prefix: Sequence[TrickOutcome] = (), source: str | None = None) -> TimelineResult:
    """Replay the events; raises :class:`TimelineError` for one that cannot have happened."""
    st = _State(contract=contract, edition=edition,
                hands=list(deal.masks) if deal is not None else None, prefix=list(prefix))
    if prefix and deal is not None:
        raise TimelineError("timeline_prefix_with_deal", event=0)
    st.leader = contract.opening_leader if not prefix else _prefix_leader(prefix, contract)
    for ev in events:
        _apply(st, ev)
    if st.pending_complete:
        _finish_correction(st)
    facts = _facts(st, board=board, vulnerability=vulnerability, deal=deal, source=source)
    return TimelineResult(facts=facts, steps=tuple(st.steps),
                          penalty_cards=tuple(st.snapshots), next_steps=tuple(_next_steps(st)))


def _prefix_leader(prefix: Sequence[TrickOutcome], contract: Contract) -> Seat:
    last = prefix[-1]
    if last.winner is None:
        raise TimelineError("timeline_prefix_seat", event=0, trick=last.number)
    return last.winner


def _err(ev: Event, code: str, **params: Any) -> TimelineError:
    return TimelineError(code, event=ev.index, type=ev.type, **params)


def _apply(st: _State, ev: Event) -> None:
    handler = _HANDLERS.get(ev.type)
    if handler is None:  # the reader checks types; kept for library callers
        raise _err(ev, "timeline_unknown_event")
    if st.pending_complete and ev.type != "withdraw":
        _finish_correction(st)
    handler(st, ev)


def _finish_correction(st: _State) -> None:
    """The corrected trick is whole again and nobody else takes a card back: it is quitted."""
    st.pending_complete = False
    st.correcting = None
    _complete(st)


# -- play ----------------------------------------------------------------------------------


def _play(st: _State, ev: Event) -> None:
    if st.hands_returned:
        raise _err(ev, "timeline_play_after_return")
    if st.over or st.claim_agreed:
        raise _err(ev, "timeline_play_after_end")
    if ev.card is None:
        raise _err(ev, "timeline_missing", field="card")
    if st.substitute_due is not None:
        seat = st.substitute_due
    else:
        seat = st.to_play()
    if ev.seat is not None and ev.seat != seat:
        raise _err(ev, "timeline_not_turn", seat=ev.seat, expected=seat)
    card = ev.card
    if st.hands is not None:
        if not st.hands[seat] >> card & 1:
            raise _err(ev, "timeline_not_held", seat=seat, card=card)
    number = st.number
    led = st.led_suit()
    hand = st.hands[seat] if st.hands is not None else None
    if st.substitute_due is not None:
        _substitute(st, ev, seat, card, led, hand)
        return
    # establishment (63A1): the offending side plays to a later trick
    _establish_by_play(st, seat, number, "63A1")
    if st.option_due is not None and seat == st.option_due and not st.cards:
        st.step("50D2.no_option", "50D2", seat=seat)
        st.option_due = None
    violation = _check_obligations(st, seat, card, led, hand, ev)
    if led is not None and card.suit != led:
        holds = (hand is not None and bool(hand & SUIT_MASKS[led])) or ev.revoke
        if holds:
            held = cards_of(hand & SUIT_MASKS[led]) if hand is not None else ()
            rv = _Revoke(seat=seat, trick=number, card=card, suit=led, held=held,
                         kind=KIND_FOLLOW, event=ev.index,
                         faced=any(p.card == card for p in st.penalty[seat]))
            st.revokes.append(rv)
            st.step("tl.revoke" if held else "tl.revoke_no_held", "61A", seat=seat, trick=number,
                    card=card, suit=led, held=held)
    if violation is not None:
        st.revokes.append(violation)
    _remove_penalty(st, seat, card)
    if st.hands is not None:
        st.hands[seat] &= ~(1 << card)
    st.cards[seat] = card
    if len(st.cards) == 4:
        _complete(st)


def _check_obligations(st: _State, seat: Seat, card: Card, led: Suit | None, hand: int | None,
                       ev: Event) -> _Revoke | None:
    """A penalty card not played, or a lead requirement not obeyed, when able (61A)."""
    number = st.number
    pens = [p for p in st.penalty[seat] if p.card != card]
    playing_penalty = any(p.card == card for p in st.penalty[seat])
    if st.lead_rule is not None and led is None and st.lead_rule[2] == seat:
        kind, suit, _ = st.lead_rule
        has = hand is None or bool(hand & SUIT_MASKS[suit])
        other = hand is None or bool(hand & ~SUIT_MASKS[suit])
        if kind == "require" and card.suit != suit and has:
            st.step("tl.lead_not_obeyed_require", "61A", seat=seat, suit=suit, card=card)
            return _Revoke(seat=seat, trick=number, card=card, suit=suit, held=(),
                           kind=KIND_LEAD, event=ev.index)
        if kind == "forbid" and card.suit == suit and other:
            st.step("tl.lead_not_obeyed_forbid", "61A", seat=seat, suit=suit, card=card)
            return _Revoke(seat=seat, trick=number, card=card, suit=suit, held=(),
                           kind=KIND_LEAD, event=ev.index)
    if playing_penalty or not pens:
        return None
    majors = [p for p in pens if p.major]
    void = led is not None and hand is not None and not hand & SUIT_MASKS[led]
    missed = None
    for p in majors:
        if led is None:
            missed = p  # leading: the penalty card must be led (50D1)
        elif p.card.suit == led:
            missed = p  # it follows suit: the first legal opportunity
        elif card.suit != led and (void or hand is None):
            missed = p  # discarding or trumping: it had to be the penalty card
        if missed is not None:
            break
    if missed is None:
        for p in pens:  # a minor penalty card: no lower non-honour of its suit first (50C)
            if not p.major and card.suit == p.card.suit and card % 13 not in _HONOURS:
                legal = led is None or p.card.suit == led or void
                if legal:
                    missed = p
                    break
    if missed is None:
        return None
    st.step("tl.penalty_not_played", "50D1" if missed.major else "50C", seat=seat,
            penalty=missed.card, card=card)
    return _Revoke(seat=seat, trick=number, card=card, suit=led, held=(missed.card,),
                   kind=KIND_PENALTY_CARD, event=ev.index)


def _remove_penalty(st: _State, seat: Seat, card: Card) -> None:
    st.penalty[seat] = [p for p in st.penalty[seat] if p.card != card]


def _complete(st: _State) -> None:
    trump = st.contract.strain.trump
    by_seat = [int(st.cards[s]) for s in Seat]
    winner = SEATS[trick_winner(by_seat, int(st.leader), -1 if trump is None else int(trump))]
    st.tricks.append({"number": st.number, "leader": st.leader,
                      "cards": tuple(st.cards.get(s) for s in Seat), "winner": winner})
    number = st.number - 1
    st.snapshots.append((number, {s: tuple((p.card, p.major) for p in st.penalty[s])
                                  for s in Seat if st.penalty[s]}))
    if st.lead_rule is not None and (st.lead_rule[0] == "require" or winner != st.lead_rule[2]):
        st.lead_rule = None  # a requirement is for one lead; a prohibition while he keeps the lead
    st.cards = {}
    st.leader = winner
    if number == 13:
        st.over = True
        st.step("tl.play_over", "", declarer_tricks=_declarer_tricks(st))
        return
    partner = winner.partner
    if (st.is_defender(winner) and any(p.major for p in st.penalty[partner])
            and not st.penalty[winner]):
        st.option_due = winner
        st.step("50D2.choose", "50D2", leader=winner, owner=partner,
                cards=tuple(p.card for p in st.penalty[partner] if p.major))


def _declarer_tricks(st: _State) -> int:
    side = st.contract.declaring_side
    return (sum(1 for t in st.prefix if t.side == side)
            + sum(1 for t in st.tricks if t["winner"].side == side))


def _establish_by_play(st: _State, seat: Seat, number: int, law: str) -> None:
    for rv in st.revokes:
        if (rv.established is None and rv.corrected is None and rv.seat.side == seat.side
                and rv.trick < number):
            rv.established = law
            st.step("tl.established", law, seat=rv.seat, trick=rv.trick, player=seat)


# -- questions and attention ---------------------------------------------------------------


def _question(st: _State, ev: Event) -> None:
    if ev.seat is None or ev.to is None:
        raise _err(ev, "timeline_missing", field="seat/to")
    step = st.edition.may_ask(ev.seat, ev.to, st.contract)
    if step.code.startswith("61B.refused"):
        raise _err(ev, "timeline_may_not_ask", seat=ev.seat, to=ev.to)
    st.steps.append(step)
    target = _latest_open(st, ev.to)
    if target is None:
        recent = [rv for rv in st.revokes if rv.seat == ev.to and rv.corrected is None
                  and not rv.attention_drawn and rv.trick >= st.number - 1]
        if recent:  # established already: the question still draws attention to it
            _draw_attention(st, ev, recent[-1])
        else:
            st.step("tl.question_no_revoke", "61B", to=ev.to)
        return
    if st.dummy_forfeited and ev.seat == st.contract.dummy:
        target.as_if = "43B2b"
        st.step("43B2b.first_to_ask", "43B2b", seat=ev.to)
    as_if = st.edition.question_as_if(ev.seat, ev.to, st.contract)
    if as_if is not None and target.as_if is None:
        target.as_if = as_if.law
        st.steps.append(as_if)
    _draw_attention(st, ev, target)


def _latest_open(st: _State, seat: Seat) -> _Revoke | None:
    for rv in reversed(st.revokes):
        if rv.seat == seat and rv.established is None and rv.corrected is None:
            return rv
    return None


def _attention(st: _State, ev: Event) -> None:
    target = None
    for rv in reversed(st.revokes):
        if ev.seat is not None and rv.seat != ev.seat:
            continue
        if ev.trick is not None and rv.trick != ev.trick:
            continue
        if rv.corrected is None and not rv.attention_drawn:
            target = rv
            break
    if target is None:
        raise _err(ev, "timeline_no_revoke")
    _draw_attention(st, ev, target)


def _draw_attention(st: _State, ev: Event, rv: _Revoke) -> None:
    rv.attention_drawn = True
    nos = rv.seat.side.other
    if st.round_ended:
        rv.attention = ATTENTION_AFTER_ROUND
    elif nos in st.next_call:
        rv.attention = ATTENTION_AFTER_CALL
    pair = _same_trick_other_side(st, rv)
    if pair is not None and not st.over:
        # 62C3: one of the two is established, the other not: correct both
        rv = pair[0] if pair[0].established is None else pair[1]
        rv.attention_drawn = True
        _start_correction(st, ev, rv)
        return
    if (rv.established is None and rv.kind in (KIND_FOLLOW, KIND_LEAD, KIND_PENALTY_CARD)
            and not st.over and rv.trick >= st.number - 1):
        _start_correction(st, ev, rv)
        return
    if rv.trick == 12 and rv.kind == KIND_FOLLOW and st.over and not st.hands_returned:
        _correct_twelfth(st, ev, rv)
        return
    if rv.established is None:
        rv.established = "63A"  # play ended: the record stands
    st.step("tl.attention_after_play" if st.over or st.claim_agreed
            else "tl.attention_established", "63B", seat=rv.seat, trick=rv.trick)
    if rv.attention != ATTENTION_DURING_PLAY:
        st.step("tl.attention_late", "64B4" if rv.attention == ATTENTION_AFTER_CALL else "64B5",
                seat=rv.seat, trick=rv.trick)


def _same_trick_other_side(st: _State, rv: _Revoke) -> tuple[_Revoke, _Revoke] | None:
    """62C3: both sides revoked on this trick and exactly one revoke is established."""
    if not st.edition.has_62c3 or rv.kind != KIND_FOLLOW:
        return None
    for other in st.revokes:
        if (other is not rv and other.trick == rv.trick and other.kind == KIND_FOLLOW
                and other.seat.side != rv.seat.side and other.corrected is None
                and (other.established is None) != (rv.established is None)):
            return (rv, other)
    return None


def _start_correction(st: _State, ev: Event, rv: _Revoke) -> None:
    """62A-C: the revoke card comes back; a defender's becomes a major penalty card."""
    number = st.number
    if rv.trick != number:
        # the revoke trick is complete and the non-offending side led on: reopen it
        assert rv.trick == number - 1
        for seat, card in list(st.cards.items()):
            _give_back(st, seat, card)
            st.step("62C1.next_trick_back", "62C1", seat=seat, card=card)
        last = st.tricks.pop()
        st.snapshots.pop()
        st.leader = last["leader"]
        st.cards = {SEATS[s]: c for s, c in enumerate(last["cards"]) if c is not None}
        st.option_due = None
    revoke_card = rv.card
    assert revoke_card is not None
    card = revoke_card
    del st.cards[rv.seat]
    _give_back(st, rv.seat, card)
    faced = rv.faced
    if st.edition.house_take_back:
        st.step("home.take_back", "", seat=rv.seat)
    elif st.is_defender(rv.seat) and not faced:
        st.penalty[rv.seat].append(_Penalty(card=card, major=True, trick=rv.trick))
        st.step("62B1.penalty_card", "62B1", seat=rv.seat, card=card)
    else:
        st.step("62B2.no_penalty", "62B2", seat=rv.seat, card=card)
    rv.corrected = "62A"
    st.correcting = rv
    st.substitute_due = rv.seat
    st.withdrawn_by_nos = False
    revokers = {x.seat for x in st.revokes if x.trick == rv.trick}
    after = [s for s in _after_in_trick(st, rv.seat) if s not in revokers]
    st.may_withdraw = set(after)
    nos_after = [s for s in after if s.side != rv.seat.side]
    st.step("62A.correct_now" if rv.kind == KIND_FOLLOW else "62A.correct_obligation", "62A",
            seat=rv.seat, card=card, suit=rv.suit, penalty=rv.held)
    if nos_after:
        st.step("62C1.may_change", "62C1", seats=tuple(nos_after))
    _both_sides_same_trick(st, rv)


def _after_in_trick(st: _State, seat: Seat) -> list[Seat]:
    rot = _rotation(st.leader)
    return [s for s in rot[rot.index(seat) + 1:] if s in st.cards]


def _rotation(leader: Seat) -> list[Seat]:
    return [SEATS[(leader + i) & 3] for i in range(4)]


def _both_sides_same_trick(st: _State, rv: _Revoke) -> None:
    """62C3 (2017): both sides revoked on this trick; only one side played on."""
    if not st.edition.has_62c3:
        return
    for other in st.revokes:
        if (other is not rv and other.trick == rv.trick and other.seat.side != rv.seat.side
                and other.kind == KIND_FOLLOW and other.corrected is None):
            other.corrected = "62C3"
            rv.corrected = "62C3"
            card = other.card
            assert card is not None
            if other.seat in st.cards and st.cards[other.seat] == card:
                del st.cards[other.seat]
                _give_back(st, other.seat, card)
            if st.is_defender(other.seat):
                st.penalty[other.seat].append(_Penalty(card=card, major=True, trick=other.trick))
            st.step("62C3.both", "62C3", seat=rv.seat, other=other.seat)


def _give_back(st: _State, seat: Seat, card: Card) -> None:
    if st.hands is not None:
        st.hands[seat] |= 1 << card


def _substitute(st: _State, ev: Event, seat: Seat, card: Card, led: Suit | None,
                hand: int | None) -> None:
    rv = st.correcting
    assert rv is not None
    if led is not None and card.suit != led and (hand is None or hand & SUIT_MASKS[led]):
        raise _err(ev, "timeline_substitute_illegal", seat=seat, card=card, suit=led)
    if seat == rv.seat and rv.kind == KIND_PENALTY_CARD and card not in rv.held:
        if led is None or any(c.suit == led for c in rv.held) or (
                hand is not None and not hand & SUIT_MASKS[led]):
            raise _err(ev, "timeline_substitute_penalty", seat=seat, card=card,
                       penalty=rv.held[0])
    if seat == rv.seat and rv.kind == KIND_LEAD and st.lead_rule is not None:
        kind, suit, _ = st.lead_rule
        has = hand is None or bool(hand & SUIT_MASKS[suit])
        if (kind == "require" and card.suit != suit and has) or (
                kind == "forbid" and card.suit == suit):
            raise _err(ev, "timeline_substitute_lead", seat=seat, card=card, suit=suit)
    if st.hands is not None:
        st.hands[seat] &= ~(1 << card)
    _remove_penalty(st, seat, card)
    st.cards[seat] = card
    st.step("tl.substituted", "62B" if seat == rv.seat else "62C", seat=seat, card=card)
    missing = [s for s in _rotation(st.leader) if s not in st.cards]
    st.substitute_due = missing[0] if missing and any(
        x in st.cards for x in _rotation(st.leader)[_rotation(st.leader).index(missing[0]):]
    ) else None
    if len(st.cards) == 4:
        st.pending_complete = True  # others may still take back their cards (62C)


def _withdraw(st: _State, ev: Event) -> None:
    seat, card = ev.seat, ev.card
    if seat is None or card is None:
        raise _err(ev, "timeline_missing", field="seat/card")
    rv = st.correcting
    if st.twelfth and rv is not None and not st.hands_returned:
        _withdraw_twelfth(st, ev, rv, seat, card)
        return
    if st.cards.get(seat) != card:
        if rv is not None and rv.seat == seat and rv.card == card:
            return  # the revoke card itself: already taken back when attention was drawn
        raise _err(ev, "timeline_withdraw_not_played", seat=seat, card=card)
    if rv is None or seat not in st.may_withdraw:
        raise _err(ev, "timeline_withdraw_not_allowed", seat=seat, card=card)
    st.may_withdraw.discard(seat)
    if seat.side != rv.seat.side:
        st.withdrawn_by_nos = True
        st.step("62C1.withdrawn", "62C1", seat=seat, card=card)
    elif st.withdrawn_by_nos:
        if st.is_defender(seat):
            st.penalty[seat].append(_Penalty(card=card, major=True, trick=rv.trick))
            st.step("62C2.withdrawn_penalty", "62C2", seat=seat, card=card)
        else:
            st.step("62C2.withdrawn", "62C2", seat=seat, card=card)
    else:
        raise _err(ev, "timeline_withdraw_not_allowed", seat=seat, card=card)
    del st.cards[seat]
    _give_back(st, seat, card)
    st.pending_complete = False
    st.substitute_due = seat


def _swap_last_two(st: _State, seat: Seat) -> tuple[Seat, Seat]:
    """Swap ``seat``'s cards of tricks 12 and 13 and find both winners again (62D)."""
    t12, t13 = st.tricks[-2], st.tricks[-1]
    cards12, cards13 = list(t12["cards"]), list(t13["cards"])
    cards12[seat], cards13[seat] = cards13[seat], cards12[seat]
    trump = st.contract.strain.trump
    tr = -1 if trump is None else int(trump)
    w12 = SEATS[trick_winner([int(c) for c in cards12], int(t12["leader"]), tr)]
    w13 = SEATS[trick_winner([int(c) for c in cards13], int(w12), tr)]
    st.tricks[-2] = {**t12, "cards": tuple(cards12), "winner": w12}
    st.tricks[-1] = {**t13, "cards": tuple(cards13), "winner": w13, "leader": w12}
    return w12, w13


def _withdraw_twelfth(st: _State, ev: Event, rv: _Revoke, seat: Seat, card: Card) -> None:
    """62C after a 62D correction: a player who played after the revoke to trick 12
    plays his other card there instead (non-offenders first, 62C1; then 62C2)."""
    if st.tricks[-2]["cards"][seat] != card:
        raise _err(ev, "timeline_withdraw_not_played", seat=seat, card=card)
    offender_side = seat.side == rv.seat.side
    if seat not in st.may_withdraw or (offender_side and not st.withdrawn_by_nos):
        raise _err(ev, "timeline_withdraw_not_allowed", seat=seat, card=card)
    st.may_withdraw.discard(seat)
    st.withdrawn_by_nos = st.withdrawn_by_nos or not offender_side
    before = _declarer_tricks(st)
    w12, w13 = _swap_last_two(st, seat)
    st.step("62C.twelfth_changed", "62C2" if offender_side else "62C1", seat=seat, card=card,
            winner12=w12, winner13=w13, before=before, after=_declarer_tricks(st))


def _correct_twelfth(st: _State, ev: Event, rv: _Revoke) -> None:
    """62D1: correct a trick-12 revoke after play; replay tricks 12 and 13."""
    t12, t13 = st.tricks[-2], st.tricks[-1]
    if t12["number"] != 12:
        raise _err(ev, "timeline_no_revoke")
    seat = rv.seat
    right = t13["cards"][seat]
    before = _declarer_tricks(st)
    w12, w13 = _swap_last_two(st, seat)
    rv.corrected = "62D1"
    if rv.established is None:
        rv.established = "63A1"
    st.correcting = rv
    st.twelfth = True
    rot = _rotation(t12["leader"])
    st.may_withdraw = {s for s in rot[rot.index(seat) + 1:]}
    st.step("62D1.replayed", "62D1", seat=seat, card=right, winner12=w12, winner13=w13,
            before=before, after=_declarer_tricks(st))
    partner_played_before = (SEATS[(seat + 2) & 3] in
                             _rotation(t12["leader"])[:_rotation(t12["leader"]).index(seat)])
    if st.is_defender(seat) and not partner_played_before:
        st.step(st.edition.twelfth_partner_code, "62D2", seat=seat, partner=seat.partner)


# -- claims, timing and the rest -----------------------------------------------------------


def _claim(st: _State, ev: Event) -> None:
    if ev.seat is None or ev.tricks is None:
        raise _err(ev, "timeline_missing", field="seat/declarer_tricks")
    if st.hands_returned:
        raise _err(ev, "timeline_play_after_return")
    done = _declarer_tricks(st)
    left = 13 - len(st.prefix) - len(st.tricks)
    if st.cards:
        raise _err(ev, "timeline_claim_mid_trick")
    if not done <= ev.tricks <= done + left:
        raise _err(ev, "timeline_claim_range", total=ev.tricks, decl=done, left=left)
    st.claim = {"by": ev.seat, "tricks": ev.tricks, "accepted": False, "objected": False}
    st.step("tl.claim", "68", seat=ev.seat, total=ev.tricks)
    for rv in st.revokes:
        if rv.established is None and rv.corrected is None and rv.seat.side == ev.seat.side:
            rv.established = "63A3"
            st.step("tl.established", "63A3", seat=rv.seat, trick=rv.trick, player=ev.seat)


def _accept(st: _State, ev: Event) -> None:
    if st.claim is None or ev.seat is None:
        raise _err(ev, "timeline_no_claim")
    if ev.seat.side == st.claim["by"].side:
        raise _err(ev, "timeline_accept_own_claim", seat=ev.seat)
    st.claim["accepted"] = True
    st.claim_agreed = True
    st.step("tl.claim_accepted", "69A", seat=ev.seat)
    if st.edition.agreement_establishes:
        for rv in st.revokes:
            if (rv.established is None and rv.corrected is None
                    and rv.seat.side == ev.seat.side):
                rv.established = st.edition.agreement_law
                st.step("tl.established", rv.established, seat=rv.seat, trick=rv.trick,
                        player=ev.seat)


def _object(st: _State, ev: Event) -> None:
    if st.claim is None or ev.seat is None:
        raise _err(ev, "timeline_no_claim")
    st.claim["objected"] = True
    st.claim_agreed = False
    for rv in st.revokes:
        if (rv.established == st.edition.agreement_law and st.claim["by"].side != rv.seat.side
                and rv.seat.side == ev.seat.side):
            rv.established = None  # an objection in time undoes the agreement (63A4)
    st.step("tl.claim_objected", "68D", seat=ev.seat)


def _designate(st: _State, ev: Event) -> None:
    if ev.seat is None:
        raise _err(ev, "timeline_missing", field="seat")
    if st.hands_returned:
        raise _err(ev, "timeline_play_after_return")
    st.step("tl.designated", "63A2", seat=ev.seat, card=ev.card)
    _establish_by_play(st, ev.seat, st.number + (1 if len(st.cards) == 4 else 0), "63A2")


def _option(st: _State, ev: Event) -> None:
    leader = st.option_due
    if leader is None or st.cards:
        raise _err(ev, "timeline_option_not_available")
    owner = leader.partner
    majors = [p for p in st.penalty[owner] if p.major]
    choice = ev.choice or "none"
    if choice not in ("require", "forbid", "none"):
        raise _err(ev, "timeline_bad_choice", choice=choice)
    suit = ev.suit or (majors[0].card.suit if majors else None)
    if choice == "none":
        st.step("50D2b.none", "50D2(b)", leader=leader, owner=owner)
    else:
        if suit is None or not any(p.card.suit == suit for p in majors):
            raise _err(ev, "timeline_bad_choice", choice=choice)
        st.lead_rule = (choice, suit, leader)
        st.penalty[owner] = [p for p in st.penalty[owner] if not (p.major and p.card.suit == suit)]
        st.step("50D2a." + choice, "50D2(a)", leader=leader, owner=owner, suit=suit)
    st.option_due = None


def _next_board_call(st: _State, ev: Event) -> None:
    if ev.seat is None:
        raise _err(ev, "timeline_missing", field="seat")
    st.next_call.add(ev.seat.side)
    st.over = st.over or st.claim_agreed
    st.step("tl.next_call", "", seat=ev.seat)


def _end_of_round(st: _State, ev: Event) -> None:
    st.round_ended = True
    st.step("tl.round_end", "")


def _hands_returned(st: _State, ev: Event) -> None:
    st.hands_returned = True
    st.step("tl.hands_returned", "")


def _dummy_forfeited(st: _State, ev: Event) -> None:
    st.dummy_forfeited = True
    st.step("43A2.forfeited", "43A2", dummy=st.contract.dummy)


def _disturbed(st: _State, ev: Event) -> None:
    if ev.seat is None:
        raise _err(ev, "timeline_missing", field="seat")
    st.step("65D.disturbed", "65D", seat=ev.seat, side=ev.seat.side)


def _defective(st: _State, ev: Event) -> None:
    if ev.seat is None or ev.trick is None:
        raise _err(ev, "timeline_missing", field="seat/trick")
    if ev.trick >= st.number:
        raise _err(ev, "timeline_no_trick", trick=ev.trick)
    st.revokes.append(_Revoke(seat=ev.seat, trick=ev.trick, card=None, suit=None, held=(),
                              kind=KIND_DEFECTIVE, event=ev.index, established="67B1"))
    st.step("67B1.defective", "67B1", seat=ev.seat, trick=ev.trick)


def _exposed(st: _State, ev: Event) -> None:
    """A defender's card exposed other than by a legal play: a penalty card (50, 50B).

    Minor: a single card below honour rank exposed by accident.  Major: an honour,
    any card exposed deliberately, and every penalty card of a defender who has two
    or more.  Declarer's cards never become penalty cards (48A).
    """
    seat, card = ev.seat, ev.card
    if seat is None or card is None:
        raise _err(ev, "timeline_missing", field="seat/card")
    if st.hands is not None and not st.hands[seat] >> card & 1:
        raise _err(ev, "timeline_not_held", seat=seat, card=card)
    if any(p.card == card for p in st.penalty[seat]):
        return
    if not st.is_defender(seat):
        st.step("48A.declarer_exposed", "48A", seat=seat, card=card)
        return
    deliberate = ev.choice == "deliberate"
    major = deliberate or card % 13 in _HONOURS or bool(st.penalty[seat])
    st.penalty[seat].append(_Penalty(card=card, major=major, trick=st.number))
    if len(st.penalty[seat]) > 1:
        for p in st.penalty[seat]:
            p.major = True
    st.step("50B.major" if major else "50B.minor", "50B", seat=seat, card=card,
            count=len(st.penalty[seat]))


_HANDLERS = {
    "play": _play, "question": _question, "attention": _attention, "withdraw": _withdraw,
    "designate": _designate, "claim": _claim, "concede": _claim, "accept": _accept,
    "object": _object, "option": _option, "next_board_call": _next_board_call,
    "end_of_round": _end_of_round, "hands_returned": _hands_returned,
    "dummy_forfeited": _dummy_forfeited, "disturbed": _disturbed, "defective_trick": _defective,
    "exposed": _exposed,
}


# -- results ------------------------------------------------------------------------------


def _facts(st: _State, *, board: str, vulnerability: Vulnerability, deal: Deal | None,
           source: str | None) -> BoardFacts:
    outcomes = list(st.prefix)
    for t in st.tricks:
        outcomes.append(TrickOutcome(number=t["number"], side=t["winner"].side,
                                     winner=t["winner"]))
    claim = None
    if st.claim is not None and st.claim_agreed:
        claim = Claim(declarer_tricks=st.claim["tricks"], by=st.claim["by"])
    play = None
    if not st.prefix:
        tricks = [Trick(number=t["number"], leader=t["leader"], cards=t["cards"],
                        winner=t["winner"]) for t in st.tricks]
        if st.cards:
            tricks.append(Trick(number=st.number, leader=st.leader,
                                cards=tuple(st.cards.get(s) for s in Seat),  # type: ignore[arg-type]
                                winner=None))
        side = st.contract.declaring_side
        decl = sum(1 for t in st.tricks if t["winner"].side == side)
        play = Play(tricks=tuple(tricks), revokes=(), declarer_tricks=decl,
                    defender_tricks=len(st.tricks) - decl)
    revokes = []
    for rv in st.revokes:
        established: bool | None
        if rv.corrected == "62C3":
            established = rv.established is not None
        elif rv.as_if is not None:
            established = None
        elif rv.corrected is not None and rv.corrected != "62D1":
            established = False
        else:
            established = rv.established is not None
        revokes.append(RevokeFact(
            seat=rv.seat, trick=rv.trick, suit=rv.suit, card=rv.card, held=rv.held,
            kind=rv.kind, established=established, attention=rv.attention,
            establishment=rv.established, corrected=rv.corrected, as_if_established=rv.as_if))
    return BoardFacts(board=board, contract=st.contract, vulnerability=vulnerability,
                      tricks=tuple(outcomes), claim=claim,
                      revokes=tuple(sorted(revokes, key=lambda r: r.trick)), deal=deal,
                      play=play, source=source)


def _next_steps(st: _State) -> list[Step]:
    """What the director tells the table now."""
    out: list[Step] = []
    if st.correcting is not None and st.substitute_due is not None:
        rv = st.correcting
        if st.substitute_due == rv.seat:
            penalty = any(p.card == rv.card for p in st.penalty[rv.seat])
            out.append(Step(code="next.substitute_penalty" if penalty else "next.substitute",
                            law="62B1" if penalty else "62B", data={
                                "seat": rv.seat, "suit": rv.suit, "card": rv.card}))
        else:
            out.append(Step(code="next.replay_card", law="62C", data={"seat": st.substitute_due}))
        after = [s for s in _rotation(st.leader)
                 if s in st.cards and s.side != rv.seat.side and s in st.may_withdraw]
        if after:
            out.append(Step(code="next.nos_may_withdraw", law="62C1", data={"seats": tuple(after)}))
    if st.option_due is not None and not st.cards:
        owner = st.option_due.partner
        out.append(Step(code="next.option", law="50D2", data={
            "leader": st.option_due, "owner": owner,
            "cards": tuple(p.card for p in st.penalty[owner] if p.major)}))
    if st.lead_rule is not None and not st.cards:
        kind, suit, seat = st.lead_rule
        out.append(Step(code="next.lead_" + kind, law="50D2(a)", data={"seat": seat, "suit": suit}))
    if not st.over and not st.claim_agreed and not st.hands_returned:
        for seat in Seat:
            pens = st.penalty[seat]
            if pens:
                out.append(Step(code="next.penalty_card",
                                law="50D1" if any(p.major for p in pens) else "50C",
                                data={"seat": seat, "cards": tuple(p.card for p in pens)}))
        if st.substitute_due is None and len(st.cards) < 4:
            out.append(Step(code="next.play", law="44",
                            data={"seat": st.to_play(), "trick": st.number}))
    for rv in st.revokes:
        if rv.established is None and rv.corrected is None and not rv.attention_drawn:
            out.append(Step(code="next.open_revoke", law="62A", data={"seat": rv.seat,
                                                                       "trick": rv.trick}))
    if st.over or st.claim_agreed:
        if any((rv.established and rv.corrected is None) or rv.as_if for rv in st.revokes):
            out.append(Step(code="next.adjust", law="64", data={}))
        else:
            out.append(Step(code="next.score", law="77", data={}))
    return out

