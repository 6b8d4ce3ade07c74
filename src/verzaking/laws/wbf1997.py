"""The WBF Laws of Duplicate Bridge 1997.

Seed ``002`` is the Dutch text of Laws 61-64 of 1997.  Checked against it:
defenders may ask declarer but not each other (61B, with the European Bridge
League's footnote), and a question against 61B corrects the revoke but the
adjustment applies as if established (63B); 64A2 adds a second trick when the
offender later wins a trick with a card he could legally have played to the
revoke trick (the WBF Laws Committee, 2000: only while his side won a further
trick).  Without the cards, whether he did is the director's fact
(``won_later_with_suit_led`` in a quick case); when the case does not give it and
the answer would change the transfer, the ruling transfers one trick, says it
assumed so, and asks it under "what now?".  64B has six items (no "both sides
revoked"); 63A3 "acquiesces in" a claim.
A trick won in dummy is not won by declarer: the seed's text shows no footnote
saying so, but the WBF Laws Committee ruled it under these laws (minute of
12 January 2000, item 2; EBU White Book 2004, 43.1(c)), and the ruling cites
that (row ``64A_footnote``).  In force in the Netherlands until
1 September 2008; its start date for the NBB is not confirmed (we use 1997-09-01).

Every difference is a value of :mod:`verzaking.parameters` (rows ``61B``,
``63B``, ``63A4``, ``64A2``, ``64A_footnote``, ``64B7``), read by the engine's
stages.
"""

from __future__ import annotations

from .wbf2007 import WBF2007

__all__ = ["WBF1997"]


class WBF1997(WBF2007):
    """WBF 1997: the extra trick of 64A2; defenders may not ask each other (61B, 63B)."""

    key = "1997"
    names: tuple[str, ...] = ("1997", "wbf1997", "wbf-1997", "laws1997")
    title = "WBF Laws of Duplicate Bridge 1997"
    base = "2007"
