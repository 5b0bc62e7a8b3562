"""The names in durable-rules' definition of the ruleset (``rules.engine``): every key and text in it, a
superset of the fact fields some condition reads, so that a fact goes into the C engine with those
fields only."""

from __future__ import annotations

from typing import Any


def names_in(definition: Any) -> set[str]:
    """Every key and text in the ruleset's definition: a superset of the fact fields that some
    condition reads (a field a condition tests is a key there, a field it joins on a value).
    Walked rather than JSON-encoded and searched with a pattern, which was ~1 % of a cold start."""
    names: set[str] = set()
    stack = [definition]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            names.update(item)
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, str):
            names.add(item)
    return names
