"""Whether a serving answer for an MLA mixture of experts (DeepSeek-V3/R1, Kimi-K2) runs on vLLM's tensor parallelism,
when the person named no engine.

Under tensor parallelism every GPU keeps the whole compressed MLA cache; SGLang's DP attention (--enable-dp-attention,
its DeepSeek recipe) gives each GPU the cache of its own requests, at no cost in quality. Where that puts the job on
fewer or cheaper cards, the what-if says so; when the what-if offers that change for an engine the person did not
name, it leads the answer if the plan asked again under it costs less a month (review 58 C10: DeepSeek-R1 at 64 × 32k
was headlined 16 × MI300X over two nodes, $21,312 a month, while one node of 8 did it under DP attention for $10,656).
The vLLM plan stays as a what-if.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.answer import cost_phrase
from rules.chat_floor import chat_floor
from rules.consultation import Consultation, WhatIf
from rules.precision_lead import asked_with, instead_of_nothing

SGLANG = {"engine": "sglang"}


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]) -> Consultation | None:
    """``result`` asked again under SGLang's DP attention, or None when it should stand."""
    facts = result.facts
    if facts.task != "inference" or "engine" not in dict(facts.assumed):
        return None
    if not result.picks:
        return _where_nothing_fits(kb, result, ask)
    top = result.picks[0]
    # where vLLM's plan streams under the chat floor, SGLang is asked holding it (as its what-if is): at no more a
    # month it is the better plan, its speed per user kept (review 95 c10: DeepSeek-R1 at 32 × 32k on vLLM's copies
    # and on SGLang's both 2 × 8 H20, SGLang's at the floor — without this the floor's lead took 3 × 8 under vLLM);
    # where vLLM's plan takes copies (rules.base.copies) of an MLA model, SGLang may hold it on one copy: fewer GPUs
    # in all leads where no price compares them (a purchase with none held: review 76 C03's one 8 × 910C server)
    floor = chat_floor(facts)
    slow = floor is not None and (top.throughput or {}).get("decode_tokens_per_s", floor) < floor
    copies = top.job is not None and top.job.kind == "copies"
    model = facts.model_record(kb) if facts.model else None
    mla = model is not None and model.moe is not None and bool(model.kv_lora_rank)
    if not (any(dict(w.change) == SGLANG and w.card for w in result.what_if) or (slow or copies) and mla):
        return None
    if top.monthly_cost is None and not copies:
        return None
    name, n = kb.card(top.card).name, top.gpus_in_all
    cost, cost_zh = (cost_phrase(facts, top.monthly_cost, result.display_currency)  # the person's days and hours
                     if top.monthly_cost is not None else ("", ""))
    plan_en, plan_zh = (f"{n} × {name}, {cost}", f"{n} 张 {name}，{cost_zh}") if cost else (
        f"{n} × {name}", f"{n} 张 {name}")
    note = I18n(en=f"Engine SGLang with DP attention (not said): under vLLM's tensor parallelism every GPU keeps the "
                   f"whole MLA cache, and the plan is {plan_en} (see What if); DP attention gives "
                   "each GPU the cache of its own requests at no cost in quality — say --engine vllm to keep vLLM.",
                zh=f"推理引擎默认用 SGLang 的 DP attention（你未指定）：vLLM 张量并行时每卡都存整份 MLA 缓存，方案是 "
                   f"{plan_zh}（见“如果……”）；DP attention 让每卡只存自己那部分请求的缓存，不影响质量"
                   "——要用 vLLM 请加 --engine vllm。")
    # (where vLLM's plan is slow, SGLang is asked holding the floor: led_facts keeps it only where the plan replaced
    # keeps it, rules.chat_floor)
    again = asked_with(kb, facts, {**SGLANG, "min_tps": floor} if slow else SGLANG, note, ask, result.picks)
    first = again.picks[0] if again.picks else None
    if first is None:
        return None
    if top.monthly_cost is None or first.monthly_cost is None:  # no price compares them: the GPUs they take
        if first.gpus_in_all >= n:
            return None
    elif first.monthly_cost > top.monthly_cost or first.monthly_cost == top.monthly_cost and not slow:
        return None
    text = I18n(en=f"Under vLLM (tensor parallel, the MLA cache whole on every GPU): {plan_en}.",
                zh=f"若用 vLLM（张量并行，每卡存整份 MLA 缓存）：{plan_zh}。")
    return dataclasses.replace(again, what_if=(WhatIf({"engine": "vllm"}, text, top.card, top.monthly_cost, None, n),
                                               *again.what_if))


def _where_nothing_fits(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]
                        ) -> Consultation | None:
    """Nothing holds an MLA mixture of experts under vLLM's tensor parallelism within the GPU limit: asked again under
    DP attention, which may hold it on one node (review 76 C03: DeepSeek-R1 in INT8 for 20 × 32k on Ascend was "no
    card; 2 × 8 910C servers", where one 8 × 910C server holds it with each card keeping its own requests' cache —
    an extra ¥1.5–3M of servers for a 信创 purchase). Priced or not (a purchase may have no price held), it leads
    when it has a pick; the vLLM outcome stays as a what-if."""
    model = result.facts.model_record(kb) if result.facts.model else None
    if model is None or model.kind != "llm" or model.moe is None or not model.kv_lora_rank:
        return None
    note = I18n(en="Engine SGLang with DP attention (not said): under vLLM's tensor parallelism every GPU keeps the "
                   "whole MLA cache and no card holds the job within your GPU limit; DP attention gives each GPU the "
                   "cache of its own requests at no cost in quality — say --engine vllm to keep vLLM.",
                zh="推理引擎默认用 SGLang 的 DP attention（你未指定）：vLLM 张量并行时每卡都存整份 MLA 缓存，"
                   "在你的卡数上限内没有卡装得下；DP attention 让每卡只存自己那部分请求的缓存，不影响质量"
                   "——要用 vLLM 请加 --engine vllm。")
    text = I18n(en="Under vLLM (tensor parallel, the MLA cache whole on every GPU): no card holds the job within your "
                   "GPU limit.",
                zh="若用 vLLM（张量并行，每卡存整份 MLA 缓存）：在你的卡数上限内没有卡装得下。")
    return instead_of_nothing(kb, result, ask, SGLANG, note, {"engine": "vllm"}, text)
