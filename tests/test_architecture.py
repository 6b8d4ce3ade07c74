"""The shape of the code (issue 10): one table, one revoke type, layers that run one way,
modules and functions one person can hold in mind."""

from __future__ import annotations

import ast
import itertools
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


# -- issue 29: law decisions are typed, never text --------------------------------------------

TEXT_FIELDS = frozenset({"law", "code", "rule", "article", "corrected_by", "established_by",
                         "establishment", "as_if", "unrectified", "accepted"})
"""Attributes (and names) that hold a step code or an article: output, never compared."""

KNOWN_TEXT_COMPARISONS: set[str] = set()
"""Comparisons of text in laws/ and table/ allowed for now: none (issue 29); a new one may not
be added."""


def _text_literal(node: ast.expr, named: set[str]) -> bool:
    """A string literal, a collection of them, or a module-level name bound to one."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, (ast.Tuple, ast.Set, ast.List)):
        return bool(node.elts) and all(_text_literal(e, named) for e in node.elts)
    if isinstance(node, ast.Dict):
        return bool(node.keys) and all(k is not None and _text_literal(k, named)
                                       for k in node.keys)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) == 1:
        return node.func.id in ("frozenset", "set", "tuple") and _text_literal(node.args[0], named)
    if isinstance(node, ast.BinOp):  # "VII.2b" + "-correct"
        return _text_literal(node.left, named) or _text_literal(node.right, named)
    return isinstance(node, ast.Name) and node.id in named


def _holds_text(node: ast.expr) -> bool:
    """A step code, an article or an edition's parameter: ``x.code``, ``law``,
    ``value(...)``, ``self.params.scoring``, ``x.code.split(".")``, ``x.law[:3]``."""
    if isinstance(node, ast.Attribute):
        chain = node
        while isinstance(chain, ast.Attribute):
            if chain.attr == "params":
                return True
            chain = chain.value  # type: ignore[assignment]
        return node.attr in TEXT_FIELDS
    if isinstance(node, ast.Name):
        return node.id in TEXT_FIELDS
    if isinstance(node, ast.Subscript):
        return _holds_text(node.value)
    if isinstance(node, ast.Call):
        f = node.func
        return ((isinstance(f, ast.Name) and f.id == "value")
                or (isinstance(f, ast.Attribute)
                    and (f.attr == "value" or _holds_text(f.value))))
    return False


def text_comparisons(source: str) -> list[str]:
    """Every comparison of a code, an article or a parameter with text in ``source``: ``==``,
    ``!=``, ``in``, ``not in``, ``startswith``, ``endswith``, a ``match`` on string cases."""
    tree = ast.parse(source)
    named = {t.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
             and node.value is not None and _text_literal(node.value, set())
             for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
             if isinstance(t, ast.Name)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any((_holds_text(a) and _text_literal(b, named))
                   or (_holds_text(b) and _text_literal(a, named))
                   for a, b in itertools.pairwise(sides)):
                found.append(ast.unparse(node))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in ("startswith", "endswith") and _holds_text(node.func.value)):
            found.append(ast.unparse(node))
        elif isinstance(node, ast.Match) and _holds_text(node.subject) and any(
                isinstance(p, ast.MatchValue) and _text_literal(p.value, named)
                for case in node.cases for p in ast.walk(case.pattern)):
            found.append("match " + ast.unparse(node.subject))
    return found


def test_the_text_check_finds_what_it_looks_for() -> None:
    # each shape the issue names, and two that are typed
    source = '''
OPEN = frozenset({"62A.open", "62A.given"})
def f(self, step, r, s):
    a = self.value("64B6") not in ("none", "points_only")
    b = step.law in ("63A", "63A1") or step.law.endswith("-correct")
    c = step.code.startswith("61B.refused") or s.code in OPEN or r.rule == "64B2"
    d = self.params.scoring == "duplicate" or r.corrected_by != "62D1"
    match step.code:
        case "64B7.both_sides":
            pass
    e = self.params.scoring is Scoring.DUPLICATE or s == Step(code="x", law="64")
    return a, b, c, d, e
'''
    found = text_comparisons(source)
    assert len(found) == 9, found
    assert not any("Scoring.DUPLICATE" in f or "Step(" in f for f in found)


def test_no_law_decision_compares_codes_articles_or_parameters_as_text() -> None:
    found = set()
    for path in _sources():
        name = path.relative_to(SRC).as_posix()
        if name.startswith(("laws/", "table/")):
            found |= {f"{name}: {c}" for c in text_comparisons(path.read_text(encoding="utf-8"))}
    assert found - KNOWN_TEXT_COMPARISONS == set()
    assert KNOWN_TEXT_COMPARISONS - found == set(), "typed now: strike it from the list"
