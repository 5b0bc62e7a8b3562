"""Properties of the estimates over many inputs (hypothesis): more context, sequences, batch or
parameters never need less memory; a narrower precision never needs more; every figure is
finite and positive; spreading over more GPUs never raises the per-GPU need."""

from __future__ import annotations

import dataclasses
import math

from hypothesis import example, given, settings
from hypothesis import strategies as st

from knowledge.schema import Model, build
from rules.estimate import fit, requirement, split
from rules.facts import OPTIMIZERS, Facts
from tests.factories import card, kb_of, model

MODELS = (
    model(id="llama-3.1-8b", params_b=8.03, layers=32, hidden=4096, heads=32, kv_heads=8,
          head_dim=128, vocab=128256, intermediate_size=14336),
    model(id="llama-2-7b", params_b=6.74, layers=32, hidden=4096, heads=32, kv_heads=32,
          head_dim=128, vocab=32000, attention="mha", native_dtype="fp16", max_context=4096,
          quantized=[{"format": "q4_k_m", "size_gb": 4.08, "source": "gguf"}]),
    model(id="qwen3-32b", params_b=32.8, layers=64, hidden=5120, heads=64, kv_heads=8,
          head_dim=128, vocab=151936, max_context=40960,
          quantized=[{"format": "q4_k_m", "size_gb": 19.76, "source": "gguf"}]),
    model(id="deepseek-v3", params_b=671, active_params_b=37, layers=61, hidden=7168,
          heads=128, kv_heads=128, head_dim=192, attention="mla", kv_lora_rank=512,
          qk_rope_head_dim=64, vocab=129280, native_dtype="fp8",
          moe={"experts": 256, "experts_per_token": 8, "moe_intermediate_size": 2048,
               "shared_experts": 1, "expert_params_b": 653.91}),
    model(id="gpt-oss-120b", params_b=116.83, active_params_b=5.13, layers=36, hidden=2880,
          heads=64, kv_heads=8, head_dim=64, vocab=201088, native_dtype="mxfp4",
          sliding_window={"window": 128, "layers": 18},
          moe={"experts": 128, "experts_per_token": 4, "moe_intermediate_size": 2880,
               "expert_params_b": 114.7},
          quantized=[{"format": "mxfp4", "size_gb": 65.28, "source": "model-card"}]),
    model(id="gemma-2-9b", params_b=9.24, layers=42, hidden=3584, heads=16, kv_heads=8,
          head_dim=256, vocab=256000, tie_embeddings=True, max_context=8192,
          sliding_window={"window": 4096, "layers": 21}),
    build(Model, {"id": "flux.1-dev", "name": "FLUX.1 [dev]", "kind": "image", "params_b": 16.89,
                  "native_dtype": "bf16", "source": ["seed-001"],
                  "vram": [{"precision": "fp16", "min_gb": 24, "max_gb": 40, "source": "seed-000"},
                           {"precision": "fp8", "min_gb": 12, "max_gb": 16,
                            "source": "seed-001"}]}),
)
LLMS = tuple(m for m in MODELS if m.kind == "llm")
KB = kb_of(models=MODELS)
TASKS = ("inference", "lora", "qlora", "full-finetune", "pretrain")
TIERS = (("fp32",), ("bf16", "fp16"), ("fp8", "int8", "q8_0"),
         ("int4", "q4_k_m", "nf4", "mxfp4", "fp4"))
CARD = card("h100-sxm", name="H100", architecture="Hopper", cls="datacenter", vram_gb=80,
            memory_type="HBM3", bandwidth_gbs=3350, fp16_tflops=989, tdp_w=700,
            interconnect="nvlink", ecc=True, china_status="export-restricted",
            china_status_source="seed-001", pool=8)


@st.composite
def facts(draw, tasks=TASKS) -> Facts:
    task = draw(st.sampled_from(tasks))
    use_model = draw(st.booleans())
    m = draw(st.sampled_from(LLMS)) if use_model else None
    params = m.params_b if m else draw(st.floats(0.05, 2000, allow_nan=False))
    default = {"qlora": "nf4"}.get(task, "bf16" if task != "inference" else
                                   (m.native_dtype if m else "fp16"))
    precision = draw(st.sampled_from([default, "fp16", "fp8", "int4", "q4_k_m", "int8"]))
    return Facts(
        task=task, model=m.id if m else None, params_b=params, precision=precision,
        kv_precision=draw(st.sampled_from(("fp16", "bf16", "fp8", "int8", "q4"))),
        context_tokens=draw(st.integers(1, 262_144)),
        concurrency=draw(st.integers(1, 256)), batch=draw(st.integers(1, 64)),
        lora_rank=draw(st.sampled_from((4, 8, 16, 64, 256))),
        optimizer=draw(st.sampled_from(OPTIMIZERS)),
        gradient_checkpointing=draw(st.booleans()))


def need(f: Facts) -> float:
    return requirement(f, KB).vram_gb


@settings(max_examples=300, deadline=None)
@given(facts(), st.sampled_from(("context_tokens", "concurrency", "batch")),
       st.integers(1, 100_000))
def test_more_never_needs_less(f, field, extra):
    grown = dataclasses.replace(f, **{field: getattr(f, field) + extra})
    assert need(grown) >= need(f) - 1e-9


@settings(max_examples=200, deadline=None)
@given(facts(), st.floats(1.0001, 50))
def test_more_parameters_never_need_less(f, factor):
    f = dataclasses.replace(f, model=None)  # a size of its own: the stand-in architecture
    bigger = dataclasses.replace(f, params_b=f.params_b * factor)
    assert need(bigger) >= need(f) - 1e-9


@settings(max_examples=200, deadline=None)
@given(facts(), st.sampled_from(MODELS + (None,)))
def test_narrower_precision_never_needs_more(f, m):
    if m is not None:
        f = dataclasses.replace(f, model=m.id, params_b=m.params_b)
    elif f.model is None and f.params_b is None:
        return
    tiers = [[need(dataclasses.replace(f, precision=p)) for p in tier] for tier in TIERS]
    for wider, narrower in zip(tiers, tiers[1:]):
        assert max(narrower) <= min(wider) + 1e-9


@settings(max_examples=300, deadline=None)
@given(facts())
def test_finite_and_positive(f):
    req = requirement(f, KB)
    assert math.isfinite(req.vram_gb) and req.vram_gb > 0
    assert all(math.isfinite(v) and v >= 0 for v in req.breakdown.values())
    assert sum(req.breakdown.values()) == req.vram_gb or math.isclose(
        sum(req.breakdown.values()), req.vram_gb)
    placed = fit(req, f, CARD, 2)
    for value in (placed.per_gpu_need_gb, placed.headroom_gb, placed.decode_tokens_per_s_max,
                  placed.training_tokens_per_s_max, placed.prefill_seconds):
        assert value is None or math.isfinite(value)
    assert placed.max_context_tokens is None or placed.max_context_tokens >= 0


@settings(max_examples=200, deadline=None)
@given(facts())
def test_more_gpus_never_raise_the_per_gpu_need(f):
    req = requirement(f, KB)
    needs = [split(req, f, n).per_gpu_gb for n in (1, 2, 4, 8, 16, 32)]
    for fewer, more in zip(needs, needs[1:]):
        assert more <= fewer + 1e-9


PCIE_96 = card("rtx-pro-6000", name="RTX PRO 6000", architecture="Blackwell", cls="workstation", vram_gb=96,
               memory_type="GDDR7 ECC", bandwidth_gbs=1792, fp16_tflops=500, tdp_w=600, interconnect="pcie",
               ecc=True, china_status="export-restricted", china_status_source="seed-001", pool=1)


@settings(max_examples=150, deadline=None)
@given(facts(tasks=("inference",)), st.sampled_from((2, 4, 8)), st.sampled_from((CARD, PCIE_96)))
# (Qwen3-32B BF16 for 20 at 16k: two copies at 91.7 GB each, past the line at 90.2)
@example(Facts(task="inference", model="qwen3-32b", precision="bf16", context_tokens=16_384, concurrency=20), 2,
         PCIE_96)
def test_served_copies_never_start_past_the_engine_line_where_one_copy_would_not(f, gpus, c):
    """Review 98 c06: copies that vLLM starts only past its default pool (2 % spare, CUDA graphs) are not the
    placement where one tensor-parallel copy over the same cards starts within it."""
    from rules.estimate.capacity import CUDA_GRAPHS_GB, VLLM_MIN_SPARE, VLLM_UTILIZATION, capacity_gb
    from rules.estimate.split import tensor_parallel

    req = requirement(f, KB)
    placed = split(req, f, gpus, c, 0.05)
    line = capacity_gb(c) * (VLLM_UTILIZATION - VLLM_MIN_SPARE) - CUDA_GRAPHS_GB
    if req.kind == "llm" and placed.layout == "replicas" and placed.gpus == gpus:
        assert placed.per_gpu_gb <= line or tensor_parallel(req, gpus).per_gpu_gb > line
