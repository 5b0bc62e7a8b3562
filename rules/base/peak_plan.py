"""`peak-extra-cards` (review 98 c01): a service with a normal level and a peak that lasts some days of the month
("平时每天2万篇，期末考试那两周会涨到每天15万篇 … 高峰那两周能不能临时加卡?") was sized at the peak all month —
2 × A800 包月 ¥7,484 — and the question was left open. The answer keeps its pick at the peak and adds the plan the
person asked about: a base sized at the normal level all month, plus the copies the peak needs beyond it on the same
card, rented for the peak's days alone under the billing unit that is cheapest for that span (hourly, a day plan,
a week plan: rules.pricing picks it as for any usage). Source 2 names the two uses: a monthly plan for a steady load,
billing by use for elastic work.

The plan never costs more than the peak all month (where adding cards for the days saves nothing, it says so and
keeps the month at the peak) and never less than the base alone. The extra cards must be there when the peak comes:
`peak-supply` says so (source 3: stock changes within the day; the same memory class or one up when a card is out).

    peak_plan(kb, facts, picks, sink, display, ask) -> PeakPlan | None
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules.base._common import I18n, declared, step
from rules.consultation import Consultation, OfferChoice, PeakPlan, Pick
from rules.day_load import day_total_sized
from rules.fact_vocab import SERVICE_UNITS
from rules.facts import Facts, with_changes
from rules.facts_for_usage import with_usage
from rules.jobplan import serving_plan
from rules.pricing import MONTH_DAYS, price_card
from rules.rentable import ask_over_rentable

CAVEAT_ID = "peak-supply"
_OFF = {"normal_requests_per_day": None, "normal_rps": None, "peak_days": None, "budget": None}


def _normal_load(facts: Facts) -> dict[str, Any]:
    """The load changes that put the answer at the normal level: its rate, or its day's total (whose busiest hour is
    estimated as the peak's was; a peak rate said beside the peak's day scales with the day)."""
    if facts.normal_rps is not None:
        return {"rps": facts.normal_rps, "requests_per_day": None}
    n = facts.normal_requests_per_day
    if facts.requests_per_day and facts.rps and not day_total_sized(facts):
        return {"requests_per_day": n, "rps": facts.rps * n / facts.requests_per_day}
    return {"requests_per_day": n, "rps": None}


def enough_pick(result: Consultation | None) -> Pick | None:
    """A variant's "enough" pick, where it is priced (the level a plan is built from)."""
    pick = next((p for p in result.picks if "enough" in p.roles), None) if result is not None else None
    return pick if pick is not None and pick.monthly_cost is not None and pick.offer is not None else None


@dataclass(frozen=True)
class _Level:
    """One level's copies on one card: what it takes and what a month of it costs."""

    card: str
    card_name: str
    gpus: int  # per copy
    replicas: int
    monthly: float  # display currency
    offer: OfferChoice | None

    @property
    def gpus_in_all(self) -> int:
        return self.gpus * self.replicas


def _level(pick: Pick | None) -> _Level | None:
    if pick is None or pick.monthly_cost is None:
        return None
    return _Level(pick.card, pick.card_name, pick.gpus, pick.replicas, pick.monthly_cost, pick.offer)


def _in_shape(kb: KnowledgeBase, normal: Consultation | None, card: str, gpus: int) -> _Level | None:
    """The normal level served by copies of ``gpus`` GPUs each (an LLM's serving plan at that load), priced."""
    if normal is None or normal.facts.task != "inference" or not normal.facts.rps:
        return None
    plan = serving_plan(kb, normal.facts, normal.requirement, kb.card(card), gpus)
    choice = plan.priced.choice
    if choice is None or choice.monthly_display is None:
        return None
    return _Level(card, kb.card(card).name, gpus, plan.replicas, choice.monthly_display, choice)


def ask_variant(ask: Callable[..., Consultation], facts: Facts, kb: KnowledgeBase,
                **changes: Any) -> Consultation | None:
    try:
        return ask_over_rentable(ask, with_changes(facts, kb, **changes), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid gives no plan
        return None


def _extra(kb: KnowledgeBase, facts: Facts, card: str, gpus: int) -> OfferChoice | None:
    """The cheapest offer for ``gpus`` more of the card over the peak's days alone, in the display currency."""
    if gpus <= 0:
        return None
    usage = with_usage(facts, hours_per_day=facts.hours_per_day or 24.0, days=float(facts.peak_days or 0))
    choice = price_card(kb, usage, card, gpus).choice
    return choice if choice is not None and choice.monthly_display is not None else None


@step(id="peak-extra-cards", concern="pricing", source="seed-001", caveat=CAVEAT_ID, show_order=144,
      doc=I18n(en="A service with a normal level and a peak of some days: a base sized at the normal level all "
                  "month, the extra copies of the same card for the peak's days under their cheapest billing unit, "
                  "against the peak all month; and the extra cards must be in stock then.",
               zh="有平时负载、又有持续几天高峰的服务：按平时负载配全月的基础卡，高峰那几天按最便宜的计费方式临时加同型号"
                  "的副本，并和全月按高峰配卡比较；还要提醒高峰时临时加的卡要租得到。"))
def peak_plan(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Any, display: str,
              ask: Callable[..., Consultation]) -> PeakPlan | None:
    if (facts.peak_days is None or facts.rps is None or facts.procure == "buy" or facts.one_off_job
            or facts.normal_requests_per_day is None and facts.normal_rps is None
            or facts.peak_days >= facts.days or facts.budget is not None and facts.budget.currency == "T-CREDIT"):
        return None
    now = next((p for p in picks if "enough" in p.roles), None)
    variant = ask_variant(ask, facts, kb, **_normal_load(facts), **_OFF, currency=display)
    base = enough_pick(variant)
    if now is None or now.monthly_cost is None or base is None or base.monthly_cost >= now.monthly_cost:
        return None  # nothing holds the peak, or the normal level costs as much: nothing to add for the days
    best: tuple[float, _Level, _Level, OfferChoice | None, float] | None = None
    for card in dict.fromkeys((base.card, now.card)):  # the normal level's card, and the peak's own
        normal = ask_variant(ask, facts, kb, **_normal_load(facts), **_OFF, currency=display, only_cards=card) \
            if card != base.card else None
        at_normal = _level(base if normal is None else enough_pick(normal))
        at_peak = _level(now if card == now.card else enough_pick(ask_variant(ask, facts, kb, **_OFF, currency=display,
                                                                   only_cards=card)))
        if at_normal is not None and at_peak is not None and at_normal.gpus != at_peak.gpus:
            # the normal level sized its copy otherwise (a 2-GPU copy where the peak runs 1-GPU copies): the base is
            # counted in the peak's copies, so that the peak only adds more of the same
            at_normal = _in_shape(kb, normal or variant, card, at_peak.gpus)
        if at_normal is None or at_peak is None:
            continue
        extra_replicas = max(0, at_peak.replicas - at_normal.replicas)
        offer = _extra(kb, facts, card, extra_replicas * at_normal.gpus)
        if extra_replicas and offer is None:
            continue
        cost = 0.0 if offer is None else offer.monthly_display * float(facts.peak_days) / MONTH_DAYS
        if best is None or at_normal.monthly + cost < best[0]:
            best = (at_normal.monthly + cost, at_normal, at_peak, offer, cost)
    if best is None:
        return None
    total, at_normal, at_peak, offer, cost = best
    extra = max(0, at_peak.replicas - at_normal.replicas) if offer is not None else 0
    if not extra and total >= now.monthly_cost:
        return None  # the base is the peak's own cards: nothing is added, nothing saved
    text = _said(facts, display, now, at_normal, extra, offer, cost, total)
    plan = PeakPlan(card=at_normal.card, gpus=at_normal.gpus, base_replicas=at_normal.replicas,
                    base_monthly=at_normal.monthly, base_offer=at_normal.offer, extra_replicas=extra,
                    peak_days=float(facts.peak_days), extra_cost=cost, extra_offer=offer, peak_card=now.card,
                    peak_gpus=now.gpus_in_all, peak_monthly=now.monthly_cost,
                    month_total=min(total, now.monthly_cost), currency=display, rule=peak_plan.id, text=text)
    sink.step(peak_plan, {"normal": _normal_load(facts), "peak_days": facts.peak_days,
                          "base": {"card": at_normal.card, "gpus": at_normal.gpus_in_all,
                                   "monthly": round(at_normal.monthly, 2)},
                          "extra": {"gpus": extra * at_normal.gpus, "cost": round(cost, 2),
                                    "unit": None if offer is None else offer.unit},
                          "peak_all_month": round(now.monthly_cost, 2)}, text)
    if extra and total < now.monthly_cost:
        sink.caveat(CAVEAT_ID, peak_plan, _supply(at_normal, extra * at_normal.gpus, facts), at_normal.card)
    return plan


def _said(facts: Facts, display: str, now: Pick, base: _Level, extra: int, offer: OfferChoice | None, cost: float,
          total: float) -> I18n:
    """The plan in one line: the base and its month, the extra copies and their days, the month against the peak's."""
    en_unit, zh_unit, _each = SERVICE_UNITS.get(facts.task, SERVICE_UNITS["inference"])
    if facts.normal_rps is not None:
        level_en, level_zh = f"{facts.normal_rps:.3g} {en_unit}/s", f"每秒 {facts.normal_rps:.3g} {zh_unit}"
    else:
        level_en = f"{facts.normal_requests_per_day:,} {en_unit} a day"
        level_zh = f"每天 {facts.normal_requests_per_day:,} {zh_unit}"
    days, n_base, name = f"{float(facts.peak_days):g}", base.gpus_in_all, base.card_name
    seller = base.offer.provider_name if base.offer is not None else ""
    base_cost, peak_cost = money(base.monthly, display), money(now.monthly_cost, display)
    peak_en = f"{now.gpus_in_all} × {now.card_name} sized at the peak all month ({peak_cost})"
    peak_zh = f"全月按高峰配 {now.gpus_in_all} 张 {now.card_name}（{peak_cost}）"
    lead_en = (f"Adding cards for the peak: keep {n_base} × {name} ({seller}) all month for the normal level "
               f"({level_en}), {base_cost}/month")
    lead_zh = f"高峰临时加卡：平时 {n_base} 张 {name}（{seller}）全月在线，承载平时的量（{level_zh}），每月 {base_cost}"
    if offer is None or extra <= 0:
        return I18n(en=f"{lead_en}; it holds the peak too — against {peak_en}.",
                    zh=f"{lead_zh}；高峰也扛得住——对比{peak_zh}。")
    more = extra * base.gpus
    usage_en, usage_zh = offer.usage_text.en, offer.usage_text.zh
    if total >= now.monthly_cost:
        return I18n(en=f"{lead_en}; {more} more for the {days} peak days would cost {money(cost, display)} "
                       f"({offer.provider_name}, {usage_en}): {money(total, display)} in all, no less than {peak_en} "
                       "— keep the peak's cards all month.",
                    zh=f"{lead_zh}；高峰那 {days} 天再加 {more} 张要 {money(cost, display)}（{offer.provider_name}，"
                       f"{usage_zh}）：合计 {money(total, display)}，不比{peak_zh}便宜——全月按高峰配即可。")
    # the offer's own figure ends its usage text; one in another currency is said again in the answer's
    same = offer.currency == display
    cost_en, cost_zh = ("", "") if same else (f": {money(cost, display)}", f"：{money(cost, display)}")
    budget = facts.budget
    fits_en = fits_zh = ""
    if budget is not None and budget.unit == "month" and budget.currency == display:
        ok = total <= budget.amount
        fits_en = f"; {'within' if ok else 'over'} your {money(budget.amount, display)} a month"
        fits_zh = f"，{'在' if ok else '超出'}每月 {money(budget.amount, display)} 的预算{'内' if ok else ''}"
    return I18n(
        en=f"{lead_en}; for the {days} peak days add {more} more ({offer.provider_name}, {usage_en}){cost_en}. "
           f"The month with the peak: {money(total, display)}, against {peak_en} — "
           f"{money(now.monthly_cost - total, display)} less{fits_en}. The added copies run the same launch line "
           "behind the same load balancer.",
        zh=f"{lead_zh}；高峰那 {days} 天再加 {more} 张（{offer.provider_name}，{usage_zh}）{cost_zh}。"
           f"有高峰的月份合计 {money(total, display)}，比{peak_zh}省 {money(now.monthly_cost - total, display)}"
           f"{fits_zh}。加开的副本用同一条启动命令，挂在同一个负载均衡后面。")


def _supply(base: _Level, more: int, facts: Facts) -> I18n:
    days = f"{float(facts.peak_days or 0):g}"
    return I18n(
        en=f"The {more} extra {base.card_name} for the {days} peak days must be there when the peak comes: stock "
           "changes within the day and a card can be out at any moment (source 3) — confirm with the seller that "
           "they can open them for those days and book ahead (a day or week plan opened before the peak starts); "
           "if the card is out, take one of the same memory class or the next one up (source 3), and mind the "
           "seller's cap on how many one account may hold (source 2).",
        zh=f"高峰那 {days} 天加的 {more} 张 {base.card_name} 要在高峰来时租得到：库存一天内会变，任一时刻都可能缺货"
           "（来源 3）——提前向平台确认那几天能开出来，并在高峰开始前预订（包日 / 包周提前开好）；首选卡缺货时，"
           "选同显存档位或更大一档（来源 3），也要注意平台的台数上限（来源 2）。")


RULES = declared(__name__)
