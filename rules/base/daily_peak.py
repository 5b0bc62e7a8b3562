"""`daily-peak-base` (review 112 C6-a): a service with a peak of some hours each day and a load the rest of the day
("peak 3 requests per second but only about 5 hours each evening; the rest of the day it's around 0.3 requests per
second") was priced as 1 × H200 for the five peak hours alone — 21,730 THB a month for a service that would be off
19 hours a day. The service runs all day: the month is a base sized at the level outside the peak, kept up round the
clock, plus the peak's own cards for the peak hours — or the peak's cards all day, where that costs no more. Both
parts are said in the money, and a monthly budget is held against their sum.

The peak's cards hold the whole peak by themselves (the answer's own pick, sized at the peak); the base stays up
beside them, so the hand-over at either end of the peak drops nothing. Where the base is the peak's own card, only
the copies the peak needs beyond the base are added for its hours.

    daily_peak_line(kb, facts, picks, sink, display, ask) -> I18n | None
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules.base._common import I18n, declared, step
from rules.base.peak_plan import ask_variant, enough_pick
from rules.consultation import Consultation, Pick
from rules.facts import Facts

DAY_HOURS = 24.0
_OFF = {"normal_requests_per_day": None, "normal_rps": None, "peak_days": None, "budget": None}


def _outside_peak(facts: Facts) -> dict[str, Any]:
    """The load changes that put the answer at the level outside the peak, all day."""
    if facts.normal_rps is not None:
        return {"rps": facts.normal_rps, "requests_per_day": None}
    return {"requests_per_day": facts.normal_requests_per_day, "rps": None}


def _named(pick: Pick) -> str:
    return f"{pick.gpus_in_all} × {pick.card_name} ({pick.offer.provider_name if pick.offer else ''})"


@step(id="daily-peak-base", concern="pricing", source="seed-001",
      doc=I18n(en="A service busy some hours a day with a load the rest of the day runs all day: a base sized at "
                  "the load outside the peak, round the clock, plus the peak's cards for the peak hours — or the "
                  "peak's cards all day where that costs no more; the month is both parts.",
               zh="每天只有几小时高峰、其余时间仍有负载的服务要全天在线：按高峰以外的负载配全天的基础卡，高峰那几小时再加"
                  "按高峰配的卡——若高峰的卡全天开着不更贵，就全天开；月费是两部分之和。"))
def daily_peak_line(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Any, display: str,
                    ask: Callable[..., Consultation]) -> I18n | None:
    hours = facts.hours_per_day
    if (hours is None or hours >= DAY_HOURS or facts.peak_days is not None or facts.procure == "buy"
            or facts.one_off_job or facts.rps is None and facts.requests_per_day is None
            or facts.normal_requests_per_day is None and facts.normal_rps is None):
        return None
    peak = next((p for p in picks if "enough" in p.roles), None)
    if peak is None or peak.monthly_cost is None or peak.offer is None:
        return None
    base = enough_pick(ask_variant(ask, facts, kb, **_outside_peak(facts), **_OFF, hours_per_day=DAY_HOURS,
                                   currency=display))
    all_day = enough_pick(ask_variant(ask, facts, kb, **_OFF, hours_per_day=DAY_HOURS, currency=display))
    if base is None and all_day is None:
        return None
    split = None
    if base is not None:
        # the base on the peak's own card counts among the peak's copies: the peak hours add only the rest
        share = (max(0, peak.replicas - base.replicas) / peak.replicas if base.card == peak.card
                 and base.gpus == peak.gpus else 1.0)
        split = (base.monthly_cost + peak.monthly_cost * share, peak.monthly_cost * share)
    take_split = split is not None and (all_day is None or split[0] < all_day.monthly_cost)
    total = split[0] if take_split else all_day.monthly_cost
    text = _said(facts, display, hours, peak, base, split, all_day, take_split, total)
    sink.step(daily_peak_line, {
        "peak_hours": hours, "outside_peak": _outside_peak(facts),
        "base": None if base is None else {"card": base.card, "gpus": base.gpus_in_all, "hours": DAY_HOURS,
                                           "monthly": round(base.monthly_cost, 2)},
        "peak": {"card": peak.card, "gpus": peak.gpus_in_all, "hours": hours,
                 "monthly": round(split[1] if split else peak.monthly_cost, 2)},
        "peak_cards_all_day": None if all_day is None else {"card": all_day.card, "gpus": all_day.gpus_in_all,
                                                            "monthly": round(all_day.monthly_cost, 2)},
        "month_total": round(total, 2), "plan": "base+peak" if take_split else "peak-cards-all-day"}, text)
    return text


def _said(facts: Facts, display: str, hours: float, peak: Pick, base: Pick | None, split: tuple[float, float] | None,
          all_day: Pick | None, take_split: bool, total: float) -> I18n:
    level_en = (f"{facts.normal_rps:.3g} requests/s" if facts.normal_rps is not None
                else f"{facts.normal_requests_per_day:,} requests a day")
    level_zh = (f"每秒 {facts.normal_rps:.3g} 个请求" if facts.normal_rps is not None
                else f"每天 {facts.normal_requests_per_day:,} 个请求")
    h, off = f"{hours:g}", f"{DAY_HOURS - hours:g}"
    lead_en = (f"The service runs all day, not only the {h} peak hours ({level_en} the other {off} hours): priced "
               f"for the peak hours alone it would be off {off} hours a day.")
    lead_zh = (f"服务要全天在线，不只是高峰的 {h} 小时（其余 {off} 小时仍有{level_zh}）：只按高峰时段计价，"
               f"每天就有 {off} 小时停机。")
    budget = facts.budget
    fits_en = fits_zh = ""
    if budget is not None and budget.unit == "month" and budget.currency == display:
        ok, gap = total <= budget.amount, abs(total - budget.amount)
        fits_en = (f" — within your {money(budget.amount, display)} a month ({money(gap, display)} to spare)" if ok
                   else f" — {money(gap, display)} over your {money(budget.amount, display)} a month")
        fits_zh = (f"——在每月 {money(budget.amount, display)} 的预算内（余 {money(gap, display)}）" if ok
                   else f"——超出每月 {money(budget.amount, display)} 的预算 {money(gap, display)}")
    alt_en = alt_zh = ""
    if all_day is not None:
        alt_en = f"{_named(all_day)} sized at the peak and kept all day: {money(all_day.monthly_cost, display)}"
        alt_zh = f"按高峰配 {_named(all_day)} 全天开着：每月 {money(all_day.monthly_cost, display)}"
    if take_split:
        assert base is not None and split is not None
        added = (f"the peak's {_named(peak)} for the {h} peak hours each day, {money(split[1], display)}/month"
                 if split[1] > 0 else "it holds the peak too, with no card added")
        added_zh = (f"高峰每天 {h} 小时再开按高峰配的 {_named(peak)}，每月 {money(split[1], display)}" if split[1] > 0
                    else "高峰也扛得住，不必加卡")
        return I18n(
            en=f"{lead_en} The month in all: {money(total, display)} = a base of {_named(base)} for the load outside "
               f"the peak, {DAY_HOURS:g} h a day, {money(base.monthly_cost, display)}/month + {added}{fits_en}. "
               + (f"Against {alt_en}. " if alt_en else "")
               + f"The {money(peak.monthly_cost, display)} beside the pick is its peak hours alone.",
            zh=f"{lead_zh}全月合计 {money(total, display)} = 基础 {_named(base)} 全天 {DAY_HOURS:g} 小时"
               f"承载高峰以外的量，每月 {money(base.monthly_cost, display)} + {added_zh}{fits_zh}。"
               + (f"对比{alt_zh}。" if alt_zh else "")
               + f"推荐卡旁的 {money(peak.monthly_cost, display)} 只是高峰时段的费用。")
    return I18n(
        en=f"{lead_en} The month in all: {alt_en}{fits_en}"
           + (f"; a base for the load outside the peak plus the peak's cards for its hours costs no less "
              f"({money(split[0], display)})" if split else "") + ".",
        zh=f"{lead_zh}全月合计：{alt_zh}{fits_zh}"
           + (f"；平时的基础卡加高峰时段的卡并不更省（{money(split[0], display)}）" if split else "") + "。")


RULES = declared(__name__)
