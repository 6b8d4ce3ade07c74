"""Playing a card (Law 44) and finding the revoke in it (Law 61A).

Any card the player holds may be played: a failure to follow suit is not an
error but a :class:`~verzaking.table.records.Revoke` on the table.  Only what
cannot have happened is refused: a card the player does not hold, a card played
twice, a known card after one that is not known, a fourteenth trick.
"""

from __future__ import annotations

from ..cards import CARDS, SEATS, SUIT_MASKS, SUITS, Card, Seat, Suit, cards_of
from ..errors import PlayError, TimelineError
from ..trick import NO_CARD, RANKS, highest, trick_winner
from .core import TableCore
from .establishment import establish_by_play
from .impossible import verify_said_revoke
from .operations import PlayCard, PlayRecord
from .options import offer_option
from .penalty import accept_by_play, check_obligations, remove_penalty
from .pending import Choice57A, Withdrawal62C, find
from .records import How, Revoke, RevokeKind, Trick

__all__ = ["apply_play", "apply_record", "close_trick", "complete_trick", "follow_trick",
           "play_card", "play_unknown", "reopen_last_trick", "trick_winner", "unplayable",
           "verify_card", "verify_in_play", "verify_play", "verify_record"]


def unplayable(t: TableCore, seat: Seat, card: Card) -> PlayError:
    """Why ``seat`` cannot play ``card``: played before, in nobody's hand, or someone else's."""
    number = t.number
    for tr in t.tricks:
        if card in tr.cards:
            return PlayError("card_played_twice", trick=number, seat=seat, card=card,
                             first=tr.number)
    if card in t.cards.values():
        return PlayError("card_played_twice", trick=number, seat=seat, card=card, first=number)
    holder = t.deal.holder(card) if t.deal is not None else None
    if holder is None:
        return PlayError("card_not_dealt", trick=number, seat=seat, card=card)
    return PlayError("card_not_held", trick=number, seat=seat, card=card, holder=holder)


def verify_play(t: TableCore, op: PlayCard) -> Seat:
    """Who plays ``op``; raises if the card cannot be played now."""
    verify_in_play(t)
    seat = t.next_player()
    if op.seat is not None and op.seat != seat:
        raise TimelineError("timeline_not_turn", seat=op.seat, expected=seat)
    if op.card is not None:
        led = t.led_suit() if t.cards and seat != t.leader else None
        verify_card(t, seat, op.card, said=op.revoke, led=led)
    return seat


def verify_in_play(t: TableCore) -> None:
    """Cards are still played: the hands are out, play is not over, no claim stops it."""
    if t.hands_returned:
        raise TimelineError("timeline_play_after_return")
    if t.over or t.claim_agreed:
        raise TimelineError("timeline_play_after_end")
    if t.claim is not None and not t.claim.objected:
        raise TimelineError("timeline_play_after_claim")  # 68D: play ceases


def verify_card(t: TableCore, seat: Seat, card: Card, *, said: bool, led: Suit | None) -> None:
    """``seat`` can play ``card`` now, ``led`` being the suit led (``None``: he leads)."""
    if t.gap is not None:
        raise PlayError("trick_gap", trick=t.gap[0], seat=t.gap[1], next=t.number)
    if t.number > 13:
        raise PlayError("too_many_tricks", trick=t.number)
    if not t.holds(seat, card) or (t.hands is None and _seen(t, card)):
        raise unplayable(t, seat, card)
    verify_said_revoke(t, seat, card, said=said, led=led)


def _seen(t: TableCore, card: Card) -> bool:
    """``card`` is already on the table (without the deal, only this tells a card twice)."""
    return card in t.cards.values() or any(card in tr.cards for tr in t.tricks)


def apply_play(t: TableCore, op: PlayCard, seat: Seat) -> None:
    """Play ``op.card`` for ``seat``."""
    if op.card is None:
        play_unknown(t, seat)
    else:
        play_card(t, seat, op.card, revoke=op.revoke, marked=op.marked, event=op.event)


def play_unknown(t: TableCore, seat: Seat) -> None:
    """A card not known: the trick cannot be completed."""
    t.cards[seat] = None
    if len(t.cards) == 4:
        close_unknown(t)


def play_card(t: TableCore, seat: Seat, card: Card, *, revoke: bool = False,
              marked: bool = False, event: int = 0) -> None:
    """Law 44 and 61A: establish earlier revokes, check obligations and suit, place the card.

    The card is known to be playable (see :func:`verify_play`).
    """
    number = len(t.tricks) + 1
    led_card = t.cards.get(t.leader)
    if t.revokes:
        establish_by_play(t, seat, number, "63A1", How.PLAY)
    option, choice = t.option_due(), find(t.pending, Choice57A)
    if option is not None and seat == option.leader and not t.cards:
        t.step("50D2.no_option", "50D2", seat=seat)
        t.drop_option()
    elif choice is not None and seat == choice.seat:
        t.step("57A.no_option", "57A", seat=seat)
        t.settle(choice, None)
    if t.revokes:
        accept_by_play(t, seat)
    if t.play_rule is not None and t.play_rule.trick < number - 1:
        t.play_rule = None  # its trick can no longer be corrected
    led = None if led_card is None else SUITS[led_card // 13]
    follow = _not_followed(t, seat, card, led, revoke=revoke, marked=marked, event=event)
    # one card, one revoke (61A): a card that does not follow suit is that revoke, whatever
    # else it left undone; put right, the card in its place obeys the rest too (62B, 50D1(b))
    obliged = t.lead_rule is not None or t.penalty[seat] or t.play_rule is not None
    violation = (check_obligations(t, seat, card, led, event)
                 if obliged and follow is None else None)
    if follow is not None:
        t.revokes.append(follow)
    if violation is not None:
        t.revokes.append(violation)
    if t.penalty[seat]:
        remove_penalty(t, seat, card)
        if t.designated is not None and t.designated[0] == seat:
            t.designated = None
    if (t.play_rule is not None and t.play_rule.seat == seat and follow is None
            and (violation is None or violation.kind != RevokeKind.PLAY_OPTION)):
        t.play_rule = None  # it bound this one card (kept while a card against it stands)
    if t.hands is not None:
        t.hands[seat] &= ~(1 << card)
    t.cards[seat] = card
    if len(t.cards) == 4:
        if None in t.cards.values() and not _only_omitted(t):
            close_unknown(t)
        else:
            complete_trick(t)


def _not_followed(t: TableCore, seat: Seat, card: Card, led: Suit | None, *, revoke: bool,
                  marked: bool, event: int) -> Revoke | None:
    """The revoke ``card`` makes by not following suit (44C, 61A), if it does (without the
    deal: if the timeline says so); a card marked as a revoke that is none is noted."""
    number = len(t.tricks) + 1
    hand = t.hands[seat] if t.hands is not None else None
    mask = SUIT_MASKS[led] if led is not None else 0
    if led is None or card.suit == led or not ((hand is not None and hand & mask) or revoke):
        if marked:
            t.unmarked_marks.append((number, seat))
        return None
    if (number == 13 and seat not in t.omitted.values()  # one card each (unless
            and (hand is None or hand.bit_count() == 1)):  # he left a trick short, 67)
        raise TimelineError("timeline_revoke_13", seat=seat)
    held = cards_of(hand & mask) if hand is not None else ()
    faced = next((p for p in t.penalty[seat] if p.card == card), None)
    t.step("tl.revoke" if held else "tl.revoke_no_held", "61A", seat=seat,
           trick=number, card=card, suit=led, held=held)
    return Revoke(seat=seat, trick=number, suit=led, card=card, held=held, faced=faced,
                  marked=marked, event=event)


def _only_omitted(t: TableCore) -> bool:
    """The one card missing from the trick is that of a player who played none (67)."""
    seat = t.omitted.get(len(t.tricks) + 1)
    return seat is not None and sum(c is None for c in t.cards.values()) == 1 \
        and t.cards[seat] is None


def verify_record(t: TableCore, op: PlayRecord) -> None:
    """A hand record's play starts at trick 1, on a table where nothing was played yet."""
    if t.tricks or t.cards:
        raise TimelineError("timeline_record_not_first")


def apply_record(t: TableCore, op: PlayRecord) -> None:
    """A hand record's play, card by card (see :class:`PlayRecord`); raises naming the trick.

    A plain trick (four known cards, each held, each following suit or void,
    nothing pending on the table) is placed whole, here; anything else goes card
    by card through :func:`play_card`, which decides the law.  The split is for
    speed: this is the hot path of every archive scan.
    """
    marks, by_seat = op.marks, op.by_seat
    clean = _nothing_pending(t)
    hands = t.hands
    trump = t.trump
    for number, row in enumerate(op.rows, 1):
        width = len(row)
        if clean and width == 4 and number <= 13 and not (
                marks and any((number, s) in marks for s in range(4))):
            leader = t.leader
            if not by_seat:  # in the order played: by seat
                row = (row[-leader & 3], row[(1 - leader) & 3], row[(2 - leader) & 3],
                       row[(3 - leader) & 3])
            a, b, c, d = row
            if a >= 0 and b >= 0 and c >= 0 and d >= 0:
                assert hands is not None
                h0, h1, h2, h3 = hands
                led = row[leader] // 13
                suit = SUIT_MASKS[led]
                if (h0 >> a & 1 and h1 >> b & 1 and h2 >> c & 1 and h3 >> d & 1
                        and (a // 13 == led or not h0 & suit) and (b // 13 == led or not h1 & suit)
                        and (c // 13 == led or not h2 & suit)
                        and (d // 13 == led or not h3 & suit)):  # held, and suit followed
                    hands[0], hands[1], hands[2], hands[3] = (
                        h0 ^ 1 << a, h1 ^ 1 << b, h2 ^ 1 << c, h3 ^ 1 << d)
                    winner = SEATS[highest(RANKS[led * 5 + trump + 1], a, b, c, d)]
                    t.tricks.append(_new_tuple(Trick, (
                        number, leader, (CARDS[a], CARDS[b], CARDS[c], CARDS[d]), winner,
                        _SIDE_OF[winner])))
                    t.snapshots.append((number, {}))
                    t.leader = winner
                    if number == 13:
                        t.over = True
                        t.step("tl.play_over", "", declarer_tricks=t.declarer_tricks())
                    continue
        if width > 4:
            raise PlayError("trick_too_long", trick=number)
        known = max(row, default=-1) >= 0
        if not known and (t.gap is not None or number > 13):
            continue
        if known and number > 13 and t.gap is None:
            raise PlayError("too_many_tricks", trick=number)
        _record_trick(t, op.rows[number - 1], number, by_seat, marks)
        clean = _nothing_pending(t)


def _record_trick(t: TableCore, row: tuple[int, ...], number: int, by_seat: bool,
                  marks: frozenset[tuple[int, int]]) -> None:
    """One trick of a hand record card by card, in the order played."""
    leader = int(t.leader)
    width = len(row)
    if by_seat:
        cards = list(row) if width == 4 else [row[s] if s < width else -1 for s in range(4)]
    else:
        cards = [-1, -1, -1, -1]
        for i in range(width):
            cards[(leader + i) & 3] = row[i]
    for i in range(4):
        s = (leader + i) & 3
        _record_card(t, SEATS[s], cards[s], number, (number, s) in marks)


def _nothing_pending(t: TableCore) -> bool:
    """The table can take a plain trick whole: hands known, no trick begun, no revoke,
    gap, lead restriction, option or penalty card pending."""
    return not (t.hands is None or t.cards or t.revokes or t.gap is not None
                or t.lead_rule is not None or t.pending is not None
                or any(t.penalty.values()))


_SIDE_OF = {seat: seat.side for seat in SEATS}
_new_tuple = tuple.__new__  # a Trick made without its Python-level constructor (hot path)


def _record_card(t: TableCore, seat: Seat, c: int, number: int, marked: bool) -> None:
    """One card of a hand record that is not part of a plain trick."""
    if c < 0:
        play_unknown(t, seat)
        return
    if t.gap is not None:
        raise PlayError("trick_gap", trick=t.gap[0], seat=t.gap[1], next=number)
    if not t.holds(seat, CARDS[c]):
        raise unplayable(t, seat, CARDS[c])
    play_card(t, seat, CARDS[c], marked=marked)


def close_unknown(t: TableCore) -> None:
    """Four entries, some not known: the trick is closed without a winner, and no known
    card may follow (the gap names the leader if no card is known, else the first seat
    whose card is missing)."""
    _end_window(t)
    cards = tuple(t.cards.get(s) for s in SEATS)
    if t.gap is None:
        known = [c for c in cards if c is not None]
        t.gap = (t.number, t.leader if not known else SEATS[cards.index(None)])
    t.tricks.append(Trick(number=t.number, leader=t.leader, cards=cards))  # type: ignore[arg-type]
    t.cards = {}


def reopen_last_trick(t: TableCore) -> None:
    """Take the last completed trick back onto the table: the cards already led to the next
    trick go back to their hands (62C1), the trick's leader leads again.  A player who left
    it without his card (67) still has none there."""
    for seat, card in list(t.cards.items()):
        if card is not None:
            t.give_back(seat, card)
            t.step("62C1.next_trick_back", "62C1", seat=seat, card=card)
    last = t.tricks.pop()
    t.snapshots.pop()
    assert last.leader is not None
    t.leader = last.leader
    short = t.omitted.get(last.number)
    t.cards = {SEATS[s]: c for s, c in enumerate(last.cards) if c is not None or SEATS[s] == short}
    t.over = False
    t.drop_option()


def _end_window(t: TableCore) -> None:
    """The trick of a correction is won: nobody can take back a card (62C) any more."""
    window = find(t.pending, Withdrawal62C)
    if window is not None:
        t.settle(window, None)


def complete_trick(t: TableCore) -> None:
    """Four cards: the trick is won (44E/F); penalty cards are noted; what comes next."""
    _end_window(t)  # the corrected trick is won: nobody can take back a card now
    close_trick(t)
    follow_trick(t)


def close_trick(t: TableCore) -> None:
    """Four cards: the trick is won (44E/F), the penalty cards on the table are noted, and
    the winner leads next."""
    cards = t.cards
    by_seat = [cards[SEATS[0]], cards[SEATS[1]], cards[SEATS[2]], cards[SEATS[3]]]
    if None in by_seat:  # a player played no card (67): the best of the other three wins
        stand_in = [NO_CARD if c is None else int(c) for c in by_seat]
        winner = SEATS[trick_winner(stand_in, t.leader, t.trump)]
    else:
        winner = SEATS[trick_winner(by_seat, t.leader, t.trump)]  # type: ignore[arg-type]
    number = len(t.tricks) + 1
    t.tricks.append(Trick(number=number, leader=t.leader, winner=winner, side=winner.side,
                          cards=tuple(by_seat)))  # type: ignore[arg-type]
    penalties = t.penalty
    if penalties[SEATS[0]] or penalties[SEATS[1]] or penalties[SEATS[2]] or penalties[SEATS[3]]:
        t.snapshots.append((number, {s: tuple((p.card, p.major) for p in penalties[s])
                                     for s in SEATS if penalties[s]}))
    else:
        t.snapshots.append((number, {}))
    rule = t.lead_rule
    if rule is not None:  # a requirement is for one lead; a prohibition while he keeps the lead
        t.lead_rule = rule.after_lead() if winner == rule.leader else None
    t.cards = {}
    t.leader = winner
    if number == 13:
        t.over = True


def follow_trick(t: TableCore) -> None:
    """What follows a trick won: the end of play after trick 13, else declarer's 50D2
    option if the winner is a defender whose partner has a major penalty card."""
    if t.over:
        t.step("tl.play_over", "", declarer_tricks=t.declarer_tricks())
        return
    if t.snapshots[-1][1]:
        offer_option(t, t.leader)
