"""A service's day (review 12 M3, review 17 F2): the hours it runs, the hours its requests rise and
fall over, and the busiest hour a day's total implies when no peak was said.

    daily_rate(given, label, notes) -> given with "rps" estimated from "requests_per_day"
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from knowledge.schema import I18n
from rules.fact_parse import parse_count, parse_rps
from rules.fact_vocab import LIMITS, MEDIA_SERVICE_TASKS, SERVICE_UNITS

Label = Callable[[str], str]


def service_hours(given: Mapping[str, Any]) -> float:
    """The hours a day the service runs, in which a day's requests arrive (24 unless said)."""
    try:
        return min(24.0, max(float(given.get("hours_per_day") or 24), 1 / 60))
    except (TypeError, ValueError):
        return 24.0  # a bad value is refused where the hours are read


# A day's total says nothing of its busiest hour. Requests that rise and fall once a day over the
# hours people are awake follow a half-ellipse, whose top is 4/π × the hours' mean (Justin Parr,
# "Elliptical distribution curve": peak per hour = 4·V / (π·t)); over 16 waking hours that is 1.91 ×
# the 24-hour mean, above the 1.6-1.7 a user base spread over the world's time zones shows (Robust
# Perception, "Do you know your peak-to-mean ratio?") — a service's users mostly share one region.
WAKING_HOURS = 16.0


def active_hours(given: Mapping[str, Any]) -> float:
    """The hours over which a day's requests rise and fall: the service's own when said, else waking hours."""
    return min(service_hours(given), WAKING_HOURS)


def peak_rate(per_day: float, hours: float) -> float:
    """Requests a second in the busiest hour of a day's total spread over ``hours`` (the half-ellipse's top)."""
    return 4 * per_day / (math.pi * hours * 3600)


def day_total_sized(facts: Any) -> bool:
    """Whether the facts' rate is the busiest hour estimated from a day's total (no peak said)."""
    per_day, rps = getattr(facts, "requests_per_day", None), getattr(facts, "rps", None)
    if not (per_day and rps):
        return False
    expected = peak_rate(per_day, active_hours({"hours_per_day": facts.hours_per_day}))
    return abs(rps - expected) <= 1e-6 * max(1.0, expected)


def daily_rate(given: Mapping[str, Any], label: Label, notes: list[I18n]) -> Mapping[str, Any]:
    """A day's total with no peak said (review 12 M3: '200k requests a day' was sized for one user;
    review 17 F2: sized at the 24-hour mean, a public service ran out at its busy hours): the load
    is the busiest hour estimated from it, said as an estimate; ``given`` with that rate."""
    if given.get("requests_per_day") is None:
        return given
    task = str(given.get("task", "inference"))
    if task not in ("inference", *MEDIA_SERVICE_TASKS):
        return given
    unit_en, unit_zh, each = SERVICE_UNITS[task]
    per_day = parse_count(label("requests_per_day"), given["requests_per_day"], LIMITS["requests_per_day"])
    hours = active_hours(given)
    served = service_hours(given)
    mean = per_day / (served * 3600)
    rate = peak_rate(per_day, hours)
    if given.get("rps") is not None:
        return _peak_below_mean(given, per_day, mean, rate, label, notes, (unit_en, unit_zh, each))
    notes.append(I18n(
        en=f"Sized at the busiest hour of your day's total: {per_day:,} {unit_en} rising and falling over "
           f"{hours:g} h peak at 4/π × their mean = {rate:.3g} a second ({rate / mean:.2g} × the "
           f"{mean:.3g}/s mean over {served:g} h; a half-ellipse day, Justin Parr; users across the world's time "
           f"zones run 1.6-1.7 ×, Robust Perception) — an estimate: give your peak with {label('rps')}.",
        zh=f"按全天总量中最忙的时段估算：{per_day:,} {unit_zh}在 {hours:g} 小时内起落，峰值为均值的 4/π 倍 = 每秒 "
           f"{rate:.3g} {each}（是 {served:g} 小时平均每秒 {mean:.3g} {each}的 {rate / mean:.2g} 倍；"
           "按半椭圆日曲线，Justin Parr；"
           f"用户遍布全球各时区时约 1.6–1.7 倍，Robust Perception）——这是估计：请用 {label('rps')} 给出峰值。"))
    return {**given, "rps": rate}


def _peak_below_mean(given: Mapping[str, Any], per_day: int, mean: float, rate: float, label: Label,
                     notes: list[I18n], units: tuple[str, str, str]) -> Mapping[str, Any]:
    """A peak said below the day's own average cannot both hold (review 80 c08: "peak about 40 images a minute,
    roughly 150k a day" — 104 a minute on average — was sized at 40, half what the day takes): the busiest hour of
    the day's total is sized, and the two figures are said side by side to be settled."""
    said = parse_rps(label("rps"), given["rps"])
    if said >= mean:
        return given
    unit_en, unit_zh, each = units
    notes.append(I18n(
        en=f"Your peak ({said * 60:,.3g} {unit_en} a minute) is below your day's own average ({per_day:,} a day = "
           f"{mean * 60:,.3g} a minute over {service_hours(given):g} h): both cannot hold, so the day's total is "
           f"sized, its busiest hour at {rate * 60:,.3g} a minute — say which figure is right ({label('rps')}, "
           f"{label('requests_per_day')}).",
        zh=f"你给的峰值（每分钟 {said * 60:,.3g} {each}）低于你全天的平均值（每天 {per_day:,} {each} = 在 "
           f"{service_hours(given):g} 小时内平均每分钟 {mean * 60:,.3g} {each}）：两者不可能同时成立，"
           f"所以按全天总量配，最忙时段每分钟 {rate * 60:,.3g} {each}——请确认哪个数对（{label('rps')}、"
           f"{label('requests_per_day')}）。"))
    return {**given, "rps": rate}


# a day's requests one GPU would serve in minutes: a rented card sits idle nearly all day
SMALL_DAY = 500
# the largest model whose 4-bit weights (~0.5 GB per billion parameters) a desktop's 24–32 GB card or 64 GB of RAM holds
HOME_4BIT_MAX_B = 70.0


def small_load_line(facts: Any, picks: Any, kb: Any = None) -> I18n | None:
    """Nothing fits a budget and the load is a few hundred requests a day (review 32 M5: a Discord bot of ~50
    messages a day was offered 'int4, 2 h a day'): say what suits so small a load, without inventing its price."""
    per_day = getattr(facts, "requests_per_day", None)
    if picks or facts.budget is None or facts.task != "inference" or not per_day or per_day > SMALL_DAY:
        return None
    # a 4-bit build at home only where 4-bit weights fit a desktop (review 58 C8: a 671B model's 4-bit weights are
    # ~340 GB — no student's computer holds them)
    model = facts.model_record(kb) if kb is not None and facts.model else None
    size = (model.params_b if model is not None else None) or facts.params_b or 0.0
    home_en = ", or run a 4-bit build on a computer you already have" if 0 < size <= HOME_4BIT_MAX_B else ""
    home_zh = "，或者在你已有的电脑上跑 4 位量化版" if 0 < size <= HOME_4BIT_MAX_B else ""
    return I18n(
        en=f"At {per_day:,} requests a day a rented GPU would sit idle nearly all day: for so small a load a "
           "hosted API billed per token, or a serverless GPU billed per second, costs far less than any card here "
           f"(no dated prices for them are on record){home_en}.",
        zh=f"每天 {per_day:,} 个请求，租一张卡几乎整天闲着：这么小的负载，按 token 计费的托管 API 或按秒计费的 "
           f"serverless GPU 比这里任何一张卡都便宜得多（这里没有它们带日期的价格）{home_zh}。")
