"""Budget and currencies (issue 4 §7): compared in the budget's currency, converted only through
a dated reference rate or the person's own rate; ₮ site credits are never treated as dollars."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, declared, info, m, reject, rule


@rule(id="budget-exceeded", concern="budget", source="seed-001", pri=40,
      doc=I18n(en="A card whose cheapest plan for the stated usage exceeds the budget is out.",
               zh="按所述用量最便宜的方案也超预算的卡排除。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.over_budget == True)],
      shows={"priced": ("card", "cost_text", "budget_text")})
def budget_exceeded(f):
    p = f.priced
    return reject(
        f, p["card"],
        "over budget: the cheapest plan for your usage costs {cost} against your {budget}.",
        "超出预算：按你的用量，最便宜的方案要 {cost_zh}，预算是 {budget_zh}。",
        cost=info(f, "priced", "cost_text"), budget=info(f, "priced", "budget_text"),
        cost_zh=info(f, "priced", "cost_text_zh"), budget_zh=info(f, "priced", "budget_text_zh"))


@rule(id="currency-not-comparable", concern="budget", source="seed-000", pri=40,
      doc=I18n(en="Prices in a currency with no rate (source 1's ₮ site credits) are not "
                  "comparable; they are never silently treated as dollars.",
               zh="没有汇率的币种（来源 1 的 ₮ 站内余额）不可比较，绝不当作美元。"),
      when=lambda: [c.priced << (m.kind == "priced") & (m.comparable == False)],
      shows={"priced": ("card", "currency", "display")})
def currency_not_comparable(f):
    p = f.priced
    return reject(
        f, p["card"],
        "only priced in {cur} ({why}); it cannot be compared with {display} — give a budget in "
        "{cur} or your own rate with --fx {cur}/{display}=RATE.",
        "只有 {cur} 报价（{why_zh}），无法与 {display} 比较——可用 {cur} 给预算，或用 "
        "--fx {cur}/{display}=汇率 给出你的汇率。",
        cur=info(f, "priced", "currency"), display=info(f, "priced", "display"),
        why=info(f, "priced", "why"), why_zh=info(f, "priced", "why_zh"))


RULES = declared(__name__)
