"""The families of phrasing review 16 found dropped or misread (C1, M1, M2, the minor readings) — each
tested in wordings other than the reviewer's, in both languages, so that the family is what is read,
not the review's sentences."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.facts import Budget
from rules.pipeline import consult
from tests.understand_helpers import TODAY
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


# C1: a media job's size with a multiplier or a model's name between the count and the noun
@pytest.mark.parametrize(("text", "images", "deadline"), [
    ("给我跑 3 万张 flux dev 图，两天内出完", 30000, 48),
    ("要出 1.5 万张 SDXL 海报，五天内搞定", 15000, 120),
    ("跑两万张 sd1.5 头像，一周内出齐", 20000, 168),
    ("帮忙生成 8 千张 SDXL 的商品图，4 天内", 8000, 96),
    ("generate 40k sdxl 1024px product images in 4 days", 40000, 96),
])
def test_an_image_count_with_a_model_between_is_the_job_and_its_limit_a_deadline(kb, text, images, deadline):
    facts = _facts(kb, text)
    assert facts.get("images") == images, facts
    assert facts.get("deadline") == deadline and "days" not in facts, facts


@pytest.mark.parametrize(("text", "videos", "deadline"), [
    ("make 120 hunyuanvideo 720p 5s clips within 5 days", 120, 120),
    ("we need 300 wan2.1 14b 480p 4-second videos by next friday", 300, 216),
    ("render 60 cogvideox-5b 6 second clips in 2 days", 60, 48),
    ("用 wan2.1 14b 做 150 个 720p 5 秒视频，三天内出完", 150, 72),
])
def test_a_clip_count_with_the_model_and_its_format_between_is_the_job(kb, text, videos, deadline):
    facts = _facts(kb, text)
    assert facts.get("videos") == videos, facts
    assert facts.get("deadline") == deadline and "days" not in facts, facts


# clips said per day or week: a run that recurs (review 42 M5); for the days said, that many days of work
@pytest.mark.parametrize(("text", "videos", "runs"), [
    ("wan2.1 14b，每天要生成 100 条短视频", 100, 30),
    ("about 40 wan2.1 14b clips a day", 40, 30),
    ("每周出 70 个视频，用 hunyuanvideo", 70, 30 / 7),
    ("一天 30 条 720p 视频，连跑 10 天，wan2.1 14b", 300, None),
])
def test_clips_said_per_day_recur_or_are_the_days_work(kb, text, videos, runs):
    u = parse(text, kb, strict=True, today=TODAY)
    assert u.facts.get("videos") == videos, u.facts
    assert u.facts.get("runs_per_month") == (pytest.approx(runs) if runs else None)
    assert any("clips" in n.en and ("priced as one job" in n.en or "recurs" in n.en) for n in u.notes)


def test_a_sentence_sizes_the_video_job_as_the_flags_do(kb):
    said = _facts(kb, "Produce 200 wan2.1 14b 720p 5-second clips within a week, abroad")
    assert said.get("videos") == 200 and said.get("deadline") == 168
    answer = consult(said, kb, what_if=False)
    flags = consult({"task": "video", "model": "wan2.1-14b", "videos": 200, "deadline": 168, "region": "intl",
                     "resolution": "720p", "clip_seconds": 5.0}, kb, what_if=False)
    assert answer.top.job is not None and answer.top.job.is_job
    assert answer.top.job.total == flags.top.job.total


# M1: a head count, in any of its words, is asked about ("how many at the same time?"), never sized
@pytest.mark.parametrize(("text", "most"), [
    ("serve mistral small for our support team, ~15 ppl", 15),
    ("qwen3 32b chat for roughly 12 folks in the office", 12),
    ("internal copilot for 30-ish engineers... well, ~30 engineers", 30),
    ("a 9-person team will share it, qwen3 14b", 9),
    ("we're ~8 researchers, llama 3.1 70b inference", 8),
    ("部署 qwen3 32b，公司内部三十来个人用", 30),
    ("内部知识库，40人左右用，qwen2.5 14b", 40),
    ("大概 25 个人用 qwen3 8b", 25),
])
def test_a_head_count_is_asked_about_not_taken_as_concurrency(kb, text, most):
    u = parse(text, kb, strict=True, today=TODAY)
    assert "concurrency" not in u.facts, u.facts
    asked = [x for x in u.unresolved if x.kind == "concurrency"]
    assert asked and f"at most {most}" in asked[0].note.en and "same time" in asked[0].note.en


# M2: a context word does not swallow the budget said after it
@pytest.mark.parametrize(("text", "context", "budget"), [
    ("qwen3 8b 小程序后端 16k上下文 每月2000块左右", 16384, Budget(2000.0, "CNY", "month", approx=True)),
    ("4k上下文 一个月800元 个人用 qwen3 4b", 4096, Budget(800.0, "CNY", "month")),
    ("上下文 32k，每月 3000 块", 32768, Budget(3000.0, "CNY", "month")),
    ("context 8k, about 1200 rmb a month", 8192, Budget(1200.0, "CNY", "month", approx=True)),
])
def test_a_budget_after_the_context_is_a_budget_not_a_second_length(kb, text, context, budget):
    u = parse(text, kb, strict=True, today=TODAY)
    assert not u.conflicts, u.conflicts
    assert u.facts.get("context_tokens") == context
    got = u.facts.get("budget")
    assert (got.amount, got.currency, got.unit) == (budget.amount, budget.currency, budget.unit), got


def test_a_yuan_budget_with_no_place_is_priced_in_the_mainland(kb):
    """The product's convention, not a new one: a CNY budget with no region said takes region cn."""
    facts = _facts(kb, "做个小程序后端 qwen3 8b 并发8个左右 8k上下文 一个月1200块左右 个人开发者")
    assert facts["budget"].currency == "CNY" and "region" not in facts
    assert consult(facts, kb, what_if=False).facts.region == "cn"


# m1: "this time tomorrow" is exactly 24 h (a day and a time of day unsaid, "明天早上", is asked)
@pytest.mark.parametrize(("text", "hours"), [
    ("qwen2.5 7b 的 lora，明天这个时候之前要训完", 24),
    ("明天这时候要看到结果，sdxl 出 3000 张图", 24),
    ("后天这个时候要交付，全参微调 qwen3 4b", 48),
    ("I need the adapter by this time tomorrow, llama 3.1 8b lora", 24),
    ("same time tomorrow is when the 2,000 sdxl images must be done", 24),
])
def test_this_time_tomorrow_is_a_deadline_of_a_day(kb, text, hours):
    assert _facts(kb, text).get("deadline") == hours


def test_tomorrow_morning_is_still_asked_about(kb):
    u = parse("明天上午之前要把 qwen3 4b 的 lora 训完", kb, strict=True, today=TODAY)
    assert "deadline" not in u.facts and any(x.kind == "deadline" for x in u.unresolved)


# minor: a group the bot serves is no learning; hours after a dash stay read
@pytest.mark.parametrize("text", [
    "a discord bot for our study group, qwen3 8b",
    "telegram bot for my study buddies",
    "给我们学习小组做个答疑机器人",
])
def test_a_study_group_served_by_a_bot_is_not_learning(kb, text):
    assert _facts(kb, text).get("task") != "learn"


@pytest.mark.parametrize(("text", "hours"), [
    ("it won't run 24/7 — 6 hours a day", 6),
    ("no need for 24/7 - about 3 hours a day is plenty", 3),
    ("不用 24 小时开着——每天 4 小时就够", 4),
])
def test_hours_a_day_after_a_dash_are_read(kb, text, hours):
    facts = _facts(kb, text)
    assert facts.get("hours_per_day") == hours and "days" not in facts, facts
