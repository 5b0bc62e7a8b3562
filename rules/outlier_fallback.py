"""The plan to fall back on when every pick rests on a price far under the market (review 74 c12: a single A100 at
AutoDL's ¥3.30 an hour, 34 % of what the other sellers ask, was the only pick for a ¥2,500 budget — "confirm it
before you plan on it" — and the next plan priced in line, an A800 at ¥3,742, stood only among the ruled-out).

    outlier_fallback_line(kb, facts, picks, priced, rejected_by, display) -> I18n | None
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.facts import Facts
from rules.price_outlier import outlier_fields
from rules.pricing import Priced

OUTLIER_RULE = "price-outlier-ranked-after"
OVER_BUDGET_ONLY = frozenset({"budget-exceeded"})  # a plan ruled out for its cost alone is still the one to weigh


def outlier_fallback_line(kb: KnowledgeBase, facts: Facts, picks: Any, priced: Mapping[str, Priced],
                          rejected_by: Mapping[str, Collection[str]], display: str) -> I18n | None:
    """The cheapest plan priced in line with the market, when every pick is priced far under it; None otherwise."""
    if not picks or facts.procure == "buy" or not all(any(w.rule == OUTLIER_RULE for w in p.why) for p in picks):
        return None
    offers = {o.id: o for p in priced.values() if p.choice is not None for o in kb.offers_for(p.card)}
    picked = {p.card for p in picks}
    best = None
    for card_id, p in priced.items():
        ch = p.choice
        if card_id in picked or ch is None or ch.monthly_display is None:
            continue
        if not set(rejected_by.get(card_id, ())) <= OVER_BUDGET_ONLY:
            continue  # ruled out for more than its price (region, compliance, memory…)
        offer = offers.get(ch.offer_id)
        if offer is None or outlier_fields(kb, facts, offer, display)["price_outlier"]:
            continue
        if best is None or _figure(p) < _figure(best[1]):
            best = (card_id, p)
    if best is None:
        return None
    card_id, p = best
    ch = p.choice
    # what the budget is held against — a sized job's runs, not a month of its GPUs round the clock (review 85 C04:
    # 54 × H20 141GB for 600 clips read "¥2,521,647 a month" where the runs cost ¥84,055)
    unit = facts.budget.unit if facts.budget is not None and p.budget_cost is not None else "month"
    per_en, per_zh = {"month": ("/month", "每月 "), "total": (" in all", "共 "), "hour": ("/hour", "每小时 "),
                      "day": ("/day", "每天 "), "week": ("/week", "每周 ")}.get(unit, ("/month", "每月 "))
    cost = money(_figure(p), display)
    seller = picks[0].offer.provider_name if picks[0].offer is not None else ""
    over = facts.budget is not None and p.over_budget
    said = money(facts.budget.amount, facts.budget.currency) if facts.budget is not None else ""
    name = kb.card(card_id).name
    return I18n(
        en=f"If {seller}'s listing does not hold, the cheapest plan priced in line with the market: {p.gpus} × {name} "
           f"at {ch.provider_name}, {cost}{per_en} for your usage" + (f" — over your {said} budget." if over else "."),
        zh=f"如果 {seller} 的这个价格落空，按市场价最便宜的方案是 {p.gpus} 张 {name}（{ch.provider_name}），"
           f"按你的用量{per_zh}{cost}" + (f"——超出你的 {said} 预算。" if over else "。"))


def _figure(p: Priced) -> float:
    """The plan's cost as the budget reads it, else a month of its usage."""
    return p.budget_cost if p.budget_cost is not None else p.choice.monthly_display
