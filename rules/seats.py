"""People who each need their own GPU (review 31 c10, review 32 M2): "a 6-person team, each person needs
their own GPU" was sized and priced as one GPU — every figure 6 × low. The consultation is one person's
(one person's share of the budget, one person's job), and the answer says what all of them take.

    seat_share(budget, seats, notes) -> the budget one person has
    held_for_hours(facts) -> bool      (each person holds a GPU for the hours of use said: priced as that time)
    seats_line(facts, picks, display) -> I18n | None   (the answer's line for all of them)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from knowledge.schema import I18n
from knowledge.text import money


def seat_share(budget: Any, seats: int | None, notes: list[I18n]) -> Any:
    """``budget`` split over ``seats`` people, said; unchanged when it is one person's already."""
    if budget is None or not seats or seats < 2 or budget.shared_by > 1:
        return budget
    each = replace(budget, amount=budget.amount / seats, shared_by=seats)
    per = "" if budget.unit == "total" else f"/{budget.unit}"
    notes.append(I18n(
        en=f"{seats} people each need their own GPU: your {money(budget.amount, budget.currency)}{per} is "
           f"{money(each.amount, budget.currency)}{per} for each — the picks are one person's, "
           "and the answer says what all of them take",
        zh=f"{seats} 人每人都要自己的 GPU：你的预算 {money(budget.amount, budget.currency)}{per} 每人 "
           f"{money(each.amount, budget.currency)}{per}——推荐按一个人的配置给出，答案另说全部人合计"))
    return each


def held_for_hours(facts: Any) -> bool:
    """People who each hold their own GPU for the hours of use said ("30 students, 6 hours a week for 15 weeks"):
    the rental is the time held — seats × hours × the price — not the exercise's compute, which runs inside it
    (review 103 c08: a class's QLoRA lab was priced as its 4-minute fine-tune, $1.74 for 2,700 GPU-hours)."""
    seats = getattr(facts, "seats", None)
    return bool(seats and seats >= 2) and "hours_per_day" not in dict(facts.assumed)


def seats_line(facts: Any, picks: Any, display: str) -> I18n | None:
    """What everyone takes: the enough pick × the people, to buy and to rent."""
    seats = getattr(facts, "seats", None)
    if not seats or seats < 2 or not picks:
        return None
    p = next((x for x in picks if "enough" in x.roles), picks[0])
    gpus = p.gpus * (p.replicas or 1)
    parts_en, parts_zh = [], []
    bought = p.purchase.total_display if p.purchase is not None else None
    if bought is not None:
        parts_en.append(f"{money(bought * seats, display)} to buy")
        parts_zh.append(f"购买共 {money(bought * seats, display)}")
    if p.monthly_cost is not None:
        total = p.job.total if p.job is not None and p.job.is_job and p.job.total is not None else None
        hourly = (facts.budget is not None and facts.budget.unit == "total"
                  and "hours_per_day" in dict(facts.assumed) and facts.hours_per_day)
        if total is not None:
            parts_en.append(f"{money(total * seats, display)} for everyone's jobs")
            parts_zh.append(f"全部人的任务共 {money(total * seats, display)}")
        elif hourly:  # a total budget with no hours said: priced by the hour (rules.fact_personal)
            rate = p.monthly_cost / (facts.hours_per_day * 30) * seats  # a month of the hours a day
            parts_en.append(f"{money(rate, display)} an hour to rent for all of them")
            parts_zh.append(f"租用全部每小时 {money(rate, display)}")
        elif "days" in facts.stated and (facts.days < 30 or held_for_hours(facts)):  # "一学期16周每周4小时" (review 56
            # C10: priced as a month), "0.86 h a day for 105 days" (review 103 c08): the use said, in all
            used = p.monthly_cost * facts.days / 30 * seats
            hours = facts.hours_per_day or 24
            parts_en.append(f"{money(used, display)} to rent for the use said ({facts.days:g} days × {hours:g} h each)")
            parts_zh.append(f"按所说的用量租用共 {money(used, display)}（{facts.days:g} 天 × 每天 {hours:g} 小时）")
        else:
            parts_en.append(f"{money(p.monthly_cost * seats, display)}/month to rent")
            parts_zh.append(f"租用每月共 {money(p.monthly_cost * seats, display)}")
    budget = facts.budget
    within = ""
    if budget is not None and budget.shared_by == seats and budget.currency == display:
        unit = "" if budget.unit == "total" else f"/{budget.unit}"
        within = f" (your budget: {money(budget.amount * seats, display)}{unit} in all)"
    return I18n(
        en=f"For all {seats} people, one set each: {seats} × {gpus} × {p.card_name} = {seats * gpus} GPU(s), "
           + ", ".join(parts_en) + within + " — separate machines, no link between them.",
        zh=f"全部 {seats} 人、每人一套：{seats} × {gpus} 张 {p.card_name} = {seats * gpus} 张卡，"
           + "，".join(parts_zh)
           + (f"（预算合计 {money(budget.amount * seats, display)}）" if within else "") + "——各自独立，不需要互联。")
