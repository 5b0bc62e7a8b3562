"""What a dominated card is beaten by, named: which pick costs less, which is faster, which gives more per unit.

"The picks are cheaper, faster or better value" left the reader to guess — and was wrong for a card cheaper than a
pick but slower (review 96: a cheaper-but-slower MI300X). The line now names the pick that beats it on each count,
with its number, and says plainly when a card is ranked after the picks for another reason.
"""

from __future__ import annotations

import math
from dataclasses import replace

from knowledge.text import money
from rules.answer import cost_phrase, metric_text
from rules.base._common import I18n
from rules.base.ranking_rows import Ranking, Row

_EPS = 1e-9


def _cost(r: Ranking, row: Row) -> tuple[str, str]:
    if r.facts.procure == "buy":
        return f"{money(row.cost, r.display)} to buy", f"购买 {money(row.cost, r.display)}"
    plan = r.plans.get(row.card.id)
    if plan is not None and plan.is_job:
        return f"{money(row.cost, r.display)} for the job", f"任务共 {money(row.cost, r.display)}"
    if r.facts.days < 28:  # a short rental in its own usage, as the line it beats says (review 12 m3)
        return cost_phrase(r.facts, row.cost, r.display, plan, row.priced.choice)
    return f"{money(row.cost, r.display)}/month", f"每月 {money(row.cost, r.display)}"


def beaten_by(r: Ranking, row: Row, picks: list[Row]) -> I18n:
    """'but a100-80g costs less ($1,001/month) and h100-sxm is faster (≈ 33 tokens/s per sequence)' — each count
    on which a pick beats ``row``, by the pick best on that count; a card beaten on none ranks after them."""
    # a card with no purchase price is not "dearer" than a priced pick: its price is unknown
    cheaper = [p for p in picks if math.isfinite(row.cost) and p.cost < row.cost * (1 - _EPS)]
    # nor does a pick with no price beat a card on speed: what its speed costs is unknown (review 106 C4: a passive
    # H100 PCIe "to quote" made a used RTX 3090 "dominated")
    faster = [p for p in picks if math.isfinite(p.cost) and p.metric > row.metric * (1 + _EPS)]
    en: list[str] = []
    zh: list[str] = []
    if cheaper:
        best = min(cheaper, key=lambda p: (p.cost, p.card.id))
        cost_en, cost_zh = _cost(r, best)
        en.append(f"{best.card.id} costs less ({cost_en})")
        zh.append(f"{best.card.id} 更便宜（{cost_zh}）")
    if faster:
        best = max(faster, key=lambda p: (p.metric, p.card.id))
        plan = r.plans.get(best.card.id)
        if plan is not None and plan.is_job and best.metric > 0 and abs(plan.wall_hours * best.metric - 1) > 0.01:
            # the faster pick won on more GPUs than its value plan: its own time, not the plan's (an H20 at 13 h was
            # told "a800-80g is faster (finishes in 19.5 h)" beside the 8 × A800 pick's 2.5 h)
            plan = replace(plan, wall_hours=1 / best.metric, gpus=best.priced.gpus)
        m_en, m_zh = metric_text(r.metric, best.metric, plan, best.priced.gpus)
        if plan is not None and plan.is_job and plan.gpus > 1:
            m_en, m_zh = f"{m_en} on {plan.gpus} GPUs", f"{plan.gpus} 张卡 {m_zh}"
        en.append(f"{best.card.id} is faster ({m_en})")
        zh.append(f"{best.card.id} 更快（{m_zh}）")
    if not math.isfinite(row.cost):  # faster is no domination when its own price may be lower
        return I18n(en="with no dated price to weigh against the picks', it ranks after them"
                       + (f"; {en[-1]}." if faster else "."),
                    zh="没有带日期的价格可与推荐比较，排在推荐之后" + (f"；{zh[-1]}。" if faster else "。"))
    if not en and row.metric > 0:
        per_unit = [p for p in picks if p.metric > 0 and p.cost / p.metric < row.cost / row.metric * (1 - _EPS)]
        if per_unit:
            best = min(per_unit, key=lambda p: (p.cost / p.metric, p.card.id))
            en.append(f"{best.card.id} gives more for the money")
            zh.append(f"{best.card.id} 更划算")
    if not en:
        return I18n(en="but it ranks after the picks, which are no dearer and no slower.",
                    zh="但排在推荐之后：推荐的卡不比它贵，也不比它慢。")
    return I18n(en="but " + " and ".join(en) + ".", zh="但 " + "，".join(zh) + "。")


def feasible_but(r: Ranking, row: Row, picks: list[Row], cost: I18n, metric: I18n, floor: bool) -> I18n:
    """The dominated line: what ``row`` costs and does, then what beats it. ``floor``: its time is an upper bound
    (the model measured only on slower cards: review 5 F10)."""
    beaten = beaten_by(r, row, picks)
    at_most = (I18n(en="; at most — the model was measured only on cards slower than this one, so this time is an "
                       "upper bound and it likely finishes sooner",
                    zh="；这是上限——该模型只在比它慢的卡上实测过，这个时长是上限，实际多半更快")
               if floor else I18n(en="", zh=""))
    return I18n(en=f"feasible at {cost.en} ({metric.en}{at_most.en}), {beaten.en}",
                zh=f"可行，{cost.zh}（{metric.zh}{at_most.zh}），{beaten.zh}")
