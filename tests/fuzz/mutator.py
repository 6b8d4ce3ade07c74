"""The mutations of each kind of input, stacked: a few at a time, chosen by weight.

>>> import random
>>> m = Mutator(random.Random(0), others={".pbn": [b"[Board \\"1\\"]\\n"]})
>>> data, names = m.mutate(b'[Board "1"]\\n[Deal "N:..."]\\n', ".pbn")
>>> isinstance(data, bytes) and len(names) >= 1
True
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import yaml

from . import formats, structure, textmut
from .textmut import decode, encode

__all__ = ["MAX_SIZE", "Mutator"]

MAX_SIZE = 1024 * 1024
"""The largest input made (a longer one is cut): the readers' own limits are far above."""
YAML_PARSE_LIMIT = 100_000
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

Step = Callable[[random.Random, bytes], bytes]


def _on_text(fn: formats.TextMutation) -> Step:
    def step(rng: random.Random, data: bytes) -> bytes:
        return encode(fn(rng, decode(data)))

    step.__name__ = fn.__name__
    return step


class Mutator:
    """Makes new inputs from old ones; ``others`` are inputs of each extension to splice with."""

    def __init__(self, rng: random.Random, *, others: Mapping[str, Sequence[bytes]]) -> None:
        self.rng = rng
        self.others = others
        text_steps = [*textmut.BYTE_MUTATIONS, *textmut.LINE_MUTATIONS, (1, self.splice)]
        self.steps: dict[str, list[tuple[int, Step]]] = {
            ".pbn": [*((w * 2, _on_text(f)) for w, f in formats.PBN_MUTATIONS), *text_steps],
            ".lin": [*((w * 3, _on_text(f)) for w, f in formats.LIN_MUTATIONS), *text_steps],
            ".json": [(24, self.json_data), (3, structure.json_text_mutation), *text_steps],
            ".yaml": [(20, self.yaml_data), (8, structure.yaml_text_mutation), *text_steps],
        }

    def mutate(self, data: bytes, ext: str) -> tuple[bytes, tuple[str, ...]]:
        """``data`` with a few mutations (their names too)."""
        if ext == "form":
            return self._form(data)
        names = []
        for _ in range(self.rng.choice((1, 1, 1, 2, 2, 3, 4, 8))):
            step: Any = textmut.pick_weighted(self.rng, self.steps[ext])
            data = step(self.rng, data)[:MAX_SIZE]
            names.append(step.__name__)
        return data, tuple(names)

    def splice(self, rng: random.Random, data: bytes) -> bytes:
        """The first lines of ``data`` with the last lines of another input of its kind."""
        pool = [d for ds in self.others.values() for d in ds if d is not data]
        if not pool:
            return data
        other = rng.choice(pool)
        a = data.splitlines(keepends=True)
        b = other.splitlines(keepends=True)
        return b"".join(a[:rng.randint(0, len(a))] + b[rng.randint(0, len(b)):])

    def _parsed(self, data: bytes, ext: str) -> Any:
        text = decode(data)
        if ext == ".json":
            return json.loads(text)
        if len(text) > YAML_PARSE_LIMIT or "*" in text or "&" in text or "!" in text:
            raise ValueError("not parsed here: the harness expands no aliases")
        return yaml.load(text, Loader=_LOADER)

    def _donors(self, ext: str) -> list[Any]:
        out = []
        for d in self.rng.sample(list(self.others.get(ext, [])), min(2, len(self.others.get(ext, [])))):
            try:
                out.append(self._parsed(d, ext))
            except Exception:
                continue
        return out

    def json_data(self, rng: random.Random, data: bytes) -> bytes:
        """The case changed as data, written back as JSON (indented or not, ASCII or not)."""
        try:
            case = self._parsed(data, ".json")
        except Exception:
            return textmut.token_mutation(rng, data)
        case = structure.mutate_data(rng, case, others=self._donors(".json"))
        try:
            return encode(json.dumps(case, ensure_ascii=rng.random() < 0.5,
                                     indent=rng.choice((None, None, 1, 2))))
        except ValueError:  # an integer too long to write
            return data

    def yaml_data(self, rng: random.Random, data: bytes) -> bytes:
        """The case changed as data, written back as YAML (block or flow style)."""
        try:
            case = self._parsed(data, ".yaml")
        except Exception:
            return structure.yaml_text_mutation(rng, data)
        case = structure.mutate_data(rng, case, others=self._donors(".yaml"))
        try:
            return encode(yaml.dump(case, Dumper=_DUMPER, allow_unicode=rng.random() < 0.5,
                                    default_flow_style=rng.choice((False, True, None)),
                                    sort_keys=False, width=rng.choice((80, 10_000))))
        except Exception:
            return encode(json.dumps(case, default=str))

    def _form(self, data: bytes) -> tuple[bytes, tuple[str, ...]]:
        form = json.loads(data)
        count = self.rng.choice((1, 1, 2, 3, 5))
        for _ in range(count):
            form = structure.mutate_form(self.rng, form)
        return json.dumps(form).encode(), ("mutate_form",) * count
