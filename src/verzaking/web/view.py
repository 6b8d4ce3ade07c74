"""A ruling as plain data for the page's templates: words from the catalogs, no law.

Everything here is formatting of what :func:`verzaking.rule` decided; the
templates escape every value (Jinja2 autoescape), so text from an uploaded file
(player names, events, values quoted in messages) is shown, never run.
"""

from __future__ import annotations

import json
from typing import Any

from ..cards import Card, Seat, Side, Suit
from ..io import LoadedBoard
from ..parameters import value
from ..render.estimate import automatic_column, enter_column, enter_items, equity_column
from ..render.i18n import card_text, contract_text_lang, fmt_value, score_text, seat_letter, text
from ..render.jsonout import ruling_to_dict
from ..render.text import correction_notes, revoke_cells
from ..ruling import RevokeRuling, Ruling
from ..ruling_log.printed import assigned_line
from ..ruling_log.record import save_form

__all__ = ["as_entered", "as_given", "case_objects", "ruling_view", "short_view", "side_letters", "t",
           "unnumbered", "with_case_notes"]

_RED = (Suit.HEARTS, Suit.DIAMONDS)
_INFO_TAGS = (("Event", "web.event"), ("Site", "web.site"), ("Date", "web.date"),
              ("Table", "web.log_table"))
_PLAYER_TAGS = ("North", "East", "South", "West")


def t(key: str, lang: str, **data: Any) -> str:
    """A page text from the catalog (``key`` without or with the ``web.`` prefix)."""
    code = key if key.startswith(("web.", "ui.", "error.", "edition.")) else "web." + key
    return text(code, lang, data)


def side_letters(side: Side | None, lang: str) -> str:
    """``NZ``/``OW`` in Dutch, ``NS``/``EW`` in English."""
    return "".join(seat_letter(s, lang) for s in side.seats) if side is not None else "–"


def _card(card: Card | None, lang: str = "en") -> dict[str, Any]:
    return {"text": card_text(card, lang), "red": card is not None and card.suit in _RED}


def _card_name(code: str, lang: str = "en") -> dict[str, Any]:
    try:
        return _card(Card.parse(code), lang)
    except ValueError:
        return {"text": code, "red": False}


def _table(ruling: Ruling, lang: str) -> dict[str, Any]:
    facts = ruling.facts
    revoke_at = revoke_cells(ruling)
    notes = correction_notes(ruling, lang)  # a corrected revoke, penalty cards (as the CLI)
    moved: dict[int, str] = {}
    for r in ruling.revokes:
        for n in r.transferred:
            if not n.from_claim:  # a trick of the claim has no row of its own
                moved[int(n)] = side_letters(r.offending_side.other, lang)
    rows: list[dict[str, Any]] = []
    if facts.play is not None:
        for tr in facts.play.tricks:
            cells = []
            for seat in Seat:
                cell = _card(tr.cards[seat], lang)
                cell["revoke"] = (tr.number, seat) in revoke_at
                cell["lead"] = seat == tr.leader
                cells.append(cell)
            rows.append({"number": tr.number, "leader": seat_letter(tr.leader, lang),
                         "cells": cells,
                         "winner": seat_letter(tr.winner, lang) if tr.winner is not None else "–",
                         "moved": moved.get(tr.number), "notes": notes.get(tr.number, []),
                         "revokes": [seat_letter(s, lang) for (n, s) in sorted(revoke_at)
                                     if n == tr.number]})
    else:
        for out in facts.tricks:
            winner = (seat_letter(out.winner, lang) if out.winner is not None
                      else side_letters(out.side, lang))
            rows.append({"number": out.number, "winner": winner, "moved": moved.get(out.number),
                         "notes": notes.get(out.number, []),
                         "revokes": [seat_letter(s, lang) for (n, s) in sorted(revoke_at)
                                     if n == out.number]})
    claim_row = None
    if facts.claim is not None and facts.contract is not None and len(facts.tricks) < 13:
        claim_row = text("ui.claim_row", lang, {"count": 13 - len(facts.tricks),
                                                "total": facts.claim.declarer_tricks})
    # the key says only the marks the table uses (a corrected revoke's card is gone)
    return {"play": facts.play is not None, "rows": rows, "claim_row": claim_row,
            "seats": [seat_letter(s, lang) for s in Seat],
            "key_revoke": any(any(c["revoke"] for c in r.get("cells", ())) for r in rows),
            "key_moved": bool(moved)}


def _deal(ruling: Ruling, lang: str) -> dict[str, Any] | None:
    deal = ruling.facts.deal
    if deal is None:
        return None
    hands: dict[str, Any] = {}
    for seat in Seat:
        cards = deal.hand(seat)
        suits = []
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            ranks = " ".join(card_text(c, lang)[1:] for c in cards if c.suit == suit)
            suits.append({"symbol": suit.symbol, "red": suit in _RED, "ranks": ranks or "–",
                          "name": fmt_value(suit, "", lang)})
        player = ruling.facts.tags.get(_PLAYER_TAGS[seat], "")
        hands[seat.letter] = {"seat": fmt_value(seat, "", lang), "player": player,
                              "suits": suits}
    return hands


def _equity(data: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """The double-dummy estimates the library gave (``equity`` per revoke), if any."""
    out = []
    for rv in data.get("revokes", []):
        eq = rv.get("equity")
        if not isinstance(eq, dict):
            continue
        try:
            seat = Seat.parse(rv["seat"])
            rows = [{"card": _card_name(str(c), lang), "tricks": n}
                    for c, n in (eq.get("double_dummy") or {}).items()]
            item: dict[str, Any] = {
                "caption": t("dd_caption", lang, seat=seat, trick=rv["trick"]),
                "rows": rows,
                "likely": str(eq.get("likely_card", "")),
                "likely_play": None,
            }
            if eq.get("recommended_declarer_tricks") is not None:
                item["recommended"] = t("dd_recommended", lang,
                                        tricks=eq["recommended_declarer_tricks"],
                                        score=eq.get("recommended_score_ns"))
            item.update(_line(eq, rv, lang))
            lp = eq.get("likely_play")
            if isinstance(lp, dict):
                item.update(_likely(lp, eq, seat, rv["trick"], lang))
        except (KeyError, ValueError, TypeError):
            continue
        out.append(item)
    return out


def _likely(lp: dict[str, Any], eq: dict[str, Any], seat: Seat, trick: int,
            lang: str) -> dict[str, Any]:
    """The likely play for the page: its distribution, its figure beside double dummy's,
    the card that makes the difference; its weighted option replaces double dummy's."""
    plays = lp["plays"]
    rows = [{"tricks": d["declarer_tricks"], "share": round(100 * d["plays"] / plays),
             "figure": d["declarer_tricks"] == lp["figure"]} for d in lp["distribution"]]
    both = lp["basis"]["rule"] == "median"
    likely: dict[str, Any] = {
        "caption": t("likely_caption", lang, seat=seat, trick=trick, plays=plays,
                     partial=t("likely_partial", lang) if lp["partial"] else ""),
        "rows": rows,
        "figure": t("likely_figure_both" if both else "likely_figure", lang,
                    figure=lp["figure"], dd=eq["likely_declarer_tricks"]),
        "recommended": t("dd_recommended", lang, tricks=lp["declarer_tricks"],
                         score=lp["score_ns"]),
        "difference": None}
    d = lp.get("difference")
    if isinstance(d, dict):
        likely["difference"] = t("likely_difference", lang, trick=d["trick"],
                                 seat=Seat.parse(d["seat"]),
                                 card=Card.parse(d["card"]),
                                 instead=tuple(Card.parse(c) for c in d["double_dummy"]),
                                 share=d["share"])
    weighted = [{"weight": w["weight"], "score": score_text(w["score_ns"]),
                 "label": text("equity.weight_label", lang,
                               {"tricks": w["declarer_tricks"], "score": w["score_ns"]})}
                for w in lp.get("weighted") or []]
    return {"likely_play": likely, "weighted": weighted, "recommended": None,
            "weighted_text": ", ".join(text("equity.weight_part", lang,
                                            {"w": w["weight"], "s": w["score"]})
                                       for w in weighted)}


def _line(eq: dict[str, Any], rv: dict[str, Any], lang: str) -> dict[str, Any]:
    """The estimate's line as trick rows and its weighted option (12C1(c)) for the page."""
    rows = [{"number": tr["number"], "leader": seat_letter(Seat.parse(tr["leader"]), lang),
             "cells": [{**_card_name(tr["cards"][s.letter], lang), "lead": s.letter == tr["leader"]}
                       for s in Seat],
             "winner": seat_letter(Seat.parse(tr["winner"]), lang)}
            for tr in eq.get("line") or []]
    weighted = [{"weight": w["weight"], "score": score_text(w["score_ns"]),
                 "label": text("equity.weight_label", lang,
                               {"tricks": w["declarer_tricks"], "score": w["score_ns"]})}
                for w in eq.get("weighted") or []]
    return {"line": rows, "seats": [seat_letter(s, lang) for s in Seat],
            "key": f"{rv['seat']}{rv['trick']}",  # the lines and forms its weights go to
            "line_summary": text("equity.line_summary", lang, {"trick": rv["trick"]}),
            "weighted": weighted,
            "weighted_text": ", ".join(text("equity.weight_part", lang,
                                            {"w": w["weight"], "s": w["score"]})
                                       for w in weighted),
            "weight_pattern": text("equity.weight_part", lang, {"w": "{w}", "s": "{s}"}),
            "weights_heading": text("equity.weights_heading", lang),
            "weights_hint": text("equity.weights_hint", lang)}


def _equity_score(ruling: Ruling, lang: str) -> dict[str, Any]:
    """The third column of the score table when the 64C result differs: the estimate's, or
    the director's own judgement's (headed with its article)."""
    if ruling.declarer_tricks_equity is None or ruling.facts.contract is None:
        return {}
    tricks = ruling.declarer_tricks_equity
    return {"ns_equity": score_text(ruling.score_ns_equity), "tricks_equity": tricks,
            "result_equity": fmt_value(tricks, "result", lang,
                                       {"contract": ruling.facts.contract}),
            "col_equity": equity_column(ruling, lang)}


def _summary(r: RevokeRuling, told: bool, lang: str) -> str:
    """A revoke's headline: what was transferred and under which article; one that the table
    left open (nobody drew attention to it, not established) as open, not as settled."""
    rv = r.revoke
    if (told and rv.is_open and not rv.attention_drawn and rv.settled is None
            and rv.accepted is None and not r.established):
        return t("revoke_summary_open", lang, seat=rv.seat, trick=rv.trick)
    return t("revoke_summary", lang, seat=rv.seat, trick=rv.trick, count=r.tricks_transferred,
             law=r.rule)


def _equity_applies(ruling: Ruling) -> bool:
    """Law 64C speaks: a revoke established (or adjusted as if it were), and rectified, under
    an edition that has a 64C.  Else the deal is shown without its heading."""
    if value("64C", ruling.edition) == "none":
        return False
    return any((r.established or r.revoke.as_if is not None) and r.revoke.unrectified is None
               for r in ruling.revokes)


def as_entered(view: dict[str, Any], content: Any, ruling: Ruling,
               lang: str) -> dict[str, Any]:
    """A log entry's ruling with the score the director entered: where it is his own score in
    place of the one the ruling marks, no column is marked "to enter" and the line under the
    score table says his score, with the ruling's automatic one (and 64C's) named as such;
    the printed ruling says the same (:func:`~verzaking.ruling_log.printed.assigned_line`)."""
    line, overrides = assigned_line(content, ruling, lang)
    if overrides and line and view.get("score"):
        view["score"] = {**view["score"], "enter_col": None, "enter": [line],
                         "enter_follow": [("", "")]}
    return view


def ruling_view(ruling: Ruling, lang: str) -> dict[str, Any]:
    """Everything the ruling template shows, in ``lang``."""
    facts = ruling.facts
    data = ruling_to_dict(ruling, lang=lang)
    contract = facts.contract
    title = text("ui.board", lang, {"board": ruling.board})
    subtitle = ""
    if contract is not None:
        subtitle = (contract_text_lang(contract, lang) + " " + fmt_value(contract.declarer, "", lang)
                    + ", " + fmt_value(facts.vulnerability, "", lang))
    score = None
    if ruling.declarer_tricks_played is not None and contract is not None:
        played, adjusted = ruling.declarer_tricks_played, ruling.declarer_tricks_adjusted
        entered = enter_items(ruling, lang)
        score = {
            "ns_played": score_text(ruling.score_ns_played),
            "ns_adjusted": score_text(ruling.score_ns_adjusted),
            "tricks_played": played, "tricks_adjusted": adjusted,
            "result_played": fmt_value(played, "result", lang, {"contract": contract}),
            "result_adjusted": fmt_value(adjusted, "result", lang, {"contract": contract}),
            "changed": ruling.score_ns_played != ruling.score_ns_adjusted,
            "enter": [line for line, _, _ in entered],  # what to enter (64C), weighted option
            "enter_follow": [(pattern, key) for _, pattern, key in entered],  # weights' line
            "col_automatic": automatic_column(ruling, lang),
            "enter_col": enter_column(ruling),  # the column marked "to enter", if one is
            **_equity_score(ruling, lang),
        }
    revokes = [_summary(r, facts.told, lang) for r in ruling.revokes]
    claimed = sum(rv["transferred_from_claim"] for rv in data["revokes"])
    info = [(t(key, lang), facts.tags[tag]) for tag, key in _INFO_TAGS if facts.tags.get(tag)]
    players = [f"{seat_letter(s, lang)}: {facts.tags[_PLAYER_TAGS[s]]}" for s in Seat
               if facts.tags.get(_PLAYER_TAGS[s])]
    if players:
        info.append((t("players", lang), " · ".join(players)))
    return {
        "board": ruling.board,
        "title": title,
        "subtitle": subtitle,
        "info": info,
        "score": score,
        "revokes": revokes,
        "claimed": t("claimed_tricks", lang, count=claimed) if claimed else None,
        "steps": [{"law": s["law"], "text": s["text"]} for s in data["steps"]],
        "table": (_table(ruling, lang) if (facts.tricks or facts.play is not None)
                  and not facts.counted else None),  # a short case's would be made up
        "deal": _deal(ruling, lang),
        "equity_applies": _equity_applies(ruling),
        "equity": _equity(data, lang),
        "next": [s["text"] for s in data.get("next", [])],
        "json": data,
        "log": save_form(ruling, lang=lang, data=data),  # "save to log" under the ruling
    }


def case_objects(text: str) -> list[dict[str, Any]]:
    """The cases of a JSON case file as objects (for their title and description), else []."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return []
    items = data if isinstance(data, list) else [data]
    return [c if isinstance(c, dict) else {} for c in items]


def with_case_notes(view: dict[str, Any], cases: list[dict[str, Any]], item: LoadedBoard,
                    lang: str) -> dict[str, Any]:
    """The ruling's view with its case's title and description first (a JSON case file);
    a case without a board number gets none made up (:func:`unnumbered`: an uploaded one
    was headed "Spel 1" and its log form filled in with board 1, a review)."""
    if not item.shows_number:
        view = unnumbered(view, lang)
    if item.kind != "json" or not 0 < item.ordinal <= len(cases):
        return view
    case = cases[item.ordinal - 1]
    notes = [(t(key, lang), case[field].strip()) for field, key in (
        ("title", "case_title"), ("description", "case_description"))
        if isinstance(case.get(field), str) and case[field].strip()]
    return short_view({**view, "info": notes + view["info"]}, case, lang)


def short_view(view: dict[str, Any], case: dict[str, Any], lang: str) -> dict[str, Any]:
    """The view of a ruling of ``case``: the log keeps the case as the director gave it
    (:func:`as_given`); a short-path case (its ``short`` counts) also has no trick table,
    whose trick numbers would only be an example (found on a phone: the log printed them
    as facts)."""
    view = as_given(view, case)
    if "short" not in case:
        return view
    return {**view, "table": None,
            "info": [(t("short_note_label", lang), t("short_note", lang)), *view["info"]]}


def as_given(view: dict[str, Any], case: dict[str, Any]) -> dict[str, Any]:
    """The view whose "save to log" form carries ``case``, the case that was ruled (with
    the edition it was ruled under), not the facts told again: the log rules it again in
    the same words as the page (issue 30: a quick ruling told again as "established"
    was logged as "zoals vastgesteld aan tafel", which the director never said)."""
    log = view.get("log")
    if not log:
        return view
    try:
        laws = json.loads(log["case"]).get("laws")
    except (ValueError, AttributeError):
        laws = None
    kept = {**case, "laws": laws} if laws else dict(case)  # the edition it was ruled under
    return {**view, "log": {**log, "case": json.dumps(kept, ensure_ascii=False)}}


def unnumbered(view: dict[str, Any], lang: str) -> dict[str, Any]:
    """The ruling's view for a case that gives no board number (the quick form left blank):
    the page makes none up ("Spel (geen nummer)"), nor does the log: its save form carries
    no board, in its field or in the case (found on a phone: the log listed such a ruling
    as board 1, the engine's number for a board without one)."""
    view = {**view, "title": t("no_board", lang)}
    log = view.get("log")
    if log:
        try:
            case = json.loads(log["case"])
        except (ValueError, TypeError, KeyError):
            case = None
        if isinstance(case, dict):
            case.pop("board", None)
            log = {**log, "case": json.dumps(case, ensure_ascii=False)}
        view["log"] = {**log, "board": ""}
    return view
