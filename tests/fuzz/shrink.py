"""A failing input made small: the same failure (kind, error and place) from less.

Case files are first shrunk as data (fields and list items dropped, a value replaced by
one inside it), then every input as text: lines, ``|`` pairs, words, bytes removed while
the failure stays (delta debugging).  The quick form loses fields and value characters.

>>> from fuzz.oracle import Failure, Input
>>> never = lambda item: Outcome()
>>> item = Input(reader="json", data=b'{"a": 1}', ext=".json")
>>> shrink(item, Failure(kind="x", error="y", where="z"), check=never).data
b'{"a": 1}'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import yaml

from .oracle import Failure, Input, Outcome, run

__all__ = ["shrink"]

Still = Callable[[bytes], bool]


def _chunks(data: bytes, mode: str) -> list[bytes]:
    if mode == "lines":
        return data.splitlines(keepends=True)
    if mode == "pairs":
        parts = data.split(b"|")
        return [p + b"|" for p in parts[:-1]] + [parts[-1]]
    if mode == "words":
        out, word = [], b""
        for b in data:
            word += bytes([b])
            if b in b" \t\n,:":
                out.append(word)
                word = b""
        return [*out, word] if word else out
    return [data[i:i + 1] for i in range(len(data))]


def _ddmin(pieces: list[Any], still: Callable[[list[Any]], bool], budget: list[int]) -> list[Any]:
    """Remove runs of ``pieces`` (halving the run length) while ``still`` holds."""
    size = max(1, len(pieces) // 2)
    while size >= 1 and budget[0] > 0:
        i, changed = len(pieces) - size, False
        while i >= 0 and budget[0] > 0:  # from the end: later pieces depend on earlier ones
            trial = pieces[:i] + pieces[i + size:]
            budget[0] -= 1
            if still(trial):
                pieces, changed = trial, True
            i -= size
        if not changed:
            size //= 2
    return pieces


def _dump(data: Any, ext: str) -> bytes:
    if ext == ".yaml":
        return yaml.safe_dump(data, allow_unicode=True, default_flow_style=None,
                              sort_keys=False).encode("utf-8", "surrogatepass")
    try:
        return json.dumps(data, ensure_ascii=False).encode()
    except UnicodeEncodeError:  # a lone surrogate: keep it as its escape
        return json.dumps(data).encode()


def _parse(data: bytes, ext: str) -> Any:
    text = data.decode("utf-8")
    if ext == ".yaml":
        if "*" in text or "&" in text or "!" in text or len(text) > 100_000:
            raise ValueError("not parsed here")
        return yaml.safe_load(text)
    return json.loads(text)


def _places(data: Any) -> list[tuple[Any, Any]]:
    out = []
    stack = [data]
    while stack:
        item = stack.pop(0)
        keys = list(item) if isinstance(item, dict) else range(len(item)) \
            if isinstance(item, list) else []
        for key in keys:
            out.append((item, key))
            stack.append(item[key])
    return out


def _tree(data: bytes, ext: str, still: Still, budget: list[int]) -> bytes:
    """Drop fields and items, or put a value in its container's place, while ``still`` holds."""
    try:
        root = [_parse(data, ext)]
    except Exception:
        return data
    changed = True
    while changed and budget[0] > 0:
        changed = False
        for parent, key in [(root, 0), *_places(root[0])]:
            if budget[0] <= 0:
                break
            value = parent[key]
            trials: list[Any] = [None] if parent is not root else []
            if isinstance(value, (dict, list)) and value:
                trials += list(value.values() if isinstance(value, dict) else value)
            elif isinstance(value, str) and len(value) > 1:
                trials += [value[:1], value[:len(value) // 2]]
            for trial in trials:
                budget[0] -= 1
                saved = parent[key]
                if trial is None:
                    del parent[key]
                else:
                    parent[key] = trial
                try:
                    ok = still(_dump(root[0], ext))
                except Exception:
                    ok = False
                if ok:
                    changed = True
                    break
                if trial is None and isinstance(parent, list):
                    parent.insert(key, saved)
                else:
                    parent[key] = saved
            if changed:
                break
    out = _dump(root[0], ext)
    return out if still(out) else data


def _form(item: Input, same: Callable[[Input], bool], budget: list[int]) -> Input:
    form = json.loads(item.data)

    def with_form(fields: dict[str, str]) -> Input:
        return replace(item, data=json.dumps(fields, ensure_ascii=False).encode("utf-8",
                                                                                "surrogatepass"))

    groups: dict[str, list[str]] = {}  # a revoke row's fields, the claim's, go together
    for key in form:
        groups.setdefault(key.split("_")[0], []).append(key)
    for group in list(groups.values()):
        budget[0] -= 1
        if len(group) > 1 and same(with_form({k: v for k, v in form.items() if k not in group})):
            form = {k: v for k, v in form.items() if k not in group}
    keys = _ddmin(list(form), lambda ks: same(with_form({k: form[k] for k in ks})), budget)
    form = {k: form[k] for k in keys}
    for key in list(form):
        for shorter in ("", form[key][:1], form[key][:8]):
            budget[0] -= 1
            if len(shorter) < len(form[key]) and same(with_form({**form, key: shorter})):
                form[key] = shorter
                break
    return with_form(form)


def shrink(item: Input, failure: Failure, *, budget: int = 3000,
           check: Callable[[Input], Outcome] = run) -> Input:
    """A smaller input that fails the same way (same kind, error and place) as ``item``."""
    def same(candidate: Input) -> bool:
        outcome = check(candidate)
        return outcome.failure is not None and outcome.failure.signature == failure.signature

    left = [budget]
    if item.reader == "form":
        return _form(item, same, left)

    def still(data: bytes) -> bool:
        return same(replace(item, data=data))

    data = item.data
    if item.ext in (".json", ".yaml"):
        data = _tree(data, item.ext, still, left)
    for mode in ("lines", "pairs", "words", "bytes"):
        if mode == "bytes" and len(data) > 4000:
            continue
        pieces = _ddmin(_chunks(data, mode), lambda ps: still(b"".join(ps)), left)
        data = b"".join(pieces)
    options = dict(item.options)
    if item.reader == "cli":
        argv = list(options.get("argv", []))
        for flag in ("--json", "--compare", "--no-equity", "--lang"):
            if flag in argv:
                at = argv.index(flag)
                trial = argv[:at] + argv[at + (2 if flag == "--lang" else 1):]
                if same(replace(item, data=data, options={**options, "argv": trial})):
                    argv = trial
        options["argv"] = argv
    return replace(item, data=data, options=options)
