"""The score to enter, as the director chose it under a ruling: the automatic result (64A,
or a 64B exemption), the 64C figure (his own judgement or the double-dummy estimate), the
weighted score of 12C1(c) with the weights he set, or a score of his own; and why.

An entry keeps the choice as ``score_basis`` beside ``score_ns`` (the score, ``null`` for
the automatic result, which the stored ruling has)::

    {"kind": "automatic", "law": "64A2"}
    {"kind": "equity", "law": "64C", "from": "double_dummy"}       (or "director")
    {"kind": "weighted", "law": "12C1(c)",
     "weights": [{"weight": 40, "score_ns": 420}, {"weight": 60, "score_ns": 450}]}
    {"kind": "own"}

A weighted score's ``score_ns`` is the weighted mean of its scores (here 0.4 x 420 + 0.6 x
450 = 438), what a scoring program that takes one figure enters; the weights say how it
was made.  No law here: what a ruling offers is what its JSON has.

>>> ruling = {"score_ns": {"played": -50, "adjusted": 420, "equity": 450},
...           "equity": {"basis": "double_dummy", "law": "64C"},
...           "revokes": [{"rule": "64A2", "equity": {"weighted": [
...               {"score_ns": 420, "weight": 40}, {"score_ns": 450, "weight": 60}]}}]}
>>> sorted(offers(ruling))
['automatic', 'equity', 'weighted']
>>> score, basis = chosen(ruling, {"score_choice": "weighted", "weights": "30,70"})
>>> score, basis["weights"]
(441, [{'weight': 30, 'score_ns': 420}, {'weight': 70, 'score_ns': 450}])
>>> chosen(ruling, {"score_choice": "automatic"})
(None, {'kind': 'automatic', 'law': '64A2'})
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..render.i18n import score_text, text
from .errors import LogError

__all__ = ["KINDS", "Offer", "basis_problem", "basis_text", "chosen", "default_kind",
           "form_choices", "mapping", "offers",
           "points_text", "score_ok", "weighted_score", "weights_said"]

KINDS = ("automatic", "equity", "weighted", "own")
"""What the score to enter can be."""
MOST_POINTS = 100000
"""The largest score (either sign) an entry takes."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Offer:
    """One score a ruling offers to enter."""

    kind: str
    """One of :data:`KINDS` (not ``own``: the director types that one)."""
    score: int | None
    """North-South's score (``None`` for the weighted one: its weights make it)."""
    law: str
    """The article it rests on."""
    source: str | None = None
    """For the 64C figure: ``director`` (his own judgement) or ``double_dummy``."""
    weights: tuple[tuple[int, int], ...] = ()
    """For the weighted score: (weight in percent, score) per result, as suggested."""
    key: str = ""
    """For the weighted score: its revoke, seat and trick (``E6``): the page's weights box."""


def mapping(value: Any) -> Mapping[str, Any]:
    """``value`` if it is an object, else an empty one (a stored field read with care)."""
    return value if isinstance(value, Mapping) else {}


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) <= MOST_POINTS


def offers(ruling: Mapping[str, Any], basis: Mapping[str, Any] | None = None,
           page: Mapping[str, str] | None = None, score: Any = None) -> dict[str, Offer]:
    """What ``ruling`` (as ``verzaking rule --json`` writes it) offers to enter, by kind.

    The 64C figure and the weighted option come from the ruling; where it has them not
    (ruled without the double-dummy estimate: the offline app's log) from the ``basis``
    stored before (with its ``score``), or from the figures the ``page`` showed (its
    form's ``equity_score``, ``equity_law``, ``equity_from``, ``weighted_scores``)."""
    score = mapping(ruling.get("score_ns"))
    out: dict[str, Offer] = {}
    if _int(score.get("adjusted")):
        rules = [str(r.get("rule")) for r in ruling.get("revokes") or []
                 if isinstance(r, Mapping) and r.get("rule")]
        out["automatic"] = Offer(kind="automatic", score=score["adjusted"],
                                 law=" ".join(dict.fromkeys(rules)))
    eq = mapping(ruling.get("equity"))
    if _int(score.get("equity")):
        out["equity"] = Offer(kind="equity", score=score["equity"],
                              law=str(eq.get("law") or "64C")[:40], source=_source(eq.get("basis")))
    weights, key = _weighted(ruling)
    if weights:
        out["weighted"] = Offer(kind="weighted", score=None, law="12C1(c)", weights=weights,
                                key=key)
    for extra in (_from_basis(basis, score), _from_page(page or {})):
        for kind, offer in extra.items():
            out.setdefault(kind, offer)
    return out


def _source(value: Any) -> str | None:
    return value if value in ("director", "double_dummy") else None


def _weighted(ruling: Mapping[str, Any]) -> tuple[tuple[tuple[int, int], ...], str]:
    """The first weighted option (12C1(c)) of the ruling's estimates: (weight, score)s, and
    its revoke (``E6``)."""
    for rv in ruling.get("revokes") or []:
        eq = rv.get("equity") if isinstance(rv, Mapping) else None
        items = eq.get("weighted") if isinstance(eq, Mapping) else None
        if isinstance(items, list) and len(items) >= 2 and all(
                isinstance(w, Mapping) and _int(w.get("score_ns")) and _int(w.get("weight"))
                for w in items):
            return (tuple((int(w["weight"]), int(w["score_ns"])) for w in items),
                    f"{rv.get('seat')}{rv.get('trick')}")
    return (), ""


def _from_basis(basis: Mapping[str, Any] | None, score: Any) -> dict[str, Offer]:
    """The offer a stored basis made: its weights as the director set them, its 64C figure."""
    if not isinstance(basis, Mapping) or basis_problem(basis, None, compare=False) is not None:
        return {}
    if basis.get("kind") == "weighted":
        pairs = tuple((int(w["weight"]), int(w["score_ns"])) for w in basis["weights"])
        return {"weighted": Offer(kind="weighted", score=None, law="12C1(c)", weights=pairs)}
    if basis.get("kind") == "equity" and _int(score):
        return {"equity": Offer(kind="equity", score=score, law=str(basis.get("law") or "64C"),
                                source=_source(basis.get("from")))}
    return {}


def _from_page(page: Mapping[str, str]) -> dict[str, Offer]:
    """The 64C figure and the weighted option as the page showed them (its hidden fields)."""
    out: dict[str, Offer] = {}
    figure = _number(page.get("equity_score", ""))
    if figure is not None:
        out["equity"] = Offer(kind="equity", score=figure,
                              law=(page.get("equity_law") or "64C").strip()[:40],
                              source=_source(page.get("equity_from")))
    scores = [_number(s) for s in page.get("weighted_scores", "").split(",")]
    if len(scores) >= 2 and all(s is not None for s in scores):
        out["weighted"] = Offer(kind="weighted", score=None, law="12C1(c)",
                                weights=tuple((0, int(s or 0)) for s in scores))
    return out


def _number(value: str) -> int | None:
    value = value.strip().replace("−", "-").replace("+", "")
    if not value or len(value) > 7 or not value.lstrip("-").isdigit():
        return None
    number = int(value)
    return number if abs(number) <= MOST_POINTS else None


def default_kind(ruling: Mapping[str, Any]) -> str | None:
    """The kind of score a ruling marks as the one to enter (its JSON's ``enter``): the
    automatic result, or the director's own 64C judgement; ``None`` where he decides (a
    double-dummy estimate differs, or his figure is still needed)."""
    enter = ruling.get("enter")
    return enter if enter in ("automatic", "equity") and enter in offers(ruling) else None


def weighted_score(weights: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> int | float:
    """The weighted mean of ``(weight in percent, score)`` pairs that add up to 100 %: a whole
    number where it is one, else rounded to two decimals.

    >>> weighted_score([(40, 420), (60, 450)]), weighted_score([(33, 420), (67, 450)])
    (438, 440.1)
    """
    total = sum(w * s for w, s in weights)
    return total // 100 if total % 100 == 0 else round(total / 100, 2)


def chosen(ruling: Mapping[str, Any], fields: Mapping[str, str],
           basis: Mapping[str, Any] | None = None,
           score: Any = None) -> tuple[int | float | None, dict[str, Any]]:
    """The score and its basis a form chose (``score_choice``; ``weights`` as ``40,60``; an
    own score in ``score_own``); raises :class:`LogError` (``web.log_err_*``) for a choice
    the ruling does not offer, weights that are not whole percents adding up to 100, or an
    own score that is not a whole number."""
    choice = fields.get("score_choice", "").strip()
    if choice == "own":
        own = _number(fields.get("score_own", fields.get("score_ns", "")))
        if own is None:
            raise LogError(code="web.log_err_score")
        return own, {"kind": "own"}
    offer = offers(ruling, basis, fields, score).get(choice)
    if offer is None:
        raise LogError(code="web.log_err_score_choice")
    if offer.kind == "automatic":
        return None, {"kind": "automatic", "law": offer.law}
    if offer.kind == "equity":
        out: dict[str, Any] = {"kind": "equity", "law": offer.law}
        if offer.source:
            out["from"] = offer.source
        return offer.score, out
    weights = _weights(fields.get("weights", ""), len(offer.weights))
    pairs = [(w, s) for w, (_, s) in zip(weights, offer.weights, strict=True)]
    return weighted_score(pairs), {"kind": "weighted", "law": "12C1(c)",
                                   "weights": [{"weight": w, "score_ns": s} for w, s in pairs]}


def _weights(raw: str, count: int) -> list[int]:
    parts = [p.strip().rstrip("%").strip() for p in raw.split(",")] if raw.strip() else []
    if len(parts) != count or not all(p.isascii() and p.isdigit() and len(p) <= 3 for p in parts):
        raise LogError(code="web.log_err_weights", count=count)
    weights = [int(p) for p in parts]
    if any(w > 100 for w in weights) or sum(weights) != 100:
        raise LogError(code="web.log_err_weights", count=count)
    return weights


def basis_problem(basis: Any, score: Any, *, compare: bool = True) -> str | None:
    """Where a stored ``score_basis`` with the entry's ``score_ns`` (``compare=False``: the
    basis alone) is not one: the field (``score_basis.weights``, ``score_ns``); ``None`` if
    it is.  Without a basis (a log written before it was kept) the score is a whole number
    or null."""
    if basis is None:
        return None if not compare or score is None or _int(score) else "score_ns"
    if not isinstance(basis, Mapping) or basis.get("kind") not in KINDS:
        return "score_basis"
    law = basis.get("law")
    if law is not None and (not isinstance(law, str) or len(law) > 40):
        return "score_basis.law"
    kind = basis["kind"]
    if kind == "weighted":
        items = basis.get("weights")
        if (not isinstance(items, list) or len(items) < 2 or not all(
                isinstance(w, Mapping) and _int(w.get("weight")) and 0 <= w["weight"] <= 100
                and _int(w.get("score_ns")) for w in items)
                or sum(w["weight"] for w in items) != 100):
            return "score_basis.weights"
        if compare and score != weighted_score([(w["weight"], w["score_ns"]) for w in items]):
            return "score_ns"
        return None
    if not compare:
        return None
    if kind == "automatic":  # the automatic result is the stored ruling's
        return None if score is None else "score_ns"
    return None if _int(score) else "score_ns"


def score_ok(value: Any) -> bool:
    """A stored ``score_ns``: null, a whole number, or a weighted mean (two decimals)."""
    if value is None or _int(value):
        return True
    return (isinstance(value, float) and math.isfinite(value) and abs(value) <= MOST_POINTS
            and round(value, 2) == value)


def points_text(value: int | float | None, lang: str) -> str:
    """A score as the page writes it: ``+438``, ``−50``, ``+440,1`` (Dutch) / ``+440.1``."""
    if value is None or isinstance(value, int):
        return score_text(value)
    whole = f"{value:+.2f}".rstrip("0").rstrip(".").replace("-", "−")
    return whole.replace(".", ",") if lang == "nl" else whole


def weights_said(basis: Mapping[str, Any], lang: str) -> str:
    """``40 % van +420, 60 % van +450``."""
    return ", ".join(text("equity.weight_part", lang, {"w": w["weight"],
                                                      "s": score_text(w["score_ns"])})
                     for w in basis.get("weights") or [])


def basis_text(basis: Mapping[str, Any] | None, lang: str) -> str:
    """Why the score is what it is, in words: ``automatisch (64A2)``, ``64C (schatting)``,
    ``gewogen (12C1(c)): 40 % van +420, 60 % van +450``, ``eigen score (arbitraal)``;
    ``''`` for none."""
    if not isinstance(basis, Mapping) or basis.get("kind") not in KINDS:
        return ""
    kind, law = basis["kind"], basis.get("law") or ""
    if kind == "equity":
        source = basis.get("from")
        key = "log.basis.equity_" + (source if source in ("director", "double_dummy") else "any")
        return text(key, lang, {"law": law or "64C"})
    if kind == "weighted":
        return text("log.basis.weighted", lang, {"weights": weights_said(basis, lang)})
    if kind == "automatic":
        return text("log.basis.automatic" if law else "log.basis.automatic_no_law", lang,
                    {"law": law})
    return text("log.basis.own", lang)


def form_choices(ruling: Mapping[str, Any], lang: str, *, basis: Mapping[str, Any] | None = None,
                 score: Any = None, preselect: str | None = None) -> list[dict[str, Any]]:
    """The save or correction form's choices of the score to enter, for its template: per
    kind its ``value``, ``label``, whether it is ``checked`` (``preselect``, else the stored
    ``basis``'s kind), and for the weighted one its ``weights`` (``40,60``), its ``scores``
    and the label's ``pattern`` (``{weights}`` for the page's script to fill in)."""
    got = offers(ruling, basis, score=score)
    mark = preselect or (basis.get("kind") if isinstance(basis, Mapping) else None)
    out: list[dict[str, Any]] = []
    for kind in KINDS[:3]:
        offer = got.get(kind)
        if offer is None:
            continue
        item: dict[str, Any] = {"value": kind, "checked": kind == mark}
        if kind == "weighted":
            stored = basis if isinstance(basis, Mapping) and basis.get("kind") == "weighted" \
                else {"weights": [{"weight": w, "score_ns": s} for w, s in offer.weights]}
            item["weights"] = ",".join(str(w["weight"]) for w in stored["weights"])
            item["scores"] = ",".join(str(s) for _, s in offer.weights)
            item["key"] = offer.key
            item["pattern"] = text("web.log_score_weighted", lang, {"weights": "{weights}"})
            item["label"] = text("web.log_score_weighted", lang,
                                 {"weights": weights_said(stored, lang)})
        elif kind == "equity":
            key = "web.log_score_equity_" + (offer.source or "any")
            item.update(label=text(key, lang, {"score": score_text(offer.score),
                                               "law": offer.law}),
                        score=offer.score, law=offer.law, source=offer.source or "")
        else:
            item["label"] = text("web.log_score_automatic" if offer.law
                                 else "web.log_score_automatic_no_law", lang,
                                 {"score": score_text(offer.score), "law": offer.law})
        out.append(item)
    return out
