"""The result of a ruling: steps with codes and articles, per revoke and per board.

>>> TransferredTrick(9) == 9, TransferredTrick(12, from_claim=True).from_claim
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from .cards import Card, Seat, Side
from .facts import BoardFacts
from .steps import Step
from .table import Revoke

_T = TypeVar("_T")

__all__ = ["CardOutcome", "Equity", "Judgement", "LikelyDifference", "LikelyPlay", "LineTrick",
           "RevokeRuling", "Ruling", "Step", "TransferredTrick", "WeightedResult", "line_trick"]


class TransferredTrick(int):
    """The number of a trick that moves to the non-offending side (Law 64A).

    A trick of the claim that ended play has no number of its own; it is
    numbered after the tricks played and marked ``from_claim``.  A later trick of a
    short case (only counts told) is numbered as one arrangement has it and marked
    ``unnumbered``: said as "a later trick", never by that number.
    """

    from_claim: bool
    unnumbered: bool

    def __new__(cls, number: int, *, from_claim: bool = False,
                unnumbered: bool = False) -> TransferredTrick:
        obj = int.__new__(cls, number)
        obj.from_claim = from_claim
        obj.unnumbered = unnumbered
        return obj

    def __repr__(self) -> str:
        return (f"TransferredTrick({int(self)}{', from_claim=True' if self.from_claim else ''}"
                f"{', unnumbered=True' if self.unnumbered else ''})")


@dataclass(frozen=True, slots=True, kw_only=True)
class CardOutcome:
    """What one legal card would have given, double dummy."""

    card: Card
    """A card of the suit led that the offender held."""
    declarer_tricks: int
    """Declarer's total tricks, had he played it and both sides played on perfectly."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LineTrick:
    """One trick of the principal double-dummy line (64C): a card per seat and its winner."""

    number: int
    """The trick's number on the board."""
    leader: Seat
    """Who led to it."""
    cards: tuple[Card, Card, Card, Card]
    """The card of each seat, by seat (North, East, South, West)."""
    winner: Seat
    """Who won it."""


_NEW, _PUT = object.__new__, object.__setattr__


def line_trick(number: int, leader: Seat, winner: Seat,
               cards: tuple[Card, Card, Card, Card]) -> LineTrick:
    """A :class:`LineTrick`, at half its constructor's cost (a frozen dataclass sets each
    field through ``object.__setattr__`` by name; the line of 64C makes up to thirteen
    rows per estimate)."""
    row = _NEW(LineTrick)
    _PUT(row, "number", number)
    _PUT(row, "leader", leader)
    _PUT(row, "cards", cards)
    _PUT(row, "winner", winner)
    return row


@dataclass(frozen=True, slots=True, kw_only=True)
class WeightedResult:
    """One result of a weighted adjusted score (12C1(c)) with its suggested weight."""

    declarer_tricks: int
    """Declarer's tricks in this result."""
    score_ns: int
    """North-South's score for it."""
    weight: int
    """The suggested weight in percent (the director may change it)."""
    cards: tuple[Card, ...]
    """The offender's legal cards that lead to it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LikelyDifference:
    """Where the likely play parts from double dummy: the card that makes the difference."""

    trick: int
    """The trick it is played to (the board's number)."""
    seat: Seat
    """Who plays it (declarer for dummy's card is named as dummy's seat)."""
    card: Card
    """The card chosen in the likely play, which gives a trick away double dummy."""
    double_dummy: tuple[Card, ...]
    """The cards that keep the double-dummy value there (what double dummy plays)."""
    share: int
    """In how many of the plays (percent) it is the first card to give a trick away."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LikelyPlay:
    """The 64C estimate by likely play: each card chosen from what its player can see
    (sampled layouts of the hidden hands, each solved double dummy), repeated from the
    position the double-dummy estimate starts from."""

    distribution: tuple[tuple[int, int], ...]
    """Declarer's total tricks and in how many plays it came out, fewest tricks first."""
    plays: int
    """The plays made."""
    asked: int
    """The plays asked for (more than :attr:`plays` when the budget ran out)."""
    partial: bool
    """The time budget ran out: the distribution is of the plays made so far."""
    figure: int
    """Declarer's tricks the plays make likely, by :attr:`rule`."""
    rule: str
    """``third``: the result best for the non-offending side that they reach or beat in at
    least a third of the plays; ``median`` (both sides revoked): the middle result."""
    rule_law: str
    """The article of the rule (``12C1(e)``; 1997: ``12C2``; both sides revoked: the
    estimate's own, ``64C2(b)`` or ``64C``)."""
    recommended_declarer_tricks: int
    """What the director should consider: the figure, or the automatic result where that
    gives the non-offending side as much (when both sides revoked: the figure)."""
    recommended_score_ns: int
    """North-South's score for that."""
    compensated: bool
    """The automatic result gives the non-offending side at least the figure."""
    weighted: tuple[WeightedResult, ...] = ()
    """A weighted score (12C1(c)) over the results that came out in at least a fifth of
    the plays, by their shares; empty when they give one score."""
    weighted_law: str = "12C1(c)"
    """The article of the weighted score (1997: ``12C3``)."""
    difference: LikelyDifference | None = None
    """Where the figure differs from double dummy's: the card that most often makes the
    difference."""
    samples: int = 0
    """Layouts solved per card at most."""
    seed: int = 0
    """The seed of the plays (the same board and seed give the same plays)."""
    budget: float | None = None
    """The processor seconds allowed (``None``: no limit)."""
    defenders_see: bool = True
    """The defenders were taken to play double dummy (else they too chose from samples)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Equity:
    """The 64C estimate for one established revoke."""

    seat: Seat
    """The offender."""
    trick: int
    """The revoke trick."""
    basis: str
    """``64C1``, ``64C2(a)`` (a repeated revoke) or ``64C2(b)`` (both sides revoked)."""
    outcomes: tuple[CardOutcome, ...]
    """Every legal card and its double-dummy result."""
    likely_card: Card
    """The legal card best for the offender's side: taken as the likely one."""
    likely_declarer_tricks: int
    """Declarer's tricks had the revoke not occurred (earlier transfers included)."""
    after_transfer: int
    """Declarer's tricks after the automatic transfers of the whole board."""
    compensated: bool
    """The transfer gives the non-offending side at least the likely result."""
    recommended_declarer_tricks: int
    """What the director should consider: the better of the two for the non-offenders."""
    recommended_score_ns: int
    """North-South's score for that trick count."""
    earlier_transferred: int = 0
    """Tricks declarer gained (+) or lost (−) by the transfers of earlier revokes, which
    stand (64C2(a)); counted in :attr:`likely_declarer_tricks`."""
    line: tuple[LineTrick, ...] = ()
    """The principal double-dummy line with the likely card, from the revoke trick to the
    end (the cards played before the revoke as played)."""
    weighted: tuple[WeightedResult, ...] = ()
    """The results of a weighted score (12C1(c)) when no card is clearly the likely one;
    empty otherwise."""
    likely_play: LikelyPlay | None = None
    """The estimate by likely play from the same position, when it was asked for: where
    it is, it sets the board's 64C result."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Judgement:
    """The director's own judgement of 64C (a case's ``without_revoke``) and what the laws
    make of it: without the deal no estimate can be made, but the director can judge."""

    without_revoke: int
    """Declarer's total tricks had there been no revoke, as the director judged."""
    law: str
    """The article it is ruled under (``64C1``, ``64C2(a)``, ``64C2(b)``, ``64C``); ``""``
    where it is not applied."""
    applied: bool
    """64C applies to it: the edition has a 64C, a revoke is established, play is over."""
    stands: bool
    """The automatic result stands: the judgement gives the non-offending side no more
    (both sides revoked: it is the automatic result); also where it is not applied."""
    declarer_tricks: int | None = None
    """Declarer's tricks to enter under 64C: the judgement, or the automatic result where
    that stands; ``None`` where it is not applied."""
    score_ns: int | None = None
    """North-South's score for :attr:`declarer_tricks`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RevokeRuling:
    """How one revoke is ruled."""

    revoke: Revoke
    """The revoke as found or reported, with its state."""
    offending_side: Side
    """The offender's side."""
    established: bool
    """Whether it became established (63A)."""
    establishment: str
    """The article that established it, or the one that says it must be corrected."""
    rule: str
    """The article that decided the transfer (``64A1``, ``64A2``, a ``64B`` item, ``62A``;
    ``43B3`` where a dummy with his rights forfeited pointed out a defender's revoke first,
    which is then not rectified)."""
    tricks_transferred: int
    """Tricks transferred to the non-offending side."""
    transferred: tuple[TransferredTrick, ...] = ()
    """Which tricks."""
    steps: tuple[Step, ...] = ()
    """The reasoning for this revoke, in order."""
    equity: Equity | None = None
    """The double-dummy estimate of 64C, when the deal is known and it was asked for."""
    shown_in_table: bool = True
    """The revoke card stands in the trick as played (a trick table marks it); a corrected
    revoke's card was taken back."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Ruling:
    """The ruling on one board."""

    board: str
    """Board number."""
    edition: str
    """Key of the laws applied, e.g. ``2017``."""
    facts: BoardFacts
    """What the ruling was built on."""
    revokes: tuple[RevokeRuling, ...]
    """One entry per revoke, in order of play."""
    declarer_tricks_played: int | None
    """Declarer's tricks as played (``None`` if unknown)."""
    declarer_tricks_adjusted: int | None
    """Declarer's tricks after the transfers."""
    score_ns_played: int | None
    """North-South's score as played."""
    score_ns_adjusted: int | None
    """North-South's score after the transfers."""
    steps: tuple[Step, ...]
    """Every step of the ruling, in order."""
    penalty_cards: tuple[tuple[int, Mapping[Seat, tuple[tuple[Card, bool], ...]]], ...] = ()
    """From a timeline: after each trick, the penalty cards on the table (card, major)."""
    next_steps: tuple[Step, ...] = ()
    """From a timeline: what the director tells the table now ("what now?")."""
    equity_at: int = -1
    """Where the 64C estimate's steps go among :attr:`steps` (after the reminder of 64C);
    ``-1``: at the end."""
    declarer_tricks_equity: int | None = None
    """Declarer's tricks the 64C estimate recommends, when it differs from the automatic
    result (the director's decision); else ``None``."""
    score_ns_equity: int | None = None
    """North-South's score for :attr:`declarer_tricks_equity`."""
    judgement: Judgement | None = None
    """The director's own judgement of 64C, when the case gives one (``without_revoke``):
    where it is applied it sets :attr:`declarer_tricks_equity`, and a double-dummy
    estimate is then only information."""
    equity_replaces_automatic: bool = False
    """The automatic result is the laws' figure only, not the score to enter: both sides
    revoked under the 1997 Laws, and the board is ruled under 64C as though neither had
    (the WBF Laws Committee, 2001); the score to enter is that 64C result."""

    @property
    def equity_basis(self) -> str | None:
        """What the board's 64C result rests on: ``director`` (his own judgement, applied),
        ``likely_play`` or ``double_dummy`` (the estimate), or ``None`` (neither)."""
        if self.judgement is not None and self.judgement.applied:
            return "director"
        if any(r.equity is not None and r.equity.likely_play is not None for r in self.revokes):
            return "likely_play"
        if any(r.equity is not None for r in self.revokes):
            return "double_dummy"
        return None

    def with_equity(self, estimates: Mapping[int, Equity], steps: Sequence[Step],
                    tricks: int | None = None, score: int | None = None,
                    last: Sequence[Step] = ()) -> Ruling:
        """The ruling with the 64C estimates of its revokes (by index), their steps, the
        result they recommend for the board (``tricks``, ``score``) where it differs, and
        ``last``: steps after the automatic result (77)."""
        revokes = tuple(_evolve(r, equity=estimates[i]) if i in estimates else r
                        for i, r in enumerate(self.revokes))
        at = self.equity_at if self.equity_at >= 0 else len(self.steps)
        return _evolve(self, revokes=revokes,
                       steps=self.steps[:at] + tuple(steps) + self.steps[at:] + tuple(last),
                       declarer_tricks_equity=tricks, score_ns_equity=score)


def _evolve(obj: _T, **changes: object) -> _T:
    """A copy of one of this module's frozen dataclasses with ``changes``: what
    ``dataclasses.replace`` does, at a third of its cost (every field of these classes
    is an ``__init__`` field and none has a ``__post_init__``; the estimate of 64C adds
    its results this way to every ruling with an established revoke)."""
    new = _NEW(type(obj))
    for name in type(obj).__slots__:  # type: ignore[attr-defined]
        _PUT(new, name, getattr(obj, name))
    for name, value in changes.items():
        _PUT(new, name, value)
    return new
