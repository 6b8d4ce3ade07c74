"""Picking one board of a file: which boards a form rules, and the list to pick from.

A club's hand record holds each board once for every table that played it.  A board
number typed in the form that the file holds for several tables asks which table
(:func:`choose`), and only the one picked is ruled.  The list (:func:`picker`) is
sorted by board and table; each record is told apart by its table, room or pairs as
the file gives them (:mod:`verzaking.io.tables`), else by its place among the records
of its board, said in words.  It can be searched: every word must fit (a number is a
board's or a table's number, after ``spel``/``board`` only a board's, after
``tafel``/``table`` only a table's; other words are looked for in the record's
text).  The page's script filters the list the same way as the director types
(``static/app.js``); without it the search is sent with the form.  No law here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..cards import Side
from ..io import ReadBoard, select
from ..io.boardnumber import board_key
from ..io.tables import TableOf, table_of
from ..render.i18n import contract_text_lang, seat_letter, text
from .view import side_letters, t

__all__ = ["BOARD_WORDS", "TABLE_WORDS", "Chosen", "board_choice", "choose", "fits", "picker"]

BOARD_WORDS = frozenset({"spel", "board", "bord"})
"""Words after which a number in the search is a board's number."""
TABLE_WORDS = frozenset({"tafel", "table"})
"""Words after which a number in the search is a table's number."""
_SPLIT = re.compile(r"[\s,;·/]+")
_ROOMS = {"open": "pick_room_open", "closed": "pick_room_closed"}


@dataclass(frozen=True, slots=True, kw_only=True)
class Chosen:
    """What a form's answer does with a file's boards: rule some, or ask which."""

    rule: list[ReadBoard] | None = None
    """The boards to rule (with an entry saying a board asked for is not there)."""
    among: list[int] | None = None
    """When asking: the places in the file of the boards to pick from (``None``: all)."""
    asked: str = ""
    """When asking among the tables of one board: its number as typed."""


def _several(chosen: list[ReadBoard], boards: list[ReadBoard]) -> list[int] | None:
    """The places of ``chosen`` in the file when it holds more than one record to pick
    from (each table of a board), else ``None``."""
    place = {id(b): i for i, b in enumerate(boards)}
    among = [place[id(b)] for b in chosen if id(b) in place and b.ordinal > 0]
    return among if len(among) > 1 else None


def choose(boards: list[ReadBoard], *, pick: str, board: str, table: str = "",
           name: str | None = None) -> Chosen:
    """The boards a form rules: the one picked from the list (by its place), the one of
    the number (and table) typed, or the only one; several records of the number typed
    (its tables) are asked about, as is a file of several boards with none chosen."""
    pick = pick.strip()
    if pick.isascii() and pick.isdigit() and len(pick) <= 6 and int(pick) < len(boards):
        return Chosen(rule=[boards[int(pick)]])
    if board.strip() or table.strip():
        chosen = select(boards, board.strip() or None, name=name, table=table.strip() or None)
        among = _several(chosen, boards)
        if among is None:
            return Chosen(rule=chosen)
        return Chosen(among=among, asked=board.strip())
    if len(boards) == 1:
        return Chosen(rule=boards)
    return Chosen()


def _order(place: TableOf, item: ReadBoard) -> tuple[Any, ...]:
    """Sorted by board number, then table number, room (open first), place in the file."""
    def number(label: str) -> tuple[int, int, str]:
        key = board_key(label)
        digits = key.isascii() and key.isdigit() and len(key) <= 9
        return (0, int(key), "") if digits else (1, 0, key.lower())
    room = {"open": 0, "closed": 1}.get(place.room_key, 2 if place.room else 3)
    return (number(place.number), number(place.table) if place.table else (2, 0, ""), room,
            item.ordinal)


def _pairs(place: TableOf, lang: str) -> str:
    """``NZ: A – B · OW: C – D`` as far as the file names the players."""
    parts = [f"{side_letters(side, lang)}: {names}"
             for side, names in ((Side.NS, place.pair(0)), (Side.EW, place.pair(1))) if names]
    return " · ".join(parts)


def _where(place: TableOf, lang: str) -> str:
    """The table and room of a record, as the file gives them (``tafel 7 · gesloten zaal``)."""
    parts = [t("pick_table", lang, table=place.table)] if place.table else []
    if place.room:
        key = _ROOMS.get(place.room_key)
        parts.append(t(key, lang) if key else place.room)
    return " · ".join(parts)


def _labelled(items: list[dict[str, Any]], places: list[TableOf], lang: str) -> None:
    """Each label of a board that the file holds more than once, with what tells its
    records apart: the table and room, else the pairs (on their own line), else its place
    among them in words ("verslag 2 van 30 van dit spel")."""
    groups: dict[str, list[int]] = {}
    for i, place in enumerate(places):
        groups.setdefault(board_key(place.number), []).append(i)
    for members in groups.values():
        if len(members) < 2:
            continue
        told = [(_where(places[i], lang), items[i]["pairs"]) for i in members]
        for n, i in enumerate(members, 1):
            where = told[n - 1][0]
            if told.count(told[n - 1]) > 1:  # nothing the file says tells it apart
                where = " · ".join(p for p in (where, t("pick_nth", lang, n=n,
                                                        count=len(members))) if p)
            if where:
                items[i]["label"] += " · " + where


def board_choice(index: int, item: ReadBoard, lang: str,
                 place: TableOf | None = None) -> dict[str, Any]:
    """One record of a file for the picker: number, contract, revokes found, the pairs,
    and what the search looks at."""
    place = place if place is not None else table_of(item)
    label = text("ui.board", lang, {"board": item.label})
    pairs = _pairs(place, lang)
    out = {"index": index, "label": label, "pairs": pairs, "kind": "none",
           "board": board_key(place.number), "table": board_key(place.table)}
    facts = item.facts
    if item.error is not None or facts is None:
        out.update(detail=t("pick_error", lang), kind="error")
    elif facts.contract is None:
        out["detail"] = t("pick_passed", lang)
    else:
        detail = contract_text_lang(facts.contract, lang) + " " + seat_letter(
            facts.contract.declarer, lang)
        if facts.revokes:
            where = ", ".join(f"{seat_letter(r.seat, lang)} {r.trick}" for r in facts.revokes)
            out.update(kind="revoke", detail=f"{detail} · {t('pick_revoke', lang)}: {where}")
        elif not facts.tricks and facts.play is None:  # nothing to see a revoke in
            out["detail"] = f"{detail} · {t('pick_no_play', lang)}"
        else:
            out["detail"] = f"{detail} · {t('pick_no_revoke', lang)}"
    return out


def fits(item: dict[str, Any], find: str) -> bool:
    """Whether a choice fits the search ``find`` (as the page's script filters the list)."""
    target = ""
    for word in (w.lower() for w in _SPLIT.split(find) if w):
        if word in BOARD_WORDS or word in TABLE_WORDS:
            target = "board" if word in BOARD_WORDS else "table"
            continue
        if word.isascii() and word.isdigit():
            key = word.lstrip("0") or "0"
            fields = [item[target]] if target else [item["board"], item["table"]]
            if key not in fields:
                return False
        elif word not in item["text"]:
            return False
        target = ""
    return True


def picker(boards: list[ReadBoard], lang: str, *, among: list[int] | None = None,
           asked: str = "", find: str = "") -> dict[str, Any]:
    """The list to pick a board from (``among``: only these places in the file, the tables
    of the board ``asked``), sorted by board and table, with its heading and search."""
    shown = list(range(len(boards))) if among is None else among
    places = [table_of(boards[i]) for i in shown]
    items = [board_choice(i, boards[i], lang, p) for i, p in zip(shown, places, strict=True)]
    _labelled(items, places, lang)
    for item in items:
        item["text"] = " ".join((item["label"], item["detail"], item["pairs"])).lower()
    ordered = not any(boards[i].kind in ("json", "yaml") for i in shown)  # a case file's own
    if ordered:                                                          # order is kept
        items = [item for _, item in sorted(zip((_order(p, boards[i]) for i, p in
                                                  zip(shown, places, strict=True)), items,
                                                 strict=True), key=lambda pair: pair[0])]
    numbers = len({item["board"] for item in items})
    if asked:
        which = "pick_table" if ordered else "pick_which"  # a case file's cases: no tables
        heading = t(which + "_heading", lang, board=asked)
        hint = t(which + "_hint", lang, board=asked, count=len(items))
    else:
        heading = t("pick_heading", lang)
        hint = (t("pick_hint", lang, count=len(items)) if numbers == len(items) else
                t("pick_hint_tables", lang, count=len(items), boards=numbers))
    find = find.strip()[:80]
    return {"heading": heading, "hint": hint, "find": find, "search": len(items) > 1,
            "items": [dict(item, hidden=bool(find) and not fits(item, find)) for item in items]}
