"""The headline when nothing is picked and the deadline rules out the cards that hold the job — but memory rules out
others (blind review 120 C4-3): "排除一切的是期限（240 小时）：有 3 款卡装得下任务 … 但最多 16 张卡也无法按时完成"
read as "more time solves it", while the A800 / A100 / H100 80 GB were ruled out by memory on 16 GPUs (92.2 GB a GPU
against 85.5 GB usable) and only the H20s by the deadline. Each gate is named with the cards it closes, and the
nearest memory miss says its per-GPU need against what is usable — the one number that tells a team with two 8-GPU
machines why plain AdamW does not fit beside the 8-bit AdamW plan the next line gives (C4-1).

    deadline_gates_line(kb, facts, req, rejected) -> I18n
"""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules import estimate

NAMED = 3  # cards named in the nearest memory miss; the rest are counted


def _first_rule(rejected: Any, rule: str) -> list[str]:
    return [r.card for r in rejected if r.why and r.why[0].rule == rule]


def _nearest_misses(kb: Any, facts: Any, req: Any, gated: list[str]) -> tuple[list[Any], Any]:
    """The memory-gated cards that hold the job in all on the most GPUs allowed, only not per GPU (the share that
    does not divide) — those of the most usable memory, and that share on one of them."""
    from rules.placement import MIN_HEADROOM  # (rules.placement imports the answer's words)
    from rules.pool_limit import pool_limit

    misses = []
    for card_id in gated:
        card = kb.card(card_id)
        most = min(facts.max_gpus, pool_limit(card, facts, kb))
        if most <= 1 and req.is_training:  # PCIe cards: ZeRO-3's share, as the memory gate says it (rules.pipeline)
            most = facts.max_gpus
        if most > 1 and most * estimate.usable_gb(card) >= req.vram_gb:
            misses.append((card, estimate.fit(req, facts, card, most, kb, MIN_HEADROOM, inverse=False)))
    if not misses:
        return [], None
    top = max(fit.usable_gb for _c, fit in misses)
    nearest = [(c, fit) for c, fit in misses if fit.usable_gb >= top - 0.05]
    return [c for c, _f in nearest], nearest[0][1]


def deadline_gates_line(kb: Any, facts: Any, req: Any, rejected: Any) -> I18n:
    need = f"{req.vram_gb:.1f}"
    late = _first_rule(rejected, "deadline-missed")
    gated = _first_rule(rejected, "memory-gate")
    late_en = (f"the deadline ({facts.deadline:g} h) rules out the {len(late)} card(s) that hold the job ({need} GB): "
               f"they cannot finish in time on up to {facts.max_gpus} GPUs")
    late_zh = (f"期限（{facts.deadline:g} 小时）排除了装得下任务（{need} GB）的 {len(late)} 款卡：最多 "
               f"{facts.max_gpus} 张卡也无法按时完成")
    others = len(rejected) - len(late) - len(gated)
    others_en = f"; {others} other card(s) for other reasons (see Ruled out)" if others else ""
    others_zh = f"；其余 {others} 款另有原因（见“已排除”）" if others else ""
    if not gated and not others:
        return I18n(en=f"The deadline ({facts.deadline:g} h) is what rules everything out: {len(late)} card(s) hold "
                       f"the job ({need} GB) but cannot finish it in time on up to {facts.max_gpus} GPUs.",
                    zh=f"排除一切的是期限（{facts.deadline:g} 小时）：有 {len(late)} 款卡装得下任务（{need} GB），"
                       f"但最多 {facts.max_gpus} 张卡也无法按时完成。")
    if not gated:
        return I18n(en=f"{late_en[:1].upper()}{late_en[1:]}{others_en}.", zh=f"{late_zh}{others_zh}。")
    cards, fit = _nearest_misses(kb, facts, req, gated)
    if fit is None:
        return I18n(en=f"No card does it on up to {facts.max_gpus} GPUs: memory rules out {len(gated)} card(s), and "
                       f"{late_en}{others_en}.",
                    zh=f"最多 {facts.max_gpus} 张卡时没有卡可行：显存排除了 {len(gated)} 款（装不下），"
                       f"{late_zh}{others_zh}。")
    names = [c.name for c in cards[:NAMED]]
    more_en = f" and {len(cards) - NAMED} more" if len(cards) > NAMED else ""
    more_zh = f" 等 {len(cards)} 款" if len(cards) > NAMED else ""
    rest = len(gated) - len(cards)
    rest_en = f" (and {rest} other card(s))" if rest else ""
    rest_zh = f"（另有 {rest} 款）" if rest else ""
    plain = req.is_training and getattr(facts, "optimizer", "") == "adamw"
    how_en, how_zh = (" with plain AdamW", "按普通 AdamW，") if plain else ("", "")
    return I18n(
        en=f"No card does it on up to {facts.max_gpus} GPUs: memory rules out {', '.join(names)}{more_en}{rest_en} "
           f"—{how_en} each of {fit.gpus} would need {fit.per_gpu_need_gb:.1f} GB of its {fit.usable_gb:.1f} GB "
           f"usable — and {late_en}{others_en}.",
        zh=f"最多 {facts.max_gpus} 张卡时没有卡可行：显存排除了 {'、'.join(names)}{more_zh}{rest_zh}——"
           f"{how_zh}{fit.gpus} 张卡每张也要 {fit.per_gpu_need_gb:.1f} GB，而可用只有 {fit.usable_gb:.1f} GB；"
           f"{late_zh}{others_zh}。")
