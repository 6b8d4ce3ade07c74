"""Questions asked during play: is this a revoke (61A), who may ask (61B), is it
established yet (63A), what happens to the card when it is noticed (62B, 50B).

Each key is what the table says after the events: whether the card made a revoke
record, the revoke's state and the article that moved it, the penalty card it left;
who may ask whom is what the law allows (the edition's
:meth:`~verzaking.laws.Edition.allows_question`), never what the table can record.

>>> import random
>>> from verzaking import find_edition
>>> q = established(random.Random(4), find_edition("2017"), 1)
>>> q.topic, q.options[q.answer].text.code in ("quiz.est.no", "quiz.est.a1")
('established', True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from ..cards import SEATS, SUIT_MASKS, Seat, cards_of
from ..laws import Edition
from ..table import How, Revoke
from .board import Board, Spot
from .build import cite, contract_said, revoke_board, trick_rows
from .model import Option, Said
from .model import Question as Q
from .policy import choose_card, seat_to_play

__all__ = ["ask", "correction", "established", "is_revoke"]


def _hand(seat: Seat, mask: int) -> dict[str, object]:
    return {"seat": seat.letter, "cards": [str(c) for c in cards_of(mask)]}


def _void_moment(board: Board, rng: random.Random, first: int, last: int) -> bool:
    """Play on until a player void in the suit led is to play, from trick ``first``."""
    t = board.table
    while not t.over and t.number <= last:
        led = t.led_suit()
        seat = seat_to_play(t)
        if (t.number >= first and led is not None and seat not in t.cards and t.hands
                and not t.hands[seat] & SUIT_MASKS[led] and rng.random() < 0.5):
            return True
        board.play_policy()
    return False


def _revoke_spot(edition: Edition, dummy: bool) -> Spot:
    """Where "is this a revoke?" may put its revoke: on dummy (``dummy``), else anywhere; never
    on dummy under the 1930 rules, whose text says nothing of dummy."""
    if not cite(edition, "44C"):
        return lambda b, s: not b.is_dummy(s)
    return (lambda b, s: b.is_dummy(s)) if dummy else (lambda b, s: True)


def _revoke_options(board: Board, edition: Edition, seat: Seat, data: Mapping[str, object],
                    engine_revoke: bool) -> list[Option]:
    """Yes, no, and the myths: "only once established", "dummy cannot revoke" (for dummy's
    card, where the edition's text speaks of dummy); each cites the edition's own articles."""
    # a myth's "no" is the right conclusion for a void player, but not for its reason
    but = "" if engine_revoke else "_but"
    opts = [Option(text=Said("quiz.revoke.yes", data),
                   why=() if engine_revoke else (Said("quiz.why.rv_void", data),)),
            Option(text=Said("quiz.revoke.no_void", data),
                   why=(Said("quiz.why.rv_held", data),) if engine_revoke else ()),
            Option(text=Said("quiz.revoke.myth_established", data),
                   why=(Said("quiz.myth.established" + but, {"law": cite(edition, "61A", "63A")}),))]
    if board.is_dummy(seat) and cite(edition, "44C"):
        opts.append(Option(text=Said("quiz.revoke.myth_dummy", data), why=(Said(
            "quiz.myth.dummy" + but, {"law": cite(edition, "44C", "61A"),
                                      "exempt": cite(edition, "64B3")}),)))
    return opts


def _revoke_reason(edition: Edition, data: Mapping[str, object], engine_revoke: bool) -> Said:
    """61A, or 44D for a void player (1930: its definition of a revoke, VII.2b)."""
    if engine_revoke:
        return Said("quiz.revoke.reason_yes", {**data, "law": cite(edition, "61A")})
    if cite(edition, "44D"):
        return Said("quiz.revoke.reason_no", {**data, "law": cite(edition, "44D")})
    return Said("quiz.revoke.reason_no_def", {**data, "law": cite(edition, "61A")})


def is_revoke(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """A card that does not follow suit: a revoke, or a legal discard?"""
    revoke = rng.random() < 0.55
    dummy_spot = level >= 2 and rng.random() < 0.3
    if revoke:
        found = revoke_board(rng, edition, first=2, last=11, ruff=None,
                             spot=_revoke_spot(edition, dummy_spot))
        if found is None:
            return None
        board, rv = found
        assert rv.card is not None
        seat, card, trick = rv.seat, rv.card, rv.trick
    else:
        board = Board.new(rng, edition)
        if not _void_moment(board, rng, 2, 11):
            return None
        seat, trick = seat_to_play(board.table), board.table.number
        card = choose_card(board.table)
        board.play(card)
    t = board.table
    assert t.hands is not None
    before = t.hands[seat] | (1 << card)
    engine_revoke = bool(t.revokes) and t.revokes[-1].trick == trick and t.revokes[-1].seat == seat
    led = t.tricks[-1].suit_led if len(t.cards) == 0 else t.led_suit()
    data = {"seat": seat, "led": led, "card": card}
    opts = _revoke_options(board, edition, seat, data, engine_revoke)
    reason = _revoke_reason(edition, data, engine_revoke)
    steps = tuple(replace(s, law=cite(edition, s.law) if s.law else "")
                  for e in t.log[-1:] for s in e.steps)  # the edition's own articles
    return Q(id="", topic="revoke", law=reason.data["law"], level=level,
             laws=edition.key, situation=(contract_said(board), Said("quiz.sit.card", {
                 "trick": trick, **data})),
             ask=(Said("quiz.revoke.ask", data),), options=tuple(opts),
             answer=0 if engine_revoke else 1, reason=(reason,), case=board.case(),
             tricks=trick_rows(board, mark=(trick, seat)), steps=steps,
             hand=_hand(seat, before))


_DEFENDER_SETS = (("quiz.ask.d_decl", ("decl",)), ("quiz.ask.d_decl_partner", ("decl", "partner")),
                  ("quiz.ask.d_all", ("decl", "partner", "dummy")), ("quiz.ask.d_partner", ("partner",)))
_DECLARER_SETS = (("quiz.ask.l_dummy", ("dummy",)), ("quiz.ask.l_defs", ("lho", "rho")),
                  ("quiz.ask.l_all", ("dummy", "lho", "rho")), ("quiz.ask.l_none", ()))


def _may_ask_said(board: Board, edition: Edition, asker: Seat, to: Seat) -> Said:
    """Whether the law lets ``asker`` ask ``to`` (61B, the edition's answer), said with the
    rule behind it: by declarer, by dummy, by a defender of declarer or of his partner."""
    c = board.contract
    role = ("declarer" if asker == c.declarer else "dummy" if asker == c.dummy
            else "defender" if to == c.declarer else "partner")
    allowed = edition.allows_question(asker, to, c)
    return Said(f"quiz.ask.why.{role}.{'yes' if allowed else 'no'}", {"seat": asker, "to": to})


def _merged(parts: tuple[Said, ...]) -> tuple[Said, ...]:
    """Both defenders with the same answer in one sentence: the rule is said once."""
    out: list[Said] = []
    for p in parts:
        if out and p.code.startswith("quiz.ask.why.defender.") and out[-1].code == p.code:
            out[-1] = Said(p.code.replace(".defender.", ".defenders."),
                           {"seats": (out[-1].data["seat"], p.data["seat"]), "to": p.data["to"]})
        else:
            out.append(p)
    return tuple(out)


def _ask_mistake(board: Board, to: Seat, missed: list[Seat], wrong: list[Seat]) -> tuple[Said, ...]:
    """What a wrong answer to "who may ask?" gets wrong: who it leaves out that may ask, who it
    names that may not (the rules themselves are the key's reason, said after it)."""
    c = board.contract

    def role(s: Seat) -> str:
        return ("declarer" if s == c.declarer else "dummy" if s == c.dummy
                else "partner" if s == to.partner else "defender")

    defenders = tuple(s for s in missed if role(s) == "defender")
    if len(missed) > 2 and not wrong:  # "nobody"
        out = [Said("quiz.ask.miss.all")]
    elif len(defenders) == 2:
        out = [*(Said(f"quiz.ask.miss.{role(s)}", {"seat": s, "to": to})
                 for s in missed if s not in defenders),
               Said("quiz.ask.miss.defenders", {"seats": defenders})]
    else:
        out = [Said(f"quiz.ask.miss.{role(s)}", {"seat": s, "to": to}) for s in missed]
    return (*out, *(Said(f"quiz.ask.also.{role(s)}", {"seat": s, "to": to}) for s in wrong))


def ask(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """A player did not follow: who may ask him whether he has none of the suit (61B)?

    The key is what the law allows (:meth:`~verzaking.laws.Edition.allows_question`), not
    what the table can record: it records dummy's question to a defender too (61B2(b))."""
    by_declarer = rng.random() < 0.35
    found = revoke_board(rng, edition, first=1, last=11, spot=lambda b, s: (
        s == b.contract.declarer if by_declarer else b.table.is_defender(s)))
    if found is None:
        return None
    board, rv = found
    assert rv.card is not None
    c, to = board.contract, rv.seat
    roles = {"decl": c.declarer, "dummy": c.dummy, "partner": to.partner, "lho": to.lho,
             "rho": to.partner.lho, "to": to}
    sets = _DECLARER_SETS if by_declarer else _DEFENDER_SETS
    askers = tuple(dict.fromkeys(roles[n] for _, names in sets for n in names))
    allowed = frozenset(s for s in askers if edition.allows_question(s, to, c))
    said = {s: _may_ask_said(board, edition, s, to) for s in askers}
    opts: list[Option] = []
    answer = -1
    for code, names in sets:
        seats = frozenset(roles[n] for n in names)
        if seats == allowed:
            answer = len(opts)
        opts.append(Option(text=Said(code, dict(roles)), why=_ask_mistake(
            board, to, [s for s in askers if s in allowed and s not in seats],
            [s for s in askers if s in seats and s not in allowed])))
    if answer < 0:
        return None
    data = {"seat": to, "led": rv.suit, "card": rv.card}
    return Q(id="", topic="ask", law="61B", level=level, laws=edition.key,
             situation=(contract_said(board), Said("quiz.sit.card", {"trick": rv.trick, **data})),
             ask=(Said("quiz.ask.ask", data),), options=tuple(opts), answer=answer,
             reason=_merged(tuple(said.values())), case=board.case(),
             tricks=trick_rows(board, mark=(rv.trick, to)))


_EST_CODES = {How.PLAY: "quiz.est.a1", How.DESIGNATION: "quiz.est.a2", How.CLAIM: "quiz.est.a3",
              How.AGREEMENT: "quiz.est.a4"}


def _after_revoke(rng: random.Random, board: Board, level: int, trick: int) -> list[Said]:
    """What happens after the revoke trick ``trick``: play to the next trick (level 1), or
    a designation or a claim (level 2); returns the story told."""
    t = board.table
    board.play_to(trick + 1, 0)
    kind = rng.choice(("play", "play", "designate", "claim")) if level >= 2 else "play"
    if kind == "designate" and not board.is_dummy(t.leader):
        kind = "play"  # only a card of dummy's is named (63A2): declarer names it
    if kind == "play" or t.over:
        board.play_to(t.number, rng.randrange(4))
        played = tuple(s for s in t.rotation() if s in t.cards)
        if not played:
            return [Said("quiz.est.to_lead", {"seat": t.leader, "trick": t.number})]
        return [Said("quiz.est.played_next", {"seats": played, "trick": t.number})]
    if kind == "designate":
        namer, card = board.contract.declarer, choose_card(t)
        board.designate(namer, card)
        return [Said("quiz.est.designated", {"seat": namer, "card": card})]
    claimer = rng.choice(SEATS)
    if board.is_dummy(claimer):
        claimer = board.contract.declarer
    left = 13 - len(t.tricks)
    total = t.declarer_tricks() + (left if not t.is_defender(claimer) else 0)
    board.claim(claimer, total)
    story = [Said("quiz.est.claimed", {"seat": claimer, "total": total})]
    if rng.random() < 0.6:
        taker = rng.choice([s for s in claimer.side.other.seats if not board.is_dummy(s)])
        board.accept(taker)
        story.append(Said("quiz.est.accepted", {"seat": taker}))
        if board.edition.agreement_is_69a:  # 69A: no objection until the round ends
            board.timing("end_of_round")
            story.append(Said("quiz.est.agreement_stands", {"side": taker.side}))
    return story


def _not_so(code: str, story: list[Said], rv: Revoke, edition: Edition) -> Said:
    """Why the answer ``code`` is wrong after ``story``: what the story shows instead (the
    act it names was not done, or not by the offending side; or the revoke is established)."""
    acts = {s.code: s.data["seat"] for s in story
            if s.code in ("quiz.est.designated", "quiz.est.claimed")}
    nos = {k: v for k, v in acts.items() if v.side != rv.seat.side}
    nxt = {"trick": rv.trick + 1}
    if code == "quiz.est.no":
        return Said("quiz.why.est_is")
    if code == "quiz.est.a1":
        return _not_played(story, nos, nxt)
    if code.startswith("quiz.est.a4"):
        return Said("quiz.why.est_no_agree" if "quiz.est.claimed" in nos
                    else "quiz.why.est_no_claim_to_agree", {"law": edition.agreement_law})
    key, what = (("quiz.est.designated", "name") if code == "quiz.est.a2"
                 else ("quiz.est.claimed", "claim"))
    if key in nos:
        return Said(f"quiz.why.est_nos_{what}", {"seat": nos[key]})
    return Said("quiz.why.est_none_named" if what == "name" else "quiz.why.est_none_claimed", nxt)


def _not_played(story: list[Said], nos: dict[str, Seat], nxt: dict[str, int]) -> Said:
    """Why "the offending side played to the next trick" is wrong: who did play to it (the
    other side), or that nobody did yet."""
    played = next((s.data["seats"] for s in story if s.code == "quiz.est.played_next"), ())
    if played:
        return Said("quiz.why.est_nos_played2" if len(played) > 1 else "quiz.why.est_nos_played",
                    {"seats": played, **nxt})
    if "quiz.est.designated" in nos:
        return Said("quiz.why.est_nos_named_next", {"seat": nos["quiz.est.designated"]})
    if "quiz.est.claimed" in nos:
        return Said("quiz.why.est_claim_no_play", {"seat": nos["quiz.est.claimed"]})
    if any(s.code == "quiz.est.to_lead" for s in story):
        return Said("quiz.why.est_none_played", nxt)
    return Said("quiz.why.est_no_play")


def established(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """After the revoke trick something happens: is the revoke established, and by what?"""
    found = revoke_board(rng, edition, first=2, last=10, spot=lambda b, s: not b.is_dummy(s))
    if found is None:
        return None
    board, rv = found
    assert rv.card is not None
    story = _after_revoke(rng, board, level, rv.trick)
    now = board.table.revokes[0]
    data = {"seat": rv.seat, "led": rv.suit, "card": rv.card, "held": rv.held,
            "trick": rv.trick}
    done = now.establishment
    right = "quiz.est.no" if done is None else _EST_CODES.get(done.how)
    if right is None:
        return None
    if right == "quiz.est.a4" and edition.agreement_is_69a:
        right = "quiz.est.a4_69a"  # 2017: once the agreement is established (69A)
    laws = {"quiz.est.a1": "63A1", "quiz.est.a2": "63A2", "quiz.est.a3": "63A3",
            "quiz.est.a4": edition.agreement_law, "quiz.est.a4_69a": edition.agreement_law}
    codes = ["quiz.est.no", "quiz.est.a1"]
    if level >= 2:
        a4 = "quiz.est.a4_69a" if edition.agreement_is_69a else "quiz.est.a4"
        extra = [c for c in ("quiz.est.a2", "quiz.est.a3", a4) if c != right]
        codes.append(right if right not in codes else rng.choice(extra))
    if right not in codes:
        return None
    opts = [Option(text=Said(c, {"law": laws.get(c, "62A")}),
                   why=() if c == right else (_not_so(c, story, rv, edition),))
            for c in codes]
    opts.append(Option(text=Said("quiz.est.myth_nos"), why=(Said("quiz.myth.nos"),)))
    reason = Said("quiz.est.reason_no" if done is None else right.replace(".est.a", ".est.reason_a"),
                  {**data, "player": done.player if done else None,
                   "law": done.law if done else "62A"})
    return Q(id="", topic="established", law=done.law if done else "63A", level=level,
             laws=edition.key, situation=(contract_said(board), Said("quiz.sit.revoke", data),
                                          *story),
             ask=(Said("quiz.est.ask", data),), options=tuple(opts), answer=codes.index(right),
             reason=(reason,), case=board.case(), tricks=trick_rows(board, mark=(rv.trick, rv.seat)))


_COR_MYTHS = {
    "defender": {"quiz.cor.minor": "quiz.myth.minor", "quiz.cor.back": "quiz.myth.back",
                 "quiz.cor.stands": "quiz.myth.stands"},
    "declarer": {"quiz.cor.major": "quiz.myth.no_penalty_card",
                 "quiz.cor.minor": "quiz.myth.no_penalty_card", "quiz.cor.stands": "quiz.myth.stands"},
}
"""The mistake behind each wrong answer, by whose card it was: a defender's from his hand
(62B1, 50B) or a card of declarer or dummy (62B2, 48A)."""


def correction(rng: random.Random, edition: Edition, level: int) -> Q | None:
    """Attention is drawn to a revoke in time: what becomes of the card (62B, 50B)?"""
    found = revoke_board(rng, edition, first=2, last=11)
    if found is None:
        return None
    board, rv = found
    assert rv.card is not None
    data = {"seat": rv.seat, "led": rv.suit, "card": rv.card, "held": rv.held, "trick": rv.trick}
    story = [Said("quiz.sit.revoke_now", data)]
    if rng.random() < 0.5:  # a player after him plays too, of the other side: still in time
        after = seat_to_play(board.table)
        if board.table.cards:  # in the revoke trick
            story.append(Said("quiz.cor.played_after", {"seat": after, "card": board.play_policy()}))
        else:  # the revoke trick is complete: its winner leads to the next
            story.append(Said("quiz.cor.led_next", {"seat": after, "card": board.play_policy(),
                                                    "trick": rv.trick, "next": rv.trick + 1}))
    story.append(Said("quiz.cor.noticed", {"seat": rv.seat}))
    rows = trick_rows(board, mark=(rv.trick, rv.seat))  # as played: the revoke card shown
    board.attention(rv.seat)
    t = board.table
    now = t.revokes[0]
    penalty = [p for p in t.penalty[rv.seat] if p.card == rv.card]
    if now.corrected_by is None:
        right = "quiz.cor.stands"
    elif penalty:
        right = "quiz.cor.major" if penalty[0].major else "quiz.cor.minor"
    else:
        right = "quiz.cor.back"
    myths = _COR_MYTHS["defender" if t.is_defender(rv.seat) else "declarer"]
    codes = ["quiz.cor.major", "quiz.cor.minor", "quiz.cor.back", "quiz.cor.stands"]
    if {c for c in codes if c not in myths} != {right}:
        return None  # not the answer the mistakes above stand against
    opts = tuple(Option(text=Said(c, data), why=() if c == right else (Said(myths[c]),))
                 for c in codes)
    steps = tuple(s for e in t.log[-1:] for s in e.steps)
    return Q(id="", topic="correction", law=now.corrected_by or "63B", level=level,
             laws=edition.key, situation=(contract_said(board), *story),
             ask=(Said("quiz.cor.ask", data),), options=opts, answer=codes.index(right),
             reason=tuple(Said.step(s) for s in steps), case=board.case(), tricks=rows, steps=steps)
