"""Workloads: every row of seed 000's by-task table, seed 001's image thresholds and quick picks."""

from __future__ import annotations

import pytest

import knowledge

# Seed 000, "按任务直接选": id → (task, VRAM GB min, max, 够用就好, 更快 / 更稳)
SEED_000_ROWS = {
    "image-sd-sdxl": ("image", 12, 20, ["rtx-3090"], ["rtx-4090"]),
    "image-flux-hires": ("image", 24, 40, ["rtx-5090"], ["l40s"]),
    "llm-7b-inference": ("inference", 6, 18, ["rtx-a5000"], ["rtx-4090"]),
    "llm-14b-inference": ("inference", 10, 32, ["rtx-a6000"], ["rtx-5090", "l40s"]),
    "llm-32b-inference": ("inference", 20, 68, ["rtx-a6000"], ["a100-80g-pcie"]),
    "llm-70b-inference": ("inference", 40, 160, ["a100-80g-pcie"], ["h200", "mi300x"]),
    "lora-qlora-7b-32b": ("lora", 10, 48, ["rtx-4090"], ["a100-80g-sxm"]),
    "full-finetune": ("full-finetune", 112, 1120, ["a100-80g-sxm"], ["h100-sxm"]),
    "video-generation": ("video", 24, 48, ["rtx-a6000"], ["l40s", "h100-sxm"]),
    "render-3d": ("render", 16, 48, ["a40"], ["rtx-4090"]),
    "learn-research": ("learn", 8, 24, ["rtx-a5000"], ["l4"]),
}

# Seed 001's image thresholds: id → (model, VRAM GB min, max)
SEED_001_IMAGE = {
    "image-sd15-line": ("sd-1.5", 4, 6),
    "image-sdxl": ("sdxl", 8, 12),
    "image-flux1-dev-fp16": ("flux.1-dev", 24, 24),
    "image-flux1-dev-fp8": ("flux.1-dev", 12, 16),
    "image-flux2-klein-9b": ("flux.2-klein-9b", 29, 29),
}


@pytest.fixture(scope="module")
def workloads():
    kb = knowledge.load(user_file=False)
    return {w.id: w for w in kb.workloads}


@pytest.mark.parametrize("wid", sorted(SEED_000_ROWS))
def test_seed_000_by_task_rows(workloads, wid):
    task, lo, hi, enough, faster = SEED_000_ROWS[wid]
    w = workloads[wid]
    assert w.source == "seed-000"
    assert (w.task, w.vram_min_gb, w.vram_max_gb) == (task, lo, hi)
    assert list(w.enough) == enough
    assert list(w.faster) == faster
    assert w.name.en and w.name.zh


@pytest.mark.parametrize("wid", sorted(SEED_001_IMAGE))
def test_seed_001_image_thresholds(workloads, wid):
    model, lo, hi = SEED_001_IMAGE[wid]
    w = workloads[wid]
    assert w.source == "seed-001" and w.task == "image"
    assert model in w.models
    assert (w.vram_min_gb, w.vram_max_gb) == (lo, hi)


def test_seed_001_quick_picks(workloads):
    assert workloads["image-sdxl"].enough == ("rtx-3090",)  # 次选 budget card
    assert workloads["image-sdxl"].faster == ("rtx-4090",)  # 首选 sweet spot
    assert workloads["finetune-7b-13b"].enough == ("rtx-4090",)
    assert workloads["finetune-70b"].task == "qlora"
    assert set(workloads["pretrain-100b-plus"].enough) == {"b200", "b300"}
    # the seed's "70B FP16 needs 141 GB" is weights only; training needs params x 16 bytes
    assert workloads["pretrain-70b"].vram_min_gb >= 70 * 16


def test_every_task_that_needs_a_range_has_one(workloads):
    tasks = {w.task for w in workloads.values()}
    for task in ("inference", "lora", "qlora", "full-finetune", "pretrain", "image", "video",
                 "render", "learn", "transcribe", "detection"):
        assert task in tasks, task


def test_workloads_are_bilingual_and_consistent(workloads):
    for w in workloads.values():
        assert w.name.en.strip() and w.name.zh.strip(), w.id
        if w.note is not None:
            assert w.note.en.strip() and w.note.zh.strip(), w.id
        assert 0 < w.vram_min_gb <= w.vram_max_gb, w.id
        assert not set(w.enough) & set(w.faster), w.id


def test_flux_says_what_its_text_encoders_add_when_kept_resident():
    """Review 3 F17: '5090 fits with 9.4 GB spare' counted FLUX's 11.9 B denoiser alone; the
    T5-XXL encoder and VAE (the model's other 4.99 B, 10 GB) are offloaded between stages below
    ≈35 GB, and the answer now says so."""
    import knowledge
    from rules.estimate.media import resident_floor

    kb = knowledge.load(user_file=False)
    floor, note = resident_floor(kb.models_by_id["flux.1-dev"], "bf16")
    assert round(floor, 1) == 24.8
    assert "T5-XXL" in note.en and "34.8 GB" in note.en and "T5-XXL" in note.zh
