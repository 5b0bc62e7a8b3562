"""Fit per card: usable memory, headroom, the inverse limits, speed bounds (seed 002's check),
GPUs needed and the multi-GPU placements."""

from __future__ import annotations

import pytest

from knowledge.schema import Card
from rules.estimate import (
    capacity_gb,
    fit,
    gpus_needed,
    layout_breakdown,
    requirement,
    seed002_decode_tokens_per_s,
    split,
    usable_gb,
)
from rules.estimate.memory import MULTI_GPU_EXTRA_GB
from rules.facts import Facts
from tests.factories import card as make_card
from tests.factories import kb_of, model

GiB = 2**30


def card(cid: str, vram: float, memory: str, bandwidth: float, tflops: float, *,
         ecc: bool = False, cls: str = "consumer", interconnect: str = "pcie",
         pool: int = 1) -> Card:
    return make_card(cid, vram_gb=vram, memory_type=memory, bandwidth_gbs=bandwidth,
                     fp16_tflops=tflops, ecc=ecc, cls=cls, interconnect=interconnect, pool=pool)


# Official specs (bandwidths as seed 002 lists them for the decode check).
RTX_4090 = card("rtx-4090", 24, "GDDR6X", 1008, 165.2)
RTX_5090 = card("rtx-5090", 32, "GDDR7", 1792, 209.5)
A100_PCIE = card("a100-80g-pcie", 80, "HBM2e", 1935, 312, ecc=True, cls="datacenter")
L40S = card("l40s", 48, "GDDR6 ECC", 864, 362.05, ecc=True, cls="datacenter")
RTX_A6000 = card("rtx-a6000", 48, "GDDR6 ECC", 768, 154.8, ecc=True, cls="workstation",
                 interconnect="nvlink-bridge", pool=2)
H100_SXM = card("h100-sxm", 80, "HBM3", 3350, 989, ecc=True, cls="datacenter",
                interconnect="nvlink", pool=8)
H200 = card("h200", 141, "HBM3e", 4800, 989, ecc=True, cls="datacenter", interconnect="nvlink",
            pool=8)


QWEN3_32B = model(id="qwen3-32b", params_b=32.8, layers=64, hidden=5120, heads=64, kv_heads=8,
                  head_dim=128, vocab=151936, max_context=40960,
                  # seed 002: "Q4_K_M 的 Qwen3 32B（权重约 19.5 GB）"
                  quantized=[{"format": "q4_k_m", "size_gb": 19.5, "source": "seed-002"}])
LLAMA31_70B = model(id="llama-3.1-70b", params_b=70.55, layers=80, hidden=8192, heads=64,
                    kv_heads=8, head_dim=128, vocab=128256)
LLAMA31_8B = model(id="llama-3.1-8b", params_b=8.03, layers=32, hidden=4096, heads=32, kv_heads=8,
                   head_dim=128, vocab=128256)
DEEPSEEK_V3 = model(id="deepseek-v3", params_b=671, active_params_b=37, layers=61, hidden=7168,
                    heads=128, kv_heads=128, head_dim=192, attention="mla", kv_lora_rank=512,
                    qk_rope_head_dim=64, vocab=129280, native_dtype="fp8",
                    moe={"experts": 256, "experts_per_token": 8, "moe_intermediate_size": 2048,
                         "shared_experts": 1, "expert_params_b": 653.91})
KB = kb_of(models=(QWEN3_32B, LLAMA31_70B, LLAMA31_8B, DEEPSEEK_V3))


def infer(model_id: str, **kw) -> Facts:
    base = {"task": "inference", "model": model_id, "params_b": KB.model(model_id).params_b,
            "context_tokens": 8192}
    base.update(kw)
    return Facts(**base)


# ----------------------------------------------------------------- usable memory


def test_card_memory_is_binary():
    # An RTX 4090 reports 24,564 MiB; "24 GB" is 24 GiB = 25.77 × 10^9 bytes.
    assert capacity_gb(RTX_4090) == pytest.approx(25.77, abs=0.01)
    assert usable_gb(RTX_4090) == pytest.approx(25.77 * 0.995, abs=0.01)
    assert usable_gb(A100_PCIE) == pytest.approx(80 * GiB / 1e9 * 0.995)
    # L40S with ECC on shows 46,068 MiB (45 GiB ≈ 48.3 × 10^9 bytes): ≈ its nominal 48 GB.
    assert capacity_gb(L40S) == pytest.approx(45 * GiB / 1e9)
    # The RTX A6000 (workstation) ships with ECC off: the full 48 GiB.
    assert capacity_gb(RTX_A6000) == pytest.approx(48 * GiB / 1e9)


def test_headroom_and_fraction():
    req = requirement(infer("qwen3-32b", precision="q4_k_m"), KB)
    f = fit(req, None, RTX_5090)
    assert f.fits
    assert f.headroom_gb == pytest.approx(f.usable_gb - req.vram_gb)
    assert f.headroom_fraction == pytest.approx(f.headroom_gb / f.usable_gb)
    assert f.per_gpu_need_gb == pytest.approx(req.vram_gb)


# ----------------------------------------------------------- seed 002's decode check


@pytest.mark.parametrize(("c", "seed"), [(RTX_4090, 52), (RTX_5090, 92), (A100_PCIE, 99)])
def test_seed002_decode_check(c, seed):
    # Seed 002: Qwen3-32B Q4_K_M ≈ 19.5 GB; RTX 4090 1,008 GB/s ≈ 52, RTX 5090 1,792 ≈ 92,
    # A100 80G 1,935 ≈ 99 tokens/s (= bandwidth ÷ weight size).
    assert round(seed002_decode_tokens_per_s(c.bandwidth_gbs, 19.5)) == seed
    # The same through fit(): a 1-token context (no KV to read) gives the seed's figure …
    tiny = fit(requirement(infer("qwen3-32b", precision="q4_k_m", context_tokens=1), KB), None, c)
    assert tiny.decode_tokens_per_s_weights_only == pytest.approx(c.bandwidth_gbs / 19.5)
    assert round(tiny.decode_tokens_per_s_max) == seed
    # … and at 8K the KV cache read (2.1 GB) lowers it by ~10 %.
    full = fit(requirement(infer("qwen3-32b", precision="q4_k_m"), KB), None, c)
    assert full.decode_tokens_per_s_max == pytest.approx(c.bandwidth_gbs / (19.5 + 2.147),
                                                         rel=1e-3)
    assert full.decode_tokens_per_s_weights_only == pytest.approx(c.bandwidth_gbs / 19.5)


def test_seed004_13b_fp16_read_time():
    # Seed 004: 24 GB of weights at 1,008 GB/s ≈ 23.8 ms per token; at 2,000 GB/s 12 ms.
    assert 1000 / seed002_decode_tokens_per_s(1008, 24) == pytest.approx(23.8, abs=0.05)
    assert 1000 / seed002_decode_tokens_per_s(2000, 24) == pytest.approx(12.0)


def test_moe_decode_reads_active_weights_only():
    req = requirement(infer("deepseek-v3", precision="fp8"), KB)
    f = fit(req, None, H200, 8)
    assert f.gpus == 8 and f.layout == "tensor-parallel"
    # 8 × 4,800 GB/s over ≈ 39 GB of active FP8 weights (+ KV), not 673 GB.
    assert 800 < f.decode_tokens_per_s_max < 8 * 4800 / 38


def test_batched_and_prefill_bounds():
    # prompts that fill the 8k window: all 32 hold the full context, the bound's KV read
    req = requirement(infer("llama-3.1-8b", precision="bf16", concurrency=32, input_tokens=8192), KB)
    f = fit(req, None, H100_SXM)
    assert f.fits
    weights = req.breakdown["weights"]
    kv_seq = req.breakdown["kv_cache"] / 32
    memory_bound = 32 * 3350 / (weights + 32 * kv_seq)
    compute_bound = 989e12 / (2 * 8.03e9)
    assert f.batched_tokens_per_s_max == pytest.approx(min(memory_bound, compute_bound))
    # 2·N a token plus causal attention's 2 × layers × hidden × T² (review 60 C1)
    assert f.prefill_seconds == pytest.approx((2 * 8.03e9 * 8192 + 2 * 32 * 4096 * 8192 ** 2) / 989e12)


def test_training_speed_bound():
    full = requirement(Facts(task="full-finetune", params_b=7, precision="bf16",
                             context_tokens=2048), KB)
    lora = requirement(Facts(task="lora", model="llama-3.1-8b", params_b=8.03, precision="bf16",
                             context_tokens=2048), KB)
    f_full = fit(full, None, H100_SXM, 2)
    assert f_full.training_tokens_per_s_max == pytest.approx(2 * 989e12 / (6 * 7e9))
    assert f_full.decode_tokens_per_s_max is None
    f_lora = fit(lora, None, H100_SXM)
    assert f_lora.training_tokens_per_s_max == pytest.approx(989e12 / (4 * 8.03e9))


# --------------------------------------------------------------- inverse limits


def test_max_context_on_a_24gb_card():
    # Seed 002: a 24 GB card with 19–20 GB of Q4 weights "剩下的空间只够约 8k". We count the card's
    # real 24 GiB and land at ≈ 13k (seed 002 rounds down; its 8k leaves ~1.5 GB spare).
    req = requirement(infer("qwen3-32b", precision="q4_k_m"), KB)
    f = fit(req, None, RTX_4090)
    assert 8192 < f.max_context_tokens < 16384
    at_max = req.at(context=f.max_context_tokens)
    assert sum(at_max.values()) <= f.usable_gb < sum(req.at(context=f.max_context_tokens + 1)
                                                     .values())
    # Seed 002: the RTX 5090 carries Q4 32B "并带 16k–32k 上下文".
    assert fit(req, None, RTX_5090).max_context_tokens >= 32768


def test_max_context_is_capped_at_the_models_maximum():
    req = requirement(infer("qwen3-32b", precision="q4_k_m"), KB)
    assert fit(req, None, H200).max_context_tokens == 40960


def test_max_concurrency():
    req = requirement(infer("llama-3.1-8b", precision="bf16"), KB)
    f = fit(req, None, A100_PCIE)
    n = f.max_concurrency
    assert n > 10
    assert sum(req.at(sequences=n).values()) <= f.usable_gb < sum(req.at(sequences=n + 1).values())


def test_nothing_fits_gives_zero_limits():
    req = requirement(infer("llama-3.1-70b", precision="fp16"), KB)
    f = fit(req, None, RTX_4090)
    assert not f.fits and f.headroom_gb < 0
    assert f.max_context_tokens == 0 and f.max_concurrency == 0


def test_stated_needs_have_no_llm_limits():
    req = requirement(Facts(task="image", vram_gb=24), KB)
    f = fit(req, None, RTX_5090)
    assert f.fits and f.max_context_tokens is None and f.decode_tokens_per_s_max is None


# ------------------------------------------------------------------ several GPUs


def test_gpus_needed_for_70b():
    fp16 = requirement(infer("llama-3.1-70b", precision="fp16"), KB)
    assert gpus_needed(fp16, infer("llama-3.1-70b"), A100_PCIE) == 2  # seed 000: 70B FP16 > 80 GB
    # H200: 141.1 GB of weights on a 141 GiB card (150.6 × 10^9 bytes usable): fits, tightly.
    # Seed 000 calls it "装不下" by comparing 140 GB with the nominal 141.
    tight = fit(fp16, None, H200)
    assert tight.fits and tight.headroom_fraction < 0.05
    assert gpus_needed(fp16, infer("llama-3.1-70b", max_gpus=1), RTX_4090) is None
    int4 = requirement(infer("llama-3.1-70b", precision="int4"), KB)
    assert gpus_needed(int4, infer("llama-3.1-70b"), A100_PCIE) == 1  # seed 000: 70B INT4 on 80 GB


def test_tensor_parallel_divides_weights_and_kv():
    req = requirement(infer("llama-3.1-70b", precision="fp16"), KB)
    one = req.breakdown
    four = layout_breakdown(req, "tensor-parallel", 4)
    assert four["weights"] == pytest.approx(one["weights"] / 4)
    assert four["kv_cache"] == pytest.approx(one["kv_cache"] / 4)
    assert four["overhead"] == pytest.approx(one["overhead"] + MULTI_GPU_EXTRA_GB)
    # 16 GPUs are launched as tensor parallel 8 (one per KV head) × 2 pipeline stages across nodes
    # (rules.launch): each stage holds half the layers' cache, so KV divides by 16 — a single
    # 16-way tensor-parallel group over 8 KV heads would replicate them and divide by 8 only
    sixteen = layout_breakdown(req, "tensor-parallel", 16)
    assert sixteen["kv_cache"] == pytest.approx(one["kv_cache"] / 16)


def test_mla_kv_is_replicated_under_tensor_parallel():
    req = requirement(infer("deepseek-v3", precision="fp8"), KB)
    eight = layout_breakdown(req, "tensor-parallel", 8)
    assert eight["kv_cache"] == pytest.approx(req.breakdown["kv_cache"])


def test_replicas_share_the_sequences():
    req = requirement(infer("llama-3.1-8b", precision="bf16", concurrency=64), KB)
    two = split(req, None, 2, H100_SXM)
    assert two.layout == "replicas" and not two.pooled
    # each copy holds 32 of the 64 and may get the one at the full context: 8,192 + 31 × 4,096 (half the window)
    # tokens × 131,072 B (32 layers × 8 KV heads × 128 × 2 × 2 B) = 17.72 GB, not half of 8,192 + 63 × 4,096
    assert two.breakdown["kv_cache"] == pytest.approx(req.at(8192, 32)["kv_cache"])
    assert two.breakdown["kv_cache"] == pytest.approx((8192 + 31 * 4096) * 131072 / 1e9)
    # One sequence cannot use two replicas: one GPU then.
    single = requirement(infer("llama-3.1-8b", precision="bf16"), KB)
    assert split(single, None, 2, H100_SXM).gpus == 1


def test_split_without_card_never_needs_more_per_gpu():
    req = requirement(infer("llama-3.1-70b", precision="fp16"), KB)
    needs = [split(req, None, n).per_gpu_gb for n in (1, 2, 4, 8)]
    assert needs == sorted(needs, reverse=True)
    data = split(req, None, 4).to_dict("zh")
    assert data["gpus"] == 4 and data["pooled"] and "张量并行" in data["parallelism"]


def test_card_fit_to_dict():
    req = requirement(infer("qwen3-32b", precision="q4_k_m"), KB)
    data = fit(req, None, RTX_4090).to_dict()
    for key in ("card", "fits", "max_context_tokens", "decode_tokens_per_s_max", "usable_gb",
                "headroom_gb", "gpus", "layout"):
        assert key in data
    assert data["card"] == "rtx-4090" and data["nominal_gb"] == 24
