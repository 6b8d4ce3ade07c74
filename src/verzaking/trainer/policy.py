"""A simple, plausible way to play the cards: follow suit, win cheaply, discard low.

The policy plays every hand, dummy's included, from the table's state: it leads a
master card or from length (declarer draws trumps first), plays second hand
low, wins as cheaply as it can when partner is not winning, ruffs when void,
and discards low from its longest side suit.  It keeps the obligations the
table has laid on a player (a penalty card to play, a suit declarer required or
forbade), so that the only irregularity on a board is the one a question puts
there: :func:`revoke_card` is that card.

>>> from verzaking.cards import Deal
>>> from verzaking.contract import Contract
>>> from verzaking.table import Table
>>> deal = Deal.from_pbn("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = Table(contract=Contract.parse("1NT", declarer="S"), deal=deal)
>>> choose_card(table)  # West leads a master card
Card('HA')
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat, Suit, cards_of
from ..table import Choice, Table
from ..trick import ahead

__all__ = ["choose_card", "legal_now", "revoke_card", "seat_to_play", "winning_seat"]


def seat_to_play(table: Table) -> Seat:
    """Who plays the next card (after attention to a revoke: the offender's substitute)."""
    return table.next_player()


def _unplayed(table: Table) -> int:
    assert table.hands is not None
    h = table.hands
    return h[0] | h[1] | h[2] | h[3]


def _is_master(table: Table, seat: Seat, card: Card) -> bool:
    """No higher card of its suit is still out in another hand."""
    assert table.hands is not None
    higher = SUIT_MASKS[card.suit] & ~((2 << card) - 1)
    return not (_unplayed(table) & ~table.hands[seat] & higher)


def winning_seat(table: Table) -> tuple[Seat, Card] | None:
    """Who is winning the current trick so far, with which card (44E, 44F, by
    :func:`verzaking.trick.ahead`)."""
    lead = table.cards.get(table.leader)
    if lead is None:
        return None
    played = [(seat, card) for seat in table.rotation()
              if (card := table.cards.get(seat)) is not None]
    trump = None if table.trump is None else int(table.trump)
    at, _ = ahead([int(card) for _, card in played], trump)
    return played[at]


def legal_now(table: Table) -> tuple[Card, ...]:
    """The cards the player to play may play without a new irregularity.

    Follow suit if able (44C); a penalty card that can be played must be (50D1);
    a suit declarer required must be led, one he forbade not (50D2).
    """
    legal = table.legal_cards()
    seat = seat_to_play(table)
    own = [p.card for p in table.penalty[seat] if p.card in legal]
    rule = table.lead_rule
    if rule is not None and rule.leader == seat and not table.cards:
        # the suit required if he has it, else none forbidden if he can (59, 50D2(a))
        keep = [c for c in legal if c.suit == rule.suit] if rule.choice == Choice.REQUIRE else []
        keep = keep or [c for c in legal if c.suit not in rule.forbidden]
        legal = tuple(keep) or legal
        own = [c for c in own if c in legal]
    if own:
        return tuple(own)
    return legal


def _lowest(cards: list[Card] | tuple[Card, ...]) -> Card:
    return min(cards, key=lambda c: (c.rank, c.suit))


def _longest_side_suit(cards: tuple[Card, ...], trump: int) -> list[Card]:
    by_suit: dict[Suit, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    side = [v for s, v in by_suit.items() if s != trump] or list(by_suit.values())
    return max(side, key=lambda v: (len(v), -min(c.rank for c in v)))


def _lead(table: Table, seat: Seat, legal: tuple[Card, ...]) -> Card:
    assert table.hands is not None
    trump = table.trump
    if trump >= 0 and not table.is_defender(seat):
        ours = [c for c in legal if c.suit == trump]
        theirs = _unplayed(table) & SUIT_MASKS[trump] & ~(
            table.hands[seat] | table.hands[seat.partner])
        if ours and theirs:
            top = max(ours)
            return top if _is_master(table, seat, top) else _lowest(ours)
    masters = [c for c in legal if _is_master(table, seat, c)
               and (c.suit != trump or not table.is_defender(seat))]
    if masters:
        return max(masters, key=lambda c: (c.suit != trump, c.rank))
    suit = _longest_side_suit(legal, trump)
    top = max(suit)
    if len(suit) >= 3 and top.rank >= 11 and Card(top - 1) in suit:
        return top  # top of a sequence of honours
    return _lowest(suit)


def choose_card(table: Table) -> Card:
    """The card the policy plays now."""
    seat = seat_to_play(table)
    legal = legal_now(table)
    if table.leader not in table.cards:
        return _lead(table, seat, legal)
    win = winning_seat(table)
    assert win is not None
    winner, best = win
    partner_wins = winner == seat.partner
    led = table.led_suit()
    if led is not None and all(c.suit == led for c in legal):
        if partner_wins:
            return _lowest(legal)
        beat = [c for c in legal if best.suit == led and c > best]
        second = len(table.cards) == 1
        if beat and (not second or _is_master(table, seat, max(beat))):
            return min(beat) if not second else max(beat)
        return _lowest(legal)
    return _void(table, legal, partner_wins, best)


def _void(table: Table, legal: tuple[Card, ...], partner_wins: bool, best: Card) -> Card:
    """Unable to follow: ruff if it wins and partner does not, else discard low."""
    trump = table.trump
    trumps = [c for c in legal if c.suit == trump]
    if not partner_wins and trumps:
        over = [c for c in trumps if best.suit != trump or c > best]
        if over:
            return min(over)
    return _lowest(_longest_side_suit(legal, trump))


def revoke_card(table: Table, *, ruff: bool) -> Card | None:
    """A card the player to play could revoke with now: he holds the suit led and plays
    another (``ruff``: his lowest trump, else his lowest card of a side suit); ``None`` if
    he cannot (he leads, is void, or holds nothing else)."""
    assert table.hands is not None
    seat = seat_to_play(table)
    led = table.led_suit()
    if led is None or not table.cards or seat in table.cards:
        return None
    hand = table.hands[seat]
    if not hand & SUIT_MASKS[led]:
        return None
    others = cards_of(hand & ~SUIT_MASKS[led])
    if not others:
        return None
    trumps = [c for c in others if c.suit == table.trump]
    if ruff and trumps:
        return _lowest(trumps)
    side = [c for c in others if c.suit != table.trump]
    return _lowest(_longest_side_suit(tuple(side), table.trump)) if side else None
