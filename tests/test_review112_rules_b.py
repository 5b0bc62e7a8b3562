"""Review 112 (an ML-infrastructure engineer's ten consultations, 2026-12-07): C6-a, C10-a and C3 on the rules' side."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)

HOTEL = ("Follow-up from the Bangkok hotel chatbot: OK, FP8 weights are fine for us. Qwen3-32B, no thinking, peak 3 "
         "requests per second but only about 5 hours each evening; the rest of the day it's around 0.3 requests per "
         "second. Prompts 2,500 tokens, answers 250, first token under 1.5 s, 20 tokens/s per user. Budget still "
         "60,000 THB per month at 1 USD = 33 THB. CUDA only, no Chinese clouds.")
SERVICE = {"task": "inference", "model": "Qwen3-32B", "precision": "fp8", "rps": 3, "input_tokens": 2500,
           "output_tokens": 250, "region": "intl", "min_tps": 20, "max_ttft_s": 1.5}


def _daily(result):
    return next((t for t in result.trace if t.rule == "daily-peak-base"), None)


def test_a_service_with_a_load_outside_its_evening_peak_is_priced_all_day(capsys, monkeypatch):
    """C6-a: "peak 3 requests per second but only about 5 hours each evening; the rest of the day it's around 0.3"
    was priced as 1 × H200 for the five peak hours alone (21,730 THB a month, a service off 19 hours a day). The month
    is a base for 0.3 requests/s round the clock plus the peak's card for its hours, both parts said, and the budget
    held against their sum."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--json", "--say", HOTEL, "--precision", "fp8", "--normal-rps", "0.3"]) == 0
    out = json.loads(capsys.readouterr().out)
    line = next(a for a in out["answer"] if a.startswith("The service runs all day"))
    assert "19 hours" in line and "24 h a day" in line and "5 peak hours" in line and "60,000 THB" in line
    m = next(t for t in out["trace"] if t["rule"] == "daily-peak-base")["matched"]
    assert m["plan"] == "base+peak" and m["base"]["hours"] == 24 and m["peak"]["hours"] == 5
    assert abs(m["month_total"] - (m["base"]["monthly"] + m["peak"]["monthly"])) < 0.02
    assert m["month_total"] <= 60000 and m["month_total"] < m["peak_cards_all_day"]["monthly"]
    assert "within your 60,000 THB a month" in line
    pick = out["picks"][0]
    # the pick's own figure is the peak hours alone; the month in all is more than that, and said as such
    assert f"{pick['monthly_cost']:,.0f} THB beside the pick is its peak hours alone" in line


def test_the_month_in_all_is_the_base_and_the_peak_and_never_above_the_peak_all_day():
    r = consult({**SERVICE, "normal_rps": 0.3, "hours_per_day": 5}, KB)
    assert _daily(r) is not None  # the step is in the proof
    line = next(a for a in r.answer if a.en.startswith("The service runs all day"))
    assert "服务要全天在线" in line.zh and "高峰" in line.zh


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(normal=st.sampled_from([0.05, 0.3, 1.0]), hours=st.sampled_from([2.0, 5.0, 12.0]))
def test_a_daily_peak_month_lies_between_the_peak_hours_alone_and_the_peak_cards_all_day(normal, hours):
    """A law: with a load outside the peak, the month costs at least the peak's cards for their hours and at least the
    base all day, and no more than the peak's cards kept all day (the plan takes whichever is cheaper)."""
    r = consult({**SERVICE, "normal_rps": normal, "hours_per_day": hours}, KB)
    step = _daily(r)
    assert step is not None
    data = step.matched
    total = data["month_total"]
    if data["plan"] == "base+peak" and data["base"]["card"] != r.picks[0].card:
        assert total + 0.01 >= r.picks[0].monthly_cost
    if data["base"]:
        assert total + 0.01 >= data["base"]["monthly"]
    if data["peak_cards_all_day"]:
        assert total <= data["peak_cards_all_day"]["monthly"] + 0.01


def test_no_load_outside_the_peak_said_keeps_the_hours_said():
    """The hours a day alone (a service that is off the rest of the day, as said) price those hours: no base added."""
    r = consult({**SERVICE, "hours_per_day": 5}, KB)
    assert _daily(r) is None
    assert not any(a.en.startswith("The service runs all day") for a in r.answer)
