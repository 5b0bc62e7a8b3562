"""Review 103's reading criticals: facts echoed with a confident ✓ or ignored, each read as its family, with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_c01_renting_in_ones_own_name_over_the_group(kb):
    said = ("我们是高校实验室，想在 Qwen2.5-7B 上做 GRPO，租国内的卡，AutoDL 或者别的都行，个人身份租，不需要发票。")
    assert _facts(kb, said)["buyer"] == "individual"
    assert _facts(kb, "我们是高校实验室，用个人账号租")["buyer"] == "individual"
    assert _facts(kb, "我们是高校实验室，以个人名义租，不要发票")["buyer"] == "individual"
    assert _facts(kb, "We're a university lab; renting in my own name, no invoice needed.")["buyer"] == "individual"
    assert _facts(kb, "We're a university lab, but I'll rent on my personal account.")["buyer"] == "individual"
    # neighbours: refused, or an identity checked, or a login — the group pays
    assert _facts(kb, "我们是高校实验室，不是个人身份租，要开发票")["buyer"] == "company"
    assert _facts(kb, "我们是高校实验室，要验证个人身份")["buyer"] == "company"
    assert _facts(kb, "公司账号租，个人账号登录就行")["buyer"] == "company"


def test_c02_a_head_count_corrected_in_the_same_breath(kb):
    said = "跑 Qwen2.5-Coder-32B 给研发同事做代码补全和问答，5个人用，哦不对，是8个人"
    assert _facts(kb, said)["concurrency"] == 8
    assert _facts(kb, "5个人用，不对，是8个人用")["concurrency"] == 8
    assert _facts(kb, "大概 5 个人同时用，说错了，是 8 个人")["concurrency"] == 8
    assert _facts(kb, "5 users at once, no wait, 8 users")["concurrency"] == 8
    # neighbours: no correction keeps the count; a correction of something else leaves it
    assert _facts(kb, "5个人用")["concurrency"] == 5
    f = _facts(kb, "5个人用，预算五千，哦不对，是八千")
    assert f["concurrency"] == 5 and f["budget"].amount == 8000


def test_c04_a_daily_run_overnight_is_a_nights_hours(kb):
    said = ("做电商短视频的，想用 Wan2.1 14B 每天批量生成大概 300 条 5 秒 720p 的商品视频，晚上跑就行第二天早上要。"
            "国内租卡，每个月预算 1.5 万以内。")
    u = _read(kb, said)
    assert u.facts["hours_per_day"] == 10 and u.facts["runs_per_month"] == 30
    assert "hours_per_day" in u.doubtful  # an assumption, said and asked about
    f = _facts(kb, "Every day we get 2,000 listings; we run them overnight and need them ready by the morning.")
    assert f["hours_per_day"] == 10
    # neighbours: the hours said win; a one-off's patience, or a night refused, is no window
    assert _facts(kb, "每天晚上 10 点跑到第二天早上 8 点")["hours_per_day"] == 10
    assert _facts(kb, "每天晚上 8 点跑到第二天早上 8 点")["hours_per_day"] == 12
    assert "hours_per_day" not in _facts(kb, "省钱优先。晚上挂着跑就行，第二天早上能出结果就够了，一点都不赶。",
                                         question="priority")
    assert "hours_per_day" not in _facts(kb, "每天 300 条，不用晚上跑到第二天早上要")


def test_c04_the_rules_take_the_nights_hours_with_the_daily_runs(kb):
    from rules.facts import resolve

    said = ("做电商短视频的，想用 Wan2.1 14B 每天批量生成大概 300 条 5 秒 720p 的商品视频，晚上跑就行第二天早上要。"
            "国内租卡，每个月预算 1.5 万以内。")
    facts = resolve(dict(_facts(kb, said)), kb)
    assert facts.hours_per_day == 10 and facts.runs_per_month == 30
