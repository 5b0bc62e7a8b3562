"""What a pick on a peer-to-peer marketplace costs on demand instead (issue 13, review 9 F11).

A person who did not say their job may be interrupted is told that a marketplace machine can be
reclaimed mid-run (the spot-production caveat, source 2); the answer prices the way out — the
same card and GPU count from the cheapest seller that is not a marketplace — instead of leaving
"pick an on-demand offer" unpriced.
"""

from __future__ import annotations

from dataclasses import replace

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules import jobplan, vision_training_plan
from rules.consultation import Pick
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.generation import generation_plan
from rules.pricing import marketplace, price_card


def on_demand_alternative(kb: KnowledgeBase, facts: Facts, req: Requirement, pick: Pick) -> I18n | None:
    """'On demand instead: 8 × b200 at RunPod, $1,560 for the job (33.1 h).' — None when the pick is not
    on a marketplace, the work may be interrupted, or no other seller prices the card."""
    offer = pick.offer
    if offer is None or facts.interruptible or not marketplace(kb, offer):
        return None
    # a company's job excludes marketplaces (rules.pricing.eligible_offers): price it as one
    firm = replace(facts, buyer="company")
    card = kb.card(pick.card)
    job = pick.job
    if job is not None and job.is_job:
        if job.kind == "generation":
            plan = generation_plan(kb, firm, req, card, pick.gpus, pick.gpus * pick.replicas) or job
        else:
            plan = (vision_training_plan.training_plan(kb, firm, req, card, pick.gpus, pick.gpus)
                    if job.kind == "training" else jobplan.media_plan(kb, firm, card, pick.gpus, pick.gpus))
        choice, total = plan.priced.choice, plan.total
        if choice is None or total is None or marketplace(kb, choice):
            return None
        cost = money(total, choice.display_currency)
        return I18n(en=f"On demand instead: {pick.gpus} × {card.id} at {choice.provider_name}, {cost} for the "
                       f"job ({plan.wall_hours:,.1f} h).",
                    zh=f"改用按需实例：{choice.provider_name} 的 {pick.gpus} 张 {card.id}，任务共 {cost}"
                       f"（{plan.wall_hours:,.1f} 小时）。")
    priced = price_card(kb, firm, card.id, pick.gpus)
    choice = priced.choice
    if choice is None or choice.monthly_display is None or marketplace(kb, choice):
        return None
    # every copy of a serving plan (review 96 c02: "1 × b200 on demand, $4,241 a month" beside 15 copies)
    copies = max(1, getattr(pick, "replicas", 1) or 1)
    cost = money(choice.monthly_display * copies, choice.display_currency)
    n = pick.gpus * copies
    return I18n(en=f"On demand instead: {n} × {card.id} at {choice.provider_name}, {cost}/month.",
                zh=f"改用按需实例：{choice.provider_name} 的 {n} 张 {card.id}，每月 {cost}。")
