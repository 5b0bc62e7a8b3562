"""Which gate sets a named card's GPU count: memory, or the speed / load asked on top of it (blind review 119 C5-2:
"one mi300x (192 GB) cannot hold the 240.3 GB as sized; 12 would (36.6 of 205.1 GB usable each)" — 2 hold it; the
12 come from 40 users each decoding at ≥ 25 tokens/s while their 24k-token prompts are read, a closed loop in which
every user sends the next prompt the moment an answer ends). The line says both counts, and where the count rests
on the people said at once with no request rate, what that assumes and what to give instead."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n


def memory_count(card_id: str, result: Any, beyond: int) -> int:
    """The fewest GPUs of the card that hold the job by memory alone, below ``beyond`` (0: none fewer)."""
    from rules import estimate
    from rules.estimate.fit import gpu_counts
    from rules.placement import MIN_HEADROOM, fits

    kb = getattr(result, "kb", None)
    card = kb.card(card_id) if kb is not None else None
    if card is None:
        return 0
    for n in gpu_counts(max(beyond, int(result.facts.max_gpus or 8))):
        if n >= beyond:
            return 0
        if fits(estimate.fit(result.requirement, result.facts, card, n, kb, MIN_HEADROOM, inverse=False)):
            return n
    return 0


def count_gate(card_id: str, gpus: int, result: Any) -> tuple[I18n, int] | None:
    """(" — 2 hold it by memory; the 12 are for …", the memory count) where memory alone needs fewer than ``gpus``;
    None where memory sets the count."""
    facts = result.facts
    held = memory_count(card_id, result, gpus)
    if not held:
        return None
    speed = bool(facts.min_tps or facts.max_ttft_s)
    if speed:
        asked = " and ".join(x for x in (f"≥ {facts.min_tps:g} tokens/s each" if facts.min_tps else "",
                                           f"a first token within {facts.max_ttft_s:g} s" if facts.max_ttft_s else "")
                             if x)
        asked_zh = "、".join(x for x in (f"每路 ≥ {facts.min_tps:g} token/s" if facts.min_tps else "",
                                         f"首 token {facts.max_ttft_s:g} 秒内" if facts.max_ttft_s else "") if x)
        en = f"{held} hold it; {gpus} for the speed you asked ({asked}"
        zh = f"{held} 张就装得下；{gpus} 张是为了你要的速度（{asked_zh}"
    else:
        en, zh = f"{held} hold it; {gpus} for the load", f"{held} 张就装得下；{gpus} 张是为了负载"
    loop = bool(facts.concurrency and facts.concurrency > 1 and not facts.rps and not facts.requests_per_day
                and facts.input_tokens)
    if loop:
        each = f"{facts.input_tokens:,}"
        en += (f"{' with' if speed else ' (with'} {facts.concurrency} generating at once, each sending its next "
               f"{each}-token prompt the moment an answer ends: reading those prompts is what takes the GPUs)")
        zh += (f"{'，' if speed else '（'}按 {facts.concurrency} 路同时生成、每路答完立刻发下一个 {each} token "
               "的提示计：读这些提示正是占卡的地方）")
        en += (" — people at once mostly read and type between requests: give the request rate (--rps at the peak, "
               "or --requests-per-day) and the count is sized for that.")
        zh += ("——同时在线的人大多在看和打字，不会一直发请求：给出请求速率（高峰 --rps，或 --requests-per-day），"
               "按它来配卡。")
    else:
        en += ")." if speed else "."
        zh += "）。" if speed else "。"
    return I18n(en=en, zh=zh), held
