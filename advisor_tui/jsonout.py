"""JSON output for scripts: stable key order, UTF-8, records as plain dicts."""

from __future__ import annotations

import dataclasses
import json
from typing import Any


def plain(value: Any) -> Any:
    """Dataclasses (records) → dicts with YAML key names; tuples → lists."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            out[f.metadata.get("key") or f.name] = plain(getattr(value, f.name))
        return out
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


def dumps(value: Any) -> str:
    return json.dumps(plain(value), ensure_ascii=False, indent=2)
