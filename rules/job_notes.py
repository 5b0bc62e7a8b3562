"""The words a job's plan is said in: its hours, how its wall clock was billed, its start-up and a deadline with
little margin (rules.jobplan's plans, rules.generation's batches and rules.node_cost's whole nodes say them alike)."""

from __future__ import annotations

import math
from typing import Any

from knowledge.schema import I18n
from knowledge.text import UNIT_ZH, money
from rules.estimate import job as job_est
from rules.estimate.cost import UNIT_HOURS


def hours_text(h: float) -> str:
    return f"{h:,.1f} h" if h < 100 else f"{h:,.0f} h ({h / 24:,.1f} days)"


def hours_text_zh(h: float) -> str:
    return f"{h:,.1f} 小时" if h < 100 else f"{h:,.0f} 小时（{h / 24:,.1f} 天）"


def billed_note(ch: Any, wall_hours: float, kb: Any = None) -> I18n:
    """How a job's wall clock was billed under the chosen offer's unit — and how finely: a seller's rounding on record
    is said; where none is, the wall clock is billed pro rata and the answer says so, with what whole units would
    cost (review 101 #1: "billed for 0.4 h … under the offer's unit (hour)" read as 8 GPU-hours, priced as 3.2)."""
    unit_zh = UNIT_ZH.get(ch.unit, ch.unit)
    if ch.unit in ("week", "month") or ch.unit not in UNIT_HOURS:
        return I18n(en=f"Billed for {hours_text(wall_hours)} of wall clock under the offer's unit ({ch.unit}): "
                       f"{ch.usage_text.en} — a month plan bills the whole month.",
                    zh=f"按报价的计费单位（{unit_zh}）计 {hours_text_zh(wall_hours)}：{ch.usage_text.zh}"
                       "——包周/包月按整周期收费。")
    seller = None if kb is None else kb.providers_by_id.get(ch.provider)
    rounding = getattr(seller, "billing_rounding", None)
    if ch.unit == "day":  # a day plan is costed in whole days (rules.estimate.cost): said so, not "pro rata"
        return _whole_days_note(ch, wall_hours, rounding)
    if rounding in ("minute", "hour"):
        word_zh = "分钟" if rounding == "minute" else "小时"
        return I18n(en=f"Billed for {hours_text(wall_hours)} of wall clock, each GPU's session rounded up to the "
                       f"{rounding} ({ch.provider_name}'s billing on record): {ch.usage_text.en}.",
                    zh=f"计 {hours_text_zh(wall_hours)}，每张卡按{word_zh}向上取整"
                       f"（{ch.provider_name} 有记录的计费规则）：{ch.usage_text.zh}。")
    units = wall_hours / UNIT_HOURS[ch.unit]
    whole = math.ceil(units - 1e-9)
    en = (f"Billed pro rata for {hours_text(wall_hours)} of wall clock at the price per {ch.unit}: "
          f"{ch.usage_text.en}")
    zh = f"按每{unit_zh}单价按比例计 {hours_text_zh(wall_hours)}：{ch.usage_text.zh}"
    if units > 0 and whole > units * 1.01:  # how finely the seller bills is not recorded: whole units said too
        rounded = money(ch.usage_cost * whole / units, ch.currency)
        en += (f" — how finely {ch.provider_name} bills is not on record: rounded up to whole {ch.unit}s, each GPU "
               f"pays {whole:,} {ch.unit}{'s' if whole > 1 else ''}, {rounded} in all")
        zh += (f"——{ch.provider_name} 的计费粒度没有记录：若按整{unit_zh}向上取整，每张卡付 {whole:,} {unit_zh}，"
               f"共 {rounded}")
    return I18n(en=en + ".", zh=zh + "。")


def _whole_days_note(ch: Any, wall_hours: float, rounding: str | None) -> I18n:
    """Review 103 #3: "pro rata 94.4 h: 4 days × ¥137 × 4 = ¥2,195", then "rounded up to whole days … ¥2,233" —
    94.4 h is 3.93 days, and the cost already was 4 whole days: the whole days are the figure, pro rata the smaller."""
    days = wall_hours / UNIT_HOURS["day"]
    whole = math.ceil(days - 1e-9)
    en = (f"Billed in whole days for {hours_text(wall_hours)} of wall clock ({days:,.2f} days) at the price per "
          f"day: {ch.usage_text.en}")
    zh = f"按整天计 {hours_text_zh(wall_hours)}（{days:,.2f} 天）的用时：{ch.usage_text.zh}"
    if rounding is None and whole > days * 1.01:  # how finely the seller bills is not on record: pro rata said too
        prorated = money(ch.usage_cost * days / whole, ch.currency)
        en += (f" — how finely {ch.provider_name} bills is not on record: prorated to the hour, {days:,.2f} days "
               f"would be {prorated}")
        zh += f"——{ch.provider_name} 的计费粒度没有记录：若按小时折算，{days:,.2f} 天为 {prorated}"
    return I18n(en=en + ".", zh=zh + "。")


def setup_note(setup: float, weights_gb: float) -> I18n:
    return I18n(
        en=f"Includes {setup * 60:,.0f} min of start-up on every GPU: the instance starting (about "
           f"{job_est.START_MINUTES:g} min, source 3) and {weights_gb:,.1f} GB of weights downloaded "
           f"at an assumed {job_est.DOWNLOAD_GB_PER_S * 1000:g} MB/s; uploading your data is not "
           "included.",
        zh=f"含每张卡 {setup * 60:,.0f} 分钟的启动时间：实例启动（约 {job_est.START_MINUTES:g} 分钟，来源 3）"
           f"和按假设的 {job_est.DOWNLOAD_GB_PER_S * 1000:g} MB/s 下载 {weights_gb:,.1f} GB 权重；"
           "不含上传你的数据。")


def tight_note(wall: float, deadline: float) -> I18n:
    # review 5 F17: a plan with a 1-hour margin on a week was signed silently
    return I18n(
        en=f"Finishes in {hours_text(wall)} of the {deadline:g} h deadline: under 10 % left for a "
           "restart after a failure — more GPUs or an earlier start.",
        zh=f"用时 {hours_text_zh(wall)}，期限 {deadline:g} 小时：留给故障后重启的时间不到 10%——加卡或提前开始。")



def range_note(t: Any, total: float | None, ch: Any, deadline: float | None) -> I18n | None:
    """A Megatron run's hours and cost from the fast end of its utilisation to the slow end, priced at the middle
    (rules.estimate.mfu_range; review 97 c02), and the deadline the slow end would miss."""
    r, ends = getattr(t, "mfu_range", None), getattr(t, "hours_range", None)
    if r is None or ends is None:
        return None
    fast, slow = ends
    cost_en = cost_zh = ""
    if total is not None and ch is not None and t.wall_hours > 0:  # the cost scales with the hours billed
        lo, hi = (money(total * _billed(h, ch.unit) / _billed(t.wall_hours, ch.unit), ch.display_currency)
                  for h in (fast, slow))
        cost_en, cost_zh = f", {lo}–{hi}", f"，{lo}–{hi}"
    late_en = late_zh = ""
    if deadline is not None and slow > deadline:
        late_en = f" At the slow end it misses the {deadline:g} h deadline: add GPUs or measure a first day's speed."
        late_zh = f"按慢的一端会超过 {deadline:g} 小时的期限：加卡，或先用第一天实测速度核对。"
    return I18n(
        en=f"Utilisation is a range, not one figure: MFU {r.low:.0%} (the lowest published Megatron run on this "
           f"architecture, {r.low_id}) to {r.high:.0%} (the measured figure above) — {hours_text(fast)} to "
           f"{hours_text(slow)}{cost_en}; priced at the middle, MFU {r.middle:.0%}.{late_en}",
        zh=f"利用率是一个区间而不是一个数：MFU {r.low:.0%}（该架构上公开的 Megatron 实测最低值，{r.low_id}）到 "
           f"{r.high:.0%}（上面的实测值）——{hours_text_zh(fast)} 到 {hours_text_zh(slow)}{cost_zh}；"
           f"按中间值 MFU {r.middle:.0%} 计价。{late_zh}")


def _billed(hours: float, unit: str) -> float:
    """The hours a run of ``hours`` is billed for: whole days (weeks, months) on an offer billed by them — a 28.4 h
    run on a day-billed offer pays two days, not 28.4/23.6 of one (review 106 C5: "¥8,449–¥11,894" where the slow end
    costs ¥19,758) — else the hours themselves."""
    step = UNIT_HOURS.get(unit, 0.0) if unit not in ("hour", "minute", "second") else 0.0
    return math.ceil(hours / step - 1e-9) * step if step else hours
