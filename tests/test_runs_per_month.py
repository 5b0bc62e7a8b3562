"""A batch job run again and again (--runs-per-month; the read-through of 2026-12-03: a Suzhou firm's nightly
batch of 30,000 reports was priced for one night, ¥4.61, and the month of nights, ≈ ¥138, never said — nor
checked against a monthly budget)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from knowledge.errors import InputError
from rules import consult
from rules.facts import resolve

NIGHTLY = {"model": "qwen2.5-7b", "generate_tokens": 15_000_000, "input_tokens": 1500, "output_tokens": 500,
           "deadline": 8, "region": "cn"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_the_month_of_runs_is_priced_beside_one_run(kb):
    c = consult({**NIGHTLY, "runs_per_month": "nightly"}, kb, what_if=False)
    pick = c.top
    assert pick is not None and pick.job is not None and pick.job.total is not None
    one_run = pick.job.total
    month = f"{pick.job.total * 30:,.0f}"
    line = next(a.en for a in c.answer if "to finish the job" in a.en)
    assert "30 runs a month" in line and month in line.replace("¥", "")
    assert one_run < 10  # each run is still one night's 30,000 reports, not a month's volume in one go


def test_a_monthly_budget_is_checked_against_the_month_of_runs(kb):
    one_night = consult({**NIGHTLY, "budget": "100/month"}, kb, what_if=False)
    assert one_night.picks, "one night's ¥4.61 is inside ¥100 a month"
    nightly = consult({**NIGHTLY, "budget": "100/month", "runs_per_month": 30}, kb, what_if=False)
    cheapest = one_night.top.job.total
    assert cheapest * 30 > 100
    assert not nightly.picks or nightly.top.job.total * 30 <= 100
    budget_lines = [w.text.en for r in nightly.rejected for w in r.why if w.rule == "budget-exceeded"]
    assert budget_lines and "/month" in budget_lines[0]


def test_weekly_runs_fit_where_nightly_runs_do_not(kb):
    weekly = consult({**NIGHTLY, "budget": "100/month", "runs_per_month": "weekly"}, kb, what_if=False)
    assert weekly.picks and weekly.top.job.total * 30 / 7 <= 100


def test_runs_without_a_sized_job_are_set_aside_with_a_note(kb):
    facts = resolve({"model": "qwen2.5-7b", "runs_per_month": 30}, kb)
    assert facts.runs_per_month is None
    assert any("was not used: it repeats a job of known size" in n.en for n in facts.notes)


@pytest.mark.parametrize("value", ["abc", "0", "-3", "1000000"])
def test_a_bad_runs_value_is_refused(kb, value):
    with pytest.raises(InputError):
        resolve({**NIGHTLY, "runs_per_month": value}, kb)


def test_the_cli_says_one_line_for_a_bad_value():
    out = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--model", "qwen2.5-7b",
                          "--generate-tokens", "1M", "--runs-per-month", "often"], capture_output=True, text=True)
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0 and "--runs-per-month" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize(("text", "runs"), [
    ("每天晚上要用 qwen2.5 7b 批量处理 3 万份报告，每份输入 1500 token 输出 500 token，8 小时内跑完", 30),
    ("Every night we batch-summarise 20k support tickets with Llama 3.1 8B, ~800 tokens in, 150 out", 30),
    ("nightly job: classify 50,000 product reviews with qwen2.5-14b, 300 tokens in, 20 out", 30),
    ("每周跑一次，用 qwen3-8b 给 10 万条评论打标签，每条输入 200 token，输出 10 token", 30 / 7),
    ("每个工作日跑一次：qwen3-8b 给 2 万条工单写摘要，每条输出 200 token", 22),
])
def test_a_repeated_batch_is_read(kb, text, runs):
    facts = parse(text, kb, strict=True).facts
    assert facts.get("generate_tokens") and facts.get("runs_per_month") == pytest.approx(runs)


@pytest.mark.parametrize("text", [
    # "every day" in another sentence is about the person, not the batch
    "用 qwen3-8b 给 10 万条评论打标签，每条输入 200 token，输出 10 token。我每天 8 小时在线",
    # a one-off batch
    "generate 50M tokens of synthetic data with qwen2.5 72b for our dataset",
    # a service's daily volume is a rate, no batch
    "we serve llama 3.1 8b, about 20k requests a day, every day of the week",
])
def test_no_repeat_is_read_where_none_is_said_of_the_batch(kb, text):
    assert "runs_per_month" not in parse(text, kb, strict=True).facts


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(runs=st.floats(min_value=0.5, max_value=60), more=st.floats(min_value=0.0, max_value=60))
def test_more_runs_never_fit_a_budget_that_fewer_runs_break(kb, runs, more):
    base = {**NIGHTLY, "budget": "150/month"}
    fewer = consult({**base, "runs_per_month": runs}, kb, what_if=False)
    many = consult({**base, "runs_per_month": runs + more}, kb, what_if=False)
    if not fewer.picks:
        assert not many.picks
    for c, n in ((fewer, runs), (many, runs + more)):
        if c.picks:
            assert c.top.job.total * n <= 150 + 1e-6  # an answer never breaks the monthly budget
