"""What a busier day would take when a serving load was estimated from a day's total (review 12 M3:
'200k requests a day' was sized for one user; review 17 F2: a customer-service bot's day mostly falls
in business hours): the answer stands on the busiest hour of a waking day, said as an estimate, and
this what-if says what the same day packed into business hours needs — the person is asked for theirs."""

from __future__ import annotations

from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.consultation import Consultation, Pick, WhatIf
from rules.day_load import active_hours, day_total_sized, peak_rate
from rules.engine import Rule, Sink
from rules.fact_vocab import SERVICE_UNITS
from rules.facts import Facts, with_changes
from rules.rentable import ask_over_rentable

BUSINESS_HOURS = 10.0  # a working day's traffic (customer service, an office's tools)


def peak_what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                 ask: Callable[..., Consultation], step: Rule) -> list[WhatIf]:
    """A load estimated from a day's total also says what the day in business hours would take."""
    if not picks or not day_total_sized(facts):
        return []
    if active_hours({"hours_per_day": facts.hours_per_day}) <= BUSINESS_HOURS:
        return []  # the service's own hours are a working day's or fewer already
    peak = peak_rate(facts.requests_per_day, BUSINESS_HOURS)
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, rps=peak, requests_per_day=None), kb, what_if=False,
                                  _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return []
    best = next((p for p in other.picks if "enough" in p.roles), None)
    if best is None or best.monthly_cost is None:
        return []
    n = best.gpus * (getattr(best, "replicas", 1) or 1)
    now = next((p for p in picks if "enough" in p.roles), picks[0])
    if (best.card, n) == (now.card, now.gpus_in_all):
        return []  # the same pick holds the busier day: nothing to weigh
    cost = money(best.monthly_cost, display)
    en, zh, _each = SERVICE_UNITS.get(facts.task, SERVICE_UNITS["inference"])
    text = I18n(en=f"If the day's {en} come in {BUSINESS_HOURS:g} business hours (a busiest hour of "
                   f"{peak:.3g} {en}/s): {n} × {best.card_name} at {cost}/month — tell me your peak to settle it.",
                zh=f"若全天{zh[1:]}集中在 {BUSINESS_HOURS:g} 个工作小时（最忙时每秒 {peak:.3g} {zh}）：{n} 张 "
                   f"{best.card_name}，每月 {cost}——告诉我你的峰值即可定下来。")
    sink.step(step, {"change": {"rps": round(peak, 3)}, "card": best.card}, text)
    return [WhatIf({"rps": round(peak, 3)}, text, best.card, best.monthly_cost, None, n)]


def queued_what_if(kb: KnowledgeBase, facts: Facts, picks: tuple[Pick, ...], sink: Sink, display: str,
                   ask: Callable[..., Consultation], step: Rule) -> list[WhatIf]:
    """An image or video service with a day's total: what making the day's work in a queue costs, each item
    waiting for a free GPU instead of being made at the peak (read again, a KTV chain's clips: 164 × RTX 4090
    for the peak of 30 a minute, ¥195,324 a month, where the day's 3,000 fit a queue on far fewer).

    The queue's GPUs stay up all day while the items arrive, each at most TARGET_BUSY busy over the day's average —
    the pick's own note sizes its queue the same way (rules.media_service). Review 122 M9: the month's items were
    priced as one batch (8 × RTX 6000 Ada for their 61 GPU-hours a day, $1,547), more GPUs than the peak's 7 and
    billed only while working, beside the pick's "4 GPU(s) queue the day's work … $2,419": two plans for one queue."""
    if not facts.media_service or not facts.requests_per_day:
        return []
    day_average = facts.requests_per_day / (24 * 3600)
    try:
        other = ask_over_rentable(ask, with_changes(facts, kb, rps=day_average, requests_per_day=None,
                                                    hours_per_day=24.0), kb, what_if=False, _variant=True)
    except Exception:  # noqa: BLE001 - a variant that is itself invalid is skipped
        return []
    best = next((p for p in other.picks if "enough" in p.roles), None)
    if best is None or best.monthly_cost is None or best.offer is None or other.display_currency != display:
        return []
    now = next((p for p in picks if "enough" in p.roles), None)
    if now is not None and now.monthly_cost is not None and best.monthly_cost >= now.monthly_cost * 0.8:
        return []  # the peak costs little more than the queue: nothing to weigh
    n = best.gpus_in_all
    cost = money(best.monthly_cost, display)
    budget = facts.budget
    fits_en = fits_zh = ""
    if budget is not None and budget.unit == "month" and budget.currency == display:
        fits = best.monthly_cost <= budget.amount
        fits_en = f" — {'within' if fits else 'over'} your {money(budget.amount, display)} a month"
        fits_zh = f"——{'在' if fits else '超出'}你每月 {money(budget.amount, display)} 的预算{'内' if fits else ''}"
    en, zh, _each = SERVICE_UNITS[facts.task]
    # a public app's users wait on each one (review 54 M3: an avatar mini-program was offered a queue that clears
    # "within the day"): said, so that it is taken only where the result can come later
    wait_en = (" Your users wait on each one: at the peak that is minutes or more — only for results they can get "
               "later (a notification), not for an answer on screen." if facts.public_service else "")
    wait_zh = ("你的用户要等每一张：高峰时要等几分钟甚至更久——只适合结果可以稍后送达（通知用户）的场景，"
               "不适合当场出结果。" if facts.public_service else "")
    text = I18n(en=f"Queued instead of made at the peak (each of the day's {facts.requests_per_day:,} {en} waits its "
                   "turn for a free GPU; at the peak the wait grows, and the queue clears within the day): "
                   f"{n} × {best.card_name} at {best.offer.provider_name}, kept running all day, {cost}/month"
                   f"{fits_en}.{wait_en}",
                zh=f"改为排队生成而不是按高峰配卡（每天 {facts.requests_per_day:,} {zh}各自排队等空闲的卡；"
                   f"高峰时等得更久，当天内排完）：{n} 张 {best.card_name}（{best.offer.provider_name}），全天开着，"
                   f"每月 {cost}{fits_zh}。{wait_zh}")
    change = {"rps": round(day_average, 4), "requests_per_day": None, "hours_per_day": 24.0}
    sink.step(step, {"change": change, "card": best.card}, text)
    return [WhatIf(change, text, best.card, best.monthly_cost, None, n)]
