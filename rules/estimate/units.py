"""Units and per-format constants shared by the estimates: bytes, bits per weight, KV bytes.

Every figure in ``rules.estimate`` is in GB = 10^9 bytes (as ``knowledge.schema`` says), except
where a name says GiB. Each constant below states its source or says it is our assumption.
"""

from __future__ import annotations

from dataclasses import dataclass

GB = 1e9
GiB = float(2**30)
MiB = float(2**20)


def gb(num_bytes: float) -> float:
    """Bytes → GB (10^9 bytes)."""
    return num_bytes / GB


def gib_to_gb(gib: float) -> float:
    return gib * GiB / GB


def weights_gb(params_b: float, bytes_per_param: float) -> float:
    """Seed 000's formula one: 权重(GB) = 参数量(B) × 每参数字节数 (FP16 2, INT8 1, INT4 0.5).

    Kept as the seed writes it so a reader can reconcile; ``rules.estimate.memory`` uses the real
    bits per weight of each format (scales, zero points, 16-bit embeddings) instead.
    """
    return params_b * bytes_per_param


@dataclass(frozen=True)
class WeightFormat:
    """How one precision stores a model's weights.

    ``bits``: bits per quantised weight, scales and zero points included.
    ``scope``: "all" = every tensor is stored so (the file's average, as llama.cpp measures it);
    "linear" = the transformer blocks' linear layers only, while the token embedding and lm_head
    stay 16-bit (what bitsandbytes, AutoGPTQ/AutoAWQ, FP8 and NVFP4 checkpoints do); "experts" =
    only the MoE experts' weights (gpt-oss's MXFP4), the rest 16-bit.
    ``average_bits``: the whole-model figure used when the architecture is unknown (no split of
    embeddings possible).
    """

    bits: float
    scope: str
    average_bits: float
    source: str


# Bits per weight by precision (the `Precision` values of knowledge.schema).
WEIGHT_FORMATS: dict[str, WeightFormat] = {
    "fp32": WeightFormat(32.0, "all", 32.0, "IEEE float32"),
    "bf16": WeightFormat(16.0, "all", 16.0, "bfloat16"),
    "fp16": WeightFormat(16.0, "all", 16.0, "IEEE float16"),
    # FP8 E4M3 checkpoints (DeepSeek-V3, Qwen3-FP8): 128×128 block scales add 32/16384 bits —
    # negligible; embeddings and lm_head are kept in BF16 in those checkpoints.
    "fp8": WeightFormat(8.0, "linear", 8.0, "FP8 E4M3, block scales negligible"),
    # INT8 with one FP16 scale + one FP16 zero per group of 128 (GPTQ/AWQ-style layout):
    # 8 + 32/128 = 8.25 bits on the linear layers. Whole-model average ≈ 8.5 once 16-bit
    # embeddings are counted in (our assumption for an unknown architecture; = llama.cpp Q8_0).
    "int8": WeightFormat(8.25, "linear", 8.5, "INT8, group-128 FP16 scale + zero"),
    # INT4 GPTQ/AWQ, group size 128, FP16 scale + FP16 zero per group: 4 + 32/128 = 4.25 bits
    # (packed 4-bit zeros make it 4.16; we keep the round, conservative 4.25). Whole-model
    # average ≈ 4.5 with 16-bit embeddings (e.g. Llama-3.1-8B AWQ: 5.7 GB for 8.03 B params).
    "int4": WeightFormat(4.25, "linear", 4.5, "INT4 GPTQ/AWQ, group-128 scale + zero"),
    # llama.cpp Q4_K_M: a mix of Q4_K and Q6_K tensors; llama.cpp measures 4.8944 bits per
    # weight over the whole Llama-3.1-8B file (embeddings included), so scope "all".
    "q4_k_m": WeightFormat(4.8944, "all", 4.8944, "llama.cpp Q4_K_M measured on Llama-3.1-8B"),
    # llama.cpp Q8_0: blocks of 32 int8 + one FP16 scale = 34 bytes / 32 weights = 8.5 bits.
    "q8_0": WeightFormat(8.5, "all", 8.5, "llama.cpp Q8_0 block layout"),
    # QLoRA paper (Dettmers et al. 2023, §3): NF4 with double quantisation costs 4 + 0.127 bits
    # (8-bit block-64 absmax constants, FP32 second-level constants per 256 blocks).
    # bitsandbytes/transformers quantise nn.Linear only and keep lm_head unquantised; the token
    # embedding is not a Linear layer, so it stays 16-bit too.
    "nf4": WeightFormat(4.127, "linear", 4.127, "QLoRA NF4 + double quantisation"),
    # OCP Microscaling MXFP4: blocks of 32 FP4 (E2M1) values sharing one 8-bit E8M0 scale:
    # 4 + 8/32 = 4.25 bits. gpt-oss stores only the MoE expert weights so; the rest is BF16.
    "mxfp4": WeightFormat(4.25, "experts", 4.25, "OCP MXFP4 (gpt-oss: experts only)"),
    # NVFP4: blocks of 16 FP4 values with one FP8 E4M3 scale: 4 + 8/16 = 4.5 bits (plus one FP32
    # per tensor); NVFP4 checkpoints keep embeddings and lm_head in BF16.
    "fp4": WeightFormat(4.5, "linear", 4.5, "NVFP4, block-16 FP8 scale"),
}

# Bytes per KV-cache element by --kv-precision. q4 = llama.cpp's q4_0 cache type: blocks of 32
# 4-bit values + one FP16 scale = 18 bytes / 32 values = 0.5625 byte.
KV_BYTES: dict[str, float] = {"fp16": 2.0, "bf16": 2.0, "fp8": 1.0, "int8": 1.0, "q4": 0.5625}

# Bytes per parameter for training state (ZeRO paper, Rajbhandari et al. 2020, §3.1: mixed
# precision Adam holds 2Ψ fp16 weights + 2Ψ fp16 gradients + KΨ optimizer states, K = 12:
# fp32 master weights 4 + Adam momentum 4 + variance 4).
OPTIMIZER_STATE_BYTES: dict[str, float] = {
    # per trainable parameter, beyond the weights and gradients themselves
    "adamw": 8.0,  # Adam m and v in fp32
    # bitsandbytes 8-bit Adam (Dettmers et al. 2022, "8-bit Optimizers via Block-wise
    # Quantization"): m and v at 1 byte each; the block-wise (2048) fp32 absmax stats add 0.004.
    "adamw-8bit": 2.0,
    # SGD with momentum (the usual 0.9): one fp32 momentum buffer. Without momentum it is 0 —
    # we assume momentum, the common choice, and say so.
    "sgd": 4.0,
}
FP32_MASTER_BYTES = 4.0  # mixed precision keeps an fp32 master copy of each trainable weight


def kv_bytes(kv_precision: str) -> float:
    try:
        return KV_BYTES[kv_precision]
    except KeyError:
        raise ValueError(f"unknown KV precision {kv_precision!r}") from None


def weight_format(precision: str) -> WeightFormat:
    try:
        return WEIGHT_FORMATS[precision]
    except KeyError:
        raise ValueError(f"unknown precision {precision!r}") from None
