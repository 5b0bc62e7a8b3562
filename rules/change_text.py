"""How a what-if's change is said: "weights in fp8", "权重用 fp8" — for the what-if rules and the
answer's headline alike (a module of its own: rules.answer may not import rules.base)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CHANGE_TEXT = {
    "precision": ("weights in {v}", "权重用 {v}"),
    "kv_precision": ("KV cache in {v}", "KV cache 用 {v}"),
    # the 8-bit cache of a what-if is llama.cpp's (rules.base.whatif.variants): said as its launch says it
    "kv_precision:int8": ("KV cache in q8_0 (llama.cpp --cache-type-k/v q8_0)",
                          "KV cache 用 q8_0（llama.cpp 的 --cache-type-k/v q8_0）"),
    "kv_precision:q4": ("KV cache in q4_0 (llama.cpp --cache-type-k/v q4_0)",
                        "KV cache 用 q4_0（llama.cpp 的 --cache-type-k/v q4_0）"),
    "kv_precision:c8": ("KV cache in INT8 (C8, --kv-cache-dtype int8)",
                        "KV cache 用 INT8（C8，--kv-cache-dtype int8）"),
    "context_tokens": ("context {v:,}", "上下文 {v:,}"),
    "concurrency": ("{v} concurrent sequences", "并发 {v}"),
    "task": ("{v} instead", "改用 {v}"),
    "cuda_required": ("accept ROCm / CANN", "接受 ROCm / CANN"),
    "max_gpus": ("up to {v} GPUs", "最多 {v} 张卡"),
    "resolution": ("clips at {v}", "视频改为 {v}"),
    "hours_per_day": ("{v:g} h a day", "每天 {v:g} 小时"),
    # the forward pass is no longer run twice: 8·N → 6·N per token for full training, 6·N → 4·N
    # for LoRA / QLoRA, whose frozen weights take no weight gradient (review 5 F14)
    "gradient_checkpointing": ("no gradient checkpointing (no second forward pass: 2·N fewer FLOPs "
                               "per token; more memory)",
                               "不用梯度检查点（不再重算前向：每 token 少 2·N 次运算；更占显存）"),
    # only offers recorded as issuing the invoice are priced under --invoice: the others may too
    "engine": ("SGLang's DP attention (--enable-dp-attention: each GPU keeps the MLA KV of its own "
               "requests only)", "改用 SGLang 的 DP attention（--enable-dp-attention：每卡只存自己"
               "请求的 MLA KV）"),
    # pre-training on a tuned stack rather than the plain Trainer the launch line runs (review 12 M2)
    "engine:megatron": ("Megatron-LM (pretrain_gpt.py: the tuned stack's utilisation, llm-foundry class, not the "
                        "plain Trainer's)", "改用 Megatron-LM（pretrain_gpt.py：调优训练栈的利用率，llm-foundry 一类，"
                        "而非普通 Trainer 的）"),
    # (the prompt is then read at the card's own speed; a cache of the shared history keeps repeat turns fast)
    "max_ttft_s:None": ("no first-token limit (a full prompt then waits longer for its first token; prefix "
                        "caching keeps repeated history fast)",
                        "不设首字延迟上限（完整提示词的首字会更慢；开前缀缓存可让重复的历史部分很快）"),
    # the speed a user was asked to get, given up: what it costs (review 85 C01: twelve 100k-token prompts, 4 s and 20
    # tokens/s each — nothing held both, and no plan was said)
    "min_tps:None": ("no speed per user asked (each answer streams slower)",
                     "不要求每路速度（每个回答输出得更慢）"),
    # the same full training, its Adam moments in 8 bits (bitsandbytes; Dettmers et al. 2022: on par with 32-bit
    # Adam on the tasks measured) — 6 bytes a parameter less (review 51 C7: only "use LoRA" was offered)
    "optimizer:adamw-8bit": ("8-bit AdamW (bitsandbytes: the Adam moments in 8 bits, 6 bytes a parameter less; still "
                             "full training)",
                             "改用 8-bit AdamW（bitsandbytes：Adam 矩用 8 位，每参数省 6 字节；仍是全参训练）"),
    # a model of the same family whose licence allows commercial use (FLUX.1 [schnell] beside [dev]: a few-step
    # distilled model, so fewer GPU-seconds an image too)
    "model": ("{v} instead (its licence allows commercial use; check its output meets your bar)",
              "改用 {v}（其许可允许商用；先确认它的效果满足要求）"),
    "invoice": ("a seller not recorded as issuing your invoice (ask it first)",
                "选一家未记录能开该发票的卖家（先问清能否开票）"),
}


def describe_change(change: Mapping[str, Any]) -> tuple[str, str]:
    parts_en, parts_zh = [], []
    for key, value in change.items():
        if key == "precision" and "task" in change:
            continue
        if key == "kv_precision" and value == "int8" and change.get("precision") == "int8":
            key = "kv_precision:c8"  # beside W8A8 weights, Ascend's own 8-bit cache, not llama.cpp's
        en, zh = CHANGE_TEXT.get(f"{key}:{value}") or CHANGE_TEXT.get(key) or CHANGE_TEXT[key.split(":")[0]]
        parts_en.append(en.format(v=value))
        parts_zh.append(zh.format(v=value))
    return ", ".join(parts_en), "，".join(parts_zh)
