"""Reading a case file's text into plain data, bounded: JSON, or YAML without its dangers.

YAML is read with the safe loader and less: an alias (``*name``, the "billion
laughs" bomb) and an explicit tag (``!!int``, ``!!binary``, ``!!python/...``)
are refused, a date stays text, and only plain scalars, lists and mappings come
out.  Nesting, size and numbers are bounded for JSON as for YAML.  Every problem
is a :class:`~verzaking.errors.CaseError` with our own words and the line.

>>> load_case_text("board: 1\\ncontract: 4S", yaml=True)
{'board': 1, 'contract': '4S'}
>>> load_case_text("a: &x [1]\\nb: *x", yaml=True)
Traceback (most recent call last):
...
verzaking.errors.CaseError: line 2: cannot read the case file: YAML aliases (*name) are not allowed
"""

from __future__ import annotations

import functools
import json
from typing import Any

from ..errors import CaseError
from .textio import without_surrogates

__all__ = ["MAX_CASE_TEXT", "MAX_DEPTH", "load_case_text"]

MAX_CASE_TEXT = 4 * 1024 * 1024
"""The longest case file read, in characters (the web's limit is lower)."""
MAX_DEPTH = 32
"""The deepest nesting of lists and objects a case may have."""


@functools.cache
def _yaml_loader() -> Any:
    """The safe loader without aliases, explicit tags and timestamps (made when first needed:
    PyYAML is not loaded for a JSON case)."""
    import yaml as pyyaml
    from yaml.composer import ComposerError
    from yaml.events import AliasEvent, MappingStartEvent, ScalarEvent, SequenceStartEvent

    class Refused(ComposerError):
        """A YAML construct we do not read; ``reason`` is a catalog key."""

        def __init__(self, reason: str, mark: Any) -> None:
            super().__init__(None, None, reason, mark)
            self.reason = reason

    def refuse(event: Any) -> None:
        """An alias or an explicit tag is refused where it stands."""
        if isinstance(event, AliasEvent):
            raise Refused("reason.yaml_alias", event.start_mark)
        tag = getattr(event, "tag", None)
        if isinstance(event, ScalarEvent) and tag not in (None, "!"):
            raise Refused("reason.yaml_tag", event.start_mark)
        if isinstance(event, (SequenceStartEvent, MappingStartEvent)) and tag is not None:
            raise Refused("reason.yaml_tag", event.start_mark)

    class StrictLoader(pyyaml.SafeLoader):
        def compose_node(self, parent: Any, index: Any) -> Any:
            refuse(self.peek_event())
            return super().compose_node(parent, index)

    # dates and times stay text: "2017-02-30" is a case's text, not a calendar error
    StrictLoader.yaml_implicit_resolvers = {
        first: [(t, r) for t, r in resolvers if t != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in pyyaml.SafeLoader.yaml_implicit_resolvers.items()}
    if not getattr(pyyaml, "__with_libyaml__", False):
        return pyyaml, StrictLoader, Refused

    class FastLoader(pyyaml.CSafeLoader):  # libyaml: ten times faster on a large file
        yaml_implicit_resolvers = StrictLoader.yaml_implicit_resolvers

    def load(text: str, Loader: Any = None) -> Any:
        """The events checked first (libyaml composes in C, without compose_node)."""
        for event in pyyaml.parse(text, Loader=pyyaml.CSafeLoader):
            refuse(event)
        return pyyaml.load(text, Loader=FastLoader)

    fast = type("FastYaml", (), {"load": staticmethod(load), "YAMLError": pyyaml.YAMLError})
    return fast, FastLoader, Refused


def load_case_text(text: str, *, yaml: bool, source: str | None = None) -> Any:
    """The data in a case file's text; raises :class:`CaseError` naming the problem."""
    if len(text) > MAX_CASE_TEXT:
        raise CaseError("case_json", file=source,
                        reason="reason.too_large", limit=MAX_CASE_TEXT // (1024 * 1024))
    try:
        data = _yaml(text, source) if yaml else _json(text, source)
    except RecursionError:
        raise CaseError("case_json", file=source, reason="reason.too_deep") from None
    if _depth(data) > MAX_DEPTH:
        raise CaseError("case_json", file=source, reason="reason.too_deep")
    return _scrubbed(data)


def _scrubbed(data: Any) -> Any:
    """``data`` with lone surrogates in its texts replaced (see :func:`without_surrogates`);
    the nesting is bounded by the depth check before."""
    if isinstance(data, str):
        return without_surrogates(data)
    if isinstance(data, dict):
        return {_scrubbed(k): _scrubbed(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_scrubbed(x) for x in data]
    return data


def _yaml(text: str, source: str | None) -> Any:
    pyyaml, loader, refused = _yaml_loader()
    try:
        return pyyaml.load(text, Loader=loader)
    except refused as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark is not None else None
        raise CaseError("case_json", file=source, line=line, reason=exc.reason) from None
    except pyyaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise CaseError("case_json", file=source, line=line, reason="reason.yaml_syntax") from None
    except (ValueError, TypeError, OverflowError):  # a number too long, a list as a key...
        raise CaseError("case_json", file=source, reason="reason.yaml_value") from None


def _json(text: str, source: str | None) -> Any:
    try:
        return json.loads(text)
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
