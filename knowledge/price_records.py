"""What the two dated price files beside the knowledge (api_prices.yaml, purchase_prices.yaml)
share: a section holding a list of records with unique ids, each record a mapping whose required
fields are present, whose fields are known and whose texts and as-of date are well formed. A
record that breaks a rule stops the load with one line naming the file, the record and the field.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from knowledge import compiled
from knowledge.errors import KnowledgeError
from knowledge.lazy_pattern import LazyPattern
from knowledge.safe_read import safe_load

DATE = LazyPattern(r"^\d{4}-\d{2}-\d{2}$")
Record = TypeVar("Record")


def fail(data_file: str, where: str, message: str) -> KnowledgeError:
    return KnowledgeError(f"knowledge error: knowledge/data/{data_file}: {where}: {message}")


def record_start(raw: Any, index: int, *, data_file: str, section: str, required: Iterable[str],
                 known: Iterable[str], texts: Iterable[str]) -> str:
    """The record's name for error lines ('api_prices[3] (deepseek-chat)'), once its shape holds:
    a mapping, every required field given, no unknown field, texts as text, as_of a date."""
    where = f"{section}[{index}]"
    if not isinstance(raw, dict):
        raise fail(data_file, where, "expected a mapping")
    if isinstance(raw.get("id"), str):
        where += f" ({raw['id']})"
    for key in required:
        if raw.get(key) in (None, ""):
            raise fail(data_file, where, f"{key}: required")
    unknown = sorted(set(raw) - set(known))
    if unknown:
        raise fail(data_file, where, f"unknown field {unknown[0]!r}")
    for key in texts:
        if not isinstance(raw[key], str):
            raise fail(data_file, where, f"{key}: expected text")
    if not DATE.match(raw["as_of"]):
        raise fail(data_file, where, f"as_of: expected YYYY-MM-DD, got {raw['as_of']!r}")
    return where


def parse_records(text: str, *, data_file: str, section: str,
                  build: Callable[[Any, int], Record], bundled: bool = False) -> tuple[Record, ...]:
    """Every record of ``section`` built by ``build(raw, index)``; ids must be unique. ``bundled``: the file shipped
    with the package, whose parsed document is kept in the compiled cache (``knowledge.compiled``): the first
    consultation of a process that reads it then neither imports PyYAML nor parses it (the API prices cost the
    bench's slowest consultation ~40 ms of its ~130, 2026-12)."""
    try:
        data = compiled.yaml_document(f"knowledge/data/{data_file}.document", text) if bundled else safe_load(text)
    except Exception as exc:
        import yaml  # only where a file failed to parse: importing this module must not load PyYAML

        if not isinstance(exc, yaml.YAMLError):
            raise
        raise KnowledgeError(f"knowledge error: knowledge/data/{data_file}: invalid YAML: "
                             f"{str(exc).splitlines()[0]}") from None
    raw_list = (data or {}).get(section) if isinstance(data, dict) else None
    if not isinstance(raw_list, list):
        raise fail(data_file, section, "expected a list of records")
    records = tuple(build(raw, i) for i, raw in enumerate(raw_list))
    seen: set[str] = set()
    for r in records:
        rid = getattr(r, "id")  # noqa: B009 - every record type carries an id
        if rid in seen:
            raise fail(data_file, f"{section} ({rid})", "duplicate id")
        seen.add(rid)
    return records
