"""The report's charts as data: memory per GPU against each pick and the nearest other cards, the
picks' monthly cost beside priced cards ruled out later, and each sized job's time and total."""

from __future__ import annotations

import dataclasses
import math
from typing import TYPE_CHECKING

from advisor_tui.nearby_cards import for_the_place
from advisor_tui.report.views import CostBar, FitBar, JobBar, card_name, short_name
from knowledge.text import money

if TYPE_CHECKING:
    from rules.consultation import CardFitView, Consultation

NEARBY_CARDS = 4  # non-pick cards shown beside the picks in the memory chart


def fit_bars(consultation: Consultation) -> tuple[FitBar, ...]:
    kb = consultation.kb
    views = {v.card: v for v in consultation.fits}
    picked = [p.card for p in consultation.picks]
    bars: list[FitBar] = []

    def bar(card_id: str, pick: bool) -> FitBar:
        v = views[card_id]
        return FitBar(card_id, short_name(card_name(kb, card_id)), v.usable_gb, v.vram_gb, v.gpus,
                      v.per_gpu_need_gb, v.fits, pick)

    for p in consultation.picks:  # a pick at its own count and that count's need, as its text says (review 108 C6b)
        if p.card in views:
            bars.append(dataclasses.replace(bar(p.card, True), gpus=p.gpus_in_all, need_gb=float(p.per_gpu_need_gb)))

    need = consultation.requirement.vram_gb

    def closeness(v: CardFitView) -> tuple[float, str]:
        """How near one card's usable memory is to the whole need (either side)."""
        if v.usable_gb <= 0 or need <= 0:
            return (math.inf, v.card)
        return (abs(math.log(v.usable_gb / need)), v.card)

    shown = {(round(b.usable_gb, 1), b.gpus) for b in bars}
    nearby = []
    others = for_the_place(kb, consultation.facts, (v for v in consultation.fits if v.card not in picked))
    for v in sorted(others, key=closeness):
        key = (round(v.usable_gb, 1), v.gpus)
        if key in shown:
            continue  # four 80 GB cards say nothing the first one does not
        shown.add(key)
        nearby.append(bar(v.card, False))
        if len(nearby) == NEARBY_CARDS:
            break
    bars.extend(sorted(nearby, key=lambda b: (b.usable_gb, b.card_id)))
    return tuple(bars)


def cost_kind(consultation: Consultation) -> str:
    """What the cost chart shows: a buy answer's purchases where any pick is priced, else what renting
    it instead would cost; a rental's month."""
    if consultation.facts.procure != "buy":
        return "month"
    return "buy" if _bought(consultation) else "rent-instead"


def _bought(consultation: Consultation) -> tuple[CostBar, ...]:
    cur = consultation.display_currency
    return tuple(CostBar(p.card, short_name(p.card_name), p.gpus * p.replicas, float(p.purchase.total_display),
                         money(p.purchase.total_display, cur), True)
                 for p in consultation.picks if p.purchase is not None and p.purchase.complete
                 and p.purchase.total_display is not None)


def cost_bars(consultation: Consultation, lang: str) -> tuple[CostBar, ...]:
    """The picks' monthly cost, and priced cards that were ruled out later, when the pricing
    step recorded their display-currency figure in the trace (``matched.monthly_display``); a buy
    answer's purchases (review: a purchase report charted rents)."""
    if cost_kind(consultation) == "buy":
        return _bought(consultation)
    if any(getattr(p, "job", None) is not None and p.job.is_job for p in consultation.picks):
        return ()  # a sized training job is priced as the job (job_bars), not as a month of rental
    kb = consultation.kb
    cur = consultation.display_currency
    # GPUs in all: a serving load's copies are on the bill (review 15 m5: "1 × A100 … ¥4,752" was
    # two copies' cost)
    bars = [CostBar(p.card, short_name(p.card_name), p.gpus * (getattr(p, "replicas", 1) or 1),
                    float(p.monthly_cost), money(p.monthly_cost, cur), True)
            for p in consultation.picks if p.monthly_cost is not None]
    seen = {b.card_id for b in bars}
    limit = getattr(consultation.facts, "max_gpus", None)
    for t in consultation.trace:
        monthly = t.matched.get("monthly_display") if t.rule == "price-offers" else None
        card = t.matched.get("card")
        if isinstance(monthly, (int, float)) and isinstance(card, str) and card not in seen:
            seen.add(card)
            gpus = int(t.matched.get("gpus") or 1)
            if limit and gpus > limit:  # priced for the load, but more GPUs than allowed: no option
                continue
            bars.append(CostBar(card, short_name(card_name(kb, card)), gpus, float(monthly),
                                money(float(monthly), cur), False))
    return tuple(bars)


def job_bars(consultation: Consultation) -> tuple[JobBar, ...]:
    cur = consultation.display_currency
    return tuple(JobBar(short_name(p.card_name), p.gpus * p.replicas, p.job.wall_hours,
                        p.job.gpu_hours, float(p.job.total), money(p.job.total, cur),
                        p.job.kind in ("serving", "copies", "media-service", "detection-service"))
                 for p in consultation.picks
                 if getattr(p, "job", None) is not None and p.job.total is not None)
