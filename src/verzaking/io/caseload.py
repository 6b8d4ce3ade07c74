"""Reading a case file's text into plain data, bounded: JSON, or YAML without its dangers.

YAML is read with the safe loader and less: an alias (``*name``, the "billion
laughs" bomb) and an explicit tag (``!!int``, ``!!binary``, ``!!python/...``)
are refused, a date stays text, and only plain scalars, lists and mappings come
out.  Plain scalars are read as YAML 1.2 reads them, not as 1.1: ``012`` is twelve,
``1:20`` and ``0x1A`` are text, and only ``true`` and ``false`` are booleans (``no``
and ``off`` are words).  A key given twice in one object is refused, in JSON as in
YAML.  Nesting, size and numbers are bounded for JSON as for YAML.  Every problem
is a :class:`~verzaking.errors.CaseError` with our own words and the line.

>>> load_case_text("board: 1\\ncontract: 4S", yaml=True)
{'board': 1, 'contract': '4S'}
>>> load_case_text("board: 012\\ntrick: 1:20\\nestablished: no", yaml=True)
{'board': 12, 'trick': '1:20', 'established': 'no'}
>>> load_case_text("a: &x [1]\\nb: *x", yaml=True)
Traceback (most recent call last):
...
verzaking.errors.CaseError: line 2: cannot read the case file: YAML aliases (*name) are not allowed
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from ..errors import CaseError
from .textio import without_surrogates

__all__ = ["MAX_CASE_TEXT", "MAX_DEPTH", "load_case_text"]

MAX_CASE_TEXT = 4 * 1024 * 1024
"""The longest case file read, in characters (the web's limit is lower)."""
MAX_DEPTH = 32
"""The deepest nesting of lists and objects a case may have."""


_NOT_IMPLICIT = frozenset("tag:yaml.org,2002:" + t
                          for t in ("timestamp", "bool", "int", "float", "merge"))
"""The YAML 1.1 types a plain scalar is no longer read as (YAML 1.2's take their place; ``<<``
is a key as written, not a merge that would hide a key given twice)."""
_CORE = (  # YAML 1.2's core schema, less octal and hexadecimal (0o12, 0x1A stay text)
    ("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), "tTfF"),
    ("tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), "-+0123456789"),
    ("tag:yaml.org,2002:float", re.compile(
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"), "-+.0123456789"),
)
"""(tag, pattern, first characters) of each plain scalar that is not text."""


def _int(loader: Any, node: Any) -> int:
    """An integer in decimal digits, as written: ``012`` is twelve (YAML 1.1 made it ten)."""
    return int(loader.construct_scalar(node), 10)


def _float(loader: Any, node: Any) -> float:
    """A YAML 1.2 float: ``1.5``, ``1e3``, ``.inf``, ``.nan``."""
    value = loader.construct_scalar(node).lower()
    return float(value.replace(".inf", "inf").replace(".nan", "nan"))


def _as_written(loader: Any, safe: Any) -> None:
    """``loader`` reads plain scalars as YAML 1.2 does (``_CORE``), and dates and times as text:
    "2017-02-30" is a case's text, not a calendar error."""
    loader.yaml_implicit_resolvers = {
        first: [(t, r) for t, r in resolvers if t not in _NOT_IMPLICIT]
        for first, resolvers in safe.yaml_implicit_resolvers.items()}
    for tag, pattern, firsts in _CORE:
        for first in firsts:
            loader.yaml_implicit_resolvers.setdefault(first, []).append((tag, pattern))
    loader.add_constructor("tag:yaml.org,2002:int", _int)
    loader.add_constructor("tag:yaml.org,2002:float", _float)


class _UniqueKeys:
    """A loader's mixin: a key given twice in one mapping is refused (``refused``, set by the
    loader) where it stands the second time, not the last one taken."""

    refused: Any = None

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        from yaml.nodes import MappingNode

        seen: set[tuple[type, Any]] = set()
        for key_node, _ in node.value if isinstance(node, MappingNode) else ():
            key = self.construct_object(key_node, deep=deep)  # type: ignore[attr-defined]
            try:
                if (type(key), key) in seen:
                    raise self.refused("reason.duplicate_key", key_node.start_mark, key=str(key))
                seen.add((type(key), key))
            except TypeError:  # a list as a key: the loader says so
                break
        return super().construct_mapping(node, deep=deep)  # type: ignore[misc]


@functools.cache
def _yaml_loader() -> Any:
    """The safe loader without aliases, explicit tags and timestamps (made when first needed:
    PyYAML is not loaded for a JSON case)."""
    import yaml as pyyaml
    from yaml.composer import ComposerError
    from yaml.events import AliasEvent, MappingStartEvent, ScalarEvent, SequenceStartEvent

    class Refused(ComposerError):
        """A YAML construct we do not read; ``reason`` is a catalog key, ``params`` its facts."""

        def __init__(self, reason: str, mark: Any, **params: Any) -> None:
            super().__init__(None, None, reason, mark)
            self.reason = reason
            self.params = params

    def refuse(event: Any) -> None:
        """An alias or an explicit tag is refused where it stands."""
        if isinstance(event, AliasEvent):
            raise Refused("reason.yaml_alias", event.start_mark)
        tag = getattr(event, "tag", None)
        if isinstance(event, ScalarEvent) and tag not in (None, "!"):
            raise Refused("reason.yaml_tag", event.start_mark)
        if isinstance(event, (SequenceStartEvent, MappingStartEvent)) and tag is not None:
            raise Refused("reason.yaml_tag", event.start_mark)

    class StrictLoader(_UniqueKeys, pyyaml.SafeLoader):
        refused = Refused

        def compose_node(self, parent: Any, index: Any) -> Any:
            refuse(self.peek_event())
            return super().compose_node(parent, index)

    _as_written(StrictLoader, pyyaml.SafeLoader)
    if not getattr(pyyaml, "__with_libyaml__", False):
        return pyyaml, StrictLoader, Refused

    class FastLoader(_UniqueKeys, pyyaml.CSafeLoader):  # libyaml: ten times faster on a large file
        refused = Refused
        yaml_implicit_resolvers = StrictLoader.yaml_implicit_resolvers
        yaml_constructors = StrictLoader.yaml_constructors

    def load(text: str, Loader: Any = None) -> Any:
        """The events checked first (libyaml composes in C, without compose_node)."""
        for event in pyyaml.parse(text, Loader=pyyaml.CSafeLoader):
            refuse(event)
        return pyyaml.load(text, Loader=FastLoader)

    fast = type("FastYaml", (), {"load": staticmethod(load), "YAMLError": pyyaml.YAMLError})
    return fast, FastLoader, Refused


def load_case_text(text: str, *, yaml: bool, source: str | None = None) -> Any:
    """The data in a case file's text; raises :class:`CaseError` naming the problem (an
    empty file: no board found, as for an empty hand record, not "not valid JSON")."""
    if not text.strip():
        raise CaseError("no_boards", file=source)
    if len(text) > MAX_CASE_TEXT:
        raise CaseError("case_json", file=source,
                        reason="reason.too_large", limit=MAX_CASE_TEXT // (1024 * 1024))
    try:
        data = _yaml(text, source) if yaml else _json(text, source)
    except RecursionError:
        raise CaseError("case_json", file=source, reason="reason.too_deep") from None
    if _depth(data) > MAX_DEPTH:
        raise CaseError("case_json", file=source, reason="reason.too_deep")
    try:
        return _scrubbed(data)
    except CaseError as err:
        raise err.located(file=source) from None


def _scrubbed(data: Any) -> Any:
    """``data`` with lone surrogates in its texts replaced (see :func:`without_surrogates`);
    the nesting is bounded by the depth check before."""
    if isinstance(data, str):
        return without_surrogates(data)
    if isinstance(data, dict):
        out = {}
        for key, value in data.items():
            key = _scrubbed(key)
            if key in out:  # two keys that differ only in a lone surrogate
                raise CaseError("case_json", reason="reason.duplicate_key", key=str(key))
            out[key] = _scrubbed(value)
        return out
    if isinstance(data, list):
        return [_scrubbed(x) for x in data]
    return data


def _yaml(text: str, source: str | None) -> Any:
    pyyaml, loader, refused = _yaml_loader()
    try:
        return pyyaml.load(text, Loader=loader)
    except refused as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark is not None else None
        raise CaseError("case_json", file=source, line=line, reason=exc.reason,
                        **exc.params) from None
    except pyyaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        # libyaml's own limit (1,000 levels; fewer are refused after reading, as for JSON)
        deep = "nesting depth" in str(getattr(exc, "problem", ""))
        raise CaseError("case_json", file=source, line=None if deep else line,
                        reason="reason.too_deep" if deep else "reason.yaml_syntax") from None
    except (ValueError, TypeError, OverflowError):  # a number too long, a list as a key...
        raise CaseError("case_json", file=source, reason="reason.yaml_value") from None


class _Duplicate(Exception):
    """A key given twice in one JSON object."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's pairs as a dict; a key given twice is refused, not the last one taken."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Duplicate(key)
        out[key] = value
    return out


def _json(text: str, source: str | None) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_unique)
    except _Duplicate as exc:  # json gives no place: the key is named
        raise CaseError("case_json", file=source, reason="reason.duplicate_key",
                        key=exc.key) from None
    except json.JSONDecodeError as exc:
        raise CaseError("case_json", file=source, line=exc.lineno, reason="reason.json_syntax",
                        column=exc.colno) from None
    except ValueError:  # a number of thousands of digits
        raise CaseError("case_json", file=source, reason="reason.number_too_long") from None


def _depth(data: Any) -> int:
    """How deeply lists and objects nest in ``data`` (iteratively: no recursion limit)."""
    deepest = 0
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            items = list(item.values())
        elif isinstance(item, list):
            items = item
        else:
            continue
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            return depth
        stack += [(x, depth + 1) for x in items]
    return deepest
