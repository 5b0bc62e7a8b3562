"""Speed bounds from memory bandwidth and dense tensor TFLOPS — upper limits, not measurements.

Decode (seed 002, "为什么大模型推理要看带宽"): each generated token reads every active weight
once, so one sequence's tokens/s ≤ bandwidth ÷ bytes read per token; we add the sequence's KV
cache, which is read too (seed 002's own figures divide by the weights alone: ``seed002`` below).
A batch of n sequences reads the weights once per step and each sequence's KV cache:
n × bandwidth ÷ (weights + n × KV), and can never beat the compute bound dense TFLOPS ÷
(2 × active parameters) (a forward pass costs 2 FLOPs per parameter per token; Kaplan et al.
2020). Prefill of c tokens: 2 × active params × c FLOPs. Training: 6 × params FLOPs per token
(forward 2 + backward 4; Kaplan et al. 2020 / Chinchilla); LoRA-style training skips the frozen
weights' gradients, 4 × params (forward 2 + activation gradients 2). Activation checkpointing
adds one more forward pass (×8/6 and ×6/4 of time), which these maxima leave out.
"""

from __future__ import annotations

FLOPS_PER_PARAM_TOKEN_FORWARD = 2
FLOPS_PER_PARAM_TOKEN_TRAIN = 6
FLOPS_PER_PARAM_TOKEN_ADAPTER_TRAIN = 4


def seed002_decode_tokens_per_s(bandwidth_gbs: float, weights_gb: float) -> float:
    """Seed 002's check as it computes it: 单路最大 token/秒 ≈ 显存带宽(GB/s) / 权重大小(GB)."""
    return bandwidth_gbs / weights_gb


def decode_tokens_per_s(bandwidth_gbs: float, weights_gb: float, kv_gb: float = 0.0) -> float:
    """One sequence's decode bound: bandwidth ÷ (active weight bytes + its KV cache)."""
    return bandwidth_gbs / (weights_gb + kv_gb)


def compute_tokens_per_s(tflops: float, active_params_b: float) -> float:
    """Dense-compute bound on tokens/s of the forward pass."""
    return tflops * 1e12 / (FLOPS_PER_PARAM_TOKEN_FORWARD * active_params_b * 1e9)


def batched_tokens_per_s(bandwidth_gbs: float, weights_gb: float, kv_gb_per_seq: float,
                         sequences: int, tflops: float, active_params_b: float) -> float:
    """All sequences together: min(n × bandwidth ÷ (weights + n × KV), compute bound).

    MoE batches touch more experts than one token does, so for MoE this is looser still.
    """
    memory_bound = sequences * bandwidth_gbs / (weights_gb + sequences * kv_gb_per_seq)
    return min(memory_bound, compute_tokens_per_s(tflops, active_params_b))


def attention_width(layers: int, hidden: int, heads: int = 0, head_dim: int = 0, attention: str = "",
                    qk_rope_head_dim: int | None = None) -> float:
    """layers × query heads × (d_qk + d_v) / 2: a causal prompt of T tokens spends 2 × this × T² FLOPs on QKᵀ and AV
    (each 2·T²·heads·d, halved by the mask). Not layers × hidden where the heads are wider than the model: Qwen3-235B's
    64 heads × 128 are 8,192 against a hidden 4,096 (review 71 c12: a 128k prompt's first token read 1.7× too soon);
    MLA's values are head_dim − qk_rope_head_dim wide (DeepSeek-V3: queries and keys 192, values 128). Sliding-window
    layers are counted in full (an upper bound for Gemma's local layers)."""
    if layers and heads and head_dim:
        d_v = head_dim - (qk_rope_head_dim or 0) if attention == "mla" else head_dim
        return layers * heads * (head_dim + d_v) / 2
    return float(layers or 0) * float(hidden or 0)


def prefill_seconds(tflops: float, active_params_b: float, context: int, attention_width: float = 0.0) -> float:
    """Time to read a ``context``-token prompt at the dense-compute bound: 2·N a token, plus causal attention's
    2 × ``attention_width`` × T² where the width is known (review 60 C1: "the full peak alone would be 14 s" for a
    128k prompt that attention alone keeps over 30 s)."""
    flops = FLOPS_PER_PARAM_TOKEN_FORWARD * active_params_b * 1e9 * context + 2 * attention_width * context ** 2
    return flops / (tflops * 1e12)


def training_tokens_per_s(tflops: float, params_b: float, adapters_only: bool = False) -> float:
    """Training tokens/s at the dense-compute bound (full: 6·P; LoRA/QLoRA: 4·P FLOPs/token)."""
    k = FLOPS_PER_PARAM_TOKEN_ADAPTER_TRAIN if adapters_only else FLOPS_PER_PARAM_TOKEN_TRAIN
    return tflops * 1e12 / (k * params_b * 1e9)
