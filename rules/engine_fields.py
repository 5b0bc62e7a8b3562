"""The fields of each kind of fact that go into durable-rules' C engine (rules.engine).

A fact is JSON-encoded for the engine, parsed there and handed back in each firing's message, while the actions read
the whole fact from the session by its stamp. So the engine needs only the fields some condition can read: for a
fact of one kind, the names in the rules that have a condition on that kind (a condition reads its own fact's fields,
and a join reads the other's by name, both within the rule). A rule whose conditions do not each name their kind
plainly (``kind == "x"``, alone or in an ``$and``) lends its names to every kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.definition_names import names_in

ENGINE_KEYS = frozenset({"kind", "sid", "n"})  # every fact carries these (rules.engine adds sid and n)


def kind_fields(definition: Mapping[str, Any], names_of: Mapping[str, set[str]] | None = None
                ) -> dict[str, frozenset[str]]:
    """Per fact kind, the fields its conditions can read (a superset), from the ruleset's definition;
    ``names_of``: each rule's ``names_in``, when the caller has them already."""
    per: dict[str, set[str]] = {}
    every: set[str] = set()
    for rule_name, rule in definition.items():
        names = names_of[rule_name] if names_of is not None else names_in(rule)
        kinds = _kinds(rule)
        if kinds is None:
            every |= names
            continue
        for kind in kinds:
            per.setdefault(kind, set()).update(names)
    return {kind: frozenset(names | every | ENGINE_KEYS) for kind, names in per.items()}


def definition_fields(definition: Mapping[str, Any]) -> tuple[set[str], dict[str, frozenset[str]]]:
    """``names_in(definition)`` and ``kind_fields(definition)``, each rule walked once for both
    (walking the definition twice was ~1 ms of a cold ``recommend``)."""
    names_of = {name: names_in(rule) for name, rule in definition.items()}
    return set(definition).union(*names_of.values()), kind_fields(definition, names_of)


def joined_by(definition: Mapping[str, Any], kind: str = "card", key: str = "card") -> frozenset[str] | None:
    """The kinds of fact a fact of ``kind`` must meet in the engine before any rule fires on it, where every rule with
    a condition on ``kind`` joins it by ``key`` (``key == other.key``, a plain conjunct of its condition) with a fact
    of such a kind other than ``kind`` and the job (which carries no ``key``); None where a rule on it does not, or a
    condition's kind is not plain (it could be ``kind``): then a fact of ``kind`` can fire a rule alone."""
    partners: set[str] = set()
    for rule in definition.values():
        conditions = rule.get("all") if isinstance(rule, Mapping) else None
        if not isinstance(conditions, list) or set(rule) - {"all", "pri"}:
            return None
        aliases: dict[str, str | None] = {}
        for condition in conditions:
            if not isinstance(condition, Mapping) or len(condition) != 1:
                return None
            (alias, expr), = condition.items()
            aliases[alias] = _plain_kind(expr)
        if None in aliases.values():
            return None
        for condition in conditions:
            (alias, expr), = condition.items()
            if aliases[alias] != kind:
                continue
            conjuncts = expr["$and"] if set(expr) == {"$and"} else [expr]
            met = {aliases.get(other) for part in conjuncts if isinstance(part, Mapping) and set(part) == {key}
                   and isinstance(part[key], Mapping) and len(part[key]) == 1
                   for other, field in part[key].items() if field == key}
            met -= {None, kind, "job"}
            if not met:
                return None
            partners |= met
    return frozenset(partners)


def _kinds(rule: Any) -> set[str] | None:
    """The kinds a rule's conditions match, or None where one of them does not say plainly."""
    conditions = rule.get("all") if isinstance(rule, Mapping) else None
    if not isinstance(conditions, list) or set(rule) - {"all", "pri"}:
        return None
    kinds: set[str] = set()
    for condition in conditions:
        if not isinstance(condition, Mapping) or len(condition) != 1:
            return None
        (expr,) = condition.values()
        kind = _plain_kind(expr)
        if kind is None:
            return None
        kinds.add(kind)
    return kinds


def _plain_kind(expr: Any) -> str | None:
    if not isinstance(expr, Mapping):
        return None
    if set(expr) == {"kind"} and isinstance(expr["kind"], str):
        return expr["kind"]
    if set(expr) == {"$and"} and isinstance(expr["$and"], list):
        found = {_plain_kind(e) for e in expr["$and"] if isinstance(e, Mapping) and set(e) == {"kind"}}
        found.discard(None)
        return next(iter(found)) if len(found) == 1 else None
    return None


_PLANS: dict[tuple[Any, ...], tuple[str, ...]] = {}  # by the fact's kind and keys: the keys the engine gets
_PLANS_MAX = 256


def engine_keys(fact: Mapping[str, Any], fields_of: Mapping[str, frozenset[str]], default: frozenset[str] | set[str]
                ) -> tuple[str, ...]:
    """The keys of ``fact`` that go into the engine, in the fact's own order: ``fields_of`` its kind, or ``default``
    for a kind with none. Kept by the fact's layout (each kind of fact is built with one or a few), so a fact's ~50
    fields are not each looked up again."""
    kind = fact.get("kind")
    layout = (kind if type(kind) is str else None, *fact)
    keys = _PLANS.get(layout)
    if keys is None:
        fields = fields_of.get(layout[0], default) if layout[0] is not None else default
        if len(_PLANS) >= _PLANS_MAX:
            _PLANS.clear()
        keys = _PLANS[layout] = tuple(k for k in layout[1:] if k in fields)
    return keys
