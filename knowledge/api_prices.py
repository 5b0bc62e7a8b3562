"""Vendors' per-token API prices (knowledge/data/api_prices.yaml), loaded and validated.

Every price names its source (an id in the knowledge's sources) and the date it was read; a
record that breaks a rule stops the load with one line naming the record and the field, like the
rest of the knowledge (exit 2 at the command line, never a traceback)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from knowledge.data import folder
from knowledge.errors import KnowledgeError
from knowledge.price_records import fail, parse_records, record_start

DATA_FILE = "api_prices.yaml"
SECTION = "api_prices"
REQUIRED = ("id", "provider", "api_model", "currency", "input_per_m", "output_per_m", "source",
            "as_of")
KNOWN = (*REQUIRED, "model_version", "vendor_of", "same_weights", "cached_input_per_m",
         "off_peak_factor", "peak", "peak_hours_per_week")


@dataclass(frozen=True)
class ApiPrice:
    """One vendor API's list price per 1 M tokens (peak rate where the vendor has two)."""

    id: str
    provider: str
    api_model: str  # the name the API is called with, e.g. deepseek-flash
    currency: str
    input_per_m: float  # input tokens, cache miss
    output_per_m: float
    source: str
    as_of: str  # YYYY-MM-DD
    model_version: str = ""
    vendor_of: tuple[str, ...] = ()  # catalogue models whose vendor sells this API
    same_weights: bool = False  # True only when the API serves exactly those weights
    cached_input_per_m: float | None = None  # input tokens served from the vendor's cache
    off_peak_factor: float = 1.0  # off-peak price ÷ peak price (1.0: one price all day)
    peak: str = ""  # when the peak price applies, as the vendor states it
    peak_hours_per_week: float = 168.0  # hours of a week at the peak price (168: always)


def _fail(where: str, message: str) -> KnowledgeError:
    return fail(DATA_FILE, where, message)


def _price(where: str, raw: dict[str, Any], key: str, *, required: bool) -> float | None:
    value = raw.get(key)
    if value is None and not required:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or value < 0:
        raise _fail(where, f"{key}: expected a price ≥ 0 per 1M tokens, got {value!r}")
    return float(value)


def build(raw: Any, index: int) -> ApiPrice:
    """One record from its YAML mapping; KnowledgeError naming the record and field otherwise."""
    where = record_start(raw, index, data_file=DATA_FILE, section=SECTION, required=REQUIRED,
                         known=KNOWN, texts=("id", "provider", "api_model", "currency", "source", "as_of"))
    factor = raw.get("off_peak_factor", 1.0)
    if isinstance(factor, bool) or not isinstance(factor, (int, float)) or not 0 < factor <= 1:
        raise _fail(where, f"off_peak_factor: expected 0 < factor ≤ 1, got {factor!r}")
    weekly = raw.get("peak_hours_per_week", 168)
    if isinstance(weekly, bool) or not isinstance(weekly, (int, float)) or not 0 <= weekly <= 168:
        raise _fail(where, f"peak_hours_per_week: expected 0-168, got {weekly!r}")
    vendor_of = raw.get("vendor_of", [])
    if not isinstance(vendor_of, list) or not all(isinstance(m, str) for m in vendor_of):
        raise _fail(where, "vendor_of: expected a list of model ids")
    same = raw.get("same_weights", False)
    if not isinstance(same, bool):
        raise _fail(where, f"same_weights: expected true or false, got {same!r}")
    cached = _price(where, raw, "cached_input_per_m", required=False)
    inp = _price(where, raw, "input_per_m", required=True)
    if cached is not None and inp is not None and cached > inp:
        raise _fail(where, "cached_input_per_m: is above input_per_m")
    return ApiPrice(id=raw["id"], provider=raw["provider"], api_model=raw["api_model"],
                    currency=raw["currency"], input_per_m=inp or 0.0,
                    output_per_m=_price(where, raw, "output_per_m", required=True) or 0.0,
                    source=raw["source"], as_of=raw["as_of"],
                    model_version=str(raw.get("model_version", "")), vendor_of=tuple(vendor_of),
                    same_weights=same, cached_input_per_m=cached, off_peak_factor=float(factor),
                    peak=str(raw.get("peak", "")), peak_hours_per_week=float(weekly))


def parse(text: str, bundled: bool = False) -> tuple[ApiPrice, ...]:
    return parse_records(text, data_file=DATA_FILE, section=SECTION, build=build, bundled=bundled)


def validate(prices: Iterable[ApiPrice], kb: Any) -> None:
    """Every reference resolves in the loaded knowledge: source, currency, catalogue models."""
    for p in prices:
        where = f"{SECTION} ({p.id})"
        if p.source not in kb.sources_by_id:
            raise _fail(where, f"source: unknown source {p.source!r}")
        if p.currency not in {c.code for c in kb.currencies}:
            raise _fail(where, f"currency: unknown currency {p.currency!r}")
        for model_id in p.vendor_of:
            if model_id not in kb.models_by_id:
                raise _fail(where, f"vendor_of: unknown model {model_id!r}")


_BUNDLED: list[tuple[ApiPrice, ...]] = []
_CHECKED: dict[int, Any] = {}  # by id: the knowledge bases the prices were checked against


def load(kb: Any = None) -> tuple[ApiPrice, ...]:
    """The bundled API prices (parsed once per process, as ``knowledge.purchase_prices.load``: an
    answer with no rental, or one beside a vendor's API, read and parsed the file each time),
    checked against ``kb`` when one is given (once per knowledge base)."""
    if not _BUNDLED:
        text = folder().joinpath(DATA_FILE).read_text("utf-8")
        _BUNDLED.append(parse(text, bundled=True))
    prices = _BUNDLED[0]
    if kb is not None and _CHECKED.get(id(kb)) is not kb:
        validate(prices, kb)
        if len(_CHECKED) > 64:
            _CHECKED.clear()
        _CHECKED[id(kb)] = kb
    return prices


def for_model(prices: Iterable[ApiPrice], model_id: str,
              currency: str | None = None) -> tuple[ApiPrice, ...]:
    """The API prices of ``model_id``'s vendor, in ``currency`` when one is asked and offered."""
    mine = tuple(p for p in prices if model_id in p.vendor_of)
    if currency is not None and any(p.currency == currency for p in mine):
        mine = tuple(p for p in mine if p.currency == currency)
    return mine
