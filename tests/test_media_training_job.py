"""An image model's LoRA and a detector's training of known size are costed as the job (review 98 c04, c09)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from knowledge.loader import load
from rules.estimate import detection_training, image_training_flops
from rules.estimate import job as job_est


@pytest.fixture(scope="module")
def kb():
    return load()


def test_yolo_utilisation_is_the_yolov5_readme_figure(kb):
    # YOLOv5x, COCO 300 epochs at 640, 8 days on one V100 (125 dense TFLOPS): 205.7 GFLOPs × 3 × 118,287 × 300
    achieved = 205.7e9 * 3 * 118_287 * 300 / (8 * 86_400)
    util, row, src = detection_training.utilisation(kb)
    assert (row, src) == ("yolov5x-v100-coco", "ultralytics-yolov5-readme")
    assert util == pytest.approx(achieved / 125e12, abs=0.005)


def test_yolo11x_job_flops_pinned_to_the_publisher_table(kb):
    # Ultralytics' table: YOLO11x 194.9 GFLOPs at 640; 1280 px is 4× the pixels; training ≈ 3 × forward
    j = detection_training.job(kb.models_by_id["yolo11x"], 40_000, 150, 1280)
    assert j.flops_per_image == pytest.approx(194.9e9 * 4 * 3)
    assert j.flops == pytest.approx(1.40e19, rel=0.01)  # the reviewer's ≈ 1.4e19
    hours_3090 = detection_training.gpu_hours(kb, kb.cards_by_id["rtx-3090"], j.flops)
    hours_4090 = detection_training.gpu_hours(kb, kb.cards_by_id["rtx-4090"], j.flops)
    assert hours_3090 > 168 > hours_4090  # the 3090 misses a week at 1280 px, the 4090 makes it (~220 h, ~95 h)
    assert 190 < hours_3090 < 250 and 80 < hours_4090 < 110


def test_flux_lora_step_time_in_the_published_range(kb):
    model = kb.models_by_id["flux.1-dev"]
    j = image_training_flops.job(model, 800, 20, "lora", True)
    assert j.steps == 16_000 and j.tokens_per_sample == 4096  # 1024² → 64 × 64 latent patches
    t = job_est.job_time(kb, kb.cards_by_id["a800-80g"], 1, params_b=j.trained_b, tokens=j.tokens, task="lora",
                         checkpointing=True, engine=None, attention=j.attention, replicated=True)
    assert 1.5 < t.wall_hours * 3600 / j.steps < 3.0  # the reviewer's 1.5–3 s a step on an A100-class card
    assert 7 < t.gpu_hours < 13


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 100_000), st.integers(1, 100_000))
def test_more_images_never_cost_less(a, b):
    kb = load()
    model = kb.models_by_id["yolo11x"]
    lo, hi = sorted((a, b))
    assert detection_training.job(model, lo, 10).flops <= detection_training.job(model, hi, 10).flops
    flux = kb.models_by_id["flux.1-dev"]
    assert image_training_flops.job(flux, lo, 2, "lora", True).tokens <= \
        image_training_flops.job(flux, hi, 2, "lora", True).tokens


def _recommend(args, capsys):
    from advisor_tui.cli import main
    assert main(["recommend", *args, "--json"]) == 0
    return capsys.readouterr().out


def test_flux_lora_consultation_costs_the_job(capsys, monkeypatch):
    import json
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    args = ["--model", "flux.1-dev", "--task", "lora", "--samples", "800", "--epochs", "20", "--deadline", "7d",
            "--budget", "2000", "--currency", "CNY", "--region", "cn"]
    out = json.loads(_recommend(args, capsys))
    text = json.dumps(out, ensure_ascii=False)
    assert "gpu_hours" in text
    plans = [p for p in _plans(out) if p.get("gpu_hours")]
    assert plans and all(p["wall_hours"] <= 168 for p in plans)
    assert any(7 < p["gpu_hours"] < 13 and p["total_cost"] < 2000 for p in plans)


def test_yolo_consultation_costs_the_job_within_the_week(capsys, monkeypatch):
    import json
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    out = json.loads(_recommend(["--model", "yolo11x", "--task", "detection", "--samples", "40000", "--epochs", "150",
                                 "--deadline", "7d", "--budget", "990/total", "--interruptible"], capsys))
    plans = [p for p in _plans(out) if p.get("gpu_hours")]
    assert plans and all(p["wall_hours"] <= 168 and p["total_cost"] <= 990 for p in plans)
    assert "yolo train resume model=runs/detect/train/weights/last.pt" in json.dumps(out)


def _plans(obj):
    if isinstance(obj, dict):
        if "wall_hours" in obj and "total_cost" in obj:
            yield obj
        for v in obj.values():
            yield from _plans(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _plans(v)


@settings(max_examples=5, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(px=st.sampled_from((320, 640, 960, 1280, 1536)))
def test_the_image_size_said_scales_a_detectors_training_by_its_square(capsys, monkeypatch, px):
    """Review 98 c09: --resolution takes a video's 480p–1080p and could not carry "1280 px"; --imgsz does, and the
    job's FLOPs are the table's 640-px figure × (imgsz/640)², its launch trains at that size."""
    import json
    import re

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    base = ["--model", "yolo11x", "--task", "detection", "--samples", "40000", "--epochs", "150", "--deadline", "30d",
            "--only-cards", "rtx-4090"]
    out = json.dumps(json.loads(_recommend([*base, "--imgsz", str(px)], capsys)), ensure_ascii=False)
    flops = float(re.search(r"→ ([\d.e+]+) FLOPs", out).group(1))
    assert flops == pytest.approx(194.9e9 * 3 * 40_000 * 150 * (px / 640) ** 2, rel=0.01)
    assert f"imgsz={px} " in out


def test_imgsz_applies_to_detection_alone(capsys, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    from advisor_tui.cli import main

    assert main(["recommend", "--model", "qwen2.5-7b", "--imgsz", "1280"]) == 0
    assert "--imgsz does not apply to inference and was not used" in capsys.readouterr().out
