"""LLM inference memory: weights at their real bits per weight, KV cache per token, activation
workspace and runtime overhead.

Sources: seed 000 formula one (权重 + KV cache + 框架开销) and formula two (KV cache); the models'
official configs (``knowledge/data/models.yaml``); vLLM's memory model (KV pages per layer, MLA
latent, sliding-window caps, profiled activations, non-torch memory); llama.cpp's measured bits per
weight; the QLoRA paper for NF4; Korthikanti et al. 2022 for activation bytes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from knowledge.schema import I18n, Model
from rules.estimate.arch import Arch
from rules.estimate.units import GB, GiB, gb, kv_bytes, weight_format

# ---- runtime overhead (documented assumptions) ---------------------------------------------
# CUDA context + loaded kernels per process: ≈ 0.3–0.6 GB depending on GPU and CUDA lazy loading;
# we take 0.5 GB.
CUDA_CONTEXT_GB = 0.5
# Framework memory outside PyTorch's allocator (NCCL, cuBLAS workspaces …): vLLM measures
# ≈ 0.25 GiB on one GPU and ≈ 2.1 GiB per GPU with tensor parallelism (llm-d planner study on an
# H100, via the reference notes).
NON_TORCH_SINGLE_GB = 0.25 * GiB / GB
NON_TORCH_MULTI_GB = 2.1 * GiB / GB
# Slack for allocator fragmentation / rounding (our assumption).
ALLOCATOR_SLACK_GB = 0.25
RUNTIME_OVERHEAD_GB = CUDA_CONTEXT_GB + NON_TORCH_SINGLE_GB + ALLOCATOR_SLACK_GB  # ≈ 1.02 GB
# Extra per GPU when several GPUs share one model (tensor parallel, ZeRO-3/FSDP, DDP): the vLLM
# tensor-parallel non-torch figure minus the single-GPU one (≈ 1.99 GB; NCCL buffers, custom
# all-reduce). Used for training collectives too, for want of a better-measured figure.
MULTI_GPU_EXTRA_GB = NON_TORCH_MULTI_GB - NON_TORCH_SINGLE_GB

# ---- inference activation workspace --------------------------------------------------------
# vLLM reserves activation memory by profiling one forward pass of max_num_batched_tokens
# (V1 default for `vllm serve` on ≥ 70 GiB GPUs: 8192; 2048 on smaller ones). The reservation is
# fixed at start-up, whatever the prompt length, so it does not grow with context — which is also
# what Qwen's measured memory growth shows (the growth equals the KV cache alone).
PREFILL_CHUNK_TOKENS = 8192
LLAMA_CPP_UBATCH = 512  # llama.cpp's default -ub (physical micro-batch)
# Bytes per token of one layer's forward activations: Korthikanti et al. 2022 (Reducing
# Activation Recomputation in Large Transformer Models, eq. 1) give s·b·h·(34 + 5·a·s/h) per
# layer; FlashAttention/PagedAttention never materialise the a·s² score matrix, leaving 34·h
# bytes per token. Inference frees each layer's activations before the next, so one layer's worth
# bounds the workspace. (Llama-3.1-8B: 8192 × 34 × 4096 = 1.14 GB; vLLM profiles 1.89 GiB with its
# larger offline default and sampler warm-up — ours plus the fixed overhead is 2.2 GB against
# vLLM's 2.1 GiB of activations + non-torch memory.)
ACT_BYTES_PER_TOKEN_PER_HIDDEN = 34
# The sampler holds FP32 logits and FP32 probabilities of the sampled position of each sequence:
# 2 × 4 bytes × vocabulary per sequence in flight.
LOGITS_BYTES_PER_VOCAB_PER_SEQ = 8

PUBLISHED = "published file size"
ESTIMATED = "bits-per-weight estimate"


@dataclass(frozen=True)
class WeightPlan:
    """Weights held in memory and read per decoded token."""

    gb: float
    active_gb: float  # bytes read per decoded token (MoE: the active experts only), in GB
    source: str  # PUBLISHED or ESTIMATED
    bits: float  # average bits per weight over the whole model
    text: I18n  # how the figure was obtained, with the numbers
    inputs: dict[str, Any] = field(default_factory=dict)
    alternatives: tuple[tuple[float, str], ...] = ()  # other published sizes (size, source)


def _split_params(arch: Arch | None, params: float) -> tuple[float, float, float]:
    """(embedding + lm_head, routed experts, everything else) in parameters."""
    if arch is None or arch.fallback:
        return 0.0, 0.0, params
    emb = min(arch.embedding_params, params)
    experts = min(arch.routed_expert_params(), params - emb)
    return emb, experts, params - emb - experts


def _group_bits(precision: str, has_experts: bool) -> tuple[float, float, float]:
    """Bits for (embedding, experts, other) under a precision's scope (see units.WeightFormat)."""
    fmt = weight_format(precision)
    if fmt.scope == "all":
        return fmt.bits, fmt.bits, fmt.bits
    if fmt.scope == "experts" and has_experts:
        return 16.0, fmt.bits, 16.0
    return 16.0, fmt.bits, fmt.bits  # "linear" (and "experts" on a dense model)


def _estimated_bytes(arch: Arch | None, params: float, active: float,
                     precision: str) -> tuple[float, float, dict[str, Any]]:
    fmt = weight_format(precision)
    if arch is None or arch.fallback:
        total = params * fmt.average_bits / 8
        return total, total * active / params, {"bits_per_weight": fmt.average_bits}
    emb, experts, other = _split_params(arch, params)
    b_emb, b_exp, b_other = _group_bits(precision, experts > 0)
    total = (emb * b_emb + experts * b_exp + other * b_other) / 8
    if experts > 0:
        # Active experts per token = active params − everything that is always read.
        active_experts = max(0.0, min(experts, active - emb - other))
        active_bytes = (emb * b_emb + active_experts * b_exp + other * b_other) / 8
    else:
        active_bytes = total
    inputs: dict[str, Any] = {"bits_per_weight": round(total * 8 / params, 4)}
    if b_emb != b_other or b_exp != b_other or fmt.scope != "all":
        inputs.update({"embedding_params_b": round(emb / 1e9, 4),
                       "embedding_bits": b_emb,
                       "quantised_bits": fmt.bits})
    if experts > 0:
        inputs["expert_params_b"] = round(experts / 1e9, 4)
    return total, active_bytes, inputs


def weight_plan(arch: Arch | None, precision: str, params_b: float,
                active_params_b: float | None = None, model: Model | None = None) -> WeightPlan:
    """Weights in GB: a published file size for this exact format when the model has one (a
    non-seed source preferred: the seeds round), else params × real bits per weight."""
    params = params_b * 1e9
    active = (active_params_b if active_params_b is not None else params_b) * 1e9
    active = min(active, params)
    est_total, est_active, inputs = _estimated_bytes(arch, params, active, precision)
    fmt = weight_format(precision)
    files = [q for q in (model.quantized if model else ()) if q.format == precision]
    scale_ok = model is not None and abs(params_b - model.params_b) <= 1e-9 * max(1.0, params_b)
    if files and scale_ok:
        files.sort(key=lambda q: q.source.startswith("seed-"))  # official files first
        chosen = files[0]
        total_gb = chosen.size_gb
        active_gb = total_gb * est_active / est_total
        alts = tuple((q.size_gb, q.source) for q in files[1:])
        text = I18n(
            en=f"weights: published {precision.upper()} file {total_gb:,.2f} GB "
               f"(source {chosen.source}; our bits-per-weight estimate {gb(est_total):,.2f} GB)",
            zh=f"权重：已发布的 {precision.upper()} 文件 {total_gb:,.2f} GB（来源 {chosen.source}；"
               f"按每权重位数估算为 {gb(est_total):,.2f} GB）")
        inputs = {**inputs, "published_size_gb": total_gb, "published_source": chosen.source}
        return WeightPlan(total_gb, active_gb, PUBLISHED, total_gb * 8e9 / params, text, inputs,
                          alts)
    bits = est_total * 8 / params
    if "embedding_bits" in inputs:
        text = I18n(
            en=f"weights: {inputs['embedding_params_b']:g} B embedding/lm_head params × "
               f"{inputs['embedding_bits']:g} bit + the rest × {fmt.bits:g} bit ({fmt.source}) "
               f"= {gb(est_total):,.2f} GB (average {bits:.3f} bits/weight)",
            zh=f"权重：嵌入层/输出层 {inputs['embedding_params_b']:g} B 参数 × "
               f"{inputs['embedding_bits']:g} 位 + 其余 × {fmt.bits:g} 位（{fmt.source}）"
               f"= {gb(est_total):,.2f} GB（平均每权重 {bits:.3f} 位）")
    else:
        text = I18n(
            en=f"weights: {params_b:,.4g} B params × {bits:.4g} bit ÷ 8 = {gb(est_total):,.2f} GB "
               f"({fmt.source})",
            zh=f"权重：{params_b:,.4g} B 参数 × {bits:.4g} 位 ÷ 8 = {gb(est_total):,.2f} GB"
               f"（{fmt.source}）")
    return WeightPlan(gb(est_total), gb(est_active), ESTIMATED, bits, text, inputs)


# ---- KV cache --------------------------------------------------------------------------------


def kv_bytes_per_layer_token(arch: Arch, kv_precision: str) -> float:
    return arch.kv_elements_per_layer_token() * kv_bytes(kv_precision)


def kv_bytes_per_token(arch: Arch, kv_precision: str = "fp16") -> int:
    """KV bytes per token with every layer caching it (a windowed layer stops growing at its
    window): 2 × layers × kv_heads × head_dim × bytes; MLA: layers × (kv_lora_rank +
    qk_rope_head_dim) × bytes."""
    return round(kv_bytes_per_layer_token(arch, kv_precision) * arch.layers)


def kv_bytes_per_token_over(arch: Arch | None, kv_bytes_per_token: float, tokens: float) -> float:
    """``kv_bytes_per_token`` (every layer caching) averaged over a sequence of ``tokens``: sliding-window layers stop
    at their window (review 42 M7: Gemma-3's worst case was priced with every layer holding all 8,192 tokens, while
    the memory section counted 40 of its 48 layers at 1,024)."""
    if not kv_bytes_per_token or arch is None or not arch.window or tokens <= 0:
        return kv_bytes_per_token
    whole = math.ceil(tokens)
    return kv_bytes_per_token * arch.kv_tokens_cached(whole) / (arch.layers * whole)


def kv_cache_gb(arch: Arch, context: int, sequences: int, kv_precision: str = "fp16") -> float:
    """KV cache of ``sequences`` sequences of ``context`` tokens each, in GB."""
    return gb(kv_bytes_per_layer_token(arch, kv_precision) * arch.kv_tokens_cached(context)
              * sequences)


def seed000_kv_gb(layers: int, hidden: int, context: int, concurrency: int = 1,
                  bytes_per_value: float = 2.0) -> float:
    """Seed 000's formula two as written: 2 × 层数 × 隐藏维度 × 上下文 × 并发 × 精度字节数.

    It caches K and V for every attention head (hidden = heads × head_dim), so it overstates GQA
    models by heads / kv_heads (8× for Llama-3.1-70B) and ignores MLA and sliding windows.
    """
    return gb(2 * layers * hidden * context * concurrency * bytes_per_value)


# ---- activations -----------------------------------------------------------------------------


def inference_workspace_gb(arch: Arch, engine: str | None = None) -> float:
    """Activation workspace reserved for one prefill chunk (see PREFILL_CHUNK_TOKENS); under
    llama.cpp its compute buffer: one micro-batch's FP32 logits + one layer's activations (our
    estimate of what it logs as "CUDA0 compute buffer size"), on every GPU it uses."""
    if engine == "llama.cpp":
        return gb(LLAMA_CPP_UBATCH * (4 * arch.vocab + ACT_BYTES_PER_TOKEN_PER_HIDDEN * arch.hidden))
    return gb(PREFILL_CHUNK_TOKENS * ACT_BYTES_PER_TOKEN_PER_HIDDEN * arch.hidden)


def logits_gb_per_sequence(arch: Arch, engine: str | None = None) -> float:
    """The sampler's logits per sequence (vLLM); llama.cpp's are in its compute buffer."""
    return 0.0 if engine == "llama.cpp" else gb(LOGITS_BYTES_PER_VOCAB_PER_SEQ * arch.vocab)
