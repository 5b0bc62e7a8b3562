"""What a headline priced at an outlier listing costs at the other sellers' median, and whether the budget still holds.

Review 100 c08: 5 × A100 at AutoDL's ¥3.30 an hour — "34 % of the median (¥9.76) of the other sellers", as the
answer's own price-outlier caveat says — was the headline, "¥5,263 a month" against a ¥15,000 budget. At the median
the same 372 GPU-hours cost ≈ ¥15,600 a month, over the budget: the verdict hangs on the outlier, and the answer never
said so. The line beside the headline scales the pick's own cost by the median over its price per GPU-hour (the same
per-GPU-hour comparison rules.price_outlier flags it by) and holds the result against the budget in its own unit.

    outlier_median_line(kb, facts, picks, display) -> I18n | None
"""

from __future__ import annotations

from collections.abc import Sequence

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.consultation import Pick
from rules.facts import Facts
from rules.price_outlier import outlier_fields, per_gpu_hour
from rules.run_billing import billed_runs


def at_median(kb: KnowledgeBase, facts: Facts, pick: Pick, display: str) -> tuple[float, float, float] | None:
    """(the outlier's share of the median, the median per GPU-hour, the factor the pick's cost scales by), or None
    where the pick's price is in line with the market."""
    if pick.offer is None:
        return None
    offer = next((o for o in kb.offers_for(pick.card) if o.id == pick.offer.offer_id), None)
    if offer is None:
        return None
    said = outlier_fields(kb, facts, offer, display)
    ours = per_gpu_hour(kb, facts, offer, display)
    if not said["price_outlier"] or not ours or not said["outlier_median"]:
        return None
    return float(said["price_outlier"]), float(said["outlier_median"]), float(said["outlier_median"]) / ours


def _figures(facts: Facts, pick: Pick) -> tuple[float | None, float | None]:
    """(the job once, the month) as the answer says them: a sized job's total and its runs a month, else the month."""
    plan = pick.job
    if plan is not None and plan.is_job and plan.total is not None:
        runs = facts.runs_per_month
        return plan.total, (plan.total * billed_runs(facts, plan) if runs else None)
    return None, pick.monthly_cost


def outlier_median_line(kb: KnowledgeBase, facts: Facts, picks: Sequence[Pick], display: str) -> I18n | None:
    """The headline's cost at the other sellers' median beside its outlier price, and the budget at that price."""
    if not picks or facts.procure == "buy":
        return None
    top = picks[0]
    found = at_median(kb, facts, top, display)
    if found is None:
        return None
    share, median, k = found
    job, month = _figures(facts, top)
    parts_en, parts_zh = [], []
    if job is not None:
        parts_en.append(f"the job costs {money(job * k, display)}")
        parts_zh.append(f"完成任务要 {money(job * k, display)}")
    if month is not None:
        parts_en.append(f"{money(month * k, display)} a month")
        parts_zh.append(f"每月 {money(month * k, display)}")
    if not parts_en:
        return None
    budget, verdict_en, verdict_zh = facts.budget, "", ""
    figure = {"month": month, "total": job if job is not None else None}.get(budget.unit) if budget else None
    if budget is not None and figure is not None and budget.currency == display:
        said = money(budget.amount, display)
        ok = figure * k <= budget.amount
        verdict_en = f" — {'still within' if ok else 'over'} your {said}"
        verdict_zh = f"——{'仍在' if ok else '超出'}你的 {said} 预算{'内' if ok else ''}"
        if not ok:
            verdict_en += " (the budget holds only if this listing does)"
            verdict_zh += "（只有这条报价属实时预算才够）"
    seller = top.offer.provider_name if top.offer is not None else ""
    median_said = money(median, display)
    return I18n(
        en=f"At the other sellers' median {median_said}/h ({seller}'s price is {share:.0%} of it): "
           + ", ".join(parts_en) + verdict_en + ".",
        zh=f"按其他平台的中位价 {median_said}/小时（{seller} 的价格只有它的 {share:.0%}）："
           + "，".join(parts_zh) + verdict_zh + "。")
