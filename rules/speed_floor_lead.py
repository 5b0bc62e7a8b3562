"""A chat served to several people at once keeps a readable speed for each, though no speed was said (blind review 87
c08b: "Llama 3.3 70B in BF16 to about 40 concurrent users" picked one MI300X streaming ≈ 9 tokens/s to each, under
the 10 tokens/s the same tool holds a stated load to — "I would not ship a 40-user chat at 9 tok/s").

With a request rate the copies are sized to MLPerf Inference's server-scenario limit (rules.jobplan: a time per
output token of at most 100 ms, a policy). With only a concurrency, nothing held the speed: the answer took the
fewest GPUs that hold the memory. Where its first pick streams under that floor to the people said, the answer is
asked again with the floor as the speed per user (--min-tps, stated as assumed and said), and the slower plan stays
as a what-if. Not for llama.cpp (a home box, where a slow answer is the person's call) nor where the person named a
speed of their own; a first-token limit of theirs is kept beside the floor."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.answer import cost_phrase
from rules.chat_floor import chat_floor
from rules.consultation import Consultation, WhatIf
from rules.precision_lead import asked_with


def lead(kb: KnowledgeBase, result: Consultation, ask: Callable[..., Consultation]) -> Consultation | None:
    """``result`` asked again keeping the policy's speed per user; where nothing keeps it, ``result`` saying how slow it
    is; None when it should stand."""
    facts = result.facts
    floor = chat_floor(facts)
    if floor is None or result.requirement.kind != "llm" or not result.picks:
        return None
    top = result.picks[0]
    speed = (top.throughput or {}).get("decode_tokens_per_s")
    if not speed or speed >= floor or top.monthly_cost is None:
        return None
    n, name = top.gpus_in_all, kb.card(top.card).name
    at = facts.concurrency
    note = I18n(en=f"Speed per user kept at {floor:g} tokens/s (not said): {n} × {name} holds the {at} at once but "
                   f"streams ≈ {speed:,.0f} tokens/s to each, under the {floor:g} tokens/s (100 ms a token) MLPerf "
                   "Inference's server scenario holds chat to — a policy, not your SLA: say --min-tps to set your own "
                   "(the slower plan is under What if).",
                zh=f"每路速度按 {floor:g} token/s 保底（你未指定）：{n} 张 {name} 装得下同时 {at} 路，但每路只有约 "
                   f"{speed:,.0f} token/s，低于 MLPerf Inference 服务器场景对对话的 {floor:g} token/s"
                   "（每 token 100 ms）——这是策略，不是你的 SLA：用 --min-tps 设你自己的（较慢的方案见“如果……”）。")
    again = asked_with(kb, facts, {"min_tps": floor}, note, ask)
    if not again.picks:
        # nothing keeps the floor: the answer that holds the memory stands, and says how slow it is (review 92 c07:
        # 8 × A100 at ≈ 4 tokens/s to each of 150 — 100 s a 400-token answer — within a budget, with no word)
        within = (" within your budget" if facts.budget is not None else "", "在你的预算内" if facts.budget else "")
        slow = I18n(en=f"Slow: ≈ {speed:,.1f} tokens/s to each of the {at}, under the {floor:g} tokens/s (100 ms a "
                       f"token) chat is held to, and no plan{within[0]} keeps it — a smaller precision or fewer at "
                       "once (What if) is the way to it; say --min-tps to see what your speed costs.",
                    zh=f"偏慢：同时 {at} 路每路约 {speed:,.1f} token/s，低于对话的 {floor:g} token/s"
                       f"（每 token 100 ms），而{within[1]}没有方案能做到——"
                       "更小的精度或更少的同时人数（见“如果……”）是办法；用 --min-tps 可看你要的速度要花多少。")
        return dataclasses.replace(result, answer=(*result.answer[:1], slow, *result.answer[1:]))
    cost, cost_zh = cost_phrase(facts, top.monthly_cost, result.display_currency)  # the person's days and hours
    text = I18n(en=f"Without a speed per user: {n} × {name}, {cost}, ≈ {speed:,.0f} tokens/s to each of the {at}.",
                zh=f"不要求每路速度：{n} 张 {name}，{cost_zh}，{at} 路每路约 {speed:,.0f} token/s。")
    return dataclasses.replace(again, what_if=(WhatIf({"min_tps": None}, text, top.card, top.monthly_cost, None, n),
                                               *again.what_if))
