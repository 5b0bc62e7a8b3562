"""The speculative-decoding draft's memory (--draft-model; rules.fact_draft, rules.draft_launch): its weights and its
KV cache for the sequences in flight, on the same GPUs as the model it drafts for.

vLLM (vllm-speculative-config): the draft's tensor-parallel size is the target's — v1's DraftModelProposer accepts
no other — so each rank holds its share of the draft's weights, and the draft's attention layers take KV cache
blocks beside the target's for every sequence in flight; the draft runs at the target's dtype, quantised only when
asked. So the draft is counted in the weights (16-bit; a GGUF target's draft in the same GGUF format) and its KV
per token in the KV cache — each split over the GPUs as the target's are — and said on a line of its own. Nothing
for a draft that does not go into the launch line (a different vocabulary: rules.draft_launch.usable)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from knowledge.schema import I18n
from rules.draft_launch import draft_and_target, usable
from rules.estimate import arch as arch_mod
from rules.estimate.memory import kv_bytes_per_token, weight_plan

GGUF = ("q4_k_m", "q8_0")


def with_draft(req: Any, facts: Any, kb: Any) -> Any:
    """``req`` with the draft's weights and KV cache added (unchanged without a usable --draft-model)."""
    if req.kind != "llm" or req.is_training or req.parts.arch is None or not usable(kb, facts):
        return req
    draft, _ = draft_and_target(kb, facts)
    darch = arch_mod.from_model(draft)
    if darch is None:
        return req
    precision = req.precision if req.precision in GGUF else "bf16"
    weights = weight_plan(darch, precision, darch.params_b, darch.active_params_b, draft).gb
    per_token = kv_bytes_per_token(darch, req.kv_precision or "fp16")
    ctx = int(req.context_tokens or 0)
    layer_tokens = req.parts.arch.kv_tokens_cached(ctx) if ctx else 0
    extra = per_token * ctx / layer_tokens / 1e9 if layer_tokens else 0.0  # the draft's KV per target layer-token
    parts = replace(req.parts, weights_gb=req.parts.weights_gb + weights,
                    kv_layer_token_gb=req.parts.kv_layer_token_gb + extra)
    kv = parts.kv_gb(ctx, req.sequences) - req.parts.kv_gb(ctx, req.sequences)
    bd = parts.breakdown(req.context_tokens, req.sequences)
    total = sum(bd.values())
    dtype = precision.upper() if precision in GGUF else "bf16"
    text = I18n(
        en=f"Draft model (speculative decoding) {draft.name}: weights {weights:,.2f} GB ({dtype}; vLLM loads the "
           f"draft at the target's dtype, unquantised unless asked) + KV cache {kv:,.2f} GB ({per_token:,} bytes per "
           f"token for the {req.sequences:,} sequence(s) in flight) = {weights + kv:,.2f} GB, counted in the weights "
           "and KV cache above. vLLM runs the draft at the target's tensor-parallel size on the same GPUs, so each "
           "GPU holds its share, as it does of the target.",
        zh=f"草稿模型（投机解码）{draft.name}：权重 {weights:,.2f} GB（{dtype}；vLLM 按目标模型的 dtype 加载草稿，"
           f"除非另行指定否则不量化）+ KV cache {kv:,.2f} GB（每 token {per_token:,} 字节，按在途的 "
           f"{req.sequences:,} 路请求）= {weights + kv:,.2f} GB，已计入上面的权重和 KV cache。vLLM 以目标模型的"
           "张量并行度把草稿放在同一组卡上，每张卡各存一份分片，与目标模型相同。")
    formula = I18n(en=f"{req.formula.en} + draft {weights:,.2f} + draft KV {kv:,.2f} = {total:,.2f} GB",
                   zh=f"{req.formula.zh} + 草稿模型 {weights:,.2f} + 草稿 KV {kv:,.2f} = {total:,.2f} GB")
    inputs = {**req.inputs, "draft_model": draft.id, "draft_weights_gb": round(weights, 3),
              "draft_kv_gb": round(kv, 3), "draft_kv_bytes_per_token": per_token}
    return replace(req, parts=parts, breakdown=bd, vram_gb=total, notes=(*req.notes, text), formula=formula,
                   inputs=inputs)
