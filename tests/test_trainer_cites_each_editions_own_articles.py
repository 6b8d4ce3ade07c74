"""A question asked under an edition cites that edition's own articles (issue 28, item 7; trial 2,
1.9): a 1930 session cites the one article of the Dutch rules of 1930 on revokes, VII.2b (seed
``004``), and no modern article where the 1930 text has none (Law 44's duty to follow, 64B3's
dummy); 1997 and 2007 cite no article their laws number otherwise or lack (``articles.py``,
notes sections 2 and 8).  What the 1930 text does not say, it does not ask: dummy's revoke.

Every text of a question counts: the situation, the options and their explanations, the
reason, and the engine's steps shown with it.
"""

from __future__ import annotations

import re

import pytest

from verzaking.articles import RENUMBERED, article
from verzaking.trainer import generate, question_to_dict
from verzaking.trainer.bank import BANK, EXPLAINER

EDITIONS = ("2017", "2007", "1997", "1930", "rubber", "home")
_CITATION = re.compile(r"\((?:art\.|Laws?) ([^()]*(?:\([a-z]\)[^()]*)*)\)")
"""An article cited in a text: "(art. 61A)", "(Laws 44C, 61A)", "(art. 61B2(a))"."""


def cited(text: str) -> set[str]:
    """The articles ``text`` cites, each on its own."""
    return {a.strip() for m in _CITATION.finditer(text) for a in m[1].split(",")}


def test_a_citation_is_read_as_written() -> None:
    # worked by hand: two citations, one of two articles, one with a lettered item
    text = "Ook de blinde moet bekennen (Laws 44C, 61A); niet de tegenspeler (art. 61B2(b))."
    assert cited(text) == {"44C", "61A", "61B2(b)"}


def _own(law: str, edition: str) -> bool:
    """``law`` is an article of ``edition`` in the sense the 2017 Laws give it: 1930 has only
    its VII.2b; another edition has the rule under the same number (nothing renumbered it)."""
    if edition == "1930":
        return law.startswith("VII.2b")
    modern = {"rubber": "2007", "home": "2007"}.get(edition, edition)
    renamed = set(RENUMBERED[modern].values()) - set(RENUMBERED[modern])  # e.g. 1997's 63C
    return article(law, edition) == law or law in renamed


def _texts(q: dict[str, object]) -> list[str]:
    return [*q["situation"], q["question"], q["reason"],  # type: ignore[misc]
            *(t for o in q["options"] for t in (o["text"], o["explanation"])),  # type: ignore[attr-defined]
            *(s["text"] for s in q["ruling"])]  # type: ignore[attr-defined]


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_article_a_session_cites_is_its_editions_own(edition: str) -> None:
    questions = [q for level in (1, 2, 3)
                 for q in generate(level=level, count=40, seed=level, laws=edition,
                                   source="generated", weights={"equity": 0.1})]
    questions += [q for q in (*BANK, *EXPLAINER) if edition in q.editions]
    seen: set[str] = set()
    for q in questions:
        for lang in ("nl", "en"):
            for text in _texts(question_to_dict(q, lang)):
                for law in cited(text):
                    seen.add(law)
                    assert _own(law, edition), (q.id, edition, law, text)
    assert seen  # something was cited
    if edition == "1930":
        assert seen == {"VII.2b"}


def test_1930_asks_nothing_of_dummy() -> None:
    """The 1930 text says nothing of dummy: no revoke is put on dummy and "dummy cannot
    revoke" is never an option (in modern laws it is a myth, said so with 44C, 61A, 64B3)."""
    for level in (1, 2):
        for q in generate(level=level, count=60, seed=level, laws="1930", source="generated"):
            assert q.topic == "revoke"
            assert all(o.text.code != "quiz.revoke.myth_dummy" for o in q.options), q.id
            assert q.case is not None
            dummy = "NESW"["NESW".index(q.case["declarer"]) - 2]
            assert not (q.law.startswith("VII") and q.options[q.answer].text.code
                        == "quiz.revoke.yes" and q.hand and q.hand["seat"] == dummy), q.id
    modern = generate(level=2, count=60, seed=2, laws="2017", source="generated")
    assert any(o.text.code == "quiz.revoke.myth_dummy" for q in modern for o in q.options)
