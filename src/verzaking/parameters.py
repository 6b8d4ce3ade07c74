"""The values that differ between editions, each with its article: one table.

In the manner of OpenFisca's parameters: a point of the laws (a row), the
article it lives in, and each edition's value.  The editions read their
constants here (in-force dates, the 64B items and their wording, the article
for agreeing to a claim, the penalty points of 1930); ``verzaking laws --diff``
is derived from it, so a diff of two editions lists exactly the rows where they
differ.  Every value but a date has a text in the catalogs: ``point.<row>.<value>``.

Each row names its type (an enum of :mod:`verzaking.points`, a date, a number): the law
modules read an edition's values typed, as one frozen :class:`Parameters` made from the
table (:func:`parameters`), never as text; a value a row's type does not allow fails
when the table is built.

>>> value("62C3", "2017"), value("62C3", "2007")
('both_corrected', 'none')
>>> parameters("2007").both_sides_corrected
<BothSidesCorrected.NONE: 'none'>
>>> [d.point for d in differences("2017", "2007")][:3]
['in_force', '50E', '62C3']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from functools import cache

from .points import (
    AgreedClaim,
    BothSidesCorrected,
    BothSidesRevoked,
    Correction,
    DefectiveTrick,
    DummysTrick,
    Equity64C,
    Establishing,
    Events,
    FacedCard,
    ForcedRevoke,
    ForfeitedDummy,
    Has,
    LaterRevoke,
    MixingProof,
    Penalty64A,
    PenaltyInformation,
    QuestionAsIf,
    Rulers,
    Scoring,
    SecondTrick,
    Source,
    Timing64B4,
    TwelfthPartner,
    WhoMayAsk,
)

__all__ = ["EDITION_KEYS", "POINTS", "Difference", "Parameters", "Point", "differences",
           "parameters", "point", "value"]

EDITION_KEYS = ("2017", "2007", "1997", "1930", "rubber", "home")
"""Every edition, newest duplicate laws first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Point:
    """One point of the laws on which editions may differ."""

    key: str
    """The row's name (often its article)."""
    article: str
    """The article (empty for the in-force dates)."""
    values: dict[str, str]
    """Each edition's value; ``""`` where the point does not apply (a date not known)."""
    dated: bool = False
    """The values are dates (``YYYY-MM-DD``), not catalog codes."""
    kind: Callable[[str], object] = str
    """The row's type: reads a value as the member (or number) it stands for."""

    def typed(self, edition: str) -> object:
        """Edition ``edition``'s value as its type has it."""
        return self.kind(self.values[edition])


def _row(key: str, article: str, kind: Callable[[str], object], *values: str,
         dated: bool = False) -> Point:
    assert len(values) == len(EDITION_KEYS), key
    row = Point(key=key, article=article, values=dict(zip(EDITION_KEYS, values, strict=True)),
                dated=dated, kind=kind)
    for edition in EDITION_KEYS:
        row.typed(edition)  # a value its type does not allow: ValueError, here
    return row


def _points(text: str) -> int:
    """The penalty points (1930): a number, or ``none`` (0)."""
    if text == "none":
        return 0
    number = int(text)
    if number <= 0:
        raise ValueError(text)
    return number


#                 key        article  type
#                 2017              2007             1997
#                 1930              rubber           home
POINTS: tuple[Point, ...] = (
    _row("in_force", "", str,
         "2017-09-01", "2008-09-01", "1997-09-01",
         "1930-11-22", "", "", dated=True),
    _row("in_force_until", "", str,
         "", "", "",
         "1932-01-01", "", "", dated=True),
    _row("events", "", Events,
         "yes", "yes", "yes",
         "no", "yes", "yes"),
    _row("50E", "50E", PenaltyInformation,
         "on_table", "requirement_only", "requirement_only_50D1",
         "not_modelled", "unconfirmed", "unconfirmed"),
    _row("43B3", "43B3", ForfeitedDummy,
         "no_rectification", "no_rectification", "unconfirmed",
         "none", "no_rectification", "no_rectification"),
    _row("61B", "61B", WhoMayAsk,
         "partners_may_ask", "partners_may_ask", "declarer_only",
         "not_modelled", "partners_may_ask", "partners_may_ask"),
    _row("63B", "63B", QuestionAsIf,
         "none", "none", "as_if",
         "none", "none", "none"),
    _row("62", "62", Correction,
         "penalty_card", "penalty_card", "penalty_card",
         "options_1930", "penalty_card", "take_back"),
    _row("62C3", "62C3", BothSidesCorrected,
         "both_corrected", "none", "none",
         "none", "none", "none"),
    _row("62D2", "62D2", TwelfthPartner,
         "16C", "two_suits", "two_suits",
         "none", "two_suits", "two_suits"),
    _row("63A", "63A", Establishing,
         "by_offenders", "by_offenders", "by_offenders",
         "quitted", "by_offenders", "by_offenders"),
    _row("63A4", "63A4", AgreedClaim,
         "63A4", "63A3_agrees", "63A3_acquiesces",
         "none", "63A3_agrees", "63A3_agrees"),
    _row("64A", "64A", Penalty64A,
         "one_or_two", "one_or_two", "one_or_two",
         "points_or_two", "one_or_two", "one_or_two"),
    # 1997: no footnote text retrieved, but the WBF Laws Committee ruled the same under
    # these laws: declarer's revoke trick and later tricks won in dummy are not won by
    # declarer (minute of 12 January 2000, item 2, quoted in the EBU White Book 2004,
    # 43.1(c): one trick, 64A2)
    _row("64A_footnote", "64A", DummysTrick,
         "yes", "yes", "wbflc_2000",
         "none", "yes", "yes"),
    _row("64A2", "64A2", SecondTrick,
         "one", "one", "extra_trick",
         "none", "one", "one"),
    _row("64B1", "64B1", Has,
         "yes", "yes", "yes",
         "none", "yes", "yes"),
    _row("64B2", "64B2", LaterRevoke,
         "first_established", "any", "any",
         "points_only", "any", "any"),
    _row("64B3", "64B3", FacedCard,
         "penalty_or_dummy", "faced", "faced",
         "none", "faced", "faced"),
    _row("64B4", "64B4", Timing64B4,
         "after_call", "after_call", "after_call",
         "cut", "after_call", "after_call"),
    _row("64B5", "64B5", Has,
         "yes", "yes", "yes",
         "none", "yes", "yes"),
    _row("64B6", "64B6", Has,
         "yes", "yes", "yes",
         "none", "yes", "yes"),
    _row("64B7", "64B7", BothSidesRevoked,
         "both_established", "both_revoked", "none",
         "none", "both_revoked", "both_revoked"),
    _row("64B8", "64B8", Has,
         "yes", "none", "none",
         "none", "none", "none"),
    _row("64C", "64C", Equity64C,
         "64C1_64C2", "one_rule", "one_rule",
         "none", "players", "players"),
    _row("penalty_points", "VII.2b", _points,
         "none", "none", "none",
         "150", "none", "none"),
    _row("66D", "66D", MixingProof,
         "none", "none", "none",
         "mixing_proof", "none", "none"),
    _row("67B1", "67B1", DefectiveTrick,
         "deemed_revoke", "deemed_revoke", "held_no_penalty",
         "later_rule", "deemed_revoke", "deemed_revoke"),
    _row("59", "59", ForcedRevoke,
         "modern", "modern", "modern",
         "no_forced_revoke", "modern", "modern"),
    _row("77", "77", Scoring,
         "duplicate", "duplicate", "duplicate",
         "rubber_1930", "rubber", "rubber"),
    _row("81", "81", Rulers,
         "director", "director", "director",
         "director", "players", "players"),
    _row("source", "", Source,
         "confirmed", "confirmed", "confirmed",
         "confirmed", "rubber_unconfirmed", "rubber_unconfirmed"),
)
"""Every point, in the order of the laws (the dates first)."""

_BY_KEY = {p.key: p for p in POINTS}


def point(key: str) -> Point:
    """The row ``key``; raises ``KeyError``."""
    return _BY_KEY[key]


def value(key: str, edition: str) -> str:
    """Edition ``edition``'s value on point ``key``, as text (for the catalogs and the
    diff; the law modules read :func:`parameters`)."""
    return _BY_KEY[key].values[edition]


def _from(key: str) -> dict[str, str]:
    return {"row": key}


@dataclass(frozen=True, slots=True, kw_only=True)
class Parameters:
    """One edition's values, typed: a field per row of :data:`POINTS` (its key in the
    field's metadata, ``row``)."""

    in_force: str = field(metadata=_from("in_force"))
    """From when the Dutch federation applied it (``""``: not a federation's)."""
    in_force_until: str = field(metadata=_from("in_force_until"))
    """From when it no longer applied, where known."""
    events: Events = field(metadata=_from("events"))
    """Whether cases told as events can be ruled."""
    penalty_information: PenaltyInformation = field(metadata=_from("50E"))
    """50E."""
    forfeited_dummy: ForfeitedDummy = field(metadata=_from("43B3"))
    """43B3."""
    who_may_ask: WhoMayAsk = field(metadata=_from("61B"))
    """61B."""
    question_as_if: QuestionAsIf = field(metadata=_from("63B"))
    """63B (1997)."""
    correction: Correction = field(metadata=_from("62"))
    """62."""
    both_sides_corrected: BothSidesCorrected = field(metadata=_from("62C3"))
    """62C3."""
    twelfth_partner: TwelfthPartner = field(metadata=_from("62D2"))
    """62D2."""
    establishing: Establishing = field(metadata=_from("63A"))
    """63A."""
    agreed_claim: AgreedClaim = field(metadata=_from("63A4"))
    """63A4."""
    penalty: Penalty64A = field(metadata=_from("64A"))
    """64A."""
    dummys_trick: DummysTrick = field(metadata=_from("64A_footnote"))
    """The footnote to 64A."""
    second_trick: SecondTrick = field(metadata=_from("64A2"))
    """64A2."""
    no_trick: Has = field(metadata=_from("64B1"))
    """64B1."""
    later_revoke: LaterRevoke = field(metadata=_from("64B2"))
    """64B2."""
    faced_card: FacedCard = field(metadata=_from("64B3"))
    """64B3."""
    after_call: Timing64B4 = field(metadata=_from("64B4"))
    """64B4."""
    after_round: Has = field(metadata=_from("64B5"))
    """64B5."""
    twelfth_trick: Has = field(metadata=_from("64B6"))
    """64B6."""
    both_sides_revoked: BothSidesRevoked = field(metadata=_from("64B7"))
    """64B7."""
    both_corrected_exempt: Has = field(metadata=_from("64B8"))
    """64B8."""
    equity: Equity64C = field(metadata=_from("64C"))
    """64C."""
    penalty_points: int = field(metadata=_from("penalty_points"))
    """The penalty points of 1930 (0: none)."""
    mixing: MixingProof = field(metadata=_from("66D"))
    """66D."""
    defective_trick: DefectiveTrick = field(metadata=_from("67B1"))
    """67B1."""
    forced_revoke: ForcedRevoke = field(metadata=_from("59"))
    """59."""
    scoring: Scoring = field(metadata=_from("77"))
    """77."""
    rulers: Rulers = field(metadata=_from("81"))
    """81."""
    source: Source = field(metadata=_from("source"))
    """Where the revoke rules come from."""


@cache
def parameters(edition: str) -> Parameters:
    """Edition ``edition``'s values, typed, made from the table; raises ``KeyError`` for
    an edition the table does not have."""
    if edition not in EDITION_KEYS:
        raise KeyError(edition)
    return Parameters(**{f.name: _BY_KEY[f.metadata["row"]].typed(edition)  # type: ignore[arg-type]
                         for f in fields(Parameters)})


@dataclass(frozen=True, slots=True, kw_only=True)
class Difference:
    """A point on which two editions differ."""

    point: str
    """The row."""
    article: str
    """Its article."""
    a: str
    """The first edition's value."""
    b: str
    """The second edition's value."""
    dated: bool = False
    """The values are dates."""


def differences(a: str, b: str) -> list[Difference]:
    """Every point on which editions ``a`` and ``b`` (keys) differ, in the table's order."""
    return [Difference(point=p.key, article=p.article, a=p.values[a], b=p.values[b],
                       dated=p.dated)
            for p in POINTS if p.values[a] != p.values[b]]
