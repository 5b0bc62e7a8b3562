"""Load, merge and validate the knowledge base.

The bundled YAML under ``knowledge/data`` is read first, then the person's default override file
(``knowledge.yaml`` in the platform config directory) and every ``--knowledge FILE``, in order;
records merge by id (a later record with the same id replaces the earlier one). Each file may carry
any of the sections in ``SECTIONS``. Only ``yaml.safe_load`` semantics are used: a ``!!python`` tag
is an error, never code execution.
"""

from __future__ import annotations

import gc
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from knowledge import purchase_prices
from knowledge.data import folder
from knowledge.errors import KnowledgeError
from knowledge.safe_read import FileRefused, YamlRefused, collector_paused, parse_yaml, read_text
from knowledge.schema import (
    Card,
    Currency,
    FaqEntry,
    Model,
    Offer,
    Provider,
    Rate,
    SchemaError,
    Source,
    Utilisation,
    Workload,
    build,
)

_HUB_REPO = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")

# section name → (record class, key that identifies a record)
OWN_SECTIONS = ("calibration",  # knowledge/data/throughput.yaml, read by rules.estimate.calibration
                "api_prices",  # knowledge/data/api_prices.yaml, read by knowledge.api_prices
                "purchase_prices",  # knowledge/data/purchase_prices.yaml, knowledge.purchase_prices
                "whisper_languages")  # knowledge/data/whisper_languages.yaml, knowledge.whisper_languages
USER_PURCHASES = "purchase_prices"  # the one of them a person's own file may give (a vendor's quote)
SECTIONS: dict[str, tuple[type, str]] = {
    "sources": (Source, "id"),
    "currencies": (Currency, "code"),
    "rates": (Rate, "pair"),
    "cards": (Card, "id"),
    "providers": (Provider, "id"),
    "offers": (Offer, "id"),
    "models": (Model, "id"),
    "workloads": (Workload, "id"),
    "faq": (FaqEntry, "id"),
    "utilisation": (Utilisation, "id"),
}
_RECORD_CLASSES = {name: cls for name, (cls, _) in SECTIONS.items()}  # a cached record's class, by section

MAX_FILE_BYTES = 4 * 1024 * 1024  # ~18,000 offers in block YAML; the bundled data is ~400 KB
DATA_PACKAGE = "knowledge.data"
BUNDLED_LABEL = "knowledge/data/"
CONFIG_ENV = "GPU_ADVISOR_CONFIG_DIR"


def _key(section: str, record: Any) -> str:
    if section == USER_PURCHASES:
        return str(record.id)
    if section == "rates":
        return f"{record.base}/{record.quote}"
    return getattr(record, SECTIONS[section][1])


def _label(section: str, index: int, raw: Any) -> str:
    ident = ""
    if isinstance(raw, dict):
        ident = raw.get("id") or raw.get("code") or ""
        if not ident and section == "rates":
            ident = f"{raw.get('base')}/{raw.get('quote')}"
    return f"{section}[{index}]" + (f" ({ident})" if ident and isinstance(ident, str) else "")


@dataclass(frozen=True, eq=False)  # identity hash: used as a cache key
class KnowledgeBase:
    """Validated, immutable knowledge. Tuples keep file order; ``*_by_id`` index them."""

    sources: tuple[Source, ...]
    currencies: tuple[Currency, ...]
    rates: tuple[Rate, ...]
    cards: tuple[Card, ...]
    providers: tuple[Provider, ...]
    offers: tuple[Offer, ...]
    models: tuple[Model, ...]
    workloads: tuple[Workload, ...]
    faq: tuple[FaqEntry, ...]
    utilisation: tuple[Utilisation, ...] = ()
    files: tuple[str, ...] = ()
    # purchase prices from the person's own files (knowledge.purchase_prices adds the bundled ones)
    user_purchase_prices: tuple[Any, ...] = ()
    _index: Mapping[str, Mapping[str, Any]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        index = {name: MappingProxyType({_key(name, r): r for r in getattr(self, name)})
                 for name in SECTIONS}
        object.__setattr__(self, "_index", MappingProxyType(index))
        offers_by_card: dict[str, list[Offer]] = {}
        for offer in self.offers:
            offers_by_card.setdefault(offer.card, []).append(offer)
        object.__setattr__(self, "_offers_by_card",
                           MappingProxyType({k: tuple(v) for k, v in offers_by_card.items()}))

    # lookups -------------------------------------------------------------------------------
    @property
    def cards_by_id(self) -> Mapping[str, Card]:
        return self._index["cards"]

    @property
    def models_by_id(self) -> Mapping[str, Model]:
        return self._index["models"]

    @property
    def sources_by_id(self) -> Mapping[str, Source]:
        return self._index["sources"]

    @property
    def providers_by_id(self) -> Mapping[str, Provider]:
        return self._index["providers"]

    @property
    def currencies_by_code(self) -> Mapping[str, Currency]:
        return self._index["currencies"]

    @property
    def faq_by_id(self) -> Mapping[str, FaqEntry]:
        return self._index["faq"]

    def card(self, card_id: str) -> Card:
        return self._index["cards"][card_id]

    def model(self, model_id: str) -> Model:
        return self._index["models"][model_id]

    def source(self, source_id: str) -> Source:
        return self._index["sources"][source_id]

    def provider(self, provider_id: str) -> Provider:
        return self._index["providers"][provider_id]

    def offers_for(self, card_id: str) -> tuple[Offer, ...]:
        return self._offers_by_card.get(card_id, ())  # type: ignore[attr-defined]

    def rate(self, base: str, quote: str) -> Rate | None:
        return self._index["rates"].get(f"{base}/{quote}")


# ------------------------------------------------------------------------------------- reading


def _parse(text: str) -> Any:
    """YAML (JSON takes a fast path), bounded once aliases are expanded: see safe_read."""
    return parse_yaml(text)


def _read_yaml(text: str, label: str) -> dict[str, Any]:
    import yaml  # here, not at the top: a CLI run read from the compiled cache never loads PyYAML

    try:
        data = _parse(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise KnowledgeError(f"knowledge error: {label}: invalid YAML{where}: {problem}") from None
    except YamlRefused as exc:
        where = f" (line {exc.line})" if exc.line else ""
        inside = f"{exc.where}: " if exc.where else ""
        raise KnowledgeError(f"knowledge error: {label}{where}: {inside}{exc.reason}") from None
    except RecursionError:
        raise KnowledgeError(f"knowledge error: {label}: YAML nested too deeply") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise KnowledgeError(
            f"knowledge error: {label}: expected a mapping of sections "
            f"({', '.join(SECTIONS)}), got {type(data).__name__}")
    # sections that a domain module reads itself from the bundled files (rules/estimate/calibration.py);
    # of these a person's own file may give only purchase prices (a vendor's quote), read below
    if label.startswith(BUNDLED_LABEL):
        data = {k: v for k, v in data.items() if k not in OWN_SECTIONS}
    else:
        fixed = [k for k in data if k in OWN_SECTIONS and k != USER_PURCHASES]
        if fixed:
            raise KnowledgeError(f"knowledge error: {label}: section {fixed[0]!r} is read from the "
                                 f"bundled knowledge only (a file of your own may give "
                                 f"{', '.join(SECTIONS)}, {USER_PURCHASES})")
    unknown = [k for k in data if k not in SECTIONS and k != USER_PURCHASES]
    if unknown:
        raise KnowledgeError(f"knowledge error: {label}: unknown section {unknown[0]!r} "
                             f"(known: {', '.join(SECTIONS)})")
    return data


def _read_file(path: Path) -> str:
    """A knowledge file: regular files only, at most MAX_FILE_BYTES read (see safe_read)."""
    try:
        return read_text(path, MAX_FILE_BYTES)
    except FileRefused as exc:
        raise KnowledgeError(f"knowledge error: {path}: {exc.reason}") from None


def _records(data: Mapping[str, Any], label: str) -> dict[str, list[tuple[str, Any]]]:
    out: dict[str, list[tuple[str, Any]]] = {}
    for section, raw_list in data.items():
        if raw_list is None:
            continue
        if not isinstance(raw_list, list):
            raise KnowledgeError(f"knowledge error: {label}: {section}: expected a list of records")
        if section == USER_PURCHASES:  # checked by their own module, errors naming this file
            out[section] = [(f"{section}[{i}]", _in_file(label, lambda i=i, raw=raw:
                                                         purchase_prices.build(raw, i)))
                            for i, raw in enumerate(raw_list)]
            continue
        cls, _ = SECTIONS[section]
        built = []
        for i, raw in enumerate(raw_list):
            where = _label(section, i, raw)
            try:
                record = build(cls, raw)
            except SchemaError as exc:
                raise KnowledgeError(f"knowledge error: {label}: {where}: {exc}") from None
            except RecursionError:
                raise KnowledgeError(f"knowledge error: {label}: {where}: nested too deeply"
                                     ) from None
            built.append((where, record))
        out[section] = built
    return out


def bundled_files() -> list[tuple[str, str]]:
    """(label, text) of every bundled YAML file, sources first, in a stable order."""
    root = folder()
    return [(f"{BUNDLED_LABEL}{n}", root.joinpath(n).read_text(encoding="utf-8")) for n in _bundled_names(root)]


def _bundled_bytes() -> list[tuple[str, bytes]]:
    """``bundled_files`` undecoded: (label, bytes), for ``_parsed_bundled_bytes``."""
    return [(f"{BUNDLED_LABEL}{n}", folder().joinpath(n).read_bytes()) for n in _bundled_names(folder())]


def _bundled_names(root: Path) -> list[str]:
    names = sorted(p.name for p in root.iterdir() if p.name.endswith(".yaml"))
    names.sort(key=lambda n: (n != "sources.yaml", n))
    return names


def user_config_dir() -> Path:
    env = os.environ.get(CONFIG_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("gpu-advisor", appauthor=False))


def default_user_file() -> Path | None:
    path = user_config_dir() / "knowledge.yaml"
    return path if os.path.lexists(path) else None  # not a regular file: reading it says so


# -------------------------------------------------------------------------------- validation


def _check_references(kb_parts: dict[str, dict[str, tuple[str, str, Any]]]) -> None:
    """Every reference resolves; errors name the file and the record that holds it."""
    sources = kb_parts["sources"]
    cards = kb_parts["cards"]
    providers = kb_parts["providers"]
    currencies = kb_parts["currencies"]
    models = kb_parts["models"]

    def fail(entry: tuple[str, str, Any], fld: str, message: str) -> None:
        label, where, _ = entry
        raise KnowledgeError(f"knowledge error: {label}: {where}: {fld}: {message}")

    def need_source(entry: tuple[str, str, Any], fld: str, sid: str) -> None:
        if sid not in sources:
            fail(entry, fld, f"unknown source {sid!r}")

    for records in kb_parts.values():
        for entry in records.values():
            record = entry[2]
            src = getattr(record, "source", None)
            if isinstance(src, str):
                need_source(entry, "source", src)
            elif isinstance(src, tuple):
                if not src:
                    fail(entry, "source", "at least one source id is required")
                for sid in src:
                    need_source(entry, "source", sid)
    for entry in cards.values():
        card = entry[2]
        need_source(entry, "china_status_source", card.china_status_source)
        if card.cooling is not None:  # a cooling without its brief is no fact (review 97 c08)
            need_source(entry, "cooling_source", card.cooling_source)
        for sid in card.capability_source:
            need_source(entry, "capability_source", sid)
        for i, fig in enumerate(card.other_figures):
            need_source(entry, f"other_figures[{i}].source", fig.source)
        for i, av in enumerate(card.availability):
            need_source(entry, f"availability[{i}].source", av.source)
            if av.provider not in providers:
                fail(entry, f"availability[{i}].provider", f"unknown provider {av.provider!r}")
    for entry in kb_parts["offers"].values():
        offer = entry[2]
        if offer.card not in cards:
            fail(entry, "card", f"unknown card {offer.card!r}")
        if offer.provider not in providers:
            fail(entry, "provider", f"unknown provider {offer.provider!r}")
        if offer.currency not in currencies:
            fail(entry, "currency", f"unknown currency {offer.currency!r} "
                                    f"(known: {', '.join(sorted(currencies))})")
        if offer.price_max is not None and offer.price_max < offer.price:
            fail(entry, "price_max", "is below price")
    for entry in kb_parts["rates"].values():
        rate = entry[2]
        for fld in ("base", "quote"):
            if getattr(rate, fld) not in currencies:
                fail(entry, fld, f"unknown currency {getattr(rate, fld)!r}")
    for entry in models.values():
        model = entry[2]
        for i, q in enumerate(model.quantized):
            need_source(entry, f"quantized[{i}].source", q.source)
        for i, q in enumerate(model.prequantized):
            need_source(entry, f"prequantized[{i}].source", q.source)
            if not _HUB_REPO.match(q.repo):
                fail(entry, f"prequantized[{i}].repo", f"{q.repo!r} is not a Hugging Face owner/name")
            if q.method not in ("awq", "gptq"):
                fail(entry, f"prequantized[{i}].method", f"{q.method!r} is not awq or gptq")
        if model.licence_source is not None:
            need_source(entry, "licence_source", model.licence_source)
        if model.norm_eps_source is not None:
            need_source(entry, "norm_eps_source", model.norm_eps_source)
        if model.detect_ms_card is not None and model.detect_ms_card not in cards:
            fail(entry, "detect_ms_card", f"unknown card {model.detect_ms_card!r}")
        for i, v in enumerate(model.vram):
            need_source(entry, f"vram[{i}].source", v.source)
            if v.max_gb < v.min_gb:
                fail(entry, f"vram[{i}].max_gb", "is below min_gb")
    faq = kb_parts["faq"]
    for entry in faq.values():
        for rid in entry[2].related:
            if rid not in faq:
                fail(entry, "related", f"unknown FAQ id {rid!r}")
    for entry in kb_parts["workloads"].values():
        wl = entry[2]
        if wl.vram_max_gb < wl.vram_min_gb:
            fail(entry, "vram_max_gb", "is below vram_min_gb")
        for fld in ("enough", "faster"):
            for cid in getattr(wl, fld):
                if cid not in cards:
                    fail(entry, fld, f"unknown card {cid!r}")
        for mid in wl.models:
            if mid not in models:
                fail(entry, "models", f"unknown model {mid!r}")


@lru_cache(maxsize=16)
def _parsed_bundled(label: str, text: str) -> tuple[tuple[str, str, str, Any], ...]:
    """The bundled files, parsed once per process however many override files come and go
    (records are immutable; an override file is cached per path and mtime by ``load``), and
    across processes through the compiled cache (``knowledge.compiled``)."""
    from knowledge import compiled

    records = compiled.read(label, text, _RECORD_CLASSES)
    if records is None:
        records = _parse_records(label, text)
        compiled.write(label, text, records)
    return records


def _parsed_bundled_bytes(label: str, data: bytes) -> tuple[tuple[str, str, str, Any], ...]:
    """A bundled file read as bytes (``_load_bundled``). Where they are its text's UTF-8 (no
    carriage return, which reading it as text turns into a newline) the compiled cache is looked
    up by them: the ~650 kB of text are not decoded, hashed for ``_parsed_bundled``'s cache and
    encoded again for the key (~6 % of a cold ``recommend``'s instructions). Otherwise, and on a
    miss, the text is parsed as ``bundled_files`` reads it."""
    from knowledge import compiled

    if b"\r" not in data:
        records = compiled.read(label, data, _RECORD_CLASSES)
        if records is not None:
            return records
    text = data.decode("utf-8")
    return _parsed_bundled(label, text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text)


def _parsed(label: str, text: str | bytes) -> tuple[tuple[str, str, str, Any], ...]:
    if isinstance(text, bytes):  # a bundled file, read undecoded (_load_bundled)
        return _parsed_bundled_bytes(label, text)
    if label.startswith(BUNDLED_LABEL):
        return _parsed_bundled(label, text)
    return _parse_records(label, text)


def _parse_records(label: str, text: str) -> tuple[tuple[str, str, str, Any], ...]:
    """(section, key, record label, record) of one file, validated."""
    data = _read_yaml(text, label)
    seen: dict[tuple[str, str], str] = {}
    out = []
    for section, records in _records(data, label).items():
        for where, record in records:
            key = _key(section, record)
            if (section, key) in seen:
                raise KnowledgeError(f"knowledge error: {label}: {where}: duplicate id "
                                     f"{key!r} (also {seen[(section, key)]})")
            seen[(section, key)] = where
            out.append((section, key, where, record))
    return tuple(out)


def _merge(files: Iterable[tuple[str, str | bytes]]) -> KnowledgeBase:
    # section → key → (file label, record label, record); later files replace by key
    parts: dict[str, dict[str, tuple[str, str, Any]]] = {name: {} for name in SECTIONS}
    labels = []
    purchases: dict[str, tuple[str, Any]] = {}  # id → (file label, purchase price)
    for label, text in files:
        labels.append(label)
        for section, key, where, record in _parsed(label, text):
            if section == USER_PURCHASES:
                purchases[key] = (label, record)
            else:
                parts[section][key] = (label, where, record)
    _check_references(parts)
    kb = KnowledgeBase(files=tuple(labels), user_purchase_prices=tuple(r for _, r in purchases.values()),
                       **{name: tuple(e[2] for e in parts[name].values()) for name in SECTIONS})
    for label, row in purchases.values():
        _in_file(label, lambda row=row: purchase_prices.validate((row,), kb))
    return kb


def _in_file(label: str, call: Any) -> Any:
    """``call()``, its knowledge error said about the person's file ``label``."""
    try:
        return call()
    except KnowledgeError as exc:
        bundled = f"knowledge error: {BUNDLED_LABEL}{purchase_prices.DATA_FILE}"
        raise KnowledgeError(str(exc).replace(bundled, f"knowledge error: {label}", 1)) from None


@lru_cache(maxsize=8)
def _load_cached(extra: tuple[tuple[str, float, int], ...]) -> KnowledgeBase:
    files = bundled_files()
    for path_text, _mtime, _size in extra:
        path = Path(path_text)
        files.append((str(path), _read_file(path)))
    with collector_paused():  # a 10,000-offer file builds ~10^6 objects and no cycles
        return _merge(files)


def _stamp(path: Path) -> tuple[str, float, int]:
    try:
        st = path.stat()
        return (str(path), st.st_mtime, st.st_size)
    except OSError:
        return (str(path), -1.0, -1)  # reading it will raise the real error


def load(extra_files: Iterable[str | os.PathLike[str]] = (), *,
         user_file: bool = True) -> KnowledgeBase:
    """The bundled knowledge, then the user's default file, then ``extra_files``, merged by id.

    Cached per set of files (and their modification times), so repeated calls are free.
    Raises ``KnowledgeError`` naming the file, record and field on any problem.
    """
    paths: list[Path] = []
    if user_file:
        default = default_user_file()
        if default is not None:
            paths.append(default)
    paths.extend(Path(p) for p in extra_files)
    if not paths:
        return _load_bundled()  # kept apart: many override files never evict the plain base
    return _load_cached(tuple(_stamp(p) for p in paths))


@lru_cache(maxsize=1)
def _load_bundled() -> KnowledgeBase:
    kb = _merge(_bundled_bytes())
    # The bundled knowledge lives as long as the process and never changes: moved out of the
    # cyclic collector's reach (with what else is alive by now: modules, the rule base), a full
    # collection no longer walks its ~30,000 objects during a consultation.
    gc.freeze()
    return kb


def load_texts(texts: Iterable[tuple[str, str]]) -> KnowledgeBase:
    """The bundled knowledge plus YAML given as (label, text) pairs; uncached (for tests)."""
    return _merge([*bundled_files(), *texts])
