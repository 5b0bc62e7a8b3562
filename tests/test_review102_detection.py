"""Review 102 c08: satellite tiles for YOLO11x — 200,000 at 1024×1024, 100 epochs, in 10 days, under ¥10,000. The job
said in words is sized as the flags size it (the deadline kept, not dropped); --images of a detector's training is its
training set; the answer says once that speed across card generations is scaled, and what the time leaves out."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.pipeline import consult
from tests.understand_helpers import picks_of as _picks
from tests.understand_helpers import run_cli as _run

C08 = ("我们做遥感卫星图像的目标检测（舰船和飞机），用YOLO11x训练，数据是20万张1024×1024的切片，打算训100个epoch。"
       "10天内必须交付模型，国内租卡，预算1万元以内。")
FLAGS = ["--task", "detection", "--model", "yolo11x", "--imgsz", "1024", "--epochs", "100", "--deadline", "240h",
         "--region", "cn", "--budget", "10000/total", "--currency", "CNY"]




def test_the_words_size_the_job_and_keep_the_deadline(capsys, monkeypatch):
    text = _run(capsys, monkeypatch, "--lang", "zh", "recommend", "--say", C08)
    assert "不适用于该任务" not in text and "这里不估算检测模型的训练时长" not in text
    assert "200,000 张 × 100 轮" in text and "imgsz=1024" in text and "在你的 240 小时内" in text
    out = _run(capsys, monkeypatch, "recommend", "--say", C08, "--json")
    picks = json.loads(out)["picks"]
    assert picks and all(p["job"] and p["job"]["wall_hours"] <= 240 for p in picks)
    # the same plan as the flags that say it (review 102's run c)
    assert _picks(out) == _picks(_run(capsys, monkeypatch, "recommend", *FLAGS, "--samples", "200000", "--json"))


def test_images_of_a_detectors_training_are_its_training_set(capsys, monkeypatch):
    text = _run(capsys, monkeypatch, "recommend", *FLAGS, "--images", "200000")
    assert "--images read as the detector's training images (--samples)" in text
    assert "does not apply" not in text
    as_images = _run(capsys, monkeypatch, "recommend", *FLAGS, "--images", "200000", "--json")
    as_samples = _run(capsys, monkeypatch, "recommend", *FLAGS, "--samples", "200000", "--json")
    assert _picks(as_images) == _picks(as_samples)
    zh = _run(capsys, monkeypatch, "--lang", "zh", "recommend", *FLAGS, "--images", "200000")
    assert "--images 按检测模型的训练图片数理解（即 --samples）" in zh


def test_images_beside_samples_or_a_detectors_service_are_not_moved(capsys, monkeypatch):
    text = _run(capsys, monkeypatch, "recommend", *FLAGS, "--samples", "200000", "--images", "5")
    assert "read as the detector's training images" not in text and "200,000 images × 100 epochs" in text
    served = _run(capsys, monkeypatch, "recommend", "--task", "detection", "--model", "yolo11x", "--rps", "240",
                  "--images", "5000")
    assert "read as the detector's training images" not in served


def test_the_caveat_says_speed_is_scaled_and_what_the_time_leaves_out(kb):
    r = consult({"task": "detection", "model": "yolo11x", "samples": 200000, "imgsz": 1024, "epochs": 100,
                 "deadline": "240h", "region": "cn", "budget": "10000/total", "currency": "CNY"}, kb)
    c = next(c for c in r.caveats if c.id == "detection-training")
    gpus = r.picks[0].gpus
    assert "scaled, not measured" in c.text.en and "Time one epoch" in c.text.en
    assert f"at least {8 * gpus} vCPUs" in c.text.en and "629 GB" in c.text.en and "imgsz=1024" in c.text.en
    assert "缩放出来的" in c.text.zh and f"至少要 {8 * gpus} 个 vCPU" in c.text.zh


def test_no_caveat_for_a_detectors_unsized_training_or_service(kb):
    unsized = consult({"task": "detection", "model": "yolo11x", "epochs": 100, "region": "cn"}, kb)
    served = consult({"task": "detection", "model": "yolo11x", "rps": 240, "region": "cn"}, kb)
    assert all(c.id != "detection-training" for r in (unsized, served) for c in r.caveats)


def _plan(kb, images, epochs, deadline=None):
    facts = {"task": "detection", "model": "yolo11x", "samples": images, "epochs": epochs, "imgsz": 1024,
             "only_cards": "rtx-4090", "region": "cn"}
    if deadline:
        facts["deadline"] = f"{deadline}h"
    pick = consult(facts, kb).picks[0]
    return pick.gpus, pick.job.wall_hours * pick.gpus  # GPUs, GPU-hours on the one card


@settings(max_examples=4, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(images=st.integers(2_000, 400_000), more=st.integers(1, 200_000), epochs=st.integers(10, 300),
       extra=st.integers(0, 100))
def test_more_images_or_epochs_never_finish_sooner_on_the_same_card(kb, images, more, epochs, extra):
    _, base = _plan(kb, images, epochs)
    _, bigger = _plan(kb, images + more, epochs + extra)
    assert bigger >= base - 1e-6


@settings(max_examples=4, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(images=st.integers(20_000, 400_000), hours=st.integers(24, 1000), looser=st.integers(1, 1000))
def test_a_tighter_deadline_never_yields_fewer_gpus(kb, images, hours, looser):
    tight, _ = _plan(kb, images, 100, deadline=hours)
    loose, _ = _plan(kb, images, 100, deadline=hours + looser)
    assert tight >= loose


@pytest.mark.parametrize("say", [C08])
def test_the_english_answer_says_the_same(capsys, monkeypatch, say):
    text = _run(capsys, monkeypatch, "recommend", "--say", say)
    assert "200,000 images × 100 epochs" in text and "[detection-training]" in text
