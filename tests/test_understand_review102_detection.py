"""Review 102 c08: a detector's training set counted in the words ("20万张1024×1024的切片") was never read, so the job
had no size and its deadline was dropped. The count and the square tiles' size are kept beside the facts (the table
writes no detector's image count as a fact) and implied as samples / imgsz (detection_set.py); neighbours that must
not."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)

C08 = ("我们做遥感卫星图像的目标检测（舰船和飞机），用YOLO11x训练，数据是20万张1024×1024的切片，打算训100个epoch。"
       "10天内必须交付模型，国内租卡，预算1万元以内。")


@pytest.mark.parametrize("text, images, px", [
    (C08, 200_000, 1024),
    ("用 YOLOv8 训练缺陷检测，已标注图片 2.8 万张（1024×1024），训 100 轮", 28_000, 1024),
    ("YOLOv8 训练，数据集三万张图片，一百个 epoch", 30_000, 0),
    ("约 1.8 万张已标注的图片，用 YOLOv8 训 100 轮", 18_000, 0),
    ("YOLOv8 做工地安全帽检测，两万来张图，训一百轮，单卡就行", 20_000, 0),
    ("train YOLO11x on 40,000 labelled images, 100 epochs, within 5 days", 40_000, 0),
    ("fyi the defect-detection retrain (YOLOv8x) is 48k labelled images, 100 epochs", 48_000, 0),
    ("yolo11x training on 200,000 1024x1024 tiles, 100 epochs", 200_000, 1024),
    ("train yolov8x on 12,000 1920x1080 frames, 50 epochs", 12_000, 0),  # a frame is letterboxed, not trained whole
])
def test_a_detectors_training_set_is_counted_and_implied(kb, text, images, px):
    u = _read(kb, text)
    assert u.detection_set == (images, px)
    implied = u.implied()
    assert implied.get("samples") == images and implied.get("imgsz", 0) == px
    assert "samples" not in u.facts and (px == 0 or "imgsz" not in u.facts)  # the table's convention kept


def test_the_note_says_the_set_and_no_longer_that_the_time_is_not_estimated(kb):
    notes = [n.zh for n in _read(kb, C08).notes]
    assert any("200,000 张图" in n and "imgsz=1024" in n for n in notes)
    assert not any("训练时长不做估算" in n or "训练时长不按它估算" in n for n in notes)


def test_without_epochs_the_note_asks_for_them(kb):
    notes = [n.en for n in _read(kb, "想给实验室弄几张卡训练 yolov8 做缺陷检测，数据集五万张图。").notes]
    assert any("50,000 images" in n and "say the epochs" in n for n in notes)


@pytest.mark.parametrize("text", [
    "我要用 4 张 4090 训练 yolov8x",  # cards counted with 张, not pictures
    "YOLOv8x 实时检测 8 路摄像头，每路 30fps",  # a detector's service
    "微调 qwen3-8b，三万张图片的描述数据，训 3 个 epoch",  # no detector
    "用 YOLOv8 训练，数据 50 张图，100 个 epoch",  # too few to be a training set to time
])
def test_neighbours_imply_no_training_set(kb, text):
    u = _read(kb, text)
    assert u.detection_set[0] == 0 and "samples" not in u.implied()


def test_what_is_given_or_read_wins(kb):
    u = _read(kb, C08)
    assert u.implied({"samples": 5000, "imgsz": 640}) == {}
    assert u.implied({"task": "inference"}) == {}
    at_1280 = _read(kb, "用 YOLO11x 训练，20万张1024×1024的切片，按 1280 px 训练，100 个 epoch")
    assert at_1280.facts["imgsz"] == 1280 and "imgsz" not in at_1280.implied()
