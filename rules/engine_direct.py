"""The rules that read only the job fact and one card fact, matched in Python (rules.engine).

Three in four of a consultation's firings (memory-fits / memory-gate / memory-needs-several on every card, the
capability, market and buying rules on some) come from rules whose conditions are plain tests on the job fact, one
card fact, or both. durable-rules matched each of them in its C engine and handed every firing back as a
JSON message through the action loop; here each such rule's condition is compiled once, at definition, into a Python
test, and the rule is not registered with durable-rules at all. ``fire`` runs the rules on a batch the way the engine
ran them (measured on the bench's consultations: a batch's firings come by rule, in the order the rules are defined
— by ``pri`` — and for each rule the cards latest-asserted first), through the same action as an engine firing (the
same ``Firing``, trace entry, error handling), so the answer and its trace do not change. The facts still go into
the engine, with the fields the rules left there read, for the rules that join them with later facts (pool requests,
picks).

The rules before the first one on a card (the job's priority rules) stay in the engine: it fires them before the
others, so the order holds, and every session takes an action in the engine, as in every consultation before.
durable-rules' C engine corrupted its heap when a session that had taken no action at all was deleted after a batch
of facts (``delete_state``: "double free or corruption", seen on the job and 8 cards of tests/test_engine.py).

A condition compiles when it is built from what durable-rules' language writes for ``==``, ``!=``, ``<``, ``<=``,
``>``, ``>=``, ``&`` and ``|`` on a field of its own fact, against a constant or a field of either fact; a rule
with anything else (arithmetic, other kinds) stays in the engine. As in durable-rules, a field the fact does
not have fails every test, and an ``a | b`` condition counts once per true branch (the engine fires the rule once for
each: rules.collect records it once).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

KINDS = ("job", "card")
_OPS = {"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<=", "$neq": "!="}
_NUM = (int, float)


@dataclass(frozen=True)
class DirectRule:
    """One rule matched in Python: its conditions' names (by kind), the job test (a count, or None when the rule has
    no job condition), the card test (given the job and the cards as (stamp, fact), the stamps of those it matches,
    each with its count; None when it has no card condition) and its action."""

    job_name: str | None
    card_name: str | None
    job_test: Callable[[Mapping[str, Any]], int] | None
    card_test: Callable[[Mapping[str, Any] | None, Sequence[tuple[int, Any]]], list[tuple[int, int]]] | None
    run: Callable[[Any, Mapping[str, Any]], None]


class _Unsupported(Exception):
    pass


def split(conditions: Sequence[Sequence[tuple[str, Mapping[str, Any]]]],
          runs: Sequence[Callable[[Any, Mapping[str, Any]], None]]) -> list[DirectRule]:
    """The rules (``conditions``: each one's conditions, by name and durable-rules definition, in the order defined;
    ``runs``: each one's action) to match in Python, in that order; the others stay in the engine. All or none: where
    one rule on the job and cards alone does not compile, every rule stays in the engine (its firings would come
    before those of the rules matched here)."""
    out: list[DirectRule] = []
    for rule_conditions, run in zip(conditions, runs):
        kinds = [_kind(expr) for _, expr in rule_conditions]
        if not rule_conditions or any(k not in KINDS for k in kinds) or len(set(kinds)) != len(kinds):
            continue
        if not out and "card" not in kinds:  # the engine's own first firings (see the module docstring)
            continue
        alias = {kind: name for (name, _), kind in zip(rule_conditions, kinds)}
        tests: dict[str, Callable[..., Any]] = {}
        try:
            for (_, expr), kind in zip(rule_conditions, kinds):
                temps = itertools.count(1)
                if kind == "job":
                    source = f"lambda j: {_expr(expr, 'j', {}, temps)}"
                else:  # one comprehension over the cards: a call per card cost as much as the engine saved
                    code = _expr(expr, "c", {alias["job"]: "j"} if "job" in alias else {}, temps)
                    count = "_k" if "+" in code else "1"  # a count where an `|` is inside
                    test = f"(_k := {code})" if count == "_k" else code
                    source = f"lambda j, cards: [(n, {count}) for n, c in cards if {test}]"
                tests[kind] = eval(source, {"_NUM": _NUM})  # noqa: S307 - built from the rule base
        except _Unsupported:
            return []
        out.append(DirectRule(alias.get("job"), alias.get("card"), tests.get("job"), tests.get("card"), run))
    return out


def _kind(expr: Mapping[str, Any]) -> str | None:
    if set(expr) == {"kind"}:
        return expr["kind"]
    if set(expr) == {"$and"}:
        found = [e["kind"] for e in expr["$and"] if set(e) == {"kind"}]
        return found[0] if len(found) == 1 else None
    return None


def _expr(expr: Mapping[str, Any], var: str, refs: Mapping[str, str], temps: Iterator[int], top: bool = True) -> str:
    """Python source for one durable-rules expression on the fact ``var``: a count (True/False or a number);
    ``temps`` numbers the names that hold a field read once."""
    if len(expr) != 1:
        raise _Unsupported(expr)
    (key, value), = expr.items()
    if key == "$and":
        parts = [_expr(e, var, refs, temps, False) for e in value if not (top and set(e) == {"kind"})]
        if not parts:
            return "True"
        joiner = " * " if any("+" in p for p in parts) else " and "  # a count where an `|` is inside
        return "(" + joiner.join(f"({p})" for p in parts) + ")"
    if key == "$or":
        return "(" + " + ".join(f"({_expr(e, var, refs, temps, False)})" for e in value) + ")"
    if key in _OPS:
        if not isinstance(value, Mapping) or len(value) != 1:
            raise _Unsupported(expr)
        (name, operand), = value.items()
        return _test(var, name, _OPS[key], operand, refs, temps)
    if key.startswith("$"):
        raise _Unsupported(expr)
    return _test(var, key, "==", value, refs, temps)


def _test(var: str, name: str, op: str, operand: Any, refs: Mapping[str, str], temps: Iterator[int]) -> str:
    field = f"{var}.get({name!r})"
    mine = f"_v{next(temps)}"
    if isinstance(operand, Mapping):  # a field of this fact ($m) or the other: both present, of one type
        if len(operand) != 1:
            raise _Unsupported(operand)
        (other, other_name), = operand.items()
        if (other != "$m" and other not in refs) or not isinstance(other_name, str):
            raise _Unsupported(operand)
        theirs, yours = f"{var if other == '$m' else refs[other]}.get({other_name!r})", f"_v{next(temps)}"
        if op in ("==", "!="):
            return f"(({mine} := {field}) is not None and ({yours} := {theirs}) is not None and {mine} {op} {yours})"
        return f"(type({mine} := {field}) in _NUM and type({yours} := {theirs}) in _NUM and {mine} {op} {yours})"
    if type(operand) is bool:
        if op == "==":
            return f"({field} is {operand})"
        if op == "!=":
            return f"(type({mine} := {field}) is bool and {mine} is not {operand})"
        raise _Unsupported(operand)
    if type(operand) in _NUM:
        return f"(type({mine} := {field}) in _NUM and {mine} {op} {operand!r})"
    if type(operand) is str:
        if op == "==":
            return f"({field} == {operand!r})"
        if op == "!=":
            return f"(type({mine} := {field}) is str and {mine} != {operand!r})"
    raise _Unsupported(operand)


def fire(rules: Sequence[DirectRule], session: Any, batch: Sequence[Mapping[str, Any]]) -> None:
    """Run ``rules`` on the job and card facts of ``batch`` (engine facts: their stamps ``n``), joined with those of
    the session's earlier batches, as the engine would have: rule by rule, latest card first."""
    new = [f["n"] for f in batch if f["kind"] in KINDS]
    if not new:
        return
    asserted = session.asserted
    first = new[0]
    stamps = [n for n, f in asserted.items() if n < first and f["kind"] in KINDS] + new
    jobs = [n for n in stamps if asserted[n]["kind"] == "job"]
    cards = [(n, asserted[n]) for n in reversed(stamps) if asserted[n]["kind"] == "card"]
    fresh = set(new)
    if len(fresh) < len(stamps):  # facts of an earlier batch: a pair with one of this batch is new
        return _fire_joined(rules, session, jobs, cards, fresh)
    for rule in rules:
        if session.error is not None:
            return
        if rule.job_test is None:  # the cards alone
            for n, count in rule.card_test(None, cards):  # type: ignore[misc]
                for _ in range(count):
                    rule.run(session, {rule.card_name: n})
            continue
        for jn in jobs:
            count_job = rule.job_test(asserted[jn])
            if not count_job:
                continue
            if rule.card_test is None:
                for _ in range(count_job):
                    rule.run(session, {rule.job_name: jn})
                continue
            for n, count in rule.card_test(asserted[jn], cards):
                for _ in range(count_job * count):
                    rule.run(session, {rule.job_name: jn, rule.card_name: n})


def _fire_joined(rules: Sequence[DirectRule], session: Any, jobs: list[int], cards: list[tuple[int, Any]],
                 fresh: set[int]) -> None:
    """``fire`` where facts of earlier batches join those of this one (no consultation asserts so; tests do)."""
    asserted = session.asserted
    for rule in rules:
        if session.error is not None:
            return
        for jn in jobs if rule.job_test is not None else [None]:
            count_job = 1 if jn is None else rule.job_test(asserted[jn])  # type: ignore[misc]
            if not count_job:
                continue
            if rule.card_test is None:
                for _ in range(count_job if jn in fresh else 0):
                    rule.run(session, {rule.job_name: jn})
                continue
            for n, count in rule.card_test(None if jn is None else asserted[jn], cards):
                for _ in range(count_job * count if jn in fresh or n in fresh else 0):
                    rule.run(session, {rule.card_name: n} if jn is None else {rule.job_name: jn, rule.card_name: n})
