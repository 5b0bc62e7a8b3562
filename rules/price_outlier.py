"""A picked price far below what the other sellers ask for the same card (review 45: AutoDL's A100 80GB at ¥3.30 an
hour, seed 001's table, headlined four answers beside UCloud's ¥10.75, RunPod's $1.39 and Vast.ai's $1.00 for the
same card — a third of the market, never flagged). Seed 001 warns that the lowest prices can vanish at any time; a
price this far under the rest is also often a misprint, a promotion, a spot rate or another part (40 GB, PCIe).

    outlier_fields(kb, facts, offer, display) -> {"price_outlier": share of the median (0: none),
                                                  "outlier_median": the median per GPU-hour, "outlier_sellers": n}

Compared per GPU-hour in the display currency, hourly offers with hourly offers and plans (day, week, month at
every hour) with plans; whole-machine prices (CPU and memory included), market-rate references and the person's
own quote are left out, and at least two other sellers are needed. A price is flagged only when it is under half
both of all the other sellers' median and of the median of those in its own market (where it has any).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Offer
from rules.estimate.cost import convert
from rules.pricing import QUOTE_PROVIDER

OUTLIER_SHARE = 0.5  # at most half the other sellers' median: flagged
HOURS = {"minute": 1 / 60, "hour": 1.0, "day": 24.0, "week": 168.0, "month": 720.0}
HOURLY = frozenset({"minute", "hour"})
NONE = {"price_outlier": 0.0, "outlier_median": 0.0, "outlier_sellers": 0}


def comparable(offer: Offer) -> bool:
    return offer.basis != "whole-machine" and "market-rate" not in offer.flags and offer.unit in HOURS


def per_gpu_hour(kb: KnowledgeBase, facts: Any, offer: Offer, display: str) -> float | None:
    converted = convert(offer.price / HOURS[offer.unit] / max(1, offer.gpus), offer.currency, display, kb, facts.fx)
    return None if converted is None else converted.amount


# outlier_fields' answers: a pure function of the knowledge base, the offer, the display currency and the person's
# own exchange rates, asked for every priced card of every consultation (2 % of one, bench 2026-12-04)
_KNOWN: dict[tuple[Any, ...], tuple[KnowledgeBase, dict[str, Any]]] = {}
_KNOWN_MAX = 2048


def seller_prices(kb: KnowledgeBase, facts: Any, card_id: str, display: str, *, skip: str = "",
                  hourly: bool | None = None) -> dict[str, tuple[float, str]]:
    """Each other seller's cheapest comparable listing of ``card_id`` per GPU-hour in ``display``, with its region
    (the person's quotes and ``skip`` left out; ``hourly``: only listings billed by the hour, or only longer units)."""
    out: dict[str, tuple[float, str]] = {}
    for other in kb.offers_for(card_id):
        if (other.provider in (skip, QUOTE_PROVIDER) or not comparable(other)
                or (hourly is not None and (other.unit in HOURLY) != hourly)):
            continue
        price = per_gpu_hour(kb, facts, other, display)
        if price is not None and (other.provider not in out or price < out[other.provider][0]):
            out[other.provider] = (price, other.region)
    return out


def median_of(values: Iterable[float]) -> float:
    """``statistics.median`` of two or more prices, the same arithmetic: that module imports
    ``fractions`` and ``decimal``, ~1 % of a cold ``recommend`` that uses nothing else of it."""
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def outlier_fields(kb: KnowledgeBase, facts: Any, offer: Offer, display: str) -> dict[str, Any]:
    key = (id(kb), offer.id, display, facts.fx)
    known = _KNOWN.get(key)
    if known is not None and known[0] is kb:
        return known[1]
    fields = _outlier_fields(kb, facts, offer, display)
    if len(_KNOWN) >= _KNOWN_MAX:
        del _KNOWN[next(iter(_KNOWN))]
    _KNOWN[key] = (kb, fields)
    return fields


def _outlier_fields(kb: KnowledgeBase, facts: Any, offer: Offer, display: str) -> dict[str, Any]:
    if offer.provider == QUOTE_PROVIDER or not comparable(offer):
        return NONE
    ours = per_gpu_hour(kb, facts, offer, display)
    sellers = seller_prices(kb, facts, offer.card, display, skip=offer.provider, hourly=offer.unit in HOURLY)
    others = {p: price for p, (price, _region) in sellers.items()}
    local = {p: price for p, (price, region) in sellers.items() if region == offer.region}  # the offer's own market
    if ours is None or len(others) < 2:
        return NONE
    median = median_of(others.values())
    share = ours / median if median > 0 else 1.0
    if local:  # and against its own market: mainland prices run under the rest of the world's (RTX 5090: AutoDL
        # ¥2.40 an hour is under half the world's median, three quarters of UCloud's ¥3.16)
        share = max(share, ours / median_of(local.values()))
    if share > OUTLIER_SHARE:
        return NONE
    return {"price_outlier": round(share, 2), "outlier_median": round(median, 2), "outlier_sellers": len(others)}


def priced_outlier(kb: KnowledgeBase, facts: Any, card_id: str, offer_id: str, display: str) -> float:
    """``outlier_fields``' share for the offer a card is priced at (0.0: in line with the market)."""
    offer = next((o for o in kb.offers_for(card_id) if o.id == offer_id), None)
    return 0.0 if offer is None else float(outlier_fields(kb, facts, offer, display)["price_outlier"])
