"""The WBF Laws of Duplicate Bridge 2007: what differs from 2017, article by article.

In force for the Dutch federation from 1 September 2008 (seed ``003``) until the
2017 Laws.  Sources: the Norwegian and Polish 2007 texts of Laws 61-64 and the
EBU's summary of the 2007 changes (``shared/notes/revoke-laws.md`` section 2).
"""

from __future__ import annotations

from .base import Edition, Exemption
from .wbf2017 import WBF2017

__all__ = ["WBF2007"]


class WBF2007(WBF2017):
    """WBF 2007: no 62C3, no 63A4 (63A3 covers agreeing), 64B of seven items, 64C one rule."""

    key = "2007"
    names: tuple[str, ...] = ("2007", "wbf2007", "wbf-2007", "laws2007")
    title = "WBF Laws of Duplicate Bridge 2007"
    in_force_nl = "2008-09-01"
    base = "2017"
    differences: tuple[tuple[str, str], ...] = (
        ("62C3", "diff.2007.62C3"),
        ("62D2", "diff.2007.62D2"),
        ("63A3", "diff.2007.63A3"),
        ("64B2", "diff.2007.64B2"),
        ("64B3", "diff.2007.64B3"),
        ("64B7", "diff.2007.64B7"),
        ("64B8", "diff.2007.64B8"),
        ("64C", "diff.2007.64C"),
    )
    """How this edition differs from its base, with the article."""

    has_62c3 = False  # 62C3 is new in 2017
    agreement_law = "63A3"  # 63A3: "makes or agrees to" a claim; no 63A4
    b2_first_established = False  # 64B2 without "the first revoke having been established"
    b7_both_established = False  # 64B7: "both sides have revoked", established or not
    twelfth_partner_code = "62D2.two_suits"  # 62D2: a play restriction, not 16C
    exemptions: tuple[Exemption, ...] = (
        Edition.b1_no_trick, Edition.b2_same_suit, Edition.b3_faced_card, Edition.b4_b5_timing,
        Edition.b6_twelfth, Edition.b7_both_sides)  # no B8

    def equity_article(self, case: str) -> str:
        """64C is one sentence in 2007 (no 64C1/64C2)."""
        return "64C"
