"""The values each point of :mod:`verzaking.parameters` may take: one enum per point.

The table of parameters keeps its values as text (the catalogs name each one
``point.<row>.<value>``); an edition reads them typed, as members of these enums
(:class:`verzaking.parameters.Parameters`), so a law module compares members, never
text, and a value the table does not allow fails when the table is built.

>>> Has("yes") is Has.YES, TwelfthPartner("16C").name
(True, 'RULE_16C')
"""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "AgreedClaim",
    "BothSidesCorrected",
    "BothSidesRevoked",
    "Correction",
    "DefectiveTrick",
    "DummysTrick",
    "Equity64C",
    "Establishing",
    "Events",
    "FacedCard",
    "ForcedRevoke",
    "ForfeitedDummy",
    "Has",
    "LaterRevoke",
    "MixingProof",
    "Penalty64A",
    "PenaltyInformation",
    "QuestionAsIf",
    "Rulers",
    "Scoring",
    "SecondTrick",
    "Source",
    "Timing64B4",
    "TwelfthPartner",
    "WhoMayAsk",
]


class Has(StrEnum):
    """Whether the edition has the item at all (64B1, 64B5, 64B6, 64B8, 66D's rule)."""

    YES = "yes"
    """It has it."""
    NONE = "none"
    """It has no such item."""


class Events(StrEnum):
    """Whether a case told as events can be ruled under the edition."""

    YES = "yes"
    """Events are modelled."""
    NO = "no"
    """Only the tricks."""


class PenaltyInformation(StrEnum):
    """50E: what a penalty card tells its owner's partner."""

    ON_TABLE = "on_table"
    """While it lies face up, what it shows is authorized (2017)."""
    REQUIREMENT_ONLY = "requirement_only"
    """Only that it must be played is authorized (2007)."""
    REQUIREMENT_ONLY_50D1 = "requirement_only_50D1"
    """The same, said in 50D1 (1997)."""
    NOT_MODELLED = "not_modelled"
    """Not modelled (no events)."""
    UNCONFIRMED = "unconfirmed"
    """Not confirmed from a source (rubber, home)."""


class ForfeitedDummy(StrEnum):
    """43B3: a dummy with his rights forfeited first to point out a defender's revoke."""

    NO_RECTIFICATION = "no_rectification"
    """No rectification."""
    UNCONFIRMED = "unconfirmed"
    """The later rule applied; its wording not confirmed (1997)."""
    NONE = "none"
    """Not modelled."""


class WhoMayAsk(StrEnum):
    """61B: who may ask a player who failed to follow whether he has the suit led."""

    PARTNERS_MAY_ASK = "partners_may_ask"
    """Defenders may ask each other too."""
    DECLARER_ONLY = "declarer_only"
    """Defenders may ask declarer, not each other (1997, in Europe)."""
    NOT_MODELLED = "not_modelled"
    """Not modelled (no events)."""


class QuestionAsIf(StrEnum):
    """63B (1997): a defender's question to his partner against 61B."""

    NONE = "none"
    """No such rule."""
    AS_IF = "as_if"
    """Corrected, but adjusted as if established."""


class Correction(StrEnum):
    """62: what a corrected revoke's card becomes."""

    PENALTY_CARD = "penalty_card"
    """A defender's card a major penalty card (62B)."""
    OPTIONS_1930 = "options_1930"
    """Declarer's options of 1930 (highest, lowest, or the card exposed)."""
    TAKE_BACK = "take_back"
    """House rule: taken back without penalty."""


class BothSidesCorrected(StrEnum):
    """62C3: both sides revoked on one trick and only one side played on."""

    BOTH_CORRECTED = "both_corrected"
    """Both are corrected (2017)."""
    NONE = "none"
    """No such rule."""


class TwelfthPartner(StrEnum):
    """62D2: the partner of a player who revoked on trick 12."""

    RULE_16C = "16C"
    """What the revoke card showed is unauthorized for him (16C, 2017)."""
    TWO_SUITS = "two_suits"
    """A restriction when he held cards of two suits (before 2017)."""
    NONE = "none"
    """No special rule."""


class Establishing(StrEnum):
    """63A: what establishes a revoke."""

    BY_OFFENDERS = "by_offenders"
    """The offending side plays to, or names a card for, the next trick, or claims."""
    QUITTED = "quitted"
    """The trick turned and quitted, anyone leading to the next (1930)."""


class AgreedClaim(StrEnum):
    """63A4: agreeing to the opponents' claim."""

    RULE_63A4 = "63A4"
    """Establishes the revoke as the side's agreement under 69A (2017)."""
    AGREES_63A3 = "63A3_agrees"
    """Under 63A3, "makes or agrees to" (2007)."""
    ACQUIESCES_63A3 = "63A3_acquiesces"
    """Under 63A3, "acquiesces in" (1997)."""
    NONE = "none"
    """Only the revoker's own claim establishes it."""


class Penalty64A(StrEnum):
    """64A: what an established revoke costs."""

    ONE_OR_TWO = "one_or_two"
    """One trick, or two (64A1, 64A2)."""
    POINTS_OR_TWO = "points_or_two"
    """The non-offending side's choice: penalty points or two tricks (1930)."""


class DummysTrick(StrEnum):
    """The footnote to 64A: a trick won in dummy is not won by declarer."""

    YES = "yes"
    """The footnote says so."""
    WBFLC_2000 = "wbflc_2000"
    """The WBF Laws Committee ruled it (1997)."""
    NONE = "none"
    """No such rule."""


class SecondTrick(StrEnum):
    """64A2: what the offender's side loses when he did not win the revoke trick."""

    ONE = "one"
    """One trick."""
    EXTRA_TRICK = "extra_trick"
    """One more when he later won a trick with a card of the suit led he held (1997)."""
    NONE = "none"
    """No 64A2."""


class LaterRevoke(StrEnum):
    """64B2: a later revoke by the same player in the same suit."""

    FIRST_ESTABLISHED = "first_established"
    """Exempt when the first was established (2017)."""
    ANY = "any"
    """Exempt after any earlier one."""
    POINTS_ONLY = "points_only"
    """A later revoke costs only the penalty points (1930)."""


class FacedCard(StrEnum):
    """64B3: failing to play a faced card."""

    PENALTY_OR_DUMMY = "penalty_or_dummy"
    """A penalty card or a card of dummy (2017)."""
    FACED = "faced"
    """Any faced card, dummy's too."""
    NONE = "none"
    """No such item."""


class Timing64B4(StrEnum):
    """64B4: attention drawn late."""

    AFTER_CALL = "after_call"
    """After a non-offender called on the next board."""
    CUT = "cut"
    """Once the cards are cut for the next deal (1930)."""


class BothSidesRevoked(StrEnum):
    """64B7: both sides revoked on the board."""

    BOTH_ESTABLISHED = "both_established"
    """Exempt when both revokes were established (2017)."""
    BOTH_REVOKED = "both_revoked"
    """Exempt when both revoked, established or not (2007)."""
    NONE = "none"
    """No such item (1997)."""


class Equity64C(StrEnum):
    """64C: equity restored after an established revoke."""

    RULES_64C1_64C2 = "64C1_64C2"
    """Two rules: one side (64C1), a repeat or both sides (64C2) (2017)."""
    ONE_RULE = "one_rule"
    """One rule (2007, 1997)."""
    PLAYERS = "players"
    """No director: the players settle it."""
    NONE = "none"
    """No equity rule (1930)."""


class MixingProof(StrEnum):
    """66D: mixing the cards after a revoke is alleged."""

    NONE = "none"
    """Not in itself proof."""
    MIXING_PROOF = "mixing_proof"
    """Counts as proof of it (1930)."""


class ForcedRevoke(StrEnum):
    """59: a player unable to play as required."""

    MODERN = "modern"
    """He may play any correct card."""
    NO_FORCED_REVOKE = "no_forced_revoke"
    """Nobody is forced to revoke to obey a penalty (1930)."""


class DefectiveTrick(StrEnum):
    """67B1: a defective trick found late."""

    DEEMED_REVOKE = "deemed_revoke"
    """Deemed a revoke either way."""
    HELD_NO_PENALTY = "held_no_penalty"
    """No penalty for a card of the suit led placed in it (1997)."""
    LATER_RULE = "later_rule"
    """Not in these rules: the later rule applied (1930)."""


class Scoring(StrEnum):
    """77: the scoring."""

    DUPLICATE = "duplicate"
    """Duplicate scoring."""
    RUBBER = "rubber"
    """Rubber scoring of the deal."""
    RUBBER_1930 = "rubber_1930"
    """Rubber scoring, 1930's own not sourced."""


class Rulers(StrEnum):
    """81: who applies the laws."""

    DIRECTOR = "director"
    """A director."""
    PLAYERS = "players"
    """The players together."""


class Source(StrEnum):
    """Where the revoke rules come from."""

    CONFIRMED = "confirmed"
    """The edition's own text."""
    RUBBER_UNCONFIRMED = "rubber_unconfirmed"
    """The rubber laws' text could not be retrieved: 2007's applied."""
