"""Review 104 (a blind ML-infra engineer's review): a one-off job's wider plan is priced as the job, with the saving
put down to what made it (c08); a hobbyist who buys used is offered the used card that holds the job on one card
(c03); a "faster" label is by the speed of the cards that hold the job (c04)."""

from __future__ import annotations

import math
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules.cluster_line import cluster_line
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)

# c08: distilling DeepSeek-R1 (671B) — 50k problems × 4 answers × 6,000 tokens in 10 days, rented in mainland China
C08 = ("公司要做模型蒸馏：用 DeepSeek-R1 满血版（671B）批量生成数学和代码的长推理数据，大约 5 万道题，每道生成 4 个回答、"
       "平均每个回答 6000 token，10 天内跑完。机器在国内租，公司采购要合规，预算 8 万元人民币。")


def test_c08_the_wider_plan_of_a_one_off_job_is_priced_as_the_job_and_says_where_the_saving_comes_from():
    """c08: "16 张 H20 96GB，每月 ¥86,400（每月省 ¥329,702）" priced a 10-day batch job by the month beside the what-if's
    "完成任务共 ¥4,292（省 ¥33,175）", and credited the second node with a saving that was UCloud's ¥7.50 a card-hour
    against Alibaba Cloud's ¥72.24. Now the line gives the job's total and saving, and the price pair."""
    zh = _cli("--say", C08)
    line = next(x for x in zh.splitlines() if "跨出单机" in x)
    assert "每月" not in line and "完成任务共 ¥4,292（省 ¥33,175）" in line
    assert "主要来自卖家的价格" in line and "¥7.50" in line and "¥72.24" in line
    en = _cli("--say", C08, "--lang", "en")
    line = next(x for x in en.splitlines() if "past one node" in x.lower())
    assert "/month" not in line and "finishes the job for ¥4,292 (saves ¥33,175)" in line
    assert "mostly from the seller's price" in line


def _job(total: float, gpu_hours: float, seller: str) -> SimpleNamespace:
    return SimpleNamespace(is_job=True, total=total, gpu_hours=gpu_hours,
                           priced=SimpleNamespace(choice=SimpleNamespace(provider_name=seller)))


@settings(max_examples=60, deadline=None)
@given(rate=st.floats(1, 100), hours=st.floats(10, 2000), their_rate=st.floats(0.5, 100),
       their_hours=st.floats(10, 4000))
def test_c08_a_job_line_never_says_a_month_and_credits_the_larger_factor(rate, hours, their_rate, their_hours):
    """Law: for a one-off job the wider plan is said by its total (never per month) only when it saves half or more,
    and the saving is credited to the price per card-hour or to the card-hours, whichever changed more."""
    facts = SimpleNamespace(max_gpus=8, assumed=(("max_gpus", 8),), procure="rent", days=30)
    top = SimpleNamespace(job=_job(rate * hours, hours, "A"), monthly_cost=rate * 8 * 720, card="h20-141g", gpus=8)
    wider = SimpleNamespace(change={"max_gpus": 16}, card="h20", gpus=16, monthly_cost=their_rate * 16 * 720,
                            saving=None, job=_job(their_rate * their_hours, their_hours, "B"))
    line = cluster_line(KB, facts, [top], [wider], "CNY")
    if their_rate * their_hours > rate * hours * 0.5:
        assert line is None
        return
    assert line is not None and "/month" not in line.en and "每月" not in line.zh
    by_price = math.log(rate / their_rate) >= math.log(hours / their_hours)
    assert ("seller's price" in line.en) is by_price and ("fewer card-hours" in line.en) is not by_price
