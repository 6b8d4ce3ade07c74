"""The page templates (Jinja2, every value escaped) and the choices the forms offer.

Labels come from the message catalogs in the page's language; the values are the
case file's, so that what the form sends is read as a case file is.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import jinja2
from starlette.responses import HTMLResponse

import verzaking

from ..cards import Seat, Side, Suit
from ..contract import Vulnerability
from ..laws import EDITIONS
from ..render.i18n import fmt_value, seat_letter
from .forms import ATTENTION_CHOICES, REVOKE_ROWS
from .guard import MAX_BODY
from .inputs import pick_lang
from .shortpath import LATER_CHOICES, WON_CHOICES, won_table
from .view import side_letters, t

__all__ = ["HERE", "Pages", "editions", "form_options", "shared_pages"]

HERE = Path(__file__).resolve().parent
"""The package's folder, with ``templates/`` and ``static/``."""
_RED = (Suit.HEARTS, Suit.DIAMONDS)


class _Environment(jinja2.Environment):
    """Jinja2, looking ``a.b`` up as a key first: the views are dicts (and a missed
    attribute costs an exception each time)."""

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict and attribute in obj:
            return obj[attribute]
        return super().getattr(obj, attribute)


@lru_cache(maxsize=2048)
def _plain(key: str, lang: str) -> str:
    """A page text without data (the catalogs do not change while the server runs)."""
    return t(key, lang)


class Pages:
    """Renders pages and fragments; one per process (:func:`shared_pages`)."""

    def __init__(self) -> None:
        self.env = _Environment(loader=jinja2.FileSystemLoader(HERE / "templates"),
                                autoescape=True, trim_blocks=True, lstrip_blocks=True,
                                undefined=jinja2.StrictUndefined,
                                auto_reload=False)  # installed templates do not change

    def context(self, lang: str, page: str, **extra: Any) -> dict[str, Any]:
        """What every template gets: the language, its switch, the texts, and ``extra``."""
        other = pick_lang(t("other_lang_code", lang))
        switch_path = "/record" if page == "record" else "/"
        return {"lang": lang, "page": page, "other_lang": other,
                "switch_url": f"{switch_path}?lang={other}",
                "urls": {"quick": f"/?lang={lang}", "record": f"/record?lang={lang}"},
                "guide": "/app/guide/",  # the offline app's guide (site/guide.py)
                "t": lambda key, **data: t(key, lang, **data) if data else _plain(key, lang),
                "version": verzaking.__version__, "max_mb": MAX_BODY // (1024 * 1024),
                "error": None, "rulings": [], "picker": None, **extra}

    def html(self, name: str, ctx: dict[str, Any]) -> str:
        """The template ``name`` filled in with ``ctx``."""
        return self.env.get_template(name).render(ctx)

    def render(self, name: str, ctx: dict[str, Any], status: int = 200) -> HTMLResponse:
        """The template ``name`` filled in with ``ctx``, as a response."""
        return HTMLResponse(self.html(name, ctx), status_code=status)


@cache
def shared_pages() -> Pages:
    """This process's :class:`Pages` (the templates are compiled once per process)."""
    return Pages()


def _seat_options(lang: str, *, blank: bool = False) -> list[tuple[str, str, str]]:
    out = [("", t("choose", lang), "")] if blank else []
    return out + [(s.letter, seat_letter(s, lang), fmt_value(s, "", lang)) for s in Seat]


def _strains(lang: str) -> list[tuple[str, str, str, str]]:
    out = [(s.letter, s.symbol, fmt_value(s, "", lang), "red" if s in _RED else "")
           for s in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)]
    return [*out, ("NT", t("notrump", lang), t("notrump", lang), "")]


def _trick_winners(lang: str) -> list[tuple[str, str, str, str]]:
    out = []
    for value in ("NS", "N", "S", "EW", "E", "W"):
        if len(value) == 2:
            side = Side.NS if value == "NS" else Side.EW
            out.append((value, side_letters(side, lang), fmt_value(side, "", lang),
                        value.lower()))
        else:
            seat = Seat.parse(value)
            out.append((value, seat_letter(seat, lang), fmt_value(seat, "", lang),
                        seat.side.name.lower()))
    return out


def _vulnerability(lang: str) -> list[tuple[str, str, str, str]]:
    return [(value, t(key, lang), fmt_value(vul, "", lang), "")
            for value, key, vul in (("None", "vul_none", Vulnerability.NONE),
                                    ("NS", "vul_ns", Vulnerability.NS),
                                    ("EW", "vul_ew", Vulnerability.EW),
                                    ("All", "vul_all", Vulnerability.BOTH))]


def form_options(lang: str) -> dict[str, Any]:
    """The choices the quick form offers, labelled in ``lang``; values are the case file's."""
    choose = [("", t("choose", lang))]
    suits = [(s.letter, f"{s.symbol} {fmt_value(s, '', lang)}")
             for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)]
    return {
        "levels": [(str(n), str(n), "", "") for n in range(1, 8)],
        "strains": _strains(lang),
        "doubled": [("", t("dbl_none", lang), "", ""), ("X", t("dbl_x", lang), "", ""),
                    ("XX", t("dbl_xx", lang), "", "")],
        "seats": [(v, label, name, "") for v, label, name in _seat_options(lang)],
        "seat_select": [(v, name or label) for v, label, name in _seat_options(lang, blank=True)],
        "vul": _vulnerability(lang),
        "tricks": _trick_winners(lang),
        "trick_numbers": choose + [(str(n), str(n)) for n in range(1, 14)],
        "claim_totals": choose + [(str(n), str(n)) for n in range(14)],
        # as taps, one under the other: each label whole on a phone (64B4 names the side)
        "attention": [(v, t(key, lang), "", "") for v, key in ATTENTION_CHOICES],
        "established": [("", t("est_auto", lang)), ("yes", t("est_yes", lang)),
                        ("no", t("est_no", lang))],
        "suits": choose + suits,
        "kinds": [("follow", t("kind_follow_suit", lang)),
                  ("penalty_card", t("kind_penalty", lang))],
        "revoke_rows": list(range(1, REVOKE_ROWS + 1)),
        # the short path (:mod:`.shortpath`)
        "paths": [("short", t("path_short", lang), "", ""), ("tricks", t("path_tricks", lang), "", "")],
        "declarer_tricks": [(str(n), str(n), "", "") for n in range(14)],
        "trick_taps": [(str(n), str(n), "", "") for n in range(1, 14)],
        "won": [(v, t("won_" + v, lang), "", "") for v in WON_CHOICES],
        # the same named by seats, by declarer + revoker (the page's script changes them)
        "won_by": won_table(lang),
        "won_labels": {key: {v: label for v, label, _, _ in choices}
                       for key, choices in won_table(lang).items()},
        "later": [(v, t("later_" + v, lang), "", "") for v in LATER_CHOICES],
        "won_later": [("", t("won_later_unknown", lang)), ("yes", t("won_later_yes", lang)),
                      ("no", t("won_later_no", lang))],
        # the director's own judgement of 64C: declarer's tricks without the revoke
        "without_revoke": [(str(n), str(n), "", "") for n in range(14)],
    }


def editions(lang: str, *, from_file: bool) -> list[tuple[str, str]]:
    """The editions of the laws to choose from; ``from_file``: first "as the file says"."""
    out = [("", t("laws_from_file", lang))] if from_file else []
    return out + [(key, t("edition_label." + key, lang)) for key in EDITIONS]
