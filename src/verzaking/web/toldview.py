"""The page "Verloop / Play by play" as plain data for its template: the board so far, what
the last event led to, "what now?" in the director's words, and the taps that may come next.

Every tap offered is one of :meth:`~verzaking.table.Table.choices` (who may do what, with
which cards and choices, as the laws allow it now), drawn as a button whose value is the
change it makes (:func:`verzaking.web.told.tap`).  Words come from the catalogs; no law
here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import verzaking

from ..cards import Card, Seat, Suit
from ..errors import VerzakingError
from ..render.choicesjson import choices_to_dict
from ..render.i18n import card_text, fmt_value, seat_letter
from ..render.text import step_text
from ..table import Choices, Kind, Offer, Table
from .forms import FormProblem
from .told import Told, build, deal_of, revoke_candidates, tap
from .view import ruling_view, side_letters, t

__all__ = ["tapped_view", "told_view"]

_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RED = (Suit.HEARTS, Suit.DIAMONDS)
_MORE = (Kind.LEAD_OUT_OF_TURN, Kind.PREMATURE_PLAY, Kind.EXPOSED, Kind.CLAIM, Kind.CONCEDE)


def _name(seat: Seat | None, lang: str) -> str:
    return fmt_value(seat, "", lang) if seat is not None else ""


def _button(value: str, label: str, **extra: Any) -> dict[str, Any]:
    return {"value": value, "label": label, **extra}


def tapped_view(form: dict[str, str], lang: str) -> tuple[dict[str, Any], int]:
    """The page after the tap a form sent (its state and ``do``), and its status: 200 when
    the tap was taken, 422 when the table refused it (the view says why), 400 for a state
    that cannot be read.  Used alike by the server and the offline app."""
    try:
        told = Told.from_form(form)
    except FormProblem as problem:
        return told_view(Told(), lang, error=t(problem.key, lang, **problem.data)), problem.status
    tapped = tap(told, form.get("do", "")[:120])
    error = tapped.error
    if isinstance(error, FormProblem):
        return told_view(tapped.told, lang, error=t(error.key, lang, **error.data)), error.status
    if error is not None:
        return told_view(tapped.told, lang, error=error.message(lang)), 422
    new = tapped.told.events
    same = next((i for i, (a, b) in enumerate(zip(told.events, new, strict=False)) if a != b),
                min(len(told.events), len(new)))
    return told_view(tapped.told, lang, since=min(same, len(new) - 1)), 200


def told_view(told: Told, lang: str, *, error: str | None = None,
              since: int | None = None) -> dict[str, Any]:
    """What the template shows for ``told``, in ``lang`` (``error``: why the last tap
    changed nothing; ``since``: the events before it that the last tap left as they were,
    whose steps are not said again under "what happened")."""
    view: dict[str, Any] = {"state": told.state(), "error": error, "ready": False,
                            "deal": _deal(told, lang), "ruling": None}
    try:
        table = build(told)
    except VerzakingError as err:  # told before a change of contract or deal: say why
        return {**view, "error": err.message(lang), "ready": False, "broken": True}
    if table is None:
        return view
    chosen = table.choices()
    view["choices"] = choices_to_dict(chosen)  # for a program that asks for JSON
    view.update(ready=True, broken=False, so_far=_so_far(table, lang),
                happened=_happened(table, len(told.events) - 1 if since is None else since, lang),
                whatnow=[step_text(s, lang) for s in table.next_steps()],
                can_undo=bool(told.events or told.tricks or told.act))
    view["act"] = _act(told, chosen, lang) if told.act else None
    if not told.act:
        view.update(_offers(told, table, chosen, lang))
        if view["revoke_mark"] is not None:  # the question first: play goes on after it
            view["whatnow"] = [view["revoke_mark"]["first"], *(
                step_text(s, lang) for s in table.next_steps() if s.code != "next.play")]
    view["ruling"] = _ruling(told, table, lang)
    return view


def _happened(table: Table, since: int, lang: str) -> list[str]:
    """What the laws required at the events of the last tap (those after the first ``since``),
    in order; a trick told only by its winner has none."""
    entries = [e for e in table.log if e.operation.event > since] if since >= 0 else []
    return [step_text(s, lang) for e in entries for s in e.steps]


def _deal(told: Told, lang: str) -> dict[str, Any] | None:
    """The deal as typed, checked: the cards each hand has so far, and what is wrong yet."""
    if not told.deal:
        return None
    counts = _typed(told.deal, lang)
    if deal_of(told.deal) is not None:
        return {"ok": True, "text": t("tell_deal_ok", lang, counts=counts), "counts": ""}
    try:
        verzaking.Deal.from_pbn(told.deal)
        said = ""
    except VerzakingError as err:
        said = err.message(lang)
    return {"ok": False, "text": t("tell_deal_problem", lang, problem=said), "counts": counts}


def _typed(text: str, lang: str) -> str:
    """How many cards each hand of a deal being typed has so far (``N 13 · O 5 · ...``), from
    the seat it starts with; empty until it starts with one."""
    first, colon, hands = text.strip().partition(":")
    try:
        start = Seat.parse(first) if colon else None
    except ValueError:
        start = None
    if start is None:
        return ""
    typed = [sum(ch in "AKQJT98765432" for ch in hand.upper()) for hand in hands.split()][:4]
    typed += [0] * (4 - len(typed))
    order = [Seat((start + i) % 4) for i in range(4)]
    return " · ".join(f"{seat_letter(s, lang)} {typed[order.index(s)]}" for s in Seat)


def _cell(card: Card | None, lang: str) -> dict[str, Any]:
    return {"text": card_text(card, lang) if card is not None else "–",
            "red": card is not None and card.suit in _RED}


def _so_far(table: Table, lang: str) -> dict[str, Any]:
    """The tricks so far (by winner, or their cards from the leader on), the trick on the
    table, and the penalty cards lying there."""
    rows = []
    for trick in table.tricks:
        winner = (seat_letter(trick.winner, lang) if trick.winner is not None
                  else side_letters(trick.side, lang))
        cards = []
        if trick.leader is not None:
            cards = [{"seat": seat_letter(s, lang), **_cell(trick.cards[s], lang)}
                     for s in table.rotation(trick.leader)]
        rows.append({"number": trick.number, "winner": winner, "cards": cards})
    current = [{"seat": seat_letter(s, lang), **_cell(table.cards[s], lang)}
               for s in table.rotation() if s in table.cards]
    penalty = [{"seat": _name(s, lang), "cards": [_cell(p.card, lang) for p in table.penalty[s]]}
               for s in Seat if table.penalty[s]]
    return {"rows": rows, "current": current, "number": table.number, "penalty": penalty}


def _grid(offer: Offer, value: str, lang: str) -> list[dict[str, Any]]:
    """The cards an offer may name, a row a suit (spades first), each a tap; with the deal a
    card that breaks an obligation (a revoke, a penalty card not played) is marked."""
    rows = []
    for suit in _SUITS:
        mine = [c for c in offer.cards if c.suit == suit]
        if not mine:
            continue
        cells = [_button(f"{value}{c}", card_text(c, lang)[1:], spoken=card_text(c, lang),
                         odd=bool(offer.legal) and c not in offer.legal) for c in mine]
        rows.append({"symbol": suit.symbol, "red": suit in _RED, "cards": cells})
    return rows


_LEAD_WORDS = frozenset({"tell_play_lead", "tell_loot_accept", "tell_loot_refuse",
                         "tell_act_lead_out_of_turn"})


def _lead_word(key: str, trick: int) -> str:
    """The text's key as the house words a lead: "uitkomen" for the opening lead only,
    "voorspelen" for the lead to a later trick (the ``_later`` texts)."""
    return key + "_later" if key in _LEAD_WORDS and trick > 1 else key


def _play(offer: Offer, table: Table, chosen: Choices, lang: str) -> dict[str, Any]:
    """The card to play: whose, in which trick, and the grid."""
    if offer.choices:  # after a lead out of turn: accepting it or refusing it
        key = _lead_word("tell_loot_" + offer.choices[0], chosen.trick)
    elif offer.due:  # to the corrected trick (62B, 62C)
        key = "tell_play_again"
    else:
        key = "tell_play" if table.cards else _lead_word("tell_play_lead", chosen.trick)
    grid = _grid(offer, "card:", lang)
    return {"heading": t(key, lang, seat=_name(offer.seat, lang), number=chosen.trick),
            "grid": grid, "odd": any(c["odd"] for row in grid for c in row["cards"])}


def _offers(told: Told, table: Table, chosen: Choices, lang: str) -> dict[str, Any]:
    """The taps that may come next, those the table waits for first."""
    out: dict[str, Any] = {"due": _due(chosen, table.contract.dummy, lang), "won": None,
                           "won_gone": None}
    out["plays"] = [_play(o, table, chosen, lang) for o in chosen.of(Kind.PLAY)]
    if chosen.of(Kind.TRICK_WON) and not told.events:
        key = "tell_won_heading" if out["plays"] else "tell_won_only"
        out["won"] = {"heading": t(key, lang, number=chosen.trick),
                      "taps": [_button("won:" + w, _winner(w, lang))
                               for w in ("NS", "N", "S", "EW", "E", "W")]}
    elif (told.events and table.deal is None and not table.cards and out["plays"]
          and not chosen.of(Kind.TRICK_WON)):  # a trick to begin: say why no "who won"
        out["won_gone"] = t("tell_won_no_more", lang, number=chosen.trick)
    out["who_led"] = _who_led(table, chosen, lang)
    out["spread"] = _spread(told, lang)
    marks = _revoke_marks(told, lang)
    out["revoke_mark"], out["revoke_earlier"] = marks["now"], marks["earlier"]
    out["attention"] = [{"heading": t("tell_attention", lang, seat=_name(o.seat, lang),
                                       trick=o.trick),
                         "taps": [_button(f"attention:{o.seat.letter}:{o.trick}:" + s.letter,
                                          seat_letter(s, lang), spoken=_name(s, lang))
                                  for s in o.by]
                         + [_button(f"attention:{o.seat.letter}:{o.trick}:",
                                    t("tell_not_said", lang))]}
                        for o in chosen.of(Kind.ATTENTION) if o.seat is not None]
    out["questions"] = [_button(f"question:{o.seat.letter}:{o.to.letter}",
                                t("tell_question_irregular" if o.irregular else "tell_question",
                                  lang, seat=_name(o.seat, lang), to=_name(o.to, lang),
                                  law=o.law))
                        for o in chosen.of(Kind.QUESTION)
                        if o.seat is not None and o.to is not None]
    out["more"] = [_button("act:" + kind.value,
                           t(_lead_word("tell_act_" + kind.value, chosen.trick), lang))
                   for kind in _MORE if chosen.of(kind)]
    out["claim"] = _claim(chosen, lang)
    out["after"] = _after(chosen, lang)
    return out


def _winner(value: str, lang: str) -> str:
    return seat_letter(Seat.parse(value), lang) if len(value) == 1 else side_letters(
        verzaking.Side.parse(value), lang)


def _who_led(table: Table, chosen: Choices, lang: str) -> dict[str, Any] | None:
    """The last trick told only by its side, and cards to come: which of the two won it."""
    if chosen.of(Kind.PLAY) or not table.tricks or table.cards or table.over:
        return None
    last = table.tricks[-1]
    if last.leader is not None or last.winner is not None or last.side is None:
        return None
    return {"heading": t("tell_who_led", lang, number=last.number,
                         side=side_letters(last.side, lang)),
            "taps": [_button("lead:" + s.letter, seat_letter(s, lang), spoken=_name(s, lang))
                     for s in last.side.seats]}


def _revoke_marks(told: Told, lang: str) -> dict[str, Any]:
    """Cards played without the deal that may be told as a revoke (the player still held the
    suit led, 61A): those the table's offer for that card said may be.  The latest one still
    in the trick on the table or the last one, with who noticed it, in one tap; earlier ones
    in a list (then attention is drawn as for any revoke)."""
    found = revoke_candidates(told)
    out: dict[str, Any] = {"now": None, "earlier": []}
    if not found:
        return out
    table = build(told)
    assert table is not None
    latest = found[-1]
    if latest.trick >= table.number - 1:
        found = found[:-1]
        suit = fmt_value(latest.led, "", lang) if latest.led is not None else ""
        taps = [_button(f"revoke:{latest.index}:{s.letter}", seat_letter(s, lang),
                        spoken=_name(s, lang)) for s in Seat]
        if tap(told, taps[0]["value"]).error is not None:  # attention cannot come now
            taps = []
        taps.append(_button(f"revoke:{latest.index}:", t("tell_not_yet", lang)))
        out["now"] = {"heading": t("tell_revoke_mark", lang, seat=_name(latest.seat, lang),
                                   suit=suit, card=card_text(latest.card, lang)), "taps": taps,
                      "first": t("tell_whatnow_revoke_open", lang, seat=_name(latest.seat, lang),
                                 card=card_text(latest.card, lang))}
    out["earlier"] = [_button(f"revoke:{c.index}:", t(
        "tell_revoke_earlier", lang, seat=_name(c.seat, lang), trick=c.trick,
        card=card_text(c.card, lang))) for c in reversed(found)]
    return out


def _spread(told: Told, lang: str) -> dict[str, Any] | None:
    """The lead out of turn just faced, where the table offered declarer to spread his hand
    then (54A: a defender's opening lead): that answer, besides the next card's."""
    last = told.events[-1] if told.events else {}
    if last.get("type") != "lead_out_of_turn" or last.get("choice"):
        return None
    before = build(replace(told, events=told.events[:-1]))
    offers = before.choices().of(Kind.LEAD_OUT_OF_TURN) if before is not None else ()
    if not any(o.seat is not None and o.seat.letter == last.get("seat") and "spread" in o.choices
               for o in offers):
        return None
    return _button("spread", t("tell_spread", lang))


def _due(chosen: Choices, dummy: Seat, lang: str) -> list[dict[str, Any]]:
    """What the table waits for first: declarer's choice, cards taken back, 51A."""
    out = []
    for o in chosen.offers:
        if o.kind == Kind.OPTION:
            out.append({"heading": t("tell_option", lang, law=o.law),
                        "taps": _option_taps(o, lang)})
        elif o.kind in (Kind.ACCEPT_PLAY, Kind.REFUSE_PLAY):
            out.append({"heading": "", "taps": [_button(o.kind.value, t(
                "tell_" + o.kind.value, lang, law=o.law))]})
        elif o.kind == Kind.WITHDRAW and o.seat is not None:
            key = "tell_withdraw_dummy" if o.seat == dummy else "tell_withdraw"  # 45B
            out.append({"heading": "", "taps": [_button(
                f"withdraw:{o.seat.letter}:{o.cards[0]}", t(
                    key, lang, seat=_name(o.seat, lang), card=card_text(o.cards[0], lang),
                    law=o.law))]})
        elif o.kind == Kind.DESIGNATE_PENALTY and o.seat is not None:
            out.append({"heading": t("tell_designate", lang, seat=_name(o.seat, lang)),
                        "taps": [_button(f"designate_penalty:{o.seat.letter}:{c}",
                                         card_text(c, lang)) for c in o.cards]})
    return out


def _option_taps(o: Offer, lang: str) -> list[dict[str, Any]]:
    taps = []
    for choice in o.choices:
        if choice in ("require", "forbid"):
            taps += [_button(f"option:{choice}:{s.letter}", t(
                "tell_opt_" + choice, lang, suit=fmt_value(s, "", lang))) for s in o.suits]
        else:
            taps.append(_button("option:" + choice, t("tell_opt_" + choice, lang)))
    return taps


def _claim(chosen: Choices, lang: str) -> list[dict[str, Any]]:
    """Agreement or an objection to a claim made, and the director's ruling on it (70)."""
    out = [_button(f"{o.kind.value}:{o.seat.letter}", t("tell_" + o.kind.value, lang,
                                                         seat=_name(o.seat, lang)))
           for o in chosen.of(Kind.ACCEPT, Kind.OBJECT) if o.seat is not None]
    if chosen.of(Kind.CLAIM_RULED):
        out.append(_button("act:claim_ruled", t("tell_act_claim_ruled", lang)))
    return out


def _after(chosen: Choices, lang: str) -> list[dict[str, Any]]:
    """What may still happen after play: the hands back in the board, a call on the next
    board, the end of the round."""
    out = [_button(o.kind.value, t("tell_" + o.kind.value, lang))
           for o in chosen.of(Kind.HANDS_RETURNED, Kind.END_OF_ROUND)]
    out += [_button(f"next_board_call:{o.seat.letter}", t("tell_next_board_call", lang,
                                                          seat=_name(o.seat, lang)))
            for o in chosen.of(Kind.NEXT_BOARD_CALL) if o.seat is not None]
    return out


def _act(told: Told, chosen: Choices, lang: str) -> dict[str, Any]:
    """An event begun: whose, then which card (or total, or how it was exposed)."""
    kind = Kind(told.act)
    offers = chosen.of(kind)
    out: dict[str, Any] = {"heading": t(_lead_word("tell_act_" + kind.value, chosen.trick), lang),
                           "taps": [], "grid": []}
    seat = Seat.parse(told.act_seat) if told.act_seat else None
    if kind != Kind.CLAIM_RULED and seat is None:
        out["question"] = t("tell_act_seat", lang)
        out["taps"] = [_button("seat:" + o.seat.letter, seat_letter(o.seat, lang),
                               spoken=_name(o.seat, lang)) for o in offers
                       if o.seat is not None]
        return out
    offer = next((o for o in offers if o.seat == seat), offers[0] if offers else None)
    if offer is None:
        return out
    if offer.totals:
        out["question"] = t("tell_act_total", lang)
        out["taps"] = [_button(f"total:{n}", str(n)) for n in offer.totals]
    elif kind == Kind.EXPOSED and told.act_card:
        out["question"] = t("tell_act_how", lang, card=card_text(Card.parse(told.act_card), lang))
        out["taps"] = [_button("how:" + c, t("tell_how_" + c, lang)) for c in offer.choices]
    else:
        out["question"] = t("tell_act_card", lang, seat=_name(seat, lang))
        out["grid"] = _grid(offer, "card:", lang)
    return out


def _ruling(told: Told, table: Table, lang: str) -> dict[str, Any] | None:
    """At the end of play (the last trick, or a claim agreed or ruled on): the ruling."""
    if not (table.over or table.claim_agreed):
        return None
    try:
        ruling = verzaking.rule(told.case(), equity=False)  # the estimate: the record page
    except (VerzakingError, FormProblem):
        return None
    return ruling_view(ruling, lang)

