"""Pictures a vision-language model reads are its requests, never images to generate (the invoice-OCR consultation:
"想用 Qwen2.5-VL-7B 做发票 OCR，每天大概 5 万张图片，白天 10 小时处理完" was read as 50,000 images to make and an
unknown 7B). A day's count with a window is a daily batch — items × output tokens to generate, 30 runs a month,
the window as hours_per_day; with no window, requests a day. The image's size gives the request's input by the
28-px rule. A generation verb keeps the images a diffusion job's."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 6)


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


@pytest.mark.parametrize("said, model", [
    ("想用 Qwen2.5-VL-7B 做发票识别", "qwen2.5-vl-7b"),
    ("qwen vl 7b 部署一下", "qwen2.5-vl-7b"),
    ("千问VL 7B 能不能用 4090 跑", "qwen2.5-vl-7b"),
    ("We serve Qwen2.5-VL-72B-Instruct for screenshots", "qwen2.5-vl-72b"),
    ("qwen2.5 vl 3b for receipts", "qwen2.5-vl-3b"),
])
def test_a_vlm_is_named(kb, said, model):
    assert _read(kb, said).facts.get("model") == model


def test_qwen25_vl_alone_asks_which_size(kb):
    u = _read(kb, "用 Qwen2.5-VL 做票据识别")
    assert "model" not in u.facts
    assert {"qwen2.5-vl-7b", "qwen2.5-vl-72b"} <= set(u.unresolved[0].candidates)


@pytest.mark.parametrize("said, items, hours", [
    ("我们是杭州一家做财务票据识别的公司，想用 Qwen2.5-VL-7B 做发票 OCR，每天大概 5 万张图片，白天 10 小时处理完就行，"
     "预算每月 5000 元以内，要开专票", 50_000, 10),
    ("用千问VL 7B 审核商品图，每天 2 万张图片，8 小时内处理完", 20_000, 8),
    ("qwen vl 7b 抽取扫描件里的字段，每天约 3000 张扫描件，工作时间 9 小时跑完", 3_000, 9),
])
def test_a_days_pictures_in_a_window_are_a_daily_batch_zh(kb, said, items, hours):
    u = _read(kb, said)
    f = u.facts
    assert "images" not in f and f["model"] == "qwen2.5-vl-7b"
    assert f["output_tokens"] == 300 and f["generate_tokens"] == items * 300
    assert f["runs_per_month"] == 30 and f["hours_per_day"] == hours
    assert "generate_tokens" in u.doubtful  # the reply's length was taken, and is asked about


def test_receipts_with_size_and_reply_en(kb):
    u = _read(kb, "We OCR about 3,000 scanned receipts a day with Qwen2.5-VL-7B, ~1,000×1,400 px each, results as "
                  "JSON of ~200 tokens, done within an 8-hour shift, rent in the US, $400/month")
    f = u.facts
    assert f["model"] == "qwen2.5-vl-7b" and "images" not in f
    assert f["input_tokens"] == 1800 + 2 + 200  # 36 × 50 image tokens, the markers, the instruction
    assert f["output_tokens"] == 200 and f["generate_tokens"] == 600_000
    assert f["hours_per_day"] == 8 and f["runs_per_month"] == 30
    assert "context_tokens" not in f  # "JSON of ~200 tokens" is the reply, not the context


@pytest.mark.parametrize("said, tokens", [
    ("Qwen2.5-VL-7B reads 10k 1080p screenshots a day, done in 10 hours", 2691 + 202),
    ("Qwen2.5-VL-7B extracts fields from 5,000 invoices a day, A4 scans at 150 dpi, within a 10-hour working day",
     2772 + 202),
])
def test_the_image_size_gives_the_input(kb, said, tokens):
    f = _read(kb, said).facts
    assert f["input_tokens"] == tokens and "images" not in f


def test_pictures_a_day_with_no_window_are_requests(kb):
    f = _read(kb, "用 Qwen2.5-VL-7B 识别发票，每天 2 万张发票").facts
    assert f.get("requests_per_day") == 20_000 and "images" not in f and "generate_tokens" not in f


@pytest.mark.parametrize("said", [
    "用 SDXL 生成 5 万张商品图",
    "每天生成 5 万张商品图，白天 10 小时跑完",
    "We need to generate 3,000 product photos a day with FLUX.1-dev",
])
def test_a_generation_verb_keeps_images(kb, said):
    f = _read(kb, said).facts
    assert f.get("images") in (50_000, 3_000)
    assert "generate_tokens" not in f and "requests_per_day" not in f
