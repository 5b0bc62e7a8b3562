"""A batch job on the cards the person has, at the smaller weights that make them hold it (review 109 C3b: two owned
RTX 4090s for 300,000 Qwen3-32B prompts heard "2 can run it with FP8 weights … about 35 tokens/s" and a rental's
"¥70.32 for the job" — never how long the job takes on their own box, nor what it draws). The hours are the what-if's
own plan for those cards (the same batch model the picks use); the cost of an owned box is its energy: the kWh at
the cards' board power, with no tariff on file — the person's own rate multiplies it."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules.job_notes import hours_text, hours_text_zh


def owned_batch_time(card_id: str, count: int, result: Any) -> I18n | None:
    """The hours and GPU energy of the batch on ``count`` of the person's ``card_id`` with the change a what-if names
    for them; None where the job is no sized batch or no what-if runs it on those cards."""
    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or not facts.generate_tokens or card_id not in kb.cards_by_id:
        return None
    plan = next((w for w in result.what_if if w.card == card_id and 0 < w.gpus <= count and w.job is not None
                 and getattr(w.job, "wall_hours", None)), None)
    if plan is None:
        return None
    hours, card = float(plan.job.wall_hours), kb.card(card_id)
    change = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in plan.change.items())
    change_zh = "，".join(f"{_ZH.get(k, k)} {v}" for k, v in plan.change.items())
    tokens = float(facts.generate_tokens)
    en = (f"On your {count} × {card_id} ({change}): the {tokens:,.0f} output tokens take about {hours_text(hours)}")
    zh = f"在你的 {count} 张 {card_id} 上（{change_zh}）：{tokens:,.0f} 个输出 token 约 {hours_text_zh(hours)}"
    if facts.deadline:
        inside = hours <= facts.deadline
        en += f", {'within' if inside else 'past'} your {facts.deadline:,.0f} h deadline"
        zh += f"，{'在' if inside else '超过'}你的 {facts.deadline:,.0f} 小时期限{'内' if inside else ''}"
    en += ", nothing to rent"
    zh += "，不用租"
    if card.tdp_w:
        kwh = card.tdp_w * plan.gpus * hours / 1000
        en += (f"; at their {card.tdp_w:,.0f} W board power the GPUs draw at most about {kwh:,.0f} kWh (the rest of "
               "the machine on top; no electricity tariff is on file — your own rate × the kWh is the cost)")
        zh += (f"；按每张 {card.tdp_w:,.0f} W 的板卡功耗，GPU 最多约耗电 {kwh:,.0f} 度（整机其余部分另计；"
               "知识库里没有电价，成本 = 度数 × 你的电价）")
    return I18n(en=f"{en}.", zh=f"{zh}。")


_ZH = {"precision": "权重", "kv_precision": "KV cache", "engine": "引擎", "max_gpus": "最多卡数"}
