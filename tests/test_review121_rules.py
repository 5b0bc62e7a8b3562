"""Review 121 (a blind ML-infra engineer's consultations, 2026-12-07): a one-year contract on a monthly plan billed as
13 months (C1-b), the 包年 question left unanswered (C1-a), a vision-language model's input photos read as images to
make (C9)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from rules.estimate.months import billed_months, usage_months
from tests.understand_helpers import run_cli

C1B = ("我们是徐州一家物流公司，想自己部署一个客服机器人，用 Qwen3-14B，不要思考模式，高峰大概二三十个人同时问，上下文 8k "
       "左右，首字延迟希望 2 秒以内。公司财务要求必须开增值税专用发票，预算改成每月五千。我主要想知道：包年比包月能便宜多少？"
       "签一年合同值不值？")


def test_a_year_on_a_monthly_plan_is_twelve_months(capsys, monkeypatch):
    """C1-b: 365 days on a ¥3,742 monthly plan were '每月 ¥3,998' (13 months ÷ 12.17); a year is 12 months."""
    out = run_cli(capsys, monkeypatch, "recommend", "--say", C1B, "--quote", "a800-80g=3742cny/month", "--lang", "zh",
                  today="2026-12-07")
    assert "按你的用量每月 ¥3,742（单卡 ¥3,742/月）" in out
    assert "3,998" not in out


@given(days=st.floats(min_value=1, max_value=3650, allow_nan=False))
def test_months_of_a_period_never_pass_twelve_a_year(days):
    years = int(days // 365)
    assert billed_months(days) <= 12 * (years + 1)
    assert billed_months(days) >= usage_months(days) - 1e-9
    assert usage_months(days) <= days / 30 + 1e-9


def test_whole_years_are_twelve_months_each():
    assert [billed_months(d) for d in (30, 31, 360, 364, 365, 366, 730)] == [1, 2, 12, 12, 12, 13, 24]
    assert usage_months(365) == 12 and usage_months(30) == 1
