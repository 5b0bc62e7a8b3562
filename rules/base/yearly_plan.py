"""`yearly-plan` (review 121 C1-a): a person who asks whether a yearly plan (包年, a one-year contract) pays, or rents
on a monthly plan for a year or more, is answered in one line. No yearly price is on file — offers are priced by the
minute, hour, day, week or month — so no discount is estimated: the year at the pick's monthly plan is the figure a
seller's written yearly quote is compared with, and seed 001's advice on plans and contracts is said with it."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n, money
from rules.base._common import declared, step
from rules.estimate.months import MONTHS_A_YEAR, YEAR_DAYS, billed_months, usage_months

CAVEAT_ID = "yearly-plan"


@step(id="yearly-plan", concern="pricing", source="seed-001", caveat=CAVEAT_ID, show_order=145,
      doc=I18n(en="A yearly plan asked about, or a year rented on a monthly plan: the year at the monthly plan, and "
                  "that a yearly price must be quoted by the seller (none is on file, none is estimated).",
               zh="问包年，或按包月租满一年：给出按包月付一年的费用，并说明包年价须由卖家报价（知识库没有，也不估算）。"))
def yearly_plan(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    offer = pick.offer
    if offer is None or pick.monthly_cost is None or facts.procure == "buy" or getattr(pick, "job", None) is not None \
            and pick.job.is_job:
        return None
    monthly_plan = offer.unit == "month"
    if not (facts.yearly_asked or monthly_plan and facts.days >= YEAR_DAYS):
        return None
    month = (pick.monthly_cost * usage_months(facts.days) / billed_months(facts.days) if monthly_plan
             else pick.monthly_cost)
    shown, year = money(month, pick.currency), money(month * MONTHS_A_YEAR, pick.currency)
    basis_en = "its monthly plan" if monthly_plan else f"your usage on its {offer.unit} price"
    basis_zh = "包月" if monthly_plan else "你的用量按其计价"
    invoice = getattr(facts, "invoice", "any") not in ("any", None)
    text = I18n(
        en=f"Yearly plan: no yearly price for {pick.card} at {offer.provider_name} is on file (no dated annual quote "
           f"held), so no discount is estimated. A year at {basis_en} is {MONTHS_A_YEAR} × {shown} = {year}; ask the "
           f"seller for a written yearly quote and compare it with {year}. Source 2: a steady load of more than half a "
           "month suits a monthly plan; before signing confirm the invoice, SLA and renewal rules (whether a "
           f"promotional price carries over) — start monthly, and take the yearly quote once the load is steady"
           f"{' and the invoice confirmed' if invoice else ''}.",
        zh=f"包年：知识库没有 {offer.provider_name} 的 {pick.card} 包年价（没有带日期的年付报价），不估折扣。"
           f"按{basis_zh}付一年是 {MONTHS_A_YEAR} × {shown} = {year}；请卖家书面报包年价，再和 {year} 比。"
           "来源 2：稳定负载超过半个月适合包月；签约前先确认发票、SLA 和续费规则（活动价能否长期沿用）——先按月签，"
           f"负载稳定{'、发票确认' if invoice else ''}后再拿包年报价比。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, yearly_plan, text, pick.card)
        sink.step(yearly_plan, {"pick": {"card": pick.card, "unit": offer.unit, "month": round(month, 2),
                                         "asked": bool(facts.yearly_asked), "days": facts.days}}, text)
    return text


RULES = declared(__name__)
