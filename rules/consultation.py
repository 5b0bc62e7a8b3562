"""The result of a consultation: plain data, rendered to the v1 JSON contract (DESIGN §5).

Texts are kept in both languages (``I18n``) so that the TUI can switch language without
consulting again; ``to_dict(lang)`` picks one. Ordering is deterministic: the same facts give
byte-identical JSON whatever ran before in the process.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from knowledge.direct_init import direct_init
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.facts import Facts
from rules.month_of_use import month_of_use

if TYPE_CHECKING:
    from rules.estimate.purchase import Purchase
    from rules.estimate.requirement import Requirement
    from rules.jobplan import Plan

SCHEMA = "gpu-advisor/consultation/v1"


@direct_init
@dataclass(frozen=True)
class Reason:
    """Why a card was ruled out or ranked after others: the rule, its text and source."""

    rule: str
    text: I18n
    source: str

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"rule": self.rule, "text": self.text.get(lang), "source": self.source}


@direct_init
@dataclass(frozen=True)
class OfferChoice:
    """The offer chosen for a pick, and what the stated usage costs with it."""

    offer_id: str
    provider: str
    provider_name: str
    price: float
    currency: str
    unit: str
    basis: str
    as_of: str
    source: str
    region: str
    flags: tuple[str, ...]
    gpus_priced: int
    usage_cost: float  # in the offer's currency, for the stated hours × days
    usage_text: I18n  # how it was billed ("9 weeks × ₮109 …")
    monthly_cost: float  # in the offer's currency, per 30 days of the stated usage
    monthly_display: float | None  # in the display currency (None when not comparable)
    display_currency: str
    conversion: I18n | None  # "converted at 7.02 CNY/USD (CFETS, 2026-01-08)" when converted
    # DESIGN §8: where and how the offer sells (None = unknown)
    hosted_in: str | None = None
    min_gpus: int | None = None
    nvlink: bool | None = None
    sla: bool | None = None
    invoice: str | None = None

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"id": self.offer_id, "provider": self.provider, "price": self.price,
                "currency": self.currency, "unit": self.unit, "basis": self.basis,
                "as_of": self.as_of, "source": self.source, "region": self.region,
                "flags": list(self.flags), "usage_cost": round(self.usage_cost, 2),
                "usage": self.usage_text.get(lang),
                "conversion": None if self.conversion is None else self.conversion.get(lang),
                "hosted_in": self.hosted_in, "min_gpus": self.min_gpus, "nvlink": self.nvlink,
                "sla": self.sla, "invoice": self.invoice}


@direct_init
@dataclass(frozen=True)
class Pick:
    """A recommended card: its role, configuration, price and why."""

    rank: int
    role: str  # enough / faster / best-value
    roles: tuple[str, ...]
    card: str
    card_name: str
    gpus: int
    mode: str  # single / pooled / pcie-split / multi-node (more GPUs than one link domain)
    vram_gb_total: float
    headroom_gb: float
    per_gpu_need_gb: float
    offer: OfferChoice | None
    monthly_cost: float | None  # display currency
    currency: str
    decode_tokens_per_s_max: float | None
    max_context_tokens: int | None
    metric_value: float | None
    why: tuple[Reason, ...]
    job: Plan | None = None  # when the job's size or load is known (DESIGN §8)
    replicas: int = 1  # copies serving the load; GPUs in all = gpus × replicas
    throughput: dict[str, Any] | None = None  # DESIGN §8: expected / bound / aggregate, basis
    launch: str | None = None  # DESIGN §8: a ready-to-run command for the pick
    purchase: Purchase | None = None  # buying: the dated, sourced purchase price (rules.estimate.purchase)
    sooner_gpus: int = 0  # the same card "faster" on more GPUs than its plan shows (its why-line says it): those GPUs
    # serving: the longest context the engine's own memory budget holds (vLLM keeps 0.9 of the
    # card); max_context_tokens is the physical figure (review 12 m6: 55,822 beside ~42,552)
    engine_max_context_tokens: int | None = None
    # the reasons the market and software rules ranked the card after others: a pick still has them where every
    # candidate was ranked after (a what-if says them: review 84 c02's V100S on an old pinned vLLM)
    ranked_after: tuple[Reason, ...] = ()

    @property
    def gpus_in_all(self) -> int:
        return self.gpus * self.replicas

    def gpus_text(self, lang: str) -> str:
        """'4 (2 copies × 2)' when a load takes several copies, else '2': what a buyer orders."""
        if self.replicas <= 1:
            return str(self.gpus)
        return (f"{self.gpus_in_all}（{self.replicas} 份 × {self.gpus}）" if lang == "zh"
                else f"{self.gpus_in_all} ({self.replicas} copies × {self.gpus})")

    def cost(self) -> dict[str, Any]:
        """What the pick costs the person, in the display currency, and per what (review 17 F4: a
        one-off job's ``monthly_cost`` is the rate of keeping its GPUs a month, not what it costs):
        a purchase's total, a sized job's total, else a month of the stated usage."""
        if self.purchase is not None:
            total = self.purchase.total_display if self.purchase.complete else None
            return {"amount": None if total is None else round(total, 2), "currency": self.currency,
                    "per": "purchase"}
        if self.job is not None and self.job.is_job and self.job.total is not None:
            return {"amount": round(self.job.total, 2), "currency": self.currency, "per": "job"}
        return {"amount": None if self.monthly_cost is None else round(self.monthly_cost, 2),
                "currency": self.currency, "per": "month"}

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"rank": self.rank, "role": self.role, "roles": list(self.roles),
                "card": self.card, "gpus": self.gpus, "mode": self.mode,
                "vram_gb_total": round(self.vram_gb_total, 1),
                "headroom_gb": round(self.headroom_gb, 1),
                "per_gpu_need_gb": round(self.per_gpu_need_gb, 1),
                "offer": None if self.offer is None else self.offer.to_dict(lang),
                "monthly_cost": None if self.monthly_cost is None else round(self.monthly_cost, 2),
                "currency": self.currency,
                "cost": self.cost(),
                "decode_tokens_per_s_max": (None if self.decode_tokens_per_s_max is None
                                            else round(self.decode_tokens_per_s_max, 1)),
                "max_context_tokens": self.max_context_tokens,
                "engine_max_context_tokens": self.engine_max_context_tokens,
                "throughput": None if self.throughput is None else {
                    **{k: v for k, v in self.throughput.items() if k != "basis_zh"},
                    "basis": self.throughput["basis_zh" if lang == "zh" else "basis"]},
                "launch": self.launch,
                "why": [r.to_dict(lang) for r in self.why],
                "job": None if self.job is None else self.job.to_dict(lang),
                "replicas": self.replicas,
                "purchase": None if self.purchase is None else self.purchase.to_dict(lang)}


@direct_init
@dataclass(frozen=True)
class Rejection:
    """A card not picked, with every reason."""

    card: str
    why: tuple[Reason, ...]
    # every reason only ranks the card after others (a demotion: "priced at a likely misprint", "hosting unknown"),
    # none rules it out — it is listed because it was not picked (review 64 minor: "ranked after" under "ruled out")
    ranked_after: bool = False

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"card": self.card, "why": [r.to_dict(lang) for r in self.why], "ranked_after": self.ranked_after}


@direct_init
@dataclass(frozen=True)
class Caveat:
    """A warning a rule raised about the answer (or one card of it)."""

    id: str
    text: I18n
    rule: str
    source: str
    card: str | None = None

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"id": self.id, "text": self.text.get(lang), "rule": self.rule,
                "source": self.source, "card": self.card}


@direct_init
@dataclass(frozen=True)
class TraceEntry:
    """One firing of a rule: what it matched and concluded."""

    seq: int
    rule: str
    matched: dict[str, Any]
    concluded: I18n
    source: str

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"seq": self.seq, "rule": self.rule, "matched": self.matched,
                "concluded": self.concluded.get(lang), "source": self.source}


@dataclass(frozen=True)
class WhatIf:
    """A change to the facts, and what the answer would become with it."""

    change: dict[str, Any]  # the facts changed, e.g. {"precision": "int4"}
    text: I18n
    card: str | None
    monthly_cost: float | None
    saving: float | None  # per month, display currency
    gpus: int = 0  # GPUs in all of the changed answer's card (0: not said)
    fits_budget: bool | None = None  # buying with a total budget: whether the change's purchase keeps it
    fallback: bool = False  # the in-budget plan whose price holds, when the first pick's may not
    # mainland or abroad, weighed (rules.base.region_choice): each side's plan, and the cheaper side's region
    sides: tuple[dict[str, Any], ...] = field(default=(), compare=False)
    cheaper: str | None = None
    span: int = 0  # GPUs one copy of the model spans (rules.copies_span; 0: not said)
    job: Any = field(default=None, compare=False)  # a one-off job's plan (its total, card-hours, seller)

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"change": self.change, "text": self.text.get(lang), "card": self.card,
                "monthly_cost": None if self.monthly_cost is None else round(self.monthly_cost, 2),
                "saving": None if self.saving is None else round(self.saving, 2)}

    def region_choice(self, lang: str) -> dict[str, Any]:
        """The JSON's ``region_choice``: both sides of "mainland or abroad?", each priced from its own sellers."""
        return {"cheaper": self.cheaper, "verdict": self.text.get(lang),
                "sides": [{**s, "text": s["text"].get(lang)} for s in self.sides]}


@direct_init
@dataclass(frozen=True)
class PeakPlan:
    """A service with a normal level and a peak of some days (rules.base.peak_plan): a base sized at the normal level
    all month, the extra copies of the same card rented for the peak's days alone, against the peak all month."""

    card: str
    gpus: int  # GPUs per copy (the same at both levels)
    base_replicas: int
    base_monthly: float  # display currency, the days of use at the normal level
    base_offer: OfferChoice | None
    extra_replicas: int  # copies added for the peak (0: the base holds it)
    peak_days: float
    extra_cost: float  # display currency, the extra copies for the peak's days
    extra_offer: OfferChoice | None
    peak_card: str  # the answer's own pick at the peak, all month
    peak_gpus: int
    peak_monthly: float
    month_total: float  # the month with the peak under this plan (never above peak_monthly)
    currency: str
    rule: str
    text: I18n

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"card": self.card, "gpus_per_copy": self.gpus, "peak_days": self.peak_days,
                "base": {"replicas": self.base_replicas, "gpus": self.gpus * self.base_replicas,
                         "monthly_cost": round(self.base_monthly, 2),
                         "offer": None if self.base_offer is None else self.base_offer.to_dict(lang)},
                "extra": {"replicas": self.extra_replicas, "gpus": self.gpus * self.extra_replicas,
                          "days": self.peak_days, "cost": round(self.extra_cost, 2),
                          "offer": None if self.extra_offer is None else self.extra_offer.to_dict(lang)},
                "peak_all_month": {"card": self.peak_card, "gpus": self.peak_gpus,
                                   "monthly_cost": round(self.peak_monthly, 2)},
                "month_total": round(self.month_total, 2), "saving": round(self.peak_monthly - self.month_total, 2),
                "currency": self.currency, "rule": self.rule, "text": self.text.get(lang)}


@dataclass(frozen=True)
class CardFitView:
    """Per-card memory fit for displays (the TUI bar, the report chart)."""

    card: str
    vram_gb: float
    usable_gb: float
    gpus: int
    per_gpu_need_gb: float
    fits: bool


@dataclass(frozen=True)
class Consultation:
    """A whole answer: the facts, the requirement, the picks, the cards ruled out, the caveats and the trace."""

    facts: Facts
    requirement: Requirement
    picks: tuple[Pick, ...]
    rejected: tuple[Rejection, ...]
    caveats: tuple[Caveat, ...]
    trace: tuple[TraceEntry, ...]
    what_if: tuple[WhatIf, ...]
    answer: tuple[I18n, ...]
    display_currency: str
    metric: str
    fits: tuple[CardFitView, ...] = ()
    peak_plan: PeakPlan | None = None  # a normal level beside a peak of some days (rules.base.peak_plan)
    kb: KnowledgeBase | None = field(default=None, compare=False, repr=False)

    @property
    def top(self) -> Pick | None:
        return self.picks[0] if self.picks else None

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        assert self.kb is not None
        return {
            "schema": SCHEMA,
            "facts": self.facts.to_dict(self.kb),
            "requirement": self.requirement.to_dict(lang),
            "answer": [line.get(lang) for line in self.answer],
            "display_currency": self.display_currency,
            "metric": self.metric,
            "picks": month_of_use([p.to_dict(lang) for p in self.picks], self.facts.days),  # review 117 C3
            "rejected": [r.to_dict(lang) for r in self.rejected],
            "caveats": [c.to_dict(lang) for c in self.caveats],
            "what_if": [w.to_dict(lang) for w in self.what_if],
            "peak_plan": None if self.peak_plan is None else self.peak_plan.to_dict(lang),
            # --compare-regions: both sides, each from its own region's sellers (null when not weighed)
            "region_choice": next((w.region_choice(lang) for w in self.what_if if w.sides), None),
            "trace": [t.to_dict(lang) for t in self.trace],
        }

    def to_json(self, lang: str = "en", indent: int | None = None) -> str:
        # to_dict builds a fresh tree of dicts and lists: no cycle to guard against, and the
        # encoder's cycle check was an eighth of the encoding (the answer is ~40 KB)
        return json.dumps(self.to_dict(lang), ensure_ascii=False, indent=indent, check_circular=False)


def nearest(what_ifs: tuple[WhatIf, ...], at_once: int = 0) -> WhatIf:
    """The what-if a budget's "no" leads with: the first that names a card, and where that only raises the budget,
    the cheapest one (review 51 C10: "if 100 use it at once: nothing holds it" led, and then ¥416,102 for one node
    where two nodes took ¥59,872) — never more at once than the ``at_once`` sized (all of a team at once, held by
    copies since review 95 c10, only needs more)."""
    named = [w for w in what_ifs if w.card]
    shown = [w for w in named if dict(w.change).get("concurrency", 0) <= at_once] or named or list(what_ifs)
    if "budget" not in shown[0].change:
        return shown[0]
    return min(shown, key=lambda w: w.monthly_cost if w.monthly_cost is not None else float("inf"))
