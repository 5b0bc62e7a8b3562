"""`billing-edge` (review 50 C10): a one-off job billed by the day (or week, or month) whose estimated run ends in the
last tenth of its last billed unit is one slow start from another whole unit on every GPU. 500 Wan2.1 clips on 20
A800s billed by the day were planned at 23.4 of 24 hours for ¥2,744 of a ¥3,000 budget; 3 % slower and the second
day takes it to ¥5,488. The top pick says what an overrun costs, and how to leave room."""

from __future__ import annotations

import math
from typing import Any

from knowledge.text import UNIT_ZH, I18n, money
from rules.base._common import declared, step

CAVEAT_ID = "billing-edge"
UNIT_HOURS = {"day": 24.0, "week": 168.0, "month": 720.0}
EDGE = 0.9  # the run ends in the last tenth of a billed unit


@step(id="billing-edge", concern="pricing", source="seed-001", caveat=CAVEAT_ID, show_order=28,
      doc=I18n(en="A job billed by the day, week or month whose run ends in the last tenth of its last billed unit "
                  "says what one more unit on every GPU costs, and how to leave room.",
               zh="按天、周或月计费的任务，若估算完成时间落在最后一个计费单位的最后十分之一，说明多出一个计费单位"
                  "（每张卡）要多花多少，以及怎样留出余量。"))
def billing_edge(facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    job, offer = pick.job, pick.offer
    if job is None or not job.is_job or offer is None or offer.unit not in UNIT_HOURS:
        return None
    units = job.wall_hours / UNIT_HOURS[offer.unit]
    whole = math.ceil(units - 1e-9)
    if units <= 0 or whole - units > 1 - EDGE or not job.total:
        return None
    slower = (whole / units - 1) * 100
    unit_zh = UNIT_ZH.get(offer.unit, offer.unit)
    one_more = job.total / whole  # one more billed unit on every GPU, in the answer's currency
    more, total = money(one_more, pick.currency), money(job.total + one_more, pick.currency)
    over = (facts.budget is not None and facts.budget.unit == "total"
            and job.total + one_more > facts.budget.amount)
    in_all_en = f" ({total} in all{' — over your budget' if over else ''})"
    in_all_zh = f"（共 {total}{'，超出预算' if over else ''}）"
    text = I18n(
        en=f"{pick.card} finishes in {job.wall_hours:,.1f} h, {units / whole:.0%} of the {whole} {offer.unit}"
           f"{'' if whole == 1 else 's'} its offer bills by: a run {slower:.0f} % slower than estimated bills one more "
           f"{offer.unit} on every GPU, {more} more{in_all_en}. Leave room: a GPU count whose run ends well inside a "
           f"billed {offer.unit}, an hourly offer, or a short timed test batch before committing.",
        zh=f"{pick.card} 要 {job.wall_hours:,.1f} 小时，用掉按{unit_zh}计费的 {whole} 个{unit_zh}的 "
           f"{units / whole:.0%}：实际比估算慢 {slower:.0f} % 就要每张卡多付一{unit_zh}，多 {more}{in_all_zh}。"
           "请留出余量：选一个能在计费单位内从容跑完的卡数、改用按小时计费，或先跑一小批实测再定。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, billing_edge, text, pick.card)
        sink.step(billing_edge, {"pick": {"card": pick.card, "wall_hours": round(job.wall_hours, 2),
                                          "unit": offer.unit, "units": round(units, 3)}}, text)
    return text


RULES = declared(__name__)
