"""A training job's cheapest plan on a card no training run is on record for, against a measured card's a little dearer.

The unmeasured card (MI300X) is credited the measured H100's achieved TFLOPS and no more (rules.estimate.job): its time
is the best case, and SemiAnalysis found its paper advantage not realised in training with public software
(semianalysis-mi300x-training-2024-12). So its price is a floor; a measured card within a quarter of it leads, and the
line says what the unmeasured card would cost if a pilot confirms the rate (review 89 c08: 8 × MI300X led a 1B
pre-train at $415 against 8 × B200's $445, on a speed the answer itself called a ceiling)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from knowledge.text import money
from rules.base.ranking_rows import Ranking, Row
from rules.estimate import job as job_est

CEILING_MARGIN = 0.25  # how much dearer a measured card may be and still lead an unmeasured one


def measured_first(r: Ranking, row: Row) -> tuple[Row, I18n] | None:
    """The measured card that leads ``row`` (the cheapest, on an unmeasured card), with why; None where none does."""
    plan = r.plans.get(row.card.id)
    if plan is None or not plan.unmeasured:
        return None
    measured = [x for x in r.top if (p := r.plans.get(x.card.id)) is not None and not p.unmeasured and not p.late]
    alt = min(measured, key=lambda x: (x.cost, -x.metric, x.card.id), default=None)
    if alt is None or alt.cost > row.cost * (1 + CEILING_MARGIN):
        return None
    mine = plan.gpus
    return alt, I18n(
        en=f"the cheapest job on a card whose training speed is measured: {money(alt.cost, r.display)}. "
           f"{mine} × {row.card.name} would cost {money(row.cost, r.display)} only at the H100's measured rate, which "
           "no training run on it has shown (public benchmarks found its paper advantage not realised in training) — "
           "cheaper only if a pilot run confirms it.",
        zh=f"训练速度有实测的卡里任务最便宜：{money(alt.cost, r.display)}。{mine} 张 {row.card.name} 只有跑到 "
           f"H100 的实测速度才是 {money(row.cost, r.display)}，而它没有训练实测（公开评测显示其纸面优势在训练中"
           "没有兑现）——只有试跑确认后才更便宜。")


def best_case_only(r: Ranking, enough: Row) -> set[str]:
    """Cards whose job time is a best case, beside a measured enough pick: no best value either — their value rests
    on the same unmeasured rate (review 89 c08, read again: 8 × MI300X was the best value beside 8 × B200 enough)."""
    plan = r.plans.get(enough.card.id)
    if plan is None or plan.unmeasured:
        return set()
    return {x.card.id for x in r.top if (p := r.plans.get(x.card.id)) is not None and p.unmeasured}


def best_case_weight(kb: Any, facts: Any, card_id: str) -> float:
    """A training job's cost on ``card_id`` weighed as ``measured_first`` weighs it: a card whose training rate is a
    best case counts a quarter dearer (the what-if that raises the budget names the card the answer would lead with:
    a measured 8 × B200, not the MI300X's best case)."""
    if not facts.is_training or card_id not in kb.cards_by_id:
        return 1.0
    got = job_est.hfu(kb, kb.card(card_id), "tuned", training=True)
    return 1.0 + CEILING_MARGIN if job_est.UNMEASURED_VENDOR_SOURCE in got.sources else 1.0
