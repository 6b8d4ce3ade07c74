"""The seeds the mutations start from, per reader.

The fixtures under ``tests/fixtures``, ``examples/*.json``, a few cases written here (the
README's shapes: a list of cases, a claim, events without the deal), and the real files
under ``shared/data`` next to the repository when that folder is there (skipped cleanly
when it is not).  The large archives are cut into pieces of a few boards, taken at evenly
spaced places, so that each input stays small and quick to read.

>>> [s.name for s in seeds("json")][:1]
['examples/aan-tafel.json']
>>> {s.ext for s in seeds("cli")} >= {".pbn", ".lin", ".json", ".yaml"}
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

__all__ = ["READERS", "ROOT", "SHARED_DATA", "Seed", "form_seeds", "seeds"]

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
EXAMPLES = ROOT / "examples"
SHARED_DATA = ROOT.parent / "shared" / "data"
"""The folder ``shared/data`` next to the repository root (real hand records), if present."""

READERS = ("pbn", "lin", "json", "yaml", "form", "cli")
"""Every way in that is fuzzed."""

PIECES = 12
"""Pieces taken from each large archive."""
LARGE = 20_000
"""A file longer than this (in bytes) is cut into pieces."""

TRICKS = ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW", "NS"]
WRITTEN: list[dict[str, Any]] = [
    {"contract": "4S", "declarer": "S", "vulnerable": "None", "tricks": TRICKS,
     "revokes": [{"seat": "E", "trick": 6}]},
    {"laws": "2007", "board": "3", "contract": "3NTX", "declarer": "W", "vulnerable": "All",
     "tricks": ["NS", "EW", "W", "EW", "E", "NS", "EW"],
     "claim": {"by": "W", "declarer_tricks": 8},
     "revokes": [{"seat": "N", "trick": 2, "suit": "H", "established": True,
                  "attention": "after_next_call"},
                 {"seat": "N", "trick": 5, "suit": "H", "kind": "penalty_card"}]},
    {"laws": "1930", "contract": "6HXX", "declarer": "N", "vulnerable": "NS",
     "tricks": ["NS"] * 12 + ["EW"], "revokes": [{"seat": "W", "trick": 12, "card": "C4"}]},
    {"laws": "rubber", "contract": "2C", "declarer": "E", "vulnerable": "EW",
     "tricks": ["EW", "NS", "NS"],
     "events": ["S2 S3 S4 S5", {"type": "play", "card": "H4", "revoke": True},
                {"type": "attention", "seat": "S"}, {"type": "claim", "seat": "E",
                                                      "declarer_tricks": 9},
                {"type": "accept", "seat": "N"}]},
    {"contract": "Pass", "declarer": "N", "tricks": []},
]
"""Cases written here, in the shapes of the README that the examples do not show."""


@dataclass(frozen=True, slots=True)
class Seed:
    """One seed input."""

    name: str
    """Where it came from (a path relative to the repository or to ``shared/data``; ``#n``
    for a piece of a large file)."""
    data: bytes
    """Its bytes."""
    ext: str
    """The file extension that says its kind (``.pbn``, ``.lin``, ``.json``, ``.yaml``)."""


def _relative(path: Path) -> str:
    for base, label in ((ROOT, ""), (SHARED_DATA, "shared/data/")):
        if path.is_relative_to(base):
            return label + str(path.relative_to(base))
    return str(path)


def _spaced(items: list[str], count: int) -> list[tuple[int, str]]:
    """``count`` items at evenly spaced places (with their places)."""
    if len(items) <= count:
        return list(enumerate(items))
    step = len(items) / count
    return [(int(i * step), items[int(i * step)]) for i in range(count)]


def _pbn_pieces(path: Path) -> list[Seed]:
    """A large PBN file as pieces of three games, each starting at a game with a ``Deal``."""
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    games = [g for g in text.replace("\r\n", "\n").split("\n\n") if g.strip()]
    starts = [i for i, g in enumerate(games) if "[Deal " in g]
    picked = _spaced([str(i) for i in starts], PIECES)
    return [Seed(f"{_relative(path)}#{place}",
                 "\n\n".join(games[int(i):int(i) + 3]).encode("utf-8", "surrogateescape"), ".pbn")
            for place, i in picked]


def _lin_pieces(path: Path) -> list[Seed]:
    """A large LIN file as its header and two boards (``qx|``) at a time."""
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    header, *boards = text.split("qx|")
    pairs = ["qx|" + "qx|".join(boards[i:i + 2]) for i in range(0, len(boards), 2)]
    return [Seed(f"{_relative(path)}#{place}", (header + piece).encode("utf-8", "surrogateescape"),
                 ".lin") for place, piece in _spaced(pairs, PIECES)]


def _files(folder: Path, pattern: str) -> list[Path]:
    return sorted(folder.glob(pattern)) if folder.is_dir() else []


def _file_seeds(paths: list[Path], ext: str) -> list[Seed]:
    out: list[Seed] = []
    for path in paths:
        if path.stat().st_size > LARGE and ext == ".pbn":
            out += _pbn_pieces(path)
        elif path.stat().st_size > LARGE:
            out += _lin_pieces(path)
        else:
            out.append(Seed(_relative(path), path.read_bytes(), ext))
    return out


def _lin_files() -> list[Path]:
    shared = _files(SHARED_DATA / "lin", "*.lin")
    # every fourth vugraph file: they are alike, and the pieces keep the seed set small
    return _files(FIXTURES / "lin", "*.lin") + shared[::4]


def _json_seeds() -> list[Seed]:
    out = [Seed(_relative(p), p.read_bytes(), ".json")
           for p in _files(EXAMPLES, "*.json") + _files(FIXTURES, "**/*.json")]
    out += [Seed(f"written#{i}", json.dumps(c, ensure_ascii=False).encode(), ".json")
            for i, c in enumerate(WRITTEN)]
    out.append(Seed("written#list", json.dumps(WRITTEN[:3], indent=1).encode(), ".json"))
    return out


def _yaml_seeds() -> list[Seed]:
    """The case seeds written as YAML, in block and in flow style."""
    out = [Seed(p.name, p.read_bytes(), ".yaml")
           for p in _files(FIXTURES, "**/*.yaml") + _files(FIXTURES, "**/*.yml")]
    for seed in _json_seeds():
        data = json.loads(seed.data)
        flow = len(out) % 3 == 2
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False,
                              default_flow_style=flow, width=100)
        out.append(Seed(seed.name.rsplit(".", 1)[0] + ".yaml", text.encode(), ".yaml"))
    return out


@cache
def seeds(reader: str) -> tuple[Seed, ...]:
    """The seeds of ``reader`` (one of :data:`READERS`; ``form`` seeds are JSON of the
    form's fields)."""
    if reader == "pbn":
        found = _file_seeds(_files(FIXTURES, "**/*.pbn") + _files(SHARED_DATA / "pbn", "*.pbn"),
                            ".pbn")
    elif reader == "lin":
        found = _file_seeds(_lin_files(), ".lin")
    elif reader == "json":
        found = _json_seeds()
    elif reader == "yaml":
        found = _yaml_seeds()
    elif reader == "form":
        found = [Seed(f"form#{i}", json.dumps(f).encode(), ".json")
                 for i, f in enumerate(form_seeds())]
    elif reader == "cli":
        found = [s for r in ("pbn", "lin", "json", "yaml") for s in seeds(r)]
    else:
        raise ValueError(f"unknown reader {reader!r}; one of {', '.join(READERS)}")
    return tuple(found)


def _form_of(case: dict[str, Any]) -> dict[str, str] | None:
    """The quick form's fields for a case it can show (trick winners, revoke rows), else None."""
    contract = str(case.get("contract", ""))
    if "events" in case or "tricks" not in case or len(contract) < 2 or not contract[0].isdigit():
        return None
    strain = contract[1:].rstrip("X")
    form = {"level": contract[0], "strain": strain, "dbl": contract[1 + len(strain):],
            "declarer": str(case["declarer"]), "vul": str(case.get("vulnerable", "None")),
            "laws": str(case.get("laws", "")), "board": str(case.get("board", ""))}
    form |= {f"t{n}": w for n, w in enumerate(case["tricks"], 1)}
    if "claim" in case:
        form |= {"claim": str(case["claim"]["declarer_tricks"]),
                 "claim_by": str(case["claim"].get("by", ""))}
    for i, revoke in enumerate(case.get("revokes", [])[:2], 1):
        form |= {f"r{i}_seat": revoke["seat"], f"r{i}_trick": str(revoke["trick"]),
                 f"r{i}_attention": revoke.get("attention", "during_play"),
                 f"r{i}_suit": revoke.get("suit", ""), f"r{i}_kind": revoke.get("kind", "follow"),
                 f"r{i}_established": {True: "yes", False: "no"}.get(revoke.get("established"),
                                                                     "")}
    return form


def form_seeds() -> list[dict[str, str]]:
    """The quick form filled in from every case seed it can show, over its first state."""
    from verzaking.web.forms import quick_defaults

    cases = [json.loads(s.data) for s in _json_seeds()]
    flat = [c for item in cases for c in (item if isinstance(item, list) else [item])]
    forms = [f for f in map(_form_of, flat) if f is not None]
    return [quick_defaults() | f for f in forms] + [quick_defaults()]
