"""heldout74's families (rows #21–#40 and a blind review's used card and weak power supply): readings a real user's
other phrasings share with the batch's rows (its words are not repeated here)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_five_days_a_week_is_the_working_week(kb):
    assert _facts(kb, "每周五天，每天跑 8 小时 flux")["days"] == 22
    assert _facts(kb, "qwen3 8b, 10 hours a day, five days a week")["days"] == 22
    assert _facts(kb, "一星期跑五天 sdxl")["days"] == 22
    # neighbours: other counts keep their reading; Friday's weather is no days; a span of weeks multiplies
    assert abs(_facts(kb, "qwen3 8b, 6 days a week")["days"] - 25.71) < 0.01
    assert "days" not in _facts(kb, "每周五天气不好，sdxl 出图")
    assert _facts(kb, "sdxl 出图，每周五天，连续四周")["days"] == 20


def test_an_eight_bit_format_as_the_floor_chooses_no_width(kb):
    for say in ("serving qwen3 32b, nothing below int8", "don't go below fp8 — llama 3.1 70b for chat",
                "部署 qwen3 32b，量化可以但别低于 fp8"):
        f = _facts(kb, say)
        assert f.get("no_4bit") is True and "precision" not in f, say
    # neighbours: a width chosen is chosen; "至少 FP8" beside a refused 4-bit keeps its FP8 (heldout2)
    assert _facts(kb, "serve qwen3 32b in fp8")["precision"] == "fp8"
    assert _facts(kb, "4-bit 不行，至少 FP8，部署 qwen3 32b")["precision"] == "fp8"
