"""A service people use, rented by the hour for part of each day (review 93 c05, c10): stopping it each night gives the
GPU back, and the seller's stock changes within a day (seed 002: whether an instance opens is decided by the live
stock) — the morning's start can find no card. Said with what running it round the clock costs beside it."""

from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, rule
from rules.pricing import MONTH_DAYS

_UNIT_ZH = {"hour": "小时", "minute": "分钟", "second": "秒"}  # billed by the time the instance runs


@rule(id="daily-restart-stock", concern="market", source="seed-002", pri=50,
      doc=I18n(en="A service people use, rented by the hour for part of the day: each night's stop gives the card "
                  "back and the next start depends on the seller's stock — keep it running, or on a plan that holds "
                  "the card.",
               zh="给人用的服务按小时租、每天只开一段时间：每晚关机就把卡交回，第二天能否开出取决于平台库存——"
                  "要么一直开着，要么用保留卡的包日 / 包周 / 包月。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference") & (m.sized_job == False)  # noqa: E712
                    & (m.hours_per_day < 24)
                    & ((m.serving_users == True) | (m.concurrency > 1) | (m.must_stay_up == True)),  # noqa: E712
                    c.p << (m.kind == "pick") & (m.top == True) & (m.rented == True)  # noqa: E712
                    & ((m.unit == "hour") | (m.unit == "minute") | (m.unit == "second"))],
      shows={"job": ("hours_per_day", "days", "concurrency", "serving_users"), "p": ("card", "provider", "unit")},
      caveat="daily-restart-stock", show_order=143)
def daily_restart_stock(f):
    hours, days = f.job["hours_per_day"], min(f.job["days"] or MONTH_DAYS, MONTH_DAYS)
    return caveat(
        f, "{card} is billed by the {unit} and runs {hours:g} h a day here: stopping the instance each night hands the "
           "GPU back, and a seller's stock changes within a day (source 3: whether an instance opens is decided by "
           "the live stock) — a service people rely on can find no card the next morning. Keep it running round the "
           "clock, every day of the month ({more:.1f}× these hours' cost), take a day / week / month plan that holds "
           "the card, or keep a second seller ready to start on.",
        "{card} 按{unit_zh}计费、这里每天开 {hours:g} 小时：每晚关机就把卡交回，平台库存一天内会变"
        "（来源 3：能否开出以实时库存为准）——给人用的服务第二天早上可能开不出卡。"
        "要么每天全天开着（是这些小时费用的 {more:.1f} 倍），要么用保留卡的包日 / 包周 / 包月，"
        "或者备好第二个平台随时能开。",
        card=f.p["card"], unit=f.p["unit"], unit_zh=_UNIT_ZH[f.p["unit"]], hours=hours,
        more=24 * MONTH_DAYS / (hours * days))


RULES = declared(__name__)
