"""The weekday the work arrives, said before the weekday it is due, sets the window between them — the same on any
day it is read (advisor_tui/understand/work_arrives.py; the CI run of 2026-12-08 read the MCN batch's '周一交任务，
周五前' as 72 h on a Tuesday, 96 h the day before)."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from advisor_tui.understand.work_arrives import window_days

KB = knowledge.load(user_file=False)
MCN = ("我们是一家MCN机构，用 Wan2.1 14B 做短视频素材，每周要出 400 条 5 秒 720p 的视频，周一交任务，周五前必须出完。"
       "在国内租卡，每月预算 1.5 万元。")


@pytest.mark.parametrize("said, hours", [
    (MCN, 96),
    ("we get the footage on Monday and it has to be done by Friday, 200 clips with wan2.1 14b", 96),
    ("The data comes in on Mondays; due before Thursday. QLoRA of qwen3-8b on 20M tokens", 72),
    ("每周三拿到数据，下周一前要训完 qwen3-8b 的 LoRA，数据 2000 万 token", 120),
    ("周一拿到数据，下周三前要训完 qwen3-8b 的 LoRA，数据 2000 万 token", 216),
])
@given(today=st.dates(min_value=dt.date(2026, 1, 1), max_value=dt.date(2028, 12, 31)))
@settings(max_examples=8, deadline=None)
def test_the_window_runs_from_the_day_the_work_arrives_whatever_today_is(said, hours, today):
    assert parse(said, KB, today=today).facts.get("deadline") == hours


def test_a_weekday_alone_still_counts_from_today():
    monday, tuesday = dt.date(2026, 12, 7), dt.date(2026, 12, 8)
    said = "fine-tune llama 3 8b with lora on 10M tokens by Friday"
    assert parse(said, KB, today=monday).facts["deadline"] == 96
    assert parse(said, KB, today=tuesday).facts["deadline"] == 72


def test_the_consultation_day_set_for_the_process_is_the_day_a_weekday_counts_from(monkeypatch):
    said = "fine-tune llama 3 8b with lora on 10M tokens by Friday"
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-10")  # a Thursday
    assert parse(said, KB).facts["deadline"] == 24


@given(arrives=st.integers(0, 6), due=st.integers(0, 6))
def test_a_window_is_within_a_week_and_next_week_adds_one_only_past_the_arrival(arrives, due):
    days = window_days(arrives, due)
    assert 1 <= days <= 7 and (arrives + days) % 7 == due
    later = window_days(arrives, due, next_week=True)
    assert later == (days + 7 if due > arrives else days)
