"""No import cycle among the modules of knowledge/, rules/ and advisor_tui/ (issue 11).

The graph is read from the source with ``ast``, not by importing: an edge A → B for every
``import`` / ``from … import`` in A that names a module of these packages, at the top of the module
or inside a function (an import moved into a function to dodge a cycle is still a cycle). Imports
under ``if TYPE_CHECKING:`` never run and are not edges. Importing ``a.b.c`` runs the ``__init__``
of ``a.b`` too, so that is an edge as well, unless ``a.b`` is a package the importer itself sits in
(Python has already started it before the importer runs).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("knowledge", "rules", "advisor_tui")
# Cycles known and not yet broken, each with why it is still here. The test fails when one is
# gone (remove it here) as well as when a new one appears.
KNOWN_CYCLES: set[tuple[str, ...]] = set()  # none left (report ↔ verify.attach was broken by
# moving the markdown escaping below both, into advisor_tui.markdown_text)


def _modules() -> dict[str, Path]:
    mods: dict[str, Path] = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            mods[".".join(parts)] = path
    return mods


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _imported(mod: str, is_package: bool, tree: ast.Module) -> list[tuple[str, int]]:
    """(dotted name, line) of everything ``mod`` imports outside ``if TYPE_CHECKING:``."""
    out: list[tuple[str, int]] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            out.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = mod.split(".") if is_package else mod.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.extend((f"{target}.{alias.name}", node.lineno) for alias in node.names)
            out.append((target, node.lineno))
        stack.extend(ast.iter_child_nodes(node))
    return out


def import_graph() -> dict[str, dict[str, int]]:
    """module → {imported module of these packages: first line}."""
    mods = _modules()
    graph: dict[str, dict[str, int]] = {m: {} for m in mods}
    for mod, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        own = {".".join(mod.split(".")[:i]) for i in range(1, mod.count(".") + 2)}
        for name, line in _imported(mod, path.name == "__init__.py", tree):
            while name and name not in mods:  # "pkg.mod.function" → "pkg.mod"
                name = name.rpartition(".")[0]
            parts = name.split(".")
            for i in range(1, len(parts) + 1):  # the packages it runs on the way
                target = ".".join(parts[:i])
                if target in mods and target not in own:
                    graph[mod].setdefault(target, line)
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    comp.append(top)
                    if top == node:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def _describe(comp: list[str], graph: dict[str, dict[str, int]]) -> str:
    members = set(comp)
    edges = [f"{a} → {b} (line {graph[a][b]})" for a in comp for b in sorted(graph[a])
             if b in members]
    return "; ".join(edges)


def test_graph_sees_the_packages_and_their_imports() -> None:
    graph = import_graph()
    assert "rules.estimate.fit" in graph and "knowledge.schema" in graph
    assert "rules.estimate.requirement" in graph["rules.estimate.fit"]
    # a submodule import runs the package's __init__ too (rules.estimate.hfconfig → rules.estimate)
    assert "rules.estimate" in graph["rules.fact_resolve"]
    assert "rules.estimate" not in graph["rules.estimate.fit"]  # its own package: already running


def test_cycle_detection_finds_a_planted_cycle() -> None:
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b": 1}, "b": {}}) == []


def test_no_import_cycle_among_knowledge_rules_and_ui() -> None:
    graph = import_graph()
    found = {tuple(c) for c in cycles(graph)}
    new = sorted(found - KNOWN_CYCLES)
    assert not new, "import cycles: " + " | ".join(_describe(list(c), graph) for c in new)
    gone = sorted(KNOWN_CYCLES - found)
    assert not gone, f"cycles broken since: remove them from KNOWN_CYCLES: {gone}"


def test_domain_never_imports_the_ui() -> None:
    graph = import_graph()
    bad = [f"{m} → {t}" for m, targets in graph.items() if not m.startswith("advisor_tui")
           for t in targets if t.startswith("advisor_tui")]
    assert not bad, bad
