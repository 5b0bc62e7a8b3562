"""--priority speed for serving: the picks compare each card on the fewest GPUs that hold the job,
but a person who asked for speed may spread one copy over more of a card's fast-linked GPUs
(tensor parallel: each GPU reads its share of the weights and KV each step). Review 13 M2: 8 × H200
was called the fastest for Llama-3.1-405B FP8 while 8 × B200 decodes ~1.8× faster. This what-if
says the fastest copy over a whole link domain, priced, when it beats the "faster" pick clearly."""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from knowledge.text import money
from rules import estimate
from rules.base.interconnect import pool_limit
from rules.base.whatif import what_if
from rules.consultation import Pick, WhatIf
from rules.engine import Sink
from rules.estimate.requirement import Requirement
from rules.facts import Facts
from rules.gpu_limit import gpu_limit
from rules.placement import MIN_HEADROOM, fits
from rules.pricing import price_card

CLEARLY_FASTER = 1.15  # under this a wider copy is not worth a line (the calibration's own spread)


def wider_copy_what_if(kb: KnowledgeBase, facts: Facts, req: Requirement, picks: tuple[Pick, ...],
                       candidates: list[Card], sink: Sink, display: str) -> list[WhatIf]:
    """The fastest single copy over up to a link domain of GPUs among the candidate cards, when
    --priority speed was asked for an LLM service and it decodes clearly faster than the pick."""
    if facts.priority != "speed" or req.kind != "llm" or req.is_training or not picks or facts.rps:
        return []
    from rules.estimate import calibration
    from rules.estimate.capacity import dense_tflops
    from rules.serving import engine_of

    engine = engine_of(facts)
    fastest = next((p for p in picks if "faster" in p.roles), picks[0])
    current = (fastest.throughput or {}).get("decode_tokens_per_s") or 0.0
    best: tuple[float, Card, int, float] | None = None
    for card in candidates:
        n = min(gpu_limit(card, facts), pool_limit(card, facts, kb))
        first = sink.feasible_cards.get(card.id, (0, ""))[0]
        if n <= max(1, first) or card.id in sink.demoted:
            continue
        placed = estimate.fit(req, facts, card, n, kb, MIN_HEADROOM, inverse=False, one_copy=True)
        exp = calibration.expected(req, placed, card, engine, dense_tflops(card)) if fits(placed) else None
        priced = price_card(kb, facts, card.id, n)
        cost = priced.choice.monthly_display if priced.choice is not None else None
        if exp is None or cost is None or priced.over_budget:
            continue
        speed = float(exp.decode_tokens_per_s)
        if best is None or speed > best[0]:
            best = (speed, card, n, cost)
    if best is None or best[0] < CLEARLY_FASTER * float(current or 0.0):
        return []
    speed, card, n, cost = best
    text = I18n(
        en=f"Faster still, one copy over more GPUs: {n} × {card.name} in tensor parallel ≈ {speed:,.0f} tokens/s "
           f"per sequence (the picks compare each card on the fewest GPUs that hold the job), "
           f"{money(cost, display)}/month.",
        zh=f"更快的做法是把一份模型铺到更多卡上：{n} 张 {card.name} 张量并行，单路约 {speed:,.0f} token/s"
           f"（上面的推荐按装得下的最少卡数比较各卡），每月 {money(cost, display)}。")
    sink.step(what_if, {"change": {"gpus": n}, "card": card.id}, text)
    return [WhatIf({"gpus": n}, text, card.id, cost, None, n)]
