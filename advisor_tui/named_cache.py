"""What a smaller KV cache does for the count of a card the person named, where the weights are already 4-bit under
llama.cpp (review 106 C4: "Should I get two 3090s?" for Llama 3.3 70B Q4_K_M at 32k heard "2 cannot hold the 54.7 GB;
3 would", not that llama.cpp's q4_0 cache puts it on 2 — nor by how much its q8_0 cache misses)."""

from __future__ import annotations

from typing import Any

# llama.cpp's cache types, smallest last (rules.launch.LLAMA_CACHE_TYPES): --kv-precision → the flag's value
_SMALLER = (("int8", "q8_0"), ("q4", "q4_0"))


def smaller_cache(card_id: str, count: int, result: Any) -> Any:
    """'With llama.cpp's q8_0 KV cache 2 still need 25.4 GB each, 1.1 over …; with its q4_0 cache (46.6 GB) 2 would
    hold it (24.2 GB each)' — None where the job is no llama.cpp LLM, or no smaller cache puts it on ``count``."""
    from advisor_tui.named_variant import _how_many, _variant
    from rules.base._common import I18n
    from rules.estimate import usable_gb
    from rules.placement import MIN_HEADROOM, fits

    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or facts.task != "inference" or facts.engine != "llama.cpp" or facts.models or count < 1:
        return None
    have = facts.kv_precision or "fp16"
    tries = _SMALLER[{"fp8": 1, "int8": 1, "q4": 2}.get(have, 0):]
    room = usable_gb(kb.card(card_id)) * (1 - MIN_HEADROOM)
    missed: list[str] = []
    missed_zh: list[str] = []
    for kv, flag in tries:
        got = _variant(kb, facts, card_id, count, kv_precision=kv)
        if got is None:
            return None
        _changed, req, _card, placed, _eng = got
        each = float(placed.per_gpu_need_gb)
        if fits(placed):
            one, one_zh = ("one" if count == 1 else str(count)), _how_many(count)[1]
            return I18n(en=" ".join([*missed, f"With llama.cpp's {flag} KV cache (-ctk {flag} -ctv {flag}; "
                                              f"{req.vram_gb:,.1f} GB), {one} would hold it at your context "
                                              f"({each:,.1f} GB each) — a smaller cache costs some accuracy: check "
                                              "on your own prompts."]),
                        zh="".join([*missed_zh, f"若 KV cache 用 llama.cpp 的 {flag}（-ctk {flag} -ctv {flag}；"
                                                f"{req.vram_gb:,.1f} GB），{one_zh}按你的上下文就装得下（每张 "
                                                f"{each:,.1f} GB）——缓存越小精度损失越多，用你自己的提示词核对。"]))
        missed.append(f"With llama.cpp's {flag} KV cache {count} still need {each:,.1f} GB each, "
                      f"{each - room:,.1f} over the {room:,.1f} GB a card leaves with 5 % spare.")
        missed_zh.append(f"KV cache 用 {flag} 时 {count} 张仍需每张 {each:,.1f} GB，比留 5% 余量后的 {room:,.1f} GB "
                         f"多 {each - room:,.1f} GB。")
    return None


def fewer_to_buy(card_id: str, count: int, gpus: int, result: Any) -> Any:
    """A card named that takes ``gpus`` as sized, more than the ``count`` said: one fewer with a smaller llama.cpp
    cache, and what that box draws against the person's supply (review 120 C8-1: 2 × RTX 3090 hold Llama 3.3 70B
    Q4_K_M at 16k with a q8_0 cache, 24.0 GB a card, where 3 were said; 2 × 350 W, ~1,100 W with the rest of the
    machine)."""
    from rules.base._common import I18n
    from rules.fact_vocab import HOST_SHARE_W

    if gpus - 1 <= (count or 1):
        return None  # (the count said is smaller_cache's own)
    said = smaller_cache(card_id, gpus - 1, result)
    kb = getattr(result, "kb", None)
    if said is None or kb is None or "would hold it" not in said.en:
        return None
    tdp = kb.card(card_id).tdp_w or 0.0
    psu = result.facts.psu_w
    if not tdp:
        return said
    draw = (gpus - 1) * tdp + HOST_SHARE_W
    over_en = f", over your {psu:,.0f} W supply: a larger one, or each card power-capped" if psu and draw > psu else ""
    over_zh = f"，超过你的 {psu:,.0f} W 电源：换更大的电源，或给每张卡限功耗" if psu and draw > psu else ""
    return I18n(en=f"{said.en} {gpus - 1} × {tdp:,.0f} W draw about {draw:,.0f} W with the rest of the "
                   f"machine{over_en}.",
                zh=f"{said.zh}{gpus - 1} 张 × {tdp:,.0f} W 加整机其余部分约 {draw:,.0f} W{over_zh}。")
