"""One offer costed in full for a usage — its billing units, GPUs billed and conversion into the display currency —
and the amount pricers pricing's searches share; both memoised (rules.pricing keeps the cheapest)."""

from __future__ import annotations

from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Offer, Provider
from knowledge.text import UNIT_ZH, money
from rules import estimate
from rules.consultation import OfferChoice


def usage_text(usage: estimate.UsageCost) -> I18n:
    """How the usage was billed: '5 weeks × ₮109 × 1.98 (2 cards) = ₮1,079'."""
    offer = usage.offer
    count = f"{usage.units_billed:,.2f}".rstrip("0").rstrip(".")
    price = money(offer.price, offer.currency)
    cards_en = cards_zh = ""
    if usage.gpus > 1:
        factor = f"{usage.multiplier:g}"
        cards_en = f" × {factor} ({usage.gpus} cards)"
        cards_zh = f" × {factor}（{usage.gpus} 张卡）"
    total = money(usage.amount, usage.currency)
    unit_zh = UNIT_ZH.get(usage.unit, usage.unit)
    return I18n(en=f"{count} {usage.unit}(s) × {price}{cards_en} = {total}",
                zh=f"{count} {unit_zh} × {price}{cards_zh} = {total}")


# amount_pricer's pricers by knowledge base and usage: each works out a provider's billing units per offer unit once,
# and a consultation's searches (every card, GPU count and what-if) share one usage; the last few only
_PRICERS: dict[tuple[Any, ...], tuple[KnowledgeBase, Any]] = {}
_PRICERS_MAX = 64


def pricer_for(kb: KnowledgeBase, hours: float, days: float) -> Any:
    """estimate.amount_pricer for the usage, shared by the searches of one knowledge base."""
    key = (id(kb), hours, type(hours), days, type(days))
    known = _PRICERS.get(key)
    if known is not None and known[0] is kb:
        return known[1]
    pricer = estimate.amount_pricer(hours, days)
    if len(_PRICERS) >= _PRICERS_MAX:
        del _PRICERS[next(iter(_PRICERS))]
    _PRICERS[key] = (kb, pricer)
    return pricer


# _costed's answers: the cheapest offer costed in full depends on that offer, the GPUs billed, the usage and the
# display currency alone — not on the card's other offers or the facts that chose it (the task, the region, the
# seller filters), so consultations that choose the same offer for the same usage share it (4 in 5 of the bench's
# 6,763 costings, 2026-12-07); first in, first out like pricing's memos
_COSTED: dict[tuple[Any, ...], tuple[Offer, OfferChoice]] = {}
_COSTED_MAX = 2048


def cost_offer(kb: KnowledgeBase, offer: Offer, provider: Provider, hours: float, days: float, billed: int,
               display: str, fx: Any) -> OfferChoice:
    """``offer`` costed in full (memoised)."""
    key = (id(kb), offer.id, billed, hours, type(hours), days, type(days), display, fx)
    known = _COSTED.get(key)
    if known is not None and known[0] is offer:
        return known[1]
    choice = _costed(kb, offer, provider, hours, days, billed, display, fx)
    if len(_COSTED) >= _COSTED_MAX:
        del _COSTED[next(iter(_COSTED))]
    _COSTED[key] = (offer, choice)
    return choice


def _costed(kb: KnowledgeBase, offer: Offer, provider: Provider, hours: float, days: float, billed: int,
            display: str, fx: Any) -> OfferChoice:
    """``offer`` costed in full for ``billed`` GPUs at ``hours`` a day over ``days``, shown in ``display``."""
    usage = estimate.usage_cost(offer, provider, hours, days, billed)
    monthly = usage.amount / estimate.usage_months(days)
    converted = (estimate.convert(monthly, offer.currency, display, kb, fx)
                 if offer.currency != display else None)
    monthly_display = monthly if offer.currency == display else (
        None if converted is None else converted.amount)
    conversion = None if converted is None else converted.rate_text
    return OfferChoice(
        offer_id=offer.id, provider=offer.provider,
        provider_name=provider.name, price=offer.price, currency=offer.currency,
        unit=offer.unit, basis=offer.basis, as_of=offer.as_of, source=offer.source,
        region=offer.region, flags=offer.flags, gpus_priced=usage.gpus,
        usage_cost=usage.amount, usage_text=usage_text(usage), monthly_cost=monthly,
        monthly_display=monthly_display, display_currency=display, conversion=conversion,
        hosted_in=offer.hosted_in, min_gpus=offer.min_gpus or provider.min_gpus,
        nvlink=offer.nvlink, sla=offer.sla, invoice=offer.invoice)
