"""The report's view records: what the Markdown and HTML renderers show, already worded in one
language, and the small formatters that fill them (``advisor_tui.report.model.build`` does).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from advisor_tui.report import checklist as checklist_mod
from knowledge.schema import I18n

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase


@dataclass(frozen=True)
class Row:
    label: str
    value: str


@dataclass(frozen=True)
class Part:
    key: str
    label: str
    gb: float
    share: str  # of the total, "86 %" or "0.4 %"


@dataclass(frozen=True)
class Memory:
    total_gb: float
    parts: tuple[Part, ...]
    formula: str
    inputs: tuple[Row, ...]
    rule_of_thumb_gb: float | None
    comfortable_gb: float | None
    weights_source: str | None
    notes: tuple[str, ...]


@dataclass(frozen=True)
class Reason:
    text: str
    rule: str
    source: str
    source_title: str


@dataclass(frozen=True)
class PickView:
    rank: int
    roles: str
    card_id: str
    card_name: str
    gpus: int  # in all: copies × GPUs per copy
    provider: str
    price: str
    monthly: str
    monthly_value: float | None
    headroom: str
    decode: str
    details: tuple[str, ...]  # ready-made lines: GPUs and memory, billing, basis and date, currency …
    why: tuple[Reason, ...]


@dataclass(frozen=True)
class TraceStep:
    seq: int
    text: str
    card: str | None = None


@dataclass(frozen=True)
class TraceGroup:
    """Consecutive firings of one rule: the rule's own explanation and source, stated once.
    ``steps`` are shown; ``folded`` repeat the same conclusion for other cards (the HTML report
    keeps them behind a disclosure, the Markdown one names their cards)."""

    rule: str
    doc: str
    source: str
    source_title: str
    steps: tuple[TraceStep, ...]
    folded: tuple[TraceStep, ...] = ()


@dataclass(frozen=True)
class RejectedView:
    card_id: str
    card_name: str
    why: tuple[Reason, ...]


@dataclass(frozen=True)
class CaveatView:
    id: str
    text: str
    scope: str  # "(applies to h20)" or ""
    source: str
    source_title: str


@dataclass(frozen=True)
class SourceView:
    id: str
    title: str
    as_of: str
    kind: str
    url: str


@dataclass(frozen=True)
class FitBar:
    card_id: str
    name: str
    usable_gb: float
    vram_gb: float
    gpus: int
    need_gb: float  # per GPU
    fits: bool
    pick: bool


@dataclass(frozen=True)
class CostBar:
    card_id: str
    name: str
    gpus: int
    monthly: float
    text: str
    pick: bool


@dataclass(frozen=True)
class JobBar:
    """One pick's job: how long (wall clock) and how much, for the time/cost chart."""

    name: str
    gpus: int  # all GPUs: per copy × copies
    wall_hours: float
    gpu_hours: float
    total: float
    text: str  # the total, formatted
    serving: bool


@dataclass(frozen=True)
class Report:
    lang: str
    headings: dict[str, str]  # section key → heading, in section order
    title: str
    subtitle: str
    generated: str
    version: str
    answer: tuple[str, ...]
    told: tuple[Row, ...]
    assumed: tuple[Row, ...]
    fact_notes: tuple[str, ...]
    memory: Memory
    picks: tuple[PickView, ...]
    trace: tuple[TraceGroup, ...]
    trace_steps: int
    rejected: tuple[RejectedView, ...]
    cards_total: int
    caveats: tuple[CaveatView, ...]
    what_if: tuple[str, ...]
    checklist: checklist_mod.Checklist | None
    sources: tuple[SourceView, ...]
    price_warnings: tuple[str, ...]
    fit_bars: tuple[FitBar, ...]
    cost_bars: tuple[CostBar, ...]
    # "month" (rent for the usage), "buy" (the priced picks' purchases) or "rent-instead" (a buy
    # answer with no purchase priced: what renting would cost)
    cost_kind: str
    currency: str
    budget_monthly: float | None
    budget_text: str
    job_bars: tuple[JobBar, ...] = ()


# ------------------------------------------------------------------------------------ helpers


def gb_text(value: float) -> str:
    return f"{value:,.1f}"


def short_name(name: str) -> str:
    """Card names for narrow places: 'NVIDIA GeForce RTX 4090' → 'RTX 4090'."""
    for prefix in ("NVIDIA GeForce ", "NVIDIA ", "AMD ", "Huawei "):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def text_in(value: I18n | str | None, lang: str) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else value.get(lang)


def parse_date(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except (TypeError, ValueError):
        return None


def card_name(kb: KnowledgeBase | None, card_id: str) -> str:
    card = kb.cards_by_id.get(card_id) if kb is not None else None
    return card.name if card is not None else card_id


def speed_said(picks: tuple[PickView, ...]) -> bool:
    """Whether any pick has a speed to show: a job sized by its memory alone has none (review 120 C5-1)."""
    return any(p.decode.strip() not in ("", "—") for p in picks)
