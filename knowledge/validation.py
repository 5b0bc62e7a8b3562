"""Strict validation of knowledge records: ``build()`` turns one YAML mapping into a record of a
dataclass in ``knowledge.schema``, rejecting unknown keys, wrong types, out-of-range numbers and bad
enum values with an error that names the field (``SchemaError``). The fields' annotations and
metadata (``knowledge.schema.meta``) are the schema; this module reads them and knows no record
kind beyond the names in its tables (FLOORS, CEILINGS, NONEMPTY).
"""

from __future__ import annotations

import datetime as _dt
import functools
import math
import re
import types
import typing
from dataclasses import MISSING, fields
from typing import Any, Literal

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9._+-]*\Z")  # \Z: "x\n" is not an id ($ would allow it)
DATE_PATTERN = re.compile(r"^\d{4}-\d{2}-\d{2}\Z")


class SchemaError(ValueError):
    """One field of one record is wrong; ``path`` locates it inside the record."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


def _type_name(tp: Any) -> str:
    if tp is float:
        return "a number"
    if tp is int:
        return "a whole number"
    if tp is bool:
        return "true or false"
    if tp is str:
        return "a string"
    if typing.get_origin(tp) is Literal:
        return "one of " + ", ".join(map(str, typing.get_args(tp)))
    if typing.get_origin(tp) is tuple:
        return "a list"
    if isinstance(tp, type):
        return "a mapping"
    return str(tp)


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _convert(tp: Any, value: Any, path: str, md: dict[str, Any]) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is None:
            return None
        return _convert(args[0], value, path, md)
    if origin is Literal:
        if not isinstance(value, str) or value not in typing.get_args(tp):
            raise SchemaError(path, f"expected {_type_name(tp)}, got {_show(value)}")
        return value
    if origin is tuple:
        (item_tp, _ellipsis) = typing.get_args(tp)
        if not isinstance(value, list):
            raise SchemaError(path, f"expected a list, got {_show(value)}")
        return tuple(_convert(item_tp, v, f"{path}[{i}]", md) for i, v in enumerate(value))
    if tp is bool:
        if not isinstance(value, bool):
            raise SchemaError(path, f"expected true or false, got {_show(value)}")
        return value
    if tp in (int, float):
        value = _yaml_number(value)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise SchemaError(path, f"expected {_type_name(tp)}, got {_show(value)}")
        if tp is int and not isinstance(value, int):
            raise SchemaError(path, f"expected a whole number, got {_show(value)}")
        if isinstance(value, int) and abs(value) > 10**15:
            raise SchemaError(path, f"number out of range: {_show(value)}")
        if not math.isfinite(value):
            raise SchemaError(path, f"expected a finite number, got {_show(value)}")
        if abs(value) > 1e15:
            raise SchemaError(path, f"number out of range: {_show(value)}")
        if value and abs(value) < MIN_MAGNITUDE:
            raise SchemaError(path, f"number too small to compute with: {_show(value)} "
                                    f"(nonzero figures are at least {MIN_MAGNITUDE:g})")
        lo, hi = md.get("minimum"), md.get("maximum")
        if lo is not None:
            if md.get("exclusive_minimum") and value <= lo:
                raise SchemaError(path, f"must be greater than {lo}, got {_show(value)}")
            if value < lo:
                raise SchemaError(path, f"must be at least {lo}, got {_show(value)}")
        if hi is not None and value > hi:
            raise SchemaError(path, f"must be at most {hi}, got {_show(value)}")
        return float(value) if tp is float else value
    if tp is str:
        if isinstance(value, (_dt.date,)):
            return value.isoformat()  # YAML reads 2026-09-04 as a date
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return str(value)  # e.g. a year written bare
        if not isinstance(value, str):
            raise SchemaError(path, f"expected a string, got {_show(value)}")
        if len(value) > 20_000:
            raise SchemaError(path, "string too long")
        bad = _CONTROL.search(value)
        if bad:  # ESC ] 0 ; … BEL in a card name would retitle the terminal of whoever lists it
            raise SchemaError(path, f"control character U+{ord(bad.group()):04X} in text "
                                    "(escape sequences and line controls are not allowed)")
        return value
    if isinstance(tp, type) and hasattr(tp, "__dataclass_fields__"):
        return build(tp, value, path)
    raise SchemaError(path, f"unsupported type {tp!r}")  # a schema bug, not a data bug


# C0 controls but tab and newline, DEL, C1 (U+0085 included), line separators, bidi overrides
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
MIN_MAGNITUDE = 1e-9  # 5e-324 (a denormal) divides to inf; no figure here is that small
_SCI_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)[eE][-+]?\d+\Z")


def _yaml_number(value: Any) -> Any:
    """YAML 1.1 (PyYAML) reads ``1e-7`` — no dot — as a string; it is a number everywhere else."""
    if isinstance(value, str) and len(value) < 40 and _SCI_NUMBER.match(value.strip()):
        number = float(value)
        return int(number) if number.is_integer() and abs(number) <= 10**15 else number
    return value


# Figures the product divides by or plans with: a smaller value is a typo or an attack, and the
# arithmetic (decode speed, cost per TFLOPS, conversions) would overflow or mislead.
FLOORS: dict[tuple[str, str], tuple[float, str]] = {
    ("Card", "vram_gb"): (0.5, "GB"),
    ("Card", "bandwidth_gbs"): (1.0, "GB/s"),
    ("Card", "fp16_tflops"): (0.01, "TFLOPS"),
    ("Rate", "rate"): (1e-6, ""),
    ("Multiplier", "factor"): (0.01, ""),
    ("QuantFile", "size_gb"): (1e-6, "GB"),
    ("Model", "params_b"): (1e-6, "billion"),
}
CEILINGS: dict[tuple[str, str], float] = {("Rate", "rate"): 1e6}
MAX_ID_CHARS = 80
CURRENCY_CODE = re.compile(r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)*\Z")
NONEMPTY = {"Card": ("name", "architecture", "memory_type"), "Model": ("name",),
            "Provider": ("name",), "Source": ("title",), "Currency": ("symbol",)}


def check_record(cls: type, record: Any, path: str) -> None:
    """What the product cannot compute with or show, refused with the field it is in."""
    def at(name: str) -> str:
        return f"{path}.{name}" if path else name

    kind = cls.__name__
    for (owner, name), (floor, unit) in FLOORS.items():
        value = getattr(record, name, None) if owner == kind else None
        if value is not None and value < floor:
            raise SchemaError(at(name), f"too small to compute with: {_show(value)} "
                                        f"(at least {floor:g}{' ' + unit if unit else ''})")
    for (owner, name), ceiling in CEILINGS.items():
        value = getattr(record, name, None) if owner == kind else None
        if value is not None and value > ceiling:
            raise SchemaError(at(name), f"must be at most {ceiling:g}, got {_show(value)}")
    for name in NONEMPTY.get(kind, ()):
        value = getattr(record, name, None)
        if isinstance(value, str) and not value.strip():
            raise SchemaError(at(name), "must not be empty")
    if kind == "Offer":
        if record.price <= 0:
            raise SchemaError(at("price"), f"must be greater than 0, got {_show(record.price)} "
                                           "(a free offer cannot be costed: leave it out)")
        if record.price_max is not None and record.price_max <= 0:
            raise SchemaError(at("price_max"), "must be greater than 0")
    for name in ("code", "currency", "base", "quote"):
        value = getattr(record, name, None) if kind in ("Currency", "Offer", "Rate") else None
        if isinstance(value, str) and (len(value) > 16 or not CURRENCY_CODE.match(value)):
            raise SchemaError(at(name), "currency codes are 2-16 capital letters, digits and "
                                        f"hyphens (USD, CNY, T-CREDIT), got {_show(value)}")
        if isinstance(value, str) and len(value) < 2:
            raise SchemaError(at(name), f"currency codes have at least 2 letters, "
                                        f"got {_show(value)}")
    if kind == "Rate" and record.base == record.quote:
        raise SchemaError(at("quote"), f"a rate converts between two currencies, got "
                                       f"{record.base}/{record.quote}")
    for name in ("id", "provider", "card"):
        value = getattr(record, name, None)
        if isinstance(value, str) and len(value) > MAX_ID_CHARS:
            raise SchemaError(at(name), f"ids are at most {MAX_ID_CHARS} characters, "
                                        f"got {len(value)}")
    for name in ("source", "china_status_source", "related", "enough", "faster", "models"):
        value = getattr(record, name, None)
        for ref in (value if isinstance(value, tuple) else (value,)):
            if isinstance(ref, str) and (len(ref) > MAX_ID_CHARS or not ID_PATTERN.match(ref)):
                raise SchemaError(at(name), f"not an id: {_show(ref)}")


def yaml_key(f: Any) -> str:
    return f.metadata.get("key") or f.name


@functools.cache
def _known_keys(cls: type) -> dict[str, Any]:
    """The YAML key → dataclass field of ``cls`` (asked once per record: 10,000 times for a big offers file)."""
    return {yaml_key(f): f for f in fields(cls)}


def build(cls: type, raw: Any, path: str = "") -> Any:
    """Build a record of ``cls`` from one YAML mapping, strictly."""
    if not isinstance(raw, dict):
        raise SchemaError(path, f"expected a mapping, got {_show(raw)}")
    hints = _hints(cls)
    known = _known_keys(cls)
    for key in raw:
        if key not in known:
            where = f"{path}.{key}" if path else str(key)
            raise SchemaError(where, f"unknown key (known: {', '.join(sorted(known))})")
    kwargs: dict[str, Any] = {}
    for key, f in known.items():
        where = f"{path}.{key}" if path else key
        if key not in raw:
            if f.default is MISSING and f.default_factory is MISSING:  # type: ignore[misc]
                raise SchemaError(where, "required field is missing")
            continue
        kwargs[f.name] = _convert(hints[f.name], raw[key], where, f.metadata)
    record = cls(**kwargs)
    for name in ("id", "provider", "card"):
        value = kwargs.get(name)
        if name == "id" and isinstance(value, str) and cls.__name__ != "Currency":
            if not ID_PATTERN.match(value.split("/")[0]) or any(
                    not ID_PATTERN.match(part) for part in value.split("/")):
                raise SchemaError(f"{path}.id" if path else "id",
                                  f"ids are lowercase, hyphenated: {_show(value)}")
    for name in ("as_of",):
        value = kwargs.get(name)
        if isinstance(value, str) and value != "unknown":
            if not DATE_PATTERN.match(value):
                raise SchemaError(f"{path}.{name}" if path else name,
                                  f"expected YYYY-MM-DD or 'unknown', got {_show(value)}")
            try:
                _dt.date.fromisoformat(value)
            except ValueError:
                raise SchemaError(f"{path}.{name}" if path else name,
                                  f"not a real date: {_show(value)}") from None
    check_record(cls, record, path)
    check = getattr(record, "check", None)
    if check is not None:
        for fname, message in check():
            raise SchemaError(f"{path}.{fname}" if path else fname, message)
    return record


def field_docs(cls: type) -> dict[str, str]:
    """YAML key → its docstring, for `--help`-style listings and the README."""
    return {yaml_key(f): f.metadata.get("doc", "") for f in fields(cls)}
