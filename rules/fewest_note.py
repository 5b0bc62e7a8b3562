"""Why a media batch or a training job takes more GPUs than the fewest that meet --deadline (review 106: "3 × RTX 5090
where 2 meet the deadline — no reason given"; leftovers50 #4: a LoRA on 2 × B200 where 1 meets it, no reason given).
rules.job_count takes, of counts costing the same within 2 %, those that leave a quarter of the deadline for a slower
run than estimated, a restart or a queue (with_margin); the plan says so with both counts' times and costs, or that
the fewer GPUs cost more."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n, money
from rules.estimate import job as job_est
from rules.facts import Facts
from rules.facts_for_usage import with_usage
from rules.job_count import ROOM
from rules.job_notes import hours_text, hours_text_zh
from rules.pricing import MONTH_DAYS, monthly_and_over, price_card


def fewer_note(kb: Any, facts: Facts, card_id: str, n: int, total: float | None, currency: str | None,
               wall_of: Any, first: int, faster: bool) -> I18n | None:
    """The fewest GPUs (from ``first``) that meet --deadline, where the plan takes more, and why it does."""
    if faster or facts.deadline is None or facts.priority == "speed" or facts.procure == "buy" or total is None:
        return None
    k = next((c for c in range(max(1, first), n) if wall_of(c) <= facts.deadline), None)
    if k is None:
        return None
    wall = wall_of(k)
    hours, days = job_est.billed_usage(wall)
    usage = with_usage(facts, hours_per_day=hours, days=days)
    monthly, _over = monthly_and_over(kb, usage, card_id, k)
    if monthly is None:
        return None
    k_total = monthly * days / MONTH_DAYS
    cur = currency or ""
    share = wall / facts.deadline
    gpus = f"{k} GPU" if k == 1 else f"{k} GPUs"
    if k_total > total * 1.02:
        why = why_fewer_cost_more(kb, usage, card_id, k, wall)
        return I18n(en=f"{gpus} would also meet the {facts.deadline:g} h deadline ({hours_text(wall)}) but cost "
                       f"{money(k_total, cur)}, more than {n} ({money(total, cur)}): {why.en}.",
                    zh=f"{k} 张卡也能在 {facts.deadline:g} 小时期限内完成（{hours_text_zh(wall)}），但要 "
                       f"{money(k_total, cur)}，比 {n} 张（{money(total, cur)}）贵：{why.zh}。")
    if share <= ROOM:
        return None
    return I18n(en=f"{gpus} would also meet the {facts.deadline:g} h deadline, in {hours_text(wall)} ({share:.0%} of "
                   f"it), leaving under a quarter for a run slower than estimated, a restart or a queue; {n} cost "
                   f"about the same ({money(total, cur)} against {money(k_total, cur)}) and leave that room — take {k} "
                   "if you accept the risk.",
                zh=f"{k} 张卡也能赶上 {facts.deadline:g} 小时的期限，要 {hours_text_zh(wall)}（占 {share:.0%}），"
                   f"留下不到四分之一给估算偏慢、重启或排队；{n} 张花费差不多（{money(total, cur)}，对比 "
                   f"{money(k_total, cur)}），留出了这个余量——愿意承担风险可选 {k} 张。")


def why_fewer_cost_more(kb: Any, usage: Facts, card_id: str, k: int, wall: float) -> I18n:
    """Why fewer GPUs cost more: a seller that rents only whole instances bills the instance's GPUs for the fewer GPUs'
    longer run (review 109 C10b: 1 × A100 at AWS "$1,787" was 8 × 81.4 h × $2.74 of a p4d.24xlarge, said to be "billing
    rounds their longer run up"); else the billing unit rounding the longer run up."""
    choice = price_card(kb, usage, card_id, k).choice
    unit = (choice.min_gpus or kb.provider(choice.provider).min_gpus or 1) if choice is not None else 1
    if choice is None or unit <= k:
        return I18n(en="billing rounds their longer run up", zh="更长的运行按计费单位向上取整")
    row = next((o for o in kb.offers_for(card_id) if o.id == choice.offer_id), None)
    machine = f" ({row.machine.split(':')[0]})" if row is not None and row.machine else ""
    pays = "1 GPU pays" if k == 1 else f"{k} GPUs pay"
    return I18n(en=f"{choice.provider_name} rents it only as a whole {unit}-GPU instance{machine}, so {pays} for "
                   f"{unit} through the longer {hours_text(wall)} run",
                zh=f"{choice.provider_name} 只按整台 {unit} 卡实例{machine}出租，{k} 张卡的用量也要按 {unit} 张卡付费，"
                   f"且跑得更久（{hours_text_zh(wall)}）")
