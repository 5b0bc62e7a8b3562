"""Review 121 (a blind ML-infra engineer's consultations, 2026-12-07): a one-year contract on a monthly plan billed as
13 months (C1-b), the 包年 question left unanswered (C1-a), a vision-language model's input photos read as images to
make (C9)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from rules.estimate.months import billed_months, usage_months
from rules.pipeline import consult
from tests.understand_helpers import run_cli

KB = knowledge.load(user_file=False)

_XUZHOU = ("我们是徐州一家物流公司，想自己部署一个客服机器人，用 Qwen3-14B，不要思考模式，高峰大概二三十个人同时问，"
           "上下文 8k 左右，首字延迟希望 2 秒以内。公司财务要求必须开增值税专用发票，")
C1B = _XUZHOU + "预算改成每月五千。我主要想知道：包年比包月能便宜多少？签一年合同值不值？"


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


C1 = _XUZHOU + "预算每月三四千块。想问一下按月付和包年哪个划算？"


def test_the_yearly_question_is_answered_with_the_year_at_the_monthly_plan(capsys, monkeypatch):
    """C1-a: '按月付和包年哪个划算' had no yearly line; no yearly price is on file, so the year at the monthly plan is
    said with the seller's quote to ask for, and seed 001's advice — no discount invented."""
    out = run_cli(capsys, monkeypatch, "recommend", "--say", C1, "--lang", "zh", today="2026-12-07")
    line = next(x for x in out.splitlines() if "[yearly-plan]" in x)
    assert "12 × ¥3,742 = ¥44,904" in line and "没有带日期的年付报价" in line and "稳定负载超过半个月适合包月" in line
    assert "%" not in line and "折扣。" in line


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=st.sampled_from(["Is an annual contract cheaper than paying monthly?",
                              "would a one-year commitment be cheaper?",
                              "should we pay for the whole year up front?", "包年比包月能便宜多少？",
                              "签一年合同值不值？", "年付有没有优惠？"]))
def test_yearly_words_ask_for_the_yearly_line(words):
    r = consult(parse(f"Serve Qwen3-14B for 20 users, 8k context. {words}", KB).facts, KB, what_if=False)
    assert r.facts.yearly_asked
    assert any(c.id == "yearly-plan" for c in r.caveats), [c.id for c in r.caveats]


def test_no_yearly_words_no_yearly_line_for_a_month():
    r = consult({"task": "inference", "model": "qwen3-14b", "concurrency": 20, "context_tokens": 8192}, KB,
                what_if=False)
    assert not r.facts.yearly_asked and not any(c.id == "yearly-plan" for c in r.caveats)


C9 = ("I run ML at a property insurance company in Houston, Texas. We want to self-host Qwen2.5-VL-72B to read claim "
      "photos: each request has 2 photos plus about 600 tokens of prompt, answer about 300 tokens. Peak is around 20 "
      "concurrent requests, and we want time to first token under 3 seconds. CUDA only, US data centers only, "
      "enterprise SLA needed. Budget up to $15,000 per month.")


def test_a_vlms_photos_per_request_are_its_prompt(capsys, monkeypatch):
    """C9: '2 photos' a request were 'Images to generate: 2', a 900-token context, 2 × A100 and image: 1 at
    --max-model-len 1053; they are 2 × 1,282 image tokens of a 3,164-token prompt, 173.3 GB, image: 2."""
    out = run_cli(capsys, monkeypatch, "recommend", "--say", C9, today="2026-12-07")
    assert "Images to generate" not in out and "Input images per request (vision-language model): 2" in out
    assert "2 × 1,282 + 600 = 3,164 input tokens" in out and "the job needs 173.3 GB" in out
    launches = [x for x in out.splitlines() if "launch: vllm serve" in x]
    assert launches and all("""--limit-mm-per-prompt '{"image": 2}'""" in x for x in launches)
    assert "Interruptible (spot is fine): no (from “enterprise SLA needed”)" in out and "[sla-unknown]" in out


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(images=st.integers(min_value=1, max_value=4), text=st.sampled_from([100, 600, 1500]))
def test_each_picture_is_sized_into_the_context_and_the_launch(images, text):
    r = consult({"task": "inference", "model": "qwen2.5-vl-7b", "concurrency": 4, "region": "intl",
                 "images_per_request": images, "input_tokens": text, "output_tokens": 300}, KB, what_if=False)
    want = images * 1282 + text + 300
    assert r.facts.context_tokens == want and r.facts.images_per_request == images
    for pick in r.picks:
        launch = pick.launch or ""
        assert f"""--limit-mm-per-prompt '{{"image": {images}}}'""" in launch
        assert int(launch.split("--max-model-len ")[1].split()[0]) >= want


def test_a_sellers_yearly_terms_forwarded_ask_nothing():
    u = parse("某云销售：H20 141G 八卡整机包月 6.8 万，支持开专票，年付 9 折。我们跑 qwen2.5 72b 推理，50 人同时用。",
              KB)
    assert "yearly_asked" not in u.facts
