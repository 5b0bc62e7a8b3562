"""Stated needs: image / video / other workloads sized from the sources' figures (the gate is
the LOWER end of a range, as the seeds' "enough" cards show), and a need the person states."""

from __future__ import annotations

import pytest

from knowledge.errors import InputError
from knowledge.schema import Card, Model, Workload, build
from rules.estimate import fit, gpus_needed, requirement, split
from rules.facts import Facts
from tests import factories


def card(cid: str, vram: float, bandwidth: float = 1000) -> Card:
    return factories.card(cid, vram_gb=vram, memory_type="GDDR7", bandwidth_gbs=bandwidth)


RTX_5090 = card("rtx-5090", 32, 1792)
RTX_3090 = card("rtx-3090", 24, 936)
RTX_3080TI = card("rtx-3080ti", 12, 912)

FLUX = build(Model, {
    "id": "flux.1-dev", "name": "FLUX.1 [dev]", "kind": "image", "params_b": 16.89,
    "native_dtype": "bf16", "source": ["seed-001"],
    "vram": [
        # Seed 001: "FLUX.1 dev 的 FP16 版本要 24GB"; "FP8 量化版大约 12-16GB".
        {"precision": "fp16", "min_gb": 24, "max_gb": 24, "source": "seed-001"},
        {"precision": "fp8", "min_gb": 12, "max_gb": 16, "source": "seed-001"},
        # Seed 000: "Flux / 高分辨率出图: 24–40 GB", enough = RTX 5090 32GB.
        {"precision": "fp16", "min_gb": 24, "max_gb": 40, "source": "seed-000"}]})
COGVIDEOX = build(Model, {
    "id": "cogvideox-5b", "name": "CogVideoX-5B", "kind": "video", "params_b": 5,
    "native_dtype": "bf16", "source": ["cogvideox-model-card"],
    "vram": [
        {"precision": "bf16", "min_gb": 26, "max_gb": 26, "source": "cogvideox-model-card",
         "note": "SAT BF16 single-GPU inference, no offload."},
        {"precision": "bf16", "min_gb": 5, "max_gb": 5, "source": "cogvideox-model-card",
         "note": "diffusers BF16 'from 5 GB' with sequential CPU offload."},
        {"precision": "bf16", "min_gb": 24, "max_gb": 48, "source": "seed-000"}]})
SD15 = build(Model, {
    "id": "sd-1.5", "name": "Stable Diffusion 1.5", "kind": "image", "params_b": 0.983,
    "native_dtype": "fp32", "source": ["seed-001"],
    "vram": [{"precision": "fp16", "min_gb": 4, "max_gb": 6, "source": "seed-001"}]})
SD_ROW = build(Workload, {
    "id": "sd-sdxl", "task": "image", "name": {"en": "SD / SDXL", "zh": "SD / SDXL 出图"},
    "vram_min_gb": 12, "vram_max_gb": 20, "source": "seed-000", "models": ["sd-1.5"]})
FLUX_ROW = build(Workload, {
    "id": "flux", "task": "image", "name": {"en": "Flux, high resolution", "zh": "Flux 高分辨率出图"},
    "vram_min_gb": 24, "vram_max_gb": 40, "source": "seed-000", "models": ["flux.1-dev"]})
LEARN_ROW = build(Workload, {
    "id": "learn", "task": "learn", "name": {"en": "Coursework", "zh": "科研入门 / 跑通代码"},
    "vram_min_gb": 8, "vram_max_gb": 24, "source": "seed-000"})
KB = factories.kb_of(models=(FLUX, COGVIDEOX, SD15), workloads=(SD_ROW, FLUX_ROW, LEARN_ROW))


def test_flux_gate_is_the_lower_end():
    req = requirement(Facts(task="image", model="flux.1-dev", precision="bf16"), KB)
    assert req.kind == "stated" and req.vram_gb == 24
    assert req.comfortable_gb == 40
    assert req.breakdown["weights"] == 24 and sum(req.breakdown.values()) == 24
    assert req.kv_bytes_per_token is None and req.rule_of_thumb_gb is None
    # Seed 000: RTX 5090 32 GB is "enough" for Flux at 24–40 GB.
    assert fit(req, None, RTX_5090).fits
    fp8 = requirement(Facts(task="image", model="flux.1-dev", precision="fp8"), KB)
    assert fp8.vram_gb == 12  # seed 001: FP8 ≈ 12–16 GB, "4090 可以跑"


def test_offload_figures_are_not_the_gate():
    req = requirement(Facts(task="video", model="cogvideox-5b", precision="bf16"), KB)
    assert req.vram_gb == 24
    assert any("CPU offload" in n.en for n in req.notes)


def test_precision_without_a_figure_uses_the_nearest_and_adds_wider_weights():
    req = requirement(Facts(task="image", model="sd-1.5", precision="fp32"), KB)
    assert req.vram_gb == pytest.approx(4 + 0.983 * 2)
    narrow = requirement(Facts(task="image", model="sd-1.5", precision="int4"), KB)
    assert narrow.vram_gb == 4  # never reduced below the nearest stated figure


def test_workload_rows():
    learn = requirement(Facts(task="learn"), KB)
    assert learn.vram_gb == 8 and learn.comfortable_gb == 24  # seed 000: enough = A5000 24GB
    image = requirement(Facts(task="image"), KB)
    assert image.vram_gb == 12 and any("Flux" in n.en for n in image.notes)
    assert fit(image, None, RTX_3090).fits  # seed 000: SD/SDXL enough = RTX 3090
    with pytest.raises(InputError):
        requirement(Facts(task="render"), KB)


def test_stated_needs_do_not_divide_across_gpus():
    req = requirement(Facts(task="image", model="flux.1-dev", precision="bf16"), KB)
    assert split(req, None, 4).per_gpu_gb == 24
    assert gpus_needed(req, Facts(task="image"), RTX_3080TI) is None


def test_your_figure_overrides():
    req = requirement(Facts(task="image", model="flux.1-dev", vram_gb=30), KB)
    assert req.vram_gb == 30 and req.weights_source == "your figure"
    llm = requirement(Facts(task="inference", params_b=70, vram_gb=100), KB)
    assert llm.vram_gb == 100
    assert any("147" in n.en or "estimate from the model" in n.en for n in llm.notes)
    assert split(llm, None, 2).per_gpu_gb < 100  # an LLM need is assumed to divide evenly
    data = llm.to_dict()
    assert data["vram_gb"] == 100 and data["breakdown"]["weights"] == 100
