"""The JSON's monthly figure is a month of the person's use, as the text prices it (review 117 C3: a reranker on 22
working days × 10 h said "3,373 PLN for your usage (22 d × 10 h)" while the JSON's monthly_cost was 4,599 PLN, 30 days
of 10 h — a program reading it against the 4,000 PLN/month budget saw the plan over budget). Where a month of use is
not 30 days (the working days of a month: rules.fact_vocab.month_share), ``monthly_cost`` and a monthly ``cost`` are
that month's, and the 30-day figure stays beside them as ``monthly_cost_30_days``."""

from __future__ import annotations

from typing import Any

from rules.fact_vocab import month_share


def month_of_use(picks: list[dict[str, Any]], days: float) -> list[dict[str, Any]]:
    share = month_share(days)
    for pick in picks:
        monthly = pick.get("monthly_cost")
        pick["monthly_cost_30_days"] = monthly
        if share == 1.0 or monthly is None:
            continue
        pick["monthly_cost"] = round(monthly * share, 2)
        cost = pick.get("cost") or {}
        if cost.get("per") == "month" and cost.get("amount") is not None:
            pick["cost"] = {**cost, "amount": round(cost["amount"] * share, 2), "month_days": days}
    return picks
