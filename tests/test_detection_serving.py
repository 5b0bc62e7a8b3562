"""Real-time object detection served at a rate (review 91 c05: "我们工厂要做产线质检，用 YOLOv8x 实时检测 8 路
1080p 摄像头，每路 30fps。机柜散热差，单卡功耗 75W 以内，买卡不租…" got "enough: 1 × NVIDIA T4", sized with the
YOLO *training* row at 8 h a day, and --rps was refused for detection).

The per-image figures are pinned to Ultralytics' published tables (sources ultralytics-yolov8-docs: YOLOv8x
257.8 GFLOPs at 640 px and 3.53 ms on an A100 with TensorRT; ultralytics-yolo11-docs: YOLO11x 194.9 GFLOPs and
11.3 ms on a T4 with TensorRT10). 8 streams × 30 fps = 240 images/s ≈ 62 TFLOP/s sustained — a third of what
one 70 W T4 does.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from rules.estimate import detection
from rules.estimate.load import TARGET_BUSY
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load()
REVIEW = ("我们工厂要做产线质检，用 YOLOv8x 实时检测 8 路 1080p 摄像头，每路 30fps。机柜散热差，单卡功耗 75W 以内，"
          "买卡不租，预算 2 万元，公司采购要专票。")
FLAGS = {"task": "detection", "model": "yolov8x", "rps": 240, "procure": "buy", "gpu_power_w": 75, "region": "cn",
         "buyer": "company", "budget": "20000/total", "currency": "CNY"}


@pytest.fixture(scope="module")
def kb():
    return KB


# --------------------------------------------------------------------------- the published tables
@pytest.mark.parametrize(("mid", "params_m", "gflops", "ms", "card"), [
    ("yolov8n", 3.2, 8.7, 0.99, "a100-40g"), ("yolov8s", 11.2, 28.6, 1.20, "a100-40g"),
    ("yolov8m", 25.9, 78.9, 1.83, "a100-40g"), ("yolov8l", 43.7, 165.2, 2.39, "a100-40g"),
    ("yolov8x", 68.2, 257.8, 3.53, "a100-40g"),
    ("yolo11n", 2.6, 6.5, 1.5, "t4"), ("yolo11s", 9.4, 21.5, 2.5, "t4"), ("yolo11m", 20.1, 68.0, 4.7, "t4"),
    ("yolo11l", 25.3, 86.9, 6.2, "t4"), ("yolo11x", 56.9, 194.9, 11.3, "t4"),
])
def test_each_model_carries_the_publishers_figures(kb, mid, params_m, gflops, ms, card):
    m = kb.model(mid)
    assert (m.kind, m.detect_gflops, m.detect_ms, m.detect_ms_card) == ("detection", gflops, ms, card)
    assert m.params_b == pytest.approx(params_m / 1e3, abs=1e-4)
    src = kb.sources_by_id[m.source[0]]
    assert src.url.startswith("https://docs.ultralytics.com/models/") and src.as_of
    assert f"{gflops:g}" in src.covers and f"{ms:g}" in src.covers


def test_yolov8x_on_a_t4_is_the_a100_time_scaled_by_dense_fp16(kb):
    """1000 / 3.53 ms × 65 / 312 TFLOPS = 59 images/s; the YOLO11 table's own T4 time for YOLO11x (194.9 GFLOPs in
    11.3 ms) puts YOLOv8x's 257.8 GFLOPs at about 67 — the calibration agrees within 15 %."""
    t4 = kb.card("t4")
    got = detection.images_per_s(kb, kb.model("yolov8x"), t4)
    assert got == pytest.approx(1000 / 3.53 * 65 / 312, rel=1e-9)
    from_t4_table = 1000 / 11.3 * 194.9 / 257.8
    assert abs(got - from_t4_table) / from_t4_table < 0.15
    assert detection.images_per_s(kb, kb.model("yolo11x"), t4) == pytest.approx(1000 / 11.3)


def test_the_reviewers_load_needs_sixty_two_tflops():
    assert detection.sustained_tflops(KB.model("yolov8x"), 240) == pytest.approx(61.87, abs=0.01)


def test_inference_memory_is_small_and_not_the_training_row(kb):
    f = resolve({"model": "yolov8x", "rps": 240}, kb)
    r = consult(f, kb)
    assert r.requirement.vram_gb < 3  # weights 0.14 + activations 0.8 + runtime 1.0
    assert "training" not in " ".join(n.en for n in r.requirement.notes).replace("not training", "")


# --------------------------------------------------------------------------- the reviewer's message
def test_the_review_message_reads_cameras_times_fps_as_the_rate(kb):
    u = parse(REVIEW, kb)
    assert u.facts.get("model") == "yolov8x" and u.facts.get("rps") == 240
    assert u.facts.get("gpu_power_w") == 75 and u.facts.get("procure") == "buy"


def test_the_review_message_end_to_end_needs_several_t4s(capsys):
    from advisor_tui.cli import main

    assert main(["recommend", "--say", REVIEW, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["facts"]["task"] == "detection" and out["facts"]["rps"] == 240
    assert out["facts"]["hours_per_day"] == 24
    assert out["requirement"]["vram_gb"] < 3
    top = out["picks"][0]
    assert top["card"] == "t4" and top["gpus"] * top["replicas"] >= 3
    notes = " ".join(top["job"]["assumptions"])
    assert "images/s" in notes and "3.53 ms" in notes and "planning estimate" in notes
    assert "24 h a day" in notes and "YOLOv8m" in notes and "Atlas 300I" in notes
    assert top["launch"].startswith("yolo export model=yolov8x.pt format=engine half=True")
    why = {x["card"]: [w["rule"] for w in x["why"]] for x in out["rejected"]}
    assert "power-limit" in why["a10"]  # 150 W: over the stated 75 W, as before


def test_one_card_below_the_demand_is_never_enough(kb):
    r = consult(resolve({**FLAGS}, kb), kb)
    for p in r.picks:
        per = detection.images_per_s(kb, kb.model("yolov8x"), kb.card(p.card))
        assert p.gpus * p.replicas * per * TARGET_BUSY >= 240


def test_a_smaller_model_needs_fewer_cards(kb):
    big = consult(resolve({**FLAGS}, kb), kb).picks[0]
    small = consult(resolve({**FLAGS, "model": "yolov8m"}, kb), kb).picks[0]
    assert small.gpus * small.replicas < big.gpus * big.replicas


def test_english_phrasing_is_read_too(kb):
    u = parse("Real-time YOLOv8x detection on 8 cameras at 30 fps, max 75 W per card", kb)
    assert u.facts.get("rps") == 240 and u.facts.get("model") == "yolov8x"


@pytest.mark.parametrize("text", [
    "We need to train YOLOv8x on 20k images from our 8 cameras at 30 fps",  # a training job
    "用 YOLOv8x 训练缺陷检测模型，数据来自 8 路摄像头，每路 30fps",  # training, in Chinese
    "8 路摄像头 30fps 跑 Qwen2.5-7B",  # no detection model
    "YOLOv8m benchmark: does it reach 30 fps?",  # a speed asked about, no stream or real-time load
])
def test_phrasings_that_are_not_a_detection_service(kb, text):
    assert "rps" not in parse(text, kb).facts


# --------------------------------------------------------------------------- properties and what stays
@settings(max_examples=10, deadline=None)
@given(streams=st.integers(1, 32), more=st.integers(1, 32), fps=st.sampled_from((10, 25, 30)))
def test_more_streams_never_need_fewer_cards(streams, more, fps):
    def cards(n):
        r = consult({"model": "yolov8x", "rps": n * fps, "only_cards": "t4,l4,a10", "max_gpus": 64}, KB)
        return {p.card: p.gpus * p.replicas for p in r.picks}
    low, high = cards(streams), cards(streams + more)
    assert all(high[c] >= low[c] for c in low if c in high)


def test_gpus_needed_is_the_ceiling_at_the_busy_target():
    assert detection.gpus_needed(240, 59.0, 0.8) == 6
    assert detection.gpus_needed(47.2, 59.0, 0.8) == 1


def test_detection_training_is_unchanged(kb):
    f = resolve({"task": "detection", "model": "yolov8x"}, kb)
    r = consult(f, kb)
    assert r.requirement.vram_gb == 8.0 and f.hours_per_day == 8
    assert any("training time is not estimated" in n.en for n in f.notes)


def test_rps_is_used_for_detection_now(kb):
    f = resolve({"task": "detection", "model": "yolov8x", "rps": 240}, kb)
    assert f.rps == 240 and not any("does not apply" in n.en for n in f.notes)


def test_a_model_without_a_published_time_is_asked_for(kb):
    from knowledge.errors import InputError

    with pytest.raises(InputError, match="missing model"):
        consult(resolve({"task": "detection", "rps": 30}, kb), kb)
