"""Every generated question's key is what the law says (issue 28, item 7), checked against the
law itself and not against the engine: each question's case is replayed by the small replay
of ``trainerkit`` (44C, 44E-G) and ruled there by the laws as written in that file (61A, 61B,
62, 63A, 64, 77 for 2017, and 2007, 1997 where they differ).  The wrong options' own
explanations are held to the same law: a mistake is explained only where it is one.

Hundreds of questions at every level, under 2017, 2007 and 1997, with several seeds; each is
shown in both languages.  The 64C questions need the double-dummy solver: a few of them are
checked here for what the law fixes around the solver's estimate (the transfer they start
from, and which of the two the director keeps); the estimate itself is worked from endplay
in ``test_trainer_64c_questions``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

import trainerkit as law
from verzaking.render.i18n import CATALOGS
from verzaking.trainer import generate, question_to_dict
from verzaking.trainer.model import Option, Question, Said

RUNS = [(level, laws, seed) for level in (1, 2, 3) for laws, seeds in
        (("2017", (11, 12, 13)), ("2007", (21,)), ("1997", (31,))) for seed in seeds]
PER_RUN = 110
"""Questions a run: 3 x 110 under 2017 at every level, 110 under 2007 and 1997 (some 1,600)."""

_ROLES = {"quiz.ask.d_decl": ("decl",), "quiz.ask.d_decl_partner": ("decl", "partner"),
          "quiz.ask.d_all": ("decl", "partner", "dummy"), "quiz.ask.d_partner": ("partner",),
          "quiz.ask.l_dummy": ("dummy",), "quiz.ask.l_defs": ("lho", "rho"),
          "quiz.ask.l_all": ("dummy", "lho", "rho"), "quiz.ask.l_none": ()}
"""Who each answer to "who may ask?" names, read from its wording."""


def _marked(q: Question) -> tuple[str, int]:
    """The seat and trick of the card the question is about (marked in the trick table)."""
    row = next(t for t in q.tricks if t["mark"])
    return row["mark"], row["number"]


def _revoke(r: law.Replay, seat: str, trick: int) -> law.Revoke:
    return next(rv for rv in r.revokes if (rv.seat, rv.trick) == (seat, trick))


def _why_codes(q: Question) -> set[str]:
    return {w.code for o in q.options for w in o.why}


def _key(q: Question) -> Said:
    return q.options[q.answer].text


def _key_explains(q: Question, *articles: str) -> None:
    """The key's explanation cites each of ``articles`` in both languages."""
    for lang in ("nl", "en"):
        shown = question_to_dict(q, lang)["options"][q.answer]["explanation"]
        for article in articles:
            assert article in shown, (q.id, lang, article, shown)


def check_revoke(q: Question, r: law.Replay) -> None:
    """61A: failing to follow while holding the suit led is a revoke; 44D: a void player
    may play any card."""
    seat, trick = _marked(q)
    t = r.tricks[trick - 1]
    held_suit = any(rv.seat == seat and rv.trick == trick for rv in r.revokes)
    assert t.cards[seat][0] != t.led  # the question is about a card not of the suit led
    assert _key(q).code == ("quiz.revoke.yes" if held_suit else "quiz.revoke.no_void")
    # the myths' "no" is the right conclusion only for a void player, and said so
    assert {c for c in _why_codes(q) if c.endswith("_but")} == (
        set() if held_suit else {c for c in _why_codes(q) if c.startswith("quiz.myth.")})
    # the wrong yes or no is told what his hand held
    assert {c for c in _why_codes(q) if c.startswith("quiz.why.rv_")} == (
        {"quiz.why.rv_held"} if held_suit else {"quiz.why.rv_void"})


def check_ask(q: Question, r: law.Replay) -> None:
    """61B: whom the law lets ask the player who failed to follow."""
    to, _ = _marked(q)
    roles = {"decl": r.declarer, "dummy": r.dummy, "partner": law.nxt(to, 2),
             "lho": law.nxt(to), "rho": law.nxt(to, 3)}
    allowed = {s for s in law.SEATS if law.may_ask(s, to, r.declarer, r.laws)}
    named = {roles[n] for n in _ROLES[_key(q).code]}
    assert named == allowed, (q.id, named, allowed)
    assert r.dummy not in named or to == r.declarer  # 61B2(b): never dummy to a defender
    for said in q.reason:
        assert said.code.startswith("quiz.ask.why."), said.code
        seats = said.data["seats"] if "seats" in said.data else (said.data["seat"],)
        for seat in seats:  # both defenders in one sentence, or one player
            assert said.code.endswith(".yes") == law.may_ask(seat.letter, to, r.declarer, r.laws)
    # each wrong answer says its own mistake: whom it leaves out that may ask, whom it names
    # that may not, each by his role (the rules themselves are the key's reason, after it)
    role = {law.nxt(to, 2): "partner", r.declarer: "declarer", r.dummy: "dummy"}
    for i, o in enumerate(q.options):
        if i == q.answer:
            continue
        chosen = {roles[n] for n in _ROLES[o.text.code]}
        told: dict[str, set[str]] = {"miss": set(), "also": set()}
        for w in o.why:
            _, _, kind, who = w.code.split(".")
            seats = ({s.letter for s in w.data["seats"]} if "seats" in w.data
                     else {w.data["seat"].letter} if "seat" in w.data else allowed)
            assert all(role.get(x, "defender") == who.rstrip("s") for x in seats) or who == "all"
            told[kind] |= seats
        assert told == {"miss": allowed - chosen, "also": chosen - allowed}, (q.id, told)


def check_established(q: Question, r: law.Replay) -> None:
    """63A: only an act of the offending side after the revoke trick establishes it."""
    seat, trick = _marked(q)
    act = law.establishing_act(r, _revoke(r, seat, trick))
    codes = {None: "quiz.est.no", "play": "quiz.est.a1", "designate": "quiz.est.a2",
             "claim": "quiz.est.a3",  # 63A4 with 69A in 2017, the assent itself before
             "accept": "quiz.est.a4_69a" if r.laws == "2017" else "quiz.est.a4"}
    key = _key(q)
    assert key.code == codes[None if act is None else act[0]], (q.id, act)
    if act is not None:
        assert key.data["law"] == act[1]
        assert q.reason[0].data["player"].letter == act[2]
    # each wrong answer is told what the story shows instead, and that is what happened
    nxt = r.tricks[trick] if len(r.tricks) > trick else None
    by = {e["type"]: e.get("seat") for _, e in r.events}
    other = "EW" if law.side(seat) == "NS" else "NS"
    for w in (w for o in q.options for w in o.why):
        if w.code in ("quiz.why.est_nos_played", "quiz.why.est_nos_played2"):
            played = {s.letter for s in w.data["seats"]}  # they did, and all of the other side
            assert nxt is not None and played == set(nxt.cards), q.id
            assert {law.side(x) for x in played} == {other}, q.id
        elif w.code == "quiz.why.est_none_played":
            assert nxt is None or not nxt.cards, q.id
        elif w.code == "quiz.why.est_none_named":
            assert "designate" not in by, q.id
        elif w.code == "quiz.why.est_none_claimed":
            assert not {"claim", "concede"} & set(by), q.id
        elif w.code in ("quiz.why.est_nos_name", "quiz.why.est_nos_claim",
                        "quiz.why.est_nos_named_next", "quiz.why.est_claim_no_play"):
            assert law.side(w.data["seat"].letter) == other, q.id
        elif w.code == "quiz.why.est_no_claim_to_agree":
            assert not any(law.side(s) == other for t, s in by.items() if t in ("claim", "concede"))


def check_correction(q: Question, r: law.Replay) -> None:
    """62A: attention before establishment, so it is corrected; 62B1: a defender's card from
    his hand becomes a major penalty card (50B: played, not dropped); 62B2: declarer's and
    dummy's cards go back with nothing more (48A: never a penalty card)."""
    seat, trick = _marked(q)
    rv = _revoke(r, seat, trick)
    assert law.establishing_act(r, rv) is None
    defender = r.is_defender(seat) and seat != r.dummy
    assert _key(q).code == ("quiz.cor.major" if defender else "quiz.cor.back")
    mistakes = _why_codes(q)
    if defender:
        assert "quiz.myth.no_penalty_card" not in mistakes
    else:  # "always a major penalty card" is no reason against declarer's own card
        assert not mistakes & {"quiz.myth.minor", "quiz.myth.back"}, (q.id, mistakes)


def check_transfer(q: Question, r: law.Replay) -> None:
    """64A, 64B for one established revoke."""
    seat, trick = _marked(q)
    rv = _revoke(r, seat, trick)
    assert law.establishing_act(r, rv) is not None
    n, article = law.transfer(r, rv)
    assert _key(q).data["count"] == n, (q.id, n, article)
    # every 64B item that applies is said, and for trick 12 whether it was corrected (62D1)
    _key_explains(q, article, *law.exempt(r, rv), *(("62D1",) if rv.trick == 12 else ()))
    if "quiz.myth.dummy_won" in _why_codes(q):
        assert seat == r.declarer and r.tricks[trick - 1].winner == r.dummy
    check_mistakes(q, r, rv, [(o.text.data["count"], o) for o in q.options])


def check_mistakes(q: Question, r: law.Replay, rv: law.Revoke,
                   counts: list[tuple[int, Option]]) -> None:
    """A wrong count's explanation is the mistake it is: 64A's own count where a 64B item
    excludes it, tricks won where "none" was chosen; and a call on the next board by the
    offending side is said to be no reason for 64B4 (it needs the non-offending side's)."""
    n, _ = law.transfer(r, rv)
    auto = law.alone(r, rv)  # what 64A gives the play as it happened, with no 64B item
    for count, option in counts:
        for why in option.why:
            if why.code.startswith("quiz.myth.exempt"):  # a 64B item rules out any transfer
                assert n == 0 and why.data["law"] in law.exempt(r, rv), q.id
                assert why.data["count"] == count, q.id
            if why.code == "quiz.myth.exempt_would":  # that is what 64A gives here
                assert count == auto, (q.id, auto)
            elif why.code == "quiz.myth.exempt_other":  # 64A gives another number here
                assert count != why.data["auto"] == auto > 0, (q.id, auto)
            elif why.code == "quiz.myth.exempt":  # 64A gives nothing here either
                assert count != auto == 0, (q.id, auto)
            elif why.code == "quiz.myth.won_some":
                assert count == 0 < n and r.won_by(law.side(rv.seat), rv.trick), q.id
            elif why.code == "quiz.myth.always_two":
                assert count == 2 > n, q.id
            elif why.code == "quiz.myth.no_extra":  # 1997: he won no later trick with the suit
                assert r.laws == "1997" and count == 2 > n and not law.won_later_with_suit(r, rv)
            elif why.code == "quiz.myth.no_further":  # he did, but his side won no other trick
                assert r.laws == "1997" and count == 2 > n and law.won_later_with_suit(r, rv)
                assert len(r.won_by(law.side(rv.seat), rv.trick)) < 2, q.id
    if any(e["type"] == "next_board_call" and law.side(e["seat"]) == law.side(rv.seat)
           for _, e in r.events):
        _key_explains(q, "64B4")


def check_score(q: Question, r: law.Replay) -> None:
    """77 on declarer's tricks after the transfer of 64."""
    seat, trick = _marked(q)
    rv = _revoke(r, seat, trick)
    n, article = law.transfer(r, rv)
    points = law.score_ns(r, law.adjusted_declarer_tricks(r, [(rv, n)]))
    assert _key(q).data["points"] == points, (q.id, n, points)
    _key_explains(q, article, *law.exempt(r, rv), "77")
    # each wrong score says the trick count it goes with, and that count's mistake
    played, toward = r.declarer_tricks(), (1 if r.is_defender(rv.seat) else -1)
    counts = []
    for o in q.options:
        if o.why:
            goes = o.why[0]
            assert goes.code == "quiz.myth.sc_tricks"
            assert law.score_ns(r, goes.data["tricks"]) == o.text.data["points"], q.id
            counts.append(((goes.data["tricks"] - played) * toward, o))
    check_mistakes(q, r, rv, counts)


def check_twelfth(q: Question, r: law.Replay) -> None:
    """62D1: a revoke on trick 12 is corrected, even established, until the hands are back in
    the board; 64B6: no trick is transferred either way."""
    seat, trick = _marked(q)
    rv = _revoke(r, seat, trick)
    assert trick == 12 and law.establishing_act(r, rv) is not None
    back = any(e["type"] == "hands_returned" for _, e in r.events)
    assert _key(q).code == ("quiz.t12.stands" if back else "quiz.t12.correct")
    _key_explains(q, "62D1", "64B6")
    # "the trick stands and one (two) tricks go over": what 64A would give here, or not even
    counts = {"quiz.t12.one": 1, "quiz.t12.two": 2}
    check_mistakes(q, r, rv, [(counts[o.text.code], o) for o in q.options if o.text.code in counts])


def check_editions(q: Question, r: law.Replay) -> None:
    """The same board under 1997 (64A2's extra trick) and under 2017."""
    seat, trick = _marked(q)
    rv = _revoke(r, seat, trick)
    assert r.laws == "1997" and q.situation[0].data["laws"] == "1997"  # said so, at the top
    assert _key(q).data["count"] == law.transfer(r, rv)[0]
    check_mistakes(q, r, rv, [(o.text.data["count"], o) for o in q.options])
    r.laws = "2017"
    now = next(s for s in q.situation if s.code == "quiz.ed.now")
    assert now.data["count"] == law.transfer(r, rv)[0]


def several_counts(r: law.Replay) -> list[tuple[law.Revoke, int]]:
    """Each of two established revokes on its own (64A), but 64B7 when both sides revoked and
    64B2 for a later revoke by the same player in the same suit."""
    first, second = r.revokes
    if law.side(first.seat) != law.side(second.seat):
        return [(first, 0), (second, 0)]
    counts = [(first, law.transfer(r, first)[0]), (second, law.transfer(r, second)[0])]
    if (first.seat, first.led) == (second.seat, second.led):
        counts[1] = (second, 0)
    return counts


def check_several(q: Question, r: law.Replay) -> None:
    assert len(r.revokes) == 2 and all(law.establishing_act(r, rv) for rv in r.revokes)
    counts = several_counts(r)
    (a, n1), (b, n2) = counts
    if law.side(a.seat) == law.side(b.seat):  # every trick moved is won from its revoke on
        assert n2 <= len(r.won_by(law.side(b.seat), b.trick))
        assert n1 + n2 <= len(r.won_by(law.side(a.seat), a.trick))
    assert _key(q).data["count"] == law.adjusted_declarer_tricks(r, counts), (q.id, counts)
    # the question asks for the automatic adjustment; what the director may add is 64C:
    # 64C2(b) when both sides revoked, 64C2(a) after a repeat in one suit (2017; 64C before)
    both, repeat = law.side(a.seat) != law.side(b.seat), (a.seat, a.led) == (b.seat, b.led)
    assert q.ask[0].code == "quiz.sv.ask"
    c = "64C" if r.laws != "2017" else "64C2(b)" if both else "64C2(a)" if repeat else "64C1"
    for lang in ("nl", "en"):  # every option's explanation, the repeat's 64C2(a) included
        for o in question_to_dict(q, lang)["options"]:
            assert c in o["explanation"], (q.id, c, o["explanation"])
    # each wrong total is what its mistake says: a revoke's own transfer (64A alone), the
    # repeat counted, both added, the result as played
    played = r.declarer_tricks()
    alone = {(rv.seat, rv.trick): law.adjusted_declarer_tricks(r, [(rv, law.transfer(r, rv)[0])])
             - played for rv in (a, b)}
    for o in q.options:
        for why in o.why:
            total, d = o.text.data["count"], why.data
            if why.code in ("quiz.myth.sv_one_alone", "quiz.myth.sv_forgot"):
                assert total == played + alone[(d["seat"].letter, d["trick"])], (q.id, why)
            elif why.code == "quiz.myth.sv_repeat":
                assert repeat and total == _key(q).data["count"] + alone[(b.seat, b.trick)]
            elif why.code == "quiz.myth.sv_both_added":
                assert both and total == played + sum(alone.values())
            elif why.code == "quiz.myth.score_played":
                assert total == played
            assert why.code not in ("quiz.myth.sv_one_alone", "quiz.myth.sv_both_added",
                                    "quiz.myth.several_both") or both


def check_equity(q: Question, r: law.Replay) -> None:
    """64C1 around the solver's estimate: the transfer it starts from is 64A/64B's, and the
    director keeps it when it leaves the non-offending side no worse off than the likely
    result without the revoke, else he assigns that result."""
    seat, trick = _marked(q)
    rv = _revoke(r, seat, trick)
    n, _ = law.transfer(r, rv)
    after = law.adjusted_declarer_tricks(r, [(rv, n)])
    why = next(s for s in q.reason if s.code in ("quiz.eq.reason_short", "quiz.eq.reason_enough"))
    likely = why.data["likely"]
    assert why.data["after"] == after
    compensated = after >= likely if r.is_defender(seat) else after <= likely
    assert why.code == ("quiz.eq.reason_enough" if compensated else "quiz.eq.reason_short")
    assert why.data["nos"].name == ("NS" if law.side(seat) == "EW" else "EW")  # named
    # "it replaces the transfer, it is not added": only where tricks were transferred
    assert any(s.code == "quiz.eq.instead" for s in q.reason) == (not compensated and n > 0)
    key = _key(q)
    if key.code == "quiz.eq.opt":
        assert key.data["count"] == (after if compensated else likely)
    else:
        assert key.code == ("quiz.eq.stands" if compensated else "quiz.eq.adjust")


CHECKS: dict[str, Callable[[Question, law.Replay], None]] = {
    "revoke": check_revoke, "ask": check_ask, "established": check_established,
    "correction": check_correction, "transfer": check_transfer, "score": check_score,
    "twelfth": check_twelfth, "editions": check_editions, "several": check_several,
    "equity": check_equity,
}


def check_table(q: Question, r: law.Replay) -> None:
    """The trick table shown before the answer is the play as it happened, the case's cards
    (not a trick put right after attention was drawn, which would give the answer away), and
    the card marked as in question is in it (not an empty place)."""
    assert len(q.tricks) == len(r.tricks), q.id
    for row, t in zip(q.tricks, r.tricks, strict=True):
        assert {s: c for s, c in row["cards"].items() if c} == t.cards, (q.id, row, t)
        assert row["winner"] == t.winner, (q.id, row)
    for row in q.tricks:  # one card marked (two revokes on a board: none)
        assert row["mark"] is None or row["cards"][row["mark"]] is not None, q.id


def check_shape(q: Question) -> None:
    """Whatever the type: one key among the options, the options distinct in both languages,
    the key's explanation right and the others wrong, no mistake explained on the key and
    one explained on every other option."""
    assert 0 <= q.answer < len(q.options) >= 2
    assert not q.options[q.answer].why
    # every wrong option says its own mistake, not only the key's reason again
    assert all(o.why for i, o in enumerate(q.options) if i != q.answer), q.id
    for lang in ("nl", "en"):
        shown = question_to_dict(q, lang)
        texts = [o["text"] for o in shown["options"]]
        assert len(set(texts)) == len(texts), (q.id, texts)
        for i, o in enumerate(shown["options"]):
            verdict = CATALOGS[lang]["quiz.right" if i == q.answer else "quiz.wrong"]
            assert o["explanation"].startswith(verdict + " ")


@pytest.mark.parametrize(("level", "laws", "seed"), RUNS)
def test_every_generated_key_is_what_the_law_says(level: int, laws: str, seed: int) -> None:
    questions = generate(level=level, count=PER_RUN, seed=seed, laws=laws, source="generated",
                         weights={"equity": 0.1})  # the solver's questions: a few
    seen = Counter(q.topic for q in questions)
    for q in questions:
        check_shape(q)
        assert q.case is not None
        assert q.laws == laws or q.topic == "editions"
        r = law.replay(q.case)
        check_table(q, r)
        CHECKS[q.topic](q, r)
    if laws == "2017":  # every kind of question of the level was checked
        from verzaking.trainer.session import topics_for
        assert set(seen) == set(topics_for(level, laws)), seen


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_fixed_questions_have_one_key_among_distinct_options(level: int) -> None:
    from verzaking.trainer import bank
    for q in (*bank.for_level(level), *bank.EXPLAINER):
        check_shape(q)


def test_the_64c_questions_start_from_the_laws_transfer_and_keep_what_64c1_keeps() -> None:
    """Forty questions on 64C alone (the solver is quick on these positions)."""
    pytest.importorskip("endplay")
    from verzaking.trainer.session import LEVELS
    only = {t: float(t == "equity") for t in LEVELS[3]}
    for q in generate(level=3, count=40, seed=64064, source="generated", weights=only):
        assert q.topic == "equity" and q.case is not None
        check_shape(q)
        check_equity(q, law.replay(q.case))
