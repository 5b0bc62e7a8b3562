"""Whether a serving answer keeps its KV cache in 16 bits, when the person did not say.

An FP8 KV cache (vLLM --kv-cache-dtype fp8) halves the cache at little quality cost, and the what-if offers it. It
leads the answer only where the 16-bit cache fits nothing but a card the market rules rank after the rest — a
China-market part for someone abroad, a seller that does not say where its machines are, a card rented only abroad
for machines asked for in China — and the FP8 cache puts the job on one they do not, for less (review 55 K4: a
coder in Lisbon was headlined 2 × A800 at a mainland-oriented seller, $1,570/month over a $1,500 budget, while one
A100 with an FP8 cache did it for $1,001). The 16-bit plan stays as a what-if.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from knowledge.text import money
from rules.consultation import Consultation, WhatIf
from rules.precision_lead import led_facts, ranked_after

FP8 = {"kv_precision": "fp8"}


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]) -> Consultation | None:
    """``result`` asked again with an FP8 KV cache, or None when it should stand."""
    facts = result.facts
    if facts.task != "inference" or "kv_precision" not in dict(facts.assumed) or not result.picks:
        return None
    top = result.picks[0]
    if not ranked_after(top) or top.monthly_cost is None:
        return None
    if not any(set(w.change) == {"kv_precision"} and w.card for w in result.what_if):
        return None  # the what-if found no card the FP8 cache makes enough
    new = led_facts(kb, facts, FP8, result.picks)
    cost = money(top.monthly_cost, result.display_currency)
    name, n = kb.card(top.card).name, top.gpus_in_all
    seller = top.offer.provider_name if top.offer is not None else ""
    note = I18n(en=f"KV cache in FP8 (not said): in 16 bits the plan is {n} × {name} at {seller}, {cost}/month, a card "
                   "ranked after the others here (see What if); FP8 halves the cache at little quality cost "
                   "(vLLM --kv-cache-dtype fp8) — say --kv-precision fp16 to keep 16 bits.",
                zh=f"KV 缓存默认用 FP8（你未指定）：16 位时的方案是 {n} 张 {name}（{seller}，每月 {cost}），而这张卡"
                   "在这里排在其他卡之后（见“如果……”）；FP8 让缓存减半，质量损失很小（vLLM --kv-cache-dtype fp8）——"
                   "要保留 16 位请用 --kv-precision fp16。")
    again = ask(dataclasses.replace(new, notes=(*new.notes, note)), kb, _lead=False)
    first = again.picks[0] if again.picks else None
    if first is None or ranked_after(first) or first.monthly_cost is None or first.monthly_cost >= top.monthly_cost:
        return None
    text = I18n(en=f"With the KV cache in 16 bits: {n} × {name} at {seller}, {cost}/month.",
                zh=f"若 KV 缓存用 16 位：{n} 张 {name}（{seller}），每月 {cost}。")
    return dataclasses.replace(again, what_if=(WhatIf({"kv_precision": facts.kv_precision}, text, top.card,
                                                      top.monthly_cost, None, n), *again.what_if))
