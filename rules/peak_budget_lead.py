"""A monthly budget held against the month with the peak, not against the peak's cards kept all month.

A service with a normal level and a peak of some days ("平时每天大概 20 万次咨询，双十一前后 5 天冲到 150 万 … 平时预算
每月 3 万元，大促期间可以临时加机器") is priced by rules.base.peak_plan as a base at the normal level all month plus the
cards added for the peak's days. With a monthly budget every card was ruled out for the peak's fleet rented all month,
and the answer said "everything is over budget; raise it to ¥66,528/month" (review 100 c06) — though the plan the
person described costs the base all month and the extra cards for five days. The answer is then asked again without
the budget, leads with the peak plan, and holds the budget against the month with the peak (and the base alone against
it, the months with no peak).

    lead(kb, result, ask) -> Consultation | None
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.consultation import Consultation
from rules.facts import with_changes


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]) -> Consultation | None:
    """``result`` asked again with its monthly budget held against the month with the peak, or None to stand."""
    facts = result.facts
    budget = facts.budget
    if (result.picks or budget is None or budget.unit != "month" or facts.procure == "buy" or facts.peak_days is None
            or facts.normal_requests_per_day is None and facts.normal_rps is None or facts.peak_days >= facts.days
            or not any(any(r.rule == "budget-exceeded" for r in rej.why) for rej in result.rejected)):
        return None
    again = ask(with_changes(facts, kb, budget=None), kb)
    plan = again.peak_plan
    if plan is None or plan.currency != budget.currency or not again.picks:
        return None
    said, days = money(budget.amount, budget.currency), f"{plan.peak_days:g}"
    base, month = money(plan.base_monthly, plan.currency), money(plan.month_total, plan.currency)
    base_ok, month_ok = plan.base_monthly <= budget.amount, plan.month_total <= budget.amount
    gap = abs(plan.month_total - budget.amount)
    month_en = (f"within it ({money(gap, plan.currency)} to spare)" if month_ok
                else f"{money(gap, plan.currency)} ({gap / budget.amount:.0%}) over it")
    month_zh = (f"在预算内（余 {money(gap, plan.currency)}）" if month_ok
                else f"超出 {money(gap, plan.currency)}（{gap / budget.amount:.0%}）")
    n_base, name = plan.gpus * plan.base_replicas, kb.card(plan.card).name
    line = I18n(
        en=f"Your {said} a month held against the month with the peak (not the peak's cards kept all month): the base "
           f"of {n_base} × {name} for the normal level costs {base} a month — {'within' if base_ok else 'over'} your "
           f"budget in the months with no peak; the month with the {days} peak days costs {month}, {month_en}. "
           f"Every card sized at the peak all month is over {said}; the plan below adds cards for those days alone.",
        zh=f"每月 {said} 的预算按有高峰的那个月核对（而不是把高峰的卡租满全月）：平时 {n_base} 张 {name} 每月 {base}"
           f"——没有高峰的月份{'在预算内' if base_ok else '超出预算'}；"
           f"有 {days} 天高峰的那个月合计 {month}，{month_zh}。"
           f"全月按高峰配卡的方案都超出 {said}；下面的方案只在那几天临时加卡。")
    return dataclasses.replace(again, facts=facts, answer=(line, *again.answer))
