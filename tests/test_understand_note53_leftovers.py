"""Three readings note 53 left: a working day's clock hours with no 点 ("每天9到5用" was a budget of ¥5 a day), a
correction in brackets ("20 users at once (no wait, 50)" kept 20), and this time's figure beside the last one's
("LoRA 试过两轮，这次 3 轮" was a conflict on the epochs). Each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_working_days_clock_hours_without_dian_are_hours_not_money(kb):
    f = _facts(kb, "我们每天9到5用，部署 Qwen3-8B 客服")
    assert f["hours_per_day"] == 8 and "budget" not in f
    assert _facts(kb, "平时 9 到 6 上班时间用，部署 Qwen3-8B")["hours_per_day"] == 9
    assert _facts(kb, "每天 8 到 12 用，部署 Qwen3-8B")["hours_per_day"] == 4


def test_a_money_range_by_the_day_stays_money(kb):
    f = _facts(kb, "预算每天 5 到 9 块，部署 Qwen3-8B")
    assert f["budget"].amount == 9 and f["budget"].unit == "day" and "hours_per_day" not in f
    f = _facts(kb, "每天2到3万条请求，部署 Qwen3-8B")
    assert "hours_per_day" not in f and "budget" not in f


def test_a_correction_in_brackets_ends_at_its_bracket(kb):
    assert _facts(kb, "serve qwen3-8b for 20 users at once (no wait, 50) thanks")["concurrency"] == 50
    assert _facts(kb, "部署 qwen3-8b，同时 20 个人用（不对，是 50 个）")["concurrency"] == 50
    # a bracket that adds, not corrects, leaves the count
    assert _facts(kb, "serve qwen3-8b for 20 users at once (maybe more later)")["concurrency"] == 20


def test_this_times_figure_settles_the_last_ones(kb):
    f = _facts(kb, "LoRA 试过两轮，这次 3 轮，Qwen2.5-7B 微调 2 万条")
    assert f["epochs"] == 3 and f["task"] == "lora"
    assert _facts(kb, "上次训了 5 个 epoch，这次 3 个 epoch，Qwen2.5-7B LoRA")["epochs"] == 3
    # 这次 before both figures settles nothing between them
    f = _facts(kb, "这次预算 5000 一个月，上次花了 3000，部署 Qwen3-8B")
    assert f["budget"].amount == 5000


def test_a_digit_then_a_spaced_qianwan_or_baiwan_is_one_figure(kb):
    """The fifty-fourth session's own TUI run: '资料大约 5 千万 token' read 10,000,000 (千万 alone) with a ✓."""
    assert _facts(kb, "要对 Qwen3-8B 做 LoRA，资料大约 5 千万 token，跑 3 个 epoch")["train_tokens"] == 50_000_000
    assert _facts(kb, "Qwen3-8B LoRA，大约 2.5 千万 tokens")["train_tokens"] == 25_000_000
    assert _facts(kb, "Qwen3-8B LoRA，语料 3 百万 token")["train_tokens"] == 3_000_000
    assert _facts(kb, "Qwen3-8B LoRA，数据 3 千万条样本")["samples"] == 30_000_000
    assert _facts(kb, "Qwen3-8B LoRA，数据 5 万 token")["train_tokens"] == 50_000  # (万 alone as before)
    assert _facts(kb, "Qwen3-8B LoRA，数据 3 千条样本")["samples"] == 3_000
