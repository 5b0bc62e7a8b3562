"""A money line's verdict against the person's budget, in the budget's own unit (review 101 #8: the plan at the one
seller recorded as issuing the 专票 a studio required cost ¥16,251 a month at its 30 runs, twice its ¥8,000 budget,
and nothing said so — the line compared a monthly budget only with a service's month, never with a job's runs)."""

from __future__ import annotations

from typing import Any

from knowledge.text import money
from rules.facts import Facts
from rules.pricing import MONTH_DAYS, PERIOD_DAYS, budget_cost
from rules.run_billing import billed_runs

VERDICT_UNITS = (*PERIOD_DAYS, "total")  # a per-hour budget is checked by the picks' own rules, not by a money line


def cost_in_budget_unit(facts: Facts, display: str, monthly: float | None = None,
                        job_total: float | None = None, plan: Any = None) -> float | None:
    """What a plan costs in the budget's unit — a sized job's runs in the budget's period (as the picks' own budget
    check, rules.pricing, counts them), else the usage's month — or None where the budget cannot be compared."""
    budget = facts.budget
    if budget is None or budget.currency != display or budget.unit not in VERDICT_UNITS:
        return None
    if job_total is not None:
        if budget.unit in PERIOD_DAYS and facts.runs_per_month:
            return job_total * billed_runs(facts, plan) * PERIOD_DAYS[budget.unit] / MONTH_DAYS
        return job_total  # one job: spent within the budget's period, or the whole of a total budget
    if monthly is None or budget.unit == "total":
        return None  # a usage's month against a whole budget says nothing (one read as hours it buys: rules.answer)
    return budget_cost(facts, monthly)


def keeps_budget(facts: Facts, cost: float) -> bool:
    """Within the figure the person wrote (float noise aside): a line that says "within" is never above it, even
    where "around ¥8,000" lets a pick 5 % over it stand (the line then says by how much)."""
    assert facts.budget is not None
    return cost <= facts.budget.amount * 1.0001


def verdict_text(facts: Facts, cost: float | None, display: str) -> tuple[str, str]:
    """(" — within your ¥8,000 budget", "——在你的 ¥8,000 预算内"), or over it by how much; ("", "") where there is
    no budget to compare with."""
    if cost is None or facts.budget is None:
        return "", ""
    said = money(facts.budget.amount, display)
    if keeps_budget(facts, cost):
        return f" — within your {said} budget", f"——在你的 {said} 预算内"
    over = money(cost - facts.budget.amount, display)
    return f" — over your {said} budget by {over}", f"——超出你的 {said} 预算 {over}"
