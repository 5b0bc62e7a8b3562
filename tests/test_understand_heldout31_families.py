"""heldout31's families (the batch is in tests/data): the two facts it found stated wrong with a tick, and the clock
and head-count readings it added."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


def test_daily_users_and_a_cards_price_are_never_a_budget():
    u = parse("~50k daily active users, each triggering maybe 3 explanations a day.", KB)
    assert "budget" not in u.facts and u.facts["requests_per_day"] == 150_000
    u = parse("看到有人说 AutoDL 的 4090 才一块多一小时？还有人推 midjourney 但我不想按月订阅。", KB)
    assert "budget" not in u.facts


@pytest.mark.parametrize(("text", "hours"), [
    ("上课时间用，差不多早上八点半到下午五点", 8.5),
    ("只在交易时段用（9:30–15:00），周末不开", 5.5),
    ("每天 7:00–22:00 提供服务", 15.0),
])
def test_half_hours_and_minutes_count(text, hours):
    assert parse(text, KB, question="hours").facts["hours_per_day"] == hours


def test_a_days_sessions_times_their_questions_and_time_kept_for_something_else():
    assert parse("一天大概两千个会话，每个会话问五六次", KB, question="load").facts == {"requests_per_day": 12000}
    facts = parse("客户那边 12 月 15 号交片，我们内部得 13 号前全部生成完，留两天剪辑。", KB, today="2026-12-03").facts
    assert facts.get("deadline") == 240 and "days" not in facts and "public_service" not in facts


def test_the_buyer_is_not_the_audience_and_a_bureau_is_an_organisation():
    assert "buyer" not in parse("高峰期同时在线的学生可能有两三百个", KB, question="concurrency").facts
    assert parse("我们区教育局想给全区中小学生做一个作文批改助手", KB).facts["buyer"] == "company"
    assert parse("组里没钱买卡，只能租", KB).facts["procure"] == "rent"
