"""The quick form as a case (the README's case file), and what the page needs to redraw it.

No law here: the form only gathers what the director saw and hands it to
:func:`verzaking.rule`, which judges it.  A form that is not filled in far
enough to be a case is a :class:`FormProblem` with a ``web.err.*`` message.

>>> case = quick_case({"level": "4", "strain": "S", "declarer": "S", "vul": "None",
...     **{f"t{n}": w for n, w in enumerate(
...         "EW EW NS NS NS N NS NS EW NS NS EW NS".split(), 1)},
...     "r1_seat": "E", "r1_trick": "6"})
>>> case["contract"], case["tricks"][5], case["revokes"]
('4S', 'N', [{'seat': 'E', 'trick': 6}])
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..errors import VerzakingError
from ..io.textio import without_surrogates
from ..render.i18n import text
from .shortpath import ShortPathProblem, short_case

__all__ = [
    "ATTENTION_CHOICES",
    "FIELD_LIMIT",
    "REVOKE_ROWS",
    "TRICK_CHOICES",
    "FormProblem",
    "quick_case",
    "quick_defaults",
]

FIELD_LIMIT = 40
"""Longest value a quick-form field may have (anything longer is tampering)."""
REVOKE_ROWS = 2
"""Revoke rows on the form."""
TRICK_CHOICES = ("NS", "N", "S", "EW", "E", "W")
"""What a trick row offers: a side, or a seat where it matters."""
ATTENTION_CHOICES = (("during_play", "web.att_during"),
                     ("after_next_call", "web.att_after_call"),
                     ("after_round", "web.att_after_round"))
"""The case file's ``attention`` values with their labels."""


class FormProblem(Exception):
    """The form is not a case yet: a ``web.*`` message key, its data and an HTTP status."""

    def __init__(self, key: str, status: int = 400, **data: Any) -> None:
        super().__init__(key)
        self.key = key
        self.status = status
        self.data = data


def quick_defaults() -> dict[str, str]:
    """The quick form as it first appears."""
    state = {"vul": "None", "dbl": "", "laws": "", "board": "", "claim": "", "claim_by": "",
             "path": "tricks", "without_revoke": "", "s_attention": "during_play",
             "s_won_later": ""}
    for i in range(1, REVOKE_ROWS + 1):
        state.update({f"r{i}_seat": "", f"r{i}_trick": "", f"r{i}_attention": "during_play",
                      f"r{i}_established": "", f"r{i}_suit": "", f"r{i}_kind": "follow"})
    return state


def _number(value: str) -> int | str:
    """A small whole number as an int; anything else as given, for the case reader to judge."""
    return int(value) if value.isascii() and value.isdigit() and len(value) <= 3 else value


def quick_case(form: Mapping[str, str]) -> dict[str, Any]:
    """The case (a dict as in the README) for a filled-in quick form; raises :class:`FormProblem`.

    With ``path=short`` the form is the short path (:mod:`.shortpath`), else the trick rows;
    on either, ``without_revoke`` is the director's own judgement of 64C (declarer's tricks
    had there been no revoke), left out when not tapped.
    """
    for key, value in form.items():
        if len(value) > FIELD_LIMIT:
            raise FormProblem("web.err.field_too_long", field=key[:FIELD_LIMIT])
    clean = {key: without_surrogates(value.strip()) for key, value in form.items()}
    if clean.get("path") == "short":
        try:
            case = short_case(clean)
        except ShortPathProblem as problem:
            raise FormProblem(problem.key, **problem.data) from None
    else:
        case = _trick_case(clean)
    judged = clean.get("without_revoke", "")
    if judged:  # the director's own judgement of 64C, on either path
        case["without_revoke"] = _number(judged)
    return case


def _trick_case(form: Mapping[str, str]) -> dict[str, Any]:
    """The case of the trick rows."""
    get = lambda key: form.get(key, "")  # noqa: E731
    level, strain = get("level"), get("strain")
    if not level or not strain:
        raise FormProblem("web.err.contract")
    declarer = get("declarer")
    if not declarer:
        raise FormProblem("web.err.declarer")
    case: dict[str, Any] = {"contract": level + strain + get("dbl"), "declarer": declarer,
                            "vulnerable": get("vul") or "None"}
    if get("board"):
        case["board"] = get("board")
    winners = [get(f"t{n}") for n in range(1, 14)]
    filled = [n for n, w in enumerate(winners, 1) if w]
    if not filled:
        raise FormProblem("web.err.no_tricks")
    last = filled[-1]
    gap = next((n for n in range(1, last) if not winners[n - 1]), None)
    if gap is not None:
        raise FormProblem("web.err.trick_gap", trick=gap)
    case["tricks"] = winners[:last]
    if get("claim"):
        claim: dict[str, Any] = {"declarer_tricks": _number(get("claim"))}
        if get("claim_by"):
            claim["by"] = get("claim_by")
        case["claim"] = claim
    elif last < 13:
        raise FormProblem("web.err.short", count=last)
    revokes = []
    for i in range(1, REVOKE_ROWS + 1):
        seat, trick = get(f"r{i}_seat"), get(f"r{i}_trick")
        if not seat and not trick:
            continue
        if not seat or not trick:
            raise FormProblem("web.err.revoke_row", row=i)
        revoke: dict[str, Any] = {"seat": seat, "trick": _number(trick)}
        attention = get(f"r{i}_attention")
        if attention and attention != "during_play":
            revoke["attention"] = attention
        established = get(f"r{i}_established")
        if established in ("yes", "no"):
            revoke["established"] = established == "yes"
        elif established:
            revoke["established"] = established  # not a choice of ours: the reader says so
        if get(f"r{i}_suit"):
            revoke["suit"] = get(f"r{i}_suit")
        kind = get(f"r{i}_kind")
        if kind and kind != "follow":
            revoke["kind"] = kind
        revokes.append(revoke)
    case["revokes"] = revokes
    return case


_CASE_PLACE = re.compile(r"(revokes|tricks)\[(\d+)\]")
"""A place in the case the form was made into, as its errors name it (``revokes[1]``)."""


def in_form_terms(err: VerzakingError, form: Mapping[str, str], lang: str) -> VerzakingError:
    """``err`` naming the form's own rows ("Verzaking 2", "slag 6"), not the places of the
    case made of it (``revokes[1]``, ``tricks[5]``, counted from 0)."""
    rows = [i for i in range(1, REVOKE_ROWS + 1)
            if form.get(f"r{i}_seat", "").strip() or form.get(f"r{i}_trick", "").strip()]

    def label(m: re.Match[str]) -> str:
        n = int(m.group(2))
        if m.group(1) == "tricks":
            return text("web.form_trick", lang, {"n": n + 1})
        return text("web.form_revoke", lang, {"n": rows[n] if n < len(rows) else n + 1})

    for key, value in err.params.items():
        if isinstance(value, str) and _CASE_PLACE.search(value):
            err.params[key] = _CASE_PLACE.sub(label, value)
    return err
