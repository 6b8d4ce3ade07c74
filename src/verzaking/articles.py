"""The article each edition gives a rule the engine cites: one table.

The engine names every rule by its article in the 2017 Laws; where an older
edition numbers the same rule otherwise, or has no such article, this table
says so, and the step cites the edition's own article.  Sources: the 1997 Dutch
text of Laws 61-64 (seed ``002``), the 2007 Norwegian and Polish texts, the EBU's
summary of the 2007 changes and the 2007 English Law 16 (``shared/notes/revoke-laws.md``
sections 1, 2 and 8).

>>> article("63B", "2017"), article("63B", "1997")
('63B', '63C')
>>> article("61B1", "1997"), article("16C", "2007"), article("64B8", "2007")
('61B', '16D', '')

A rule the table does not list has the same article in every edition.
"""

from __future__ import annotations

__all__ = ["OWN_NUMBERING", "RENUMBERED", "article", "own_article"]

_1997_2007 = {
    "62C3": "",  # new in 2017
    "63A4": "63A3",  # agreeing to a claim: 63A3 ("makes or agrees to", 1997 "acquiesces in")
    "64B8": "",  # new in 2017
    "64C1": "64C", "64C2(a)": "64C", "64C2(b)": "64C",  # one rule before 2017
}

RENUMBERED: dict[str, dict[str, str]] = {
    "2017": {},
    "2007": {
        **_1997_2007,
        "16C": "16D",  # information from withdrawn calls and plays (2007 Law 16D)
    },
    "1997": {
        **_1997_2007,
        "16B": "16A",  # extraneous information from partner (1997 Law 16A)
        "43B3": "43B2(c)",  # a forfeited dummy first to draw attention to a defender's
        #                     irregularity: 43B2(c) as we recall it, not confirmed from a
        #                     source (the ruling says so)
        "61B1": "61B", "61B2(a)": "61B", "61B3": "61B",  # one paragraph
        "61B2(b)": "42B1",  # dummy may not ask a defender: in dummy's rights (EBU's summary
        #                     of the 2007 changes: 2007 61B2(b) repeats 1997 42B1)
        "63B": "63C",  # an established revoke may not be corrected (63B: attention drawn
        #                against 61B)
        "64B7": "",  # both sides revoked: no item before 2007
        "12C1(c)": "12C3",  # a score varied to do equity (weighted)
        "12C1(e)": "12C2",  # the most favourable result that was likely (non-offenders)
    },
    "1930": {"61A": "VII.2b",  # the revoke is defined in the same article as the rest,
             "63A": "VII.2b"},  # and when it is established (seed 004, its a, b and c)
}
"""Per edition, the 2017 articles it numbers otherwise (``""``: it has no such rule).  Rubber
bridge and home games apply the 2007 revoke laws (:mod:`verzaking.laws.rubber`)."""

OWN_NUMBERING = frozenset({"1930"})
"""Editions whose text is not numbered as the WBF Laws are: a rule their row of
:data:`RENUMBERED` does not list has no article there (1930: one article on revokes)."""

_SAME_AS = {"rubber": "2007", "home": "2007"}


def article(law: str, edition: str) -> str:
    """The article of ``edition`` for the rule the 2017 Laws number ``law``."""
    return RENUMBERED.get(_SAME_AS.get(edition, edition), {}).get(law, law)


def own_article(law: str, edition: str) -> str:
    """The article of ``edition`` for the rule the 2017 Laws number ``law``; ``""`` where the
    edition's text has none (a rule the 1930 text does not state).

    >>> own_article("61A", "1930"), own_article("44D", "1930"), own_article("44D", "1997")
    ('VII.2b', '', '44D')
    """
    if edition in OWN_NUMBERING and law not in RENUMBERED[edition]:
        return ""
    return article(law, edition)
