"""The laws the trainer teaches, stated here on their own, and a small replay of a question's case.

Nothing here calls the engine: a question's case file (the deal, the contract and its events)
is replayed with the rules of play written below (44C follow suit, 44E/44F who wins the
trick, 44G who leads next), and each law is a few lines worked from the 2017 text (and 2007,
1997 where they differ; ``shared/notes/revoke-laws.md``).  The tests set the trainer's keys
against these answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SEATS = "NESW"
SUITS = "SHDC"
RANKS = "23456789TJQKA"


def side(seat: str) -> str:
    """``NS`` or ``EW``."""
    return "NS" if seat in "NS" else "EW"


def nxt(seat: str, n: int = 1) -> str:
    """The seat ``n`` places to the left (clockwise)."""
    return SEATS[(SEATS.index(seat) + n) % 4]


@dataclass
class Trick:
    """One trick as played: its number, leader, cards by seat (in order) and winner."""

    number: int
    leader: str
    cards: dict[str, str] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    winner: str | None = None

    @property
    def led(self) -> str:
        return self.cards[self.leader][0]


@dataclass
class Revoke:
    """A failure to follow suit by a player who held the suit led (61A)."""

    seat: str
    trick: int
    led: str
    card: str
    held: frozenset[str]
    """The cards of the suit led he held then."""


@dataclass
class Replay:
    """A case replayed: the tricks, the revokes, and each event with the number of cards
    played before it."""

    declarer: str
    dummy: str
    trump: str | None
    level: int
    doubled: int
    vulnerable: str
    laws: str
    tricks: list[Trick]
    revokes: list[Revoke]
    events: list[tuple[int, dict[str, Any]]]
    hands: dict[str, set[str]]
    """The cards still held at the end of the case."""

    def won_by(self, s: str, start: int = 1) -> list[int]:
        """The numbers of the complete tricks side ``s`` won, from trick ``start`` on."""
        return [t.number for t in self.tricks if t.winner and side(t.winner) == s
                and t.number >= start]

    def declarer_tricks(self) -> int:
        return len(self.won_by(side(self.declarer)))

    def is_defender(self, seat: str) -> bool:
        return side(seat) != side(self.declarer)

    def card_count_at(self, trick: int, position: int) -> int:
        """Cards played before card ``position`` (0-based) of trick ``trick``."""
        return 4 * (trick - 1) + position


def _winner(trick: Trick, trump: str | None) -> str:
    """44E: the highest trump wins; 44F: else the highest card of the suit led."""
    def power(seat: str) -> tuple[int, int]:
        card = trick.cards[seat]
        if trump is not None and card[0] == trump:
            return 2, RANKS.index(card[1])
        if card[0] == trick.led:
            return 1, RANKS.index(card[1])
        return 0, 0
    return max(trick.order, key=power)


def replay(case: dict[str, Any]) -> Replay:
    """The case's cards played in order: each player in turn, the winner leading next."""
    first, _, rest = case["deal"].partition(":")
    hands: dict[str, set[str]] = {}
    for i, hand in enumerate(rest.split()):
        seat = nxt(first, i)
        hands[seat] = {s + r for s, cards in zip(SUITS, hand.split("."), strict=True) for r in cards}
    contract = case["contract"].upper()
    level, strain = int(contract[0]), contract[1:].rstrip("X")
    declarer = case["declarer"]
    out = Replay(declarer=declarer, dummy=nxt(declarer, 2),
                 trump=None if strain == "NT" else strain, level=level,
                 doubled=contract.count("X"), vulnerable=case["vulnerable"], laws=case["laws"],
                 tricks=[], revokes=[], events=[], hands=hands)
    leader, played = nxt(declarer), 0
    current: Trick | None = None
    for event in case["events"]:
        if isinstance(event, dict):
            out.events.append((played, event))
            continue
        for card in event.split():
            if current is None:
                current = Trick(len(out.tricks) + 1, leader)
            seat = nxt(current.leader, len(current.order))
            assert card in hands[seat], (card, seat)
            if current.order and card[0] != current.led:
                held = frozenset(c for c in hands[seat] if c[0] == current.led)
                if held:
                    out.revokes.append(Revoke(seat, current.number, current.led, card, held))
            hands[seat].discard(card)
            current.cards[seat] = card
            current.order.append(seat)
            played += 1
            if len(current.order) == 4:
                current.winner = leader = _winner(current, out.trump)
                out.tricks.append(current)
                current = None
    if current is not None:
        out.tricks.append(current)  # the trick in play (no winner yet)
    return out


# -- Law 61B: who may ask ----------------------------------------------------------------------

def may_ask(asker: str, asked: str, declarer: str, laws: str) -> bool:
    """61B (2017, 2007): declarer may ask a defender (B1); dummy may ask declarer (B2(a)) and
    never a defender (B2(b)); defenders may ask declarer and each other (B3).  1997: defenders
    may not ask each other."""
    dummy = nxt(declarer, 2)
    if asker == asked:
        return False
    if asker == dummy:
        return asked == declarer
    if asker == declarer:
        return side(asked) != side(declarer)
    if asked == declarer:
        return True
    return asked == nxt(asker, 2) and laws != "1997"


# -- Law 63A: established ----------------------------------------------------------------------

def establishing_act(r: Replay, rv: Revoke) -> tuple[str, str, str] | None:
    """63A: the first act of the offending side after the revoke trick, as (what, article,
    player): ``play`` a card led or played to a later trick (63A1), ``designate`` a card
    named for it (63A2), ``claim`` (63A3), ``accept`` the opponents' claim (63A4 with 69A:
    only once the agreement is established, no objection before the offenders' next call on
    a later board or the end of the round; under 63A3 before 2017, the assent itself).
    ``None``: the revoke is not established."""
    os_ = side(rv.seat)
    acts: list[tuple[int, int, str, str, str]] = []  # cards before, order, what, article, who
    for t in r.tricks:
        if t.number > rv.trick:
            for i, seat in enumerate(t.order):
                if side(seat) == os_:
                    acts.append((r.card_count_at(t.number, i), 1, "play", "63A1", seat))
                    break
    articles = {"designate": "63A2", "claim": "63A3", "concede": "63A3",
                "accept": "63A4" if r.laws == "2017" else "63A3"}
    for i, (before, e) in enumerate(r.events):
        seat = e.get("seat")
        if e["type"] == "accept" and r.laws == "2017" and not any(
                later["type"] == "end_of_round" or (later["type"] == "next_board_call"
                                                    and side(later["seat"]) == os_)
                for _, later in r.events[i + 1:]):
            continue  # 69A: the agreement is not yet established
        if e["type"] in articles and seat and side(seat) == os_ and before >= 4 * rv.trick:
            what = "claim" if e["type"] == "concede" else e["type"]
            acts.append((before, 0, what, articles[e["type"]], seat))
    if not acts:
        return None
    _, _, what, article, seat = min(acts)
    return what, article, seat


# -- Law 64: the transfer ----------------------------------------------------------------------

def attention_late(r: Replay, rv: Revoke) -> str | None:
    """64B4: attention first drawn after a member of the non-offending side called on the next
    deal; 64B5: after the round ended.  The article, or ``None``."""
    for _, e in r.events:
        if e["type"] == "attention":
            return None
        if e["type"] == "next_board_call" and side(e["seat"]) != side(rv.seat):
            return "64B4"
        if e["type"] == "end_of_round":
            return "64B5"
    return None


def exempt(r: Replay, rv: Revoke) -> list[str]:
    """Every 64B item that excludes a transfer for one established revoke alone on its board:
    64B1 his side won neither the revoke trick nor a later one; 64B3 dummy's revoke; 64B4/B5
    attention too late; 64B6 trick twelve."""
    out = []
    if not r.won_by(side(rv.seat), rv.trick):
        out.append("64B1")
    if rv.seat == r.dummy:
        out.append("64B3")
    late = attention_late(r, rv)
    if late:
        out.append(late)
    if rv.trick == 12:
        out.append("64B6")
    return out


def transfer(r: Replay, rv: Revoke) -> tuple[int, str]:
    """Tricks transferred for one established revoke, alone on its board, and the article.

    No transfer where a 64B item applies (:func:`exempt`).  64A1: the offender won the
    revoke trick (a trick won in dummy is not declarer's): that trick and one later trick
    of his side if there is one.  64A2 otherwise: one trick (his side won that or a later
    trick, or 64B1 would apply), and in 1997 one more if the offender later won a trick with
    a card of the suit led he held then (never more than his side won from the revoke
    trick on)."""
    items = exempt(r, rv)
    if items:
        return 0, items[0]
    return automatic(r, rv)


def automatic(r: Replay, rv: Revoke) -> tuple[int, str]:
    """64A alone, as if no item of 64B applied (its side won that trick or a later one)."""
    os_ = side(rv.seat)
    later = r.won_by(os_, rv.trick + 1)
    if r.tricks[rv.trick - 1].winner == rv.seat:
        return 1 + bool(later), "64A1"
    n = 1
    if r.laws == "1997" and won_later_with_suit(r, rv):
        n = min(2, len(r.won_by(os_, rv.trick)))
    return n, "64A2"


def alone(r: Replay, rv: Revoke) -> int:
    """What 64A gives, no item of 64B applied: nothing where its side won neither the revoke
    trick nor a later one (64A1 and 64A2 both need a trick of that side to take)."""
    return automatic(r, rv)[0] if r.won_by(side(rv.seat), rv.trick) else 0


def won_later_with_suit(r: Replay, rv: Revoke) -> bool:
    """1997 64A2: the offender won a later trick with a card of the suit led that he held at
    the revoke (a card he could legally have played to the revoke trick)."""
    return any(t.winner == rv.seat and t.cards[rv.seat] in rv.held
               for t in r.tricks if t.number > rv.trick)


def adjusted_declarer_tricks(r: Replay, counts: list[tuple[Revoke, int]]) -> int:
    """Declarer's tricks after the transfers: each goes to the side that did not revoke."""
    out = r.declarer_tricks()
    for rv, n in counts:
        out += n if r.is_defender(rv.seat) else -n
    return out


# -- Law 77: the duplicate score ---------------------------------------------------------------

def score_ns(r: Replay, tricks: int) -> int:
    """Law 77 for North-South, with ``tricks`` for declarer."""
    vul = r.vulnerable in ("All", side(r.declarer))
    need, x = 6 + r.level, r.doubled
    if tricks < need:
        down = need - tricks
        if not x:
            points = down * (100 if vul else 50)
        else:
            steps = [200, 300, 300] if vul else [100, 200, 200]
            points = sum(steps[min(i, 2)] if i < 3 else 300 for i in range(down)) * x
        total = -points
    else:
        per = 20 if r.trump in ("C", "D") else 30
        first = 40 if r.trump is None else per
        contract = (first + per * (r.level - 1)) * (2 ** x)
        over = tricks - need
        over_points = over * (per if not x else (200 if vul else 100) * x)
        bonus = (500 if vul else 300) if contract >= 100 else 50
        slam = {6: 750 if vul else 500, 7: 1500 if vul else 1000}.get(r.level, 0)
        total = contract + over_points + bonus + slam + 50 * x
    return total if side(r.declarer) == "NS" else -total
