"""Review 38 (12 consultations written before any run, on 0adb619): each finding replayed as the reviewer ran it."""

from __future__ import annotations

import subprocess
import sys

import pytest

import knowledge
from rules import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _cli(*args: str) -> str:
    run = subprocess.run([sys.executable, "-m", "advisor_tui", "recommend", "--today", "2026-12-03", *args],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_m1_a_purchase_budget_with_no_period_is_the_total():
    """"--budget 12000 --procure buy" read as "$12,000 a month ($144,000 over 12 months)"."""
    out = _cli("--procure", "buy", "--task", "qlora", "--model", "llama-3.3-70b", "--region", "intl",
               "--budget", "12000", "--currency", "USD", "--buyer", "company")
    assert "a month" not in out.split("RULED OUT")[0] and "over 12 months" not in out
    assert "within your $12,000 budget (the card alone" in out
    assert "Budget period total" in out


def test_m1_a_service_budget_with_no_period_is_a_month_and_says_so(kb):
    c = consult({"model": "qwen3-8b", "budget": "1000", "region": "intl"}, kb, what_if=False)
    assert c.facts.budget.unit == "month" and ("budget_unit", "month") in c.facts.assumed
    job = consult({"task": "lora", "model": "qwen3-8b", "train_tokens": "20M", "budget": "50", "region": "intl"},
                  kb, what_if=False)
    assert job.facts.budget.unit == "total" and ("budget_unit", "total") in job.facts.assumed


def test_m5_a_plan_sold_by_the_month_is_not_an_hourly_price():
    """"rtx-3080ti: feasible at ¥500 an hour: your ¥500 buys 1 hours" — UCloud's ¥500 a month."""
    out = _cli("--task", "detection", "--model", "yolov8x", "--region", "cn", "--budget", "500/total",
               "--currency", "CNY")
    line = next(x for x in out.splitlines() if x.strip().startswith("rtx-3080ti:"))
    assert "¥500 a month (sold by the month only): your ¥500 buys 1 month of it" in line
    assert "an hour" not in line


def test_m2_a_what_if_for_weekdays_is_priced_for_those_days():
    """The FP8 what-if said "$252/month (saves $252/month)" for 22 weekdays whose direct run costs $185."""
    out = _cli("--model", "llama-3.1-8b", "--rps", "3", "--input-tokens", "3000", "--output-tokens", "300",
               "--hours-per-day", "10", "--days", "22", "--region", "intl", "--budget", "4000/month")
    line = next(x for x in out.splitlines() if "With weights in fp8, KV cache in fp8" in x)
    assert "for your usage (22 d × 10 h)" in line and "/month" not in line
