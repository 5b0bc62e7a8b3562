"""Shape of the code: the domain never imports the UI (STYLE §1)."""

from __future__ import annotations

import subprocess
import sys


def test_domain_does_not_import_the_ui():
    code = ("import sys, knowledge, knowledge.match, knowledge.faq, rules, rules.pipeline, "
            "rules.estimate\n"
            "from rules.pipeline import consult\n"
            "consult({'model': 'qwen3-8b'})\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'advisor_tui'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent
RULES_DIR = ROOT / "rules"
SPLIT_ELSEWHERE: set[str] = set()  # none left: rules/facts.py was split (fact_vocab, fact_parse, …)


def _modules(path):
    return sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)


def test_no_rules_module_is_over_500_lines():
    too_long = []
    for path in _modules(RULES_DIR):
        rel = path.relative_to(ROOT).as_posix()
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > 500 and rel not in SPLIT_ELSEWHERE:
            too_long.append(f"{rel}: {n} lines")
    assert not too_long


def test_decisions_are_taken_only_in_the_rule_base():
    # outside rules/base/, nothing rejects a card, raises a caveat, notes a reason or writes a
    # trace step: the pipeline prepares facts, runs the session and collects conclusions
    import re

    concluding = re.compile(r"\.(reject|caveat|note|demote|step|feasible)\(")
    offenders = []
    for path in _modules(RULES_DIR):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("rules/base/") or rel in ("rules/collect.py", "rules/engine.py"):
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if concluding.search(line):
                offenders.append(f"{rel}:{i}: {line.strip()}")
    assert not offenders


def test_architecture_names_are_read_only_by_the_named_predicates():
    # "is it Blackwell?", "is it older than Ampere?" are answered in rules/base/predicates.py;
    # elsewhere in the rule engine the architecture is only carried as text to show (the
    # estimates in rules/estimate/ match measured rows to a card by its architecture name, and
    # precision.generation is their own named predicate)
    import re

    string_check = re.compile(r"architecture\s*\.\s*(lower|split|startswith|upper|casefold)"
                              r"|in\s+\w+\.architecture")
    offenders = [f"{p.relative_to(ROOT).as_posix()}:{i}"
                 for p in _modules(RULES_DIR) if p.name != "predicates.py"
                 and "estimate" not in p.relative_to(RULES_DIR).parts
                 for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if string_check.search(line)]
    assert not offenders


def test_the_rule_engine_modules_import_without_a_cycle():
    # module-level imports among rules/ outside the estimates, whose package re-exports its
    # modules (tests/test_import_cycles.py checks every import across the project, estimates too)
    import ast

    graph = {}
    for path in _modules(RULES_DIR):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        if name.startswith("rules.estimate"):
            continue
        deps = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:  # module level only
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                deps.add(node.module)
                deps.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
        graph[name] = deps
    graph = {k: {d for d in v if d in graph and d != k} for k, v in graph.items()}

    def cycle_from(start):
        stack, seen = [(start, [start])], set()
        while stack:
            node, path = stack.pop()
            for dep in graph[node]:
                if dep == start:
                    return [*path, dep]
                if dep not in seen:
                    seen.add(dep)
                    stack.append((dep, [*path, dep]))
        return None

    cycles = [c for c in map(cycle_from, graph) if c]
    assert not cycles, cycles[0]
