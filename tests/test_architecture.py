"""The shape of the code (issue 10): one table, one revoke type, layers that run one way,
modules and functions one person can hold in mind."""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

import verzaking
from verzaking import facts, play, table

SRC = Path(verzaking.__file__).resolve().parent

MODULE_LINES = 400
FUNCTION_LINES = 60

LONGER_MODULES = {
    "catalogs/nl.py": "data: every message in Dutch",
    "catalogs/en.py": "data: every message in English",
}
"""Modules allowed over the limit, and why."""

LONGER_FUNCTIONS = {
    "io/pbnparse.py:iter_games": "one pass over the lines with its small state machine: split, it "
                           "would hand six variables from function to function",
    "table/play.py:apply_record": "the hot path of every archive scan, kept in one loop",
}
"""Functions allowed over the limit, and why."""


def _sources() -> list[Path]:
    return sorted(p for p in SRC.rglob("*.py") if "__pycache__" not in p.parts)


def test_one_revoke_type_everywhere() -> None:
    assert facts.RevokeFact is table.Revoke is play.Revoke is verzaking.Revoke
    assert facts.TrickOutcome is table.Trick is play.Trick


def test_revoke_kind_timing_and_state_are_enums() -> None:
    fields = {f: table.Revoke.__dataclass_fields__[f].type
              for f in ("kind", "attention", "history")}
    assert fields["kind"] == "RevokeKind" and fields["attention"] == "Timing"
    assert {s.value for s in table.RevokeState} == {"open", "established", "corrected"}


def test_the_import_graph_has_no_cycle() -> None:
    graph = grimp.build_graph("verzaking", include_external_packages=False)
    modules = sorted(graph.modules)
    index = {m: i for i, m in enumerate(modules)}
    edges = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}
    # Tarjan's strongly connected components: a component of two or more is a cycle
    counter, stack, on_stack, low, num, cycles = [0], [], set(), {}, {}, []

    def visit(m: str) -> None:
        num[m] = low[m] = counter[0]
        counter[0] += 1
        stack.append(m)
        on_stack.add(m)
        for n in edges[m]:
            if n not in num:
                visit(n)
                low[m] = min(low[m], low[n])
            elif n in on_stack:
                low[m] = min(low[m], num[n])
        if low[m] == num[m]:
            comp = []
            while True:
                n = stack.pop()
                on_stack.discard(n)
                comp.append(n)
                if n == m:
                    break
            # a package imports its own submodules; a submodule importing its package back
            # is the cycle we look for, so only the package __init__ itself is left out
            if len(comp) > 1:
                cycles.append(sorted(comp, key=index.__getitem__))

    for m in modules:
        if m not in num:
            visit(m)
    assert cycles == []


def test_the_law_engine_and_the_table_never_import_the_edges() -> None:
    graph = grimp.build_graph("verzaking", include_external_packages=False)
    for low in ("verzaking.laws", "verzaking.table", "verzaking.facts", "verzaking.ruling"):
        for high in ("verzaking.render", "verzaking.web", "verzaking.scan", "verzaking.cli",
                     "verzaking.equity", "verzaking.io"):
            chain = graph.find_shortest_chain(importer=low, imported=high, as_packages=True)
            assert chain is None, f"{low} imports {high}: {' -> '.join(chain or ())}"


def test_modules_one_person_can_hold_in_mind() -> None:
    too_long = {}
    for path in _sources():
        name = path.relative_to(SRC).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MODULE_LINES and name not in LONGER_MODULES:
            too_long[name] = lines
    assert too_long == {}


def test_functions_one_person_can_hold_in_mind() -> None:
    too_long = {}
    for path in _sources():
        name = path.relative_to(SRC).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                key = f"{name}:{node.name}"
                if length > FUNCTION_LINES and key not in LONGER_FUNCTIONS:
                    too_long[key] = length
    assert too_long == {}
